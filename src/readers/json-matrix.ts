/**
 * JSON result matrices: `[[1,0,1],[0,0,1]]`; `{"q1": [1,0,1], "q2": [0,0,1]}`; or
 * `{"ids": ["q1","q2"], "R": [[1,0,1],[0,0,1]], "R0": [[1],[0]], "w": [0, 1]}`.
 *
 * Streamed: cells go from the JSON tokenizer (`json-stream.ts`) straight into count tables, so memory
 * is O(questions x categories) plus the small `ids` and `w` lists, never O(trials) or O(file).
 */
import { InputError, excerpt } from '../errors.js';
import { CountTableBuilder, type CountTable } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, fastLabelMax, finishTable, singleResult } from './common.js';
import { JsonStream, streamJsonFile, type JsonKind, type JsonPath } from './json-stream.js';
import { questionId } from './jsonl-long.js';
import { isNonFiniteSentinel } from './lines.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/**
 * Reads a JSON result matrix in one of three shapes: an array of rows (questions numbered 1, 2, ...
 * in order); an object mapping question id to its row (rows in document order); or
 * `{ ids?, R, R0?, w? }` as scorio's Python users write it (`R0` prior outcomes, rows aligned with
 * `R`; `w` the category weights; the keys may come in any order, `ids` after `R` included). `null` is
 * a missing trial; rows may differ in length (each lists its own trials). The file is streamed (bare
 * `NaN` is read, and refused where an outcome is required): memory does not grow with the trials.
 *
 * @example
 * // {"ids": ["a", "b"], "R": [[1, 0], [1, 1]]}
 * (await readJsonMatrix('m.json')).table.counts // Float64Array [1, 1, 0, 2]
 */
export async function readJsonMatrix(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const doc = new MatrixDocument(path, parser);
  await streamJsonFile(path, doc, { fastIntegers: true });
  return matrixResult(path, doc, warnings);
}

/**
 * `readJsonMatrix` over bytes already in hand, fed chunk by chunk (`file` names them in messages).
 * The file reader and this give the same result for any chunking; tests use it to cut documents at
 * every byte.
 *
 * @example
 * jsonMatrixFromChunks('m.json', [Buffer.from('[[1, 0], '), Buffer.from('[1]]')]).table.trials
 * // Float64Array [2, 1]
 */
export function jsonMatrixFromChunks(
  file: string,
  chunks: Iterable<Uint8Array>,
  options: ReadOptions = {},
): ReadResult {
  const warnings: string[] = [];
  const doc = new MatrixDocument(file, new OutcomeParser(options));
  const stream = new JsonStream({ file }, doc, { fastIntegers: true });
  let total = 0;
  for (const chunk of chunks) {
    total += chunk.length;
    stream.write(chunk);
  }
  if (total === 0) fail({ file }, 'the file is empty.');
  stream.end();
  return matrixResult(file, doc, warnings);
}

function matrixResult(file: string, doc: MatrixDocument, warnings: string[]): ReadResult {
  const { table, prior, weights } = doc.finish(warnings);
  return singleResult(file, 'json', table, warnings, {
    ...(prior ? { prior } : {}),
    ...(weights ? { weights } : {}),
  });
}

/** The fields of the `{ ids, R, R0, w }` shape, kept out of the id -> row interpretation's way. */
const SMALL_FIELDS = new Set(['ids', 'w']);

/**
 * The streaming handler. The shape is known only as the document goes: an object is the
 * `{ ids, R, ... }` shape once `R` starts as an array, and an id -> row mapping if it ends without
 * one. Until `R` is seen, every top-level array is also counted as a mapping row, with its first
 * error held back (`Deferred`) and thrown only if the document turns out to be a mapping; `R0` is
 * counted the same way, its errors held back until `R` confirms the shape.
 */
class MatrixDocument {
  private root: JsonKind | undefined;
  /** The top-level array (root array) or `R`. */
  private rows: MatrixRows | undefined;
  private prior: MatrixRows | undefined;
  private priorValue: unknown;
  private idsValue: unknown;
  private wValue: unknown;
  private mapping: MappingRows | undefined;
  private readonly keys = new Set<string>();

