/**
 * The decision: baseline vs candidate -> credible regression / improvement / no change, for each
 * comparison and for a run (Holm's adjustment over its family, the margin, the gate, what the gate
 * can see, the trial budget). The rules' arithmetic on two intervals is in rule.ts.
 */
import { trialBudget } from './budget.js';
import { intervalDetectableDrop, pairedDetectableDrop, zCritical } from './detectable.js';
import { type PairedTest, holmAdjust, pairedTest } from './paired.js';
import { SIGN_FLIP_MAX_QUESTIONS } from './sign-flip.js';
import { type UsageComparison, compareUsage, usageLevel, withAdjustedPValue } from './usage.js';
import type {
  BenchmarkDecision,
  BenchmarkInput,
  Comparison,
  ComparisonEvidence,
  ComparisonInput,
  DecisionResult,
  DecisionSettings,
  TrialBudget,
  Verdict,
} from './types.js';
import { NEGLIGIBLE_CHANGE } from './types.js';

export { MAX_BUDGET_TRIALS, trialBudget } from './budget.js';
export {
  DEFAULT_ALPHA,
  type PValues,
  ruleChange,
  ruleProbabilities,
  runFalseAlarmBound,
  zScore,
} from './rule.js';
import {
  DEFAULT_ALPHA,
  type PValues,
  checkMargin,
  checkSettings,
  levelOf,
  ruleChange,
  runFalseAlarmBound,
  ruleProbabilities,
  zScore,
} from './rule.js';

/**
 * What one comparison measured, before the verdicts (and Holm's adjustment) are settled. Exported
 * for rejudge.ts: a merged run judges the measurements of several reports as one family.
 */
export interface Measured extends PValues {
  readonly input: ComparisonInput;
  readonly stats: { delta: number; deltaSigma: number; z: number; rho: number };
  readonly paired: PairedTest | null;
}

/**
 * Measures one comparison: Δ and its σ, the paired test on the per-question scores, the rule's
 * unadjusted p-values. Exported for rejudge.ts: a merge measures a report's comparisons again
 * from the numbers (and per-question scores) it recorded, with the same code as `decide`.
 */
export function measure(input: ComparisonInput, settings: DecisionSettings): Measured {
  const { baseline, candidate } = input;
  const stats = zScore(baseline, candidate, { pairedDeltaSigma: input.pairedDelta?.sigma });
  const alpha = settings.alpha ?? DEFAULT_ALPHA;
  const scores = input.paired;
  const paired =
    scores && scores.baseline.length >= 1
      ? pairedTest(scores.baseline, scores.candidate, {
          alpha,
          singleTrialBinary: scores.singleTrialBinary,
          margin: settings.margin,
          ...(scores.floorVariance !== undefined ? { floorVariance: scores.floorVariance } : {}),
          ...(scores.range !== undefined ? { range: scores.range } : {}),
          ...(scores.unequalTrials ? { skewed: true } : {}),
          ...(scores.meanSkewness !== undefined ? { meanSkewness: scores.meanSkewness } : {}),
        })
      : null;
  return { input, stats, paired, ...ruleProbabilities(stats, paired, settings) };
}

/** The fewest questions with which a test whose smallest p-value is 2^−M can go below `level`. */
function questionsToSpeak(level: number): number {
  return Math.floor(Math.log2(1 / level)) + 1;
}

/**
 * Settles one comparison: what the rule says (with the p-values adjusted over the run's K gated
 * comparisons when the settings ask for Holm), the non-inferiority test at the margin, the gate,
 * the detectable drop, why no change was called, and the trial budget.
 */
