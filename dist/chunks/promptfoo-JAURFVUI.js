import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-PNX6OAO7.js";import"./chunk-DI4UXLRU.js";import"./chunk-JJI5UIAU.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as promptfooReader,a as readPromptfoo};
