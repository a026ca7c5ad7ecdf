/**
 * Assembles the report data from the decision and what the engine knows about the data.
 */
import { ValidationError } from '../errors.js';
import type { DecisionResult } from '../decision/types.js';
import {
  type BrokenQuestion,
  type ChangedQuestion,
  type Provenance,
  REPORT_SCHEMA,
  type ReportBenchmark,
  type ReportDiscovery,
  type ReportAlignment,
  type ReportComparison,
  type ReportData,
  type ReportSide,
  type ReportSummary,
} from './types.js';

/** Per benchmark: what the decision does not know. */
export interface BenchmarkExtras {
  readonly weights: readonly number[] | null;
  /** What discovery made the benchmark from. */
  readonly discovered?: ReportBenchmark['discovered'];
  readonly baseline: ReportSide;
  readonly candidate: ReportSide;
  readonly alignment: ReportAlignment;
  readonly changedQuestions: readonly ChangedQuestion[];
  /** Every question whose mean fell, for a benchmark with a credible regression (else empty). */
  readonly brokenQuestions?: readonly BrokenQuestion[];
  /** One per comparison of the decision's benchmark, same order. */
  readonly comparisons: readonly Pick<
    ReportComparison,
    'uncertainty' | 'bootstrap' | 'options' | 'trend'
  >[];
}

/** Report fields the decision does not know: version, timestamp, alignment mode, warnings. */
export interface ReportMeta {
  readonly version: string;
  /** ISO timestamp; renderers never read the clock. */
  readonly generatedAt?: string;
  readonly align: ReportData['settings']['align'];
  /** What lost trials count as (default `fail`). */
  readonly errors?: ReportData['settings']['errors'];
  readonly warnings?: readonly string[];
  readonly provenance?: Provenance;
  readonly discovery?: ReportDiscovery;
}

/**
 * Builds the report data (the JSON report) from a decision and per-benchmark extras.
 */
export function buildReport(
  decision: DecisionResult,
  extras: readonly BenchmarkExtras[],
  meta: ReportMeta,
): ReportData {
  if (extras.length !== decision.benchmarks.length)
    throw new ValidationError(
      `extras must have one entry per benchmark (${decision.benchmarks.length}); got ${extras.length}.`,
      'extras',
    );
  const benchmarks = decision.benchmarks.map((b, i) => {
    const x = extras[i] as BenchmarkExtras;
    if (x.comparisons.length !== b.comparisons.length)
      throw new ValidationError(
        `extras[${i}].comparisons must have one entry per comparison (${b.comparisons.length}); got ${x.comparisons.length}.`,
        'extras',
      );
    const comparisons: ReportComparison[] = b.comparisons.map((c, j) => ({
      ...c,
      ...(x.comparisons[j] as BenchmarkExtras['comparisons'][number]),
    }));
    return {
      name: b.name,
      ...(x.discovered !== undefined ? { discovered: x.discovered } : {}),
      verdict: b.verdict,
      margin: b.margin,
      weights: x.weights,
      baseline: x.baseline,
      candidate: x.candidate,
      alignment: x.alignment,
      comparisons,
      changedQuestions: x.changedQuestions,
      brokenQuestions: comparisons.some((c) => c.fails) ? (x.brokenQuestions ?? []) : [],
      usage: b.usage,
    };
  });
  const summary = summarize(benchmarks);
  return {
    schema: REPORT_SCHEMA,
    tool: { name: 'scorio-eval', version: meta.version },
    generatedAt: meta.generatedAt ?? null,
    verdict: decision.verdict,
    settings: { ...decision.settings, align: meta.align, errors: meta.errors ?? 'fail' },
    gatedComparisons: decision.gatedComparisons,
    falseAlarmBound: decision.falseAlarmBound,
    summary,
    benchmarks,
    warnings: meta.warnings ?? [],
    ...(meta.provenance !== undefined ? { provenance: meta.provenance } : {}),
    ...(meta.discovery !== undefined ? { discovery: meta.discovery } : {}),
  };
}

