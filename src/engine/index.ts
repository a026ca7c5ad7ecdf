/**
 * The comparison engine: what the CLI's `compare` and the GitHub Action both run.
 * config -> readers (baseline, candidate) -> alignment -> decision -> report strings.
 *
 * CONTRACT (the action and the CLI code against this shape; the implementation fills it in):
 */
import type { AlignMode } from '../readers/types.js';

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
}

export interface CompareRequest {
  /** Path of a YAML config file (optional if `overrides` define a benchmark). */
  readonly configFile?: string;
  /** Settings from CLI flags / action inputs; they win over the file. */
  readonly overrides?: {
    readonly baseline?: string;
    readonly candidate?: string;
    readonly format?: string;
    readonly metrics?: readonly string[];
    readonly weights?: readonly number[];
    readonly confidence?: number;
    readonly rule?: 'overlap' | 'z';
    readonly margin?: number;
    readonly align?: AlignMode;
  };
  /** Directory relative paths resolve against (the workspace). */
  readonly cwd: string;
  /** When set, baseline paths are resolved against this directory instead (files materialized from a git ref). */
  readonly baselineRoot?: string;
}

export async function compare(_request: CompareRequest): Promise<CompareOutcome> {
  throw new Error('compare: not implemented yet');
}
