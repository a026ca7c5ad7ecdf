/**
 * Logs too big for one runner are aggregated where they live: docs/formats.md's DuckDB query,
 * run for real (@duckdb/node-api) on a generated long log of 1 million rows stored as Parquet,
 * gives a count table whose comparison is the same report as reading the long logs directly.
 */
import { mkdirSync, openSync, readFileSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { createPrng } from '../../src/decision/prng.js';
import { ROOT, tempDir } from './helpers.js';

// 4,000 questions: 1 million rows on the candidate side (the query's work grows with the rows; a
// test needs no more to show that it agrees with the long log to the last bit).
const QUESTIONS = 4_000;

/** The documented query, from between its markers in docs/formats.md. */
function documentedQuery(): string {
  const doc = readFileSync(join(ROOT, 'docs/formats.md'), 'utf8');
  const start = doc.indexOf('<!-- duckdb-counts:start -->\n```sql\n');
  const end = doc.indexOf('```\n<!-- duckdb-counts:end -->');
  expect(start).toBeGreaterThan(0);
  return doc.slice(start + '<!-- duckdb-counts:start -->\n```sql\n'.length, end);
}

/**
 * A long CSV log (question_id,trial,outcome): `trials` rows per question, seeded; about 1% of
 * the outcomes missing (an empty cell). Ids are zero-padded so that the query's ORDER BY keeps
 * the log's question order (the reports then agree to the last bit).
 */
function writeLongLog(path: string, trials: number, seed: number, shift: number): number {
  const rng = createPrng(seed);
  const fd = openSync(path, 'w');
  let rows = 0;
  try {
    writeSync(fd, 'question_id,trial,outcome\n');
    let chunk: string[] = [];
    for (let q = 0; q < QUESTIONS; q++) {
      const p = Math.min(1, Math.max(0, rng.next() - shift));
      const id = `q${String(q).padStart(6, '0')}`;
      for (let t = 0; t < trials; t++) {
        const outcome = rng.next() < 0.01 ? '' : rng.next() < p ? '1' : '0';
        chunk.push(`${id},${t},${outcome}\n`);
        rows++;
      }
      if (chunk.length > 50_000) {
        writeSync(fd, chunk.join(''));
        chunk = [];
      }
    }
    writeSync(fd, chunk.join(''));
  } finally {
    closeSync(fd);
  }
  return rows;
}

describe('count tables aggregated by DuckDB (docs/formats.md)', () => {
  it('the documented query on a 1-million-row Parquet log gives the report of the long log itself', async () => {
    const t = tempDir();
    const baselineRows = writeLongLog(join(t.dir, 'base.csv'), 50, 11, 0);
    const candidateRows = writeLongLog(join(t.dir, 'cand.csv'), 250, 12, 0.02);
    expect(candidateRows).toBe(1_000_000);
    expect(baselineRows).toBe(200_000);

    const duck = await DuckDBInstance.create(':memory:');
    const db = await duck.connect();
    const query = documentedQuery();
    for (const side of ['base', 'cand']) {
      mkdirSync(join(t.dir, side));
      // The log as it would live in a warehouse: Parquet, the outcome a nullable integer.
      await db.run(
        `COPY (SELECT question_id, trial, TRY_CAST(outcome AS INTEGER) AS outcome FROM read_csv('${join(t.dir, `${side}.csv`)}', header = true, all_varchar = true)) TO '${join(t.dir, side, 'part-0.parquet')}' (FORMAT parquet)`,
      );
      const sql = query
        .replace("'eval-logs/*.parquet'", `'${join(t.dir, side, '*.parquet')}'`)
        .replace("'counts.csv'", `'${join(t.dir, `counts-${side}.csv`)}'`);
      expect(sql).not.toBe(query);
      await db.run(sql);
    }
    db.closeSync();
    duck.closeSync();

    const config = (base: string, cand: string): string => {
      const file = join(t.dir, `${base}.yml`);
      writeFileSync(
        file,
        `benchmarks:\n  - name: big\n    baseline: ${base}\n    candidate: ${cand}\n    metrics: [bayes, avg, pass@4, maj@8]\n`,
      );
      return file;
    };
    const direct = await compare({ configFile: config('base.csv', 'cand.csv'), cwd: t.dir });
    const viaCounts = await compare({
      configFile: config('counts-base.csv', 'counts-cand.csv'),
      cwd: t.dir,
    });
    const comparisons = (o: typeof direct) =>
      o.report?.benchmarks.flatMap((b) =>
        b.comparisons.map((c) => ({
          metric: c.metric,
          verdict: c.verdict,
          baseline: c.baseline,
          candidate: c.candidate,
          rawDelta: c.rawDelta,
          rawInterval: c.rawInterval,
        })),
      );
    const read = viaCounts.report?.benchmarks[0];
    expect([read?.baseline.formats, read?.candidate.formats]).toEqual([
      ['counts-csv'],
      ['counts-csv'],
    ]);
    expect(read?.candidate.trials).toEqual(direct.report?.benchmarks[0]?.candidate.trials);
    expect(comparisons(viaCounts)).toEqual(comparisons(direct));
    expect(direct.verdict).toBe('regression');
    expect(viaCounts.verdict).toBe(direct.verdict);
  });
});
