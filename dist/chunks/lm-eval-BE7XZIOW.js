import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-KLPGWHCH.js";import"./chunk-DN5EFKFD.js";import"./chunk-JOMFOWBH.js";import"./chunk-P54RU225.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{c as lmEvalSamplesReader,b as lmEvalTaskName,a as readLmEvalSamples};
