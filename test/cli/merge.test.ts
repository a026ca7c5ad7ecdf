/**
 * `scorio-eval merge`: the demo split into a matrix of three jobs (fixtures/demo/matrix/, one
 * benchmark each, rule paired with Holm), each job's JSON report, merged into one report judged as
 * one run. The merged report is golden (test/cli/golden/merge.md).
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOLDEN, expectUsageError, run } from './helpers.js';

const JOBS = ['aime24', 'gsm8k-sample', 'rubric-qa'];
/** The jobs' rule (fixtures/demo/matrix/*.yml): the merge judges under its own. */
const RULE = ['--rule', 'paired', '--multiple-comparisons', 'holm'];
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scorio-cli-merge-'));
  for (const job of JOBS) {
    const r = await run([
      'compare',
      '--config',
      `fixtures/demo/matrix/${job}.yml`,
      '--format',
      'json',
    ]);
    expect(r.code).toBe(job === 'gsm8k-sample' ? 1 : 0);
    writeFileSync(join(dir, `${job}.json`), r.stdout);
  }
});

describe('scorio-eval merge', () => {
  it('merges the three jobs: exit 1 on gsm8k-sample, Holm over K = 3, the golden report', async () => {
    const r = await run(['merge', '*.json', ...RULE], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const golden = join(GOLDEN, 'merge.md');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, r.stdout);
    expect(r.stdout).toBe(readFileSync(golden, 'utf8'));
    const json = await run(
      ['merge', 'aime24.json', 'gsm8k-sample.json', 'rubric-qa.json', '--format', 'json', ...RULE],
      dir,
    );
    const report = JSON.parse(json.stdout) as {
      gatedComparisons: number;
      falseAlarmBound: number;
      shards: { file: string; benchmarks: string[] }[];
    };
    expect(report.gatedComparisons).toBe(3);
    expect(report.falseAlarmBound).toBe(0.01);
    expect(report.shards.map((s) => [s.file, s.benchmarks])).toEqual(
      JOBS.map((job) => [`${job}.json`, [job]]),
    );
  });

  it('the passing jobs alone exit 0', async () => {
    const r = await run(['merge', 'aime24.json', 'rubric-qa.json', ...RULE], dir);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^### ❓ No credible regression found/);
  });

  it('a benchmark in two reports: exit 2, one line naming both files', async () => {
    copyFileSync(join(dir, 'aime24.json'), join(dir, 'copy.json'));
    await expectUsageError(
      ['merge', 'aime24.json', 'copy.json', ...RULE],
      'scorio-eval: copy.json: benchmark "aime24" is also in aime24.json: every benchmark of a merge must come from one report (give the matrix jobs\' benchmarks distinct names)',
      dir,
    );
  });

  it("judges under its own rule and levels: without the jobs' rule, or with a bad one, exit 2 naming the flag", async () => {
    await expectUsageError(
      ['merge', 'aime24.json'],
      'scorio-eval: aime24.json settings.rule: is "paired", and this merge judges under rule "overlap" (--rule): a merge takes its rule and levels from its own settings, never from a report; give the merge the rule its matrix\'s jobs ran with',
      dir,
    );
    await expectUsageError(
      ['merge', 'aime24.json', '--rule', 'paired', '--alpha', '0.05'],
      "scorio-eval: aime24.json settings.alpha: is 0.01, and this merge judges at alpha 0.05 (--alpha): a merge takes its rule and levels from its own settings, never from a report; give the merge the alpha its matrix's jobs ran with",
      dir,
    );
    await expectUsageError(
      ['merge', 'aime24.json', '--rule', 'pairwise'],
      'scorio-eval: --rule: must be "overlap", "z" or "paired"; got "pairwise"',
      dir,
    );
  });

  it('no report, a missing file, a file that is not a report: exit 2, one line', async () => {
    await expectUsageError(
      ['merge'],
      'scorio-eval: merge: give the JSON reports to merge (files or quoted globs; see scorio-eval merge --help)',
      dir,
    );
    await expectUsageError(['merge', 'nope.json'], 'scorio-eval: nope.json: no such file', dir);
    writeFileSync(join(dir, 'notes.txt'), 'the weights are in /etc/secret\n');
    await expectUsageError(
      ['merge', 'notes.txt'],
      /^scorio-eval: notes\.txt: is not JSON \(.*\): expected a JSON report written by scorio-eval compare --format json or the action's report-json output$/,
      dir,
    );
    await expectUsageError(
      ['merge', '*.csv'],
      /^scorio-eval: \*\.csv: the pattern matches no file/,
      dir,
    );
  });

  it('--help lists the command', async () => {
    const r = await run(['merge', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: scorio-eval merge <report\.json\|glob>\.\.\. \[options\]/);
    expect((await run(['--help'])).stdout).toContain('scorio-eval merge <report.json|glob>...');
  });
});
