// The CLI with tokens, time and cost: compare on the real logs of fixtures/usage (golden report),
// --usage-gate, --usage-columns, and score's usage summary (values read off the HELM fixture by
// hand; the interval computed independently with SciPy).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, ROOT, expectUsageError, run } from './helpers.js';

const HELM_4O = 'fixtures/readers/helm/gpt-4o-2024-05-13.per_instance_stats.json';

describe('compare with usage', () => {
  it('fixtures/usage/scorio.yml: exit 1 on the latency gate, the golden report', async () => {
    const r = await run(['compare', '--config', 'fixtures/usage/scorio.yml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '- **router (promptfoo)** · seconds/question\u00a00.0205\u00a0s\u00a0→\u00a00.163\u00a0s,\u00a0+697%\u00a0[+537%,\u00a0+933%] ❌\u00a0>\u00a025%',
    );
    // Reader warnings name the files as read (absolute): the golden is the same on any machine.
    const text = r.stdout.replaceAll(ROOT, '<repo>/');
    const golden = join(GOLDEN, 'usage.md');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, text);
    expect(text).toBe(readFileSync(golden, 'utf8'));
  });

  it('--usage-gate none makes usage report-only; --usage-gate replaces the config’s', async () => {
    const none = await run([
      'compare',
      '--config',
      'fixtures/usage/scorio.yml',
      '--usage-gate',
      'none',
    ]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain(
      '- **router (promptfoo)** · seconds/question\u00a00.0205\u00a0s\u00a0→\u00a00.163\u00a0s,\u00a0+697%\u00a0[+537%,\u00a0+933%]\n',
    );
    expect(none.stdout).not.toContain('(gate');
    // A tolerance the 8-fold latency is not credibly beyond: within tolerance, exit 0.
    const wide = await run([
      'compare',
      '--config',
      'fixtures/usage/scorio.yml',
      '--usage-gate',
      'seconds=8',
    ]);
    expect(wide.code).toBe(0);
    expect(wide.stdout).toContain('⚠️ increase, not credibly >\u00a0800%');
  });

  it('a bad --usage-gate is one line, exit 2', async () => {
    await expectUsageError(
      ['compare', '--config', 'fixtures/usage/scorio.yml', '--usage-gate', 'tokens=0.1'],
      'scorio-eval: --usage-gate: "tokens" is not a measure; use input-tokens, output-tokens, total-tokens, reasoning-tokens, cached-tokens, seconds, cost',
    );
    await expectUsageError(
      ['compare', '--config', 'fixtures/usage/scorio.yml', '--usage-gate', 'cost=-1'],
      'scorio-eval: --usage-gate: the tolerance of cost must be a relative increase from 0 to 100 (0.10 = 10%); got "-1"',
    );
  });
});

describe('compare with a run spread (usage-run-spread)', () => {
  // The promptfoo runs of fixtures/usage: 6 tests × 26 repeats, latency up 8-fold. Runs that vary
  // as a whole by chance widen the interval by v² (c̄² + r² b̄²) (src/decision/usage.ts); the
  // numbers were computed again with SciPy from the 312 latencies and their trial variances.
  const config = (spread: string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'run-spread-'));
    const file = join(dir, 'scorio.yml');
    writeFileSync(
      file,
      [
        'rule: paired',
        `usage-run-spread: ${spread}`,
        'benchmarks:',
        '  - name: router',
        '    baseline: fixtures/readers/promptfoo/agentverity-repeat26-99e61ac.json',
        '    candidate: fixtures/readers/promptfoo/agentverity-repeat26-1dcec6b.json',
        '    usage-gate: { seconds: 0.25 }',
        '',
      ].join('\n'),
    );
    return file;
  };

  it('20%: the interval widens to [+121%, +2847%] (SciPy: 2.20536, 29.4678; p = 0.005311), still a regression', async () => {
    const r = await run(['compare', '--config', config('{ seconds: 0.20 }')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '- **router** · seconds/question\u00a00.0205\u00a0s\u00a0→\u00a00.163\u00a0s,\u00a0+697%\u00a0[+121%,\u00a0+2847%]\u00a0·\u00a0runs\u00a0±20% ❌\u00a0>\u00a025%',
    );
    expect(r.stdout).toContain(
      "*runs ±x%*: usage-run-spread (in the action, the workflow's input), how much a whole run varies by chance",
    );
    const json = await run([
      'compare',
      '--config',
      config('{ seconds: 0.20 }'),
      '--format',
      'json',
    ]);
    const u = JSON.parse(json.stdout).benchmarks[0].usage[0];
    expect(u).toMatchObject({ measure: 'seconds', runSpread: 0.2, verdict: 'regression' });
    expect(u.lo).toBeCloseTo(2.2053637, 6);
    expect(u.hi).toBeCloseTo(29.467802, 5);
    expect(u.pValue).toBeCloseTo(0.005311135, 8);
  });

  it('30%: with 6 questions one run a side cannot bound the ratio (t₀.₉₉,₅ × 0.3 ≥ 1): not gated, and the report and a warning say why', async () => {
    const r = await run(['compare', '--config', config('{ seconds: 0.30 }')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '— not compared: runs that vary by ±30% (usage-run-spread) leave no ratio bounded at 98% from one run a side (t × spread ≥ 1)',
    );
    expect(r.stderr).toContain(
      'router: usage-gate seconds: a run spread of 0.3 (usage-run-spread) is too large for one run a side to bound the ratio at this level (t × spread ≥ 1 with 6 questions): seconds is not gated.',
    );
    const json = await run([
      'compare',
      '--config',
      config('{ seconds: 0.30 }'),
      '--format',
      'json',
    ]);
    expect(JSON.parse(json.stdout).benchmarks[0].usage[0]).toMatchObject({
      notCompared: 'run-spread',
      runSpread: 0.3,
      lo: null,
      hi: null,
    });
  });

  it('--usage-run-spread replaces the config’s; none counts none', async () => {
    const flag = await run([
      'compare',
      '--config',
      config('{ seconds: 0.30 }'),
      '--usage-run-spread',
      'seconds=0.2',
    ]);
    expect(flag.code).toBe(1);
    expect(flag.stdout).toContain('+697%\u00a0[+121%,\u00a0+2847%]\u00a0·\u00a0runs\u00a0±20%');
    const none = await run([
      'compare',
      '--config',
      config('{ seconds: 0.30 }'),
      '--usage-run-spread',
      'none',
    ]);
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('+697%\u00a0[+537%,\u00a0+933%] ❌');
    await expectUsageError(
      ['compare', '--config', config('{ seconds: 0.30 }'), '--usage-run-spread', 'seconds=2'],
      'scorio-eval: --usage-run-spread: the run spread of seconds must be a coefficient of variation from 0 to 1 (0.05 = runs 5% longer or shorter by chance); got "2"',
    );
  });

  it('a merge takes the run spread from its own flag (as the levels): it refuses a report that counted another, or a spread where none applies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-spread-merge-'));
    const report = async (spread: string, name: string) => {
      const file = config(spread).replace('name: router', `name: ${name}`);
      writeFileSync(file, readFileSync(file, 'utf8').replace('name: router', `name: ${name}`));
      const r = await run(['compare', '--config', file, '--format', 'json']);
      const out = join(dir, `${name}.json`);
      writeFileSync(out, r.stdout);
      return out;
    };
    const a = await report('{ seconds: 0.05 }', 'a');
    const b = await report('{ seconds: 0.20 }', 'b');
    // Merged with the spread the jobs ran with: judged again, the 8-fold latency still fails.
    const merged = await run([
      'merge',
      a,
      '--rule',
      'paired',
      '--usage-run-spread',
      'seconds=0.05',
    ]);
    expect(merged.code).toBe(1);
    expect(merged.stdout).toContain('runs\u00a0±5%');
    // A report that counted a spread the merge was not given (none, or another) is refused.
    await expectUsageError(
      ['merge', a, '--rule', 'paired'],
      /a\.json benchmarks\[0\]\.usage\[\d\]\.runSpread: counts a run spread of 0\.05 for seconds, and this merge 0 \(--usage-run-spread\): a merge takes the run spread from its own settings, never from a report/,
    );
    await expectUsageError(
      ['merge', a, b, '--rule', 'paired', '--usage-run-spread', 'seconds=0.05'],
      /b\.json benchmarks\[0\]\.usage\[\d\]\.runSpread: counts a run spread of 0\.2 for seconds, and this merge 0\.05 \(--usage-run-spread\)/,
    );
    // A spread added to a measure that has no interval (one question carries it) is refused.
    const forged = JSON.parse(readFileSync(a, 'utf8'));
    const seconds = forged.benchmarks[0].usage.find(
      (u: { measure: string }) => u.measure === 'seconds',
    );
    forged.benchmarks[0].usage.push({
      ...seconds,
      measure: 'cost',
      unit: 'USD',
      questions: 1,
      notCompared: 'one-question',
      lo: null,
      hi: null,
      pValue: null,
      adjustedPValue: null,
      change: 'not-compared',
      verdict: 'not-compared',
      fails: false,
      ratio: 2,
      baseline: 1,
      candidate: 2,
      tolerance: null,
      runSpread: 0.99,
      evidence: { baseline: [1], candidate: [2] },
    });
    const forgedFile = join(dir, 'forged.json');
    writeFileSync(forgedFile, JSON.stringify(forged));
    await expectUsageError(
      ['merge', forgedFile, '--rule', 'paired', '--usage-run-spread', 'seconds=0.05'],
      /forged\.json: benchmarks\[0\]\.usage\[1\]: cost's runSpread 0\.99 is not one its numbers were judged with/,
    );
  });

  it('the spread is blamed only where it left the ratio unbounded (not where the baseline used none)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-spread-zero-'));
    writeFileSync(join(dir, 'b.csv'), 'question_id,outcome,tok\nq1,1,0\nq2,1,0\nq3,1,0\n');
    writeFileSync(join(dir, 'c.csv'), 'question_id,outcome,tok\nq1,1,5\nq2,1,7\nq3,1,9\n');
    const r = await run(
      [
        'compare',
        '--baseline',
        'b.csv',
        '--candidate',
        'c.csv',
        '--usage-columns',
        'total-tokens=tok',
        '--usage-gate',
        'total-tokens=0.1',
        '--usage-run-spread',
        'total-tokens=0.9',
        '--format',
        'json',
      ],
      dir,
    );
    expect(r.stderr).not.toContain('is too large for one run a side');
    const u = JSON.parse(r.stdout).benchmarks[0].usage[0];
    expect(u).toMatchObject({ notCompared: 'zero-baseline' });
    expect(u).not.toHaveProperty('runSpread');
  });

  it('a bad usage-run-spread is one line naming the key and value, exit 2', async () => {
    await expectUsageError(
      ['compare', '--config', config('{ latency: 0.05 }')],
      /usage-run-spread\.latency.*unknown key "latency".*seconds/,
    );
    await expectUsageError(
      ['compare', '--config', config('{ seconds: 2 }')],
      /usage-run-spread\.seconds.*must be a coefficient of variation from 0 to 1.*got 2/,
    );
  });
});

