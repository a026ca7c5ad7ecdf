import { describe, expect, it } from 'vitest';
import {
  compareIntervals,
  decide,
  detectableDrop,
  holmAdjust,
  isSingleTrialBinary,
  mcnemarTest,
  pairedTTest,
  pairedTest,
  type ComparisonInput,
  type DecisionSettings,
  type Interval,
} from '../../src/decision/index.js';
import { ValidationError } from '../../src/errors.js';

/** log C(n, k), computed independently of the code under test. */
function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}
/** P(X >= k), X ~ Binomial(n, p), by summing the pmf. */
function upperTail(k: number, n: number, p: number): number {
  let s = 0;
  for (let x = k; x <= n; x++)
    s += Math.exp(logChoose(n, x) + x * Math.log(p) + (n - x) * Math.log(1 - p));
  return s;
}

/** The issue's run: 200 questions x 1 trial, 107 vs 70 right, 51 right->wrong, 14 wrong->right. */
function issueScores(): { baseline: Float64Array; candidate: Float64Array } {
  const baseline = new Float64Array(200);
  const candidate = new Float64Array(200);
  // 56 right on both, 51 right->wrong, 14 wrong->right, 79 wrong on both.
  let q = 0;
  for (let i = 0; i < 56; i++, q++) baseline[q] = candidate[q] = 1;
  for (let i = 0; i < 51; i++, q++) baseline[q] = 1;
  for (let i = 0; i < 14; i++, q++) candidate[q] = 1;
  return { baseline, candidate };
}

describe('pairedTTest', () => {
  it('hand-computed: d = [-0.5, 0, -0.25, -0.25]', () => {
    // mean -0.25; squared deviations 0.0625 + 0.0625 + 0 + 0 = 0.125; s^2 = 0.125 / 3;
    // SE = sqrt(0.041667 / 4) = 0.102062; t = -2.44949 with 3 df: P(T <= t) from the closed
    // form of the 3-df CDF, 1/2 + (x / (1 + x^2) + atan x) / pi with x = t / sqrt 3;
    // t_{0.95, 3} = 2.353363: interval -0.25 +- 0.240192.
    const r = pairedTTest([-0.5, 0, -0.25, -0.25], 0.05);
    expect(r.test).toBe('t');
    expect(r.delta).toBeCloseTo(-0.25, 15);
    expect(r.standardError).toBeCloseTo(0.10206207261596575, 12);
    expect(r.df).toBe(3);
    const x = -2.449489742783178 / Math.sqrt(3);
    expect(r.pDrop).toBeCloseTo(0.5 + (x / (1 + x * x) + Math.atan(x)) / Math.PI, 9);
    expect(r.pDrop + r.pRise).toBeCloseTo(1, 12);
    expect(r.lo).toBeCloseTo(-0.25 - 2.353363 * 0.10206207, 5);
    expect(r.hi).toBeCloseTo(-0.25 + 2.353363 * 0.10206207, 5);
    // p < alpha exactly when the (1 - 2 alpha) interval lies below 0.
    expect(r.hi < 0).toBe(r.pDrop < 0.05);
  });

  it('SE 0: exact answers, no NaN', () => {
    const r = pairedTTest([-0.125, -0.125, -0.125], 0.01);
    expect([r.pDrop, r.pRise, r.lo, r.hi]).toEqual([0, 1, -0.125, -0.125]);
    const z = pairedTTest([0, 0], 0.01);
    expect([z.pDrop, z.pRise]).toEqual([0.5, 0.5]);
  });

  it('rejects alpha out of (0, 0.5), fewer than 2 questions, unequal lengths', () => {
    expect(() => pairedTTest([0, 1], 0.5)).toThrow('alpha must be in (0, 0.5); got 0.5.');
    expect(() => pairedTest([1], [0], { alpha: 0.01 })).toThrow(ValidationError);
    expect(() => pairedTest([1, 0], [0], { alpha: 0.01 })).toThrow(/got 2 and 1/);
  });
});

