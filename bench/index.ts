// `npm run bench`: runs every bench/*.bench.ts in its own process (so peak RSS figures are
// per benchmark) and prints what each reports. Figures are printed, never asserted.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const only = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of files) {
  console.log(`\n## ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', join('bench', file)], { stdio: 'inherit' });
}
