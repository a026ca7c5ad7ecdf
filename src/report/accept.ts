/**
 * An accepted regression: a pull request that trades a benchmark for something else (a smaller
 * model, a safety fix) carries the accept label (the action's `accept-label`), and its credible
 * regressions are reported as **accepted**: their own verdict and symbol, not failing the check.
 * Who may add the label is GitHub's permission model (triage or write access); this module only
 * rewrites the verdicts. Pure: a report in, a report out.
 */
import type { UsageComparison } from '../decision/usage-types.js';
import { verdictWithMissing } from './missing.js';
import type { ReportAcceptance, ReportComparison, ReportData, ReportVerdict } from './types.js';

/** The accept label and who added it when (null: GitHub did not say). */
export interface AcceptedBy {
  readonly label: string;
  readonly by: string | null;
  readonly at: string | null;
}

/**
 * A benchmark's or a run's verdict over its comparisons and usage measures, `accepted` ranking
 * after `regression`.
 */
function combined(
  comparisons: readonly ReportComparison[],
  usage: readonly UsageComparison[],
): ReportVerdict {
  if (comparisons.some((c) => c.fails) || usage.some((u) => u.fails)) return 'regression';
  if (comparisons.some((c) => c.accepted === true) || usage.some((u) => u.accepted === true))
    return 'accepted';
  if (comparisons.some((c) => c.gate && c.verdict === 'improvement')) return 'improvement';
  return 'no-change';
}

/**
 * The report with every failing comparison (and usage measure) accepted: `fails` false, `accepted` true, verdict
 * `accepted`; tasks missing from the candidate that fail the run are accepted too
 * (`missingTasks.accepted`); benchmark and run verdicts follow (`accepted` when something was, and nothing
 * still fails); `summary.regressions` drops them and `summary.accepted` counts them; `accepted`
 * names the label. The questions that broke stay (the reviewer accepting should see them).
 *
 * @example acceptRegressions(report, { label: 'eval-regression-accepted', by: 'octocat', at: null })
 *   .verdict // 'accepted' (when report.verdict was 'regression')
 */
export function acceptRegressions(report: ReportData, by: AcceptedBy): ReportData {
  let count = 0;
  let usageCount = 0;
  const benchmarks = report.benchmarks.map((b) => {
    const comparisons = b.comparisons.map((c): ReportComparison => {
      if (!c.fails) return c;
      count += 1;
      return { ...c, fails: false, accepted: true, verdict: 'accepted' };
    });
    // Tokens, time or cost over their tolerance are a regression the label accepts too (more
    // tokens for better answers is the kind of trade it is for).
    const usage = b.usage.map((u): UsageComparison => {
      if (!u.fails) return u;
      usageCount += 1;
      return { ...u, fails: false, accepted: true, verdict: 'accepted' };
    });
    return { ...b, comparisons, usage, verdict: combined(comparisons, usage) };
  });
  // Tasks missing from the candidate are a trade the label accepts as well (a benchmark retired
  // on purpose), counted as one.
  const missing = report.missingTasks;
  const missingAccepted = missing?.fails === true ? 1 : 0;
  const accepted: ReportAcceptance = {
    label: by.label,
    by: by.by,
    at: by.at,
    regressions: count + usageCount + missingAccepted,
  };
  return {
    ...report,
    verdict: verdictWithMissing(
      combined(
        benchmarks.flatMap((b) => b.comparisons),
        benchmarks.flatMap((b) => b.usage),
      ),
      missing !== undefined && missingAccepted === 1
        ? { ...missing, fails: false, accepted: true }
        : missing,
    ),
    summary: {
      ...report.summary,
      regressions: report.summary.regressions - count,
      usageRegressions: report.summary.usageRegressions - usageCount,
      accepted: (report.summary.accepted ?? 0) + count + usageCount,
    },
    benchmarks,
    accepted,
    ...(missing !== undefined && missingAccepted === 1
      ? { missingTasks: { ...missing, fails: false, accepted: true } }
      : {}),
  };
}
