import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-VLD2QAO6.js";import"./chunk-44WOC54P.js";import"./chunk-TKEEXNBO.js";import"./chunk-IEKZ2HIY.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
