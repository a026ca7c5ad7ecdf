/**
 * The gate's error rates, measured by simulation (pure: no I/O; `scripts/validate.ts` is the
 * command that runs it and writes docs/statistics.md).
 *
 * Model. A benchmark has M questions; question q has a latent success probability p_q drawn from
 * a Beta mixture (30% Beta(0.5, 4) hard, 40% Beta(2, 2) medium, 30% Beta(6, 1) easy; population
 * mean 0.4905). Baseline and candidate answer the SAME questions; each runs N independent trials
 * per question, so the baseline's successes are Binomial(N, p_q) and the candidate's
 * Binomial(N, p'_q). Under "no change" p'_q = p_q; under a drop of d points the candidate's
 * latent accuracy is lowered on the logit scale, p'_q = sigmoid(logit(p_q) - s_d), with the shift
 * s_d calibrated so that the POPULATION mean falls by exactly d (easy and hard questions move
 * less than middling ones, as real regressions do). Count tables are built directly from the
 * binomial draws (no matrices) and the metrics, rules and bootstrap are the library's own.
 *
 * Every (M, N, d) cell has its own PRNG stream derived from the seed, so a cell's numbers do not
 * depend on which other cells run, and the same seed gives the same numbers on every Node version
 * (sfc32 integer arithmetic; the only floating-point functions are exp/log/sqrt/pow).
 */
import { bootstrapMetric } from '../src/decision/evaluate.js';
import { ruleChange, zScore } from '../src/decision/decide.js';
import { createPrng, type Prng } from '../src/decision/prng.js';
import type { DecisionSettings, Interval } from '../src/decision/types.js';
import type { MetricSpec } from '../src/decision/catalog.js';
import { bayesCi, passAtKCi, type CountTable } from '../src/metrics/index.js';

/** One component of the question-difficulty mixture: weight x Beta(a, b). */
export interface MixtureComponent {
  readonly name: string;
  readonly weight: number;
  readonly a: number;
  readonly b: number;
}

/** The question-difficulty population. */
export const MIXTURE: readonly MixtureComponent[] = [
  { name: 'hard', weight: 0.3, a: 0.5, b: 4 },
  { name: 'medium', weight: 0.4, a: 2, b: 2 },
  { name: 'easy', weight: 0.3, a: 6, b: 1 },
];

/** Population mean of p: sum of weight x a / (a + b). */
export function populationMean(mixture: readonly MixtureComponent[] = MIXTURE): number {
  return mixture.reduce((s, c) => s + (c.weight * c.a) / (c.a + c.b), 0);
}

/**
 * Population mean of the latent Pass@k, 1 - E[(1 - p)^k], with E[(1 - p)^k] = B(a, b + k) /
 * B(a, b) = prod_{j < k} (b + j) / (a + b + j) for each Beta component.
 */
export function populationPassAtK(
  k: number,
  mixture: readonly MixtureComponent[] = MIXTURE,
): number {
  let miss = 0;
  for (const c of mixture) {
    let e = 1;
    for (let j = 0; j < k; j++) e *= (c.b + j) / (c.a + c.b + j);
    miss += c.weight * e;
  }
  return 1 - miss;
}

// ---------------------------------------------------------------------------------------------
// Random variates on the seeded sfc32 stream.

/** Uniform in (0, 1): never exactly 0 (logs and powers stay finite). */
function uniform(rng: Prng): number {
  return (rng.nextUint32() + 0.5) / 4294967296;
}

/** Standard normal (Marsaglia's polar method; one of the pair is used). */
function normal(rng: Prng): number {
  for (;;) {
    const u = 2 * uniform(rng) - 1;
    const v = 2 * uniform(rng) - 1;
    const s = u * u + v * v;
    if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s);
  }
}

