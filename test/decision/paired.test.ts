import { describe, expect, it } from 'vitest';
import {
  buildComparison,
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
  type MetricSpec,
} from '../../src/decision/index.js';
import { countTableFromMatrix } from '../../src/metrics/index.js';
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
  it('hand-computed: d = [-0.5, 0, -0.25, -0.25], capped by the exact sign-flip test', () => {
    // mean -0.25; squared deviations 0.0625 + 0.0625 + 0 + 0 = 0.125; s^2 = 0.125 / 3;
    // SE = sqrt(0.041667 / 4) = 0.102062; t = -2.44949 with 3 df: P(T <= t) from the closed
    // form of the 3-df CDF, 1/2 + (x / (1 + x^2) + atan x) / pi with x = t / sqrt 3 (0.0459);
    // t_{0.95, 3} = 2.353363: interval -0.25 +- 0.240192.
    // Sign-flip over the 3 questions that differ: the 8 sums of +-0.5 +-0.25 +-0.25; one of them
    // reaches -1.0, the observed sum: p = 1/8 = 0.125 > 0.0459, so 0.125. The test does not call
    // the drop at 0.05, so the interval's upper end is not left below 0: t's -0.0098 becomes 0.
    const r = pairedTTest([-0.5, 0, -0.25, -0.25], 0.05);
    expect(r.test).toBe('t');
    expect(r.signFlip).toBe(true);
    expect(r.minP).toBe(1 / 16);
    expect(r.delta).toBeCloseTo(-0.25, 15);
    expect(r.standardError).toBeCloseTo(0.10206207261596575, 12);
    expect(r.df).toBe(3);
    expect(r.pDrop).toBe(0.125);
    expect(r.pRise).toBe(1);
    expect(r.pBeyondMargin).toBe(0.125);
    expect(r.lo).toBeCloseTo(-0.25 - 2.353363 * 0.10206207, 5);
    expect(r.hi).toBe(0);
  });

  it('beyond 16 questions that differ, Student t alone: p from the t distribution', () => {
    // 17 questions, all differing (-0.5, then -0.25 and +0.25 alternating): t alone decides.
    const d = [-0.5, ...Array.from({ length: 16 }, (_, q) => (q % 2 === 0 ? -0.25 : 0.25))];
    const r = pairedTTest(d, 0.05);
    expect(r.signFlip).toBe(false);
    expect(r.minP).toBe(0);
    const mean = -0.5 / 17;
    const ss = d.reduce((s, x) => s + (x - mean) ** 2, 0);
    expect(r.standardError).toBeCloseTo(Math.sqrt(ss / 16 / 17), 12);
    expect(r.pDrop + r.pRise).toBeCloseTo(1, 12);
    expect(r.hi < 0).toBe(r.pDrop < 0.05);
  });

  it('200 questions of which 6 differ: the exact sign-flip test over the 6 decides, not t', () => {
    // Six questions each lose a quarter of their trials, 194 are unchanged. t: mean -0.0075,
    // s^2 = (6 * 0.0625 - 200 * 0.0075^2) / 199, SE = 0.003023, t = -2.481 with 199 df (p 0.007,
    // below 0.01); the sign-flip p is 2^-6 = 0.015625: no failure at 0.01.
    const d = [...Array<number>(6).fill(-0.25), ...Array<number>(194).fill(0)];
    const r = pairedTTest(d, 0.01);
    expect(r.signFlip).toBe(true);
    expect(r.standardError).toBeCloseTo(
      Math.sqrt((6 * 0.0625 - 200 * 0.0075 ** 2) / 199 / 200),
      12,
    );
    expect(r.pDrop).toBe(1 / 64);
    expect(r.minP).toBe(0);
    expect(r.hi).toBe(0);
    // One more question that lost a quarter: 2^-7 < 0.01, and t agrees.
    const seven = pairedTTest(
      [...Array<number>(7).fill(-0.25), ...Array<number>(193).fill(0)],
      0.01,
    );
    expect(seven.pDrop).toBeLessThan(0.01);
    expect(seven.hi).toBeLessThan(0);
  });

  it('SE 0: the sign-flip test keeps p >= 2^-K; the posterior floor widens only the interval', () => {
    // Three questions each losing 1 of 8 trials: t alone would say p = 0; the sign-flip test
    // says 1/8 (only the all-negative pattern reaches the observed sum). Not called at 0.01: the
    // interval reaches 0.
    const r = pairedTTest([-0.125, -0.125, -0.125], 0.01);
    expect([r.pDrop, r.pRise, r.lo, r.hi]).toEqual([0.125, 1, -0.125, 0]);
    // The floor Var(Δ) >= 0.01 widens the interval drawn (SE 0.1, 2 df: t_{0.99, 2} = 6.9646),
    // not the test: its SE stays 0 and its p the sign-flip's.
    const f = pairedTTest([-0.125, -0.125, -0.125], 0.01, { floorVariance: 0.01 });
    expect(f.standardError).toBe(0);
    expect(f.pDrop).toBe(0.125);
    expect(f.lo).toBeCloseTo(-0.125 - 6.964556734 * 0.1, 8);
    expect(f.hi).toBeCloseTo(-0.125 + 6.964556734 * 0.1, 8);
    const z = pairedTTest([0, 0], 0.01);
    expect([z.pDrop, z.pRise]).toEqual([1, 1]);
  });

  it('a margin shifts the test of a drop: H0 is a drop no larger than the margin', () => {
    const d = Array.from({ length: 40 }, (_, q) => (q % 2 === 0 ? -0.1 : 0));
    const r = pairedTTest(d, 0.01, { margin: 0.05 });
    // mean -0.05: exactly the margin, so the shifted t is 0 and p = 1/2.
    expect(r.pBeyondMargin).toBeCloseTo(0.5, 12);
    expect(r.pDrop).toBeLessThan(0.01);
  });

  it('rejects alpha out of (0, 0.5), no questions, unequal lengths; one question is no test', () => {
    expect(() => pairedTest([0, 1], [0, 1], { alpha: 0.5 })).toThrow(
      'alpha must be in (0, 0.5); got 0.5.',
    );
    expect(() => pairedTest([], [], { alpha: 0.01 })).toThrow(ValidationError);
    expect(() => pairedTest([1, 0], [0], { alpha: 0.01 })).toThrow(/got 2 and 1/);
    const one = pairedTest([1], [0], { alpha: 0.01 });
    expect(one).toMatchObject({ test: 'none', delta: -1, lo: -1, hi: 1, pDrop: 1, minP: 1 });
  });
});

