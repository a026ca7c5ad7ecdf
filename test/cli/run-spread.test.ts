// `scorio-eval run-spread`: three runs of one commit as long CSV files with a tokens column, the
// numbers of the hand example in src/decision/run-spread.ts (checked with NumPy/SciPy there).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUsageError, run } from './helpers.js';

function runs(tables: readonly (readonly number[])[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-run-spread-'));
  tables.forEach((tokens, k) =>
    writeFileSync(
      join(dir, `run${k + 1}.csv`),
      ['question_id,outcome,tok', ...tokens.map((t, q) => `q${q + 1},1,${t}`), ''].join('\n'),
    ),
  );
  return dir;
}

describe('run-spread', () => {
  const dir = runs([
    [100, 200, 300],
    [110, 220, 330],
    [95, 190, 285],
  ]);
  const args = [
    'run-spread',
    'run1.csv',
    'run2.csv',
    'run3.csv',
    '--usage-columns',
    'total-tokens=tok',
  ];

  it('prints each measure’s spread, its 90% bound (the default) and the config line', async () => {
    const r = await run(args, dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        "3 runs of one commit: how much a whole run's mean per question varies by chance (the spread the trials' noise within a run does not explain)",
        '',
        "| measure | questions | mean per question | each run's mean | run spread | 90% upper bound |",
        '|:--|--:|--:|:--|--:|--:|',
        '| total-tokens | 3 | 203 | 200, 220, 190 | 7.2% | 23% |',
        '',
        'For the config (the 90% upper bounds: the usage gate then counts runs that vary this much as noise):',
        '',
        '```yaml',
        // 0.2304 rounded up: the bound is never lowered (NumPy/SciPy: 0.23042).
        'usage-run-spread: { total-tokens: 0.231 }',
        '```',
        '',
        // From 3 runs the bound is wide, and the output says by how much.
        'With 3 runs the 90% bound is at least 3.1 times the estimate; more runs narrow it (docs/statistics.md).',
        '',
      ].join('\n'),
    );
  });

  it('--format json carries the estimate, the bound and each run’s mean', async () => {
    const r = await run([...args, '--format', 'json', '--confidence', '0.95'], dir);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.confidence).toBe(0.95);
    expect(out.runs).toHaveLength(3);
    expect(out.measures[0]).toMatchObject({
      measure: 'total-tokens',
      unit: 'tokens',
      runs: 3,
      questions: 3,
      runMeans: [200, 220, 190],
    });
    expect(out.measures[0].spread).toBeCloseTo(0.07192593760157477, 12);
  });

  it('one run, runs without usage, bad flags: one line, exit 2', async () => {
    await expectUsageError(
      ['run-spread', 'run1.csv'],
      /run-spread: give 2 or more runs of one commit, each a file or a quoted glob .*got 1/,
      dir,
    );
    await expectUsageError(
      ['run-spread', 'run1.csv', 'run2.csv'],
      /run1\.csv: the runs carry no tokens, time or cost: nothing to measure/,
      dir,
    );
    await expectUsageError(
      [...args, '--confidence', '1.5'],
      /--confidence: must be a number in \[0\.5, 1\) .*got 1\.5/,
      dir,
    );
    await expectUsageError([...args, '--format', 'csv'], /--format: must be json or md/, dir);
    // Below 0.5 an "upper" bound would fall below the estimate (a hostile read found it).
    await expectUsageError(
      [...args, '--confidence', '0.3'],
      /--confidence: must be a number in \[0\.5, 1\) \(the upper bound's one-sided confidence\); got 0\.3/,
      dir,
    );
  });

  it('says why there is nothing to measure, and warns of runs that cannot show a spread', async () => {
    const one = runs([[100], [120]]);
    await expectUsageError(
      ['run-spread', 'run1.csv', 'run2.csv', '--usage-columns', 'total-tokens=tok'],
      /run1\.csv: nothing to measure: total-tokens: 1 question\(s\) carry it in every run, too few to measure a spread \(2 or more\)/,
      one,
    );
    const zeros = runs([
      [0, 0],
      [0, 0],
    ]);
    await expectUsageError(
      ['run-spread', 'run1.csv', 'run2.csv', '--usage-columns', 'total-tokens=tok'],
      /nothing to measure: total-tokens: 0 on every question of every run, no spread to measure/,
      zeros,
    );
    const twice = await run(
      ['run-spread', 'run1.csv', 'run1.csv', '--usage-columns', 'total-tokens=tok'],
      dir,
    );
    expect(twice.code).toBe(0);
    expect(twice.stderr).toContain(
      'scorio-eval: warning: run 2 ("run1.csv") reads the same files as run 1: a run against itself adds no spread, so the estimate is too low.',
    );
  });

  it('a bound no default rule can gate gives no config line; one some rules cannot, says which', async () => {
    const wild = runs([
      [100, 300],
      [1000, 3000],
      [10, 30],
    ]);
    const r = await run(
      ['run-spread', 'run1.csv', 'run2.csv', 'run3.csv', '--usage-columns', 'total-tokens=tok'],
      wild,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('usage-run-spread:');
    expect(r.stdout).toContain(
      "total-tokens: the bound is beyond what any default rule can gate from one run a side (0.43 at rule paired's α = 0.01, 0.51 at the overlap rule's default, 0.61 at rule z's)",
    );
    // A 90% bound of 0.599 (a hostile read found such a line printed as if it could gate): rules
    // paired and overlap can never compare it, rule z can.
    const loud = runs([
      [100, 200, 300],
      [130, 260, 390],
      [90, 180, 270],
    ]);
    const l = await run(
      [
        'run-spread',
        'run1.csv',
        'run2.csv',
        'run3.csv',
        '--usage-columns',
        'total-tokens=tok',
        '--confidence',
        '0.9',
      ],
      loud,
    );
    expect(l.stdout).toContain('usage-run-spread: { total-tokens: 0.599 }');
    expect(l.stdout).toContain(
      "total-tokens: at 0.599 one run a side bounds no ratio, however many questions, under rule paired's α = 0.01 (from 0.43) and the overlap rule's default (from 0.51): there total-tokens is never compared.",
    );
  });
});
