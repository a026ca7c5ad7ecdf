/**
 * `score`: metrics with intervals for one result file (no comparison).
 */
import { isAbsolute, relative } from 'node:path';
import { parseMetricEntry } from '../config/metrics.js';
import { ConfigError, ValidationError, showValue } from '../errors.js';
// Modules, not the barrels: the CLI's `score` loads only what it uses (see scripts/bundle.mjs).
import { METRIC_FAMILIES, type MetricSpec } from '../decision/catalog.js';
import { decidedInterval, valueScale } from '../decision/comparison-input.js';
import { metricInterval } from '../decision/evaluate.js';
import type { Interval } from '../decision/index.js';
import { PARTIAL_CREDIT_WEIGHTS } from '../readers/inspect.js';
import { readOutcomes } from '../readers/read-outcomes.js';
import type { ErrorsPolicy, FormatName, ReadOptions } from '../readers/types.js';
import type { ReportLost } from '../report/types.js';
import { DEFAULT_ERRORS_POLICY, applyErrorsPolicy } from './lost.js';
import { idColumnRead } from './same-task.js';
import { maxLabel } from './tables.js';
import { type UsageSummary, usageSummary } from './usage.js';

/** What `score` reads and computes. */
export interface ScoreRequest {
  /** File or glob (several files are merged: trials appended per question). */
  readonly file: string;
  /** Metric names (short form); default `bayes`. */
  readonly metrics?: readonly string[];
  readonly format?: FormatName | 'auto';
  /** Reader options (threshold, columns, scorer, labels, ...), as `compare`'s. */
  readonly read?: Omit<ReadOptions, 'format' | 'confine'>;
  readonly weights?: readonly number[];
  readonly confidence?: number;
  /** What a lost trial (errored, never ran) counts as: `fail` (default, as in `compare`) or `missing`. */
  readonly errors?: ErrorsPolicy;
  readonly cwd: string;
}

/** Sizes of the file and each metric's interval. */
export interface ScoreResult {
  readonly files: readonly string[];
  readonly formats: readonly string[];
  readonly questions: number;
  readonly trials: { readonly min: number; readonly max: number };
  readonly maxLabel: number;
  readonly weights: readonly number[] | null;
  readonly confidence: number;
  /** What lost trials counted as, and how many there were (zeros when none). */
  readonly errors: ErrorsPolicy;
  readonly lost: ReportLost;
  /**
   * Each metric's interval. For Bayes@N without a prior, also `meanScore`: the mean score per
   * question (avg@N, the accuracy a harness reports) with Bayes@N's posterior σ rescaled, the
   * value `compare` decides on; Bayes@N's own μ is pulled towards ½ by (C + 1) / T.
   */
  readonly metrics: readonly ({
    readonly metric: string;
    readonly meanScore?: Interval;
  } & Interval)[];
  /**
   * Tokens, seconds and cost per question where the file carries them: each measure's mean per
   * question with its interval at `confidence` (empty when it carries none).
   */
  readonly usage: readonly UsageSummary[];
  readonly warnings: readonly string[];
}

/**
 * Reads one benchmark's outcomes and computes each metric's interval.
 *
 * @example await score({ file: 'fixtures/demo/baseline/aime24.csv', metrics: ['bayes'], cwd })
 */
