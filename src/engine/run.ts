/**
 * The comparison for a resolved config: read, align, evaluate, decide, report.
 */
import type { BenchmarkConfig, CompareConfig } from '../config/index.js';
import { ConfigError, ValidationError, showValue } from '../errors.js';
import {
  type BenchmarkInput,
  type ComparisonInput,
  type Interval,
  METRIC_FAMILIES,
  type MetricContext,
  type MetricSpec,
  bootstrapMetric,
  decide,
  metricInterval,
} from '../decision/index.js';
import type { CountTable } from '../metrics/index.js';
import {
  PARTIAL_CREDIT_LABELS,
  PARTIAL_CREDIT_WEIGHTS,
  alignTables,
  readOutcomes,
} from '../readers/index.js';
import type { ReadResult } from '../readers/types.js';
import {
  type BenchmarkExtras,
  COMMENT_LIMIT,
  type ReportData,
  type ReportSide,
  SUMMARY_LIMIT,
  buildReport,
  changedQuestions,
  fixed,
  formatRho,
  renderJson,
  renderMarkdown,
  signed,
} from '../report/index.js';
import {
  alreadyAligned,
  maxLabel,
  meanTrials,
  priorFor,
  questionMeans,
  shown,
  trialRange,
} from './tables.js';
import type { RegressionSummary } from './types.js';
import { TOOL_VERSION } from './version.js';

/** Where paths resolve, the timestamp and the truncation hint. */
export interface RunOptions {
  readonly cwd: string;
  readonly baselineRoot?: string;
  readonly now: Date;
  readonly fullReportHint: string;
}

/** The report data and its renderings. */
export interface RunResult {
  readonly report: ReportData;
  readonly json: string;
  readonly comment: string;
  readonly markdown: string;
  readonly regressions: readonly RegressionSummary[];
}

function sideInfo(read: ReadResult, root: string, prior: CountTable | undefined): ReportSide {
  return {
    files: read.files.map((f) => shown(f, root)),
    formats: read.formats,
    questions: read.table.ids.length,
    trials: trialRange(read.table),
    maxLabel: maxLabel(read.table),
    priorTrials: prior ? Math.round(meanTrials(prior) * 100) / 100 : 0,
  };
}

/** The weights of a benchmark, checked against the labels of its files. */
function benchmarkWeights(
  b: BenchmarkConfig,
  top: number,
  baseline: ReadResult,
  candidate: ReadResult,
): readonly number[] | undefined {
  let w = b.weights ?? baseline.weights ?? candidate.weights;
  if (w === undefined && (baseline.labelLayout ?? candidate.labelLayout) === 'partial-credit')
    w = PARTIAL_CREDIT_WEIGHTS;
  if (w === undefined) {
    if (top > 1)
      throw new ConfigError(
        `${b.path} (${showValue(b.name)}): the outcomes have labels 0..${top}, not 0/1: give "weights", one score per label (e.g. [${Array.from({ length: top + 1 }, (_, i) => Number((i / top).toFixed(3))).join(', ')}])`,
        `${b.path}.weights`,
      );
    return undefined;
  }
  if (w.length < top + 1)
    throw new ConfigError(
      `${b.path}.weights: ${showValue(w)} scores labels 0..${w.length - 1}, but the files of ${showValue(b.name)} have label ${top}`,
      `${b.path}.weights`,
    );
  return w;
}

interface Prepared {
  readonly benchmark: BenchmarkConfig;
  readonly input: BenchmarkInput;
  readonly extras: BenchmarkExtras;
  readonly warnings: string[];
}

