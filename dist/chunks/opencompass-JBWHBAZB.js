import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-RPCPJGB4.js";import"./chunk-PUBDA26T.js";import"./chunk-BAM7CJVC.js";import"./chunk-ZCGYUXHX.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
