import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-6EHC4HFC.js";import"./chunk-THNAHQU7.js";import"./chunk-UYIFEBPC.js";import"./chunk-WE7J3GQO.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
