import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-GFM2ZESF.js";import"./chunk-RJUX5WLQ.js";import"./chunk-JJI5UIAU.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as lmEvalSamplesReader,a as readLmEvalSamples};
