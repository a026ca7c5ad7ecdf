/**
 * The reader of one format, loaded when a file of that format is read: a dynamic import per
 * format, so that the bundle keeps each reader (and its libraries: zip, zstd, streaming JSON) in
 * a chunk of its own and a command pays at start only for the formats it reads.
 */
import { ConfigError, showValue } from '../errors.js';
import type { FormatName, Reader } from './types.js';

/**
 * @example (await loadReader('npy')).read('runs/base.npy', {})
 */
export async function loadReader(format: FormatName): Promise<Reader> {
  switch (format) {
    case 'csv-wide':
      return (await import('./csv-wide.js')).wideCsvReader;
    case 'csv-long':
      return (await import('./csv-long.js')).longCsvReader;
    case 'counts-csv':
      return (await import('./csv-long.js')).countsCsvReader;
    case 'jsonl-long':
      return (await import('./jsonl-long.js')).longJsonlReader;
    case 'counts-jsonl':
      return (await import('./jsonl-long.js')).countsJsonlReader;
    case 'json':
      return (await import('./json-matrix.js')).jsonMatrixReader;
    case 'npy':
      return (await import('./npy.js')).npyReader;
    case 'npz':
      return (await import('./npz.js')).npzReader;
    case 'inspect-eval':
      return (await import('./inspect-eval.js')).inspectEvalReader;
    case 'inspect-json':
      return (await import('./inspect-json.js')).inspectJsonReader;
    case 'opencompass':
      return (await import('./opencompass.js')).openCompassReader;
    case 'lm-eval':
      return (await import('./lm-eval.js')).lmEvalSamplesReader;
    case 'promptfoo':
      return (await import('./promptfoo.js')).promptfooReader;
    case 'helm':
      return (await import('./helm.js')).helmReader;
    case 'lighteval':
      return (await import('./lighteval.js')).lightevalReader;
    case 'deepeval':
      return (await import('./deepeval.js')).deepEvalReader;
    default: {
      const unknown: never = format;
      throw new ConfigError(`format ${showValue(unknown)} is not known`, 'format');
    }
  }
}
