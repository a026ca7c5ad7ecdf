import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-XXKTFJ37.js";import"./chunk-MP5QM6R2.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
