// Whether the usage gate's t test keeps its level on the values at hand (usage-level.ts): the
// log-normal fit, the sample skewness of c − r0 b, the Edgeworth term, the model's simulated false
// alarms, and the two seeded PRs of the gate's own simulation that show what it is for (one a
// reshaping change at exactly the tolerance, which the old gate failed; one a real increase that
// scales every question, which it must still fail). Hand-computed values are written out.
import { describe, expect, it } from 'vitest';
import {
  USAGE_MAX_FALSE_ALARMS,
  differenceSkewness,
  edgeworthFalseAlarms,
  fitLogNormal,
  modelFalseAlarms,
  modelSkewness,
  usageFalseAlarms,
  type LogNormalFit,
} from '../../src/decision/usage-level.js';
import { ratioPValue } from '../../src/decision/usage.js';
import { RESHAPED, SCALED } from './usage-samples.js';

/** A fit with no zeros, centred (t does not depend on the scale of either side's logs' mean). */
function fit(sdLogB: number, sdLogC: number, correlation: number): LogNormalFit {
  return {
    both: 1,
    baselineOnly: 0,
    candidateOnly: 0,
    meanLogB: 0,
    meanLogC: 0,
    sdLogB,
    sdLogC,
    correlation,
  };
}

/**
 * validate-usage's populations as the model sees them: log μ_q ~ N(log 800, σ²), one trial's
 * log-normal noise of variance ln 1.25 = 0.2231 on each side, the candidate's churn 0.3² = 0.09.
 */
const NOISE = Math.log(1.25);
const SCALE_SIGMA1 = fit(
  Math.sqrt(1 + NOISE),
  Math.sqrt(1 + 0.09 + NOISE),
  1 / Math.sqrt((1 + NOISE) * (1.09 + NOISE)),
);
const RESHAPE_03 = fit(
  Math.sqrt(2.25 + NOISE),
  Math.sqrt(0.09 * 2.25 + 0.09 + NOISE),
  (0.3 * 2.25) / Math.sqrt((2.25 + NOISE) * (0.2025 + 0.09 + NOISE)),
);

describe('fitLogNormal: the bivariate log-normal of the paired values', () => {
  it('moments of the logs over the questions above 0 on both sides; the zero patterns as shares', () => {
    const f = fitLogNormal([100, 200, 400, 0], [110, 190, 500, 30]);
    // log b = ln 200 − ln 2, ln 200, ln 200 + ln 2: mean ln 200 (the geometric mean), sd ln 2.
    expect(f?.both).toBe(0.75);
    expect(f?.candidateOnly).toBe(0.25);
    expect(f?.baselineOnly).toBe(0);
    expect(f?.meanLogB).toBeCloseTo(Math.log(200), 14);
    expect(f?.sdLogB).toBeCloseTo(Math.LN2, 14);
    // log c = ln 110, ln 190, ln 500: mean ln(110·190·500)/3, and their correlation with log b
    // written out: Σ ex ey / √(Σ ex² Σ ey²) = 1.04936 / √(0.960906 · 1.175787).
    expect(f?.meanLogC).toBeCloseTo(Math.log(110 * 190 * 500) / 3, 14);
    expect(f?.correlation).toBeCloseTo(0.9873563292539537, 12);
    expect(fitLogNormal([1, 2, 0, 5], [1, 0, 3, 5])).toBeUndefined();
  });
});

describe('the skewness of d = c − r0 b and the Edgeworth term of t', () => {
  it('differenceSkewness: d = 0, 0, 0, −3 (−6, the lowest, left out): m₃ / m₂^{3/2} = −2/√3', () => {
    // mean −0.75, deviations 0.75 (×3) and −2.25: m₂ = 6.75 / 4, m₃ = −10.125 / 4.
    expect(differenceSkewness([1, 2, 3, 4, 10], [1, 2, 3, 1, 4], 1)).toBeCloseTo(
      -2 / Math.sqrt(3),
      14,
    );
    // One question far below the rest is not a cluster: without it, no spread at all.
    expect(differenceSkewness([1, 2, 3, 10], [1, 2, 3, 4], 1)).toBe(0);
    expect(differenceSkewness([1, 2, 3], [1.1, 2.2, 3.3], 1.1)).toBe(0);
    expect(differenceSkewness([1, 2], [1, 5], 1)).toBe(0);
  });

  it('edgeworthFalseAlarms: level − γ (2z² + 1) φ(z) / (6√M), clipped to [0, 1]', () => {
    // z = Φ⁻¹(0.99) = 2.326348, 2z² + 1 = 11.823870, φ(z) = 0.026652142.
    const z = 2.3263478740408408;
    const term = ((2 * z * z + 1) * 0.02665214220345808) / (6 * Math.sqrt(200));
    expect(edgeworthFalseAlarms(-2, 200, 0.01)).toBeCloseTo(0.01 + 2 * term, 12);
    expect(edgeworthFalseAlarms(-2, 200, 0.01).toFixed(5)).toBe('0.01743');
    // A long upper tail lowers them; a huge one cannot take them below 0.
    expect(edgeworthFalseAlarms(0.5, 50, 0.01)).toBeLessThan(0.01);
    expect(edgeworthFalseAlarms(100, 2, 0.01)).toBe(0);
    expect(edgeworthFalseAlarms(-1000, 2, 0.01)).toBe(1);
  });
});

