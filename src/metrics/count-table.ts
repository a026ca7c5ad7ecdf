/**
 * The count table: the sufficient statistic of a result matrix.
 *
 * Every scorio.eval metric depends on a result matrix R (M questions x N trials, labels 0..C)
 * only through each question's category counts n[q][c] and its trial count N_q. Readers stream
 * files straight into a count table, so memory is O(M x (C+1)) whatever the number of trials.
 *
 * Rows may have different trial counts (a crashed trial is missing, not wrong): a *ragged*
 * table. Metrics define the ragged case as the mean over questions of each question's quantity
 * computed with its own N_q.
 */
import { ValidationError, showValue } from '../errors.js';

/**
 * Per-question category counts and trial counts: the sufficient statistic of a result matrix
 * that every metric works on.
 *
 * @example countTableFromMatrix([[0, 1, 1], [1, 1, 1]]) // counts [1, 2, 0, 3], trials [3, 3]
 */
export interface CountTable {
  /** Question ids, one per row, unique. Ids are strings everywhere (`1` and `"1"` are one question). */
  readonly ids: readonly string[];
  /** Number of category slots K: labels are 0..K-1 (K = largest label seen + 1, at least 1). */
  readonly categories: number;
  /** Row-major counts: `counts[q * categories + c]` trials of question q had label c. */
  readonly counts: Float64Array;
  /** `trials[q]` = N_q, the number of (non-missing) trials of question q. */
  readonly trials: Float64Array;
}

/** One cell of a result matrix: a label, a boolean, or null/undefined for a missing trial. */
export type Cell = number | boolean | null | undefined;
/** A result matrix: rows are questions, columns trials. Rows may differ in length (ragged). */
export type Matrix = ArrayLike<ArrayLike<Cell>>;
/** What every metric accepts: a matrix or a count table. */
export type Outcomes = Matrix | CountTable;

/** True when `value` has the shape of a {@link CountTable} (Float64Array counts and trials). */
export function isCountTable(value: unknown): value is CountTable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'counts' in value &&
    (value as CountTable).counts instanceof Float64Array &&
    'trials' in value &&
    'categories' in value
  );
}

/** Number of questions M. */
export function questionCount(table: CountTable): number {
  return table.trials.length;
}

/** The common trial count N when every row has the same number of trials, else undefined. */
export function rectangularTrials(table: CountTable): number | undefined {
  const { trials } = table;
  if (trials.length === 0) return undefined;
  const n = trials[0] as number;
  for (let q = 1; q < trials.length; q++) if (trials[q] !== n) return undefined;
  return n;
}

/** Smallest and largest trial count over the rows. */
export function trialRange(table: CountTable): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const n of table.trials) {
    if (n < min) min = n;
    if (n > max) max = n;
  }
  return { min, max };
}

/**
 * Per-question mean score Σ_c w_c n_qc / N_q (avg@N of each question): the raw per-question
 * score of Bayes@N and avg@N.
 *
 * @example questionMeans(countTableFromMatrix([[0, 1, 1, 1]]), [0, 1]) // Float64Array [0.75]
 */
export function questionMeans(table: CountTable, w: readonly number[]): Float64Array {
  const k = table.categories;
  const m = table.trials.length;
  const out = new Float64Array(m);
  for (let q = 0; q < m; q++) {
    let s = 0;
    for (let c = 0; c < k; c++) s += (w[c] ?? 0) * (table.counts[q * k + c] as number);
    out[q] = s / (table.trials[q] as number);
  }
  return out;
}

/**
 * Trial noise of the per-question mean score: the mean over questions of the unbiased
 * trial-to-trial variance of the weighted score, s²_q = (Σ_c w_c² n_qc − N_q x̄_q²) / (N_q − 1).
 * Questions with one trial have no within-question variance to measure: when every question has
 * one trial, the table-wide variance of the weighted outcomes is returned instead (an upper
 * bound: E[p(1 − p)] ≤ p̄(1 − p̄)).
 *
 * @example questionNoise(countTableFromMatrix([[0, 1], [1, 1]]), [0, 1]) // (0.5 + 0) / 2 = 0.25
 */
