/**
 * The trial budget: how many trials per question would let the rule see a change of the observed
 * size. One function for `compare` and `rank` (docs/statistics.md checks its figures by
 * simulation).
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantileOf from '@stdlib/stats-base-dists-t-quantile';
import { DETECTION_POWER, tCritical } from './detectable.js';
import type { PairedTest } from './paired-types.js';
import type {
  DecisionSettings,
  SideSize,
  SidesDecoding,
  TrialBudget,
  ValueScale,
} from './types.js';

/**
 * Beyond this many trials per question the budget is reported as unreachable: a difference that
 * needs more is too small to be worth resolving by sampling (and beyond the N <= 10,000 range the
 * metrics are tested for).
 */
export const MAX_BUDGET_TRIALS = 10_000;

/** The z that must be reached for 80% power, with the power quantile of the normal. */
const Z_POWER = normalQuantile(DETECTION_POWER, 0, 1);

/** Default one-sided level of rule `paired`. */
const DEFAULT_ALPHA = 0.01;

/** What {@link trialBudget} needs. */
export interface TrialBudgetArgs {
  /** The observed Δ on the comparison's scale (the size of change to detect). */
  readonly delta: number;
  readonly baselineSigma: number;
  readonly candidateSigma: number;
  readonly sizes?: { readonly baseline: SideSize; readonly candidate: SideSize };
  /** How the values move with trials (see ValueScale). Default `metric`. */
  readonly scale?: ValueScale;
  /** The 1/√(T + 1) scaling is not exact for this metric: the figure is flagged approximate. */
  readonly approximate: boolean;
  /** σ is a bootstrap over questions: more trials do not shrink it. */
  readonly bootstrap: boolean;
  /** Every question's trials agree (greedy decoding): more trials would repeat them. */
  readonly deterministic?: boolean;
  /** What each side's log says of its decoding: greedy on either side gives kind `greedy`. */
  readonly decoding?: SidesDecoding;
  /** Rule `paired`: the test and each side's trial noise ν of the per-question scores. */
  readonly paired?: {
    readonly test: PairedTest;
    readonly noise: { readonly baseline: number; readonly candidate: number };
  };
  /** The rule and its level (already divided by K under Holm). */
  readonly settings: DecisionSettings;
  /**
   * Variance in each side's σ² that the spread of the per-question differences added beyond the
   * trial model (dispersion.ts): a run effect, which more trials do not shrink. Default 0.
   */
  readonly excessVariance?: number;
}

/**
 * σ of one side with n trials per question instead of its N (a side that has more keeps them):
 * Bayes@N's posterior σ falls like 1/√(T + 1), T = 1 + C + D + N; the mean score's σ is Bayes@N's
 * times T / N (Eq. 20 of the Bayes@N paper), so it falls like (T / N) / √(T + 1).
 */
function sigmaAt(sigma: number, side: SideSize, n: number, scale: ValueScale): number {
  const trials = Math.max(n, side.trials);
  const t = side.effectiveTrials;
  const t2 = t - side.trials + trials;
  const posterior = Math.sqrt((t + 1) / (t2 + 1));
  return scale === 'mean-score'
    ? sigma * posterior * (t2 / trials / (t / side.trials))
    : sigma * posterior;
}

/**
 * Trials per question that would detect a change of the observed size with 80% power under the
 * rule (the observed Δ taken as the true one), beyond the margin for a drop.
 *
 * Rules overlap and z: each side's σ at N' trials per question (`sigmaAt`); Bayes@N's posterior
 * mean (`scale: posterior`) shows a raw change shrunk by N / T, so its Δ grows as N' / T'. The
 * answer is the smallest N' with
 * - overlap: |Δ| − m ≥ q (σ_b' + σ_c') + z_0.8 SE(N'), q = Φ⁻¹((1 + confidence)/2);
 * - z: |Δ| − m ≥ Φ⁻¹(min-confidence) √(σ_b'² + σ_c'²) + z_0.8 SE(N'),
 * with SE(N') the paired SE below where the metric has per-question scores (the noise of Δ; the
 * posterior σ sets the threshold), else √(σ_b'² + σ_c'²).
 * Rule paired: Var(d_q) = τ² + ν_b / N_b + ν_c / N_c (τ²: the spread of the true per-question
 * differences, which trials do not shrink; ν: each side's trial noise); with
 * SE(N')² = (τ² + ν_b / N_b' + ν_c / N_c') / M the answer is the smallest N' with
 * |Δ| − m ≥ (t_{1−α} + t_0.8) SE(N'). When even N' → ∞ would not do, the advice is the number of
 * questions instead (`questions`).
 *
 * @example // sigma_b = sigma_c = 0.02, delta = -0.03, N = 16, C = 1, D = 0 (T = 18), rule z at
 *   // 0.95, posterior scale: the smallest N' with 0.03 N'/T' / (16/18) ≥ 2.4865 √2 · 0.02 √(19 / (T' + 1)).
 */
