/**
 * A benchmark that disappears from the candidate must not pass the gate: a task of the baseline's
 * folders with no counterpart in the candidate's (renamed, failed to run, deleted in the pull
 * request) fails the run under `missing-tasks: fail` (the default), as a regression would, and
 * is listed under `warn`. A task only in the candidate never fails. Pure: a report in, a report out.
 */
import type { ReportData, ReportMissingTasks, ReportVerdict } from './types.js';

/**
 * The report with its `missingTasks` (the tasks only in a baseline folder of its discovery) and,
 * when they fail the run, its verdict `regression`. A report without discovery is returned as is.
 *
 * @example withMissingTasks(report, 'fail').verdict // 'regression' when a baseline task is missing
 */
export function withMissingTasks(
  report: ReportData,
  policy: ReportMissingTasks['policy'],
  tasks: readonly string[] = report.discovery?.folders.flatMap((f) => f.onlyInBaseline) ?? [],
): ReportData {
  if (report.discovery === undefined && tasks.length === 0) return report;
  const fails = policy === 'fail' && tasks.length > 0;
  const missingTasks: ReportMissingTasks = { policy, tasks, fails, accepted: false };
  return { ...report, missingTasks, verdict: fails ? 'regression' : report.verdict };
}

/** The run's verdict with the missing tasks taken into account (`accepted` after `regression`). */
export function verdictWithMissing(
  verdict: ReportVerdict,
  missing: ReportMissingTasks | undefined,
): ReportVerdict {
  if (missing?.fails === true) return 'regression';
  if (missing?.accepted === true && verdict !== 'regression') return 'accepted';
  return verdict;
}
