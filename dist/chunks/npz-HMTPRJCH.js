import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-MLXRERKE.js";import"./chunk-T5PJYPAM.js";import"./chunk-FYVDOMOE.js";import"./chunk-2FCGRW4H.js";import"./chunk-OX663RGL.js";import"./chunk-AGI6PNCA.js";import"./chunk-PZRLC2YL.js";export{b as npzReader,a as readNpz};
