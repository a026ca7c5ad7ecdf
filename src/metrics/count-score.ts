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
 */
import { betaPowerMoments, betaln, logChoose } from './special.js';
import type { BinaryBank } from './binary-bank.js';

/** How a count score is evaluated: closed forms for Pass@k / Pass^k, the score vector otherwise. */
export type ScoreKind = 'pass' | 'unanimous' | 'general';

/** A k-sample binary metric as its score vector s_0..s_k (score of a draw with j successes). */
export interface CountScore {
  /** Number of sampled trials. */
  readonly k: number;
  /** `pass` and `unanimous` use closed forms; `general` the score vector. */
  readonly kind: ScoreKind;
  /** s_0..s_k: the score of a draw with j successes. */
  readonly values: Float64Array;
}

/** Pass@k: at least one success among k. */
export function passScore(k: number): CountScore {
  const values = new Float64Array(k + 1).fill(1);
  values[0] = 0;
  return { k, kind: 'pass', values };
}

/** Pass^k (Unanimous@k): all k succeed. */
export function unanimousScore(k: number): CountScore {
  const values = new Float64Array(k + 1);
  values[k] = 1;
  return { k, kind: 'unanimous', values };
}

/** At least j0 successes among k (1 <= j0 <= k). */
export function thresholdScore(k: number, j0: number): CountScore {
  if (j0 <= 1) return passScore(k);
  if (j0 >= k) return unanimousScore(k);
  const values = new Float64Array(k + 1);
  for (let j = j0; j <= k; j++) values[j] = 1;
  return { k, kind: 'general', values };
}

/** mG-Pass@k: (2/k) max(0, j - ceil(k/2)). */
export function mgScore(k: number): CountScore {
  const m = Math.ceil(k / 2);
  const values = new Float64Array(k + 1);
  for (let j = m + 1; j <= k; j++) values[j] = (2 / k) * (j - m);
  return { k, kind: 'general', values };
}

/** Threshold spectrum S_{w,k}: s_j = A_j = w_1 + ... + w_j (weights already validated). */
export function spectrumScore(weights: Float64Array): CountScore {
  const k = weights.length;
  const values = new Float64Array(k + 1);
  let a = 0;
  for (let j = 1; j <= k; j++) {
    a += weights[j - 1] as number;
    values[j] = a;
  }
  return { k, kind: 'general', values };
}

/** The upper-half mG spectrum weights of GeoSpectrum*@k: w_r = 2/k for r >= ceil(k/2) + 1. */
export function mgSpectrumWeights(k: number): Float64Array {
  const w = new Float64Array(k);
  for (let r = Math.floor((k + 1) / 2); r < k; r++) w[r] = 2 / k;
  return w;
}

// ---------------------------------------------------------------------------------------------
// Finite bank