describe('McNemar (one 0/1 trial per question): the exact test and the interval it inverts', () => {
  /** P(X <= x), X ~ Binomial(n, p), by summing the pmf (independent of the code under test). */
  const lowerTail = (x: number, n: number, p: number) => 1 - upperTail(x + 1, n, p);
  /** The p in (0, 1) where the decreasing f(p) equals target: bisection. */
  function solve(f: (p: number) => number, target: number): number {
    let lo = 0;
    let hi = 1;
    for (let it = 0; it < 100; it++) {
      const mid = (lo + hi) / 2;
      if (f(mid) > target) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  }
  /** Clopper-Pearson bounds of x of n, each at one-sided level a. */
  const cp = (x: number, n: number, a: number) => ({
    lo: x === 0 ? 0 : solve((p) => -upperTail(x, n, p), -a),
    hi: x === n ? 1 : solve((p) => lowerTail(x, n, p), a),
  });

  it("the issue's run: 51 right->wrong, 14 wrong->right of 200", () => {
    const r = mcnemarTest(51, 14, 200, 0.01);
    expect(r.test).toBe('mcnemar');
    expect(r.discordant).toEqual({ down: 51, up: 14 });
    expect(r.delta).toBeCloseTo(-37 / 200, 15);
    // Exact: P(X >= 51), X ~ Binomial(65, 1/2): 2.2376e-6 (two-sided, as the issue quotes it,
    // about 4.5e-6).
    expect(r.pDrop).toBeCloseTo(upperTail(51, 65, 0.5), 15);
    expect(r.pDrop).toBeCloseTo(2.2376e-6, 9);
    expect(r.pRise).toBeCloseTo(upperTail(14, 65, 0.5), 12);
    // theta = share of the 65 that went up: its 98% Clopper-Pearson bounds; pi = 65 / 200 at
    // one-sided 0.001 each way. Both ends below 1/2: lo = (2 theta_lo - 1) pi_hi (furthest from
    // 0), hi = (2 theta_hi - 1) pi_lo (nearest).
    const theta = cp(14, 65, 0.01);
    const pi = cp(65, 200, 0.001);
    expect(r.lo).toBeCloseTo((2 * theta.lo - 1) * pi.hi, 8);
    expect(r.hi).toBeCloseTo((2 * theta.hi - 1) * pi.lo, 8);
    expect(r.lo).toBeLessThan(r.delta);
    expect(r.hi).toBeGreaterThan(r.delta);
    expect(r.hi).toBeLessThan(0);
  });

  it('9 down and 1 up of 50: the exact test does not call it at 0.01, and the interval holds 0', () => {
    // P(X >= 9), X ~ Binomial(10, 1/2) = 11/1024 = 0.0107 (Tango's interval, [-32.1, -1.7],
    // excluded 0 here while the test did not call the drop: issue 36).
    const r = mcnemarTest(9, 1, 50, 0.01);
    expect(r.pDrop).toBeCloseTo(11 / 1024, 15);
    expect(r.hi).toBeGreaterThan(0);
    expect(r.lo).toBeLessThan(r.delta);
  });

  it('200 of 200 questions going right -> wrong: p is 2^-200, not 0', () => {
    const r = mcnemarTest(200, 0, 200, 0.01);
    expect(Math.abs(r.pDrop / 2 ** -200 - 1)).toBeLessThan(1e-13);
    expect(r.pRise).toBe(1);
    expect(r.hi).toBeLessThan(0);
    expect(r.lo).toBeGreaterThanOrEqual(-1);
  });

  it('no discordant question: no evidence either way, and a real interval', () => {
    // theta is anything in [0, 1]; pi's upper bound for 0 of 10 at 0.001 is 1 - 0.001^(1/10).
    const r = mcnemarTest(0, 0, 10, 0.01);
    expect([r.delta, r.pDrop, r.pRise]).toEqual([0, 1, 1]);
    expect(r.hi).toBeCloseTo(1 - 0.001 ** 0.1, 9);
    expect(r.lo).toBeCloseTo(-(1 - 0.001 ** 0.1), 9);
  });

  it('every discordant question went down: the point estimate is inside the interval', () => {
    const r = mcnemarTest(1, 0, 10, 0.01);
    expect(r.delta).toBe(-0.1);
    expect(r.lo).toBeLessThan(-0.1);
    expect(r.hi).toBeGreaterThan(-0.1);
  });

  it('the interval excludes 0, and -margin, exactly when the exact tests call it', () => {
    for (const m of [10, 50, 200])
      for (let down = 0; down <= Math.min(m, 30); down += 3)
        for (let up = 0; up + down <= m && up <= 20; up += 2) {
          const r = mcnemarTest(down, up, m, 0.01, { margin: 0.05 });
          expect(r.hi < 0).toBe(r.pDrop < 0.01);
          expect(r.hi < -0.05).toBe(r.pBeyondMargin < 0.01);
          expect(r.lo > 0).toBe(r.pRise < 0.01);
        }
  });

  it('a margin: the exact binomial test of theta at 1/2 - m / (2 pi_lo)', () => {
    const r = mcnemarTest(51, 14, 200, 0.01, { margin: 0.1 });
    const pi = cp(65, 200, 0.001);
    expect(r.pBeyondMargin).toBeCloseTo(lowerTail(14, 65, 0.5 - 0.1 / (2 * pi.lo)), 10);
    // A margin no discordant question could reach: nothing to reject.
    expect(mcnemarTest(3, 0, 200, 0.01, { margin: 0.5 }).pBeyondMargin).toBe(1);
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

/** The issue's run as count tables (one 0/1 trial per question), compared as compare builds it. */
function issueInput(): ComparisonInput {
  const { baseline, candidate } = issueScores();
  const table = (x: Float64Array) =>
    countTableFromMatrix(
      Array.from(x, (v) => [v]),
      { ids: Array.from(x, (_, q) => String(q)) },
    );
  const spec: MetricSpec = {
    family: 'bayes',
    label: 'bayes',
    gate: true,
    uncertainty: 'posterior',
    iterations: 1000,
    seed: 1,
  };
  const ctx = { confidence: 0.95 };
  return buildComparison(table(baseline), table(candidate), spec, { baseline: ctx, candidate: ctx })
    .input;
}

describe('rule paired in compareIntervals and decide', () => {
  it("the issue's run: overlap can't tell, paired calls the regression", () => {
    const byOverlap = compareIntervals(issueInput(), overlap);
    expect(byOverlap.verdict).toBe('no-change');
    expect(byOverlap.resolution).toBe('undetectable');
    // One scale: the values are the mean scores 107/200 and 70/200, and Δ is their difference.
    expect(byOverlap.baseline.mu).toBeCloseTo(0.535, 12);
    expect(byOverlap.candidate.mu).toBeCloseTo(0.35, 12);
    expect(byOverlap.scale).toBe('mean-score');
    expect(byOverlap.delta).toBeCloseTo(-0.185, 12);
    expect(byOverlap.rawDelta).toBeCloseTo(-0.185, 12);
    // Bayes@N's own posterior means, (c + 1) / 3 per question, kept beside them.
    expect(byOverlap.posterior?.baseline.mu).toBeCloseTo((107 + 200) / 600, 12);
    const byPaired = compareIntervals(issueInput(), paired);
    expect(byPaired.verdict).toBe('regression');
    expect(byPaired.fails).toBe(true);
    expect(byPaired.paired?.test).toBe('mcnemar');
    expect(byPaired.pValue).toBeLessThan(1e-5);
    expect(byPaired.rawInterval.hi).toBeLessThan(0);
    // What each rule can see: the overlap rule needs a far larger drop than the paired test.
    expect(byOverlap.detectableDrop).toBeGreaterThan(1.7 * (byOverlap.pairedDetectableDrop ?? 0));
    expect(byPaired.detectableDrop).toBe(byPaired.pairedDetectableDrop);
  });

  it('the margin is a non-inferiority test: it fails only a drop credibly larger than it', () => {
    // Δ = -18.5 points with Tango's 98% interval about [-25, -12]: credibly larger than a
    // 5-point margin, not credibly larger than 15 (a drop within the margin), and with an
    // 18-point margin (less than the observed drop) still not credibly larger.
    expect(compareIntervals(issueInput(), { ...paired, margin: 0.05 }).fails).toBe(true);
    for (const margin of [0.15, 0.18]) {
      const c = compareIntervals(issueInput(), { ...paired, margin });
      expect(c.fails).toBe(false);
      expect(c.withinMargin).toBe(true);
      expect(c.change).toBe('regression');
      expect(c.marginPValue).toBeGreaterThan(0.01);
    }
    expect(compareIntervals(issueInput(), { ...paired, margin: 0.19 }).withinMargin).toBe(true);
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
      paired: {
        baseline: base,
        candidate: cand,
        singleTrialBinary: false,
        noise: { baseline: 0, candidate: 0 },
      },
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
    const input = (nu: number): ComparisonInput => ({
      metric: 'avg',
      baseline: { mu: 0.5, sigma: 0.01, lo: 0.48, hi: 0.52 },
      candidate: { mu: 0.495, sigma: 0.01, lo: 0.475, hi: 0.515 },
      gate: true,
      sizes,
      paired: {
        baseline: base,
        candidate: cand,
        singleTrialBinary: false,
        noise: { baseline: nu / 2, candidate: nu / 2 },
      },
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
