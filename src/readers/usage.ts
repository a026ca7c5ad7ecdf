/**
 * Usage per question (tokens, seconds, cost) as the readers find it: per measure, each question's
 * sum over the trials that carry a value and how many did. A question's value is then its mean over
 * those trials; a trial without a value is missing, never a zero. Memory is O(questions × measures),
 * like the count table's.
 */
import { ValidationError, excerpt } from '../errors.js';
import { NAN_SENTINEL, fail, sentinelToken, type Where } from './common.js';
import type { ReadUsage, UsageMeasureId, UsageSums } from './types.js';

/** Every measure a reader can find (the decision layer's list, restated: readers import none of it). */
export const USAGE_MEASURE_IDS: readonly UsageMeasureId[] = [
  'input-tokens',
  'output-tokens',
  'total-tokens',
  'reasoning-tokens',
  'cached-tokens',
  'seconds',
  'cost',
];

/**
 * The largest value one trial may carry for a measure (10^15 tokens, seconds or dollars): a file
 * that says more is wrong or hostile, and sums of such values would lose their precision.
 */
export const MAX_USAGE_VALUE = 1e15;

/** {@link UsageSums} while they are added up. */
type MutableSums = { -readonly [K in keyof UsageSums]: UsageSums[K] };

/**
 * Accumulates usage per question and measure, by question id (`add`) or, in a reader's hot loop,
 * by the row number its count-table builder gave the question (`addAt`; `build` then needs the
 * builder's ids).
 */
export class UsageBuilder {
  private readonly sums = new Map<UsageMeasureId, Map<string, MutableSums>>();
  private readonly rows = new Map<
    UsageMeasureId,
    { sum: number[]; sumSquares: number[]; trials: number[] }
  >();

  /** Adds one trial's value of `measure` to question `id` (a finite number >= 0, checked by the caller). */
  add(id: string, measure: UsageMeasureId, value: number): void {
    let byId = this.sums.get(measure);
    if (byId === undefined) {
      byId = new Map();
      this.sums.set(measure, byId);
    }
    const cell = byId.get(id);
    if (cell === undefined) byId.set(id, { sum: value, sumSquares: value * value, trials: 1 });
    else {
      cell.sum += value;
      cell.sumSquares += value * value;
      cell.trials += 1;
    }
  }

  /** As `add`, for the question in row `q` of the reader's count-table builder. */
  addAt(q: number, measure: UsageMeasureId, value: number): void {
    let byRow = this.rows.get(measure);
    if (byRow === undefined) {
      byRow = { sum: [], sumSquares: [], trials: [] };
      this.rows.set(measure, byRow);
    }
    byRow.sum[q] = (byRow.sum[q] ?? 0) + value;
    byRow.sumSquares[q] = (byRow.sumSquares[q] ?? 0) + value * value;
    byRow.trials[q] = (byRow.trials[q] ?? 0) + 1;
  }

  /**
   * The usage found, or undefined when no trial carried any. `ids`: the question of each row
   * number given to `addAt` (the count-table builder's ids, before any row is dropped).
   */
  build(ids: readonly string[] = []): ReadUsage | undefined {
    for (const [measure, byRow] of this.rows) {
      byRow.trials.forEach((trials, q) => {
        const id = ids[q];
        if (id === undefined || !(trials > 0)) return;
        let byId = this.sums.get(measure);
        if (byId === undefined) {
          byId = new Map();
          this.sums.set(measure, byId);
        }
        const cell = byId.get(id);
        const sum = byRow.sum[q] ?? 0;
        const sumSquares = byRow.sumSquares[q] ?? 0;
        if (cell === undefined) byId.set(id, { sum, sumSquares, trials });
        else {
          cell.sum += sum;
          cell.sumSquares += sumSquares;
          cell.trials += trials;
        }
      });
    }
    this.rows.clear();
    if (this.sums.size === 0) return undefined;
    const out: Partial<Record<UsageMeasureId, ReadonlyMap<string, UsageSums>>> = {};
    for (const measure of USAGE_MEASURE_IDS) {
      const byId = this.sums.get(measure);
      if (byId !== undefined) out[measure] = byId;
    }
    return out;
  }
}

/** A plain decimal number, as a text cell writes one. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Options of {@link usageValue}. */
export interface UsageValueOptions {
  /** Multiplies the value (milliseconds -> seconds: 1e-3). Default 1. */
  readonly scale?: number;
  /**
   * The value comes from a text cell (CSV), where every value is a string: a numeric string is
   * its number. Default false (JSON, which has numbers: a string there is an error).
   */
  readonly text?: boolean;
}

