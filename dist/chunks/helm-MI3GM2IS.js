import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-3SB6ONJD.js";import"./chunk-FGUHTJ5W.js";import"./chunk-HVM7M77I.js";import"./chunk-S4Z3G6NA.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
