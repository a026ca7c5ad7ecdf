import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-RQVFTDSF.js";import"./chunk-FGEM27F7.js";import"./chunk-FYVDOMOE.js";import"./chunk-YFPQVCZ3.js";import"./chunk-AMPVD37M.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
