import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-6THZW7YO.js";import"./chunk-5S6QEHYH.js";import"./chunk-FYVDOMOE.js";import"./chunk-G7QAE7KO.js";import"./chunk-RRYCAED4.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