describe('modelSkewness: the skewness of d under the fitted model, at the tolerance', () => {
  it('matches the moments written out', () => {
    // sx² = 2.25 + ln 1.25, sy² = sx² + 0.09, ρ sx sy = 2.25 (σ = 1.5, the candidate's churn):
    // E[d²] = e^{sy²} − 2 e^{2.25} + e^{sx²} = 5.8607, E[d³] = e^{3sy²} − 3 e^{sy² + 4.5} +
    // 3 e^{sx² + 4.5} − e^{3sx²} = 215.43: γ = 215.43 / 5.8607^{3/2} = 15.18.
    const sx2 = 2.25 + NOISE;
    const sy2 = sx2 + 0.09;
    const m2 = Math.exp(sy2) - 2 * Math.exp(2.25) + Math.exp(sx2);
    const m3 =
      Math.exp(3 * sy2) - 3 * Math.exp(sy2 + 4.5) + 3 * Math.exp(sx2 + 4.5) - Math.exp(3 * sx2);
    const scale = fit(Math.sqrt(sx2), Math.sqrt(sy2), 2.25 / Math.sqrt(sx2 * sy2));
    expect(modelSkewness(scale)).toBeCloseTo(m3 / m2 ** 1.5, 8);
    expect(modelSkewness(scale).toFixed(2)).toBe('15.18');
    // Equal spreads: d is symmetric. A baseline spread wider than the candidate's: a long lower tail.
    expect(Math.abs(modelSkewness(fit(1, 1, 0.8)))).toBeLessThan(1e-9);
    expect(modelSkewness(fit(1.5, 0.5, 0.9))).toBeLessThan(-40);
  });

  it('with zero patterns: 50% both, 20% the baseline only, 10% the candidate only (2·10⁶ draws: −0.376)', () => {
    const zeros = { ...fit(0.5, 0.4, 0.7), both: 0.5, baselineOnly: 0.2, candidateOnly: 0.1 };
    expect(modelSkewness(zeros)).toBeCloseTo(-0.3762, 3);
  });
});

describe("modelFalseAlarms: t's false alarms under the fitted model, at the tolerance", () => {
  it('near its level for nearly normal values; below it when the candidate scales a skewed baseline', () => {
    // log-sds 0.1 and 0.09: d is nearly normal (its skewness −0.06, so t is simulated) and t
    // nearly exact: 2,000 runs give the level ± 3 × 0.22%.
    expect(modelSkewness(fit(0.1, 0.09, 0.5))).toBeLessThan(0);
    const normalish = modelFalseAlarms(fit(0.1, 0.09, 0.5), 50, 0.01);
    expect(Math.abs(normalish - 0.01)).toBeLessThan(3 * Math.sqrt(0.0099 / 2000));
    // The candidate scales a σ = 1 baseline with its own churn: c's log-spread is the larger, d is
    // right-skewed (+6.2) and t conservative in its upper tail: the Edgeworth term, no simulation.
    expect(modelSkewness(SCALE_SIGMA1)).toBeGreaterThan(0);
    expect(modelFalseAlarms(SCALE_SIGMA1, 50, 0.01)).toBe(
      edgeworthFalseAlarms(modelSkewness(SCALE_SIGMA1), 50, 0.01),
    );
  });

  it('far above it when the candidate reshapes a σ = 1.5 baseline (c ∝ b^0.3), less so with more questions', () => {
    const at50 = modelFalseAlarms(RESHAPE_03, 50, 0.01);
    const at500 = modelFalseAlarms(RESHAPE_03, 500, 0.01);
    // npm run validate measures t's false alarms in this reshape at 15% (50 questions), 9% (200)
    // and 5% (1,000); the model with its true parameters says 16% and 6.6% (500).
    expect(at50).toBeGreaterThan(0.12);
    expect(at50).toBeLessThan(0.2);
    expect(at500).toBeGreaterThan(0.045);
    expect(at500).toBeLessThan(0.09);
    // Past 500 questions the estimate is the one at 500 (an upper bound; the cost stays fixed).
    expect(modelFalseAlarms(RESHAPE_03, 100_000, 0.01)).toBe(at500);
  });

  it('is seeded (the same fit, the same estimate), and keeps zeros as their own patterns', () => {
    expect(modelFalseAlarms(RESHAPE_03, 50, 0.01)).toBe(modelFalseAlarms(RESHAPE_03, 50, 0.01));
    const zeros = { ...SCALE_SIGMA1, both: 0.3, baselineOnly: 0, candidateOnly: 0.3 };
    const fa = modelFalseAlarms(zeros, 200, 0.01);
    expect(fa).toBeGreaterThanOrEqual(0);
    expect(fa).toBeLessThan(0.03);
  });
});

describe('usageFalseAlarms on two PRs of the gate’s simulation', () => {
  it('a reshaping change at exactly the tolerance: t rejects, the estimate says 10 × its level', () => {
    expect(ratioPValue(RESHAPED.baseline, RESHAPED.candidate, 1.1)).toBeLessThan(0.01);
    const fa = usageFalseAlarms(RESHAPED.baseline, RESHAPED.candidate, 1.1, 0.01);
    expect(fa).toBeGreaterThan(USAGE_MAX_FALSE_ALARMS * 0.01);
    expect(fa).toBeCloseTo(0.1535, 10);
  });

  it('a real increase that scales every question: t rejects, and can be trusted', () => {
    expect(ratioPValue(SCALED.baseline, SCALED.candidate, 1.1)).toBeLessThan(0.01);
    const fa = usageFalseAlarms(SCALED.baseline, SCALED.candidate, 1.1, 0.01);
    expect(fa).toBeLessThanOrEqual(USAGE_MAX_FALSE_ALARMS * 0.01);
    expect(fa).toBe(3 / 500);
  });
});
