import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-S5YGKTGC.js";import"./chunk-3GRKM4LB.js";import"./chunk-5JXL475X.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