/**
 * A usage value from a file: a number that is finite and >= 0 and at most MAX_USAGE_VALUE, scaled
 * by `options.scale`; from a text cell (`options.text`), a numeric string. `null`, `undefined`, an
 * empty cell and a bare `NaN` are missing (undefined). Anything else is an `InputError` at `where`,
 * quoting the value as the file wrote it: a JSON string `"123"` (quoted: a number was expected), a
 * bare `Infinity`.
 */
export function usageValue(
  raw: unknown,
  where: Where,
  options: UsageValueOptions = {},
): number | undefined {
  if (raw === null || raw === undefined || raw === NAN_SENTINEL) return undefined;
  const token = sentinelToken(raw);
  if (token !== undefined)
    return fail(where, `${token} is not a usage value (a finite number >= 0).`);
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string') {
    const text = raw.trim();
    const numeric = DECIMAL.test(text);
    if (options.text === true) {
      if (text === '' || text.toLowerCase() === 'nan') return undefined;
      if (!numeric)
        return fail(where, `${excerpt(raw)} is not a number (tokens, seconds or cost).`);
      value = Number(text);
    } else
      return fail(
        where,
        numeric
          ? `${excerpt(raw)} is a string, not a number: in JSON a usage value (tokens, seconds or cost) is written without quotes.`
          : `${excerpt(raw)} is not a number (tokens, seconds or cost).`,
      );
  } else return fail(where, `${excerpt(raw)} is not a number (tokens, seconds or cost).`);
  if (!Number.isFinite(value) || value < 0)
    return fail(where, `${excerpt(raw)} is not a usage value (a finite number >= 0).`);
  if (value > MAX_USAGE_VALUE)
    return fail(where, `${excerpt(raw)} is too large for a usage value (at most 1e15).`);
  return value * (options.scale ?? 1);
}

/** The usage of several files of one side: sums and trials added up per question and measure. */
export function mergeUsage(parts: readonly (ReadUsage | undefined)[]): ReadUsage | undefined {
  const present = parts.filter((p): p is ReadUsage => p !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  const builder = new Map<UsageMeasureId, Map<string, MutableSums>>();
  for (const part of present)
    for (const measure of USAGE_MEASURE_IDS) {
      const byId = part[measure];
      if (byId === undefined) continue;
      let into = builder.get(measure);
      if (into === undefined) {
        into = new Map();
        builder.set(measure, into);
      }
      for (const [id, cell] of byId) {
        const before = into.get(id);
        if (before === undefined) into.set(id, { ...cell });
        else {
          before.sum += cell.sum;
          before.sumSquares += cell.sumSquares;
          before.trials += cell.trials;
        }
      }
    }
  const out: Partial<Record<UsageMeasureId, ReadonlyMap<string, UsageSums>>> = {};
  for (const [measure, byId] of builder) out[measure] = byId;
  return out;
}

/**
 * The `usage-columns` option checked: measure -> column (or field) name. A `milliseconds` key reads
 * a column of milliseconds into `seconds`. Errors name the option, the key and the value.
 */
export function usageColumnsOf(
  columns: Readonly<Record<string, string>> | undefined,
): { measure: UsageMeasureId; column: string; scale: number }[] {
  if (columns === undefined) return [];
  const out: { measure: UsageMeasureId; column: string; scale: number }[] = [];
  for (const [key, column] of Object.entries(columns)) {
    const measure: UsageMeasureId | undefined =
      key === 'milliseconds'
        ? 'seconds'
        : (USAGE_MEASURE_IDS as readonly string[]).includes(key)
          ? (key as UsageMeasureId)
          : undefined;
    const bad = (problem: string): never => {
      throw new ValidationError(`usage-columns[${excerpt(key)}]: ${problem}`, 'usageColumns');
    };
    if (measure === undefined)
      bad(`is not a measure; use ${[...USAGE_MEASURE_IDS, 'milliseconds'].join(', ')}.`);
    else {
      if (typeof column !== 'string' || column === '')
        bad(`${excerpt(column)} is not a column name.`);
      if (out.some((o) => o.measure === measure))
        bad(`${measure} is given twice (seconds and milliseconds are one measure).`);
      out.push({ measure, column, scale: key === 'milliseconds' ? 1e-3 : 1 });
    }
  }
  return out;
}
