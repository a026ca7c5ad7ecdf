import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-BV2OAEPW.js";import"./chunk-FYVDOMOE.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{c as lightevalReader,b as readLighteval,a as samplesBehind};
