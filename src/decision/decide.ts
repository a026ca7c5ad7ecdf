/**
 * The decision rule: baseline vs candidate intervals -> credible regression / improvement / no change.
 *
 * Reference: Hariri et al. (2026), "Don't Pass@k: A Bayesian Framework for Large Language Model
 * Evaluation", section "Decision rule and confidence": z = |mu - mu'| / sqrt(sigma^2 + sigma'^2),
 * rho = Phi(z); "if credible intervals overlap, do not call a winner".
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantileOf from '@stdlib/stats-base-dists-t-quantile';
import { ValidationError, showValue } from '../errors.js';
import {
  DETECTION_POWER,
  type PairedTest,
  detectableDrop,
  holmAdjust,
  pairedTest,
  tCritical,
  zCritical,
} from './paired.js';
import type {
  BenchmarkDecision,
  BenchmarkInput,
  Comparison,
  ComparisonInput,
  DecisionResult,
  DecisionSettings,
  Interval,
  SideSize,
  TrialBudget,
  Verdict,
} from './types.js';
import { NEGLIGIBLE_CHANGE } from './types.js';

/**
 * Beyond this many trials per question the budget is reported as unreachable: a difference that
 * needs more is too small to be worth resolving by sampling (and beyond the N <= 10,000 range the
 * metrics are tested for).
 */
export const MAX_BUDGET_TRIALS = 10_000;

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