describe('score with usage', () => {
  it('prints each measure’s mean per question with its interval (HELM BBQ, gpt-4o)', async () => {
    const r = await run(['score', HELM_4O, '--sample-metric', 'exact_match']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      [
        '| usage per question | mean | 95% interval | questions |',
        '|:--|--:|:--|--:|',
        '| input-tokens | 84.3 | [79.7, 89.5] | 100 |',
        '| output-tokens | 1 | [1, 1] | 100 |',
        '| total-tokens | 85.3 | [80.7, 90.5] | 100 |',
        '| seconds | 0.400\u00a0s | [0.369\u00a0s, 0.456\u00a0s] | 100 |',
      ].join('\n'),
    );
    const json = await run([
      'score',
      HELM_4O,
      '--sample-metric',
      'exact_match',
      '--format',
      'json',
    ]);
    const usage = (
      JSON.parse(json.stdout) as {
        usage: { measure: string; mean: number; lo: number; hi: number; questions: number }[];
      }
    ).usage;
    const input = usage.find((u) => u.measure === 'input-tokens');
    expect(input?.mean).toBeCloseTo(84.31, 12);
    expect(input?.lo).toBeCloseTo(79.66526405792672, 9);
    expect(input?.hi).toBeCloseTo(89.47004012646268, 9);
  });

  it('--usage-columns reads a long CSV’s usage; the CSV output has a row per measure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-usage-'));
    const file = join(dir, 'long.csv');
    writeFileSync(file, 'question_id,outcome,tok,ms\nq1,1,100,2000\nq1,0,300,\nq2,1,50,1000\n');
    const r = await run(
      ['score', file, '--usage-columns', 'total-tokens=tok,milliseconds=ms', '--format', 'csv'],
      dir,
    );
    expect(r.code).toBe(0);
    const rows = r.stdout.trim().split('\n');
    // q1: (100 + 300) / 2 = 200, q2: 50 -> 125 per question; seconds 2 and 1 -> 1.5.
    expect(rows.find((l) => l.startsWith('total-tokens per question,'))).toMatch(
      /^total-tokens per question,125,,/,
    );
    expect(rows.find((l) => l.startsWith('seconds per question,'))).toMatch(
      /^seconds per question,1\.5,,/,
    );
    await expectUsageError(
      ['score', file, '--usage-columns', 'tokens=tok'],
      'scorio-eval: --usage-columns: "tokens" is not a measure; use input-tokens, output-tokens, total-tokens, reasoning-tokens, cached-tokens, seconds, cost, milliseconds',
      dir,
    );
  });
});
