import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-IC3GECVS.js";import"./chunk-OOWEOJ2H.js";import"./chunk-AMPVD37M.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
