import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-ZPLDAWFB.js";import"./chunk-PUBDA26T.js";import"./chunk-6YQQF6XG.js";import"./chunk-ZCGYUXHX.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
