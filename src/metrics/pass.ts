/**
 * The Pass@k family for binary outcomes: Pass@k, Pass^k (Unanimous@k), G-Pass@k, G-Pass@k_tau,
 * mG-Pass@k, Maj@k and AUC@K, each with its Bayesian interval.
 *
 * Point estimators are the unbiased finite-bank estimators (k trials drawn without replacement
 * from a question's N observed trials), averaged over questions; they require 1 <= k <= N_q for
 * every question. The `*Ci` functions put a Beta(alpha0 + nu_q, beta0 + N_q - nu_q) posterior on
 * each question's success rate and report the posterior mean and standard deviation of the
 * latent i.i.d. quantity, mu = mean over questions of the per-question means, sigma =
 * sqrt(sum of per-question variances) / M. On a ragged table each question uses its own N_q.
 */
import { binaryBank, validateFiniteK } from './binary-bank.js';
import type { Outcomes } from './count-table.js';
import {
  type CountScore,
  finiteMean,
  meanOverQuestions,
  mgScore,
  passScore,
  posteriorMean,
  thresholdScore,
  unanimousScore,
} from './count-score.js';
import { intervalSettings, withInterval } from './common.js';
import { logRisingRatio } from './special.js';
import type { BinaryIntervalOptions, Interval } from './types.js';
import { validateBetaPrior, validateUnit } from './validate.js';

/** Point estimate of a count score: mean over questions of its finite-bank value. */
function finiteMetric(R: Outcomes, k: number, score: (k: number) => CountScore): number {
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  return finiteMean(bank, score(kk));
}

/** Posterior summary of a count score with 1 <= k <= N_q. */
function posteriorMetric(
  R: Outcomes,
  k: number,
  score: (k: number) => CountScore,
  options: BinaryIntervalOptions,
): Interval {
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  const { alpha0, beta0 } = validateBetaPrior(options);
  const settings = intervalSettings(options, [0, 1]);
  const { mu, sigma } = posteriorMean(bank, score(kk), alpha0, beta0);
  return withInterval(mu, sigma, settings);
}

/**
 * Pass@k: the unbiased estimator of the probability that at least one of k sampled trials is
 * correct, averaged over questions.
 *
 * Per question: 1 - C(N - nu, k) / C(N, k) (nu = correct trials out of N). Requires
 * 1 <= k <= N_q for every question.
 *
 * Reference: Chen et al. (2021), "Evaluating Large Language Models Trained on Code",
 * arXiv:2107.03374.
 *
 * @example passAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2) // 0.95 (k = 1: 0.7)
 */
export function passAtK(R: Outcomes, k: number): number {
  return finiteMetric(R, k, passScore);
}

/**
 * Bayesian mu, sigma and credible interval of the latent i.i.d. Pass@k, g(p) = 1 - (1-p)^k,
 * with p ~ Beta(alpha0 + nu, beta0 + N - nu) per question: E[g] = 1 - B(a, b+k)/B(a, b).
 * Requires 1 <= k <= N_q. Default bounds [0, 1].
 *
 * Reference: Chen et al. (2021), arXiv:2107.03374; posterior model: Hariri et al. (2026),
 * arXiv:2510.04265.
 *
 * @example
 * passAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2)
 * // { mu: 0.839286, sigma: 0.097263, lo: 0.6487, hi: 1 }
 */
export function passAtKCi(R: Outcomes, k: number, options: BinaryIntervalOptions = {}): Interval {
  return posteriorMetric(R, k, passScore, options);
}

/**
 * Pass^k (Pass-hat@k): the unbiased estimator of the probability that all k sampled trials are
 * correct, averaged over questions. Per question: C(nu, k) / C(N, k). Requires 1 <= k <= N_q.
 *
 * Reference: Yao et al. (2024), "tau-bench", arXiv:2406.12045.
 *
 * @example passHatK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2) // 0.45
 */
export function passHatK(R: Outcomes, k: number): number {
  return finiteMetric(R, k, unanimousScore);
}

/**
 * Bayesian mu, sigma and credible interval of the latent i.i.d. Pass^k, g(p) = p^k:
 * E[g] = B(a+k, b)/B(a, b). Requires 1 <= k <= N_q. Default bounds [0, 1].
 *
 * Reference: Yao et al. (2024), arXiv:2406.12045.
 *
 * @example
 * passHatKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2)
 * // { mu: 0.446429, sigma: 0.146167, lo: 0.1599, hi: 0.7329 }
 */
