import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-WZFESRV3.js";import"./chunk-A6OVGR4Y.js";import"./chunk-4LUKPMLC.js";import"./chunk-JJI5UIAU.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
