import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-C3WQLV2G.js";import"./chunk-JOMFOWBH.js";import"./chunk-44WOC54P.js";import"./chunk-IEKZ2HIY.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as deepEvalMetrics,d as deepEvalReader,c as readDeepEval,a as scanDeepEval};
