import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-TDGYOSVD.js";import"./chunk-A55KJTW5.js";import"./chunk-FYVDOMOE.js";import"./chunk-J2B3X6RE.js";import"./chunk-S4Z3G6NA.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
