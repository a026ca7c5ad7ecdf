// Apart from paired.ts so that what only needs this test does not load the t and binomial
// distributions (evaluate.ts, and so the CLI's `score`).

/**
 * Whether the scores are one 0/1 trial per question on both sides (McNemar's case).
 * `trials` are the per-question trial counts of both sides.
 */
export function isSingleTrialBinary(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  trials: { readonly baseline: ArrayLike<number>; readonly candidate: ArrayLike<number> },
): boolean {
  for (let q = 0; q < baseline.length; q++) {
    if (trials.baseline[q] !== 1 || trials.candidate[q] !== 1) return false;
    const b = baseline[q];
    const c = candidate[q];
    if ((b !== 0 && b !== 1) || (c !== 0 && c !== 1)) return false;
  }
  return baseline.length > 0;
}
