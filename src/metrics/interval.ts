/**
 * The normal-approximation credible interval every `*Ci` function reports.
 */
import quantile from '@stdlib/stats-base-dists-normal-quantile';
import { ValidationError, showValue } from '../errors.js';
import type { Bounds } from './types.js';

/**
 * The two-sided standard-normal quantile for a credibility level: z with P(|Z| <= z) = confidence.
 *
 * @example zValue(0.95) // 1.959963984540054
 */
export function zValue(confidence: number): number {
  validateConfidence(confidence);
  return quantile(0.5 + 0.5 * confidence, 0, 1);
}

/** Throws unless `confidence` is a number strictly between 0 and 1. */
export function validateConfidence(confidence: unknown): asserts confidence is number {
  if (typeof confidence !== 'number' || !(confidence > 0 && confidence < 1))
    throw new ValidationError(
      `confidence must be in (0,1); got ${showValue(confidence)}`,
      'confidence',
    );
}

/** Throws unless `bounds` is null/undefined or a pair [lo, hi] of numbers with lo <= hi. */
export function validateBounds(bounds: unknown): asserts bounds is Bounds | undefined {
  if (bounds === null || bounds === undefined) return;
  const b = bounds as ArrayLike<unknown>;
  if (
    typeof b !== 'object' ||
    b.length !== 2 ||
    typeof b[0] !== 'number' ||
    typeof b[1] !== 'number' ||
    Number.isNaN(b[0]) ||
    Number.isNaN(b[1])
  )
    throw new ValidationError(
      `bounds must be a pair [lo, hi] of numbers; got ${showValue(bounds)}`,
      'bounds',
    );
  if (b[0] > b[1])
    throw new ValidationError(
      `bounds must satisfy bounds[0] <= bounds[1]; got ${showValue(bounds)}`,
      'bounds',
    );
}

/**
 * Central normal-approximation credible interval: mu -/+ z_{(1+confidence)/2} sigma, then, when
 * bounds are given, both ends clipped into `bounds` as the reference clips them: a bound that
 * excludes the whole interval gives lo = hi = that bound, never lo > hi (clipping only lo from
 * below and hi from above inverted such an interval).
 *
 * @example normalCredibleInterval(0.7, 0.1658312, 0.95, [0, 1]) // { lo: 0.37498, hi: 1 }
 * @example normalCredibleInterval(0.001, 0.0076, 0.99, [0.1, 0.9]) // { lo: 0.1, hi: 0.1 }
 */
export function normalCredibleInterval(
  mu: number,
  sigma: number,
  confidence = 0.95,
  bounds: Bounds | undefined = null,
): { lo: number; hi: number } {
  if (!(sigma >= 0))
    throw new ValidationError(`sigma must be >= 0; got ${showValue(sigma)}`, 'sigma');
  const z = zValue(confidence);
  validateBounds(bounds);
  let lo = mu - z * sigma;
  let hi = mu + z * sigma;
  if (bounds) {
    lo = Math.min(Math.max(lo, bounds[0]), bounds[1]);
    hi = Math.min(Math.max(hi, bounds[0]), bounds[1]);
  }
  return { lo, hi };
}
