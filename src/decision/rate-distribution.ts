/**
 * The distribution of success rates across a benchmark's questions, and what it says about one
 * question: a nonparametric maximum-likelihood mixing distribution on a grid, by EM (Kiefer &
 * Wolfowitz (1956), Ann. Math. Stat. 27:887–906; Laird (1978), JASA 73:805–811), from each
 * question's successes x of n trials, and each question's posterior moments under it. No library
 * fits a binomial NPMLE in JavaScript; the EM is a dozen lines.
 *
 * Why not a Beta prior: on a benchmark where 45% of questions are always right, a Beta fit spreads
 * that mass over rates near 1 and gives a question right 8 times in 8 a trial variance of 0.016;
 * the NPMLE puts the mass at 1, and the question's variance near 0 (re-running it is waste).
 */

/** Grid points of the mixing distribution (0 and 1 included: questions that never change). */
export const GRID = 51;
/** EM iterations (each O(states × GRID)). */
const EM_ITERATIONS = 200;

/** log of p^x (1 − p)^(n − x), −∞ where it is 0. */
function logLikelihood(p: number, x: number, n: number): number {
  if ((x > 0 && p === 0) || (n - x > 0 && p === 1)) return -Infinity;
  return (x > 0 ? x * Math.log(p) : 0) + (n - x > 0 ? (n - x) * Math.log1p(-p) : 0);
}

/**
 * The mixing distribution (weights on GRID points 0, 1/50, …, 1) from the questions' successes x
 * of n trials. Each distinct (x, n) counts with its `frequency`: questions that share a state
 * share their terms, so the cost is O(states × GRID) per iteration, not O(M × GRID).
 */
export function rateDistribution(
  x: ArrayLike<number>,
  n: ArrayLike<number>,
  frequency: ArrayLike<number> = Array.from({ length: x.length }, () => 1),
): Float64Array {
  const m = x.length;
  let total = 0;
  for (let q = 0; q < m; q++) total += frequency[q] as number;
  // Each state's likelihood at each grid point, scaled by its largest (the binomial coefficient
  // cancels in the posterior).
  const like = new Float64Array(m * GRID);
  for (let q = 0; q < m; q++) {
    let max = -Infinity;
    for (let g = 0; g < GRID; g++) {
      const l = logLikelihood(g / (GRID - 1), x[q] as number, n[q] as number);
      like[q * GRID + g] = l;
      if (l > max) max = l;
    }
    for (let g = 0; g < GRID; g++)
      like[q * GRID + g] = Math.exp((like[q * GRID + g] as number) - max);
  }
  let weights = new Float64Array(GRID).fill(1 / GRID);
  const next = new Float64Array(GRID);
  for (let it = 0; it < EM_ITERATIONS; it++) {
    next.fill(0);
    for (let q = 0; q < m; q++) {
      let s = 0;
      for (let g = 0; g < GRID; g++) s += (weights[g] as number) * (like[q * GRID + g] as number);
      if (!(s > 0)) continue;
      const f = (frequency[q] as number) / s;
      for (let g = 0; g < GRID; g++)
        next[g] = (next[g] as number) + f * (weights[g] as number) * (like[q * GRID + g] as number);
    }
    for (let g = 0; g < GRID; g++) next[g] = (next[g] as number) / total;
    weights = Float64Array.from(next);
  }
  return weights;
}

/** What the mixing distribution says about a question with x successes of n trials. */
export interface RatePosterior {
  /** E[p(1 − p)]: the variance of one new trial. */
  readonly variance: number;
}

/** The posterior moments of a question with x successes of n trials under `weights`. */
export function ratePosterior(weights: Float64Array, x: number, n: number): RatePosterior {
  let norm = 0;
  let variance = 0;
  const logs = Array.from({ length: GRID }, (_, g) => logLikelihood(g / (GRID - 1), x, n));
  const max = Math.max(...logs);
  for (let g = 0; g < GRID; g++) {
    const w = weights[g] as number;
    const l = logs[g] as number;
    if (!(w > 0) || l === -Infinity) continue;
    const p = g / (GRID - 1);
    const post = w * Math.exp(l - max);
    norm += post;
    variance += post * p * (1 - p);
  }
  return { variance: norm > 0 ? variance / norm : 0 };
}
