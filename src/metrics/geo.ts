/**
 * Geometric Pass/Unanimous blends and threshold spectra for binary outcomes: Geom@k (questionwise),
 * the dataset-level Geom_ds@k, GeoSpectrum_{lambda,w}@k, GeoSpectrum*@k and the threshold
 * spectrum S_{w,k}.
 *
 * Ragged tables: every per-question quantity uses the question's own N_q. The dataset-level
 * metrics (geomDsAtK, geoSpectrumAtK and their intervals) first average Pass@k, Unanimous@k or
 * S_{w,k} over questions (each with its own N_q) and then blend the two dataset-level means, as
 * on a rectangular table; their posterior variances and covariance are sums of per-question
 * terms divided by M^2.
 */
import { ValidationError } from '../errors.js';
import { type BinaryBank, binaryBank, validateFiniteK } from './binary-bank.js';
import type { Outcomes } from './count-table.js';
import {
  type CountScore,
  finiteMean,
  finiteStateValues,
  meanOverQuestions,
  mgScore,
  passScore,
  posteriorStateCovariances,
  posteriorStates,
  spectrumScore,
  unanimousScore,
} from './count-score.js';
import { intervalSettings, withInterval } from './common.js';
import type {
  BinaryIntervalOptions,
  GeoSpectrumCiOptions,
  GeoSpectrumOptions,
  GeomCiOptions,
  GeomOptions,
  Interval,
} from './types.js';
import {
  validateBetaPrior,
  validateFinite,
  validateLatentK,
  validateSpectrumWeights,
  validateUnit,
} from './validate.js';

/** x^a y^b with the reference's conventions for zero bases and negative powers. */
function weightedGeometricMean(x: number, y: number, a: number, b: number): number {
  if (a === 0 && b === 0)
    throw new ValidationError(
      'at least one power must be non-zero; got pass/unanimous (or lam) powers 0 and 0',
      'passPower',
    );
  if (x === 0 && a < 0) {
    if (y === 0 && b > 0) return 0;
    throw new ValidationError(
      `x_power must be non-negative when x is zero; got x_power=${a}`,
      'passPower',
    );
  }
  if (y === 0 && b < 0) {
    if (x === 0 && a > 0) return 0;
    throw new ValidationError(
      `y_power must be non-negative when y is zero; got y_power=${b}`,
      'unanimousPower',
    );
  }
  return Math.pow(x, a) * Math.pow(y, b);
}

/** First-order delta method through g(x, y) = x^a y^b: returns [mean, variance]. */
function geometricDelta(
  mx: number,
  vx: number,
  my: number,
  vy: number,
  cov: number,
  a: number,
  b: number,
): [number, number] {
  const mean = weightedGeometricMean(mx, my, a, b);
  if (mean === 0) return [0, 0];
  // The gradient is (a g / x, b g / y) (x, y > 0 wherever a power is non-zero and g != 0). Each
  // term is formed as (gradient x standard deviation): at large k the posterior means of p^k
  // reach denormals, where x^(a-1) overflows while the variance underflows to 0, and the
  // textbook form gx^2 vx gives Infinity x 0 = NaN.
  const sdx = a !== 0 && vx > 0 ? a * mean * (Math.sqrt(vx) / mx) : 0;
  const sdy = b !== 0 && vy > 0 ? b * mean * (Math.sqrt(vy) / my) : 0;
  const rho =
    sdx !== 0 && sdy !== 0 ? Math.max(-1, Math.min(1, cov / (Math.sqrt(vx) * Math.sqrt(vy)))) : 0;
  let variance = sdx * sdx + sdy * sdy + 2 * sdx * sdy * (Number.isFinite(rho) ? rho : 0);
  // With non-negative powers the target x^a y^b lies in [0, 1], whose variance is at most 1/4
  // (Popoviciu): where the first-order expansion breaks down (tiny means, huge relative spread)
  // the bound is the honest answer, and sigma stays finite.
  if (a >= 0 && b >= 0 && !(variance <= 0.25)) variance = 0.25;
  if (!Number.isFinite(variance))
    throw new ValidationError(
      `the delta-method variance of x^${a} y^${b} is not finite at these posterior means ` +
        `(x = ${mx}, y = ${my}); use non-negative powers or a smaller k`,
      'passPower',
    );
  return [mean, Math.max(0, variance)];
}

function powers(options: GeomOptions): [number, number] {
  return [
    validateFinite(options.passPower ?? 0.5, 'passPower'),
    validateFinite(options.unanimousPower ?? 0.5, 'unanimousPower'),
  ];
}

