/**
 * Readers: the files eval tools write -> count tables keyed by question id.
 *
 * `readOutcomes` reads one benchmark (paths or globs, several files merged); `alignTables` joins a
 * baseline and a candidate on question id. One function per format for direct use.
 */
export type {
  AlignMode,
  AlignOptions,
  Alignment,
  ErrorsPolicy,
  FormatName,
  LostTrials,
  ReadDecoding,
  ReadOptions,
  ReadOutcomesOptions,
  ReadResult,
  Reader,
  TaskIdentity,
  ReadUsage,
  UsageMeasureId,
  UsageSums,
} from './types.js';
export { mergeDecoding } from './decoding.js';
export { USAGE_MEASURE_IDS, MAX_USAGE_VALUE, mergeUsage } from './usage.js';
export { alignTables, withCategories } from './align.js';
export { readOutcomes, mergeTables } from './read-outcomes.js';
export { DEFAULT_MAX_UNZIPPED_BYTES, UnzipLimitError } from './zip.js';
export { DEFAULT_MAX_READ_BYTES, ReadBudget } from './read-budget.js';
export { extractZip, type ExtractOptions, type Extracted } from './zip-extract.js';
export { readers, readerFor, detectFormat, SNIFF_BYTES } from './registry.js';
export { readWideCsv } from './csv-wide.js';
export { readLongCsv, readCountsCsv } from './csv-long.js';
export { readLongJsonl, readCountsJsonl } from './jsonl-long.js';
export { readJsonMatrix } from './json-matrix.js';
export { readNpy } from './npy.js';
export { readNpz } from './npz.js';
export { readInspectEval } from './inspect-eval.js';
export { readInspectJson } from './inspect-json.js';
export {
  BINARY_LABELS,
  PARTIAL_CREDIT_LABELS,
  PARTIAL_CREDIT_WEIGHTS,
  PartialCreditError,
} from './inspect.js';
export { readOpenCompass } from './opencompass.js';
export { readLmEvalSamples } from './lm-eval.js';
export { readPromptfoo } from './promptfoo.js';
export { readHelm } from './helm.js';
export { readLighteval } from './lighteval.js';
export { readDeepEval } from './deepeval.js';
