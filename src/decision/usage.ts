/**
 * Tokens, time and cost per question beside accuracy: the ratio candidate / baseline of the
 * per-question means, with an interval from the paired per-question values, and the gate's test of
 * "a credible increase beyond the tolerance".
 *
 * **The estimate.** R = c̄ / b̄, the ratio of the two sides' mean per question over the questions
 * that carry the measure on both sides (each question's value is its mean over its trials): what
 * "tokens per question went from 1,240 to 1,610" says.
 *
 * **The interval: Fieller's.** For a ratio r, H0: E[c] = r E[b] is a statement about one mean, of
 * the paired differences d_q(r) = c_q − r b_q, and Student's t tests it with no linearization:
 * t(r) = d̄(r) / (sd(d(r)) / √M). Fieller's (1 − 2ℓ) interval is every r that t does not reject
 * at ℓ either way: the roots of (c̄ − r b̄)² = k (s_cc − 2 r s_bc + r² s_bb), k = t²₁₋ℓ,M−1 / M. The
 * gate's test of an increase beyond the tolerance τ is the same t at r = 1 + τ, one-sided, so
 * "lo > 1 + τ" and "p < ℓ" are one statement. docs/statistics.md ("Tokens, time and cost") measures
 * why not the two usual alternatives: on skewed token counts the delta method on log R and the
 * paired percentile bootstrap over questions under-cover at 20–50 questions (down to 82% and 90%
 * where the counts are most skewed; a gate on them would raise up to 5.5% and 3% false alarms at
 * α = 0.01), while Fieller's interval covers at least its level when the candidate scales every
 * question's usage alike (its variance is the one H0 implies at each r, not the estimate's).
 *
 * **A run spread** (config `usage-run-spread`: runs of one commit vary as a whole by a factor of
 * coefficient of variation v, each side's run its own draw) adds v² (c̄² + r² b̄²) to the variance
 * of d̄(r): the test's t(r) = d̄(r) / √(sd(d(r))² / M + v² (c̄² + r² b̄²)), and Fieller's interval
 * is the roots of (c̄ − r b̄)² = k (s_cc − 2 r s_bc + r² s_bb) + t² v² (c̄² + r² b̄²), still a
 * quadratic in r. Where t v ≥ 1 one run a side can never bound the ratio (the measure is not
 * compared). The lower end is clipped at 0 (a ratio of usage), and an unbounded set is reported as
 * not compared rather than as its pieces.
 *
 * **What the gate's test is about: these questions.** Baseline and candidate run the same
 * questions, and a regression gate asks whether the candidate uses more on *them*: H0 is
 * Σ_q E[c_q] ≤ (1 + τ) Σ_q E[b_q], E over the trials' randomness, the questions held fixed (the
 * target of the accuracy gate's interval too, docs/statistics.md "What the interval means"). The
 * sample variance of d_q holds the trials' noise and the spread of the questions' own E[d_q], so
 * wherever those differ from question to question t over-states the noise of d̄ about these
 * questions, and reshaping usage does not make it run hot (docs/statistics.md, "Tokens, time and
 * cost": at most 2α at 50 questions and more in 43 of 54 cells). It is not a claim about a population of questions the benchmark was
 * drawn from: a change that reshapes usage can raise these questions' usage beyond the tolerance
 * and not the population's (long answers shortened, short ones lengthened, on a benchmark that
 * drew few long ones); that table measures how often. What t cannot tell from an increase, measured
 * there: rare long trials of the baseline that a run did not draw (no test of a mean can: Bahadur
 * & Savage 1956), a change of shape with no other variation between questions on usage a few
 * long questions dominate (with 2 or more trials a question, the trials' own variance shows their
 * noise: {@link ratioPValue}), and a run effect (a whole run longer by chance), which one run a
 * side cannot show.
 *
 * **One run's mean** (`score`): the mean per question with Student's t interval corrected for the
 * skewness of the values (Hall's transformation, as in paired-t.ts): token counts are right-skewed,
 * and plain t under-covers on them (measured in the same section).
 */
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { ValidationError, showValue } from '../errors.js';
import { skewCorrection } from './paired-t.js';
import {
  MAX_RUN_SPREAD,
  MAX_USAGE_TOLERANCE,
  USAGE_UNITS,
  type UsageChange,
  type UsageComparison,
  type UsageInput,
  type UsageNotCompared,
  type UsageTrialVariance,
  type UsageVerdict,
} from './usage-types.js';

export * from './usage-types.js';

/** Means, variances and covariance of paired values (M − 1 in the denominators). */
interface PairedMoments {
  readonly m: number;
  readonly meanB: number;
  readonly meanC: number;
  readonly sbb: number;
  readonly scc: number;
  readonly sbc: number;
}

