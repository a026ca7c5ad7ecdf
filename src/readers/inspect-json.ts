/**
 * Inspect AI legacy single-file `.json` logs (log format before `.eval`).
 */
import { showValue } from '../errors.js';
import { fail, readText, singleResult } from './common.js';
import { inspectTable } from './inspect.js';
import { headerFields } from './inspect-eval.js';
import { parseJsonTolerant } from './lines.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/**
 * Reads an Inspect AI legacy `.json` log: the top-level `samples` list (one entry per sample x
 * epoch), with the same scorer, label and dedupe rules as `readInspectEval`. The file is parsed
 * whole (bare `NaN` accepted); logs written without samples are an error.
 *
 * @example
 * (await readInspectJson('logs/2025-05-12_popularity.json')).table.ids // ['1', '2', '3']
 */
export async function readInspectJson(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const warnings: string[] = [];
  const doc = parseJsonTolerant(await readText(path), { file: path });
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc) || !('eval' in doc))
    fail({ file: path }, 'is not an Inspect log (expected an object with "eval" and "samples").');
  const samples = (doc as { samples?: unknown }).samples;
  if (!Array.isArray(samples))
    fail(
      { file: path, field: 'samples' },
      `${samples === undefined ? 'missing' : `is ${showValue(samples)}`}: the log has no per-sample results (written with log_samples off?).`,
    );
  const table = inspectTable(
    { samples, source: 'samples', ...headerFields(doc) },
    path,
    options,
    warnings,
  );
  return singleResult(path, 'inspect-json', table, warnings);
}

export const inspectJsonReader: Reader = {
  name: 'inspect-json',
  extensions: ['.json'],
  sniff: (head) => {
    const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
    return /^\s*\{\s*"version"\s*:\s*\d+/.test(text) && /"eval"\s*:\s*\{/.test(text);
  },
  read: readInspectJson,
};
