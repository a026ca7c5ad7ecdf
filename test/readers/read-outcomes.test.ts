import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { countTableFromMatrix } from '../../src/metrics/count-table.js';
import {
  alignTables,
  detectFormat,
  readInspectEval,
  readInspectJson,
  readJsonMatrix,
  readOpenCompass,
  readOutcomes,
  readers,
} from '../../src/readers/index.js';
import { FORMAT_NAMES } from '../../src/readers/format-names.js';
import { loadReader } from '../../src/readers/load-reader.js';
import type { FormatName } from '../../src/readers/types.js';
import { FIXTURES, plain, tempDir } from './helpers.js';

describe('readOutcomes', () => {
  it('merges several files of one benchmark: trials appended per question, new ids appended', async () => {
    const t = tempDir();
    t.write('run-1.csv', 'id,a,b\nq1,1,0\nq2,1,1\n');
    t.write('run-2.csv', 'id,a\nq2,0\nq3,1\n');
    t.write('run-3.jsonl', '{"question_id": "q1", "outcome": 2}\n');
    const result = await readOutcomes(['run-*.csv', 'run-3.jsonl', 'run-1.csv'], { cwd: t.dir });
    expect(result.files).toEqual([
      join(t.dir, 'run-1.csv'),
      join(t.dir, 'run-2.csv'),
      join(t.dir, 'run-3.jsonl'),
    ]);
    expect(result.formats).toEqual(['csv-wide', 'csv-wide', 'jsonl-long']);
    expect(result.warnings).toEqual([
      expect.stringContaining('run-1.csv: matched more than once; read once.'),
    ]);
    expect(plain(result.table)).toEqual({
      ids: ['q1', 'q2', 'q3'],
      categories: 3,
      rows: [
        [1, 1, 1],
        [1, 2, 0],
        [0, 1, 0],
      ],
      trials: [3, 3, 1],
    });
  });

  it('a literal file name with glob characters is read as it is', async () => {
    const t = tempDir();
    t.write('run(1)[a].csv', 'id,a\nq1,1\n');
    const result = await readOutcomes('run(1)[a].csv', { cwd: t.dir });
    expect(result.table.ids).toEqual(['q1']);
  });

  it('1 and "1" are the same question across formats', async () => {
    const t = tempDir();
    t.write('a.jsonl', '{"question_id": 1, "outcome": 1}\n{"question_id": 2.0, "outcome": 0}\n');
    t.write('b.csv', 'question_id,outcome\n1,0\n2,1\n');
    const { table } = await readOutcomes(['a.jsonl', 'b.csv'], { cwd: t.dir });
    expect(plain(table)).toEqual({
      ids: ['1', '2'],
      categories: 2,
      rows: [
        [1, 1],
        [1, 1],
      ],
      trials: [2, 2],
    });
  });

  it('an explicit format overrides detection; an unknown one is a config error', async () => {
    const t = tempDir();
    const path = t.write('x.txt', 'question_id,outcome\nq1,1\n');
    expect((await readOutcomes(path, { format: 'csv-long' })).formats).toEqual(['csv-long']);
    await expect(readOutcomes(path, { format: 'xlsx' as never })).rejects.toThrow(
      /format "xlsx" is not known/,
    );
  });

  it('weights must agree between files', async () => {
    const t = tempDir();
    t.write('a.json', '{"R": [[1, 2]], "w": [0, 0.5, 1]}');
    t.write('b.json', '{"R": [[0, 2]], "w": [0, 1, 1]}');
    await expect(readOutcomes('*.json', { cwd: t.dir })).rejects.toThrow(
      /b\.json field "w": weights \[0,1,1\] differ/,
    );
  });
});

