import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-E6VWCKLX.js";import"./chunk-UIZDVBFD.js";import"./chunk-FYVDOMOE.js";import"./chunk-7T75ETLU.js";import"./chunk-ZCGYUXHX.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
