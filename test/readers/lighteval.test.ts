// lighteval details parquet: the committed fixtures (fixtures/readers/lighteval: written by
// DuckDB's parquet writer in lighteval's layouts, snappy, zstd and gzip, several row groups; its
// README has the expected matrices) and files built here with DuckDB for the edge cases.
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { readOutcomes } from '../../src/readers/index.js';
import { samplesBehind } from '../../src/readers/lighteval.js';
import { FIXTURES, inputErrorOf, plain, tempDir } from './helpers.js';

const DIR = join(FIXTURES, 'lighteval');
const BASELINE = join(DIR, 'details_mmlu-anatomy_baseline.parquet');
const CANDIDATE = join(DIR, 'details_mmlu-anatomy_candidate.parquet');
const OLD = join(DIR, 'details_squad-old-layout.parquet');
const SAMPLED = join(DIR, 'details_aime24-n4.parquet');

/** Rows [wrong, right] of one-trial 0/1 outcomes. */
const rows = (outcomes: number[]): number[][] => outcomes.map((o) => [1 - o, o]);
const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => String(i));

/** A parquet file from a DuckDB SELECT. */
async function parquetOf(select: string): Promise<string> {
  const path = join(tempDir().dir, 'details.parquet');
  const db = await (await DuckDBInstance.create(':memory:')).connect();
  await db.run(`COPY (${select}) TO '${path}' (FORMAT parquet)`);
  return path;
}

