import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-6G3JHQB3.js";import"./chunk-EVWZKQZU.js";import"./chunk-3GRKM4LB.js";import"./chunk-5JXL475X.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
