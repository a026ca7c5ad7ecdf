/**
 * Tokens, time and cost per question beside accuracy: the ratio candidate / baseline of the
 * per-question means, with an interval from the paired per-question values, and the gate's test of
 * "a credible increase beyond the tolerance".
 *
 * **The estimate and its interval** (the ratio R = c̄ / b̄, Fieller's interval, the test at 1 + τ,
 * the trials' own variance and a run spread): usage-ratio.ts.
 *
 * **What the gate's test is about: these questions.** Baseline and candidate run the same
 * questions, and a regression gate asks whether the candidate uses more on *them*: H0 is
 * Σ_q E[c_q] ≤ (1 + τ) Σ_q E[b_q], E over the trials' randomness, the questions held fixed (the
 * target of the accuracy gate's interval too, docs/statistics.md "What the interval means"). The
 * sample variance of d_q holds the trials' noise and the spread of the questions' own E[d_q], so
 * wherever those differ from question to question t over-states the noise of d̄ about these
 * questions, and reshaping usage does not make it run hot (docs/statistics.md, "Tokens, time and
 * cost": at most 2α at 50 questions and more in 47 of 60 cells). It is not a claim about a
 * population of questions the benchmark was drawn from: a change that reshapes usage can raise
 * these questions' usage beyond the tolerance and not the population's (long answers shortened,
 * short ones lengthened, on a benchmark that drew few long ones); that table measures how often. What t cannot tell from an increase, measured
 * there: rare long trials of the baseline that a run did not draw (no test of a mean can: Bahadur
 * & Savage 1956), a change of shape with no other variation between questions on usage a few
 * long questions dominate (with 2 or more trials a question, the trials' own variance shows their
 * noise: {@link ratioPValue}), and a run effect (a whole run longer by chance), which one run a
 * side cannot show (declared as a run spread, the test counts it).
 *
 * **One run's mean** (`score`): the mean per question with Student's t interval corrected for the
 * skewness of the values (Hall's transformation, as in paired-t.ts): token counts are right-skewed,
 * and plain t under-covers on them (measured in the same section).
 */
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { ValidationError, showValue } from '../errors.js';
import { skewCorrection } from './paired-t.js';
import {
  type UsageTestOptions,
  checkLevel,
  fiellerInterval,
  pairedMoments,
  ratioPValue,
  runSpreadBoundsNothing,
} from './usage-ratio.js';
import {
  MAX_USAGE_TOLERANCE,
  USAGE_UNITS,
  type UsageChange,
  type UsageComparison,
  type UsageInput,
  type UsageNotCompared,
  type UsageVerdict,
} from './usage-types.js';

export * from './usage-types.js';
export {
  type UsageTestOptions,
  fiellerInterval,
  ratioPValue,
  runSpreadBoundsNothing,
} from './usage-ratio.js';

/**
 * The one-sided level of the usage test under the run's rule, the accuracy rules' own: α (rule
 * paired), 1 − min-confidence (rule z), (1 − confidence) / 2 (rule overlap: each side of its
 * interval). The interval the report shows is the matching (1 − 2·level) one.
 */
export function usageLevel(settings: {
  readonly rule: 'overlap' | 'z' | 'paired';
  readonly alpha?: number;
  readonly confidence: number;
  readonly minConfidence: number;
}): number {
  if (settings.rule === 'paired') return settings.alpha ?? 0.01;
  if (settings.rule === 'z') return 1 - settings.minConfidence;
  return (1 - settings.confidence) / 2;
}

/**
 * Compares one measure: the means per question, the ratio, Fieller's interval at `level` (each
 * side), and, when the measure is gated, the one-sided p-value of an increase beyond its
 * tolerance. `adjustedPValue` (Holm, over the run's gated tests) decides `fails`; without an
 * adjustment pass the p-value itself.
 */
