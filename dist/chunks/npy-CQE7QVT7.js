import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c}from"./chunk-4UWAR5UB.js";import"./chunk-DQL5XNHJ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{a as NpyCounter,c as npyReader,b as readNpy};
