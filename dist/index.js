import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import*as e from"node:module";try{e.enableCompileCache?.()}catch{}var{run:o}=await import("./chunks/main-QNMEZ622.js");o();