export function compareUsage(
  input: UsageInput,
  level: number,
  adjust: (p: number) => number = (p) => p,
): UsageComparison {
  checkLevel(level);
  const m = input.baseline.length;
  const tolerance = input.tolerance ?? null;
  if (tolerance !== null && !(tolerance >= 0 && tolerance <= MAX_USAGE_TOLERANCE))
    throw new ValidationError(
      `the tolerance of ${input.measure} must be in [0, ${MAX_USAGE_TOLERANCE}]; got ${showValue(tolerance)}.`,
      'usage-gate',
    );
  const base = {
    measure: input.measure,
    unit: USAGE_UNITS[input.measure],
    questions: m,
    missing: input.missing,
    tolerance,
    level,
  };
  // Recorded where it widened an interval (or left it unbounded): nowhere else does it count.
  const spread =
    input.runSpread !== undefined && input.runSpread > 0 ? { runSpread: input.runSpread } : {};
  const tests: UsageTestOptions = {
    trialVariance: input.trialVariance,
    runSpread: input.runSpread,
  };
  const evidence = {
    baseline: Array.from(input.baseline),
    candidate: Array.from(input.candidate),
    ...(input.trialVariance !== undefined
      ? {
          trialVariance: {
            baseline: Array.from(input.trialVariance.baseline),
            candidate: Array.from(input.trialVariance.candidate),
          },
        }
      : {}),
  };
  const s = m > 0 ? pairedMoments(input.baseline, input.candidate) : undefined;
  const notCompared = (why: UsageNotCompared): UsageComparison => ({
    ...base,
    baseline: s ? s.meanB : null,
    candidate: s ? s.meanC : null,
    ratio: s && s.meanB > 0 ? s.meanC / s.meanB : null,
    lo: null,
    hi: null,
    notCompared: why,
    falseAlarms: null,
    notGated: null,
    pValue: null,
    adjustedPValue: null,
    change: 'not-compared',
    fails: false,
    verdict: 'not-compared',
    evidence,
  });
  if (s === undefined) return notCompared('no-questions');
  if (m < 2) return notCompared('one-question');
  if (!(s.meanB > 0)) return notCompared('zero-baseline');
  const { ratio, lo, hi } = fiellerInterval(input.baseline, input.candidate, level, tests);
  // No bound on the ratio: the baseline's mean is not credibly above 0. The t test at 1 + τ would
  // still give a p-value, but an increase "beyond the tolerance" of a ratio the data cannot bound
  // is not a claim to fail a run on, nor to show beside an interval that holds everything.
  if (!Number.isFinite(hi)) {
    const runsAlone = runSpreadBoundsNothing(m, level, input.runSpread);
    return { ...notCompared(runsAlone ? 'run-spread' : 'unbounded'), ...spread };
  }
  const change: UsageChange = lo > 1 ? 'increase' : hi < 1 ? 'decrease' : 'no-change';
  const pValue =
    tolerance !== null ? ratioPValue(input.baseline, input.candidate, 1 + tolerance, tests) : null;
  const judged: UsageComparison = {
    ...base,
    ...spread,
    baseline: s.meanB,
    candidate: s.meanC,
    ratio,
    lo,
    hi,
    notCompared: null,
    falseAlarms: null,
    notGated: null,
    pValue,
    adjustedPValue: null,
    change,
    fails: false,
    verdict: change,
    evidence,
  };
  return judged.pValue !== null ? withAdjustedPValue(judged, adjust(judged.pValue)) : judged;
}

/**
 * A compared, gated measure judged with its p-value adjusted (Holm over the run's family) at
 * `level` (default: its own): it fails when the adjusted p is below the level. What a merge of
 * several runs' reports re-decides from each measure's recorded p-value, at the run's level (a
 * recorded level is not trusted).
 */
export function withAdjustedPValue(
  u: UsageComparison,
  adjustedPValue: number,
  level: number = u.level,
): UsageComparison {
  const fails = adjustedPValue < level;
  const verdict: UsageVerdict = fails
    ? 'regression'
    : u.tolerance !== null && u.change === 'increase'
      ? 'within-tolerance'
      : u.change;
  return { ...u, level, adjustedPValue, fails, verdict };
}

/**
 * One run's mean per question with its interval at `confidence` (two-sided): Student's t corrected
 * for the values' skewness (Hall's transformation). Null bounds with fewer than 2 questions.
 *
 * @example usageMean([120, 200, 340, 410, 900], 0.95)
 *   // { mean: 394, lo: 117.6, hi: 1903.1, questions: 5 }: skewed values, a long upper side
 */
export function usageMean(
  values: ArrayLike<number>,
  confidence: number,
): { mean: number; lo: number | null; hi: number | null; questions: number } {
  if (!(confidence > 0 && confidence < 1))
    throw new ValidationError(
      `confidence must be in (0, 1); got ${showValue(confidence)}.`,
      'confidence',
    );
  const m = values.length;
  let sum = 0;
  for (let q = 0; q < m; q++) {
    const v = values[q] as number;
    if (!(Number.isFinite(v) && v >= 0))
      throw new ValidationError(
        `usage values must be finite numbers >= 0; got ${showValue(v)}.`,
        'usage',
      );
    sum += v;
  }
  const mean = m > 0 ? sum / m : NaN;
  if (m < 2) return { mean, lo: null, hi: null, questions: m };
  let ss = 0;
  for (let q = 0; q < m; q++) ss += ((values[q] as number) - mean) ** 2;
  const se = Math.sqrt(ss / (m - 1) / m);
  if (!(se > 0)) return { mean, lo: mean, hi: mean, questions: m };
  const tc = tQuantile(1 - (1 - confidence) / 2, m - 1);
  const skew = skewCorrection(values, mean, ss, m);
  return {
    mean,
    lo: Math.max(0, mean - skew.inverse(tc) * se),
    hi: mean - skew.inverse(-tc) * se,
    questions: m,
  };
}
