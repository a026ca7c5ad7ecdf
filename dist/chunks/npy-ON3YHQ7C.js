import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-JLXKSI24.js";import"./chunk-VST6HQKS.js";import"./chunk-DG2F47QN.js";import"./chunk-PZRLC2YL.js";export{a as NpyCounter,c as countOneWords,b as countOnes,e as npyReader,d as readNpy};