export function passHatKCi(R: Outcomes, k: number, options: BinaryIntervalOptions = {}): Interval {
  return posteriorMetric(R, k, unanimousScore, options);
}

/**
 * Unanimous@k: alias of {@link passHatK} (all k sampled trials correct).
 *
 * @example unanimousAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2) // 0.45
 */
export const unanimousAtK: (R: Outcomes, k: number) => number = passHatK;

/**
 * Unanimous@k interval: alias of {@link passHatKCi}.
 *
 * @example unanimousAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2).mu // 0.446429
 */
export const unanimousAtKCi: (R: Outcomes, k: number, options?: BinaryIntervalOptions) => Interval =
  passHatKCi;

/**
 * G-Pass@k: the tau = 1 threshold of G-Pass@k_tau, i.e. Pass^k (C(nu, k) / C(N, k) per
 * question). Requires 1 <= k <= N_q.
 *
 * Reference: Liu et al. (2024/2025), "Are Your LLMs Capable of Stable Reasoning?",
 * arXiv:2412.13147.
 *
 * @example gPassAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2) // 0.45
 */
export function gPassAtK(R: Outcomes, k: number): number {
  return passHatK(R, k);
}

/**
 * Posterior summary of G-Pass@k: the same target as {@link passHatKCi}.
 *
 * Reference: Liu et al. (2024), arXiv:2412.13147.
 *
 * @example gPassAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2).mu // 0.446429
 */
export function gPassAtKCi(R: Outcomes, k: number, options: BinaryIntervalOptions = {}): Interval {
  return passHatKCi(R, k, options);
}

/**
 * The success threshold of G-Pass@k_tau: max(1, ceil(tau k)), with tau k nudged down by 1e-9
 * so that a float product such as 0.28 * 25 = 7.000000000000001 does not raise it by one.
 */
function tauThreshold(tau: number, k: number): number {
  return Math.max(1, Math.ceil(tau * k - 1e-9));
}

/**
 * G-Pass@k_tau: the unbiased estimator of the probability that at least j0 = max(1, ceil(tau k))
 * of k sampled trials are correct. Per question: sum_{j >= j0} C(nu, j) C(N - nu, k - j) /
 * C(N, k). tau = 0 gives Pass@k, tau = 1 gives Pass^k. Requires tau in [0, 1], 1 <= k <= N_q.
 *
 * Reference: Liu et al. (2024), arXiv:2412.13147.
 *
 * @example gPassAtKTau([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2, 0.5) // 0.95 (tau = 1: 0.45)
 */
export function gPassAtKTau(R: Outcomes, k: number, tau: number): number {
  const bank = binaryBank(R);
  validateUnit(tau, 'tau');
  const kk = validateFiniteK(bank, k);
  return finiteMean(bank, thresholdScore(kk, tauThreshold(tau, kk)));
}

/**
 * Posterior summary of G-Pass@k_tau: the latent target is P(Binomial(k, p) >= j0), j0 =
 * max(1, ceil(tau k)). Requires tau in [0, 1], 1 <= k <= N_q. Default bounds [0, 1].
 *
 * Reference: Liu et al. (2024), arXiv:2412.13147.
 *
 * @example
 * gPassAtKTauCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3, 2 / 3)
 * // { mu: 0.684524, sigma: 0.151958, lo: 0.3867, hi: 0.9824 }
 */
export function gPassAtKTauCi(
  R: Outcomes,
  k: number,
  tau: number,
  options: BinaryIntervalOptions = {},
): Interval {
  const bank = binaryBank(R);
  validateUnit(tau, 'tau');
  const kk = validateFiniteK(bank, k);
  const { alpha0, beta0 } = validateBetaPrior(options);
  const settings = intervalSettings(options, [0, 1]);
  const { mu, sigma } = posteriorMean(
    bank,
    thresholdScore(kk, tauThreshold(tau, kk)),
    alpha0,
    beta0,
  );
  return withInterval(mu, sigma, settings);
}

/**
 * mG-Pass@k: mean G-Pass@k_tau over tau in [0.5, 1] in the published discrete form. Per
 * question: (2/k) sum_{j=m+1}^{k} (j - m) P(X = j), m = ceil(k/2), X ~ Hypergeometric(N, nu, k).
 * mG-Pass@1 = 0. Requires 1 <= k <= N_q.
 *
 * Reference: Liu et al. (2024), arXiv:2412.13147.
 *
 * @example mgPassAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3) // 0.166667 (k = 2: 0.45)
 */
