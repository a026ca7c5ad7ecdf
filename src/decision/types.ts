/**
 * Types of the decision layer: baseline vs candidate intervals in, verdicts out.
 * Pure data; no I/O.
 */

import type { Interval } from '../metrics/types.js';
import type { PairedTest } from './paired-types.js';
import type { UsageComparison, UsageInput } from './usage-types.js';
import type { Decoding, SidesDecoding, TrialBudget } from './budget-types.js';

/** A metric value with its uncertainty {mu, sigma, lo, hi}: what every `*Ci` metric function returns. */
export type { Interval };
export type { Decoding, SidesDecoding, TrialBudget };

/**
 * How a winner is called.
 * - `overlap`: a credible change only when the two intervals do not overlap (the Bayes@N paper's
 *   practical rule).
 * - `z`: a credible change when the one-sided ranking confidence rho = Phi(z) reaches `minConfidence`.
 * - `paired`: a one-sided paired test at level `alpha` over the questions both sides answered, on
 *   the metric's per-question scores (see paired.ts).
 */
export type Rule = 'overlap' | 'z' | 'paired';

/** How several gated comparisons share the false-alarm budget: `none`, or Holm's step-down. */
export type MultipleComparisons = 'none' | 'holm';

/** A change of the raw score smaller than this (1 percentage point) is called negligible. */
export const NEGLIGIBLE_CHANGE = 0.01;

/** Verdict of one comparison, one benchmark, or the whole run. */
export type Verdict = 'regression' | 'improvement' | 'no-change';

/** The rule and its parameters. */
export interface DecisionSettings {
  readonly rule: Rule;
  /** Credibility level of every interval, in (0, 1). Used by the trial budget of rule `overlap`. */
  readonly confidence: number;
  /** Rule `z`: call a winner when rho >= this, in (0.5, 1). */
  readonly minConfidence: number;
  /**
   * Non-inferiority margin in [0, 1), a fraction of the score (0.02 = 2 points): a run fails only
   * when a drop is credibly larger than the margin (the rule applied to Δ + margin).
   */
  readonly margin: number;
  /** Rule `paired`: one-sided level, in (0, 0.5). Default 0.01. */
  readonly alpha?: number;
  /** Rules `paired` and `z`: `holm` adjusts for the K gated comparisons of the run. Default `none`. */
  readonly multipleComparisons?: MultipleComparisons;
}

/**
 * The per-question scores of a metric on the scale the rule decides on (avg@N's per-question mean
 * for Bayes@N without a prior, the posterior mean with one; the unbiased per-question estimate for
 * Pass@k, Pass^k, maj@k, ...), for the paired rule and Δ.
 */
