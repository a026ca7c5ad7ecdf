/**
 * Log-space combinatorics on top of @stdlib's gammaln / betaln. Everything here stays finite for
 * any N up to the millions: binomials and Beta functions are never formed outside log space.
 */
import betaln from '@stdlib/math-base-special-betaln';
import gammaln from '@stdlib/math-base-special-gammaln';

export { betaln };

/** ln(i!) for i < table length; grown on demand (ln i! = gammaln(i + 1)). */
let logFactorials = new Float64Array([0, 0]);
/** Past this size we call gammaln directly instead of growing the table. */
const TABLE_LIMIT = 1 << 22;

/** ln(n!) for a non-negative integer n. */
export function logFactorial(n: number): number {
  if (n < logFactorials.length) return logFactorials[n] as number;
  if (n >= TABLE_LIMIT) return gammaln(n + 1);
  const size = Math.min(TABLE_LIMIT, Math.max(n + 1, logFactorials.length * 2));
  const grown = new Float64Array(size);
  grown.set(logFactorials);
  for (let i = logFactorials.length; i < size; i++) grown[i] = gammaln(i + 1);
  logFactorials = grown;
  return grown[n] as number;
}

/** ln C(n, j); -Infinity when j < 0 or j > n (the coefficient is 0). */
export function logChoose(n: number, j: number): number {
  if (j < 0 || j > n) return -Infinity;
  if (j === 0 || j === n) return 0;
  return logFactorial(n) - logFactorial(j) - logFactorial(n - j);
}

/** ln C(n, j) for j = 0..n, cached per n (used by the O(k^2) posterior sums). */
const chooseRows = new Map<number, Float64Array>();
export function logChooseRow(n: number): Float64Array {
  let row = chooseRows.get(n);
  if (!row) {
    row = new Float64Array(n + 1);
    for (let j = 0; j <= n; j++) row[j] = logChoose(n, j);
    if (chooseRows.size > 64) chooseRows.clear();
    chooseRows.set(n, row);
  }
  return row;
}

/**
 * ln E[x^power] for x ~ Beta(a, b): ln B(a + power, b) - ln B(a, b).
 */
export function logBetaPowerMoment(a: number, b: number, power: number): number {
  if (power === 0) return 0;
  return betaln(a + power, b) - betaln(a, b);
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
