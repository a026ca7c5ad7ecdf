import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-MZ3KX6PR.js";import"./chunk-LY7ZGX6S.js";import"./chunk-5JXL475X.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
