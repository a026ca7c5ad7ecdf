/**
 * Rule `paired` with one 0/1 trial per question on both sides: McNemar's test and Tango's score
 * interval for the paired difference Δ = (up − down) / M.
 *
 * - **The test of a drop (margin 0): McNemar's exact test.** Of the n = down + up discordant
 *   questions, the number that went right→wrong is Binomial(n, ½) under no change; p = P(X ≥
 *   down). The mid-p value P(X > down) + ½ P(X = down) (Lancaster 1961; Fagerland, Lydersen &
 *   Laake 2013) would gain up to 7 points of power, but `npm run validate` measures its false
 *   alarms above α + 2 Monte Carlo SE in some cells (1,000 questions: 1.1% at α = 0.01), so the
 *   gate keeps the exact test.
 * - **The interval, and a drop beyond a margin: Tango's score method** (Tango 1998), which
 *   inverts the score test of H0: Δ = δ0 with the restricted maximum-likelihood estimate of the
 *   discordant cells. Unlike the exact conditional interval it accounts for the number of
 *   discordant questions being random: its ends never sit on the point estimate, and with no
 *   discordant question it still has width z² / (M + z²) on each side (two identical 10-question
 *   runs: Δ 0 [−35, +35] points at α = 0.01, never "no credible change").
 *
 * References: McNemar (1947); Tango (1998), Stat. Med. 17:891–908, with the erratum of 1999;
 * Fagerland, Lydersen & Laake (2013), BMC Med. Res. Methodol. 13:91.
 */
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { PairedTest } from './paired-types.js';

/** Options of {@link mcnemarTest}. */
export interface McNemarOptions {
  /** Non-inferiority margin m ≥ 0: `pBeyondMargin` is Tango's score test of Δ ≥ −m. Default 0. */
  readonly margin?: number;
}

/** P(X ≥ k), X ~ Binomial(n, ½): the exact p of "at least k of n discordant went this way". */
function discordantP(k: number, n: number): number {
  if (n === 0 || k === 0) return 1;
  return 1 - binomialCdf(k - 1, n, 0.5);
}

/**
 * Tango's score statistic for H0: Δ = δ0, Δ = (up − down) / M: decreasing in δ0; standard normal
 * under H0 for large M. The restricted MLE of P(down) solves 2M p² + B p + C = 0.
 *
 * @example tangoScore(0, 0, 10, 0.35) // ≈ −2.32 (no discordant question: −√(M δ0 / (1 − δ0)))
 */
export function tangoScore(down: number, up: number, m: number, delta0: number): number {
  const a = 2 * m;
  const b = -up - down + (2 * m - up + down) * delta0;
  const c = -down * delta0 * (1 - delta0);
  const pDown = (Math.sqrt(Math.max(0, b * b - 4 * a * c)) - b) / (2 * a);
  const variance = m * (2 * pDown + delta0 * (1 - delta0));
  const numerator = up - down - m * delta0;
  if (variance <= 0) return numerator === 0 ? 0 : numerator > 0 ? Infinity : -Infinity;
  return numerator / Math.sqrt(variance);
}

/** The δ0 in (−1, 1) where Tango's statistic equals `target` (it decreases in δ0): bisection. */
function tangoRoot(down: number, up: number, m: number, target: number): number {
  let lo = -1;
  let hi = 1;
  for (let it = 0; it < 80; it++) {
    const mid = (lo + hi) / 2;
    if (tangoScore(down, up, m, mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * McNemar's exact test of a drop with Tango's (1 − 2α) score interval: `down` questions went
 * right→wrong, `up` wrong→right, of M. SE (for the detectable drop) is the sample SE of the
 * d_q ∈ {−1, 0, 1}.
 *
 * @example mcnemarTest(51, 14, 200, 0.01).pDrop // 2.2376e-6 (mid-p would say 1.34e-6)
 */
export function mcnemarTest(
  down: number,
  up: number,
  m: number,
  alpha: number,
  options: McNemarOptions = {},
): PairedTest {
  const n = down + up;
  const delta = (up - down) / m;
  const margin = options.margin ?? 0;
  // Sample SE of d over the M questions: d² = 1 on discordant questions.
  const se = m > 1 ? Math.sqrt(Math.max(0, (n / m - delta * delta) * (m / (m - 1))) / m) : 0;
  const z = normalQuantile(1 - alpha, 0, 1);
  const lo = up - down === -m ? -1 : tangoRoot(down, up, m, z);
  const hi = up - down === m ? 1 : tangoRoot(down, up, m, -z);
  const pDrop = discordantP(down, n);
  return {
    test: 'mcnemar',
    questions: m,
    delta,
    standardError: se,
    lo,
    hi,
    pDrop,
    pRise: discordantP(up, n),
    pBeyondMargin: margin === 0 ? pDrop : normalCdf(tangoScore(down, up, m, -margin), 0, 1),
    df: null,
    minP: 0.5 ** m,
    signFlip: false,
    discordant: { down, up },
  };
}