export interface PairedScores {
  readonly baseline: ArrayLike<number>;
  readonly candidate: ArrayLike<number>;
  /** One 0/1 trial per question on both sides: McNemar's case. */
  readonly singleTrialBinary: boolean;
  /**
   * Trial noise ν of each side: the mean over questions of the trial-to-trial variance of one
   * trial's score (the part of Var(d_q) that more trials shrink, as ν / N). For the trial budget.
   */
  readonly noise: { readonly baseline: number; readonly candidate: number };
  /**
   * Floor on the squared SE of the interval of Δ the report draws (not of the test): Σ_q (v_bq +
   * v_cq) / M², v the Bayes@N posterior variance of each question's expected score (paired-t.ts).
   * 0 or absent: no floor (metrics other than Bayes@N and avg@N).
   */
  readonly floorVariance?: number;
  /** Largest |d_q| the scores allow (the score range; 1 for scores in [0, 1]). Default 1. */
  readonly range?: number;
  /**
   * How SE² of Δ changes per unit of a drop δ of the candidate (0/1 outcomes: the binomial
   * variance moves by δ (2p̄ − 1) / N_c per question, so SE² by that over M); 0 when unknown.
   * For the detectable drop (detectable.ts).
   */
  readonly dropVarianceSlope?: number;
  /**
   * Some question has different trial counts on the two sides: the differences can be skewed
   * under no change, and the t test is corrected for it (paired-t.ts).
   */
  readonly unequalTrials?: boolean;
  /**
   * Mean scores of 0/1 trials: the intra-run correlation of trials the spread of the differences
   * implies (trial-model.ts; 0 for independent trials, 1 for trials a run repeats).
   */
  readonly trialCorrelation?: number;
  /**
   * With `unequalTrials`, for mean scores of 0/1 trials: the skewness of the standardized mean
   * difference under no change that the trial model gives at `trialCorrelation` (paired-t.ts
   * corrects t with it).
   */
  readonly meanSkewness?: number;
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

/**
 * The scale of the values a comparison decides on, and so how they move with more trials:
 * - `mean-score`: the mean per-question score (avg@N; Bayes@N without a prior is decided here,
 *   with its posterior σ rescaled by T / N: the Bayes@N paper's Eq. 20). Its expectation does not
 *   depend on N, so sides with different trial counts compare fairly.
 * - `posterior`: Bayes@N's posterior mean with a prior `R0`: pulled towards the prior by
 *   (D + C + 1) / T, a pull that shrinks with N.
 * - `metric`: the metric's own finite-sample estimator (Pass@k's unbiased estimator, maj@k, ...)
 *   with the σ of its `*Ci` function (whose own mean is a posterior mean pulled towards its
 *   Beta prior by an amount that depends on N).
 */
export type ValueScale = 'mean-score' | 'posterior' | 'metric';

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
  /** The metric's per-question raw scores; absent for a metric without one (e.g. geom-ds@k). */
  readonly paired?: PairedScores;
  /** The scale of `baseline` and `candidate` (default `metric`). */
  readonly scale?: ValueScale;
  /**
   * Bayes@N's own posterior intervals when the comparison decides on the mean score
   * (`scale: mean-score`): shown beside the decided values, labelled as shrunk towards ½.
   */
  readonly posterior?: { readonly baseline: Interval; readonly candidate: Interval };
  /**
   * Every question's trials agree with each other on both sides (greedy decoding, a cached
   * run): more trials would repeat them, so no trial budget is advised.
   */
  readonly deterministic?: boolean;
  /**
   * What each side's log says about its decoding (null: nothing). Where either says greedy, more
   * trials would repeat its answers: the budget advises more questions or sampling instead
   * (`TrialBudget.kind` `greedy`). The verdict does not depend on it.
   */
  readonly decoding?: SidesDecoding;
  /**
   * The trial model checked against the spread of the per-question differences (dispersion.ts):
   * `baseline` and `candidate` are already widened by what the data show.
   */
  readonly dispersion?: Dispersion;
  /**
   * The metric's estimate depends on the number of trials (Geom@k) and the sides ran different
   * numbers: both values are taken at each question's common trial count (common-trials.ts).
   */
  readonly commonTrials?: boolean;
}

/**
 * The trial model's σ's checked against the spread of the per-question differences (dispersion.ts).
 */
export interface Dispersion {
  /**
   * Var(Δ) the per-question differences show over Var(Δ) the two σ's give, s_d² / M / (σ_b² +
   * σ_c²); null when the σ's are both 0.
   */
  readonly ratio: number | null;
  /** The data's Var(Δ) exceeds the model's at the 1% level: the intervals were widened, and the report says so. */
  readonly contradicted: boolean;
  /** σ_Δ after the check over σ_Δ before it (1: not widened). */
  readonly widened: number;
  /** Variance added to each side's σ² (half the excess): trials do not shrink it. */
  readonly excessVariance: number;
  /** Mean scores of 0/1 trials: the intra-run correlation of trials the spread implies (trial-model.ts). */
  readonly trialCorrelation: number | null;
}