export async function score(request: ScoreRequest): Promise<ScoreResult> {
  const confidence = request.confidence ?? 0.95;
  if (!(confidence > 0 && confidence < 1))
    throw new ConfigError(
      `--confidence: must be a number in (0, 1); got ${showValue(confidence)}`,
      '--confidence',
    );
  const specs: MetricSpec[] = [];
  for (const name of request.metrics && request.metrics.length > 0 ? request.metrics : ['bayes']) {
    const r = parseMetricEntry(name, []);
    const p = r.problems[0];
    if (p) throw new ConfigError(`--metric: ${p.message}`, '--metric');
    specs.push(r.spec as MetricSpec);
  }
  const errors = request.errors ?? DEFAULT_ERRORS_POLICY;
  if (errors !== 'fail' && errors !== 'missing')
    throw new ConfigError(
      `--errors: must be "fail" or "missing"; got ${showValue(errors)}`,
      '--errors',
    );
  // Lost trials (errored, never ran) count as `compare` counts them, so both print one number.
  const { read, lost } = applyErrorsPolicy(
    await readOutcomes(request.file, {
      ...request.read,
      cwd: request.cwd,
      ...(request.format !== undefined ? { format: request.format } : {}),
    }),
    errors,
  );
  const table = read.table;
  const top = maxLabel(table);
  const shown = (f: string) => {
    if (!isAbsolute(f)) return f;
    const rel = relative(request.cwd, f);
    return rel.startsWith('..') || isAbsolute(rel) ? f : rel;
  };

  const w =
    request.weights ??
    read.weights ??
    (read.labelLayout === 'partial-credit' ? PARTIAL_CREDIT_WEIGHTS : undefined);
  if (w === undefined && top > 1) idColumnRead(request.file, top, [read], 'flag', shown);
  if (w === undefined && top > 1)
    throw new ConfigError(
      `--weights: the outcomes have labels 0..${top}, not 0/1: give one score per label, e.g. --weights ${Array.from({ length: top + 1 }, (_, i) => Number((i / top).toFixed(3))).join(',')}`,
      '--weights',
    );
  const metrics = specs.map((spec) => {
    if (METRIC_FAMILIES[spec.family].binaryOnly && top > 1)
      throw new ConfigError(
        `--metric: ${spec.label} needs binary outcomes (0/1); the file has labels 0..${top}`,
        '--metric',
      );
    try {
      const prior = METRIC_FAMILIES[spec.family].options.includes('R0') ? read.prior : undefined;
      const ctx = {
        confidence,
        ...(w !== undefined ? { w } : {}),
        ...(prior ? { R0: prior } : {}),
      };
      // Bayes@N's and avg@N's intervals (the reference's) are not clipped; what `score` prints
      // stays in the score's range [min w, max w].
      const ws = w ?? [0, 1];
      const shownSpec =
        spec.bounds === undefined && (spec.family === 'bayes' || spec.family === 'avg')
          ? { ...spec, bounds: [Math.min(...ws), Math.max(...ws)] as const }
          : spec;
      return {
        metric: spec.label,
        ...metricInterval(table, shownSpec, ctx),
        ...(spec.family === 'bayes' && valueScale(spec, ctx) === 'mean-score'
          ? { meanScore: decidedInterval(table, spec, ctx) }
          : {}),
      };
    } catch (e) {
      if (
        e instanceof ValidationError &&
        spec.k !== undefined &&
        /^k must satisfy 1 <= k <= N/.test(e.message)
      ) {
        const fewest = Math.min(...table.trials);
        throw new ConfigError(
          `--metric ${spec.label}: k = ${spec.k} is more than the trials per question (${shown(read.files[0] ?? request.file)} has ${fewest === 1 ? '1 trial' : `${fewest} trials`} at the fewest); use k <= ${fewest}${spec.family === 'pass' ? `, or max@${spec.k}, whose interval takes any k (the best of ${spec.k} trials under the posterior)` : ''}`,
          '--metric',
        );
      }
      if (e instanceof ValidationError)
        throw new ConfigError(`--metric ${spec.label}: ${e.message}`, '--metric');
      throw e;
    }
  });
  let min = Infinity;
  let max = 0;
  for (const n of table.trials) {
    min = Math.min(min, n);
    max = Math.max(max, n);
  }
  return {
    files: read.files.map(shown),
    formats: read.formats,
    questions: table.ids.length,
    trials: { min, max },
    maxLabel: top,
    weights: w ?? null,
    confidence,
    errors,
    lost,
    metrics,
    usage: usageSummary(read.usage, table.ids, confidence),
    warnings: read.warnings,
  };
}
