import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-SD7OLGU5.js";import"./chunk-GDE4N7WV.js";import"./chunk-BGSV2OWQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