  constructor(
    private readonly file: string,
    private readonly parser: OutcomeParser,
  ) {}

  select(p: JsonPath, kind: JsonKind): boolean {
    const n = p.length;
    if (n === 0) return false;
    if (this.root === 'array') return n === 2 || kind !== 'array';
    const key = p[0] as string;
    if (n === 1) return SMALL_FIELDS.has(key) || kind !== 'array';
    if (n === 2) return kind !== 'array' || (key !== 'R' && key !== 'R0');
    return true;
  }

  onStart(p: JsonPath, kind: JsonKind, value: unknown): void {
    const n = p.length;
    if (n === 0) {
      if (kind === 'scalar')
        fail({ file: this.file }, `expected an array of rows or an object; got ${excerpt(value)}.`);
      this.root = kind;
      if (kind === 'array') this.rows = new MatrixRows(this.file, this.parser, '');
      else this.mapping = new MappingRows(this.file, this.parser);
      return;
    }
    if (this.root === 'array') return (this.rows as MatrixRows).rowStart(p[0] as number);
    const key = p[0] as string;
    if (n === 1) {
      // An array value of a top-level key (ids and w are selected, never seen here).
      this.newKey(key);
      if (key === 'R') {
        this.rows = new MatrixRows(this.file, this.parser, 'R');
        this.mapping = undefined; // the { ids, R } shape: other keys are not questions
      } else if (key === 'R0') this.prior = new MatrixRows(this.file, this.parser, 'R0', true);
      this.mapping?.rowStart(key);
      return;
    }
    // A row of R or R0 (n === 2).
    if (key === 'R') (this.rows as MatrixRows).rowStart(p[1] as number);
    else {
      this.prior?.rowStart(p[1] as number);
      this.mapping?.cell(key, p[1] as number, ROW_PLACEHOLDER);
    }
  }

  onValue(p: JsonPath, value: unknown): void {
    const n = p.length;
    if (this.root === 'array') {
      const rows = this.rows as MatrixRows;
      if (n === 1) rows.element(p[0] as number, value);
      else rows.cell(p[0] as number, p[1] as number, value);
      return;
    }
    const key = p[0] as string;
    if (n === 1) {
      this.newKey(key);
      if (key === 'ids') this.idsValue = value;
      else if (key === 'w') this.wValue = value;
      else if (key === 'R0') this.priorValue = value;
      const mapping = this.mapping;
      if (!mapping) return;
      if (Array.isArray(value)) {
        mapping.rowStart(key);
        value.forEach((cell, j) => mapping.cell(key, j, cell));
      } else mapping.notARow(key, value);
      return;
    }
    if (key === 'R') {
      const rows = this.rows as MatrixRows;
      if (n === 2) rows.element(p[1] as number, value);
      else rows.cell(p[1] as number, p[2] as number, value);
      return;
    }
    if (key === 'R0' && this.prior) {
      if (n === 2) this.prior.element(p[1] as number, value);
      else this.prior.cell(p[1] as number, p[2] as number, value);
    }
    if (n === 2) this.mapping?.cell(key, p[1] as number, value);
  }

  private newKey(key: string): void {
    if (this.keys.has(key))
      fail(
        { file: this.file, record: excerpt(key) },
        `duplicate key ${excerpt(key)} (a question id or field may appear once).`,
      );
    this.keys.add(key);
  }

