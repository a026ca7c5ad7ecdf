import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-VIHHP3PI.js";import"./chunk-JOMFOWBH.js";import"./chunk-PUBDA26T.js";import"./chunk-ZCGYUXHX.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as deepEvalMetrics,d as deepEvalReader,c as readDeepEval,a as scanDeepEval};
