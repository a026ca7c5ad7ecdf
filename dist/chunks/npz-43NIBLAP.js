import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-V4XSF6RO.js";import"./chunk-2BUVQKCJ.js";import"./chunk-FYVDOMOE.js";import"./chunk-NDXMU72Y.js";import"./chunk-5JXL475X.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
