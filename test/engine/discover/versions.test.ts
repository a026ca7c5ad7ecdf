// Folders written by two versions of a harness, and on two machines (issue 37): real logs of
// lm-evaluation-harness (old and new sample layouts, one and several filters) and of Inspect
// (defaults written out or not, absolute paths), fixtures/discover/lm-eval-versions and
// inspect-versions (sources, licences and the values checked by hand in fixtures/discover/README.md).
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairTasks } from '../../../src/engine/discover/pair.js';
import { compare } from '../../../src/engine/index.js';
import { readSide } from '../../../src/engine/read-side.js';
import type { CompareOutcome } from '../../../src/engine/index.js';
import { ConfigError } from '../../../src/errors.js';
import { DISCOVER, copyOf, discover, put, remove, temp } from './helpers.js';

const NOW = new Date('2026-01-01T00:00:00Z');
const LM = join(DISCOVER, 'lm-eval-versions');
const INSPECT = join(DISCOVER, 'inspect-versions');

function means(outcome: CompareOutcome): Record<string, [number, number]> {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return Object.fromEntries(
    outcome.report.benchmarks.map((b) => [
      b.name,
      [round(b.comparisons[0]?.baseline.mu ?? NaN), round(b.comparisons[0]?.candidate.mu ?? NaN)],
    ]),
  );
}

describe('lm-eval folders of two versions', () => {
  it('a side whose samples name no filter is read by pass in its own filter order, not the other side’s filter', async () => {
    // Before: exit 2, `no line has filter "get-answer"; the file has no filter field.`
    // Baseline (filters strict-match, get-answer; 6 lines per task): read with its first,
    // strict-match (0 of 3 right in each task); candidate (get-answer alone): 1 of 3.
    const request = {
      baseline: join(LM, 'gpqa/baseline'),
      candidate: join(LM, 'gpqa/candidate'),
      cwd: DISCOVER,
      now: NOW,
    };
    const outcome = await compare(request);
    expect(means(outcome)).toEqual({
      leaderboard_gpqa: [0, 0.33333],
      leaderboard_gpqa_extended: [0, 0.33333],
      leaderboard_gpqa_main: [0, 0.33333],
    });
    expect(outcome.warnings).toContain(
      'leaderboard_gpqa_main: compared, but lm-eval task config differs: "filter_list"; read with filter "strict-match" in the baseline and "get-answer" in the candidate.',
    );
    expect(outcome.report.discovery?.folders[0]?.differences).toHaveLength(2);
    expect(outcome.comment).toContain(
      '⚠️ **leaderboard\\_gpqa\\_extended** compared, but lm-eval task config differs: "filter\\_list"; read with filter "strict-match" in the baseline and "get-answer" in the candidate.',
    );
    // The filter asked for is read on both sides: the baseline's second pass, get-answer.
    const same = await compare({ ...request, overrides: { read: { filter: 'get-answer' } } });
    expect(means(same)).toEqual({
      leaderboard_gpqa: [0.33333, 0.33333],
      leaderboard_gpqa_extended: [0.33333, 0.33333],
      leaderboard_gpqa_main: [0.33333, 0.33333],
    });
  });

  it('old layout (no filter field, multiple choice) against new layout (filter get-answer): one task, its config differences named', async () => {
    const outcome = await compare({
      baseline: join(LM, 'winogrande/baseline'),
      candidate: join(LM, 'winogrande/candidate'),
      cwd: DISCOVER,
      now: NOW,
    });
    // acc 1 1 0 1 1 1 0 0 1 1 against exact_match 0 1 0 1 1 1 1 1 0 1: 7/10 both.
    expect(means(outcome)).toEqual({ winogrande: [0.7, 0.7] });
    expect(outcome.warnings).toContain(
      'winogrande: compared, but lm-eval task config differs: "doc_to_text", "doc_to_target", "num_fewshot" (5 → 0), "metric_list", "output_type" ("multiple_choice" → "generate_until"); read with metric "acc" in the baseline and "exact_match" in the candidate.',
    );
  });

  it('a samples file with fewer documents than its results file counts: a warning per side', async () => {
    const outcome = await compare({
      baseline: join(LM, 'gsm8k/baseline'),
      candidate: join(LM, 'gsm8k/candidate'),
      cwd: DISCOVER,
      now: NOW,
    });
    // Documents 16, 17, 18 of strict-match: 1 0 1 -> 1 0 0.
    expect(means(outcome)).toEqual({ gsm8k: [0.66667, 0.33333] });
    expect(outcome.warnings).toContain(
      "gsm8k: the baseline's samples hold 3 of the 100 documents its results_2025-09-09T13-42-42.857006.json counts (n-samples): the file was trimmed, or is not the run's whole output; the 3 there are compared.",
    );
    // Two models' runs of one version: the config differs only in the model it names, which is
    // not the task's: no note.
    expect(outcome.report.discovery?.folders[0]?.differences).toEqual([]);
  });

  it('a side without results_*.json is read as its twin (both sides the same way), not refused', async () => {
    // Before: "the task "gsm8k" is read differently on the two sides".
    const cand = copyOf('lm-eval-versions/gsm8k/candidate');
    remove(cand, 'results_2025-09-09T13-31-53.431753.json');
    const outcome = await compare({
      baseline: join(LM, 'gsm8k/baseline'),
      candidate: cand,
      cwd: DISCOVER,
      now: NOW,
    });
    expect(means(outcome)).toEqual({ gsm8k: [0.66667, 0.33333] });
    const task = outcome.report.discovery?.folders[0]?.candidate.tasks[0];
    expect(task?.filter).toBe('strict-match');
    expect(task?.rule).toMatch(
      /read as the baseline's \(this folder has no record of the task's options\)$/,
    );
  });

  it('a sample-metric or filter that matches nothing in a folder is an error listing what it holds', async () => {
    const request = {
      baseline: join(LM, 'gsm8k/baseline'),
      candidate: join(LM, 'gsm8k/candidate'),
      cwd: DISCOVER,
      now: NOW,
    };
    // Before: exit 0, the typo silently ignored.
    const filter = await compare({ ...request, overrides: { read: { filter: 'strict_match' } } })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(filter).toBeInstanceOf(ConfigError);
    expect((filter as Error).message).toBe(
      `--filter: "strict_match" matches no task in "${join(LM, 'gsm8k/baseline')}": its tasks' filters are "strict-match" ("gsm8k"), "flexible-extract" ("gsm8k"); did you mean "strict-match"?`,
    );
    await expect(compare({ ...request, overrides: { read: { metric: 'acc' } } })).rejects.toThrow(
      /^--sample-metric: "acc" matches no task in .*: its tasks' per-sample metrics are "exact_match" \("gsm8k"\)\.$/,
    );
  });
});

