import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b}from"./chunk-RHYIYW53.js";import"./chunk-IY7QVT5F.js";import"./chunk-UM6GYTZF.js";import"./chunk-DQL5XNHJ.js";import"./chunk-I2KRBNZY.js";import"./chunk-PZRLC2YL.js";export{b as openCompassReader,a as readOpenCompass};
