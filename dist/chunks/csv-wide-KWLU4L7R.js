import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-PT32E2ZR.js";import"./chunk-2DCMJYFM.js";import"./chunk-RRYCAED4.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
