/**
 * The report's data: everything the decision computed plus what the engine knows about the data
 * (sizes, alignment, files, the questions that changed most). The JSON report is this object
 * (schema `scorio-eval-report/1`, see docs/report-json.md); the Markdown renders it.
 */
import type {
  Comparison,
  DecisionSettings,
  Decoding,
  Interval,
  Verdict,
} from '../decision/types.js';
import type { ResamplePlan } from '../decision/plan.js';
import type { UsageComparison } from '../decision/usage-types.js';

/** The JSON report's schema identifier (docs/report-json.md). */
export const REPORT_SCHEMA = 'scorio-eval-report/1';

/**
 * A verdict in the report: the decision's, or `accepted`: a credible regression the pull
 * request's accept label (the action's `accept-label`) accepted. An accepted regression does not
 * fail the check.
 */
export type ReportVerdict = Verdict | 'accepted';

/** How baseline and candidate questions were matched (the readers' AlignMode, restated: report is pure). */
type AlignMode = 'strict' | 'intersect';
/** What lost trials count as (the readers' ErrorsPolicy, restated). */
type ErrorsPolicy = 'fail' | 'missing';

/**
 * Trials one side's files say were lost: errored (the harness recorded an error and no outcome)
 * or never run (dataset questions without a sample). Under `errors: fail` each counts as a
 * failure; under `errors: missing` it is left out.
 */
export interface ReportLost {
  /** Questions with at least one lost trial. */
  readonly questions: number;
  /** The side's questions, lost ones included (`questions` of how many). */
  readonly outOf: number;
  /** Trials that errored. */
  readonly errored: number;
  /** Trials that never ran. */
  readonly neverRan: number;
  /**
   * Questions the other side has and this side's files lack, left out by `align: intersect`
   * (counted in `questions` and `outOf`); absent when none.
   */
  readonly missing?: number;
}

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
  /** Trials the files say were lost (errored, never ran): zeros when none. */
  readonly lost: ReportLost;
  /** What the files say of their decoding (greedy or not, and the evidence); absent when nothing. */
  readonly decoding?: Decoding;
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
export interface ReportComparison extends Omit<Comparison, 'verdict'> {
  /** The decision's verdict, or `accepted` for a credible regression the accept label accepted. */
  readonly verdict: ReportVerdict;
  /** A credible regression that would fail the check, accepted by the label (then `fails` is false). */
  readonly accepted?: boolean;
  readonly uncertainty: 'posterior' | 'bootstrap';
  /** Bootstrap details (`uncertainty: bootstrap`): the paired delta's bootstrap distribution. */
  readonly bootstrap?: {
    readonly iterations: number;
    readonly seed: number;
    readonly delta: Interval;
  };
  /** The metric's options as configured (family, k, tau, alpha0, ...), for the JSON report. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The baseline's value in earlier runs of the base branch (`history`), oldest first. */
  readonly trend?: readonly {
    readonly label: string;
    /** The run's head commit (full SHA), when known. */
    readonly commit?: string;
    readonly mu: number;
    readonly lo: number;
    readonly hi: number;
  }[];
}

/** A question whose mean score moved between baseline and candidate. */
export interface ChangedQuestion {
  readonly id: string;
  /** Mean weighted score of the question over its trials. */
  readonly baseline: number;
  readonly candidate: number;
  readonly delta: number;
}

/**
 * A question that went from solved towards failed (its mean score fell), with its counts: the
 * weighted score summed over its trials and the trials, on each side (binary: successes / N).
 */
export interface BrokenQuestion {
  readonly id: string;
  readonly baseline: { readonly score: number; readonly trials: number };
  readonly candidate: { readonly score: number; readonly trials: number };
  /** Candidate mean minus baseline mean (< 0). */
  readonly delta: number;
  /**
   * A short excerpt of the question's text, where a side's log holds it (lm-eval's `doc`,
   * Inspect's and DeepEval's `input`): raw, escaped by the renderer (a code span).
   */
  readonly text?: string;
}

/**
 * Where one side's results came from: the workspace (paths), a git revision (`baseline-ref`),
 * or a workflow run's artifact. URLs are built by the caller from the runner's environment
 * (never from a file, a config or an artifact); the renderer links only https URLs.
 */