/** Counts over every comparison and usage measure of the benchmarks (the report's `summary`). */
export function summarize(benchmarks: readonly ReportBenchmark[]): ReportSummary {
  const all = benchmarks.flatMap((b) => b.comparisons);
  return {
    benchmarks: benchmarks.length,
    comparisons: all.length,
    regressions: all.filter((c) => c.fails).length,
    improvements: all.filter((c) => c.gate && c.verdict === 'improvement').length,
    withinMargin: all.filter((c) => c.gate && c.withinMargin).length,
    unresolved: all.filter((c) => c.change === 'no-change').length,
    // Each gated comparison is counted once: a drop within the margin is not also "no change".
    negligible: all.filter(
      (c) => c.gate && !c.fails && !c.withinMargin && c.resolution === 'negligible',
    ).length,
    cannotTell: all.filter(
      (c) => c.gate && !c.fails && !c.withinMargin && c.resolution === 'undetectable',
    ).length,
    notApplicable: all.filter((c) => c.gate && c.pairedNotApplicable).length,
    gated: all.filter((c) => c.gate).length,
    reportOnly: all.filter((c) => !c.gate).length,
    accepted: 0,
    usageGated: benchmarks.reduce(
      (n, b) => n + b.usage.filter((u) => u.tolerance !== null && u.pValue !== null).length,
      0,
    ),
    usageRegressions: benchmarks.reduce((n, b) => n + b.usage.filter((u) => u.fails).length, 0),
  };
}

/**
 * The questions whose mean score changed most between baseline and candidate: for aligned rows,
 * mean score = sum_c w_c n_qc / N_q. Largest |delta| first (ties: table order); zero changes left out.
 */
export function changedQuestions(
  ids: readonly string[],
  baselineMeans: ArrayLike<number>,
  candidateMeans: ArrayLike<number>,
  limit = 5,
): ChangedQuestion[] {
  // Keep the top `limit` in a small sorted array (O(M x limit), no sort of all M questions).
  const top: { q: number; abs: number }[] = [];
  for (let q = 0; q < ids.length; q++) {
    const abs = Math.abs((candidateMeans[q] as number) - (baselineMeans[q] as number));
    if (!(abs > 0)) continue;
    if (top.length === limit && abs <= (top[top.length - 1] as { abs: number }).abs) continue;
    let i = top.length;
    while (i > 0 && (top[i - 1] as { abs: number }).abs < abs) i--;
    top.splice(i, 0, { q, abs });
    if (top.length > limit) top.pop();
  }
  return top.map(({ q }) => {
    const b = baselineMeans[q] as number;
    const c = candidateMeans[q] as number;
    return { id: ids[q] as string, baseline: b, candidate: c, delta: c - b };
  });
}

/**
 * Every question whose mean score fell, largest drop first (ties: table order): the per-question
 * weighted score sums and trials of both sides, aligned rows.
 *
 * @example brokenQuestions(['a', 'b'], { score: [4, 2], trials: [4, 4] }, { score: [0, 2], trials: [4, 4] })
 *   // [{ id: 'a', baseline: { score: 4, trials: 4 }, candidate: { score: 0, trials: 4 }, delta: -1 }]
 */
export function brokenQuestions(
  ids: readonly string[],
  baseline: { readonly score: ArrayLike<number>; readonly trials: ArrayLike<number> },
  candidate: { readonly score: ArrayLike<number>; readonly trials: ArrayLike<number> },
): BrokenQuestion[] {
  const out: BrokenQuestion[] = [];
  for (let q = 0; q < ids.length; q++) {
    const bs = baseline.score[q] as number;
    const bt = baseline.trials[q] as number;
    const cs = candidate.score[q] as number;
    const ct = candidate.trials[q] as number;
    const delta = cs / ct - bs / bt;
    if (delta < 0)
      out.push({
        id: ids[q] as string,
        baseline: { score: bs, trials: bt },
        candidate: { score: cs, trials: ct },
        delta,
      });
  }
  return out.sort((x, y) => x.delta - y.delta);
}
