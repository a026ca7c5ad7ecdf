#!/usr/bin/env node
// The CLI entry (bundled as dist/cli.js): everything is in main.ts, which tests call in-process.
import { main } from './main.js';

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
process.exitCode = code;
