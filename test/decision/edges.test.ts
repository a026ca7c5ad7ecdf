/**
 * The gate at its edges, each case from issue 26 with hand-computed expectations: unequal trial
 * counts, one question, equal per-question differences at M = 2, no discordant question, and a
 * drop exactly at the margin. The rates behind them are measured by `npm run validate`
 * (docs/statistics.md); these tests pin the cases that used to be wrong.
 */
import { describe, expect, it } from 'vitest';
import {
  buildComparison,
  compareIntervals,
  type ComparisonInput,
  type DecisionSettings,
  type MetricSpec,
} from '../../src/decision/index.js';
import { type CountTable, countTableFromMatrix } from '../../src/metrics/index.js';

const BAYES: MetricSpec = {
  family: 'bayes',
  label: 'bayes',
  gate: true,
  uncertainty: 'posterior',
  iterations: 1000,
  seed: 1,
};
const CTX = { baseline: { confidence: 0.95 }, candidate: { confidence: 0.95 } };
const OVERLAP: DecisionSettings = {
  rule: 'overlap',
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
};
const Z: DecisionSettings = { ...OVERLAP, rule: 'z' };
const PAIRED: DecisionSettings = { ...OVERLAP, rule: 'paired', alpha: 0.01 };

/** A table of 0/1 trials: question q has `successes[q]` of `trials` right. */
function table(successes: readonly number[], trials: number): CountTable {
  return countTableFromMatrix(
    successes.map((c) => Array.from({ length: trials }, (_, t) => (t < c ? 1 : 0))),
    { ids: successes.map((_, q) => `q${q}`) },
  );
}

function input(base: CountTable, cand: CountTable): ComparisonInput {
  return buildComparison(base, cand, BAYES, CTX).input;
}

describe('unequal trial counts: the verdict does not depend on how many trials each side ran', () => {
  // 1,000 questions of an easy benchmark, the same per-question accuracy on both sides: a third
  // solved every time (16/16 and 2/2), a third half the time (8/16 and 1/2), a third never.
  const m = 999;
  const base = table(
    Array.from({ length: m }, (_, q) => [16, 8, 0][q % 3] as number),
    16,
  );
  const cand = table(
    Array.from({ length: m }, (_, q) => [2, 1, 0][q % 3] as number),
    2,
  );

  it('decides on the mean score: Δ is exactly 0, no rule calls a change either way', () => {
    const c = input(base, cand);
    expect(c.scale).toBe('mean-score');
    expect(c.baseline.mu).toBeCloseTo(0.5, 12);
    expect(c.candidate.mu).toBeCloseTo(0.5, 12);
    for (const settings of [OVERLAP, Z, PAIRED]) {
      const r = compareIntervals(c, settings);
      expect(r.delta, settings.rule).toBeCloseTo(0, 12);
      expect(r.change, settings.rule).toBe('no-change');
      expect(r.fails, settings.rule).toBe(false);
    }
  });

  it("Bayes@N's own posterior means differ by the prior's pull alone (what the gate used to compare)", () => {
    // (c + 1) / (N + 2): 17/18, 9/18, 1/18 → 0.5 at N = 16; 3/4, 2/4, 1/4 → 0.5 at N = 2. The
    // pull cancels on this symmetric benchmark; on an easy one (every question 16/16 vs 2/2) it
    // does not: 17/18 = 0.944 vs 3/4 = 0.75, a 19-point "drop" of an unchanged model.
    const easyBase = table(
      Array.from({ length: 100 }, () => 16),
      16,
    );
    const easyCand = table(
      Array.from({ length: 100 }, () => 2),
      2,
    );
    const c = input(easyBase, easyCand);
    expect(c.posterior?.baseline.mu).toBeCloseTo(17 / 18, 12);
    expect(c.posterior?.candidate.mu).toBeCloseTo(3 / 4, 12);
    expect(c.baseline.mu).toBe(1);
    expect(c.candidate.mu).toBe(1);
    for (const settings of [OVERLAP, Z, PAIRED])
      expect(compareIntervals(c, settings).change, settings.rule).toBe('no-change');
  });
});

