// `compare --baseline <folder> --candidate <folder>`: the report of two lm-eval output folders
// (golden), the HELM suite's, and the flags' errors (one line, exit 2).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, expectUsageError, run } from './helpers.js';

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
});
