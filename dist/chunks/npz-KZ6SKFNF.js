import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-BZAWJCVB.js";import"./chunk-WQWPXULL.js";import"./chunk-FYVDOMOE.js";import"./chunk-MPMDMVO4.js";import"./chunk-FR4EUNFV.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