describe('detectFormat', () => {
  const head = (text: string): Uint8Array => new TextEncoder().encode(text);
  it('uses the extension, then the content', () => {
    expect(detectFormat('a.csv', head('q1,1,0\n'))).toBe('csv-wide');
    expect(detectFormat('a.csv', head('question_id,trial,outcome\n'))).toBe('csv-long');
    expect(detectFormat('a.tsv', head('question_id\toutcome\tcount\n'))).toBe('counts-csv');
    expect(detectFormat('a.csv', head('sample,score\n'), { outcomeColumn: 'score' })).toBe(
      'csv-long',
    );
    expect(
      detectFormat('a.json', head('{"version": 2, "status": "success", "eval": {"task": "x"}}')),
    ).toBe('inspect-json');
    expect(
      detectFormat('a.json', head('{"accuracy": 50.0, "details": [{"example_abbr": "x"}]}')),
    ).toBe('opencompass');
    expect(detectFormat('a.json', head('{"q1": [1, 0]}'))).toBe('json');
    expect(
      detectFormat(
        'out',
        head('{"question_id": 1, "outcome": 1}\n{"question_id": 2, "outcome": 0}\n'),
      ),
    ).toBe('jsonl-long');
    expect(detectFormat('a.jsonl', head('{"doc_id": 0, "filter": "none", "acc": 1.0}\n'))).toBe(
      'lm-eval',
    );
    expect(detectFormat('a.bin', new Uint8Array([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]))).toBe(
      'npy',
    );
    expect(detectFormat('a.npz', head('PK\u0003\u0004'))).toBe('npz');
    expect(detectFormat('log.zip', head('PK\u0003\u0004'))).toBe('inspect-eval');
    expect(detectFormat('details_gsm8k|0_x.parquet', head('PAR1'))).toBe('lighteval');
    expect(detectFormat('details.bin', head('PAR1\u0015\u0004'))).toBe('lighteval');
    expect(detectFormat('per_instance_stats.json', head('[\n  {\n    "instance_id": "id1",'))).toBe(
      'helm',
    );
    expect(detectFormat('stats.json', head('[{"name": {"name": "exact_match"}}]'))).toBe('json');
  });

  it('every format has exactly one reader', () => {
    const names = readers.map((r) => r.name).sort();
    expect(names).toEqual([...new Set(names)]);
    expect(names).toHaveLength(16);
  });

  it('loadReader loads, for every format, the reader the registry lists (the one readOutcomes uses)', async () => {
    const formats = FORMAT_NAMES.filter((f): f is FormatName => f !== 'auto');
    expect([...formats].sort()).toEqual(readers.map((r) => r.name).sort());
    for (const format of formats)
      expect(await loadReader(format)).toBe(readers.find((r) => r.name === format));
  });

  it('reads files larger than the first read (64 KiB) whole: rows and quoted fields across reads', async () => {
    const t = tempDir();
    // 6,000 questions × 4 trials, about 190 KB; every 7th id quoted with a comma inside, so that
    // some quoted field straddles a read boundary (64, 128 KiB).
    const rows = ['id,t1,t2,t3,t4'];
    let correct = 0;
    for (let q = 0; q < 6000; q++) {
      const cells = [0, 1, 2, 3].map((t) => ((q + t) % 3 === 0 ? 1 : 0));
      correct += cells.reduce<number>((a, b) => a + b, 0);
      rows.push(
        [
          q % 7 === 0 ? `"q${q}, padded id ${'x'.repeat(q % 50)}"` : `q${q}-${'y'.repeat(q % 30)}`,
          ...cells,
        ].join(','),
      );
    }
    t.write('big.csv', rows.join('\n') + '\n');
    t.write(
      'big.jsonl',
      Array.from({ length: 3000 }, (_, q) =>
        JSON.stringify({ question_id: `q${q}-${'z'.repeat(q % 40)}`, outcome: q % 2 }),
      ).join('\n') + '\n',
    );
    const csv = await readOutcomes('big.csv', { cwd: t.dir });
    expect(csv.table.ids).toHaveLength(6000);
    expect(csv.table.ids[7]).toBe('q7, padded id xxxxxxx');
    let sum = 0;
    for (let q = 0; q < 6000; q++) sum += csv.table.counts[q * csv.table.categories + 1] ?? 0;
    expect(sum).toBe(correct);
    const jsonl = await readOutcomes('big.jsonl', { cwd: t.dir });
    expect(jsonl.table.ids).toHaveLength(3000);
    expect(jsonl.table.ids[2999]).toBe(`q2999-${'z'.repeat(2999 % 40)}`);
  });
});

