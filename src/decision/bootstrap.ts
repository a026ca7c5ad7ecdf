/**
 * Paired bootstrap over questions (`uncertainty: bootstrap`).
 *
 * Each iteration draws M question indices with replacement and evaluates the metric on those rows
 * for the baseline AND the candidate (the same indices: the delta is paired). sigma is the standard
 * deviation of the B bootstrap estimates (the bootstrap standard error of the metric); the interval
 * is the percentile interval. NOT divided by sqrt(B): that would be the Monte Carlo error of the
 * bootstrap mean, which goes to 0 as B grows, not the uncertainty of the metric (the design note
 * `bootstrap-pass-at-k.md` makes that mistake).
 */
import { ValidationError, showValue } from '../errors.js';
import { createPrng } from './prng.js';
import type { Interval } from './types.js';

/** Default number of bootstrap resamples. */
export const DEFAULT_BOOTSTRAP_ITERATIONS = 1000;
/** Default bootstrap seed. */
export const DEFAULT_BOOTSTRAP_SEED = 1;

/** Options of the paired bootstrap. */
export interface BootstrapOptions {
  /** Number of bootstrap resamples B (default 1000). */
  readonly iterations?: number;
  /** PRNG seed (default 1): the same seed gives the same result on every Node version. */
  readonly seed?: number;
  /** Level of the percentile intervals (default 0.95). */
  readonly confidence?: number;
}

/** Result of a paired bootstrap: both sides and the paired delta. */
export interface PairedBootstrapResult {
  /** mu: the metric on the original questions; sigma: bootstrap SD; lo/hi: percentile interval. */
  readonly baseline: Interval;
  readonly candidate: Interval;
  /** The paired delta (candidate - baseline): mu, bootstrap SD and percentile interval. */
  readonly delta: Interval;
  readonly iterations: number;
  readonly seed: number;
}

/** Evaluates the metric on the rows `indices` (with repeats) of one side; `null` = all rows as they are. */
export type RowEstimator = (indices: Uint32Array | null) => number;

/**
 * Paired bootstrap of any metric. `estimateBaseline(idx)` and `estimateCandidate(idx)` compute the
 * metric on rows idx of the aligned baseline and candidate tables.
 *
 * @example pairedBootstrap(3, (i) => mean(b, i), (i) => mean(c, i), { iterations: 1000, seed: 1 })
 */
export function pairedBootstrap(
  questions: number,
  estimateBaseline: RowEstimator,
  estimateCandidate: RowEstimator,
  options: BootstrapOptions = {},
): PairedBootstrapResult {
  const iterations = options.iterations ?? DEFAULT_BOOTSTRAP_ITERATIONS;
  const seed = options.seed ?? DEFAULT_BOOTSTRAP_SEED;
  const confidence = options.confidence ?? 0.95;
  if (!Number.isInteger(questions) || questions < 1)
    throw new ValidationError(
      `questions must be an integer >= 1; got ${showValue(questions)}.`,
      'questions',
    );
  if (!Number.isInteger(iterations) || iterations < 2 || iterations > 1_000_000)
    throw new ValidationError(
      `iterations must be an integer in [2, 1000000]; got ${showValue(iterations)}.`,
      'iterations',
    );
  if (!Number.isInteger(seed))
    throw new ValidationError(`seed must be an integer; got ${showValue(seed)}.`, 'seed');
  if (!(confidence > 0 && confidence < 1))
    throw new ValidationError(
      `confidence must be in (0, 1); got ${showValue(confidence)}.`,
      'confidence',
    );

  const rng = createPrng(seed);
  const b = new Float64Array(iterations);
  const c = new Float64Array(iterations);
  const d = new Float64Array(iterations);
  const idx = new Uint32Array(questions);
  for (let it = 0; it < iterations; it++) {
    for (let i = 0; i < questions; i++) idx[i] = rng.nextIndex(questions);
    const vb = estimateBaseline(idx);
    const vc = estimateCandidate(idx);
    b[it] = vb;
    c[it] = vc;
    d[it] = vc - vb;
  }
  const muB = estimateBaseline(null);
  const muC = estimateCandidate(null);
  const alpha = (1 - confidence) / 2;
  const summarize = (mu: number, values: Float64Array): Interval => {
    const sorted = values.slice().sort();
    return {
      mu,
      sigma: standardDeviation(values),
      lo: quantileSorted(sorted, alpha),
      hi: quantileSorted(sorted, 1 - alpha),
    };
  };
  return {
    baseline: summarize(muB, b),
    candidate: summarize(muC, c),
    delta: summarize(muC - muB, d),
    iterations,
    seed,
  };
}

/**
 * Paired bootstrap of a metric that is the mean of per-question values (Bayes@N, avg@N, Pass@k,
 * Pass^k, maj@k, ...): resamples the per-question values directly (O(B x M), no table rebuilds).
 */
export function pairedBootstrapMeans(
  baselineValues: ArrayLike<number>,
  candidateValues: ArrayLike<number>,
  options: BootstrapOptions = {},
): PairedBootstrapResult {
  const m = baselineValues.length;
  if (candidateValues.length !== m)
    throw new ValidationError(
      `baseline and candidate need one value per question each (paired); got ${m} and ${candidateValues.length}.`,
      'candidateValues',
    );
  const meanOf =
    (values: ArrayLike<number>): RowEstimator =>
    (indices) => {
      let s = 0;
      if (indices === null) for (let i = 0; i < m; i++) s += values[i] as number;
      else for (let i = 0; i < m; i++) s += values[indices[i] as number] as number;
      return s / m;
    };
  return pairedBootstrap(m, meanOf(baselineValues), meanOf(candidateValues), options);
}

/** Sample standard deviation (denominator B - 1). */
export function standardDeviation(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 2) return 0;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += values[i] as number;
  mean /= n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const e = (values[i] as number) - mean;
    ss += e * e;
  }
  return Math.sqrt(ss / (n - 1));
}

/** Quantile p of sorted values, linear interpolation between order statistics (NumPy's default). */
export function quantileSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) throw new ValidationError('quantileSorted needs at least one value.', 'sorted');
  const h = (n - 1) * p;
  const i = Math.floor(h);
  const lo = sorted[i] as number;
  if (i + 1 >= n) return lo;
  return lo + (h - i) * ((sorted[i + 1] as number) - lo);
}
