/**
 * The comparison for a resolved config: read, align, evaluate, decide, report.
 */
import type { BenchmarkConfig, CompareConfig } from '../config/index.js';
import { ConfigError, ValidationError, grouped, showValue } from '../errors.js';
import {
  type BenchmarkInput,
  type ComparisonInput,
  METRIC_FAMILIES,
  type MetricContext,
  type MetricSpec,
  type BuiltComparison,
  buildComparison,
  decide,
  decidedInterval,
} from '../decision/index.js';
import { type CountTable, questionMeans } from '../metrics/index.js';
import type { ReadResult } from '../readers/types.js';
import {
  type BenchmarkExtras,
  COMMENT_LIMIT,
  type ReportData,
  type ReportLost,
  type ReportSide,
  SUMMARY_LIMIT,
  acceptRegressions,
  buildReport,
  brokenQuestions,
  changedQuestions,
  fixed,
  renderJson,
  renderMarkdown,
} from '../report/index.js';
import { maxLabel, meanTrials, shown, trialRange } from './tables.js';
import type { RegressionSummary } from './types.js';
import { DEFAULT_ERRORS_POLICY, applyErrorsPolicy } from './lost.js';
import { readSide } from './read-side.js';
import { TOOL_VERSION } from './version.js';
import { checkWorkBudget } from './work.js';
import { regressionSummaries } from './regressions.js';
import { usageInputs, usageWarnings } from './usage.js';

export type { RunOptions } from './run-options.js';
import type { RunOptions } from './run-options.js';
import { type BenchmarkData, guard, readBenchmark, settingOf } from './read-benchmark.js';

/** The report data and its renderings. */
export interface RunResult {
  readonly report: ReportData;
  readonly json: string;
  readonly comment: string;
  readonly markdown: string;
  readonly regressions: readonly RegressionSummary[];
}

function sideInfo(
  read: ReadResult,
  root: string,
  prior: CountTable | undefined,
  lost: ReportLost,
): ReportSide {
  return {
    files: read.files.map((f) => shown(f, root)),
    formats: read.formats,
    questions: read.table.ids.length,
    trials: trialRange(read.table),
    maxLabel: maxLabel(read.table),
    priorTrials: prior ? Math.round(meanTrials(prior) * 100) / 100 : 0,
    lost,
  };
}

interface Prepared {
  readonly benchmark: BenchmarkConfig;
  readonly input: BenchmarkInput;
  readonly extras: BenchmarkExtras;
  readonly warnings: string[];
}

