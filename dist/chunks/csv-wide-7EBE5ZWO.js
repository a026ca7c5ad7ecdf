import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-TBS3G3X6.js";import"./chunk-P4S55NLZ.js";import"./chunk-YGJTYXFQ.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
