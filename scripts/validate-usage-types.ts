/** The options, cells and results of scripts/validate-usage.ts. */
import type { UsagePopulation, UsageReshape } from './validate-usage-draws.js';

/** What a run measures. */
export interface UsageValidationOptions {
  readonly seed: number;
  /** Questions M of the coverage and false-alarm table. */
  readonly questions: readonly number[];
  /** Trials per question of that table. */
  readonly trials: readonly number[];
  /** Simulated PRs per cell (delta method and Fieller), and of them the bootstrap's. */
  readonly runs: number;
  readonly bootstrapRuns: number;
  readonly bootstrapIterations: number;
  /** The gate: tolerance and one-sided level. */
  readonly tolerance: number;
  readonly alpha: number;
  /** Power: true increases (ratios) at each M of `powerQuestions`, one trial per question. */
  readonly powerRatios: readonly number[];
  readonly powerQuestions: readonly number[];
  /** `score`'s interval of one run's mean: questions and runs per cell. */
  readonly meanQuestions: readonly number[];
  readonly meanRuns: number;
  /** The changes of shape drawn at R = 1 + τ (at each M of `questions`). */
  readonly reshapes: readonly UsageReshape[];
  /** What the gate's check costs where a change of shape is a real increase: R, M, runs. */
  readonly reshapePower: {
    readonly reshapes: readonly UsageReshape[];
    readonly ratio: number;
    readonly questions: readonly number[];
    readonly runs: number;
  };
  /**
   * The run spread measured from K repeated runs (`scorio-eval run-spread`), at M questions a run:
   * how often its upper bound holds the true spread, and the gate's false alarms and power when
   * the config declares that bound. `draws` A/A measurements per cell, each with one PR.
   */
  readonly runSpread: {
    readonly questions: readonly number[];
    readonly runs: readonly number[];
    readonly draws: number;
    /** The run effects drawn (`run-shift` changes). */
    readonly effects: readonly UsageReshape[];
    /** The bound's confidences declared, the command's default among them. */
    readonly confidences: readonly number[];
    readonly powerRatio: number;
  };
}

/** The three intervals' misses and the gate's false alarms at the tolerance, in one cell. */
export interface CoverageCell {
  readonly population: UsagePopulation;
  readonly questions: number;
  readonly trials: number;
  readonly runs: number;
  readonly bootstrapRuns: number;
  /** 95% interval misses below / above the true ratio, per method. */
  readonly misses: Readonly<Record<Method, { readonly low: number; readonly high: number }>>;
  /** The gate at α: a credible increase beyond the tolerance when the truth is exactly at it. */
  readonly falseAlarms: Readonly<Record<Method, number>>;
  /** PRs where compare does not compare (Fieller's set at α unbounded: too few questions). */
  readonly unbounded: number;
}

/**
 * A change of shape at R = 1 + τ. These questions' ratio at R (the gate's null): Fieller's 95%
 * misses and the gate's false alarms, over `runs` PRs (those whose questions can be at R); the
 * population's ratio at R: the PRs the gate fails, and of them those whose own questions' ratio
 * was within the tolerance (a false alarm about the questions run too).
 */
export interface ReshapeCell {
  readonly reshape: UsageReshape;
  readonly questions: number;
  readonly runs: number;
  readonly misses: { readonly low: number; readonly high: number };
  readonly falseAlarms: number;
  /** With 2 or more trials a question: the PRs the test fails without the trials' own variance. */
  readonly spreadAlone: number | null;
  readonly unbounded: number;
  readonly population: {
    readonly runs: number;
    readonly fails: number;
    readonly withinTolerance: number;
  };
}

/** Where a change of shape is a real increase of these questions' usage (R > 1 + τ): the gate's fails. */
export interface ReshapePowerCell {
  readonly reshape: UsageReshape;
  readonly questions: number;
  readonly ratio: number;
  readonly runs: number;
  readonly fails: number;
}

/** The run spread measured from K runs of M questions, and the gate that declares its bound. */
export interface RunSpreadCell {
  /** The run effect drawn (a `run-shift` change of validate-usage-draws.ts). */
  readonly effect: UsageReshape;
  readonly questions: number;
  readonly runs: number;
  readonly draws: number;
  /** The true coefficient of variation of a run's mean. */
  readonly cv: number;
  /** The median of the estimates. */
  readonly medianEstimate: number;
  /**
   * Per confidence of the bound declared (`confidences`): its median, how many bounds were at
   * least the truth, and the PRs failed at these questions' ratio 1 + τ (false alarms) and at
   * `powerRatio`.
   */
  readonly bounds: readonly {
    readonly confidence: number;
    readonly medianUpper: number;
    readonly covered: number;
    readonly falseAlarms: number;
    readonly fails: number;
  }[];
  readonly powerRatio: number;
}

/** The interval methods compared. */
export const METHODS = ['delta', 'bootstrap', 'fieller'] as const;
export type Method = (typeof METHODS)[number];

/** The gate's power: share of PRs that fail at each true ratio of these questions. */
export interface PowerCell {
  readonly population: UsagePopulation;
  readonly questions: number;
  readonly ratio: number;
  readonly runs: number;
  readonly fails: number;
}

/** `score`'s interval of one run's mean: misses of plain t and of the skewness-corrected one. */
export interface MeanCell {
  readonly population: UsagePopulation;
  readonly questions: number;
  readonly runs: number;
  readonly plain: { readonly low: number; readonly high: number };
  readonly hall: { readonly low: number; readonly high: number };
}

/** One job of a run. */
export type UsageJob =
  | {
      readonly kind: 'coverage';
      readonly population: UsagePopulation;
      readonly m: number;
      readonly n: number;
    }
  | {
      readonly kind: 'power';
      readonly population: UsagePopulation;
      readonly m: number;
      readonly ratio: number;
    }
  | { readonly kind: 'mean'; readonly population: UsagePopulation; readonly m: number }
  | { readonly kind: 'reshape'; readonly reshape: UsageReshape; readonly m: number }
  | { readonly kind: 'reshape-power'; readonly reshape: UsageReshape; readonly m: number }
  | {
      readonly kind: 'run-spread';
      readonly effect: UsageReshape;
      readonly m: number;
      readonly k: number;
    };

export type UsageJobResult =
  CoverageCell | PowerCell | MeanCell | ReshapeCell | ReshapePowerCell | RunSpreadCell;

/** A run's results, in the order of `usageJobs`. */
export interface UsageValidationResult {
  readonly options: UsageValidationOptions;
  readonly coverage: readonly CoverageCell[];
  readonly power: readonly PowerCell[];
  readonly means: readonly MeanCell[];
  readonly reshapes: readonly ReshapeCell[];
  readonly reshapePower: readonly ReshapePowerCell[];
  readonly runSpread: readonly RunSpreadCell[];
}