/** Every metric of one benchmark: intervals (or the paired bootstrap) and the report's extras. */
function compareBenchmark(data: BenchmarkData, config: CompareConfig): Prepared {
  const { benchmark: b, aligned, top, filePrior, baseline, candidate } = data;
  const w = data.weights;
  const baseRoot = data.baselineRoot;
  const comparisons: ComparisonInput[] = [];
  const extraComparisons: BenchmarkExtras['comparisons'][number][] = [];
  for (const [i, spec] of b.metrics.entries()) {
    const where = settingOf(b, 'metrics', i, spec.label);
    const fam = METRIC_FAMILIES[spec.family];
    const weights = spec.w ?? w;
    if (fam.binaryOnly && top > 1)
      throw new ConfigError(
        `${where}: needs binary outcomes (0/1); ${showValue(b.name)} has labels 0..${top} (use bayes, avg or max@k with weights)`,
        settingOf(b, 'metrics', i),
      );
    const own = data.metricPrior.get(i);
    let prior = own
      ? { baseline: own, candidate: own }
      : { baseline: filePrior.baseline, candidate: filePrior.candidate };
    if (!fam.options.includes('R0')) prior = { baseline: undefined, candidate: undefined };
    const ctx = (side: 'baseline' | 'candidate'): MetricContext => ({
      confidence: config.confidence,
      ...(weights !== undefined ? { w: weights } : {}),
      ...(prior[side] ? { R0: prior[side] } : {}),
    });
    let built: BuiltComparison;
    try {
      built = buildComparison(aligned.baseline, aligned.candidate, spec, {
        baseline: ctx('baseline'),
        candidate: ctx('candidate'),
      });
    } catch (e) {
      if (e instanceof ValidationError) throw metricError(e, spec, i, data);
      throw e;
    }
    if (config.rule === 'paired' && built.input.paired === undefined && spec.gate)
      data.warnings.push(
        `${b.name} ${spec.label}: rule paired does not apply (the metric has no per-question score); it is shown but never fails. Gate it with rule overlap or z, or set gate: false.`,
      );
    const sizes = built.input.sizes;
    if (
      built.input.scale === 'posterior' &&
      sizes &&
      sizes.baseline.trials !== sizes.candidate.trials
    )
      data.warnings.push(
        `${b.name} ${spec.label}: the prior R0 pulls each side by a different amount when they ran different trial counts (${fixed(sizes.baseline.trials, 1)} vs ${fixed(sizes.candidate.trials, 1)} per question); the verdict compares the posterior means. Without R0, Bayes@N is decided on the mean score, which the trial counts do not bias.`,
      );
    comparisons.push(built.input);
    const extra: BenchmarkExtras['comparisons'][number] =
      built.uncertainty === 'bootstrap' && built.bootstrap
        ? { uncertainty: 'bootstrap', bootstrap: built.bootstrap, options: specOptions(spec) }
        : { uncertainty: 'posterior', options: specOptions(spec) };
    extraComparisons.push(extra);
  }

  // Tokens, time and cost per question, over the compared questions.
  const gate = b.usageGate ?? config.usageGate;
  const usage = usageInputs(baseline.usage, candidate.usage, aligned.ids, gate);
  data.warnings.push(...usageWarnings(b.name, usage, gate));
  const scoreWeights = w ?? [0, 1];
  const limitIds = (ids: readonly string[]) => ids.slice(0, 20);
  const means = {
    baseline: questionMeans(aligned.baseline, scoreWeights),
    candidate: questionMeans(aligned.candidate, scoreWeights),
  };
  const sums = (mean: Float64Array, table: CountTable) =>
    mean.map((x, q) => Math.round(x * (table.trials[q] as number) * 1e9) / 1e9);
  return {
    benchmark: b,
    input: {
      name: b.name,
      comparisons,
      ...(b.margin !== undefined ? { margin: b.margin } : {}),
      usage,
    },
    extras: {
      weights: w ?? null,
      ...(b.discovered !== undefined ? { discovered: b.discovered } : {}),
      baseline: sideInfo(baseline, baseRoot, filePrior.baseline, data.lost.baseline),
      candidate: sideInfo(candidate, data.candidateRoot, filePrior.candidate, data.lost.candidate),
      alignment: {
        mode: config.align,
        common: aligned.ids.length,
        onlyInBaselineCount: aligned.onlyInBaseline.length,
        onlyInCandidateCount: aligned.onlyInCandidate.length,
        onlyInBaseline: limitIds(aligned.onlyInBaseline),
        onlyInCandidate: limitIds(aligned.onlyInCandidate),
      },
      changedQuestions: changedQuestions(aligned.ids, means.baseline, means.candidate, 10),
      brokenQuestions: brokenQuestions(
        aligned.ids,
        { score: sums(means.baseline, aligned.baseline), trials: aligned.baseline.trials },
        { score: sums(means.candidate, aligned.candidate), trials: aligned.candidate.trials },
      ),
      comparisons: extraComparisons,
    },
    warnings: data.warnings,
  };
}

/**
 * A metric that cannot apply to the benchmark's data, named as the user gave it (`--metric
 * pass@32` from flags, `input "metrics"` in the action, the config's path otherwise). When k is
 * above the trials a side has, the error names that side, its trials and its file, and points to
 * max@k (the best of k trials under the posterior, which takes any k) for pass@k.
 */
function metricError(e: ValidationError, spec: MetricSpec, i: number, data: BenchmarkData): Error {
  const b = data.benchmark;
  const where = settingOf(b, 'metrics', i, spec.label);
  const path = settingOf(b, 'metrics', i);
  const k = spec.k;
  if (k !== undefined && /^k must satisfy 1 <= k <= N/.test(e.message)) {
    const sides = (['baseline', 'candidate'] as const).map((side) => {
      const table = data.aligned[side];
      const read = data[side];
      const root = side === 'baseline' ? data.baselineRoot : data.candidateRoot;
      return {
        side,
        fewest: trialRange(table).min,
        file: shown(read.files[0] ?? side, root),
      };
    });
    const short = sides.filter((s) => s.fewest < k);
    const most = Math.min(...sides.map((s) => s.fewest));
    const named = short
      .map(
        (s) =>
          `the ${s.side} has ${s.fewest === 1 ? '1 trial' : `${grouped(s.fewest)} trials`} (${s.file})`,
      )
      .join(' and ');
    // max@k above the trials is a posterior, comparable only between sides of the same trials.
    const same =
      sides[0]?.fewest === sides[1]?.fewest &&
      trialRange(data.aligned.baseline).max === trialRange(data.aligned.candidate).max;
    return new ConfigError(
      `${where} on ${showValue(b.name)}: k = ${k} is more than the trials per question: ${named} (at the fewest); use k <= ${most}${spec.family === 'pass' && same ? `, or max@${k}, whose interval takes any k (the best of ${k} trials under the posterior; rule paired does not apply to it)` : ''}`,
      path,
    );
  }
  return new ConfigError(`${where} on ${showValue(b.name)}: ${e.message}`, path);
}

