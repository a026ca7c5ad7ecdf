import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-CKZSDYH4.js";import"./chunk-DB3OPCYI.js";import"./chunk-OKP7MV26.js";import"./chunk-PZRLC2YL.js";export{a as NpyCounter,c as countOneWords,b as countOnes,e as npyReader,d as readNpy};
