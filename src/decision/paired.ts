/**
 * Rule `paired`: a test over the questions both sides answered, on the metric's per-question
 * scores (raw scale: avg@N's per-question mean for Bayes@N and avg@N, the unbiased per-question
 * estimate for Pass@k, Pass^k, maj@k, ...). Both sides answered the same questions, so the
 * question-to-question variance they share cancels in the per-question differences
 * d_q = candidate_q - baseline_q; a rule that compares two marginal intervals keeps it, which is
 * why it needs a much larger drop before it speaks (docs/statistics.md measures both).
 *
 * - Student's t on the d_q: Δ = mean(d), SE = sd(d) / √M (each question is one cluster of
 *   trials: the question-clustered standard error), M − 1 degrees of freedom. One-sided
 *   (only a drop fails): p = P(T ≤ Δ / SE).
 * - With one trial per question and 0/1 outcomes, the exact conditional binomial test
 *   (McNemar): of the n discordant questions (right→wrong or wrong→right), the number that went
 *   right→wrong is Binomial(n, ½) under no change; its interval is Clopper–Pearson.
 *
 * The reported interval of Δ is the (1 − 2α) two-sided one, so "its upper end is below 0" and
 * "p < α" are the same statement. References: Miller, "Adding Error Bars to Evals" (2024),
 * section on paired differences; McNemar (1947); Clopper & Pearson (1934); Holm (1979).
 */
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { ValidationError, showValue } from '../errors.js';
import { isSingleTrialBinary } from './single-trial.js';

export { isSingleTrialBinary };

/** Power at which the minimum detectable drop is stated. */
export const DETECTION_POWER = 0.8;

/** A paired test of candidate against baseline on the same questions. */
export interface PairedTest {
  /** `t`: Student's t on the per-question differences; `mcnemar`: exact, one 0/1 trial per question. */
  readonly test: 't' | 'mcnemar';
  /** Questions M. */
  readonly questions: number;
  /** Δ = mean of d_q = candidate_q − baseline_q (raw scale). */
  readonly delta: number;
  /** Standard error of Δ (question-clustered): sd(d) / √M. */
  readonly standardError: number;
  /** The (1 − 2α) two-sided interval of Δ. */
  readonly lo: number;
  readonly hi: number;
  /** One-sided p-value of a drop (small: the candidate is credibly worse). */
  readonly pDrop: number;
  /** One-sided p-value of a rise. */
  readonly pRise: number;
  /** Degrees of freedom of the t test (M − 1); null for McNemar. */
  readonly df: number | null;
  /** McNemar: questions that went right→wrong (`down`) and wrong→right (`up`). */
  readonly discordant?: { readonly down: number; readonly up: number };
}

function checkAlpha(alpha: number): void {
  if (!(alpha > 0 && alpha < 0.5))
    throw new ValidationError(`alpha must be in (0, 0.5); got ${showValue(alpha)}.`, 'alpha');
}

/**
 * The paired test of `candidate` against `baseline` (same questions, same order): McNemar when
 * `singleTrialBinary`, else Student's t.
 *
 * @example pairedTest([1, 1, 0, 1], [0, 1, 0, 0], { alpha: 0.05 }).delta // -0.5
 */
export function pairedTest(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  options: { readonly alpha: number; readonly singleTrialBinary?: boolean },
): PairedTest {
  checkAlpha(options.alpha);
  const m = baseline.length;
  if (candidate.length !== m)
    throw new ValidationError(
      `the paired test needs one score per question on each side; got ${m} and ${candidate.length}.`,
      'candidate',
    );
  if (m < 2)
    throw new ValidationError(`the paired test needs at least 2 questions; got ${m}.`, 'questions');
  if (options.singleTrialBinary) {
    let down = 0;
    let up = 0;
    for (let q = 0; q < m; q++) {
      const d = (candidate[q] as number) - (baseline[q] as number);
      if (d < 0) down++;
      else if (d > 0) up++;
    }
    return mcnemarTest(down, up, m, options.alpha);
  }
  const d = new Float64Array(m);
  for (let q = 0; q < m; q++) d[q] = (candidate[q] as number) - (baseline[q] as number);
  return pairedTTest(d, options.alpha);
}

/**
 * Student's t on per-question differences: Δ = mean(d), SE = sd(d)/√M, df = M − 1, one-sided
 * p-values, the (1 − 2α) interval Δ ± t_{1−α, M−1} · SE. With SE = 0 (every d equal) the
 * answer is exact: p = 0 in the direction of Δ ≠ 0, ½ both ways when Δ = 0.
 *
 * @example pairedTTest([-0.5, 0, -0.25, -0.25], 0.05)
 *   // delta -0.25, SE 0.1021, t -2.449 (3 df): pDrop 0.0459, interval [-0.490, -0.010]
 */