/** A gated metric's baseline value in each earlier run, by metric label. */
type Trends = Map<string, { label: string; commit?: string; mu: number; lo: number; hi: number }[]>;

/**
 * The trend of every gated metric: its baseline value in each earlier run (`options.history`,
 * oldest first), read like the baseline from that run's folder. A run whose files cannot be read
 * is left out with a warning (its data is old, not the PR's).
 */
async function historyTrends(
  data: readonly BenchmarkData[],
  config: CompareConfig,
  options: RunOptions,
): Promise<Trends[]> {
  const history = options.history ?? [];
  return Promise.all(
    data.map(async (d) => {
      const trends: Trends = new Map();
      const b = d.benchmark;
      // A discovered task's files are named by its own run (lm-eval's timestamps), which an
      // earlier run's folder does not hold: no trend for them (yet).
      if (b.discovered !== undefined) return trends;
      for (const point of history) {
        let table: CountTable;
        try {
          const read = await readSide(b, 'baseline', {
            cwd: point.root,
            readBudget: options.readBudget,
            unzipLimitSetting: options.unzipLimitSetting,
            ...guard(config, b.pathSource?.baseline),
          });
          table = applyErrorsPolicy(read, config.errors ?? DEFAULT_ERRORS_POLICY).read.table;
        } catch (error) {
          // Over the read budget: the run stops, as for any other read.
          if (error instanceof ConfigError) throw error;
          d.warnings.push(
            `${b.name}: the baseline of run ${point.label} could not be read for the trend (${error instanceof Error ? error.message : String(error)}).`,
          );
          continue;
        }
        for (const spec of b.metrics) {
          if (!spec.gate) continue;
          try {
            const weights = spec.w ?? d.weights;
            const iv = decidedInterval(table, spec, {
              confidence: config.confidence,
              ...(weights !== undefined ? { w: weights } : {}),
            });
            const series = trends.get(spec.label) ?? [];
            series.push({
              label: point.label,
              ...(point.commit !== undefined ? { commit: point.commit } : {}),
              mu: iv.mu,
              lo: iv.lo,
              hi: iv.hi,
            });
            trends.set(spec.label, series);
          } catch {
            // A metric that does not apply to that run's data (e.g. k above its trials): no point.
          }
        }
      }
      return trends;
    }),
  );
}

/** The benchmark's comparisons with their trends. */
function withTrends(p: Prepared, trends: Trends): Prepared {
  if (trends.size === 0) return p;
  return {
    ...p,
    extras: {
      ...p.extras,
      comparisons: p.extras.comparisons.map((c, j) => {
        const label = p.input.comparisons[j]?.metric ?? '';
        const trend = trends.get(label);
        return trend ? { ...c, trend } : c;
      }),
    },
  };
}

/** The metric's options as configured, for the JSON report. */
function specOptions(spec: MetricSpec): Record<string, unknown> {
  return { ...spec };
}

/** Runs the whole comparison for a resolved config. */
export async function runComparison(
  config: CompareConfig,
  options: RunOptions,
): Promise<RunResult> {
  const priorCache = new Map<string, Promise<ReadResult>>();
  const data: BenchmarkData[] = [];
  for (const b of config.benchmarks) data.push(await readBenchmark(b, config, options, priorCache));
  checkWorkBudget(
    data.map((d) => ({
      name: d.benchmark.name,
      metrics: d.benchmark.metrics,
      tables: [d.aligned.baseline, d.aligned.candidate],
      historyRuns: options.history?.length ?? 0,
    })),
    options.workBudget,
    options.workBudgetSetting,
  );
  const trends = await historyTrends(data, config, options);
  const prepared = data.map((d, i) =>
    withTrends(compareBenchmark(d, config), trends[i] ?? new Map()),
  );
  const decision = decide(
    prepared.map((p) => p.input),
    {
      rule: config.rule,
      confidence: config.confidence,
      minConfidence: config.minConfidence,
      alpha: config.alpha,
      multipleComparisons: config.multipleComparisons,
      margin: config.margin,
    },
  );
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
  const report =
    options.acceptance !== undefined ? acceptRegressions(judged, options.acceptance) : judged;
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
