/**
 * Numerical stability at N = 10,000 trials and k up to N: every metric stays finite for all-0 and
 * all-1 questions (tau and lambda at 0 and 1, k = N), and matches closed forms.
 */
import { describe, expect, it } from 'vitest';
import {
  type CountTable,
  type Estimate,
  aucAtK,
  aucAtKCi,
  avg,
  bayesCi,
  countTableFromMatrix,
  gPassAtKTau,
  gPassAtKTauCi,
  geoSpectrumAtK,
  geoSpectrumAtKCi,
  geomAtK,
  geomAtKCi,
  geomDsAtK,
  geomDsAtKCi,
  majAtK,
  majAtKCi,
  maxAtK,
  maxAtKCi,
  mgPassAtK,
  mgPassAtKCi,
  passAtK,
  passAtKCi,
  passHatK,
  passHatKCi,
  thresholdSpectrumAtK,
  thresholdSpectrumAtKCi,
} from '../../src/metrics/index.js';
import { DENSE_MAX_K } from '../../src/metrics/count-score.js';
import { aucFiniteValue } from '../../src/metrics/pass.js';

const N = 10_000;
const KS = [1, 5000, 10_000];
const allZero = countTableFromMatrix([new Array<number>(N).fill(0)]);
const allOne = countTableFromMatrix([new Array<number>(N).fill(1)]);
const half = countTableFromMatrix([Array.from({ length: N }, (_, i) => i % 2)]);
const both = countTableFromMatrix([new Array<number>(N).fill(0), new Array<number>(N).fill(1)]);

/** ln E[x^k] for x ~ Beta(1, N + 1) = ln( k! (N+1)! / (N+k+1)! ), as a plain sum of logs. */
function logSmallMoment(k: number): number {
  let s = 0;
  for (let i = 0; i < k; i++) s += Math.log((1 + i) / (N + 2 + i));
  return s;
}
/** E[x^k] and Var[x^k] for x ~ Beta(N + 1, 1): (N+1)/(N+1+k) and (N+1) k^2 / ((N+1+2k)(N+1+k)^2). */
function largeMoments(k: number): Estimate {
  const a = N + 1;
  return { mu: a / (a + k), sigma: Math.sqrt((a * k * k) / ((a + 2 * k) * (a + k) ** 2)) };
}

function expectFinite(value: unknown): void {
  const values =
    typeof value === 'number' ? [value] : Object.values(value as Record<string, number>);
  for (const v of values) expect(Number.isFinite(v)).toBe(true);
}

