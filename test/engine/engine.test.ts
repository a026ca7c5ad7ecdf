import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ConfigOverrides } from '../../src/config/index.js';
import {
  bootstrapMetric,
  pairedBootstrap,
  parseMetricName,
  perQuestionValues,
  metricPoint,
  type MetricSpec,
} from '../../src/decision/index.js';
import {
  compare,
  compareUnchecked,
  score,
  TOOL_VERSION,
  type CompareRequest,
} from '../../src/engine/index.js';
import { ConfigError, InputError } from '../../src/errors.js';
import { countTableFromMatrix, rowsAt } from '../../src/metrics/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = new Date('2026-01-15T12:00:00.000Z');

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'scorio-engine-'));
}

function writeWide(dir: string, name: string, rows: Record<string, number[]>): string {
  const n = Object.values(rows)[0]?.length ?? 0;
  const header = ['question_id', ...Array.from({ length: n }, (_, i) => `t${i + 1}`)].join(',');
  const lines = Object.entries(rows).map(([id, r]) => [id, ...r].join(','));
  writeFileSync(join(dir, name), `${[header, ...lines].join('\n')}\n`);
  return name;
}

function spec(name: string, extra: Partial<MetricSpec> = {}): MetricSpec {
  const parsed = parseMetricName(name);
  if (typeof parsed === 'string') throw new Error(parsed);
  return {
    family: parsed.family,
    ...(typeof parsed.k === 'number' ? { k: parsed.k } : {}),
    label: name,
    gate: true,
    uncertainty: 'bootstrap',
    iterations: 200,
    seed: 5,
    ...extra,
  };
}

