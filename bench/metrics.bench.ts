// Metric library benchmark (`npm run bench`, or `npx tsx bench/metrics.bench.ts`). Prints
// figures; nothing is asserted. Targets (issue 2): count table built at > 200 M outcomes/s and
// the 10-metric set in < 50 ms once the count table exists.
import {
  type CountTable,
  avgCi,
  bayesCi,
  countTableFromDense,
  countTableFromMatrix,
  majAtKCi,
  maxAtKCi,
  mgPassAtKCi,
  passAtKCi,
  passHatKCi,
} from '../src/metrics/index.js';
import { createPrng } from '../src/decision/prng.js';

/** Questions with a per-question success rate p ~ U(0,1)^2 (many hard questions). */
function binaryData(m: number, n: number, seed: number): { rows: number[][]; flat: Uint8Array } {
  const rnd = createPrng(seed).next;
  const rows: number[][] = [];
  const flat = new Uint8Array(m * n);
  for (let q = 0; q < m; q++) {
    const p = rnd() ** 2;
    const row = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const v = rnd() < p ? 1 : 0;
      row[i] = v;
      flat[q * n + i] = v;
    }
    rows.push(row);
  }
  return { rows, flat };
}

/** Questions with category probabilities from a random Dirichlet-like draw over 4 labels. */
function categoricalData(m: number, n: number, seed: number): Uint8Array {
  const rnd = createPrng(seed).next;
  const flat = new Uint8Array(m * n);
  for (let q = 0; q < m; q++) {
    const g = [rnd(), rnd(), rnd(), rnd()].map((u) => -Math.log(u + 1e-12));
    const total = g.reduce((s, x) => s + x, 0);
    const cdf = g.map((_, i) => g.slice(0, i + 1).reduce((s, x) => s + x, 0) / total);
    for (let i = 0; i < n; i++) {
      const u = rnd();
      let c = 0;
      while (c < 3 && u > (cdf[c] as number)) c++;
      flat[q * n + i] = c;
    }
  }
  return flat;
}

/** Runs `fn` `reps` times after `warm` warm-up runs; returns [median ms, min ms, first-run ms]. */
function time(fn: () => unknown, reps: number, warm = 3): [number, number, number] {
  const t0 = performance.now();
  fn();
  const first = performance.now() - t0;
  for (let i = 1; i < warm; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return [samples[Math.floor(samples.length / 2)] as number, samples[0] as number, first];
}

const fmt = (ms: number): string => `${ms.toFixed(2)} ms`;
const rate = (outcomes: number, ms: number): string =>
  `${(((outcomes / ms) * 1e3) / 1e6).toFixed(0)} M outcomes/s`;

// --- 20,000 x 256 binary ----------------------------------------------------------------------
const M = 20_000;
const N = 256;
const { rows, flat } = binaryData(M, N, 20260101);
console.log(`binary matrix: ${M} x ${N} = ${((M * N) / 1e6).toFixed(2)} M outcomes (seeded)`);

const [fromMatrix, fromMatrixMin] = time(() => countTableFromMatrix(rows), 10);
console.log(
  `count table from number[][]:        median ${fmt(fromMatrix)} (${rate(M * N, fromMatrix)}), best ${fmt(fromMatrixMin)} (${rate(M * N, fromMatrixMin)})`,
);
const [fromDense, fromDenseMin] = time(() => countTableFromDense(flat, M, N), 10);
console.log(
  `count table from Uint8Array (dense): median ${fmt(fromDense)} (${rate(M * N, fromDense)}), best ${fmt(fromDenseMin)} (${rate(M * N, fromDenseMin)})`,
);

const table: CountTable = countTableFromDense(flat, M, N);
const tenMetrics: [string, (t: CountTable) => unknown][] = [
  ['bayesCi', (t) => bayesCi(t)],
  ['avgCi', (t) => avgCi(t)],
  ...[1, 8].flatMap((k): [string, (t: CountTable) => unknown][] => [
    [`passAtKCi k=${k}`, (t) => passAtKCi(t, k)],
    [`passHatKCi k=${k}`, (t) => passHatKCi(t, k)],
    [`majAtKCi k=${k}`, (t) => majAtKCi(t, k)],
    [`mgPassAtKCi k=${k}`, (t) => mgPassAtKCi(t, k)],
  ]),
];
const [setMedian, setMin, setFirst] = time(() => {
  for (const [, metric] of tenMetrics) metric(table);
}, 20);
console.log(
  `10-metric set on the count table:   median ${fmt(setMedian)}, best ${fmt(setMin)}, first (cold) run ${fmt(setFirst)}`,
);
for (const [name, metric] of tenMetrics) {
  const [ms] = time(() => metric(table), 10, 1);
  console.log(`  ${name.padEnd(18)} ${fmt(ms)}`);
}
const [endToEnd] = time(() => {
  const t = countTableFromDense(flat, M, N);
  for (const [, metric] of tenMetrics) metric(t);
}, 10);
console.log(`count table + 10-metric set:        median ${fmt(endToEnd)}`);

// --- 5,000 x 64, 4 categories -----------------------------------------------------------------
const MC = 5_000;
const NC = 64;
const w = [0, 0.25, 0.5, 1];
const categorical = categoricalData(MC, NC, 7);
const catTable = countTableFromDense(categorical, MC, NC);
console.log(`\ncategorical matrix: ${MC} x ${NC}, 4 categories, w = [${w.join(', ')}]`);
const [catBuild] = time(() => countTableFromDense(categorical, MC, NC), 10);
console.log(
  `count table from Uint8Array:        median ${fmt(catBuild)} (${rate(MC * NC, catBuild)})`,
);
for (const [name, fn] of [
  ['bayesCi', () => bayesCi(catTable, { w })],
  ['maxAtKCi k=8', () => maxAtKCi(catTable, 8, { w })],
  ['bayesCi + maxAtKCi k=8', () => (bayesCi(catTable, { w }), maxAtKCi(catTable, 8, { w }))],
] as const) {
  const [ms, min, first] = time(fn, 10);
  console.log(`  ${name.padEnd(24)} median ${fmt(ms)}, best ${fmt(min)}, first ${fmt(first)}`);
}
