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
  renderJson,
  renderMarkdown,
  withMissingTasks,
} from '../report/index.js';
import type { Decided } from './decide-run.js';
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

/** Builds and renders the run's report (see the module's comment). */
export function reportRun(decided: Decided, config: CompareConfig, options: RunOptions): RunResult {
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
  const withMissing = withMissingTasks(judged, config.missingTasks ?? 'fail');
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
