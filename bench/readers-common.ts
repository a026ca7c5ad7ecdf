// Shared by the reader benchmarks: seeded data generators and a child-process measurement, so the
// peak RSS printed belongs to one read alone (process.resourceUsage().maxRSS in the child).
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { createPrng } from '../src/decision/prng.js';
import { streamFile } from '../src/readers/common.js';
import { readOutcomes, type FormatName } from '../src/readers/index.js';
import { loadReader } from '../src/readers/load-reader.js';

/** The project's seeded generator (as the bootstrap uses), so every run measures the same data. */
export function prng(seed: number): () => number {
  return createPrng(seed).next;
}

/** Writes `bytes` (approximately) produced by `next()` chunks to `path`; returns the size. */
export function writeGenerated(
  path: string,
  bytes: number,
  next: () => string | Uint8Array,
): number {
  const fd = openSync(path, 'w');
  let written = 0;
  try {
    while (written < bytes) {
      const chunk = next();
      if (chunk.length === 0) break;
      written += typeof chunk === 'string' ? writeSync(fd, chunk) : writeSync(fd, chunk);
    }
  } finally {
    closeSync(fd);
  }
  return statSync(path).size;
}

/** Per-question success rates p ~ U(0,1)^2 (many hard questions), fixed by the seed. */
export function rates(m: number, seed: number): Float64Array {
  const rnd = prng(seed);
  const p = new Float64Array(m);
  for (let q = 0; q < m; q++) p[q] = rnd() ** 2;
  return p;
}

export interface Measurement {
  readonly seconds: number;
  readonly maxRssMB: number;
  readonly questions: number;
  readonly trials: number;
}

/**
 * Reads `path` in a child process (this file with --measure) and returns its figures: the best
 * time of `runs` runs (three, as the floor's; one for the files of several hundred MB), and the
 * highest peak RSS of them.
 */
export function measure(
  script: string,
  path: string,
  format: FormatName,
  { runs: count = 3 }: { runs?: number } = {},
): Measurement {
  const runs = Array.from({ length: count }, () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', script, '--measure', format, path],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Measurement;
  });
  const best = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  return { ...best, maxRssMB: Math.max(...runs.map((r) => r.maxRssMB)) };
}

/** The child side of `measure`: when argv says --measure, read and print figures. */
export async function childMeasure(argv: readonly string[]): Promise<boolean> {
  const f = argv.indexOf('--floor');
  if (f >= 0) {
    // The bytes-read floor: the readers' own read loop (streamFile, same buffers) doing nothing.
    const start = process.hrtime.bigint();
    let sink = 0;
    await streamFile(argv[f + 1] as string, (chunk) => {
      sink ^= chunk[0] as number;
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(JSON.stringify({ seconds, maxRssMB: 0, questions: sink & 0, trials: 0 }));
    return true;
  }
  const i = argv.indexOf('--measure');
  if (i < 0) return false;
  const format = argv[i + 1] as FormatName;
  const path = argv[i + 2] as string;
  // The reader's module is loaded before the clock starts, as the floor's read loop is: this
  // measures reading, and loading is in the startup benchmark.
  await loadReader(format);
  const start = process.hrtime.bigint();
  const { table } = await readOutcomes(path, { format });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  let trials = 0;
  for (const n of table.trials) trials += n;
  const result: Measurement = {
    seconds,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
    questions: table.ids.length,
    trials,
  };
  console.log(JSON.stringify(result));
  return true;
}

/** The bytes-read floor of `path` (the read loop alone, in a child process), best of three. */
export function measureFloor(script: string, path: string): Measurement {
  const runs = [0, 1, 2].map(() => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', script, '--floor', path], {
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Measurement;
  });
  return runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
}

/** One line per reader: throughput, peak RSS, and (with `floor`) the share of the read floor. */
export function report(label: string, path: string, m: Measurement, floor?: Measurement): void {
  const mb = statSync(path).size / 1e6;
  const vsFloor =
    floor === undefined
      ? ''
      : `  floor ${(mb / floor.seconds).toFixed(0).padStart(5)} MB/s (${((100 * floor.seconds) / m.seconds).toFixed(0)}% of it)`;
  console.log(
    `${label.padEnd(34)} ${mb.toFixed(0).padStart(5)} MB  ${(mb / m.seconds).toFixed(0).padStart(5)} MB/s  ` +
      `peak RSS ${m.maxRssMB.toFixed(0).padStart(4)} MB  (${m.questions} questions, ${m.trials} trials, ${m.seconds.toFixed(2)} s)${vsFloor}`,
  );
}