/** Joint posterior moments of two scores: per-state and dataset-level. */
interface JointMoments {
  readonly means1: Float64Array;
  readonly vars1: Float64Array;
  readonly means2: Float64Array;
  readonly vars2: Float64Array;
  readonly covs: Float64Array;
}

function jointMoments(
  bank: BinaryBank,
  s1: CountScore,
  s2: CountScore,
  alpha0: number,
  beta0: number,
): JointMoments {
  const p1 = posteriorStates(bank, s1, alpha0, beta0);
  const p2 = posteriorStates(bank, s2, alpha0, beta0);
  const covs = posteriorStateCovariances(bank, s1, p1.means, s2, p2.means, alpha0, beta0);
  return { means1: p1.means, vars1: p1.variances, means2: p2.means, vars2: p2.variances, covs };
}

/** Frequency-weighted sum / M^2 (dataset-level variance of a mean of independent questions). */
function sumOverM2(bank: BinaryBank, values: Float64Array): number {
  let sum = 0;
  for (let s = 0; s < values.length; s++)
    sum += (bank.frequencies[s] as number) * (values[s] as number);
  return sum / (bank.questions * bank.questions);
}

/**
 * Threshold spectrum S_{w,k}: sum_r w_r T_{r,k}, where T_{r,k} is the probability that a
 * uniformly sampled subset of k of a question's trials (without replacement) has at least r
 * correct, averaged over questions. Equivalently sum_j A_j P(X = j) with A_j = w_1 + ... + w_j,
 * X ~ Hypergeometric(N, nu, k). `weights` (length k, non-negative, sum <= 1) is required.
 * Requires 1 <= k <= N_q.
 *
 * Reference: "Geom@k: Stable Evaluation and Fast Rank Recovery for LLM Reasoning" (scorio
 * GeoSpectrum family), Appendix C.4.
 *
 * @example thresholdSpectrumAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2, [0.5, 0.5]) // 0.7
 */
export function thresholdSpectrumAtK(R: Outcomes, k: number, weights: ArrayLike<number>): number {
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  return finiteMean(bank, spectrumScore(validateSpectrumWeights(weights, kk)));
}

/**
 * Posterior summary of the latent spectrum S_{w,k}(p) = sum_j A_j C(k,j) p^j (1-p)^(k-j) with
 * A_j = w_1 + ... + w_j and p ~ Beta(alpha0 + nu, beta0 + N - nu) per question. The latent
 * target needs no k <= N (any integer k >= 1). Default bounds [0, 1].
 *
 * Reference: scorio GeoSpectrum family (Geom@k paper, Appendix C).
 *
 * @example thresholdSpectrumAtKCi([[0]], 3, [1 / 3, 1 / 3, 1 / 3]) // mu 0.333333, sigma 0.235702
 */
export function thresholdSpectrumAtKCi(
  R: Outcomes,
  k: number,
  weights: ArrayLike<number>,
  options: BinaryIntervalOptions = {},
): Interval {
  const kk = validateLatentK(k);
  const score = spectrumScore(validateSpectrumWeights(weights, kk));
  const bank = binaryBank(R);
  const { alpha0, beta0 } = validateBetaPrior(options);
  const settings = intervalSettings(options, [0, 1]);
  const p = posteriorStates(bank, score, alpha0, beta0);
  const mu = meanOverQuestions(bank, p.means);
  return withInterval(mu, Math.sqrt(sumOverM2(bank, p.variances)), settings);
}

/**
 * Geom_ds@k: the dataset-level blend Pass@k(R)^a x Unanimous@k(R)^b of dataset-level Pass@k and
 * Unanimous@k (Pass^k); default a = b = 1/2 (the paper's endpoint operating point). Requires
 * 1 <= k <= N_q. Ragged tables: both dataset-level means are means over questions with each
 * question's own N_q; the blend is applied to those means.
 *
 * Reference: "Geom@k: Stable Evaluation and Fast Rank Recovery for LLM Reasoning" (scorio).
 *
 * @example geomDsAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2) // 0.653835
 */
export function geomDsAtK(R: Outcomes, k: number, options: GeomOptions = {}): number {
  const [a, b] = powers(options);
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  const p = finiteMean(bank, passScore(kk));
  const u = finiteMean(bank, unanimousScore(kk));
  return weightedGeometricMean(p, u, a, b);
}

