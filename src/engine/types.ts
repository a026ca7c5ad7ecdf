/**
 * The engine's contract: what the action and the CLI code against (CompareRequest,
 * CompareOutcome, Verdict, RegressionSummary). Fields may be added, never removed or renamed.
 */
import type {
  ConfigOverrides,
  OverrideSource,
  RunPolicy,
  UncheckedOverrides,
} from '../config/index.js';
import type { ReadBudget } from '../readers/read-budget.js';
import type { Provenance, ReportData } from '../report/index.js';

/** The run's verdict (the same union as the decision layer's). */
export type Verdict = 'regression' | 'improvement' | 'no-change';

/**
 * A comparison run's verdict: the decision's, or `accepted` when every credible regression was
 * accepted by the pull request's accept label (`CompareRequest.acceptance`): the check passes.
 */
export type CompareVerdict = Verdict | 'accepted';

/** One gated or report-only metric that credibly regressed, for annotations and the failure line. */
export interface RegressionSummary {
  readonly benchmark: string;
  readonly metric: string;
  readonly baseline: number;
  readonly candidate: number;
  readonly delta: number;
  /** One line a reviewer understands, e.g. `aime24 pass@4: -5.7 points (71.2 -> 65.5), rho 0.990`. */
  readonly message: string;
  /** The config file's line where the benchmark starts, when it came from a config. */
  readonly configLine?: number;
}

/** What `compare` returns: the verdict, the regressions and the rendered reports. */
export interface CompareOutcome {
  readonly verdict: CompareVerdict;
  /** Gating metrics that credibly regressed (after the margin). */
  readonly regressions: readonly RegressionSummary[];
  readonly improvements: number;
  /** The JSON report (schema `scorio-eval-report/1`), serialized. */
  readonly json: string;
  /** Markdown for a PR comment: at most 65,536 characters. */
  readonly comment: string;
  /** Markdown for the job summary / terminal: at most 1 MiB. */
  readonly markdown: string;
  /** Non-fatal notes (alignment dropped ids, missing trials, ...). */
  readonly warnings: readonly string[];
  /** The report data behind `json` (always set: `json` is this object serialized). */
  readonly report: ReportData;
}

/** What `compare` runs: a config file and/or overrides, and where paths resolve. */
export interface CompareRequest {
  /** Path of a YAML config file (optional if `overrides` define a benchmark). */
  readonly configFile?: string;
  /**
   * Settings from CLI flags / action inputs / the caller; they win over the file. Typed unions
   * (`rule: 'overlap' | 'z' | 'paired'`, ...); values are validated again at run time
   * (`applyOverrides`), with errors naming the flag or input.
   */
  readonly overrides?: ConfigOverrides;
  /**
   * Added: the baseline and the candidate, shorthands of `overrides.baseline` / `overrides.candidate`
   * (files, globs, or folders: `compare({ baseline: 'main-results/', candidate: 'pr-results/' })`
   * compares every task the two folders hold, docs/formats.md).
   */
  readonly baseline?: string;
  readonly candidate?: string;
  /** Directory relative paths resolve against (the workspace). Default: the process's. */
  readonly cwd?: string;
  /** When set, baseline paths are resolved against this directory instead (files materialized from a git ref or an artifact). */
  readonly baselineRoot?: string;
  /** When set, candidate paths are resolved against this directory (an artifact of the triggering run). */
  readonly candidateRoot?: string;
  /** Earlier baselines of the base branch, oldest first, for the trend of every gated metric. */
  readonly history?: readonly HistoryPoint[];
  /**
   * What the run may read and spend, and whether the config file may change that (the trust
   * boundary). Default: the config is trusted (CLI, library); the action passes
   * `{ trustConfig: false, ... }` with the limits from its inputs.
   */
  readonly policy?: RunPolicy;
  /**
   * Added: the read budget the run shares with what was read before it (the action's artifacts,
   * unpacked under the same `max-read-bytes`). Default: a new one of `policy.maxReadBytes`.
   */
  readonly readBudget?: ReadBudget;
  /** Added: how overrides are named in error messages: `flag` (`--confidence`, default) or `input` (`input "confidence"`). */
  readonly overrideSource?: OverrideSource;
  /**
   * Where the numbers come from, for the footer and the JSON report (the action fills it from the
   * runner's environment). Default: baseline and candidate from the workspace (the baseline from a
   * git ref when `baselineRoot` is set), and the config file.
   */
  readonly provenance?: Partial<Provenance>;
  /** Links question ids in the report: an http(s) URL with `{id}` (CLI --questions-url, input questions-url). */
  readonly questionsUrl?: string;
  /** Added: the report's timestamp (default: now). Pass one for reproducible output. */
  readonly now?: Date;
  /** Added: where the full report is, for the comment's truncation note (default `the job summary`). */
  readonly fullReportHint?: string;
  /**
   * Added: the pull request carries the accept label (the action's `accept-label`): credible
   * regressions are reported as accepted and do not fail (verdict `accepted`); the report names
   * the label, and who added it and when when known.
   */
  readonly acceptance?: Acceptance;
  /**
   * Added: a gate in stages (decision/staged.ts). `resample: true` makes this run stage 1: it
   * decides at half the level and plans, for each comparison it cannot tell, which questions to
   * run again (`benchmarks[].plan`). Workflow-only (a config cannot set it: it spends the level).
   */
  readonly resample?: boolean;
  /**
   * Added: the previous stage's JSON report: this run is the next stage. Its files are the
   * previous stage's plus the re-run files, exactly the planned trials.
   */
  readonly previousReport?: string;
}

/** An accept label on the pull request, and who added it when (null: GitHub did not say). */
export interface Acceptance {
  readonly label: string;
  readonly by: string | null;
  readonly at: string | null;
}

/** One earlier baseline for the trend: where its files are and what to call it. */
export interface HistoryPoint {
  /** e.g. `#412`. */
  readonly label: string;
  /** The folder the baseline paths resolve against (an unpacked artifact). */
  readonly root: string;
  readonly commit?: string;
}

/**
 * A {@link CompareRequest} whose settings are the strings a command line typed (the CLI's): the
 * engine validates them, naming the flag. Library callers use `CompareRequest`.
 */
export type UncheckedCompareRequest = Omit<CompareRequest, 'overrides'> & {
  readonly overrides?: UncheckedOverrides;
};