describe(`N = ${N}: closed forms`, () => {
  for (const k of KS) {
    it(`point estimators on all-0 / all-1 questions, k = ${k}`, () => {
      const spectrum = new Array<number>(k).fill(0.5 / k);
      const point: [(t: CountTable) => number, number, number][] = [
        [(t) => passAtK(t, k), 0, 1],
        [(t) => passHatK(t, k), 0, 1],
        [(t) => gPassAtKTau(t, k, 0), 0, 1],
        [(t) => gPassAtKTau(t, k, 1), 0, 1],
        [(t) => majAtK(t, k), 0, 1],
        [(t) => mgPassAtK(t, k), 0, (2 / k) * (k - Math.ceil(k / 2))],
        [(t) => aucAtK(t, k), 0, 1],
        [(t) => maxAtK(t, k), 0, 1],
        [(t) => geomAtK(t, k), 0, 1],
        [(t) => geomDsAtK(t, k), 0, 1],
        [(t) => thresholdSpectrumAtK(t, k, spectrum), 0, 0.5],
        [(t) => geoSpectrumAtK(t, k, { lam: 1 }), 0, 1],
      ];
      for (const [metric, zero, one] of point) {
        expect(metric(allZero)).toBeCloseTo(zero, 12);
        expect(metric(allOne)).toBeCloseTo(one, 12);
      }
    });

    it(`Pass@k and Pass^k posteriors, k = ${k}`, () => {
      const large = largeMoments(k);
      const small = Math.exp(logSmallMoment(k));
      // All-1 question: p ~ Beta(N+1, 1); all-0 question: 1 - p ~ Beta(N+1, 1).
      const hatOne = passHatKCi(allOne, k);
      expect(hatOne.mu).toBeCloseTo(large.mu, 13);
      expect(hatOne.sigma / large.sigma).toBeCloseTo(1, 10);
      const passZero = passAtKCi(allZero, k);
      expect(passZero.mu).toBeCloseTo(1 - large.mu, 13);
      expect(passZero.sigma / large.sigma).toBeCloseTo(1, 10);
      // E[p^k] for p ~ Beta(1, N+1) is 1 / C(N+k+1, k).
      expect(passHatKCi(allZero, k).mu).toBeCloseTo(small, 15);
      expect(passAtKCi(allOne, k).mu).toBeCloseTo(1 - small, 13);
      if (k === 1) expect(passHatKCi(allZero, k).mu / small).toBeCloseTo(1, 12);
    });

    it(`the general count-score engine matches the closed forms, k = ${k}`, () => {
      const last = new Array<number>(k).fill(0);
      last[k - 1] = 1; // w = e_k: the spectrum is Pass^k
      const first = new Array<number>(k).fill(0);
      first[0] = 1; // w = e_1: the spectrum is Pass@k
      for (const table of [allZero, allOne, half]) {
        const u = passHatKCi(table, k);
        const su = thresholdSpectrumAtKCi(table, k, last);
        expect(su.mu).toBeCloseTo(u.mu, 12);
        expect(su.sigma).toBeCloseTo(u.sigma, 12);
        const p = passAtKCi(table, k);
        const sp = thresholdSpectrumAtKCi(table, k, first);
        expect(sp.mu).toBeCloseTo(p.mu, 12);
        expect(sp.sigma).toBeCloseTo(p.sigma, 12);
        const m = maxAtKCi(table, k);
        expect(m.mu).toBeCloseTo(p.mu, 12);
        expect(m.sigma).toBeCloseTo(p.sigma, 12);
      }
    });
  }

  it('Bayes@N and avg@N on an all-1 question', () => {
    const b = bayesCi(allOne);
    expect(b.mu).toBeCloseTo((N + 1) / (N + 2), 15);
    expect(b.sigma).toBeCloseTo(Math.sqrt((N + 1) / ((N + 2) ** 2 * (N + 3))), 15);
    const a = avg(allOne);
    expect(a.mu).toBe(1);
    expect(a.sigma).toBeCloseTo(((N + 2) / N) * b.sigma, 15);
  });

  it('Pass@1 posteriors equal Bayes@N (k = 1 is the single-draw score)', () => {
    const b = bayesCi(half);
    for (const r of [passAtKCi(half, 1), passHatKCi(half, 1), maxAtKCi(half, 1)]) {
      expect(r.mu).toBeCloseTo(b.mu, 14);
      expect(r.sigma).toBeCloseTo(b.sigma, 14);
    }
  });
});

describe(`N = ${N}: every metric is finite for all-0 and all-1 questions`, () => {
  for (const k of KS) {
    it(`k = ${k}, tau and lambda at 0 and 1`, () => {
      const weights = new Array<number>(k).fill(1 / k);
      const calls: (() => unknown)[] = [
        () => passAtKCi(both, k),
        () => passHatKCi(both, k),
        () => gPassAtKTauCi(both, k, 0),
        () => gPassAtKTauCi(both, k, 1),
        () => gPassAtKTauCi(both, k, 0.5),
        () => majAtKCi(both, k),
        () => mgPassAtKCi(both, k),
        () => aucAtKCi(both, k),
        () => geomAtKCi(both, k),
        () => geomDsAtKCi(both, k),
        () => geoSpectrumAtKCi(both, k),
        () => geoSpectrumAtKCi(both, k, { lam: 0 }),
        () => geoSpectrumAtKCi(both, k, { lam: 1 }),
        () => thresholdSpectrumAtKCi(both, k, weights),
        () => maxAtKCi(both, k),
        () => geoSpectrumAtK(both, k, { lam: 0 }),
        () => geoSpectrumAtK(both, k),
        () => geomAtK(both, k),
      ];
      for (const call of calls) {
        const r = call();
        expectFinite(r);
        if (typeof r === 'object') {
          const { mu, sigma, lo, hi } = r as { mu: number; sigma: number; lo: number; hi: number };
          expect(sigma).toBeGreaterThanOrEqual(0);
          expect(mu).toBeGreaterThanOrEqual(0);
          expect(mu).toBeLessThanOrEqual(1);
          expect(lo).toBeLessThanOrEqual(hi);
        }
      }
    });
  }
});

