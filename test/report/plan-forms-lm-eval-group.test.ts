/**
 * lm-eval's commands for a discovered group's plan. A group (lm-eval's `mmlu`, a generative
 * group such as `bbh`) is one benchmark over its tasks' documents, each id `<task>/<doc_id>`;
 * lm-eval's `--samples` selects documents by leaf task and ignores a group's name, so a file
 * `{"mmlu": ["mmlu_anatomy/1"]}` would have run every document of every task again (found writing
 * docs/action.md's workflow, issue 39).
 */
import { describe, expect, it } from 'vitest';
import { planForms, type ReportBenchmark, type ReportPlan } from '../../src/report/index.js';
import { iv, makeReport } from './helpers.js';

function benchmark(
  name: string,
  discovered: ReportBenchmark['discovered'],
  questions: { id: string; trials: number }[],
): ReportBenchmark {
  const [made] = makeReport([
    { name, metrics: [{ metric: 'bayes', baseline: iv(0.6, 0.05), candidate: iv(0.58, 0.05) }] },
  ]).benchmarks;
  if (made === undefined) throw new Error('no benchmark');
  const plan = {
    questions,
    sides: ['baseline', 'candidate'],
    trials: 2 * questions.reduce((n, q) => n + q.trials, 0),
    uniformTrials: 1000,
    sees: 0.02,
    target: 0.02,
    variance: { now: 1e-4, planned: 2e-5 },
    kind: 'planned',
    stage: 2,
    level: 0.0025,
    metric: 'bayes',
    before: {
      ids: questions.map((q) => q.id),
      baseline: { successes: questions.map(() => 0), trials: questions.map(() => 1) },
      candidate: { successes: questions.map(() => 0), trials: questions.map(() => 1) },
    },
  } satisfies ReportPlan;
  const side = (s: ReportBenchmark['baseline']) => ({ ...s, formats: ['lm-eval'] });
  return {
    ...made,
    ...(discovered !== undefined ? { discovered } : {}),
    baseline: side(made.baseline),
    candidate: side(made.candidate),
    plan,
  };
}

const lmEvalLines = (b: ReportBenchmark) =>
  planForms(b).find((f) => f.harness === 'lm-eval')?.lines ?? [];

describe('planForms: lm-evaluation-harness', () => {
  it("a group's questions: one --samples entry per leaf task, its documents sorted", () => {
    const group = benchmark('bbh', { layout: 'lm-eval', role: 'group' }, [
      { id: 'bbh_navigate/12', trials: 2 },
      { id: 'bbh_date_understanding/3', trials: 1 },
      { id: 'bbh_navigate/4', trials: 1 },
    ]);
    expect(lmEvalLines(group)).toEqual([
      '# run 1: samples_r1.json = {"bbh_date_understanding": [3], "bbh_navigate": [4, 12]}',
      "lm_eval --model <model> --model_args <as before> --tasks 'bbh_date_understanding,bbh_navigate' --samples samples_r1.json --seed 1,1,1,1234 --log_samples --output_path <side>/r1",
      '# run 2: samples_r2.json = {"bbh_navigate": [12]}',
      "lm_eval --model <model> --model_args <as before> --tasks 'bbh_navigate' --samples samples_r2.json --seed 2,2,2,1234 --log_samples --output_path <side>/r2",
    ]);
  });

  it('a task, discovered or named by a config: its own name, ids as they are (a slash included)', () => {
    const questions = [
      { id: '7', trials: 1 },
      { id: '10', trials: 1 },
    ];
    for (const task of [
      benchmark('gsm8k', undefined, questions),
      benchmark('gsm8k', { layout: 'lm-eval', role: 'task' }, questions),
    ])
      expect(lmEvalLines(task)[0]).toBe('# run 1: samples_r1.json = {"gsm8k": [7, 10]}');
    const slashed = benchmark('custom', undefined, [{ id: 'a/1', trials: 1 }]);
    expect(lmEvalLines(slashed)[0]).toBe('# run 1: samples_r1.json = {"custom": ["a/1"]}');
  });
});
