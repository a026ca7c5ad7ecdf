import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../../src/readers/csv.js';
import { readLines } from '../../src/readers/lines.js';
import { readLongCsv, readOutcomes, readWideCsv } from '../../src/readers/index.js';
import { plain, tempDir } from './helpers.js';

async function cells(path: string, chunkSize: number, lazy = false): Promise<[number, string[]][]> {
  const rows: [number, string[]][] = [];
  await readCsvRows(path, { delimiter: 44, chunkSize, lazy }, (row) => {
    row.split();
    rows.push([row.line, Array.from({ length: row.count }, (_, i) => row.text(i))]);
  });
  return rows;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) || cell === '' ? `"${cell.replaceAll('"', '""')}"` : cell;
}

describe('CSV tokenizer', () => {
  it('quotes, escaped quotes, newlines inside quotes, CRLF, BOM, blank lines, no final newline', async () => {
    const t = tempDir();
    const path = t.write(
      'a.csv',
      '\uFEFFid,"a ""b"""\r\n"x,1",1\r\n\r\n"multi\nline",0\r\n"é",\r\nlast,1',
    );
    for (const chunk of [1, 2, 3, 5, 1 << 20])
      for (const lazy of [false, true])
        expect(await cells(path, chunk, lazy), `chunk ${chunk} lazy ${lazy}`).toEqual([
          [1, ['id', 'a "b"']],
          [2, ['x,1', '1']],
          [4, ['multi\nline', '0']],
          [6, ['é', '']],
          [7, ['last', '1']],
        ]);
  });

  it('any table survives any chunking (property)', async () => {
    const t = tempDir();
    let n = 0;
    const cell = fc.oneof(
      fc.constantFrom('0', '1', '2', '', 'q"1', 'a,b', 'x\ny', 'ü'),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        async (table, crlf, finalNewline, chunk, lazy) => {
          const eol = crlf ? '\r\n' : '\n';
          const text =
            table.map((r) => r.map(quote).join(',')).join(eol) + (finalNewline ? eol : '');
          const path = t.write(`p${n++}.csv`, text);
          const got = (await cells(path, chunk, lazy)).map(([, c]) => c);
          expect(got).toEqual(table);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('JSON Lines reader: lines across chunk borders, CRLF, BOM, blank lines', async () => {
    const t = tempDir();
    const path = t.write('a.jsonl', '\uFEFF{"a":1}\r\n\r\n{"b":"ü"}\n{"c":3}');
    for (const chunkSize of [1, 2, 7, 1 << 20]) {
      const lines: [string, number][] = [];
      await readLines(path, (text, line) => lines.push([text, line]), { chunkSize });
      expect(lines).toEqual([
        ['{"a":1}', 1],
        ['{"b":"ü"}', 3],
        ['{"c":3}', 4],
      ]);
    }
  });
});

describe('wide CSV', () => {
  it('no header: questions numbered 1.. in row order; empty cell = missing trial', async () => {
    const t = tempDir();
    const { table } = await readWideCsv(t.write('a.csv', '1,0,1\n0,,1\n'));
    expect(plain(table)).toEqual({
      ids: ['1', '2'],
      categories: 2,
      rows: [
        [1, 2],
        [1, 1],
      ],
      trials: [3, 2],
    });
  });

  it('a header without an id column: every column is a trial', async () => {
    const t = tempDir();
    const { table } = await readWideCsv(t.write('a.csv', 'run1,run2\n1,0\n1,1\n'));
    expect(table.ids).toEqual(['1', '2']);
    expect([...table.trials]).toEqual([2, 2]);
  });

  it('TSV, BOM, CRLF, quoted ids, booleans, 1.0, categorical labels, header: true', async () => {
    const t = tempDir();
    const tsv = t.write(
      'a.tsv',
      '\uFEFFquestion\tr1\tr2\tr3\r\n"q\t1"\ttrue\t1.0\t2\r\nq2\tFALSE\t0\t\r\n',
    );
    const { table } = await readWideCsv(tsv, { header: true });
    expect(plain(table)).toEqual({
      ids: ['q\t1', 'q2'],
      categories: 3,
      rows: [
        [0, 2, 1],
        [2, 0, 0],
      ],
      trials: [3, 2],
    });
  });

  it('idColumn names the id column; header: false reads the first row as data', async () => {
    const t = tempDir();
    const path = t.write('a.csv', 'r1,name,r2\n1,alpha,0\n0,beta,0\n');
    expect((await readWideCsv(path, { idColumn: 'name' })).table.ids).toEqual(['alpha', 'beta']);
    const numeric = t.write('b.csv', '1,1\n0,1\n');
    expect((await readWideCsv(numeric, { header: false })).table.ids).toEqual(['1', '2']);
  });

  it('runs of one-digit cells: the id column inside them, wider labels, empty cells, extra cells', async () => {
    const t = tempDir();
    // The id sits between trials; 12 and an empty cell break a run, which resumes after them.
    const path = t.write('runs.csv', 'r1,r2,name,r3,r4,r5,r6\n1,0,7,1,1,,1\n3,1,beta,12,0,1,0\n');
    const { table } = await readWideCsv(path, { idColumn: 'name' });
    expect(table.ids).toEqual(['7', 'beta']);
    const rows = plain(table).rows;
    expect(rows[0]?.slice(0, 2)).toEqual([1, 4]);
    expect(rows[1]?.[0]).toBe(2);
    expect([rows[1]?.[1], rows[1]?.[3], rows[1]?.[12]]).toEqual([2, 1, 1]);
    expect(table.trials[0]).toBe(5);
    await expect(
      readWideCsv(t.write('two.csv', 'id,a,b,c\nq1,1,2,0\n'), { categories: 2 }),
    ).rejects.toThrow(
      /two\.csv:2 column "b": "2" is outside the labels 0\.\.1 \(categories: 2\)\./,
    );
    await expect(readWideCsv(t.write('long.csv', 'id,a,b\nq1,1,0,1,1\n'))).rejects.toThrow(
      /long\.csv:2: row has 5 cell\(s\), expected 3 as on line 1/,
    );
  });

  it('threshold binarizes soft scores (>= threshold is correct)', async () => {
    const t = tempDir();
    const path = t.write('soft.csv', 'id,a,b,c\nq1,0.9,0.5,0.49\nq2,0.1,1,\n');
    const { table } = await readWideCsv(path, { threshold: 0.5 });
    expect(plain(table).rows).toEqual([
      [1, 2],
      [1, 1],
    ]);
  });

  it('semicolon-separated files are detected', async () => {
    const t = tempDir();
    const { table } = await readOutcomes(t.write('a.csv', 'id;a;b\nq1;1;0\n'));
    expect(plain(table).rows).toEqual([[1, 1]]);
  });
});

describe('long CSV', () => {
  it('custom column names, string ids everywhere, empty outcome = missing', async () => {
    const t = tempDir();
    const path = t.write('l.csv', 'sample,epoch,score\n1,1,1\n01,1,0\n1,2,\n2,1,1\n');
    const { table } = await readLongCsv(path, { idColumn: 'sample', outcomeColumn: 'score' });
    // "01" and "1" are different strings: ids are compared as text.
    expect(plain(table)).toEqual({
      ids: ['1', '01', '2'],
      categories: 2,
      rows: [
        [0, 1],
        [1, 0],
        [0, 1],
      ],
      trials: [1, 1, 1],
    });
  });
});

describe('CSV leniency', () => {
  it('a quote inside a plain cell is a literal character', async () => {
    const t = tempDir();
    const path = t.write('q.csv', 'id,a\nq"1,1\nq2,0\n');
    for (const lazy of [false, true])
      expect((await cells(path, 3, lazy)).map(([, c]) => c)).toEqual([
        ['id', 'a'],
        ['q"1', '1'],
        ['q2', '0'],
      ]);
  });
});
