import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-ELOBBR5L.js";import"./chunk-5QMHVGKZ.js";import"./chunk-DOK5T5HB.js";import"./chunk-RRYCAED4.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
