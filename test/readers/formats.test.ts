// One fixture per format: each reads into the exact count table of a scorio.eval reference example,
// and the metrics then give the reference values (the "done" check of the readers).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avg, bayes, bayesCi } from '../../src/metrics/index.js';
import {
  readCountsCsv,
  readCountsJsonl,
  readInspectEval,
  readJsonMatrix,
  readLmEvalSamples,
  readLongCsv,
  readLongJsonl,
  readNpy,
  readNpz,
  readOpenCompass,
  readOutcomes,
  readWideCsv,
  type FormatName,
} from '../../src/readers/index.js';
import { PARTIAL_CREDIT_LABELS } from '../../src/readers/inspect.js';
import { FIXTURES, plain } from './helpers.js';

const fixture = (name: string): string => join(FIXTURES, name);

// B = [[0,1,1,0,1],[1,1,0,1,1]]: bayes_ci(B, bounds=(0,1)) = (0.642857, 0.118451, 0.4107, 0.875).
const B_ROWS = [
  [2, 3],
  [1, 4],
];
// A = [[0,1,2,2,1],[1,1,0,2,2]], R0 = [[0,2],[1,2]], w = [0,0.5,1]: bayes = (0.575, 0.084275).
const A_ROWS = [
  [1, 2, 2],
  [1, 2, 2],
];
const R0_ROWS = [
  [1, 0, 1],
  [0, 1, 1],
];

function expectBinaryReference(table: Parameters<typeof bayesCi>[0]): void {
  const ci = bayesCi(table, { bounds: [0, 1] });
  expect(ci.mu).toBeCloseTo(0.642857, 6);
  expect(ci.sigma).toBeCloseTo(0.118451, 6);
  expect(ci.lo).toBeCloseTo(0.4107, 4);
  expect(ci.hi).toBeCloseTo(0.875, 4);
  const a = avg(table);
  expect(a.mu).toBeCloseTo(0.7, 12);
  expect(a.sigma).toBeCloseTo(0.165831, 6);
}

