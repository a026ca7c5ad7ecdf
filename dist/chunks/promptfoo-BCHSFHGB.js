import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-B25ZBI6N.js";import"./chunk-THNAHQU7.js";import"./chunk-UYIFEBPC.js";import"./chunk-WE7J3GQO.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
