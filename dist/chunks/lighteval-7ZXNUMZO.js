import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-HE3EFQSQ.js";import"./chunk-FYVDOMOE.js";import"./chunk-FR4EUNFV.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{c as lightevalReader,b as readLighteval,a as samplesBehind};