export interface SourceProvenance {
  readonly kind: 'workspace' | 'git-ref' | 'artifact';
  /** The commit the files are at (full SHA), when known. */
  readonly commit?: string | null;
  readonly commitUrl?: string | null;
  /** A branch or revision name (as the workflow gave it). */
  readonly ref?: string | null;
  /** The artifact's name and the run that uploaded it. */
  readonly artifact?: string | null;
  readonly run?: {
    readonly number: number;
    readonly url: string | null;
    readonly createdAt: string | null;
  } | null;
  /** Age of the results in days at report time, when known. */
  readonly ageDays?: number | null;
  /** Commits between the baseline's commit and the pull request's base, when not at the base. */
  readonly behindBase?: number | null;
  /** The pull request's base commit (full SHA), when the baseline is measured against it. */
  readonly baseCommit?: string | null;
  /** The age above which the baseline is a warning (`max-baseline-age`), in days. */
  readonly maxAgeDays?: number | null;
  /**
   * `wait-for-baseline`: the run of the baseline's workflow at the pull request's base commit
   * that was still queued or running when the action looked, and what came of waiting for it.
   */
  readonly baseRun?: BaseRunWait | null;
}

/**
 * What waiting for the run at the base commit came to: `completed` (it succeeded during the wait:
 * the baseline is its artifact), `failed` or `cancelled` (it ended without success), `timed-out`
 * (still queued or running when the wait ran out), `stopped` (the wait was given up: the API
 * failed or its rate limit ran low). In every case but `completed` the baseline is the newest
 * ancestor's, as without the wait.
 */
export interface BaseRunWait {
  readonly outcome: 'completed' | 'failed' | 'cancelled' | 'timed-out' | 'stopped';
  /** The run's number and page (the page from the runner's environment only). */
  readonly run: { readonly number: number; readonly url: string | null };
  /** How long the action waited, in seconds. */
  readonly waitedSeconds: number;
  /** The wait allowed (`wait-for-baseline`), in seconds. */
  readonly limitSeconds: number;
  /** GitHub's `conclusion` of a run that ended without success (`failure`, `cancelled`, ...). */
  readonly conclusion?: string | null;
  /** `stopped`: why (one short sentence, no final period). */
  readonly reason?: string | null;
}

/** What the numbers came from: both sides, the config, the run that produced the report. */
export interface Provenance {
  readonly baseline: SourceProvenance;
  readonly candidate: SourceProvenance;
  /** The config file, as the workflow or command named it; null without one. */
  readonly config: string | null;
  /** The workflow run that produced this report (from the runner's environment). */
  readonly workflowRun: { readonly url: string } | null;
}

/** A task folder discovery found on one side: the files read and the rule that found them. */
export interface ReportDiscoveredTask {
  readonly name: string;
  /** `lm-eval`, `inspect`, `helm`, `lighteval`, `opencompass` or `files`. */
  readonly layout: string;
  /** The files read, as the user names them (the folder, then the path in it). */
  readonly files: readonly string[];
  readonly format: string;
  /** The per-sample metric or stat, the filter (lm-eval) and split (HELM) chosen; null when the reader takes the only one. */
  readonly metric: string | null;
  readonly filter: string | null;
  readonly split: string | null;
  /** How the files and options were found, in words. */
  readonly rule: string;
  readonly model: string | null;
  /** Other files of the task not read, and why (older runs, unfinished logs). */
  readonly skipped: readonly { readonly file: string; readonly reason: string }[];
}

/** One side's folder, as discovery walked it. */
export interface ReportDiscoveredSide {
  readonly folder: string;
  /** Files walked. */
  readonly files: number;
  readonly tasks: readonly ReportDiscoveredTask[];
  /** Files no layout used (the first 10). */
  readonly ignored: { readonly count: number; readonly first: readonly string[] };
  readonly notes: readonly string[];
}

/** A group of tasks (lm-eval's group_subtasks, a HELM suite, an Inspect task over several arguments). */
export interface ReportDiscoveredGroup {
  readonly name: string;
  readonly layout: string;
  /** The tasks both sides have, in the group. */
  readonly members: readonly string[];
  readonly subgroups: readonly string[];
  readonly source: string;
  /** `gated`: one comparison over all the members' questions; `report-only`. */
  readonly role: 'gated' | 'report-only';
}

