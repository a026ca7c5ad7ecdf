/**
 * The comparison for a resolved config: read, align, evaluate, decide, report.
 */
import {
  type BenchmarkConfig,
  type CompareConfig,
  type OverrideSource,
  type PathSource,
  howToSet,
} from '../config/index.js';
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
import {
  PARTIAL_CREDIT_LABELS,
  PARTIAL_CREDIT_WEIGHTS,
  alignTables,
  readOutcomes,
} from '../readers/index.js';
import type { Alignment, ErrorsPolicy, ReadResult } from '../readers/types.js';
import type { ReadBudget } from '../readers/read-budget.js';
import {
  type AcceptedBy,
  type BenchmarkExtras,
  type Provenance,
  COMMENT_LIMIT,
  type ReportData,
  type ReportDiscovery,
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
import { alreadyAligned, maxLabel, meanTrials, priorFor, shown, trialRange } from './tables.js';
import type { HistoryPoint, RegressionSummary } from './types.js';
import { DEFAULT_ERRORS_POLICY, applyErrorsPolicy } from './lost.js';
import { checkSameTask, idColumnRead } from './pairing.js';
import { readSide } from './read-side.js';
import { TOOL_VERSION } from './version.js';
import { checkWorkBudget } from './work.js';
import { regressionSummaries } from './regressions.js';
import { usageInputs, usageWarnings } from './usage.js';

/** Where paths resolve, the timestamp, the truncation hint, the work budget. */
export interface RunOptions {
  readonly cwd: string;
  readonly baselineRoot?: string;
  /** When set, the candidate's paths resolve against this folder (an artifact) instead of cwd. */
  readonly candidateRoot?: string;
  /** Earlier baselines (oldest first) whose gated metrics make the trend line. */
  readonly history?: readonly HistoryPoint[];
  readonly now: Date;
  readonly fullReportHint: string;
  /** Work units the metrics may cost, and how to name the setting that raises it. */
  readonly workBudget: number;
  readonly workBudgetSetting: string;
  /** The bytes the run may read: every read of the run (sides, priors, history) counts against it. */
  readonly readBudget: ReadBudget;
  /** How a zip-limit refusal names the setting that raises it (e.g. `input "max-unzipped-bytes"`). */
  readonly unzipLimitSetting: string;
  /** Warnings from before the run (e.g. config keys the policy ignored), listed first. */
  readonly warnings?: readonly string[];
  /** Where the numbers came from, for the report's footer and JSON. */
  readonly provenance?: Provenance;
  /** Links question ids in the Markdown (an http(s) URL template with `{id}`). */
  readonly questionsUrl?: string;
  /** Whose syntax advice in errors uses: the CLI's flags (default) or the action's inputs. */
  readonly overrideSource?: OverrideSource;
  /** What folder discovery found (the report's `discovery`), when a path named a folder. */
  readonly discovery?: ReportDiscovery;
  /** The pull request's accept label: credible regressions are accepted (report/accept.ts). */
  readonly acceptance?: AcceptedBy;
}

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

/**
 * A benchmark's setting as the user wrote it: a flag (`--weights`, `--metric pass@4`) for a
 * benchmark the CLI's flags define, an input (`input "weights"`) for the action's, else its path
 * in the config (`benchmarks[0].weights`, `benchmarks[0].metrics[1] (pass@4)`).
 */
function settingOf(
  b: BenchmarkConfig,
  key: 'weights' | 'metrics',
  i?: number,
  label?: string,
): string {
  const shownLabel = label !== undefined ? ` ${label}` : '';
  if (b.path === 'flags') return key === 'weights' ? '--weights' : `--metric${shownLabel}`;
  if (b.path === 'inputs') return `input "${key}"${label !== undefined ? ` (${label})` : ''}`;
  const at = key === 'metrics' && i !== undefined ? `${b.path}.metrics[${i}]` : `${b.path}.${key}`;
  return label !== undefined ? `${at} (${label})` : at;
}

/** The weights of a benchmark, checked against the labels of its files. */
function benchmarkWeights(
  b: BenchmarkConfig,
  top: number,
  baseline: ReadResult,
  candidate: ReadResult,
  source: OverrideSource,
  show: (file: string) => string,
): readonly number[] | undefined {
  let w = b.weights ?? baseline.weights ?? candidate.weights;
  if (w === undefined && (baseline.labelLayout ?? candidate.labelLayout) === 'partial-credit')
    w = PARTIAL_CREDIT_WEIGHTS;
  if (w === undefined) {
    if (top > 1) idColumnRead(b.name, top, [baseline, candidate], source, show);
    if (top > 1) {
      const example = Array.from({ length: top + 1 }, (_, i) => Number((i / top).toFixed(3)));
      // In the syntax of where the benchmark came from: flags, action inputs, or the config.
      if (b.path === 'flags' || b.path === 'inputs') {
        const [setting, give] =
          b.path === 'flags'
            ? ['--weights', `pass --weights ${example.join(',')}`]
            : ['input "weights"', `set the input weights: ${example.join(', ')}`];
        throw new ConfigError(
          `${setting}: the outcomes of ${showValue(b.name)} have labels 0..${top}, not 0/1: ${give} (one score per label)`,
          setting,
        );
      }
      throw new ConfigError(
        `${b.path} (${showValue(b.name)}): the outcomes have labels 0..${top}, not 0/1: give "weights", one score per label (e.g. [${example.join(', ')}])`,
        `${b.path}.weights`,
      );
    }
    return undefined;
  }
  if (w.length < top + 1)
    throw new ConfigError(
      `${settingOf(b, 'weights')}: ${showValue(w)} scores labels 0..${w.length - 1}, but the files of ${showValue(b.name)} have label ${top}`,
      settingOf(b, 'weights'),
    );
  return w;
}

interface Prepared {
  readonly benchmark: BenchmarkConfig;
  readonly input: BenchmarkInput;
  readonly extras: BenchmarkExtras;
  readonly warnings: string[];
}

/** One benchmark read and aligned: everything the metrics need, before any metric is computed. */
export interface BenchmarkData {
  readonly benchmark: BenchmarkConfig;
  readonly baseline: ReadResult;
  readonly candidate: ReadResult;
  /** Where the baseline's relative paths resolved (the workspace, or a git / artifact folder). */
  readonly baselineRoot: string;
  /** Where the candidate's relative paths resolved (the workspace). */
  readonly candidateRoot: string;
  readonly aligned: Alignment;
  /** Largest label of either side. */
  readonly top: number;
  /** The benchmark's weights (undefined: binary). */
  readonly weights: readonly number[] | undefined;
  /** Priors the files carry, rows aligned. */
  readonly filePrior: { readonly baseline?: CountTable; readonly candidate?: CountTable };
  /** Each metric's `R0` prior file, rows aligned (by metric index). */
  readonly metricPrior: ReadonlyMap<number, CountTable>;
  /** What each side lost to errors (errored, never-run trials), as read. */
  readonly lost: { readonly baseline: ReportLost; readonly candidate: ReportLost };
  /** Whose syntax errors use: the CLI's flags or the action's inputs. */
  readonly source: OverrideSource;
  readonly warnings: string[];
}

/**
 * How a path is guarded: paths from the config or action inputs must stay inside their root
 * unless `allow-outside-workspace`, and errors never quote a file of theirs outside it; paths
 * typed as CLI flags are the user's own choice.
 */
function guard(
  config: CompareConfig,
  source: PathSource | undefined,
): { confine: boolean; redactOutside: boolean } {
  const typed = source === 'flag';
  return { confine: !typed && config.allowOutsideWorkspace !== true, redactOutside: !typed };
}

/**
 * How to get past a `strict` id mismatch, in the user's syntax; under `errors: missing`, when
 * questions lost every trial to errors (they are then not in the table), also how to count them.
 */
function alignAdvice(
  baseline: ReadResult,
  candidate: ReadResult,
  policy: ErrorsPolicy,
  source: OverrideSource,
): string {
  const intersect = `${howToSet('align', 'intersect', source)} to compare only those`;
  if (policy !== 'missing') return intersect;
  let gone = 0;
  for (const side of [baseline, candidate]) {
    const inTable = new Set(side.table.ids);
    for (const id of side.lost?.byQuestion.keys() ?? []) if (!inTable.has(id)) gone++;
  }
  if (gone === 0) return intersect;
  return `${intersect}, or ${howToSet('errors', 'fail', source)} to count the ${grouped(gone)} question(s) that lost every trial to errors as failures`;
}

/** Reads, re-labels and aligns one benchmark's files (and its metrics' `R0` files). */
async function readBenchmark(
  configured: BenchmarkConfig,
  config: CompareConfig,
  options: RunOptions,
  priorCache: Map<string, Promise<ReadResult>>,
): Promise<BenchmarkData> {
  let b = configured;
  const baseRoot = options.baselineRoot ?? options.cwd;
  const candRoot = options.candidateRoot ?? options.cwd;
  const { readBudget, unzipLimitSetting } = options;
  const source = options.overrideSource ?? 'flag';
  const at = {
    baseline: {
      cwd: baseRoot,
      readBudget,
      unzipLimitSetting,
      ...guard(config, b.pathSource?.baseline),
    },
    candidate: {
      cwd: candRoot,
      readBudget,
      unzipLimitSetting,
      ...guard(config, b.pathSource?.candidate),
    },
  };
  let [baseline, candidate] = await Promise.all([
    readSide(b, 'baseline', at.baseline),
    readSide(b, 'candidate', at.candidate),
  ]);
  // Inspect `P` scores on one side switched it to the partial-credit labels: read the other side
  // with the same labels, so that label 1 means the same thing on both sides.
  if (baseline.labelLayout !== candidate.labelLayout) {
    const same = { labels: PARTIAL_CREDIT_LABELS };
    if (baseline.labelLayout === undefined)
      baseline = await readSide(b, 'baseline', at.baseline, same);
    else candidate = await readSide(b, 'candidate', at.candidate, same);
  }
  const baseFile = shown(baseline.files[0] ?? 'baseline', baseRoot);
  const candFile = shown(candidate.files[0] ?? 'candidate', candRoot);
  // The files' own word on which task they ran: different tasks are refused before alignment (their
  // ids may well coincide), unless allow-task-mismatch.
  const mismatch = checkSameTask(
    { read: baseline, file: baseFile },
    { read: candidate, file: candFile },
    config.allowTaskMismatch === true,
    source,
  );
  // A benchmark given by flags without a name is named after the task its logs name.
  const task = candidate.task?.name ?? baseline.task?.name;
  if (b.namedAfterFile === true && task !== undefined && task.trim() !== '')
    b = { ...b, name: task.trim().slice(0, 200) };
  // A reader names its file as it was given (resolved: absolute); the report names it as the
  // user wrote it, as everywhere else (a long runner path would also push the warning's point past
  // the length a warning may have).
  const asWritten = (side: typeof baseline, root: string) =>
    side.warnings.map((w) => {
      const file = side.files.find((f) => w.startsWith(`${f}:`));
      return file === undefined ? w : `${shown(file, root)}${w.slice(file.length)}`;
    });
  const warnings = [...asWritten(baseline, baseRoot), ...asWritten(candidate, candRoot)].map(
    (w) => `${b.name}: ${w}`,
  );
  if (mismatch !== undefined) warnings.push(`${b.name}: ${mismatch}`);
  // Lost trials (errored, never ran) count as failures under `errors: fail`, before alignment:
  // a question the candidate lost entirely is then a failed question, not a missing id.
  const policy = config.errors ?? DEFAULT_ERRORS_POLICY;
  const baseSide = applyErrorsPolicy(baseline, policy);
  const candSide = applyErrorsPolicy(candidate, policy);
  baseline = baseSide.read;
  candidate = candSide.read;
  const aligned: Alignment = alreadyAligned(baseline.table, candidate.table)
    ? {
        baseline: baseline.table,
        candidate: candidate.table,
        ids: baseline.table.ids,
        onlyInBaseline: [],
        onlyInCandidate: [],
      }
    : alignTables(baseline.table, candidate.table, {
        mode: config.align,
        baselineName: baseFile,
        candidateName: candFile,
        intersectAdvice: alignAdvice(baseline, candidate, policy, source),
      });
  if (aligned.onlyInBaseline.length > 0 || aligned.onlyInCandidate.length > 0)
    warnings.push(
      `${b.name}: compared the ${aligned.ids.length} common questions; left out ${aligned.onlyInBaseline.length} only in the baseline and ${aligned.onlyInCandidate.length} only in the candidate (align: intersect).`,
    );
  const top = Math.max(maxLabel(aligned.baseline), maxLabel(aligned.candidate));
  const k = aligned.baseline.categories;
  const metricPrior = new Map<number, CountTable>();
  for (const [i, spec] of b.metrics.entries()) {
    if (spec.R0 === undefined) continue;
    const path = spec.R0;
    let pending = priorCache.get(path);
    if (!pending) {
      // R0 files are named in the config: confined like its other paths.
      pending = readOutcomes(path, {
        cwd: options.cwd,
        readBudget,
        unzipLimitSetting,
        ...guard(config, 'config'),
      });
      priorCache.set(path, pending);
    }
    metricPrior.set(i, priorFor((await pending).table, aligned.ids, k));
  }
  return {
    benchmark: b,
    baseline,
    candidate,
    baselineRoot: baseRoot,
    candidateRoot: candRoot,
    aligned,
    top,
    weights: benchmarkWeights(b, top, baseline, candidate, source, (f) =>
      shown(f, baseline.files.includes(f) ? baseRoot : candRoot),
    ),
    filePrior: {
      ...(baseline.prior ? { baseline: priorFor(baseline.prior, aligned.ids, k) } : {}),
      ...(candidate.prior ? { candidate: priorFor(candidate.prior, aligned.ids, k) } : {}),
    },
    metricPrior,
    lost: { baseline: baseSide.lost, candidate: candSide.lost },
    source,
    warnings,
  };
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
    return new ConfigError(
      `${where} on ${showValue(b.name)}: k = ${k} is more than the trials per question: ${named} (at the fewest); use k <= ${most}${spec.family === 'pass' ? `, or max@${k}, whose interval takes any k (the best of ${k} trials under the posterior; rule paired does not apply to it)` : ''}`,
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
