/**
 * The rules' arithmetic on two intervals: z and ρ (Hariri et al. (2026), "Don't Pass@k: A Bayesian
 * Framework for Large Language Model Evaluation", section "Decision rule and confidence":
 * z = |mu - mu'| / sqrt(sigma^2 + sigma'^2), rho = Phi(z); "if credible intervals overlap, do not
 * call a winner"), what rule overlap and z call, the rules' p-values and levels, and the checks
 * of the settings. decide.ts settles comparisons with them.
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { ValidationError, showValue } from '../errors.js';
import type { PairedTest } from './paired.js';
import type { DecisionSettings, Interval, Verdict } from './types.js';

/**
 * z and rho of two intervals.
 *
 * z = |delta| / deltaSigma with deltaSigma = sqrt(sigma_b^2 + sigma_c^2) unless a paired sigma is
 * given. With deltaSigma = 0 the ratio is defined explicitly: z = Infinity when delta != 0 (two
 * exact values that differ are ordered with certainty) and z = 0 when delta = 0 (rho = 0.5).
 *
 * @example zScore({mu: 0.5, sigma: 0.03, lo: 0, hi: 1}, {mu: 0.45, sigma: 0.04, lo: 0, hi: 1})
 *   // { delta: -0.05, deltaSigma: 0.05, z: 1, rho: 0.8413447460685429 }
 */
export function zScore(
  baseline: Interval,
  candidate: Interval,
  options: { pairedDeltaSigma?: number } = {},
): { delta: number; deltaSigma: number; z: number; rho: number } {
  checkInterval(baseline, 'baseline');
  checkInterval(candidate, 'candidate');
  const delta = candidate.mu - baseline.mu;
  let deltaSigma: number;
  if (options.pairedDeltaSigma !== undefined) {
    const s = options.pairedDeltaSigma;
    if (!Number.isFinite(s) || s < 0)
      throw new ValidationError(
        `pairedDeltaSigma must be a finite number >= 0; got ${showValue(s)}.`,
        'pairedDeltaSigma',
      );
    deltaSigma = s;
  } else deltaSigma = Math.hypot(baseline.sigma, candidate.sigma);
  let z: number;
  if (deltaSigma > 0) z = Math.abs(delta) / deltaSigma;
  else z = delta === 0 ? 0 : Infinity;
  const rho = z === Infinity ? 1 : normalCdf(z, 0, 1);
  return { delta, deltaSigma, z, rho };
}

function checkInterval(interval: Interval, name: string): void {
  for (const key of ['mu', 'sigma', 'lo', 'hi'] as const) {
    const v = interval[key];
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new ValidationError(
        `${name}.${key} must be a finite number; got ${showValue(v)}.`,
        name,
      );
  }
  if (interval.sigma < 0)
    throw new ValidationError(
      `${name}.sigma must be >= 0; got ${showValue(interval.sigma)}.`,
      name,
    );
}

/** Default one-sided level of rule `paired`. */
export const DEFAULT_ALPHA = 0.01;

export function checkSettings(settings: DecisionSettings): void {
  const { rule, confidence, minConfidence, margin } = settings;
  if (rule !== 'overlap' && rule !== 'z' && rule !== 'paired')
    throw new ValidationError(
      `rule must be "overlap", "z" or "paired"; got ${showValue(rule)}.`,
      'rule',
    );
  const alpha = settings.alpha ?? DEFAULT_ALPHA;
  if (!(alpha > 0 && alpha < 0.5))
    throw new ValidationError(`alpha must be in (0, 0.5); got ${showValue(alpha)}.`, 'alpha');
  const mc = settings.multipleComparisons ?? 'none';
  if (mc !== 'none' && mc !== 'holm')
    throw new ValidationError(
      `multipleComparisons must be "none" or "holm"; got ${showValue(mc)}.`,
      'multipleComparisons',
    );
  if (!(confidence > 0 && confidence < 1))
    throw new ValidationError(
      `confidence must be in (0, 1); got ${showValue(confidence)}.`,
      'confidence',
    );
  if (!(minConfidence > 0.5 && minConfidence < 1))
    throw new ValidationError(
      `minConfidence must be in (0.5, 1); got ${showValue(minConfidence)}.`,
      'minConfidence',
    );
  checkMargin(margin);
}

export function checkMargin(margin: number): void {
  if (!(margin >= 0 && Number.isFinite(margin)))
    throw new ValidationError(
      `margin must be a finite number >= 0; got ${showValue(margin)}.`,
      'margin',
    );
  // A margin is a fraction of the score: 2 meant as "2 points" would switch the gate off.
  if (margin >= 1)
    throw new ValidationError(
      `margin is a fraction of the score in [0, 1) (0.02 = 2 points); got ${showValue(margin)}.`,
      'margin',
    );
}

