/**
 * The leaderboard engine: what the CLI's `rank` and the action's `candidates` mode run.
 * models (name + files) -> readers -> alignment across ALL models -> one interval per model and
 * metric (the compare engine's `metricInterval`) -> `rankModels` -> Markdown / JSON.
 *
 * With a baseline model the outcome also carries a verdict against it, decided on the first
 * gating metric's leaderboard: `improvement` when some candidate is credibly above the baseline,
 * `regression` when every candidate is credibly below it, else `no-change`.
 *
 * The steps live in their own modules: rank-models.ts (settings, models, reading, alignment,
 * weights), rank-verdict.ts (the verdict against the baseline), rank-report.ts (JSON and
 * Markdown); this module computes the leaderboards.
 */
import { overrideName } from '../config/index.js';
import {
  type Leaderboard,
  METRIC_FAMILIES,
  type RankModelInput,
  isSingleTrialBinary,
  metricInterval,
  questionScores,
  rankModels,
} from '../decision/index.js';
import { ConfigError, ValidationError, showValue, withWarnings } from '../errors.js';
import { type CountTable, questionNoise } from '../metrics/index.js';
import {
  alignModels,
  checkModels,
  readModels,
  resolveSettings,
  resolveWeights,
  rankedSources,
  type Settings,
} from './rank-models.js';
import { renderRankReports } from './rank-report.js';
import type {
  RankModelSource,
  RankOutcome,
  RankRequest,
  UncheckedRankRequest,
} from './rank-types.js';
import { baselineVerdict, listNames, verdictSentence } from './rank-verdict.js';
import { maxLabel, meanTrials, priorFor } from './tables.js';
import { checkComparisonCount, checkWorkBudget } from './work.js';
import type { Verdict } from './types.js';

export type {
  BaselineVerdict,
  RankModelSource,
  RankOutcome,
  RankRequest,
  RankedSource,
  UncheckedRankRequest,
} from './rank-types.js';
export { baselineVerdict } from './rank-verdict.js';
export { parseModelArgument } from './model-argument.js';

/**
 * Ranks several models: reads every model's files, aligns them on question id, computes each
 * metric's interval per model exactly as `compare` does, ranks them with `rankModels` (competition
 * ranks of the posterior mean, interval-aware groups, rho, trial budgets), and renders the
 * leaderboard as Markdown (comment <= 65,536 characters, summary <= 1 MiB) and JSON
 * (`scorio-eval-leaderboard/1`). Throws a ScorioError (ConfigError / InputError) for bad settings
 * or files.
 *
 * @example (await rank({ models: [{ name: 'a', paths: ['a.csv'] }, { name: 'b', paths: ['b.csv'] }],
 *   cwd })).boards[0].models[0].rank // 1
 */
export async function rank(request: RankRequest): Promise<RankOutcome> {
  return rankUnchecked(request);
}

/**
 * `rank` for settings typed as strings (the CLI's flags): the same run, each value validated with
 * a message naming its flag or input.
 */
export async function rankUnchecked(request: UncheckedRankRequest): Promise<RankOutcome> {
  const all = checkModels(request);
  const { settings, warnings } = await resolveSettings(request);
  try {
    checkComparisonCount(
      all.length * settings.metrics.length,
      `${all.length} models × ${settings.metrics.length} metrics`,
      request.benchmark ?? 'the leaderboard',
      settings.maxComparisons,
      settings.maxComparisonsSetting,
    );
    return await rankWith(request, all, settings, warnings);
  } catch (error) {
    throw withWarnings(error, warnings);
  }
}

