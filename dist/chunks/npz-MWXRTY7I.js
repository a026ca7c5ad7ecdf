import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-BYKNKBAN.js";import"./chunk-IABXFZJP.js";import"./chunk-FYVDOMOE.js";import"./chunk-JLXKSI24.js";import"./chunk-VST6HQKS.js";import"./chunk-DG2F47QN.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
