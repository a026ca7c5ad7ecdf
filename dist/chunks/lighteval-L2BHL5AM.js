import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-HUB6GRYF.js";import"./chunk-FYVDOMOE.js";import"./chunk-DB3OPCYI.js";import"./chunk-OKP7MV26.js";import"./chunk-PZRLC2YL.js";export{c as lightevalReader,b as readLighteval,a as samplesBehind};
