import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-YEG4MJQ7.js";import"./chunk-J7A7GIBX.js";import"./chunk-55CM2YJQ.js";import"./chunk-AMPVD37M.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
