/**
 * Count scores: the common form of every binary k-sample metric.
 *
 * A k-sample metric scores a draw of k trials by the number j of successes in it: s_0..s_k
 * (Pass@k: s_j = [j >= 1]; Pass^k: s_j = [j = k]; G-Pass@k_tau: s_j = [j >= j0]; mG-Pass@k:
 * s_j = (2/k) max(0, j - ceil(k/2)); threshold spectrum: s_j = w_1 + ... + w_j).
 *
 * - Finite bank (the unbiased estimators): the k trials are drawn without replacement from the
 *   question's N observed trials, so j ~ Hypergeometric(N, nu, k) and the per-question value is
 *   sum_j s_j P(j).
 * - Posterior (the `*Ci` functions): the question's success rate p ~ Beta(alpha0 + nu,
 *   beta0 + N - nu) and the latent target is g(p) = sum_j s_j C(k,j) p^j (1-p)^(k-j); its mean
 *   is sum_j s_j BetaBinomial(j; k, a, b). Its variance is E[(s_X - m)(s_Y - m)] where X, Y are
 *   the success counts of two independent k-draws sharing p, which is evaluated through their
 *   sum t = X + Y ~ BetaBinomial(2k, a, b) and X | t ~ Hypergeometric(2k, t, k). The inner sum
 *   over X | t is the same for every question up to the two means, so it is taken once per score
 *   and t (product-sums.ts) and each distinct state costs the width of BetaBinomial(2k): O(k) at
 *   most. Above PRODUCT_MAX_K, or with `productSums: false`, each state walks both sums on centred
 *   scores (O(width^2)). Terms below e^-80 of the largest are skipped.
 * - Pass@k and Pass^k have closed forms (moments of (1-p)^k and p^k) and use them.
 *
 * Memory does not grow with k or N beyond fixed caps: a score is a vector only up to
 * k = DENSE_MAX_K (8 MiB), the product sums only up to k = PRODUCT_MAX_K (12 MiB); above, a score
 * is a function of j and every distribution over 0..k (or 0..2k) is walked by its ratio
 * recurrence, never stored. k = 10⁹ costs time (which the work budget counts), not gigabytes (a
 * k-entry vector was 8 GB at k = 10⁹).
 */
import { PRUNE, TERM_CUT, betaBinomialTerms, modeOf } from './beta-binomial.js';
import { PRODUCT_MAX_K, ProductSums } from './product-sums.js';
import { betaPowerMoments, betaln, logChoose } from './special.js';
import type { BinaryBank } from './binary-bank.js';

/** How a count score is evaluated: closed forms for Pass@k / Pass^k, the score vector otherwise. */
export type ScoreKind = 'pass' | 'unanimous' | 'general';

/**
 * Scores of k up to this are also held as a vector s_0..s_k (8 MiB at most): the posterior's
 * inner loops read it twice as fast as they compute a score. Above it they compute each s_j, so
 * that memory does not grow with k (a vector at k = 10⁹ would be 8 GB).
 */
export const DENSE_MAX_K = 1 << 20;

/**
 * A k-sample binary metric as its score s_0..s_k, the score of a draw with j successes: zero below
 * `from`, then `level` (a step) or `slope` (j - `origin`) (a ramp), or, for a spectrum with given
 * weights, the prefix sums in `values`. Read with {@link scoreAt}.
 */
export interface CountScore {
  /** Number of sampled trials. */
  readonly k: number;
  /** `pass` and `unanimous` use closed forms; `general` the score. */
  readonly kind: ScoreKind;
  readonly from: number;
  readonly level: number;
  readonly slope: number;
  readonly origin: number;
  /** s_0..s_k, when k <= DENSE_MAX_K or the score is a spectrum of given weights. */
  readonly values?: Float64Array;
  /** Whether s_j is the same for every j (the target is then that constant). */
  readonly constant: boolean;
}

/** s_j of `score` (0 <= j <= k). */
export function scoreAt(score: CountScore, j: number): number {
  if (score.values !== undefined) return score.values[j] as number;
  return formulaAt(score, j);
}

function formulaAt(score: CountScore, j: number): number {
  if (j < score.from) return 0;
  return score.slope === 0 ? score.level : score.slope * (j - score.origin);
}

/**
 * `score` with its vector s_0..s_k when k is at most DENSE_MAX_K: the posteriors that sum over
 * scores take it once per metric (not the closed forms of Pass@k and Pass^k, which read none).
 */
function withValues(score: CountScore): CountScore {
  if (score.values !== undefined || score.k > DENSE_MAX_K) return score;
  const values = new Float64Array(score.k + 1);
  for (let j = 0; j <= score.k; j++) values[j] = formulaAt(score, j);
  return { ...score, values };
}

function step(k: number, kind: ScoreKind, from: number): CountScore {
  return { k, kind, from, level: 1, slope: 0, origin: 0, constant: false };
}

