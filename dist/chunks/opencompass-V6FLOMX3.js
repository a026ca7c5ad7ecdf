import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-TE7ELEVL.js";import"./chunk-UC6YG3BF.js";import"./chunk-NGJPKHRR.js";import"./chunk-YGJTYXFQ.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
