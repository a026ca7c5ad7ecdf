/**
 * Ragged count tables (questions with different numbers of trials N_q): each metric is the mean
 * over questions of its per-question quantity with the question's own N_q, and on a table whose
 * rows all have N trials it equals the rectangular result.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors.js';
import {
  type Cell,
  CountTableBuilder,
  type Estimate,
  type Interval,
  type Outcomes,
  aucAtK,
  aucAtKCi,
  avg,
  avgCi,
  bayes,
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

type Result = number | Estimate | Interval;

/** Binary rows with N_q = 7, 3, 3, 6 (null = missing trial). */
const binaryRows: Cell[][] = [
  [1, 0, 0, 1, 1, 0, 1],
  [1, 1, null, 0],
  [0, 0, 0, null, null],
  [1, 1, 1, 1, 1, 1],
];
/** Categorical rows (labels 0..2) with N_q = 4, 2, 5. */
const categoricalRows: Cell[][] = [
  [0, 2, 1, 2],
  [1, null, 2],
  [2, 2, 0, 0, 1],
];
const w = [0, 0.5, 1];

/** Per-question metrics on binary outcomes (k <= 3 so that every row allows it). */
const binaryMetrics: [string, (R: Outcomes) => Result][] = [
  ['passAtK', (R) => passAtK(R, 3)],
  ['passHatK', (R) => passHatK(R, 2)],
  ['gPassAtKTau', (R) => gPassAtKTau(R, 3, 0.5)],
  ['mgPassAtK', (R) => mgPassAtK(R, 3)],
  ['majAtK', (R) => majAtK(R, 3)],
  ['aucAtK', (R) => aucAtK(R, 3)],
  ['thresholdSpectrumAtK', (R) => thresholdSpectrumAtK(R, 3, [0.2, 0.3, 0.4])],
  ['geomAtK', (R) => geomAtK(R, 2, { passPower: 0.3, unanimousPower: 0.6 })],
  ['maxAtK', (R) => maxAtK(R, 3)],
  ['passAtKCi', (R) => passAtKCi(R, 3)],
  ['passHatKCi', (R) => passHatKCi(R, 2, { alpha0: 0.5, beta0: 2 })],
  ['gPassAtKTauCi', (R) => gPassAtKTauCi(R, 3, 0.5)],
  ['mgPassAtKCi', (R) => mgPassAtKCi(R, 3)],
  ['majAtKCi', (R) => majAtKCi(R, 3)],
  ['aucAtKCi', (R) => aucAtKCi(R, 3)],
  ['thresholdSpectrumAtKCi', (R) => thresholdSpectrumAtKCi(R, 5, [0.2, 0, 0.3, 0.1, 0.4])],
  ['geomAtKCi', (R) => geomAtKCi(R, 4)],
  ['maxAtKCi', (R) => maxAtKCi(R, 3, { bounds: null })],
  ['bayes', (R) => bayes(R)],
  ['bayesCi', (R) => bayesCi(R)],
  ['avg', (R) => avg(R)],
  ['avgCi', (R) => avgCi(R)],
];

/** Per-question metrics on categorical outcomes. */
const categoricalMetrics: [string, (R: Outcomes) => Result][] = [
  ['bayes', (R) => bayes(R, { w })],
  ['avg', (R) => avg(R, { w })],
  ['maxAtK', (R) => maxAtK(R, 2, { w })],
  ['maxAtKCi', (R) => maxAtKCi(R, 3, { w, bounds: null })],
];

/** The mean over questions of 1-row results: mu averages, variances add up over M^2. */
function meanOfRows(rows: Cell[][], metric: (R: Outcomes) => Result): [number, number] {
  const results = rows.map((row) => metric([row]));
  const m = results.length;
  if (typeof results[0] === 'number')
    return [(results as number[]).reduce((s, x) => s + x, 0) / m, NaN];
  const es = results as Estimate[];
  return [
    es.reduce((s, e) => s + e.mu, 0) / m,
    Math.sqrt(es.reduce((s, e) => s + e.sigma * e.sigma, 0)) / m,
  ];
}

function muSigma(r: Result): [number, number] {
  return typeof r === 'number' ? [r, NaN] : [r.mu, r.sigma];
}

describe('ragged tables are the mean of per-question results', () => {
  for (const [name, metric] of binaryMetrics)
    it(`${name} (binary, N_q = 7, 3, 3, 6)`, () => {
      const [mu, sigma] = muSigma(metric(binaryRows));
      const [wantMu, wantSigma] = meanOfRows(binaryRows, metric);
      expect(mu).toBeCloseTo(wantMu, 12);
      if (!Number.isNaN(wantSigma)) expect(sigma).toBeCloseTo(wantSigma, 12);
    });
  for (const [name, metric] of categoricalMetrics)
    it(`${name} (categorical, N_q = 4, 2, 5)`, () => {
      const [mu, sigma] = muSigma(metric(categoricalRows));
      const [wantMu, wantSigma] = meanOfRows(categoricalRows, metric);
      expect(mu).toBeCloseTo(wantMu, 12);
      if (!Number.isNaN(wantSigma)) expect(sigma).toBeCloseTo(wantSigma, 12);
    });

  it('bayes with a ragged prior R0 (D_q = 1, 2, 0)', () => {
    const R0: Cell[][] = [[0], [2, 1], []];
    const got = bayes(categoricalRows, { w, R0 });
    const rows = categoricalRows.map((row, q) => bayes([row], { w, R0: [R0[q] as Cell[]] }));
    expect(got.mu).toBeCloseTo(rows.reduce((s, e) => s + e.mu, 0) / 3, 14);
    expect(got.sigma).toBeCloseTo(Math.sqrt(rows.reduce((s, e) => s + e.sigma ** 2, 0)) / 3, 14);
  });
});

