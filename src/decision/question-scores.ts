/**
 * The per-question scores a comparison decides on (rule paired's, the dispersion check's).
 */
import { type CountTable, bayesQuestions, questionMeans } from '../metrics/index.js';
import type { MetricSpec } from './catalog.js';
import { type MetricContext, minTrials, perQuestionValues } from './evaluate.js';
import { blendParts, linearized } from './linearized.js';

/**
 * The per-question scores of a metric on one table, on the scale its comparison decides on:
 * Bayes@N without a prior and avg@N use the per-question mean Σ w_c n_qc / N_q (whose
 * expectation does not depend on N); Bayes@N with a prior `R0` its per-question posterior mean;
 * the other metrics their per-question point estimate (`perQuestionValues`); the blends of two
 * means (geom-ds@k, geo-spectrum@k) their linearization (linearized.ts). Undefined where none
 * exists: rule paired does not apply then.
 */
export function questionScores(
  table: CountTable,
  spec: MetricSpec,
  ctx: MetricContext,
): Float64Array | undefined {
  const w = spec.w ?? ctx.w ?? [0, 1];
  if (spec.family === 'bayes' && ctx.R0) return bayesQuestions(table, { w, R0: ctx.R0 }).means;
  if (spec.family === 'bayes' || spec.family === 'avg') return questionMeans(table, w);
  // max@k above a question's trials has a posterior but no finite-sample estimate: no
  // per-question scores (rule paired does not apply), while its interval still does.
  if (spec.family === 'max' && spec.k !== undefined && spec.k > minTrials(table)) return undefined;
  if (blendParts(spec)) return linearized(table, spec, ctx)?.scores;
  return perQuestionValues(table, spec, ctx);
}