export function mgPassAtK(R: Outcomes, k: number): number {
  return finiteMetric(R, k, mgScore);
}

/**
 * Posterior summary of mG-Pass@k: latent target (2/k) E[max(0, X - ceil(k/2))] with
 * X ~ Binomial(k, p). Requires 1 <= k <= N_q. Default bounds [0, 1].
 *
 * Reference: Liu et al. (2024), arXiv:2412.13147.
 *
 * @example mgPassAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2).mu // 0.446429
 */
export function mgPassAtKCi(R: Outcomes, k: number, options: BinaryIntervalOptions = {}): Interval {
  return posteriorMetric(R, k, mgScore, options);
}

/** Strict majority threshold floor(k/2) + 1. */
function majorityScore(k: number): CountScore {
  return thresholdScore(k, Math.floor(k / 2) + 1);
}

/**
 * Maj@k: probability that a uniformly sampled subset of k observed trials has a strict majority
 * of correct ones, j0 = floor(k/2) + 1 (G-Pass@k_tau with tau = j0/k), averaged over questions.
 * Requires 1 <= k <= N_q.
 *
 * Reference: the majority-vote metric of reasoning papers, binary-outcome proxy (scorio).
 *
 * @example majAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3) // 0.85 (k = 2: 0.45)
 */
export function majAtK(R: Outcomes, k: number): number {
  return finiteMetric(R, k, majorityScore);
}

/**
 * Posterior summary of Maj@k: {@link gPassAtKTauCi} at tau = (floor(k/2) + 1)/k. Requires
 * 1 <= k <= N_q. Default bounds [0, 1].
 *
 * @example
 * majAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3)
 * // { mu: 0.684524, sigma: 0.151958, lo: 0.3867, hi: 0.9824 }
 */
export function majAtKCi(R: Outcomes, k: number, options: BinaryIntervalOptions = {}): Interval {
  return posteriorMetric(R, k, majorityScore, options);
}

/**
 * Trapezoid coefficient c_j of AUC@K (c_1 = c_k = 1/(2(k-1)), others 1/(k-1); AUC@1: c_1 = 1), a
 * function of j: nothing of size k is held (k may be 10⁹).
 */
function aucCoefficient(k: number, j: number): number {
  if (k === 1) return j === 1 ? 1 : 0;
  return j === 1 || j === k ? 0.5 / (k - 1) : 1 / (k - 1);
}

/** Up to this k, AUC@K's finite-bank value is summed over j (cheap, and relatively exact). */
const AUC_SUMMED_K = 64;

/**
 * One question's finite-bank AUC@K (N trials, nu successes, 1 <= k <= N), in O(1) whatever k:
 * with G = nu and P_j = Pass@j = 1 - C(N - G, j) / C(N, j), the hockey-stick identity
 * sum_{j=0..k} C(N-j, G) = C(N+1, G+1) - C(N-k, G+1) gives
 * sum_{j=1..k} P_j = ((k + 1) G - (N - k) P_{k+1}) / (G + 1),
 * and AUC@K = (sum_j P_j - (P_1 + P_k) / 2) / (k - 1). Every term is a non-negative number of at
 * most (k + 1) G, so the absolute error stays a few ulps of 1 (the sum over j of the reference
 * took O(k) per question: 46 minutes at k = 4 x 10⁹).
 */
export function aucFiniteValue(n: number, nu: number, k: number): number {
  if (k === 1 || nu === 0) return nu / n;
  const fail = n - nu;
  if (k <= AUC_SUMMED_K) {
    // Summed term by term, each Pass@j to a few ulps: the closed form's difference below keeps
    // a few ulps of 1 only, 1e-8 of a value of 1e-9 at k = 2 on N = 10⁹.
    // Pass@j = 1 - prod_{i<j} (F - i) / (N - i), as -expm1 of a sum of log1p(-G / (N - i)).
    let logMiss = 0;
    let v = 0;
    for (let j = 1; j <= k; j++) {
      logMiss = j > fail ? -Infinity : logMiss + Math.log1p(-nu / (n - j + 1));
      v += aucCoefficient(k, j) * -Math.expm1(logMiss);
    }
    return v;
  }
  // P_k from ln C(F, k) / C(N, k) = -sum_{i<k} log1p(G / (F - k + 1 + i)).
  const logMiss = fail >= k ? -logRisingRatio(fail - k + 1, k, nu) : -Infinity;
  const passK = -Math.expm1(logMiss);
  // P_{k+1} = 1 - r_k (F - k) / (N - k) = P_k + r_k G / (N - k), both terms non-negative.
  const next = k < n ? passK + Math.exp(logMiss) * (nu / (n - k)) : 0;
  const sum = ((k + 1) * nu - (n - k) * next) / (nu + 1);
  return Math.min(1, Math.max(0, (sum - 0.5 * (nu / n + passK)) / (k - 1)));
}