describe('a group of tasks', () => {
  it('keeps each task’s question text under the group’s ids (task/id)', async () => {
    const dir = join(LM, 'gpqa/candidate/gpt-4o');
    const part = (task: string) => ({
      task,
      paths: [join(dir, `samples_${task}_2024-11-21T17-57-30.901363.jsonl`)],
      read: { format: 'lm-eval' as const, filter: 'get-answer' },
    });
    const parts = [part('leaderboard_gpqa_main'), part('leaderboard_gpqa_extended')];
    const read = await readSide(
      {
        name: 'leaderboard_gpqa',
        path: 'flags',
        baseline: [],
        candidate: [],
        read: {},
        metrics: [],
        parts: { baseline: parts, candidate: parts },
      },
      'candidate',
      { cwd: DISCOVER },
    );
    expect(read.questionText?.get('leaderboard_gpqa_extended/0')).toMatch(
      /^A large gene has dozens of exons/,
    );
    expect(read.questionText?.size).toBe(6);
  });
});

describe('Inspect folders of two versions and two machines', () => {
  it('gpqa_diamond of inspect_ai 0.3.153 and 0.3.159 (defaults written out): one task, compared', async () => {
    // Before: "1 only in baseline, 1 only in candidate, not compared", and exit 0.
    const outcome = await compare({
      baseline: join(INSPECT, 'gpqa/baseline'),
      candidate: join(INSPECT, 'gpqa/candidate'),
      cwd: DISCOVER,
      now: NOW,
    });
    // One question, 4 epochs, C on each, both sides.
    expect(means(outcome)).toEqual({ 'inspect_evals/gpqa_diamond': [1, 1] });
    expect(outcome.report.discovery?.folders[0]?.onlyInBaseline).toEqual([]);
    expect(outcome.report.missingTasks?.tasks).toEqual([]);
    // 0.3.159's task_args are its defaults ({cot: true, epochs: 4}); 0.3.153 wrote none: no note.
    expect(outcome.report.discovery?.folders[0]?.differences).toEqual([]);
  });

  it('both versions’ logs in one folder: this folder holds two models', async () => {
    // Before: `"inspect_evals/gpqa_diamond" is both a task and a group of tasks …; rename the task.`
    const dir = temp();
    for (const side of ['baseline', 'candidate'])
      for (const f of [
        '2025-12-11T18-00-43+00-00_gpqa-diamond_NL3aygdanSgqAJfzoMFuH6.eval',
        '2026-01-09T18-27-59+00-00_gpqa-diamond_nbjF337MtumE8dao4wZ3vj.eval',
      ])
        try {
          copyFileSync(join(INSPECT, 'gpqa', side, f), join(dir, f));
        } catch {
          // Each file is on one side only.
        }
    await expect(discover(dir)).rejects.toThrow(
      'folder: this folder holds two models ("openai/gpt-5", "openai/gpt-5-mini"): the task "inspect_evals/gpqa_diamond" has logs of each.',
    );
  });

  it('a task argument holding a path (another machine) is left out of the task; one that really differs is named', async () => {
    // The real cvebench log (every_eval_ever): task_args with its defaults written out, among them
    // challenges_dir, a path. Here it is given on two machines, and max_messages changed.
    const log = JSON.parse(
      readFileSync(join(INSPECT, 'paths/data_cvebench_empty_choices.json'), 'utf8'),
    ) as {
      eval: { task_args: Record<string, unknown>; task_args_passed: Record<string, unknown> };
    };
    const machine = (dir: string, passed: Record<string, unknown>) => {
      log.eval.task_args_passed = passed;
      log.eval.task_args = { ...log.eval.task_args, ...passed };
      put(dir, 'cvebench.json', JSON.stringify(log));
    };
    const laptop = temp();
    const runner = temp();
    machine(laptop, { challenges_dir: '/Users/someone/cve-bench/src/critical/challenges' });
    machine(runner, { challenges_dir: '/home/runner/work/cve-bench/src/critical/challenges' });
    const [a, b] = [await discover(laptop), await discover(runner)];
    expect([a.tasks[0]?.name, b.tasks[0]?.name]).toEqual(['cvebench', 'cvebench']);
    const same = pairTasks(a.tasks, b.tasks);
    expect(same.pairs.map((p) => [p.name, p.note])).toEqual([['cvebench', undefined]]);

    const changed = temp();
    machine(changed, {
      challenges_dir: '/home/runner/work/cve-bench/src/critical/challenges',
      max_messages: 50,
    });
    const c = await discover(changed);
    expect(c.tasks[0]?.name).toBe('cvebench[max_messages=50]');
    const pairing = pairTasks(a.tasks, c.tasks);
    expect(pairing.pairs.map((p) => [p.name, p.note])).toEqual([
      [
        'cvebench',
        'compared, but paired as one task: the baseline\'s "cvebench" and the candidate\'s "cvebench[max_messages=50]"; task arguments differ: "max_messages" (30 → 50).',
      ],
    ]);
    expect(pairing.onlyInBaseline).toEqual([]);

    // An argument given at its default on one side (an older log records no defaults), none on
    // the other: one task, no note.
    const given = temp();
    machine(given, { max_messages: 30 });
    const g = await discover(given);
    expect(g.tasks[0]?.name).toBe('cvebench[max_messages=30]');
    expect(pairTasks(g.tasks, a.tasks).pairs.map((p) => [p.name, p.note])).toEqual([
      ['cvebench[max_messages=30]', undefined],
    ]);
  });
});

