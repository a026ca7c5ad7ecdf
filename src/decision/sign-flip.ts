/**
 * The exact sign-flip (randomization) test over questions, for rule `paired` at small M.
 *
 * Under "no change" each per-question difference d_q is as likely to be +|d_q| as −|d_q|
 * (symmetric about 0: the two sides are exchangeable when both ran the same trials), so the 2^M
 * sums Σ ±|d_q| are equally likely and the one-sided p-value is the share of them at or below the
 * observed sum. The test is exact whatever the d_q's distribution, where Student's t assumes a
 * normal mean: with M = 2 and both questions losing 1 of 8 trials, t has SE = 0 and p = 0, while
 * the sign-flip p is 1/4 (docs/statistics.md, "Small benchmarks"). Written by hand: no maintained
 * npm package computes it, and it is 2^M additions.
 *
 * Reference: Fisher (1935), "The Design of Experiments", §21; Good (2005), "Permutation,
 * Parametric and Bootstrap Tests of Hypotheses", §3.
 */

/** Largest M whose 2^M sums are enumerated (65,536 sums); beyond it Student's t alone is used. */
export const SIGN_FLIP_MAX_QUESTIONS = 16;

/**
 * Exact one-sided p-values of the sign-flip test of "the d_q are symmetric about `center`":
 * `lower` = P(Σ ±|x_q| ≤ Σ x_q), `upper` = P(Σ ±|x_q| ≥ Σ x_q), x_q = d_q − center.
 *
 * @example signFlipPValues([-0.125, -0.125], 0) // { lower: 0.25, upper: 1 }
 */
export function signFlipPValues(
  d: ArrayLike<number>,
  center: number,
): { lower: number; upper: number } {
  const m = d.length;
  if (m > SIGN_FLIP_MAX_QUESTIONS)
    throw new RangeError(`the sign-flip test enumerates at most 2^16 sums; got M = ${m}.`);
  const abs = new Float64Array(m);
  let observed = 0;
  let scale = 0;
  for (let q = 0; q < m; q++) {
    const x = (d[q] as number) - center;
    observed += x;
    abs[q] = Math.abs(x);
    scale += Math.abs(x);
  }
  // Every sum of ±|x_q|, built by doubling: after q steps, the 2^q sums of the first q terms.
  const sums = new Float64Array(1 << m);
  let size = 1;
  for (let q = 0; q < m; q++) {
    const a = abs[q] as number;
    for (let i = 0; i < size; i++) {
      const s = sums[i] as number;
      sums[i] = s + a;
      sums[i + size] = s - a;
    }
    size *= 2;
  }
  // Sums equal to the observed one up to rounding count as equal (ties belong to both tails).
  const tol = 1e-9 * (scale + 1);
  let below = 0;
  let above = 0;
  for (let i = 0; i < size; i++) {
    const s = sums[i] as number;
    if (s <= observed + tol) below++;
    if (s >= observed - tol) above++;
  }
  return { lower: below / size, upper: above / size };
}