describe('alignTables', () => {
  const base = countTableFromMatrix(
    [
      [1, 0],
      [0, 0],
      [1, 1],
    ],
    { ids: ['a', 'b', 'c'] },
  );
  const cand = countTableFromMatrix(
    [
      [2, 2],
      [1, 1],
      [0, 1],
    ],
    { ids: ['c', 'a', 'd'] },
  );

  it('intersect keeps the common ids in baseline order, with one category layout', () => {
    const al = alignTables(base, cand, { mode: 'intersect' });
    expect(al.ids).toEqual(['a', 'c']);
    expect(al.onlyInBaseline).toEqual(['b']);
    expect(al.onlyInCandidate).toEqual(['d']);
    expect(plain(al.baseline)).toEqual({
      ids: ['a', 'c'],
      categories: 3,
      rows: [
        [1, 1, 0],
        [0, 2, 0],
      ],
      trials: [2, 2],
    });
    expect(plain(al.candidate).rows).toEqual([
      [0, 2, 0],
      [0, 0, 2],
    ]);
  });

  it('strict (the default) accepts equal id sets in any order', () => {
    const other = countTableFromMatrix([[1], [1], [0]], { ids: ['c', 'b', 'a'] });
    const al = alignTables(base, other);
    expect(al.ids).toEqual(['a', 'b', 'c']);
    expect(plain(al.candidate).rows).toEqual([
      [1, 0],
      [0, 1],
      [0, 1],
    ]);
  });

  it('no common id is an error even with intersect', () => {
    const other = countTableFromMatrix([[1]], { ids: ['z'] });
    expect(() => alignTables(base, other, { mode: 'intersect' })).toThrow(
      /no question id in common/,
    );
  });
});

describe('JSON shapes', () => {
  it('array of rows (ragged rows keep their own trials), object of rows, nulls are missing', async () => {
    const t = tempDir();
    const rows = await readJsonMatrix(t.write('a.json', '[[1, 0, null], [1]]'));
    expect(plain(rows.table)).toEqual({
      ids: ['1', '2'],
      categories: 2,
      rows: [
        [1, 1],
        [0, 1],
      ],
      trials: [2, 1],
    });
    const obj = await readJsonMatrix(t.write('b.json', '{"x": [true, false], "7": [2]}'));
    expect(plain(obj.table).ids.slice().sort()).toEqual(['7', 'x']);
    const flat = await readJsonMatrix(t.write('c.json', '[1, 0, 1]'));
    expect(plain(flat.table).rows).toEqual([[1, 2]]);
  });
});

