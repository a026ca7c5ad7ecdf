/**
 * Student's t on the per-question differences d_q (rule `paired` whenever McNemar's case does not
 * apply), with what small or degenerate benchmarks need:
 *
 * - **The exact sign-flip test over the questions that differ.** When at most 16 questions have
 *   d_q ≠ 0, the 2^K sums Σ ±|d_q| of the K that differ are enumerated (the others add ±0) and
 *   their p-values cap the t test's (the larger is used). With few questions that differ, t's
 *   normal approximation is not to be trusted (200 questions of which 6 lost a quarter of their
 *   trials give t = −2.48, p = 0.007; the exact p is 2^−6 = 0.016), and at M = 2 no data can give
 *   p < 0.25: a benchmark of 6 questions or fewer can never fail at α = 0.01.
 * - **No floor on the test's standard error.** The sample SE, sd(d)/√M, is what the test uses.
 *   A floor at the per-question posterior uncertainty, √(Σ_q (v_bq + v_cq)) / M, was applied to
 *   the test until it was measured: on a benchmark where most questions are always right or
 *   always wrong it bound in every PR and cost half the power (a 3-point drop at 200 × 4 caught
 *   33% of the time instead of 71%), while the sign-flip cap keeps the level without it
 *   (docs/statistics.md, "Questions that never change"). The floor still widens the interval the
 *   report draws (`floorVariance`): an interval of Δ is not narrower than what finitely many
 *   trials can pin down, so "no credible change" is never claimed from a few lucky agreements.
 * - **Skewness, when the sides ran different trials.** The differences are then skewed under no
 *   change (one trial on a hard benchmark: mostly a little below 0, now and then near +1), and
 *   Student's t raises more false alarms in one direction than α. Hall's (1992) monotone version of
 *   Johnson's (1978) correction removes the first-order term of that error, with the skewness the
 *   trial model gives (`skewness`, from evaluate.ts: independent-trial or beta-binomial counts of
 *   each question) where the scores are mean scores of 0/1 trials, else the sample skewness. The
 *   model's skewness is used where it exists because the sample's is a function of Δ itself on
 *   data with few distinct values (d_q ∈ {−1, 0, 1}): correcting with it raised false alarms in
 *   both directions (1.9% at α = 0.01, docs/statistics.md).
 *
 * The (1 − 2α) interval is Δ ± t_{1−α, M−1} · max(SE, floor), clipped to the range a difference
 * can take, with its end towards 0 where the test puts it: it excludes 0 exactly when the test
 * calls a change. A margin m shifts the one-sided test of a drop to H0: Δ ≥ −m (`pBeyondMargin`:
 * small when the drop is credibly larger than the margin).
 */
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { PairedTest } from './paired-types.js';
import { SIGN_FLIP_MAX_QUESTIONS, signFlipPValues } from './sign-flip.js';

/**
 * Hall's (1992) monotone version of Johnson's (1978) skewness correction of the one-sample t
 * statistic: f(t) = t + κ/6 + κ t²/3 + κ² t³/27, κ = γ/√M the skewness of the standardized mean
 * (γ the skewness of one d_q: the sample's, unless `meanSkewness` gives κ from a model). With
 * unequal trials on the two sides the per-question differences are skewed under no change, and
 * Student's t then raises more false alarms in one direction than α (docs/statistics.md, "Unequal
 * trial counts"); f removes the first-order term of that error. Applied only then: with equal
 * trials the differences are symmetric under no change, and a skew they show comes from the
 * change. f(t) = ((1 + b t)³ − 1) / (3b) + a with b = κ/3, a = κ/6, so
 * f⁻¹(y) = ((1 + 3b (y − a))^{1/3} − 1) / b.
 *
 * References: Johnson (1978), JASA 73:536–544; Hall (1992), Ann. Statist. 20:1112–1133.
 */
export function skewCorrection(
  d: ArrayLike<number>,
  mean: number,
  ss: number,
  m: number,
  meanSkewness?: number,
): { forward: (t: number) => number; inverse: (y: number) => number } {
  let kappa: number;
  if (meanSkewness !== undefined) kappa = meanSkewness;
  else {
    let m3 = 0;
    for (let q = 0; q < m; q++) m3 += ((d[q] as number) - mean) ** 3;
    const s2 = ss / m;
    kappa = s2 > 0 ? m3 / m / s2 ** 1.5 / Math.sqrt(m) : 0;
  }
  const b = kappa / 3;
  const a = kappa / 6;
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
  /**
   * Floor on the squared SE of the interval the report draws (not of the test): the per-question
   * posterior variances, Σ_q (v_bq + v_cq) / M².
   */
  readonly floorVariance?: number;
  /** Largest |Δ| (the score range; 1 for scores in [0, 1]): the interval is clipped to ±range. */
  readonly range?: number;
  /**
   * The d_q may be skewed under no change (the two sides ran different trial counts): apply
   * Hall's skewness correction. With the same trials on both sides the sides are exchangeable
   * under no change, the d_q are symmetric, and no correction is needed. Default false.
   */
  readonly skewed?: boolean;
  /**
   * With `skewed`: the skewness of the standardized mean under no change, from the trial model
   * (Σ κ₃ / (Σ κ₂)^{3/2} over the questions), used instead of the sample's.
   */
  readonly meanSkewness?: number;
}

