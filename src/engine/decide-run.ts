/**
 * The decide step of `compare` (compare.ts): each benchmark's metrics computed on its aligned
 * tables (intervals, or the paired bootstrap), then the decision rule over all of them.
 */
import type { BenchmarkConfig, CompareConfig } from '../config/index.js';
import { ConfigError, ValidationError, grouped, showValue } from '../errors.js';
import {
  type BenchmarkInput,
  type ComparisonInput,
  type DecisionResult,
  type DecisionSettings,
  METRIC_FAMILIES,
  type MetricContext,
  type MetricSpec,
  type BuiltComparison,
  buildComparison,
  decide,
  usageLevel,
} from '../decision/index.js';
import { type CountTable, questionMeans } from '../metrics/index.js';
import type { ReadResult } from '../readers/types.js';
import {
  type BenchmarkExtras,
  type BrokenQuestion,
  type ReportLost,
  type ReportSide,
  brokenQuestions,
  changedQuestions,
  fixed,
} from '../report/index.js';
import type { Trends } from './history.js';
import { type BenchmarkData, settingOf } from './read-benchmark.js';
import { maxLabel, meanTrials, shown, trialRange } from './tables.js';
import { runSettings } from './stages.js';
import { usageInputs, usageWarnings } from './usage.js';

/** Every benchmark's comparisons and the decision over them. */
export interface Decided {
  readonly decision: DecisionResult;
  /** Per benchmark: what the report needs besides the decision, and its warnings. */
  readonly prepared: readonly Prepared[];
}

/**
 * Computes every benchmark's metrics (with the trends of earlier runs) and decides: the rule, its
 * level, Holm over the gated comparisons, the margin.
 */
export function decideRun(
  data: readonly BenchmarkData[],
  trends: readonly Trends[],
  config: CompareConfig,
  settings: DecisionSettings = runSettings(config),
): Decided {
  const prepared = data.map((d, i) =>
    withTrends(compareBenchmark(d, config, usageLevel(settings)), trends[i] ?? new Map()),
  );
  const decision = decide(
    prepared.map((p) => p.input),
    settings,
  );
  return { decision, prepared };
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
    ...(read.decoding ? { decoding: read.decoding } : {}),
  };
}

/**
 * The comparison with what each side's log says of its decoding (where either says anything):
 * greedy on either side turns the trial budget into the advice of more questions or sampling.
 */
function withDecoding(
  input: ComparisonInput,
  baseline: ReadResult,
  candidate: ReadResult,
): ComparisonInput {
  if (!baseline.decoding && !candidate.decoding) return input;
  return {
    ...input,
    decoding: { baseline: baseline.decoding ?? null, candidate: candidate.decoding ?? null },
  };
}

export interface Prepared {
  readonly benchmark: BenchmarkConfig;
  readonly input: BenchmarkInput;
  readonly extras: BenchmarkExtras;
  readonly warnings: string[];
}

/** Every metric of one benchmark: intervals (or the paired bootstrap) and the report's extras. */
/** One benchmark's comparisons and usage; `usageTestLevel` the run's usage level (warnings). */
function compareBenchmark(
  data: BenchmarkData,
  config: CompareConfig,
  usageTestLevel: number,
): Prepared {
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
    comparisons.push(withDecoding(built.input, baseline, candidate));
    const extra: BenchmarkExtras['comparisons'][number] =
      built.uncertainty === 'bootstrap' && built.bootstrap
        ? { uncertainty: 'bootstrap', bootstrap: built.bootstrap, options: specOptions(spec) }
        : { uncertainty: 'posterior', options: specOptions(spec) };
    extraComparisons.push(extra);
  }

  // Tokens, time and cost per question, over the compared questions.
  const gate = b.usageGate ?? config.usageGate;
  const usage = usageInputs(baseline.usage, candidate.usage, aligned.ids, {
    gate,
    runSpread: config.usageRunSpread,
  });
  data.warnings.push(...usageWarnings(b.name, usage, gate, usageTestLevel));
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
      ...(b.discovered !== undefined
        ? {
            discovered: {
              layout: b.discovered.layout,
              role: b.discovered.role,
              ...(b.discovered.group !== undefined ? { group: b.discovered.group } : {}),
            },
          }
        : {}),
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
      brokenQuestions: withText(
        brokenQuestions(
          aligned.ids,
          { score: sums(means.baseline, aligned.baseline), trials: aligned.baseline.trials },
          { score: sums(means.candidate, aligned.candidate), trials: aligned.candidate.trials },
        ),
        [baseline.questionText, candidate.questionText],
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

/**
 * The questions that broke, each with a short excerpt of its text where a side's log holds it
 * (the baseline's first): the report shows it, escaped.
 */
function withText(
  broken: readonly BrokenQuestion[],
  texts: readonly (ReadonlyMap<string, string> | undefined)[],
): BrokenQuestion[] {
  if (texts.every((t) => t === undefined)) return [...broken];
  return broken.map((q) => {
    const text = texts.map((t) => t?.get(q.id)).find((x) => x !== undefined);
    return text === undefined ? q : { ...q, text };
  });
}

/** The metric's options as configured, for the JSON report. */
function specOptions(spec: MetricSpec): Record<string, unknown> {
  return { ...spec };
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
