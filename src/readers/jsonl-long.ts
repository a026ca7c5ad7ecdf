/**
 * JSON Lines, long: one object per trial, `{"question_id": "q1", "trial": 0, "outcome": 1}`; and the
 * JSON Lines count table, `{"question_id": "q1", "outcome": 1, "count": 3}`.
 */
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import {
  MISSING,
  OutcomeParser,
  fail,
  finishTable,
  sentinelToken,
  singleResult,
} from './common.js';
import { parseCountValue } from './csv-long.js';
import { parseJsonTolerant, readLines } from './lines.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';
import { UsageBuilder, usageColumnsOf, usageValue } from './usage.js';
import { firstJsonLine } from './detect.js';

export { firstJsonLine };

/**
 * Reads a long JSON Lines file: one object per trial with the fields `question_id` (option
 * `idColumn`) and `outcome` (`outcomeColumn`); other fields (such as `trial`) are ignored. Question
 * ids may be strings or numbers (`1` and `"1"` are the same question). A `null` outcome is a missing
 * trial. Streams line by line: memory O(questions x categories). With `usageColumns`, the named
 * fields (a dotted path reaches into an object: `usage.total_tokens`) are each trial's usage; a
 * missing field or `null` is a missing value.
 *
 * @example
 * // {"question_id": 1, "outcome": 1}\n{"question_id": "1", "outcome": 0}
 * (await readLongJsonl('long.jsonl')).table.ids // ['1']
 */
export function readLongJsonl(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  return readObjects(path, options, false);
}

/**
 * Reads a JSON Lines count table: `{"question_id", "outcome", "count"}` objects (field names per
 * `idColumn`, `outcomeColumn`, `countColumn`); counts of the same question and outcome add up.
 *
 * @example
 * // {"question_id": "q1", "outcome": 1, "count": 3}
 * (await readCountsJsonl('counts.jsonl')).table.trials // Float64Array [3]
 */
export function readCountsJsonl(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  return readObjects(path, options, true);
}

async function readObjects(
  path: string,
  options: ReadOptions,
  counts: boolean,
): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const builder = new CountTableBuilder();
  const idName = options.idColumn ?? 'question_id';
  const outName = options.outcomeColumn ?? 'outcome';
  const countName = options.countColumn ?? 'count';
  // Built once: per line they cost more than the parse (they escape the name).
  const idField = `field ${excerpt(idName)}`;
  const outField = `field ${excerpt(outName)}`;
  const usageFields = (counts ? [] : usageColumnsOf(options.usageColumns)).map((spec) => ({
    spec,
    field: `field ${excerpt(spec.column)}`,
    path: spec.column.split('.'),
  }));
  const usage = new UsageBuilder();

  await readLines(path, (text, line) => {
    const record = parseJsonTolerant(text, { file: path, line });
    if (record === null || typeof record !== 'object' || Array.isArray(record))
      fail(
        { file: path, line },
        `expected a JSON object per line; got ${sentinelToken(record) ?? excerpt(record)}.`,
      );
    const obj = record as Record<string, unknown>;
    const id = questionId(obj[idName], { file: path, line, field: idField });
    const q = builder.row(id);
    const where = { file: path, line, field: outField };
    if (!(outName in obj))
      fail(
        where,
        `missing (option outcome-column); the object has ${excerptList(Object.keys(obj))}.`,
      );
    for (const u of usageFields) {
      const raw = fieldAt(obj, u.spec.column, u.path);
      const v = usageValue(raw, { file: path, line, field: u.field }, { scale: u.spec.scale });
      if (v !== undefined) usage.addAt(q, u.spec.measure, v);
    }
    const label = parser.value(obj[outName], where);
    if (label === MISSING) {
      if (counts) fail(where, 'null outcome; every count-table row needs an outcome.');
      return;
    }
    if (!counts) {
      builder.addAt(q, label);
      return;
    }
    const n = parseCountValue(obj[countName], { file: path, line, field: countName });
    if (n > 0) builder.addAt(q, label, n);
  });

  if (builder.size === 0) fail({ file: path }, 'contains no records.');
  const built = builder.build();
  const table = finishTable(built, path, { categories: parser.categories, warnings });
  return singleResult(path, counts ? 'counts-jsonl' : 'jsonl-long', table, warnings, {
    usage: usage.build(built.ids),
  });
}

/**
 * A field of a JSON object: the key itself when the object has it, else the dotted path
 * (`usage.total_tokens`) through nested objects; undefined when absent.
 */
function fieldAt(obj: Record<string, unknown>, name: string, path: readonly string[]): unknown {
  if (Object.hasOwn(obj, name)) return obj[name];
  let at: unknown = obj;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, key))
      return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * A question id from JSON: strings as they are, numbers in their shortest decimal form (so `1`,
 * `1.0` and `"1"` are one question); anything else is an error.
 */
export function questionId(
  value: unknown,
  where: { file: string; line?: number; record?: string; field?: string },
): string {
  const token = sentinelToken(value);
  if (token !== undefined)
    return fail(where, `${token} is not a question id (expected a string or a number).`);
  if (typeof value === 'string') {
    if (value.trim() === '') fail(where, 'empty question id.');
    return value;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === undefined) return fail(where, 'missing question id (option id-column).');
  return fail(where, `${excerpt(value)} is not a question id (expected a string or a number).`);
}

export const longJsonlReader: Reader = {
  name: 'jsonl-long',
  extensions: ['.jsonl', '.ndjson'],
  sniff: (head) => {
    const first = firstJsonLine(head);
    return first.includes('"outcome"') && !first.includes('"count"');
  },
  read: readLongJsonl,
};

export const countsJsonlReader: Reader = {
  name: 'counts-jsonl',
  extensions: ['.jsonl', '.ndjson'],
  sniff: (head) => {
    const first = firstJsonLine(head);
    return first.includes('"outcome"') && first.includes('"count"');
  },
  read: readCountsJsonl,
};
