/**
 * The documentation examples of the reference API (scorio-eval-python-api.txt), with the values
 * rounded exactly as the documentation prints them.
 */
import { describe, expect, it } from 'vitest';
import {
  aucAtK,
  avg,
  avgCi,
  bayes,
  bayesCi,
  gPassAtK,
  gPassAtKTau,
  gPassAtKTauCi,
  geoSpectrumAtKCi,
  geoSpectrumStarAtKCi,
  normalCredibleInterval,
  thresholdSpectrumAtK,
  thresholdSpectrumAtKCi,
  zValue,
  geoSpectrumAtK,
  geomAtK,
  geomAtKCi,
  geomDsAtK,
  geomDsAtKCi,
  majAtK,
  majAtKCi,
  maxAtK,
  maxAtKCi,
  mgPassAtK,
  passAtK,
  passAtKCi,
  passHatK,
  passHatKCi,
  type Estimate,
  type Interval,
} from '../../src/metrics/index.js';

const R = [
  [0, 1, 1, 0, 1],
  [1, 1, 0, 1, 1],
];
const RC = [
  [0, 1, 2, 2, 1],
  [1, 1, 0, 2, 2],
];
const w = [0, 0.5, 1];

const round = (x: number, digits: number): number => Number(x.toFixed(digits));
/** (mu, sigma) rounded to 6 digits as the doc prints them. */
const est = (e: Estimate, d = 6): [number, number] => [round(e.mu, d), round(e.sigma, d)];
/** (mu, sigma) to 6 digits and (lo, hi) to 4, as the doc prints intervals. */
const ci = (e: Interval, d = 6): [number, number, number, number] => [
  round(e.mu, d),
  round(e.sigma, d),
  round(e.lo, 4),
  round(e.hi, 4),
];

describe('Bayes@N and avg@N doc examples', () => {
  it('bayes with and without a prior', () => {
    expect(
      est(
        bayes(RC, {
          w,
          R0: [
            [0, 2],
            [1, 2],
          ],
        }),
      ),
    ).toEqual([0.575, 0.084275]);
    expect(est(bayes(RC, { w }))).toEqual([0.5625, 0.091998]);
  });
  it('bayesCi', () => {
    expect(ci(bayesCi(R, { bounds: [0, 1] }))).toEqual([0.642857, 0.118451, 0.4107, 0.875]);
  });
  it('avg, binary and weighted', () => {
    expect(est(avg(R))).toEqual([0.7, 0.165831]);
    expect(est(avg(RC, { w }))).toEqual([0.6, 0.147196]);
  });
  it('avgCi, binary and weighted (printed to 4 digits)', () => {
    expect(ci(avgCi(R, { bounds: [0, 1] }), 4)).toEqual([0.7, 0.1658, 0.375, 1.0]);
    expect(ci(avgCi(RC, { w, confidence: 0.95 }), 4)).toEqual([0.6, 0.1472, 0.3115, 0.8885]);
  });
});

describe('Pass family doc examples', () => {
  it('passAtK and passHatK', () => {
    expect(round(passAtK(R, 1), 6)).toBe(0.7);
    expect(round(passAtK(R, 2), 6)).toBe(0.95);
    expect(round(passHatK(R, 1), 6)).toBe(0.7);
    expect(round(passHatK(R, 2), 6)).toBe(0.45);
  });
  it('passAtKCi and passHatKCi', () => {
    expect(ci(passAtKCi(R, 1))).toEqual([0.642857, 0.118451, 0.4107, 0.875]);
    expect(ci(passAtKCi(R, 2))).toEqual([0.839286, 0.097263, 0.6487, 1.0]);
    expect(ci(passHatKCi(R, 1))).toEqual([0.642857, 0.118451, 0.4107, 0.875]);
    expect(ci(passHatKCi(R, 2))).toEqual([0.446429, 0.146167, 0.1599, 0.7329]);
  });
  it('aucAtK', () => {
    expect(round(aucAtK(R, 1), 6)).toBe(0.7);
    expect(round(aucAtK(R, 2), 6)).toBe(0.825);
    expect(round(aucAtK(R, 3), 6)).toBe(0.9);
  });
  it('majAtK and majAtKCi', () => {
    expect(round(majAtK(R, 1), 6)).toBe(0.7);
    expect(round(majAtK(R, 2), 6)).toBe(0.45);
    expect(round(majAtK(R, 3), 6)).toBe(0.85);
    expect(ci(majAtKCi(R, 2))).toEqual([0.446429, 0.146167, 0.1599, 0.7329]);
    expect(ci(majAtKCi(R, 3))).toEqual([0.684524, 0.151958, 0.3867, 0.9824]);
  });
  it('gPassAtK, gPassAtKTau and mgPassAtK', () => {
    expect(round(gPassAtK(R, 1), 6)).toBe(0.7);
    expect(round(gPassAtK(R, 2), 6)).toBe(0.45);
    expect(round(gPassAtKTau(R, 2, 0.5), 6)).toBe(0.95);
    expect(round(gPassAtKTau(R, 2, 1.0), 6)).toBe(0.45);
    expect(round(mgPassAtK(R, 2), 6)).toBe(0.45);
    expect(round(mgPassAtK(R, 3), 6)).toBe(0.166667);
  });
});

