/**
 * Argument validation: every bad argument throws a ValidationError whose message names the
 * argument and the bad value (messages follow the reference implementation).
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors.js';
import {
  avg,
  bayes,
  bayesCi,
  countTableFromMatrix,
  gPassAtKTau,
  gPassAtKTauCi,
  geoSpectrumAtK,
  geoSpectrumAtKCi,
  geomAtK,
  geomAtKCi,
  maxAtK,
  maxAtKCi,
  passAtK,
  passAtKCi,
  thresholdSpectrumAtK,
  thresholdSpectrumAtKCi,
} from '../../src/metrics/index.js';

const R = [
  [0, 1, 1, 0, 1],
  [1, 1, 0, 1, 1],
];
const RC = [
  [0, 1, 2, 2, 1],
  [1, 1, 0, 2, 2],
];

/** Asserts a ValidationError for `argument` whose message matches `message`. */
function rejects(call: () => unknown, argument: string, message: RegExp): void {
  let error: unknown;
  try {
    call();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).argument).toBe(argument);
  expect((error as ValidationError).message).toMatch(message);
}

describe('k', () => {
  it('finite-bank metrics require an integer 1 <= k <= N', () => {
    rejects(() => passAtK(R, 0), 'k', /k must satisfy 1 <= k <= N \(N=5\); got k=0/);
    rejects(() => passAtK(R, 6), 'k', /k must satisfy 1 <= k <= N \(N=5\); got k=6/);
    rejects(() => passAtKCi(R, 6), 'k', /got k=6/);
    rejects(() => passAtK(R, 2.5), 'k', /k must be an integer; got 2.5/);
    rejects(() => passAtK(R, '2' as unknown as number), 'k', /k must be an integer; got "2"/);
    rejects(() => maxAtK(RC, 9, { w: [0, 0.5, 1] }), 'k', /N=5\); got k=9/);
  });
  it('latent posterior targets accept k > N but not k < 1', () => {
    expect(geomAtKCi(R, 9).mu).toBeGreaterThan(0);
    rejects(() => geomAtKCi(R, 0), 'k', /k must be >= 1; got k=0/);
    rejects(() => maxAtKCi(R, -2), 'k', /k must be >= 1; got k=-2/);
    rejects(() => thresholdSpectrumAtKCi(R, 0, []), 'k', /k must be >= 1/);
  });
});

describe('outcomes', () => {
  it('binary-only metrics reject labels >= 2', () => {
    rejects(() => passAtK(RC, 2), 'R', /Entries of R must be integers in \[0, 1\]\./);
    rejects(
      () => geomAtK(countTableFromMatrix(RC), 2),
      'R',
      /Entries of R must be integers in \[0, 1\]/,
    );
    rejects(() => avg(RC), 'R', /Entries of R must be integers in \[0, 1\]/);
  });
  it('weighted metrics need w for non-binary outcomes, and w must cover every label', () => {
    rejects(
      () => bayes(RC),
      'w',
      /R is not binary \(observed: 0, 1, 2\), so weight vector 'w' must be provided\./,
    );
    rejects(() => maxAtK(RC, 2), 'w', /R is not binary/);
    rejects(() => bayes(RC, { w: [0, 1] }), 'R', /Entries of R must be integers in \[0, 1\]/);
    rejects(() => maxAtKCi(RC, 2, { w: [0, 1] }), 'R', /in \[0, 1\]/);
    rejects(() => bayes(R, { w: [0, NaN] }), 'w', /w must contain only finite numbers; got NaN/);
    rejects(() => bayes(R, { w: [] }), 'w', /at least one entry/);
  });
  it('R0 must have one row per question and labels within w', () => {
    rejects(
      () => bayes(RC, { w: [0, 0.5, 1], R0: [[0, 2]] }),
      'R0',
      /R0 must have the same number of rows \(M\) as R; got 1 rows for M=2/,
    );
    rejects(() => bayes(R, { R0: [[2], [0]] }), 'R0', /Entries of R0 must be integers in \[0, 1\]/);
  });
  it('cells must be non-negative integers or booleans', () => {
    rejects(() => bayes([[0.5, 1, 0]]), 'R', /R must contain only integer-valued entries; got 0.5/);
    rejects(() => passAtK([[0, -1, 1]], 1), 'R', /non-negative integer labels; got -1/);
    rejects(() => passAtK([[0, Infinity]], 1), 'R', /finite values; got Infinity/);
    rejects(
      () => passAtK([[0, 'x' as unknown as number]], 1),
      'R',
      /numeric or boolean values; got "x"/,
    );
    rejects(() => bayes([]), 'R', /at least one question/);
    expect(passAtK([[true, false, true]], 1)).toBeCloseTo(2 / 3, 15);
  });
});

