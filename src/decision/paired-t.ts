/**
 * Student's t on the per-question differences d_q (rule `paired` whenever McNemar's case does not
 * apply), with two guards for small or degenerate benchmarks:
 *
 * - **A floor on the standard error.** The sample SE, sd(d)/√M, is 0 when every d_q happens to be
 *   equal (all questions solved on both sides, or each losing exactly 1 of 8 trials), which would
 *   make any Δ ≠ 0 "certain" and a Δ of 0 a zero-width interval. The SE used is never below the
 *   posterior uncertainty of the per-question means themselves, √(Σ_q (v_bq + v_cq)) / M with
 *   v the Bayes@N posterior variance of each question's expected score (`floorVariance`), which
 *   no data can remove with finitely many trials.
 * - **The exact sign-flip test at M ≤ 16.** Its p-values cap the t test's (the larger is used),
 *   so with few questions the test is exact where t's normal approximation is not: at M = 2 no
 *   data can give p < 0.25, and a benchmark of 6 questions or fewer can never fail at α = 0.01.
 *
 * The (1 − 2α) interval is Δ ± t_{1−α, M−1} · SE. A margin m shifts the one-sided test of a drop
 * to H0: Δ ≥ −m (`pBeyondMargin`: small when the drop is credibly larger than the margin).
 */
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { PairedTest } from './paired-types.js';
import { SIGN_FLIP_MAX_QUESTIONS, signFlipPValues } from './sign-flip.js';

/**
 * Hall's (1992) monotone version of Johnson's (1978) skewness correction of the one-sample t
 * statistic: f(t) = t + γ/(6√M) + γ t²/(3√M) + γ² t³/(27 M), γ the sample skewness of the d_q.
 * With unequal trials on the two sides the per-question differences are skewed under no change
 * (one trial on a hard benchmark: mostly a little below 0, now and then near +1), and Student's t
 * then raises more false alarms in one direction than α (docs/statistics.md, "Unequal trial
 * counts"); f removes the first-order term of that error. Applied only then: with equal trials
 * the differences are symmetric under no change, and a skew they show comes from the change. f(t) = ((1 + b t)³ − 1) / (3b) + a with b = γ/(3√M), a = γ/(6√M), so
 * f⁻¹(y) = ((1 + 3b (y − a))^{1/3} − 1) / b.
 *
 * References: Johnson (1978), JASA 73:536–544; Hall (1992), Ann. Statist. 20:1112–1133.
 */
export function skewCorrection(
  d: ArrayLike<number>,
  mean: number,
  ss: number,
  m: number,
): { forward: (t: number) => number; inverse: (y: number) => number } {
  let m3 = 0;
  for (let q = 0; q < m; q++) m3 += ((d[q] as number) - mean) ** 3;
  const s2 = ss / m;
  const gamma = s2 > 0 ? m3 / m / s2 ** 1.5 : 0;
  const b = gamma / (3 * Math.sqrt(m));
  const a = gamma / (6 * Math.sqrt(m));
  if (Math.abs(b) < 1e-12) return { forward: (t) => t + a, inverse: (y) => y - a };
  return {
    forward: (t) => ((1 + b * t) ** 3 - 1) / (3 * b) + a,
    inverse: (y) => (Math.cbrt(1 + 3 * b * (y - a)) - 1) / b,
  };
}

/** Options of {@link pairedTTest}. */
export interface PairedTOptions {
  /** Non-inferiority margin m ≥ 0 on the raw scale: `pBeyondMargin` tests Δ ≥ −m. Default 0. */
  readonly margin?: number;
  /** Floor on Var(Δ) (squared SE): the per-question posterior variances, Σ_q (v_bq + v_cq) / M². */
  readonly floorVariance?: number;
  /**
   * The d_q may be skewed under no change (the two sides ran different trial counts): apply
   * Hall's skewness correction. With the same trials on both sides the sides are exchangeable
   * under no change, the d_q are symmetric, and no correction is needed. Default false.
   */
  readonly skewed?: boolean;
}

/**
 * Student's t on per-question differences: Δ = mean(d), SE = max(sd(d)/√M, √floorVariance),
 * df = M − 1, one-sided p-values (capped by the exact sign-flip test's at M ≤ 16), the (1 − 2α)
 * interval Δ ± t_{1−α, M−1} · SE. With SE = 0 (every d equal and no floor) the answer is exact:
 * p = 0 in the direction of Δ ≠ 0, ½ both ways when Δ = 0 — except that the sign-flip cap keeps
 * p ≥ 2^−M at small M.
 *
 * @example pairedTTest([-0.5, 0, -0.25, -0.25], 0.05)
 *   // delta -0.25, SE 0.1021, t -2.449 (3 df): pDrop max(0.0459, sign-flip 0.125) = 0.125
 */
export function pairedTTest(
  d: ArrayLike<number>,
  alpha: number,
  options: PairedTOptions = {},
): PairedTest {
  const m = d.length;
  const margin = options.margin ?? 0;
  let mean = 0;
  for (let q = 0; q < m; q++) mean += d[q] as number;
  mean /= m;
  let ss = 0;
  for (let q = 0; q < m; q++) {
    const e = (d[q] as number) - mean;
    ss += e * e;
  }
  const sampleSe = Math.sqrt(ss / (m - 1) / m);
  const se = Math.sqrt(Math.max(sampleSe * sampleSe, options.floorVariance ?? 0));
  const df = m - 1;
  const skew = options.skewed
    ? skewCorrection(d, mean, ss, m)
    : { forward: (t: number) => t, inverse: (y: number) => y };
  const tail = (x: number): [number, number] => {
    // P(T <= x / se) and P(T >= x / se) for Hall's corrected statistic; exact when se = 0.
    if (se > 0) {
      const t = skew.forward(x / se);
      return [tCdf(t, df), tCdf(-t, df)];
    }
    return x < 0 ? [0, 1] : x > 0 ? [1, 0] : [0.5, 0.5];
  };
  let [pDrop, pRise] = tail(mean);
  let [pBeyondMargin] = tail(mean + margin);
  // The (1 − 2α) interval inverts the same test: Δ0 with f((Δ − Δ0)/SE) within ±t_{1−α}.
  const tc = tQuantile(1 - alpha, df);
  const lo = se > 0 ? mean - skew.inverse(tc) * se : mean;
  const hi = se > 0 ? mean - skew.inverse(-tc) * se : mean;
  let signFlip = false;
  if (m <= SIGN_FLIP_MAX_QUESTIONS) {
    signFlip = true;
    const at0 = signFlipPValues(d, 0);
    pDrop = Math.max(pDrop, at0.lower);
    pRise = Math.max(pRise, at0.upper);
    pBeyondMargin = Math.max(
      pBeyondMargin,
      margin === 0 ? at0.lower : signFlipPValues(d, -margin).lower,
    );
  }
  return {
    test: 't',
    questions: m,
    delta: mean,
    standardError: se,
    lo,
    hi,
    pDrop,
    pRise,
    pBeyondMargin,
    df,
    minP: signFlip ? 2 ** -m : 0,
    signFlip,
  };
}
