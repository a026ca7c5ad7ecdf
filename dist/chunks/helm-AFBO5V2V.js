import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-BDZFNFQY.js";import"./chunk-UC6YG3BF.js";import"./chunk-L3CYA3H7.js";import"./chunk-YGJTYXFQ.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
