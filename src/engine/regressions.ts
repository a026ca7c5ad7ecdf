/**
 * The failing comparisons (and usage measures) of a report as one-line summaries (annotations, the failure line, the
 * check run's annotations): one function for a run and for a merged report.
 */
import {
  type ReportData,
  fixed,
  formatRho,
  metricText,
  signed,
  usageRegression,
} from '../report/index.js';
import type { RegressionSummary } from './types.js';

/**
 * Every failing comparison, in report order, with its message
 * (`aime24 pass@4: -5.7 points (71.2 -> 65.5), p 0.0012`); `configLine(i)` gives the config line
 * of benchmark i, when it came from a config file.
 */
export function regressionSummaries(
  report: ReportData,
  configLine: (benchmark: number) => number | undefined = () => undefined,
): RegressionSummary[] {
  const regressions: RegressionSummary[] = [];
  report.benchmarks.forEach((b, i) => {
    const line = configLine(i);
    for (const c of b.comparisons)
      if (c.fails)
        regressions.push({
          ...(line !== undefined ? { configLine: line } : {}),
          benchmark: b.name,
          metric: c.metric,
          baseline: c.baseline.mu,
          candidate: c.candidate.mu,
          delta: c.delta,
          message: `${b.name} ${metricText(c, b.weights)}: ${signed(c.rawDelta * 100, 1)} points (${fixed(c.baseline.mu * 100, 1)} -> ${fixed(c.candidate.mu * 100, 1)})${c.pValue !== null ? `, p ${c.pValue < 1e-4 ? c.pValue.toExponential(1) : fixed(c.pValue, 4)}` : `, rho ${formatRho(c.rho)}`}`,
        });
    for (const u of b.usage)
      if (u.fails)
        regressions.push({
          ...(line !== undefined ? { configLine: line } : {}),
          benchmark: b.name,
          metric: u.measure,
          baseline: u.baseline ?? 0,
          candidate: u.candidate ?? 0,
          delta: (u.ratio ?? 1) - 1,
          message: `${b.name} ${usageRegression(u)}`,
        });
  });
  // Tasks missing from the candidate fail like a regression, each named.
  if (report.missingTasks?.fails === true)
    for (const task of report.missingTasks.tasks)
      regressions.push({
        benchmark: task,
        metric: 'missing',
        baseline: Number.NaN,
        candidate: Number.NaN,
        delta: Number.NaN,
        message: `${task}: in the baseline's folder, missing from the candidate's (missing-tasks: fail)`,
      });
  return regressions;
}
