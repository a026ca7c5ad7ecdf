import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, ROOT, bayesMeanOfCsv, expectUsageError, meanScoreOfCsv, run } from './helpers.js';
import { TOOL_VERSION } from '../../src/engine/version.js';

describe('compare', () => {
  it('the demo: exit 1 on its credible regression, the golden report on stdout', async () => {
    const r = await run(['compare', '--config', 'fixtures/demo/scorio.yml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe(
      '### ❌ Credible regression: gsm8k-sample accuracy -7.4\u00a0pp',
    );
    expect(r.stdout).toContain(
      '**aime24 · bayes**: Δ -4.4 pp at 16 trials per question; about 107 trials per question would detect a drop of this size with 80% power.',
    );
    const golden = join(GOLDEN, 'demo.md');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, r.stdout);
    expect(r.stdout).toBe(readFileSync(golden, 'utf8'));
  });

  it('--format json: the report with the computed values', async () => {
    const r = await run(['compare', '--config', 'fixtures/demo/scorio.yml', '--format', 'json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as {
      schema: string;
      verdict: string;
      benchmarks: {
        name: string;
        comparisons: {
          metric: string;
          baseline: { mu: number };
          candidate: { mu: number };
          delta: number;
          posterior: { baseline: { mu: number }; candidate: { mu: number } };
        }[];
      }[];
    };
    expect(json.schema).toBe('scorio-eval-report/1');
    expect(json.verdict).toBe('regression');
    const gsm = json.benchmarks.find((b) => b.name === 'gsm8k-sample');
    const bayes = gsm?.comparisons[0];
    expect(bayes?.metric).toBe('bayes');
    // Decided on the mean score; Bayes@N's own posterior means beside them.
    const base = meanScoreOfCsv('fixtures/demo/baseline/gsm8k-sample.csv');
    const cand = meanScoreOfCsv('fixtures/demo/candidate/gsm8k-sample.csv');
    expect(bayes?.baseline.mu).toBeCloseTo(base, 12);
    expect(bayes?.candidate.mu).toBeCloseTo(cand, 12);
    expect(bayes?.delta).toBeCloseTo(cand - base, 12);
    expect(bayes?.posterior.baseline.mu).toBeCloseTo(
      bayesMeanOfCsv('fixtures/demo/baseline/gsm8k-sample.csv'),
      12,
    );
    expect(bayes?.posterior.candidate.mu).toBeCloseTo(
      bayesMeanOfCsv('fixtures/demo/candidate/gsm8k-sample.csv'),
      12,
    );
  });

  it('exit 0 without a credible regression (flags only, rubric weights)', async () => {
    const r = await run([
      'compare',
      '--baseline',
      'fixtures/demo/baseline/rubric-qa.csv',
      '--candidate',
      'fixtures/demo/candidate/rubric-qa.csv',
      '--weights',
      '0,0.5,1',
      '--metric',
      'bayes',
      '--metric',
      'avg',
    ]);
    expect(r.code).toBe(0);
    // 60 questions x 6 trials: the gate passes, and says it cannot see small changes.
    expect(r.stdout.split('\n')[0]).toBe(
      "### ✅ No credible regression · can't tell in 2 of 2 gated comparisons (changes smaller than 11.3 points are not visible)",
    );
    expect(r.stdout).toContain(
      "| rubric-qa | mean score | 68.6\u00a0[63.9,\u00a073.3]\u00a0→\u00a068.8\u00a0[64.1,\u00a073.4] | +0.1 | ❓ can't tell (≥\u00a011.3) |",
    );
  });

  it('flags override the config: rule z calls the unresolved aime24 drop? (rho 0.933 < 0.95: no)', async () => {
    const r = await run([
      'compare',
      '--config',
      'fixtures/demo/scorio.yml',
      '--rule',
      'z',
      '--format',
      'json',
    ]);
    const json = JSON.parse(r.stdout) as {
      settings: { rule: string };
      benchmarks: { verdict: string }[];
    };
    expect(json.settings.rule).toBe('z');
    expect(json.benchmarks.map((b) => b.verdict)).toEqual(['no-change', 'regression', 'no-change']);
    // With min-confidence 0.9, rho = 0.933 calls the aime24 drop a regression too.
    const r2 = await run([
      'compare',
      '--config',
      'fixtures/demo/scorio.yml',
      '--rule',
      'z',
      '--min-confidence',
      '0.9',
      '--format',
      'json',
    ]);
    const json2 = JSON.parse(r2.stdout) as { benchmarks: { verdict: string }[] };
    expect(json2.benchmarks.map((b) => b.verdict)).toEqual([
      'regression',
      'regression',
      'no-change',
    ]);
  });

  it('--margin turns a credible drop into a reported, non-failing one', async () => {
    // gsm8k-sample's raw drop is 7.4 points: a margin of 8 points (0.08) covers it.
    const r = await run(['compare', '--config', 'fixtures/demo/scorio.yml', '--margin', '0.08']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('⚠️ drop within margin');
  });

  it('--out-dir writes report.md and report.json only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-'));
    const out = join(dir, 'out');
    const r = await run(['compare', '--config', 'fixtures/demo/scorio.yml', '--out-dir', out]);
    expect(r.code).toBe(1);
    expect(readdirSync(out).sort()).toEqual(['report.json', 'report.md']);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toBe(r.stdout);
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')).schema).toBe(
      'scorio-eval-report/1',
    );
  });

  it('a misspelled command, flag, metric or value names the closest valid one', async () => {
    const demo = [
      '--baseline',
      'fixtures/demo/baseline/aime24.csv',
      '--candidate',
      'fixtures/demo/candidate/aime24.csv',
    ];
    await expectUsageError(
      ['comapre'],
      'scorio-eval: unknown command "comapre"; did you mean "compare"? (commands: compare, score, rank, merge, run-spread; see scorio-eval --help)',
    );
    await expectUsageError(
      ['compare', '--metic', 'bayes'],
      `scorio-eval: compare: Unknown option '--metic'; did you mean "--metric"? (see scorio-eval compare --help)`,
    );
    await expectUsageError(
      ['compare', ...demo, '--metric', 'pas@4'],
      /^scorio-eval: --metric: unknown metric "pas@4"; did you mean "pass@4"\? \(known metrics: bayes, avg, pass@k/,
    );
    await expectUsageError(
      ['compare', ...demo, '--metric', 'bayesian'],
      /^scorio-eval: --metric: unknown metric "bayesian"; did you mean "bayes"\?/,
    );
    await expectUsageError(
      ['compare', ...demo, '--rule', 'overlp'],
      'scorio-eval: --rule: must be "overlap", "z" or "paired"; got "overlp"; did you mean "overlap"?',
    );
    await expectUsageError(
      ['score', 'fixtures/demo/baseline/aime24.csv', '--input-format', 'csv_wide'],
      /^scorio-eval: --input-format: must be one of .*; got "csv_wide"; did you mean "csv-wide"\?$/,
    );
    // Nothing close: no guess.
    await expectUsageError(
      ['compare', ...demo, '--metric', 'accuracy'],
      /^scorio-eval: --metric: unknown metric "accuracy" \(known metrics:/,
    );
  });

  it('exit 2 with one line for usage and input errors', async () => {
    await expectUsageError(
      ['compare', '--bogus'],
      "scorio-eval: compare: Unknown option '--bogus' (see scorio-eval compare --help)",
    );
    await expectUsageError(
      ['frobnicate'],
      'scorio-eval: unknown command "frobnicate" (commands: compare, score, rank, merge, run-spread; see scorio-eval --help)',
    );
    await expectUsageError(
      ['compare', '--config', 'missing.yml'],
      'scorio-eval: config file "missing.yml" not found',
    );
    await expectUsageError(
      ['compare', '--baseline', 'fixtures/demo/baseline/aime24.csv', '--candidate', 'nope.csv'],
      /^scorio-eval: .*nope\.csv/,
    );
    await expectUsageError(
      ['compare', '--config', 'fixtures/demo/scorio.yml', '--confidence', 'high'],
      'scorio-eval: --confidence: expected a number; got "high"',
    );
    await expectUsageError(
      ['compare', '--config', 'fixtures/demo/scorio.yml', '--confidence', '1.5'],
      'scorio-eval: --confidence: must be a number in (0, 1); got 1.5',
    );
    await expectUsageError(
      ['compare', '--config', 'fixtures/demo/scorio.yml', '--metric', 'pass@0'],
      'scorio-eval: --metric: unknown metric "pass@0" (k must be a positive integer)',
    );
    await expectUsageError(
      [
        'compare',
        '--baseline',
        'fixtures/demo/baseline/rubric-qa.csv',
        '--candidate',
        'fixtures/demo/candidate/rubric-qa.csv',
      ],
      // The CLI's own syntax (was: flags ("rubric-qa"): ... give "weights" ... (e.g. [0, 0.5, 1])).
      'scorio-eval: --weights: the outcomes of "rubric-qa" have labels 0..2, not 0/1: pass --weights 0,0.5,1 (one score per label)',
    );
    await expectUsageError(
      [
        'compare',
        '--baseline',
        'fixtures/demo/baseline/aime24.csv',
        '--candidate',
        'fixtures/demo/candidate/gsm8k-sample.csv',
      ],
      // The CLI's own syntax: a flag, not the config key.
      /^scorio-eval: .*question ids differ from .*; pass --align intersect to compare only those\.$/,
    );
    await expectUsageError(
      [
        'compare',
        '--baseline',
        'fixtures/demo/baseline/aime24.csv',
        '--candidate',
        'fixtures/demo/candidate/aime24.csv',
        '--metric',
        'pass@32',
      ],
      /^scorio-eval: --metric pass@32 on "aime24": k = 32 is more than the trials per question: the baseline has 16 trials .* use k <= 16/,
    );
    await expectUsageError(
      ['compare', 'a.csv'],
      /^scorio-eval: compare: unexpected argument "a.csv"/,
    );
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage:');
  });

  it('without flags or config: looks for .github/scorio.yml, else one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-'));
    await expectUsageError(
      ['compare'],
      'scorio-eval: nothing to compare: give a config file (default .github/scorio.yml), or both a baseline and a candidate',
      dir,
    );
  });

  it('--help for each command', async () => {
    const top = await run(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain(
      'scorio-eval compare --baseline <file|glob> --candidate <file|glob>',
    );
    const c = await run(['compare', '--help']);
    expect(c.code).toBe(0);
    expect(c.stdout).toContain('Only these two files are written');
    expect(c.stdout).toContain('  --previous-report <file>\n');
    expect(c.stdout).toContain(
      'Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error',
    );
    const s = await run(['score', '-h']);
    expect(s.code).toBe(0);
    expect(s.stdout).toContain('Usage: scorio-eval score <file|glob>');
    expect((await run(['--version'])).stdout).toBe(`${TOOL_VERSION}\n`);
  });
});

