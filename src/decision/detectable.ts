/**
 * "Sees ≥ x": the smallest drop each rule fails with 80% power, from a comparison's own
 * uncertainty (docs/statistics.md, "What the gate can see", measures the power at the reported
 * figure in every population).
 *
 * Two things make the figure honest where (c + z₀.₈) · SE alone was not:
 * - **The noise of Δ, not the rule's σ.** Rules overlap and z set their threshold with the
 *   posterior σ, which at a few trials per question is wider than the trial noise of Δ (avg@N's
 *   σ at N = 1 is about twice the binomial one). How often a real drop crosses the threshold
 *   depends on the noise, which the paired standard error of the per-question differences
 *   measures; so the threshold uses σ and the power term the paired SE.
 * - **The variance under the drop.** A drop moves each question's success rate, and with it the
 *   binomial variance p(1 − p): on an easy benchmark (p > ½) a drop raises it, on a hard one it
 *   lowers it. For 0/1 outcomes the candidate's per-question variance changes by about
 *   δ (2p̄ − 1) / N_c for a drop δ (`dropVarianceSlope` is that change of SE² per unit of δ), and
 *   the figure solves δ = threshold(δ) + z₀.₈ SE(δ) with it.
 *
 * A drop concentrated on a few questions also adds the spread of the per-question drops, which
 * no data from before the drop can predict: the figure is for a drop spread over the questions,
 * and the report says so.
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { PairedTest } from './paired-types.js';

/** Power at which the minimum detectable drop is stated. */
export const DETECTION_POWER = 0.8;

/**
 * The smallest drop the rule detects with probability `DETECTION_POWER` (80%), on the scale of
 * the given standard error, assuming the estimate of Δ is normal with that standard error:
 * (c_α + z_0.8) · SE, where c_α is the rule's critical value in SE units.
 *
 * @example detectableDrop({ critical: 2.326, se: 0.02 }) // (2.326 + 0.8416) × 0.02 = 0.0634
 */
export function detectableDrop(args: {
  readonly critical: number;
  readonly se: number;
  readonly df?: number | null;
}): number {
  return (args.critical + powerQuantile(args.df)) * args.se;
}

/** z₀.₈, or t₀.₈ with `df` degrees of freedom. */
function powerQuantile(df?: number | null): number {
  return df !== undefined && df !== null
    ? tQuantile(DETECTION_POWER, df)
    : normalQuantile(DETECTION_POWER, 0, 1);
}

/** The critical value of a one-sided level-α t test with `df` degrees of freedom. */
export function tCritical(alpha: number, df: number): number {
  return tQuantile(1 - alpha, df);
}

/** The critical value of a one-sided level-α normal test. */
export function zCritical(alpha: number): number {
  return normalQuantile(1 - alpha, 0, 1);
}

/**
 * The smallest δ ≥ 0 with `reached(δ)`, by bisection on [0, 1] (the drops of a score in [0, 1]);
 * `reached` must be monotone. 1 when not even a drop of 1 is reached.
 */
