// DeepEval test runs (`.deepeval/.latest_test_run.json`), read from real public files: the
// deal-pipeline project's run before and after a model bump (one test case, one GEval metric),
// and beeai-framework's two runs (one and two test cases, two and nine metrics).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readDeepEval, readOutcomes } from '../../src/readers/index.js';
import { FIXTURES, plain } from './helpers.js';

const run = (name: string): string => join(FIXTURES, 'deepeval', name);

describe('DeepEval test runs', () => {
  it('reads the one metric of a run as each test case’s success, detected by content', async () => {
    const read = await readOutcomes(run('deal-pipeline-2862138.json'));
    expect(read.formats).toEqual(['deepeval']);
    // AnswerCorrectness [GEval]: score 0.5 against threshold 0.5, success true.
    expect(plain(read.table)).toEqual({
      ids: ['test_case_0'],
      categories: 2,
      rows: [[0, 1]],
      trials: [1],
    });
    expect(read.questionText?.get('test_case_0')).toMatch(
      /^=== DEAL SNAPSHOT === Deal ID: D-REG-001/,
    );
    expect(read.task?.harness).toBe('DeepEval');
    expect(read.task?.fingerprint).toBe('input');
  });

  it('reads one named metric of several, and each test case’s success without one', async () => {
    // beeai f8b9dba: test_case_0 Exact Match true, Argument Correctness false; test_case_1 Exact
    // Match false; both test cases fail (success false: not every metric passed).
    const exact = await readDeepEval(run('beeai-f8b9dba.json'), { metric: 'Exact Match' });
    expect(plain(exact.table).rows).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const args = await readDeepEval(run('beeai-f8b9dba.json'), { metric: 'Argument Correctness' });
    expect(plain(args.table).rows).toEqual([
      [1, 0],
      [1, 0],
    ]);
    const cases = await readDeepEval(run('beeai-f8b9dba.json'));
    expect(plain(cases.table)).toEqual({
      ids: ['test_case_0', 'test_case_1'],
      categories: 2,
      rows: [
        [1, 0],
        [1, 0],
      ],
      trials: [1, 1],
    });
    expect(cases.warnings.join('\n')).toMatch(
      /read each test case's success \(all its 9 metrics passed: "Exact Match", "AnswerLLMJudgeMetric"/,
    );
  });

  it('names the metrics a run has when the one asked for is not among them', async () => {
    await expect(
      readDeepEval(run('beeai-cfbc9c3.json'), { metric: 'Faithfulness' }),
    ).rejects.toThrow(
      /beeai-cfbc9c3\.json metric "Faithfulness": no test case has this metric \(option sample-metric\); the run's metrics are "Exact Match", "ToolUsageMetric"\./,
    );
  });

  it('fingerprints each test case by its input, so reused names of other questions are told apart', async () => {
    const before = await readDeepEval(run('beeai-cfbc9c3.json'));
    const after = await readDeepEval(run('beeai-f8b9dba.json'));
    expect(before.questionText?.get('test_case_0')).toMatch(/^Who was the widow/);
    expect(after.questionText?.get('test_case_0')).toMatch(/^Which magazine was started first/);
    expect(before.task?.questions?.get('test_case_0')).not.toBe(
      after.task?.questions?.get('test_case_0'),
    );
    const same = await readDeepEval(run('deal-pipeline-39d0b04.json'));
    const earlier = await readDeepEval(run('deal-pipeline-2862138.json'));
    expect(same.task?.questions?.get('test_case_0')).toBe(
      earlier.task?.questions?.get('test_case_0'),
    );
  });

  it('refuses a JSON file that is not a test run, saying what it expected', async () => {
    const error = await readDeepEval(join(FIXTURES, 'matrix.json')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(String(error)).toMatch(/is not a DeepEval test run/);
  });
});
