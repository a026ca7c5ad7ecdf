import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-WPFZILGH.js";import"./chunk-FYVDOMOE.js";import"./chunk-JXP7FRR3.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{c as lightevalReader,b as readLighteval,a as samplesBehind};
