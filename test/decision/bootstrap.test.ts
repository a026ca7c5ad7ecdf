import { describe, expect, it } from 'vitest';
import {
  compareIntervals,
  createPrng,
  pairedBootstrap,
  pairedBootstrapMeans,
  quantileSorted,
  standardDeviation,
} from '../../src/decision/index.js';

describe('createPrng (sfc32 seeded by splitmix32)', () => {
  it('produces the pinned stream (checked against an independent Python implementation)', () => {
    const r = createPrng(42);
    expect([1, 2, 3, 4, 5].map(() => r.nextUint32())).toEqual([
      2476999517, 2284424721, 914527439, 3398404915, 1005869237,
    ]);
    const r2 = createPrng(1);
    expect([1, 2, 3].map(() => r2.nextIndex(30))).toEqual([5, 22, 1]);
  });

  it('gives uniform indices', () => {
    const r = createPrng(7);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const j = r.nextIndex(10);
      counts[j] = (counts[j] ?? 0) + 1;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});

describe('quantileSorted and standardDeviation', () => {
  it('match NumPy (linear interpolation, ddof = 1)', () => {
    // np.quantile([1, 2, 3, 4], [0.25, 0.5, 0.975]) = [1.75, 2.5, 3.925]
    expect(quantileSorted([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 12);
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBeCloseTo(2.5, 12);
    expect(quantileSorted([1, 2, 3, 4], 0.975)).toBeCloseTo(3.925, 12);
    // np.std([1, 2, 3, 4], ddof=1) = 1.2909944487358056
    expect(standardDeviation([1, 2, 3, 4])).toBeCloseTo(1.2909944487358056, 12);
  });
});

describe('pairedBootstrapMeans', () => {
  // 100 questions, half solved: the standard error of the mean is sqrt(0.5 * 0.5 / 100) = 0.05.
  const base = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : 0));
  // The candidate loses 6 of the solved questions: mean 0.44, strongly paired with the baseline.
  const cand = base.map((v, i) => (i < 12 && v === 1 ? 0 : v));

  it('sigma is the SD of the bootstrap estimates (about 0.05), not SD / sqrt(iterations)', () => {
    const r = pairedBootstrapMeans(base, cand, { iterations: 1000, seed: 1 });
    expect(r.baseline.mu).toBe(0.5);
    expect(r.candidate.mu).toBeCloseTo(0.44, 12);
    // The bootstrap SE of a mean of 0/1 values is sqrt(p (1 - p) / M) = 0.05 up to Monte Carlo error
    // (relative SE of an SD over 1000 resamples is about 1 / sqrt(2000) = 2.2%).
    expect(r.baseline.sigma).toBeGreaterThan(0.045);
    expect(r.baseline.sigma).toBeLessThan(0.055);
    // The design note (bootstrap-pass-at-k.md) returns std / sqrt(iterations): 0.0016 here, 30x too
    // small, and it would shrink further with more iterations.
    const designNote = r.baseline.sigma / Math.sqrt(r.iterations);
    expect(designNote).toBeLessThan(0.002);
    expect(Math.abs(r.baseline.sigma - 0.05)).toBeLessThan(Math.abs(designNote - 0.05) / 5);
    // More iterations leave sigma (nearly) unchanged; the design note's figure would drop by sqrt(4).
    const r4 = pairedBootstrapMeans(base, cand, { iterations: 4000, seed: 1 });
    expect(Math.abs(r4.baseline.sigma / r.baseline.sigma - 1)).toBeLessThan(0.08);
  });

  it('percentile intervals bracket the mean', () => {
    const r = pairedBootstrapMeans(base, cand, { iterations: 1000, seed: 1 });
    // About mu +- 1.96 * 0.05 = [0.40, 0.60] (percentiles of a discrete distribution: steps of 0.01).
    expect(r.baseline.lo).toBeGreaterThan(0.38);
    expect(r.baseline.lo).toBeLessThan(0.42);
    expect(r.baseline.hi).toBeGreaterThan(0.58);
    expect(r.baseline.hi).toBeLessThan(0.62);
  });

  it('pairs the delta: its SD is far below sqrt(sigma_b^2 + sigma_c^2)', () => {
    const r = pairedBootstrapMeans(base, cand, { iterations: 1000, seed: 1 });
    expect(r.delta.mu).toBeCloseTo(-0.06, 12);
    // Paired: delta = -(number of the 6 lost questions drawn) / 100, SD about sqrt(6)/100 = 0.0245.
    expect(r.delta.sigma).toBeGreaterThan(0.02);
    expect(r.delta.sigma).toBeLessThan(0.03);
    const unpaired = Math.hypot(r.baseline.sigma, r.candidate.sigma);
    expect(unpaired).toBeGreaterThan(0.065);
    expect(r.delta.hi).toBeLessThan(0);
    // With the paired sigma, rule z calls the drop; with independent sigmas it would not.
    const settings = { rule: 'z' as const, confidence: 0.95, minConfidence: 0.95, margin: 0 };
    const input = { metric: 'avg', baseline: r.baseline, candidate: r.candidate, gate: true };
    expect(compareIntervals(input, settings).verdict).toBe('no-change');
    expect(compareIntervals({ ...input, pairedDelta: r.delta }, settings).verdict).toBe(
      'regression',
    );
  });

  it('is reproducible for a seed and changes with the seed', () => {
    const a = pairedBootstrapMeans(base, cand, { iterations: 200, seed: 9 });
    const b = pairedBootstrapMeans(base, cand, { iterations: 200, seed: 9 });
    const c = pairedBootstrapMeans(base, cand, { iterations: 200, seed: 10 });
    expect(a).toEqual(b);
    expect(a.baseline.sigma).not.toBe(c.baseline.sigma);
  });

  it('agrees with the generic estimator path', () => {
    const mean = (v: number[]) => (idx: Uint32Array | null) =>
      idx === null
        ? v.reduce((s, x) => s + x, 0) / v.length
        : Array.from(idx).reduce((s, i) => s + (v[i] ?? NaN), 0) / v.length;
    const g = pairedBootstrap(100, mean(base), mean(cand), { iterations: 300, seed: 3 });
    const m = pairedBootstrapMeans(base, cand, { iterations: 300, seed: 3 });
    expect(g.baseline.sigma).toBeCloseTo(m.baseline.sigma, 12);
    expect(g.delta.lo).toBeCloseTo(m.delta.lo, 12);
  });

  it('validates its arguments', () => {
    expect(() => pairedBootstrapMeans([1], [1, 0])).toThrow('got 1 and 2');
    expect(() => pairedBootstrapMeans([1], [1], { iterations: 1 })).toThrow(
      'iterations must be an integer in [2, 1000000]; got 1.',
    );
  });
});
