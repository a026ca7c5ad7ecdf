/**
 * The per-question scores of both sides for rule `paired` and Δ, with what the test and the
 * report need besides them: McNemar's case, each side's trial noise, the floor of the interval
 * drawn, the range of a difference, how the SE moves under a drop, and the trial model's
 * correlation and skewness (trial-model.ts).
 */
import {
  type CountTable,
  bayesQuestions,
  observedLabels,
  questionNoise,
} from '../metrics/index.js';
import type { MetricSpec } from './catalog.js';
import { type MetricContext, questionEstimates } from './evaluate.js';
import { linearized, linearizedEstimates } from './linearized.js';
import { questionScores } from './question-scores.js';
import { isSingleTrialBinary } from './single-trial.js';
import { differenceSkewness, meanScores, trialCorrelation } from './trial-model.js';
import type { PairedScores } from './types.js';

/** Σ_q (v_bq + v_cq) / M²: the posterior variance of Δ that no sample SE may go below. */
function floorVariance(
  baseline: CountTable,
  candidate: CountTable,
  spec: MetricSpec,
  ctx: { baseline: MetricContext; candidate: MetricContext },
): number {
  const m = baseline.trials.length;
  let v = 0;
  for (const [table, c] of [
    [baseline, ctx.baseline],
    [candidate, ctx.candidate],
  ] as const) {
    const w = spec.w ?? c.w ?? [0, 1];
    const { variances } = bayesQuestions(table, {
      w,
      ...(spec.family === 'bayes' && c.R0 ? { R0: c.R0 } : {}),
    });
    for (let q = 0; q < m; q++) v += variances[q] as number;
  }
  return v / (m * m);
}

/**
 * The per-question scores of both sides (aligned tables), for rule `paired` and Δ, with
 * McNemar's case, each side's trial noise ν, the floor on Var(Δ) (Bayes@N and avg@N) and the
 * range of a difference.
 *
 * @example pairedScores(base, cand, { family: 'pass', k: 4, ... }, ctx)?.baseline[0]
 *   // 1 - C(N - c, 4) / C(N, 4) for question 0
 */
export function pairedScores(
  baseline: CountTable,
  candidate: CountTable,
  spec: MetricSpec,
  ctx: { baseline: MetricContext; candidate: MetricContext },
): PairedScores | undefined {
  const b = questionScores(baseline, spec, ctx.baseline);
  const c = questionScores(candidate, spec, ctx.candidate);
  if (!b || !c) return undefined;
  const wb = spec.w ?? ctx.baseline.w ?? [0, 1];
  const wc = spec.w ?? ctx.candidate.w ?? [0, 1];
  const scored = spec.family === 'bayes' || spec.family === 'avg';
  const range = scored ? Math.max(...wb, ...wc) - Math.min(...wb, ...wc) : 1;
  const equal = sameTrials(baseline.trials, candidate.trials);
  // 0/1 trials: the trial model's intra-run correlation, and its skewness of the differences when
  // the sides ran different trials (trial-model.ts).
  let model: { trialCorrelation: number; meanSkewness?: number } | undefined;
  if (binaryTable(baseline) && binaryTable(candidate) && !(ctx.baseline.R0 || ctx.candidate.R0)) {
    const rho = trialCorrelation(baseline, candidate);
    const lo = wb[0] as number;
    const step = (wb[1] as number) - lo;
    const estimates = scored
      ? (n: number) => meanScores(n).map((x) => lo + step * x)
      : (blendEstimates(baseline, candidate, spec, ctx) ?? questionEstimates(spec, ctx.baseline));
    model = {
      trialCorrelation: rho,
      ...(equal ? {} : { meanSkewness: differenceSkewness(baseline, candidate, rho, estimates) }),
    };
  }
  return {
    baseline: b,
    candidate: c,
    singleTrialBinary: isSingleTrialBinary(b, c, {
      baseline: baseline.trials,
      candidate: candidate.trials,
    }),
    noise: { baseline: questionNoise(baseline, wb), candidate: questionNoise(candidate, wc) },
    ...(scored ? { floorVariance: floorVariance(baseline, candidate, spec, ctx) } : {}),
    range,
    ...(scored && binaryWeights(wb) && binaryWeights(wc)
      ? { dropVarianceSlope: dropVarianceSlope(b, c, candidate.trials) }
      : {}),
    ...(equal ? {} : { unequalTrials: true }),
    ...(model ?? {}),
  };
}

/** Every label of the table is 0 or 1. */
function binaryTable(table: CountTable): boolean {
  return table.categories <= 2 || observedLabels(table).every((label) => label <= 1);
}

function sameTrials(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let q = 0; q < a.length; q++) if (a[q] !== b[q]) return false;
  return true;
}

function binaryWeights(w: readonly number[]): boolean {
  return w.length === 2 && w[0] === 0 && w[1] === 1;
}

/**
 * For 0/1 outcomes: d SE(Δ)² / dδ when the candidate drops by δ. Each question's binomial
 * variance p(1 − p) / N_c moves by δ (2p − 1) / N_c; averaged over the M questions (p̄ pooled over
 * both sides) and divided by M for SE².
 */
function dropVarianceSlope(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  trials: ArrayLike<number>,
): number {
  const m = baseline.length;
  let s = 0;
  for (let q = 0; q < m; q++) {
    const p = ((baseline[q] as number) + (candidate[q] as number)) / 2;
    s += (2 * p - 1) / (trials[q] as number);
  }
  return s / (m * m);
}

/**
 * A blend's linearized estimate with the two sides' coefficients averaged (what the skewness of
 * their differences is computed with); undefined for a metric that is not a blend.
 */
function blendEstimates(
  baseline: CountTable,
  candidate: CountTable,
  spec: MetricSpec,
  ctx: { baseline: MetricContext; candidate: MetricContext },
): ((n: number) => Float64Array) | undefined {
  const b = linearized(baseline, spec, ctx.baseline);
  const c = linearized(candidate, spec, ctx.candidate);
  if (!b || !c) return undefined;
  const [b0, b1] = b.coefficients;
  const [c0, c1] = c.coefficients;
  return linearizedEstimates(spec, ctx.baseline, [(b0 + c0) / 2, (b1 + c1) / 2]);
}
