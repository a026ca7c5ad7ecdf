/**
 * Log-space combinatorics on top of @stdlib's betaln. Everything here stays finite for
 * any N up to the millions: binomials and Beta functions are never formed outside log space.
 */
import betaln from '@stdlib/math-base-special-betaln';

export { betaln };

/**
 * ln C(n, j); -Infinity when j < 0 or j > n (the coefficient is 0).
 *
 * Written as -ln(n + 1) - ln B(n - j + 1, j + 1): betaln keeps its relative accuracy for large
 * arguments, so ln C(10000, 1) is exact to 1e-15 where ln n! - ln j! - ln (n-j)! loses 1e-11.
 */
export function logChoose(n: number, j: number): number {
  if (j < 0 || j > n) return -Infinity;
  if (j === 0 || j === n) return 0;
  return -Math.log1p(n) - betaln(n - j + 1, j + 1);
}

/** Up to this power, E[x^power] is the exact finite product (more accurate than two betaln). */
const PRODUCT_POWER_LIMIT = 256;

/**
 * ln E[x^power] for x ~ Beta(a, b) = ln B(a + power, b) - ln B(a, b)
 * = sum_{i<power} ln((a + i) / (a + b + i)). Small powers use the product (each factor as
 * log1p(-b / (a + b + i)) when that is accurate), large powers the betaln difference.
 */
export function logBetaPowerMoment(a: number, b: number, power: number): number {
  if (power === 0) return 0;
  if (power > PRODUCT_POWER_LIMIT) return betaln(a + power, b) - betaln(a, b);
  let sum = 0;
  for (let i = 0; i < power; i++) {
    const d = a + b + i;
    const complement = b / d;
    sum += complement <= 0.5 ? Math.log1p(-complement) : Math.log((a + i) / d);
  }
  return sum;
}

/**
 * ln( E[x^(2k)] / E[x^k]^2 ) for x ~ Beta(a, b), as the exact finite product
 * prod_{i<k} (1 + k b / ((a + i)(a + b + k + i))): no subtraction of nearly equal logs, so the
 * variance E[x^k]^2 (ratio - 1) keeps full relative precision even when it is tiny.
 */
export function logPowerMomentRatio(a: number, b: number, k: number): number {
  let sum = 0;
  for (let i = 0; i < k; i++) sum += Math.log1p(((k / (a + i)) * b) / (a + b + k + i));
  return sum;
}

/**
 * Mean and variance of x^k for x ~ Beta(a, b), stable for concentrated posteriors.
 * mean = E[x^k]; variance = E[x^(2k)] - E[x^k]^2 = E[x^(2k)] (1 - exp(-ratio)).
 */
export function betaPowerMoments(
  a: number,
  b: number,
  k: number,
): { logMean: number; mean: number; variance: number } {
  const logMean = logBetaPowerMoment(a, b, k);
  const logSecond = logBetaPowerMoment(a, b, 2 * k);
  const variance = Math.exp(logSecond) * -Math.expm1(-logPowerMomentRatio(a, b, k));
  return { logMean, mean: Math.exp(logMean), variance };
}
