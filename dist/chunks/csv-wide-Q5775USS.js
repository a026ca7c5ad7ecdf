import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-W26HVJIF.js";import"./chunk-CN4YDXOD.js";import"./chunk-VST6HQKS.js";import"./chunk-DG2F47QN.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