/** The unbiased finite-bank value of `score` for one question with N trials, nu successes. */
export function finiteValue(score: CountScore, n: number, nu: number): number {
  const { k, kind, values } = score;
  if (kind === 'pass') return n - nu < k ? 1 : -Math.expm1(logChoose(n - nu, k) - logChoose(n, k));
  if (kind === 'unanimous') return nu < k ? 0 : Math.exp(logChoose(nu, k) - logChoose(n, k));
  // Hypergeometric(N, nu, k) pmf over its support by the exact ratio
  // P(j+1)/P(j) = (nu - j)(k - j) / ((j + 1)(N - nu - k + j + 1)), normalised.
  const lo = Math.max(0, k - (n - nu));
  const hi = Math.min(k, nu);
  const logs = new Float64Array(hi - lo + 1);
  let max = 0;
  for (let j = lo; j < hi; j++) {
    const next =
      (logs[j - lo] as number) + Math.log(((nu - j) * (k - j)) / ((j + 1) * (n - nu - k + j + 1)));
    logs[j - lo + 1] = next;
    if (next > max) max = next;
  }
  let mass = 0;
  let sum = 0;
  for (let j = lo; j <= hi; j++) {
    const l = (logs[j - lo] as number) - max;
    if (l < -PRUNE) continue;
    const p = Math.exp(l);
    mass += p;
    sum += (values[j] as number) * p;
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

/** Terms smaller than e^-PRUNE times the largest are skipped in the posterior sums. */
const PRUNE = 80;

/**
 * BetaBinomial(j; n, a, b) for j = 0..n, normalised to sum to 1.
 *
 * Built from the exact ratio P(j+1)/P(j) = (n-j)(a+j) / ((j+1)(b+n-j-1)) in log space and then
 * normalised by the sum, so neighbouring probabilities carry only a few ulps of relative error
 * with respect to each other. (Taking each P(j) from betaln differences would leave 1e-12
 * relative noise at N = 10,000, which the variance sums below would amplify.)
 */
function betaBinomialPmf(n: number, a: number, b: number): Float64Array {
  const logs = new Float64Array(n + 1);
  let max = 0;
  for (let j = 0; j < n; j++) {
    const next = (logs[j] as number) + Math.log(((n - j) * (a + j)) / ((j + 1) * (b + n - j - 1)));
    logs[j + 1] = next;
    if (next > max) max = next;
  }
  const cut = max - PRUNE;
  let sum = 0;
  for (let j = 0; j <= n; j++) {
    const l = logs[j] as number;
    const p = l >= cut ? Math.exp(l - max) : 0;
    logs[j] = p;
    sum += p;
  }
  for (let j = 0; j <= n; j++) logs[j] = (logs[j] as number) / sum;
  return logs;
}

/** sum_j s_j BetaBinomial(j; k, a, b). */
function generalMean(values: Float64Array, k: number, a: number, b: number): number {
  const pmf = betaBinomialPmf(k, a, b);
  let sum = 0;
  for (let j = 0; j <= k; j++) sum += (values[j] as number) * (pmf[j] as number);
  return sum;
}

/** Hypergeometric weights below this fraction of the mode's are dropped (e^-90). */
const INNER_CUT = Math.exp(-PRUNE - 10);

/**
 * E[c1_X c2_Y] for X, Y two independent BetaBinomial(k, a, b) draws that share p, where c1, c2
 * are centred score vectors: the posterior covariance of the two latent targets. Summed over
 * t = X + Y ~ BetaBinomial(2k, a, b); given t, X is Hypergeometric(2k, t, k), whose weights are
 * built by the exact ratio recurrence outward from the mode and normalised per t.
 */
function centredCross(c1: Float64Array, c2: Float64Array, k: number, a: number, b: number): number {
  const n2 = 2 * k;
  const pmf = betaBinomialPmf(n2, a, b);
  let total = 0;
  for (let t = 0; t <= n2; t++) {
    const pt = pmf[t] as number;
    if (pt === 0) continue;
    const jlo = Math.max(0, t - k);
    const jhi = Math.min(k, t);
    // Unimodal in j with mode floor((t+1)/2): walk out from it, weight 1 at the mode.
    const mid = Math.min(jhi, Math.max(jlo, Math.floor((t + 1) / 2)));
    let inner = (c1[mid] as number) * (c2[t - mid] as number);
    let mass = 1;
    let h = 1;
    for (let j = mid; j < jhi; j++) {
      // H(j+1)/H(j) = (t-j)(k-j) / ((j+1)(k-t+j+1))
      h *= ((t - j) * (k - j)) / ((j + 1) * (k - t + j + 1));
      if (h < INNER_CUT) break;
      mass += h;
      inner += h * (c1[j + 1] as number) * (c2[t - j - 1] as number);
    }
    h = 1;
    for (let j = mid; j > jlo; j--) {
      // H(j-1)/H(j) = j(k-t+j) / ((t-j+1)(k-j+1))
      h *= (j * (k - t + j)) / ((t - j + 1) * (k - j + 1));
      if (h < INNER_CUT) break;
      mass += h;
      inner += h * (c1[j - 1] as number) * (c2[t - j + 1] as number);
    }
    total += pt * (inner / mass);
  }
  return total;
}

function centred(values: Float64Array, mean: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let j = 0; j < values.length; j++) out[j] = (values[j] as number) - mean;
  return out;
}

function isConstant(values: Float64Array): boolean {
  const v0 = values[0] as number;
  for (const v of values) if (v !== v0) return false;
  return true;
}

/** Posterior mean and variance of one question's latent target g(p), p ~ Beta(a, b). */
export function posteriorValue(
  score: CountScore,
  a: number,
  b: number,
): { mean: number; variance: number } {
  const { k, kind, values } = score;
  if (kind === 'pass') {
    // g = 1 - (1-p)^k, and 1-p ~ Beta(b, a).
    const m = betaPowerMoments(b, a, k);
    return { mean: -Math.expm1(m.logMean), variance: m.variance };
  }
  if (kind === 'unanimous') {
    const m = betaPowerMoments(a, b, k);
    return { mean: m.mean, variance: m.variance };
  }
  if (isConstant(values)) return { mean: values[0] as number, variance: 0 };
  const mean = generalMean(values, k, a, b);
  const c = centred(values, mean);
  return { mean, variance: Math.max(0, centredCross(c, c, k, a, b)) };
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
  if (isConstant(s1.values) || isConstant(s2.values)) return 0;
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
  return centredCross(centred(s1.values, mean1), centred(s2.values, mean2), k, a, b);
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
  for (let s = 0; s < n; s++) {
    const nu = bank.successes[s] as number;
    const r = posteriorValue(score, alpha0 + nu, beta0 + (bank.trials[s] as number) - nu);
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
  for (let s = 0; s < n; s++) {
    const nu = bank.successes[s] as number;
    out[s] = posteriorCovariance(
      s1,
      means1[s] as number,
      s2,
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
