import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-3XV5PCOJ.js";import"./chunk-SHASHQLH.js";import"./chunk-FYVDOMOE.js";import"./chunk-CKZSDYH4.js";import"./chunk-DB3OPCYI.js";import"./chunk-OKP7MV26.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
