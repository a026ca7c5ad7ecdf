import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-IH2Y7BDP.js";import"./chunk-J7A7GIBX.js";import"./chunk-55CM2YJQ.js";import"./chunk-AMPVD37M.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
