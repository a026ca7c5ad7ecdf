import { describe, expect, it } from 'vitest';
import {
  compareIntervals,
  decide,
  trialBudget,
  worstRegression,
  zScore,
  type DecisionSettings,
  type Interval,
} from '../../src/decision/index.js';
import { ValidationError } from '../../src/errors.js';

const overlap: DecisionSettings = {
  rule: 'overlap',
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
};
const zRule: DecisionSettings = { ...overlap, rule: 'z' };

/** mu +- 1.959964 sigma, the central 95% interval. */
function iv(mu: number, sigma: number): Interval {
  const q = 1.959963984540054;
  return { mu, sigma, lo: mu - q * sigma, hi: mu + q * sigma };
}

describe('zScore', () => {
  it('computes delta, z and rho = Phi(z)', () => {
    // delta = -0.05, sqrt(0.03^2 + 0.04^2) = 0.05, z = 1, Phi(1) = 0.841344746068543.
    const s = zScore(iv(0.5, 0.03), iv(0.45, 0.04));
    expect(s.delta).toBeCloseTo(-0.05, 15);
    expect(s.deltaSigma).toBeCloseTo(0.05, 15);
    expect(s.z).toBeCloseTo(1, 12);
    expect(s.rho).toBeCloseTo(0.841344746068543, 12);
  });

  it('defines z when both sigmas are 0: Infinity for a difference, 0 for none (no NaN)', () => {
    const a = { mu: 0.5, sigma: 0, lo: 0.5, hi: 0.5 };
    const b = { mu: 0.4, sigma: 0, lo: 0.4, hi: 0.4 };
    expect(zScore(a, b)).toEqual({
      delta: -0.09999999999999998,
      deltaSigma: 0,
      z: Infinity,
      rho: 1,
    });
    expect(zScore(a, a)).toEqual({ delta: 0, deltaSigma: 0, z: 0, rho: 0.5 });
  });

  it('uses the paired sigma when given', () => {
    const s = zScore(iv(0.5, 0.03), iv(0.45, 0.04), { pairedDeltaSigma: 0.025 });
    expect(s.z).toBeCloseTo(2, 12);
  });

  it('rejects NaN and negative sigma', () => {
    expect(() => zScore({ mu: NaN, sigma: 0, lo: 0, hi: 0 }, iv(0.5, 0.1))).toThrow(
      ValidationError,
    );
    expect(() => zScore({ mu: 0.5, sigma: -1, lo: 0, hi: 1 }, iv(0.5, 0.1))).toThrow(
      'baseline.sigma must be >= 0; got -1.',
    );
  });
});

describe('compareIntervals, rule overlap', () => {
  const input = (b: Interval, c: Interval, gate = true) => ({
    metric: 'bayes',
    baseline: b,
    candidate: c,
    gate,
  });

  it('calls a regression when candidate.hi < baseline.lo', () => {
    const c = compareIntervals(input(iv(0.7, 0.01), iv(0.6, 0.01)), overlap);
    expect(c.change).toBe('regression');
    expect(c.verdict).toBe('regression');
    expect(c.fails).toBe(true);
    expect(c.budget).toBeNull();
    expect(c.delta).toBeCloseTo(-0.1, 12);
    // z = 0.1 / (0.01 * sqrt 2) = 7.0710678
    expect(c.z).toBeCloseTo(7.0710678118654755, 10);
  });

  it('calls an improvement when candidate.lo > baseline.hi', () => {
    const c = compareIntervals(input(iv(0.6, 0.01), iv(0.7, 0.01)), overlap);
    expect(c.verdict).toBe('improvement');
    expect(c.fails).toBe(false);
  });

  it('calls no change when the intervals overlap, with a trial budget', () => {
    const c = compareIntervals(input(iv(0.7, 0.02), iv(0.64, 0.02)), overlap);
    expect(c.change).toBe('no-change');
    expect(c.budget?.kind).toBe('unknown');
  });

  it('does not fail on a report-only metric', () => {
    const c = compareIntervals(input(iv(0.7, 0.01), iv(0.6, 0.01), false), overlap);
    expect(c.verdict).toBe('regression');
    expect(c.fails).toBe(false);
  });

  it('point intervals (sigma 0) that differ are a credible change', () => {
    const c = compareIntervals(
      input({ mu: 0.5, sigma: 0, lo: 0.5, hi: 0.5 }, { mu: 0.4, sigma: 0, lo: 0.4, hi: 0.4 }),
      overlap,
    );
    expect(c.verdict).toBe('regression');
    expect(c.rho).toBe(1);
  });
});

