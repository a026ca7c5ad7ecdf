import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-BFPUWWH6.js";import"./chunk-3RVKG2JB.js";import"./chunk-AB74CNRI.js";import"./chunk-OX663RGL.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
