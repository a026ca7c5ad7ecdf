import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-EXZL5ASX.js";import"./chunk-SHCXVCJZ.js";import"./chunk-SHKMRI52.js";import"./chunk-JXP7FRR3.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