export function questionNoise(table: CountTable, w: readonly number[]): number {
  const k = table.categories;
  const m = table.trials.length;
  let sum = 0;
  let used = 0;
  let all = 0;
  let allSq = 0;
  let allN = 0;
  for (let q = 0; q < m; q++) {
    const n = table.trials[q] as number;
    let s = 0;
    let s2 = 0;
    for (let c = 0; c < k; c++) {
      const count = table.counts[q * k + c] as number;
      const v = w[c] ?? 0;
      s += v * count;
      s2 += v * v * count;
    }
    all += s;
    allSq += s2;
    allN += n;
    if (n >= 2) {
      sum += Math.max(0, (s2 - (s * s) / n) / (n - 1));
      used++;
    }
  }
  if (used > 0) return sum / used;
  if (allN === 0) return 0;
  const mean = all / allN;
  return Math.max(0, allSq / allN - mean * mean);
}

/** Labels that occur at least once, ascending. */
export function observedLabels(table: CountTable): number[] {
  const { categories: k, counts } = table;
  const seen = new Array<boolean>(k).fill(false);
  for (let i = 0; i < counts.length; i++) if ((counts[i] as number) > 0) seen[i % k] = true;
  const labels: number[] = [];
  for (let c = 0; c < k; c++) if (seen[c]) labels.push(c);
  return labels;
}

/** Count of label `label` in row `q` (0 when the label is beyond the table's categories). */
export function countOf(table: CountTable, q: number, label: number): number {
  return label < table.categories ? (table.counts[q * table.categories + label] as number) : 0;
}

/** Default ids for a matrix without ids: "1", "2", ... in row order. */
function rowIds(m: number): string[] {
  const ids = new Array<string>(m);
  for (let q = 0; q < m; q++) ids[q] = String(q + 1);
  return ids;
}

/**
 * A table of `ids`, or of the default ids "1".."M" made when first read: a metric called on a
 * matrix reads them only for an error message, and 200,000 of them cost as much as counting the
 * 200,000 x 16 matrix.
 */
function tableWithIds(
  ids: readonly string[] | undefined,
  categories: number,
  counts: Float64Array,
  trials: Float64Array,
): CountTable {
  if (ids !== undefined) return { ids: [...ids], categories, counts, trials };
  let made: string[] | undefined;
  const m = trials.length;
  return {
    get ids(): string[] {
      return (made ??= rowIds(m));
    },
    categories,
    counts,
    trials,
  };
}

function badCell(name: string, value: unknown): never {
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new ValidationError(
      `${name} must contain only finite values; got ${showValue(value)}.`,
      name,
    );
  if (typeof value === 'number' && !Number.isInteger(value))
    throw new ValidationError(
      `${name} must contain only integer-valued entries; got ${showValue(value)}.`,
      name,
    );
  if (typeof value === 'number')
    throw new ValidationError(
      `Entries of ${name} must be non-negative integer labels; got ${showValue(value)}.`,
      name,
    );
  throw new ValidationError(
    `${name} must contain only numeric or boolean values; got ${showValue(value)}.`,
    name,
  );
}

/**
 * Builds the count table of a result matrix.
 *
 * `null`/`undefined` cells are missing trials; rows may differ in length. Cells must be
 * non-negative integers or booleans (true = 1). A matrix with no rows, or a row with no trials,
 * is rejected as the reference does (`R must contain at least one trial (N >= 1).`), unless
 * `allowEmptyRows` (used for prior matrices R0, where D = 0 is allowed).
 *
 * @example countTableFromMatrix([[0, 1, 1], [1, 1, 1]]).counts // Float64Array [1, 2, 0, 3]
 */
