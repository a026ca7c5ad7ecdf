/**
 * The trial noise of max@k's estimate on rubric labels 0..C: E[Var(Û | θ)] over each question's
 * Dirichlet posterior θ ~ Dirichlet(1 + n_q) (the Bayes@N posterior maxAtKCi uses), by the same
 * identity as for 0/1 outcomes (metrics/estimator-noise.ts): the predictive spread of the
 * estimate, less the posterior variance of its expectation (Max@k's estimator is unbiased for its
 * latent target, whose posterior variance is maxAtKCi's σ² on the question alone). The predictive
 * is the Dirichlet-multinomial over every count vector of N trials on C + 1 labels, enumerated:
 * no closed form covers max@k's estimator, and at the sizes rubrics are run with (a few labels, up
 * to a few dozen trials) there are at most tens of thousands of vectors. Beyond
 * `MAX_COUNT_VECTORS` the caller keeps the posterior σ (and the dispersion check, dispersion.ts,
 * stands between it and a false alarm).
 */
import { type CountTable, maxAtKCi } from '../metrics/index.js';
import betaln from '@stdlib/math-base-special-betaln';
import type { MetricSpec } from './catalog.js';
import { type MetricContext, metricPoint } from './evaluate.js';

/** The most count vectors of one question's N trials that are enumerated. */
export const MAX_COUNT_VECTORS = 20_000;

/** ln Γ(x + n) − ln Γ(x) for n ≥ 0, by ln B(x, n) = ln Γ(x) + ln Γ(n) − ln Γ(x + n). */
function logRising(x: number, n: number): number {
  if (n === 0) return 0;
  // Γ(x + n) / Γ(x) = Γ(n) / B(x, n)
  let lgn = 0;
  for (let i = 2; i < n; i++) lgn += Math.log(i);
  return lgn - betaln(x, n);
}

/** C(N + K − 1, K − 1), the number of count vectors of N trials on K labels (Infinity if huge). */
function vectorCount(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i < k; i++) {
    c = (c * (n + i)) / i;
    if (c > 1e9) return Infinity;
  }
  return Math.round(c);
}

/** Every count vector of n trials on k labels. */
function countVectors(n: number, k: number): number[][] {
  const out: number[][] = [];
  const v = new Array<number>(k).fill(0);
  const fill = (i: number, left: number): void => {
    if (i === k - 1) {
      v[i] = left;
      out.push([...v]);
      return;
    }
    for (let x = 0; x <= left; x++) {
      v[i] = x;
      fill(i + 1, left - x);
    }
  };
  fill(0, n);
  return out;
}

/**
 * sqrt(Σ_q E[Var(Û_q | θ_q)]) / M of max@k on a rubric table, or undefined when a question's
 * count vectors are too many to enumerate (or the table has a prior R0).
 */
export function rubricTrialNoiseSigma(
  table: CountTable,
  spec: MetricSpec,
  ctx: MetricContext,
): number | undefined {
  if (spec.family !== 'max' || ctx.R0 || spec.R0 !== undefined) return undefined;
  const k = table.categories;
  const m = table.trials.length;
  if (m === 0) return undefined;
  const vectorsOf = new Map<number, { counts: number[]; estimate: number; logCoef: number }[]>();
  const vectors = (n: number) => {
    let vs = vectorsOf.get(n);
    if (!vs) {
      vs = countVectors(n, k).map((counts) => {
        let logCoef = 0;
        for (let i = 2; i <= n; i++) logCoef += Math.log(i);
        for (const c of counts) for (let i = 2; i <= c; i++) logCoef -= Math.log(i);
        const row: CountTable = {
          ids: ['q'],
          categories: k,
          counts: Float64Array.from(counts),
          trials: Float64Array.of(n),
        };
        return { counts, estimate: metricPoint(row, spec, ctx), logCoef };
      });
      vectorsOf.set(n, vs);
    }
    return vs;
  };
  const known = new Map<string, number>();
  let sum = 0;
  for (let q = 0; q < m; q++) {
    const n = table.trials[q] as number;
    if (vectorCount(n, k) > MAX_COUNT_VECTORS) return undefined;
    const observed = Array.from(table.counts.subarray(q * k, q * k + k));
    const key = `${n}|${observed.join(',')}`;
    let v = known.get(key);
    if (v === undefined) {
      const alpha = observed.map((c) => c + 1);
      const total = alpha.reduce((s, a) => s + a, 0);
      const norm = logRising(total, n);
      let mean = 0;
      const terms = vectors(n).map((x) => {
        let log = x.logCoef - norm;
        x.counts.forEach((c, i) => (log += logRising(alpha[i] as number, c)));
        const p = Math.exp(log);
        mean += p * x.estimate;
        return { p, e: x.estimate };
      });
      let spread = 0;
      for (const t of terms) spread += t.p * (t.e - mean) ** 2;
      const row: CountTable = {
        ids: ['q'],
        categories: k,
        counts: Float64Array.from(observed),
        trials: Float64Array.of(n),
      };
      const posterior = maxAtKCi(row, spec.k ?? 1, {
        confidence: ctx.confidence,
        ...((spec.w ?? ctx.w) ? { w: spec.w ?? ctx.w } : {}),
      });
      v = Math.max(0, spread - posterior.sigma ** 2);
      known.set(key, v);
    }
    sum += v;
  }
  return Math.sqrt(sum) / m;
}