describe('rule z', () => {
  it('calls a regression the overlap rule does not call (intervals overlap)', () => {
    // base [0.6608, 0.7392], cand [0.6008, 0.6792]: they overlap on [0.6608, 0.6792].
    // z = 0.06 / (0.02 sqrt 2) = 2.1213203, rho = Phi(2.1213) = 0.983052573 >= 0.95.
    const input = {
      metric: 'bayes',
      baseline: iv(0.7, 0.02),
      candidate: iv(0.64, 0.02),
      gate: true,
    };
    expect(input.candidate.hi).toBeGreaterThan(input.baseline.lo);
    expect(compareIntervals(input, overlap).verdict).toBe('no-change');
    const c = compareIntervals(input, zRule);
    expect(c.z).toBeCloseTo(2.1213203435596424, 12);
    expect(c.rho).toBeCloseTo(0.9830525732775479, 10);
    expect(c.verdict).toBe('regression');
    expect(c.fails).toBe(true);
  });

  it('needs rho >= min-confidence', () => {
    const input = {
      metric: 'bayes',
      baseline: iv(0.7, 0.02),
      candidate: iv(0.64, 0.02),
      gate: true,
    };
    expect(compareIntervals(input, { ...zRule, minConfidence: 0.99 }).verdict).toBe('no-change');
    const up = { ...input, baseline: iv(0.64, 0.02), candidate: iv(0.7, 0.02) };
    expect(compareIntervals(up, zRule).verdict).toBe('improvement');
  });
});

describe('margin (non-inferiority)', () => {
  // delta = -0.02, sigma 0.005 each: credible under both rules (z = 2.83).
  const input = {
    metric: 'bayes',
    baseline: iv(0.7, 0.005),
    candidate: iv(0.68, 0.005),
    gate: true,
  };

  it('reports a credible drop smaller than the margin without failing', () => {
    const c = compareIntervals(input, { ...overlap, margin: 0.03 });
    expect(c.change).toBe('regression');
    expect(c.withinMargin).toBe(true);
    expect(c.verdict).toBe('no-change');
    expect(c.fails).toBe(false);
    expect(c.budget).toBeNull();
  });

  it('fails only a drop credibly larger than the margin (the candidate shifted up by it)', () => {
    // The intervals are 0.0004 apart: a margin of 0.01 closes the gap (the shifted candidate's
    // upper end 0.6998 > the baseline's lower end 0.6902), so a 2-point drop is not credibly
    // larger than 1 point.
    const c = compareIntervals(input, { ...overlap, margin: 0.01 });
    expect(c.change).toBe('regression');
    expect(c.withinMargin).toBe(true);
    expect(c.fails).toBe(false);
    // A 4-point drop (candidate 0.66, upper end 0.6698): shifted by 0.01 it ends at 0.6798.
    const far = compareIntervals(
      { ...input, candidate: iv(0.66, 0.005) },
      { ...overlap, margin: 0.01 },
    );
    expect(far.withinMargin).toBe(false);
    expect(far.fails).toBe(true);
    // Rule z: p = Phi((Δ + m) / σ_Δ) = Phi((-0.04 + 0.01) / 0.00707) = Phi(-4.24) < 0.05.
    const z = compareIntervals(
      { ...input, candidate: iv(0.66, 0.005) },
      { ...zRule, margin: 0.01 },
    );
    expect(z.marginPValue).toBeCloseTo(0.5 * erfc(4.242640687 / Math.SQRT2), 6);
    expect(z.fails).toBe(true);
  });

  it('refuses a margin of 1 or more, naming the unit', () => {
    expect(() => compareIntervals(input, { ...overlap, margin: 2 })).toThrow(
      'margin is a fraction of the score in [0, 1) (0.02 = 2 points); got 2.',
    );
  });

  it('applies a per-benchmark margin', () => {
    const r = decide(
      [
        { name: 'a', comparisons: [input], margin: 0.03 },
        { name: 'b', comparisons: [input] },
      ],
      overlap,
    );
    expect(r.benchmarks.map((b) => b.verdict)).toEqual(['no-change', 'regression']);
    expect(r.verdict).toBe('regression');
  });
});