export function countTableFromMatrix(
  R: Matrix,
  options: { ids?: readonly string[]; name?: string; allowEmptyRows?: boolean } = {},
): CountTable {
  const name = options.name ?? 'R';
  if (R === null || typeof R !== 'object' || typeof R.length !== 'number')
    throw new ValidationError(
      `${name} must be a matrix (an array of rows); got ${showValue(R)}.`,
      name,
    );
  // The reference treats a 1-D array as a single question.
  const rows: Matrix = R.length > 0 && !isRowLike(R[0]) ? [R as unknown as ArrayLike<Cell>] : R;
  const m = rows.length;
  if (m === 0)
    throw new ValidationError(`${name} must contain at least one question (M >= 1).`, name);
  if (options.ids !== undefined && options.ids.length !== m)
    throw new ValidationError(
      `ids must have one entry per row of ${name} (${m}); got ${options.ids.length}.`,
      'ids',
    );

  let k = 2;
  let counts: Float64Array = new Float64Array(m * k);
  const trials = new Float64Array(m);
  for (let q = 0; q < m; q++) {
    const row = rows[q];
    if (!isRowLike(row))
      throw new ValidationError(`${name} row ${q} must be an array; got ${showValue(row)}.`, name);
    const len = row.length;
    // Rows of the numbers 0 and 1 first (3x faster than the general loop below, which takes any
    // other row): library callers pass the same matrix to every metric.
    const ones = binaryOnes(row);
    if (ones >= 0) {
      counts[q * k] = len - ones;
      counts[q * k + 1] = ones;
      trials[q] = len;
      continue;
    }
    let n = 0;
    let base = q * k;
    for (let i = 0; i < len; i++) {
      let v = row[i];
      if (v === null || v === undefined) continue;
      if (typeof v === 'boolean') v = v ? 1 : 0;
      // `(v >>> 0) === v` accepts exactly the integers 0 .. 2^32-1 in one comparison.
      if (typeof v !== 'number' || v >>> 0 !== v) badCell(name, v);
      if (v >= k) {
        const grown = growCategories(counts, m, k, v + 1);
        counts = grown;
        k = v + 1;
        base = q * k;
      }
      counts[base + v] = (counts[base + v] as number) + 1;
      n++;
    }
    if (n === 0 && !options.allowEmptyRows)
      throw new ValidationError(
        len === 0
          ? `${name} must contain at least one trial (N >= 1).`
          : `${name} row ${q} has no trials (every cell is missing).`,
        name,
      );
    trials[q] = n;
  }
  return tableWithIds(options.ids, k, counts, trials);
}

function isRowLike(value: unknown): value is ArrayLike<Cell> {
  return (
    Array.isArray(value) ||
    ArrayBuffer.isView(value) ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as ArrayLike<Cell>).length === 'number')
  );
}

function growCategories(counts: Float64Array, m: number, k: number, newK: number): Float64Array {
  const out = new Float64Array(m * newK);
  for (let q = 0; q < m; q++) out.set(counts.subarray(q * k, q * k + k), q * newK);
  return out;
}

/**
 * The successes of each row of a rectangular matrix of the numbers 0 and 1 (an array of equally
 * long, non-empty arrays), read without a count table; undefined for anything else (ragged rows,
 * booleans, missing cells, other labels, a count table), which countTableFromMatrix counts and
 * checks. Library callers pass the same matrix to every metric: for the binary metrics this scan
 * is the cost of a call (two comparisons a cell, no branch on the outcome).
 */
export function binaryRowCounts(R: Outcomes): { trials: number; ones: Float64Array } | undefined {
  if (!Array.isArray(R) || R.length === 0) return undefined;
  const first: unknown = R[0];
  if (!Array.isArray(first) || first.length === 0) return undefined;
  const n = first.length;
  const m = R.length;
  const out = new Float64Array(m);
  for (let q = 0; q < m; q++) {
    const row: unknown = R[q];
    if (!Array.isArray(row) || row.length !== n) return undefined;
    const ones = binaryOnes(row as ArrayLike<unknown>);
    if (ones < 0) return undefined;
    out[q] = ones;
  }
  return { trials: n, ones: out };
}

/**
 * The successes of a non-empty row of the numbers 0 and 1, counted by two comparisons a cell and
 * no branch on the outcome (0/1 outcomes are unpredictable); -1 for any other row (booleans,
 * missing cells, other labels, anything invalid), which the general count takes.
 */
function binaryOnes(row: ArrayLike<unknown>): number {
  const len = row.length;
  let ones = 0;
  let zeros = 0;
  for (let i = 0; i < len; i++) {
    const v = row[i];
    ones += +(v === 1);
    zeros += +(v === 0);
  }
  return len > 0 && ones + zeros === len ? ones : -1;
}

/** Accepts a matrix or a count table; returns the count table (the same object if it is one). */
export function toCountTable(R: Outcomes, name = 'R'): CountTable {
  if (isCountTable(R)) {
    if (R.trials.length === 0)
      throw new ValidationError(`${name} must contain at least one question (M >= 1).`, name);
    return R;
  }
  return countTableFromMatrix(R, { name });
}

/**
 * Accumulates (question id, label, count) observations in any order into a count table.
 * Readers stream files through one of these; memory is O(questions x categories).
 */
export class CountTableBuilder {
  private readonly index = new Map<string, number>();
  private readonly idList: string[] = [];
  private k = 2;
  private capacity = 64;
  private countsBuf = new Float64Array(this.capacity * this.k);
  private trialsBuf = new Float64Array(this.capacity);

