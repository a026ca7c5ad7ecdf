import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-CKYJJHY5.js";import"./chunk-XHLCLBK3.js";import"./chunk-DB3OPCYI.js";import"./chunk-OKP7MV26.js";import"./chunk-PZRLC2YL.js";export{c as helmReader,b as looksLikeHelm,a as readHelm};
