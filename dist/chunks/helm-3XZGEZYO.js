import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-GCP5GXTG.js";import"./chunk-TBNTMT7G.js";import"./chunk-RVQEOFPN.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
