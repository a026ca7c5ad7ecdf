// Loaded into the action's process (NODE_OPTIONS=--import=<this file>) by tests that measure its
// memory: at exit, writes the peak resident set size in bytes to $SCORIO_RSS_FILE. A process the
// kernel kills for memory writes nothing, which the tests treat as a failure.
import { writeFileSync } from 'node:fs';

const file = process.env['SCORIO_RSS_FILE'];
if (file) {
  process.on('exit', () => {
    // resourceUsage().maxRSS is in kibibytes.
    writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
  });
}
