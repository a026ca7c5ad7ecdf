import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-6E537CV7.js";import"./chunk-FGUHTJ5W.js";import"./chunk-HVM7M77I.js";import"./chunk-S4Z3G6NA.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