/** What discovery found in one pair of folders (a benchmark whose paths are folders). */
export interface ReportDiscoveryFolder {
  /** The benchmark that named the folders (`flags`, `benchmarks[0]`, `benchmarks`). */
  readonly from: string;
  readonly baseline: ReportDiscoveredSide;
  readonly candidate: ReportDiscoveredSide;
  /** Tasks on both sides: each is a benchmark. */
  readonly compared: readonly string[];
  /** Tasks on one side only: listed, not compared, never a failure by themselves. */
  readonly onlyInBaseline: readonly string[];
  readonly onlyInCandidate: readonly string[];
  readonly groups: readonly ReportDiscoveredGroup[];
  /**
   * Tasks compared although what they ran with differs between the two sides (task arguments,
   * lm-eval's task config, a metric's threshold, the metric or filter each side is read with),
   * with the note naming it. Absent in reports of earlier versions.
   */
  readonly differences?: readonly { readonly task: string; readonly note: string }[];
}

/** Folder discovery (absent when no path named a folder). */
export interface ReportDiscovery {
  readonly folders: readonly ReportDiscoveryFolder[];
  /** How discovered groups were gated. */
  readonly groups: 'gate' | 'subtasks';
  /** Several runs of one task: the newest, or all as trials. */
  readonly timestamps: 'newest' | 'trials';
  /** Gated comparisons made from discovered folders, and their gated usage measures (K). */
  readonly gatedComparisons: number;
  /**
   * `automatic`: Holm was switched on because K > 1; `set`: multiple-comparisons was given (holm
   * or none); `off`: not given, and K ≤ 1.
   */
  readonly holm: 'automatic' | 'set' | 'off';
}

/**
 * Tasks of the baseline's folders with no counterpart in the candidate's (renamed, failed to
 * run, deleted): under `missing-tasks: fail` (the default) they fail the run, unless the pull
 * request's accept label accepts them; under `warn` they are listed.
 */
export interface ReportMissingTasks {
  readonly policy: 'fail' | 'warn';
  /** The tasks, by name, over every pair of folders (empty when none is missing). */
  readonly tasks: readonly string[];
  /** They fail the run: policy `fail`, at least one task, not accepted. */
  readonly fails: boolean;
  /** The accept label accepted them (then `fails` is false). */
  readonly accepted: boolean;
}

/** One benchmark in the report. */
export interface ReportBenchmark {
  readonly name: string;
  /** What discovery made it from (absent for a benchmark the config names). */
  readonly discovered?: {
    readonly layout: string;
    readonly role: 'task' | 'group' | 'subtask';
    readonly group?: string;
  };
  readonly verdict: ReportVerdict;
  readonly margin: number;
  /** Rubric weights w used (null: binary [0, 1] default). */
  readonly weights: readonly number[] | null;
  readonly baseline: ReportSide;
  readonly candidate: ReportSide;
  readonly alignment: ReportAlignment;
  readonly comparisons: readonly ReportComparison[];
  /** The questions that changed most (largest |delta| first). */
  readonly changedQuestions: readonly ChangedQuestion[];
  /**
   * When a gated metric of the benchmark credibly regressed: every question whose mean score
   * fell, largest drop first (empty otherwise).
   */
  readonly brokenQuestions: readonly BrokenQuestion[];
  /**
   * Tokens, time and cost per question, one entry per measure the files carry (empty when they
   * carry none): the means, the ratio and its interval, the gate's verdict.
   */
  readonly usage: readonly UsageComparison[];
  /**
   * A re-sampling run (`resample`): the plan for the benchmark's next stage when a gated
   * comparison cannot tell (absent otherwise).
   */
  readonly plan?: ReportPlan;
  /**
   * A re-sampling run: the stage that decided this benchmark, and a digest of the two sides'
   * tables it was decided on (a later stage checks that a benchmark without a plan got no new
   * trial).
   */
  readonly stage?: { readonly stage: number; readonly digest: string };
}

/**
 * A benchmark's re-sampling plan (decision/plan.ts) as the report carries it: which questions to
 * run again with how many new trials, on both sides, and what each question had (what the next
 * stage checks the new files against).
 */
export interface ReportPlan extends ResamplePlan {
  /** The stage the plan is for. */
  readonly stage: number;
  /** The one-sided level that stage will test at (null: rule overlap). */
  readonly level: number | null;
  /** The metric whose comparison could not tell, which the plan is made for. */
  readonly metric: string;
  /**
   * Each question's successes and trials on each side when the plan was made, in the table's
   * order: the next stage's files must add exactly the planned trials to these.
   */
  readonly before: {
    readonly ids: readonly string[];
    readonly baseline: {
      readonly successes: readonly number[];
      readonly trials: readonly number[];
    };
    readonly candidate: {
      readonly successes: readonly number[];
      readonly trials: readonly number[];
    };
  };
}

