/**
 * OpenCompass results files: `outputs/<run>/results/<model>/<dataset>.json`, whose `details` list
 * has one entry per example with its replicas flattened into lists (`correct: [true, false, ...]`).
 */
import { showValue } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, finishTable, readText, singleResult } from './common.js';
import { isNonFiniteSentinel, parseJsonTolerant } from './lines.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Per-replica correctness fields OpenCompass evaluators write, in the order they are tried. */
const CORRECT_FIELDS = ['correct', 'is_correct', 'cascade_correct'];

/**
 * Reads an OpenCompass results JSON: question id = `example_abbr` (e.g. `gsm8k_12`), trials = the
 * `correct` list (one entry per replica when the dataset ran with `n` > 1; a scalar is one trial).
 * `is_correct` / `cascade_correct` are used when `correct` is absent; `outcomeColumn` names another
 * field. `details` may also be an object keyed by index (older versions); entries without
 * `example_abbr` take their key or position as id. Booleans and integer labels are accepted; scores
 * in [0, 1] need `threshold` (OpenCompass's avg@n binarization).
 *
 * @example
 * // {"accuracy (3 runs average)": 55.5, "details": [{"example_abbr": "gsm8k_0", "correct": [true, false, true]}]}
 * (await readOpenCompass('gsm8k.json')).table.counts // Float64Array [1, 2]
 */
export async function readOpenCompass(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const doc = parseJsonTolerant(await readText(path), { file: path });
  const details = (doc as { details?: unknown } | null)?.details;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc) || details === undefined)
    fail(
      { file: path, field: 'details' },
      'missing: not an OpenCompass results file (expected an object with a "details" list; was the evaluation run with details dumped?).',
    );
  let entries: [string | undefined, unknown][];
  if (Array.isArray(details)) entries = details.map((d) => [undefined, d]);
  else if (details !== null && typeof details === 'object') entries = Object.entries(details);
  else return fail({ file: path, field: 'details' }, `expected a list; got ${showValue(details)}.`);
  if (entries.length === 0) fail({ file: path, field: 'details' }, 'is empty: no examples.');

  const builder = new CountTableBuilder();
  const firstIndex = new Map<string, number>();
  let positional = 0;
  entries.forEach(([key, raw], i) => {
    const record = `details[${key === undefined ? i : showValue(key)}]`;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      fail({ file: path, record }, `expected an example object; got ${showValue(raw)}.`);
    const detail = raw as Record<string, unknown>;
    let id: string;
    const abbr = detail.example_abbr;
    if (typeof abbr === 'string' && abbr !== '') id = abbr;
    else if (typeof abbr === 'number' && Number.isFinite(abbr)) id = String(abbr);
    else if (abbr !== undefined)
      return fail(
        { file: path, record, field: 'example_abbr' },
        `${showValue(abbr)} is not a question id.`,
      );
    else {
      id = key ?? String(i);
      positional++;
    }
    const before = firstIndex.get(id);
    if (before !== undefined)
      fail(
        { file: path, record, field: 'example_abbr' },
        `duplicate question id ${showValue(id)} (also details[${before}]); replicas belong in one entry's list.`,
      );
    firstIndex.set(id, i);
    const field =
      options.outcomeColumn ??
      CORRECT_FIELDS.find((f) => f in detail) ??
      (CORRECT_FIELDS[0] as string);
    if (!(field in detail))
      fail(
        { file: path, record, field },
        `missing; the example has ${Object.keys(detail).map(showValue).join(', ')} (set outcomeColumn to the per-replica correctness field).`,
      );
    const value = detail[field];
    const trials = Array.isArray(value) ? value : [value];
    const q = builder.row(id);
    trials.forEach((v, j) => {
      const where = { file: path, record, field: Array.isArray(value) ? `${field}[${j}]` : field };
      const label = isNonFiniteSentinel(v)
        ? parser.text(v as string, where)
        : typeof v === 'string'
          ? fail(where, `${showValue(v)} is not an outcome (expected true/false or a number).`)
          : parser.value(v, where);
      if (label !== MISSING) builder.addAt(q, label);
    });
  });
  if (positional > 0)
    warnings.push(
      `${path}: ${positional} detail(s) have no example_abbr; their position or key is the question id.`,
    );
  const table = finishTable(builder.build(), path, { categories: parser.categories, warnings });
  return singleResult(path, 'opencompass', table, warnings);
}

export const openCompassReader: Reader = {
  name: 'opencompass',
  extensions: ['.json'],
  sniff: (head) =>
    /"details"\s*:\s*[[{]/.test(
      Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8'),
    ),
  read: readOpenCompass,
};
