/**
 * The types of tokens, time and cost per question (their own file: types.ts and usage.ts both
 * import them).
 */

/** What a log can say a question cost: tokens, seconds and US dollars per question. */
export const USAGE_MEASURES = [
  'input-tokens',
  'output-tokens',
  'total-tokens',
  'reasoning-tokens',
  'cached-tokens',
  'seconds',
  'cost',
] as const;

/** One measure of usage (`total-tokens`, `seconds`, `cost`, ...). */
export type UsageMeasure = (typeof USAGE_MEASURES)[number];

/** The unit of each measure. */
export const USAGE_UNITS: Readonly<Record<UsageMeasure, 'tokens' | 'seconds' | 'USD'>> = {
  'input-tokens': 'tokens',
  'output-tokens': 'tokens',
  'total-tokens': 'tokens',
  'reasoning-tokens': 'tokens',
  'cached-tokens': 'tokens',
  seconds: 'seconds',
  cost: 'USD',
};

/** Whether a string is a measure's id. */
export function isUsageMeasure(value: string): value is UsageMeasure {
  return (USAGE_MEASURES as readonly string[]).includes(value);
}

/** The most a usage tolerance may be: a relative increase of 100 (×101). */
export const MAX_USAGE_TOLERANCE = 100;

/**
 * The gate on usage: per measure, the largest relative increase of its mean per question that is
 * tolerated (`0.10`: 10%). A measure without an entry is report-only.
 */
export type UsageGate = Readonly<Partial<Record<UsageMeasure, number>>>;

/** The most a run spread may be: a coefficient of variation of 1 (runs as noisy as their mean). */
export const MAX_RUN_SPREAD = 1;

/**
 * The run spread of usage, per measure: the coefficient of variation of a whole run's mean per
 * question between repeated runs of one commit (`0.05`: runs 5% longer or shorter by chance, as
 * latency under a server's changing load). The usage test counts it as noise besides the
 * questions' (usage.ts). A measure without an entry: runs vary by their trials only.
 */
export type UsageRunSpread = Readonly<Partial<Record<UsageMeasure, number>>>;

/** One measure of one benchmark, paired over its questions, for {@link compareUsage}. */
export interface UsageInput {
  readonly measure: UsageMeasure;
  /** Each question's mean over its trials, for the questions that carry it on both sides. */
  readonly baseline: ArrayLike<number>;
  readonly candidate: ArrayLike<number>;
  /**
   * Compared questions where one side lacks the measure while the other carries it (left out of
   * the pair), by the side that lacks it: a gate that compares fewer questions than it could
   * says so.
   */
  readonly missing: { readonly baseline: number; readonly candidate: number };
  /** The largest tolerated relative increase; absent: report-only. */
  readonly tolerance?: number;
  /**
   * Each question's trial noise on each side, where every paired question ran 2 or more trials on
   * both: the variance of its mean over its trials (s²_q / n_q, s² the trials' sample variance).
   * The test's variance is then the larger of the questions' spread and the trials' own (usage.ts).
   * Absent at one trial a question, or where some question ran one.
   */
  readonly trialVariance?: UsageTrialVariance;
  /** The measure's run spread (see {@link UsageRunSpread}); absent: 0. */
  readonly runSpread?: number;
}

/** Per question, the variance of each side's mean over its trials (see {@link UsageInput}). */
export interface UsageTrialVariance {
  readonly baseline: ArrayLike<number>;
  readonly candidate: ArrayLike<number>;
}

/**
 * What the numbers say of a measure: `increase` / `decrease` when the ratio's interval lies above /
 * below 1, `no-change` when it holds 1, `not-compared` when there is no ratio to judge (see
 * {@link UsageNotCompared}).
 */
export type UsageChange = 'increase' | 'decrease' | 'no-change' | 'not-compared';

/**
 * Why a measure was not compared: `no-questions` (no question carries it on both sides),
 * `one-question`, `zero-baseline` (the baseline's mean is 0: no ratio), `unbounded` (the baseline's
 * mean is not credibly above 0 at the level: too few questions for their noise, the questions' spread
 * or, with 2 or more trials a question, the trials' own, so Fieller's set
 * is unbounded and no ratio, however large, can be excluded; nor is one tested), `run-spread`
 * (so with the run spread alone: t v ≥ 1, and one run a side bounds no ratio with these
 * questions).
 */
export type UsageNotCompared =
  'no-questions' | 'one-question' | 'zero-baseline' | 'unbounded' | 'run-spread';

/**
 * A measure's verdict: `regression` (gated, and a credible increase beyond the tolerance: fails
 * the check), `accepted` (such a regression the pull request's accept label accepted),
 * `within-tolerance` (gated, a credible increase not credibly beyond the tolerance),
 * else the change.
 */
export type UsageVerdict = 'regression' | 'accepted' | 'within-tolerance' | UsageChange;

/** One measure of one benchmark, judged. */
export interface UsageComparison {
  readonly measure: UsageMeasure;
  readonly unit: 'tokens' | 'seconds' | 'USD';
  /** Mean per question over the paired questions; null when none. */
  readonly baseline: number | null;
  readonly candidate: number | null;
  /** candidate / baseline; null when not compared. */
  readonly ratio: number | null;
  /** Fieller's (1 − 2·level) interval of the ratio; null when not compared. */
  readonly lo: number | null;
  readonly hi: number | null;
  /** Why it was not compared; null when it was. */
  readonly notCompared: UsageNotCompared | null;
  /** Questions paired (carrying the measure on both sides). */
  readonly questions: number;
  /** Compared questions where this side lacks the measure while the other carries it. */
  readonly missing: { readonly baseline: number; readonly candidate: number };
  /** The tolerated relative increase; null: report-only. */
  readonly tolerance: number | null;
  /** One-sided level of the test (and of each side of the interval). */
  readonly level: number;
  /**
   * The run spread the test and the interval counted (see {@link UsageRunSpread}); absent where
   * none was set or it is 0, and where it does not apply (no questions, one, a baseline of 0).
   */
  readonly runSpread?: number;
  /**
   * Always null. Reports of earlier versions estimated here the false alarms of the gate's
   * test about a population of questions and, above 1.5 × the level, set `notGated: "skewed"`;
   * the test is now about the questions run (usage.ts), where it keeps its level, and schema 1
   * keeps the fields (fields are never removed within it).
   */
  readonly falseAlarms: null;
  readonly notGated: null;
  /** One-sided p-value of "ratio > 1 + tolerance" (gated only), before and after Holm. */
  readonly pValue: number | null;
  readonly adjustedPValue: number | null;
  readonly change: UsageChange;
  /** A credible increase beyond the tolerance of a gated measure: fails the check. */
  readonly fails: boolean;
  readonly verdict: UsageVerdict;
  /** A regression the pull request's accept label accepted (`fails` false, verdict `accepted`). */
  readonly accepted?: boolean;
  /**
   * The paired per-question values compared (each question's mean over its trials): a merge
   * compares them again at its own level (rejudge.ts) rather than trust the recorded numbers.
   * Absent in a report of an earlier version.
   */
  readonly evidence?: {
    readonly baseline: readonly number[];
    readonly candidate: readonly number[];
    /** The trials' own variance of each question's mean, where the input had it. */
    readonly trialVariance?: {
      readonly baseline: readonly number[];
      readonly candidate: readonly number[];
    };
  };
}
