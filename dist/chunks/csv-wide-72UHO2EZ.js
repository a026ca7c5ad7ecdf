import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-5IL3Y2WK.js";import"./chunk-6JUGZ26G.js";import"./chunk-AMPVD37M.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
