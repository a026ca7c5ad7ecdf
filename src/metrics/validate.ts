/**
 * Argument validation shared by the metrics. Messages follow the reference implementation
 * (scorio.eval) and always name the argument and the bad value.
 */
import { ValidationError, showValue } from '../errors.js';

/** Throws unless `k` is an integer (booleans and non-integral numbers are rejected). */
export function validateIntegerK(k: unknown): asserts k is number {
  if (typeof k !== 'number' || !Number.isInteger(k))
    throw new ValidationError(`k must be an integer; got ${showValue(k)}.`, 'k');
}

/** A latent (posterior) budget: any integer k >= 1. */
export function validateLatentK(k: unknown): number {
  validateIntegerK(k);
  if (k < 1) throw new ValidationError(`k must be >= 1; got k=${k}`, 'k');
  return k;
}

/** Finite number check for scalar options (powers, weights). */
export function validateFinite(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new ValidationError(`${name} must be a finite number; got ${showValue(value)}.`, name);
  return value;
}

/** alpha0 / beta0: finite and strictly positive. */
export function validatePositive(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new ValidationError(
      `${name} must be a finite positive scalar; got ${showValue(value)}.`,
      name,
    );
  return value;
}

/** The Beta prior of the binary posterior metrics, defaults (1, 1). */
export function validateBetaPrior(options: { alpha0?: number; beta0?: number }): {
  alpha0: number;
  beta0: number;
} {
  return {
    alpha0: validatePositive(options.alpha0 ?? 1, 'alpha0'),
    beta0: validatePositive(options.beta0 ?? 1, 'beta0'),
  };
}

/** A probability-like parameter in [0, 1] (tau, lam). */
export function validateUnit(value: unknown, name: string): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1))
    throw new ValidationError(`${name} must be in [0, 1]; got ${showValue(value)}`, name);
  return value;
}

/** A vector of finite numbers (category weights `w`). */
export function validateVector(value: unknown, name: string): Float64Array {
  if (
    value === null ||
    typeof value !== 'object' ||
    typeof (value as ArrayLike<unknown>).length !== 'number'
  )
    throw new ValidationError(
      `${name} must be a 1D array of numbers; got ${showValue(value)}.`,
      name,
    );
  const v = value as ArrayLike<unknown>;
  const out = new Float64Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'number' || !Number.isFinite(x))
      throw new ValidationError(
        `${name} must contain only finite numbers; got ${showValue(x)} at index ${i}.`,
        name,
      );
    out[i] = x;
  }
  return out;
}

/** Rounding slack for `sum(weights) <= 1` (e.g. seven weights of 1/7). */
const WEIGHT_SUM_SLACK = 1e-12;

/**
 * Threshold-spectrum weights w_1..w_k: length k, finite, non-negative, sum <= 1.
 */
export function validateSpectrumWeights(weights: unknown, k: number): Float64Array {
  if (
    weights === null ||
    typeof weights !== 'object' ||
    typeof (weights as ArrayLike<unknown>).length !== 'number'
  )
    throw new ValidationError(
      `weights must be a length-${k} 1D array; got ${showValue(weights)}`,
      'weights',
    );
  const length = (weights as ArrayLike<unknown>).length;
  if (length !== k)
    throw new ValidationError(
      `weights must be a length-${k} 1D array; got shape (${length},)`,
      'weights',
    );
  const w = validateVector(weights, 'weights');
  let sum = 0;
  for (let i = 0; i < k; i++) {
    const x = w[i] as number;
    if (x < 0)
      throw new ValidationError(`weights must be non-negative; got ${x} at index ${i}`, 'weights');
    sum += x;
  }
  if (sum > 1 + WEIGHT_SUM_SLACK)
    throw new ValidationError(`weights must satisfy sum(weights) <= 1; got sum=${sum}`, 'weights');
  return w;
}