/** The judgement of one metric of one benchmark. */
export interface Comparison {
  readonly metric: string;
  /** The values the rule decided on, with their intervals at the settings' confidence. */
  readonly baseline: Interval;
  readonly candidate: Interval;
  /** Their scale (`mean-score` for Bayes@N without a prior: see ValueScale). */
  readonly scale: ValueScale;
  /** Bayes@N's own posterior intervals (shrunk towards ½), when the decided scale is the mean score. */
  readonly posterior: { readonly baseline: Interval; readonly candidate: Interval } | null;
  readonly gate: boolean;
  /** delta = mu_candidate - mu_baseline: the Δ the rule decided on, on the values' scale. */
  readonly delta: number;
  /** Standard deviation used for z: sqrt(sigma_b^2 + sigma_c^2), or the paired bootstrap one. */
  readonly deltaSigma: number;
  /** z = |delta| / deltaSigma; Infinity when deltaSigma = 0 and delta != 0; 0 when both are 0. */
  readonly z: number;
  /** rho = Phi(z): the confidence in the ordering of the two (0.5 .. 1). */
  readonly rho: number;
  /** What the rule says of a change (at margin 0), before the margin and the gate. */
  readonly change: Verdict;
  /**
   * A credible drop that is not credibly larger than the margin (the non-inferiority test of
   * Δ ≥ −margin did not reject): reported, does not fail.
   */
  readonly withinMargin: boolean;
  /** This comparison fails the check: gated, and its drop is credibly larger than the margin. */
  readonly fails: boolean;
  /** The verdict this comparison contributes (`no-change` for a drop within the margin). */
  readonly verdict: Verdict;
  /** Trial-budget advice when the rule calls no change; null when resolved. */
  readonly budget: TrialBudget | null;
  /**
   * The same Δ as `delta` (the JSON report's name before one scale per row; kept so that
   * readers of schema 1 keep working).
   */
  readonly rawDelta: number;
  /** The interval of Δ the report shows (rule paired: the (1 − 2α) one; else at `confidence`). */
  readonly rawInterval: { readonly lo: number; readonly hi: number };
  /** The paired test, when the metric has per-question scores (computed under every rule). */
  readonly paired: PairedTest | null;
  /** Rule `paired` asked of a metric without per-question scores: it does not apply (never fails). */
  readonly pairedNotApplicable: boolean;
  /**
   * The rule can call no change whatever the data: `one-question` (a benchmark of one question
   * under rule paired), `no-visible-drop` (the smallest drop the rule would see, the margin
   * included, is beyond the range a score can drop: `--margin 0.999`), `too-few-questions` (the
   * exact test's smallest p-value, 2^−M, is not below
   * the level). Null otherwise.
   */
  readonly limitation: 'one-question' | 'too-few-questions' | 'no-visible-drop' | null;
  /** The rule's one-sided p-value of a drop (paired, z), before and after the adjustment; null for overlap. */
  readonly pValue: number | null;
  readonly adjustedPValue: number | null;
  /**
   * With a margin: the one-sided p-value of a drop larger than the margin (the test that fails a
   * run), after the adjustment; null for overlap or without a margin.
   */
  readonly marginPValue: number | null;
  /**
   * Smallest drop (Δ's scale) the rule in force fails with 80% power, from the observed
   * uncertainty: the margin plus what the test needs beyond it. Null when it cannot fail at all
   * (see `limitation`).
   */
  readonly detectableDrop: number | null;
  /** The same for rule paired (alpha, adjustment as configured), when the metric has per-question scores. */
  readonly pairedDetectableDrop: number | null;
  /**
   * Why the rule called no change: `negligible` (Δ's interval lies within ±max(margin, 1 point):
   * no credible change) or `undetectable` (the gate cannot see a change of the observed size:
   * can't tell). Null when the rule called a change.
   */
  readonly resolution: 'negligible' | 'undetectable' | null;
  /**
   * The trial model's σ's checked against the spread of the per-question differences; null for a
   * metric without per-question scores or a paired bootstrap. `contradicted`: the intervals were
   * widened beyond the model (the report says so).
   */
  readonly dispersion?: Dispersion | null;
  /** Both values were taken at each question's common trial count (ComparisonInput.commonTrials). */
  readonly commonTrials?: boolean;
  /**
   * What the rule measured before the family's adjustment, and what the detectable drop and the
   * trial budget were computed from: enough to judge the comparison again in a larger family
   * (`scorio-eval merge`: Holm over the gated comparisons of several reports). Set by `decide`.
   */
  readonly evidence?: ComparisonEvidence;
}

