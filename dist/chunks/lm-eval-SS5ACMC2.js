import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-XUJHTLVV.js";import"./chunk-JOMFOWBH.js";import"./chunk-YWQLBGVX.js";import"./chunk-WE7J3GQO.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
