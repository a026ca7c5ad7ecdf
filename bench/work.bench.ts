// The work budget's model against the clock (`npm run bench -- work`): for every metric family,
// on tables chosen to be hard for it (many questions, many distinct rows, large k and N, count
// tables of 10^8 trials a question, rubric labels, priors below 1, the bootstrap), the estimate of
// src/engine/work.ts beside the CPU time of the engine's computation of one comparison
// (buildComparison: both sides' intervals, point estimates and paired scores, or the paired
// bootstrap), best of up to 3 runs in this process. Prints figures; nothing is asserted. A unit is
// meant to be about a nanosecond of CPU: the largest ns/unit says how long the default budget may
// take here. SCORIO_BENCH_SCALE=full doubles the largest square table.
import { parseMetricEntry } from '../src/config/metrics.js';
import { DEFAULT_WORK_BUDGET } from '../src/config/trust.js';
import { type MetricSpec, buildComparison, createPrng } from '../src/decision/index.js';
import { metricWork } from '../src/engine/work.js';
import { type CountTable, countTableFromDense } from '../src/metrics/index.js';

/** M x N outcomes in 0..labels-1; `spread`: each question its own rate (many distinct rows). */
function table(m: number, n: number, options: { labels: number; spread: boolean; seed: number }) {
  const rnd = createPrng(options.seed).next;
  const data = new Uint8Array(m * n);
  for (let q = 0; q < m; q++) {
    const p = options.spread ? (q + 0.5) / m : 0.6;
    for (let i = 0; i < n; i++) {
      const u = rnd();
      data[q * n + i] = options.labels === 2 ? (u < p ? 1 : 0) : Math.floor(u * options.labels);
    }
  }
  return countTableFromDense(data, m, n);
}

/** `m` questions of `n` trials each (a count table: n may be 10^8), successes spread over 0..n. */
function hugeTable(m: number, n: number, seed: number): CountTable {
  const rnd = createPrng(seed).next;
  const ones = Array.from({ length: m }, (_, q) => Math.floor(((q + rnd()) / m) * n));
  return {
    ids: ones.map((_, q) => String(q + 1)),
    categories: 2,
    counts: Float64Array.from(ones.flatMap((nu) => [n - nu, nu])),
    trials: new Float64Array(m).fill(n),
  };
}

interface Case {
  readonly m: number;
  readonly n: number;
  readonly labels?: number;
  readonly spread?: boolean;
  /** A count table of n trials a question (no matrix). */
  readonly huge?: boolean;
  readonly metrics: readonly (string | Record<string, unknown>)[];
  readonly reps?: number;
}

const ALL_K = [
  'pass@K',
  'pass^K',
  'maj@K',
  'auc@K',
  'g-pass@K',
  'mg-pass@K',
  'max@K',
  'geom@K',
  'geom-ds@K',
  'geo-spectrum@K',
];
function withK(k: number, extra: Record<string, unknown> = {}): Record<string, unknown>[] {
  return [
    ...ALL_K.filter((name) => !('alpha0' in extra && name.startsWith('max'))).map((name) => ({
      metric: name.replace('K', String(k)),
      ...extra,
    })),
    {
      metric: `threshold-spectrum@${k}`,
      weights: Array.from({ length: k }, () => 1 / k),
      ...extra,
    },
    { metric: `g-pass@${k}`, tau: 0.5, ...extra },
  ];
}

