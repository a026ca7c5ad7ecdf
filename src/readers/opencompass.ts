/**
 * OpenCompass results files: `outputs/<run>/results/<model>/<dataset>.json`, whose `details` list
 * has one entry per example with its replicas flattened into lists (`correct: [true, false, ...]`).
 */
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, finishTable, singleResult } from './common.js';
import { isNonFiniteSentinel } from './lines.js';
import { streamJsonFile, type JsonPath } from './json-stream.js';
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
  // Streamed: only each detail's id and correctness fields are built (never the prompts and
  // predictions), and each detail is counted as soon as it ends.
  const fields = new Set(
    options.outcomeColumn
      ? ['example_abbr', options.outcomeColumn]
      : ['example_abbr', ...CORRECT_FIELDS],
  );
  let rootIsObject = false;
  let detailsKind: 'object' | 'array' | 'scalar' | undefined;
  let detailsShown: unknown;
  let count = 0;
  let current: Record<string, unknown> = {};
  let currentKeys: string[] = [];
  const builder = new CountTableBuilder();
  const firstIndex = new Map<string, number>();
  let positional = 0;
  const onDetail = (key: string | undefined, raw: unknown, i: number): void => {
    const record = `details[${key === undefined ? i : excerpt(key)}]`;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      fail({ file: path, record }, `expected an example object; got ${excerpt(raw)}.`);
    const detail = raw as Record<string, unknown>;
    let id: string;
    const abbr = detail.example_abbr;
    if (typeof abbr === 'string' && abbr !== '') id = abbr;
    else if (typeof abbr === 'number' && Number.isFinite(abbr)) id = String(abbr);
    else if (abbr !== undefined)
      return fail(
        { file: path, record, field: 'example_abbr' },
        `${excerpt(abbr)} is not a question id.`,
      );
    else {
      id = key ?? String(i);
      positional++;
    }
    const before = firstIndex.get(id);
    if (before !== undefined)
      fail(
        { file: path, record, field: 'example_abbr' },
        `duplicate question id ${excerpt(id)} (also details[${before}]); replicas belong in one entry's list.`,
      );
    firstIndex.set(id, i);
    const field =
      options.outcomeColumn ??
      CORRECT_FIELDS.find((f) => f in detail) ??
      (CORRECT_FIELDS[0] as string);
    if (!(field in detail))
      fail(
        { file: path, record, field },
        `missing; the example has ${excerptList(Object.keys(detail))} (set outcomeColumn to the per-replica correctness field).`,
      );
    const value = detail[field];
    const trials = Array.isArray(value) ? value : [value];
    const q = builder.row(id);
    trials.forEach((v, j) => {
      const where = { file: path, record, field: Array.isArray(value) ? `${field}[${j}]` : field };
      const label = isNonFiniteSentinel(v)
        ? parser.text(v as string, where)
        : typeof v === 'string'
          ? fail(where, `${excerpt(v)} is not an outcome (expected true/false or a number).`)
          : parser.value(v, where);
      if (label !== MISSING) builder.addAt(q, label);
    });
  };
  await streamJsonFile(path, {
    select: (p) => p.length === 3 && p[0] === 'details' && fields.has(p[2] as string),
    onValue: (p, value) => {
      current[p[2] as string] = value;
      currentKeys.push(p[2] as string);
    },
    onStart: (p, kind, value) => {
      if (p.length === 0) rootIsObject = kind === 'object';
      else if (p.length === 1 && p[0] === 'details') {
        detailsKind = kind;
        detailsShown = value;
      } else if (p.length === 2 && p[0] === 'details' && detailsKind !== 'scalar') {
        if (kind !== 'object') onDetail(keyOf(p), kind === 'array' ? [] : value, count++);
        current = {};
        currentKeys = [];
      } else if (p.length === 3 && p[0] === 'details') currentKeys.push(p[2] as string);
    },
    onEnd: (p, kind) => {
      if (p.length === 2 && p[0] === 'details' && kind === 'object')
        onDetail(keyOf(p), withKeys(current, currentKeys), count++);
    },
  });
  if (!rootIsObject || detailsKind === undefined)
    fail(
      { file: path, field: 'details' },
      'missing: not an OpenCompass results file (expected an object with a "details" list; was the evaluation run with details dumped?).',
    );
  if (detailsKind === 'scalar')
    fail({ file: path, field: 'details' }, `expected a list; got ${excerpt(detailsShown)}.`);
  if (count === 0) fail({ file: path, field: 'details' }, 'is empty: no examples.');
  if (positional > 0)
    warnings.push(
      `${path}: ${positional} detail(s) have no example_abbr; their position or key is the question id.`,
    );
  const table = finishTable(builder.build(), path, { categories: parser.categories, warnings });
  return singleResult(path, 'opencompass', table, warnings);
}

/** A detail's key when `details` is an object (older versions), else undefined (a list). */
function keyOf(p: JsonPath): string | undefined {
  return typeof p[1] === 'string' ? p[1] : undefined;
}

/** The kept fields, with every key of the detail listed (for the "missing field" message). */
function withKeys(kept: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys)
    Object.defineProperty(out, k, {
      value: Object.hasOwn(kept, k) ? kept[k] : null,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
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
