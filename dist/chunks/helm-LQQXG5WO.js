import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-7LHQ6TZI.js";import"./chunk-5QMHVGKZ.js";import"./chunk-JWYSGALT.js";import"./chunk-RRYCAED4.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