/** Pass@k: at least one success among k. */
export function passScore(k: number): CountScore {
  return step(k, 'pass', 1);
}

/** Pass^k (Unanimous@k): all k succeed. */
export function unanimousScore(k: number): CountScore {
  return step(k, 'unanimous', k);
}

/** At least j0 successes among k (1 <= j0 <= k). */
export function thresholdScore(k: number, j0: number): CountScore {
  if (j0 <= 1) return passScore(k);
  if (j0 >= k) return unanimousScore(k);
  return step(k, 'general', j0);
}

/**
 * mG-Pass@k: (2/k) max(0, j - ceil(k/2)). Also the threshold spectrum of the upper-half mG
 * weights (w_r = 2/k for r > ceil(k/2)), GeoSpectrum*@k's default: A_j sums them.
 */
export function mgScore(k: number): CountScore {
  const m = Math.ceil(k / 2);
  return { k, kind: 'general', from: m + 1, level: 0, slope: 2 / k, origin: m, constant: k <= 1 };
}

/**
 * Threshold spectrum S_{w,k}: s_j = A_j = w_1 + ... + w_j (weights already validated). The
 * weights are a list the caller holds (k numbers of a config), so their prefix sums are too.
 */
export function spectrumScore(weights: Float64Array): CountScore {
  const k = weights.length;
  const values = new Float64Array(k + 1);
  let a = 0;
  for (let j = 1; j <= k; j++) {
    a += weights[j - 1] as number;
    values[j] = a;
  }
  return { k, kind: 'general', from: 0, level: 0, slope: 0, origin: 0, values, constant: a === 0 };
}

// ---------------------------------------------------------------------------------------------
// Finite bank

/** The unbiased finite-bank value of `score` for one question with N trials, nu successes. */
export function finiteValue(score: CountScore, n: number, nu: number): number {
  const { k, kind } = score;
  if (kind === 'pass') return n - nu < k ? 1 : -Math.expm1(logChoose(n - nu, k) - logChoose(n, k));
  if (kind === 'unanimous') return nu < k ? 0 : Math.exp(logChoose(nu, k) - logChoose(n, k));
  // Hypergeometric(N, nu, k) over its support lo..hi, by the exact ratio
  // P(j+1)/P(j) = (nu - j)(k - j) / ((j + 1)(N - nu - k + j + 1)), which decreases in j (the pmf is
  // log-concave): walked outward from its mode, normalised there, never stored.
  const lo = Math.max(0, k - (n - nu));
  const hi = Math.min(k, nu);
  const ratio = (j: number): number => ((nu - j) * (k - j)) / ((j + 1) * (n - nu - k + j + 1));
  const mode = modeOf(lo, hi, ratio);
  let mass = 1;
  let sum = scoreAt(score, mode);
  let p = 1;
  for (let j = mode; j < hi; j++) {
    p *= ratio(j);
    if (p < TERM_CUT) break;
    mass += p;
    sum += scoreAt(score, j + 1) * p;
  }
  p = 1;
  for (let j = mode; j > lo; j--) {
    p /= ratio(j - 1);
    if (p < TERM_CUT) break;
    mass += p;
    sum += scoreAt(score, j - 1) * p;
  }
  return sum / mass;
}

/** Per-state finite-bank values. */
export function finiteStateValues(bank: BinaryBank, score: CountScore): Float64Array {
  const out = new Float64Array(bank.trials.length);
  for (let s = 0; s < out.length; s++)
    out[s] = finiteValue(score, bank.trials[s] as number, bank.successes[s] as number);
  return out;
}

/** Frequency-weighted mean over questions of per-state values. */
export function meanOverQuestions(bank: BinaryBank, stateValues: Float64Array): number {
  let sum = 0;
  for (let s = 0; s < stateValues.length; s++)
    sum += (bank.frequencies[s] as number) * (stateValues[s] as number);
  return sum / bank.questions;
}

/** Mean over questions of the finite-bank value of `score`. */
export function finiteMean(bank: BinaryBank, score: CountScore): number {
  return meanOverQuestions(bank, finiteStateValues(bank, score));
}

// ---------------------------------------------------------------------------------------------
// Posterior

/** sum_j s_j BetaBinomial(j; k, a, b). */
export function generalMean(score: CountScore, k: number, a: number, b: number): number {
  let sum = 0;
  const mass = betaBinomialTerms(k, a, b, (j, p) => {
    sum += scoreAt(score, j) * p;
  });
  return sum / mass;
}

/** Hypergeometric weights below this fraction of the mode's are dropped (e^-90). */
const INNER_CUT = Math.exp(-PRUNE - 10);

