/**
 * Bayes@N and avg@N: posterior mean and uncertainty for binary or categorical outcomes.
 */
import { assertBinary } from './binary-bank.js';
import {
  type CountTable,
  type Outcomes,
  binaryRowCounts,
  isCountTable,
  toCountTable,
} from './count-table.js';
import { validateVector } from './validate.js';
import {
  assertLabelRange,
  assertTrials,
  countAt,
  intervalSettings,
  priorTable,
  resolveWeights,
  withInterval,
} from './common.js';
import type {
  AvgCiOptions,
  BayesCiOptions,
  BayesOptions,
  Estimate,
  Interval,
  WeightOptions,
} from './types.js';

/** Validated inputs of Bayes@N: the table, the weights (C = w.length - 1) and the prior. */
interface BayesInputs {
  readonly table: CountTable;
  readonly w: Float64Array;
  readonly prior: CountTable | undefined;
}

/**
 * Binary outcomes without a prior, as Bayes@N and avg@N read them: per row its successes
 * (`counts[q * stride + offset]`), failures and trials, and the weights [w0, w1].
 */
interface BinaryRows {
  readonly m: number;
  readonly w0: number;
  readonly w1: number;
  /** Successes of row q at ones[q * stride + stride - 1], failures at ones[q * stride] (stride 2). */
  readonly ones: Float64Array;
  readonly stride: 1 | 2;
  /** Per-row trials, or the one trial count of a rectangular matrix. */
  readonly trials: Float64Array | number;
}

/**
 * The binary rows of R when it is a binary count table or a rectangular 0/1 matrix (read by one
 * scan, no count table) and the weights are absent or two; undefined otherwise (the general
 * path, which also says what is wrong).
 */
function plainBinaryRows(R: Outcomes, w: ArrayLike<number> | undefined): BinaryRows | undefined {
  if (w !== undefined && (w === null || typeof w !== 'object' || w.length !== 2)) return undefined;
  let rows: Pick<BinaryRows, 'm' | 'ones' | 'stride' | 'trials'>;
  if (isCountTable(R)) {
    if (R.categories !== 2 || R.trials.length === 0) return undefined;
    assertTrials(R);
    rows = { m: R.trials.length, ones: R.counts, stride: 2, trials: R.trials };
  } else {
    const scanned = binaryRowCounts(R);
    if (scanned === undefined) return undefined;
    rows = { m: scanned.ones.length, ones: scanned.ones, stride: 1, trials: scanned.trials };
  }
  const [w0, w1] = w === undefined ? [0, 1] : validateVector(w, 'w');
  return { ...rows, w0: w0 as number, w1: w1 as number };
}

/**
 * questionMoments' arithmetic on binary rows, summed: Bayes@N's means (of w - w0) and variances,
 * and avg@N's means and variances.
 */
function binaryTotals(rows: BinaryRows): { mu: number; v: number; a: number; va: number } {
  const { m, w0, w1, ones, stride, trials } = rows;
  const dw = w1 - w0;
  let mu = 0;
  let v = 0;
  let a = 0;
  let va = 0;
  for (let q = 0; q < m; q++) {
    const n = typeof trials === 'number' ? trials : (trials[q] as number);
    const k1 = ones[q * stride + stride - 1] as number;
    const k0 = stride === 2 ? (ones[q * stride] as number) : n - k1;
    const t = 2 + n;
    const nu = k1 + 1;
    const mean = (nu * dw) / t;
    const variance = ((nu * dw * dw) / t - mean * mean) / (t + 1);
    mu += mean;
    v += variance;
    a += (k0 * w0 + k1 * w1) / n;
    const scale = t / n;
    va += scale * scale * variance;
  }
  return { mu, v, a, va };
}

function bayesInputs(R: Outcomes, options: BayesOptions): BayesInputs {
  const table = toCountTable(R, 'R');
  assertTrials(table);
  const w = resolveWeights(table, options.w);
  const prior = priorTable(options.R0, table.trials.length);
  const c = w.length - 1;
  assertLabelRange(table, c, 'R');
  if (prior) assertLabelRange(prior, c, 'R0');
  return { table, w, prior };
}

