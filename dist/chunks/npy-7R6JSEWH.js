import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-VH3D54D4.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{a as NpyCounter,c as countOneWords,b as countOnes,e as npyReader,d as readNpy};
