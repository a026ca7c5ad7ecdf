import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-ZNEOVCAP.js";import"./chunk-I6JZMF3M.js";import"./chunk-FYVDOMOE.js";import"./chunk-EZ24EMZY.js";import"./chunk-JXP7FRR3.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
