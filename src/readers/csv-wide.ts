/**
 * CSV / TSV, wide: one row per question, one column per trial.
 *
 * ```csv
 * question_id,run1,run2,run3
 * q1,1,0,1
 * q2,0,,1
 * ```
 */
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import {
  MAX_LABEL,
  MISSING,
  fastLabelMax,
  OutcomeParser,
  columnField,
  fail,
  finishTable,
  readHead,
  singleResult,
} from './common.js';
import { CsvRow, delimiterFor, readCsvRows } from './csv.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/** Header names that make the first column the question id. */
const ID_HEADERS = new Set(['id', 'question_id', 'question']);

/**
 * Reads a wide CSV/TSV result matrix: one row per question, one column per trial, an empty cell is
 * a missing trial. A header row is optional (`header: 'auto'` treats the first row as a header when
 * one of its cells is not an outcome); with a header, the first column holds the question ids when it
 * is named `id`, `question_id` or `question` (or the column named by `idColumn`), otherwise questions
 * are numbered 1, 2, ... in row order. Every row must have as many cells as the first: a short row is
 * an error, never padded.
 *
 * @example
 * // fixtures/readers/wide.csv: q1,1,0,1 / q2,0,,1
 * (await readWideCsv('wide.csv')).table.trials // Float64Array [3, 2]
 */
export async function readWideCsv(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const head = await readHead(path, 64 * 1024);
  const delimiter = delimiterFor(path, options.delimiter, head);
  const builder = new CountTableBuilder();
  const firstLine: number[] = []; // line of each question, for duplicate-id messages

  let width = -1;
  let widthLine = 0;
  let idCol = -1;
  let headerNames: string[] | undefined;
  let numbered = 0;

  const headerOption = options.header ?? 'auto';
  // Plain digit cells up to this label skip the general parser (the hot path).
  const fastMax = fastLabelMax(parser);
  const isOutcomeText = (row: CsvRow, i: number): boolean => {
    if (row.isEmpty(i) || row.digits(i) >= 0) return true;
    return OUTCOME_LIKE.test(row.text(i).trim());
  };

  // One row's counts per label, flushed into the builder once per row (not once per cell).
  const rowCounts = new Float64Array(MAX_LABEL + 1);
  let top = -1; // largest label counted in the current row
  const fieldOf = (c: number): string =>
    headerNames ? columnField(headerNames[c] ?? '') : `column ${c + 1}`;

  const register = (id: string, line: number): void => {
    if (id === '')
      fail(
        { file: path, line, field: columnField(headerNames?.[idCol] ?? 'id') },
        `empty question id.`,
      );
    if (builder.has(id))
      fail(
        { file: path, line, field: columnField(headerNames?.[idCol] ?? 'id') },
        `duplicate question id ${excerpt(id)} (first on line ${firstLine[builder.row(id)]}); ` +
          `in a wide file each question is one row.`,
      );
    const q = builder.row(id);
    firstLine[q] = line;
    for (let c = 0; c <= top; c++) {
      const n = rowCounts[c] as number;
      if (n > 0) {
        builder.addAt(q, c, n);
        rowCounts[c] = 0;
      }
    }
    top = -1;
  };

  const ragged = (cells: number, line: number): never =>
    fail(
      { file: path, line },
      `row has ${cells} cell(s), expected ${width} as on line ${widthLine}; a missing trial must be ` +
        `an empty cell (e.g. "1,0,,1"), rows are never padded.`,
    );

  const slowCell = (text: string, line: number, c: number): void => {
    const label = parser.text(text, { file: path, line, field: fieldOf(c) });
    if (label === MISSING) return;
    rowCounts[label] = (rowCounts[label] as number) + 1;
    if (label > top) top = label;
  };

  // The hot path: a quote-free line, scanned byte by byte; digits become labels without strings.
  const onLine = (row: CsvRow): void => {
    const buf = row.buf;
    const end = row.lineEnd;
    let p = row.lineStart;
    let c = 0;
    let idStart = 0;
    let idEnd = 0;
    for (;;) {
      // A run of one-digit cells ("1,0,1,"), the usual wide file: two bytes per trial.
      // (Locals: the closure's variables are read once per run, not once per cell.)
      if (c !== idCol) {
        const stopAt = idCol > c ? idCol : width;
        const counts = rowCounts;
        const sep = delimiter;
        const max = fastMax > 9 ? 9 : fastMax;
        let highest = top;
        while (c < stopAt && p + 1 < end && buf[p + 1] === sep) {
          const d = (buf[p] as number) - 48;
          if (d < 0 || d > max) break;
          counts[d] = (counts[d] as number) + 1;
          if (d > highest) highest = d;
          p += 2;
          c++;
        }
        top = highest;
      }
      const s = p;
      let v = 0;
      let plain = true;
      while (p < end) {
        const b = buf[p] as number;
        if (b === delimiter) break;
        const d = b - 48;
        if (d < 0 || d > 9) plain = false;
        v = v * 10 + d;
        p++;
      }
      if (c === idCol) {
        idStart = s;
        idEnd = p;
      } else if (p > s) {
        if (plain && p - s < 10 && v <= fastMax) {
          rowCounts[v] = (rowCounts[v] as number) + 1;
          if (v > top) top = v;
        } else slowCell(buf.toString('utf8', s, p), row.line, c);
      }
      c++;
      if (p >= end) break;
      p++;
    }
    if (c !== width) ragged(c, row.line);
    register(
      idCol >= 0 ? buf.toString('utf8', idStart, idEnd).trim() : String(++numbered),
      row.line,
    );
  };

  const onData = (row: CsvRow): void => {
    if (row.count < 0) return onLine(row);
    if (row.count !== width) ragged(row.count, row.line);
    for (let c = 0; c < width; c++) {
      if (c === idCol) continue;
      const v = row.digits(c);
      if (v >= 0 && v <= fastMax) {
        rowCounts[v] = (rowCounts[v] as number) + 1;
        if (v > top) top = v;
      } else slowCell(row.text(c), row.line, c);
    }
    register(idCol >= 0 ? row.text(idCol).trim() : String(++numbered), row.line);
  };

  await readCsvRows(path, { delimiter, lazy: true }, (row) => {
    if (width < 0) {
      row.split();
      width = row.count;
      widthLine = row.line;
      let header = headerOption === true;
      if (headerOption === 'auto')
        for (let c = 0; c < row.count && !header; c++) header = !isOutcomeText(row, c);
      if (header) {
        headerNames = Array.from({ length: row.count }, (_, c) => row.text(c).trim());
        if (options.idColumn !== undefined) {
          idCol = headerNames.indexOf(options.idColumn);
          if (idCol < 0)
            fail(
              { file: path, line: row.line, field: columnField(options.idColumn) },
              `no such column (option id-column); the header has ${excerptList(headerNames)}.`,
            );
        } else if (ID_HEADERS.has((headerNames[0] ?? '').toLowerCase())) idCol = 0;
        return;
      }
      if (options.idColumn !== undefined)
        fail(
          { file: path, line: row.line },
          `option id-column is set (${excerpt(options.idColumn)}) but the first row is not a header.`,
        );
    }
    onData(row);
  });

  if (width < 0) fail({ file: path }, 'contains no rows.');
  if (builder.size === 0) fail({ file: path }, 'has a header row but no data rows.');
  if (width - (idCol >= 0 ? 1 : 0) === 0) fail({ file: path }, 'has no trial columns.');
  // A first column of ids read as a trial (`question_idx`, `Unnamed: 0`, or 0, 1, 2, ...) adds a
  // trial with labels up to M - 1: say so, and let the engine say it rather than ask for weights.
  const idLike =
    idCol < 0 && options.idColumn === undefined
      ? idLikeFirstColumn(head, delimiter, headerNames)
      : undefined;
  if (idLike !== undefined)
    warnings.push(
      `${path}: the first column ${idLike.column === undefined ? '' : `${excerpt(idLike.column)} `}looks like question ids (${idLike.why}) but is read as a trial; ${ID_ADVICE}.`,
    );
  const table = finishTable(builder.build(), path, { categories: parser.categories, warnings });
  return {
    ...singleResult(path, 'csv-wide', table, warnings),
    ...(idLike !== undefined ? { idLikeColumn: idLike.column ?? 'column 1' } : {}),
  };
}

