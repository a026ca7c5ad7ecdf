/**
 * Max@k: the expected best reward among k sampled trials, for categorical outcomes with a reward
 * per category.
 */
import { ValidationError } from '../errors.js';
import { validateFiniteK, trialSummary } from './binary-bank.js';
import { type CountTable, type Outcomes, toCountTable } from './count-table.js';
import { bayesCi } from './bayes.js';
import {
  assertLabelRange,
  assertTrials,
  countAt,
  intervalSettings,
  priorTable,
  resolveWeights,
  withInterval,
} from './common.js';
import { logBetaPowerMoment, logChoose, logPowerMomentRatio } from './special.js';
import type { Interval, MaxCiOptions, WeightOptions } from './types.js';
import { validateIntegerK, validateLatentK } from './validate.js';

/** Distinct reward levels r_1 < ... < r_L and each category's level index. */
function rewardLevels(w: Float64Array): { levels: number[]; levelOf: Int32Array } {
  const levels = [...new Set(w)].sort((x, y) => x - y);
  const index = new Map(levels.map((r, i) => [r, i]));
  const levelOf = new Int32Array(w.length);
  w.forEach((r, c) => (levelOf[c] = index.get(r) as number));
  return { levels, levelOf };
}

/** Per-question counts grouped by reward level: out[q * L + l]. */
function groupedCounts(
  table: CountTable,
  levelOf: Int32Array,
  nLevels: number,
  perCategory: number,
  prior?: CountTable,
): Float64Array {
  const m = table.trials.length;
  const out = new Float64Array(m * nLevels);
  for (let q = 0; q < m; q++)
    for (let c = 0; c < levelOf.length; c++) {
      const i = q * nLevels + (levelOf[c] as number);
      out[i] =
        (out[i] as number) +
        countAt(table, q, c) +
        (prior ? countAt(prior, q, c) : 0) +
        perCategory;
    }
  return out;
}

/**
 * Max@k: the unbiased estimator of the expected best reward among k trials sampled without
 * replacement from a question's N trials, averaged over questions. With rewards sorted
 * g_1 <= ... <= g_N it is sum_{i=k}^{N} C(i-1, k-1) g_i / C(N, k); equivalently
 * r_1 + sum_l (r_{l+1} - r_l) (1 - C(n_{<=l}, k) / C(N, k)) over the distinct reward levels,
 * n_{<=l} being the number of trials with reward <= r_l. With w = [0, 1] it is Pass@k.
 * Requires 1 <= k <= N_q; without `w`, R must be binary.
 *
 * Reference: Bagirov et al. (2025), "The Best of N Worlds: Aligning Reinforcement Learning with
 * Best-of-N Sampling via max@k Optimization", arXiv:2510.23393 (Appendix C.1); Walder &
 * Karkhanis (2025), arXiv:2505.15201.
 *
 * @example
 * maxAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2) // 0.95
 * maxAtK([[0, 1, 2, 2, 1], [1, 1, 0, 2, 2]], 2, { w: [0, 0.5, 1] }) // 0.85
 */
export function maxAtK(R: Outcomes, k: number, options: WeightOptions = {}): number {
  const table = toCountTable(R, 'R');
  assertTrials(table);
  const w = resolveWeights(table, options.w);
  assertLabelRange(table, w.length - 1, 'R');
  const kk = validateFiniteK(trialSummary(table), k);
  const { levels, levelOf } = rewardLevels(w);
  const nL = levels.length;
  if (nL === 1) return levels[0] as number;
  const grouped = groupedCounts(table, levelOf, nL, 0);
  const m = table.trials.length;
  let sum = 0;
  for (let q = 0; q < m; q++) {
    const n = table.trials[q] as number;
    const total = logChoose(n, kk);
    let cum = 0;
    let score = levels[0] as number;
    for (let l = 0; l < nL - 1; l++) {
      cum += grouped[q * nL + l] as number;
      // P(some draw exceeds r_l) = 1 - C(cum, k) / C(N, k)
      const anyAbove = cum < kk ? 1 : -Math.expm1(logChoose(cum, kk) - total);
      score += ((levels[l + 1] as number) - (levels[l] as number)) * anyAbove;
    }
    sum += score;
  }
  return sum / m;
}

/**
 * Log-space covariance exp(lc) - exp(lx + ly) of two positive moments (>= 0 here).
 */
function covarianceFromLogs(logCross: number, logX: number, logY: number): number {
  const diff = logX + logY - logCross;
  return diff >= 0 ? 0 : Math.exp(logCross) * -Math.expm1(diff);
}