describe('McNemar, exact (one 0/1 trial per question)', () => {
  it("the issue's run: 51 right->wrong, 14 wrong->right of 200: p = 2.24e-6 one-sided", () => {
    const r = mcnemarTest(51, 14, 200, 0.01);
    expect(r.test).toBe('mcnemar');
    expect(r.discordant).toEqual({ down: 51, up: 14 });
    expect(r.delta).toBeCloseTo(-37 / 200, 15);
    expect(r.pDrop).toBeCloseTo(upperTail(51, 65, 0.5), 15);
    expect(r.pDrop).toBeCloseTo(2.2376e-6, 9);
    // Two-sided, as the issue quotes it: about 5e-6.
    expect(2 * r.pDrop).toBeCloseTo(4.475e-6, 8);
    expect(r.pRise).toBeCloseTo(upperTail(14, 65, 0.5), 12);
    // Clopper-Pearson: at the interval's ends the binomial tails equal alpha.
    const piHi = (1 - (r.lo * 200) / 65) / 2;
    const piLo = (1 - (r.hi * 200) / 65) / 2;
    expect(1 - upperTail(52, 65, piHi)).toBeCloseTo(0.01, 9); // P(X <= 51 | piHi) = alpha
    expect(upperTail(51, 65, piLo)).toBeCloseTo(0.01, 9); // P(X >= 51 | piLo) = alpha
    expect(r.hi).toBeLessThan(0);
  });

  it('no discordant question: no evidence either way', () => {
    const r = mcnemarTest(0, 0, 50, 0.01);
    expect([r.delta, r.pDrop, r.pRise, r.lo, r.hi]).toEqual([0, 0.5, 0.5, 0, 0]);
  });

  it('pairedTest picks McNemar only for one 0/1 trial per question on both sides', () => {
    const { baseline, candidate } = issueScores();
    const ones = {
      baseline: new Float64Array(200).fill(1),
      candidate: new Float64Array(200).fill(1),
    };
    expect(isSingleTrialBinary(baseline, candidate, ones)).toBe(true);
    const twos = { baseline: ones.baseline, candidate: new Float64Array(200).fill(2) };
    expect(isSingleTrialBinary(baseline, candidate, twos)).toBe(false);
    expect(isSingleTrialBinary([0.5, 1], [1, 1], { baseline: [1, 1], candidate: [1, 1] })).toBe(
      false,
    );
    const exact = pairedTest(baseline, candidate, { alpha: 0.01, singleTrialBinary: true });
    expect(exact.test).toBe('mcnemar');
    const t = pairedTest(baseline, candidate, { alpha: 0.01 });
    expect(t.test).toBe('t');
    expect(t.delta).toBeCloseTo(exact.delta, 15);
  });
});

describe('holmAdjust', () => {
  it('hand-computed, in the original order', () => {
    // Sorted 0.01, 0.03, 0.04: 3 x 0.01 = 0.03; 2 x 0.03 = 0.06; max(0.06, 1 x 0.04) = 0.06.
    const a = holmAdjust([0.01, 0.04, 0.03]);
    expect(a[0]).toBeCloseTo(0.03, 15);
    expect(a[1]).toBeCloseTo(0.06, 15);
    expect(a[2]).toBeCloseTo(0.06, 15);
    expect(holmAdjust([0.6, 0.2])).toEqual([0.6, 0.4]);
    expect(holmAdjust([])).toEqual([]);
  });
});

describe('detectableDrop', () => {
  it('(c + z_0.8) SE, with the t quantile when df is given', () => {
    expect(detectableDrop({ critical: 2.326, se: 0.02 })).toBeCloseTo((2.326 + 0.841621) * 0.02, 6);
    // t_{0.8, 4} = 0.940965.
    expect(detectableDrop({ critical: 3.747, se: 0.1, df: 4 })).toBeCloseTo(
      (3.747 + 0.940965) * 0.1,
      6,
    );
  });
});

const paired: DecisionSettings = {
  rule: 'paired',
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
  alpha: 0.01,
};
const overlap: DecisionSettings = { ...paired, rule: 'overlap' };

