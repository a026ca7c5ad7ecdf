import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-XTUCKQY5.js";import"./chunk-PTFGTKEC.js";import"./chunk-FYVDOMOE.js";import"./chunk-FOFQGQVD.js";import"./chunk-BGSV2OWQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
