import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-NY6KCFOD.js";import"./chunk-DRE4EI5G.js";import"./chunk-FYVDOMOE.js";import"./chunk-ORMQK5S3.js";import"./chunk-WE7J3GQO.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
