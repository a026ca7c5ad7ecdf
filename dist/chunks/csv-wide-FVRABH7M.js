import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-FL2LD27O.js";import"./chunk-C3FBZSUU.js";import"./chunk-JJI5UIAU.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
