// Folders compared through the engine (`compare`, as the CLI, the library and the action run it):
// the benchmark list, the values (hand-checked: fixtures/discover/README.md), groups and Holm,
// one-sided tasks, the config's forms, and the limits.
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, compareUnchecked } from '../../../src/engine/index.js';
import type { CompareOutcome } from '../../../src/engine/index.js';
import { FolderLimitError } from '../../../src/engine/discover/walk.js';
import { ConfigError, InputError } from '../../../src/errors.js';
import { DISCOVER, MODELED, copyOf, put, remove, temp } from './helpers.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');
const BASE = join(DISCOVER, 'lm-eval-modeled', 'baseline');
const CAND = join(DISCOVER, 'lm-eval-modeled', 'candidate');

/** name -> [baseline, candidate, gated] of the first metric, rounded to 5 decimals. */
function values(outcome: CompareOutcome): Record<string, [number, number, boolean]> {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return Object.fromEntries(
    outcome.report.benchmarks.map((b) => {
      const c = b.comparisons[0];
      return [
        b.name,
        [round(c?.baseline.mu ?? NaN), round(c?.candidate.mu ?? NaN), c?.gate ?? false],
      ];
    }),
  );
}

describe('lm-eval folders', () => {
  it('a task per samples file and the group as one micro-averaged comparison; its tasks report-only', async () => {
    const outcome = await compare({ baseline: BASE, candidate: CAND, cwd: DISCOVER, now: NOW });
    // mmlu: 11 of 15 documents right -> 6 of 15; mmlu_stem (anatomy + astronomy) 8/11 -> 4/11;
    // gsm8k strict-match, newest runs: [1, 0] -> [1, 1].
    expect(values(outcome)).toEqual({
      mmlu_stem: [0.72727, 0.36364, false],
      mmlu: [0.73333, 0.4, true],
      gsm8k: [0.5, 1, true],
      mmlu_anatomy: [0.66667, 0.33333, false],
      mmlu_astronomy: [0.8, 0.4, false],
      mmlu_philosophy: [0.75, 0.5, false],
    });
    expect(outcome.report.benchmarks.map((b) => b.discovered)).toEqual([
      { layout: 'lm-eval', role: 'group' },
      { layout: 'lm-eval', role: 'group' },
      { layout: 'lm-eval', role: 'task' },
      { layout: 'lm-eval', role: 'subtask', group: 'mmlu' },
      { layout: 'lm-eval', role: 'subtask', group: 'mmlu' },
      { layout: 'lm-eval', role: 'subtask', group: 'mmlu' },
    ]);
    // The group's table: every question of its tasks, ids prefixed with the task.
    expect(outcome.report.benchmarks[1]?.baseline.questions).toBe(15);
    expect(outcome.report.benchmarks[1]?.changedQuestions[0]?.id).toMatch(
      /^mmlu_(anatomy|astronomy|philosophy)\/\d$/,
    );
    const d = outcome.report.discovery;
    expect(d?.gatedComparisons).toBe(2);
    expect(d?.holm).toBe('off'); // rule overlap: no p-values to adjust
    expect(d?.folders[0]?.compared).toEqual([
      'gsm8k',
      'mmlu_anatomy',
      'mmlu_astronomy',
      'mmlu_philosophy',
    ]);
    expect(d?.folders[0]?.groups.map((g) => [g.name, g.members, g.role])).toEqual([
      ['mmlu_stem', ['mmlu_astronomy', 'mmlu_anatomy'], 'report-only'],
      ['mmlu', ['mmlu_astronomy', 'mmlu_anatomy', 'mmlu_philosophy'], 'gated'],
    ]);
    const gsm8k = d?.folders[0]?.baseline.tasks[0];
    expect(gsm8k?.files).toEqual([
      join(BASE, MODELED, 'samples_gsm8k_2025-06-01T10-15-43.482117.jsonl'),
    ]);
    expect([gsm8k?.format, gsm8k?.filter, gsm8k?.metric]).toEqual([
      'lm-eval',
      'strict-match',
      'exact_match',
    ]);
    expect(gsm8k?.skipped).toHaveLength(2);
    expect(JSON.parse(outcome.json).discovery).toEqual(JSON.parse(JSON.stringify(d)));
  });

  it('rule paired: Holm over the K gated comparisons, switched on and stated; an explicit none wins', async () => {
    const paired = await compare({
      baseline: BASE,
      candidate: CAND,
      cwd: DISCOVER,
      now: NOW,
      overrides: { rule: 'paired' },
    });
    expect(paired.report.settings.multipleComparisons).toBe('holm');
    expect(paired.report.gatedComparisons).toBe(2);
    expect(paired.report.discovery?.holm).toBe('automatic');
    expect(paired.comment).toContain(
      'Holm over K = 2 gated comparisons, switched on because 2 are gated from discovered folders (set `multiple-comparisons` to choose)',
    );
    const none = await compare({
      baseline: BASE,
      candidate: CAND,
      cwd: DISCOVER,
      now: NOW,
      overrides: { rule: 'paired', multipleComparisons: 'none' },
    });
    expect(none.report.settings.multipleComparisons).toBe('none');
    expect(none.report.discovery?.holm).toBe('set'); // given: none
  });

  it('groups: subtasks gates each task of the group (K = 4, Holm) and keeps the group report-only', async () => {
    const outcome = await compare({
      baseline: BASE,
      candidate: CAND,
      cwd: DISCOVER,
      now: NOW,
      overrides: { rule: 'paired', groups: 'subtasks' },
    });
    const gated = outcome.report.benchmarks
      .filter((b) => b.comparisons[0]?.gate)
      .map((b) => b.name);
    expect(gated).toEqual(['gsm8k', 'mmlu_anatomy', 'mmlu_astronomy', 'mmlu_philosophy']);
    expect(outcome.report.gatedComparisons).toBe(4);
    expect(outcome.report.settings.multipleComparisons).toBe('holm');
    expect(outcome.report.discovery?.folders[0]?.groups.map((g) => g.role)).toEqual([
      'report-only',
      'report-only',
    ]);
  });

  it('timestamps: trials reads every run of a task as its trials', async () => {
    const outcome = await compare({
      baseline: BASE,
      candidate: CAND,
      cwd: DISCOVER,
      now: NOW,
      overrides: { timestamps: 'trials' },
    });
    // gsm8k strict-match, doc 0 / doc 1: baseline runs 41-43 (0,1,1 / 1,1,0), candidate 44-45 (0,1 / 1,1).
    expect(values(outcome).gsm8k).toEqual([0.66667, 0.75, true]);
    const gsm8k = outcome.report.benchmarks.find((b) => b.name === 'gsm8k');
    expect([gsm8k?.baseline.trials, gsm8k?.candidate.trials]).toEqual([
      { min: 3, max: 3 },
      { min: 2, max: 2 },
    ]);
  });

  it('a task missing from the candidate fails the run by default; warn lists it; the accept label accepts it', async () => {
    // Why this was missed: a task on one side only was "listed, not compared", so a pull request
    // that renamed, broke or deleted a gated eval passed the gate (issue 37).
    const cand = copyOf('lm-eval-modeled/candidate');
    remove(cand, `${MODELED}/samples_mmlu_philosophy_2025-07-02T09-00-00.000000.jsonl`);
    const request = { baseline: BASE, candidate: cand, cwd: DISCOVER, now: NOW };
    const outcome = await compare(request);
    expect(outcome.report.discovery?.folders[0]?.onlyInBaseline).toEqual(['mmlu_philosophy']);
    expect(outcome.report.benchmarks.map((b) => b.name)).not.toContain('mmlu_philosophy');
    // The group is now its two tasks both sides have: 8/11 -> 4/11 (no credible regression).
    expect(values(outcome).mmlu).toEqual([0.72727, 0.36364, true]);
    expect(outcome.warnings).toContain(
      `${cand}: 1 task(s) only in the baseline ("mmlu_philosophy") are not compared.`,
    );
    expect(outcome.report.missingTasks).toEqual({
      policy: 'fail',
      tasks: ['mmlu_philosophy'],
      fails: true,
      accepted: false,
    });
    expect(outcome.verdict).toBe('regression');
    expect(outcome.comment.split('\n')[0]).toBe(
      "### ❌ 1 task missing from the candidate: `mmlu_philosophy` (in the baseline's folder, not in the candidate's; `missing-tasks: warn` to list them without failing)",
    );
    expect(outcome.regressions.map((r) => r.message)).toEqual([
      "mmlu_philosophy: in the baseline's folder, missing from the candidate's (missing-tasks: fail)",
    ]);
    expect(JSON.parse(outcome.json).missingTasks).toEqual(outcome.report.missingTasks);

    const warned = await compare({ ...request, overrides: { missingTasks: 'warn' } });
    expect(warned.verdict).toBe('no-change');
    expect(warned.report.missingTasks).toEqual({
      policy: 'warn',
      tasks: ['mmlu_philosophy'],
      fails: false,
      accepted: false,
    });
    expect(warned.comment.split('\n')[0]).toMatch(
      /· ⚠️ 1 task missing from the candidate: `mmlu_philosophy` \(`missing-tasks: warn`\)$/,
    );

    const accepted = await compare({
      ...request,
      acceptance: { label: 'eval-regression-accepted', by: 'octocat', at: null },
    });
    expect(accepted.verdict).toBe('accepted');
    expect(accepted.report.missingTasks).toMatchObject({ fails: false, accepted: true });
    expect(accepted.report.accepted?.regressions).toBe(1);
    expect(accepted.comment.split('\n')[0]).toBe(
      '### ☑️ Regression accepted: 1 task missing from the candidate: `mmlu_philosophy`',
    );
  });

  it('a task only in the candidate is listed and never fails', async () => {
    const base = copyOf('lm-eval-modeled/baseline');
    remove(base, `${MODELED}/samples_mmlu_philosophy_2025-07-01T09-00-00.000000.jsonl`);
    const outcome = await compare({ baseline: base, candidate: CAND, cwd: DISCOVER, now: NOW });
    expect(outcome.report.discovery?.folders[0]?.onlyInCandidate).toEqual(['mmlu_philosophy']);
    expect(outcome.report.missingTasks).toEqual({
      policy: 'fail',
      tasks: [],
      fails: false,
      accepted: false,
    });
    expect(outcome.verdict).toBe('no-change');
    expect(outcome.comment).toContain('1 only in the candidate, not compared: `mmlu_philosophy`');
  });

  it('a group only the candidate defines is not used (its tasks stay gated one by one)', async () => {
    const base = copyOf('lm-eval-modeled/baseline');
    const results = join(base, MODELED, 'results_2025-07-01T09-00-00.000000.json');
    const { readFileSync } = await import('node:fs');
    const text = JSON.parse(readFileSync(results, 'utf8')) as { group_subtasks: object };
    text.group_subtasks = { mmlu_anatomy: [], mmlu_astronomy: [], mmlu_philosophy: [] };
    writeFileSync(results, JSON.stringify(text));
    const outcome = await compare({ baseline: base, candidate: CAND, cwd: DISCOVER, now: NOW });
    expect(outcome.report.benchmarks.map((b) => [b.name, b.comparisons[0]?.gate])).toEqual([
      ['gsm8k', true],
      ['mmlu_anatomy', true],
      ['mmlu_astronomy', true],
      ['mmlu_philosophy', true],
    ]);
  });

  it('no task in both folders is an error listing both sides', async () => {
    const error = await compare({
      baseline: join(DISCOVER, 'lm-eval', 'baseline'),
      candidate: CAND,
      cwd: DISCOVER,
      now: NOW,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(
      `${CAND}: no task is in both folders: the baseline "${join(DISCOVER, 'lm-eval', 'baseline')}" holds "math_perturbed_full" and the candidate "${CAND}" "gsm8k", "mmlu_anatomy", "mmlu_astronomy", "mmlu_philosophy". Folders are compared task by task, by the names the harness gives them (docs/formats.md).`,
    );
  });
});

describe('Inspect and HELM folders', () => {
  it('Inspect: the newest complete log per task, compared; pubmedqa (missing: the run fails) and guess_number one-sided', async () => {
    const outcome = await compare({
      baseline: join(DISCOVER, 'inspect', 'baseline'),
      candidate: join(DISCOVER, 'inspect', 'candidate'),
      cwd: DISCOVER,
      now: NOW,
      overrides: { align: 'intersect' },
    });
    // popularity ids 1, 2: C, C -> (I, C), (C, C) = 0.75; arc_easy ids 1-3: C, I, I -> C, C, C.
    expect(values(outcome)).toEqual({
      popularity: [1, 0.75, true],
      'inspect_evals/arc_easy': [0.33333, 1, true],
    });
    const folder = outcome.report.discovery?.folders[0];
    expect(folder?.onlyInBaseline).toEqual(['inspect_evals/pubmedqa']);
    expect(folder?.onlyInCandidate).toEqual(['inspect_test_utils/guess_number[sample_count=1]']);
    expect(outcome.report.missingTasks?.tasks).toEqual(['inspect_evals/pubmedqa']);
    expect(outcome.verdict).toBe('regression');
  });

  it('HELM suite: the main metrics of schema.json, soft ones binarized by threshold; the suite one comparison', async () => {
    const request = {
      baseline: join(DISCOVER, 'helm', 'baseline'),
      candidate: join(DISCOVER, 'helm', 'candidate'),
      cwd: DISCOVER,
      now: NOW,
    };
    // xst_score and sst_score are annotator scores (0, 0.25, ..., 1): soft, so refused as they are.
    await expect(compare(request)).rejects.toThrow(/stat "sst_score": 0\.5 is a soft score/);
    const outcome = await compare({ ...request, overrides: { read: { threshold: 0.5 } } });
    // HELM's own stats.json: bbq exact_match 0.91 (gpt-4-turbo) and 0.95 (gpt-4o); sst and xst
    // scores >= 0.5 on 100, 99 / 99, 99 of 100 test instances.
    expect(values(outcome)).toEqual({
      safety_scenarios: [0.96667, 0.97667, true],
      'bbq:subject=all,method=multiple_choice_joint': [0.91, 0.95, false],
      simple_safety_tests: [1, 0.99, false],
      xstest: [0.99, 0.99, false],
    });
    expect(outcome.report.benchmarks[0]?.baseline.questions).toBe(300);
  });

  it('HELM suite with a usage gate: the group is tested on its tasks’ tokens and seconds, the tasks report-only; Holm counts the usage tests', async () => {
    // Why this was missed: the group's table was built from its tasks' files without their usage,
    // and no test gated usage on discovered folders (found by an outside review).
    const outcome = await compare({
      baseline: join(DISCOVER, 'helm', 'baseline'),
      candidate: join(DISCOVER, 'helm', 'candidate'),
      cwd: DISCOVER,
      now: NOW,
      overrides: {
        read: { threshold: 0.5 },
        rule: 'paired',
        usageGate: { 'total-tokens': 0, seconds: 0 },
      },
    });
    const [group, ...tasks] = outcome.report.benchmarks;
    const gated = (b: typeof group) =>
      (b?.usage ?? []).filter((u) => u.tolerance !== null).map((u) => [u.measure, u.questions]);
    expect(group?.name).toBe('safety_scenarios');
    expect(gated(group)).toEqual([
      ['total-tokens', 300],
      ['seconds', 300],
    ]);
    for (const t of tasks) {
      expect(gated(t)).toEqual([]);
      expect(t.usage.find((u) => u.measure === 'total-tokens')?.questions).toBe(100);
    }
    expect(outcome.warnings.filter((w) => w.includes('usage-gate'))).toEqual([]);
    // K = 1 comparison + 2 usage tests, all from the discovered folders: Holm switched on.
    expect(outcome.report.gatedComparisons).toBe(3);
    expect(outcome.report.discovery?.holm).toBe('automatic');
    expect(outcome.report.settings.multipleComparisons).toBe('holm');
  });
});

describe('the config, the library and the limits', () => {
  it('benchmarks: auto with the two folders is the same run as the flags', async () => {
    const dir = temp();
    cpSync(BASE, join(dir, 'main'), { recursive: true });
    cpSync(CAND, join(dir, 'pr'), { recursive: true });
    put(dir, 'scorio.yml', 'benchmarks: auto\nbaseline: main/\ncandidate: pr/\n');
    const outcome = await compare({ configFile: 'scorio.yml', cwd: dir, now: NOW });
    expect(values(outcome).mmlu).toEqual([0.73333, 0.4, true]);
    expect(outcome.report.discovery?.folders[0]?.from).toBe('benchmarks');
    // One line of config; the folders as flags.
    put(dir, 'one.yml', 'benchmarks: auto\n');
    const flags = await compareUnchecked({
      configFile: 'one.yml',
      cwd: dir,
      now: NOW,
      overrides: { baseline: 'main', candidate: 'pr' },
    });
    expect(values(flags)).toEqual(values(outcome));
  });

  it('a benchmark whose paths are folders, with reader options for all its tasks', async () => {
    const dir = temp();
    cpSync(BASE, join(dir, 'main'), { recursive: true });
    cpSync(CAND, join(dir, 'pr'), { recursive: true });
    put(
      dir,
      'scorio.yml',
      'benchmarks:\n  - name: lm-eval\n    baseline: main\n    candidate: pr\n    filter: flexible-extract\n',
    );
    const outcome = await compare({ configFile: 'scorio.yml', cwd: dir, now: NOW });
    // flexible-extract: every gsm8k document right in every run. mmlu's tasks have no
    // filter_list (their only filter is none): the filter given does not apply to them.
    expect(values(outcome).gsm8k).toEqual([1, 1, true]);
    expect(values(outcome).mmlu).toEqual([0.73333, 0.4, true]);
    const rules = outcome.report.discovery?.folders[0]?.baseline.tasks.map((t) => [
      t.name,
      t.filter,
    ]);
    expect(rules).toEqual([
      ['gsm8k', 'flexible-extract'],
      ['mmlu_anatomy', 'none'],
      ['mmlu_astronomy', 'none'],
      ['mmlu_philosophy', 'none'],
    ]);
  });

  it('the config errors: no candidate folder, a top-level baseline without auto, a folder against a file', async () => {
    const dir = temp();
    cpSync(BASE, join(dir, 'main'), { recursive: true });
    put(dir, 'a.yml', 'benchmarks: auto\nbaseline: main\n');
    await expect(compare({ configFile: 'a.yml', cwd: dir })).rejects.toThrow(
      "a.yml: benchmarks: auto needs the candidate's folder: set candidate: in the config, or the flag --candidate (the action's input candidate)",
    );
    put(
      dir,
      'b.yml',
      'baseline: main\nbenchmarks: [{ name: x, baseline: a.csv, candidate: b.csv }]\n',
    );
    await expect(compare({ configFile: 'b.yml', cwd: dir })).rejects.toThrow(
      'b.yml:1: baseline: a top-level baseline names a folder for benchmarks: auto; with a benchmarks list, give baseline per benchmark',
    );
    put(dir, 'x.csv', 'q1,1\n');
    const error = await compare({ baseline: 'main', candidate: 'x.csv', cwd: dir }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      'flags ("x"): the baseline "main" is a folder and the candidate "x.csv" is not: give two folders (every task in them is compared) or two sets of files',
    );
    // A mistyped folder is named as one that does not exist (before: "the baseline "main" is a
    // folder and the candidate "pr-results/" is not").
    const mistyped = await compare({ baseline: 'main', candidate: 'pr-results/', cwd: dir }).catch(
      (e: unknown) => e,
    );
    expect(mistyped).toBeInstanceOf(ConfigError);
    expect((mistyped as Error).message).toBe(
      `flags ("eval"): the candidate "pr-results/" does not exist (relative to "${dir}"); give two folders (every task in them is compared) or two sets of files`,
    );
    await expect(
      compare({ baseline: 'mian/', candidate: 'main', cwd: dir, baselineRoot: join(dir, 'main') }),
    ).rejects.toThrow(/^flags \("main"\): the baseline "mian\/" does not exist \(in "/);
  });

  it('a folder the config names must stay inside the workspace', async () => {
    const dir = temp();
    cpSync(CAND, join(dir, 'pr'), { recursive: true });
    put(dir, 'scorio.yml', `benchmarks: auto\nbaseline: ../\ncandidate: pr\n`);
    await expect(
      compare({ configFile: 'scorio.yml', cwd: dir, policy: { trustConfig: false } }),
    ).rejects.toThrow(/^\.\.\/: is outside the workspace/);
  });

  it("max-folder-files (the workflow's) and the read budget bound discovery", async () => {
    const limited = await compare({
      baseline: BASE,
      candidate: CAND,
      cwd: DISCOVER,
      policy: { trustConfig: false, maxFolderFiles: 9, settingName: (k) => `input "${k}"` },
    }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(FolderLimitError);
    expect((limited as Error).message).toMatch(
      /holds more than 9 files .* raise the limit with input "max-folder-files"\.$/,
    );
    const budget = await compare({
      baseline: BASE,
      candidate: CAND,
      cwd: DISCOVER,
      policy: { maxReadBytes: 20_000, settingName: (k) => `--${k}` },
    }).catch((e: unknown) => e);
    expect(budget).toBeInstanceOf(ConfigError);
    expect((budget as Error).message).toMatch(/over the read budget of 20,000 bytes/);
  });

  it('task names a pull request writes (file names, log headers) are escaped in the comment', async () => {
    const dir = temp();
    const rows = 'question_id,t1\nq1,1\nq2,0\n';
    const evil = '@team [x](http:evil.test) <img src=x> `code`';
    for (const side of ['main', 'pr']) {
      put(dir, `${side}/${evil}.csv`, rows);
      put(dir, `${side}/#12 ::error::pwned.csv`, rows);
    }
    put(dir, 'main/only @octocat here.csv', rows);
    const outcome = await compare({
      baseline: join(dir, 'main'),
      candidate: join(dir, 'pr'),
      cwd: dir,
      now: NOW,
    });
    expect(outcome.report.discovery?.folders[0]?.compared).toEqual(['#12 ::error::pwned', evil]);
    // Outside code blocks and code spans (where GitHub renders text as it is, inert), no
    // mention, link, HTML or issue reference survives.
    const text = outcome.comment.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    expect(text).not.toMatch(/@(team|octocat)/);
    expect(text).not.toMatch(/[^\\]\]\(http/); // `\](` is an escaped bracket, no link
    expect(text).not.toContain('<img');
    expect(text).not.toMatch(/#12/);
    expect(text).toContain('@&#8203;team \\[x\\](http:evil.test) &lt;img src=x&gt;');
    expect(outcome.comment).toContain('1 only in the baseline, not compared: `only @octocat here`');
  });
});
