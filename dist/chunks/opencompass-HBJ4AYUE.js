import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-B2HE7FYD.js";import"./chunk-FGUHTJ5W.js";import"./chunk-HRAORPOR.js";import"./chunk-S4Z3G6NA.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
