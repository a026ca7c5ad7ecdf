/**
 * The σ of a metric decided on its own estimator (the `metric` scale: Pass@k's unbiased
 * estimator, maj@k's, AUC@K's, ...): the trial noise of the estimate, sqrt(Σ_q E[Var(Û_q | p_q)])
 * / M, each question's term from the posterior of its success rate (metrics/estimator-noise.ts).
 *
 * The `*Ci` functions' σ is the posterior spread of the latent target, which at small N is well
 * below the spread of the estimator two runs are compared on (Pass@2 at N = 4: about half the
 * variance). Rules overlap and z compare two estimates with that σ, so with it they called an
 * unchanged model worse in 1–4.5% (overlap) and 7–15% (z at 5%) of PRs; docs/statistics.md
 * ("Every metric family") measures both.
 */
import { type CountTable, estimatorNoise, observedLabels } from '../metrics/index.js';
import { METRIC_FAMILIES, type MetricSpec } from './catalog.js';
import { type MetricContext, questionEstimates } from './evaluate.js';
import { blendParts, linearized, linearizedEstimates } from './linearized.js';
import { rubricTrialNoiseSigma } from './rubric-noise.js';

/**
 * sqrt(Σ_q E[Var(Û_q | p_q)]) / M of the metric's per-question estimate on a 0/1 table, p_q ~
 * Beta(α0 + ν_q, β0 + N_q − ν_q) (the metric's own prior, default Beta(1, 1)). Undefined where
 * it does not apply: rubric labels above 1, a prior table R0, or a metric that is neither a mean
 * of per-question estimates nor a blend of two (the caller keeps the posterior σ there).
 *
 * @example trialNoiseSigma(countTableFromMatrix([[1, 1, 0, 0]]), passSpec(2), ctx)
 *   // √0.0675 = 0.2597 (the posterior σ of Pass@2 is √0.0374 = 0.1934)
 */
export function trialNoiseSigma(
  table: CountTable,
  spec: MetricSpec,
  ctx: MetricContext,
): number | undefined {
  if (ctx.R0 || spec.R0 !== undefined) return undefined;
  const blend = blendParts(spec) !== undefined;
  if (!blend && !METRIC_FAMILIES[spec.family].meanOfQuestions) return undefined;
  // Rubric labels: max@k by enumeration of the count vectors (rubric-noise.ts).
  if (observedLabels(table).some((label) => label > 1))
    return rubricTrialNoiseSigma(table, spec, ctx);
  const m = table.trials.length;
  if (m === 0) return undefined;
  const a0 = spec.alpha0 ?? 1;
  const b0 = spec.beta0 ?? 1;
  // Û(0..N) per trial count, and E[Var(Û | p)] per (N, ν): at most N + 1 states per N.
  let estimates = questionEstimates(spec, ctx);
  if (blend) {
    // A blend of two means: the trial noise of its linearization (linearized.ts).
    const lin = linearized(table, spec, ctx);
    if (!lin) return undefined;
    estimates = linearizedEstimates(spec, ctx, lin.coefficients);
  }
  const noise = new Map<string, number>();
  let sum = 0;
  for (let q = 0; q < m; q++) {
    const n = table.trials[q] as number;
    const nu = table.categories > 1 ? (table.counts[q * table.categories + 1] as number) : 0;
    const key = `${n},${nu}`;
    let v = noise.get(key);
    if (v === undefined) {
      v = estimatorNoise(estimates(n), a0 + nu, b0 + n - nu);
      noise.set(key, v);
    }
    sum += v;
  }
  return Math.sqrt(sum) / m;
}
