/**
 * Small JSON files discovery reads whole (lm-eval's `results_<ts>.json`, HELM's `run_spec.json` and
 * `schema.json`), counted against the run's read budget and capped in size.
 */
import { readFile } from 'node:fs/promises';
import { InputError, grouped } from '../../errors.js';
import { parseJsonTolerant } from '../../readers/lines.js';
import type { ReadBudget } from '../../readers/read-budget.js';
import type { WalkedFile } from './types.js';

/** The largest metadata file read whole (lm-eval's results with 60 task configs are ~2 MB). */
export const MAX_METADATA_BYTES = 64 << 20;

/**
 * The parsed JSON of a metadata file (NaN tolerated, as Python writes it). A file over
 * `MAX_METADATA_BYTES` or not valid JSON is an `InputError` naming it (`shown`).
 */
export async function readMetadataJson(
  file: WalkedFile,
  shown: string,
  readBudget: ReadBudget | undefined,
): Promise<unknown> {
  if (file.size > MAX_METADATA_BYTES)
    throw new InputError(
      { file: shown },
      `is ${grouped(file.size)} bytes; metadata files of a harness's folder are read whole, up to ${grouped(MAX_METADATA_BYTES)}.`,
    );
  readBudget?.charge(file.size, shown);
  let text: string;
  try {
    text = await readFile(file.abs, 'utf8');
  } catch (error) {
    throw new InputError(
      { file: shown },
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
  return parseJsonTolerant(text.replace(/^\uFEFF/, ''), { file: shown });
}

/** `value` as a plain object, or `undefined`. */
export function objectOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The folder part of a relative path (`a/b/c.json` -> `a/b`, `c.json` -> ``). */
export function dirOf(rel: string): string {
  const at = rel.lastIndexOf('/');
  return at < 0 ? '' : rel.slice(0, at);
}

/** The last part of a relative path. */
export function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

/** `a/b/` for messages (`` -> the folder itself, `./`). */
export function folderText(dir: string): string {
  return dir === '' ? './' : `${dir}/`;
}
