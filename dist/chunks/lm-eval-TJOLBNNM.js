import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-TZNZRXM2.js";import"./chunk-DOK5T5HB.js";import"./chunk-RRYCAED4.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