/** Gamma(a, 1): Marsaglia & Tsang (2000); for a < 1, Gamma(a + 1) x U^(1/a). */
function gamma(rng: Prng, a: number): number {
  if (a < 1) return gamma(rng, a + 1) * Math.pow(uniform(rng), 1 / a);
  const d = a - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = uniform(rng);
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** Beta(a, b) = X / (X + Y), X ~ Gamma(a), Y ~ Gamma(b). */
function beta(rng: Prng, a: number, b: number): number {
  const x = gamma(rng, a);
  const y = gamma(rng, b);
  return x / (x + y);
}

/** A question's p from the mixture. */
function drawP(rng: Prng, mixture: readonly MixtureComponent[]): number {
  let u = uniform(rng);
  for (const c of mixture) {
    if (u < c.weight) return beta(rng, c.a, c.b);
    u -= c.weight;
  }
  const last = mixture[mixture.length - 1] as MixtureComponent;
  return beta(rng, last.a, last.b);
}

/**
 * Binomial(n, p) by inversion (walk the pmf from 0 with the ratio recurrence), on the smaller
 * of p and 1 - p: O(n min(p, 1 - p)) steps, exact for the small n used here.
 */
function binomial(rng: Prng, n: number, p: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return n;
  const flip = p > 0.5;
  const pp = flip ? 1 - p : p;
  const ratio = pp / (1 - pp);
  let pmf = Math.pow(1 - pp, n);
  let cdf = pmf;
  const u = uniform(rng);
  let x = 0;
  while (u > cdf && x < n) {
    pmf *= (ratio * (n - x)) / (x + 1);
    x++;
    cdf += pmf;
  }
  return flip ? n - x : x;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** p lowered by s on the logit scale (0 and 1 stay where they are). */
export function shiftP(p: number, s: number): number {
  if (s === 0 || p <= 0 || p >= 1) return p;
  return sigmoid(Math.log(p / (1 - p)) - s);
}

/**
 * The logit shift s_d that lowers the population mean of p by exactly `drop`, by bisection on a
 * fixed reference sample (200,000 draws, seed 0x5c0e10): the mean drop is computed on the same
 * draws with and without the shift, so its Monte Carlo error is far below 1e-4.
 */
export function calibrateShift(
  drop: number,
  mixture: readonly MixtureComponent[] = MIXTURE,
): number {
  if (drop === 0) return 0;
  const rng = createPrng(0x5c0e10);
  const sample = new Float64Array(200_000);
  for (let i = 0; i < sample.length; i++) sample[i] = drawP(rng, mixture);
  const meanDrop = (s: number): number => {
    let t = 0;
    for (let i = 0; i < sample.length; i++) {
      const p = sample[i] as number;
      t += p - shiftP(p, s);
    }
    return t / sample.length;
  };
  let lo = 0;
  let hi = 8;
  for (let it = 0; it < 60; it++) {
    const mid = (lo + hi) / 2;
    if (meanDrop(mid) < drop) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// ---------------------------------------------------------------------------------------------
// The experiment.

/** The rules whose flag rates are measured. */
export const RULES = [
  'overlap',
  'z95',
  'z99',
  'bootstrapPercentile',
  'bootstrapOverlap',
  'bootstrapZ',
  'naive2pt',
  'ratio98',
  'passOverlap',
  'passZ',
] as const;
export type RuleId = (typeof RULES)[number];

/** What each rule is, for the tables. */
export const RULE_LABELS: Readonly<Record<RuleId, string>> = {
  overlap: 'bayes · overlap (default)',
  z95: 'bayes · z, ρ ≥ 0.95',
  z99: 'bayes · z, ρ ≥ 0.99',
  bootstrapPercentile: 'bootstrap · overlap (paired Δ)',
  bootstrapOverlap: 'bootstrap · marginal intervals (not used)',
  bootstrapZ: 'bootstrap · z (paired σ)',
  naive2pt: 'naive · accuracy drop > 2 pts',
  ratio98: 'naive · ratio < 0.98',
  passOverlap: 'pass@4 · overlap',
  passZ: 'pass@4 · z, ρ ≥ 0.95',
};

/** Rules that use the bootstrap (computed on the first `bootstrapRuns` runs of a cell only). */
export const BOOTSTRAP_RULES: readonly RuleId[] = [
  'bootstrapPercentile',
  'bootstrapOverlap',
  'bootstrapZ',
];

/** Options of {@link runValidation}. */
export interface ValidationOptions {
  /** Master seed (an integer). */
  readonly seed: number;
  /** Questions M per benchmark. */
  readonly questions: readonly number[];
  /** Trials N per question. */
  readonly trials: readonly number[];
  /** Drops of the candidate's population accuracy, in points (0 = no change: false alarms). */
  readonly drops: readonly number[];
  /** Simulated PRs per (M, N, drop) cell. */
  readonly runs: number;
  /** Of those, how many also run the paired bootstrap. */
  readonly bootstrapRuns: number;
  /** Bootstrap resamples B. */
  readonly bootstrapIterations: number;
  /** k of the pass@k metric (must be <= every N). */
  readonly k: number;
  /** Called after each cell (progress). */
  readonly onCell?: (cell: CellResult) => void;
}

/** The full-mode settings (the numbers in docs/statistics.md). */
export const FULL_OPTIONS: ValidationOptions = {
  seed: 20260101,
  questions: [30, 200, 1000],
  trials: [4, 16, 64],
  drops: [0, 1, 2, 5, 10],
  runs: 2000,
  bootstrapRuns: 300,
  bootstrapIterations: 1000,
  k: 4,
};

/** The quick mode for CI (a few seconds). */
export const QUICK_OPTIONS: ValidationOptions = {
  ...FULL_OPTIONS,
  runs: 200,
  bootstrapRuns: 30,
  bootstrapIterations: 200,
};

/** Coverage of one interval kind for one target. */
export interface Coverage {
  /** Runs whose interval contained the target. */
  readonly hits: number;
  readonly runs: number;
}

/** Results of one (M, N, drop) cell. */
export interface CellResult {
  readonly questions: number;
  readonly trials: number;
  /** Drop in points. */
  readonly drop: number;
  /** Logit shift used. */
  readonly shift: number;
  readonly runs: number;
  readonly bootstrapRuns: number;
  /** Runs each rule flagged a regression. */
  readonly flagged: Readonly<Record<RuleId, number>>;
  /** Runs the rule flagged an improvement (a wrong-direction call; only meaningful for d >= 0). */
  readonly wrongWay: Readonly<Record<RuleId, number>>;
  /** Coverage of the baseline's 95% intervals (the baseline is never shifted). */
  readonly coverage: {
    readonly bayesConditional: Coverage;
    readonly bayesPopulation: Coverage;
    readonly passConditional: Coverage;
    readonly passPopulation: Coverage;
  };
  /** Mean half-width of the baseline's bayesCi interval. */
  readonly meanHalfWidth: number;
}

/** Everything one validation run measured. */
export interface ValidationResult {
  readonly options: Omit<ValidationOptions, 'onCell'>;
  readonly populationMean: number;
  readonly populationPassAtK: number;
  /** Logit shift per drop (points -> s). */
  readonly shifts: Readonly<Record<string, number>>;
  readonly cells: readonly CellResult[];
}

const DEFAULT_SETTINGS: DecisionSettings = {
  rule: 'overlap',
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
};
const Z_SETTINGS: DecisionSettings = { ...DEFAULT_SETTINGS, rule: 'z' };
const Z99_SETTINGS: DecisionSettings = { ...Z_SETTINGS, minConfidence: 0.99 };

/** Stream seed of one cell: the master seed mixed with M, N and the drop (FNV-1a over words). */
export function cellSeed(seed: number, questions: number, trials: number, drop: number): number {
  let h = 0x811c9dc5;
  for (const word of [seed, questions, trials, Math.round(drop * 1000)]) {
    h = Math.imul(h ^ (word >>> 0), 0x01000193) >>> 0;
    h = Math.imul(h ^ (word >>> 16), 0x01000193) >>> 0;
  }
  return h;
}

function zero(): Record<RuleId, number> {
  return Object.fromEntries(RULES.map((r) => [r, 0])) as Record<RuleId, number>;
}

function contains(iv: Interval, x: number): boolean {
  return iv.lo <= x && x <= iv.hi;
}

/** Runs one (M, N, drop) cell. */
export function runCell(
  options: Omit<ValidationOptions, 'onCell'>,
  questions: number,
  trials: number,
  drop: number,
  shift: number,
): CellResult {
  const m = questions;
  const n = trials;
  const k = options.k;
  const rng = createPrng(cellSeed(options.seed, m, n, drop));
  const popMean = populationMean();
  const popPass = populationPassAtK(k);
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  const table = (): { counts: Float64Array; table: CountTable } => {
    const counts = new Float64Array(2 * m);
    return { counts, table: { ids, categories: 2, counts, trials: new Float64Array(m).fill(n) } };
  };
  const base = table();
  const cand = table();
  const spec: MetricSpec = {
    family: 'bayes',
    label: 'bayes',
    gate: true,
    uncertainty: 'bootstrap',
    iterations: options.bootstrapIterations,
    seed: 1,
  };
  const flagged = zero();
  const wrongWay = zero();
  const cover = { bc: 0, bp: 0, pc: 0, pp: 0 };
  let halfWidth = 0;
  const p = new Float64Array(m);
  const flag = (rule: RuleId, change: string): void => {
    if (change === 'regression') flagged[rule]++;
    else if (change === 'improvement') wrongWay[rule]++;
  };

  for (let run = 0; run < options.runs; run++) {
    let meanP = 0;
    let meanPass = 0;
    let sb = 0;
    let sc = 0;
    for (let q = 0; q < m; q++) {
      const pq = drawP(rng, MIXTURE);
      p[q] = pq;
      meanP += pq;
      meanPass += 1 - Math.pow(1 - pq, k);
      const xb = binomial(rng, n, pq);
      const xc = binomial(rng, n, shiftP(pq, shift));
      base.counts[2 * q] = n - xb;
      base.counts[2 * q + 1] = xb;
      cand.counts[2 * q] = n - xc;
      cand.counts[2 * q + 1] = xc;
      sb += xb;
      sc += xc;
    }
    meanP /= m;
    meanPass /= m;
    const bootstrapSeed = rng.nextUint32();

    const bb = bayesCi(base.table, { confidence: 0.95 });
    const bc = bayesCi(cand.table, { confidence: 0.95 });
    const sBayes = zScore(bb, bc);
    flag('overlap', ruleChange(bb, bc, sBayes, DEFAULT_SETTINGS));
    flag('z95', ruleChange(bb, bc, sBayes, Z_SETTINGS));
    flag('z99', ruleChange(bb, bc, sBayes, Z99_SETTINGS));

    const pb = passAtKCi(base.table, k, { confidence: 0.95 });
    const pc = passAtKCi(cand.table, k, { confidence: 0.95 });
    const sPass = zScore(pb, pc);
    flag('passOverlap', ruleChange(pb, pc, sPass, DEFAULT_SETTINGS));
    flag('passZ', ruleChange(pb, pc, sPass, Z_SETTINGS));

    // Plain accuracy (avg@N), as a user's script computes it.
    const accB = sb / (m * n);
    const accC = sc / (m * n);
    if (accC - accB < -0.02) flagged.naive2pt++;
    else if (accC - accB > 0.02) wrongWay.naive2pt++;
    if (accB > 0 && accC / accB < 0.98) flagged.ratio98++;
    else if (accC > 0 && accB / accC < 0.98) wrongWay.ratio98++;

    if (run < options.bootstrapRuns) {
      const ctx = { confidence: 0.95 };
      const r = bootstrapMetric(
        base.table,
        cand.table,
        { ...spec, seed: bootstrapSeed },
        { baseline: ctx, candidate: ctx },
      );
      const sBoot = zScore(r.baseline, r.candidate, { pairedDeltaSigma: r.delta.sigma });
      // What `uncertainty: bootstrap` does under the default rule: the paired delta's percentile
      // interval must exclude 0.
      flag(
        'bootstrapPercentile',
        ruleChange(r.baseline, r.candidate, sBoot, DEFAULT_SETTINGS, { pairedDelta: r.delta }),
      );
      // The variant the gate does not use: the two sides' own percentile intervals must not overlap.
      flag('bootstrapOverlap', ruleChange(r.baseline, r.candidate, sBoot, DEFAULT_SETTINGS));
      flag('bootstrapZ', ruleChange(r.baseline, r.candidate, sBoot, Z_SETTINGS));
    }

    if (contains(bb, meanP)) cover.bc++;
    if (contains(bb, popMean)) cover.bp++;
    if (contains(pb, meanPass)) cover.pc++;
    if (contains(pb, popPass)) cover.pp++;
    halfWidth += (bb.hi - bb.lo) / 2;
  }
  const runs = options.runs;
  return {
    questions: m,
    trials: n,
    drop,
    shift,
    runs,
    bootstrapRuns: Math.min(runs, options.bootstrapRuns),
    flagged,
    wrongWay,
    coverage: {
      bayesConditional: { hits: cover.bc, runs },
      bayesPopulation: { hits: cover.bp, runs },
      passConditional: { hits: cover.pc, runs },
      passPopulation: { hits: cover.pp, runs },
    },
    meanHalfWidth: halfWidth / runs,
  };
}

/** Runs every (M, N, drop) cell. Deterministic: the same options give the same result. */
export function runValidation(options: ValidationOptions): ValidationResult {
  if (!Number.isInteger(options.seed))
    throw new Error(`seed must be an integer; got ${options.seed}`);
  if (options.trials.some((n) => n < options.k))
    throw new Error(`k = ${options.k} must be <= every N (${options.trials.join(', ')})`);
  const { onCell, ...rest } = options;
  const shifts: Record<string, number> = {};
  for (const d of options.drops) shifts[String(d)] = calibrateShift(d / 100);
  const cells: CellResult[] = [];
  for (const m of options.questions)
    for (const n of options.trials)
      for (const d of options.drops) {
        const cell = runCell(rest, m, n, d, shifts[String(d)] as number);
        cells.push(cell);
        onCell?.(cell);
      }
  return {
    options: rest,
    populationMean: populationMean(),
    populationPassAtK: populationPassAtK(options.k),
    shifts,
    cells,
  };
}

/** Fraction of runs a rule flagged a regression in a cell (bootstrap rules over their runs). */
export function flagRate(cell: CellResult, rule: RuleId): number {
  const runs = BOOTSTRAP_RULES.includes(rule) ? cell.bootstrapRuns : cell.runs;
  return runs > 0 ? cell.flagged[rule] / runs : NaN;
}

/** The cell for (M, N, drop). */
export function findCell(
  result: ValidationResult,
  questions: number,
  trials: number,
  drop: number,
): CellResult | undefined {
  return result.cells.find(
    (c) => c.questions === questions && c.trials === trials && c.drop === drop,
  );
}
