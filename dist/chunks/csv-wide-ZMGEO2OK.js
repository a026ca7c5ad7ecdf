import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-MHYHJBQS.js";import"./chunk-OVPMHTOD.js";import"./chunk-DB3OPCYI.js";import"./chunk-OKP7MV26.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