function pairedMoments(b: ArrayLike<number>, c: ArrayLike<number>): PairedMoments {
  const m = b.length;
  if (c.length !== m)
    throw new ValidationError(
      `baseline and candidate must have one value per question each; got ${m} and ${c.length}.`,
      'usage',
    );
  let sb = 0;
  let sc = 0;
  for (let q = 0; q < m; q++) {
    const x = b[q] as number;
    const y = c[q] as number;
    if (!(Number.isFinite(x) && x >= 0 && Number.isFinite(y) && y >= 0))
      throw new ValidationError(
        `usage values must be finite numbers >= 0; got ${showValue(x)} and ${showValue(y)} at question ${q}.`,
        'usage',
      );
    sb += x;
    sc += y;
  }
  const meanB = sb / m;
  const meanC = sc / m;
  let sbb = 0;
  let scc = 0;
  let sbc = 0;
  for (let q = 0; q < m; q++) {
    const eb = (b[q] as number) - meanB;
    const ec = (c[q] as number) - meanC;
    sbb += eb * eb;
    scc += ec * ec;
    sbc += eb * ec;
  }
  const n = Math.max(1, m - 1);
  return { m, meanB, meanC, sbb: sbb / n, scc: scc / n, sbc: sbc / n };
}

/**
 * What the test counts besides the questions' spread: the trials' own noise of the pair (see
 * {@link UsageInput}; absent at one trial a question) and the run spread (the coefficient of
 * variation of a whole run's mean between repeated runs of one commit, each side's run its own
 * draw; absent or 0: runs vary by their trials only).
 */
export interface UsageTestOptions {
  readonly trialVariance?: UsageTrialVariance | undefined;
  readonly runSpread?: number | undefined;
}

/**
 * The run spread's share of the variance of c̄ − r b̄, as w (c̄² + r² b̄²) with w = v²: each side's
 * whole run scaled by its own mean-one factor of coefficient of variation v (a run effect: load,
 * a provider's day), so c̄ − r b̄ gains v² c̄² + r² v² b̄² at the observed means.
 */
function runSpreadWeight(options: UsageTestOptions): number {
  const v = options.runSpread ?? 0;
  if (!(Number.isFinite(v) && v >= 0 && v <= MAX_RUN_SPREAD))
    throw new ValidationError(
      `the run spread must be a coefficient of variation from 0 to ${MAX_RUN_SPREAD}; got ${showValue(v)}.`,
      'usage-run-spread',
    );
  return v * v;
}

/**
 * The trials' own moments of the pair, scaled as {@link pairedMoments}'s (so that the variance of
 * c̄ − r b̄ is (vcc + r² vbb) / M either way): vbb = Σ_q v_bq / M, vcc = Σ_q v_cq / M, the sides'
 * trials independent within a question. Undefined without trial variances.
 */
function trialMoments(
  options: UsageTestOptions,
  m: number,
): { readonly vbb: number; readonly vcc: number } | undefined {
  const tv = options.trialVariance;
  if (tv === undefined) return undefined;
  if (tv.baseline.length !== m || tv.candidate.length !== m)
    throw new ValidationError(
      `trial variances must be one per question on each side; got ${tv.baseline.length} and ${tv.candidate.length} for ${m} questions.`,
      'usage',
    );
  let vbb = 0;
  let vcc = 0;
  for (let q = 0; q < m; q++) {
    const x = tv.baseline[q] as number;
    const y = tv.candidate[q] as number;
    if (!(Number.isFinite(x) && x >= 0 && Number.isFinite(y) && y >= 0))
      throw new ValidationError(
        `trial variances must be finite numbers >= 0; got ${showValue(x)} and ${showValue(y)} at question ${q}.`,
        'usage',
      );
    vbb += x;
    vcc += y;
  }
  return { vbb: vbb / m, vcc: vcc / m };
}

/**
 * Every r ≥ 0 with (c̄ − r b̄)² ≤ k (s_cc − 2 r s_bc + r² s_bb) + t² w (c̄² + r² b̄²): Fieller's set
 * for these moments and the run spread's weight w (`tw` = t² w), as an interval holding
 * R̂ = c̄ / b̄, or [0, ∞) when b̄ is not credibly above 0 (a ≤ 0).
 */
function fiellerSet(
  meanB: number,
  meanC: number,
  k: number,
  tw: number,
  moments: { readonly sbb: number; readonly sbc: number; readonly scc: number },
): { lo: number; hi: number } {
  const ratio = meanC / meanB;
  // (b̄² (1 − t² w) − k s_bb) r² − 2 (b̄ c̄ − k s_bc) r + (c̄² (1 − t² w) − k s_cc) ≤ 0.
  const a = meanB ** 2 * (1 - tw) - k * moments.sbb;
  const h = meanB * meanC - k * moments.sbc;
  const cc = meanC ** 2 * (1 - tw) - k * moments.scc;
  // b̄ is not credibly above 0: the set is unbounded (the complement of an interval, or every r);
  // [0, ∞) holds it.
  if (!(a > 0)) return { lo: 0, hi: Infinity };
  const root = Math.sqrt(Math.max(0, h * h - a * cc));
  // The two roots; R̂ always lies between them.
  return { lo: Math.max(0, Math.min((h - root) / a, ratio)), hi: Math.max((h + root) / a, ratio) };
}

