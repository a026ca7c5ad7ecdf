import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-4F77GXJN.js";import"./chunk-FZ4HT6LZ.js";import"./chunk-FYVDOMOE.js";import"./chunk-4UWAR5UB.js";import"./chunk-DQL5XNHJ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
