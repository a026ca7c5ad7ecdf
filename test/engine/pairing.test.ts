/**
 * The pairing guard (issue 32, item 4): baseline and candidate files that say they ran different
 * tasks are refused with one typed line naming both, in the CLI's or the action's syntax, unless
 * allow-task-mismatch. Real logs: lm-eval (math_perturbed_full, documents 0..9), HELM (two runs of
 * different scenarios), Inspect (two tasks).
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { TaskMismatchError } from '../../src/errors.js';
import { readOutcomes } from '../../src/readers/index.js';
import { helmRunTask } from '../../src/readers/helm.js';
import { lmEvalTaskName } from '../../src/readers/lm-eval.js';
import { ROOT, expectUsageError, run } from '../cli/helpers.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');
const MATH = 'samples_math_perturbed_full_2026-01-21T03-44-18.458309.jsonl';
const MATH_PATH = join(ROOT, 'fixtures/logs/lm-eval', MATH);
const HELM_MMLU =
  'fixtures/logs/helm/mmlu-subject=philosophy,method=multiple_choice_joint,model=openai_gpt2/per_instance_stats.json';
const HELM_HELLASWAG =
  'fixtures/logs/helm/commonsense-dataset=hellaswag,method=multiple_choice_joint,model=eleutherai_pythia-1b-v0/per_instance_stats.json';
const POPULARITY =
  'fixtures/logs/inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval';
const GUESS_NUMBER = 'fixtures/logs/inspect/log_message_deduplication.eval';

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'scorio-pairing-'));
}

describe('what the files say about their task', () => {
  it('lm-eval: the task from the samples file name, a doc_hash per document (the real file)', async () => {
    expect(lmEvalTaskName(`out/${MATH}`)).toBe('math_perturbed_full');
    expect(lmEvalTaskName('out/samples_gsm8k_2025-06-01T10-15-41.482117.jsonl')).toBe('gsm8k');
    expect(lmEvalTaskName('out/results.jsonl')).toBeUndefined();
    const read = await readOutcomes(MATH_PATH);
    expect(read.table.ids).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(read.task?.name).toBe('math_perturbed_full');
    expect(read.task?.questions?.get('0')).toBe(
      '7193b975fe3f4bf6159e1031c2f9c6ac8ee72053be21c4cdc5cc87b55924c050',
    );
    expect(read.task?.questions?.size).toBe(10);
  });

  it('HELM: the run folder without its model; Inspect: eval.task', async () => {
    expect(
      helmRunTask(
        `runs/v1/mmlu:subject=anatomy,method=x,model=openai_gpt2/per_instance_stats.json`,
      ),
    ).toBe('mmlu:subject=anatomy,method=x');
    expect(
      helmRunTask('fixtures/readers/helm/gpt-4o-2024-05-13.per_instance_stats.json'),
    ).toBeUndefined();
    const helm = await readOutcomes(join(ROOT, HELM_MMLU), { metric: 'exact_match' });
    expect(helm.task).toEqual({
      harness: 'HELM',
      name: 'mmlu-subject=philosophy,method=multiple_choice_joint',
    });
    expect((await readOutcomes(join(ROOT, POPULARITY))).task).toEqual({
      harness: 'Inspect',
      name: 'popularity',
    });
  });
});

describe('different tasks are refused', () => {
  it('lm-eval: the same ids 0..9 under two task names (a renamed copy of the real file)', async () => {
    const dir = tmp();
    copyFileSync(MATH_PATH, join(dir, MATH));
    copyFileSync(MATH_PATH, join(dir, 'samples_winogrande_2026-01-21T03-44-18.458309.jsonl'));
    const args = [
      'compare',
      '--baseline',
      'samples_winogrande_2026-01-21T03-44-18.458309.jsonl',
      '--candidate',
      MATH,
    ];
    await expectUsageError(
      args,
      `scorio-eval: ${MATH}: the candidate's lm-eval log is task "math_perturbed_full" and the baseline's (samples_winogrande_2026-01-21T03-44-18.458309.jsonl) is task "winogrande"; different tasks are not compared (pass --allow-task-mismatch to compare them anyway).`,
      dir,
    );
    // Forced: compared, and the report says so.
    const forced = await run([...args, '--allow-task-mismatch', '--format', 'json'], dir);
    expect(forced.code).toBe(0);
    expect((JSON.parse(forced.stdout) as { warnings: string[] }).warnings).toContain(
      `math_perturbed_full: compared although the candidate's lm-eval log is task "math_perturbed_full" and the baseline's (samples_winogrande_2026-01-21T03-44-18.458309.jsonl) is task "winogrande" (allow-task-mismatch).`,
    );
  });

  it('lm-eval: different documents under the same doc_id (doc_hash), whatever the files are called', async () => {
    const dir = tmp();
    const lines = readFileSync(MATH_PATH, 'utf8').trimEnd().split('\n');
    writeFileSync(join(dir, 'base.jsonl'), `${lines.join('\n')}\n`);
    // The same documents in another order (a dataset re-shuffled between versions): doc_id k now
    // holds what was document k + 1.
    const shifted = lines.map((line, i) => {
      const doc = JSON.parse(lines[(i + 1) % lines.length] as string) as Record<string, unknown>;
      return JSON.stringify({ ...doc, doc_id: (JSON.parse(line) as { doc_id: number }).doc_id });
    });
    writeFileSync(join(dir, 'cand.jsonl'), `${shifted.join('\n')}\n`);
    const error = await compare({
      overrides: { baseline: 'base.jsonl', candidate: 'cand.jsonl', format: 'lm-eval' },
      cwd: dir,
      now: NOW,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskMismatchError);
    expect((error as Error).message).toBe(
      `cand.jsonl: 10 of the 10 question ids both sides have hold different documents (lm-eval doc_hash differs from the baseline's, base.jsonl, first at id "0"): the files are different tasks, or different versions of one; different tasks are not compared (pass --allow-task-mismatch to compare them anyway).`,
    );
    // The same file on both sides passes.
    await expect(
      compare({
        overrides: { baseline: 'base.jsonl', candidate: 'base.jsonl', format: 'lm-eval' },
        cwd: dir,
        now: NOW,
      }),
    ).resolves.toBeDefined();
  });

  it('HELM: runs of two scenarios (mmlu philosophy, hellaswag), in the action the input to set', async () => {
    const error = await compare({
      overrides: {
        baseline: HELM_MMLU,
        candidate: HELM_HELLASWAG,
        read: { metric: 'exact_match' },
      },
      overrideSource: 'input',
      cwd: ROOT,
      now: NOW,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskMismatchError);
    expect((error as Error).message).toMatch(
      /^fixtures\/logs\/helm\/commonsense-dataset=.*: the candidate's HELM log is task "commonsense-dataset=hellaswag,method=mu… and the baseline's \(fixtures\/logs\/helm\/mmlu-subject=.*\) is task "mmlu-subject=philosophy,method=multiple…; different tasks are not compared \(set the input allow-task-mismatch: true to compare them anyway\)\.$/,
    );
  });

  it('Inspect: two tasks refused; two logs of one task compared', async () => {
    await expectUsageError(
      ['compare', '--baseline', POPULARITY, '--candidate', GUESS_NUMBER],
      `scorio-eval: ${GUESS_NUMBER}: the candidate's Inspect log is task "inspect_test_utils/guess_number" and the baseline's (${POPULARITY}) is task "popularity"; different tasks are not compared (pass --allow-task-mismatch to compare them anyway).`,
    );
    const same = await run(['compare', '--baseline', POPULARITY, '--candidate', POPULARITY]);
    expect(same.code).toBe(0);
  });
});

describe('the benchmark is named after the task the logs name', () => {
  it('without a config: the task (not the timestamped file); --name chooses another', async () => {
    const named = await run(['compare', '--baseline', POPULARITY, '--candidate', POPULARITY]);
    // (The file names stay in the footer and the Files list.)
    expect(named.stdout).toContain('| popularity | 0, 1 | 10 × 1, C = 1 |');
    const renamed = await run([
      'compare',
      '--baseline',
      POPULARITY,
      '--candidate',
      POPULARITY,
      '--name',
      'popularity-v2',
    ]);
    expect(renamed.stdout).toContain('| popularity-v2 | 0, 1 | 10 × 1, C = 1 |');
    // A file that names no task keeps its file's name.
    const csv = await run([
      'compare',
      '--baseline',
      'fixtures/demo/baseline/aime24.csv',
      '--candidate',
      'fixtures/demo/candidate/aime24.csv',
    ]);
    expect(csv.stdout).toContain('| aime24 | 0, 1 | 30 × 16, C = 1 |');
    await expectUsageError(
      ['compare', '--config', 'fixtures/demo/scorio.yml', '--name', 'x'],
      'scorio-eval: --name: fixtures/demo/scorio.yml has 3 benchmarks; a name override needs a config with exactly one benchmark, or no config',
    );
  });
});
