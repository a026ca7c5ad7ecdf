import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-N6HKQZT7.js";import"./chunk-J7A7GIBX.js";import"./chunk-OOWEOJ2H.js";import"./chunk-AMPVD37M.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