/**
 * AUC@K: normalised area under the Pass@j curve for j = 1..k by the trapezoid rule. Per
 * question: sum_j c_j Pass@j with c_1 = c_k = 1/(2(k-1)) and c_j = 1/(k-1) otherwise
 * (AUC@1 = Pass@1), in closed form ({@link aucFiniteValue}). Requires 1 <= k <= N_q.
 *
 * Reference: Hu et al. (2026), "Rewarding the Rare: Uniqueness-Aware RL for Creative Problem
 * Solving in LLMs", arXiv:2601.08763.
 *
 * @example aucAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3) // 0.9 (k = 2: 0.825)
 */
export function aucAtK(R: Outcomes, k: number): number {
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  const values = new Float64Array(bank.trials.length);
  for (let s = 0; s < values.length; s++)
    values[s] = aucFiniteValue(bank.trials[s] as number, bank.successes[s] as number, kk);
  return meanOverQuestions(bank, values);
}

/**
 * Posterior summary of AUC@K: latent target sum_j c_j (1 - (1-p)^j) with p ~ Beta per question.
 * k = 1 is {@link passAtKCi} at k = 1. Requires 1 <= k <= N_q. Default bounds [0, 1].
 *
 * Reference: Hu et al. (2026), arXiv:2601.08763.
 *
 * @example aucAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 1).mu // 0.642857
 */
export function aucAtKCi(R: Outcomes, k: number, options: BinaryIntervalOptions = {}): Interval {
  if (k === 1) return passAtKCi(R, 1, options);
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  const { alpha0, beta0 } = validateBetaPrior(options);
  const settings = intervalSettings(options, [0, 1]);
  const n = bank.trials.length;
  const u = 1 / (kk - 1);
  const half = 0.5 / (kk - 1);
  const u2 = 1 / ((kk - 1) * (kk - 1));
  let mu = 0;
  let variance = 0;
  for (let s = 0; s < n; s++) {
    const nu = bank.successes[s] as number;
    const a = alpha0 + nu;
    const b = beta0 + (bank.trials[s] as number) - nu;
    // E[q^t] for q = 1 - p ~ Beta(b, a), by E[q^(t+1)] = E[q^t] (b + t) / (a + b + t), one t at a
    // time: h = sum_j c_j E[q^j] (j <= k), h2 = sum_t conv_t E[q^t] (t <= 2k), both in order of t.
    // conv_t = sum_{i + j = t} c_i c_j = u^2 (pairs - ends + both / 4), c = u (1 - e/2) with e the
    // indicator of the two end points, written out for the two halves of t: this loop is what
    // auc@k's interval costs, 2k steps per distinct state.
    let eq = 1;
    let h = 0;
    let h2 = 0;
    for (let t = 0; t < kk; t++) {
      eq *= (b + t) / (a + b + t);
      const next = t + 1;
      h += (next === 1 || next === kk ? half : u) * eq;
      // 2 <= next <= k: pairs next - 1, one end (both ends at next = 2).
      if (next >= 2) h2 += u2 * (next - 1 - 1 + (next === 2 ? 0.25 : 0)) * eq;
    }
    for (let t = kk; t < 2 * kk; t++) {
      eq *= (b + t) / (a + b + t);
      const next = t + 1;
      // k + 1 <= next <= 2k: pairs 2k + 1 - next; two ends at k + 1 (both counted twice), else one.
      const ends = next === kk + 1 ? 2 : 1;
      const both = (next === kk + 1 ? 2 : 0) + (next === 2 * kk ? 1 : 0);
      h2 += u2 * (2 * kk + 1 - next - ends + both / 4) * eq;
    }
    const f = bank.frequencies[s] as number;
    mu += f * (1 - h);
    variance += f * Math.max(0, h2 - h * h);
  }
  const m = bank.questions;
  return withInterval(mu / m, Math.sqrt(variance) / m, settings);
}