/**
 * Bayes@N's posterior moments of question q, in `out`: [mean of w - w0, variance of the
 * question's expected score, T_q = 1 + C + D_q + N_q]. One function for bayes, avg and
 * bayesQuestions, so that they agree to the last bit.
 */
function questionMoments(inp: BayesInputs, q: number, out: Float64Array): void {
  const { table, w, prior } = inp;
  const c = w.length - 1;
  const kc = table.categories;
  const w0 = w[0] as number;
  const n = table.trials[q] as number;
  const d = prior ? (prior.trials[q] as number) : 0;
  const t = 1 + c + d + n;
  let s1 = 0;
  let s2 = 0;
  for (let j = 0; j <= c; j++) {
    const count = j < kc ? (table.counts[q * kc + j] as number) : 0;
    const nu = count + (prior ? countAt(prior, q, j) : 0) + 1;
    const dw = (w[j] as number) - w0;
    s1 += nu * dw;
    s2 += nu * dw * dw;
  }
  const mean = s1 / t;
  out[0] = mean;
  out[1] = (s2 / t - mean * mean) / (t + 1);
  out[2] = t;
}

/**
 * Bayes@N: posterior mean and standard deviation of the expected score under a Dirichlet(+1)
 * prior on each question's category probabilities.
 *
 * For question q with counts n_qj (from R) and prior counts n0_qj (from R0), nu_qj = n_qj +
 * n0_qj + 1 and T_q = 1 + C + D_q + N_q. mu = w_0 + mean over questions of
 * sum_j nu_qj (w_j - w_0) / T_q; sigma^2 = (1/M^2) sum_q [sum_j nu_qj/T_q (w_j - w_0)^2 -
 * (sum_j nu_qj/T_q (w_j - w_0))^2] / (T_q + 1). On a rectangular table this is exactly the
 * reference formula; rows with different N_q (ragged) each use their own T_q.
 *
 * Reference: Hariri, Samandar, Hinczewski & Chaudhary (2026), "Don't Pass@k: A Bayesian
 * Framework for Large Language Model Evaluation", ICLR 2026, arXiv:2510.04265.
 *
 * @param R outcomes (matrix of labels 0..C, null = missing trial, or a CountTable).
 * @param options `w` category weights (default [0, 1], binary R only); `R0` prior outcomes.
 * @example
 * bayes([[0, 1, 2, 2, 1], [1, 1, 0, 2, 2]], { w: [0, 0.5, 1], R0: [[0, 2], [1, 2]] })
 * // { mu: 0.575, sigma: 0.084275 }  (without R0: { mu: 0.5625, sigma: 0.091998 })
 */
export function bayes(R: Outcomes, options: BayesOptions = {}): Estimate {
  const rows = options.R0 === undefined ? plainBinaryRows(R, options.w) : undefined;
  if (rows) {
    const totals = binaryTotals(rows);
    return { mu: rows.w0 + totals.mu / rows.m, sigma: Math.sqrt(Math.max(0, totals.v)) / rows.m };
  }
  const inp = bayesInputs(R, options);
  const m = inp.table.trials.length;
  const row = new Float64Array(3);
  let mu = 0;
  let v = 0;
  for (let q = 0; q < m; q++) {
    questionMoments(inp, q, row);
    mu += row[0] as number;
    v += row[1] as number;
  }
  return { mu: (inp.w[0] as number) + mu / m, sigma: Math.sqrt(Math.max(0, v)) / m };
}

/**
 * Bayes@N with a central normal-approximation credible interval: mu -/+ z sigma, clipped to
 * `bounds` when given (no clipping by default).
 *
 * Reference: Hariri et al. (2026), arXiv:2510.04265.
 *
 * @example
 * bayesCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], { bounds: [0, 1] })
 * // { mu: 0.642857, sigma: 0.118451, lo: 0.4107, hi: 0.875 }
 */
