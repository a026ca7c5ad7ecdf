/**
 * The ratio of two sides' usage per question and its test, the maths of the usage gate (usage.ts
 * compares a measure with them).
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
 */
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { ValidationError, showValue } from '../errors.js';
import { MAX_RUN_SPREAD, type UsageTrialVariance } from './usage-types.js';

/** Means, variances and covariance of paired values (M − 1 in the denominators). */
export interface PairedMoments {
  readonly m: number;
  readonly meanB: number;
  readonly meanC: number;
  readonly sbb: number;
  readonly scc: number;
  readonly sbc: number;
}

export function pairedMoments(b: ArrayLike<number>, c: ArrayLike<number>): PairedMoments {
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

/** A one-sided level in (0, 0.5), or a ValidationError naming it. */
export function checkLevel(level: number): void {
  if (!(level > 0 && level < 0.5))
    throw new ValidationError(`level must be in (0, 0.5); got ${showValue(level)}.`, 'level');
}