export function pairedTTest(d: ArrayLike<number>, alpha: number): PairedTest {
  checkAlpha(alpha);
  const m = d.length;
  let mean = 0;
  for (let q = 0; q < m; q++) mean += d[q] as number;
  mean /= m;
  let ss = 0;
  for (let q = 0; q < m; q++) {
    const e = (d[q] as number) - mean;
    ss += e * e;
  }
  const se = Math.sqrt(ss / (m - 1) / m);
  const df = m - 1;
  let pDrop: number;
  let pRise: number;
  let half: number;
  if (se > 0) {
    const t = mean / se;
    pDrop = tCdf(t, df);
    pRise = tCdf(-t, df);
    half = tQuantile(1 - alpha, df) * se;
  } else {
    pDrop = mean < 0 ? 0 : mean > 0 ? 1 : 0.5;
    pRise = mean > 0 ? 0 : mean < 0 ? 1 : 0.5;
    half = 0;
  }
  return {
    test: 't',
    questions: m,
    delta: mean,
    standardError: se,
    lo: mean - half,
    hi: mean + half,
    pDrop,
    pRise,
    df,
  };
}

/**
 * McNemar's exact conditional test: `down` questions went right→wrong, `up` wrong→right, of M.
 * pDrop = P(X ≥ down) with X ~ Binomial(down + up, ½); Δ = (up − down)/M with the
 * Clopper–Pearson (1 − 2α) interval of the share of drops among the discordant questions mapped
 * onto Δ. SE (for the detectable drop) is the sample SE of the d_q ∈ {−1, 0, 1}.
 *
 * @example mcnemarTest(51, 14, 200, 0.01).pDrop // 2.2376e-6 (two-sided: 4.5e-6)
 */
export function mcnemarTest(down: number, up: number, m: number, alpha: number): PairedTest {
  checkAlpha(alpha);
  const n = down + up;
  const delta = (up - down) / m;
  // Sample SE of d over the M questions: d² = 1 on discordant questions.
  const se = m > 1 ? Math.sqrt(((n / m - delta * delta) * (m / (m - 1))) / m) : 0;
  let pDrop = 0.5;
  let pRise = 0.5;
  let lo = 0;
  let hi = 0;
  if (n > 0) {
    pDrop = down === 0 ? 1 : 1 - binomialCdf(down - 1, n, 0.5);
    pRise = up === 0 ? 1 : 1 - binomialCdf(up - 1, n, 0.5);
    // Clopper–Pearson bounds of π = P(a discordant question went down).
    const piLo = down === 0 ? 0 : betaQuantile(alpha, down, n - down + 1);
    const piHi = down === n ? 1 : betaQuantile(1 - alpha, down + 1, n - down);
    lo = (n * (1 - 2 * piHi)) / m;
    hi = (n * (1 - 2 * piLo)) / m;
  }
  return {
    test: 'mcnemar',
    questions: m,
    delta,
    standardError: se,
    lo,
    hi,
    pDrop,
    pRise,
    df: null,
    discordant: { down, up },
  };
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

/**
 * The smallest drop the rule detects with probability `DETECTION_POWER` (80%), on the scale of
 * the given standard error, assuming the estimate of Δ is normal with that standard error:
 * (c_α + z_0.8) · SE, where c_α is the rule's critical value in SE units.
 *
 * - paired (t): c = t_{1−α, df}, and z_0.8 is t_{0.8, df};
 * - z: c = Φ⁻¹(min-confidence) on σ_Δ = √(σ_b² + σ_c²) (or the paired bootstrap σ);
 * - overlap: the two central intervals stop overlapping when |Δ| > q (σ_b + σ_c),
 *   q = Φ⁻¹((1 + confidence)/2); in units of σ_Δ that is c = q (σ_b + σ_c) / σ_Δ.
 *
 * @example detectableDrop({ critical: 2.326, se: 0.02 }) // (2.326 + 0.8416) × 0.02 = 0.0634
 */
export function detectableDrop(args: {
  readonly critical: number;
  readonly se: number;
  readonly df?: number | null;
}): number {
  const power =
    args.df !== undefined && args.df !== null
      ? tQuantile(DETECTION_POWER, args.df)
      : normalQuantile(DETECTION_POWER, 0, 1);
  return (args.critical + power) * args.se;
}

/** The critical value of a one-sided level-α t test with `df` degrees of freedom. */
export function tCritical(alpha: number, df: number): number {
  return tQuantile(1 - alpha, df);
}

/** The critical value of a one-sided level-α normal test. */
export function zCritical(alpha: number): number {
  return normalQuantile(1 - alpha, 0, 1);
}