describe('small benchmarks', () => {
  it('M = 1 under rule paired: "can\'t tell" with the reason, never "no credible change"', () => {
    // 50/50 → 0/50 on one question.
    const c = compareIntervals(input(table([50], 50), table([0], 50)), PAIRED);
    expect(c.delta).toBe(-1);
    expect(c.fails).toBe(false);
    expect(c.limitation).toBe('one-question');
    expect(c.resolution).toBe('undetectable');
    expect(c.detectableDrop).toBeNull();
    // The budget says what would help: more questions (7 at α = 0.01: 2^-7 < 0.01).
    expect(c.budget).toMatchObject({ kind: 'questions', questions: 7 });
  });

  it('M = 2, each question losing 1 of 8 trials: no failure (the exact sign-flip p is 1/4)', () => {
    const c = compareIntervals(input(table([8, 8], 8), table([7, 7], 8)), PAIRED);
    expect(c.delta).toBeCloseTo(-0.125, 15);
    expect(c.pValue).toBe(0.25);
    expect(c.fails).toBe(false);
    expect(c.limitation).toBe('too-few-questions');
    // The test's SE is the sample's, 0 (both differences are -1/8); the posterior floor,
    // sqrt((9/1100 + 16/1100) * 2) / 2 = 0.1066, keeps the interval drawn open: with 1 degree of
    // freedom (t = 31.82) it spans the whole range a difference can take.
    expect(c.paired?.standardError).toBe(0);
    expect(c.rawInterval).toEqual({ lo: -1, hi: 1 });
  });

  it('no discordant question at one trial: "can\'t tell" with a positive detectable drop', () => {
    // Two identical 10-question runs: Δ 0, the interval ±π_hi, π's upper bound for 0 of 10
    // discordant at 0.001: 1 - 0.001^(1/10) = ±49.9 points.
    const same = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1];
    const c = compareIntervals(input(table(same, 1), table(same, 1)), PAIRED);
    expect(c.paired?.test).toBe('mcnemar');
    expect(c.delta).toBe(0);
    expect(c.resolution).toBe('undetectable');
    expect(c.rawInterval.hi).toBeCloseTo(1 - 0.001 ** 0.1, 9);
    expect(c.detectableDrop).toBeGreaterThan(0);
  });

  it('many questions, none discordant: a credibly small change is "no credible change"', () => {
    // 10,000 identical questions: ±(1 - 0.001^(1/10,000)) = ±0.07 points.
    const same = Array.from({ length: 10_000 }, (_, q) => q % 2);
    const c = compareIntervals(input(table(same, 1), table(same, 1)), PAIRED);
    expect(c.resolution).toBe('negligible');
  });
});

describe('the margin is a non-inferiority test', () => {
  it('a drop equal to the margin does not fail (p = ½ at the boundary); a larger one can', () => {
    // 200 questions, half of them losing 4 of 8 trials: Δ = -25 points, with spread.
    const base = table(
      Array.from({ length: 200 }, () => 8),
      8,
    );
    const cand = table(
      Array.from({ length: 200 }, (_, q) => (q % 2 === 0 ? 4 : 8)),
      8,
    );
    const atMargin = compareIntervals(input(base, cand), { ...PAIRED, margin: 0.25 });
    expect(atMargin.delta).toBeCloseTo(-0.25, 12);
    expect(atMargin.marginPValue).toBeCloseTo(0.5, 12);
    expect(atMargin.fails).toBe(false);
    expect(atMargin.withinMargin).toBe(true);
    const below = compareIntervals(input(base, cand), { ...PAIRED, margin: 0.1 });
    expect(below.fails).toBe(true);
  });
});