export function trialBudget(args: TrialBudgetArgs): TrialBudget {
  const { delta, sizes, settings } = args;
  const scale = args.scale ?? 'metric';
  const currentTrials = sizes ? Math.max(sizes.baseline.trials, sizes.candidate.trials) : null;
  const base = { currentTrials, approximate: args.approximate };
  if (delta === 0) return { kind: 'zero-difference', trials: null, ...base };
  const greedy = greedySides(args.decoding);
  if (greedy) {
    const size = Math.abs(delta) - (delta < 0 ? settings.margin : 0);
    if (!(size > 0)) return { kind: 'negligible', trials: null, ...base };
    return {
      kind: 'greedy',
      trials: null,
      questions: greedyQuestions(args, size),
      greedy,
      ...base,
      // The figure of questions takes every σ to fall like 1/√M.
      approximate: true,
    };
  }
  if (args.bootstrap) return { kind: 'bootstrap', trials: null, ...base };
  if (args.deterministic) return { kind: 'deterministic', trials: null, ...base };
  if (!sizes) return { kind: 'unknown', trials: null, ...base };
  // A drop must be credibly larger than the margin to fail; a rise is detected at 0.
  const size = Math.abs(delta) - (delta < 0 ? settings.margin : 0);
  if (!(size > 0)) return { kind: 'negligible', trials: null, ...base };
  // The paired SE of Δ at n trials per question: Var(d_q) = τ² + ν_b / N_b + ν_c / N_c (τ²: the
  // spread of the true per-question differences, which trials do not shrink; ν: each side's trial
  // noise). The trial noise cannot exceed the observed variance of the differences: scale it down
  // when it does. With one trial per question the two cannot be told apart and all of it is taken
  // as noise.
  const pairedNoise = (() => {
    if (!args.paired || args.paired.test.test === 'none') return undefined;
    const { test, noise } = args.paired;
    const m = test.questions;
    const nb = sizes.baseline.trials;
    const nc = sizes.candidate.trials;
    const observed = test.standardError ** 2 * m;
    const noiseNow = noise.baseline / nb + noise.candidate / nc;
    const share = noiseNow > 0 ? Math.min(1, observed / noiseNow) : 0;
    const spread = Math.max(0, observed - noiseNow * share);
    // "More trials won't help" only when the spread is credibly that large: its estimate (the
    // observed variance minus the noise) varies like the sample variance, SD ≈ observed
    // √(2 / (M − 1)), and the noise's own estimate adds to that: three of them.
    const spreadLow = Math.max(0, spread - 3 * observed * Math.sqrt(2 / Math.max(1, m - 1)));
    const seWith = (tau2: number) => (n: number) =>
      Math.sqrt(
        (tau2 + share * (noise.baseline / Math.max(n, nb) + noise.candidate / Math.max(n, nc))) / m,
      );
    return { m, spread, spreadLow, noiseNow: noiseNow * share, se: seWith(spread), seWith };
  })();
  let detects: (n: number) => boolean;
  if (settings.rule === 'paired') {
    if (!pairedNoise) return { kind: 'unknown', trials: null, ...base };
    const { m, spread, spreadLow, noiseNow, seWith } = pairedNoise;
    const df = Math.max(1, m - 1);
    const c = tCritical(settings.alpha ?? DEFAULT_ALPHA, df) + tQuantileOf(DETECTION_POWER, df);
    if (c * Math.sqrt(spreadLow / m) >= size) {
      const questions = Math.ceil((c / size) ** 2 * (spread + noiseNow));
      return { kind: 'questions', trials: null, questions, ...base, approximate: true };
    }
    // The estimate of the spread when trials can beat it, else its credible lower end.
    const se = seWith(c * Math.sqrt(spread / m) < size ? spread : spreadLow);
    detects = (n) => c * se(n) <= size;
  } else {
    // The trial model's part of each σ shrinks with trials; the excess the data showed does not.
    const excess = args.excessVariance ?? 0;
    const side = (sigma: number, size: SideSize, n: number): number =>
      Math.sqrt(
        sigmaAt(Math.sqrt(Math.max(0, sigma * sigma - excess)), size, n, scale) ** 2 + excess,
      );
    const sides = (n: number): [number, number] => [
      side(args.baselineSigma, sizes.baseline, n),
      side(args.candidateSigma, sizes.candidate, n),
    ];
    // The threshold comes from the posterior σ's; how often a real drop crosses it, from the
    // noise of Δ (the paired SE where the metric has per-question scores: detectable.ts).
    const noise = (n: number): number => pairedNoise?.se(n) ?? Math.hypot(...sides(n));
    // Bayes@N's posterior mean shows a raw change shrunk by N / T: with more trials the same raw
    // change moves it further, N' / T' instead of N / T.
    const shown = (n: number): number => {
      if (scale !== 'posterior') return size;
      const now = (side: SideSize) => side.trials / side.effectiveTrials;
      const then = (side: SideSize) => {
        const trials = Math.max(n, side.trials);
        return trials / (side.effectiveTrials - side.trials + trials);
      };
      return (
        (size * (then(sizes.baseline) + then(sizes.candidate))) /
        (now(sizes.baseline) + now(sizes.candidate))
      );
    };
    if (settings.rule === 'overlap') {
      const q = normalQuantile((1 + settings.confidence) / 2, 0, 1);
      detects = (n) => {
        const [b, c] = sides(n);
        return shown(n) >= q * (b + c) + Z_POWER * noise(n);
      };
    } else {
      const q = normalQuantile(settings.minConfidence, 0, 1);
      detects = (n) => shown(n) >= q * Math.hypot(...sides(n)) + Z_POWER * noise(n);
    }
  }
  // Monotone in n: the detectable drop only shrinks as n grows. Find the first n that detects.
  let lo = Math.max(1, Math.floor(Math.min(sizes.baseline.trials, sizes.candidate.trials)));
  if (detects(lo)) return { kind: 'estimate', trials: lo, ...base };
  let hi = lo;
  while (!detects(hi)) {
    if (hi >= MAX_BUDGET_TRIALS) return { kind: 'unreachable', trials: null, ...base };
    lo = hi;
    hi = Math.min(MAX_BUDGET_TRIALS, hi * 2);
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (detects(mid)) hi = mid;
    else lo = mid;
  }
  return { kind: 'estimate', trials: hi, ...base };
}

