import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-O5KZG7N3.js";import"./chunk-NZT7HQCV.js";import"./chunk-FR4EUNFV.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{c as helmReader,b as looksLikeHelm,a as readHelm};