const full = process.env['SCORIO_BENCH_SCALE'] === 'full';
const jeffreys = { alpha0: 0.5, beta0: 0.5 };
const cases: Case[] = [
  { m: 100_000, n: 4, metrics: ['bayes', 'avg', ...withK(4)] },
  { m: 2_000, n: 1_024, spread: true, metrics: ['bayes', 'avg', ...withK(1_024)] },
  {
    m: full ? 4_096 : 2_048,
    n: full ? 4_096 : 2_048,
    spread: true,
    reps: 1,
    metrics: withK(full ? 4_096 : 2_048),
  },
  { m: 20_000, n: 64, labels: 5, metrics: ['bayes', 'avg', 'max@64'] },
  { m: 2_000, n: 256, labels: 5, metrics: ['max@256'] },
  {
    m: 2_000,
    n: 16,
    spread: true,
    reps: 1,
    metrics: [...withK(8, { uncertainty: 'bootstrap', iterations: 10_000 })],
  },
  // Priors below 1: the states without successes or failures walk all of 0..2k in logs.
  { m: 1_000, n: 4_096, spread: true, reps: 1, metrics: withK(4_096, jeffreys) },
  // Count tables of 10^5 trials a question: large k costs time (the gate's trial noise walks the
  // N + 1 success counts of each trial count, so N = 10^8 is refused by the budget: the last case).
  {
    m: 20,
    n: 100_000,
    huge: true,
    reps: 1,
    metrics: [
      ...['pass@', 'pass^', 'auc@', 'geom@', 'geom-ds@', 'maj@', 'mg-pass@', 'geo-spectrum@'].map(
        (f) => `${f}100000`,
      ),
      'max@100000',
      { metric: 'g-pass@100000', tau: 0.3 },
      { metric: 'maj@100000', ...jeffreys },
      { metric: 'threshold-spectrum@20000', weights: Array.from({ length: 2e4 }, () => 5e-5) },
    ],
  },
  { m: 2, n: 100_000_000, huge: true, reps: 1, metrics: ['auc@50000000', 'pass@50000000'] },
];

function spec(entry: string | Record<string, unknown>): MetricSpec {
  const { spec, problems } = parseMetricEntry(entry, ['metrics', 0]);
  if (spec === undefined) throw new Error(problems.map((p) => p.message).join('; '));
  return spec;
}

/** The engine's computation of one comparison, as run.ts asks for it. */
function compute(s: MetricSpec, base: CountTable, cand: CountTable, labels: number): void {
  const w = labels > 2 ? Array.from({ length: labels }, (_, i) => i / (labels - 1)) : undefined;
  const ctx = { confidence: 0.95, ...(w !== undefined ? { w } : {}) };
  buildComparison(base, cand, s, { baseline: ctx, candidate: ctx });
}

/** CPU milliseconds of `fn` (user + system): the machine is shared, the wall clock is not ours. */
function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

console.log(
  `Node ${process.version}; default budget ${DEFAULT_WORK_BUDGET.toExponential(1)} units`,
);
console.log('| table | metric | uncertainty | estimate (units) | CPU (ms) | ns per unit |');
console.log('|:--|:--|:--|--:|--:|--:|');
let worst = { ratio: 0, what: '' };
for (const c of cases) {
  const labels = c.labels ?? 2;
  const spread = c.spread ?? false;
  const base = c.huge ? hugeTable(c.m, c.n, 1) : table(c.m, c.n, { labels, spread, seed: 1 });
  const cand = c.huge ? hugeTable(c.m, c.n, 2) : table(c.m, c.n, { labels, spread, seed: 2 });
  const shape = `${c.m} x ${c.n}${labels > 2 ? `, ${labels} labels` : ''}${spread ? ', spread' : ''}${c.huge ? ' (count table)' : ''}`;
  for (const entry of c.metrics) {
    const s = spec(entry);
    const units = metricWork(s, [base, cand]);
    if (units > DEFAULT_WORK_BUDGET) {
      console.log(
        `| ${shape} | ${s.label.replace(/\|/g, '\\|')} | refused | ${units.toExponential(2)} | — | — |`,
      );
      continue;
    }
    let best = Infinity;
    for (let r = 0; r < (c.reps ?? 3); r++)
      best = Math.min(
        best,
        cpuMs(() => compute(s, base, cand, labels)),
      );
    const ratio = (best * 1e6) / units;
    const prior = s.alpha0 !== undefined ? ` (prior ${s.alpha0}, ${s.beta0})` : '';
    const how = s.uncertainty === 'bootstrap' ? `bootstrap ${s.iterations}` : `posterior${prior}`;
    if (ratio > worst.ratio) worst = { ratio, what: `${s.label} on ${shape} (${how})` };
    console.log(
      `| ${shape} | ${s.label.replace(/\|/g, '\\|')} | ${how} | ${units.toExponential(2)} | ${best.toFixed(1)} | ${ratio.toFixed(2)} |`,
    );
  }
}
console.log(
  `\nlargest: ${worst.ratio.toFixed(2)} ns per unit (${worst.what}); the default budget is at most ${((DEFAULT_WORK_BUDGET * worst.ratio) / 1e9).toFixed(0)} s of metrics at that rate on this machine.`,
);
