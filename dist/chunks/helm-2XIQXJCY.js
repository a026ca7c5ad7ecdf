import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-MKMUBFFL.js";import"./chunk-7NXVNVZN.js";import"./chunk-HPTN26NQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{c as helmReader,b as looksLikeHelm,a as readHelm};
