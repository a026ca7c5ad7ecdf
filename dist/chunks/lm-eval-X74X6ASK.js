import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-2SCXR33W.js";import"./chunk-SHKMRI52.js";import"./chunk-JXP7FRR3.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