  finish(warnings: string[]): { table: CountTable; prior?: CountTable; weights?: number[] } {
    const file = this.file;
    const categories = this.parser.categories;
    if (this.root === 'array') {
      const table = (this.rows as MatrixRows).table(undefined);
      return { table: finishTable(table, file, { categories, warnings }) };
    }
    const rows = this.rows;
    if (!rows) {
      const mapping = this.mapping as MappingRows;
      mapping.deferred.rethrow();
      if (this.keys.size === 0) fail({ file }, 'is an empty object: no questions.');
      return { table: finishTable(mapping.builder.build(), file, { categories, warnings }) };
    }
    let ids: string[] | undefined;
    if (this.idsValue !== undefined) {
      const raw = this.idsValue;
      if (!Array.isArray(raw))
        fail({ file, field: 'field "ids"' }, `must be an array; got ${excerpt(raw)}.`);
      ids = raw.map((v, i) => questionId(v, { file, record: `ids[${i}]` }));
      const seen = new Map<string, number>();
      ids.forEach((id, i) => {
        const before = seen.get(id);
        if (before !== undefined)
          fail(
            { file, record: `ids[${i}]` },
            `duplicate question id ${excerpt(id)} (also ids[${before}]).`,
          );
        seen.set(id, i);
      });
      if (ids.length !== rows.elements)
        fail(
          { file, field: 'field "ids"' },
          `has ${ids.length} id(s) but R has ${rows.elements} row(s).`,
        );
    }
    const table = finishTable(rows.table(ids), file, { categories, warnings });
    let prior: CountTable | undefined;
    const r0 = this.prior;
    if (r0) {
      if (r0.elements !== rows.elements || r0.flat !== rows.flat)
        fail(
          { file, field: 'field "R0"' },
          `must be an array with one row per row of R (${rows.elements}); got ` +
            `${r0.flat ? `a list of ${r0.elements} outcome(s)` : `${r0.elements} row(s)`}.`,
        );
      r0.deferred.rethrow();
      prior = alignPrior(r0.table(ids), table);
    } else if (this.priorValue !== undefined && this.priorValue !== null)
      fail(
        { file, field: 'field "R0"' },
        `must be an array with one row per row of R (${rows.elements}); got ${excerpt(this.priorValue)}.`,
      );
    let weights: number[] | undefined;
    const w = this.wValue;
    if (w !== undefined && w !== null) {
      if (!Array.isArray(w) || w.some((x) => typeof x !== 'number' || !Number.isFinite(x)))
        fail(
          { file, field: 'field "w"' },
          `must be an array of finite numbers; got ${excerpt(w)}.`,
        );
      weights = w as number[];
    }
    return { table, ...(prior ? { prior } : {}), ...(weights ? { weights } : {}) };
  }
}

/** What a mapping error shows for a nested row it did not build (R0's rows, streamed past). */
const ROW_PLACEHOLDER: readonly unknown[] = Object.freeze([]);

/** The first error of an interpretation that may yet be dropped; later input is ignored. */
class Deferred {
  error: InputError | undefined;
  constructor(private readonly defer: boolean) {}

  run(fn: () => void): void {
    if (this.error) return;
    if (!this.defer) return fn();
    try {
      fn();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      this.error = error;
    }
  }

  rethrow(): void {
    if (this.error) throw this.error;
  }
}

/**
 * The rows of one matrix (the root array, `R` or `R0`), counted as they stream. Rows get
 * provisional ids 1, 2, ... in order; `table(ids)` attaches the real ids by position. A matrix
 * whose first element is not an array is one flat row (a single question).
 */
class MatrixRows {
  readonly builder = new CountTableBuilder();
  readonly deferred: Deferred;
  /** Top-level elements seen (rows, or outcomes of a flat row). */
  elements = 0;
  flat = false;
  private first: unknown;
  private readonly fastMax: number;

  constructor(
    private readonly file: string,
    private readonly parser: OutcomeParser,
    private readonly name: string,
    defer = false,
  ) {
    this.deferred = new Deferred(defer);
    this.fastMax = fastLabelMax(parser);
  }

  private record(i: number): string {
    return `${this.name || 'element '}[${i}]`;
  }

  /** Element i is an array: a row (or, in a flat row, an error). */
  rowStart(i: number): void {
    this.deferred.run(() => {
      this.elements = i + 1;
      if (i === 0) this.builder.row('1');
      else if (this.flat)
        fail(
          { file: this.file, record: this.record(0) },
          `expected a row (an array of outcomes); got ${excerpt(this.first)}.`,
        );
      else this.builder.row(String(i + 1));
    });
  }

