import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-WXHSR4AM.js";import"./chunk-DMNVTITI.js";import"./chunk-OIXS5I5F.js";import"./chunk-DI4UXLRU.js";import"./chunk-A6OVGR4Y.js";import"./chunk-JJI5UIAU.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as inspectJsonReader,a as readInspectJson};
