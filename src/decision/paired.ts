/**
 * Rule `paired`: a test over the questions both sides answered, on the metric's per-question
 * scores (raw scale: avg@N's per-question mean for Bayes@N and avg@N, the unbiased per-question
 * estimate for Pass@k, Pass^k, maj@k, ...). Both sides answered the same questions, so the
 * question-to-question variance they share cancels in the per-question differences
 * d_q = candidate_q - baseline_q; a rule that compares two marginal intervals keeps it, which is
 * why it needs a much larger drop before it speaks (docs/statistics.md measures both).
 *
 * - Student's t on the d_q (paired-t.ts): Δ = mean(d), SE = sd(d) / √M (each question is one
 *   cluster of trials), M − 1 degrees of freedom, never below the posterior floor, and capped by
 *   the exact sign-flip test at M ≤ 16 (sign-flip.ts).
 * - One 0/1 trial per question on both sides (mcnemar.ts): McNemar's exact test, Tango's score
 *   interval.
 * - One question: nothing to test (`none`): the comparison is "can't tell", whatever the data.
 *
 * A margin m turns the test of a drop into the non-inferiority test H0: Δ ≥ −m (`pBeyondMargin`):
 * a run fails only when the drop is credibly larger than the margin. The reported interval of Δ
 * is the (1 − 2α) two-sided one. References: Miller, "Adding Error Bars to Evals" (2024), section
 * on paired differences; McNemar (1947); Tango (1998); Holm (1979).
 */
import { ValidationError, showValue } from '../errors.js';
import { mcnemarTest } from './mcnemar.js';
import { pairedTTest } from './paired-t.js';
import type { PairedTest } from './paired-types.js';
import { isSingleTrialBinary } from './single-trial.js';

export type { PairedTest };
export { isSingleTrialBinary, mcnemarTest, pairedTTest };
export {
  DETECTION_POWER,
  detectableDrop,
  pairedDetectableDrop,
  tCritical,
  zCritical,
} from './detectable.js';

function checkAlpha(alpha: number): void {
  if (!(alpha > 0 && alpha < 0.5))
    throw new ValidationError(`alpha must be in (0, 0.5); got ${showValue(alpha)}.`, 'alpha');
}

/** Options of {@link pairedTest}. */
export interface PairedTestOptions {
  /** One-sided level α, in (0, 0.5): the interval is the (1 − 2α) one. */
  readonly alpha: number;
  /** One 0/1 trial per question on both sides: McNemar's case. */
  readonly singleTrialBinary?: boolean;
  /** Non-inferiority margin ≥ 0 on the raw scale (`pBeyondMargin` tests Δ ≥ −margin). Default 0. */
  readonly margin?: number;
  /**
   * Floor on the squared SE of the interval drawn (not of the test): Σ_q (v_bq + v_cq) / M² with v
   * the per-question posterior variances.
   */
  readonly floorVariance?: number;
  /** Largest |d_q| the scores allow (1 for scores in [0, 1]): the interval with one question. */
  readonly range?: number;
  /** The sides ran different trial counts on some question: correct t for skewness (paired-t.ts). */
  readonly skewed?: boolean;
  /** With `skewed`: the model's skewness of the standardized mean (paired-t.ts). */
  readonly meanSkewness?: number;
}

/**
 * The paired test of `candidate` against `baseline` (same questions, same order): McNemar when
 * `singleTrialBinary`, else Student's t (with the sign-flip cap at M ≤ 16); with one question,
 * no test (`none`: p = 1 both ways, the interval the whole range).
 *
 * @example pairedTest([1, 1, 0, 1], [0, 1, 0, 0], { alpha: 0.05 }).delta // -0.5
 */
export function pairedTest(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  options: PairedTestOptions,
): PairedTest {
  checkAlpha(options.alpha);
  const m = baseline.length;
  if (candidate.length !== m)
    throw new ValidationError(
      `the paired test needs one score per question on each side; got ${m} and ${candidate.length}.`,
      'candidate',
    );
  if (m < 1)
    throw new ValidationError(`the paired test needs at least 1 question; got ${m}.`, 'questions');
  const margin = options.margin ?? 0;
  if (m === 1) {
    const delta = (candidate[0] as number) - (baseline[0] as number);
    const range = options.range ?? 1;
    return {
      test: 'none',
      questions: 1,
      delta,
      standardError: 0,
      lo: -range,
      hi: range,
      pDrop: 1,
      pRise: 1,
      pBeyondMargin: 1,
      df: null,
      minP: 1,
      signFlip: false,
    };
  }
  if (options.singleTrialBinary) {
    let down = 0;
    let up = 0;
    for (let q = 0; q < m; q++) {
      const d = (candidate[q] as number) - (baseline[q] as number);
      if (d < 0) down++;
      else if (d > 0) up++;
    }
    return mcnemarTest(down, up, m, options.alpha, { margin });
  }
  const d = new Float64Array(m);
  for (let q = 0; q < m; q++) d[q] = (candidate[q] as number) - (baseline[q] as number);
  return pairedTTest(d, options.alpha, {
    margin,
    ...(options.floorVariance !== undefined ? { floorVariance: options.floorVariance } : {}),
    ...(options.range !== undefined ? { range: options.range } : {}),
    ...(options.skewed ? { skewed: true } : {}),
    ...(options.skewed && options.meanSkewness !== undefined
      ? { meanSkewness: options.meanSkewness }
      : {}),
  });
}

/**
 * Holm's step-down adjustment of K p-values (family-wise error ≤ α whatever their dependence):
 * sorted ascending, p_(i) is compared with α / (K − i + 1); the adjusted p-value is
 * max_{j ≤ i} min(1, (K − j + 1) p_(j)), in the original order.
 *
 * @example holmAdjust([0.01, 0.04, 0.03]) // [0.03, 0.06, 0.06]
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const k = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const adjusted = new Array<number>(k);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (k - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
