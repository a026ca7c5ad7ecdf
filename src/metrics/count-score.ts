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
 *   sum t = X + Y ~ BetaBinomial(2k, a, b) and X | t ~ Hypergeometric(2k, t, k), on centred
 *   scores (no E[g^2] - E[g]^2 cancellation). Terms below e^-80 of the largest are skipped, which
 *   keeps the sum O(width^2) instead of O(k^2) for large k.
 * - Pass@k and Pass^k have closed forms (moments of (1-p)^k and p^k) and use them.
 *
 * Memory does not grow with k or N: a score is a function of j (no vector of k + 1 entries), and
 * every distribution over 0..k (or 0..2k) is walked by its ratio recurrence twice, once for its
 * largest term and once to sum, never stored. k = 10⁹ costs time (which the work budget counts),
 * not gigabytes (a k-entry vector was 8 GB at k = 10⁹).
 */
import { betaPowerMoments, betaln, logChoose } from './special.js';
import type { BinaryBank } from './binary-bank.js';

/** Terms smaller than e^-PRUNE times the largest are skipped in the sums. */
const PRUNE = 80;
const TERM_CUT = Math.exp(-PRUNE);

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

/**
 * The mode of a pmf on lo..hi whose ratio P(j+1)/P(j) decreases in j (a log-concave pmf): the
 * first j whose ratio is below 1 (hi if none), by bisection.
 */
function modeOf(lo: number, hi: number, ratio: (j: number) => number): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = Math.floor((a + b) / 2);
    if (ratio(mid) < 1) b = mid;
    else a = mid + 1;
  }
  return a;
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

/*
 * BetaBinomial(j; n, a, b) for j = 0..n is walked, never stored, by the exact ratio
 * P(j+1)/P(j) = (n-j)(a+j) / ((j+1)(b+n-j-1)), with the terms below e^-PRUNE of the largest
 * skipped. With a, b >= 1 (every posterior but a prior below 1 on a question without successes or
 * without failures) the pmf is log-concave: the walk starts at its mode (found by bisection on the
 * ratio) and goes outward by products until the terms fall below the cut. Otherwise (it may be
 * U-shaped) the log terms are walked over all of 0..n, once for their largest value and once to
 * sum. Either way neighbouring probabilities carry only a few ulps of relative error with respect
 * to each other. (Taking each P(j) from betaln differences would leave 1e-12 relative noise at
 * N = 10,000, which the variance sums below would amplify.)
 */

/** P(j+1)/P(j) of BetaBinomial(n, a, b). */
function betaBinomialRatio(n: number, a: number, b: number, j: number): number {
  return ((n - j) * (a + j)) / ((j + 1) * (b + n - j - 1));
}

/** The largest of log P(j) - log P(0) over j = 0..n (at least 0). */
function betaBinomialMaxLog(n: number, a: number, b: number): number {
  let max = 0;
  let log = 0;
  for (let j = 0; j < n; j++) {
    log += Math.log(betaBinomialRatio(n, a, b, j));
    if (log > max) max = log;
  }
  return max;
}

/**
 * The terms of BetaBinomial(n, a, b) above the cut, unnormalised (the largest about 1), in the
 * order of the walk: `visit` is called with each j and its weight; returns their sum.
 */
function betaBinomialTerms(
  n: number,
  a: number,
  b: number,
  visit: (j: number, p: number) => void,
): number {
  if (a >= 1 && b >= 1) {
    const mode = modeOf(0, n, (j) => betaBinomialRatio(n, a, b, j));
    let sum = 1;
    visit(mode, 1);
    let p = 1;
    for (let j = mode; j < n; j++) {
      p *= betaBinomialRatio(n, a, b, j);
      if (p < TERM_CUT) break;
      sum += p;
      visit(j + 1, p);
    }
    p = 1;
    for (let j = mode; j > 0; j--) {
      p /= betaBinomialRatio(n, a, b, j - 1);
      if (p < TERM_CUT) break;
      sum += p;
      visit(j - 1, p);
    }
    return sum;
  }
  const max = betaBinomialMaxLog(n, a, b);
  let sum = 0;
  let log = 0;
  for (let j = 0; j <= n; j++) {
    if (j > 0) log += Math.log(betaBinomialRatio(n, a, b, j - 1));
    if (log < max - PRUNE) continue;
    const p = Math.exp(log - max);
    sum += p;
    visit(j, p);
  }
  return sum;
}

/** sum_j s_j BetaBinomial(j; k, a, b). */
function generalMean(score: CountScore, k: number, a: number, b: number): number {
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

/** Per-state posterior means and variances of `score`. */
export function posteriorStates(
  bank: BinaryBank,
  score: CountScore,
  alpha0: number,
  beta0: number,
): { means: Float64Array; variances: Float64Array } {
  const n = bank.trials.length;
  const means = new Float64Array(n);
  const variances = new Float64Array(n);
  const summed = score.kind === 'general' ? withValues(score) : score;
  for (let s = 0; s < n; s++) {
    const nu = bank.successes[s] as number;
    const r = posteriorValue(summed, alpha0 + nu, beta0 + (bank.trials[s] as number) - nu);
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
): Float64Array {
  const n = bank.trials.length;
  const out = new Float64Array(n);
  const closed = s1.kind !== 'general' && s2.kind !== 'general' && s1.kind !== s2.kind;
  const x1 = closed ? s1 : withValues(s1);
  const x2 = closed ? s2 : withValues(s2);
  for (let s = 0; s < n; s++) {
    const nu = bank.successes[s] as number;
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