/**
 * Geom@k (questionwise): the mean over questions of P_q^a U_q^b, where P_q = 1 - C(N-nu, k)/C(N, k)
 * and U_q = C(nu, k)/C(N, k) are the question's Pass@k and Unanimous@k; default a = b = 1/2.
 * Requires 1 <= k <= N_q.
 *
 * Reference: scorio's questionwise variant of Geom@k ("Geom@k: Stable Evaluation and Fast Rank
 * Recovery for LLM Reasoning").
 *
 * @example geomAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2) // 0.647106
 */
export function geomAtK(R: Outcomes, k: number, options: GeomOptions = {}): number {
  const [a, b] = powers(options);
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  const p = finiteStateValues(bank, passScore(kk));
  const u = finiteStateValues(bank, unanimousScore(kk));
  const g = new Float64Array(p.length);
  for (let s = 0; s < g.length; s++)
    g[s] = weightedGeometricMean(p[s] as number, u[s] as number, a, b);
  return meanOverQuestions(bank, g);
}

/**
 * Posterior summary of questionwise Geom@k: per question, the first-order delta method through
 * g(x, y) = x^a y^b at the posterior means of latent Pass@k (1 - (1-p)^k) and Unanimous@k (p^k),
 * with their posterior covariance; mu = mean of the per-question blends, sigma = sqrt(sum of
 * per-question delta variances) / M. Any integer k >= 1 (latent target). Default bounds [0, 1].
 *
 * Reference: scorio (Geom@k paper).
 *
 * @example
 * geomAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2)
 * // { mu: 0.610666, sigma: 0.133107, lo: 0.3498, hi: 0.8716 }
 */
export function geomAtKCi(R: Outcomes, k: number, options: GeomCiOptions = {}): Interval {
  const [a, b] = powers(options);
  const kk = validateLatentK(k);
  const bank = binaryBank(R);
  const { alpha0, beta0 } = validateBetaPrior(options);
  const settings = intervalSettings(options, [0, 1]);
  const j = jointMoments(bank, passScore(kk), unanimousScore(kk), alpha0, beta0);
  const means = new Float64Array(j.means1.length);
  const vars = new Float64Array(j.means1.length);
  for (let s = 0; s < means.length; s++) {
    const [m, v] = geometricDelta(
      j.means1[s] as number,
      j.vars1[s] as number,
      j.means2[s] as number,
      j.vars2[s] as number,
      j.covs[s] as number,
      a,
      b,
    );
    means[s] = m;
    vars[s] = v;
  }
  return withInterval(meanOverQuestions(bank, means), Math.sqrt(sumOverM2(bank, vars)), settings);
}

/**
 * Posterior summary of dataset-level Geom_ds@k: the delta method through g(x, y) = x^a y^b at
 * the posterior means of the dataset-level latent Pass@k and Unanimous@k (means over questions),
 * with their dataset-level variances and covariance (sums of per-question terms / M^2). Any
 * integer k >= 1. Default bounds [0, 1]. Ragged tables: each question's posterior uses its own
 * N_q; the blend is applied to the dataset-level means.
 *
 * Reference: "Geom@k: Stable Evaluation and Fast Rank Recovery for LLM Reasoning" (scorio).
 *
 * @example
 * geomDsAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 2)
 * // { mu: 0.612112, sigma: 0.132755, lo: 0.3519, hi: 0.8723 }
 */
export function geomDsAtKCi(R: Outcomes, k: number, options: GeomCiOptions = {}): Interval {
  const [a, b] = powers(options);
  const kk = validateLatentK(k);
  const bank = binaryBank(R);
  const { alpha0, beta0 } = validateBetaPrior(options);
  const settings = intervalSettings(options, [0, 1]);
  const j = jointMoments(bank, passScore(kk), unanimousScore(kk), alpha0, beta0);
  const [mu, v] = geometricDelta(
    meanOverQuestions(bank, j.means1),
    sumOverM2(bank, j.vars1),
    meanOverQuestions(bank, j.means2),
    sumOverM2(bank, j.vars2),
    sumOverM2(bank, j.covs),
    a,
    b,
  );
  return withInterval(mu, Math.sqrt(v), settings);
}

/**
 * The spectrum of GeoSpectrum: the given weights, else the upper-half mG weights, whose spectrum
 * is mG-Pass@k's score (a function of j: nothing of size k is built).
 */
function spectrumOf(weights: ArrayLike<number> | undefined, k: number): CountScore {
  return weights === undefined ? mgScore(k) : spectrumScore(validateSpectrumWeights(weights, k));
}

