/**
 * Bayes@N and avg@N: posterior mean and uncertainty for binary or categorical outcomes.
 */
import { assertBinary } from './binary-bank.js';
import { type Outcomes, toCountTable } from './count-table.js';
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

/** Per-question Bayes@N posterior moments (shared by bayes, avg and maxAtKCi at k = 1). */
interface BayesRows {
  readonly w0: number;
  /** Per question: posterior mean of w - w0. */
  readonly means: Float64Array;
  /** Per question: posterior variance of the question's expected score. */
  readonly variances: Float64Array;
  /** Per question: T_q = 1 + C + D_q + N_q. */
  readonly sizes: Float64Array;
}

function bayesRows(
  R: Outcomes,
  options: BayesOptions,
): BayesRows & { trials: Float64Array; w: Float64Array } {
  const table = toCountTable(R, 'R');
  assertTrials(table);
  const w = resolveWeights(table, options.w);
  const m = table.trials.length;
  const prior = priorTable(options.R0, m);
  const c = w.length - 1;
  assertLabelRange(table, c, 'R');
  if (prior) assertLabelRange(prior, c, 'R0');
  const w0 = w[0] as number;
  const means = new Float64Array(m);
  const variances = new Float64Array(m);
  const sizes = new Float64Array(m);
  for (let q = 0; q < m; q++) {
    const n = table.trials[q] as number;
    const d = prior ? (prior.trials[q] as number) : 0;
    const t = 1 + c + d + n;
    let s1 = 0;
    let s2 = 0;
    for (let j = 0; j <= c; j++) {
      const nu = countAt(table, q, j) + (prior ? countAt(prior, q, j) : 0) + 1;
      const dw = (w[j] as number) - w0;
      s1 += nu * dw;
      s2 += nu * dw * dw;
    }
    const mean = s1 / t;
    means[q] = mean;
    variances[q] = (s2 / t - mean * mean) / (t + 1);
    sizes[q] = t;
  }
  return { w0, means, variances, sizes, trials: table.trials, w };
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
  const rows = bayesRows(R, options);
  const m = rows.means.length;
  let mu = 0;
  let v = 0;
  for (let q = 0; q < m; q++) {
    mu += rows.means[q] as number;
    v += rows.variances[q] as number;
  }
  return { mu: rows.w0 + mu / m, sigma: Math.sqrt(Math.max(0, v)) / m };
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
  const table = toCountTable(R, 'R');
  // As the reference: without w, R must be binary (0/1 entries).
  if (options.w === undefined) assertBinary(table);
  const rows = bayesRows(table, { w: options.w });
  const { w } = rows;
  const m = rows.means.length;
  let a = 0;
  let v = 0;
  for (let q = 0; q < m; q++) {
    const n = rows.trials[q] as number;
    let s = 0;
    for (let j = 0; j < w.length; j++) s += countAt(table, q, j) * (w[j] as number);
    a += s / n;
    const scale = (rows.sizes[q] as number) / n;
    v += scale * scale * (rows.variances[q] as number);
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
  const rows = bayesRows(R, options);
  const means = rows.means.map((x) => x + rows.w0);
  return { means, variances: rows.variances };
}
