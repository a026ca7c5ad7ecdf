// promptfoo results: the real files of fixtures/readers/promptfoo (its README has the sources,
// licences and the hand-checked matrices), read against their own `stats`; and built files for
// names, filters and provider errors. Repeats built along promptfoo's own loops are in
// promptfoo-repeat.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readOutcomes, readPromptfoo } from '../../src/readers/index.js';
import type { CountTable } from '../../src/metrics/count-table.js';
import { FIXTURES, plain, tempDir } from './helpers.js';

const DIR = join(FIXTURES, 'promptfoo');
const EXPORT = join(DIR, 'sample-export.json');
const REPEAT_A = join(DIR, 'agentverity-repeat26-1dcec6b.json');
const REPEAT_B = join(DIR, 'agentverity-repeat26-99e61ac.json');
const TDS = join(DIR, 'tds-virtual-ta-2-providers.json');
const NICHE = join(DIR, 'nicheiq-2-providers-4-prompts.json');

async function failure(
  path: string,
  options: Parameters<typeof readPromptfoo>[1] = {},
): Promise<InputError> {
  try {
    await readOutcomes(path, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected an error');
}

/** A promptfoo results file with these results (the fields promptfoo writes that the reader uses). */
function resultsFile(results: object[]): string {
  const t = tempDir();
  return t.write(
    'results.json',
    JSON.stringify({
      evalId: 'eval-test',
      results: { version: 3, timestamp: 'x', results },
      config: {},
    }),
  );
}

/** The file's own `results.stats`: promptfoo's count of passes, fails and provider errors. */
function stats(path: string): { successes: number; failures: number; errors: number } {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as {
    results: { stats: { successes: number; failures: number; errors: number } };
  };
  const { successes, failures, errors } = parsed.results.stats;
  return { successes, failures, errors };
}

/** Passes (label 1), fails (label 0) and trials of a binary table, summed over its questions. */
function totals(table: CountTable): { passes: number; fails: number; trials: number } {
  const t = plain(table);
  return {
    passes: t.rows.reduce((s, r) => s + (r[1] ?? 0), 0),
    fails: t.rows.reduce((s, r) => s + (r[0] ?? 0), 0),
    trials: t.trials.reduce((s, n) => s + n, 0),
  };
}

describe('promptfoo: real files', () => {
  it('--repeat 26 (agentverity, 1dcec6b): 156 results are 6 tests × 26 repeats; test 2 passed 14 of 26', async () => {
    const read = await readOutcomes(REPEAT_A);
    expect(read.formats).toEqual(['promptfoo']);
    expect(plain(read.table)).toEqual({
      ids: ['0', '1', '2', '3', '4', '5'],
      categories: 2,
      rows: [
        [0, 26],
        [0, 26],
        [12, 14],
        [0, 26],
        [0, 26],
        [0, 26],
      ],
      trials: [26, 26, 26, 26, 26, 26],
    });
    expect(read.warnings).toEqual([
      `${REPEAT_A}: 156 results of "file://flaky_router.py#0" grouped into 6 tests × 26 repeats by test case (same description, vars and assertions; promptfoo gives every repeat its own testIdx).`,
    ]);
    // promptfoo's own count: 144 successes, 12 failures, no errors.
    expect(stats(REPEAT_A)).toEqual({ successes: 144, failures: 12, errors: 0 });
    expect(totals(read.table)).toEqual({ passes: 144, fails: 12, trials: 156 });
    // The score (1 or 0 here) reads the same.
    const scores = await readOutcomes(REPEAT_A, { outcomeColumn: 'score' });
    expect(plain(scores.table)).toEqual(plain(read.table));
  });

  it('--repeat 26 (agentverity, 99e61ac): every repeat passed; lines up with the earlier run', async () => {
    const read = await readOutcomes(REPEAT_B);
    expect(plain(read.table)).toEqual({
      ids: ['0', '1', '2', '3', '4', '5'],
      categories: 2,
      rows: Array(6).fill([0, 26]),
      trials: Array(6).fill(26),
    });
    expect(stats(REPEAT_B)).toEqual({ successes: 156, failures: 0, errors: 0 });
    expect(totals(read.table)).toEqual({ passes: 156, fails: 0, trials: 156 });
    // Same tests, same ids: the two runs compare question by question.
    expect((await readOutcomes(REPEAT_A)).table.ids).toEqual(read.table.ids);
  });

  it('two providers (TDS virtual TA): the refusal names both runs whole; each is read by #N or id', async () => {
    expect((await failure(TDS)).message).toBe(
      `${TDS} provider: the file has 2 provider/prompt runs: "https://tds-project-1-ruby-one.vercel.app/query#0", "openai:chat:gpt-4o-mini#1"; ` +
        'set the filter option to one of them (a provider id alone when it ran one prompt, or "#N" for the run with promptIdx N).',
    );
    const api = await readOutcomes(TDS, {
      filter: 'https://tds-project-1-ruby-one.vercel.app/query',
    });
    expect(plain(api.table)).toEqual({
      ids: ['0', '1', '2', '3', '4'],
      categories: 2,
      rows: [
        [0, 1],
        [1, 0],
        [1, 0],
        [0, 1],
        [0, 1],
      ],
      trials: [1, 1, 1, 1, 1],
    });
    expect(api.warnings).toEqual([
      `${TDS}: read "https://tds-project-1-ruby-one.vercel.app/query#0" of 2 provider/prompt runs (option filter).`,
    ]);
    const mini = await readOutcomes(TDS, { filter: '#1' });
    expect(plain(mini.table).rows).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(plain((await readOutcomes(TDS, { filter: 'openai:chat:gpt-4o-mini' })).table)).toEqual(
      plain(mini.table),
    );
    // promptfoo's count over both runs: 7 successes, 3 failures.
    expect(stats(TDS)).toEqual({ successes: 7, failures: 3, errors: 0 });
    const both = [totals(api.table), totals(mini.table)];
    expect(both.reduce((s, t) => s + t.passes, 0)).toBe(7);
    expect(both.reduce((s, t) => s + t.fails, 0)).toBe(3);
  });

  it('two providers × four prompts (nicheIQ): eight runs, listed in promptIdx order; tests limited to some prompts keep their testIdx', async () => {
    expect((await failure(NICHE)).message).toBe(
      `${NICHE} provider: the file has 8 provider/prompt runs: "openai:gpt-4o-mini#0", "openai:gpt-4o-mini#1", "openai:gpt-4o-mini#2", ` +
        '"openai:gpt-4o-mini#3", "openai:gpt-4o#4", "openai:gpt-4o#5", "openai:gpt-4o#6", "openai:gpt-4o#7"; ' +
        'set the filter option to one of them (a provider id alone when it ran one prompt, or "#N" for the run with promptIdx N).',
    );
    expect((await failure(NICHE, { filter: 'openai:gpt-4o' })).message).toBe(
      `${NICHE} filter "openai:gpt-4o": provider "openai:gpt-4o" ran 4 prompts; choose one of "openai:gpt-4o#4", "openai:gpt-4o#5", "openai:gpt-4o#6", "openai:gpt-4o#7".`,
    );
    // Pain prompts (#0, #1, #4, #5) ran tests 0-3; Product Ideas v1 (#2, #6) tests 4-6; v2 (#3, #7)
    // tests 4-7. Every result failed.
    const expected: Record<string, string[]> = {
      '#0': ['0', '1', '2', '3'],
      '#1': ['0', '1', '2', '3'],
      '#2': ['4', '5', '6'],
      '#3': ['4', '5', '6', '7'],
      '#4': ['0', '1', '2', '3'],
      '#5': ['0', '1', '2', '3'],
      '#6': ['4', '5', '6'],
      '#7': ['4', '5', '6', '7'],
    };
    let fails = 0;
    for (const [filter, ids] of Object.entries(expected)) {
      const read = await readOutcomes(NICHE, { filter });
      expect(plain(read.table)).toEqual({
        ids,
        categories: 2,
        rows: ids.map(() => [1, 0]),
        trials: ids.map(() => 1),
      });
      fails += totals(read.table).fails;
    }
    expect(stats(NICHE)).toEqual({ successes: 0, failures: 30, errors: 0 });
    expect(fails).toBe(30);
  });

  it("promptfoo's export fixture: two runs, each read by provider: all tests failed", async () => {
    expect((await failure(EXPORT)).message).toBe(
      `${EXPORT} provider: the file has 2 provider/prompt runs: "openai:gpt-5#0", "openai:gpt-5-mini#1"; set the filter option to one of them (a provider id alone when it ran one prompt, or "#N" for the run with promptIdx N).`,
    );
    const gpt5 = await readOutcomes(EXPORT, { filter: 'openai:gpt-5' });
    expect(gpt5.formats).toEqual(['promptfoo']);
    expect(plain(gpt5.table)).toEqual({
      ids: ['0', '1'],
      categories: 2,
      rows: [
        [1, 0],
        [1, 0],
      ],
      trials: [1, 1],
    });
    expect(gpt5.warnings).toEqual([
      `${EXPORT}: read "openai:gpt-5#0" of 2 provider/prompt runs (option filter).`,
    ]);
    // The score instead of pass/fail: 0.5 and 0.667 for gpt-5, binarized at 0.6.
    const scores = await readOutcomes(EXPORT, {
      filter: 'openai:gpt-5#0',
      outcomeColumn: 'score',
      threshold: 0.6,
    });
    expect(plain(scores.table).rows).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect((await failure(EXPORT, { filter: 'anthropic:claude' })).message).toBe(
      `${EXPORT} filter "anthropic:claude": no such provider or run in this file; it has "openai:gpt-5#0", "openai:gpt-5-mini#1".`,
    );
  });
});

describe('promptfoo: names, filters and provider errors', () => {
  const result = (
    provider: string,
    promptIdx: number,
    testIdx: number,
    success: boolean,
    extra: object = {},
  ) => ({
    testIdx,
    promptIdx,
    provider: { id: provider, label: '' },
    success,
    score: success ? 1 : 0,
    failureReason: success ? 0 : 1,
    ...extra,
  });

  it('a name past 120 characters is shortened and offers "#N"; a short one is whole; "#N" chooses', async () => {
    const long = `https://example.com/${'a'.repeat(150)}/chat`;
    const file = resultsFile([
      result('echo', 0, 0, true),
      result(long, 1, 0, false),
      result(long, 1, 1, true),
    ]);
    const shortened = `"${`${long}#1`.slice(0, 119)}… (or "#1")`;
    expect((await failure(file)).message).toBe(
      `${file} provider: the file has 2 provider/prompt runs: "echo#0", ${shortened}; set the filter option to one of them (a provider id alone when it ran one prompt, or "#N" for the run with promptIdx N).`,
    );
    const read = await readOutcomes(file, { filter: '#1' });
    expect(plain(read.table).rows).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(read.warnings).toEqual([
      `${file}: read ${shortened} of 2 provider/prompt runs (option filter).`,
    ]);
    // The whole name works too, and so does the provider id.
    expect(plain((await readOutcomes(file, { filter: long })).table)).toEqual(plain(read.table));
    expect(plain((await readOutcomes(file, { filter: `${long}#1` })).table)).toEqual(
      plain(read.table),
    );
    // A name of exactly 120 characters quoted is whole.
    const edge = 'x'.repeat(116);
    const edgeFile = resultsFile([result(edge, 0, 0, true), result('echo', 1, 0, true)]);
    expect((await failure(edgeFile)).message).toContain(`"${edge}#0", "echo#1"`);
  });

  it('a name that had to be escaped offers "#N" (a Windows path, a bidi control character)', async () => {
    const file = resultsFile([
      result('file://C:\\evals\\provider.py', 0, 0, true),
      result('evil\u202Egpt', 1, 0, true),
    ]);
    expect((await failure(file)).message).toBe(
      `${file} provider: the file has 2 provider/prompt runs: "file://C:\\\\evals\\\\provider.py#0" (or "#0"), "evil\\u202egpt#1" (or "#1"); set the filter option to one of them (a provider id alone when it ran one prompt, or "#N" for the run with promptIdx N).`,
    );
    expect((await readOutcomes(file, { filter: '#0' })).warnings).toEqual([
      `${file}: read "file://C:\\\\evals\\\\provider.py#0" (or "#0") of 2 provider/prompt runs (option filter).`,
    ]);
    // "#N" is offered only where it names one run (promptfoo never repeats a promptIdx; a
    // hand-made file may).
    const shared = resultsFile([result('C:\\p', 0, 0, true), result('echo', 0, 0, true)]);
    expect((await failure(shared)).message).toContain('runs: "C:\\\\p#0", "echo#0"; set');
    expect((await failure(shared, { filter: '#0' })).message).toBe(
      `${shared} filter "#0": 2 runs have promptIdx 0; choose one of "C:\\\\p#0", "echo#0".`,
    );
  });

  it('past 12 runs the rest are counted, and "#N" reaches them', async () => {
    const file = resultsFile(
      Array.from({ length: 15 }, (_, i) =>
        result(`p${String(i).padStart(2, '0')}`, i, 0, i === 14),
      ),
    );
    expect((await failure(file)).message).toBe(
      `${file} provider: the file has 15 provider/prompt runs: "p00#0", "p01#1", "p02#2", "p03#3", "p04#4", "p05#5", "p06#6", "p07#7", "p08#8", "p09#9", "p10#10", "p11#11", … (3 more; "#N" chooses the run with promptIdx N); set the filter option to one of them (a provider id alone when it ran one prompt, or "#N" for the run with promptIdx N).`,
    );
    expect(plain((await readOutcomes(file, { filter: '#14' })).table).rows).toEqual([[0, 1]]);
  });

  it('one provider with two prompts needs ID#PROMPT or #PROMPT; a result without a provider is named', async () => {
    const file = resultsFile([
      { testIdx: 0, promptIdx: 0, provider: 'echo', success: true },
      { testIdx: 0, promptIdx: 1, provider: 'echo', success: false },
    ]);
    expect((await failure(file, { filter: 'echo' })).message).toBe(
      `${file} filter "echo": provider "echo" ran 2 prompts; choose one of "echo#0", "echo#1".`,
    );
    expect(plain((await readOutcomes(file, { filter: 'echo#1' })).table).rows).toEqual([[1, 0]]);
    expect(plain((await readOutcomes(file, { filter: '#1' })).table).rows).toEqual([[1, 0]]);
    expect((await failure(file, { filter: '#2' })).message).toBe(
      `${file} filter "#2": no such provider or run in this file; it has "echo#0", "echo#1".`,
    );
    const bad = resultsFile([{ testIdx: 0, promptIdx: 0, success: true }]);
    expect((await failure(bad)).message).toBe(
      `${bad} (results.results[0]): expected a result with a provider id and a promptIdx; got provider undefined, promptIdx 0.`,
    );
  });

  it('provider errors are errored trials; results sharing a testIdx are one test, and the warning says so', async () => {
    const file = resultsFile([
      result('openai:gpt-4o-mini', 0, 0, true),
      result('openai:gpt-4o-mini', 0, 1, false),
      result('openai:gpt-4o-mini', 0, 2, true),
      result('openai:gpt-4o-mini', 0, 0, true),
      result('openai:gpt-4o-mini', 0, 1, true),
      result('openai:gpt-4o-mini', 0, 2, false, { failureReason: 2, error: 'timeout' }),
      result('openai:gpt-4o-mini', 0, 0, false),
      result('openai:gpt-4o-mini', 0, 1, false),
      result('openai:gpt-4o-mini', 0, 2, true),
    ]);
    const read = await readOutcomes(file);
    expect(plain(read.table)).toEqual({
      ids: ['0', '1', '2'],
      categories: 2,
      rows: [
        [1, 2],
        [2, 1],
        [0, 2],
      ],
      trials: [3, 3, 2],
    });
    expect(read.warnings).toEqual([
      `${file}: 9 results of "openai:gpt-4o-mini#0" grouped into 3 tests × 3 repeats by testIdx (results with one testIdx are the trials of one test).`,
      `${file}: 1 result(s) of "openai:gpt-4o-mini#0" are provider errors (errored trials).`,
    ]);
    // Not in the table: lost, for the engine's errors setting (a failure by default).
    expect(read.lost).toEqual({ byQuestion: new Map([['2', 1]]), errored: 1, neverRan: 0 });
  });

  it('a run where every result is a provider error says so, quoting the first error (first line, escaped, short)', async () => {
    // As promptfoo writes a provider error (failureReason 2, success false, score 0, the error's
    // stack in "error"); the shape of the real all-error files named in the fixtures README.
    const stack = (message: string) =>
      `${message}\n    at Timeout._onTimeout (file:///C:/Users/x/node_modules/promptfoo/dist/src/providers.js:17444:28)\n    at listOnTimeout (node:internal/timers:635:17)`;
    const errored = (promptIdx: number, testIdx: number, message: string) =>
      result('file://evals/gemini_provider.py', promptIdx, testIdx, false, {
        failureReason: 2,
        error: stack(message),
      });
    const file = resultsFile([
      result('echo', 1, 0, true),
      errored(0, 1, 'Error: Worker failed to become ready within timeout'),
      errored(0, 0, 'Error: a later one'),
      errored(0, 2, 'Error: a later one'),
    ]);
    expect((await failure(file, { filter: '#0' })).message).toBe(
      `${file} (results.results[1]) error: every result of "file://evals/gemini_provider.py#0" (3) is a provider error (failureReason 2), so there is no outcome to read; the first: "Error: Worker failed to become ready within timeout".`,
    );
    // The other run of the file reads.
    expect(plain((await readOutcomes(file, { filter: 'echo' })).table).rows).toEqual([[0, 1]]);
    // A hostile error text is escaped and shortened to 100 characters.
    const hostile = resultsFile([
      errored(0, 0, `RateLimitExhaustedError: \u202E@here ${'x'.repeat(200)}`),
    ]);
    const message = (await failure(hostile)).message;
    expect(message).toContain(
      `the first: "RateLimitExhaustedError: \\u202e@here ${'x'.repeat(62)}….`,
    );
    expect(message).not.toContain('\u202E');
    // No error text at all.
    const silent = resultsFile([result('p', 0, 0, false, { failureReason: 2 })]);
    expect((await failure(silent)).message).toBe(
      `${silent} (results.results[0]) error: every result of "p#0" (1) is a provider error (failureReason 2), so there is no outcome to read; the first: no error text.`,
    );
  });
});
