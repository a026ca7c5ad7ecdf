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
  type LeaderboardInputs,
  METRIC_FAMILIES,
  ModelInputError,
  leaderboardInputs,
  rankInputs,
} from '../decision/index.js';
import { ConfigError, showValue, withWarnings } from '../errors.js';
import type { CountTable } from '../metrics/index.js';
import { fixed } from '../report/index.js';
import {
  alignModels,
  checkModels,
  checkSameTasks,
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
import { maxLabel, priorFor } from './tables.js';
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
  // The same task for every model, as compare requires of its two sides.
  const mismatches = checkSameTasks(models, settings);
  const aligned = alignModels(models, settings.align, settings.source);
  const warnings = [
    ...policyWarnings,
    ...mismatches,
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
  if (
    settings.multipleComparisonsGiven &&
    settings.multipleComparisons === 'holm' &&
    settings.rule === 'overlap' &&
    models.length > 2
  ) {
    const flag = overrideName('multipleComparisons', source);
    warnings.push(
      `${flag}: holm adjusts the p-values of rules z and paired; rule overlap has none and decides each pair on its own (the leaderboard states its rate per pair). For a family-wise level, rank with rule z or paired.`,
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
  // Each model's metric is computed once for its own interval and again in each of its K − 1
  // pairs (every pair is built as compare builds its comparison): K times in all.
  checkWorkBudget(
    [
      {
        name: request.benchmark ?? 'rank',
        metrics: settings.metrics,
        tables: aligned.tables.flatMap((t) => new Array<CountTable>(models.length).fill(t)),
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
    // Every model on the decided scale (Bayes@N without a prior: the mean score, which the trial
    // counts do not move), every pair built as compare builds its comparison.
    let inputs: LeaderboardInputs;
    try {
      inputs = leaderboardInputs(
        models.map((m, i) => ({
          name: m.source.name,
          table: aligned.tables[i] as CountTable,
          ...(priors[i] ? { prior: priors[i] } : {}),
          ...(m.read.decoding ? { decoding: m.read.decoding } : {}),
        })),
        spec,
        { confidence: settings.confidence, ...(weights !== undefined ? { w: weights } : {}) },
        settings.rule,
      );
    } catch (e) {
      if (e instanceof ModelInputError && e.reason.argument === 'rule') {
        const flag = overrideName('rule', source);
        throw new ConfigError(`${flag}: ${e.reason.message}`, flag);
      }
      if (e instanceof ModelInputError)
        throw new ConfigError(
          `${metricFlag} ${spec.label} (${showValue(e.model)}): ${e.reason.message}`,
          metricFlag,
        );
      throw e;
    }
    if (inputs.scale === 'posterior') {
      const trials = inputs.models.map((m) => m.size?.trials ?? 0);
      if (Math.max(...trials) !== Math.min(...trials))
        warnings.push(
          `${label}${spec.label}: the prior R0 pulls each model by a different amount when they ran different trial counts (${inputs.models
            .map((m) => `${m.name}: ${fixed(m.size?.trials ?? 0, 1)}`)
            .join(
              ', ',
            )} per question); the leaderboard compares the posterior means. Without R0, Bayes@N is ranked on the mean score, which the trial counts do not bias.`,
        );
    }
    return rankInputs(
      inputs,
      spec,
      {
        rule: settings.rule,
        confidence: settings.confidence,
        minConfidence: settings.minConfidence,
        alpha: settings.alpha,
        multipleComparisons: settings.multipleComparisons,
      },
      request.benchmark !== undefined ? { benchmark: request.benchmark } : {},
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
    deciding,
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
