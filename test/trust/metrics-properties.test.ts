/**
 * Properties of the metrics on random count tables (fast-check, seeded): M up to 500 questions,
 * N up to 512 trials, labels 0..C with C up to 5, ragged rows, random k, tau, weights, priors R0,
 * confidence levels and bounds.
 *
 * test/metrics/properties.test.ts checks the finite-bank estimators against brute force over every
 * k-subset and the posterior moments against numerical integration, on tables small enough to
 * enumerate. This suite checks what must hold at every size: finiteness and interval sanity, the
 * order relations between metrics, invariances, and that Bayes@N and avg@N rank models alike.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CountTable,
  type Interval,
  aucAtK,
  aucAtKCi,
  avg,
  avgCi,
  bayes,
  bayesCi,
  countTableFromMatrix,
  gPassAtK,
  gPassAtKCi,
  gPassAtKTau,
  gPassAtKTauCi,
  geoSpectrumAtK,
  geoSpectrumAtKCi,
  geoSpectrumStarAtKCi,
  geomAtK,
  geomAtKCi,
  geomDsAtK,
  geomDsAtKCi,
  majAtK,
  majAtKCi,
  maxAtK,
  maxAtKCi,
  mergeCountTables,
  mgPassAtK,
  mgPassAtKCi,
  passAtK,
  passAtKCi,
  passHatK,
  passHatKCi,
  thresholdSpectrumAtK,
  thresholdSpectrumAtKCi,
} from '../../src/metrics/index.js';
import { SEED, prng, randInt, recordFigure, scaled } from './scale.js';

/** Cases per property: the published run uses 2,000. */
const RUNS = scaled(12, 2000);
const TOL = 1e-12;
const figures: { name: string; cases: number }[] = [];

/** fast-check settings: seeded (each property its own seed), no time-based shrinking limits. */
function settings(offset: number): fc.Parameters<unknown> {
  return { seed: (SEED + offset) | 0, numRuns: RUNS, endOnFailure: true };
}

/** Runs a property and records how many cases it took. */
function check<T>(name: string, offset: number, arb: fc.Arbitrary<T>, body: (v: T) => void): void {
  fc.assert(fc.property(arb, body), settings(offset) as fc.Parameters<[T]>);
  figures.push({ name, cases: RUNS });
}

afterAll(() => {
  for (const f of figures)
    recordFigure({ suite: 'properties', name: f.name, cases: f.cases, failures: 0 });
});

/** Table shape: sizes drawn small half the time, anywhere in range otherwise. */
interface Shape {
  readonly m: number;
  readonly n: number;
  readonly c: number;
  readonly ragged: boolean;
  readonly seed: number;
}

const size = (max: number): fc.Arbitrary<number> =>
  fc.oneof(fc.integer({ min: 1, max: Math.min(8, max) }), fc.integer({ min: 1, max }));

function shape(options: { maxC?: number; ragged?: boolean } = {}): fc.Arbitrary<Shape> {
  return fc.record({
    m: size(500),
    n: size(512),
    c: fc.integer({ min: 1, max: options.maxC ?? 5 }),
    ragged: options.ragged === undefined ? fc.boolean() : fc.constant(options.ragged),
    seed: fc.integer(),
  });
}

/**
 * Per question: N_q trials (N, or 1..N when ragged), category probabilities that are degenerate
 * (all one label) a fifth of the time, and counts drawn trial by trial. Returns the matrix rows.
 */
function matrixOf(s: Shape): number[][] {
  const rand = prng(s.seed);
  const rows: number[][] = [];
  for (let q = 0; q < s.m; q++) {
    const nq = s.ragged ? randInt(rand, 1, s.n) : s.n;
    const probs = new Array<number>(s.c + 1).fill(0);
    if (rand() < 0.2) probs[randInt(rand, 0, s.c)] = 1;
    else for (let j = 0; j <= s.c; j++) probs[j] = rand() ** 2;
    const total = probs.reduce((a, b) => a + b, 0);
    const row = new Array<number>(nq);
    for (let t = 0; t < nq; t++) {
      let u = rand() * total;
      let label = 0;
      while (label < s.c && u >= (probs[label] as number)) u -= probs[label++] as number;
      row[t] = label;
    }
    rows.push(row);
  }
  return rows;
}

function tableOf(s: Shape): CountTable {
  const table = countTableFromMatrix(matrixOf(s));
  // Counterexamples print the shape and seed, not 500 x 6 counts.
  return Object.assign(table, { [fc.toStringMethod]: () => `tableOf(${JSON.stringify(s)})` });
}

