/**
 * Files a user points at by mistake, told apart by their first bytes when a reader has refused
 * them: what the file is, and where the data they want lives (lm-eval's results file next to its
 * samples, an Inspect log header without its samples, a Git LFS pointer whose content was never
 * downloaded, lighteval's results next to its details).
 */
import { readdir } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { excerpt } from '../errors.js';
import { readHead } from './common.js';

/** Bytes of the head looked at (a header-only log or a results file is parsed whole when this small). */
const HEAD_BYTES = 64 << 10;

const LFS_POINTER = /^version https:\/\/git-lfs\.github\.com\/spec\/v1\s/;
const LM_EVAL_RESULTS_NAME = /^results_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.json$/;

/**
 * What `file` is when it is one of the files users point at by mistake, in a sentence that says
 * where the data they want lives; `undefined` otherwise (or when it cannot be read).
 *
 * @example await explainMistake('out/model/results_2025-01-01T00-00-00.json')
 *   // "is lm-evaluation-harness's results file: …"
 */
export async function explainMistake(file: string): Promise<string | undefined> {
  let head: Uint8Array;
  try {
    head = await readHead(file, HEAD_BYTES);
  } catch {
    return undefined;
  }
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (LFS_POINTER.test(text)) {
    const size = /^size (\d+)$/m.exec(text)?.[1];
    return `is a Git LFS pointer, not the file itself${size !== undefined ? ` (its ${size} bytes are in LFS)` : ''}: the content was never downloaded. Run git lfs pull (in a workflow, actions/checkout with lfs: true), then read it again.`;
  }
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{')) return undefined;
  const has = (key: string): boolean => new RegExp(`"${key}"\\s*:`).test(trimmed);
  if (has('results') && has('config_general'))
    return "is lighteval's results file: one aggregate score per task, no per-question outcomes. Those are in the details_<task>_<timestamp>.parquet files lighteval writes with --save-details (under details/); point at them, or at the output folder to compare every task.";
  if (
    has('results') &&
    (has('configs') ||
      has('n-shot') ||
      has('group_subtasks') ||
      has('lm_eval_version') ||
      LM_EVAL_RESULTS_NAME.test(basename(file)))
  )
    return `is lm-evaluation-harness's results file: one aggregate score per task, no per-question outcomes. Those are in the samples_<task>_<timestamp>.jsonl files lm-eval writes beside it with --log_samples${await samplesBeside(file)}; point at one, or at the folder to compare every task.`;
  const parsed = head.byteLength < HEAD_BYTES ? parseObject(trimmed) : undefined;
  const evalPart = parsed?.eval;
  if (
    parsed !== undefined &&
    evalPart !== null &&
    typeof evalPart === 'object' &&
    typeof (evalPart as Record<string, unknown>).task === 'string' &&
    !Array.isArray(parsed.samples)
  )
    return `is an Inspect log header without samples (task ${excerpt((evalPart as Record<string, unknown>).task)}: written with --header-only, or the header.json of a .eval log, or a log of a run with log_samples off): the per-question results are in the full log, the .eval file (or the .json log written without --header-only).`;
  return undefined;
}

/** `: samples_gsm8k_….jsonl` (the samples files of the same run beside `file`), or nothing. */
async function samplesBeside(file: string): Promise<string> {
  const stamp = LM_EVAL_RESULTS_NAME.exec(basename(file))?.[1];
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return '';
  }
  const samples = names
    .filter((n) => /^samples_.+\.jsonl$/.test(n) && (stamp === undefined || n.includes(stamp)))
    .sort();
  if (samples.length === 0) return ' (none is beside this one: run lm-eval with --log_samples)';
  const shown = samples.slice(0, 3).map((n) => excerpt(n, 100));
  return ` (beside it: ${shown.join(', ')}${samples.length > 3 ? `, and ${samples.length - 3} more` : ''})`;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
