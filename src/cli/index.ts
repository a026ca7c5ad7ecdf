#!/usr/bin/env node
// The CLI entry (bundled as dist/cli.js): everything is in main.ts, which tests call in-process.
// Node's compile cache (Node >= 22.1) keeps the compiled bundle under the OS temp folder, so
// later runs skip compiling it; it is enabled before main.ts (and everything after it) loads.
import * as nodeModule from 'node:module';

try {
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
} catch {
  // No cache (an unwritable temp folder, an older Node): the CLI runs the same, only slower.
}
const { main } = await import('./main.js');

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
process.exitCode = code;
