import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-2U2634S2.js";import"./chunk-XHLCLBK3.js";import"./chunk-5L4VJL3P.js";import"./chunk-DB3OPCYI.js";import"./chunk-OKP7MV26.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
