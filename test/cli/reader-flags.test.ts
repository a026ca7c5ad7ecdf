/**
 * Every reader option is a flag of `score` (and of `compare`/`rank`), named as its config key:
 * each file that needs an option reads through flags exactly as through a config (the same
 * matrix, the same metrics), and to the reference values the reader tests use.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { ROOT, run } from './helpers.js';

const FIXTURES = 'fixtures/readers';

/** `score --format json` with these flags: the parsed result (exit 0 asserted). */
async function scoreWith(file: string, flags: string[], cwd = ROOT) {
  const r = await run(['score', file, '--format', 'json', '--metric', 'bayes', ...flags], cwd);
  expect(
    r.stderr
      .split('\n')
      .filter((l) => !l.includes('warning'))
      .join(''),
  ).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as {
    questions: number;
    trials: { min: number; max: number };
    maxLabel: number;
    metrics: { metric: string; mu: number; sigma: number; meanScore?: { mu: number } }[];
  };
}

/** The same file compared with itself through a config holding the same keys. */
async function viaConfig(file: string, yamlKeys: string, cwd = ROOT, topKeys = '') {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-flags-'));
  const config = join(dir, 'c.yml');
  writeFileSync(
    config,
    `${topKeys}benchmarks:\n  - name: x\n    baseline: ${JSON.stringify(file)}\n    candidate: ${JSON.stringify(file)}\n${yamlKeys}`,
  );
  const outcome = await compare({ configFile: config, cwd, now: new Date(0) });
  const b = outcome.report?.benchmarks[0];
  const c = b?.comparisons[0];
  // compare decides Bayes@N on the mean score and keeps Bayes@N's own posterior beside it.
  return {
    mu: c?.posterior?.baseline.mu ?? c?.baseline.mu,
    meanScore: c?.baseline.mu,
    side: b?.baseline,
  };
}