/** The evidence of each side whose log says greedy; undefined when neither says so. */
function greedySides(decoding: SidesDecoding | undefined): TrialBudget['greedy'] {
  const b = decoding?.baseline?.greedy ? decoding.baseline.evidence : null;
  const c = decoding?.candidate?.greedy ? decoding.candidate.evidence : null;
  return b === null && c === null ? undefined : { baseline: b, candidate: c };
}

/**
 * Questions that would detect a change of `size` with 80% power when every question's outcome is
 * fixed (greedy decoding): everything that varies is the spread over questions, so every σ and SE
 * falls like 1/√M. From the paired test's M and SE of the per-question differences: rule paired,
 * M' = (t_{1−α} + t_0.8)² s_d² / size² (s_d² = SE² M, `questions` of the paired budget with no
 * trial noise); overlap and z, M' = M ((threshold + z_0.8 SE) / size)², the threshold q(σ_b + σ_c)
 * or Φ⁻¹(min-confidence) √(σ_b² + σ_c²) at the current σ's. At least M + 1 (the current questions
 * did not see it); null without per-question scores.
 *
 * @example // rule paired, α 0.01, M 100, SE 0.04, size 0.05: (2.3646 + 0.8453)² · 0.16 / 0.0025 ≈ 660
 */
function greedyQuestions(args: TrialBudgetArgs, size: number): number | null {
  const test = args.paired?.test;
  if (!test || test.test === 'none' || !(test.questions > 1)) return null;
  const m = test.questions;
  const se = test.standardError;
  const { settings } = args;
  let needed: number;
  if (settings.rule === 'paired') {
    const df = Math.max(1, m - 1);
    const c = tCritical(settings.alpha ?? DEFAULT_ALPHA, df) + tQuantileOf(DETECTION_POWER, df);
    needed = (c / size) ** 2 * se * se * m;
  } else {
    const [b, c] = [args.baselineSigma, args.candidateSigma];
    const threshold =
      settings.rule === 'overlap'
        ? normalQuantile((1 + settings.confidence) / 2, 0, 1) * (b + c)
        : normalQuantile(settings.minConfidence, 0, 1) * Math.hypot(b, c);
    needed = m * ((threshold + Z_POWER * se) / size) ** 2;
  }
  return Number.isFinite(needed) ? Math.max(m + 1, Math.ceil(needed)) : null;
}
