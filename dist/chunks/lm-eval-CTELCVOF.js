import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-EYWZXKJ7.js";import"./chunk-M63MZNAF.js";import"./chunk-BGSV2OWQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as lmEvalSamplesReader,a as readLmEvalSamples};
