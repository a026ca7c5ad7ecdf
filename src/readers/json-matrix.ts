/**
 * JSON result matrices: `[[1,0,1],[0,0,1]]`; `{"q1": [1,0,1], "q2": [0,0,1]}`; or
 * `{"ids": ["q1","q2"], "R": [[1,0,1],[0,0,1]], "R0": [[1],[0]], "w": [0, 1]}`.
 */
import { showValue } from '../errors.js';
import { CountTableBuilder, type CountTable } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, finishTable, readText, singleResult } from './common.js';
import { isNonFiniteSentinel, parseJsonTolerant } from './lines.js';
import { questionId } from './jsonl-long.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/**
 * Reads a JSON result matrix in one of three shapes: an array of rows (questions numbered 1, 2, ...
 * in order); an object mapping question id to its row; or `{ ids?, R, R0?, w? }` as scorio's Python
 * users write it (`R0` prior outcomes, rows aligned with `R`; `w` the category weights). `null` is a
 * missing trial; rows may differ in length (each lists its own trials). The file is parsed whole
 * (JSON has no record boundaries to stream on): use CSV, JSON Lines or .npy for very large matrices.
 *
 * @example
 * // {"ids": ["a", "b"], "R": [[1, 0], [1, 1]]}
 * (await readJsonMatrix('m.json')).table.counts // Float64Array [1, 1, 0, 2]
 */
export async function readJsonMatrix(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const doc = parseJsonTolerant(await readText(path), { file: path });

  if (Array.isArray(doc)) {
    const table = matrixTable(doc, undefined, parser, path, '');
    return singleResult(
      path,
      'json',
      finishTable(table, path, { categories: parser.categories, warnings }),
      warnings,
    );
  }
  if (doc === null || typeof doc !== 'object')
    fail({ file: path }, `expected an array of rows or an object; got ${showValue(doc)}.`);
  const obj = doc as Record<string, unknown>;

  if ('R' in obj && Array.isArray(obj.R)) {
    let ids: string[] | undefined;
    if (obj.ids !== undefined) {
      if (!Array.isArray(obj.ids))
        fail({ file: path, field: 'field "ids"' }, `must be an array; got ${showValue(obj.ids)}.`);
      ids = obj.ids.map((v, i) => questionId(v, { file: path, record: `ids[${i}]` }));
      const seen = new Map<string, number>();
      ids.forEach((id, i) => {
        const before = seen.get(id);
        if (before !== undefined)
          fail(
            { file: path, record: `ids[${i}]` },
            `duplicate question id ${showValue(id)} (also ids[${before}]).`,
          );
        seen.set(id, i);
      });
      if (ids.length !== obj.R.length)
        fail(
          { file: path, field: 'field "ids"' },
          `has ${ids.length} id(s) but R has ${obj.R.length} row(s).`,
        );
    }
    const table = finishTable(matrixTable(obj.R, ids, parser, path, 'R'), path, {
      categories: parser.categories,
      warnings,
    });
    let prior: CountTable | undefined;
    if (obj.R0 !== undefined && obj.R0 !== null) {
      if (!Array.isArray(obj.R0) || obj.R0.length !== obj.R.length)
        fail(
          { file: path, field: 'field "R0"' },
          `must be an array with one row per row of R (${obj.R.length}); got ${showValue(obj.R0)}.`,
        );
      const full = matrixTable(obj.R0, ids, parser, path, 'R0');
      prior = alignPrior(full, table);
    }
    let weights: number[] | undefined;
    if (obj.w !== undefined && obj.w !== null) {
      if (!Array.isArray(obj.w) || obj.w.some((x) => typeof x !== 'number' || !Number.isFinite(x)))
        fail(
          { file: path, field: 'field "w"' },
          `must be an array of finite numbers; got ${showValue(obj.w)}.`,
        );
      weights = obj.w as number[];
    }
    return singleResult(path, 'json', table, warnings, {
      ...(prior ? { prior } : {}),
      ...(weights ? { weights } : {}),
    });
  }

  // An object mapping question id -> row.
  const keys = Object.keys(obj);
  if (keys.length === 0) fail({ file: path }, 'is an empty object: no questions.');
  const builder = new CountTableBuilder();
  for (const id of keys) {
    const row = obj[id];
    const record = `${showValue(id)}`;
    if (!Array.isArray(row))
      fail(
        { file: path, record },
        `expected an array of outcomes for question ${record}; got ${showValue(row)}.`,
      );
    const q = builder.row(id);
    row.forEach((cell, j) => {
      const label = cellLabel(cell, parser, { file: path, record: `${record}[${j}]` });
      if (label !== MISSING) builder.addAt(q, label);
    });
  }
  const table = finishTable(builder.build(), path, { categories: parser.categories, warnings });
  return singleResult(path, 'json', table, warnings);
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
      `${showValue(cell)} is not an outcome (expected a number, true/false or null).`,
    );
  return parser.value(cell, where);
}

/** Count table of an array of rows (or of one flat row: a single question). */
function matrixTable(
  rows: unknown[],
  ids: readonly string[] | undefined,
  parser: OutcomeParser,
  file: string,
  name: string,
): CountTable {
  if (rows.length === 0)
    fail(
      { file, ...(name ? { field: `field ${showValue(name)}` } : {}) },
      'has no rows (no questions).',
    );
  const flat = !Array.isArray(rows[0]) && rows.every((r) => !Array.isArray(r));
  const matrix: unknown[] = flat ? [rows] : rows;
  const builder = new CountTableBuilder();
  matrix.forEach((row, i) => {
    const id = ids?.[i] ?? String(i + 1);
    const record = `${name || 'element '}[${i}]`;
    if (!Array.isArray(row))
      fail({ file, record }, `expected a row (an array of outcomes); got ${showValue(row)}.`);
    const q = builder.row(id);
    row.forEach((cell, j) => {
      const label = cellLabel(cell, parser, {
        file,
        record: flat ? `${name || 'element '}[${j}]` : `${record}[${j}]`,
      });
      if (label !== MISSING) builder.addAt(q, label);
    });
  });
  return builder.build();
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
