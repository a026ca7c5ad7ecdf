/**
 * `format: auto`: a file's format from its extension and first bytes. Light on purpose: it imports
 * no reader, so that the CLI loads only the one reader the file needs (load-reader.ts).
 */
import { extensionOf } from './common.js';
import type { FormatName, ReadOptions } from './types.js';

/** The header cells of a CSV head (lower-cased, unquoted), for format detection. */
export function firstLineCells(head: Uint8Array): string[] {
  let text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const nl = text.indexOf('\n');
  const line = (nl < 0 ? text : text.slice(0, nl)).replace(/\r$/, '');
  return line.split(/[,\t;]/).map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
}

/** The first line of a JSON Lines head, for format detection. */
export function firstJsonLine(head: Uint8Array): string {
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
  const nl = text.indexOf('\n');
  return nl < 0 ? text : text.slice(0, nl);
}

/** Bytes of the head `detectFormat` wants. */
export const SNIFF_BYTES = 64 * 1024;

const NUMPY_MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const PARQUET_MAGIC = [0x50, 0x41, 0x52, 0x31]; // PAR1

function startsWith(head: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => head[i] === b);
}

/**
 * Detects the format of a file from its extension and its first bytes (`SNIFF_BYTES` of them).
 *
 * `.eval` is an Inspect log; `.npy`/`.npz` NumPy; `.parquet` lighteval details; `.json` a promptfoo
 * results file (`evalId` first), a DeepEval test run (`testRunData` first), an Inspect legacy log (a `version` number first and an `eval`
 * object), a HELM `per_instance_stats.json` (a list of objects starting with `instance_id`), an
 * OpenCompass results file (a `details` list) or a matrix; `.jsonl`
 * lm-evaluation-harness samples (`doc_id` and `filter`), a count table (`count`) or long records;
 * `.csv`/`.tsv` a count table (`outcome` and `count` columns), long (an `outcome` column) or wide.
 * Other extensions are sniffed by content. Column names follow `options` (`outcomeColumn`, ...).
 *
 * @example detectFormat('runs/base.csv', head) // 'csv-wide' for "q1,1,0,1\n..."
 */
export function detectFormat(
  path: string,
  head: Uint8Array,
  options: ReadOptions = {},
): FormatName {
  const ext = extensionOf(path);
  if (ext === '.npy' || startsWith(head, NUMPY_MAGIC)) return 'npy';
  if (ext === '.npz') return 'npz';
  if (ext === '.eval' || startsWith(head, ZIP_MAGIC)) return 'inspect-eval';
  if (ext === '.parquet' || startsWith(head, PARQUET_MAGIC)) return 'lighteval';
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const trimmed = text.trimStart();
  const jsonLike = trimmed.startsWith('{') || trimmed.startsWith('[');
  if (
    ext === '.jsonl' ||
    ext === '.ndjson' ||
    (ext !== '.json' && jsonLike && isJsonLines(trimmed))
  )
    return detectJsonl(head, options);
  if (ext === '.json' || (jsonLike && !isCsvExtension(ext))) return detectJson(trimmed);
  return detectCsv(head, options);
}

function isCsvExtension(ext: string): boolean {
  return ext === '.csv' || ext === '.tsv' || ext === '.tab' || ext === '.txt';
}

/** A complete object on the first line followed by another line starting with `{`. */
function isJsonLines(text: string): boolean {
  const nl = text.indexOf('\n');
  if (nl < 0) return false;
  const first = text.slice(0, nl).trim();
  try {
    JSON.parse(first.replace(/\bNaN\b|-?\bInfinity\b/g, 'null'));
  } catch {
    return false;
  }
  return text
    .slice(nl + 1)
    .trimStart()
    .startsWith('{');
}

function detectJson(text: string): FormatName {
  if (text.startsWith('[')) return /^\[\s*\{\s*"instance_id"\s*:/.test(text) ? 'helm' : 'json';
  if (/^\{\s*"evalId"\s*:/.test(text)) return 'promptfoo';
  if (/^\{\s*"testRunData"\s*:/.test(text)) return 'deepeval';
  if (/^\{\s*"version"\s*:\s*\d+/.test(text) && /"eval"\s*:\s*\{/.test(text)) return 'inspect-json';
  if (/"details"\s*:\s*[[{]/.test(text)) return 'opencompass';
  return 'json';
}

function detectJsonl(head: Uint8Array, options: ReadOptions): FormatName {
  const first = firstJsonLine(head);
  const has = (key: string): boolean => first.includes(JSON.stringify(key));
  if (
    has('doc_id') &&
    (has('filter') || has('metrics') || has('doc_hash') || has('filtered_resps'))
  )
    return 'lm-eval';
  if (has(options.countColumn ?? 'count') && has(options.outcomeColumn ?? 'outcome'))
    return 'counts-jsonl';
  return 'jsonl-long';
}

function detectCsv(head: Uint8Array, options: ReadOptions): FormatName {
  const cells = firstLineCells(head);
  const outcome = (options.outcomeColumn ?? 'outcome').toLowerCase();
  const count = (options.countColumn ?? 'count').toLowerCase();
  if (cells.includes(outcome)) return cells.includes(count) ? 'counts-csv' : 'csv-long';
  return 'csv-wide';
}