function judge(
  m: Measured,
  settings: DecisionSettings,
  adjusted: PValues,
  family: number,
): Comparison {
  const { input, stats, paired } = m;
  const { baseline, candidate } = input;
  const margin = settings.margin;
  const pairedNotApplicable = settings.rule === 'paired' && paired === null;
  const level = levelOf(settings);
  let change: Verdict;
  let beyond: boolean;
  if (settings.rule === 'overlap') {
    const pd = input.pairedDelta ? { pairedDelta: input.pairedDelta } : {};
    change = ruleChange(baseline, candidate, stats, settings, pd);
    beyond =
      margin > 0
        ? ruleChange(baseline, candidate, stats, settings, { ...pd, shift: margin }) ===
          'regression'
        : change === 'regression';
  } else {
    change =
      adjusted.pDrop !== null && adjusted.pDrop < level && stats.delta <= 0
        ? 'regression'
        : adjusted.pRise !== null && adjusted.pRise < level && stats.delta >= 0
          ? 'improvement'
          : 'no-change';
    beyond = adjusted.pBeyond !== null && adjusted.pBeyond < level;
  }
  // Rule paired decides on the per-question scores; their mean difference is Δ.
  const rawDelta = settings.rule === 'paired' && paired ? paired.delta : stats.delta;
  const withinMargin = change === 'regression' && !beyond;
  const verdict: Verdict = withinMargin ? 'no-change' : change;
  const fails = input.gate && change === 'regression' && beyond;

  // Critical values at the level a single real drop among K is tested at (Holm's first step).
  const split = settings.multipleComparisons === 'holm' ? Math.max(1, family) : 1;
  const alpha = (settings.alpha ?? DEFAULT_ALPHA) / split;
  const slope = input.paired?.dropVarianceSlope ?? 0;
  const pairedSees = paired ? pairedDetectableDrop(paired, alpha, slope) : null;
  const pairedDetectable = pairedSees === null ? null : margin + pairedSees;
  let detectable: number | null;
  let rawInterval: { lo: number; hi: number };
  let limitation: Comparison['limitation'] = null;
  if (settings.rule === 'paired') {
    detectable = pairedDetectable;
    rawInterval = paired ? { lo: paired.lo, hi: paired.hi } : { lo: NaN, hi: NaN };
    if (paired?.test === 'none') limitation = 'one-question';
    else if (paired && paired.minP >= alpha) limitation = 'too-few-questions';
  } else {
    const sd = stats.deltaSigma;
    // The noise of Δ: the paired SE where the metric has per-question scores (detectable.ts).
    const noiseSe = paired && paired.test !== 'none' ? paired.standardError : sd;
    detectable =
      margin +
      intervalDetectableDrop({
        rule: settings.rule,
        level: (1 - settings.minConfidence) / split,
        confidence: settings.confidence,
        sigmaB: baseline.sigma,
        sigmaC: candidate.sigma,
        deltaSigma: sd,
        pairedDelta: input.pairedDelta !== undefined,
        noiseSe,
        slope,
        candidateTrials: input.sizes?.candidate.trials ?? 1,
      });
    // Δ's interval: rule z's own (it excludes 0 exactly when ρ reaches min-confidence); under
    // overlap the interval at `confidence` (the rule asks more: that the two values' intervals do
    // not overlap).
    const pd = input.pairedDelta;
    if (pd) rawInterval = { lo: pd.lo, hi: pd.hi };
    else {
      const half =
        (settings.rule === 'z'
          ? zCritical(1 - settings.minConfidence)
          : zCritical((1 - settings.confidence) / 2)) * sd;
      rawInterval = { lo: rawDelta - half, hi: rawDelta + half };
    }
  }
  // No drop a score can make is one the gate would see (a margin near the whole range): say so,
  // never "sees ≥ 104.8 points".
  const range = input.paired?.range ?? 1;
  if (limitation === null && detectable !== null && detectable >= range)
    limitation = 'no-visible-drop';
  const small = Math.max(margin, NEGLIGIBLE_CHANGE);
  const resolution: Comparison['resolution'] =
    (change !== 'no-change' && !withinMargin) || pairedNotApplicable
      ? null
      : limitation === null && rawInterval.lo >= -small && rawInterval.hi <= small
        ? 'negligible'
        : 'undetectable';
  const currentTrials = input.sizes
    ? Math.max(input.sizes.baseline.trials, input.sizes.candidate.trials)
    : null;
  const approximate = input.approximateBudget ?? false;
  let budget: TrialBudget | null = null;
  // A drop within the margin gets advice only when it is larger than the margin (else it could
  // never fail at the observed size).
  if (change === 'no-change' || (withinMargin && Math.abs(rawDelta) > margin)) {
    if (limitation === 'one-question' || limitation === 'too-few-questions')
      budget = {
        kind: 'questions',
        trials: null,
        questions: questionsToSpeak(alpha),
        currentTrials,
        approximate,
      };
    else if (resolution === 'negligible' && stats.delta !== 0)
      budget = { kind: 'negligible', trials: null, currentTrials, approximate };
    else
      budget = trialBudget({
        delta: rawDelta,
        baselineSigma: baseline.sigma,
        candidateSigma: candidate.sigma,
        ...(input.sizes ? { sizes: input.sizes } : {}),
        scale: input.scale ?? 'metric',
        approximate,
        bootstrap: input.bootstrap ?? false,
        deterministic: input.deterministic ?? false,
        ...(input.decoding ? { decoding: input.decoding } : {}),
        // A spread the data show beyond the trial model at the 1% level does not shrink with
        // trials; a smaller excess is as likely noise, and scales like the rest.
        ...(input.dispersion?.contradicted
          ? { excessVariance: input.dispersion.excessVariance }
          : {}),
        settings: {
          ...settings,
          ...(split > 1 ? { alpha, minConfidence: 1 - (1 - settings.minConfidence) / split } : {}),
        },
        ...(paired && input.paired ? { paired: { test: paired, noise: input.paired.noise } } : {}),
      });
    // Up to 16 questions the exact sign-flip test decides, and it needs most questions to move
    // the same way: where Student's t alone would already see the drop at the current trials, the
    // questions are the limit, not the trials (with 17 or more, t decides).
    if (
      settings.rule === 'paired' &&
      paired?.signFlip &&
      budget?.kind === 'estimate' &&
      currentTrials !== null &&
      (budget.trials ?? Infinity) <= currentTrials
    )
      budget = {
        kind: 'questions',
        trials: null,
        questions: SIGN_FLIP_MAX_QUESTIONS + 1,
        currentTrials,
        approximate: true,
      };
  }
  return {
    metric: input.metric,
    baseline,
    candidate,
    scale: input.scale ?? 'metric',
    posterior: input.posterior ?? null,
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
    limitation,
    pValue: m.pDrop,
    adjustedPValue: adjusted.pDrop,
    marginPValue: margin > 0 ? adjusted.pBeyond : null,
    detectableDrop: limitation !== null ? null : detectable,
    pairedDetectableDrop: pairedDetectable,
    resolution,
    dispersion: input.dispersion ?? null,
    ...(input.commonTrials ? { commonTrials: true } : {}),
    evidence: evidenceOf(m),
  };
}

