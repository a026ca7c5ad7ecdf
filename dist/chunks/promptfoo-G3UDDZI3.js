import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-THCTW7EI.js";import"./chunk-5QMHVGKZ.js";import"./chunk-JWYSGALT.js";import"./chunk-RRYCAED4.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
