/**
 * Judging the comparisons of several runs as one run: the measurements each comparison recorded
 * (its intervals, its paired test, and its `evidence`: the unadjusted p-values and what the
 * detectable drop and the trial budget are computed from) are judged again as one family, so that
 * Holm's adjustment covers every gated comparison of all of them, exactly as if one run had
 * compared every benchmark (`scorio-eval merge`, the action's `merge-reports`).
 */
import { ValidationError } from '../errors.js';
import { type Measured, judgeFamily } from './decide.js';
import type { Comparison, DecisionResult, DecisionSettings } from './types.js';
import type { UsageComparison } from './usage-types.js';

/** One benchmark as a report recorded it: its name, margin and judged comparisons. */
export interface RecordedBenchmark {
  readonly name: string;
  readonly margin: number;
  readonly comparisons: readonly Comparison[];
  /** Its usage measures as judged (their unadjusted p-values are what Holm re-adjusts). */
  readonly usage?: readonly UsageComparison[];
}

/**
 * The measurement behind a judged comparison, from its fields and its `evidence`; a
 * ValidationError when it has no evidence (a report written before it was recorded).
 */
export function measuredOf(c: Comparison, where: string): Measured {
  const e = c.evidence;
  if (e === undefined)
    throw new ValidationError(
      `${where}: the comparison has no "evidence" (its unadjusted p-values), which judging it in a larger family needs; write the report again with this version`,
      'evidence',
    );
  return {
    input: {
      metric: c.metric,
      baseline: c.baseline,
      candidate: c.candidate,
      gate: c.gate,
      scale: c.scale,
      ...(c.posterior !== null ? { posterior: c.posterior } : {}),
      ...(e.pairedDelta !== null ? { pairedDelta: e.pairedDelta } : {}),
      ...(e.sizes !== null ? { sizes: e.sizes } : {}),
      approximateBudget: e.approximateBudget,
      bootstrap: e.bootstrap,
      deterministic: e.deterministic,
      // judge() reads only the noise and the slope of the per-question scores.
      ...(e.noise !== null
        ? {
            paired: {
              baseline: [],
              candidate: [],
              singleTrialBinary: c.paired?.test === 'mcnemar',
              noise: e.noise,
              ...(e.dropVarianceSlope !== null ? { dropVarianceSlope: e.dropVarianceSlope } : {}),
            },
          }
        : {}),
    },
    stats: { delta: c.delta, deltaSigma: c.deltaSigma, z: c.z, rho: c.rho },
    paired: c.paired,
    pDrop: e.pDrop,
    pRise: e.pRise,
    pBeyond: e.pBeyondMargin,
  };
}

/**
 * Judges the recorded comparisons of several runs as one run under `settings` (which every run
 * must share): the family is every gated comparison of every benchmark, and every gated usage
 * test.
 *
 * @example rejudge([...shardA.benchmarks, ...shardB.benchmarks], shardA.settings).verdict
 */
export function rejudge(
  benchmarks: readonly RecordedBenchmark[],
  settings: DecisionSettings,
  where: (benchmark: number, comparison: number) => string = (b, c) =>
    `benchmarks[${b}].comparisons[${c}]`,
): DecisionResult {
  return judgeFamily(
    benchmarks.map((b, i) => ({
      name: b.name,
      margin: b.margin,
      measured: b.comparisons.map((c, j) => measuredOf(c, where(i, j))),
      ...(b.usage !== undefined ? { usage: b.usage } : {}),
    })),
    settings,
  );
}
