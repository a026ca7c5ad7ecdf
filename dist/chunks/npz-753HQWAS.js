import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-L4TNH7N3.js";import"./chunk-YRYVGQOG.js";import"./chunk-FYVDOMOE.js";import"./chunk-YX4JM7RJ.js";import"./chunk-YGJTYXFQ.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