/**
 * A run of a gate in stages (`resample`): its stage, the level it tested at and what all stages
 * so far have spent of the run's level (the bound on a false alarm over them), and the
 * benchmarks an earlier stage decided, carried into this report as they were.
 */
export interface ReportStages {
  readonly stage: number;
  /** This stage's one-sided level (null: rule overlap). */
  readonly level: number | null;
  /** What stages 1..stage spent together: the bound on a false alarm over all of them. */
  readonly spent: number | null;
  /** Benchmarks decided at an earlier stage and carried as they were, with that stage. */
  readonly carried: readonly { readonly name: string; readonly stage: number }[];
  /** Benchmarks re-sampled for this stage: the new trials run, and what re-running all would have taken. */
  readonly resampled: readonly {
    readonly name: string;
    readonly questions: number;
    readonly trials: number;
    readonly uniformTrials: number;
    /** The fewest and the most new trials a re-sampled question had, on each side. */
    readonly perQuestion: { readonly min: number; readonly max: number };
  }[];
  /** Benchmarks whose plan asks for another stage (their comparison still cannot tell). */
  readonly rerunNeeded: boolean;
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
  /** Gated comparisons with no credible change (the change is negligible). */
  readonly negligible: number;
  /** Gated comparisons the gate cannot tell (it cannot see a change of the observed size). */
  readonly cannotTell: number;
  /** Gated comparisons rule paired does not apply to (no per-question score). */
  readonly notApplicable: number;
  /** Gated comparisons (report-only ones excluded). */
  readonly gated: number;
  /** Report-only metrics (gate: false). */
  readonly reportOnly: number;
  /** Usage measures gated by a tolerance (`usage-gate`) and compared. */
  readonly usageGated: number;
  /** Gated usage measures that failed (a credible increase beyond the tolerance). */
  readonly usageRegressions: number;
  /** Credible regressions the accept label accepted (not counted in `regressions`). */
  readonly accepted?: number;
}

/**
 * The pull request's accept label (the action's `accept-label`), when the pull request carries
 * it: who added it and when, as GitHub's issue events tell (null when they do not).
 */
export interface ReportAcceptance {
  readonly label: string;
  readonly by: string | null;
  readonly at: string | null;
  /** Credible regressions it accepted (0: the label is on, nothing needed accepting). */
  readonly regressions: number;
}

/**
 * One report merged into this one (`scorio-eval merge`, the action's `merge-reports`): the file,
 * the tool and time it was written by, its benchmarks, its verdict judged alone, and
 * where its numbers came from.
 */
export interface ReportShard {
  /** The file, as named (relative to the workspace when inside it). */
  readonly file: string;
  readonly tool: { readonly name: string; readonly version: string };
  readonly generatedAt: string | null;
  /** Its benchmarks' names, in its order. */
  readonly benchmarks: readonly string[];
  /** Its verdict judged alone, again, under the merging run's settings (the report's own is not read). */
  readonly verdict: ReportVerdict;
  readonly provenance: Provenance | null;
}

/** The whole report: the JSON report is this object serialized. */
export interface ReportData {
  readonly schema: typeof REPORT_SCHEMA;
  readonly tool: { readonly name: string; readonly version: string };
  /** ISO timestamp passed in by the caller (renderers never read the clock); null if not given. */
  readonly generatedAt: string | null;
  readonly verdict: ReportVerdict;
  readonly settings: DecisionSettings & {
    readonly align: AlignMode;
    /** What lost trials (errored, never ran) count as: `fail` (a failure) or `missing`. */
    readonly errors: ErrorsPolicy;
  };
  /** Gated comparisons K of the run, and the false-alarm bound the rule gives (null: overlap). */
  readonly gatedComparisons: number;
  readonly falseAlarmBound: number | null;
  readonly summary: ReportSummary;
  readonly benchmarks: readonly ReportBenchmark[];
  readonly warnings: readonly string[];
  /** Where the numbers came from (absent when the caller did not say). */
  readonly provenance?: Provenance;
  /** The tasks found in folders (absent when no path named a folder). */
  readonly discovery?: ReportDiscovery;
  /** Baseline tasks missing from the candidate's folders (absent when no path named a folder). */
  readonly missingTasks?: ReportMissingTasks;
  /** The accept label, when the pull request carries it (absent otherwise). */
  readonly accepted?: ReportAcceptance;
  /** The reports merged into this one, in order (absent for a report of one run). */
  readonly shards?: readonly ReportShard[];
  /** A gate in stages (`resample`): this stage and what came before (absent otherwise). */
  readonly stages?: ReportStages;
}
