import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-RNBZTKGP.js";import"./chunk-IY7QVT5F.js";import"./chunk-DQL5XNHJ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