describe('score reads with the reader-option flags what only a config could read before', () => {
  it('Inspect --scorer: the match scorer of a log with two scorers (B: bayes 0.642857)', async () => {
    const file = `${FIXTURES}/inspect/custom-popularity.eval`;
    // The log's errored epoch left out, it is the reference matrix B.
    const r = await scoreWith(file, ['--scorer', 'match', '--errors', 'missing']);
    expect([r.questions, r.trials.max]).toEqual([2, 5]);
    expect(r.metrics[0]?.mu).toBeCloseTo(0.642857, 6);
    const config = await viaConfig(file, '    scorer: match\n', ROOT, 'errors: missing\n');
    expect(config.mu).toBe(r.metrics[0]?.mu);
    // The mean score score prints and compare decides on: (c + 1) / (N + 2) averaged is 0.642857
    // with N = 5, so the mean of c / 5 is (0.642857 × 7 − 1) / 5 = 0.7.
    expect(r.metrics[0]?.meanScore?.mu).toBeCloseTo(0.7, 12);
    expect(config.meanScore).toBe(r.metrics[0]?.meanScore?.mu);
    // By default the errored epoch (id 101, epoch 6) is a failure: row 101 is [0,1,1,0,1] + 0,
    // Bayes@N ((3+1)/8 + (4+1)/7) / 2, in score and compare alike.
    const failed = await scoreWith(file, ['--scorer', 'match']);
    expect([failed.questions, failed.trials.max]).toEqual([2, 6]);
    expect(failed.metrics[0]?.mu).toBeCloseTo((4 / 8 + 5 / 7) / 2, 12);
    expect((await viaConfig(file, '    scorer: match\n')).mu).toBe(failed.metrics[0]?.mu);
  });

  it('Inspect --scorer graded --labels: the partial-credit layout (A: bayes 0.5625 with w 0,0.5,1)', async () => {
    const file = `${FIXTURES}/inspect/custom-popularity.eval`;
    const flags = [
      '--scorer',
      'graded',
      '--labels',
      'C=2,P=1,I=0,N=0',
      '--weights',
      '0,0.5,1',
      '--errors',
      'missing',
    ];
    const r = await scoreWith(file, flags);
    expect([r.questions, r.maxLabel]).toEqual([2, 2]);
    expect(r.metrics[0]?.mu).toBeCloseTo(0.5625, 12);
    const config =
      '    scorer: graded\n    labels: {C: 2, P: 1, I: 0, N: 0}\n    weights: [0, 0.5, 1]\n';
    expect((await viaConfig(file, config, ROOT, 'errors: missing\n')).mu).toBe(r.metrics[0]?.mu);
  });

  it('lm-eval --filter --sample-metric: five seeded files are the five trials of B', async () => {
    const glob = `${FIXTURES}/lm-eval/samples_gsm8k_*.jsonl`;
    const r = await scoreWith(glob, ['--filter', 'strict-match', '--sample-metric', 'exact_match']);
    expect([r.questions, r.trials.max]).toEqual([2, 5]);
    expect(r.metrics[0]?.mu).toBeCloseTo(0.642857, 6);
    const config = '    filter: strict-match\n    sample-metric: exact_match\n';
    expect((await viaConfig(glob, config)).mu).toBe(r.metrics[0]?.mu);
    // The other filter of the same files is all correct: (5 + 1) / (5 + 2) per question.
    const flexible = await scoreWith(glob, ['--filter', 'flexible-extract']);
    expect(flexible.metrics[0]?.mu).toBeCloseTo(6 / 7, 12);
  });

  it('HELM --sample-metric: the real gpt-4o run, 95 of 100 right: (95 * 2 + 5) / 3 / 100', async () => {
    const file = `${FIXTURES}/helm/gpt-4o-2024-05-13.per_instance_stats.json`;
    const r = await scoreWith(file, ['--sample-metric', 'exact_match']);
    expect([r.questions, r.trials.max]).toEqual([100, 1]);
    expect(r.metrics[0]?.mu).toBeCloseTo(195 / 300, 12);
    expect((await viaConfig(file, '    sample-metric: exact_match\n')).mu).toBe(r.metrics[0]?.mu);
    const missing = await run(['score', file]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      /set the sample-metric option to the stat to read; this file has "exact_match"/,
    );
  });

  it('lighteval --sample-metric: baseline and candidate parquet are the two trials of 12 samples', async () => {
    const glob = `${FIXTURES}/lighteval/details_mmlu-anatomy_*.parquet`;
    const r = await scoreWith(glob, ['--sample-metric', 'acc']);
    expect([r.questions, r.trials.max]).toEqual([12, 2]);
    // Right in both files: 7 samples (3/4 each); in one: 2 (2/4); in neither: 3 (1/4).
    expect(r.metrics[0]?.mu).toBeCloseTo((7 * 3 + 2 * 2 + 3 * 1) / 4 / 12, 12);
    expect((await viaConfig(glob, '    sample-metric: acc\n')).mu).toBe(r.metrics[0]?.mu);
    // avg@n over 4 generations: 4 trials per problem, c = 4, 3, 0, 2, 1, 4 -> sum (c + 1) / 6 / 6.
    const sampled = `${FIXTURES}/lighteval/details_aime24-n4.parquet`;
    const n4 = await scoreWith(sampled, ['--sample-metric', 'avg@n:n=4']);
    expect([n4.questions, n4.trials.max]).toEqual([6, 4]);
    expect(n4.metrics[0]?.mu).toBeCloseTo(20 / 36, 12);
  });

  it('promptfoo --filter "#0": two real --repeat 26 runs compare as 6 × 26, and the report says how they were grouped', async () => {
    const dir = `${FIXTURES}/promptfoo`;
    const r = await run([
      'compare',
      '--baseline',
      `${dir}/agentverity-repeat26-1dcec6b.json`,
      '--candidate',
      `${dir}/agentverity-repeat26-99e61ac.json`,
      '--filter',
      '#0',
    ]);
    expect(r.code).toBe(0);
    // Both sides 6 tests × 26 repeats (before: 156 × 1); test 2 went from 14/26 to 26/26.
    expect(r.stdout).toContain('| 6 × 26, C = 1 | 6 × 26, C = 1 | 6 | 0 | 0 |');
    expect(r.stdout).toMatch(/\| 2 \| 0\.538 \| 1\.000 \| \+0\.462 \|/);
    expect(r.stdout).toContain(
      'agentverity-repeat26-1dcec6b.json: 156 results of "file:&#8203;//flaky\\_router.py#&#8203;0" grouped into 6 tests × 26 repeats by test case',
    );
    expect(r.stderr).toContain('grouped into 6 tests × 26 repeats by test case');
  });

  it('--threshold: soft scores binarized (q2 0.75 >= 0.5 is correct)', async () => {
    const file = `${FIXTURES}/bad/soft.csv`;
    const r = await scoreWith(file, ['--threshold', '0.5']);
    // q1: 1 of 2, q2: 2 of 2 -> ((1 + 1) / 4 + (2 + 1) / 4) / 2 = 0.625.
    expect(r.metrics[0]?.mu).toBeCloseTo(0.625, 12);
    expect((await viaConfig(file, '    threshold: 0.5\n')).mu).toBe(r.metrics[0]?.mu);
  });

  it('long CSV --id-column --trial-column --outcome-column; wide CSV --delimiter --header', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-flags-'));
    writeFileSync(join(dir, 'long.csv'), 'qid,run,score\na,1,1\na,2,0\nb,1,1\nb,2,1\n');
    const long = await scoreWith(
      'long.csv',
      ['--input-format', 'csv-long'].concat([
        '--id-column',
        'qid',
        '--trial-column',
        'run',
        '--outcome-column',
        'score',
      ]),
      dir,
    );
    // a: 1 of 2, b: 2 of 2 -> (2/4 + 3/4) / 2 = 0.625.
    expect(long.metrics[0]?.mu).toBeCloseTo(0.625, 12);
    const config =
      '    format: csv-long\n    id-column: qid\n    trial-column: run\n    outcome-column: score\n';
    expect((await viaConfig('long.csv', config, dir)).mu).toBe(long.metrics[0]?.mu);

    // No header, semicolons: a bare matrix, the first row is data (1 of 3, 3 of 3).
    writeFileSync(join(dir, 'wide.txt'), '1;0;0\n1;1;1\n');
    const wide = await scoreWith('wide.txt', ['--delimiter', ';', '--header', 'false'], dir);
    expect([wide.questions, wide.trials.max]).toEqual([2, 3]);
    expect(wide.metrics[0]?.mu).toBeCloseTo((2 / 5 + 4 / 5) / 2, 12);
    const wideConfig = '    delimiter: ";"\n    header: false\n';
    expect((await viaConfig('wide.txt', wideConfig, dir)).mu).toBe(wide.metrics[0]?.mu);
  });

  it('npz --member; --categories; --max-unzipped-bytes applies', async () => {
    const npz = `${FIXTURES}/runs.npz`;
    const prior = await scoreWith(npz, ['--member', 'R0', '--weights', '0,0.5,1']);
    expect([prior.questions, prior.trials.max]).toEqual([2, 2]);
    expect((await viaConfig(npz, '    member: R0\n    weights: [0, 0.5, 1]\n')).mu).toBe(
      prior.metrics[0]?.mu,
    );
    const wide = `${FIXTURES}/wide.csv`;
    const three = await scoreWith(wide, ['--categories', '3', '--weights', '0,1,1']);
    expect(three.metrics[0]?.mu).toBeCloseTo(
      (await viaConfig(wide, '    categories: 3\n    weights: [0, 1, 1]\n')).mu ?? NaN,
      15,
    );
    const tiny = await run(['score', npz, '--max-unzipped-bytes', '100']);
    expect(tiny.code).toBe(2);
    expect(tiny.stderr).toMatch(/runs\.npz.*100/);
  });

  it('a bad flag value names the flag and the value', async () => {
    const cases: [string[], string][] = [
      [['--threshold', 'half'], 'scorio-eval: --threshold: expected a number; got "half"\n'],
      [['--header', 'yes'], 'scorio-eval: --header: expected true, false or auto; got "yes"\n'],
      [
        ['--labels', 'C:1'],
        'scorio-eval: --labels: expected grade=label pairs separated by commas, e.g. C=1,I=0,N=null; got "C:1"\n',
      ],
      [
        ['--labels', 'C=1.5'],
        'scorio-eval: --labels: the label of "C" must be an integer >= 0 or null; got "1.5"\n',
      ],
      [
        ['--categories', '0'],
        'scorio-eval: --categories: "0" is not valid (must be an integer from 1 to 1000)\n',
      ],
      [
        ['--categories', '2.5'],
        'scorio-eval: --categories: "2.5" is not valid (must be an integer from 1 to 1000)\n',
      ],
      [
        ['--max-unzipped-bytes', '0'],
        'scorio-eval: --max-unzipped-bytes: "0" is not valid (must be an integer from 1 to 9007199254740991)\n',
      ],
      [
        ['--delimiter', '|'],
        'scorio-eval: --delimiter: "|" is not valid (must be one of ",", "\\t", ";")\n',
      ],
      [['--id-column', ''], 'scorio-eval: --id-column: "" is not valid (must not be empty)\n'],
    ];
    for (const [flags, message] of cases) {
      const r = await run(['score', `${FIXTURES}/wide.csv`, ...flags]);
      expect(r.code).toBe(2);
      expect(r.stderr).toEqual(message);
    }
  });
});
