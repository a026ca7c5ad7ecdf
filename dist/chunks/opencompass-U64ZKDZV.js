import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-C2H7WUW3.js";import"./chunk-TBNTMT7G.js";import"./chunk-P54RU225.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
