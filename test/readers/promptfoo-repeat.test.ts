// promptfoo `--repeat` files built the way promptfoo builds them, so the tests see the numbering the
// world has: src/evaluator.ts of promptfoo/promptfoo at 002b8d03c70e43146eb88f82ede26ad0a0a5bd18
// (`buildRunEvalOptions` → `appendRunEvalOptionsForTestCase` → `…ForVars` → `…ForProvider`):
//
//   let testIdx = 0
//   for each test case:
//     for repeatIndex < repeat:              (the test's options.repeat, else --repeat)
//       for each var combination:            (array-valued vars expand)
//         for each provider: for each prompt: push { testIdx, promptIdx }
//         testIdx++
//
// promptIdx is the index of (provider, prompt) in `results.prompts`, providers outer. Results are
// written in completion order (shuffled here). The real 6 × 26 file is in promptfoo.test.ts.
import { describe, expect, it } from 'vitest';
import { readOutcomes } from '../../src/readers/index.js';
import { plain, tempDir } from './helpers.js';

type Outcome = 'pass' | 'fail' | 'error';

interface TestSpec {
  readonly description?: string;
  /** One entry per var combination. */
  readonly combos: readonly Record<string, unknown>[];
  readonly assert: readonly object[];
  /** Per-test options.repeat. */
  readonly repeat?: number;
}

interface Suite {
  readonly tests: readonly TestSpec[];
  readonly providers: readonly string[];
  readonly prompts: number;
  readonly repeat: number;
  /** Outcome of (test, combo, repeat, promptIdx). */
  readonly outcome: (test: number, combo: number, repeat: number, promptIdx: number) => Outcome;
  /** Rewrites the testCase promptfoo writes (to vary key order, say). */
  readonly testCase?: (testCase: Record<string, unknown>, repeat: number) => object;
}

/** The `results.results` promptfoo writes for a suite, in a fixed shuffled order. */
function promptfooResults(suite: Suite): object[] {
  const out: object[] = [];
  let testIdx = 0;
  suite.tests.forEach((test, t) => {
    for (let r = 0; r < (test.repeat ?? suite.repeat); r++) {
      test.combos.forEach((vars, v) => {
        suite.providers.forEach((provider, p) => {
          for (let prompt = 0; prompt < suite.prompts; prompt++) {
            const promptIdx = p * suite.prompts + prompt;
            const outcome = suite.outcome(t, v, r, promptIdx);
            const testCase = {
              ...(test.description !== undefined ? { description: test.description } : {}),
              vars,
              assert: test.assert,
              options: {},
              metadata: {},
            };
            out.push({
              id: `r${out.length}`,
              promptIdx,
              testIdx,
              provider: { id: provider, label: '' },
              testCase: suite.testCase ? suite.testCase(testCase, r) : testCase,
              vars,
              success: outcome === 'pass',
              score: outcome === 'pass' ? 1 : 0,
              failureReason: outcome === 'pass' ? 0 : outcome === 'fail' ? 1 : 2,
              ...(outcome === 'error' ? { error: 'Error: 503 Service Unavailable' } : {}),
            });
          }
        });
        testIdx++;
      });
    }
  });
  // Completion order, not numbering order (a fixed permutation).
  return out
    .map((x, i) => ({ x, k: (i * 7919) % 10007 }))
    .sort((a, b) => a.k - b.k)
    .map((e) => e.x);
}

function write(suite: Suite): string {
  return tempDir().write(
    'results.json',
    JSON.stringify({
      evalId: 'eval-repeat',
      results: { version: 3, timestamp: 'x', results: promptfooResults(suite) },
    }),
  );
}

const eq = (value: string) => [{ type: 'equals', value }];

// Four questions: test 0, test 1 with two var combinations, test 2 (same vars as test 0, another
// assertion: a different test).
const TESTS: TestSpec[] = [
  { description: 'refund', combos: [{ q: 'refund?' }], assert: eq('refund') },
  {
    combos: [
      { q: 'card', lang: 'en' },
      { q: 'card', lang: 'fr' },
    ],
    assert: eq('card'),
  },
  { description: 'refund, strict', combos: [{ q: 'refund?' }], assert: eq('refund_delay') },
];

/** Run "claude#3" (second provider, second prompt): per question, the outcome of each repeat. */
const CLAUDE_3: Outcome[][] = [
  ['pass', 'pass', 'pass'],
  ['fail', 'pass', 'fail'],
  ['fail', 'fail', 'fail'],
  ['pass', 'fail', 'error'],
];

