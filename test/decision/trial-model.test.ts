/**
 * The gate's statistics on the data teams have (issue 36): each metric's interval carries its
 * estimator's trial noise, the trial model is checked on the spread of the per-question
 * differences, Geom@k compares at the common trial count, and the blends of two means get
 * linearized per-question scores. Hand-computed values and independent re-derivations; the
 * simulations that measure the rules' levels are in `npm run validate` (docs/statistics.md).
 */
import { describe, expect, it } from 'vitest';
import {
  buildComparison,
  checkDispersion,
  compareIntervals,
  differenceSkewness,
  linearized,
  meanScores,
  metricLabel,
  parseMetricName,
  rubricTrialNoiseSigma,
  trialCorrelation,
  trialNoiseSigma,
  type ComparisonInput,
  type DecisionSettings,
  type MetricSpec,
} from '../../src/decision/index.js';
import { type CountTable, estimatorNoise, geomDsAtK, passAtK } from '../../src/metrics/index.js';

function spec(name: string, extra: Partial<MetricSpec> = {}): MetricSpec {
  const parsed = parseMetricName(name) as { family: MetricSpec['family']; k?: number };
  const base = { family: parsed.family, ...(typeof parsed.k === 'number' ? { k: parsed.k } : {}) };
  return {
    ...base,
    label: metricLabel(base),
    gate: true,
    uncertainty: 'posterior',
    iterations: 1000,
    seed: 1,
    ...extra,
  } as MetricSpec;
}

/** A 0/1 count table: successes[q] of trials[q]. */
function table(successes: readonly number[], trials: number | readonly number[]): CountTable {
  const m = successes.length;
  const n = typeof trials === 'number' ? Array<number>(m).fill(trials) : trials;
  const counts = new Float64Array(2 * m);
  successes.forEach((x, q) => {
    counts[2 * q] = (n[q] as number) - x;
    counts[2 * q + 1] = x;
  });
  return {
    ids: successes.map((_, q) => `q${q}`),
    categories: 2,
    counts,
    trials: Float64Array.from(n),
  };
}

/** ∫ f(p) Beta(p; a, b) dp by the midpoint rule on 200,000 cells (an independent check). */
function betaExpectation(f: (p: number) => number, a: number, b: number): number {
  const cells = 200_000;
  let num = 0;
  let den = 0;
  for (let i = 0; i < cells; i++) {
    const p = (i + 0.5) / cells;
    const w = p ** (a - 1) * (1 - p) ** (b - 1);
    num += w * f(p);
    den += w;
  }
  return num / den;
}

const C4 = [1, 4, 6, 4, 1];

describe("an estimator's trial noise E[Var(Û | p)]", () => {
  it('Pass@2 at 4 trials, 2 right: 0.0675 by integration, the posterior variance 0.0374', () => {
    const u = [0, 0.5, 5 / 6, 1, 1];
    const varGivenP = (p: number) => {
      let e = 0;
      let e2 = 0;
      for (let v = 0; v <= 4; v++) {
        const pr = (C4[v] as number) * p ** v * (1 - p) ** (4 - v);
        e += pr * (u[v] as number);
        e2 += pr * (u[v] as number) ** 2;
      }
      return e2 - e * e;
    };
    expect(estimatorNoise(u, 3, 3)).toBeCloseTo(betaExpectation(varGivenP, 3, 3), 9);
    expect(estimatorNoise(u, 3, 3)).toBeCloseTo(0.0674603, 6);
    // The latent target's posterior variance, which the *Ci function reports: half of it.
    const posterior =
      betaExpectation((p) => (1 - (1 - p) ** 2) ** 2, 3, 3) -
      betaExpectation((p) => 1 - (1 - p) ** 2, 3, 3) ** 2;
    expect(posterior).toBeCloseTo(0.0374, 4);
  });

  it('the mean score: E[p(1 - p)] / N', () => {
    // N = 8, 5 right, prior Beta(1, 1): E[p(1-p)] = a b / ((a + b)(a + b + 1)) = 6·4 / (10·11).
    expect(estimatorNoise(meanScores(8), 6, 4)).toBeCloseTo((6 * 4) / (10 * 11) / 8, 12);
    expect(estimatorNoise([0.5, 0.5, 0.5], 2, 3)).toBe(0);
  });

  it("a table's σ: sqrt(Σ_q noise_q) / M, the same for rows that share a state", () => {
    const t = table([2, 2, 4], 4);
    const sigma = trialNoiseSigma(t, spec('pass@2'), { confidence: 0.95 });
    const n2 = estimatorNoise([0, 0.5, 5 / 6, 1, 1], 3, 3);
    const n4 = estimatorNoise([0, 0.5, 5 / 6, 1, 1], 5, 1);
    expect(sigma).toBeCloseTo(Math.sqrt(2 * n2 + n4) / 3, 12);
    // Rubric labels: max@k's noise by enumerating the count vectors (rubric-noise.ts). On 0/1
    // data it is Pass@k's (the same Beta(1, 1) posterior), which checks the enumeration.
    expect(rubricTrialNoiseSigma(t, spec('max@2'), { confidence: 0.95 })).toBeCloseTo(
      sigma ?? 0,
      12,
    );
    const rubric: CountTable = {
      ...t,
      categories: 3,
      counts: Float64Array.of(1, 1, 2, 0, 4, 0, 0, 0, 4),
    };
    expect(
      trialNoiseSigma(rubric, spec('max@2', { w: [0, 0.5, 1] }), { confidence: 0.95 }),
    ).toBeGreaterThan(0);
    // Too many count vectors to enumerate (100 trials on 6 labels): the posterior σ is kept.
    const wide: CountTable = {
      ids: ['q'],
      categories: 6,
      counts: Float64Array.of(20, 20, 20, 20, 10, 10),
      trials: Float64Array.of(100),
    };
    expect(
      trialNoiseSigma(wide, spec('max@2', { w: [0, 0.2, 0.4, 0.6, 0.8, 1] }), { confidence: 0.95 }),
    ).toBeUndefined();
  });
});