/** Complementary error function by its continued fraction (x > 2), independent of the code. */
function erfc(x: number): number {
  let f = 0;
  for (let n = 60; n >= 1; n--) f = n / 2 / (x + f);
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / (x + f);
}

describe('decide: verdicts', () => {
  const reg = { metric: 'pass@4', baseline: iv(0.7, 0.01), candidate: iv(0.6, 0.01), gate: true };
  const imp = { metric: 'bayes', baseline: iv(0.6, 0.01), candidate: iv(0.7, 0.01), gate: true };
  const flat = { metric: 'avg', baseline: iv(0.6, 0.05), candidate: iv(0.61, 0.05), gate: true };

  it('regression beats improvement; report-only metrics never decide', () => {
    const r = decide(
      [
        { name: 'x', comparisons: [imp, flat] },
        { name: 'y', comparisons: [reg, flat] },
        { name: 'z', comparisons: [{ ...reg, gate: false }, flat] },
      ],
      overlap,
    );
    expect(r.benchmarks.map((b) => b.verdict)).toEqual(['improvement', 'regression', 'no-change']);
    expect(r.verdict).toBe('regression');
    const worst = worstRegression(r);
    expect(worst?.benchmark).toBe('y');
    expect(worst?.comparison.metric).toBe('pass@4');
  });

  it('improvement when nothing regresses; no-change when nothing is credible', () => {
    expect(decide([{ name: 'x', comparisons: [imp, flat] }], overlap).verdict).toBe('improvement');
    expect(decide([{ name: 'x', comparisons: [flat] }], overlap).verdict).toBe('no-change');
    expect(decide([], overlap).verdict).toBe('no-change');
  });

  it('the worst regression is the largest drop', () => {
    const small = { ...reg, metric: 'bayes', candidate: iv(0.65, 0.01) };
    const r = decide([{ name: 'x', comparisons: [small, reg] }], overlap);
    expect(worstRegression(r)?.comparison.metric).toBe('pass@4');
  });

  it('validates settings', () => {
    expect(() => decide([], { ...overlap, confidence: 1 })).toThrow(
      'confidence must be in (0, 1); got 1.',
    );
    expect(() => decide([], { ...overlap, margin: -0.1 })).toThrow(
      'margin must be a finite number >= 0',
    );
  });
});

