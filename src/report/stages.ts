/**
 * A gate in stages, in the report: a later stage decides only the benchmarks an earlier stage
 * could not tell and planned for (decision/staged.ts); the others are carried into its report as
 * that stage decided them, so that the report is the run's over every stage. Pure: reports in,
 * a report out.
 */
import { summarize } from './build.js';
import type { ReportBenchmark, ReportData, ReportStages, ReportVerdict } from './types.js';

/** The run's verdict over its benchmarks: a failure anywhere, else an improvement, else none. */
function overall(benchmarks: readonly ReportBenchmark[]): ReportVerdict {
  if (benchmarks.some((b) => b.verdict === 'regression')) return 'regression';
  if (benchmarks.some((b) => b.verdict === 'accepted')) return 'accepted';
  if (benchmarks.some((b) => b.verdict === 'improvement')) return 'improvement';
  return 'no-change';
}

/**
 * The stage's report with the benchmarks carried from earlier stages put back in the run's order
 * (`order`: every benchmark's name), the summary and verdict over all of them, and the stage
 * record. The false-alarm bound is what the stages spent together.
 *
 * @example withStages(stage2, { stages, carried: stage1.benchmarks.filter(notPlanned), order })
 */
export function withStages(
  report: ReportData,
  args: {
    readonly stages: ReportStages;
    readonly carried: readonly ReportBenchmark[];
    readonly order: readonly string[];
  },
): ReportData {
  const byName = new Map<string, ReportBenchmark>();
  for (const b of [...args.carried, ...report.benchmarks]) byName.set(b.name, b);
  const benchmarks = args.order.flatMap((name) => {
    const b = byName.get(name);
    return b ? [b] : [];
  });
  const gated = (bs: readonly ReportBenchmark[]) =>
    bs.reduce((n, b) => n + b.comparisons.filter((c) => c.gate).length, 0);
  return {
    ...report,
    benchmarks,
    summary: summarize(benchmarks),
    verdict: overall(benchmarks),
    gatedComparisons: gated(benchmarks),
    falseAlarmBound: args.stages.spent,
    stages: args.stages,
  };
}
