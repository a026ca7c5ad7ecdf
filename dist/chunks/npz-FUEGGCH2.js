import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-LZIRHNNB.js";import"./chunk-YB2OPX22.js";import"./chunk-FYVDOMOE.js";import"./chunk-KG2AW3ZM.js";import"./chunk-IEKZ2HIY.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