/**
 * Fieller's interval of c̄ / b̄ at one-sided level `level` on each side (two-sided 1 − 2·level):
 * every r whose t test of E[c − r b] = 0 does not reject. `hi` is Infinity when b̄ is not credibly
 * above 0 at that level (the set is then unbounded). Needs M ≥ 2 and b̄ > 0. With the trials' own
 * variances (`options.trialVariance`) the test at each r uses the larger of the two variances of
 * c̄ − r b̄, so the interval is the union of the two Fieller sets (both hold R̂): the one
 * {@link ratioPValue} inverts.
 *
 * @example fiellerInterval([100, 200, 300, 400], [120, 210, 330, 440], 0.025)
 *   // { ratio: 1.1, lo: 1.041…, hi: 1.242… } (t with 3 degrees of freedom)
 */
export function fiellerInterval(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  level: number,
  options: UsageTestOptions = {},
): { ratio: number; lo: number; hi: number } {
  checkLevel(level);
  const s = pairedMoments(baseline, candidate);
  if (s.m < 2 || !(s.meanB > 0))
    throw new ValidationError(
      `Fieller's interval needs at least 2 questions and a baseline mean above 0; got ${s.m} questions, mean ${showValue(s.meanB)}.`,
      'usage',
    );
  const ratio = s.meanC / s.meanB;
  const t = tQuantile(1 - level, s.m - 1);
  const k = t ** 2 / s.m;
  const tw = t ** 2 * runSpreadWeight(options);
  const spread = fiellerSet(s.meanB, s.meanC, k, tw, s);
  const trials = trialMoments(options, s.m);
  if (trials === undefined) return { ratio, ...spread };
  const own = fiellerSet(s.meanB, s.meanC, k, tw, { sbb: trials.vbb, sbc: 0, scc: trials.vcc });
  return { ratio, lo: Math.min(spread.lo, own.lo), hi: Math.max(spread.hi, own.hi) };
}

/**
 * One-sided p-value of "c̄ / b̄ > r0" (H0: E[c] ≤ r0 E[b]): Student's t on c_q − r0 b_q with M − 1
 * degrees of freedom. With the trials' own variances (`options.trialVariance`: every question ran
 * 2 or more trials a side), the variance of the mean difference is the larger of the questions'
 * spread and the trials' own, Σ_q (v_cq + r0² v_bq) / M²: the spread of c_q − r0 b_q can miss the
 * noise of a question that carries much of the usage when its trials happen to agree with the
 * tolerance (measured in docs/statistics.md). With no spread at all the answer is exact (0 or 1;
 * ½ on the boundary).
 *
 * @example ratioPValue([100, 200, 300], [130, 250, 390], 1.1) // 0.0464 (t = 3.05, 2 df)
 */
export function ratioPValue(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  r0: number,
  options: UsageTestOptions = {},
): number {
  if (!(Number.isFinite(r0) && r0 >= 0))
    throw new ValidationError(`r0 must be a finite number >= 0; got ${showValue(r0)}.`, 'r0');
  const s = pairedMoments(baseline, candidate);
  if (s.m < 2)
    throw new ValidationError(`the test needs at least 2 questions; got ${s.m}.`, 'usage');
  const mean = s.meanC - r0 * s.meanB;
  const trials = trialMoments(options, s.m);
  const variance = Math.max(
    0,
    s.scc - 2 * r0 * s.sbc + r0 * r0 * s.sbb,
    trials !== undefined ? trials.vcc + r0 * r0 * trials.vbb : 0,
  );
  const run = runSpreadWeight(options) * (s.meanC ** 2 + r0 * r0 * s.meanB ** 2);
  const se = Math.sqrt(variance / s.m + run);
  // Below rounding noise of the mean, the spread is no spread.
  if (!(se > 1e-12 * Math.max(s.meanC, r0 * s.meanB, 1e-300)))
    return mean > 0 ? 0 : mean < 0 ? 1 : 0.5;
  return tCdf(-mean / se, s.m - 1);
}

/**
 * Whether a run spread alone leaves Fieller's set unbounded for M questions at `level`: t v ≥ 1
 * (the r² coefficient b̄² (1 − t² v²) − k s_bb is then ≤ 0 whatever the questions' spread), so
 * one run a side bounds no ratio with these questions (t falls towards z with more of them: from
 * z v ≥ 1 up, none will do).
 */
export function runSpreadBoundsNothing(
  m: number,
  level: number,
  runSpread: number | undefined,
): boolean {
  return (
    runSpread !== undefined &&
    runSpread > 0 &&
    m >= 2 &&
    tQuantile(1 - level, m - 1) * runSpread >= 1
  );
}

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

function checkLevel(level: number): void {
  if (!(level > 0 && level < 0.5))
    throw new ValidationError(`level must be in (0, 0.5); got ${showValue(level)}.`, 'level');
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
