/**
 * One metric of one benchmark, from the two aligned count tables to what the rule decides on:
 * the values on one scale with their intervals, the per-question scores, the sizes for the trial
 * budget. The engine's `compare` and `npm run validate` both build their comparisons here, so the
 * simulation measures the rule as the gate runs it.
 *
 * Bayes@N without a prior is decided on the mean-score scale (avg@N with Bayes@N's posterior σ
 * rescaled by T / N, Eq. 20 of the Bayes@N paper). Bayes@N's own posterior mean pulls every
 * question towards ½ by (C + 1) / T, an amount that depends on the trials N: two sides that ran
 * 16 and 2 trials of the same model would differ by the pull alone (docs/statistics.md, "Unequal
 * trial counts"). With equal N the mean score is an affine map of Bayes@N's mean, so every rule's
 * verdict is the same as on Bayes@N's own intervals; with unequal N only the mean score is fair.
 * Bayes@N's posterior is kept beside it for the report.
 */
import { ValidationError } from '../errors.js';
import { type CountTable, normalCredibleInterval } from '../metrics/index.js';
import { METRIC_FAMILIES, type MetricSpec } from './catalog.js';
import {
  type MetricContext,
  bootstrapMetric,
  metricInterval,
  metricPoint,
  minTrials,
} from './evaluate.js';
import { pairedScores } from './paired-scores.js';
import { atCommonTrials, commonTrialEstimates, dependsOnTrials } from './common-trials.js';
import { differenceSkewness } from './trial-model.js';
import { type Dispersion, checkDispersion } from './dispersion.js';
import { trialNoiseSigma } from './trial-noise.js';
import type { ComparisonInput, Interval, SideSize, ValueScale } from './types.js';

/** A comparison ready for `decide`, and how its uncertainty was obtained (for the report). */
export interface BuiltComparison {
  readonly input: ComparisonInput;
  readonly uncertainty: 'posterior' | 'bootstrap';
  /** `uncertainty: bootstrap`: the paired Δ's bootstrap distribution. */
  readonly bootstrap?: {
    readonly iterations: number;
    readonly seed: number;
    readonly delta: Interval;
  };
}

/** The scale a metric's comparison decides on (see ValueScale). */
export function valueScale(spec: MetricSpec, ctx: MetricContext): ValueScale {
  if (spec.family === 'avg') return 'mean-score';
  if (spec.family === 'bayes') return ctx.R0 ? 'posterior' : 'mean-score';
  return 'metric';
}

/** Mean trials per question (N when rectangular). */
function meanTrials(table: CountTable): number {
  const t = table.trials;
  let s = 0;
  for (let q = 0; q < t.length; q++) s += t[q] as number;
  return t.length > 0 ? s / t.length : 0;
}

/**
 * Every question with two or more trials has them all in one label, and some question has two or
 * more: repeated trials that never disagree (greedy decoding, a cached run).
 */
export function constantTrials(table: CountTable): boolean {
  const k = table.categories;
  let repeated = false;
  for (let q = 0; q < table.trials.length; q++) {
    const n = table.trials[q] as number;
    if (n < 2) continue;
    repeated = true;
    let largest = 0;
    for (let c = 0; c < k; c++) largest = Math.max(largest, table.counts[q * k + c] as number);
    if (largest !== n) return false;
  }
  return repeated;
}

/**
 * The metric as its comparison decides on it (`valueScale`): Bayes@N without a prior becomes
 * avg@N (the mean score, with Bayes@N's posterior σ rescaled), and the mean-score metrics are
 * clipped to the score's range [min w, max w] unless the spec sets bounds.
 */
export function decidedSpec(spec: MetricSpec, ctx: MetricContext): MetricSpec {
  const scale = valueScale(spec, ctx);
  const w = spec.w ?? ctx.w ?? [0, 1];
  const lo = Math.min(...w);
  const hi = Math.max(...w);
  return {
    ...spec,
    ...(scale === 'mean-score' && spec.family === 'bayes' ? { family: 'avg' as const } : {}),
    ...(spec.bounds === undefined && scale === 'mean-score' && hi > lo
      ? { bounds: [lo, hi] as const }
      : {}),
  };
}

