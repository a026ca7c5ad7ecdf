/**
 * A leaderboard from count tables (pure): each model's value on the decided scale, and each pair
 * built by `buildComparison`, the function `compare` builds its one comparison with. So a pair of
 * the leaderboard is decided, and its trial budget estimated, from exactly the input `compare`
 * would decide the same two files on (the per-question scores, their trial noise, the posterior
 * floor, the sizes, the scale), and `npm run validate` measures the leaderboard as `rank` runs it.
 */
import type { CountTable } from '../metrics/index.js';
import { METRIC_FAMILIES, type MetricSpec } from './catalog.js';
import { buildComparison, decidedInterval, decidedSpec, valueScale } from './comparison-input.js';
import type { MetricContext } from './evaluate.js';
import { questionScores } from './question-scores.js';
import {
  type Leaderboard,
  type RankModelInput,
  type RankOptions,
  type RankSettings,
  rankModels,
} from './rank.js';
import type { ComparisonInput, Decoding, ValueScale } from './types.js';
import { ValidationError, showValue } from '../errors.js';

/** A metric that cannot be computed on one model's table: the model and the reason. */
export class ModelInputError extends ValidationError {
  override name = 'ModelInputError';
  constructor(
    readonly model: string,
    readonly reason: ValidationError,
  ) {
    super(`${showValue(model)}: ${reason.message}`, reason.argument);
  }
}

/** One model's outcomes, aligned with every other model's (same question ids, same order). */
export interface RankTableModel {
  readonly name: string;
  readonly table: CountTable;
  /** Prior outcomes R0 aligned with the table (used by the metrics that take one). */
  readonly prior?: CountTable;
  /** What the model's log says of its decoding: greedy gives its pairs no trial advice. */
  readonly decoding?: Decoding;
}

/** What every model's metric is computed with: the interval's level and the rubric weights. */
export interface RankTableContext {
  readonly confidence: number;
  readonly w?: readonly number[];
}

/** The leaderboard's inputs: one per model, and the pair builder `rankModels` takes. */
export interface LeaderboardInputs {
  readonly models: readonly RankModelInput[];
  /** The pair (upper as baseline, lower as candidate), built on each call (not kept: it holds both sides' per-question scores). */
  readonly comparison: (upper: number, lower: number) => ComparisonInput;
  /** The board's scale: a prior on any model puts Bayes@N on its posterior scale. */
  readonly scale: ValueScale;
  /** The 1/√(T + 1) scaling of the trial budget is approximate for this metric. */
  readonly approximateBudget: boolean;
}

function meanTrials(table: CountTable): number {
  const t = table.trials;
  let s = 0;
  for (let q = 0; q < t.length; q++) s += t[q] as number;
  return t.length > 0 ? s / t.length : 0;
}

/**
 * Each model's interval on the decided scale (Bayes@N without a prior: the mean score, which the
 * trial counts do not move) with its size, and the pair builder. Throws a ValidationError
 * naming the model when a metric cannot be computed, and under rule paired when the metric has
 * no per-question score.
 *
 * @example leaderboardInputs([{ name: 'a', table: a }, { name: 'b', table: b }], bayesSpec,
 *   { confidence: 0.95 }).scale // 'mean-score'
 */
export function leaderboardInputs(
  models: readonly RankTableModel[],
  spec: MetricSpec,
  ctx: RankTableContext,
  rule?: RankSettings['rule'],
): LeaderboardInputs {
  const fam = METRIC_FAMILIES[spec.family];
  const takesPrior = fam.options.includes('R0');
  const contexts: MetricContext[] = models.map((m) => ({
    confidence: ctx.confidence,
    ...(ctx.w !== undefined ? { w: ctx.w } : {}),
    ...(takesPrior && m.prior ? { R0: m.prior } : {}),
  }));
  const withPrior = contexts.find((c) => c.R0 !== undefined);
  const scale = valueScale(spec, withPrior ?? { confidence: ctx.confidence });
  const c = (spec.w ?? ctx.w ?? [0, 1]).length - 1;
  const inputs: RankModelInput[] = models.map((m, i) => {
    const own = contexts[i] as MetricContext;
    try {
      if (rule === 'paired' && questionScores(m.table, decidedSpec(spec, own), own) === undefined)
        throw new ValidationError(
          `paired does not apply to ${spec.label} (the metric has no per-question score); rank it with rule overlap or z`,
          'rule',
        );
      const n = meanTrials(m.table);
      const prior = own.R0 ? meanTrials(own.R0) : 0;
      return {
        name: m.name,
        interval: decidedInterval(m.table, spec, own),
        size: { trials: n, effectiveTrials: 1 + c + prior + n },
      };
    } catch (e) {
      if (e instanceof ValidationError && !(e instanceof ModelInputError))
        throw new ModelInputError(m.name, e);
      throw e;
    }
  });
  const comparison = (upper: number, lower: number): ComparisonInput => {
    const [u, l] = [models[upper] as RankTableModel, models[lower] as RankTableModel];
    const input = buildComparison(u.table, l.table, spec, {
      baseline: contexts[upper] as MetricContext,
      candidate: contexts[lower] as MetricContext,
    }).input;
    return u.decoding || l.decoding
      ? { ...input, decoding: { baseline: u.decoding ?? null, candidate: l.decoding ?? null } }
      : input;
  };
  return {
    models: inputs,
    comparison,
    scale,
    approximateBudget: scale === 'metric' && !fam.exactBudget,
  };
}

/**
 * Ranks models given as aligned count tables: `leaderboardInputs`, then `rankModels` with its
 * pair builder (what the engine's `rank` and `npm run validate` run).
 */
export function rankTables(
  models: readonly RankTableModel[],
  spec: MetricSpec,
  ctx: RankTableContext,
  settings: RankSettings,
  options: Pick<RankOptions, 'tol' | 'benchmark'> = {},
): Leaderboard {
  const inputs = leaderboardInputs(models, spec, ctx, settings.rule);
  return rankInputs(inputs, spec, settings, options);
}

/** `rankModels` on prepared inputs (the simulation ranks one set of inputs under several rules). */
export function rankInputs(
  inputs: LeaderboardInputs,
  spec: MetricSpec,
  settings: RankSettings,
  options: Pick<RankOptions, 'tol' | 'benchmark'> = {},
): Leaderboard {
  return rankModels(inputs.models, settings, {
    ...options,
    metric: spec.label,
    scale: inputs.scale,
    approximateBudget: inputs.approximateBudget,
    bootstrap: spec.uncertainty === 'bootstrap',
    comparison: inputs.comparison,
  });
}
