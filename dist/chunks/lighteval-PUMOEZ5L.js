import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-3SWA2C6P.js";import"./chunk-FYVDOMOE.js";import"./chunk-5JXL475X.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{c as lightevalReader,b as readLighteval,a as samplesBehind};