/**
 * GeoSpectrum_{lambda,w}@k: Pass@k(R)^lambda x S_{w,k}(R)^(1-lambda) on the observed trials,
 * both dataset-level means. lambda = 1 gives Pass@k (weights are then ignored), lambda = 0 gives
 * S_{w,k}. Default lambda = 1/2 and the upper-half mG weights w_r = 2/k for r >= ceil(k/2)+1,
 * i.e. GeoSpectrum*@k = sqrt(Pass@k x mG-Pass@k). Requires lam in [0, 1], 1 <= k <= N_q.
 * Ragged tables: Pass@k(R) and S_{w,k}(R) are means over questions, each with its own N_q, and
 * the blend is applied to those two dataset-level means.
 *
 * Reference: scorio GeoSpectrum family (Geom@k paper).
 *
 * @example geoSpectrumAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3) // 0.408248 (lam 1: 1)
 */
export function geoSpectrumAtK(R: Outcomes, k: number, options: GeoSpectrumOptions = {}): number {
  const lam = validateUnit(options.lam ?? 0.5, 'lam');
  const bank = binaryBank(R);
  const kk = validateFiniteK(bank, k);
  if (lam === 1) return finiteMean(bank, passScore(kk));
  const spectrum = finiteMean(bank, spectrumOf(options.weights, kk));
  if (lam === 0) return spectrum;
  return weightedGeometricMean(finiteMean(bank, passScore(kk)), spectrum, lam, 1 - lam);
}

/**
 * Posterior summary of latent GeoSpectrum_{lambda,w}@k: delta method through
 * g(x, y) = x^lambda y^(1-lambda) at the posterior means of the dataset-level latent Pass@k (x)
 * and spectrum S_{w,k} (y), with their covariance. lambda = 1 is the Pass@k posterior, lambda = 0
 * the spectrum posterior. Any integer k >= 1. Default bounds [0, 1]. Ragged tables: per-question
 * posteriors with their own N_q; the blend is applied to the dataset-level means.
 *
 * Reference: scorio GeoSpectrum family (Geom@k paper).
 *
 * @example geoSpectrumAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3, { lam: 1 }).mu // 0.916667
 */
export function geoSpectrumAtKCi(
  R: Outcomes,
  k: number,
  options: GeoSpectrumCiOptions = {},
): Interval {
  const lam = validateUnit(options.lam ?? 0.5, 'lam');
  const kk = validateLatentK(k);
  const bank = binaryBank(R);
  const { alpha0, beta0 } = validateBetaPrior(options);
  const settings = intervalSettings(options, [0, 1]);
  const pass = passScore(kk);
  if (lam === 1) {
    const p = posteriorStates(bank, pass, alpha0, beta0);
    return withInterval(
      meanOverQuestions(bank, p.means),
      Math.sqrt(sumOverM2(bank, p.variances)),
      settings,
    );
  }
  const spectrum = spectrumOf(options.weights, kk);
  if (lam === 0) {
    const p = posteriorStates(bank, spectrum, alpha0, beta0);
    return withInterval(
      meanOverQuestions(bank, p.means),
      Math.sqrt(sumOverM2(bank, p.variances)),
      settings,
    );
  }
  const j = jointMoments(bank, pass, spectrum, alpha0, beta0);
  const [mu, v] = geometricDelta(
    meanOverQuestions(bank, j.means1),
    sumOverM2(bank, j.vars1),
    meanOverQuestions(bank, j.means2),
    sumOverM2(bank, j.vars2),
    sumOverM2(bank, j.covs),
    lam,
    1 - lam,
  );
  return withInterval(mu, Math.sqrt(v), settings);
}

/**
 * GeoSpectrum*@k: {@link geoSpectrumAtK} at its default operating point (lambda = 1/2, upper-half
 * mG weights) = sqrt(Pass@k x mG-Pass@k). Requires 1 <= k <= N_q.
 *
 * Reference: scorio GeoSpectrum family (Geom@k paper).
 *
 * @example geoSpectrumStarAtK([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 3) // 0.408248
 */
export function geoSpectrumStarAtK(R: Outcomes, k: number): number {
  return geoSpectrumAtK(R, k);
}

/**
 * Posterior summary of latent GeoSpectrum*@k: {@link geoSpectrumAtKCi} with the default
 * operating point. Any integer k >= 1. Default bounds [0, 1].
 *
 * @example geoSpectrumStarAtKCi([[0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], 1).mu // 0 (mG-Pass@1 = 0)
 */
export function geoSpectrumStarAtKCi(
  R: Outcomes,
  k: number,
  options: BinaryIntervalOptions = {},
): Interval {
  return geoSpectrumAtKCi(R, k, {
    confidence: options.confidence,
    bounds: options.bounds,
    alpha0: options.alpha0,
    beta0: options.beta0,
  });
}