  /** Element i is a scalar or an object: an outcome of a flat row, or an error among rows. */
  element(i: number, value: unknown): void {
    this.deferred.run(() => {
      this.elements = i + 1;
      if (i === 0) {
        this.flat = true;
        this.first = value;
        this.builder.row('1');
      } else if (!this.flat)
        fail(
          { file: this.file, record: this.record(i) },
          `expected a row (an array of outcomes); got ${excerpt(value)}.`,
        );
      this.add(0, value, this.record(i));
    });
  }

  /** Cell j of row i. */
  cell(i: number, j: number, value: unknown): void {
    if (this.deferred.error) return;
    // Hot path: plain integer labels and booleans need no located parse.
    if (
      typeof value === 'number' &&
      value >= 0 &&
      value <= this.fastMax &&
      Number.isInteger(value)
    ) {
      this.builder.addAt(i, value);
      return;
    }
    this.deferred.run(() => this.add(i, value, `${this.record(i)}[${j}]`));
  }

  private add(q: number, value: unknown, record: string): void {
    const label = cellLabel(value, this.parser, { file: this.file, record });
    if (label !== MISSING) this.builder.addAt(q, label);
  }

  /** The counted table, ids attached by position (`ids[0]` for a flat row). */
  table(ids: readonly string[] | undefined): CountTable {
    if (this.elements === 0)
      fail(
        { file: this.file, ...(this.name ? { field: `field ${excerpt(this.name)}` } : {}) },
        'has no rows (no questions).',
      );
    const built = this.builder.build();
    if (!ids) return built;
    return { ...built, ids: this.flat ? [ids[0] as string] : [...ids] };
  }
}

/** The id -> row interpretation of an object, with its errors held back. */
class MappingRows {
  readonly builder = new CountTableBuilder();
  readonly deferred = new Deferred(true);
  private row = -1;

  constructor(
    private readonly file: string,
    private readonly parser: OutcomeParser,
  ) {}

  rowStart(id: string): void {
    this.deferred.run(() => {
      this.row = this.builder.row(id);
    });
  }

  notARow(id: string, value: unknown): void {
    this.deferred.run(() =>
      fail(
        { file: this.file, record: excerpt(id) },
        `expected an array of outcomes for question ${excerpt(id)}; got ${excerpt(value)}.`,
      ),
    );
  }

  cell(id: string, j: number, value: unknown): void {
    this.deferred.run(() => {
      const label = cellLabel(value, this.parser, {
        file: this.file,
        record: `${excerpt(id)}[${j}]`,
      });
      if (label !== MISSING) this.builder.addAt(this.row, label);
    });
  }
}

function cellLabel(
  cell: unknown,
  parser: OutcomeParser,
  where: { file: string; record: string },
): number {
  if (isNonFiniteSentinel(cell)) return parser.text(cell as string, where);
  if (typeof cell === 'string')
    return fail(
      where,
      `${excerpt(cell)} is not an outcome (expected a number, true/false or null).`,
    );
  return parser.value(cell, where);
}

/** The prior table restricted to (and ordered like) the rows kept in `table`. */
function alignPrior(prior: CountTable, table: CountTable): CountTable {
  const index = new Map<string, number>();
  prior.ids.forEach((id, q) => index.set(id, q));
  const k = Math.max(prior.categories, table.categories);
  const counts = new Float64Array(table.ids.length * k);
  const trials = new Float64Array(table.ids.length);
  table.ids.forEach((id, r) => {
    const q = index.get(id) as number;
    for (let c = 0; c < prior.categories; c++)
      counts[r * k + c] = prior.counts[q * prior.categories + c] as number;
    trials[r] = prior.trials[q] as number;
  });
  return { ids: [...table.ids], categories: k, counts, trials };
}

export const jsonMatrixReader: Reader = {
  name: 'json',
  extensions: ['.json'],
  sniff: () => true,
  read: readJsonMatrix,
};
