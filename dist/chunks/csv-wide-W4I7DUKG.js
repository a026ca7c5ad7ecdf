import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-X5QVWQHM.js";import"./chunk-RAOWAOB4.js";import"./chunk-HPTN26NQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
