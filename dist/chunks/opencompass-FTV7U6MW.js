import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-TEFSB7QF.js";import"./chunk-3RVKG2JB.js";import"./chunk-BK7OIUHP.js";import"./chunk-OX663RGL.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
