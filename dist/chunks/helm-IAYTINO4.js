import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import{a,b,c,d}from"./chunk-VCF6Y4YJ.js";import"./chunk-SHCXVCJZ.js";import"./chunk-NLPERCDB.js";import"./chunk-JXP7FRR3.js";import"./chunk-226QNURM.js";import"./chunk-PZRLC2YL.js";export{d as helmReader,b as helmRunTask,c as looksLikeHelm,a as readHelm};
