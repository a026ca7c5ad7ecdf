/**
 * The decision rule: baseline vs candidate intervals -> credible regression / improvement / no change.
 *
 * Reference: Hariri et al. (2026), "Don't Pass@k: A Bayesian Framework for Large Language Model
 * Evaluation", section "Decision rule and confidence": z = |mu - mu'| / sqrt(sigma^2 + sigma'^2),
 * rho = Phi(z); "if credible intervals overlap, do not call a winner".
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { ValidationError, showValue } from '../errors.js';
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

function checkSettings(settings: DecisionSettings): void {
  const { rule, confidence, minConfidence, margin } = settings;
  if (rule !== 'overlap' && rule !== 'z')
    throw new ValidationError(`rule must be "overlap" or "z"; got ${showValue(rule)}.`, 'rule');
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
  if (stats.rho >= settings.minConfidence && stats.delta !== 0)
    return stats.delta < 0 ? 'regression' : 'improvement';
  return 'no-change';
}

/**
 * Judges one metric: delta, z, rho, what the rule says, the margin, the gate and (when the rule
 * calls no change) the trial budget.
 *
 * @example compareIntervals({metric: 'bayes', gate: true,
 *   baseline: {mu: 0.70, sigma: 0.01, lo: 0.68, hi: 0.72},
 *   candidate: {mu: 0.60, sigma: 0.01, lo: 0.58, hi: 0.62}},
 *   {rule: 'overlap', confidence: 0.95, minConfidence: 0.95, margin: 0}).verdict // 'regression'
 */
export function compareIntervals(input: ComparisonInput, settings: DecisionSettings): Comparison {
  checkSettings(settings);
  const { baseline, candidate } = input;
  const pairedDeltaSigma = input.pairedDelta?.sigma;
  const stats = zScore(baseline, candidate, { pairedDeltaSigma });
  const change = ruleChange(
    baseline,
    candidate,
    stats,
    settings,
    input.pairedDelta ? { pairedDelta: input.pairedDelta } : {},
  );
  const withinMargin = change === 'regression' && Math.abs(stats.delta) < settings.margin;
  const verdict: Verdict = withinMargin ? 'no-change' : change;
  const fails = input.gate && verdict === 'regression';
  const budget =
    change === 'no-change'
      ? trialBudget({
          delta: stats.delta,
          baselineSigma: baseline.sigma,
          candidateSigma: candidate.sigma,
          pairedDeltaSigma,
          sizes: input.sizes,
          approximate: input.approximateBudget ?? false,
          bootstrap: input.bootstrap ?? false,
          settings,
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
  };
}

/**
 * Trials per question that would resolve a difference of the observed size under the rule.
 *
 * Sigma of each side scales like 1/sqrt(T + 1) with T = 1 + C + D + N (exact for Bayes@N; the same
 * scaling is used, and flagged approximate, for the other metrics). With N' trials per question on
 * each side (a side that has more keeps them), sigma' = sigma * sqrt((T + 1) / (T - N + N' + 1));
 * the answer is the smallest N' with
 * - rule `overlap`: |delta| > q * (sigma_b' + sigma_c'), q = Phi^-1((1 + confidence) / 2)
 *   (the two central intervals just stop overlapping);
 * - rule `z`: |delta| / sqrt(sigma_b'^2 + sigma_c'^2) >= Phi^-1(minConfidence).
 * The observed delta is assumed to stay the same.
 *
 * @example // sigma_b = sigma_c = 0.02, delta = -0.03, N = 16, C = 1, D = 0 (T = 18), rule z at 0.95:
 *   // need 0.03 / (0.02 * sqrt(2) * sqrt(19 / (T' + 1))) >= 1.6449, i.e. T' + 1 >= 45.69, T' = 45, N' = 43.
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
}): TrialBudget {
  const { delta, sizes, settings } = args;
  const currentTrials = sizes ? Math.max(sizes.baseline.trials, sizes.candidate.trials) : null;
  const base = { currentTrials, approximate: args.approximate };
  if (delta === 0) return { kind: 'zero-difference', trials: null, ...base };
  if (args.bootstrap) return { kind: 'bootstrap', trials: null, ...base };
  if (!sizes) return { kind: 'unknown', trials: null, ...base };
  const absDelta = Math.abs(delta);
  // A side that already has more than n trials keeps them (advice never means running fewer).
  const scale = (side: SideSize, n: number): number =>
    Math.sqrt(
      (side.effectiveTrials + 1) /
        (side.effectiveTrials - side.trials + Math.max(n, side.trials) + 1),
    );
  let resolves: (n: number) => boolean;
  if (settings.rule === 'overlap') {
    const q = normalQuantile((1 + settings.confidence) / 2, 0, 1);
    resolves = (n) =>
      absDelta >
      q *
        (args.baselineSigma * scale(sizes.baseline, n) +
          args.candidateSigma * scale(sizes.candidate, n));
  } else {
    const q = normalQuantile(settings.minConfidence, 0, 1);
    resolves = (n) =>
      absDelta /
        Math.hypot(
          args.baselineSigma * scale(sizes.baseline, n),
          args.candidateSigma * scale(sizes.candidate, n),
        ) >=
      q;
  }
  // Monotone in n: sigma' only shrinks as n grows. Find the first n that resolves.
  let lo = Math.max(1, Math.floor(Math.min(sizes.baseline.trials, sizes.candidate.trials)));
  if (resolves(lo)) return { kind: 'estimate', trials: lo, ...base };
  let hi = lo;
  while (!resolves(hi)) {
    if (hi >= MAX_BUDGET_TRIALS) return { kind: 'unreachable', trials: null, ...base };
    lo = hi;
    hi = Math.min(MAX_BUDGET_TRIALS, hi * 2);
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (resolves(mid)) hi = mid;
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
  const decisions: BenchmarkDecision[] = benchmarks.map((b) => {
    const margin = b.margin ?? settings.margin;
    checkMargin(margin);
    const local = { ...settings, margin };
    const comparisons = b.comparisons.map((c) => compareIntervals(c, local));
    return { name: b.name, margin, verdict: combineVerdicts(comparisons), comparisons };
  });
  const all = decisions.flatMap((d) => d.comparisons);
  return { settings, verdict: combineVerdicts(all), benchmarks: decisions };
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