export function bayesCi(R: Outcomes, options: BayesCiOptions = {}): Interval {
  const settings = intervalSettings(options, null);
  const { mu, sigma } = bayes(R, options);
  return withInterval(mu, sigma, settings);
}

/**
 * avg@N with a Bayesian uncertainty: the plain (weighted) average score a, and sigma_a =
 * (T/N) sigma_Bayes (Eq. 20 of the Bayes@N paper; uniform prior, no R0, T = 1 + C + N).
 *
 * Ragged tables: a is the mean over questions of each question's average w over its N_q trials,
 * and sigma_a^2 = (1/M^2) sum_q (T_q/N_q)^2 var_q with var_q the question's Bayes@N variance
 * term; with equal N_q this is the reference's (T/N) sigma_Bayes.
 *
 * Reference: Hariri et al. (2026), arXiv:2510.04265.
 *
 * @example
 * avg([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]]) // { mu: 0.7, sigma: 0.165831 }
 * avg([[0, 1, 2, 2, 1], [1, 1, 0, 2, 2]], { w: [0, 0.5, 1] }) // { mu: 0.6, sigma: 0.147196 }
 */
export function avg(R: Outcomes, options: WeightOptions = {}): Estimate {
  const rows = plainBinaryRows(R, options.w);
  if (rows) {
    const totals = binaryTotals(rows);
    return { mu: totals.a / rows.m, sigma: Math.sqrt(Math.max(0, totals.va)) / rows.m };
  }
  const table = toCountTable(R, 'R');
  // As the reference: without w, R must be binary (0/1 entries).
  if (options.w === undefined) assertBinary(table);
  const inp = bayesInputs(table, { w: options.w });
  const { w } = inp;
  const kc = table.categories;
  const m = table.trials.length;
  const row = new Float64Array(3);
  let a = 0;
  let v = 0;
  for (let q = 0; q < m; q++) {
    questionMoments(inp, q, row);
    const n = table.trials[q] as number;
    let s = 0;
    for (let j = 0; j < w.length; j++)
      s += (j < kc ? (table.counts[q * kc + j] as number) : 0) * (w[j] as number);
    a += s / n;
    const scale = (row[2] as number) / n;
    v += scale * scale * (row[1] as number);
  }
  return { mu: a / m, sigma: Math.sqrt(Math.max(0, v)) / m };
}

/**
 * avg@N with its Bayesian sigma and a normal-approximation credible interval a -/+ z sigma_a,
 * clipped to `bounds` when given.
 *
 * Reference: Hariri et al. (2026), arXiv:2510.04265.
 *
 * @example
 * avgCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], { bounds: [0, 1] })
 * // { mu: 0.7, sigma: 0.1658, lo: 0.375, hi: 1 }
 */
export function avgCi(R: Outcomes, options: AvgCiOptions = {}): Interval {
  const settings = intervalSettings(options, null);
  const { mu, sigma } = avg(R, options);
  return withInterval(mu, sigma, settings);
}

/**
 * Bayes@N per question: each question's posterior mean of its expected score w · π_q and the
 * posterior variance of that expected score (Dirichlet(n_q + n0_q + 1) posterior), the terms
 * `bayes` averages. The variances bound how well any data with finitely many trials pins a
 * question's score (rule paired's floor on its standard error).
 *
 * Reference: Hariri et al. (2026), arXiv:2510.04265.
 *
 * @example bayesQuestions([[1, 1], [0, 1]]) // means [0.75, 0.5], variances [0.0375, 0.05]
 */
export function bayesQuestions(
  R: Outcomes,
  options: BayesOptions = {},
): { means: Float64Array; variances: Float64Array } {
  const inp = bayesInputs(R, options);
  const m = inp.table.trials.length;
  const w0 = inp.w[0] as number;
  const means = new Float64Array(m);
  const variances = new Float64Array(m);
  const row = new Float64Array(3);
  for (let q = 0; q < m; q++) {
    questionMoments(inp, q, row);
    means[q] = (row[0] as number) + w0;
    variances[q] = row[1] as number;
  }
  return { means, variances };
}
