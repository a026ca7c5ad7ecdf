import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-NMVVP42Y.js";import"./chunk-E5QKDLY2.js";import"./chunk-WE7J3GQO.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