/** `rank` once the settings are resolved (`policyWarnings`: the config keys the policy ignored). */
async function rankWith(
  request: UncheckedRankRequest,
  all: readonly RankModelSource[],
  settings: Settings,
  policyWarnings: readonly string[],
): Promise<RankOutcome> {
  const source = request.overrideSource ?? 'flag';
  const models = await readModels(request, all, settings);
  const aligned = alignModels(models, settings.align, settings.source);
  const warnings = [
    ...policyWarnings,
    ...models.flatMap((m) => m.read.warnings.map((w) => `${m.source.name}: ${w}`)),
  ];
  const label = request.benchmark !== undefined ? `${request.benchmark}: ` : '';
  // Questions a model lost to errors (errored, never ran), and what the errors setting made of them.
  for (const m of models) {
    const lost = m.read.lost;
    if (lost === undefined || lost.byQuestion.size === 0) continue;
    const all = new Set([...m.read.table.ids, ...lost.byQuestion.keys()]);
    warnings.push(
      `${label}${m.source.name} lost ${lost.byQuestion.size} of ${all.size} questions to errors (${lost.errored} errored, ${lost.neverRan} never ran); ${settings.errors === 'fail' ? 'counted as failures (errors: fail)' : 'left out (errors: missing)'}.`,
    );
  }
  if (aligned.leftOut.some((n) => n > 0))
    warnings.push(
      `${label}ranked the ${aligned.ids.length} questions common to all ${models.length} models; left out ${models
        .map((m, i) => ({ name: m.source.name, n: aligned.leftOut[i] as number }))
        .filter((x) => x.n > 0)
        .map((x) => `${x.n} of ${x.name}`)
        .join(', ')} (align: intersect).`,
    );

  const top = Math.max(...aligned.tables.map(maxLabel));
  const w = resolveWeights(settings, models, top, source);
  const k = (aligned.tables[0] as CountTable).categories;
  const priors = models.map((m) =>
    m.read.prior ? priorFor(m.read.prior, aligned.ids, k) : undefined,
  );
  const metricFlag = overrideName('metrics', source);
  checkWorkBudget(
    [
      {
        name: request.benchmark ?? 'rank',
        metrics: settings.metrics,
        tables: aligned.tables,
        historyRuns: 0,
      },
    ],
    settings.workBudget,
    settings.workBudgetSetting,
  );

  const boards: Leaderboard[] = settings.metrics.map((spec) => {
    const fam = METRIC_FAMILIES[spec.family];
    if (fam.binaryOnly && top > 1)
      throw new ConfigError(
        `${metricFlag}: ${spec.label} needs binary outcomes (0/1); the files have labels 0..${top} (use bayes, avg or max@k with weights)`,
        metricFlag,
      );
    const weights = spec.w ?? w;
    const c = (weights?.length ?? 2) - 1;
    const inputs: RankModelInput[] = models.map((m, i) => {
      const table = aligned.tables[i] as CountTable;
      const prior = fam.options.includes('R0') ? priors[i] : undefined;
      let interval;
      let scores: RankModelInput['scores'];
      try {
        const ctx = {
          confidence: settings.confidence,
          ...(weights !== undefined ? { w: weights } : {}),
          ...(prior ? { R0: prior } : {}),
        };
        interval = metricInterval(table, spec, ctx);
        if (settings.rule === 'paired') {
          const values = questionScores(table, spec, ctx);
          if (values === undefined)
            throw new ConfigError(
              `${overrideName('rule', source)}: paired does not apply to ${spec.label} (the metric has no per-question score); rank it with rule overlap or z`,
              overrideName('rule', source),
            );
          const w = weights ?? [0, 1];
          scores = {
            values,
            singleTrialBinary: isSingleTrialBinary(values, values, {
              baseline: table.trials,
              candidate: table.trials,
            }),
            noiseVariance: questionNoise(table, w),
          };
        }
      } catch (e) {
        if (e instanceof ValidationError)
          throw new ConfigError(
            `${metricFlag} ${spec.label} (${showValue(m.source.name)}): ${e.message}`,
            metricFlag,
          );
        throw e;
      }
      const n = meanTrials(table);
      return {
        name: m.source.name,
        interval,
        size: { trials: n, effectiveTrials: 1 + c + (prior ? meanTrials(prior) : 0) + n },
        ...(scores !== undefined ? { scores } : {}),
      };
    });
    return rankModels(
      inputs,
      {
        rule: settings.rule,
        confidence: settings.confidence,
        minConfidence: settings.minConfidence,
        alpha: settings.alpha,
      },
      {
        ...(request.benchmark !== undefined ? { benchmark: request.benchmark } : {}),
        metric: spec.label,
        approximateBudget: !fam.exactBudget,
      },
    );
  });

  const deciding = boards[
    Math.max(
      0,
      settings.metrics.findIndex((s) => s.gate),
    )
  ] as Leaderboard;
  const versus = request.baseline ? baselineVerdict(deciding, request.baseline.name) : null;
  const verdict: Verdict = versus?.verdict ?? 'no-change';
  const first = boards[0] as Leaderboard;
  const topGroup = first.groups[0]?.models ?? [];
  const leader = topGroup.length === 1 ? (topGroup[0] as string) : null;
  const verdictLine = versus
    ? verdictSentence(versus, false)
    : `no baseline: leaderboard of ${models.length} models; ${
        leader !== null
          ? `"${leader}" is credibly first`
          : `no credible winner (top group: ${listNames(topGroup, false)})`
      }`;

  const sources = rankedSources(models, aligned);
  const reports = renderRankReports({
    boards,
    verdict,
    versus,
    leader,
    topGroup,
    settings,
    weights: w,
    questions: aligned.ids.length,
    sources,
    warnings,
    generatedAt: (request.now ?? new Date()).toISOString(),
    fullReportHint: request.fullReportHint ?? 'the job summary',
  });
  return {
    verdict,
    versusBaseline: versus,
    boards,
    leader,
    topGroup,
    verdictLine,
    models: sources,
    questions: aligned.ids.length,
    ...reports,
    warnings,
  };
}