describe('lighteval details (parquet)', () => {
  it('the current layout (doc, model_response, metric; snappy, 3 row groups): ids from doc.id', async () => {
    const r = await readOutcomes(BASELINE, { metric: 'acc' });
    expect(r.formats).toEqual(['lighteval']);
    expect(r.warnings).toEqual([]);
    expect(plain(r.table)).toEqual({
      ids: ids(12),
      categories: 2,
      rows: rows([1, 1, 0, 1, 1, 0, 1, 1, 1, 0, 1, 1]),
      trials: Array(12).fill(1),
    });
  });

  it('zstd: the metric must be chosen when there are several, and must exist', async () => {
    expect(await inputErrorOf(CANDIDATE)).toBe(
      `${CANDIDATE} column "metric": set the sample-metric option to the metric to read; this file has "acc", "acc_norm".`,
    );
    expect(await inputErrorOf(CANDIDATE, { metric: 'em' })).toBe(
      `${CANDIDATE} metric "em": missing (option sample-metric); this file has "acc", "acc_norm".`,
    );
    const r = await readOutcomes(CANDIDATE, { metric: 'acc_norm' });
    expect(plain(r.table).rows).toEqual(rows([1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 1, 1]));
  });

  it('the layout before 0.9 (gzip, a metrics struct, no ids): row numbers, with a warning; threshold for f1', async () => {
    const f1 = await readOutcomes(OLD, { metric: 'f1', threshold: 0.5 });
    expect(plain(f1.table)).toEqual({
      ids: ids(5),
      categories: 2,
      rows: rows([1, 1, 0, 1, 0]),
      trials: Array(5).fill(1),
    });
    expect(f1.warnings).toEqual([
      `${OLD}: the samples have no doc.id; their row numbers are their question ids, so baseline and candidate must list the samples in the same order.`,
    ]);
    expect(plain((await readOutcomes(OLD, { metric: 'em' })).table).rows).toEqual(
      rows([1, 0, 0, 1, 0]),
    );
    expect(await inputErrorOf(OLD, { metric: 'f1' })).toMatch(
      /details_squad-old-layout\.parquet \(row 1\) metric "f1": 0\.5 is a soft score/,
    );
  });

  it('avg@n and pass@1 over n generations are n trials: c right of n (4 generations per problem)', async () => {
    // c = 4, 3, 0, 2, 1, 4 right generations of 4.
    const expected = [
      [0, 4],
      [1, 3],
      [4, 0],
      [2, 2],
      [3, 1],
      [0, 4],
    ];
    for (const metric of ['pass@k:k=1&n=4', 'avg@n:n=4']) {
      const r = await readOutcomes(SAMPLED, { metric });
      expect(plain(r.table)).toEqual({
        ids: ids(6),
        categories: 2,
        rows: expected,
        trials: Array(6).fill(4),
      });
      expect(r.warnings).toEqual([
        `${SAMPLED}: read "${metric}" as 4 trials per sample (its value is the fraction of the 4 generations that were right).`,
      ]);
    }
    // pass@2 is not a fraction of the generations: a soft score, binarized only by threshold.
    expect(await inputErrorOf(SAMPLED, { metric: 'pass@k:k=2&n=4' })).toMatch(
      /\(row 3\) metric "pass@k:k=2&n=4": 0\.8333333333333334 is a soft score/,
    );
    // threshold: one trial per problem, as for any metric.
    expect(
      plain((await readOutcomes(SAMPLED, { metric: 'avg@n:n=4', threshold: 0.5 })).table).rows,
    ).toEqual(rows([1, 1, 0, 1, 0, 1]));
    const odd = await parquetOf(`SELECT {'id': '1'} AS doc, {'avg@n:n=4': 0.3::DOUBLE} AS metric`);
    expect(await inputErrorOf(odd)).toBe(
      `${odd} (row 0) metric "avg@n:n=4": 0.3 is not a fraction of 4 samples (c / 4); set the threshold option to binarize it instead.`,
    );
    expect(
      [
        'avg@n:n=16',
        'pass@k:k=1&n=8',
        'pass@k:n=8&k=1',
        'pass@k:k=2&n=8',
        'acc',
        'avg@n:n=0',
        'maj@n:n=4',
      ].map(samplesBehind),
    ).toEqual([16, 8, 8, undefined, undefined, undefined, undefined]);
  });

  it('several files of one task are the trials of one matrix', async () => {
    const r = await readOutcomes(`${DIR}/details_mmlu-anatomy_*.parquet`, { metric: 'acc' });
    const t = plain(r.table);
    expect(t.trials).toEqual(Array(12).fill(2));
    expect(t.rows[1]).toEqual([1, 1]); // right in the baseline, wrong in the candidate
    expect(t.rows[0]).toEqual([0, 2]);
  });

  it('one metric is used without asking (with a warning); null is a missing trial; INT64 values', async () => {
    const path = await parquetOf(
      `SELECT * FROM (VALUES ({'id': 'q1'}, {'extractive_match': 1::BIGINT}), ({'id': 'q2'}, {'extractive_match': NULL::BIGINT}), ({'id': 'q3'}, {'extractive_match': 0::BIGINT})) AS t(doc, metric)`,
    );
    const r = await readOutcomes(path);
    expect(plain(r.table)).toEqual({
      ids: ['q1', 'q3'],
      categories: 2,
      rows: [
        [0, 1],
        [1, 0],
      ],
      trials: [1, 1],
    });
    expect(r.warnings).toEqual([
      `${path}: read the metric "extractive_match", the only one in the file (set the sample-metric option to choose another).`,
      `${path}: 1 question(s) have no outcome in any trial and are left out ("q2").`,
    ]);
  });

  it('errors: not parquet, no metric column, duplicate ids, over the decompression budget', async () => {
    const t = tempDir();
    const fake = t.write('fake.parquet', 'PAR1 this is not parquet');
    expect(await inputErrorOf(fake)).toMatch(
      /fake\.parquet: is not a readable parquet file \(".*"\)\.$/,
    );
    const noMetric = await parquetOf(`SELECT {'id': '1'} AS doc, 1 AS score`);
    expect(await inputErrorOf(noMetric)).toBe(
      `${noMetric} metric: missing: not a lighteval details file (expected a "metric" or "metrics" column; it has "doc", "score").`,
    );
    const dup = await parquetOf(
      `SELECT * FROM (VALUES ({'id': 'a'}, {'acc': 1.0}), ({'id': 'a'}, {'acc': 0.0})) AS t(doc, metric)`,
    );
    expect(await inputErrorOf(dup)).toBe(`${dup} (row 1) doc.id: "a" appears twice.`);
    // Found by the fuzz: a chunk the schema lacks made hyparquet leave a read's rejection
    // unhandled (the process would end); checked up front now, an InputError and nothing else.
    const chunk = join(FIXTURES, 'bad', 'lighteval-unknown-chunk.parquet');
    expect(await inputErrorOf(chunk, { metric: 'acc' })).toBe(
      `${chunk}: is not a readable parquet file (a column chunk "doc.instruction" that the schema does not have).`,
    );
    expect(await inputErrorOf(BASELINE, { metric: 'acc', maxUnzippedBytes: 100 })).toMatch(
      /baseline\.parquet: its columns "doc", "metric" decompress to \d+ bytes, more than the limit of 100 \(max-unzipped-bytes\)\.$/,
    );
  });
});