describe('compare (engine)', () => {
  it('the demo: one credible regression, one unresolved difference, exact values', async () => {
    const o = await compare({ configFile: 'fixtures/demo/scorio.yml', cwd: ROOT, now: NOW });
    expect(o.verdict).toBe('regression');
    expect(o.regressions).toHaveLength(1);
    expect(o.regressions[0]?.message).toBe(
      // One scale: the mean accuracy of 1,600 trials on each side (Bayes@N's own posterior
      // means, 70.1 and 64.2, are 0.8 x these + 0.1 at N = 8), and Δ their difference.
      'gsm8k-sample accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999',
    );
    expect(o.improvements).toBe(0);
    expect(o.comment.length).toBeLessThanOrEqual(65_536);
    expect(o.comment).toBe(o.markdown);
    const report = o.report;
    expect(report?.benchmarks.map((b) => b.verdict)).toEqual([
      'no-change',
      'regression',
      'no-change',
    ]);
    const aime = report?.benchmarks[0];
    expect(aime?.baseline).toEqual({
      files: ['fixtures/demo/baseline/aime24.csv'],
      formats: ['csv-wide'],
      questions: 30,
      trials: { min: 16, max: 16 },
      maxLabel: 1,
      priorTrials: 0,
      lost: { questions: 0, outOf: 30, errored: 0, neverRan: 0 },
    });
    // The trial budget is a power statement (decide.test.ts checks the formula by hand, npm run
    // validate by simulation): about 107 trials per question would detect aime24's drop with 80%
    // power under rule overlap (the threshold from the posterior σ's at N', the noise from the
    // paired SE at N', whose spread across questions more trials do not shrink). The σ's are the
    // trial model's widened by the spread of the per-question differences (×1.022: ratio 1.044,
    // within what independent trials give, so it scales with trials like the rest; 103 without).
    expect(aime?.comparisons[0]?.dispersion).toMatchObject({ contradicted: false });
    expect(aime?.comparisons[0]?.dispersion?.ratio).toBeCloseTo(1.0441, 4);
    expect(aime?.comparisons[0]?.budget).toEqual({
      kind: 'estimate',
      trials: 107,
      currentTrials: 16,
      approximate: false,
    });
    expect(aime?.comparisons[1]?.gate).toBe(false);
    const rubric = report?.benchmarks[2];
    expect(rubric?.weights).toEqual([0, 0.5, 1]);
    expect(rubric?.baseline.maxLabel).toBe(2);
    expect(JSON.parse(o.json).generatedAt).toBe('2026-01-15T12:00:00.000Z');
  });

  it('strict alignment refuses different question sets; intersect compares the common ones', async () => {
    const dir = tmp();
    writeWide(dir, 'b.csv', { q1: [1, 0, 1, 1], q2: [0, 0, 1, 0], q3: [1, 1, 1, 1] });
    writeWide(dir, 'c.csv', { q2: [0, 1, 1, 0], q1: [1, 1, 1, 1], q4: [0, 0, 0, 0] });
    const req = { overrides: { baseline: 'b.csv', candidate: 'c.csv' }, cwd: dir, now: NOW };
    await expect(compare(req)).rejects.toBeInstanceOf(InputError);
    const o = await compare({ ...req, overrides: { ...req.overrides, align: 'intersect' } });
    const b = o.report?.benchmarks[0];
    expect(b?.alignment).toEqual({
      mode: 'intersect',
      common: 2,
      onlyInBaselineCount: 1,
      onlyInCandidateCount: 1,
      onlyInBaseline: ['q3'],
      onlyInCandidate: ['q4'],
    });
    expect(
      o.warnings.some((w) =>
        w.includes('left out 1 only in the baseline and 1 only in the candidate'),
      ),
    ).toBe(true);
    // Bayes@N is decided on the mean score of the common questions q1, q2 (in baseline order),
    // N = 4: baseline 3/4, 1/4 -> 0.5; candidate 4/4, 2/4 -> 0.75. Its own posterior means:
    // baseline (3+1)/6, (1+1)/6 -> 0.5; candidate (4+1)/6, (2+1)/6 -> 0.6667.
    const c = b?.comparisons[0];
    expect(c?.baseline.mu).toBeCloseTo(0.5, 12);
    expect(c?.candidate.mu).toBeCloseTo(0.75, 12);
    expect(c?.delta).toBeCloseTo(0.25, 12);
    expect(c?.posterior?.candidate.mu).toBeCloseTo(2 / 3, 12);
    // Changed questions: q1 0.75 -> 1 and q2 0.25 -> 0.5, largest |delta| first (tie: table order).
    expect(b?.changedQuestions).toEqual([
      { id: 'q1', baseline: 0.75, candidate: 1, delta: 0.25 },
      { id: 'q2', baseline: 0.25, candidate: 0.5, delta: 0.25 },
    ]);
  });

  it("takes the config layer's ConfigOverrides (typed unions) as its overrides, and still checks them at run time", async () => {
    expectTypeOf<NonNullable<CompareRequest['overrides']>>().toEqualTypeOf<ConfigOverrides>();
    const dir = tmp();
    writeWide(dir, 'b.csv', { q1: [1, 0, 1], q2: [0, 0, 1], q3: [1, 1, 1] });
    writeWide(dir, 'c.csv', { q1: [1, 1, 1], q2: [0, 1, 1], q3: [1, 1, 1] });
    const overrides: ConfigOverrides = {
      baseline: 'b.csv',
      candidate: 'c.csv',
      format: 'csv-wide',
      metrics: ['bayes', 'pass@2'],
      weights: [0, 1],
      confidence: 0.9,
      rule: 'z',
      minConfidence: 0.8,
      margin: 0.01,
      align: 'intersect',
      allowOutsideWorkspace: false,
    };
    const o = await compare({ overrides, cwd: dir, now: NOW });
    expect(o.report?.settings).toEqual({
      rule: 'z',
      confidence: 0.9,
      minConfidence: 0.8,
      margin: 0.01,
      alpha: 0.01,
      multipleComparisons: 'none',
      align: 'intersect',
      errors: 'fail',
    });
    expect(o.report?.benchmarks[0]?.comparisons.map((c) => c.metric)).toEqual(['bayes', 'pass@2']);
    // A bad value does not compile (test/engine/library-types.test.ts); from JavaScript, or from a
    // command line (compareUnchecked), it is still refused, naming the flag or the input.
    const fromJavaScript = { ...overrides, rule: 'Z' } as unknown as ConfigOverrides;
    await expect(compare({ overrides: fromJavaScript, cwd: dir })).rejects.toThrow(
      new ConfigError('--rule: must be "overlap", "z" or "paired"; got "Z"', '--rule'),
    );
    await expect(
      compareUnchecked({
        overrides: { ...overrides, align: 'loose' },
        overrideSource: 'input',
        cwd: dir,
      }),
    ).rejects.toThrow('input "align": must be "strict" or "intersect"; got "loose"');
  });

  it('names the benchmark and metric when a metric cannot apply', async () => {
    const dir = tmp();
    writeWide(dir, 'b.csv', { q1: [0, 1, 2], q2: [2, 2, 1] });
    writeWide(dir, 'c.csv', { q1: [1, 1, 2], q2: [2, 0, 1] });
    writeFileSync(
      join(dir, 's.yml'),
      'benchmarks:\n  - name: rubric\n    baseline: b.csv\n    candidate: c.csv\n    weights: [0, 0.5, 1]\n    metrics: [bayes, pass@2]\n',
    );
    const err = await compare({ configFile: 's.yml', cwd: dir, now: NOW }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe(
      'benchmarks[0].metrics[1] (pass@2): needs binary outcomes (0/1); "rubric" has labels 0..2 (use bayes, avg or max@k with weights)',
    );
    writeFileSync(
      join(dir, 't.yml'),
      'benchmarks:\n  - name: rubric\n    baseline: b.csv\n    candidate: c.csv\n    weights: [0, 1]\n',
    );
    await expect(compare({ configFile: 't.yml', cwd: dir, now: NOW })).rejects.toThrow(
      'benchmarks[0].weights: [0,1] scores labels 0..1, but the files of "rubric" have label 2',
    );
  });

  it('k above the trials names the side that is short, in the syntax it was given in', async () => {
    const dir = tmp();
    writeWide(dir, 'b.csv', { q1: [1, 0, 1, 1, 0, 1, 1, 1], q2: [0, 0, 1, 0, 1, 1, 0, 1] });
    writeWide(dir, 'c.csv', { q1: [1, 0, 1, 1], q2: [0, 1, 1, 0] });
    const overrides = { baseline: 'b.csv', candidate: 'c.csv', metrics: ['pass@6'] };
    // Was: flags.metrics[0] (pass@6, "c"): k must satisfy 1 <= k <= N (N=4); got k=6
    await expect(compare({ overrides, cwd: dir, now: NOW })).rejects.toThrow(
      new ConfigError(
        '--metric pass@6 on "c": k = 6 is more than the trials per question: the candidate has 4 trials (c.csv) (at the fewest); use k <= 4',
        '--metric',
      ),
    );
    // max@6 is a posterior above the trials, whose pull towards the prior depends on them: it
    // cannot compare 8 trials with 4 (the same model was called better in 74% of PRs).
    await expect(
      compare({ overrides: { ...overrides, metrics: ['max@6'] }, cwd: dir, now: NOW }),
    ).rejects.toThrow(
      '--metric max@6 on "c": max@6 cannot compare a baseline of 8 and a candidate of 4 trials per question: above a side\'s trials it is a posterior whose pull towards the prior depends on the trials; use max@4 (at most the fewer trials), or run the same trials on both sides',
    );
    // With the same trials on both sides it compares, on its posterior (no per-question scores).
    writeWide(dir, 'c8.csv', { q1: [1, 0, 1, 1, 1, 1, 0, 1], q2: [0, 1, 1, 0, 0, 1, 0, 1] });
    const max = await compare({
      overrides: { baseline: 'b.csv', candidate: 'c8.csv', metrics: ['max@10'] },
      cwd: dir,
      now: NOW,
    });
    const c = max.report.benchmarks[0]?.comparisons[0];
    expect(c?.metric).toBe('max@10');
    expect(c?.paired).toBeNull();
    expect(Number.isFinite(c?.delta)).toBe(true);
    await expect(
      compare({ overrides, overrideSource: 'input', cwd: dir, now: NOW }),
    ).rejects.toThrow(/^input "metrics" \(pass@6\) on "c": k = 6 is more than/);
    writeFileSync(
      join(dir, 's.yml'),
      'benchmarks:\n  - name: x\n    baseline: b.csv\n    candidate: c.csv\n    metrics: [bayes, pass@6]\n',
    );
    await expect(compare({ configFile: 's.yml', cwd: dir, now: NOW })).rejects.toThrow(
      /^benchmarks\[0\]\.metrics\[1\] \(pass@6\) on "x": k = 6 is more than the trials per question: the candidate has 4 trials/,
    );
    // score suggests max@k, whose interval takes any k.
    await expect(score({ file: 'c.csv', metrics: ['pass@6'], cwd: dir })).rejects.toThrow(
      '--metric pass@6: k = 6 is more than the trials per question (c.csv has 4 trials at the fewest); use k <= 4, or max@6, whose interval takes any k (the best of 6 trials under the posterior)',
    );
    expect(
      (await score({ file: 'c.csv', metrics: ['max@6'], cwd: dir })).metrics[0]?.mu,
    ).toBeGreaterThan(0.5);
  });

  it('a bootstrap metric: paired sigma, reproducible', async () => {
    const dir = tmp();
    // The candidate solves fewer trials on every other question.
    const rows = (worse: boolean) =>
      Object.fromEntries(
        Array.from({ length: 40 }, (_, q) => [
          `q${q}`,
          Array.from({ length: 8 }, (_, t) =>
            (q * 7 + t * 3) % 10 < (worse && q % 2 === 0 ? 2 : 5) ? 1 : 0,
          ),
        ]),
      );
    writeWide(dir, 'b.csv', rows(false));
    writeWide(dir, 'c.csv', rows(true));
    writeFileSync(
      join(dir, 's.yml'),
      'benchmarks:\n  - name: x\n    baseline: b.csv\n    candidate: c.csv\n    metrics: [{metric: pass@4, uncertainty: bootstrap, iterations: 300, seed: 11}]\n',
    );
    const a = await compare({ configFile: 's.yml', cwd: dir, now: NOW });
    const b = await compare({ configFile: 's.yml', cwd: dir, now: NOW });
    expect(a.json).toBe(b.json);
    const c = a.report?.benchmarks[0]?.comparisons[0];
    expect(c?.uncertainty).toBe('bootstrap');
    expect(c?.bootstrap?.iterations).toBe(300);
    expect(c?.deltaSigma).toBe(c?.bootstrap?.delta.sigma);
    // Paired: the shared question-to-question variance cancels in the delta.
    expect(c?.deltaSigma).toBeLessThan(Math.hypot(c?.baseline.sigma ?? 0, c?.candidate.sigma ?? 0));
    expect(c?.z).toBeCloseTo(Math.abs(c?.delta ?? 0) / (c?.deltaSigma ?? 1), 12);
    expect(c?.delta).toBeLessThan(-0.1);
    expect(c?.verdict).toBe('regression');
  });

  it('a prior file R0 enters Bayes@N (T = 1 + C + D + N)', async () => {
    const dir = tmp();
    writeWide(dir, 'b.csv', { q1: [0, 1, 1, 0, 1], q2: [1, 1, 0, 1, 1] });
    writeWide(dir, 'c.csv', { q1: [0, 1, 1, 0, 1], q2: [1, 1, 0, 1, 1] });
    writeWide(dir, 'r0.csv', { q1: [1, 1], q2: [0, 1] });
    writeFileSync(
      join(dir, 's.yml'),
      'benchmarks:\n  - name: x\n    baseline: b.csv\n    candidate: c.csv\n    metrics: [{metric: bayes, R0: r0.csv}]\n',
    );
    const o = await compare({ configFile: 's.yml', cwd: dir, now: NOW });
    const c = o.report?.benchmarks[0]?.comparisons[0];
    // T = 1 + 1 + 2 + 5 = 9: q1 (3 + 2 + 1) / 9, q2 (4 + 1 + 1) / 9 -> mean 6/9.
    expect(c?.baseline.mu).toBeCloseTo(6 / 9, 12);
    expect(c?.delta).toBe(0);
    expect(c?.budget?.kind).toBe('zero-difference');
  });
});

describe('bootstrapMetric', () => {
  const base = countTableFromMatrix(
    Array.from({ length: 25 }, (_, q) =>
      Array.from({ length: 6 }, (_, t) => ((q + t) % 4 === 0 ? 0 : 1)),
    ),
  );
  const cand = countTableFromMatrix(
    Array.from({ length: 25 }, (_, q) =>
      Array.from({ length: 6 }, (_, t) => ((q + 2 * t) % 3 === 0 ? 0 : 1)),
    ),
  );

  it('the per-question fast path equals recomputing the metric on resampled rows', () => {
    const s = spec('pass@2');
    const ctx = { confidence: 0.95 };
    expect(perQuestionValues(base, s, ctx)).toBeDefined();
    const fast = bootstrapMetric(base, cand, s, { baseline: ctx, candidate: ctx });
    const slow = pairedBootstrap(
      25,
      (idx) => metricPoint(idx ? rowsAt(base, idx) : base, s, ctx),
      (idx) => metricPoint(idx ? rowsAt(cand, idx) : cand, s, ctx),
      { iterations: 200, seed: 5 },
    );
    expect(fast.baseline.sigma).toBeCloseTo(slow.baseline.sigma, 12);
    expect(fast.delta.lo).toBeCloseTo(slow.delta.lo, 12);
  });

  it('falls back to recomputation for dataset-level metrics (geom-ds is not a mean)', () => {
    const s = spec('geom-ds@2');
    expect(perQuestionValues(base, s, { confidence: 0.95 })).toBeUndefined();
    const r = bootstrapMetric(base, cand, s, {
      baseline: { confidence: 0.95 },
      candidate: { confidence: 0.95 },
    });
    expect(r.baseline.sigma).toBeGreaterThan(0);
  });
});

describe('score', () => {
  it('computes metrics for one file', async () => {
    const r = await score({
      file: 'fixtures/demo/baseline/rubric-qa.csv',
      metrics: ['bayes', 'avg'],
      weights: [0, 0.5, 1],
      cwd: ROOT,
    });
    expect(r.questions).toBe(60);
    expect(r.maxLabel).toBe(2);
    expect(r.metrics.map((m) => m.metric)).toEqual(['bayes', 'avg']);
    expect(r.metrics[0]?.mu).toBeCloseTo(0.624, 3);
  });
});

describe('TOOL_VERSION', () => {
  it('matches package.json', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(TOOL_VERSION).toBe(pkg.version);
  });
});

