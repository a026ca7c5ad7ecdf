/**
 * CSV / TSV, long: one row per trial (`question_id, trial, outcome`), and the count table
 * (`question_id, outcome, count`), which share the column handling.
 *
 * ```csv
 * question_id,trial,outcome
 * q1,0,1
 * q2,0,0
 * q1,1,0
 * ```
 */
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import {
  MISSING,
  OutcomeParser,
  columnField,
  fail,
  fastLabelMax,
  finishTable,
  readHead,
  singleResult,
} from './common.js';
import { CsvRow, delimiterFor, readCsvRows } from './csv.js';
import { ByteIdIndex } from './id-index.js';
import { firstLineCells } from './detect.js';

export { firstLineCells };
import type { ReadOptions, ReadResult, Reader } from './types.js';
import { UsageBuilder, usageColumnsOf, usageValue } from './usage.js';

/**
 * Reads a long CSV/TSV file: a header row naming the columns, then one row per trial. Columns:
 * `question_id` (option `idColumn`), `outcome` (`outcomeColumn`) and optionally `trial`
 * (`trialColumn`; informational: duplicates are not detected, which would need memory proportional
 * to the number of rows). Rows of one question may be anywhere in the file. An empty outcome is a
 * missing trial. Memory is O(questions x categories): a 1 GB file streams in well under 300 MB.
 * With `usageColumns`, the named columns are each trial's usage (tokens, seconds, cost); an empty
 * cell is a missing value.
 *
 * @example
 * // question_id,outcome / q1,1 / q2,0 / q1,0
 * (await readLongCsv('long.csv')).table.counts // Float64Array [1, 1, 1, 0]
 */
export function readLongCsv(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  return readColumns(path, options, 'csv-long');
}

/**
 * Reads a count table from CSV/TSV: `question_id, outcome, count` rows (the sufficient statistic;
 * e.g. the result of `SELECT question_id, outcome, COUNT(*) ... GROUP BY 1, 2`). Rows with the same
 * question and outcome add up; a count of 0 registers the question without trials of that label.
 *
 * @example
 * // question_id,outcome,count / q1,1,3 / q1,0,1
 * (await readCountsCsv('counts.csv')).table.trials // Float64Array [4]
 */
export function readCountsCsv(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  return readColumns(path, options, 'counts-csv');
}

async function readColumns(
  path: string,
  options: ReadOptions,
  format: 'csv-long' | 'counts-csv',
): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const fastMax = fastLabelMax(parser);
  const head = await readHead(path, 64 * 1024);
  const delimiter = delimiterFor(path, options.delimiter, head);
  const builder = new CountTableBuilder();
  const counts = format === 'counts-csv';
  const usageSpecs = counts ? [] : usageColumnsOf(options.usageColumns);
  let usageCols: { col: number; field: string; spec: (typeof usageSpecs)[number] }[] = [];
  const usage = new UsageBuilder();

  let header: string[] | undefined;
  let idCol = -1;
  let outCol = -1;
  let countCol = -1;
  let idName = '';
  let outName = '';
  let countName = '';
  // Ids are looked up by their bytes; a string is decoded only for a new byte sequence.
  let currentLine = 0;
  const ids = new ByteIdIndex(builder, (buf, s, e) => {
    const id = Buffer.from(buf.buffer, buf.byteOffset + s, e - s)
      .toString('utf8')
      .trim();
    if (id === '')
      fail({ file: path, line: currentLine, field: columnField(idName) }, 'empty question id.');
    return id;
  });
  const rowOf = (row: CsvRow): number => {
    currentLine = row.line;
    if (row.quoted[idCol] !== 0) {
      const id = row.text(idCol).trim();
      if (id === '')
        fail({ file: path, line: row.line, field: columnField(idName) }, 'empty question id.');
      return builder.row(id);
    }
    return ids.row(row.buf, row.starts[idCol] as number, row.ends[idCol] as number);
  };

  await readCsvRows(path, { delimiter, lazy: true }, (row) => {
    row.split();
    if (header === undefined) {
      header = Array.from({ length: row.count }, (_, c) => row.text(c).trim());
      idName = options.idColumn ?? 'question_id';
      outName = options.outcomeColumn ?? 'outcome';
      countName = options.countColumn ?? 'count';
      idCol = findColumn(header, idName, 'id-column', path, row.line);
      outCol = findColumn(header, outName, 'outcome-column', path, row.line);
      if (counts) countCol = findColumn(header, countName, 'count-column', path, row.line);
      const cols = header;
      usageCols = usageSpecs.map((spec) => ({
        col: findColumn(cols, spec.column, 'usage-columns', path, row.line),
        field: columnField(spec.column),
        spec,
      }));
      return;
    }
    if (row.count !== header.length)
      fail(
        { file: path, line: row.line },
        `row has ${row.count} cell(s), expected ${header.length} as in the header.`,
      );
    const q = rowOf(row);
    for (const u of usageCols) {
      const v = usageValue(
        row.text(u.col),
        { file: path, line: row.line, field: u.field },
        { scale: u.spec.scale, text: true },
      );
      if (v !== undefined) usage.addAt(q, u.spec.measure, v);
    }
    let label = row.digits(outCol);
    if (label < 0 || label > fastMax) {
      label = parser.text(row.text(outCol), {
        file: path,
        line: row.line,
        field: columnField(outName),
      });
      if (label === MISSING) {
        if (counts)
          fail(
            { file: path, line: row.line, field: columnField(outName) },
            'empty outcome; every count-table row needs an outcome.',
          );
        return;
      }
    }
    if (!counts) {
      builder.addAt(q, label);
      return;
    }
    let n = row.digits(countCol);
    if (n < 0) n = parseCount(row.text(countCol), path, row.line, countName);
    if (n > 0) builder.addAt(q, label, n);
  });

  if (header === undefined) fail({ file: path }, 'contains no rows.');
  if (builder.size === 0) fail({ file: path }, 'has a header row but no data rows.');
  const built = builder.build();
  const table = finishTable(built, path, { categories: parser.categories, warnings });
  return singleResult(path, format, table, warnings, { usage: usage.build(built.ids) });
}

