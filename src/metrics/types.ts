/**
 * Result and option types shared by every metric.
 */
import type { Outcomes } from './count-table.js';

/** A posterior (or point) estimate and its uncertainty: what `bayes` and `avg` return. */
export interface Estimate {
  /** Posterior mean (or the point estimate for `avg`). */
  readonly mu: number;
  /** Posterior standard deviation under the metric's uncertainty model. */
  readonly sigma: number;
}

/** An estimate with a central normal-approximation credible interval: what every `*Ci` returns. */
export interface Interval extends Estimate {
  /** Lower end of the interval (after clipping to `bounds`). */
  readonly lo: number;
  /** Upper end of the interval (after clipping to `bounds`). */
  readonly hi: number;
}

/** Clipping bounds `[lo, hi]` for an interval; `null` means "do not clip". */
export type Bounds = readonly [number, number] | null;

/** Options of every interval function. */
export interface IntervalOptions {
  /** Credibility level in (0, 1). Default 0.95. */
  readonly confidence?: number;
  /**
   * Clipping bounds for the interval. The default depends on the metric (none for Bayes@N and
   * avg@N, `[0, 1]` for the pass family, the reward range for Max@k); `null` disables clipping.
   */
  readonly bounds?: Bounds;
}

/** The Beta(alpha0, beta0) prior of the binary posterior metrics. */
export interface BetaPriorOptions {
  /** Beta prior parameter alpha0 (finite, > 0). Default 1. */
  readonly alpha0?: number;
  /** Beta prior parameter beta0 (finite, > 0). Default 1. */
  readonly beta0?: number;
}

/** Options of the binary posterior interval functions (`passAtKCi`, `majAtKCi`, ...). */
export interface BinaryIntervalOptions extends IntervalOptions, BetaPriorOptions {}

/** Category weights `w` (length C+1; category c scores `w[c]`). */
export interface WeightOptions {
  /** Weight (reward) of each category 0..C. Default `[0, 1]`, which requires binary outcomes. */
  readonly w?: ArrayLike<number>;
}

/** Options of `bayes`. */
export interface BayesOptions extends WeightOptions {
  /**
   * Prior outcomes, one row per question of R (matched by position), D_q trials each; a matrix
   * or a count table. Default: none (D = 0).
   */
  readonly R0?: Outcomes;
}

/** Options of `bayesCi`. */
export interface BayesCiOptions extends BayesOptions, IntervalOptions {}

/** Options of `avgCi`. */
export interface AvgCiOptions extends WeightOptions, IntervalOptions {}

/** Options of `maxAtKCi`. */
export interface MaxCiOptions extends BayesOptions, IntervalOptions {}

/** Exponents of the Pass@k / Unanimous@k geometric blend. */
export interface GeomOptions {
  /** Exponent on Pass@k. Default 0.5. */
  readonly passPower?: number;
  /** Exponent on Unanimous@k (Pass^k). Default 0.5. */
  readonly unanimousPower?: number;
}

/** Options of `geomAtKCi` / `geomDsAtKCi`. */
export interface GeomCiOptions extends GeomOptions, BinaryIntervalOptions {}

/** Options of `geoSpectrumAtK`. */
export interface GeoSpectrumOptions {
  /** Coupling lambda in [0, 1]: Pass@k^lambda x S^(1-lambda). Default 0.5. */
  readonly lam?: number;
  /**
   * Threshold-spectrum weights w_1..w_k (non-negative, sum <= 1). Default: the upper-half mG
   * weights w_r = 2/k for r >= ceil(k/2)+1 (GeoSpectrum*@k).
   */
  readonly weights?: ArrayLike<number>;
}

/** Options of `geoSpectrumAtKCi`. */
export interface GeoSpectrumCiOptions extends GeoSpectrumOptions, BinaryIntervalOptions {}