function smallestDrop(reached: (delta: number) => boolean): number {
  if (!reached(1)) return 1;
  let lo = 0;
  let hi = 1;
  for (let it = 0; it < 50; it++) {
    const mid = (lo + hi) / 2;
    if (reached(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** SE under a drop δ: √(SE² + slope · δ), never below a tenth of SE. */
function seUnder(se: number, slope: number, delta: number): number {
  return Math.sqrt(Math.max(se * se * 0.01, se * se + slope * delta));
}

/**
 * The smallest drop (raw scale) the paired test detects with 80% power at one-sided level
 * `level`, from the observed uncertainty; null when the test cannot call a change at that level
 * whatever the data (one question, or too few for the sign-flip test: 2^−M ≥ level).
 *
 * - t: δ = (t_{1−level, M−1} + t_{0.8, M−1}) · SE(δ), SE(δ)² = SE² + slope · δ.
 * - McNemar: the δ with power Φ((δ√M − 1/√M − z_level √ψ) / √(ψ − δ²)) = 0.8 (Connor 1987, with
 *   the exact test's discreteness as the 1/√M), ψ the
 *   share of discordant questions under the drop: the observed share plus δ (2p̄ − 1), and at
 *   least δ (a drop of δ turns at least δM questions), so no discordant question observed still
 *   gives a positive δ.
 *
 * @example pairedDetectableDrop(mcnemarTest(0, 0, 50, 0.01), 0.01, 0) // ≈ 0.18 (18 points)
 */
export function pairedDetectableDrop(
  test: PairedTest,
  level: number,
  slope: number,
): number | null {
  if (test.test === 'none' || test.minP >= level) return null;
  if (test.test === 't') {
    const c = tCritical(level, test.df ?? 1) + powerQuantile(test.df);
    return smallestDrop((d) => d >= c * seUnder(test.standardError, slope, d));
  }
  const m = test.questions;
  const observed = ((test.discordant?.down ?? 0) + (test.discordant?.up ?? 0)) / m;
  // SE² of Δ at N = 1 is ψ / M: its slope in δ, times M, is the change of ψ.
  const psiSlope = slope * m;
  const z = zCritical(level);
  return smallestDrop((delta) => {
    const psi = Math.min(1, Math.max(delta, observed + psiSlope * delta));
    const spread = psi - delta * delta;
    // The exact test's discreteness (its critical count is a whole number above z√n): one count
    // more, the 1 / √M below; without it the figure was short of 80% at 50 and 200 questions.
    const shift = delta * Math.sqrt(m) - 1 / Math.sqrt(m) - z * Math.sqrt(psi);
    const power = spread <= 0 ? (shift > 0 ? 1 : 0) : normalCdf(shift / Math.sqrt(spread), 0, 1);
    return power >= DETECTION_POWER;
  });
}

/**
 * The smallest drop rules overlap and z fail with 80% power: the threshold from the posterior
 * σ's, the noise from the paired standard error (`noiseSe`, or σ_Δ when the metric has no
 * per-question scores).
 *
 * - z: δ = z_{1−level} σ_Δ(δ) + z₀.₈ SE(δ);
 * - overlap: δ = q (σ_b + σ_c(δ)) + z₀.₈ SE(δ), q = Φ⁻¹((1 + confidence)/2) (the intervals stop
 *   overlapping there); with a paired bootstrap Δ, δ = q σ_Δ + z₀.₈ SE(δ).
 * Under the drop, the candidate's σ and the noise move with the binomial variance (`slope`).
 *
 * @example intervalDetectableDrop({ rule: 'z', level: 0.05, sigmaB: 0.02, sigmaC: 0.02,
 *   deltaSigma: 0.0283, noiseSe: 0.02, slope: 0, candidateTrials: 4, confidence: 0.95 })
 *   // 1.6449 × 0.0283 + 0.8416 × 0.02 = 0.0634
 */
export function intervalDetectableDrop(args: {
  readonly rule: 'overlap' | 'z';
  /** z: the one-sided level (1 − min-confidence, divided by K under Holm). */
  readonly level: number;
  readonly confidence: number;
  readonly sigmaB: number;
  readonly sigmaC: number;
  readonly deltaSigma: number;
  /** The paired bootstrap's σ_Δ decides (overlap with `uncertainty: bootstrap`). */
  readonly pairedDelta?: boolean;
  readonly noiseSe: number;
  readonly slope: number;
  /**
   * The candidate's trials per question: its posterior σ² moves by slope · δ · N / (N + 3) under
   * a drop δ (the mean score's posterior variance per question, (c + 1)(N − c + 1) / (N² (N + 3)),
   * has derivative (1 − 2p) / (N + 3) in p where the binomial's has (1 − 2p) / N: at one trial the
   * posterior barely moves).
   */
  readonly candidateTrials: number;
}): number {
  const zPower = powerQuantile();
  const se0 = args.noiseSe;
  const n = Math.max(1, args.candidateTrials);
  const sigmaC = (delta: number): number =>
    Math.sqrt(
      Math.max(
        0.01 * args.sigmaC * args.sigmaC,
        args.sigmaC * args.sigmaC + (args.slope * delta * n) / (n + 3),
      ),
    );
  if (args.rule === 'z') {
    const c = zCritical(args.level);
    return smallestDrop((d) => {
      const deltaSigma = args.pairedDelta ? args.deltaSigma : Math.hypot(args.sigmaB, sigmaC(d));
      return d >= c * deltaSigma + zPower * seUnder(se0, args.slope, d);
    });
  }
  const q = normalQuantile((1 + args.confidence) / 2, 0, 1);
  return smallestDrop((d) => {
    const threshold = args.pairedDelta ? q * args.deltaSigma : q * (args.sigmaB + sigmaC(d));
    return d >= threshold + zPower * seUnder(se0, args.slope, d);
  });
}
