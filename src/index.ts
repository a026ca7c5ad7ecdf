/**
 * scorio eval-action as a library: metrics with credible intervals on count tables, readers for
 * the files eval tools write, and the comparison engine behind the GitHub Action and the CLI.
 */
export * from './errors.js';
export * from './metrics/index.js';
export * from './readers/index.js';
export * from './config/index.js';
export * from './decision/index.js';
export * from './report/index.js';
export {
  compare,
  measureRunSpread,
  mergeReports,
  rank,
  resolveConfig,
  score,
  TOOL_VERSION,
  type Acceptance,
  type CompareOutcome,
  type CompareRequest,
  type CompareVerdict,
  type MergeRequest,
  type MeasureRunSpread,
  type RunSpreadRequest,
  type RunSpreadResult,
  type RegressionSummary,
  type BaselineVerdict,
  type RankModelSource,
  type RankOutcome,
  type RankRequest,
  type RankedSource,
  type ScoreRequest,
  type ScoreResult,
} from './engine/index.js';
// A folder given as baseline or candidate holds more files than `maxFolderFiles` allows.
export { FolderLimitError } from './engine/discover/walk.js';
