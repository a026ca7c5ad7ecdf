import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-VTPHQOVD.js";import"./chunk-J34KZXEJ.js";import"./chunk-JXP7FRR3.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
