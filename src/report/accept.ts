/**
 * An accepted regression: a pull request that trades a benchmark for something else (a smaller
 * model, a safety fix) carries the accept label (the action's `accept-label`), and its credible
 * regressions are reported as **accepted**: their own verdict and symbol, not failing the check.
 * Who may add the label is GitHub's permission model (triage or write access); this module only
 * rewrites the verdicts. Pure: a report in, a report out.
 */
import type { ReportAcceptance, ReportComparison, ReportData, ReportVerdict } from './types.js';

/** The accept label and who added it when (null: GitHub did not say). */
export interface AcceptedBy {
  readonly label: string;
  readonly by: string | null;
  readonly at: string | null;
}

/** A benchmark's or a run's verdict over its comparisons, `accepted` ranking after `regression`. */
function combined(comparisons: readonly ReportComparison[]): ReportVerdict {
  if (comparisons.some((c) => c.fails)) return 'regression';
  if (comparisons.some((c) => c.accepted === true)) return 'accepted';
  if (comparisons.some((c) => c.gate && c.verdict === 'improvement')) return 'improvement';
  return 'no-change';
}

/**
 * The report with every failing comparison accepted: `fails` false, `accepted` true, verdict
 * `accepted`; benchmark and run verdicts follow (`accepted` when something was, and nothing
 * still fails); `summary.regressions` drops them and `summary.accepted` counts them; `accepted`
 * names the label. The questions that broke stay (the reviewer accepting should see them).
 *
 * @example acceptRegressions(report, { label: 'eval-regression-accepted', by: 'octocat', at: null })
 *   .verdict // 'accepted' (when report.verdict was 'regression')
 */
export function acceptRegressions(report: ReportData, by: AcceptedBy): ReportData {
  let count = 0;
  const benchmarks = report.benchmarks.map((b) => {
    const comparisons = b.comparisons.map((c): ReportComparison => {
      if (!c.fails) return c;
      count += 1;
      return { ...c, fails: false, accepted: true, verdict: 'accepted' };
    });
    return { ...b, comparisons, verdict: combined(comparisons) };
  });
  const accepted: ReportAcceptance = {
    label: by.label,
    by: by.by,
    at: by.at,
    regressions: count,
  };
  return {
    ...report,
    verdict: combined(benchmarks.flatMap((b) => b.comparisons)),
    summary: {
      ...report.summary,
      regressions: report.summary.regressions - count,
      accepted: (report.summary.accepted ?? 0) + count,
    },
    benchmarks,
    accepted,
  };
}
