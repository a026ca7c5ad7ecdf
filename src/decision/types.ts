/**
 * Types of the decision layer: baseline vs candidate intervals in, verdicts out.
 * Pure data; no I/O.
 */

import type { Interval } from '../metrics/types.js';

/** A metric value with its uncertainty {mu, sigma, lo, hi}: what every `*Ci` metric function returns. */
export type { Interval };

/**
 * How a winner is called.
 * - `overlap`: a credible change only when the two intervals do not overlap (the Bayes@N paper's
 *   practical rule).
 * - `z`: a credible change when the one-sided ranking confidence rho = Phi(z) reaches `minConfidence`.
 */
export type Rule = 'overlap' | 'z';

/** Verdict of one comparison, one benchmark, or the whole run. */
export type Verdict = 'regression' | 'improvement' | 'no-change';

/** The rule and its parameters. */
export interface DecisionSettings {
  readonly rule: Rule;
  /** Credibility level of every interval, in (0, 1). Used by the trial budget of rule `overlap`. */
  readonly confidence: number;
  /** Rule `z`: call a winner when rho >= this, in (0.5, 1). */
  readonly minConfidence: number;
  /** Non-inferiority margin (>= 0): a credible drop with |delta| < margin is reported, never fails. */
  readonly margin: number;
}

/**
 * What the trial-budget estimate needs to know about one side: sigma shrinks like 1/sqrt(T+1)
 * with T = 1 + C + D + N (Bayes@N), so N' trials per question give T' = T - N + N'.
 */
export interface SideSize {
  /** Trials per question N (the mean when rows differ). */
  readonly trials: number;
  /** Effective sample size T = 1 + C + D + N. */
  readonly effectiveTrials: number;
}

/** One metric of one benchmark: the two intervals and how to judge them. */
export interface ComparisonInput {
  /** Display name of the metric, e.g. `pass@4`. */
  readonly metric: string;
  readonly baseline: Interval;
  readonly candidate: Interval;
  /** `false` for report-only metrics: shown, never fail, never decide a verdict. */
  readonly gate: boolean;
  /**
   * The paired delta (bootstrap with joint resampling of questions): mu, bootstrap sigma and
   * percentile interval. When given, rule `overlap` asks whether this interval excludes 0, and z
   * uses its sigma instead of sqrt(sigma_b^2 + sigma_c^2): pairing removes the
   * question-to-question variance the two sides share, which keeps the two marginal intervals
   * overlapping almost always (docs/statistics.md measures it).
   */
  readonly pairedDelta?: Interval;
  /** Sizes for the trial budget; without them no budget is estimated. */
  readonly sizes?: { readonly baseline: SideSize; readonly candidate: SideSize };
  /** The metric is not Bayes@N, so the 1/sqrt(T+1) scaling of the trial budget is approximate. */
  readonly approximateBudget?: boolean;
  /** Sigma comes from a bootstrap over questions: more trials per question do not shrink it. */
  readonly bootstrap?: boolean;
}

/** Advice for an unresolved comparison: how many trials per question would resolve it. */
export interface TrialBudget {
  /**
   * - `estimate`: `trials` per question (on both sides) would resolve a difference of this size.
   * - `zero-difference`: delta is 0; no number of trials resolves a zero difference.
   * - `bootstrap`: sigma is a bootstrap over questions; more trials do not shrink it (more questions would).
   * - `unreachable`: more than `maxTrials` trials per question would be needed.
   * - `unknown`: sizes were not given.
   */
  readonly kind: 'estimate' | 'zero-difference' | 'bootstrap' | 'unreachable' | 'unknown';
  /** Trials per question that would resolve the difference (`estimate` only). */
  readonly trials: number | null;
  /** Trials per question now (the larger of the two sides), when known. */
  readonly currentTrials: number | null;
  /** The 1/sqrt(T+1) scaling is exact for Bayes@N only; for other metrics the figure is approximate. */
  readonly approximate: boolean;
}

/** The judgement of one metric of one benchmark. */
export interface Comparison {
  readonly metric: string;
  readonly baseline: Interval;
  readonly candidate: Interval;
  readonly gate: boolean;
  /** delta = mu_candidate - mu_baseline. */
  readonly delta: number;
  /** Standard deviation used for z: sqrt(sigma_b^2 + sigma_c^2), or the paired bootstrap one. */
  readonly deltaSigma: number;
  /** z = |delta| / deltaSigma; Infinity when deltaSigma = 0 and delta != 0; 0 when both are 0. */
  readonly z: number;
  /** rho = Phi(z): the confidence in the ordering of the two (0.5 .. 1). */
  readonly rho: number;
  /** What the rule says, before the margin and the gate. */
  readonly change: Verdict;
  /** A credible drop smaller than the margin: reported, does not fail. */
  readonly withinMargin: boolean;
  /** This comparison fails the check: a gating, credible regression not within the margin. */
  readonly fails: boolean;
  /** The verdict this comparison contributes (`no-change` for a drop within the margin). */
  readonly verdict: Verdict;
  /** Trial-budget advice when the rule calls no change; null when resolved. */
  readonly budget: TrialBudget | null;
}

/** One benchmark for `decide`: its comparisons and optional margin. */
export interface BenchmarkInput {
  readonly name: string;
  readonly comparisons: readonly ComparisonInput[];
  /** Overrides `DecisionSettings.margin` for this benchmark. */
  readonly margin?: number;
}

/** One benchmark judged. */
export interface BenchmarkDecision {
  readonly name: string;
  readonly margin: number;
  /** `regression` if a gating metric fails, else `improvement` if a gating metric improves, else `no-change`. */
  readonly verdict: Verdict;
  readonly comparisons: readonly Comparison[];
}

/** Everything `decide` computed: the settings, the overall verdict and each benchmark. */
export interface DecisionResult {
  readonly settings: DecisionSettings;
  readonly verdict: Verdict;
  readonly benchmarks: readonly BenchmarkDecision[];
}