describe('hand-computed ragged values', () => {
  // Row 1: 1 success in N = 4; row 2: 2 successes in N = 2.
  const R: Cell[][] = [
    [1, 0, 0, 0],
    [1, 1],
  ];
  it('passAtK: (1 - C(3,2)/C(4,2) + 1) / 2 = 0.75', () => {
    expect(passAtK(R, 2)).toBeCloseTo(0.75, 15);
  });
  it('bayes: T_q = 6 and 4, mu = (2/6 + 3/4) / 2, sigma^2 = (2/63 + 3/80) / 4', () => {
    const { mu, sigma } = bayes(R);
    expect(mu).toBeCloseTo(13 / 24, 15);
    expect(sigma).toBeCloseTo(Math.sqrt(2 / 63 + 3 / 80) / 2, 15);
  });
  it('avg: a = (1/4 + 1) / 2, sigma^2 = ((6/4)^2 2/63 + (4/2)^2 3/80) / 4', () => {
    const { mu, sigma } = avg(R);
    expect(mu).toBeCloseTo(5 / 8, 15);
    expect(sigma).toBeCloseTo(Math.sqrt(2.25 * (2 / 63) + 4 * (3 / 80)) / 2, 15);
  });
});

describe('dataset-level blends on ragged tables', () => {
  it('geomDsAtK blends the ragged Pass@k and Pass^k means', () => {
    const p = passAtK(binaryRows, 3);
    const u = passHatK(binaryRows, 3);
    expect(geomDsAtK(binaryRows, 3, { passPower: 0.7, unanimousPower: 0.4 })).toBeCloseTo(
      p ** 0.7 * u ** 0.4,
      14,
    );
  });
  it('geomDsAtKCi blends the ragged posterior means', () => {
    const p = passAtKCi(binaryRows, 3).mu;
    const u = passHatKCi(binaryRows, 3).mu;
    expect(geomDsAtKCi(binaryRows, 3).mu).toBeCloseTo(Math.sqrt(p * u), 14);
  });
  it('geoSpectrumAtK is sqrt(Pass@k x mG-Pass@k) on the ragged means', () => {
    const p = passAtK(binaryRows, 3);
    const mg = mgPassAtK(binaryRows, 3);
    expect(geoSpectrumAtK(binaryRows, 3)).toBeCloseTo(Math.sqrt(p * mg), 14);
  });
  it('geoSpectrumAtKCi at lam 0 and 1 is the spectrum / Pass@k posterior', () => {
    expect(geoSpectrumAtKCi(binaryRows, 3, { lam: 1 })).toEqual(passAtKCi(binaryRows, 3));
    const weights = [0.1, 0.2, 0.3];
    const s = geoSpectrumAtKCi(binaryRows, 3, { lam: 0, weights });
    expect(s).toEqual(thresholdSpectrumAtKCi(binaryRows, 3, weights));
  });
});

describe('a ragged table whose rows all have N trials equals the rectangular one', () => {
  // Missing cells in different places, N_q = 4 for every question.
  const withGaps: Cell[][] = [
    [1, null, 0, 1, 1],
    [null, 0, 0, null, 1, 1],
    [1, 1, 1, 1],
  ];
  const rectangular = [
    [1, 0, 1, 1],
    [0, 0, 1, 1],
    [1, 1, 1, 1],
  ];
  const all: [string, (R: Outcomes) => Result][] = [
    ...binaryMetrics,
    ['geomDsAtK', (R) => geomDsAtK(R, 3)],
    ['geomDsAtKCi', (R) => geomDsAtKCi(R, 3)],
    ['geoSpectrumAtK', (R) => geoSpectrumAtK(R, 4)],
    ['geoSpectrumAtKCi', (R) => geoSpectrumAtKCi(R, 6)],
  ];
  for (const [name, metric] of all)
    it(name, () => {
      expect(metric(withGaps)).toEqual(metric(rectangular));
    });

  it('a CountTable built by the streaming builder gives the same results as the matrix', () => {
    const builder = new CountTableBuilder();
    // Observations arrive in any order.
    for (const [id, label] of [
      ['3', 1],
      ['1', 1],
      ['2', 0],
      ['1', 0],
      ['3', 1],
      ['2', 0],
      ['1', 1],
      ['2', 1],
      ['3', 1],
      ['1', 1],
      ['2', 1],
      ['3', 1],
    ] as const)
      builder.add(id, label);
    const table = builder.build();
    const ordered = countTableFromMatrix(rectangular);
    // Row order differs (3, 1, 2), which no per-question mean depends on.
    for (const [, metric] of all) {
      const a = muSigma(metric(table));
      const b = muSigma(metric(ordered));
      expect(a[0]).toBeCloseTo(b[0], 14);
      if (!Number.isNaN(a[1])) expect(a[1]).toBeCloseTo(b[1], 14);
    }
  });
});

describe('k on ragged tables', () => {
  it('requires k <= N_q for every question and names the question with the fewest trials', () => {
    expect(() => passAtK(binaryRows, 4)).toThrow(ValidationError);
    expect(() => passAtK(binaryRows, 4)).toThrow(/question "2" \(row 1\) has N=3; got k=4/);
    expect(() => maxAtK(categoricalRows, 3, { w })).toThrow(/question "2" \(row 1\) has N=2/);
  });
  it('posterior targets with latent k accept k > N_q', () => {
    expect(Number.isFinite(geomAtKCi(binaryRows, 9).mu)).toBe(true);
    expect(Number.isFinite(maxAtKCi(categoricalRows, 9, { w }).sigma)).toBe(true);
  });
});
