/**
 * The leaderboard engine's contract: what `rank` takes and returns (the CLI's `rank` and the
 * action's `candidates` mode code against these shapes). Fields may be added, never removed.
 */
import type { OverrideSource, RunPolicy } from '../config/index.js';
import type { Leaderboard } from '../decision/index.js';
import type { Rule } from '../decision/types.js';
import type { AlignMode, ErrorsPolicy, FormatName, ReadOptions } from '../readers/types.js';
import type { Verdict } from './types.js';

/** One model to rank: a unique name and its result files (paths or globs, merged per question). */
export interface RankModelSource {
  readonly name: string;
  readonly paths: readonly string[];
}

/** What `rank` reads and how it decides. Settings are validated like `compare`'s overrides. */
export interface RankRequest {
  /** The candidates (at least one; with the baseline, at least two models in all). */
  readonly models: readonly RankModelSource[];
  /** The reference model: ranked with the others, and the verdict is against it. */
  readonly baseline?: RankModelSource;
  /** Benchmark name shown in the report (optional). */
  readonly benchmark?: string;
  /** Metric names (short form, e.g. `bayes`, `pass@4`); default `bayes`. */
  readonly metrics?: readonly string[];
  /** Format of every file; default `auto`. */
  readonly format?: FormatName | 'auto';
  /** Further reader options (columns, threshold, scorer, ...), for library callers. */
  readonly read?: Omit<ReadOptions, 'format' | 'confine'>;
  /** Rubric weights, one per label 0..C. */
  readonly weights?: readonly number[];
  readonly confidence?: number;
  readonly rule?: Rule;
  readonly minConfidence?: number;
  /** Rule paired: the one-sided level (default 0.01). */
  readonly alpha?: number;
  /**
   * `holm` (default) or `none`: how the K (K − 1) / 2 pair decisions share their error rate
   * (rules z and paired; rule overlap decides each pair on its own). See docs/leaderboard.md.
   */
  readonly multipleComparisons?: string;
  /** `strict` (default): every model must have the same question ids; `intersect`: the common ones. */
  readonly align?: AlignMode;
  /** What a lost trial (errored, never ran) counts as: `fail` (default) or `missing`. */
  readonly errors?: ErrorsPolicy;
  /**
   * Rank logs whose files name different tasks (refused by default, as `compare` refuses them);
   * default: the config file's `allow-task-mismatch`, else false.
   */
  readonly allowTaskMismatch?: boolean;
  /**
   * Let the models' files lie outside `cwd`. Only matters when the paths come from action inputs
   * (`overrideSource: 'input'`): paths given as CLI flags or by a library caller are never
   * confined, as for `compare`.
   */
  readonly allowOutsideWorkspace?: boolean;
  /**
   * The trust boundary, as for `compare`: with `trustConfig: false` (the action) the config
   * file's `allow-outside-workspace` is ignored with a warning; the limits apply to the reads.
   */
  readonly policy?: RunPolicy;
  /**
   * A YAML config whose top-level settings (confidence, rule, min-confidence, align,
   * allow-outside-workspace) apply under the request's own; its benchmarks are not used.
   */
  readonly configFile?: string;
  /** How settings are named in error messages: `flag` (default) or `input`. */
  readonly overrideSource?: OverrideSource;
  /** Directory relative paths resolve against. */
  readonly cwd: string;
  /** When set, the baseline's paths resolve against this directory (files from a git ref). */
  readonly baselineRoot?: string;
  /** The report's timestamp (default: now). */
  readonly now?: Date;
  /** Where the full report is, for the comment's truncation note (default `the job summary`). */
  readonly fullReportHint?: string;
}

/**
 * A {@link RankRequest} whose settings are the strings a command line typed (the CLI's): the
 * engine validates them as `compare` does, naming the flag. Library callers use `RankRequest`.
 */
export type UncheckedRankRequest = Omit<RankRequest, 'format' | 'rule' | 'align' | 'errors'> & {
  readonly format?: string;
  readonly rule?: string;
  readonly align?: string;
  readonly errors?: string;
};

/** Where each candidate stands against the baseline on the deciding leaderboard. */
export interface BaselineVerdict {
  readonly baseline: string;
  readonly benchmark: string | null;
  /** The first gating metric: its leaderboard decides the verdict. */
  readonly metric: string;
  readonly verdict: Verdict;
  /** Candidates credibly above the baseline (rank order). */
  readonly above: readonly string[];
  /** Candidates credibly below it. */
  readonly below: readonly string[];
  /** Candidates the rule cannot order against it (tied means included). */
  readonly unresolved: readonly string[];
}

/** One model as read: files, formats and sizes after alignment. */
export interface RankedSource {
  readonly name: string;
  readonly baseline: boolean;
  readonly files: readonly string[];
  readonly formats: readonly string[];
  /** Questions in its files (before alignment). */
  readonly questions: number;
  /** Questions left out by `align: intersect` (not in every model). */
  readonly leftOut: number;
  readonly trials: { readonly min: number; readonly max: number };
  readonly maxLabel: number;
}

/** What `rank` returns: the leaderboards, the verdict and the rendered reports. */
export interface RankOutcome {
  /** `no-change` without a baseline. */
  readonly verdict: Verdict;
  /** Null without a baseline. */
  readonly versusBaseline: BaselineVerdict | null;
  /** One leaderboard per metric, in the order of the metrics. */
  readonly boards: readonly Leaderboard[];
  /** The model credibly first on the first leaderboard (alone in the top group); null when none is. */
  readonly leader: string | null;
  /** The top group of the first leaderboard, in rank order. */
  readonly topGroup: readonly string[];
  /** One line saying the verdict, for logs and the failure message. */
  readonly verdictLine: string;
  readonly models: readonly RankedSource[];
  /** The questions every model was scored on. */
  readonly questions: number;
  /** The JSON report (schema `scorio-eval-leaderboard/1`), serialized. */
  readonly json: string;
  /** Markdown for a PR comment: at most 65,536 characters. */
  readonly comment: string;
  /** Markdown for the job summary / terminal: at most 1 MiB (UTF-8). */
  readonly markdown: string;
  /** Non-fatal notes (questions left out by `align: intersect`, reader warnings, ...). */
  readonly warnings: readonly string[];
}

/** Longest model name accepted. */