describe('the trial model checked on two runs', () => {
  it('ρ̂: 0 when the differences spread as independent trials, 1 when every run repeats itself', () => {
    // Every question half right on both sides, identical counts: no spread at all: ρ̂ = 0.
    expect(trialCorrelation(table([4, 4, 4, 4], 8), table([4, 4, 4, 4], 8))).toBe(0);
    // Runs that repeat one answer 8 times (all right or all wrong), half the questions swapped:
    // d = ±1 on the swapped, 0 elsewhere: spread 4 · 1 · 4/3 = 5.33, V0 = Σ pq (1/8 + 1/8)
    // with p = 1/2 on the swapped (pq = 1/4) and 0 elsewhere: 2 · 0.0625 = 0.125; V1 = 2 · 0.25
    // · 14/8 = 0.875: (5.33 − 0.125) / 0.875 > 1, clipped to 1.
    const b = table([8, 0, 8, 0, 8, 8], 8);
    const c = table([0, 8, 8, 0, 8, 8], 8);
    expect(trialCorrelation(b, c)).toBe(1);
    // One trial per question: no within-run correlation to speak of.
    expect(trialCorrelation(table([1, 0, 1], 1), table([0, 0, 1], 1))).toBe(0);
  });

  it('the skewness of the differences: 0 with equal trials, the binomial cumulants with unequal', () => {
    expect(differenceSkewness(table([1, 2], 4), table([3, 0], 4), 0, meanScores)).toBe(0);
    // One question, 16 trials vs 2, 3 right of 18 pooled: p = 1/6. κ2 = pq (1/16 + 1/2),
    // κ3 = pq (q − p) (1/4 − 1/256): skewness κ3 / κ2^1.5.
    const p = 3 / 18;
    const pq = p * (1 - p);
    const want = (pq * (1 - 2 * p) * (1 / 4 - 1 / 256)) / (pq * (1 / 16 + 1 / 2)) ** 1.5;
    expect(differenceSkewness(table([3], 16), table([0], 2), 0, meanScores)).toBeCloseTo(want, 12);
    // Trials a run repeats (ρ = 1): both sides are Bernoulli(p), the difference symmetric.
    expect(differenceSkewness(table([3], 16), table([0], 2), 1, meanScores)).toBeCloseTo(0, 12);
  });

  it('dispersion: Var(Δ) the differences show against the intervals, the excess split in two', () => {
    // The module's example: 200 differences with sample SD 0.2 (±0.2 alternating about 0, so
    // s_d² = 0.04·200/199), σ_b = σ_c = 0.005.
    const d = Array.from({ length: 200 }, (_, q) => (q % 2 === 0 ? 0.2 : -0.2));
    const iv = { mu: 0.5, sigma: 0.005, lo: 0.49, hi: 0.51 };
    const r = checkDispersion({
      baseline: iv,
      candidate: iv,
      differences: d,
      confidence: 0.95,
      bounds: [0, 1],
    });
    const data = (0.04 * 200) / 199 / 200;
    expect(r?.dispersion.ratio).toBeCloseTo(data / 0.00005, 12);
    expect(r?.dispersion.contradicted).toBe(true);
    expect(r?.dispersion.excessVariance).toBeCloseTo((data - 0.00005) / 2, 15);
    expect(r?.baseline.sigma).toBeCloseTo(Math.sqrt(0.000025 + (data - 0.00005) / 2), 15);
    expect(r?.dispersion.widened).toBeCloseTo(Math.sqrt(data / 0.00005), 12);
    // A spread within what the model gives: nothing widened, nothing said.
    const quiet = checkDispersion({
      baseline: { ...iv, sigma: 0.02 },
      candidate: { ...iv, sigma: 0.02 },
      differences: d,
      confidence: 0.95,
      bounds: [0, 1],
    });
    expect(quiet?.dispersion).toMatchObject({ contradicted: false, widened: 1, excessVariance: 0 });
  });
});

