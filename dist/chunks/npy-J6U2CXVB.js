import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-MPMDMVO4.js";import"./chunk-FR4EUNFV.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{a as NpyCounter,c as countOneWords,b as countOnes,e as npyReader,d as readNpy};
