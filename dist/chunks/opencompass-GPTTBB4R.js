import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-HMCEBOKR.js";import"./chunk-THNAHQU7.js";import"./chunk-YWQLBGVX.js";import"./chunk-WE7J3GQO.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
