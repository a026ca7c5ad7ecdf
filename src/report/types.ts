/**
 * The report's data: everything the decision computed plus what the engine knows about the data
 * (sizes, alignment, files, the questions that changed most). The JSON report is this object
 * (schema `scorio-eval-report/1`, see docs/report-json.md); the Markdown renders it.
 */
import type { Comparison, DecisionSettings, Interval, Verdict } from '../decision/types.js';

/** The JSON report's schema identifier (docs/report-json.md). */
export const REPORT_SCHEMA = 'scorio-eval-report/1';

/** How baseline and candidate questions were matched (the readers' AlignMode, restated: report is pure). */
type AlignMode = 'strict' | 'intersect';

/** One side (baseline or candidate) of a benchmark, as read (before alignment). */
export interface ReportSide {
  /** Files read, after glob expansion, as the user named them (relative to the workspace). */
  readonly files: readonly string[];
  /** Format of each file. */
  readonly formats: readonly string[];
  /** Questions M in the files. */
  readonly questions: number;
  /** Trials per question N: smallest and largest (equal unless rows are ragged). */
  readonly trials: { readonly min: number; readonly max: number };
  /** Largest category label C (labels 0..C; C = 1 for binary). */
  readonly maxLabel: number;
  /** Prior trials per question D (0 without R0). */
  readonly priorTrials: number;
}

/** How the two sides' question ids matched. */
export interface ReportAlignment {
  readonly mode: AlignMode;
  /** Questions compared (in both). */
  readonly common: number;
  readonly onlyInBaselineCount: number;
  readonly onlyInCandidateCount: number;
  /** The first ids only in one side (at most 20 each). */
  readonly onlyInBaseline: readonly string[];
  readonly onlyInCandidate: readonly string[];
}

/** One metric of one benchmark: the decision's comparison plus how its uncertainty was obtained. */
export interface ReportComparison extends Comparison {
  readonly uncertainty: 'posterior' | 'bootstrap';
  /** Bootstrap details (`uncertainty: bootstrap`): the paired delta's bootstrap distribution. */
  readonly bootstrap?: {
    readonly iterations: number;
    readonly seed: number;
    readonly delta: Interval;
  };
  /** The metric's options as configured (family, k, tau, alpha0, ...), for the JSON report. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** A question whose mean score moved between baseline and candidate. */
export interface ChangedQuestion {
  readonly id: string;
  /** Mean weighted score of the question over its trials. */
  readonly baseline: number;
  readonly candidate: number;
  readonly delta: number;
}

/** One benchmark in the report. */
export interface ReportBenchmark {
  readonly name: string;
  readonly verdict: Verdict;
  readonly margin: number;
  /** Rubric weights w used (null: binary [0, 1] default). */
  readonly weights: readonly number[] | null;
  readonly baseline: ReportSide;
  readonly candidate: ReportSide;
  readonly alignment: ReportAlignment;
  readonly comparisons: readonly ReportComparison[];
  /** The questions that changed most (largest |delta| first). */
  readonly changedQuestions: readonly ChangedQuestion[];
}

/** Counts over all comparisons. */
export interface ReportSummary {
  readonly benchmarks: number;
  readonly comparisons: number;
  /** Gating metrics that failed (credible regressions beyond the margin). */
  readonly regressions: number;
  /** Gating metrics that credibly improved. */
  readonly improvements: number;
  /** Credible drops within the margin. */
  readonly withinMargin: number;
  /** Comparisons where the rule calls no change. */
  readonly unresolved: number;
  /** Report-only metrics (gate: false). */
  readonly reportOnly: number;
}

/** The whole report: the JSON report is this object serialized. */
export interface ReportData {
  readonly schema: typeof REPORT_SCHEMA;
  readonly tool: { readonly name: string; readonly version: string };
  /** ISO timestamp passed in by the caller (renderers never read the clock); null if not given. */
  readonly generatedAt: string | null;
  readonly verdict: Verdict;
  readonly settings: DecisionSettings & { readonly align: AlignMode };
  readonly summary: ReportSummary;
  readonly benchmarks: readonly ReportBenchmark[];
  readonly warnings: readonly string[];
}
