/**
 * estimatorNoise's product sums (held once per array of estimator values) against the formula it
 * replaced, the nested walks of posteriorValue per call: on random estimators of N up to 300 and
 * priors on both sides of 1, and an array changed between calls (its cached sums are not reused).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CountScore, posteriorValue } from '../../src/metrics/count-score.js';
import { estimatorNoise } from '../../src/metrics/index.js';

/** The formula before: both moments by posteriorValue, each call on its own. */
function byWalks(values: Float64Array, a: number, b: number): number {
  const n = values.length - 1;
  if (values.every((v) => v === values[0])) return 0;
  const score = (v: Float64Array): CountScore => ({
    k: n,
    kind: 'general',
    from: 0,
    level: 0,
    slope: 0,
    origin: 0,
    values: v,
    constant: false,
  });
  const { mean, variance } = posteriorValue(score(values), a, b);
  const spread = posteriorValue(score(values.map((v) => (v - mean) ** 2)), a, b).mean;
  return Math.max(0, spread - variance);
}

describe('estimatorNoise', () => {
  it('agrees with the nested walks on random non-decreasing and arbitrary estimators', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.boolean(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 9 }),
        fc.constantFrom([1, 1], [0.5, 0.5], [0.3, 2.5], [3, 0.7]),
        fc.integer({ min: 0, max: 1000 }),
        (n, sorted, pool, [a0, b0], seed) => {
          const values = Float64Array.from({ length: n + 1 }, (_, x) =>
            sorted ? x / n : (pool[(x * 7 + seed) % pool.length] as number),
          );
          for (const nu of [0, Math.floor(n / 3), n]) {
            const a = a0 + nu;
            const b = b0 + n - nu;
            const want = byWalks(values, a, b);
            expect(Math.abs(estimatorNoise(values, a, b) - want)).toBeLessThanOrEqual(
              1e-14 + 1e-9 * want,
            );
          }
        },
      ),
      { numRuns: 120, seed: 38 },
    );
  });

  it('an array changed between calls gets its own sums', () => {
    const values = Float64Array.from({ length: 9 }, (_, x) => (x >= 5 ? 1 : 0));
    const before = estimatorNoise(values, 4, 6);
    expect(before).toBeCloseTo(byWalks(values, 4, 6), 14);
    values.fill(0, 0, 9).fill(1, 2);
    expect(estimatorNoise(values, 4, 6)).toBeCloseTo(byWalks(values, 4, 6), 14);
    expect(estimatorNoise(values, 4, 6)).not.toBeCloseTo(before, 6);
  });
});
