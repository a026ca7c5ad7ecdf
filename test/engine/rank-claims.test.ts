/**
 * Issue 33: every claim of a leaderboard holds. Each case is reproduced with small generated files
 * and run through the engine (`rank`) as the CLI and the action run it:
 * - pair claims corrected for many models (Holm by default), with their error rate stated;
 * - identical models with different trial counts are not ordered;
 * - the headline, the groups and the verdict come from the same decisions, the rule text is the
 *   rule used, and the ordered pairs are named at any K;
 * - rank and compare give the same trial advice for the same pair.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../../src/decision/prng.js';
import { compare, rank, type RankRequest } from '../../src/engine/index.js';
import { PER_COMPARISON_UNITS, metricWork } from '../../src/engine/work.js';
import { ConfigError } from '../../src/errors.js';
import { countTableFromMatrix } from '../../src/metrics/index.js';
import { parseMetricEntry } from '../../src/config/index.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');

/** A wide CSV: one row per question, `counts[q]` ones then zeros, `n` trials. */
function writeCounts(dir: string, file: string, counts: readonly number[], n: number): string {
  const header = ['question_id', ...Array.from({ length: n }, (_, t) => `t${t + 1}`)].join(',');
  const lines = counts.map((c, q) =>
    [
      `q${String(q + 1).padStart(3, '0')}`,
      ...Array.from({ length: n }, (_, t) => (t < c ? 1 : 0)),
    ].join(','),
  );
  writeFileSync(join(dir, file), `${[header, ...lines].join('\n')}\n`);
  return file;
}

/**
 * M = 200 questions x 4 trials with mean score `mean` (a multiple of 1/800): every question 2 or
 * 3 of 4 right, the 3s first. Its mean-score σ is about 0.020 (Bayes@N's posterior σ x T / N).
 */
function twoOrThree(mean: number): number[] {
  const threes = Math.round(mean * 800) - 400;
  return Array.from({ length: 200 }, (_, q) => (q < threes ? 3 : 2));
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'scorio-rank-claims-'));
}

const named = (name: string) => ({ name, paths: [`${name}.csv`] });

function request(dir: string, names: readonly string[], extra: Partial<RankRequest> = {}) {
  return { models: names.map(named), cwd: dir, now: NOW, ...extra };
}

/** Binomial(n, p) from uniforms of the seeded stream (n is small). */
function binomial(next: () => number, n: number, p: number): number {
  let x = 0;
  for (let t = 0; t < n; t++) if (next() < p) x++;
  return x;
}

