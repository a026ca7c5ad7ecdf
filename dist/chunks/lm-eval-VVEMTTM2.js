import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-6VNPX7DP.js";import"./chunk-CIRVUAV2.js";import"./chunk-FR4EUNFV.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as lmEvalSamplesReader,a as readLmEvalSamples};