describe('score', () => {
  const file = 'fixtures/demo/baseline/aime24.csv';

  it('md: M, N and each metric with its interval', async () => {
    const r = await run(['score', file, '--metric', 'bayes', '--metric', 'pass@4']);
    expect(r.code).toBe(0);
    const mu = bayesMeanOfCsv(file);
    expect(r.stdout.split('\n')[0]).toBe(
      'M = 30 questions, N = 16 trials per question, labels 0..1',
    );
    // Both: the accuracy (what compare decides on) and Bayes@N's own, labelled as shrunk.
    expect(r.stdout).toContain(`| accuracy (bayes) | ${meanScoreOfCsv(file).toFixed(4)} |`);
    expect(r.stdout).toContain(`| bayes posterior, shrunk towards ½ | ${mu.toFixed(4)} |`);
    expect(r.stdout).toMatch(/\| pass@4 \| 0\.\d{4} \| 0\.\d{4} \| \[0\.\d{4}, 0\.\d{4}\] \|/);
  });

  it('json and csv carry the same numbers', async () => {
    const j = await run(['score', file, '--format', 'json']);
    const json = JSON.parse(j.stdout) as {
      questions: number;
      metrics: { metric: string; mu: number; sigma: number }[];
    };
    expect(json.questions).toBe(30);
    expect(json.metrics[0]?.mu).toBeCloseTo(bayesMeanOfCsv(file), 12);
    const c = await run(['score', file, '--format', 'csv']);
    const [header, row] = c.stdout.trim().split('\n');
    expect(header).toBe('metric,mu,sigma,lo,hi');
    expect(Number(row?.split(',')[1])).toBe(json.metrics[0]?.mu);
  });

  it('errors in one line', async () => {
    await expectUsageError(
      ['score'],
      'scorio-eval: score: give one result file (see scorio-eval score --help)',
    );
    await expectUsageError(
      ['score', file, '--format', 'xml'],
      'scorio-eval: --format: must be json, md or csv (the output\'s format); got "xml"',
    );
    // --format is the output's format; a result-file format is --input-format's.
    await expectUsageError(
      ['score', file, '--format', 'lm-eval'],
      'scorio-eval: --format: must be json, md or csv (the output\'s format); got "lm-eval"; the format of the result files is --input-format lm-eval',
    );
    await expectUsageError(
      ['compare', '--config', 'fixtures/demo/scorio.yml', '--format', 'inspect-eval'],
      'scorio-eval: --format: must be md or json (the report\'s format); got "inspect-eval"; the format of the result files is --input-format inspect-eval',
    );
    await expectUsageError(
      ['score', file, '--metric', 'nope'],
      /^scorio-eval: --metric: unknown metric "nope"/,
    );
    expect(existsSync(join(ROOT, 'report.md'))).toBe(false);
  });
});