/**
 * E[c1_X c2_Y] for X, Y two independent BetaBinomial(k, a, b) draws that share p, where
 * c1 = s1 - mean1 and c2 = s2 - mean2 are the centred scores: the posterior covariance of the two
 * latent targets. Summed over t = X + Y ~ BetaBinomial(2k, a, b); given t, X is
 * Hypergeometric(2k, t, k) ({@link crossGivenSum}).
 */
function centredCross(
  s1: CountScore,
  mean1: number,
  s2: CountScore,
  mean2: number,
  a: number,
  b: number,
): number {
  let total = 0;
  const norm = betaBinomialTerms(2 * s1.k, a, b, (t, pt) => {
    total += pt * crossGivenSum(s1, mean1, s2, mean2, t);
  });
  return total / norm;
}

/**
 * E[c1_X c2_(t-X)] for X ~ Hypergeometric(2k, t, k): its weights built by the exact ratio
 * recurrence outward from the mode floor((t+1)/2), weight 1 there, normalised. The hot loop of
 * the general posteriors: with both score vectors at hand it reads them, else it computes the
 * scores (the same sums, about half as fast).
 */
function crossGivenSum(
  s1: CountScore,
  mean1: number,
  s2: CountScore,
  mean2: number,
  t: number,
): number {
  const k = s1.k;
  const jlo = Math.max(0, t - k);
  const jhi = Math.min(k, t);
  const mid = Math.min(jhi, Math.max(jlo, Math.floor((t + 1) / 2)));
  const v1 = s1.values;
  const v2 = s2.values;
  if (v1 === undefined || v2 === undefined) return crossComputed(s1, mean1, s2, mean2, t);
  let inner = ((v1[mid] as number) - mean1) * ((v2[t - mid] as number) - mean2);
  let mass = 1;
  let h = 1;
  for (let j = mid; j < jhi; j++) {
    // H(j+1)/H(j) = (t-j)(k-j) / ((j+1)(k-t+j+1))
    h *= ((t - j) * (k - j)) / ((j + 1) * (k - t + j + 1));
    if (h < INNER_CUT) break;
    mass += h;
    inner += h * ((v1[j + 1] as number) - mean1) * ((v2[t - j - 1] as number) - mean2);
  }
  h = 1;
  for (let j = mid; j > jlo; j--) {
    // H(j-1)/H(j) = j(k-t+j) / ((t-j+1)(k-j+1))
    h *= (j * (k - t + j)) / ((t - j + 1) * (k - j + 1));
    if (h < INNER_CUT) break;
    mass += h;
    inner += h * ((v1[j - 1] as number) - mean1) * ((v2[t - j + 1] as number) - mean2);
  }
  return inner / mass;
}

/** {@link crossGivenSum} with the scores computed (k above DENSE_MAX_K). */
function crossComputed(
  s1: CountScore,
  mean1: number,
  s2: CountScore,
  mean2: number,
  t: number,
): number {
  const k = s1.k;
  const jlo = Math.max(0, t - k);
  const jhi = Math.min(k, t);
  const mid = Math.min(jhi, Math.max(jlo, Math.floor((t + 1) / 2)));
  let inner = (scoreAt(s1, mid) - mean1) * (scoreAt(s2, t - mid) - mean2);
  let mass = 1;
  let h = 1;
  for (let j = mid; j < jhi; j++) {
    h *= ((t - j) * (k - j)) / ((j + 1) * (k - t + j + 1));
    if (h < INNER_CUT) break;
    mass += h;
    inner += h * (scoreAt(s1, j + 1) - mean1) * (scoreAt(s2, t - j - 1) - mean2);
  }
  h = 1;
  for (let j = mid; j > jlo; j--) {
    h *= (j * (k - t + j)) / ((t - j + 1) * (k - j + 1));
    if (h < INNER_CUT) break;
    mass += h;
    inner += h * (scoreAt(s1, j - 1) - mean1) * (scoreAt(s2, t - j + 1) - mean2);
  }
  return inner / mass;
}

/** Posterior mean and variance of one question's latent target g(p), p ~ Beta(a, b). */
export function posteriorValue(
  score: CountScore,
  a: number,
  b: number,
): { mean: number; variance: number } {
  const { k, kind } = score;
  if (kind === 'pass') {
    // g = 1 - (1-p)^k, and 1-p ~ Beta(b, a).
    const m = betaPowerMoments(b, a, k);
    return { mean: -Math.expm1(m.logMean), variance: m.variance };
  }
  if (kind === 'unanimous') {
    const m = betaPowerMoments(a, b, k);
    return { mean: m.mean, variance: m.variance };
  }
  if (score.constant) return { mean: scoreAt(score, 0), variance: 0 };
  const mean = generalMean(score, k, a, b);
  return { mean, variance: Math.max(0, centredCross(score, mean, score, mean, a, b)) };
}