  /** Number of questions so far. */
  get size(): number {
    return this.idList.length;
  }

  /** Row of `id`, registering the question (with zero trials) if it is new. */
  row(id: string): number {
    let q = this.index.get(id);
    if (q === undefined) {
      q = this.idList.length;
      if (q === this.capacity) this.resize(this.capacity * 2, this.k);
      this.index.set(id, q);
      this.idList.push(id);
    }
    return q;
  }

  has(id: string): boolean {
    return this.index.has(id);
  }

  /** Adds `count` trials with label `label` to question `id`. `label` must be a non-negative integer. */
  add(id: string, label: number, count = 1): void {
    this.addAt(this.row(id), label, count);
  }

  /** As `add`, for a row number returned by `row()` (skips the id lookup in hot loops). */
  addAt(q: number, label: number, count = 1): void {
    if (label >= this.k) this.resize(this.capacity, label + 1);
    const i = q * this.k + label;
    this.countsBuf[i] = (this.countsBuf[i] as number) + count;
    this.trialsBuf[q] = (this.trialsBuf[q] as number) + count;
  }

  /** Count already recorded for (id, label). */
  countOf(id: string, label: number): number {
    const q = this.index.get(id);
    if (q === undefined || label >= this.k) return 0;
    return this.countsBuf[q * this.k + label] as number;
  }

  private resize(capacity: number, k: number): void {
    const counts = new Float64Array(capacity * k);
    const m = this.idList.length;
    for (let q = 0; q < m; q++)
      counts.set(this.countsBuf.subarray(q * this.k, q * this.k + this.k), q * k);
    const trials = new Float64Array(capacity);
    trials.set(this.trialsBuf.subarray(0, m));
    this.countsBuf = counts;
    this.trialsBuf = trials;
    this.capacity = capacity;
    this.k = k;
  }

  /** The table; rows in first-seen order. The builder can keep being used afterwards. */
  build(): CountTable {
    const m = this.idList.length;
    return {
      ids: [...this.idList],
      categories: this.k,
      counts: this.countsBuf.slice(0, m * this.k),
      trials: this.trialsBuf.slice(0, m),
    };
  }
}

/**
 * Merges tables of one benchmark (several files, e.g. one per seeded run): the trials of each
 * question are appended, i.e. counts add up. Rows follow the first table, then new ids in order.
 */
export function mergeCountTables(tables: readonly CountTable[]): CountTable {
  if (tables.length === 1) return tables[0] as CountTable;
  const builder = new CountTableBuilder();
  for (const t of tables) {
    for (let q = 0; q < t.ids.length; q++) {
      const row = builder.row(t.ids[q] as string);
      for (let c = 0; c < t.categories; c++) {
        const n = t.counts[q * t.categories + c] as number;
        if (n > 0) builder.addAt(row, c, n);
      }
    }
  }
  return builder.build();
}

/**
 * The rows of `table` for `ids`, in that order (used to align baseline and candidate).
 * Throws if an id is absent.
 */
export function selectRows(table: CountTable, ids: readonly string[]): CountTable {
  const index = new Map<string, number>();
  table.ids.forEach((id, q) => index.set(id, q));
  const rows = ids.map((id) => {
    const q = index.get(id);
    if (q === undefined)
      throw new ValidationError(`question id ${showValue(id)} is not in the table.`, 'ids');
    return q;
  });
  return rowsAt(table, rows);
}

/**
 * The rows `indices` (repeats allowed, as a bootstrap resample needs) of a table, in that order,
 * as a new table.
 *
 * @example rowsAt(countTableFromMatrix([[1, 0], [1, 1]]), [1, 1]).ids // ['2', '2']
 */
export function rowsAt(table: CountTable, indices: ArrayLike<number>): CountTable {
  const k = table.categories;
  const n = indices.length;
  const counts = new Float64Array(n * k);
  const trials = new Float64Array(n);
  const ids = new Array<string>(n);
  for (let r = 0; r < n; r++) {
    const q = indices[r] as number;
    counts.set(table.counts.subarray(q * k, q * k + k), r * k);
    trials[r] = table.trials[q] as number;
    ids[r] = table.ids[q] as string;
  }
  return { ids, categories: k, counts, trials };
}

/** A flat numeric buffer: a typed array or a plain array of numbers. */
export type DenseData = ArrayLike<number>;