/**
 * Student's t on per-question differences: Δ = mean(d), SE = sd(d)/√M, df = M − 1, one-sided
 * p-values (capped by the exact sign-flip test's when at most 16 questions differ), the (1 − 2α)
 * interval Δ ± t_{1−α, M−1} · max(SE, floor) clipped to ±range with its end towards 0 where the
 * test puts it. With SE = 0 (every d equal) the answer is exact: p = 0 in the direction of Δ ≠ 0,
 * ½ both ways when Δ = 0 — except that the sign-flip cap keeps p ≥ 2^−K when K ≤ 16 questions
 * differ.
 *
 * @example pairedTTest([-0.5, 0, -0.25, -0.25], 0.05)
 *   // delta -0.25, SE 0.1021, t -2.449 (3 df): pDrop max(0.0459, sign-flip over 3: 0.125) = 0.125
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
  const se = Math.sqrt(ss / (m - 1) / m);
  const df = m - 1;
  const skew = options.skewed
    ? skewCorrection(d, mean, ss, m, options.meanSkewness)
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
  // The questions that differ: the sign-flip sums of the rest are ±0.
  const differing: number[] = [];
  for (let q = 0; q < m; q++) if ((d[q] as number) !== 0) differing.push(d[q] as number);
  const signFlip = differing.length <= SIGN_FLIP_MAX_QUESTIONS;
  if (signFlip) {
    const at0 = signFlipPValues(differing, 0);
    pDrop = Math.max(pDrop, at0.lower);
    pRise = Math.max(pRise, at0.upper);
    // At a margin the shifted differences d_q + m of every question count (none is 0 then).
    if (margin === 0) pBeyondMargin = Math.max(pBeyondMargin, at0.lower);
    else if (m <= SIGN_FLIP_MAX_QUESTIONS)
      pBeyondMargin = Math.max(pBeyondMargin, signFlipPValues(d, -margin).lower);
  }
  const { lo, hi } = consistentInterval({
    mean,
    halfWidth: (side) => {
      // The (1 − 2α) interval inverts the same test: Δ0 with f((Δ − Δ0)/SE) within ±t_{1−α}.
      const tc = tQuantile(1 - alpha, df);
      const floor = Math.sqrt(options.floorVariance ?? 0);
      const width = Math.max(se, floor);
      if (!(width > 0)) return 0;
      return side === 'lo' ? skew.inverse(tc) * width : -skew.inverse(-tc) * width;
    },
    testHalfWidth: (side) => {
      if (!(se > 0)) return 0;
      const tc = tQuantile(1 - alpha, df);
      return side === 'lo' ? skew.inverse(tc) * se : -skew.inverse(-tc) * se;
    },
    drop: pDrop < alpha,
    rise: pRise < alpha,
    range: options.range ?? 1,
  });
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
    minP: m <= SIGN_FLIP_MAX_QUESTIONS ? 2 ** -m : 0,
    signFlip,
  };
}

/**
 * The interval the report draws: Δ − lo-half-width, Δ + hi-half-width (each at least the test's
 * own), clipped to ±range, with the end towards 0 placed where the test is: below 0 when it
 * calls a drop (the test's own end, which is then below 0), at 0 or beyond when it does not.
 */
export function consistentInterval(args: {
  readonly mean: number;
  readonly halfWidth: (side: 'lo' | 'hi') => number;
  readonly testHalfWidth: (side: 'lo' | 'hi') => number;
  readonly drop: boolean;
  readonly rise: boolean;
  readonly range: number;
}): { lo: number; hi: number } {
  const { mean, range } = args;
  let lo = mean - Math.max(args.halfWidth('lo'), args.testHalfWidth('lo'));
  let hi = mean + Math.max(args.halfWidth('hi'), args.testHalfWidth('hi'));
  if (args.drop) hi = Math.min(hi, mean + args.testHalfWidth('hi'));
  else hi = Math.max(hi, 0);
  if (args.rise) lo = Math.max(lo, mean - args.testHalfWidth('lo'));
  else lo = Math.min(lo, 0);
  return { lo: Math.max(-range, lo), hi: Math.min(range, hi) };
}
