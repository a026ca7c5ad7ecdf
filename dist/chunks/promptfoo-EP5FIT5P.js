import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-O5YCQKMC.js";import"./chunk-PUBDA26T.js";import"./chunk-6YQQF6XG.js";import"./chunk-ZCGYUXHX.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