describe('trials a run repeats (issue 36, item 2)', () => {
  it('rule z: the intervals widen by the spread of the differences, and the report says so', async () => {
    const dir = tmp();
    // 200 questions, 8 trials that a run repeats (greedy decoding with N > 1): 32 questions go
    // right -> wrong and 28 wrong -> right. The trial model alone calls the -2 points credible
    // (z = 1.77); the spread of the differences says otherwise.
    const rows = (flip: (q: number, right: boolean) => boolean) =>
      Object.fromEntries(
        Array.from({ length: 200 }, (_, q) => {
          const right = flip(q, q % 2 === 0);
          return [`q${q}`, Array<number>(8).fill(right ? 1 : 0)];
        }),
      );
    writeWide(
      dir,
      'b.csv',
      rows((_, r) => r),
    );
    writeWide(
      dir,
      'c.csv',
      rows((q, r) => (q < 64 && r ? false : q >= 100 && q < 156 && !r ? true : r)),
    );
    const o = await compare({
      overrides: { baseline: 'b.csv', candidate: 'c.csv', rule: 'z' },
      cwd: dir,
      now: NOW,
    });
    expect(o.report.verdict).toBe('no-change');
    const c = o.report.benchmarks[0]?.comparisons[0];
    expect(c?.dispersion).toMatchObject({ contradicted: true, trialCorrelation: 1 });
    expect(o.markdown).toContain(
      `> Trials are not independent within a run: on c accuracy the questions' differences spread ${(c?.dispersion?.ratio ?? 0).toFixed(1)}× what the intervals allow, as if a run's trials of a question were correlated at 1.00; the intervals were widened ×${(c?.dispersion?.widened ?? 0).toFixed(2)}. \`rule: paired\` measures that spread itself.`,
    );
  });
});

describe('align: intersect counts what it drops (issue 36, item 6)', () => {
  it('a candidate missing the 60 questions the baseline solved: 60 lost, in the headline and the JSON', async () => {
    const dir = tmp();
    const base = Object.fromEntries(
      Array.from({ length: 200 }, (_, q) => [`q${q}`, [q < 60 ? 1 : q % 2, q < 60 ? 1 : 0]]),
    );
    const cand = Object.fromEntries(
      Object.entries(base).filter(([id]) => Number(id.slice(1)) >= 60),
    );
    writeWide(dir, 'b.csv', base);
    writeWide(dir, 'c.csv', cand);
    const o = await compare({
      overrides: { baseline: 'b.csv', candidate: 'c.csv', align: 'intersect' },
      cwd: dir,
      now: NOW,
    });
    const b = o.report.benchmarks[0];
    expect(b?.candidate.lost).toEqual({
      questions: 60,
      outOf: 200,
      errored: 0,
      neverRan: 0,
      missing: 60,
    });
    expect(b?.baseline.lost.questions).toBe(0);
    expect(o.markdown.split('\n')[0]).toMatch(
      / · ⚠️ candidate lost 60 of 200 questions \(60 missing from its files\)$/,
    );
  });
});