describe('Inspect logs', () => {
  const summary = (id: number | string, epoch: number, value: unknown): object => ({
    id,
    epoch,
    scores: { acc: { value } },
  });

  it('numbers and booleans as scores; threshold for fractions; NaN is a missing trial', async () => {
    const t = tempDir();
    const log = (samples: string): string =>
      `{"version": 2, "eval": {"dataset": {"sample_ids": ["b", "a"]}}, "samples": ${samples}}`;
    const path = t.write(
      'x.json',
      log(
        JSON.stringify([
          summary('a', 1, 1),
          summary('a', 2, false),
          summary('b', 1, true),
          summary('b', 2, 0.0),
        ]).replace(']', `, ${JSON.stringify(summary('b', 3, 'NAN')).replace('"NAN"', 'NaN')}]`),
      ),
    );
    const { table, warnings } = await readInspectJson(path);
    expect(plain(table)).toEqual({
      ids: ['b', 'a'],
      categories: 2,
      rows: [
        [1, 1],
        [1, 1],
      ],
      trials: [2, 2],
    });
    expect(warnings).toEqual([
      expect.stringContaining('1 sample(s) have no "acc" score (absent, null or NaN)'),
    ]);
    const soft = t.write('s.json', log(JSON.stringify([summary(1, 1, 0.8), summary(1, 2, 0.3)])));
    await expect(readInspectJson(soft)).rejects.toThrow(/0\.8 is a soft score.*threshold/);
    expect(plain((await readInspectJson(soft, { threshold: 0.5 })).table).rows).toEqual([[1, 1]]);
  });

  it('labels map custom letters; null means missing', async () => {
    const t = tempDir();
    const path = t.write(
      'l.json',
      `{"version": 2, "eval": {}, "samples": ${JSON.stringify([summary(1, 1, 'C'), summary(1, 2, 'N'), summary(1, 3, 'P')])}}`,
    );
    const { table } = await readInspectJson(path, { labels: { C: 1, P: 1, I: 0, N: null } });
    expect(plain(table)).toEqual({ ids: ['1'], categories: 2, rows: [[0, 2]], trials: [2] });
    await expect(readInspectJson(path, { labels: { C: 1.5 } })).rejects.toThrow(
      /labels\["C"\] must be a category/,
    );
  });

  it('an unfinished .eval without summaries.json is read from its journal, with a warning', async () => {
    const t = tempDir();
    const path = t.write(
      'run.eval',
      zipSync({
        '_journal/start.json': strToU8(
          '{"version": 2, "eval": {"dataset": {"sample_ids": [1, 2]}}}',
        ),
        '_journal/summaries/2.json': strToU8(JSON.stringify([summary(2, 1, 'C')])),
        '_journal/summaries/1.json': strToU8(
          JSON.stringify([summary(1, 1, 'I'), summary(2, 1, 'C')]),
        ),
      }),
    );
    const { table, warnings } = await readInspectEval(path);
    expect(plain(table)).toEqual({
      ids: ['1', '2'],
      categories: 2,
      rows: [
        [1, 0],
        [0, 1],
      ],
      trials: [1, 1],
    });
    expect(warnings[0]).toContain('no summaries.json (the log is unfinished');
  });

  it('the stale duplicate local header of the fixture is ignored (central directory wins)', async () => {
    const { table } = await readInspectEval(join(FIXTURES, 'inspect', 'custom-popularity.eval'), {
      scorer: 'match',
    });
    expect([...table.trials]).toEqual([5, 5]);
  });
});

describe('OpenCompass', () => {
  it('details as an object keyed by index with scalar correct; is_correct fallback', async () => {
    const t = tempDir();
    const path = t.write(
      'r.json',
      '{"accuracy": 50.0, "details": {"0": {"pred": "A", "correct": true}, "1": {"pred": "B", "is_correct": [false, true]}}}',
    );
    const { table, warnings } = await readOpenCompass(path);
    expect(plain(table)).toEqual({
      ids: ['0', '1'],
      categories: 2,
      rows: [
        [0, 1],
        [1, 1],
      ],
      trials: [1, 2],
    });
    expect(warnings[0]).toContain('2 detail(s) have no example_abbr');
  });
});

describe('BOM and CRLF in JSON formats', () => {
  it('JSON, JSON Lines and Inspect JSON files with a BOM and CRLF line ends', async () => {
    const t = tempDir();
    const json = t.write('m.json', '\uFEFF{\r\n  "R": [[1, 0],\r\n [1, 1]]\r\n}\r\n');
    expect(plain((await readJsonMatrix(json)).table).rows).toEqual([
      [1, 1],
      [0, 2],
    ]);
    const jsonl = t.write(
      'l.jsonl',
      '\uFEFF{"question_id": "a", "outcome": 1}\r\n{"question_id": "a", "outcome": 0}\r\n',
    );
    expect(plain((await readOutcomes(jsonl)).table).rows).toEqual([[1, 1]]);
    const log = t.write(
      'log.json',
      '\uFEFF{\r\n"version": 2,\r\n"eval": {"task": "t"},\r\n"samples": [{"id": 1, "epoch": 1, "scores": {"m": {"value": "C"}}}]\r\n}',
    );
    const result = await readOutcomes(log);
    expect(result.formats).toEqual(['inspect-json']);
    expect(plain(result.table).rows).toEqual([[0, 1]]);
  });
});
