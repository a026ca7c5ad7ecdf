/**
 * The registry of formats: every reader, loaded eagerly (the library API). The CLI and the
 * action load only the reader a file needs (load-reader.ts); detection is in detect.ts.
 */
import { ConfigError, showValue } from '../errors.js';
import { countsCsvReader, longCsvReader } from './csv-long.js';
import { wideCsvReader } from './csv-wide.js';
import { deepEvalReader } from './deepeval.js';
import { helmReader } from './helm.js';
import { inspectEvalReader } from './inspect-eval.js';
import { inspectJsonReader } from './inspect-json.js';
import { jsonMatrixReader } from './json-matrix.js';
import { countsJsonlReader, longJsonlReader } from './jsonl-long.js';
import { lightevalReader } from './lighteval.js';
import { lmEvalSamplesReader } from './lm-eval.js';
import { npyReader } from './npy.js';
import { npzReader } from './npz.js';
import { openCompassReader } from './opencompass.js';
import { promptfooReader } from './promptfoo.js';
import type { FormatName, Reader } from './types.js';

/** Every format, one reader each. */
export const readers: readonly Reader[] = [
  wideCsvReader,
  longCsvReader,
  longJsonlReader,
  jsonMatrixReader,
  npyReader,
  npzReader,
  countsCsvReader,
  countsJsonlReader,
  inspectEvalReader,
  inspectJsonReader,
  openCompassReader,
  lmEvalSamplesReader,
  promptfooReader,
  helmReader,
  lightevalReader,
  deepEvalReader,
];

/** The reader of a format name; an unknown name is a `ConfigError` listing the known ones. */
export function readerFor(format: FormatName): Reader {
  const reader = readers.find((r) => r.name === format);
  if (!reader)
    throw new ConfigError(
      `format ${showValue(format)} is not known; expected auto or one of ${readers.map((r) => r.name).join(', ')}.`,
      'format',
    );
  return reader;
}

export { SNIFF_BYTES, detectFormat } from './detect.js';