describe('scalar parameters', () => {
  it('tau and lam must be in [0, 1]', () => {
    rejects(() => gPassAtKTau(R, 2, 1.5), 'tau', /tau must be in \[0, 1\]; got 1.5/);
    rejects(() => gPassAtKTau(R, 2, -0.1), 'tau', /got -0.1/);
    rejects(() => gPassAtKTauCi(R, 2, NaN), 'tau', /got NaN/);
    rejects(() => geoSpectrumAtK(R, 2, { lam: 1.5 }), 'lam', /lam must be in \[0, 1\]; got 1.5/);
    rejects(() => geoSpectrumAtKCi(R, 2, { lam: -1 }), 'lam', /got -1/);
  });
  it('confidence must be in (0, 1) and bounds ordered', () => {
    rejects(
      () => bayesCi(R, { confidence: 1.5 }),
      'confidence',
      /confidence must be in \(0,1\); got 1.5/,
    );
    rejects(() => bayesCi(R, { confidence: 0 }), 'confidence', /got 0/);
    rejects(() => passAtKCi(R, 1, { confidence: 1 }), 'confidence', /got 1/);
    rejects(() => passAtKCi(R, 1, { bounds: [1, 0] }), 'bounds', /bounds\[0\] <= bounds\[1\]/);
  });
  it('alpha0 and beta0 must be finite and positive', () => {
    rejects(
      () => passAtKCi(R, 1, { alpha0: 0 }),
      'alpha0',
      /alpha0 must be a finite positive scalar; got 0\./,
    );
    rejects(
      () => passAtKCi(R, 1, { beta0: -1 }),
      'beta0',
      /beta0 must be a finite positive scalar; got -1\./,
    );
    rejects(() => geomAtKCi(R, 1, { alpha0: Infinity }), 'alpha0', /got Infinity/);
  });
  it('geometric powers must be finite and not both zero', () => {
    rejects(
      () => geomAtK(R, 2, { passPower: 0, unanimousPower: 0 }),
      'passPower',
      /at least one power must be non-zero/,
    );
    rejects(
      () => geomAtK(R, 2, { passPower: NaN }),
      'passPower',
      /passPower must be a finite number; got NaN/,
    );
  });
});

describe('spectrum weights', () => {
  it('must have length k, be non-negative and sum to at most 1', () => {
    rejects(
      () => thresholdSpectrumAtK(R, 2, [0.8, 0.8]),
      'weights',
      /sum\(weights\) <= 1; got sum=1.6/,
    );
    rejects(
      () => thresholdSpectrumAtK(R, 2, [0.5]),
      'weights',
      /length-2 1D array; got shape \(1,\)/,
    );
    rejects(
      () => thresholdSpectrumAtK(R, 2, [-0.1, 0.5]),
      'weights',
      /weights must be non-negative; got -0.1/,
    );
    rejects(() => thresholdSpectrumAtKCi(R, 2, [NaN, 0.5]), 'weights', /finite numbers; got NaN/);
    rejects(() => geoSpectrumAtK(R, 2, { weights: [0.5, 0.6] }), 'weights', /sum=1.1/);
  });
  it('accepts sums that exceed 1 only by rounding (seven weights of 1/7)', () => {
    const sevenths = new Array<number>(7).fill(1 / 7);
    expect(thresholdSpectrumAtKCi(R, 7, sevenths).mu).toBeGreaterThan(0);
  });
  it('are ignored at lam = 1 (the spectrum term drops out)', () => {
    expect(geoSpectrumAtK(R, 2, { lam: 1, weights: [5, 5] })).toBe(passAtK(R, 2));
  });
});
