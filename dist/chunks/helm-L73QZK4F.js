import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-T3JF3AXS.js";import"./chunk-TDFS2B6T.js";import"./chunk-BGSV2OWQ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{c as helmReader,b as looksLikeHelm,a as readHelm};
