/**
 * Independent checks on random inputs (fast-check): the finite-bank estimators against brute
 * force over every k-subset of each question's trials, and the posterior moments against
 * numerical integration over the Beta posterior.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aucAtK,
  aucAtKCi,
  gPassAtKTau,
  gPassAtKTauCi,
  majAtK,
  maxAtK,
  mgPassAtK,
  mgPassAtKCi,
  passAtK,
  passHatK,
  thresholdSpectrumAtK,
  thresholdSpectrumAtKCi,
} from '../../src/metrics/index.js';

/** Every k-subset of 0..n-1. */
function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]): void => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < n; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/** Mean over questions of the mean over k-subsets of score(subset values). */
function bruteForce(rows: number[][], k: number, score: (values: number[]) => number): number {
  let total = 0;
  for (const row of rows) {
    const all = subsets(row.length, k);
    total += all.reduce((s, idx) => s + score(idx.map((i) => row[i] as number)), 0) / all.length;
  }
  return total / rows.length;
}

const successes = (v: number[]): number => v.reduce((s, x) => s + x, 0);

/** Ragged binary tables: 1..6 questions with 1..7 trials each, and a k <= min N_q. */
const raggedBinary = fc
  .array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 7 }), {
    minLength: 1,
    maxLength: 6,
  })
  .chain((rows) =>
    fc.record({
      rows: fc.constant(rows),
      k: fc.integer({ min: 1, max: Math.min(...rows.map((r) => r.length)) }),
    }),
  );

describe('finite-bank estimators equal brute force over all k-subsets (ragged tables)', () => {
  it('Pass@k, Pass^k, G-Pass@k_tau, Maj@k, mG-Pass@k, AUC@K', () => {
    fc.assert(
      fc.property(raggedBinary, fc.double({ min: 0, max: 1, noNaN: true }), ({ rows, k }, tau) => {
        const close = (a: number, b: number): void => expect(a).toBeCloseTo(b, 12);
        close(
          passAtK(rows, k),
          bruteForce(rows, k, (v) => (successes(v) >= 1 ? 1 : 0)),
        );
        close(
          passHatK(rows, k),
          bruteForce(rows, k, (v) => (successes(v) === k ? 1 : 0)),
        );
        const j0 = Math.max(1, Math.ceil(tau * k - 1e-9));
        close(
          gPassAtKTau(rows, k, tau),
          bruteForce(rows, k, (v) => (successes(v) >= j0 ? 1 : 0)),
        );
        const maj = Math.floor(k / 2) + 1;
        close(
          majAtK(rows, k),
          bruteForce(rows, k, (v) => (successes(v) >= maj ? 1 : 0)),
        );
        const m = Math.ceil(k / 2);
        close(
          mgPassAtK(rows, k),
          bruteForce(rows, k, (v) => (2 / k) * Math.max(0, successes(v) - m)),
        );
        // AUC@K: trapezoid over Pass@1..Pass@k, each Pass@j by its own brute force.
        const pass = (j: number): number => bruteForce(rows, j, (v) => (successes(v) >= 1 ? 1 : 0));
        let auc = pass(1);
        if (k > 1) {
          auc = 0;
          for (let j = 1; j < k; j++) auc += (pass(j) + pass(j + 1)) / 2 / (k - 1);
        }
        close(aucAtK(rows, k), auc);
      }),
      { numRuns: 150 },
    );
  });

  it('threshold spectrum S_{w,k}', () => {
    fc.assert(
      fc.property(
        raggedBinary.chain(({ rows, k }) =>
          fc.record({
            rows: fc.constant(rows),
            k: fc.constant(k),
            raw: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
              minLength: k,
              maxLength: k,
            }),
          }),
        ),
        ({ rows, k, raw }) => {
          const total = raw.reduce((s, x) => s + x, 0) || 1;
          const w = raw.map((x) => (0.9 * x) / total);
          const want = bruteForce(rows, k, (v) => {
            let s = 0;
            for (let r = 1; r <= successes(v); r++) s += w[r - 1] as number;
            return s;
          });
          expect(thresholdSpectrumAtK(rows, k, w)).toBeCloseTo(want, 12);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('Max@k with categorical rewards', () => {
    const table = fc
      .array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 7 }), {
        minLength: 1,
        maxLength: 5,
      })
      .chain((rows) =>
        fc.record({
          rows: fc.constant(rows),
          k: fc.integer({ min: 1, max: Math.min(...rows.map((r) => r.length)) }),
          w: fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: 4, maxLength: 4 }),
        }),
      );
    fc.assert(
      fc.property(table, ({ rows, k, w }) => {
        const want = bruteForce(rows, k, (v) => Math.max(...v.map((c) => w[c] as number)));
        expect(maxAtK(rows, k, { w })).toBeCloseTo(want, 12);
      }),
      { numRuns: 150 },
    );
  });
});