describe('rule z and overlap on runs whose trials repeat themselves (issue 36, item 2)', () => {
  /** 200 questions, 8 trials a run repeats: 32 go right→wrong, 28 wrong→right (Δ −2 points). */
  function repeatedRuns(): { base: CountTable; cand: CountTable } {
    const b = Array.from({ length: 200 }, (_, q) => (q % 2 === 0 ? 8 : 0));
    const c = b.map((x, q) => (q < 64 && x === 8 ? 0 : q >= 100 && q < 156 && x === 0 ? 8 : x));
    return { base: table(b, 8), cand: table(c, 8) };
  }
  const Z: DecisionSettings = { rule: 'z', confidence: 0.95, minConfidence: 0.95, margin: 0 };
  const CTX = { baseline: { confidence: 0.95 }, candidate: { confidence: 0.95 } };

  it('the intervals widen by the spread, and z does not call the −2 points', () => {
    const { base, cand } = repeatedRuns();
    const { input } = buildComparison(base, cand, spec('bayes'), CTX);
    expect(input.dispersion?.contradicted).toBe(true);
    expect(input.dispersion?.trialCorrelation).toBe(1);
    const c = compareIntervals(input, Z);
    expect(c.delta).toBeCloseTo(-0.02, 12);
    expect(c.change).toBe('no-change');
    // Before the check (the trial model's σ's alone): z = 1.77, a credible regression at 0.95.
    const model: ComparisonInput = {
      ...input,
      baseline: {
        ...input.baseline,
        sigma: Math.sqrt(input.baseline.sigma ** 2 - (input.dispersion?.excessVariance ?? 0)),
      },
      candidate: {
        ...input.candidate,
        sigma: Math.sqrt(input.candidate.sigma ** 2 - (input.dispersion?.excessVariance ?? 0)),
      },
    };
    delete (model as { dispersion?: unknown }).dispersion;
    expect(compareIntervals(model, Z).change).toBe('regression');
  });
});

describe('Geom@k at unequal trials, and the blends of two means', () => {
  const CTX = { baseline: { confidence: 0.95 }, candidate: { confidence: 0.95 } };

  it('Geom@2 on 16 trials and on 2 of the same questions: both taken at 2 trials', () => {
    // 8 of 16 right: the 2-trial estimate averaged over every 2 of the 16 trials: P(j = 1) =
    // 8·8/120 = 64/120 gives Pass@2 = 1, Pass^2 = 0: geom 0; P(j = 2) = 28/120 gives 1: so the
    // projected value is 28/120; the 2-trial side with 1 of 2 right: 0.
    const { input } = buildComparison(table([8], 16), table([1], 2), spec('geom@2'), CTX);
    expect(input.commonTrials).toBe(true);
    expect(input.baseline.mu).toBeCloseTo(28 / 120, 12);
    expect(input.candidate.mu).toBe(0);
  });

  it('geom-ds@2: the linearized scores average to the metric, the paired test applies', () => {
    const t = table([0, 1, 2, 3, 4, 4, 2, 1], 4);
    const lin = linearized(t, spec('geom-ds@2'), { confidence: 0.95 });
    const mean = Array.from(lin?.scores ?? []).reduce((s, x) => s + x, 0) / 8;
    expect(mean).toBeCloseTo(geomDsAtK(t, 2), 12);
    // f = P̄^½ Ū^½: the coefficient of the Pass@2 part is f / (2 P̄).
    expect(lin?.coefficients[0]).toBeCloseTo(geomDsAtK(t, 2) / (2 * passAtK(t, 2)), 12);
    const { input } = buildComparison(
      t,
      table([0, 1, 1, 3, 4, 3, 2, 1], 4),
      spec('geom-ds@2'),
      CTX,
    );
    expect(input.paired).toBeDefined();
  });
});