const minTrials = (t: CountTable): number => Math.min(...t.trials);

/** Random non-negative spectrum weights of length k with sum <= 1. */
function spectrumWeights(rand: () => number, k: number): number[] {
  const raw = Array.from({ length: k }, () => (rand() < 0.3 ? 0 : rand()));
  const total = raw.reduce((a, b) => a + b, 0) || 1;
  const scale = rand() * 0.999;
  return raw.map((x) => (x / total) * scale);
}

/** A binary table with its draws: k in 1..min N_q, tau, confidence, bounds containing [0, 1]. */
const binaryCase = shape({ maxC: 1 }).chain((s) => {
  const t = tableOf(s);
  return fc.record({
    table: fc.constant(t),
    k: fc.integer({ min: 1, max: minTrials(t) }),
    kLatent: fc.integer({ min: 1, max: 600 }),
    tau: fc.oneof(fc.constantFrom(0, 0.5, 1), fc.double({ min: 0, max: 1, noNaN: true })),
    confidence: fc.double({ min: 0.5, max: 0.999, noNaN: true }),
    bounds: fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constant([0, 1] as const),
      fc.tuple(
        fc.double({ min: -1, max: 0, noNaN: true }),
        fc.double({ min: 1, max: 2, noNaN: true }),
      ),
    ),
    alpha0: fc.oneof(fc.constant(1), fc.double({ min: 0.05, max: 20, noNaN: true })),
    beta0: fc.oneof(fc.constant(1), fc.double({ min: 0.05, max: 20, noNaN: true })),
    power: fc.double({ min: 0, max: 2, noNaN: true }),
    lam: fc.double({ min: 0, max: 1, noNaN: true }),
    seed: fc.integer(),
  });
});

/** Asserts finite values, sigma >= 0, lo <= mu <= hi, and [lo, hi] inside the bounds. */
function sane(name: string, r: Interval, bounds: readonly [number, number] | null): void {
  const where = `${name}: ${JSON.stringify(r)}`;
  expect(Number.isFinite(r.mu), where).toBe(true);
  expect(Number.isFinite(r.sigma) && r.sigma >= 0, where).toBe(true);
  expect(Number.isFinite(r.lo) && Number.isFinite(r.hi), where).toBe(true);
  expect(r.lo <= r.mu + TOL && r.mu <= r.hi + TOL, where).toBe(true);
  if (bounds) expect(r.lo >= bounds[0] - TOL && r.hi <= bounds[1] + TOL, where).toBe(true);
}

const close = (a: number, b: number, what: string): void => {
  expect(
    Math.abs(a - b) <= TOL * Math.max(1, Math.abs(a), Math.abs(b)),
    `${what}: ${a} vs ${b}`,
  ).toBe(true);
};
const atLeast = (a: number, b: number, what: string): void => {
  expect(a >= b - TOL, `${what}: ${a} < ${b}`).toBe(true);
};

/** Every binary-metric value on a table (point estimators at k <= N, posteriors at any k). */
function binaryValues(t: CountTable, k: number, kLatent: number, tau: number): number[] {
  const w = spectrumWeights(prng(k * 7919 + kLatent), kLatent);
  const out = [
    passAtK(t, k),
    passHatK(t, k),
    gPassAtK(t, k),
    gPassAtKTau(t, k, tau),
    mgPassAtK(t, k),
    majAtK(t, k),
    aucAtK(t, k),
    geomAtK(t, k),
    geomDsAtK(t, k),
    geoSpectrumAtK(t, k),
    maxAtK(t, k),
    thresholdSpectrumAtK(t, k, spectrumWeights(prng(k), k)),
    avg(t).mu,
    avg(t).sigma,
    bayes(t).mu,
    bayes(t).sigma,
  ];
  for (const r of [
    passAtKCi(t, k),
    passHatKCi(t, k),
    gPassAtKTauCi(t, k, tau),
    mgPassAtKCi(t, k),
    majAtKCi(t, k),
    aucAtKCi(t, k),
    geomAtKCi(t, kLatent),
    thresholdSpectrumAtKCi(t, kLatent, w),
    geoSpectrumAtKCi(t, kLatent),
    maxAtKCi(t, kLatent),
  ])
    out.push(r.mu, r.sigma, r.lo, r.hi);
  return out;
}

