// Discovery of one folder, per harness layout, on the real folders of fixtures/discover (its
// README names the sources, licences and the values checked by hand) and temp copies of them.
import { copyFileSync, cpSync, readdirSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helmTaskName } from '../../../src/engine/discover/helm.js';
import { lmEvalGroups } from '../../../src/engine/discover/lm-eval.js';
import { FolderLimitError } from '../../../src/engine/discover/walk.js';
import { InputError } from '../../../src/errors.js';
import {
  DISCOVER,
  LM_EVAL_MODEL,
  MODELED,
  READERS,
  copyOf,
  discover,
  put,
  remove,
  temp,
} from './helpers.js';

describe('lm-evaluation-harness output folders', () => {
  it('real run (every_eval_ever): one task; the results file names its metric and a task without samples', async () => {
    const d = await discover(join(DISCOVER, 'lm-eval', 'baseline'));
    expect(d.files).toBe(2);
    expect(d.tasks).toEqual([
      {
        name: 'math_perturbed_full',
        layout: 'lm-eval',
        files: [`${LM_EVAL_MODEL}/samples_math_perturbed_full_2026-01-21T03-44-18.458309.jsonl`],
        // No filter_list: lm-eval's one filter is `none`, the order a file without filter
        // fields is read in.
        read: { format: 'lm-eval', metric: 'exact_match', filterOrder: ['none'] },
        rule: 'samples_math_perturbed_full_<timestamp>.jsonl; metric "exact_match" (the first of the task\'s metric_list in results_2026-01-21T03-44-18.458309.json), the filter the samples file holds',
        model: LM_EVAL_MODEL,
        skipped: [],
        settings: expect.objectContaining({ num_fewshot: 0, 'metadata.version': 1 }),
        settingsKind: 'config',
        offers: { metrics: ['exact_match'], filters: ['none'] },
        // n-samples: effective 5000 (the samples file holds 10 of them).
        documents: 5000,
        documentsSource: 'results_2026-01-21T03-44-18.458309.json',
      },
    ]);
    // The config as the pairing compares it: without the keys that only name the task.
    expect(d.tasks[0]?.settings).not.toHaveProperty('task');
    expect(d.tasks[0]?.settings).not.toHaveProperty('metadata');
    expect(d.groups).toEqual([]);
    expect(d.notes).toEqual([
      `${LM_EVAL_MODEL}/results_2026-01-21T03-44-18.458309.json reports the task "math_rephrased_full" without a samples file (lm-eval writes them with --log_samples): not compared.`,
    ]);
    expect(d.ignored).toEqual({ count: 0, first: [] });
  });

  it('several timestamps: the newest; the filter is the first of the results file filter_list', async () => {
    const d = await discover(join(DISCOVER, 'lm-eval-modeled', 'baseline'));
    expect(d.tasks.map((t) => t.name)).toEqual([
      'gsm8k',
      'mmlu_anatomy',
      'mmlu_astronomy',
      'mmlu_philosophy',
    ]);
    const gsm8k = d.tasks[0];
    expect(gsm8k?.files).toEqual([`${MODELED}/samples_gsm8k_2025-06-01T10-15-43.482117.jsonl`]);
    expect(gsm8k?.read).toEqual({
      format: 'lm-eval',
      metric: 'exact_match',
      filter: 'strict-match',
      filterOrder: ['strict-match', 'flexible-extract'],
    });
    expect(gsm8k?.offers).toEqual({
      metrics: ['exact_match'],
      filters: ['strict-match', 'flexible-extract'],
    });
    expect(gsm8k?.skipped).toEqual([
      {
        file: `${MODELED}/samples_gsm8k_2025-06-01T10-15-41.482117.jsonl`,
        reason: 'an older run (newest: 2025-06-01T10-15-43.482117)',
      },
      {
        file: `${MODELED}/samples_gsm8k_2025-06-01T10-15-42.482117.jsonl`,
        reason: 'an older run (newest: 2025-06-01T10-15-43.482117)',
      },
    ]);
    expect(gsm8k?.rule).toBe(
      'the newest of 3 runs of samples_gsm8k_<timestamp>.jsonl (2025-06-01T10-15-43.482117); metric "exact_match" (the first of the task\'s metric_list in results_2025-06-01T10-15-43.482117.json), filter "strict-match" (the first of its filter_list of 2)',
    );
    // metric_list [acc, acc_norm]: acc, the first.
    expect(d.tasks[1]?.read).toEqual({ format: 'lm-eval', metric: 'acc', filterOrder: ['none'] });
  });

  it('timestamps: trials reads every run; sample-metric and filter given win over the results file', async () => {
    const d = await discover(join(DISCOVER, 'lm-eval-modeled', 'baseline'), {
      timestamps: 'trials',
      read: { filter: 'flexible-extract' },
    });
    const gsm8k = d.tasks[0];
    expect(gsm8k?.files).toHaveLength(3);
    expect(gsm8k?.skipped).toEqual([]);
    expect(gsm8k?.read).toEqual({
      format: 'lm-eval',
      metric: 'exact_match',
      filter: 'flexible-extract',
      filterOrder: ['strict-match', 'flexible-extract'],
    });
    expect(gsm8k?.rule).toMatch(
      /^3 runs of samples_gsm8k_<timestamp>\.jsonl as trials \(timestamps: trials\); .*filter "flexible-extract" \(filter\)$/,
    );
  });

  it('groups from group_subtasks: nested groups expanded to their tasks', async () => {
    const d = await discover(join(DISCOVER, 'lm-eval-modeled', 'baseline'));
    const source = `${MODELED}/results_2025-07-01T09-00-00.000000.json`;
    expect(d.groups).toEqual([
      {
        name: 'mmlu_humanities',
        layout: 'lm-eval',
        members: ['mmlu_philosophy'],
        subgroups: [],
        source,
      },
      {
        name: 'mmlu_stem',
        layout: 'lm-eval',
        members: ['mmlu_astronomy', 'mmlu_anatomy'],
        subgroups: [],
        source,
      },
      {
        name: 'mmlu',
        layout: 'lm-eval',
        members: ['mmlu_astronomy', 'mmlu_anatomy', 'mmlu_philosophy'],
        subgroups: ['mmlu_stem', 'mmlu_humanities'],
        source,
      },
    ]);
  });

  it('lmEvalGroups cuts cycles and keeps standalone tasks out', () => {
    const groups = lmEvalGroups(
      new Map([
        ['a', ['b', 't1']],
        ['b', ['a', 't2']],
        ['solo', []],
      ]),
      'r.json',
    );
    expect(groups.map((g) => [g.name, g.members])).toEqual([
      ['a', ['t2', 't1']],
      ['b', ['t1', 't2']],
    ]);
  });

  it('one task in two model folders is refused', async () => {
    const dir = copyOf('lm-eval-modeled/baseline');
    copyFileSync(
      join(dir, MODELED, 'samples_gsm8k_2025-06-01T10-15-41.482117.jsonl'),
      put(dir, 'other-model/samples_gsm8k_2025-06-01T10-15-41.482117.jsonl', ''),
    );
    await expect(discover(dir)).rejects.toThrow(
      'folder: this folder holds two models ("modeled__mmlu-gsm8k/", "other-model/"): the lm-eval task "gsm8k" has samples files in each (lm-eval writes one folder per model). A side of a comparison is one model: point at one model\'s folder.',
    );
  });
});