/**
 * Bayesian posterior summary of Max@k under the Bayes@N Dirichlet(+1) posterior (categories with
 * equal reward are grouped). With reward levels r_1 < ... < r_L and A_l the posterior probability
 * of a reward <= r_l (A_l ~ Beta(gamma_{<=l}, T - gamma_{<=l}), T = 1 + C + D + N), the
 * per-question latent target is g = r_L - sum_l (r_{l+1} - r_l) A_l^k; its mean and variance are
 * closed forms in Beta moments (cross moments by Dirichlet neutrality:
 * E[A_i^k A_j^k] = E[A_j^(2k)] E[V^k], V = A_i/A_j ~ Beta(gamma_{<=i}, gamma_{<=j} - gamma_{<=i})).
 * mu = mean over questions, sigma = sqrt(sum of variances) / M; any integer k >= 1 (latent
 * target); k = 1 equals {@link bayesCi} (no default clipping). Default bounds for k >= 2: the
 * reward range [min w, max w]. Ragged tables: each question uses its own T_q.
 *
 * Reference: scorio extension of Bagirov et al. (2025), arXiv:2510.23393, with the posterior of
 * Hariri et al. (2026), arXiv:2510.04265.
 *
 * @example
 * maxAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2)
 * // { mu: 0.839286, sigma: 0.097263, lo: 0.6487, hi: 1 }
 * maxAtKCi([[0, 1, 2, 2, 1], [1, 1, 0, 2, 2]], 2, { w: [0, 0.5, 1] })
 * // { mu: 0.75, sigma: 0.08812, lo: 0.5773, hi: 0.9227 }
 */
export function maxAtKCi(R: Outcomes, k: number, options: MaxCiOptions = {}): Interval {
  validateIntegerK(k);
  const kk = validateLatentK(k);
  if (kk === 1) return bayesCi(R, options);
  const table = toCountTable(R, 'R');
  assertTrials(table);
  const w = resolveWeights(table, options.w);
  const m = table.trials.length;
  const prior = priorTable(options.R0, m);
  const c = w.length - 1;
  assertLabelRange(table, c, 'R');
  if (prior) assertLabelRange(prior, c, 'R0');
  let wMin = Infinity;
  let wMax = -Infinity;
  for (const x of w) {
    if (x < wMin) wMin = x;
    if (x > wMax) wMax = x;
  }
  const settings = intervalSettings(options, [wMin, wMax]);
  const { levels, levelOf } = rewardLevels(w);
  const nL = levels.length;
  if (nL === 1) return withInterval(levels[0] as number, 0, settings);
  const gamma = groupedCounts(table, levelOf, nL, 1, prior);
  const gaps = new Float64Array(nL - 1);
  for (let l = 0; l < nL - 1; l++) gaps[l] = (levels[l + 1] as number) - (levels[l] as number);

  // Questions with the same grouped posterior counts share their moments.
  const cache = new Map<string, [number, number]>();
  const cum = new Float64Array(nL - 1);
  const logMean = new Float64Array(nL - 1);
  let mu = 0;
  let variance = 0;
  for (let q = 0; q < m; q++) {
    const base = q * nL;
    let key = '';
    for (let l = 0; l < nL; l++) key += `${gamma[base + l]},`;
    let moments = cache.get(key);
    if (!moments) {
      moments = maxMoments(gamma.subarray(base, base + nL), gaps, levels, kk, cum, logMean);
      cache.set(key, moments);
    }
    mu += moments[0];
    variance += moments[1];
  }
  return withInterval(mu / m, Math.sqrt(variance) / m, settings);
}

/** Posterior [mean, variance] of one question's Max@k target. */
function maxMoments(
  gamma: Float64Array,
  gaps: Float64Array,
  levels: number[],
  k: number,
  cum: Float64Array,
  logMean: Float64Array,
): [number, number] {
  const nL = gamma.length;
  let total = 0;
  for (const g of gamma) total += g;
  let running = 0;
  let mean = levels[0] as number;
  for (let l = 0; l < nL - 1; l++) {
    running += gamma[l] as number;
    cum[l] = running;
    logMean[l] = logBetaPowerMoment(running, total - running, k);
    mean += (gaps[l] as number) * -Math.expm1(logMean[l] as number);
  }
  mean = Math.min(Math.max(mean, levels[0] as number), levels[nL - 1] as number);
  let variance = 0;
  for (let i = 0; i < nL - 1; i++) {
    const a = cum[i] as number;
    const b = total - a;
    // Var(A_i^k) = E[A^(2k)] (1 - E[A^k]^2 / E[A^(2k)]) via the exact ratio product.
    const logSecond = logBetaPowerMoment(a, b, 2 * k);
    const vii = Math.exp(logSecond) * -Math.expm1(-logPowerMomentRatio(a, b, k));
    variance += (gaps[i] as number) * (gaps[i] as number) * vii;
    for (let j = i + 1; j < nL - 1; j++) {
      const cj = cum[j] as number;
      const logCross = logBetaPowerMoment(cj, total - cj, 2 * k) + logBetaPowerMoment(a, cj - a, k);
      const vij = covarianceFromLogs(logCross, logMean[i] as number, logMean[j] as number);
      variance += 2 * (gaps[i] as number) * (gaps[j] as number) * vij;
    }
  }
  if (!(variance >= 0))
    throw new ValidationError(`Max@k posterior variance is invalid: ${variance}`, 'R');
  return [mean, variance];
}