function suite(repeat: number, extra: Partial<Suite> = {}): Suite {
  return {
    tests: TESTS,
    providers: ['openai:gpt-4o-mini', 'anthropic:claude'],
    prompts: 2,
    repeat,
    // Questions in promptfoo's order: test 0; test 1 combo 0; test 1 combo 1; test 2.
    outcome: (t, v, r, promptIdx) =>
      promptIdx === 3 ? (CLAUDE_3[t === 0 ? 0 : t === 1 ? 1 + v : 3]?.[r] ?? 'pass') : 'pass',
    ...extra,
  };
}

describe('promptfoo --repeat, numbered as promptfoo numbers it', () => {
  it('--repeat 3 over 2 providers × 2 prompts: the repeats of a test are its trials', async () => {
    const file = write(suite(3));
    const read = await readOutcomes(file, { filter: 'anthropic:claude#3' });
    expect(plain(read.table)).toEqual({
      ids: ['0', '1', '2', '3'],
      categories: 2,
      rows: [
        [0, 3],
        [2, 1],
        [3, 0],
        [1, 1],
      ],
      trials: [3, 3, 3, 2],
    });
    expect(read.warnings).toEqual([
      `${file}: read "anthropic:claude#3" of 4 provider/prompt runs (option filter).`,
      `${file}: 12 results of "anthropic:claude#3" grouped into 4 tests × 3 repeats by test case (same description, vars and assertions; promptfoo gives every repeat its own testIdx).`,
      `${file}: 1 result(s) of "anthropic:claude#3" are provider errors (errored trials).`,
    ]);
    // Every other run passed everything.
    for (const filter of ['#0', '#1', '#2'])
      expect(plain((await readOutcomes(file, { filter })).table).rows).toEqual(
        Array(4).fill([0, 3]),
      );
  });

  it('ids are the testIdx of the same suite without --repeat, so a repeated run lines up with a single one', async () => {
    const once = await readOutcomes(write(suite(1)), { filter: '#3' });
    expect(once.table.ids).toEqual(['0', '1', '2', '3']);
    expect(once.warnings).toHaveLength(1); // only the filter note: nothing was grouped
    const five = await readOutcomes(write(suite(5)), { filter: '#3' });
    expect(five.table.ids).toEqual(once.table.ids);
    expect(plain(five.table).trials).toEqual([5, 5, 5, 4]);
  });

  it("a test's own repeat count (options.repeat) gives it that many trials", async () => {
    const tests = TESTS.map((t, i) => ({ ...t, repeat: i + 1 }));
    const file = write(suite(9, { tests, providers: ['echo'], prompts: 1, outcome: () => 'pass' }));
    const read = await readOutcomes(file);
    expect(plain(read.table).trials).toEqual([1, 2, 2, 3]);
    expect(read.warnings).toEqual([
      `${file}: 8 results of "echo#0" grouped into 4 tests of 1–3 repeats by test case (same description, vars and assertions; promptfoo gives every repeat its own testIdx).`,
    ]);
  });

  it('a test case written with its keys in another order is still one test', async () => {
    const reorder = (tc: Record<string, unknown>, r: number) =>
      r % 2 === 0
        ? tc
        : Object.fromEntries(
            Object.entries(tc)
              .reverse()
              .map(([k, v]) => [
                k,
                k === 'vars' ? Object.fromEntries(Object.entries(v as object).reverse()) : v,
              ]),
          );
    const read = await readOutcomes(write(suite(4, { testCase: reorder })), { filter: '#3' });
    expect(plain(read.table).trials).toEqual([4, 4, 4, 3]);
  });

  it('without a testCase (a trimmed export) each testIdx is a test: repeats cannot be told apart', async () => {
    const results = promptfooResults(suite(2, { providers: ['echo'], prompts: 1 })).map((r) => {
      const rest: Record<string, unknown> = { ...r };
      delete rest.testCase;
      return rest;
    });
    const file = tempDir().write(
      'results.json',
      JSON.stringify({ evalId: 'e', results: { version: 3, results } }),
    );
    const read = await readOutcomes(file);
    expect(read.table.ids).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(read.warnings).toEqual([]);
  });

  it('one test listed twice without --repeat is one question of two trials (the warning shows it)', async () => {
    const twice = [TESTS[0] as TestSpec, TESTS[0] as TestSpec];
    const file = write(suite(1, { tests: twice, providers: ['echo'], prompts: 1 }));
    const read = await readOutcomes(file);
    expect(plain(read.table)).toEqual({ ids: ['0'], categories: 2, rows: [[0, 2]], trials: [2] });
    expect(read.warnings).toEqual([
      `${file}: 2 results of "echo#0" grouped into 1 test × 2 repeats by test case (same description, vars and assertions; promptfoo gives every repeat its own testIdx).`,
    ]);
  });
});
