#!/usr/bin/env node
import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import*as o from"node:module";try{o.enableCompileCache?.()}catch{}var{main:s}=await import("./chunks/main-6SYWM7DS.js"),r=await s(process.argv.slice(2),{stdout:e=>process.stdout.write(e),stderr:e=>process.stderr.write(e),cwd:process.cwd()});process.exitCode=r;
