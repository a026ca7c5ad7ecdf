/**
 * Metrics whose per-question estimator depends on the number of trials, compared where the two
 * sides ran different numbers: each side at each question's common trial count.
 *
 * Geom@k's per-question value P_q^a U_q^b blends two unbiased estimates nonlinearly, so its
 * expectation moves with N: the same model at 16 and 2 trials per question was called worse in 87%
 * of PRs (docs/statistics.md, "Every metric family"). Its value at n trials has the same
 * expectation on both sides when each side's is taken at n: on a side with N ≥ n trials, the mean
 * of the n-trial estimate over every n-subset of its N trials, Σ_j Hyp(j; N, ν, n) ĝ_n(j) (a
 * U-statistic: unbiased for what ĝ_n estimates, and less noisy than any one subset). Where both
 * sides ran n trials it is the estimate itself.
 */
import betaln from '@stdlib/math-base-special-betaln';
import { type CountTable, estimatorNoise, normalCredibleInterval } from '../metrics/index.js';
import type { MetricSpec } from './catalog.js';
import { type MetricContext, questionEstimates } from './evaluate.js';
import type { Interval } from './types.js';

/** The families whose estimate's expectation depends on the trials: Geom@k. */
export function dependsOnTrials(spec: MetricSpec): boolean {
  return spec.family === 'geom';
}

/** log C(n, k). */
function logChoose(n: number, k: number): number {
  return -Math.log(n + 1) - betaln(n - k + 1, k + 1);
}

/**
 * The n-trial estimate projected onto N ≥ n trials: its values at 0..N successes,
 * Σ_j Hyp(j; N, ν, n) ĝ_n(j).
 */
function projectedValues(g: Float64Array, big: number): Float64Array {
  const n = g.length - 1;
  const out = new Float64Array(big + 1);
  if (big === n) return g;
  for (let nu = 0; nu <= big; nu++) {
    let v = 0;
    const lo = Math.max(0, n - (big - nu));
    const hi = Math.min(n, nu);
    for (let j = lo; j <= hi; j++)
      v +=
        Math.exp(logChoose(nu, j) + logChoose(big - nu, n - j) - logChoose(big, n)) *
        (g[j] as number);
    out[nu] = v;
  }
  return out;
}

/**
 * The estimate taken at `common` trials, on a question with n ≥ common trials: its values at 0..n
 * successes (memoized per (n, common)).
 */
export function commonTrialEstimates(
  spec: MetricSpec,
  ctx: MetricContext,
): (n: number, common: number) => Float64Array {
  const estimates = questionEstimates(spec, ctx);
  const known = new Map<string, Float64Array>();
  return (n, common) => {
    const key = `${n},${common}`;
    let values = known.get(key);
    if (!values) {
      values = projectedValues(estimates(common), n);
      known.set(key, values);
    }
    return values;
  };
}

/**
 * Each question's estimate of a 0/1 table taken at `targets[q]` ≤ N_q trials, and the interval of
 * their mean: the estimate's trial noise as in trial-noise.ts, on the projected values.
 *
 * @example atCommonTrials(runOf16, Array(m).fill(2), geomSpec, ctx).scores // geom@2 as at 2 trials
 */
export function atCommonTrials(
  table: CountTable,
  targets: ArrayLike<number>,
  spec: MetricSpec,
  ctx: MetricContext,
): { scores: Float64Array; interval: Interval } {
  const m = table.trials.length;
  const projectedAt = commonTrialEstimates(spec, ctx);
  const noise = new Map<string, number>();
  const scores = new Float64Array(m);
  const a0 = spec.alpha0 ?? 1;
  const b0 = spec.beta0 ?? 1;
  let sum = 0;
  let variance = 0;
  for (let q = 0; q < m; q++) {
    const big = table.trials[q] as number;
    const n = targets[q] as number;
    const nu = table.counts[q * table.categories + 1] as number;
    const key = `${big},${n}`;
    const values = projectedAt(big, n);
    scores[q] = values[nu] as number;
    sum += scores[q] as number;
    const nk = `${key},${nu}`;
    let v = noise.get(nk);
    if (v === undefined) {
      v = estimatorNoise(values, a0 + nu, b0 + big - nu);
      noise.set(nk, v);
    }
    variance += v;
  }
  const mu = sum / m;
  const sigma = Math.sqrt(variance) / m;
  return {
    scores,
    interval: {
      mu,
      sigma,
      ...normalCredibleInterval(mu, sigma, ctx.confidence, spec.bounds ?? [0, 1]),
    },
  };
}
