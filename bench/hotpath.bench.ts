// The hot path in-process (`npm run bench -- hotpath`): what a command does once it has started.
// Figures are printed, never asserted. Targets (the start-up issue, item 3):
//   - `score` of a 20,000 x 256 .npy (5 MB) with the 10-metric set: read + count + metrics < 40 ms;
//   - `rank` of 20 models x 10,000 questions x 16 trials (.npy files): < 1 s, in-process and as a
//     whole `scorio-eval rank` process (built into a temporary folder, never dist/).
// Medians of warm runs (the first, cold run is printed beside them: it includes the JIT warm-up
// and the lazy imports a one-shot process pays).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrng } from '../src/decision/prng.js';
import { rank, score } from '../src/engine/index.js';
import { TEN_METRICS, npyBytes } from './process-common.js';

/** Seeded binary outcomes with per-question rates p ~ U(0,1), shifted by `shift`. */
function matrix(m: number, n: number, seed: number, shift = 0): Uint8Array {
  const rng = createPrng(seed);
  const out = new Uint8Array(m * n);
  for (let q = 0; q < m; q++) {
    const p = Math.min(1, Math.max(0, rng.next() - shift));
    for (let t = 0; t < n; t++) out[q * n + t] = rng.next() < p ? 1 : 0;
  }
  return out;
}

/** [median, cold] of `runs` timed calls (ms); the first call is the cold one. */
async function timed(runs: number, fn: () => Promise<unknown>): Promise<[number, number]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  const cold = times[0] as number;
  const warm = times.slice(1).sort((a, b) => a - b);
  return [warm[Math.floor(warm.length / 2)] as number, cold];
}

const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'scorio-hotpath-bench-'));
try {
  console.log(`node ${process.version}`);
  // --- score: 20,000 x 256 .npy, 10 metrics --------------------------------------------------
  const npy = join(dir, 'R.npy');
  writeFileSync(npy, npyBytes(matrix(20_000, 256, 1), 20_000, 256));
  const [scoreMs, scoreCold] = await timed(11, () =>
    score({ file: npy, metrics: TEN_METRICS, cwd: dir }),
  );
  console.log(
    `score 20,000 x 256 .npy (5 MB), 10 metrics, in-process: median ${fmt(scoreMs)} (target < 40 ms), cold ${fmt(scoreCold)}`,
  );

  // --- rank: 20 models x 10,000 x 16 ---------------------------------------------------------
  const models = Array.from({ length: 20 }, (_, i) => {
    const path = join(dir, `model-${String(i).padStart(2, '0')}.npy`);
    writeFileSync(path, npyBytes(matrix(10_000, 16, 100 + i, i * 0.005), 10_000, 16));
    return { name: `model-${i}`, paths: [path] };
  });
  const [rankMs, rankCold] = await timed(5, () => rank({ models, cwd: dir, now: new Date(0) }));
  console.log(
    `rank 20 models x 10,000 x 16 (.npy), bayes, in-process: median ${fmt(rankMs)} (target < 1 s), cold ${fmt(rankCold)}`,
  );

  const bundle = join(dir, 'bundle');
  execFileSync(process.execPath, ['scripts/bundle.mjs', '--out', bundle], { stdio: 'ignore' });
  const whole: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    execFileSync(
      process.execPath,
      [join(bundle, 'cli.js'), 'rank', ...models.map((m) => m.paths[0] as string)],
      { stdio: 'ignore' },
    );
    whole.push(performance.now() - start);
  }
  whole.sort((a, b) => a - b);
  console.log(
    `rank 20 models x 10,000 x 16 (.npy), bayes, whole process: median ${fmt(whole[2] as number)} (target < 1 s)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
