import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-E2YPA2XL.js";import"./chunk-JOMFOWBH.js";import"./chunk-TBNTMT7G.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as deepEvalMetrics,d as deepEvalReader,c as readDeepEval,a as scanDeepEval};