function checkSettings(settings: DecisionSettings): void {
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

function checkMargin(margin: number): void {
  if (!(margin >= 0 && Number.isFinite(margin)))
    throw new ValidationError(
      `margin must be a finite number >= 0; got ${showValue(margin)}.`,
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
 */
export function ruleChange(
  baseline: Interval,
  candidate: Interval,
  stats: { delta: number; rho: number },
  settings: Pick<DecisionSettings, 'rule' | 'minConfidence'>,
  options: { pairedDelta?: Interval } = {},
): Verdict {
  if (settings.rule === 'overlap' && options.pairedDelta) {
    if (options.pairedDelta.hi < 0) return 'regression';
    if (options.pairedDelta.lo > 0) return 'improvement';
    return 'no-change';
  }
  if (settings.rule === 'overlap') {
    if (candidate.hi < baseline.lo) return 'regression';
    if (candidate.lo > baseline.hi) return 'improvement';
    return 'no-change';
  }
  if (settings.rule === 'paired')
    throw new ValidationError(
      'rule paired is decided on per-question scores (pairedTest).',
      'rule',
    );
  if (stats.rho >= settings.minConfidence && stats.delta !== 0)
    return stats.delta < 0 ? 'regression' : 'improvement';
  return 'no-change';
}

/** What one comparison measured, before the verdicts (and Holm's adjustment) are settled. */
interface Measured {
  readonly input: ComparisonInput;
  readonly stats: { delta: number; deltaSigma: number; z: number; rho: number };
  readonly paired: PairedTest | null;
  /** One-sided p-values of a drop and of a rise under the rule (null: rule overlap, or n/a). */
  readonly pDrop: number | null;
  readonly pRise: number | null;
}

function measure(input: ComparisonInput, settings: DecisionSettings): Measured {
  const { baseline, candidate } = input;
  const stats = zScore(baseline, candidate, { pairedDeltaSigma: input.pairedDelta?.sigma });
  const alpha = settings.alpha ?? DEFAULT_ALPHA;
  const scores = input.paired;
  const paired =
    scores && scores.baseline.length >= 2
      ? pairedTest(scores.baseline, scores.candidate, {
          alpha,
          singleTrialBinary: scores.singleTrialBinary,
        })
      : null;
  let pDrop: number | null = null;
  let pRise: number | null = null;
  if (settings.rule === 'paired' && paired) {
    pDrop = paired.pDrop;
    pRise = paired.pRise;
  } else if (settings.rule === 'z') {
    // One-sided p of the observed direction: 1 - rho; of the other: rho.
    const toward = 1 - stats.rho;
    pDrop = stats.delta < 0 ? toward : stats.delta > 0 ? stats.rho : 0.5;
    pRise = stats.delta > 0 ? toward : stats.delta < 0 ? stats.rho : 0.5;
    if (stats.delta === 0) pDrop = pRise = stats.z === 0 ? 1 : 0.5;
  }
  return { input, stats, paired, pDrop, pRise };
}

/** The rule's one-sided level: alpha (paired) or 1 - min-confidence (z). */
function levelOf(settings: DecisionSettings): number {
  return settings.rule === 'paired'
    ? (settings.alpha ?? DEFAULT_ALPHA)
    : 1 - settings.minConfidence;
}

/**
 * Settles one comparison: what the rule says (with the p-values adjusted over the run's K gated
 * comparisons when the settings ask for Holm), the margin on the raw Δ, the gate, the detectable
 * drop, why no change was called, and the trial budget.
 */
function judge(
  m: Measured,
  settings: DecisionSettings,
  adjusted: { readonly pDrop: number | null; readonly pRise: number | null },
  family: number,
): Comparison {
  const { input, stats, paired } = m;
  const { baseline, candidate } = input;
  const r = input.rawPerMetric ?? 1;
  const pairedNotApplicable = settings.rule === 'paired' && paired === null;
  let change: Verdict;
  if (settings.rule === 'paired') {
    const level = levelOf(settings);
    change =
      adjusted.pDrop !== null && adjusted.pDrop < level
        ? 'regression'
        : adjusted.pRise !== null && adjusted.pRise < level
          ? 'improvement'
          : 'no-change';
  } else if (settings.rule === 'z' && adjusted.pDrop !== null && adjusted.pRise !== null) {
    const level = levelOf(settings);
    // Unadjusted, `p < level` is exactly `rho >= min-confidence` for the direction of Δ.
    change =
      family > 1 && settings.multipleComparisons === 'holm'
        ? adjusted.pDrop < level && stats.delta < 0
          ? 'regression'
          : adjusted.pRise < level && stats.delta > 0
            ? 'improvement'
            : 'no-change'
        : ruleChange(baseline, candidate, stats, settings);
  } else
    change = ruleChange(
      baseline,
      candidate,
      stats,
      settings,
      input.pairedDelta ? { pairedDelta: input.pairedDelta } : {},
    );

  const rawDelta = paired ? paired.delta : stats.delta * r;
  const withinMargin = change === 'regression' && Math.abs(rawDelta) < settings.margin;
  const verdict: Verdict = withinMargin ? 'no-change' : change;
  const fails = input.gate && verdict === 'regression';

  // Critical values at the level a single real drop among K is tested at (Holm's first step).
  const split = settings.multipleComparisons === 'holm' ? Math.max(1, family) : 1;
  const alpha = (settings.alpha ?? DEFAULT_ALPHA) / split;
  const pairedDetectableDrop = paired
    ? paired.test === 'mcnemar'
      ? detectableDrop({ critical: zCritical(alpha), se: paired.standardError })
      : detectableDrop({
          critical: tCritical(alpha, paired.df ?? 1),
          se: paired.standardError,
          df: paired.df,
        })
    : null;
  const q = normalQuantile((1 + settings.confidence) / 2, 0, 1);
  let detectable: number | null;
  let rawInterval: { lo: number; hi: number };
  if (settings.rule === 'paired') {
    detectable = pairedDetectableDrop;
    rawInterval = paired ? { lo: paired.lo, hi: paired.hi } : { lo: NaN, hi: NaN };
  } else {
    const sd = stats.deltaSigma;
    if (settings.rule === 'z')
      detectable =
        detectableDrop({ critical: zCritical((1 - settings.minConfidence) / split), se: sd }) * r;
    else if (input.pairedDelta) detectable = detectableDrop({ critical: q, se: sd }) * r;
    else
      detectable =
        sd > 0
          ? detectableDrop({ critical: (q * (baseline.sigma + candidate.sigma)) / sd, se: sd }) * r
          : 0;
    const pd = input.pairedDelta;
    rawInterval = pd
      ? { lo: rawDelta + (pd.lo - stats.delta) * r, hi: rawDelta + (pd.hi - stats.delta) * r }
      : { lo: rawDelta - q * sd * r, hi: rawDelta + q * sd * r };
  }
  const small = Math.max(settings.margin, NEGLIGIBLE_CHANGE);
  const resolution: Comparison['resolution'] =
    (change !== 'no-change' && !withinMargin) || pairedNotApplicable
      ? null
      : rawInterval.lo >= -small && rawInterval.hi <= small
        ? 'negligible'
        : 'undetectable';
  const budget =
    change === 'no-change'
      ? resolution === 'negligible' && stats.delta !== 0
        ? {
            kind: 'negligible' as const,
            trials: null,
            currentTrials: input.sizes
              ? Math.max(input.sizes.baseline.trials, input.sizes.candidate.trials)
              : null,
            approximate: input.approximateBudget ?? false,
          }
        : trialBudget({
            delta: settings.rule === 'paired' ? rawDelta : stats.delta,
            baselineSigma: baseline.sigma,
            candidateSigma: candidate.sigma,
            pairedDeltaSigma: input.pairedDelta?.sigma,
            sizes: input.sizes,
            approximate: input.approximateBudget ?? false,
            bootstrap: input.bootstrap ?? false,
            shrinkage: (input.rawPerMetric ?? 1) !== 1,
            settings: {
              ...settings,
              ...(split > 1
                ? { alpha, minConfidence: 1 - (1 - settings.minConfidence) / split }
                : {}),
            },
            ...(paired && input.paired
              ? { paired: { test: paired, noiseVariance: input.paired.noiseVariance } }
              : {}),
          })
      : null;
  return {
    metric: input.metric,
    baseline,
    candidate,
    gate: input.gate,
    delta: stats.delta,
    deltaSigma: stats.deltaSigma,
    z: stats.z,
    rho: stats.rho,
    change,
    withinMargin,
    fails,
    verdict,
    budget,
    rawDelta,
    rawInterval,
    paired,
    pairedNotApplicable,
    pValue: m.pDrop,
    adjustedPValue: adjusted.pDrop,
    detectableDrop: detectable,
    pairedDetectableDrop,
    resolution,
  };
}

/**
 * Judges one metric on its own (a family of one): delta, z, rho, what the rule says, the margin,
 * the gate, the detectable drop and (when the rule calls no change) the trial budget.
 *
 * @example compareIntervals({metric: 'bayes', gate: true,
 *   baseline: {mu: 0.70, sigma: 0.01, lo: 0.68, hi: 0.72},
 *   candidate: {mu: 0.60, sigma: 0.01, lo: 0.58, hi: 0.62}},
 *   {rule: 'overlap', confidence: 0.95, minConfidence: 0.95, margin: 0}).verdict // 'regression'
 */
export function compareIntervals(input: ComparisonInput, settings: DecisionSettings): Comparison {
  checkSettings(settings);
  const m = measure(input, settings);
  return judge(m, settings, { pDrop: m.pDrop, pRise: m.pRise }, 1);
}

/** The z that must be reached for 80% power, with the power quantile of the normal. */
const Z_POWER = normalQuantile(DETECTION_POWER, 0, 1);

/**
 * Trials per question that would detect a change of the observed size with 80% power under the
 * rule (the observed Δ taken as the true one).
 *
 * Rules overlap and z: σ of each side scales like 1/√(T + 1) with T = 1 + C + D + N (exact for
 * Bayes@N; the same scaling is used, and flagged approximate, for the other metrics). With N'
 * trials per question on each side (a side that has more keeps them),
 * σ' = σ · √((T + 1) / (T − N + N' + 1)); the answer is the smallest N' with
 * - overlap: |Δ| ≥ q (σ_b' + σ_c') + z_0.8 √(σ_b'² + σ_c'²), q = Φ⁻¹((1 + confidence)/2);
 * - z: |Δ| ≥ (Φ⁻¹(min-confidence) + z_0.8) √(σ_b'² + σ_c'²).
 * Rule paired: Var(d_q) = τ² + ν / N (τ²: the spread of the true per-question differences, which
 * trials do not shrink; ν: the trial noise, `noiseVariance`); with SE(N')² = (τ² + ν / N') / M the
 * answer is the smallest N' with |Δ| ≥ (t_{1−α} + t_0.8) SE(N'). When even N' → ∞ would not do,
 * the advice is the number of questions instead (`questions`).
 *
 * @example // sigma_b = sigma_c = 0.02, delta = -0.03, N = 16, C = 1, D = 0 (T = 18), rule z at 0.95:
 *   // need 0.03 ≥ (1.6449 + 0.8416) √2 · 0.02 √(19 / (T' + 1)), i.e. T' + 1 ≥ 104.4: N' = 102.
 */
export function trialBudget(args: {
  delta: number;
  baselineSigma: number;
  candidateSigma: number;
  pairedDeltaSigma?: number;
  sizes?: { baseline: SideSize; candidate: SideSize };
  approximate: boolean;
  bootstrap: boolean;
  settings: DecisionSettings;
  /** Rule paired: the test and the trial noise ν of the per-question scores. */
  paired?: { test: PairedTest; noiseVariance: number };
  /** The metric is Bayes@N: its Δ for a fixed raw change grows with the trials (N / T). */
  shrinkage?: boolean;
}): TrialBudget {
  const { delta, sizes, settings } = args;
  const currentTrials = sizes ? Math.max(sizes.baseline.trials, sizes.candidate.trials) : null;
  const base = { currentTrials, approximate: args.approximate };
  if (delta === 0) return { kind: 'zero-difference', trials: null, ...base };
  if (args.bootstrap) return { kind: 'bootstrap', trials: null, ...base };
  if (!sizes) return { kind: 'unknown', trials: null, ...base };
  const absDelta = Math.abs(delta);
  let detects: (n: number) => boolean;
  if (settings.rule === 'paired') {
    if (!args.paired) return { kind: 'unknown', trials: null, ...base };
    const { test } = args.paired;
    const m = test.questions;
    const n = Math.min(sizes.baseline.trials, sizes.candidate.trials);
    const observed = test.standardError ** 2 * m;
    // The trial noise cannot exceed the observed variance of the differences (the spread of the
    // true per-question differences is >= 0). With one trial per question the two cannot be told
    // apart: all of it is taken as noise (optimistic when the candidate changes which questions
    // it solves; docs/statistics.md measures it).
    const noiseVariance = Math.min(args.paired.noiseVariance, observed * n);
    const spread = Math.max(0, observed - noiseVariance / n);
    const df = Math.max(1, m - 1);
    const c = tCritical(settings.alpha ?? DEFAULT_ALPHA, df) + tQuantileOf(DETECTION_POWER, df);
    const se = (trials: number) => Math.sqrt((spread + noiseVariance / trials) / m);
    if (c * Math.sqrt(spread / m) >= absDelta) {
      const questions = Math.ceil((c / absDelta) ** 2 * (spread + noiseVariance / n));
      return { kind: 'questions', trials: null, questions, ...base, approximate: true };
    }
    detects = (trials) => c * se(trials) <= absDelta;
  } else {
    // A side that already has more than n trials keeps them (advice never means running fewer).
    const scale = (side: SideSize, n: number): number =>
      Math.sqrt(
        (side.effectiveTrials + 1) /
          (side.effectiveTrials - side.trials + Math.max(n, side.trials) + 1),
      );
    const sides = (n: number): [number, number] => [
      args.baselineSigma * scale(sizes.baseline, n),
      args.candidateSigma * scale(sizes.candidate, n),
    ];
    // Bayes@N shows a raw change shrunk by N / T: with more trials the same raw change moves it
    // further, N' / T' instead of N / T.
    const shrunk = (n: number): number => {
      if (!args.shrinkage) return absDelta;
      const now = (side: SideSize) => side.trials / side.effectiveTrials;
      const then = (side: SideSize) => {
        const trials = Math.max(n, side.trials);
        return trials / (side.effectiveTrials - side.trials + trials);
      };
      return (
        (absDelta * (then(sizes.baseline) + then(sizes.candidate))) /
        (now(sizes.baseline) + now(sizes.candidate))
      );
    };
    if (settings.rule === 'overlap') {
      const q = normalQuantile((1 + settings.confidence) / 2, 0, 1);
      detects = (n) => {
        const [b, c] = sides(n);
        return shrunk(n) >= q * (b + c) + Z_POWER * Math.hypot(b, c);
      };
    } else {
      const q = normalQuantile(settings.minConfidence, 0, 1);
      detects = (n) => shrunk(n) >= (q + Z_POWER) * Math.hypot(...sides(n));
    }
  }
  // Monotone in n: the detectable drop only shrinks as n grows. Find the first n that detects.
  let lo = Math.max(1, Math.floor(Math.min(sizes.baseline.trials, sizes.candidate.trials)));
  if (detects(lo)) return { kind: 'estimate', trials: lo, ...base };
  let hi = lo;
  while (!detects(hi)) {
    if (hi >= MAX_BUDGET_TRIALS) return { kind: 'unreachable', trials: null, ...base };
    lo = hi;
    hi = Math.min(MAX_BUDGET_TRIALS, hi * 2);
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (detects(mid)) hi = mid;
    else lo = mid;
  }
  return { kind: 'estimate', trials: hi, ...base };
}

/** Verdict of a set of comparisons: regression if one fails, else improvement if a gating one improves. */
export function combineVerdicts(comparisons: readonly Comparison[]): Verdict {
  if (comparisons.some((c) => c.fails)) return 'regression';
  if (comparisons.some((c) => c.gate && c.verdict === 'improvement')) return 'improvement';
  return 'no-change';
}

/**
 * Judges every benchmark x metric and combines the verdicts: the run is a `regression` if any
 * gating metric credibly regressed (beyond the margin), else an `improvement` if any gating metric
 * credibly improved, else `no-change`. Report-only metrics (`gate: false`) never decide a verdict.
 */
export function decide(
  benchmarks: readonly BenchmarkInput[],
  settings: DecisionSettings,
): DecisionResult {
  checkSettings(settings);
  benchmarks.forEach((b) => checkMargin(b.margin ?? settings.margin));
  const measured = benchmarks.map((b) =>
    b.comparisons.map((c) => measure(c, { ...settings, margin: b.margin ?? settings.margin })),
  );
  // The family: every gated comparison of the run.
  const gated = measured.flat().filter((m) => m.input.gate);
  const family = gated.length;
  const holm = settings.multipleComparisons === 'holm' && settings.rule !== 'overlap';
  const adjusted = new Map<Measured, { pDrop: number | null; pRise: number | null }>();
  if (holm) {
    const withP = gated.filter((m) => m.pDrop !== null && m.pRise !== null);
    const drops = holmAdjust(withP.map((m) => m.pDrop as number));
    const rises = holmAdjust(withP.map((m) => m.pRise as number));
    withP.forEach((m, i) =>
      adjusted.set(m, { pDrop: drops[i] as number, pRise: rises[i] as number }),
    );
  }
  const decisions: BenchmarkDecision[] = benchmarks.map((b, i) => {
    const margin = b.margin ?? settings.margin;
    const local = { ...settings, margin };
    const comparisons = (measured[i] as Measured[]).map((m) =>
      judge(m, local, adjusted.get(m) ?? { pDrop: m.pDrop, pRise: m.pRise }, family),
    );
    return { name: b.name, margin, verdict: combineVerdicts(comparisons), comparisons };
  });
  const all = decisions.flatMap((d) => d.comparisons);
  const level = settings.rule === 'overlap' ? null : levelOf(settings);
  return {
    settings,
    gatedComparisons: family,
    falseAlarmBound:
      level === null ? null : holm ? level : Math.min(1, level * Math.max(1, family)),
    verdict: combineVerdicts(all),
    benchmarks: decisions,
  };
}

/**
 * The worst failing comparison (largest |delta|, then largest z), for the report's first line.
 */
export function worstRegression(
  result: DecisionResult,
): { benchmark: string; comparison: Comparison } | undefined {
  let best: { benchmark: string; comparison: Comparison } | undefined;
  for (const b of result.benchmarks)
    for (const c of b.comparisons) {
      if (!c.fails) continue;
      const better =
        !best ||
        Math.abs(c.delta) > Math.abs(best.comparison.delta) ||
        (Math.abs(c.delta) === Math.abs(best.comparison.delta) && c.z > best.comparison.z);
      if (better) best = { benchmark: b.name, comparison: c };
    }
  return best;
}