/**
 * A comparison's measurements, before Holm's adjustment: the unadjusted one-sided p-values of the
 * rule (null for overlap), and what the detectable drop and the trial budget need besides the
 * comparison's own fields.
 */
export interface ComparisonEvidence {
  /** Of a drop, of a rise, of a drop larger than the margin (unadjusted; null for overlap). */
  readonly pDrop: number | null;
  readonly pRise: number | null;
  readonly pBeyondMargin: number | null;
  /** Trials and effective trials per question of each side (the trial budget). */
  readonly sizes: { readonly baseline: SideSize; readonly candidate: SideSize } | null;
  readonly approximateBudget: boolean;
  /** σ is a bootstrap over questions. */
  readonly bootstrap: boolean;
  /** Every question's trials agree on both sides (greedy decoding). */
  readonly deterministic: boolean;
  /** What each side's log says of its decoding (the budget's `greedy`); absent in earlier reports. */
  readonly decoding?: SidesDecoding | null;
  /** The paired bootstrap's Δ, when it decided (rule overlap or z with a bootstrap metric). */
  readonly pairedDelta: Interval | null;
  /** Each side's trial noise ν of the per-question scores (rule paired's budget); null without them. */
  readonly noise: { readonly baseline: number; readonly candidate: number } | null;
  /** How SE² of Δ moves per unit of a drop (the detectable drop); null without per-question scores. */
  readonly dropVarianceSlope: number | null;
  /**
   * The per-question scores the paired test ran on, and how it ran on them: a merge runs the test
   * again from them (rejudge.ts), so that no p-value of a report is taken on trust. Null without
   * per-question scores (then `paired` is null too). Absent in a report of an earlier version.
   */
  readonly scores?: RecordedScores | null;
}

/** {@link PairedScores} as a report records them: plain lists, the optional parts explicit. */
export interface RecordedScores {
  readonly baseline: readonly number[];
  readonly candidate: readonly number[];
  readonly singleTrialBinary: boolean;
  /** The floor on Var(Δ); null: none. */
  readonly floorVariance: number | null;
  readonly range: number;
  readonly unequalTrials: boolean;
  /**
   * With `unequalTrials`: the trial model's skewness the test was corrected with (null: the
   * sample's). Absent in a report of an earlier version.
   */
  readonly meanSkewness?: number | null;
}

/** One benchmark for `decide`: its comparisons and optional margin. */
export interface BenchmarkInput {
  readonly name: string;
  readonly comparisons: readonly ComparisonInput[];
  /** Overrides `DecisionSettings.margin` for this benchmark. */
  readonly margin?: number;
  /**
   * Tokens, time and cost per question, paired (usage.ts): each measure is compared, and a gated
   * one (with a tolerance) fails the benchmark on a credible increase beyond it.
   */
  readonly usage?: readonly UsageInput[];
}

/** One benchmark judged. */
export interface BenchmarkDecision {
  readonly name: string;
  readonly margin: number;
  /**
   * `regression` if a gating metric or a gated usage measure fails, else `improvement` if a gating
   * metric improves, else `no-change`.
   */
  readonly verdict: Verdict;
  readonly comparisons: readonly Comparison[];
  /** Each usage measure the files carry, judged (empty when they carry none). */
  readonly usage: readonly UsageComparison[];
}

/** Everything `decide` computed: the settings, the overall verdict and each benchmark. */
export interface DecisionResult {
  readonly settings: DecisionSettings;
  /** Gated comparisons K (the family Holm adjusts over), gated usage tests included. */
  readonly gatedComparisons: number;
  /**
   * The bound on the run's false-alarm probability the settings give: rule paired α (Holm) or
   * K α (none, the union bound); rule z likewise with α = 1 − min-confidence; null for overlap
   * (docs/statistics.md measures it).
   */
  readonly falseAlarmBound: number | null;
  readonly verdict: Verdict;
  readonly benchmarks: readonly BenchmarkDecision[];
}