describe('one fixture per format, read into the reference matrices', () => {
  const binaryCases: [string, FormatName, () => ReturnType<typeof readWideCsv>, string[]][] = [
    ['wide.csv', 'csv-wide', () => readWideCsv(fixture('wide.csv')), ['q1', 'q2']],
    ['long.jsonl', 'jsonl-long', () => readLongJsonl(fixture('long.jsonl')), ['1', '2']],
    ['counts.jsonl', 'counts-jsonl', () => readCountsJsonl(fixture('counts.jsonl')), ['q1', 'q2']],
    ['R.npy', 'npy', () => readNpy(fixture('R.npy')), ['1', '2']],
    [
      'opencompass-gsm8k.json',
      'opencompass',
      () => readOpenCompass(fixture('opencompass-gsm8k.json')),
      ['gsm8k_0', 'gsm8k_1'],
    ],
    [
      'inspect/custom-popularity.eval',
      'inspect-eval',
      () => readInspectEval(fixture('inspect/custom-popularity.eval'), { scorer: 'match' }),
      ['101', '102'],
    ],
  ];
  for (const [name, format, read, ids] of binaryCases)
    it(`${format}: ${name} is B (ids ${ids.join(', ')})`, async () => {
      const result = await read();
      expect(result.formats).toEqual([format]);
      expect(plain(result.table)).toEqual({
        ids,
        categories: 2,
        rows: B_ROWS,
        trials: [5, 5],
      });
      expectBinaryReference(result.table);
    });

  it('csv-long: long.csv is B with rows in first-seen order (q2 first)', async () => {
    const { table } = await readLongCsv(fixture('long.csv'));
    expect(plain(table)).toEqual({
      ids: ['q2', 'q1'],
      categories: 2,
      rows: [B_ROWS[1], B_ROWS[0]],
      trials: [5, 5],
    });
    expectBinaryReference(table);
  });

  it('lm-eval: five seeded samples files (a glob) are the five trials of B, filter strict-match', async () => {
    const result = await readOutcomes('lm-eval/samples_gsm8k_*.jsonl', {
      cwd: FIXTURES,
      filter: 'strict-match',
      metric: 'exact_match',
    });
    expect(result.files).toHaveLength(5);
    expect(result.formats).toEqual(Array(5).fill('lm-eval'));
    expect(plain(result.table)).toEqual({
      ids: ['0', '1'],
      categories: 2,
      rows: B_ROWS,
      trials: [5, 5],
    });
    expectBinaryReference(result.table);
    // The other filter of the same files is all correct.
    const flexible = await readOutcomes('lm-eval/*.jsonl', {
      cwd: FIXTURES,
      filter: 'flexible-extract',
    });
    expect(plain(flexible.table).rows).toEqual([
      [0, 5],
      [0, 5],
    ]);
    // One file alone is one trial per document.
    const one = await readLmEvalSamples(
      fixture('lm-eval/samples_gsm8k_2025-06-01T10-15-41.482117.jsonl'),
      { filter: 'strict-match' },
    );
    expect(plain(one.table).rows).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('json: matrix.json is A with its prior R0 and weights w; bayes gives the reference', async () => {
    const result = await readJsonMatrix(fixture('matrix.json'));
    expect(plain(result.table)).toEqual({
      ids: ['alpha', 'beta'],
      categories: 3,
      rows: A_ROWS,
      trials: [5, 5],
    });
    expect(result.prior && plain(result.prior)).toEqual({
      ids: ['alpha', 'beta'],
      categories: 3,
      rows: R0_ROWS,
      trials: [2, 2],
    });
    expect(result.weights).toEqual([0, 0.5, 1]);
    const withPrior = bayes(result.table, { w: result.weights as number[], R0: result.prior });
    expect(withPrior.mu).toBeCloseTo(0.575, 12);
    expect(withPrior.sigma).toBeCloseTo(0.084275, 6);
    const noPrior = bayes(result.table, { w: [0, 0.5, 1] });
    expect(noPrior.mu).toBeCloseTo(0.5625, 12);
    expect(noPrior.sigma).toBeCloseTo(0.091998, 6);
  });

  it('npz: runs.npz (np.savez_compressed) is A with R0', async () => {
    const result = await readNpz(fixture('runs.npz'));
    expect(plain(result.table)).toEqual({
      ids: ['1', '2'],
      categories: 3,
      rows: A_ROWS,
      trials: [5, 5],
    });
    expect(result.prior && plain(result.prior).rows).toEqual(R0_ROWS);
    const mu = bayes(result.table, { w: [0, 0.5, 1], R0: result.prior });
    expect(mu.mu).toBeCloseTo(0.575, 12);
    expect(mu.sigma).toBeCloseTo(0.084275, 6);
  });

  it('counts-csv: counts.csv is A (rows of one question and label add up)', async () => {
    const { table } = await readCountsCsv(fixture('counts.csv'));
    expect(plain(table)).toEqual({
      ids: ['alpha', 'beta'],
      categories: 3,
      rows: A_ROWS,
      trials: [5, 5],
    });
    const mu = bayes(table, { w: [0, 0.5, 1] });
    expect(mu.mu).toBeCloseTo(0.5625, 12);
    expect(mu.sigma).toBeCloseTo(0.091998, 6);
  });

  it('inspect-eval: the graded scorer with the partial-credit layout is A', async () => {
    const result = await readInspectEval(fixture('inspect/custom-popularity.eval'), {
      scorer: 'graded',
      labels: PARTIAL_CREDIT_LABELS,
    });
    expect(plain(result.table)).toEqual({
      ids: ['101', '102'],
      categories: 3,
      rows: A_ROWS,
      trials: [5, 5],
    });
    expect(result.warnings).toEqual([
      expect.stringContaining('1 duplicate (id, epoch)'),
      expect.stringContaining('1 sample(s) had an error and no score'),
      expect.stringContaining('1 sample(s) have no "graded" score'),
    ]);
    const mu = bayes(result.table, { w: [0, 0.5, 1] });
    expect(mu.mu).toBeCloseTo(0.5625, 12);
  });

  it('readOutcomes detects every fixture format by extension and content', async () => {
    const expected: [string, FormatName][] = [
      ['wide.csv', 'csv-wide'],
      ['long.csv', 'csv-long'],
      ['long.jsonl', 'jsonl-long'],
      ['matrix.json', 'json'],
      ['R.npy', 'npy'],
      ['runs.npz', 'npz'],
      ['counts.csv', 'counts-csv'],
      ['counts.jsonl', 'counts-jsonl'],
      ['inspect/custom-popularity.eval', 'inspect-eval'],
      ['opencompass-gsm8k.json', 'opencompass'],
      ['lm-eval/samples_gsm8k_2025-06-01T10-15-41.482117.jsonl', 'lm-eval'],
    ];
    for (const [name, format] of expected) {
      const result = await readOutcomes(name, {
        cwd: FIXTURES,
        scorer: 'match',
        filter: 'strict-match',
      });
      expect(result.formats, name).toEqual([format]);
    }
  });
});
