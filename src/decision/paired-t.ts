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

/** Options of {@link pairedTTest}. */
export interface PairedTOptions {
  /** Non-inferiority margin m ≥ 0 on the raw scale: `pBeyondMargin` tests Δ ≥ −m. Default 0. */
  readonly margin?: number;
  /** Floor on Var(Δ) (squared SE): the per-question posterior variances, Σ_q (v_bq + v_cq) / M². */
  readonly floorVariance?: number;
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
  const tail = (x: number): [number, number] => {
    // P(T <= x / se) and P(T >= x / se); exact when se = 0.
    if (se > 0) return [tCdf(x / se, df), tCdf(-x / se, df)];
    return x < 0 ? [0, 1] : x > 0 ? [1, 0] : [0.5, 0.5];
  };
  let [pDrop, pRise] = tail(mean);
  let [pBeyondMargin] = tail(mean + margin);
  const half = se > 0 ? tQuantile(1 - alpha, df) * se : 0;
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
    lo: mean - half,
    hi: mean + half,
    pDrop,
    pRise,
    pBeyondMargin,
    df,
    minP: signFlip ? 2 ** -m : 0,
    signFlip,
  };
}
