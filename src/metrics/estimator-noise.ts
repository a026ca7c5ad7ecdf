/**
 * The trial noise of a per-question estimate: how far a question's estimate Û(ν) (ν successes in
 * N trials, Pass@k's unbiased estimator, maj@k's, ...) moves from one run of N trials to the next.
 *
 * A `*Ci` function's σ is the posterior spread of the latent target g(p) (Pass@k's
 * 1 − (1 − p)^k): how well N trials pin g(p) down. A run's estimate Û moves by more than that
 * at small N: with N = k, Pass@k's estimator is 0 or 1, whatever the posterior of g(p) says. Two
 * runs of an unchanged model differ by their estimators' noise, so a gate that compares two
 * estimates needs Var(Û | p), not Var(g(p) | data) (docs/statistics.md, "Every metric family":
 * with the posterior σ, rule z raised 8–15% false alarms at 5% on Pass@2 and maj@2).
 *
 * Var(Û | p) depends on the unknown p; its expectation over the posterior p ~ Beta(a, b) is
 *
 *   E[Var(Û | p)] = E_pred[(Û − m)²] − Var(h(p)),   h(p) = E[Û | p] = Σ_ν Û(ν) Bin(ν; N, p),
 *
 * with m = E[h(p)] = E_pred[Û]: the spread of the estimate over the posterior predictive
 * ν ~ BetaBinomial(N, a, b), less the part of it that is uncertainty about p itself. Both terms
 * are posterior sums over an "N-trial score" whose value at ν is Û(ν) (count-score.ts sums them
 * by the exact BetaBinomial recurrences): the first is the predictive mean of (Û − m)², the second
 * the posterior variance of h. No closed form covers every estimator (maj@k's, AUC@K's, Geom@k's),
 * and this one needs only the estimator's values, so it is written once for all of them.
 *
 * @example estimatorNoise([0, 0.5, 5 / 6, 1, 1], 3, 3)
 *   // Pass@2 with N = 4 and 2 of 4 right (prior Beta(1, 1)): 0.0629, where the posterior
 *   // variance of 1 − (1 − p)² is 0.0374
 */
import { type CountScore, generalMean, posteriorValue } from './count-score.js';
import { PRODUCT_MAX_K, ProductSums } from './product-sums.js';

/**
 * The product sums of the estimators last seen, by N: callers pass one estimator per trial count
 * for all its states (some as a new array each time), so each state's Var(h(p)) is a walk of
 * BetaBinomial(2N), not the nested walks (which made a gate of pass@1024 on 2,000 distinct rows
 * take 1.5 s). An entry is used only for values equal to its own, compared in full; two are kept
 * (at most 2 x 12 MiB, PRODUCT_MAX_K).
 */
const recent = new Map<number, { estimate: Float64Array; sums: ProductSums }>();
const RECENT_ENTRIES = 2;

/** The product sums of `values` (N + 1 of them), from `recent` when it holds the same values. */
function productSumsOf(values: ArrayLike<number>, n: number): ProductSums {
  const cached = recent.get(n);
  if (cached !== undefined) {
    let same = true;
    for (let x = 0; x <= n && same; x++) same = values[x] === cached.estimate[x];
    if (same) return cached.sums;
  }
  const estimate = Float64Array.from(values);
  const sums = new ProductSums({ k: n, values: estimate }, { k: n, values: estimate });
  recent.delete(n);
  recent.set(n, { estimate, sums });
  if (recent.size > RECENT_ENTRIES) recent.delete(recent.keys().next().value as number);
  return sums;
}

/**
 * E[Var(Û | p)] over p ~ Beta(a, b) for an estimator with values Û(0), …, Û(N) (N ≥ 1) at 0…N
 * successes of N trials. 0 for a constant estimator.
 */
export function estimatorNoise(values: ArrayLike<number>, a: number, b: number): number {
  const n = values.length - 1;
  if (n < 1) return 0;
  const first = values[0] as number;
  let constant = true;
  for (let x = 1; x <= n && constant; x++) constant = values[x] === first;
  if (constant) return 0;
  const score = (v: Float64Array, isConstant: boolean): CountScore => ({
    k: n,
    kind: 'general',
    from: 0,
    level: 0,
    slope: 0,
    origin: 0,
    values: v,
    constant: isConstant,
  });
  let mean: number;
  let variance: number;
  if (n <= PRODUCT_MAX_K) {
    const sums = productSumsOf(values, n);
    mean = generalMean(score(Float64Array.from(values), false), n, a, b);
    variance = Math.max(0, sums.covariance(a, b));
  } else {
    ({ mean, variance } = posteriorValue(score(Float64Array.from(values), false), a, b));
  }
  // The predictive mean of (Û − m)²: a mean over BetaBinomial(N), no variance needed.
  const squares = Float64Array.from(values, (v) => (v - mean) ** 2);
  const spread = generalMean(score(squares, false), n, a, b);
  return Math.max(0, spread - variance);
}
