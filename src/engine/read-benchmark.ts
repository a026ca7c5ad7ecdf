/**
 * One benchmark read, re-labelled and aligned for the comparison (the read-and-pair step of
 * compare.ts, read-run.ts): its files on both sides (or a discovered group's tasks), the same-task
 * and id checks, the documents each side's harness counted, the weights, the lost trials, the
 * priors; how paths are guarded and settings named in errors.
 */
import type { RunOptions } from './run-options.js';
import {
  type BenchmarkConfig,
  type CompareConfig,
  type OverrideSource,
  type PathSource,
  howToSet,
} from '../config/index.js';
import { ConfigError, grouped, showValue } from '../errors.js';
import type { CountTable } from '../metrics/index.js';
import {
  PARTIAL_CREDIT_LABELS,
  PARTIAL_CREDIT_WEIGHTS,
  alignTables,
  readOutcomes,
} from '../readers/index.js';
import type { Alignment, ErrorsPolicy, ReadResult } from '../readers/types.js';
import type { ReportLost } from '../report/index.js';
import { alreadyAligned, maxLabel, priorFor, shown } from './tables.js';
import { DEFAULT_ERRORS_POLICY, applyErrorsPolicy } from './lost.js';
import { checkSameTask, idColumnRead } from './same-task.js';
import { readSide } from './read-side.js';

/**
 * A benchmark's setting as the user wrote it: a flag (`--weights`, `--metric pass@4`) for a
 * benchmark the CLI's flags define, an input (`input "weights"`) for the action's, else its path
 * in the config (`benchmarks[0].weights`, `benchmarks[0].metrics[1] (pass@4)`).
 */
export function settingOf(
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
export function benchmarkWeights(
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
export function guard(
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
export function alignAdvice(
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

/**
 * A side whose files hold fewer documents than its harness counted for the task (lm-eval's
 * `n-samples` in its results file): a samples file trimmed, or not the run's whole output. The
 * comparison goes on over the documents there are, and says so.
 */
function documentWarnings(
  b: BenchmarkConfig,
  sides: { readonly baseline: ReadResult; readonly candidate: ReadResult },
): string[] {
  const warnings: string[] = [];
  for (const side of ['baseline', 'candidate'] as const) {
    const expected = b.pairing?.documents?.[side];
    if (expected === undefined) continue;
    const read = sides[side];
    const held = new Set([...read.table.ids, ...(read.lost?.byQuestion.keys() ?? [])]).size;
    if (held < expected.count)
      warnings.push(
        `${b.name}: the ${side}'s samples hold ${grouped(held)} of the ${grouped(expected.count)} documents its ${expected.source} counts (n-samples): the file was trimmed, or is not the run's whole output; the ${grouped(held)} there are compared.`,
      );
  }
  return warnings;
}

/** Reads, re-labels and aligns one benchmark's files (and its metrics' `R0` files). */
export async function readBenchmark(
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
  warnings.push(...documentWarnings(b, { baseline, candidate }));
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
    // `align: intersect` leaves out the questions one side lacks: each is a question that side
    // lost (missing from its files), counted like one lost to errors, never silently dropped.
    lost: {
      baseline: withMissing(baseSide.lost, aligned.onlyInCandidate, baseline),
      candidate: withMissing(candSide.lost, aligned.onlyInBaseline, candidate),
    },
    source,
    warnings,
  };
}

/**
 * A side's lost questions with those the other side has and its files lack (`absent`), less the
 * ones its files already say it lost (to errors, under `errors: missing`): each counted once.
 */
function withMissing(lost: ReportLost, absent: readonly string[], read: ReadResult): ReportLost {
  const known = read.lost?.byQuestion;
  const missing = known ? absent.filter((id) => !known.has(id)).length : absent.length;
  if (missing === 0) return lost;
  return {
    ...lost,
    questions: lost.questions + missing,
    outOf: lost.outOf + missing,
    missing: (lost.missing ?? 0) + missing,
  };
}
