/**
 * The assumption behind rules overlap and z, checked on the data: that each side's σ is the whole
 * noise of its value. Each σ comes from a trial model (a question's trials independent given its
 * success rate); trials that share something within a run (greedy or seeded decoding with N > 1,
 * cached generations, one prompt variant per trial) move a run's value by more than that, and two
 * unchanged runs then look credibly different (at 200 × 16 with an intra-run correlation of 1/3,
 * overlap called 14% and z 25% of no-change PRs a regression: docs/statistics.md, "Correlated
 * trials").
 *
 * Two runs of the same questions carry the evidence: the per-question differences d_q. Their
 * spread gives Var(Δ) as the data show it, s_d² / M; the two intervals give it as the model does,
 * σ_b² + σ_c². When the data's is the larger, each side's σ² takes half the excess (the share of a
 * run effect that does not depend on the number of trials), so that σ_b² + σ_c² is the data's: z
 * then divides by the noise the data show, and overlap's two intervals widen with it. The data's
 * Var(Δ) also holds the spread of a real change's per-question effects, so a change that moves
 * questions unevenly widens the intervals too, as it does rule paired's SE. With independent trials
 * the model's Var(Δ) is the larger (Bayes@N's σ is conservative at few trials, the estimators'
 * trial noise exact) and nothing changes; the report says so in one line only when the data
 * contradict the model at the 1% level (χ² on the M − 1 degrees of freedom of s_d²).
 */
import chisquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import { normalCredibleInterval } from '../metrics/index.js';
import type { Dispersion, Interval } from './types.js';

export type { Dispersion };

/** The level at which a larger spread is said to contradict the trial model. */
const CONTRADICTION_LEVEL = 0.01;

/**
 * Checks two intervals against the per-question differences of the same questions and widens
 * them by what the data show (module comment). `bounds` clip the widened intervals as the
 * originals were.
 *
 * @example // 200 questions whose differences have s_d = 0.2: Var(Δ) = 0.0002; σ_b = σ_c = 0.005
 *   // (model 0.00005): ratio 4, contradicted, each σ² + 0.000075: σ 0.01, widened ×2.
 */
export function checkDispersion(args: {
  readonly baseline: Interval;
  readonly candidate: Interval;
  readonly differences: ArrayLike<number>;
  readonly confidence: number;
  readonly bounds: readonly [number, number];
  readonly trialCorrelation?: number;
}): { baseline: Interval; candidate: Interval; dispersion: Dispersion } | undefined {
  const d = args.differences;
  const m = d.length;
  if (m < 2) return undefined;
  let mean = 0;
  for (let q = 0; q < m; q++) mean += d[q] as number;
  mean /= m;
  let ss = 0;
  for (let q = 0; q < m; q++) ss += ((d[q] as number) - mean) ** 2;
  const data = ss / (m - 1) / m;
  const { baseline, candidate } = args;
  const model = baseline.sigma ** 2 + candidate.sigma ** 2;
  const ratio = model > 0 ? data / model : null;
  const contradicted =
    data > 0 &&
    (ratio === null || ratio > chisquareQuantile(1 - CONTRADICTION_LEVEL, m - 1) / (m - 1));
  const excess = Math.max(0, data - model) / 2;
  const widen = (iv: Interval): Interval => {
    if (!(excess > 0)) return iv;
    const sigma = Math.sqrt(iv.sigma ** 2 + excess);
    return {
      mu: iv.mu,
      sigma,
      ...normalCredibleInterval(iv.mu, sigma, args.confidence, args.bounds),
    };
  };
  return {
    baseline: widen(baseline),
    candidate: widen(candidate),
    dispersion: {
      ratio,
      contradicted,
      widened: model > 0 ? Math.sqrt((model + 2 * excess) / model) : 1,
      excessVariance: excess,
      trialCorrelation: args.trialCorrelation ?? null,
    },
  };
}