describe('Inspect AI log folders', () => {
  it('the task from the header; of three logs of one task the newest complete one; the others skipped, with why', async () => {
    const d = await discover(join(DISCOVER, 'inspect', 'baseline'));
    expect(d.files).toBe(5);
    expect(d.tasks.map((t) => [t.name, t.files, t.read.format, t.model])).toEqual([
      [
        'popularity',
        ['2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval'],
        'inspect-eval',
        'openai/gpt-4o-mini',
      ],
      ['inspect_evals/arc_easy', ['data_arc_qwen.json'], 'inspect-json', 'ollama/qwen2.5:0.5b'],
      [
        'inspect_evals/pubmedqa',
        ['data_pubmedqa_gpt4o_mini.json'],
        'inspect-json',
        'openai/azure/gpt-4o-mini',
      ],
    ]);
    expect(d.tasks[0]?.skipped).toEqual([
      {
        file: '2025-05-12T20-28-13-04-00_popularity.json',
        reason: 'status cancelled (not finished)',
      },
      {
        file: '2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval',
        reason: 'an older complete log',
      },
    ]);
    expect(d.tasks[0]?.rule).toBe(
      'the newest complete of 3 logs of task "popularity" (status success, created 2025-02-11T15:18:04-05:00)',
    );
    expect(d.groups).toEqual([]);
    expect(d.notes).toEqual([]);
  });

  it('a task with task arguments is named with those given, not its defaults; an eval-set manifest is not a task', async () => {
    const dir = copyOf('inspect/candidate');
    put(dir, 'logs.json', '{"log_streaming.eval": {"eval": {"task": "popularity"}}}');
    const d = await discover(dir);
    expect(d.tasks.map((t) => t.name)).toEqual([
      'inspect_evals/arc_easy',
      // task_args {sample_count: 1, target: "42.7"}, task_args_passed {sample_count: 1}: the
      // target is the task's default, which this version of Inspect writes out.
      'inspect_test_utils/guess_number[sample_count=1]',
      'popularity',
    ]);
    expect(d.tasks[1]).toMatchObject({
      base: 'inspect_test_utils/guess_number',
      settings: { sample_count: 1, target: '42.7' },
      settingsKind: 'arguments',
    });
    expect(d.ignored.count).toBe(0);
  });

  it('a task run over several task arguments: a task each, and a group of them (logs written here)', async () => {
    // Minimal legacy .json logs with the header fields Inspect writes (not copied from a run).
    const log = (subject: string, created: string) =>
      JSON.stringify({
        version: 2,
        status: 'success',
        eval: { task: 'mmlu', task_args: { subject }, model: 'openai/gpt-4o-mini', created },
        samples: [{ id: 1, epoch: 1, scores: { choice: { value: 'C' } } }],
      });
    const dir = temp();
    put(dir, 'a.json', log('anatomy', '2025-01-01T00:00:00+00:00'));
    put(dir, 'b.json', log('philosophy', '2025-01-01T00:00:00+00:00'));
    const d = await discover(dir);
    expect(d.tasks.map((t) => t.name)).toEqual([
      'mmlu[subject=anatomy]',
      'mmlu[subject=philosophy]',
    ]);
    expect(d.groups).toEqual([
      {
        name: 'mmlu',
        layout: 'inspect',
        members: ['mmlu[subject=anatomy]', 'mmlu[subject=philosophy]'],
        subgroups: [],
        source: 'the task run with 2 sets of task arguments',
      },
    ]);
  });

  it('only unfinished logs of a task: the newest is read, and a note says its unrun samples count as lost', async () => {
    const dir = temp();
    copyFileSync(
      join(DISCOVER, 'inspect', 'baseline', '2025-05-12T20-28-13-04-00_popularity.json'),
      join(dir, 'cancelled.json'),
    );
    const d = await discover(dir);
    expect(d.tasks[0]?.rule).toBe('the log of task "popularity" (status cancelled)');
    expect(d.notes).toEqual([
      'cancelled.json: no log of the Inspect task "popularity" finished; the newest (status cancelled) is read, and its samples that never ran count as lost.',
    ]);
  });

  it('logs of one task for two models are refused', async () => {
    const dir = copyOf('inspect/baseline');
    copyFileSync(
      join(DISCOVER, 'inspect', 'candidate', 'log_streaming.eval'),
      join(dir, 'log_streaming.eval'),
    );
    await expect(discover(dir)).rejects.toThrow(
      'folder: this folder holds two models ("openai/gpt-4o-mini", "azureai/Meta-Llama-3-1-405B-Instruct-jqf"): the task "popularity" has logs of each. A side of a comparison is one model: point at a folder of one model\'s logs ("folder" holds them all; give each model its own --log-dir).',
    );
  });
});

