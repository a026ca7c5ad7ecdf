// `compare --baseline <folder> --candidate <folder>`: the report of two lm-eval output folders
// (golden), the HELM suite's, and the flags' errors (one line, exit 2).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, ROOT, expectUsageError, run } from './helpers.js';

const LM = 'fixtures/discover/lm-eval-modeled';

describe('compare folders', () => {
  it('two lm-eval output folders: the golden report (tasks, the group gated, the discovery table)', async () => {
    const r = await run([
      'compare',
      '--baseline',
      `${LM}/baseline`,
      '--candidate',
      `${LM}/candidate`,
      '--rule',
      'paired',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const golden = join(GOLDEN, 'folders-lm-eval.md');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, r.stdout);
    expect(r.stdout).toBe(readFileSync(golden, 'utf8'));
  });

  it('the HELM suite with --threshold: one comparison for the suite, JSON with the discovery', async () => {
    const r = await run([
      'compare',
      '--baseline',
      'fixtures/discover/helm/baseline',
      '--candidate',
      'fixtures/discover/helm/candidate',
      '--threshold',
      '0.5',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      benchmarks: { name: string }[];
      discovery: { folders: { groups: { name: string; role: string }[] }[] };
    };
    expect(report.benchmarks.map((b) => b.name)).toEqual([
      'safety_scenarios',
      'bbq:subject=all,method=multiple_choice_joint',
      'simple_safety_tests',
      'xstest',
    ]);
    expect(report.discovery.folders[0]?.groups).toMatchObject([
      { name: 'safety_scenarios', role: 'gated' },
    ]);
  });

  it('the flags: --groups, --timestamps and --max-folder-files are checked', async () => {
    const folders = ['--baseline', `${LM}/baseline`, '--candidate', `${LM}/candidate`];
    await expectUsageError(
      ['compare', ...folders, '--groups', 'group'],
      'scorio-eval: --groups: must be "gate" or "subtasks"; got "group"',
    );
    await expectUsageError(
      ['compare', ...folders, '--timestamps', 'all'],
      'scorio-eval: --timestamps: must be "newest" or "trials"; got "all"',
    );
    await expectUsageError(
      ['compare', ...folders, '--max-folder-files', '0'],
      'scorio-eval: --max-folder-files: must be a whole number of files >= 1 (e.g. 50000); got "0"',
    );
    await expectUsageError(
      ['compare', ...folders, '--max-folder-files', '5'],
      /^scorio-eval: "fixtures\/discover\/lm-eval-modeled\/baseline": the folder holds more than 5 files .* raise the limit with --max-folder-files\.$/,
    );
  });

  it('--missing-tasks: a baseline task missing from the candidate exits 1 (fail, the default), 0 with warn', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-missing-'));
    cpSync(join(ROOT, LM, 'candidate'), join(dir, 'candidate'), { recursive: true });
    rmSync(
      join(
        dir,
        'candidate/modeled__mmlu-gsm8k/samples_mmlu_philosophy_2025-07-02T09-00-00.000000.jsonl',
      ),
    );
    const folders = [
      '--baseline',
      join(ROOT, LM, 'baseline'),
      '--candidate',
      join(dir, 'candidate'),
    ];
    const failed = await run(['compare', ...folders]);
    expect(failed.code).toBe(1);
    expect(failed.stdout.split('\n')[0]).toBe(
      "### ❌ 1 task missing from the candidate: `mmlu_philosophy` (in the baseline's folder, not in the candidate's; `missing-tasks: warn` to list them without failing)",
    );
    const warned = await run(['compare', ...folders, '--missing-tasks', 'warn']);
    expect(warned.code).toBe(0);
    expect(warned.stdout.split('\n')[0]).toMatch(
      /· ⚠️ 1 task missing from the candidate: `mmlu_philosophy` \(`missing-tasks: warn`\)$/,
    );
    await expectUsageError(
      ['compare', ...folders, '--missing-tasks', 'ignore'],
      'scorio-eval: --missing-tasks: must be "fail" or "warn"; got "ignore"',
    );
  });

  it('a mistyped folder, and a results file given as samples: one line saying what they are (exit 2)', async () => {
    await expectUsageError(
      ['compare', '--baseline', `${LM}/baseline`, '--candidate', `${LM}/candidte`],
      /^scorio-eval: flags \("candidte"\): the candidate "fixtures\/discover\/lm-eval-modeled\/candidte" does not exist \(relative to ".*"\); give two folders/,
    );
    const results =
      'fixtures/discover/lm-eval-versions/gsm8k/candidate/results_2025-09-09T13-31-53.431753.json';
    await expectUsageError(
      ['compare', '--input-format', 'lm-eval', '--baseline', results, '--candidate', results],
      /^scorio-eval: .*results_2025-09-09T13-31-53\.431753\.json: is lm-evaluation-harness's results file: one aggregate score per task, no per-question outcomes\. Those are in the samples_<task>_<timestamp>\.jsonl files lm-eval writes beside it with --log_samples \(beside it: "samples_gsm8k_2025-09-09T13-31-53\.431753\.jsonl"\); point at one, or at the folder to compare every task\.$/,
    );
  });

  it('Inspect logs of two versions (defaults written out by the newer): one task compared, exit 0', async () => {
    const r = await run([
      'compare',
      '--baseline',
      'fixtures/discover/inspect-versions/gpqa/baseline',
      '--candidate',
      'fixtures/discover/inspect-versions/gpqa/candidate',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      benchmarks: { name: string }[];
      discovery: { folders: { onlyInBaseline: string[]; onlyInCandidate: string[] }[] };
    };
    expect(report.benchmarks.map((b) => b.name)).toEqual(['inspect_evals/gpqa_diamond']);
    expect(report.discovery.folders[0]).toMatchObject({ onlyInBaseline: [], onlyInCandidate: [] });
  });
});
