/**
 * Lost questions (issue 32, item 3): samples a log says errored or never ran are counted per side,
 * named in the headline, and count as failures unless `errors: missing`. The candidates are real
 * logs with samples turned into errors the way Inspect and promptfoo write them (the originals are
 * in fixtures/; only the errored samples differ).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compare, rank } from '../../src/engine/index.js';
import { InputError } from '../../src/errors.js';
import { ROOT, run } from '../cli/helpers.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');
const POPULARITY = join(
  ROOT,
  'fixtures/logs/inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval',
);

/**
 * The real popularity log (10 samples, one epoch; wrong on ids 3 and 7: 8 of 10) with the samples
 * of `errored` failed as Inspect writes a failed sample: an `error` object and no scores.
 */
function withErrors(dir: string, name: string, errored: readonly number[]): string {
  const entries = unzipSync(readFileSync(POPULARITY));
  const summaries = JSON.parse(new TextDecoder().decode(entries['summaries.json'])) as {
    id: number;
    scores: unknown;
    error?: unknown;
  }[];
  for (const s of summaries)
    if (errored.includes(s.id)) {
      s.scores = {};
      s.error = { message: 'RuntimeError: model request timed out', traceback: '' };
    }
  entries['summaries.json'] = new TextEncoder().encode(JSON.stringify(summaries));
  const path = join(dir, name);
  writeFileSync(path, zipSync(entries));
  return path;
}

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'scorio-lost-'));
}

