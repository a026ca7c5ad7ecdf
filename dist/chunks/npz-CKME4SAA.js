import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-EPEAHKNH.js";import"./chunk-QSXGMUUY.js";import"./chunk-FYVDOMOE.js";import"./chunk-I24ZPHDI.js";import"./chunk-HPTN26NQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
