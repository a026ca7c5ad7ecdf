import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-HSZAUJIR.js";import"./chunk-FYVDOMOE.js";import"./chunk-VST6HQKS.js";import"./chunk-DG2F47QN.js";import"./chunk-PZRLC2YL.js";export{c as lightevalReader,b as readLighteval,a as samplesBehind};
