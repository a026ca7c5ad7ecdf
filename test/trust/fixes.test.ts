/**
 * Bugs the trust suites found, one deterministic test each (each failed before its fix).
 */
import { describe, expect, it } from 'vitest';
import { geomAtKCi, geomDsAtKCi } from '../../src/metrics/index.js';

describe('fixes found by the trust suites', () => {
  it('Geom@k posteriors at large k: finite sigma (was NaN: Infinity x 0 in the delta method)', () => {
    // 223 trials, none or one correct, k = 2000: E[p^k] is a denormal, its variance underflows.
    for (const correct of [0, 1]) {
      const R = [[...Array<number>(223 - correct).fill(0), ...Array<number>(correct).fill(1)]];
      for (const f of [geomAtKCi, geomDsAtKCi]) {
        const r = f(R, 2000);
        expect(Number.isFinite(r.sigma) && r.sigma >= 0 && r.sigma < 1e-100).toBe(true);
        expect(r.lo <= r.mu && r.mu <= r.hi).toBe(true);
      }
    }
  });

  it('Geom@k with a near-zero power: sigma at most 1/2, never Infinity', () => {
    const R = [Array<number>(223).fill(0)];
    const r = geomAtKCi(R, 597, { passPower: 2, unanimousPower: 4.2e-15 });
    // The target lies in [0, 1]: its standard deviation is at most 1/2 (Popoviciu).
    expect(r.sigma).toBe(0.5);
    expect([r.lo, r.hi]).toEqual([0, 1]);
    expect(geomDsAtKCi(R, 597, { passPower: 1, unanimousPower: 1e-10 }).sigma).toBe(0.5);
  });
});
