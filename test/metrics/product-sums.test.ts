/**
 * The general posteriors' product sums (product-sums.ts) against the nested walks they replaced
 * (`productSums: false`, still the path above PRODUCT_MAX_K): on random ragged tables, every
 * general score (G-Pass@k_tau's step, Maj@k, mG-Pass@k's ramp, spectra of random weights) and the
 * covariance of Pass@k with a spectrum (GeoSpectrum), with priors on both sides of 1. The
 * reference vectors of test/conformance (k and N up to 600) check the same code against the Python
 * reference.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binaryBank } from '../../src/metrics/binary-bank.js';
import {
  type CountScore,
  mgScore,
  passScore,
  posteriorStateCovariances,
  posteriorStates,
  spectrumScore,
  thresholdScore,
} from '../../src/metrics/count-score.js';
import type { CountTable } from '../../src/metrics/index.js';

/** A ragged binary table: each question its trials and successes. */
function tableOf(rows: readonly (readonly [number, number])[]): CountTable {
  return {
    ids: rows.map((_, q) => String(q)),
    categories: 2,
    counts: Float64Array.from(rows.flatMap(([n, nu]) => [n - nu, nu])),
    trials: Float64Array.from(rows.map(([n]) => n)),
  };
}

const rowsArb = fc
  .array(
    fc.integer({ min: 1, max: 400 }).chain((n) =>
      fc.oneof(
        fc.constant<[number, number]>([n, 0]),
        fc.constant<[number, number]>([n, n]),
        fc.integer({ min: 0, max: n }).map((nu): [number, number] => [n, nu]),
      ),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map(tableOf);

const priorArb = fc.constantFrom([1, 1], [0.5, 0.5], [0.3, 2.5], [3, 0.7]);

function scoreOf(kind: number, k: number, j0: number, weights: number[]): CountScore {
  if (kind === 0) return thresholdScore(k, Math.min(k, Math.max(1, j0)));
  if (kind === 1) return thresholdScore(k, Math.floor(k / 2) + 1);
  if (kind === 2) return mgScore(k);
  const w = Float64Array.from({ length: k }, (_, i) => weights[i % weights.length] as number);
  const total = w.reduce((s, x) => s + x, 0);
  return spectrumScore(total > 0 ? w.map((x) => (0.9 * x) / total) : w);
}

/** Agreement to 1e-9 relative, or to 1e-15 where a variance is below that. */
function close(got: Float64Array, want: Float64Array): void {
  for (let s = 0; s < want.length; s++) {
    const g = got[s] as number;
    const w = want[s] as number;
    expect(Math.abs(g - w)).toBeLessThanOrEqual(1e-15 + 1e-9 * Math.abs(w));
  }
}

describe('product sums agree with the nested walks', () => {
  it('variances of every general score, k up to 300', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.integer({ min: 2, max: 300 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 300 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 7 }),
        priorArb,
        (table, k, kind, j0, weights, [a0, b0]) => {
          const bank = binaryBank(table);
          const score = scoreOf(kind, k, j0, weights);
          const fast = posteriorStates(bank, score, a0, b0);
          const walked = posteriorStates(bank, score, a0, b0, { productSums: false });
          expect(fast.means).toEqual(walked.means);
          close(fast.variances, walked.variances);
        },
      ),
      { numRuns: 150, seed: 20261127 },
    );
  });

  it('covariances of Pass@k with a spectrum (GeoSpectrum), k up to 300', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.integer({ min: 2, max: 300 }),
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 7 }),
        priorArb,
        (table, k, kind, weights, [a0, b0]) => {
          const bank = binaryBank(table);
          const pass = passScore(k);
          const spectrum = scoreOf(kind, k, 1, weights);
          const p = posteriorStates(bank, pass, a0, b0);
          const s = posteriorStates(bank, spectrum, a0, b0);
          const args = [bank, pass, p.means, spectrum, s.means, a0, b0] as const;
          close(
            posteriorStateCovariances(...args),
            posteriorStateCovariances(...args, { productSums: false }),
          );
        },
      ),
      { numRuns: 100, seed: 20261128 },
    );
  });

  it('a target pinned near an end keeps its tiny variance (no cancellation against 1)', () => {
    // 3,000 and 1,000 of 4,000 right: Maj@64's target is 1 - 6e-6 and 6e-6; the variances (1e-11)
    // agree with the walk's centred sums to 1e-9, where E[s^2] - m^2 near 1 would keep 1e-5.
    const bank = binaryBank(
      tableOf([
        [4000, 3000],
        [4000, 1000],
      ]),
    );
    const score = thresholdScore(64, 33);
    const fast = posteriorStates(bank, score, 1, 1);
    const walked = posteriorStates(bank, score, 1, 1, { productSums: false });
    close(fast.variances, walked.variances);
    for (const v of fast.variances) {
      expect(v).toBeGreaterThan(1e-12);
      expect(v).toBeLessThan(1e-9);
    }
  });
});
