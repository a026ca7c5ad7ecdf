/**
 * The report step of `compare` (compare.ts): the decision and what the engine knows of the data
 * -> the report data (tasks missing from the candidate, the accept label applied) -> the JSON
 * report, the pull request comment (<= 65,536 characters) and the job summary (<= 1 MiB).
 */
import type { CompareConfig } from '../config/index.js';
import {
  COMMENT_LIMIT,
  type ReportData,
  SUMMARY_LIMIT,
  acceptRegressions,
  buildReport,
  largest,
  smallest,
  renderJson,
  renderMarkdown,
  type ReportBenchmark,
  type ReportPlan,
  withMissingTasks,
  withStages,
} from '../report/index.js';
import type { DecisionResult, DecisionSettings } from '../decision/index.js';
import type { Decided } from './decide-run.js';
import type { BenchmarkData } from './read-benchmark.js';
import { plansFor, stageRecord, tablesDigest } from './stages.js';
import { DEFAULT_ERRORS_POLICY } from './lost.js';
import { regressionSummaries } from './regressions.js';
import type { RunOptions } from './run-options.js';
import type { RegressionSummary } from './types.js';
import { TOOL_VERSION } from './version.js';

/** The report data and its renderings. */
export interface RunResult {
  readonly report: ReportData;
  readonly json: string;
  readonly comment: string;
  readonly markdown: string;
  readonly regressions: readonly RegressionSummary[];
}

/** A gate in stages: what the report of this stage needs besides the decision. */
export interface StagedReport {
  readonly stage: number;
  /** The run's settings, before the stage's share of the level. */
  readonly settings: DecisionSettings;
  /** Benchmarks an earlier stage decided, as its report wrote them. */
  readonly carried: readonly ReportBenchmark[];
  /** Every benchmark's name, in the run's order. */
  readonly order: readonly string[];
  /** The benchmarks this stage decided, in the decision's order. */
  readonly data: readonly BenchmarkData[];
  /** The previous stage's plans of the benchmarks this stage decided (what was re-run). */
  readonly carriedPlans?: ReadonlyMap<string, ReportPlan>;
}

/** Builds and renders the run's report (see the module's comment). */
export function reportRun(
  decided: Decided,
  config: CompareConfig,
  options: RunOptions,
  staged?: StagedReport,
): RunResult {
  const { decision, prepared } = decided;
  const judged = buildReport(
    decision,
    prepared.map((p) => p.extras),
    {
      version: TOOL_VERSION,
      generatedAt: options.now.toISOString(),
      align: config.align,
      errors: config.errors ?? DEFAULT_ERRORS_POLICY,
      warnings: [
        ...(options.warnings ?? []),
        // Holm adjusts p-values; rule overlap has none, so it would be ignored without a word.
        ...(config.multipleComparisons === 'holm' &&
        config.rule === 'overlap' &&
        decision.gatedComparisons > 1
          ? [
              'multiple-comparisons: holm adjusts the p-values of rules z and paired; rule overlap has none and decides each comparison on its own (its false alarms per run are measured in docs/statistics.md). For a run-wide level, use rule paired or z.',
            ]
          : []),
        ...prepared.flatMap((p) => p.warnings),
      ],
      ...(options.provenance !== undefined ? { provenance: options.provenance } : {}),
      ...(options.discovery !== undefined ? { discovery: options.discovery } : {}),
    },
  );
  const stagedReport = staged ? withStage(judged, decision, staged) : judged;
  const withMissing = withMissingTasks(stagedReport, config.missingTasks ?? 'fail');
  const report =
    options.acceptance !== undefined
      ? acceptRegressions(withMissing, options.acceptance)
      : withMissing;
  const links = options.questionsUrl !== undefined ? { questionsUrl: options.questionsUrl } : {};
  const regressions = regressionSummaries(report, (i) =>
    config.file !== undefined ? config.benchmarks[i]?.line : undefined,
  );
  return {
    report,
    json: renderJson(report),
    comment: renderMarkdown(report, {
      maxLength: COMMENT_LIMIT,
      fullReportHint: options.fullReportHint,
      ...links,
    }),
    markdown: renderMarkdown(report, {
      maxLength: SUMMARY_LIMIT,
      measure: 'utf8',
      fullReportHint: 'report.json',
      ...links,
    }),
    regressions,
  };
}

/**
 * The stage's report: each decided benchmark with the stage that decided it and its tables'
 * digest, and its plan for the next stage where a gated comparison could not tell; the carried
 * benchmarks put back; the stage record (report/stages.ts).
 */
function withStage(report: ReportData, decision: DecisionResult, staged: StagedReport): ReportData {
  const plans = plansFor(staged.data, decision.benchmarks, staged.settings, staged.stage);
  const benchmarks = report.benchmarks.map((b, i) => {
    const d = staged.data[i] as BenchmarkData;
    const plan = plans.get(b.name);
    return {
      ...b,
      stage: { stage: staged.stage, digest: tablesDigest(d.aligned.baseline, d.aligned.candidate) },
      ...(plan !== undefined ? { plan } : {}),
    };
  });
  const resampled =
    staged.stage === 1
      ? []
      : staged.data.map((d) => {
          const plan = staged.carriedPlans?.get(d.benchmark.name);
          const counts = plan?.questions.map((q) => q.trials) ?? [];
          return {
            name: d.benchmark.name,
            questions: counts.length,
            trials: plan?.trials ?? 0,
            uniformTrials: plan?.uniformTrials ?? 0,
            perQuestion: {
              min: counts.length > 0 ? smallest(counts) : 0,
              max: counts.length > 0 ? largest(counts) : 0,
            },
          };
        });
  return withStages(
    { ...report, benchmarks },
    {
      stages: stageRecord({
        stage: staged.stage,
        settings: staged.settings,
        carried: staged.carried,
        resampled,
        rerunNeeded: [...plans.values()].some((p) => p.kind === 'planned'),
      }),
      carried: staged.carried,
      order: staged.order,
    },
  );
}