describe('HELM suites', () => {
  it('run folders as HELM names them (with `:`) and as stored for upload-artifact (`%3A`): the same tasks and files read', async () => {
    // The fixture's run folders are stored with `:` as `%3A` (upload-artifact and Windows refuse
    // `:` in a path); a copy with HELM's own names must discover the same.
    const colons = join(temp(), 'baseline');
    cpSync(join(DISCOVER, 'helm', 'baseline'), colons, { recursive: true });
    for (const run of readdirSync(join(colons, 'runs', 'v4')))
      if (run.includes('%3A'))
        renameSync(
          join(colons, 'runs', 'v4', run),
          join(colons, 'runs', 'v4', run.replaceAll('%3A', ':')),
        );
    const stored = await discover(join(DISCOVER, 'helm', 'baseline'));
    const real = await discover(colons);
    expect(real.tasks.map((t) => [t.name, t.read])).toEqual(
      stored.tasks.map((t) => [t.name, t.read]),
    );
    expect(real.tasks[0]?.files[0]).toContain('bbq:subject=all');
    expect(stored.tasks[0]?.files[0]).toContain('bbq%3Asubject=all');
  });

  it('real suite runs/v4 (HELM safety, gpt-4-turbo): one task per run, the main metric and split of schema.json, the suite a group', async () => {
    const d = await discover(join(DISCOVER, 'helm', 'baseline'));
    expect(d.files).toBe(10);
    expect(d.tasks.map((t) => [t.name, t.read, t.model])).toEqual([
      [
        'bbq:subject=all,method=multiple_choice_joint',
        { format: 'helm', metric: 'exact_match', split: 'test' },
        'openai/gpt-4-turbo-2024-04-09',
      ],
      [
        'simple_safety_tests',
        { format: 'helm', metric: 'sst_score', split: 'test' },
        'openai/gpt-4-turbo-2024-04-09',
      ],
      [
        'xstest',
        { format: 'helm', metric: 'xst_score', split: 'test' },
        'openai/gpt-4-turbo-2024-04-09',
      ],
    ]);
    // bbq's main metric (bbq_accuracy) is computed over the run, not per instance.
    expect(d.tasks[0]?.rule).toBe(
      'run "bbq:subject=all,method=multiple_choice_joint,model=openai_gpt-4-turbo-2024-04-09": stat "exact_match", the first metric run_spec.json names that the instances have (the main metric "bbq_accuracy" of runs/v4/schema.json is not a per-instance stat); split "test" (main_split)',
    );
    expect(d.tasks[2]?.rule).toBe(
      'run "xstest:model=openai_gpt-4-turbo-2024-04-09": stat "xst_score", the main metric of run group "xstest" in runs/v4/schema.json; split "test" (main_split)',
    );
    expect(d.groups).toEqual([
      {
        name: 'safety_scenarios',
        layout: 'helm',
        members: ['bbq:subject=all,method=multiple_choice_joint', 'simple_safety_tests', 'xstest'],
        subgroups: [],
        source: 'runs/v4/schema.json',
      },
    ]);
    expect(d.ignored.count).toBe(0);
  });

  it('without schema.json: the first metric of run_spec.json the instances have; a sample-metric where they have it; else an error', async () => {
    const dir = copyOf('helm/candidate');
    remove(dir, 'runs/v4/schema.json');
    await expect(discover(dir)).rejects.toThrow(
      /simple_safety_tests%3Amodel=openai_gpt-4o-2024-05-13\/per_instance_stats\.json: HELM names no main metric of the run "simple_safety_tests:model=openai_gpt-4o-2024-05-13" that its instances have \(no schema\.json in the suite: helm-summarize writes it\); set the sample-metric option to one of "sst_score", "sst_gpt_score", "sst_claude_score"/,
    );
    remove(dir, 'runs/v4/xstest%3Amodel=openai_gpt-4o-2024-05-13');
    const d = await discover(dir, { read: { metric: 'sst_gpt_score' } });
    expect(d.tasks.map((t) => [t.name, t.read])).toEqual([
      ['bbq:subject=all,method=multiple_choice_joint', { format: 'helm', metric: 'exact_match' }],
      ['simple_safety_tests', { format: 'helm', metric: 'sst_gpt_score' }],
    ]);
    expect(d.tasks[0]?.rule).toBe(
      'run "bbq:subject=all,method=multiple_choice_joint,model=openai_gpt-4o-2024-05-13": stat "exact_match", the first metric run_spec.json names that the instances have (its instances have no "sst_gpt_score")',
    );
  });

  it('helmTaskName: the run without its model', () => {
    expect(
      helmTaskName('bbq:subject=all,method=multiple_choice_joint,model=openai_gpt-4o-2024-05-13'),
    ).toBe('bbq:subject=all,method=multiple_choice_joint');
    expect(helmTaskName('xstest:model=openai_gpt-4o-2024-05-13')).toBe('xstest');
    expect(helmTaskName('mmlu:subject=anatomy,model_deployment=x/y,model=x_y')).toBe(
      'mmlu:subject=anatomy',
    );
  });
});

