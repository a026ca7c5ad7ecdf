// Opt-in memory check (issue 3): a 1 GB long-format CSV must be read in under 300 MB RSS.
// Run: SCORIO_BENCH_LARGE=1 npm run bench -- readers-large   (generates ~1 GB in os.tmpdir(),
// deletes it afterwards). Without the variable it prints a note and exits, so CI never writes 1 GB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childMeasure, measure, prng, rates, report, writeGenerated } from './readers-common.js';

const SCRIPT = fileURLToPath(import.meta.url);

async function main(): Promise<void> {
  if (await childMeasure(process.argv)) return;
  if (process.env.SCORIO_BENCH_LARGE !== '1') {
    console.log(
      'readers-large: skipped (set SCORIO_BENCH_LARGE=1 to generate and read a 1 GB long CSV).',
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'scorio-readers-large-'));
  try {
    // 200,000 questions; rows in trial-major order (each question's rows are spread over the whole
    // file, the worst case for the reader's same-id-as-previous-row shortcut).
    const m = 200_000;
    const p = rates(m, 7);
    const rnd = prng(8);
    const path = join(dir, 'long-1gb.csv');
    let row = 0;
    let started = false;
    writeGenerated(path, 1e9, () => {
      if (!started) {
        started = true;
        return 'question_id,trial,outcome\n';
      }
      const parts: string[] = [];
      for (let r = 0; r < 20_000; r++, row++) {
        const q = row % m;
        const v = rnd() < (p[q] as number) ? 1 : 0;
        parts.push(`bench/q${q},${Math.floor(row / m)},${v}`);
      }
      return `${parts.join('\n')}\n`;
    });
    const result = measure(SCRIPT, path, 'csv-long', { runs: 1 });
    report('csv-long 1 GB (200k questions)', path, result);
    console.log(`target: peak RSS < 300 MB -> ${result.maxRssMB < 300 ? 'met' : 'NOT met'}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