/** What judging `m` again in another family needs (the JSON report's `evidence`). */
function evidenceOf(m: Measured): ComparisonEvidence {
  const { input } = m;
  return {
    pDrop: m.pDrop,
    pRise: m.pRise,
    pBeyondMargin: m.pBeyond,
    sizes: input.sizes ?? null,
    approximateBudget: input.approximateBudget ?? false,
    bootstrap: input.bootstrap ?? false,
    deterministic: input.deterministic ?? false,
    decoding: input.decoding ?? null,
    pairedDelta: input.pairedDelta ?? null,
    noise: input.paired?.noise ?? null,
    dropVarianceSlope: input.paired?.dropVarianceSlope ?? null,
    scores: input.paired
      ? {
          baseline: Array.from(input.paired.baseline),
          candidate: Array.from(input.paired.candidate),
          singleTrialBinary: input.paired.singleTrialBinary,
          floorVariance: input.paired.floorVariance ?? null,
          range: input.paired.range ?? 1,
          unequalTrials: input.paired.unequalTrials ?? false,
          meanSkewness: input.paired.meanSkewness ?? null,
        }
      : null,
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
  return judge(m, settings, m, 1);
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
  const level = usageLevel(settings);
  return judgeFamily(
    benchmarks.map((b) => ({
      name: b.name,
      ...(b.margin !== undefined ? { margin: b.margin } : {}),
      measured: b.comparisons.map((c) =>
        measure(c, { ...settings, margin: b.margin ?? settings.margin }),
      ),
      // Usage: each measure's test of an increase beyond its tolerance (gated ones only), at the
      // rule's one-sided level; the tests join the family the run's false alarms are counted over.
      usage: (b.usage ?? []).map((u) => compareUsage(u, level)),
    })),
    settings,
  );
}

/**
 * Judges measured comparisons as one family: Holm's adjustment (when the settings ask for it) over
 * every gated comparison of every benchmark and every gated usage test, then each comparison and
 * the verdicts. `decide` measures and calls this; rejudge.ts calls it on the measurements of
 * several reports. `usage` is each benchmark's usage measures as judged alone (their p-values
 * unadjusted): Holm re-decides them with the family.
 */
export function judgeFamily(
  benchmarks: readonly {
    readonly name: string;
    readonly margin?: number;
    readonly measured: readonly Measured[];
    readonly usage?: readonly UsageComparison[];
  }[],
  settings: DecisionSettings,
): DecisionResult {
  checkSettings(settings);
  benchmarks.forEach((b) => checkMargin(b.margin ?? settings.margin));
  const measured = benchmarks.map((b) => b.measured);
  const usageFirst = benchmarks.map((b) => b.usage ?? []);
  const level = usageLevel(settings);
  const usageP = usageFirst.flat().flatMap((u) => (u.pValue !== null ? [u.pValue] : []));
  // The family: every gated comparison of the run, and every gated usage test.
  const gated = measured.flat().filter((m) => m.input.gate);
  const family = gated.length + usageP.length;
  const holm = settings.multipleComparisons === 'holm' && settings.rule !== 'overlap';
  const adjusted = new Map<Measured, PValues>();
  let usageAdjusted: readonly number[] = usageP;
  if (holm) {
    const withP = gated.filter((m) => m.pDrop !== null && m.pRise !== null && m.pBeyond !== null);
    // One family of K tests for every call: a drop, a rise and a drop beyond the margin are each
    // adjusted with the run's usage tests (at margin 0 a drop and a drop beyond it are one test,
    // and must get one adjusted p-value).
    const n = withP.length;
    const drops = holmAdjust([...withP.map((m) => m.pDrop as number), ...usageP]).slice(0, n);
    const rises = holmAdjust([...withP.map((m) => m.pRise as number), ...usageP]).slice(0, n);
    // The tests that fail a run (a drop beyond the margin, an increase beyond a tolerance).
    const failing = holmAdjust([...withP.map((m) => m.pBeyond as number), ...usageP]);
    const beyond = failing.slice(0, withP.length);
    usageAdjusted = failing.slice(withP.length);
    withP.forEach((m, i) =>
      adjusted.set(m, {
        pDrop: drops[i] as number,
        pRise: rises[i] as number,
        pBeyond: beyond[i] as number,
      }),
    );
  }
  let next = 0;
  const decisions: BenchmarkDecision[] = benchmarks.map((b, i) => {
    const margin = b.margin ?? settings.margin;
    const local = { ...settings, margin };
    const comparisons = (measured[i] as readonly Measured[]).map((m) =>
      judge(m, local, adjusted.get(m) ?? m, family),
    );
    const usage: UsageComparison[] = (usageFirst[i] as readonly UsageComparison[]).map((u) =>
      u.pValue === null
        ? { ...u, level }
        : withAdjustedPValue(u, usageAdjusted[next++] as number, level),
    );
    const verdict = usage.some((u) => u.fails) ? 'regression' : combineVerdicts(comparisons);
    return { name: b.name, margin, verdict, comparisons, usage };
  });
  const all = decisions.flatMap((d) => d.comparisons);
  const bound = settings.rule === 'overlap' ? null : levelOf(settings);
  return {
    settings,
    gatedComparisons: family,
    falseAlarmBound: bound === null ? null : runFalseAlarmBound(bound, family, holm),
    verdict: decisions.some((d) => d.usage.some((u) => u.fails))
      ? 'regression'
      : combineVerdicts(all),
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