function findColumn(
  header: readonly string[],
  name: string,
  option: string,
  file: string,
  line: number,
): number {
  const i = header.indexOf(name);
  if (i < 0)
    fail(
      { file, line, field: columnField(name) },
      `no such column (option ${option}); the header has ${excerptList(header)}.`,
    );
  return i;
}

/** A count from text: a non-negative integer (`3.0` is accepted); anything else is an `InputError`. */
export function parseCount(
  text: string,
  file: string,
  line: number | undefined,
  field: string,
): number {
  const t = text.trim();
  const v = t === '' ? NaN : Number(t);
  if (!Number.isInteger(v) || v < 0)
    fail(
      { file, ...(line !== undefined ? { line } : {}), field: columnField(field) },
      `${excerpt(text)} is not a count (a non-negative integer).`,
    );
  if (!Number.isSafeInteger(v)) tooLarge(text, { file, line, field });
  return v;
}

/** Counts beyond 2^53 - 1 cannot be added up exactly in a double. */
function tooLarge(
  value: unknown,
  where: { file: string; line: number | undefined; field: string },
): never {
  return fail(
    {
      file: where.file,
      ...(where.line !== undefined ? { line: where.line } : {}),
      field: columnField(where.field),
    },
    `${excerpt(value)} is too large for a count (at most ${Number.MAX_SAFE_INTEGER}).`,
  );
}

/** A count from JSON: a non-negative integer number, or a string `parseCount` accepts. */
export function parseCountValue(
  value: unknown,
  where: { file: string; line: number; field: string },
): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    return Number.isSafeInteger(value) ? value : tooLarge(value, where);
  if (typeof value === 'string') return parseCount(value, where.file, where.line, where.field);
  return fail(
    { file: where.file, line: where.line, field: columnField(where.field) },
    `${excerpt(value)} is not a count (a non-negative integer).`,
  );
}

export const longCsvReader: Reader = {
  name: 'csv-long',
  extensions: ['.csv', '.tsv', '.tab'],
  sniff: (head) => {
    const first = firstLineCells(head);
    return first.includes('outcome') && !first.includes('count');
  },
  read: readLongCsv,
};

export const countsCsvReader: Reader = {
  name: 'counts-csv',
  extensions: ['.csv', '.tsv', '.tab'],
  sniff: (head) => {
    const first = firstLineCells(head);
    return first.includes('outcome') && first.includes('count');
  },
  read: readCountsCsv,
};
