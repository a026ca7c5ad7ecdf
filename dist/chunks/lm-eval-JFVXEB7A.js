import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-VOCR6FXT.js";import"./chunk-JOMFOWBH.js";import"./chunk-245B3KKD.js";import"./chunk-IEKZ2HIY.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