describe('metric properties on random count tables', () => {
  it('binary metrics: finite, lo <= mu <= hi, inside the bounds', () => {
    check(
      'binary intervals (14 metrics): finite, lo <= mu <= hi, inside the bounds',
      1,
      binaryCase,
      (c) => {
        const { table: t, k, confidence, alpha0, beta0 } = c;
        const rand = prng(c.seed);
        const bounds = c.bounds === undefined ? undefined : c.bounds;
        const effective = bounds === undefined ? ([0, 1] as const) : bounds;
        const o = { confidence, alpha0, beta0, ...(bounds !== undefined ? { bounds } : {}) };
        // Finite-bank metrics need k <= N_q; the latent posteriors take any k.
        const kl = c.kLatent;
        sane('passAtKCi', passAtKCi(t, k, o), effective);
        sane('passHatKCi', passHatKCi(t, k, o), effective);
        sane('gPassAtKCi', gPassAtKCi(t, k, o), effective);
        sane('gPassAtKTauCi', gPassAtKTauCi(t, k, c.tau, o), effective);
        sane('mgPassAtKCi', mgPassAtKCi(t, k, o), effective);
        sane('majAtKCi', majAtKCi(t, k, o), effective);
        sane('aucAtKCi', aucAtKCi(t, k, o), effective);
        sane(
          'thresholdSpectrumAtKCi',
          thresholdSpectrumAtKCi(t, kl, spectrumWeights(rand, kl), o),
          effective,
        );
        const powers = { passPower: c.power, unanimousPower: 2 - c.power };
        sane('geomAtKCi', geomAtKCi(t, kl, { ...o, ...powers }), effective);
        sane('geomDsAtKCi', geomDsAtKCi(t, kl, { ...o, ...powers }), effective);
        sane(
          'geoSpectrumAtKCi',
          geoSpectrumAtKCi(t, kl, { ...o, lam: c.lam, weights: spectrumWeights(rand, kl) }),
          effective,
        );
        sane('geoSpectrumStarAtKCi', geoSpectrumStarAtKCi(t, kl, o), effective);
        const plain = { confidence, ...(bounds !== undefined ? { bounds } : {}) };
        sane('bayesCi', bayesCi(t, plain), bounds ?? null);
        sane('avgCi', avgCi(t, plain), bounds ?? null);
        sane('maxAtKCi', maxAtKCi(t, kl, plain), kl === 1 ? (bounds ?? null) : effective);
        for (const [name, v] of [
          ['passAtK', passAtK(t, k)],
          ['passHatK', passHatK(t, k)],
          ['gPassAtKTau', gPassAtKTau(t, k, c.tau)],
          ['mgPassAtK', mgPassAtK(t, k)],
          ['majAtK', majAtK(t, k)],
          ['aucAtK', aucAtK(t, k)],
          ['geomAtK', geomAtK(t, k, powers)],
          ['geoSpectrumAtK', geoSpectrumAtK(t, k, { lam: c.lam })],
          ['thresholdSpectrumAtK', thresholdSpectrumAtK(t, k, spectrumWeights(rand, k))],
        ] as const) {
          expect(Number.isFinite(v) && v >= -TOL && v <= 1 + TOL, `${name} = ${v}`).toBe(true);
        }
      },
    );
  });

  it('categorical Bayes@N, avg@N and Max@k with weights and R0: finite, lo <= mu <= hi, inside the bounds', () => {
    const arb = shape().chain((s) => {
      const t = tableOf(s);
      return fc.record({
        table: fc.constant(t),
        prior: fc.option(
          fc.record({ n: fc.integer({ min: 0, max: 64 }), seed: fc.integer() }).map((p) => {
            // D_q prior trials per question, some rows empty (D_q = 0).
            const rows = matrixOf({
              m: s.m,
              n: Math.max(1, p.n),
              c: s.c,
              ragged: true,
              seed: p.seed,
            });
            const rand = prng(p.seed ^ 0x5bd1e995);
            return rows.map((r) => (p.n === 0 || rand() < 0.2 ? [] : r));
          }),
          { nil: undefined },
        ),
        w: fc.array(fc.double({ min: -3, max: 3, noNaN: true }), {
          minLength: s.c + 1,
          maxLength: s.c + 1,
        }),
        k: fc.integer({ min: 1, max: minTrials(t) }),
        kLatent: fc.integer({ min: 1, max: 600 }),
        confidence: fc.double({ min: 0.5, max: 0.999, noNaN: true }),
        widen: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: undefined }),
      });
    });
    check(
      'categorical Bayes@N / avg@N / Max@k with weights and R0: finite, lo <= mu <= hi, inside the bounds',
      2,
      arb,
      (c) => {
        const { table: t, w, confidence } = c;
        const lo = Math.min(...w);
        const hi = Math.max(...w);
        const bounds = c.widen === undefined ? undefined : ([lo - c.widen, hi + c.widen] as const);
        const R0 =
          c.prior === undefined
            ? undefined
            : countTableFromMatrix(c.prior, { allowEmptyRows: true, name: 'R0' });
        const o = { w, confidence, ...(bounds ? { bounds } : {}), ...(R0 ? { R0 } : {}) };
        const b = bayesCi(t, o);
        sane('bayesCi', b, bounds ?? null);
        // A weighted mean of the rewards: inside [min w, max w].
        expect(b.mu >= lo - TOL && b.mu <= hi + TOL).toBe(true);
        const a = avgCi(t, { w, confidence, ...(bounds ? { bounds } : {}) });
        sane('avgCi', a, bounds ?? null);
        expect(a.mu >= lo - TOL && a.mu <= hi + TOL).toBe(true);
        const m = maxAtKCi(t, c.kLatent, o);
        sane('maxAtKCi', m, bounds ?? (c.kLatent === 1 ? null : [lo, hi]));
        expect(m.mu >= lo - TOL && m.mu <= hi + TOL).toBe(true);
        const point = maxAtK(t, c.k, { w });
        expect(Number.isFinite(point) && point >= lo - TOL && point <= hi + TOL).toBe(true);
        // Max@k is at least the mean reward (the best of k is at least one draw's expectation).
        atLeast(point, avg(t, { w }).mu, 'max@k >= avg@N');
      },
    );
  });

  const orderCase = shape({ maxC: 1 }).chain((s) => {
    const t = tableOf(s);
    return fc.record({ table: fc.constant(t), k: fc.integer({ min: 1, max: minTrials(t) }) });
  });

  it('pass@k >= avg >= pass^k', () => {
    check('pass@k >= avg@N >= pass^k', 3, orderCase, ({ table: t, k }) => {
      const a = avg(t).mu;
      atLeast(passAtK(t, k), a, 'pass@k >= avg');
      atLeast(a, passHatK(t, k), 'avg >= pass^k');
    });
  });

  it('pass@1 = pass^1 = maj@1 = avg', () => {
    check('pass@1 = pass^1 = maj@1 = avg@N', 4, shape({ maxC: 1 }).map(tableOf), (t) => {
      const a = avg(t).mu;
      close(passAtK(t, 1), a, 'pass@1');
      close(passHatK(t, 1), a, 'pass^1');
      close(majAtK(t, 1), a, 'maj@1');
    });
  });

  it('pass@k is non-decreasing and pass^k non-increasing in k', () => {
    check('pass@k non-decreasing, pass^k non-increasing in k', 5, orderCase, ({ table: t, k }) => {
      const k2 = Math.min(minTrials(t), k + 1 + (k % 7));
      atLeast(passAtK(t, k2), passAtK(t, k), `pass@${k2} >= pass@${k}`);
      atLeast(passHatK(t, k), passHatK(t, k2), `pass^${k} >= pass^${k2}`);
    });
  });

  it('G-Pass@k_tau is non-increasing in tau, pass@k at tau = 0 and pass^k at tau = 1', () => {
    const arb = orderCase.chain((c) =>
      fc.record({
        table: fc.constant(c.table),
        k: fc.constant(c.k),
        taus: fc.tuple(
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.double({ min: 0, max: 1, noNaN: true }),
        ),
      }),
    );
    check(
      'G-Pass@k_tau non-increasing in tau; = pass@k at tau 0, = pass^k at tau 1',
      6,
      arb,
      ({ table: t, k, taus }) => {
        const [t1, t2] = taus[0] <= taus[1] ? taus : [taus[1], taus[0]];
        atLeast(gPassAtKTau(t, k, t1), gPassAtKTau(t, k, t2), `tau ${t1} vs ${t2}`);
        close(gPassAtKTau(t, k, 0), passAtK(t, k), 'tau = 0');
        close(gPassAtKTau(t, k, 1), passHatK(t, k), 'tau = 1');
      },
    );
  });

  it('max@k with w = [0, 1] equals pass@k', () => {
    check('max@k with w = [0, 1] = pass@k', 7, orderCase, ({ table: t, k }) => {
      close(maxAtK(t, k, { w: [0, 1] }), passAtK(t, k), 'max@k');
      close(maxAtK(t, k), passAtK(t, k), 'max@k (default w)');
    });
  });

  it('results do not change when questions are permuted', () => {
    const arb = binaryCase.chain((c) => fc.record({ c: fc.constant(c), order: fc.integer() }));
    check('question permutation invariance (24 values)', 8, arb, ({ c, order }) => {
      const t = c.table;
      const rand = prng(order);
      const perm = Array.from(t.ids, (_, i) => i);
      for (let i = perm.length - 1; i > 0; i--) {
        const j = randInt(rand, 0, i);
        [perm[i], perm[j]] = [perm[j] as number, perm[i] as number];
      }
      const k = t.categories;
      const counts = new Float64Array(t.counts.length);
      perm.forEach((q, r) => counts.set(t.counts.subarray(q * k, q * k + k), r * k));
      const shuffled: CountTable = {
        ids: perm.map((q) => t.ids[q] as string),
        categories: k,
        counts,
        trials: Float64Array.from(perm, (q) => t.trials[q] as number),
      };
      const a = binaryValues(t, c.k, Math.min(c.kLatent, 64), c.tau);
      const b = binaryValues(shuffled, c.k, Math.min(c.kLatent, 64), c.tau);
      a.forEach((x, i) => close(b[i] as number, x, `value ${i}`));
    });
  });

  it('results do not change when trials are permuted, and missing cells are not trials', () => {
    const arb = shape({ maxC: 1 }).chain((s) =>
      fc.record({ s: fc.constant(s), order: fc.integer(), k: fc.integer({ min: 1, max: s.n }) }),
    );
    check('trial permutation invariance; null cells are not trials', 9, arb, ({ s, order, k }) => {
      const rows = matrixOf(s);
      const rand = prng(order);
      // Shuffle each row and sprinkle missing cells (null) anywhere in it.
      const mixed = rows.map((row) => {
        const r: (number | null)[] = [...row];
        for (let i = r.length - 1; i > 0; i--) {
          const j = randInt(rand, 0, i);
          [r[i], r[j]] = [r[j] as number, r[i] as number];
        }
        const extra = rand() < 0.5 ? 0 : randInt(rand, 1, 8);
        for (let e = 0; e < extra; e++) r.splice(randInt(rand, 0, r.length), 0, null);
        return r;
      });
      const a = countTableFromMatrix(rows);
      const b = countTableFromMatrix(mixed);
      expect(b.trials).toEqual(a.trials);
      expect(b.counts).toEqual(a.counts);
      const kk = Math.min(k, minTrials(a));
      const va = binaryValues(a, kk, Math.min(k, 64), 0.5);
      const vb = binaryValues(b, kk, Math.min(k, 64), 0.5);
      // The same count table: bit-for-bit the same numbers.
      vb.forEach((x, i) => expect(Object.is(x, va[i]), `value ${i}`).toBe(true));
    });
  });

  it('a ragged table whose rows all have N trials equals the rectangular one', () => {
    const arb = shape({ ragged: false }).chain((s) =>
      fc.record({ s: fc.constant(s), split: fc.integer(), k: fc.integer({ min: 1, max: s.n }) }),
    );
    check('ragged layout with N trials in every row = rectangular', 10, arb, ({ s, split, k }) => {
      const rows = matrixOf(s);
      const rect = countTableFromMatrix(rows);
      // The same outcomes as two runs merged per question (trials appended), one run ragged.
      const rand = prng(split);
      const cut = rows.map((r) => randInt(rand, 0, r.length));
      const first = countTableFromMatrix(
        rows.map((r, q) => [
          ...r.slice(0, cut[q]),
          ...Array(r.length - (cut[q] as number)).fill(null),
        ]),
        { allowEmptyRows: true },
      );
      const second = countTableFromMatrix(
        rows.map((r, q) => r.slice(cut[q])),
        { allowEmptyRows: true },
      );
      const merged = mergeCountTables([first, second]);
      expect(merged.trials).toEqual(rect.trials);
      const w = Array.from({ length: s.c + 1 }, (_, j) => j / s.c);
      close(bayes(merged, { w }).mu, bayes(rect, { w }).mu, 'bayes mu');
      close(bayes(merged, { w }).sigma, bayes(rect, { w }).sigma, 'bayes sigma');
      close(avg(merged, { w }).mu, avg(rect, { w }).mu, 'avg mu');
      close(avg(merged, { w }).sigma, avg(rect, { w }).sigma, 'avg sigma');
      close(maxAtK(merged, k, { w }), maxAtK(rect, k, { w }), 'max@k');
      const m1 = maxAtKCi(merged, k, { w });
      const m2 = maxAtKCi(rect, k, { w });
      close(m1.mu, m2.mu, 'maxAtKCi mu');
      close(m1.sigma, m2.sigma, 'maxAtKCi sigma');
    });
  });

  it('Bayes@N with R0 equals Bayes@N on the table with the prior trials appended', () => {
    const arb = shape().chain((s) =>
      fc.record({ s: fc.constant(s), d: fc.integer({ min: 1, max: 64 }), seed: fc.integer() }),
    );
    check('Bayes@N with R0 = Bayes@N with the R0 trials appended', 11, arb, ({ s, d, seed }) => {
      const t = tableOf(s);
      const prior = countTableFromMatrix(matrixOf({ ...s, n: d, ragged: true, seed }));
      const k = Math.max(t.categories, prior.categories);
      const w = Array.from({ length: k }, (_, j) => Math.sin(j + 1));
      const withPrior = bayes(t, { w, R0: prior });
      const merged = bayes(mergeCountTables([t, { ...prior, ids: t.ids }]), { w });
      close(withPrior.mu, merged.mu, 'mu');
      close(withPrior.sigma, merged.sigma, 'sigma');
    });
  });

  it('Bayes@N with the uniform prior orders models exactly as avg@N does', () => {
    const arb = shape({ ragged: false }).chain((s) =>
      fc.record({
        s: fc.constant(s),
        models: fc.array(fc.integer(), { minLength: 2, maxLength: 6 }),
        w: fc.oneof(
          fc.constant(undefined),
          fc.array(fc.double({ min: -2, max: 2, noNaN: true }), {
            minLength: s.c + 1,
            maxLength: s.c + 1,
          }),
        ),
      }),
    );
    check('Bayes@N (uniform prior) orders models exactly as avg@N', 12, arb, ({ s, models, w }) => {
      // Models answer the same M questions with the same N trials (the comparison's setting).
      const shapeC = w === undefined ? { ...s, c: 1 } : s;
      const weights = w ?? [0, 1];
      const scores = models.map((seed) => {
        const t = tableOf({ ...shapeC, seed });
        return { b: bayes(t, { w: weights }).mu, a: avg(t, { w: weights }).mu };
      });
      for (let i = 0; i < scores.length; i++)
        for (let j = i + 1; j < scores.length; j++) {
          const x = scores[i] as { a: number; b: number };
          const y = scores[j] as { a: number; b: number };
          // Bayes@N = w0 + (N (a - w0) + sum_j (w_j - w0)) / (N + C + 1) on a rectangular table:
          // an increasing affine map of avg@N, so the order (and ties) must agree.
          const da = x.a - y.a;
          const db = x.b - y.b;
          const scale = Math.max(1, ...weights.map(Math.abs));
          if (Math.abs(da) <= 1e-11 * scale) expect(Math.abs(db) <= 1e-11 * scale).toBe(true);
          else
            expect(Math.sign(db), `avg ${x.a} vs ${y.a}, bayes ${x.b} vs ${y.b}`).toBe(
              Math.sign(da),
            );
        }
    });
  });

  it('a higher confidence never gives a narrower interval', () => {
    const arb = binaryCase.chain((c) =>
      fc.record({ c: fc.constant(c), c2: fc.double({ min: 0.5, max: 0.999, noNaN: true }) }),
    );
    check('intervals nest: higher confidence, wider interval', 13, arb, ({ c, c2 }) => {
      const t = c.table;
      const [lo, hi] = c.confidence <= c2 ? [c.confidence, c2] : [c2, c.confidence];
      for (const f of [
        (o: { confidence: number }) => bayesCi(t, o),
        (o: { confidence: number }) => avgCi(t, o),
        (o: { confidence: number }) => passAtKCi(t, c.k, o),
        (o: { confidence: number }) => majAtKCi(t, c.k, o),
        (o: { confidence: number }) => maxAtKCi(t, c.k, o),
      ]) {
        const narrow = f({ confidence: lo });
        const wide = f({ confidence: hi });
        atLeast(narrow.lo, wide.lo, 'lo');
        atLeast(wide.hi, narrow.hi, 'hi');
      }
    });
  });
});