describe('lost questions: counted, in the headline, failures by default', () => {
  it('Inspect: a candidate that lost 2 of 10 questions to errors drops 20 points instead of hiding them', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'base.eval'), readFileSync(POPULARITY));
    withErrors(dir, 'cand.eval', [1, 2]);
    const args = ['compare', '--baseline', 'base.eval', '--candidate', 'cand.eval'];

    // Default errors: fail: the 2 errored samples are failures, so 6/10 against 8/10.
    const r = await run([...args, '--format', 'json'], dir);
    const report = JSON.parse(r.stdout) as {
      settings: { errors: string };
      benchmarks: {
        name: string;
        baseline: { questions: number; lost: object };
        candidate: { questions: number; lost: object };
        comparisons: { rawDelta: number }[];
      }[];
    };
    const b = report.benchmarks[0];
    expect(report.settings.errors).toBe('fail');
    // Named after the log's task (eval.task), not the timestamped file.
    expect(b?.name).toBe('popularity');
    expect(b?.candidate.lost).toEqual({ questions: 2, outOf: 10, errored: 2, neverRan: 0 });
    expect(b?.baseline.lost).toEqual({ questions: 0, outOf: 10, errored: 0, neverRan: 0 });
    expect(b?.candidate.questions).toBe(10);
    expect(b?.comparisons[0]?.rawDelta).toBeCloseTo(-0.2, 12);

    const md = await run(args, dir);
    const [headline] = md.stdout.split('\n');
    expect(headline).toMatch(/ · ⚠️ candidate lost 2 of 10 questions to errors$/);
    expect(md.stdout).toContain(
      '> ⚠️ **Lost questions** · **popularity**: candidate 2 of 10 questions (2 errored trials). Errored and unrun trials count as failures (`errors: fail`; `errors: missing` would leave them out).',
    );
    expect(md.stdout).toContain('· errors fail (an errored or unrun trial counts as a failure)');

    // errors: missing under strict: the two questions are gone from the candidate; the error
    // says why, in the CLI's syntax.
    const strict = await run([...args, '--errors', 'missing'], dir);
    expect(strict.code).toBe(2);
    expect(strict.stderr.trimEnd()).toMatch(
      /8 question\(s\) are common; pass --align intersect to compare only those, or pass --errors fail to count the 2 question\(s\) that lost every trial to errors as failures\.$/,
    );

    // errors: missing with intersect: Δ 0 on the 8 common questions, and the headline still says
    // what was lost (the two questions intersect leaves out are the two lost to errors: counted
    // once).
    const missing = await run([...args, '--errors', 'missing', '--align', 'intersect'], dir);
    expect(missing.code).toBe(0);
    expect(missing.stdout.split('\n')[0]).toMatch(
      / · ⚠️ candidate lost 2 of 10 questions to errors$/,
    );
    expect(missing.stdout).toContain(
      'Errored and unrun trials are left out of the scores (`errors: missing`; with `errors: fail`, the default, they would count as failures).',
    );
  });

  it('rank counts lost trials as compare does, and says so', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'base.eval'), readFileSync(POPULARITY));
    withErrors(dir, 'cand.eval', [1, 2]);
    const models = [
      { name: 'base', paths: ['base.eval'] },
      { name: 'cand', paths: ['cand.eval'] },
    ];
    const failed = await rank({ models, metrics: ['avg'], cwd: dir, now: NOW });
    expect(failed.warnings).toContain(
      'cand lost 2 of 10 questions to errors (2 errored, 0 never ran); counted as failures (errors: fail).',
    );
    const avgOf = (o: typeof failed, name: string) =>
      o.boards[0]?.models.find((m) => m.name === name)?.interval.mu;
    expect(avgOf(failed, 'cand')).toBeCloseTo(0.6, 12);
    expect(avgOf(failed, 'base')).toBeCloseTo(0.8, 12);
  });

  it('Inspect: errored and never-run samples of a cancelled real log, per side', async () => {
    const dir = tmp();
    const source = join(ROOT, 'fixtures/logs/inspect/2025-05-12T20-28-13-04-00_popularity.json');
    const log = JSON.parse(readFileSync(source, 'utf8')) as {
      samples: { id: number; scores?: unknown; error?: unknown }[];
    };
    writeFileSync(join(dir, 'base.json'), readFileSync(source));
    // Question 3 never started (its sample is gone); question 2 errored without a score.
    log.samples = log.samples.filter((s) => s.id !== 3);
    const errored = log.samples.find((s) => s.id === 2);
    if (errored === undefined) throw new Error('fixture changed');
    delete errored.scores;
    errored.error = { message: 'timeout', traceback: '' };
    writeFileSync(join(dir, 'cand.json'), JSON.stringify(log));
    const o = await compare({
      overrides: { baseline: 'base.json', candidate: 'cand.json' },
      cwd: dir,
      now: NOW,
    });
    const b = o.report.benchmarks[0];
    expect(b?.candidate.lost).toEqual({ questions: 2, outOf: 3, errored: 1, neverRan: 1 });
    expect(o.comment.split('\n')[0]).toMatch(
      / · ⚠️ candidate lost 2 of 3 questions to errors and samples that never ran$/,
    );
    // Both count as failures: the candidate's table has all 3 questions, 2 of them failed.
    expect(b?.candidate.questions).toBe(3);
  });

  it('promptfoo: a provider error is an errored trial of its test (the real export, one result errored)', async () => {
    const dir = tmp();
    const source = join(ROOT, 'fixtures/readers/promptfoo/sample-export.json');
    const file = JSON.parse(readFileSync(source, 'utf8')) as {
      results: { results: { testIdx: number; provider: { id: string }; failureReason: number }[] };
    };
    writeFileSync(join(dir, 'base.json'), readFileSync(source));
    const hit = file.results.results.find(
      (r) => r.testIdx === 1 && r.provider.id === 'openai:gpt-5',
    );
    if (hit === undefined) throw new Error('fixture changed');
    hit.failureReason = 2;
    writeFileSync(join(dir, 'cand.json'), JSON.stringify(file));
    const o = await compare({
      overrides: {
        baseline: 'base.json',
        candidate: 'cand.json',
        read: { filter: 'openai:gpt-5' },
      },
      cwd: dir,
      now: NOW,
    });
    expect(o.report.benchmarks[0]?.candidate.lost).toEqual({
      questions: 1,
      outOf: 2,
      errored: 1,
      neverRan: 0,
    });
    expect(o.comment.split('\n')[0]).toMatch(/ · ⚠️ candidate lost 1 of 2 questions to errors$/);
  });

  it('a run whose every sample errored is refused, naming the errors, not an empty matrix', async () => {
    const dir = tmp();
    const all = withErrors(dir, 'all.eval', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await expect(
      compare({ overrides: { baseline: all, candidate: all }, cwd: dir, now: NOW }),
    ).rejects.toThrow(
      new InputError(
        { file: all, record: 'summaries.json' },
        'no scorer in this log: no sample has a score (10 of the 10 samples had an error), so there is no matrix to read.',
      ),
    );
  });
});
