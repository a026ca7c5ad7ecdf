/**
 * The run spread of a usage measure: how much a whole run's mean per question varies between
 * repeated runs of one commit on the same questions (a coefficient of variation), which the usage
 * test counts as noise when the config sets it (`usage-run-spread`, usage.ts).
 *
 * **The estimate.** K runs of the same M questions give a table x_qk (question q's mean over its
 * trials in run k). The two-way random-effects analysis of variance without replication separates
 * what moves a whole run from what moves a question within it: with x̄_k the runs' means and x̄ the
 * grand mean,
 *
 *   MS_run = M Σ_k (x̄_k − x̄)² / (K − 1),
 *   MS_res = Σ_q Σ_k (x_qk − x̄_q· − x̄_k + x̄)² / ((M − 1)(K − 1)),
 *
 * and E[MS_run] = σ²_res + M σ²_run, so σ̂²_run = max(0, (MS_run − MS_res) / M): the variance of a
 * run's mean that the trials' noise within it does not explain. The spread is σ̂_run / x̄.
 * Searle, Casella & McCulloch, *Variance Components* (1992), §4.7.
 *
 * **The upper bound.** MS_run (K − 1) / E[MS_run] is χ² with K − 1 degrees of freedom where the
 * runs' effects are normal, so E[MS_run] ≤ (K − 1) MS_run / χ²_{1−c, K−1} at confidence c
 * (χ²_{p, ν}: the lower p-quantile, the value a χ² variable falls below with probability p), and the
 * bound is the spread that gives: √(max(0, that − MS_res) / M) / x̄. MS_res has (M − 1)(K − 1)
 * degrees of freedom and is taken as known. With few runs the bound is wide: at 90%, at least 3.1
 * times the estimate from 3 runs, 1.9 from 5, 1.5 from 10 (√((K − 1) / χ²_{0.1, K−1}); more where
 * the trials' share is large); docs/statistics.md measures how often it holds the true spread.
 *
 * Written here, not taken from a library: it is a dozen lines of sums, and no maintained
 * JavaScript package computes variance components.
 */
import chisqQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { ValidationError, showValue } from '../errors.js';

/**
 * How much wider than the estimate the upper bound is where the trials' share is small:
 * √((K − 1) / χ²_{1−c, K−1}). About 8 from 2 runs at 90%, 3.1 from 3, 1.9 from 5, 1.5 from 10.
 */
export function upperBoundFactor(runs: number, confidence: number): number {
  return Math.sqrt((runs - 1) / chisqQuantile(1 - confidence, runs - 1));
}

/**
 * The run spread from which one run a side bounds no ratio at one-sided `level`, however many
 * questions: 1 / z₁₋ℓ (t falls to z as the questions grow, and t v ≥ 1 leaves Fieller's set
 * unbounded: usage-ratio.ts). 0.43 at α = 0.01 (rule paired), 0.51 at 0.025 (rule overlap's
 * default), 0.61 at 0.05 (rule z's).
 */
export function spreadThatGatesNothing(level: number): number {
  return 1 / normalQuantile(1 - level, 0, 1);
}

/** One measure's run spread from K runs of the same questions. */
export interface RunSpreadEstimate {
  /** Runs (K) and questions (M) the estimate is from. */
  readonly runs: number;
  readonly questions: number;
  /** The grand mean per question. */
  readonly mean: number;
  /** Each run's mean per question, in the order given. */
  readonly runMeans: readonly number[];
  /** σ̂_run / x̄: the estimated coefficient of variation of a whole run's mean. */
  readonly spread: number;
  /** The upper bound of the spread at `confidence` (one-sided). */
  readonly upper: number;
  readonly confidence: number;
}

/**
 * The run spread of one measure from `runs[k][q]`, run k's mean on question q (every run the same
 * questions in the same order), with its one-sided upper bound at `confidence`.
 *
 * @example runSpread([[100, 200, 300], [110, 220, 330], [95, 190, 285]], 0.9).spread
 *   // 0.0719 (upper bound at 90%: 0.230): the runs' means are 200, 220 and 190
 */
export function runSpread(
  runs: readonly ArrayLike<number>[],
  confidence: number,
): RunSpreadEstimate {
  if (!(confidence > 0 && confidence < 1))
    throw new ValidationError(
      `confidence must be in (0, 1); got ${showValue(confidence)}.`,
      'confidence',
    );
  const k = runs.length;
  const m = runs[0]?.length ?? 0;
  if (k < 2 || m < 2)
    throw new ValidationError(
      `the run spread needs 2 or more runs of 2 or more questions each; got ${k} runs of ${m} questions.`,
      'runs',
    );
  const runMeans: number[] = [];
  const questionMeans = new Float64Array(m);
  for (const [r, run] of runs.entries()) {
    if (run.length !== m)
      throw new ValidationError(
        `every run needs a value for each of the ${m} questions; run ${r + 1} has ${run.length}.`,
        'runs',
      );
    let sum = 0;
    for (let q = 0; q < m; q++) {
      const x = run[q] as number;
      if (!(Number.isFinite(x) && x >= 0))
        throw new ValidationError(
          `usage values must be finite numbers >= 0; got ${showValue(x)} in run ${r + 1} at question ${q}.`,
          'runs',
        );
      sum += x;
      questionMeans[q] = (questionMeans[q] as number) + x / k;
    }
    runMeans.push(sum / m);
  }
  const mean = runMeans.reduce((a, b) => a + b, 0) / k;
  if (!(mean > 0))
    throw new ValidationError('the runs use none of this measure: no spread to measure.', 'runs');
  let runSquares = 0;
  for (const x of runMeans) runSquares += (x - mean) ** 2;
  const msRun = (m * runSquares) / (k - 1);
  let residualSquares = 0;
  for (const [r, run] of runs.entries())
    for (let q = 0; q < m; q++)
      residualSquares +=
        ((run[q] as number) - (questionMeans[q] as number) - (runMeans[r] as number) + mean) ** 2;
  const msResidual = residualSquares / ((m - 1) * (k - 1));
  const spreadOf = (ms: number) => Math.sqrt(Math.max(0, ms - msResidual) / m) / mean;
  const upperMs = msRun * upperBoundFactor(k, confidence) ** 2;
  return {
    runs: k,
    questions: m,
    mean,
    runMeans,
    spread: spreadOf(msRun),
    upper: spreadOf(upperMs),
    confidence,
  };
}
