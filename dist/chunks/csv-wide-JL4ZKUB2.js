import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-XLB24UOH.js";import"./chunk-GZ4KHVGR.js";import"./chunk-DQL5XNHJ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{a as readWideCsv,b as wideCsvReader};