describe('pair claims are corrected for many models (issue 33, item 1)', () => {
  /** 20 models with the SAME per-question success probabilities, 200 questions x 4 trials. */
  function twentyIdentical(): { dir: string; names: string[] } {
    const dir = tempDir();
    const rng = createPrng(33);
    const next = () => (rng.nextUint32() + 0.5) / 4294967296;
    const p = Array.from({ length: 200 }, () => next());
    const names = Array.from({ length: 20 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    for (const name of names)
      writeCounts(
        dir,
        `${name}.csv`,
        p.map((pq) => binomial(next, 4, pq)),
        4,
      );
    return { dir, names };
  }

  it('20 identical models, rule z: unadjusted pairs are falsely ordered; Holm (the default) orders none', async () => {
    const { dir, names } = twentyIdentical();
    const [baseline, ...candidates] = names;
    const base = {
      ...request(dir, candidates),
      baseline: named(baseline as string),
      rule: 'z' as const,
    };
    // Each pair at ρ ≥ 0.95 on its own: with 190 pairs some are ordered although all 20 models
    // are the same, and the verdict claims an improvement.
    const none = await rank({ ...base, multipleComparisons: 'none' });
    const board = none.boards[0];
    expect(board?.orderedWithinGroups.length ?? 0).toBeGreaterThan(0);
    expect(board?.claims).toMatchObject({ adjustment: 'none', pairs: 190 });
    expect(none.markdown).toContain(
      'false orders: ≤ 10% per pair, 190 pairs, not adjusted (multiple-comparisons: none)',
    );
    // The default: Holm over the 190 pairs, the family's false orders at most 2 (1 − 0.95).
    const holm = await rank(base);
    expect(holm.boards[0]?.claims).toMatchObject({ adjustment: 'holm', pairs: 190 });
    expect(holm.boards[0]?.resolved.flat().some((r) => r === true)).toBe(false);
    expect(holm.verdict).toBe('no-change');
    expect(holm.markdown.split('\n')[0]).toMatch(/^➖ \*\*No credible improvement/);
    expect(holm.markdown).toContain('false orders: ≤ 10% for all 190 pairs together (Holm)');
    expect(holm.markdown).toContain(
      '### 🏆 Leaderboard: no credible order: all 20 models share one group',
    );
    expect(JSON.parse(holm.json).settings.multipleComparisons).toBe('holm');
  });

  it('rule paired: a pair ordered on its own is not ordered among 15 pairs, and the flag is honoured', async () => {
    const dir = tempDir();
    // a and b differ on 40 of 200 questions by one trial of 4: b loses 28 and gains 12 (Δ = 2
    // points; t = -2.565 with 199 df, p = 0.0055): below 0.01 on its own; c..f are far below.
    // Holm: the 8 pairs with c..f go first, then a-b is tested at 0.01 / 7.
    const a = Array.from({ length: 200 }, (_, q) => (q < 100 ? 3 : 2));
    const b = a.map((c, q) => (q < 28 ? c - 1 : q >= 100 && q < 112 ? c + 1 : c));
    writeCounts(dir, 'a.csv', a, 4);
    writeCounts(dir, 'b.csv', b, 4);
    for (const name of ['c', 'd', 'e', 'f'])
      writeCounts(
        dir,
        `${name}.csv`,
        a.map(() => 1),
        4,
      );
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const none = await rank({
      ...request(dir, names),
      rule: 'paired',
      multipleComparisons: 'none',
    });
    const holm = await rank({ ...request(dir, names), rule: 'paired' });
    const p = none.boards[0]?.models[0]?.next?.pValue ?? NaN;
    expect(p).toBeLessThan(0.01);
    expect(7 * p).toBeGreaterThan(0.01);
    expect(none.leader).toBe('a');
    expect(holm.leader).toBeNull();
    expect(holm.boards[0]?.models[0]?.next?.adjustedPValue).toBeCloseTo(7 * p, 12);
    expect(holm.topGroup).toEqual(['a', 'b']);
  });

  it('holm under rule overlap is not ignored silently: a warning, and the report says per pair', async () => {
    const dir = tempDir();
    for (const [name, mean] of [
      ['x', 0.62],
      ['y', 0.58],
      ['z', 0.54],
    ] as const)
      writeCounts(dir, `${name}.csv`, twoOrThree(mean), 4);
    const o = await rank({ ...request(dir, ['x', 'y', 'z']), multipleComparisons: 'holm' });
    expect(o.warnings).toContain(
      '--multiple-comparisons: holm adjusts the p-values of rules z and paired; rule overlap has none and decides each pair on its own (the leaderboard states its rate per pair). For a family-wise level, rank with rule z or paired.',
    );
    expect(o.boards[0]?.claims.adjustmentNotApplicable).toBe(true);
    expect(o.markdown).toContain('per pair, 3 pairs, not adjusted (rule overlap has no p-value)');
    // Not asked for: no warning (the default, holm, applies to rules z and paired only).
    expect((await rank(request(dir, ['x', 'y', 'z']))).warnings).toEqual([]);
  });
});

describe('identical models with different trial counts are not ordered (issue 33, item 2)', () => {
  it('six identical models, three at 16 trials and three at 2, on an easy benchmark: one group, every rule', async () => {
    const dir = tempDir();
    // Per-question accuracy 1 on 150 questions, 1/2 on 40, 0 on 10 (mean 0.85) for all six.
    // Bayes@N's posterior means differ by the prior's pull: 0.811 at 16 trials, 0.675 at 2.
    const accuracy = [...Array(150).fill(1), ...Array(40).fill(0.5), ...Array(10).fill(0)];
    const names: string[] = [];
    for (const [n, tag] of [
      [16, 'long'],
      [2, 'short'],
    ] as const)
      for (let i = 1; i <= 3; i++) {
        names.push(`${tag}-${i}`);
        writeCounts(
          dir,
          `${tag}-${i}.csv`,
          accuracy.map((a) => a * n),
          n,
        );
      }
    for (const rule of ['overlap', 'z', 'paired'] as const)
      for (const multipleComparisons of ['none', 'holm']) {
        const o = await rank({ ...request(dir, names), rule, multipleComparisons });
        const board = o.boards[0];
        expect(board?.scale).toBe('mean-score');
        expect(board?.models.map((m) => m.interval.mu)).toEqual(Array(6).fill(0.85));
        expect(board?.models.map((m) => m.rank)).toEqual([1, 1, 1, 1, 1, 1]);
        expect(board?.groups).toHaveLength(1);
        expect(board?.resolved.flat().some((r) => r === true)).toBe(false);
        expect(o.leader).toBeNull();
        expect(o.markdown.split('\n')[0]).toBe(
          '### 🏆 Leaderboard: no credible order: all 6 models share one group',
        );
      }
  });
});

describe('one set of decisions for the headline, the table and the verdict (issue 33, item 3)', () => {
  /** Three models 4 points apart (σ ≈ 0.020): z of neighbours 1.41, of the ends 2.82. */
  function threeApart(): string {
    const dir = tempDir();
    writeCounts(dir, 'top.csv', twoOrThree(0.62), 4);
    writeCounts(dir, 'mid.csv', twoOrThree(0.58), 4);
    writeCounts(dir, 'low.csv', twoOrThree(0.54), 4);
    return dir;
  }

  it('a chain: the headline never says "no credible order" when a pair is ordered, and names it', async () => {
    const dir = threeApart();
    const o = await rank({ ...request(dir, ['top', 'mid']), baseline: named('low'), rule: 'z' });
    const board = o.boards[0];
    expect(board?.groups.map((g) => g.models)).toEqual([['top', 'mid', 'low']]);
    expect(board?.orderedWithinGroups).toEqual([['top', 'low']]);
    // The verdict and the headline come from the same decision (top above low).
    expect(o.verdict).toBe('improvement');
    const lines = o.markdown.split('\n');
    expect(lines[0]).toMatch(
      /^✅ \*\*Credible improvement over the baseline low\*\* on bayes: credibly above it: top; not credibly different: mid\. <sub>false orders: ≤ 10% for all 3 pairs together \(Holm\)\.<\/sub>$/,
    );
    expect(lines[2]).toBe(
      '### 🏆 Leaderboard: no credible winner: all 3 models share one group; 1 pair in it is credibly ordered (named below)',
    );
    expect(o.markdown).not.toContain('models in one group are not credibly ordered');
    expect(o.markdown).toContain('inside a group, only the pairs named below are credibly ordered');
    expect(o.markdown).toContain('credibly ordered (**top** above **low**)');
  });

  it('rule paired on a metric without per-question scores: an error naming --rule', async () => {
    const dir = threeApart();
    const error = await rank({
      ...request(dir, ['top', 'mid', 'low']),
      rule: 'paired',
      metrics: ['max@8'],
    }).catch((e: unknown) => e);
    // max@8 at 4 trials per question has a posterior and no per-question estimate.
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      '--rule: paired does not apply to max@8 (the metric has no per-question score); rank it with rule overlap or z',
    );
  });

  it('rule paired ranks a blend of two means on its linearized per-question scores', async () => {
    const dir = threeApart();
    const o = await rank({
      ...request(dir, ['top', 'mid', 'low']),
      rule: 'paired',
      metrics: ['geom-ds@2'],
    });
    expect(o.boards[0]?.models.map((m) => m.name)).toEqual(['top', 'mid', 'low']);
  });

  it('rule paired: the header states the paired test, never the z rule', async () => {
    const dir = threeApart();
    const o = await rank({ ...request(dir, ['top', 'mid', 'low']), rule: 'paired' });
    expect(o.markdown).not.toContain('ρ ≥');
    expect(o.markdown).toContain(
      'rule: paired test on the per-question scores (t, or McNemar at one 0/1 trial): one-sided p, Holm-adjusted over the 3 pairs, below α = 0.010',
    );
    expect(o.markdown).toContain('| rank | group | model | μ [lo, hi] | Holm p vs next |');
  });

  it('above 12 models (no matrix) the ordered pairs are named in a list', async () => {
    const dir = tempDir();
    const names = Array.from({ length: 14 }, (_, i) => `c${String(i).padStart(2, '0')}`);
    names.forEach((name, i) => writeCounts(dir, `${name}.csv`, twoOrThree(0.62 - 0.02 * i), 4));
    const o = await rank({ ...request(dir, names), rule: 'z' });
    const board = o.boards[0];
    expect(board?.groups).toHaveLength(1);
    const ordered = board?.orderedWithinGroups ?? [];
    expect(ordered.length).toBeGreaterThan(0);
    expect(o.markdown).not.toContain('<summary>');
    expect(o.markdown.split('\n')[0]).toBe(
      `### 🏆 Leaderboard: no credible winner: all 14 models share one group; ${ordered.length} pairs in it are credibly ordered (named below)`,
    );
    for (const [u, l] of ordered.slice(0, 20))
      expect(o.markdown).toContain(`**${u}** above **${l}**`);
  });
});

describe('rank and compare give the same trial advice for the same pair (issue 33, item 4)', () => {
  it('the work budget counts each model K times (its own interval and one per pair)', async () => {
    const dir = tempDir();
    const counts = twoOrThree(0.6);
    for (const name of ['a', 'b', 'c']) writeCounts(dir, `${name}.csv`, counts, 4);
    const table = countTableFromMatrix(counts.map((c) => [0, 1, 2, 3].map((t) => (t < c ? 1 : 0))));
    const spec = parseMetricEntry('bayes', []).spec;
    if (!spec) throw new Error('no bayes spec');
    // 3 models, each computed 3 times: 9 tables' worth of work, and the leaderboard's one
    // comparison's own cost (work.ts).
    const total = metricWork(spec, new Array(9).fill(table)) + PER_COMPARISON_UNITS;
    const at = (workBudget: number) =>
      rank({ ...request(dir, ['a', 'b', 'c']), policy: { workBudget } });
    await expect(at(total)).resolves.toBeDefined();
    await expect(at(total - 1)).rejects.toBeInstanceOf(ConfigError);
  });

  it("greedy runs (every question's trials agree): no trial advice, as compare", async () => {
    const dir = tempDir();
    // 4 identical trials per question: 120 of 200 right vs 116 of 200 right.
    const better = Array.from({ length: 200 }, (_, q) => (q < 120 ? 4 : 0));
    const worse = better.map((c, q) => (q < 4 ? 0 : c));
    writeCounts(dir, 'better.csv', better, 4);
    writeCounts(dir, 'worse.csv', worse, 4);
    const pair = (await rank(request(dir, ['better', 'worse']))).boards[0]?.models[0]?.next;
    expect(pair?.resolved).toBe(false);
    expect(pair?.budget?.kind).toBe('deterministic');
  });

  it('one unresolved pair at 4 trials per question, every rule', async () => {
    const dir = tempDir();
    // 200 questions x 4 trials, 0.60 vs 0.585: 22 questions lose a trial, 10 gain one.
    const better = twoOrThree(0.6);
    const worse = better.map((c, q) => (q >= 64 && q < 86 ? c - 1 : q >= 86 && q < 96 ? c + 1 : c));
    writeCounts(dir, 'better.csv', better, 4);
    writeCounts(dir, 'worse.csv', worse, 4);
    for (const rule of ['overlap', 'z', 'paired'] as const) {
      const ranked = await rank({ ...request(dir, ['better', 'worse']), rule });
      const pair = ranked.boards[0]?.models[0]?.next;
      expect(pair?.resolved).toBe(false);
      const compared = await compare({
        overrides: { baseline: 'better.csv', candidate: 'worse.csv', rule },
        cwd: dir,
        now: NOW,
      });
      const c = compared.report?.benchmarks[0]?.comparisons[0];
      expect(c?.budget?.kind).toBe('estimate');
      expect(pair?.budget).toEqual(c?.budget);
    }
  });
});
