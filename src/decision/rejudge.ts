/**
 * Judging the comparisons of several runs as one run: the measurements each comparison recorded
 * (its intervals, its paired test, and its `evidence`: the unadjusted p-values and what the
 * detectable drop and the trial budget are computed from) are judged again as one family, so that
 * Holm's adjustment covers every gated comparison of all of them, exactly as if one run had
 * compared every benchmark (`scorio-eval merge`, the action's `merge-reports`).
 */
import { ValidationError } from '../errors.js';
import { type Measured, judgeFamily, ruleProbabilities, zScore } from './decide.js';
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

/** A number for a message: six significant digits. */
function num(x: number): string {
  return String(Number(x.toPrecision(6)));
}

/** Equal up to rounding (the report's numbers went through JSON, which keeps every double). */
function same(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * The measurement behind a judged comparison, from its fields and its `evidence`; a
 * ValidationError when it has no evidence (a report written before it was recorded), or when its
 * numbers do not follow from one another. The p-values the rule decides on are computed again
 * from the numbers the report shows (Δ and its σ from the two intervals; the paired test's own),
 * never taken from `evidence`: the report's verdicts then follow from what it shows.
 */
export function measuredOf(c: Comparison, where: string, settings: DecisionSettings): Measured {
  const e = c.evidence;
  if (e === undefined)
    throw new ValidationError(
      `${where}: the comparison has no "evidence" (its unadjusted p-values), which judging it in a larger family needs; write the report again with this version`,
      'evidence',
    );
  const stats = zScore(c.baseline, c.candidate, {
    ...(e.pairedDelta !== null ? { pairedDeltaSigma: e.pairedDelta.sigma } : {}),
  });
  if (!same(stats.delta, c.delta) || !same(stats.deltaSigma, c.deltaSigma))
    throw new ValidationError(
      `${where}: delta ${num(c.delta)} ± ${num(c.deltaSigma)} does not follow from its baseline and candidate (${num(stats.delta)} ± ${num(stats.deltaSigma)}): the report was changed after it was written`,
      'delta',
    );
  if (
    e.pairedDelta !== null &&
    settings.rule !== 'paired' &&
    (!same(e.pairedDelta.lo, c.rawInterval.lo) || !same(e.pairedDelta.hi, c.rawInterval.hi))
  )
    throw new ValidationError(
      `${where}: evidence.pairedDelta [${num(e.pairedDelta.lo)}, ${num(e.pairedDelta.hi)}] is not the interval of Δ the report shows (rawInterval [${num(c.rawInterval.lo)}, ${num(c.rawInterval.hi)}]): the report was changed after it was written`,
      'evidence.pairedDelta',
    );
  const p = ruleProbabilities(stats, c.paired, settings);
  if (p.pDrop !== null && c.pValue !== null && !same(p.pDrop, c.pValue))
    throw new ValidationError(
      `${where}: pValue ${num(c.pValue)} is not the rule's p-value of a drop from the numbers the report shows (${num(p.pDrop)}): the report was changed after it was written`,
      'pValue',
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
      ...(c.dispersion ? { dispersion: c.dispersion } : {}),
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
    stats,
    paired: c.paired,
    ...p,
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
      measured: b.comparisons.map((c, j) =>
        measuredOf(c, where(i, j), { ...settings, margin: b.margin }),
      ),
      ...(b.usage !== undefined ? { usage: b.usage } : {}),
    })),
    settings,
  );
}
