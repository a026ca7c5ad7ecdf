import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-S4HOHYPF.js";import"./chunk-2REPDG43.js";import"./chunk-FYVDOMOE.js";import"./chunk-NDXMU72Y.js";import"./chunk-5JXL475X.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