/** Bayes@N (uniform prior) of one 0/1 trial per question: mean of (c + 1) / 3, its sigma. */
function bayesOfSingle(scores: ArrayLike<number>): Interval {
  const m = scores.length;
  let mu = 0;
  let v = 0;
  for (let q = 0; q < m; q++) {
    const a = (scores[q] as number) + 1;
    const b = 2 - (scores[q] as number);
    mu += a / 3;
    v += (a * b) / (9 * 4);
  }
  mu /= m;
  const sigma = Math.sqrt(v) / m;
  return { mu, sigma, lo: mu - 1.959964 * sigma, hi: mu + 1.959964 * sigma };
}

function issueInput(): ComparisonInput {
  const { baseline, candidate } = issueScores();
  return {
    metric: 'bayes',
    baseline: bayesOfSingle(baseline),
    candidate: bayesOfSingle(candidate),
    gate: true,
    sizes: {
      baseline: { trials: 1, effectiveTrials: 3 },
      candidate: { trials: 1, effectiveTrials: 3 },
    },
    rawPerMetric: 3,
    paired: { baseline, candidate, singleTrialBinary: true, noiseVariance: 0.5 },
  };
}

describe('rule paired in compareIntervals and decide', () => {
  it("the issue's run: overlap can't tell, paired calls the regression", () => {
    const byOverlap = compareIntervals(issueInput(), overlap);
    expect(byOverlap.verdict).toBe('no-change');
    expect(byOverlap.resolution).toBe('undetectable');
    // The raw Δ is avg's: 0.35 - 0.535 = -0.185; Bayes@N's own is a third of it.
    expect(byOverlap.rawDelta).toBeCloseTo(-0.185, 12);
    expect(byOverlap.delta).toBeCloseTo(-0.185 / 3, 12);
    const byPaired = compareIntervals(issueInput(), paired);
    expect(byPaired.verdict).toBe('regression');
    expect(byPaired.fails).toBe(true);
    expect(byPaired.paired?.test).toBe('mcnemar');
    expect(byPaired.pValue).toBeCloseTo(2.2376e-6, 9);
    expect(byPaired.rawInterval.hi).toBeLessThan(0);
    // What each rule can see: the overlap rule needs a far larger drop than the paired test.
    expect(byOverlap.detectableDrop).toBeGreaterThan(2 * (byOverlap.pairedDetectableDrop ?? 0));
    expect(byPaired.detectableDrop).toBe(byPaired.pairedDetectableDrop);
  });

  it('the margin applies to the raw Δ', () => {
    expect(compareIntervals(issueInput(), { ...paired, margin: 0.19 }).verdict).toBe('no-change');
    const c = compareIntervals(issueInput(), { ...paired, margin: 0.18 });
    expect(c.verdict).toBe('regression');
  });

  it('a metric without per-question scores: paired does not apply, never fails', () => {
    const input: ComparisonInput = { ...issueInput(), paired: undefined };
    const c = compareIntervals(input, paired);
    expect(c.pairedNotApplicable).toBe(true);
    expect(c.fails).toBe(false);
    expect(c.pValue).toBeNull();
  });

  it('negligible vs undetectable: a tight interval within 1 point is no credible change', () => {
    const tight = { mu: 0.5, sigma: 0.001, lo: 0.498, hi: 0.502 };
    const c = compareIntervals(
      { metric: 'avg', baseline: tight, candidate: { ...tight, mu: 0.501 }, gate: true },
      overlap,
    );
    expect(c.resolution).toBe('negligible');
    expect(c.budget?.kind).toBe('negligible');
    const wide = { mu: 0.5, sigma: 0.05, lo: 0.4, hi: 0.6 };
    const w = compareIntervals(
      { metric: 'avg', baseline: wide, candidate: { ...wide, mu: 0.501 }, gate: true },
      overlap,
    );
    expect(w.resolution).toBe('undetectable');
  });

  it("Holm over K comparisons: each is tested at a stricter level; the run's bound is alpha", () => {
    // Three benchmarks, the same modest drop: d alternates -0.05 / +0.03 (mean -0.01,
    // t = -2.49 with 99 df: one-sided p about 0.007 each).
    const m = 100;
    const base = new Float64Array(m).fill(0.5);
    const cand = new Float64Array(m);
    for (let q = 0; q < m; q++) cand[q] = 0.5 + (q % 2 === 0 ? -0.05 : 0.03);
    const input: ComparisonInput = {
      metric: 'avg',
      baseline: { mu: 0.5, sigma: 0.01, lo: 0.48, hi: 0.52 },
      candidate: { mu: 0.485, sigma: 0.01, lo: 0.465, hi: 0.505 },
      gate: true,
      paired: { baseline: base, candidate: cand, singleTrialBinary: false, noiseVariance: 0 },
    };
    const one = compareIntervals(input, paired);
    expect(one.pValue).toBeGreaterThan(0.01 / 3);
    expect(one.pValue).toBeLessThan(0.01);
    const benchmarks = ['a', 'b', 'c'].map((name) => ({ name, comparisons: [input] }));
    const none = decide(benchmarks, paired);
    expect(none.verdict).toBe('regression');
    expect(none.gatedComparisons).toBe(3);
    expect(none.falseAlarmBound).toBeCloseTo(0.03, 15);
    const holm = decide(benchmarks, { ...paired, multipleComparisons: 'holm' });
    expect(holm.verdict).toBe('no-change');
    expect(holm.falseAlarmBound).toBe(0.01);
    const c = holm.benchmarks[0]?.comparisons[0];
    expect(c?.adjustedPValue).toBeCloseTo(3 * (one.pValue ?? 0), 12);
    // A stricter level means a larger detectable drop.
    expect(c?.detectableDrop).toBeGreaterThan(one.detectableDrop ?? Infinity);
    // Overlap has no stated bound (it is measured: docs/statistics.md).
    expect(decide(benchmarks, overlap).falseAlarmBound).toBeNull();
  });

  it('rule paired with the trial budget: trials when noise dominates, questions when spread does', () => {
    const m = 200;
    const base = new Float64Array(m).fill(0.5);
    const cand = new Float64Array(m);
    for (let q = 0; q < m; q++) cand[q] = 0.5 + (q % 2 === 0 ? -0.1 : 0.09);
    const sizes = {
      baseline: { trials: 4, effectiveTrials: 6 },
      candidate: { trials: 4, effectiveTrials: 6 },
    };
    const input = (noiseVariance: number): ComparisonInput => ({
      metric: 'avg',
      baseline: { mu: 0.5, sigma: 0.01, lo: 0.48, hi: 0.52 },
      candidate: { mu: 0.495, sigma: 0.01, lo: 0.475, hi: 0.515 },
      gate: true,
      sizes,
      paired: { baseline: base, candidate: cand, singleTrialBinary: false, noiseVariance },
    });
    // Var(d) = 0.009525 (M - 1 denominator: 0.0095 * 200 / 199 ... ) is all trial noise at N = 4
    // when nu = 4 Var(d): more trials shrink it, and some number of trials suffices.
    const noisy = compareIntervals(input(0.038), paired);
    expect(noisy.verdict).toBe('no-change');
    expect(noisy.budget?.kind).toBe('estimate');
    // No trial noise at all: only more questions would help.
    const spread = compareIntervals(input(0), paired);
    expect(spread.budget?.kind).toBe('questions');
    // (t_0.99 + t_0.8)^2 Var(d) / Δ^2 questions, Δ = -0.005, Var(d) = sample variance of d.
    const d = Array.from(cand, (c, q) => c - (base[q] as number));
    const mean = d.reduce((s, x) => s + x, 0) / m;
    const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / (m - 1);
    const c = 2.3451 + 0.8434; // t quantiles with 199 df
    expect(spread.budget?.questions).toBeCloseTo(Math.ceil((c / 0.005) ** 2 * variance), -2);
  });
});