/**
 * What the rule says about two intervals, before margin and gate.
 * - `overlap`: regression when candidate.hi < baseline.lo, improvement when candidate.lo > baseline.hi;
 *   with a paired delta (bootstrap), regression when its interval lies below 0, improvement when
 *   above (the paired analogue: the two marginal intervals share the question-sampling variance
 *   that pairing cancels, so they would almost never separate).
 * - `z`: regression when delta < 0 and rho >= minConfidence; improvement when delta > 0 and rho >= minConfidence.
 *
 * `shift` moves the candidate up before the rule is applied: with shift = margin, a "regression"
 * is a drop credibly larger than the margin (the non-inferiority test).
 */
export function ruleChange(
  baseline: Interval,
  candidate: Interval,
  stats: { delta: number; rho: number; deltaSigma?: number },
  settings: Pick<DecisionSettings, 'rule' | 'minConfidence'>,
  options: { pairedDelta?: Interval; shift?: number } = {},
): Verdict {
  const shift = options.shift ?? 0;
  if (settings.rule === 'overlap' && options.pairedDelta) {
    if (options.pairedDelta.hi + shift < 0) return 'regression';
    if (options.pairedDelta.lo + shift > 0) return 'improvement';
    return 'no-change';
  }
  if (settings.rule === 'overlap') {
    if (candidate.hi + shift < baseline.lo) return 'regression';
    if (candidate.lo + shift > baseline.hi) return 'improvement';
    return 'no-change';
  }
  if (settings.rule === 'paired')
    throw new ValidationError(
      'rule paired is decided on per-question scores (pairedTest).',
      'rule',
    );
  if (shift !== 0) {
    const sigma = stats.deltaSigma ?? 0;
    const d = stats.delta + shift;
    const p = sigma > 0 ? normalCdf(-Math.abs(d) / sigma, 0, 1) : d === 0 ? 0.5 : 0;
    if (d !== 0 && p <= 1 - settings.minConfidence) return d < 0 ? 'regression' : 'improvement';
    return 'no-change';
  }
  if (stats.rho >= settings.minConfidence && stats.delta !== 0)
    return stats.delta < 0 ? 'regression' : 'improvement';
  return 'no-change';
}

/** One-sided p-values of the rule (null for overlap, and for paired without per-question scores). */
export interface PValues {
  /** Of a drop (Δ < 0). */
  readonly pDrop: number | null;
  /** Of a rise (Δ > 0). */
  readonly pRise: number | null;
  /** Of a drop larger than the margin (H0: Δ ≥ −margin); = pDrop at margin 0. */
  readonly pBeyond: number | null;
}

/** Φ(x / σ), exact at σ = 0 (x < 0: 0; x > 0: 1; x = 0: 1, nothing to claim). */
function lowerTail(x: number, sigma: number): number {
  if (sigma > 0) return normalCdf(x / sigma, 0, 1);
  return x < 0 ? 0 : 1;
}

/**
 * The rule's unadjusted one-sided p-values of a drop, a rise and a drop beyond the margin: the
 * paired test's (rule paired), Φ of Δ over its σ (rule z), none (rule overlap). A merge computes
 * them again from the numbers a report shows.
 */
export function ruleProbabilities(
  stats: { readonly delta: number; readonly deltaSigma: number },
  paired: PairedTest | null,
  settings: DecisionSettings,
): PValues {
  if (settings.rule === 'paired' && paired)
    return { pDrop: paired.pDrop, pRise: paired.pRise, pBeyond: paired.pBeyondMargin };
  if (settings.rule === 'z') {
    const { delta, deltaSigma } = stats;
    return {
      pDrop: lowerTail(delta, deltaSigma),
      pRise: lowerTail(-delta, deltaSigma),
      pBeyond: lowerTail(delta + settings.margin, deltaSigma),
    };
  }
  return { pDrop: null, pRise: null, pBeyond: null };
}

/** The rule's one-sided level: alpha (paired) or 1 - min-confidence (z). */
export function levelOf(settings: DecisionSettings): number {
  return settings.rule === 'paired'
    ? (settings.alpha ?? DEFAULT_ALPHA)
    : 1 - settings.minConfidence;
}

/**
 * The bound on a run's false-alarm probability: the level (Holm), or K times it (the union bound),
 * at most 1, as a decimal would say it: 5 × 0.01 is 0.05, not the double 0.05000000000000000277
 * that the product rounds to (which printed as 0.050000000000000044).
 *
 * @example runFalseAlarmBound(0.01, 5, false) // 0.05
 */
export function runFalseAlarmBound(level: number, family: number, holm: boolean): number {
  const bound = holm ? level : Math.min(1, level * Math.max(1, family));
  return Number(bound.toPrecision(12));
}
