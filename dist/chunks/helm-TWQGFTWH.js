import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-Y7I3XFKC.js";import"./chunk-MDIMA47Q.js";import"./chunk-VST6HQKS.js";import"./chunk-DG2F47QN.js";import"./chunk-PZRLC2YL.js";export{c as helmReader,b as looksLikeHelm,a as readHelm};