describe('memory does not grow with k or N', () => {
  /** One question of `n` trials, `correct` of them right, as a count table (no n-vector). */
  const question = (n: number, correct: number): CountTable => ({
    ids: ['q'],
    categories: 2,
    counts: Float64Array.from([n - correct, correct]),
    trials: Float64Array.from([n]),
  });

  it('above DENSE_MAX_K the general posterior computes each score, and agrees with the vector', () => {
    // G-Pass@k_tau's step score has no vector above 2^20; the threshold spectrum with the weight
    // e_j0 is the same score held as its prefix sums (a vector, from the weights).
    const k = DENSE_MAX_K + 6;
    const table = question(k + 10, Math.floor((k + 10) * 0.3));
    const tau = 0.3;
    const j0 = Math.max(1, Math.ceil(tau * k - 1e-9));
    const weights = new Float64Array(k);
    weights[j0 - 1] = 1;
    const computed = gPassAtKTauCi(table, k, tau);
    const vector = thresholdSpectrumAtKCi(table, k, weights);
    expect(computed.mu).toBeCloseTo(vector.mu, 12);
    expect(computed.sigma / vector.sigma).toBeCloseTo(1, 10);
  });

  it('k = 3 × 10⁷ on N = 10⁹ trials: memory of the order of k is never taken (8 bytes × k a vector)', () => {
    // The cases, cheap in time: AUC@k's and Pass@k's posteriors and AUC@k's estimate walk
    // k or 2k terms once. Before, auc@250000000 took 9.6 GB.
    const table = question(1_000_000_000, 400_000_000);
    const before = process.resourceUsage().maxRSS * 1024;
    for (const f of [
      () => aucAtKCi(table, 30_000_000).mu,
      () => aucAtK(table, 30_000_000),
      () => passAtKCi(table, 30_000_000).mu,
      () => passHatK(table, 30_000_000),
    ])
      expect(Number.isFinite(f())).toBe(true);
    // Peak RSS grew by less than one vector of k numbers would take.
    expect(process.resourceUsage().maxRSS * 1024 - before).toBeLessThan(64 * 2 ** 20);
  });
});

describe("AUC@K's finite-bank value in O(1)", () => {
  /** The definition: sum_j c_j Pass@j, Pass@j = 1 - prod_{i<j} (F - i) / (N - i). */
  function bySum(n: number, nu: number, k: number): number {
    if (k === 1) return nu / n;
    let miss = 1;
    let v = 0;
    for (let j = 1; j <= k; j++) {
      miss *= Math.max(0, n - nu - j + 1) / (n - j + 1);
      v += ((j === 1 || j === k ? 0.5 : 1) / (k - 1)) * (1 - miss);
    }
    return v;
  }

  it('agrees with the sum over j on 5,000 random (N, nu, k)', () => {
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 5000; i++) {
      const n = 1 + Math.floor(rnd() ** 3 * 3000);
      const nu = Math.floor(rnd() * (n + 1));
      const k = 1 + Math.floor(rnd() * n);
      expect(Math.abs(aucFiniteValue(n, nu, k) - bySum(n, nu, k))).toBeLessThan(1e-12);
    }
  });

  it('hand-computed values at N = 10⁹ (one success: Pass@j = j/N, AUC = (k + 1) / 2N)', () => {
    for (const k of [2, 300, 100_000, 999_999_999]) {
      const auc = aucFiniteValue(1e9, 1, k);
      expect(Math.abs(auc / ((k + 1) / 2e9) - 1)).toBeLessThan(1e-9);
    }
    // One failure: Pass@j = 1 for j >= 2, Pass@1 = 1 - 1/N.
    expect(aucFiniteValue(1e9, 1e9 - 1, 4e8)).toBeCloseTo(1 - 1 / (2e9 * (4e8 - 1)), 15);
    expect(aucFiniteValue(4e9, 0, 4e9)).toBe(0);
    expect(aucFiniteValue(4e9, 4e9, 4e9)).toBe(1);
  });
});