describe('plain folders, lighteval and OpenCompass', () => {
  it('one task per result file, named by its path without the extension; other files are not tasks', async () => {
    const dir = temp();
    copyFileSync(join(READERS, 'wide.csv'), put(dir, 'a.csv', ''));
    copyFileSync(join(READERS, 'long.csv'), put(dir, 'b.csv', ''));
    copyFileSync(join(READERS, 'long.jsonl'), put(dir, 'c.jsonl', ''));
    copyFileSync(join(READERS, 'R.npy'), put(dir, 'd.npy', ''));
    copyFileSync(join(READERS, 'runs.npz'), put(dir, 'e.npz', ''));
    copyFileSync(join(READERS, 'matrix.json'), put(dir, 'f.json', ''));
    copyFileSync(join(READERS, 'counts.csv'), put(dir, 'math/g.csv', ''));
    put(dir, 'README.md', '# results\n');
    put(dir, 'config.json', '{"name": "run", "seed": 1}\n');
    put(dir, 'notes.txt', 'q1,1\n');
    const d = await discover(dir);
    expect(d.tasks.map((t) => [t.name, t.read.format])).toEqual([
      ['a', 'csv-wide'],
      ['b', 'csv-long'],
      ['c', 'jsonl-long'],
      ['d', 'npy'],
      ['e', 'npz'],
      ['f', 'json'],
      ['math/g', 'counts-csv'],
    ]);
    expect(d.ignored).toEqual({ count: 3, first: ['README.md', 'config.json', 'notes.txt'] });
  });

  it('two files of one name are refused; links are not followed', async () => {
    const dir = temp();
    copyFileSync(join(READERS, 'wide.csv'), put(dir, 'x.csv', ''));
    copyFileSync(join(READERS, 'long.jsonl'), put(dir, 'x.jsonl', ''));
    await expect(discover(dir)).rejects.toThrow(
      'folder: "x.csv" and "x.jsonl" are both the task "x" (one task per file name without its extension); remove or rename one.',
    );
    // A harness's long file names are quoted whole: the extensions are what differ (an outside
    // review found them cut at 40 characters).
    const long = 'harness_outputs_2026_11_25_model_checkpoint_step_12000_gsm8k_cot';
    const dir2 = temp();
    copyFileSync(join(READERS, 'wide.csv'), put(dir2, `${long}.csv`, ''));
    copyFileSync(join(READERS, 'long.jsonl'), put(dir2, `${long}.jsonl`, ''));
    await expect(discover(dir2)).rejects.toThrow(
      `folder: "${long}.csv" and "${long}.jsonl" are both the task "${long}" (one task per file name without its extension); remove or rename one.`,
    );
    const other = temp();
    copyFileSync(join(READERS, 'wide.csv'), put(other, 'x.csv', ''));
    symlinkSync(join(READERS, 'counts.csv'), join(other, 'y.csv'));
    const d = await discover(other);
    expect(d.tasks.map((t) => t.name)).toEqual(['x']);
    expect(d.notes).toEqual([
      '1 symbolic link(s) not followed ("y.csv"): discovery reads only files inside the folder.',
    ]);
  });

  it('lighteval details: the task from the file name; the newest run, or all as trials', async () => {
    const dir = temp();
    const at = (ts: string) =>
      `details/org__model/${ts}/details_leaderboard|mmlu:anatomy|5_${ts}.parquet`;
    copyFileSync(
      join(READERS, 'lighteval', 'details_mmlu-anatomy_baseline.parquet'),
      put(dir, at('2025-01-01T10-00-00.000000'), ''),
    );
    copyFileSync(
      join(READERS, 'lighteval', 'details_mmlu-anatomy_candidate.parquet'),
      put(dir, at('2025-01-02T10-00-00.000000'), ''),
    );
    put(
      dir,
      'results/org__model/results_2025-01-02T10-00-00.000000.json',
      '{"config_general": {}, "results": {}}',
    );
    const d = await discover(dir);
    expect(d.tasks.map((t) => [t.name, t.layout, t.files, t.model])).toEqual([
      ['leaderboard|mmlu:anatomy|5', 'lighteval', [at('2025-01-02T10-00-00.000000')], 'org__model'],
    ]);
    expect(d.ignored.first).toEqual(['results/org__model/results_2025-01-02T10-00-00.000000.json']);
    expect((await discover(dir, { timestamps: 'trials' })).tasks[0]?.files).toHaveLength(2);
  });

  it('OpenCompass: results/<model>/<dataset>.json of the newest run; predictions are not results', async () => {
    const dir = temp();
    copyFileSync(
      join(READERS, 'opencompass-gsm8k.json'),
      put(dir, 'outputs/20240101_000000/results/internlm/gsm8k.json', ''),
    );
    copyFileSync(
      join(READERS, 'opencompass-gsm8k.json'),
      put(dir, 'outputs/20240201_000000/results/internlm/gsm8k.json', ''),
    );
    put(
      dir,
      'outputs/20240201_000000/predictions/internlm/gsm8k.json',
      '{"0": {"origin_prompt": "q", "prediction": "18", "gold": "18"}}',
    );
    const d = await discover(dir);
    expect(d.tasks.map((t) => [t.name, t.layout, t.files, t.model, t.skipped.length])).toEqual([
      [
        'gsm8k',
        'opencompass',
        ['outputs/20240201_000000/results/internlm/gsm8k.json'],
        'internlm',
        1,
      ],
    ]);
    expect(d.ignored.first).toEqual(['outputs/20240201_000000/predictions/internlm/gsm8k.json']);
  });
});

describe('limits', () => {
  it('a folder with more files than max-folder-files is refused with a FolderLimitError, before anything is read', async () => {
    const error = await discover(join(DISCOVER, 'inspect', 'baseline'), { maxFiles: 4 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FolderLimitError);
    expect((error as FolderLimitError).path).toBe('--max-folder-files');
    expect((error as Error).message).toBe(
      '"folder": the folder holds more than 4 files (the walk stopped there; nothing was read). Discovery looks at every file of a folder, and a pull request decides what it holds: point at a smaller folder (the one your harness writes), or raise the limit with --max-folder-files.',
    );
    // At the limit exactly: walked.
    expect((await discover(join(DISCOVER, 'inspect', 'baseline'), { maxFiles: 5 })).files).toBe(5);
  });

  it('an Inspect log without a task name is an InputError naming the file and field', async () => {
    const dir = temp();
    put(
      dir,
      'log.json',
      '{"version": 2, "status": "success", "eval": {"model": "m"}, "samples": []}',
    );
    const error = await discover(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(
      'folder/log.json field "eval.task": the log names no task, so it cannot be matched with the other side.',
    );
  });
});
