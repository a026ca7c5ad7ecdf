/**
 * Rule `paired` with one 0/1 trial per question on both sides: McNemar's exact test, and the
 * interval of the paired difference Δ = (up − down) / M that the same exact test inverts.
 *
 * - **The test of a drop: McNemar's exact test.** Of the n = down + up discordant questions, the
 *   number that went right→wrong is Binomial(n, ½) under no change; p = P(X ≥ down), summed term
 *   by term from the tail (2^−200 is a double: 200 of 200 questions going 1 → 0 gives p = 6.2e−61,
 *   not 1 − 1 = 0). The mid-p value would gain up to 7 points of power, but `npm run validate`
 *   measures its false alarms above α + 2 Monte Carlo SE in some cells (1,000 questions: 1.1% at
 *   α = 0.01), so the gate keeps the exact test.
 * - **The interval: the exact conditional test, inverted.** Δ = π (2θ − 1), with π the share of
 *   discordant questions and θ the share of those that went wrong → right. Given n discordant,
 *   up ~ Binomial(n, θ): θ's (1 − 2α) Clopper–Pearson interval is every θ the exact test does not
 *   reject at α either way, so it excludes ½ exactly when McNemar's test calls a change. π's own
 *   Clopper–Pearson interval, at the tighter one-sided level α / 10, scales θ's ends to Δ's, each
 *   end with the π that puts it furthest from 0 when it lies on 0's side of its θ, nearest when it
 *   lies beyond: so the interval excludes 0 exactly when the test calls a change, is never
 *   narrower than the data allow when few questions are discordant (no discordant question of
 *   10: Δ 0 [−50, +50] at α = 0.01, never "no credible change"), and covers Δ with probability at
 *   least 1 − 2α − α/5. Tango's score interval, used until the issue 36 review, inverts an
 *   asymptotic test instead, and disagreed with the exact test in 87 of 10,300 splits at 50
 *   questions (9 down and 1 up: p = 0.0107, "can't tell", interval [−32.1, −1.7]).
 * - **A drop beyond a margin m** (H0: Δ ≥ −m): the same construction, one-sided: with π at its
 *   lower bound π₋ the hypothesis is θ ≥ ½ − m / (2π₋), and the exact binomial test of it is the
 *   p-value; it is below α exactly when the interval's upper end lies below −m (level at most
 *   α + α/10). At m = 0 it is McNemar's test.
 *
 * References: McNemar (1947); Clopper & Pearson (1934), Biometrika 26:404–413; Fagerland,
 * Lydersen & Laake (2013), BMC Med. Res. Methodol. 13:91.
 */
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import { logChoose } from '../metrics/index.js';
import type { PairedTest } from './paired-types.js';

/** Options of {@link mcnemarTest}. */
export interface McNemarOptions {
  /** Non-inferiority margin m ≥ 0: `pBeyondMargin` tests Δ ≥ −m. Default 0. */
  readonly margin?: number;
}

/** The one-sided level of π's interval, per α: tight, so that it costs the test little. */
const DISCORDANCE_SHARE = 0.1;

/**
 * P(X ≥ k), X ~ Binomial(n, ½), exact in double precision: from the tail term by term when k is
 * above the middle (where 1 − cdf would cancel to 0), else 1 − P(X < k).
 *
 * @example discordantP(200, 200) // 6.223e-61 (2^-200)
 */
export function discordantP(k: number, n: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (2 * k <= n) return 1 - binomialCdf(k - 1, n, 0.5);
  // C(n, k) 2^−n: with 0.5^n exact where C(n, k) stays finite (n ≤ 1,000), else in logs.
  let term =
    n <= 1000 ? Math.exp(logChoose(n, k)) * 0.5 ** n : Math.exp(logChoose(n, k) - n * Math.LN2);
  let sum = 0;
  for (let j = k; j <= n && term > 0; j++) {
    sum += term;
    if (term < sum * 1e-17) break;
    term *= (n - j) / (j + 1);
  }
  return Math.min(1, sum);
}

/** P(X ≤ x), X ~ Binomial(n, θ), with the ends exact. */
function lowerTail(x: number, n: number, theta: number): number {
  if (x >= n) return 1;
  if (theta <= 0) return 1;
  if (theta >= 1) return 0;
  return binomialCdf(x, n, theta);
}

/** Clopper–Pearson bounds of a binomial share x / n, each at one-sided level `level`. */
function clopperPearson(x: number, n: number, level: number): { lo: number; hi: number } {
  if (n === 0) return { lo: 0, hi: 1 };
  return {
    lo: x === 0 ? 0 : betaQuantile(level, x, n - x + 1),
    hi: x === n ? 1 : betaQuantile(1 - level, x + 1, n - x),
  };
}

/**
 * McNemar's exact test of a drop with the (1 − 2α) interval its conditional form inverts (module
 * comment): `down` questions went right→wrong, `up` wrong→right, of M. SE (for the detectable
 * drop) is the sample SE of the d_q ∈ {−1, 0, 1}.
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
  const theta = clopperPearson(up, n, alpha);
  const share = clopperPearson(n, m, alpha * DISCORDANCE_SHARE);
  // Each end: its θ scaled by the π that moves it furthest from 0 on 0's side, nearest beyond.
  const end = (t: number, outward: boolean): number => {
    const x = 2 * t - 1;
    return x * (x < 0 === outward ? share.hi : share.lo);
  };
  const lo = end(theta.lo, true);
  const hi = end(theta.hi, false);
  const pDrop = discordantP(down, n);
  // H0: Δ ≥ −m, i.e. θ ≥ ½ − m / (2π) at the smallest π the data allow: p = P(up' ≤ up | θ0)
  // (1 where θ0 ≤ 0: no θ could make the drop that large).
  const theta0 = share.lo > 0 ? 0.5 - margin / (2 * share.lo) : -Infinity;
  const pBeyondMargin = margin === 0 ? pDrop : lowerTail(up, n, Math.max(0, theta0));
  return {
    test: 'mcnemar',
    questions: m,
    delta,
    standardError: se,
    lo,
    hi,
    pDrop,
    pRise: discordantP(up, n),
    pBeyondMargin,
    df: null,
    minP: 0.5 ** m,
    signFlip: false,
    discordant: { down, up },
  };
}