// 10-point Gauss-Legendre on [-1, 1].
const GL_X = [
  -0.9739065285171717, -0.8650633666889845, -0.6794095682990244, -0.4333953941292472,
  -0.1488743389816312, 0.1488743389816312, 0.4333953941292472, 0.6794095682990244,
  0.8650633666889845, 0.9739065285171717,
];
const GL_W = [
  0.0666713443086881, 0.1494513491505806, 0.219086362515982, 0.2692667193099963, 0.2955242247147529,
  0.2955242247147529, 0.2692667193099963, 0.219086362515982, 0.1494513491505806, 0.0666713443086881,
];

/** E[f(p)] for p ~ Beta(a, b) (a, b >= 1) by composite Gauss-Legendre on 400 panels. */
function betaExpectation(a: number, b: number, f: (p: number) => number): number {
  const panels = 400;
  let num = 0;
  let den = 0;
  for (let i = 0; i < panels; i++) {
    const lo = i / panels;
    const half = 0.5 / panels;
    for (let j = 0; j < 10; j++) {
      const p = lo + half * (1 + (GL_X[j] as number));
      const density = Math.exp((a - 1) * Math.log(p) + (b - 1) * Math.log1p(-p));
      const weight = (GL_W[j] as number) * half * density;
      num += weight * f(p);
      den += weight;
    }
  }
  return num / den;
}

function binomialPmf(k: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let j = 0; j <= k; j++) {
    out.push(c * p ** j * (1 - p) ** (k - j));
    c = (c * (k - j)) / (j + 1);
  }
  return out;
}

/** Posterior mean and sd of g(p) = sum_j s_j Binomial(j; k, p) for one question. */
function integrated(row: number[], s: (j: number) => number, k: number): [number, number] {
  const nu = successes(row);
  const a = 1 + nu;
  const b = 1 + row.length - nu;
  // Each score once (AUC@K's costs O(k²)), not once per quadrature point.
  const scores = Array.from({ length: k + 1 }, (_, j) => s(j));
  const g = (p: number): number =>
    binomialPmf(k, p).reduce((t, q, j) => t + q * (scores[j] as number), 0);
  const mean = betaExpectation(a, b, g);
  const variance = betaExpectation(a, b, (p) => (g(p) - mean) ** 2);
  return [mean, Math.sqrt(variance)];
}

describe('posterior moments equal numerical integration over the Beta posterior', () => {
  const oneRow = fc
    .array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 12 })
    .chain((row) =>
      fc.record({ row: fc.constant(row), k: fc.integer({ min: 1, max: row.length }) }),
    );

  it('G-Pass@k_tau, mG-Pass@k, AUC@K and the threshold spectrum (with k > N)', () => {
    fc.assert(
      fc.property(oneRow, fc.double({ min: 0, max: 1, noNaN: true }), ({ row, k }, tau) => {
        const check = (got: { mu: number; sigma: number }, want: [number, number]): void => {
          expect(got.mu).toBeCloseTo(want[0], 9);
          expect(got.sigma).toBeCloseTo(want[1], 9);
        };
        const j0 = Math.max(1, Math.ceil(tau * k - 1e-9));
        check(
          gPassAtKTauCi([row], k, tau),
          integrated(row, (j) => (j >= j0 ? 1 : 0), k),
        );
        const m = Math.ceil(k / 2);
        check(
          mgPassAtKCi([row], k),
          integrated(row, (j) => (2 / k) * Math.max(0, j - m), k),
        );
        // AUC@K as a k-draw score: sum_i c_i (1 - C(k - j, i) / C(k, i)).
        const c = (i: number): number =>
          k === 1 ? 1 : i === 1 || i === k ? 0.5 / (k - 1) : 1 / (k - 1);
        const aucScore = (j: number): number => {
          let s = 0;
          for (let i = 1; i <= k; i++) {
            let ratio = 1;
            for (let t = 0; t < i; t++) ratio *= Math.max(0, k - j - t) / (k - t);
            s += c(i) * (1 - ratio);
          }
          return s;
        };
        check(aucAtKCi([row], k), integrated(row, aucScore, k));
        // Latent spectrum with k beyond N: uniform weights 1/K, K = N + 3.
        const big = row.length + 3;
        check(
          thresholdSpectrumAtKCi([row], big, new Array<number>(big).fill(1 / big)),
          integrated(row, (j) => j / big, big),
        );
      }),
      { numRuns: 60 },
    );
  });
});
