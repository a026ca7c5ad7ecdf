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

/**
 * A reader that closed the pipe (`scorio-eval compare … | head`) wants no more output: the write
 * that finds it closed (EPIPE) ends nothing, later writes to that stream are dropped, and the exit
 * status stays the verdict's. Any other stream error is still thrown.
 */
function quietOnClosedPipe(stream: NodeJS.WriteStream): (text: string) => void {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    closed = true;
  });
  return (text) => {
    if (!closed && !stream.destroyed) stream.write(text);
  };
}

const code = await main(process.argv.slice(2), {
  stdout: quietOnClosedPipe(process.stdout),
  stderr: quietOnClosedPipe(process.stderr),
  cwd: process.cwd(),
});
process.exitCode = code;
