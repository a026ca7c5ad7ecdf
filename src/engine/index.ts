/**
 * The engine: what the CLI's `compare`, `score` and `rank` and the GitHub Action run.
 *
 * CONTRACT (the action and the CLI code against these shapes, in types.ts): CompareRequest,
 * CompareOutcome, Verdict, RegressionSummary. Fields may be added, never removed or renamed.
 */
export { compare, compareUnchecked, resolveConfig } from './compare.js';
export type {
  Acceptance,
  CompareOutcome,
  CompareRequest,
  CompareVerdict,
  RegressionSummary,
  UncheckedCompareRequest,
  Verdict,
} from './types.js';
export type { HistoryPoint } from './types.js';
export { DEFAULT_MAX_REPORT_BYTES, mergeReports, type MergeRequest } from './merge-reports.js';
export { score, type ScoreRequest, type ScoreResult } from './score.js';
export {
  measureRunSpread,
  type MeasureRunSpread,
  type RunSpreadRequest,
  type RunSpreadResult,
} from './run-spread.js';
export { TOOL_VERSION } from './version.js';
export {
  rank,
  rankUnchecked,
  baselineVerdict,
  parseModelArgument,
  type BaselineVerdict,
  type RankModelSource,
  type RankOutcome,
  type RankRequest,
  type RankedSource,
  type UncheckedRankRequest,
} from './rank.js';