/** Options of {@link countTableFromDense}. */
export interface DenseOptions {
  /**
   * Memory layout: `row` (default) stores question q's trials at data[q * cols .. q * cols +
   * cols - 1] (NumPy C order of an M x N matrix); `column` stores trial i of question q at
   * data[i * rows + q] (Fortran order, or a trials x questions C-order array transposed).
   */
  readonly order?: 'row' | 'column';
  /** Question ids, one per row (default "1", "2", ...). */
  readonly ids?: readonly string[];
  /** Argument name for error messages (default `R`). */
  readonly name?: string;
  /** A label value that marks a missing trial (e.g. 255 in a Uint8Array, -1 in an Int8Array). NaN is always missing. */
  readonly missing?: number;
}

function isUnsignedIntArray(data: DenseData): boolean {
  return (
    data instanceof Uint8Array ||
    data instanceof Uint8ClampedArray ||
    data instanceof Uint16Array ||
    data instanceof Uint32Array
  );
}

/**
 * Builds the count table of a dense M x N matrix held in one flat buffer (a typed array read
 * from a .npy file, for instance), without materialising rows. Binary data takes a branch-free
 * path (sum of the row plus a bitwise-or check); anything else (labels >= 2, missing values)
 * falls back to per-cell counting for the affected rows. Cells must be non-negative integers;
 * NaN (and `options.missing`) mark missing trials.
 *
 * @example countTableFromDense(Uint8Array.of(0, 1, 1, 1, 1, 1), 2, 3).counts // [1, 2, 0, 3]
 */
export function countTableFromDense(
  data: DenseData,
  rows: number,
  cols: number,
  options: DenseOptions = {},
): CountTable {
  const name = options.name ?? 'R';
  const order = options.order ?? 'row';
  if (!Number.isInteger(rows) || rows < 1)
    throw new ValidationError(`rows must be an integer >= 1; got ${showValue(rows)}.`, 'rows');
  if (!Number.isInteger(cols) || cols < 1)
    throw new ValidationError(`cols must be an integer >= 1; got ${showValue(cols)}.`, 'cols');
  if (data === null || typeof data !== 'object' || data.length !== rows * cols)
    throw new ValidationError(
      `${name} must hold rows x cols = ${rows * cols} values; got ${showValue((data as DenseData | null)?.length)}.`,
      name,
    );
  if (options.ids !== undefined && options.ids.length !== rows)
    throw new ValidationError(
      `ids must have one entry per row of ${name} (${rows}); got ${options.ids.length}.`,
      'ids',
    );
  const missing = options.missing;
  const unsigned = isUnsignedIntArray(data) && missing === undefined;
  const rowStride = order === 'row' ? cols : 1;
  const cellStride = order === 'row' ? 1 : rows;

  let k = 2;
  let counts: Float64Array = new Float64Array(rows * 2);
  const trials = new Float64Array(rows);
  for (let q = 0; q < rows; q++) {
    const start = q * rowStride;
    // Binary fast path: sum of the row and an or-accumulator (unsigned integer arrays), or an
    // exact 0/1 test per cell (other arrays).
    let ones = 0;
    let binary = true;
    if (unsigned) {
      let acc = 0;
      for (let i = 0, j = start; i < cols; i++, j += cellStride) {
        const v = data[j] as number;
        ones += v;
        acc |= v;
      }
      binary = acc <= 1;
    } else {
      for (let i = 0, j = start; i < cols; i++, j += cellStride) {
        const v = data[j] as number;
        if (v === 1) ones++;
        else if (v !== 0) {
          binary = false;
          break;
        }
      }
    }
    if (binary) {
      counts[q * k] = cols - ones;
      counts[q * k + 1] = ones;
      trials[q] = cols;
      continue;
    }
    // General path for this row: labels >= 2, missing cells, or invalid values.
    let n = 0;
    for (let i = 0, j = start; i < cols; i++, j += cellStride) {
      const v = data[j] as number;
      if (Number.isNaN(v) || v === missing) continue;
      if (v >>> 0 !== v) badCell(name, v);
      if (v >= k) {
        counts = growCategories(counts, rows, k, v + 1);
        k = v + 1;
      }
      counts[q * k + v] = (counts[q * k + v] as number) + 1;
      n++;
    }
    if (n === 0)
      throw new ValidationError(`${name} row ${q} has no trials (every cell is missing).`, name);
    trials[q] = n;
  }
  return tableWithIds(options.ids, k, counts, trials);
}
