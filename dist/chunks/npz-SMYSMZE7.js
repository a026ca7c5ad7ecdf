import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-JHNID6MD.js";import"./chunk-CLOAK3KR.js";import"./chunk-FYVDOMOE.js";import"./chunk-VH3D54D4.js";import"./chunk-WRKWIX5D.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