describe('trialBudget', () => {
  const sizes = {
    baseline: { trials: 16, effectiveTrials: 18 },
    candidate: { trials: 16, effectiveTrials: 18 },
  };
  const args = {
    baselineSigma: 0.02,
    candidateSigma: 0.02,
    sizes,
    approximate: false,
    bootstrap: false,
  };

  it('rule z, hand-computed: 102 trials per question detect it with 80% power', () => {
    // T = 1 + C + D + N = 1 + 1 + 0 + 16 = 18. With N' trials, T' = N' + 2 and
    // sigma' = 0.02 sqrt(19 / (T' + 1)). Need 0.03 >= (1.6448536 + 0.8416212) sqrt 2 sigma':
    // (T' + 1) >= 19 (2.4864748 * 0.02 sqrt 2 / 0.03)^2 = 104.42, so T' = 104, N' = 102.
    const b = trialBudget({ ...args, delta: -0.03, settings: zRule });
    expect(b).toEqual({ kind: 'estimate', trials: 102, currentTrials: 16, approximate: false });
  });

  it('rule overlap, hand-computed: 53 trials per question', () => {
    // Need 0.06 >= q (2 sigma') + z_0.8 sqrt 2 sigma' = 5.11016 sigma': (T' + 1) >= 19
    // (5.11016 * 0.02 / 0.06)^2 = 55.13, so T' + 1 = 56, N' = 53 (N' = 52 gives 0.060070).
    const b = trialBudget({ ...args, delta: -0.06, settings: overlap });
    expect(b.trials).toBe(53);
  });

  it('uses each side its own T', () => {
    // Candidate already at 64 trials (T = 66) with sigma 0.015: it keeps its 64 trials, only the
    // baseline's sigma shrinks.
    const b = trialBudget({
      ...args,
      candidateSigma: 0.015,
      sizes: { ...sizes, candidate: { trials: 64, effectiveTrials: 66 } },
      delta: -0.06,
      settings: overlap,
    });
    // Need 0.06 >= q (sigma_b' + sigma_c') + z_0.8 sqrt(sigma_b'^2 + sigma_c'^2) with
    // sigma_b' = 0.02 sqrt(19 / (N' + 3)) and sigma_c' = 0.015 sqrt(67 / (max(N', 64) + 3)) (the
    // candidate runs more only past its 64): first true at N' = 78 (checked independently).
    const detects = (n: number) => {
      const sb = 0.02 * Math.sqrt(19 / (n + 3));
      const sc = 0.015 * Math.sqrt(67 / (Math.max(n, 64) + 3));
      return 0.06 >= 1.959963984540054 * (sb + sc) + 0.8416212335729143 * Math.hypot(sb, sc);
    };
    expect(b.trials).toBe(78);
    expect(detects(78) && !detects(77)).toBe(true);
    expect(b.currentTrials).toBe(64);
  });

  it('says a zero difference is never resolved', () => {
    const b = trialBudget({ ...args, delta: 0, settings: overlap });
    expect(b).toEqual({
      kind: 'zero-difference',
      trials: null,
      currentTrials: 16,
      approximate: false,
    });
  });

  it('gives no figure for a bootstrap sigma, and flags unreachable sizes', () => {
    expect(trialBudget({ ...args, bootstrap: true, delta: -0.01, settings: overlap }).kind).toBe(
      'bootstrap',
    );
    expect(trialBudget({ ...args, delta: -1e-9, settings: overlap }).kind).toBe('unreachable');
  });

  it('is attached to unresolved comparisons', () => {
    const c = compareIntervals(
      {
        metric: 'bayes',
        baseline: iv(0.7, 0.02),
        candidate: iv(0.67, 0.02),
        gate: true,
        sizes,
        approximateBudget: true,
      },
      zRule,
    );
    expect(c.budget).toEqual({
      kind: 'estimate',
      trials: 102,
      currentTrials: 16,
      approximate: true,
    });
  });
});

describe('paired bootstrap delta under rule overlap', () => {
  // Marginal bootstrap intervals both carry the question-sampling spread and overlap widely,
  // but the paired delta is tight: 0.62 - 0.70 = -0.08 with paired sigma 0.02.
  const baseline = iv(0.7, 0.05); // [0.602, 0.798]
  const candidate = iv(0.62, 0.05); // [0.522, 0.718]: overlaps the baseline
  const input = { metric: 'pass@8', baseline, candidate, gate: true };

  it('judges the paired delta interval, not the overlap of the two marginal intervals', () => {
    expect(compareIntervals(input, overlap).verdict).toBe('no-change');
    const pairedDelta = iv(-0.08, 0.02); // [-0.119, -0.041]: excludes 0
    const c = compareIntervals({ ...input, pairedDelta }, overlap);
    expect(c.verdict).toBe('regression');
    expect(c.fails).toBe(true);
    // z uses the paired sigma: 0.08 / 0.02 = 4.
    expect(c.z).toBeCloseTo(4, 12);
  });

  it('calls no change when the paired interval contains 0, and an improvement above it', () => {
    expect(compareIntervals({ ...input, pairedDelta: iv(-0.02, 0.015) }, overlap).verdict).toBe(
      'no-change',
    );
    const up = { ...input, baseline: candidate, candidate: baseline, pairedDelta: iv(0.08, 0.02) };
    expect(compareIntervals(up, overlap).verdict).toBe('improvement');
  });
});