/**
 * One side's value on the decided scale, with its interval: what a comparison, a trend point or
 * a leaderboard row shows for this table.
 *
 * - Bayes@N without a prior, avg@N: the mean score with Bayes@N's posterior σ rescaled (avgCi).
 * - Bayes@N with a prior: its posterior (bayesCi).
 * - The other metrics (`metric` scale): the metric's own finite-sample estimator (Pass@k's
 *   unbiased estimator, ...), the value rule paired's per-question scores average to, with the
 *   σ of its `*Ci` function. Their `*Ci` means are posterior means of the latent metric under a
 *   Beta prior per question, pulled towards the prior by an amount that depends on N, as Bayes@N's
 *   is; the estimator's expectation does not depend on N.
 *
 * @example decidedInterval(countTableFromMatrix([[1, 1], [0, 1]]), bayesSpec, { confidence: 0.95 }).mu
 *   // 0.75: the mean score (Bayes@N's own posterior mean is 0.625)
 */
export function decidedInterval(table: CountTable, spec: MetricSpec, ctx: MetricContext): Interval {
  const decided = decidedSpec(spec, ctx);
  const posterior = metricInterval(table, decided, ctx);
  if (valueScale(spec, ctx) !== 'metric') return posterior;
  // max@k above the trials: its posterior is all there is (no finite-sample estimator).
  if (spec.family === 'max' && spec.k !== undefined && spec.k > minTrials(table)) return posterior;
  const mu = metricPoint(table, decided, ctx);
  // The estimate's trial noise, where it is known: the posterior σ of the latent target is
  // smaller at small N (trial-noise.ts).
  const sigma = trialNoiseSigma(table, decided, ctx) ?? posterior.sigma;
  const { lo, hi } = normalCredibleInterval(mu, sigma, ctx.confidence, decided.bounds ?? [0, 1]);
  return { mu, sigma, lo, hi };
}

/**
 * The comparison of one metric on two aligned tables (same question ids in the same order):
 * intervals on the decided scale (clipped to the score's range for the mean-score metrics), the
 * paired bootstrap when the metric asks for it, the per-question scores, the sizes, and Bayes@N's
 * own posterior when the decided scale is the mean score.
 *
 * @example buildComparison(base, cand, bayesSpec, { baseline: ctx, candidate: ctx }).input.scale
 *   // 'mean-score'
 */
