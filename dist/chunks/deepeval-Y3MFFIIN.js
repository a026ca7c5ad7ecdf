import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-ZQDHE4DY.js";import"./chunk-JOMFOWBH.js";import"./chunk-THNAHQU7.js";import"./chunk-WE7J3GQO.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as deepEvalMetrics,d as deepEvalReader,c as readDeepEval,a as scanDeepEval};