/** Posterior covariance of two latent targets of the same question (same k). */
export function posteriorCovariance(
  s1: CountScore,
  mean1: number,
  s2: CountScore,
  mean2: number,
  a: number,
  b: number,
): number {
  const k = s1.k;
  if (s1.constant || s2.constant) return 0;
  if (
    (s1.kind === 'pass' && s2.kind === 'unanimous') ||
    (s1.kind === 'unanimous' && s2.kind === 'pass')
  ) {
    // Cov(1 - q^k, p^k) = E[p^k] E[q^k] - E[p^k q^k].
    const lp = betaln(a + k, b) - betaln(a, b);
    const lq = betaln(a, b + k) - betaln(a, b);
    const lpq = betaln(a + k, b + k) - betaln(a, b);
    return Math.exp(lp + lq) - Math.exp(lpq);
  }
  return centredCross(s1, mean1, s2, mean2, a, b);
}

/** How the posterior sums over general scores are taken (tests compare the two). */
export interface PosteriorMethod {
  /**
   * The per-t product sums held once per score (product-sums.ts; the default where the score
   * vectors exist and k <= PRODUCT_MAX_K), or `false`: the nested walks per state.
   */
  readonly productSums?: boolean;
}

/** The product sums of two scores, where they apply (general scores held as vectors). */
function productSumsOf(
  s1: CountScore,
  s2: CountScore,
  method: PosteriorMethod,
): ProductSums | undefined {
  if (method.productSums === false || s1.constant || s2.constant) return undefined;
  if (s1.values === undefined || s2.values === undefined || s1.k > PRODUCT_MAX_K) return undefined;
  return new ProductSums({ k: s1.k, values: s1.values }, { k: s2.k, values: s2.values });
}

/** Per-state posterior means and variances of `score`. */
export function posteriorStates(
  bank: BinaryBank,
  score: CountScore,
  alpha0: number,
  beta0: number,
  method: PosteriorMethod = {},
): { means: Float64Array; variances: Float64Array } {
  const n = bank.trials.length;
  const means = new Float64Array(n);
  const variances = new Float64Array(n);
  const general = score.kind === 'general';
  const summed = general ? withValues(score) : score;
  const sums = general ? productSumsOf(summed, summed, method) : undefined;
  for (let s = 0; s < n; s++) {
    const nu = bank.successes[s] as number;
    const a = alpha0 + nu;
    const b = beta0 + (bank.trials[s] as number) - nu;
    if (sums) {
      means[s] = generalMean(summed, summed.k, a, b);
      variances[s] = Math.max(0, sums.covariance(a, b));
      continue;
    }
    const r = posteriorValue(summed, a, b);
    means[s] = r.mean;
    variances[s] = r.variance;
  }
  return { means, variances };
}

/** Per-state posterior covariances of two scores. */
export function posteriorStateCovariances(
  bank: BinaryBank,
  s1: CountScore,
  means1: Float64Array,
  s2: CountScore,
  means2: Float64Array,
  alpha0: number,
  beta0: number,
  method: PosteriorMethod = {},
): Float64Array {
  const n = bank.trials.length;
  const out = new Float64Array(n);
  const closed = s1.kind !== 'general' && s2.kind !== 'general' && s1.kind !== s2.kind;
  const x1 = closed ? s1 : withValues(s1);
  const x2 = closed ? s2 : withValues(s2);
  const sums = closed ? undefined : productSumsOf(x1, x2, method);
  for (let s = 0; s < n; s++) {
    const nu = bank.successes[s] as number;
    if (sums) {
      out[s] = sums.covariance(alpha0 + nu, beta0 + (bank.trials[s] as number) - nu);
      continue;
    }
    out[s] = posteriorCovariance(
      x1,
      means1[s] as number,
      x2,
      means2[s] as number,
      alpha0 + nu,
      beta0 + (bank.trials[s] as number) - nu,
    );
  }
  return out;
}

/**
 * Dataset-level posterior summary: mu = mean over questions of the per-question means, sigma =
 * sqrt(sum over questions of the per-question variances) / M (questions are independent).
 */
export function aggregate(
  bank: BinaryBank,
  means: Float64Array,
  variances: Float64Array,
): { mu: number; sigma: number } {
  let mu = 0;
  let v = 0;
  for (let s = 0; s < means.length; s++) {
    const f = bank.frequencies[s] as number;
    mu += f * (means[s] as number);
    v += f * (variances[s] as number);
  }
  const m = bank.questions;
  return { mu: mu / m, sigma: Math.sqrt(v) / m };
}

/** Posterior mu and sigma of the dataset-level mean of `score`. */
export function posteriorMean(
  bank: BinaryBank,
  score: CountScore,
  alpha0: number,
  beta0: number,
): { mu: number; sigma: number } {
  const { means, variances } = posteriorStates(bank, score, alpha0, beta0);
  return aggregate(bank, means, variances);
}
