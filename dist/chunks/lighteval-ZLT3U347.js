import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-PSNHC2ID.js";import"./chunk-FYVDOMOE.js";import"./chunk-HPTN26NQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as lightevalReader,a as readLighteval};