describe('DeepEval folders', () => {
  it('a task per metric of the test run, compared; reused test case names of other questions refused', async () => {
    const outcome = await compare({
      baseline: join(DISCOVER, 'deepeval/baseline'),
      candidate: join(DISCOVER, 'deepeval/candidate'),
      cwd: DISCOVER,
      now: NOW,
    });
    // AnswerCorrectness [GEval] of test_case_0: score 0.5 then 1.0, threshold 0.5: passed both times.
    expect(means(outcome)).toEqual({ 'AnswerCorrectness [GEval]': [1, 1] });
    const task = outcome.report.discovery?.folders[0]?.baseline.tasks[0];
    expect(task?.rule).toBe(
      'metric "AnswerCorrectness [GEval]" of the DeepEval test run ".deepeval/.latest_test_run.json" (each test case\'s success, threshold 0.5)',
    );

    // The rest of DeepEval's folder (as beeai-framework committed it at cfbc9c3: caches, a run in
    // progress without the testRunData wrapper, telemetry) is DeepEval's, not result files.
    const project = copyOf('deepeval/baseline');
    put(project, '.deepeval/.deepeval-cache.json', '{"test_cases_lookup_map": {}}');
    put(project, '.deepeval/.temp_test_run_data.json', '{"testCases": [{"name": "test_case_0"}]}');
    put(project, '.deepeval/.deepeval_telemetry.txt', 'DEEPEVAL_STATUS=old\n');
    const found = await discover(project);
    expect(found.tasks.map((t) => t.name)).toEqual(['AnswerCorrectness [GEval]']);
    expect(found.ignored.count).toBe(0);

    // beeai-framework's two runs name different questions test_case_0.
    const before = temp();
    const after = temp();
    put(
      before,
      '.deepeval/.latest_test_run.json',
      readFileSync(join(DISCOVER, '../readers/deepeval/beeai-cfbc9c3.json')),
    );
    put(
      after,
      '.deepeval/.latest_test_run.json',
      readFileSync(join(DISCOVER, '../readers/deepeval/beeai-f8b9dba.json')),
    );
    await expect(
      compare({
        baseline: before,
        candidate: after,
        cwd: DISCOVER,
        now: NOW,
        overrides: { align: 'intersect' },
      }),
    ).rejects.toThrow(
      /1 of the 1 question ids both sides have hold different documents \(DeepEval input differs from the baseline's/,
    );
  });
});