async function prepareBenchmark(
  b: BenchmarkConfig,
  config: CompareConfig,
  options: RunOptions,
  priorCache: Map<string, Promise<ReadResult>>,
): Promise<Prepared> {
  const baseRoot = options.baselineRoot ?? options.cwd;
  // Result files stay inside the workspace (or the baseline's checkout) unless the config allows.
  const confine = config.allowOutsideWorkspace !== true;
  let [baseline, candidate] = await Promise.all([
    readOutcomes(b.baseline, { ...b.read, cwd: baseRoot, confine }),
    readOutcomes(b.candidate, { ...b.read, cwd: options.cwd, confine }),
  ]);
  // Inspect `P` scores on one side switched it to the partial-credit labels: read the other side
  // with the same labels, so that label 1 means the same thing on both sides.
  if (baseline.labelLayout !== candidate.labelLayout) {
    const same = { ...b.read, labels: PARTIAL_CREDIT_LABELS };
    if (baseline.labelLayout === undefined)
      baseline = await readOutcomes(b.baseline, { ...same, cwd: baseRoot, confine });
    else candidate = await readOutcomes(b.candidate, { ...same, cwd: options.cwd, confine });
  }
  const warnings = [...baseline.warnings, ...candidate.warnings].map((w) => `${b.name}: ${w}`);
  const aligned = alreadyAligned(baseline.table, candidate.table)
    ? {
        baseline: baseline.table,
        candidate: candidate.table,
        ids: baseline.table.ids,
        onlyInBaseline: [] as string[],
        onlyInCandidate: [] as string[],
      }
    : alignTables(baseline.table, candidate.table, {
        mode: config.align,
        baselineName: shown(baseline.files[0] ?? 'baseline', baseRoot),
        candidateName: shown(candidate.files[0] ?? 'candidate', options.cwd),
      });
  if (aligned.onlyInBaseline.length > 0 || aligned.onlyInCandidate.length > 0)
    warnings.push(
      `${b.name}: compared the ${aligned.ids.length} common questions; left out ${aligned.onlyInBaseline.length} only in the baseline and ${aligned.onlyInCandidate.length} only in the candidate (align: intersect).`,
    );
  const top = Math.max(maxLabel(aligned.baseline), maxLabel(aligned.candidate));
  const w = benchmarkWeights(b, top, baseline, candidate);
  const k = aligned.baseline.categories;
  const filePrior = {
    baseline: baseline.prior ? priorFor(baseline.prior, aligned.ids, k) : undefined,
    candidate: candidate.prior ? priorFor(candidate.prior, aligned.ids, k) : undefined,
  };

  const trialsOf = new Map<CountTable, number>();
  const trialsMean = (t: CountTable): number => {
    let n = trialsOf.get(t);
    if (n === undefined) {
      n = meanTrials(t);
      trialsOf.set(t, n);
    }
    return n;
  };
  const comparisons: ComparisonInput[] = [];
  const extraComparisons: BenchmarkExtras['comparisons'][number][] = [];
  for (const [i, spec] of b.metrics.entries()) {
    const where = `${b.path}.metrics[${i}]`;
    const fam = METRIC_FAMILIES[spec.family];
    const weights = spec.w ?? w;
    if (fam.binaryOnly && top > 1)
      throw new ConfigError(
        `${where}: ${spec.label} needs binary outcomes (0/1); ${showValue(b.name)} has labels 0..${top} (use bayes, avg or max@k with weights)`,
        where,
      );
    let prior = { ...filePrior };
    if (spec.R0 !== undefined) {
      const path = spec.R0;
      let pending = priorCache.get(path);
      if (!pending) {
        pending = readOutcomes(path, { cwd: options.cwd, confine });
        priorCache.set(path, pending);
      }
      const read = await pending;
      const p = priorFor(read.table, aligned.ids, k);
      prior = { baseline: p, candidate: p };
    }
    if (!fam.options.includes('R0')) prior = { baseline: undefined, candidate: undefined };
    const ctx = (side: 'baseline' | 'candidate'): MetricContext => ({
      confidence: config.confidence,
      ...(weights !== undefined ? { w: weights } : {}),
      ...(prior[side] ? { R0: prior[side] } : {}),
    });
    let base: Interval;
    let cand: Interval;
    let pairedDelta: Interval | undefined;
    let extra: BenchmarkExtras['comparisons'][number];
    try {
      if (spec.uncertainty === 'bootstrap') {
        const r = bootstrapMetric(aligned.baseline, aligned.candidate, spec, {
          baseline: ctx('baseline'),
          candidate: ctx('candidate'),
        });
        base = r.baseline;
        cand = r.candidate;
        pairedDelta = r.delta;
        extra = {
          uncertainty: 'bootstrap',
          bootstrap: { iterations: r.iterations, seed: r.seed, delta: r.delta },
          options: specOptions(spec),
        };
      } else {
        base = metricInterval(aligned.baseline, spec, ctx('baseline'));
        cand = metricInterval(aligned.candidate, spec, ctx('candidate'));
        extra = { uncertainty: 'posterior', options: specOptions(spec) };
      }
    } catch (e) {
      if (e instanceof ValidationError)
        throw new ConfigError(
          `${where} (${spec.label}, ${showValue(b.name)}): ${e.message}`,
          where,
        );
      throw e;
    }
    const c = (weights?.length ?? 2) - 1;
    const size = (table: CountTable, p: CountTable | undefined) => {
      const n = trialsMean(table);
      return { trials: n, effectiveTrials: 1 + c + (p ? trialsMean(p) : 0) + n };
    };
    comparisons.push({
      metric: spec.label,
      baseline: base,
      candidate: cand,
      gate: spec.gate,
      ...(pairedDelta !== undefined ? { pairedDelta } : {}),
      sizes: {
        baseline: size(aligned.baseline, prior.baseline),
        candidate: size(aligned.candidate, prior.candidate),
      },
      approximateBudget: !fam.exactBudget,
      bootstrap: spec.uncertainty === 'bootstrap',
    });
    extraComparisons.push(extra);
  }

  const scoreWeights = w ?? [0, 1];
  const limitIds = (ids: readonly string[]) => ids.slice(0, 20);
  return {
    benchmark: b,
    input: { name: b.name, comparisons, ...(b.margin !== undefined ? { margin: b.margin } : {}) },
    extras: {
      weights: w ?? null,
      baseline: sideInfo(baseline, baseRoot, filePrior.baseline),
      candidate: sideInfo(candidate, options.cwd, filePrior.candidate),
      alignment: {
        mode: config.align,
        common: aligned.ids.length,
        onlyInBaselineCount: aligned.onlyInBaseline.length,
        onlyInCandidateCount: aligned.onlyInCandidate.length,
        onlyInBaseline: limitIds(aligned.onlyInBaseline),
        onlyInCandidate: limitIds(aligned.onlyInCandidate),
      },
      changedQuestions: changedQuestions(
        aligned.ids,
        questionMeans(aligned.baseline, scoreWeights),
        questionMeans(aligned.candidate, scoreWeights),
        10,
      ),
      comparisons: extraComparisons,
    },
    warnings,
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
  const prepared: Prepared[] = [];
  for (const b of config.benchmarks)
    prepared.push(await prepareBenchmark(b, config, options, priorCache));
  const decision = decide(
    prepared.map((p) => p.input),
    {
      rule: config.rule,
      confidence: config.confidence,
      minConfidence: config.minConfidence,
      margin: config.margin,
    },
  );
  const report = buildReport(
    decision,
    prepared.map((p) => p.extras),
    {
      version: TOOL_VERSION,
      generatedAt: options.now.toISOString(),
      align: config.align,
      warnings: prepared.flatMap((p) => p.warnings),
    },
  );
  const regressions: RegressionSummary[] = [];
  for (const b of report.benchmarks)
    for (const c of b.comparisons)
      if (c.fails)
        regressions.push({
          benchmark: b.name,
          metric: c.metric,
          baseline: c.baseline.mu,
          candidate: c.candidate.mu,
          delta: c.delta,
          message: `${b.name} ${c.metric}: ${fixed(c.baseline.mu)} -> ${fixed(c.candidate.mu)} (${signed(c.delta)}), rho ${formatRho(c.rho)}`,
        });
  return {
    report,
    json: renderJson(report),
    comment: renderMarkdown(report, {
      maxLength: COMMENT_LIMIT,
      fullReportHint: options.fullReportHint,
    }),
    markdown: renderMarkdown(report, {
      maxLength: SUMMARY_LIMIT,
      measure: 'utf8',
      fullReportHint: 'report.json',
    }),
    regressions,
  };
}