describe('GeoSpectrum doc examples', () => {
  it('geomAtK and geomAtKCi', () => {
    expect(round(geomAtK(R, 2), 6)).toBe(0.647106);
    expect(ci(geomAtKCi(R, 2))).toEqual([0.610666, 0.133107, 0.3498, 0.8716]);
  });
  it('geomDsAtK and geomDsAtKCi', () => {
    expect(round(geomDsAtK(R, 2), 6)).toBe(0.653835);
    expect(ci(geomDsAtKCi(R, 2))).toEqual([0.612112, 0.132755, 0.3519, 0.8723]);
  });
  it('geoSpectrumAtK', () => {
    expect(round(geoSpectrumAtK(R, 3), 6)).toBe(0.408248);
    expect(round(geoSpectrumAtK(R, 3, { lam: 1.0 }), 6)).toBe(1.0);
  });
});

describe('Max@k doc examples', () => {
  it('maxAtK, binary and weighted', () => {
    expect(round(maxAtK(R, 2), 6)).toBe(0.95);
    expect(round(maxAtK(RC, 2, { w }), 6)).toBe(0.85);
  });
  it('maxAtKCi, binary and weighted', () => {
    expect(ci(maxAtKCi(R, 2))).toEqual([0.839286, 0.097263, 0.6487, 1.0]);
    expect(ci(maxAtKCi(RC, 2, { w }))).toEqual([0.75, 0.08812, 0.5773, 0.9227]);
  });
});

describe('JSDoc examples beyond the API text', () => {
  it('thresholdSpectrumAtK, thresholdSpectrumAtKCi, geoSpectrumAtKCi, geoSpectrumStarAtKCi', () => {
    expect(round(thresholdSpectrumAtK(R, 2, [0.5, 0.5]), 6)).toBe(0.7);
    expect(est(thresholdSpectrumAtKCi([[0]], 3, [1 / 3, 1 / 3, 1 / 3]))).toEqual([
      0.333333, 0.235702,
    ]);
    expect(round(geoSpectrumAtKCi(R, 3, { lam: 1 }).mu, 6)).toBe(0.916667);
    expect(geoSpectrumStarAtKCi(R, 1).mu).toBe(0);
  });
  it('gPassAtKTauCi at tau = 2/3 is Maj@3', () => {
    expect(ci(gPassAtKTauCi(R, 3, 2 / 3))).toEqual([0.684524, 0.151958, 0.3867, 0.9824]);
  });
  it('zValue and normalCredibleInterval', () => {
    expect(zValue(0.95)).toBeCloseTo(1.959963984540054, 14);
    const { lo, hi } = normalCredibleInterval(0.7, 0.1658312, 0.95, [0, 1]);
    expect(round(lo, 5)).toBe(0.37498);
    expect(hi).toBe(1);
  });
  it('bounds that exclude the estimate clip both ends (lo = hi), as the reference', () => {
    const opts = { confidence: 0.99, bounds: [0.1, 0.9] as const, alpha0: 0.5, beta0: 0.5 };
    const low = passHatKCi([[0, 0, 0, 0, 0]], 5, opts);
    expect([low.lo, low.hi]).toEqual([0.1, 0.1]);
    const high = passAtKCi([[1, 1, 1, 1, 1]], 5, opts);
    expect([high.lo, high.hi]).toEqual([0.9, 0.9]);
    expect(normalCredibleInterval(0.5, 0.1, 0.95, [0.9, 1])).toEqual({ lo: 0.9, hi: 0.9 });
  });
});