/** How to read a first column of ids as ids. */
const ID_ADVICE = 'name it id, question_id or question, or set the id-column option to its name';

/** Header names of an id column (beyond `ID_HEADERS`, which are read as ids). */
const ID_LIKE_NAME =
  /^(?:(?:question|q|doc|sample|example|item|problem|prompt|task|instance|row|record)[ _-]?(?:id|idx|index|no|num|number|key)|idx|index|qid|uid|key|unnamed: ?0|#)$/i;

/**
 * Whether the first column of a wide CSV that is read as a trial looks like question ids instead:
 * an id-like header (`question_idx`, `doc_id`, `index`, pandas' `Unnamed: 0`), or, in the first
 * rows of the file, integers counting up by one from 0 or 1 that go past every other cell's label
 * (outcomes are small labels; ids count the rows). Judged on the first 64 KiB; quoted cells are not
 * judged by value.
 */
function idLikeFirstColumn(
  head: Uint8Array,
  delimiter: number,
  headerNames: readonly string[] | undefined,
): { column?: string; why: string } | undefined {
  const name = headerNames?.[0];
  if (name !== undefined && ID_LIKE_NAME.test(name)) return { column: name, why: 'its name' };
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
  const lines = text.split(/\r?\n/).slice(headerNames ? 1 : 0, -1);
  const sep = String.fromCharCode(delimiter);
  const firsts: number[] = [];
  let othersMax = -1;
  for (const line of lines.slice(0, 1000)) {
    if (line === '' || line.includes('"')) break;
    const cells = line.split(sep);
    const first = cells[0]?.trim() ?? '';
    if (!/^\d{1,9}$/.test(first)) return undefined;
    firsts.push(Number(first));
    for (const cell of cells.slice(1)) {
      const t = cell.trim();
      if (t === '') continue;
      if (!/^\d{1,9}$/.test(t)) return undefined;
      othersMax = Math.max(othersMax, Number(t));
    }
  }
  if (firsts.length < 3 || othersMax < 0) return undefined;
  const start = firsts[0] as number;
  if (start > 1 || firsts.some((v, i) => v !== start + i)) return undefined;
  if ((firsts[firsts.length - 1] as number) <= othersMax) return undefined;
  return {
    ...(name !== undefined ? { column: name } : {}),
    why: `${firsts.slice(0, 3).join(', ')}, … counting up by one, past every outcome`,
  };
}

/** Cells that look like outcomes (so the row is data, not a header): numbers, booleans, NaN. */
const OUTCOME_LIKE =
  /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|true|false|nan|NaN|TRUE|FALSE|True|False)$/;

export const wideCsvReader: Reader = {
  name: 'csv-wide',
  extensions: ['.csv', '.tsv', '.tab'],
  sniff: () => true,
  read: readWideCsv,
};
