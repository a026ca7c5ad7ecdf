import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-XIRQ4GU2.js";import"./chunk-H3PQLAK3.js";import"./chunk-HPTN26NQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as lmEvalSamplesReader,a as readLmEvalSamples};
