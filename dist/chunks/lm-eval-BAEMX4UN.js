import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-LYISDP3L.js";import"./chunk-HCORE3WT.js";import"./chunk-VST6HQKS.js";import"./chunk-DG2F47QN.js";import"./chunk-PZRLC2YL.js";export{b as lmEvalSamplesReader,a as readLmEvalSamples};
