/**
 * The validated, typed config the engine runs (what schema.ts parses a file into and
 * overrides.ts builds from flags and inputs).
 */
import type { MetricSpec } from '../decision/catalog.js';
import type { MultipleComparisons, Rule } from '../decision/types.js';
import type { UsageGate, UsageRunSpread } from '../decision/usage-types.js';
import type { AlignMode, ErrorsPolicy, ReadOptions } from '../readers/types.js';

/** A validated, typed config: what the engine runs. */
export interface CompareConfig {
  /** The config file, when there is one. */
  readonly file?: string;
  readonly confidence: number;
  readonly rule: Rule;
  readonly minConfidence: number;
  /** Rule `paired`: the one-sided level (default 0.01). */
  readonly alpha: number;
  /** Rules `paired` and `z`: `holm` adjusts over the run's gated comparisons (default `none`). */
  readonly multipleComparisons: MultipleComparisons;
  readonly margin: number;
  readonly align: AlignMode;
  /**
   * What lost trials (errored samples, samples that never ran) count as: `fail` (default) a
   * failure, `missing` left out. Optional for configs built by hand; the engine defaults it.
   */
  readonly errors?: ErrorsPolicy;
  /**
   * Compare logs whose files name different tasks (Inspect task, lm-eval task or documents, HELM
   * run) instead of refusing them. Default false.
   */
  readonly allowTaskMismatch?: boolean;
  /**
   * Whether result files may lie outside the workspace (absolute paths, `../`, symbolic links
   * that lead out). Default false: such paths are refused, so a pull request that edits the config
   * cannot make the action read files elsewhere on the runner.
   */
  readonly allowOutsideWorkspace?: boolean;
  /**
   * In the action: the name of the workflow artifact the baseline files come from (uploaded by a
   * run of the same workflow on the pull request's base branch); `baseline` paths then resolve
   * inside it. The input `baseline-artifact` wins. The CLI and the library ignore it.
   */
  readonly baselineArtifact?: string;
  /**
   * Folder discovery (a benchmark whose paths are folders, or `benchmarks: auto`): how a group the
   * harness defines is gated (`gate`, default: the group as one comparison, its subtasks
   * report-only; `subtasks`: each subtask, the group report-only), and several runs of one task
   * (`newest`, default, or `trials`).
   */
  readonly groups?: 'gate' | 'subtasks';
  readonly timestamps?: 'newest' | 'trials';
  /**
   * Folder discovery: a task of the baseline's folder with no counterpart in the candidate's
   * (renamed, failed to run, deleted) fails the run (`fail`, default) or is listed (`warn`). A task
   * only in the candidate never fails.
   */
  readonly missingTasks?: MissingTasksPolicy;
  /** Whether `multiple-comparisons` was set (config, flag or input): discovery's automatic Holm never overrides it. */
  readonly multipleComparisonsSet?: boolean;
  /**
   * Tokens, time and cost: the largest tolerated relative increase per question, by measure
   * (`{ 'total-tokens': 0.1 }`); a credible increase beyond it fails the run. Absent:
   * report-only. A benchmark's own `usageGate` replaces it.
   */
  readonly usageGate?: UsageGate;
  /**
   * How much a whole run's mean per question varies between repeated runs of one commit, by
   * measure (a coefficient of variation, `{ seconds: 0.06 }`): the usage test and interval count
   * it as noise. Absent: runs vary by their trials only.
   */
  readonly usageRunSpread?: UsageRunSpread;
  readonly benchmarks: readonly BenchmarkConfig[];
}

/** `missing-tasks`: what a baseline task missing from the candidate's folder does to the run. */
export type MissingTasksPolicy = 'fail' | 'warn';

/**
 * Who wrote a path: the config file or action inputs (confined to the workspace unless
 * `allow-outside-workspace`), or a command-line flag (the user's own choice: never confined).
 */
export type PathSource = 'config' | 'input' | 'flag';

/** One validated benchmark: files, reader options, weights, margin, metrics. */
export interface BenchmarkConfig {
  readonly name: string;
  /**
   * The name is the candidate file's, made up for a benchmark given by flags or inputs without a
   * name: the engine replaces it with the task the logs name, when they name one.
   */
  readonly namedAfterFile?: boolean;
  /** Where it came from, for messages: `benchmarks[0]` (or `flags`). */
  readonly path: string;
  /** Files or globs, relative to the workspace. */
  readonly baseline: readonly string[];
  readonly candidate: readonly string[];
  /** The line of the config file the benchmark starts on (for check-run annotations). */
  readonly line?: number;
  /** Who wrote the baseline and candidate paths (absent: both from the config). */
  readonly pathSource?: { readonly baseline: PathSource; readonly candidate: PathSource };
  /** Reader options (format, threshold, columns, ...). */
  readonly read: ReadOptions;
  /** Rubric weights w (categories 0..C); absent: binary [0, 1] or the weights a file carries. */
  readonly weights?: readonly number[];
  /** Margin for this benchmark (overrides the top-level one). */
  readonly margin?: number;
  /** This benchmark's usage gate (replaces the top-level one). */
  readonly usageGate?: UsageGate;
  readonly metrics: readonly MetricSpec[];
  /**
   * `benchmarks: auto`: the paths are folders whose tasks discovery finds (src/engine/discover);
   * either path may be empty until a flag or an input gives it.
   */
  readonly discover?: boolean;
  /**
   * A group of discovered tasks read as one benchmark (lm-eval's `mmlu` over its subtasks): per
   * side, each part's files with its own reader options, its question ids prefixed with its task
   * (`mmlu_anatomy/0`), so the group is the micro-average over all their questions.
   */
  readonly parts?: {
    readonly baseline: readonly BenchmarkPart[];
    readonly candidate: readonly BenchmarkPart[];
  };
  /**
   * A discovered task's reader options for one side, on top of `read`: each side is read as its
   * own harness version wrote it (lm-eval's filter, a log's format).
   */
  readonly sideRead?: { readonly baseline?: ReadOptions; readonly candidate?: ReadOptions };
  /**
   * What pairing a discovered task's two sides found: a note naming what really differs between
   * them (settings, how each is read), and the documents each side's harness counted.
   */
  readonly pairing?: {
    readonly note?: string;
    readonly documents?: {
      readonly baseline?: DocumentCount;
      readonly candidate?: DocumentCount;
    };
  };
  /** What discovery made this benchmark from: a task, a group of tasks, or a task of a group. */
  readonly discovered?: {
    readonly layout: string;
    readonly role: 'task' | 'group' | 'subtask';
    /** The group a subtask belongs to (the top-level one). */
    readonly group?: string;
  };
}

/** Documents a harness counted for a task, and where it says so (`results_<timestamp>.json`). */
export interface DocumentCount {
  readonly count: number;
  readonly source: string;
}

/** One task of a group benchmark: its files (relative to the side's root) and reader options. */
export interface BenchmarkPart {
  readonly task: string;
  readonly paths: readonly string[];
  readonly read: ReadOptions;
}
