import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-KPPFR5JW.js";import"./chunk-EVWZKQZU.js";import"./chunk-5JXL475X.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