export function buildComparison(
  baseline: CountTable,
  candidate: CountTable,
  spec: MetricSpec,
  ctx: { readonly baseline: MetricContext; readonly candidate: MetricContext },
): BuiltComparison {
  const scale = valueScale(spec, ctx.baseline);
  checkAboveTrials(baseline, candidate, spec);
  const w = spec.w ?? ctx.baseline.w ?? [0, 1];
  const decided = decidedSpec(spec, ctx.baseline);
  let paired = pairedScores(baseline, candidate, decided, ctx);
  let base: Interval;
  let cand: Interval;
  let built: Omit<BuiltComparison, 'input'>;
  let pairedDelta: Interval | undefined;
  let commonTrials = false;
  if (spec.uncertainty === 'bootstrap') {
    const r = bootstrapMetric(baseline, candidate, decided, ctx);
    base = r.baseline;
    cand = r.candidate;
    pairedDelta = r.delta;
    built = {
      uncertainty: 'bootstrap',
      bootstrap: { iterations: r.iterations, seed: r.seed, delta: r.delta },
    };
  } else {
    base = decidedInterval(baseline, spec, ctx.baseline);
    cand = decidedInterval(candidate, spec, ctx.candidate);
    built = { uncertainty: 'posterior' };
    // An estimate whose expectation depends on the trials, where the sides ran different numbers:
    // both at each question's common trial count (common-trials.ts).
    if (paired?.unequalTrials && dependsOnTrials(spec)) {
      const targets = baseline.trials.map((n, q) => Math.min(n, candidate.trials[q] as number));
      const b = atCommonTrials(baseline, targets, decided, ctx.baseline);
      const c = atCommonTrials(candidate, targets, decided, ctx.candidate);
      base = b.interval;
      cand = c.interval;
      paired = {
        ...paired,
        baseline: b.scores,
        candidate: c.scores,
        ...(paired.trialCorrelation !== undefined
          ? {
              meanSkewness: differenceSkewness(
                baseline,
                candidate,
                paired.trialCorrelation,
                commonTrialEstimates(decided, ctx.baseline),
              ),
            }
          : {}),
      };
      commonTrials = true;
    }
  }
  // The trial model's σ's against the spread of the per-question differences (dispersion.ts): a
  // paired bootstrap's Δ already carries the data's spread.
  let dispersion: Dispersion | undefined;
  if (paired && spec.uncertainty !== 'bootstrap') {
    const d = new Float64Array(paired.baseline.length);
    for (let q = 0; q < d.length; q++)
      d[q] = (paired.candidate[q] as number) - (paired.baseline[q] as number);
    const checked = checkDispersion({
      baseline: base,
      candidate: cand,
      differences: d,
      confidence: ctx.baseline.confidence,
      bounds: decided.bounds ?? [Math.min(...w), Math.max(...w)],
      ...(paired.trialCorrelation !== undefined
        ? { trialCorrelation: paired.trialCorrelation }
        : {}),
    });
    if (checked) ({ baseline: base, candidate: cand, dispersion } = checked);
  }
  // Bayes@N's own posterior, with the same clipping, for the report.
  const own: MetricSpec = decided.bounds ? { ...spec, bounds: decided.bounds } : spec;
  const posterior =
    spec.family === 'bayes' && scale === 'mean-score'
      ? {
          baseline: metricInterval(baseline, own, ctx.baseline),
          candidate: metricInterval(candidate, own, ctx.candidate),
        }
      : undefined;
  const c = w.length - 1;
  const size = (table: CountTable, prior: CountTable | undefined): SideSize => {
    const n = meanTrials(table);
    return { trials: n, effectiveTrials: 1 + c + (prior ? meanTrials(prior) : 0) + n };
  };
  const input: ComparisonInput = {
    metric: spec.label,
    baseline: base,
    candidate: cand,
    gate: spec.gate,
    scale,
    ...(posterior ? { posterior } : {}),
    ...(pairedDelta !== undefined ? { pairedDelta } : {}),
    sizes: {
      baseline: size(baseline, ctx.baseline.R0),
      candidate: size(candidate, ctx.candidate.R0),
    },
    // The σ scaling of the trial budget is exact for Bayes@N and for the mean score.
    approximateBudget: scale === 'metric' && !METRIC_FAMILIES[spec.family].exactBudget,
    bootstrap: spec.uncertainty === 'bootstrap',
    deterministic: constantTrials(baseline) && constantTrials(candidate),
    ...(paired !== undefined ? { paired } : {}),
    ...(dispersion !== undefined ? { dispersion } : {}),
    ...(commonTrials ? { commonTrials } : {}),
  };
  return { input, ...built };
}

/**
 * max@k above a side's trials is its posterior (no finite-sample estimate), whose pull towards the
 * prior depends on the trials: two sides that ran different numbers cannot be compared on it (the
 * same model at 16 and 2 trials per question was called better in 74% of PRs under overlap). A
 * ValidationError naming the metric and the trials, and what would compare.
 */
function checkAboveTrials(baseline: CountTable, candidate: CountTable, spec: MetricSpec): void {
  if (spec.family !== 'max' || spec.k === undefined) return;
  const nb = minTrials(baseline);
  const nc = minTrials(candidate);
  const fewer = Math.min(nb, nc);
  if (spec.k <= fewer) return;
  let same = baseline.trials.length === candidate.trials.length;
  for (let q = 0; same && q < baseline.trials.length; q++)
    same = baseline.trials[q] === candidate.trials[q];
  if (same) return;
  throw new ValidationError(
    `${spec.label} cannot compare a baseline of ${nb} and a candidate of ${nc} trials per question: above a side's trials it is a posterior whose pull towards the prior depends on the trials; use max@${fewer} (at most the fewer trials), or run the same trials on both sides`,
    'metrics',
  );
}
