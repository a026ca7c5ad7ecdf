import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-ZTVSIVQ4.js";import"./chunk-JOMFOWBH.js";import"./chunk-BAM7CJVC.js";import"./chunk-ZCGYUXHX.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
