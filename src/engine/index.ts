/**
 * The comparison engine: what the CLI's `compare` and the GitHub Action both run.
 * config -> readers (baseline, candidate) -> alignment -> decision -> report strings.
 *
 * CONTRACT (the action and the CLI code against this shape): CompareRequest, CompareOutcome,
 * Verdict, RegressionSummary. Fields may be added, never removed or renamed.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type CompareConfig,
  type ConfigOverrides,
  DEFAULT_CONFIG_FILE,
  type OverrideSource,
  applyOverrides,
  loadConfig,
} from '../config/index.js';
import { ConfigError } from '../errors.js';
import { type RunResult, runComparison } from './run.js';

/** The run's verdict (the same union as the decision layer's). */
export type Verdict = 'regression' | 'improvement' | 'no-change';

/** One gated or report-only metric that credibly regressed, for annotations and the failure line. */
export interface RegressionSummary {
  readonly benchmark: string;
  readonly metric: string;
  readonly baseline: number;
  readonly candidate: number;
  readonly delta: number;
  /** One line a reviewer understands, e.g. `aime24 pass@4: 0.712 -> 0.655 (-0.057), rho 0.99`. */
  readonly message: string;
}

/** What `compare` returns: the verdict, the regressions and the rendered reports. */
export interface CompareOutcome {
  readonly verdict: Verdict;
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
  /** The report data behind `json` (added, optional so test fakes need not build one). */
  readonly report?: RunResult['report'];
}

/** What `compare` runs: a config file and/or overrides, and where paths resolve. */
export interface CompareRequest {
  /** Path of a YAML config file (optional if `overrides` define a benchmark). */
  readonly configFile?: string;
  /**
   * Settings from CLI flags / action inputs; they win over the file. The config layer's type:
   * values are validated here (`applyOverrides`), with errors naming the flag or input.
   */
  readonly overrides?: ConfigOverrides;
  /** Directory relative paths resolve against (the workspace). */
  readonly cwd: string;
  /** When set, baseline paths are resolved against this directory instead (files materialized from a git ref). */
  readonly baselineRoot?: string;
  /** Added: how overrides are named in error messages: `flag` (`--confidence`, default) or `input` (`input "confidence"`). */
  readonly overrideSource?: OverrideSource;
  /** Added: the report's timestamp (default: now). Pass one for reproducible output. */
  readonly now?: Date;
  /** Added: where the full report is, for the comment's truncation note (default `the job summary`). */
  readonly fullReportHint?: string;
}

/**
 * Resolves the config: the file (given, or `.github/scorio.yml` when it exists and no
 * baseline/candidate override is given), then the overrides on top.
 */
export async function resolveConfig(request: CompareRequest): Promise<CompareConfig> {
  const overrides = request.overrides ?? {};
  let file = request.configFile;
  const pathsGiven = overrides.baseline !== undefined || overrides.candidate !== undefined;
  if (file === undefined && !pathsGiven) {
    const fallback = resolve(request.cwd, DEFAULT_CONFIG_FILE);
    if (existsSync(fallback) && statSync(fallback).isFile()) file = DEFAULT_CONFIG_FILE;
    else
      throw new ConfigError(
        `nothing to compare: give a config file (default ${DEFAULT_CONFIG_FILE}), or both a baseline and a candidate`,
        'config',
      );
  }
  const base = file !== undefined ? await loadConfig(file, request.cwd) : undefined;
  const hasOverrides = Object.values(overrides).some((v) => v !== undefined);
  if (base && !hasOverrides) return base;
  return applyOverrides(base, overrides, { source: request.overrideSource ?? 'flag' });
}

/**
 * Runs a comparison: reads the baseline and candidate of every benchmark, aligns them on question
 * id, computes each metric's interval (or paired bootstrap), applies the decision rule and renders
 * the JSON report, the PR comment (<= 65,536 characters) and the job summary (<= 1 MiB).
 * Throws a ScorioError (ConfigError / InputError) for bad config or files.
 */
export async function compare(request: CompareRequest): Promise<CompareOutcome> {
  const config = await resolveConfig(request);
  const result = await runComparison(config, {
    cwd: request.cwd,
    ...(request.baselineRoot !== undefined ? { baselineRoot: request.baselineRoot } : {}),
    now: request.now ?? new Date(),
    fullReportHint: request.fullReportHint ?? 'the job summary',
  });
  return {
    verdict: result.report.verdict,
    regressions: result.regressions,
    improvements: result.report.summary.improvements,
    json: result.json,
    comment: result.comment,
    markdown: result.markdown,
    warnings: result.report.warnings,
    report: result.report,
  };
}

export { score, type ScoreRequest, type ScoreResult } from './score.js';
export { TOOL_VERSION } from './version.js';
export {
  rank,
  baselineVerdict,
  parseModelArgument,
  type BaselineVerdict,
  type RankModelSource,
  type RankOutcome,
  type RankRequest,
  type RankedSource,
} from './rank.js';
