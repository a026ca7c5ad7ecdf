/**
 * The two walks every binary posterior sum takes: BetaBinomial(n, a, b) over 0..n and the mode of
 * a log-concave pmf, with the terms that cannot matter skipped.
 */

/** Terms smaller than e^-PRUNE times the largest are skipped in the sums. */
export const PRUNE = 80;
export const TERM_CUT = Math.exp(-PRUNE);

/**
 * The mode of a pmf on lo..hi whose ratio P(j+1)/P(j) decreases in j (a log-concave pmf): the
 * first j whose ratio is below 1 (hi if none), by bisection.
 */
export function modeOf(lo: number, hi: number, ratio: (j: number) => number): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = Math.floor((a + b) / 2);
    if (ratio(mid) < 1) b = mid;
    else a = mid + 1;
  }
  return a;
}

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
export function betaBinomialTerms(
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
