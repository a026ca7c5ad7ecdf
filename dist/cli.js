#!/usr/bin/env node
import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);
import*as d from"node:module";try{d.enableCompileCache?.()}catch{}var{main:n}=await import("./chunks/main-UAH2ZJJV.js");function s(o){let t=!1;return o.on("error",e=>{if(e.code!=="EPIPE"&&e.code!=="ERR_STREAM_DESTROYED")throw e;t=!0}),e=>{!t&&!o.destroyed&&o.write(e)}}var r=await n(process.argv.slice(2),{stdout:s(process.stdout),stderr:s(process.stderr),cwd:process.cwd()});process.exitCode=r;
