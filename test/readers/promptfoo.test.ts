// promptfoo results: the real export fixture (fixtures/readers/promptfoo, its README has the
// source and the expected matrices) and built files for repeats, provider errors and choices.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readOutcomes, readPromptfoo } from '../../src/readers/index.js';
import { FIXTURES, plain, tempDir } from './helpers.js';

const EXPORT = join(FIXTURES, 'promptfoo', 'sample-export.json');

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

describe('promptfoo', () => {
  it('the real export: detected, two runs listed, each read by provider: all tests failed', async () => {
    expect((await failure(EXPORT)).message).toBe(
      `${EXPORT} provider: the file has 2 provider/prompt runs ("openai:gpt-5-mini#1", "openai:gpt-5#0"); set the filter option to one of them (a provider id alone when it ran one prompt).`,
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
      `${EXPORT} filter "anthropic:claude": no such provider or run in this file; it has "openai:gpt-5-mini#1", "openai:gpt-5#0".`,
    );
  });

  it('--repeat runs are the trials of a test; provider errors are errored trials', async () => {
    const result = (testIdx: number, success: boolean, failureReason = success ? 0 : 1) => ({
      testIdx,
      promptIdx: 0,
      provider: { id: 'openai:gpt-4o-mini', label: '' },
      success,
      score: success ? 1 : 0,
      failureReason,
    });
    const file = resultsFile([
      result(0, true),
      result(1, false),
      result(2, true),
      result(0, true),
      result(1, true),
      result(2, false, 2),
      result(0, false),
      result(1, false),
      result(2, true),
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
      `${file}: 1 result(s) of "openai:gpt-4o-mini#0" are provider errors (errored trials).`,
    ]);
    // Not in the table: lost, for the engine's errors setting (a failure by default).
    expect(read.lost).toEqual({ byQuestion: new Map([['2', 1]]), errored: 1, neverRan: 0 });
  });

  it('one provider with two prompts needs ID#PROMPT; a result without a provider is named', async () => {
    const file = resultsFile([
      { testIdx: 0, promptIdx: 0, provider: 'echo', success: true },
      { testIdx: 0, promptIdx: 1, provider: 'echo', success: false },
    ]);
    expect((await failure(file, { filter: 'echo' })).message).toBe(
      `${file} filter "echo": provider "echo" ran 2 prompts; choose one of "echo#0", "echo#1".`,
    );
    expect(plain((await readOutcomes(file, { filter: 'echo#1' })).table).rows).toEqual([[1, 0]]);
    const bad = resultsFile([{ testIdx: 0, promptIdx: 0, success: true }]);
    expect((await failure(bad)).message).toBe(
      `${bad} (results.results[0]): expected a result with a provider id and a promptIdx; got provider undefined, promptIdx 0.`,
    );
  });
});
