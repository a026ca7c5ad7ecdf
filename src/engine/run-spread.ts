/**
 * `run-spread`: how much a whole run's tokens, time and cost vary between repeated runs of one
 * commit (an A/A test), per measure: what the config's `usage-run-spread` asks for. Each run is
 * read as `score` reads one file; the estimate is over the questions every run carries the
 * measure on (src/decision/run-spread.ts).
 */
import { ConfigError, InputError, showValue } from '../errors.js';
import { type RunSpreadEstimate, runSpread } from '../decision/run-spread.js';
import { USAGE_MEASURES, USAGE_UNITS, type UsageMeasure } from '../decision/usage-types.js';
import { readOutcomes } from '../readers/read-outcomes.js';
import type { FormatName, ReadOptions } from '../readers/types.js';
import { grouped } from '../report/format.js';
import { meanOf } from './usage.js';

/** What `run-spread` reads. */
export interface RunSpreadRequest {
  /** Two or more runs of one commit, each a file or glob (a glob's files are one run). */
  readonly runs: readonly string[];
  readonly format?: FormatName | 'auto';
  /** Reader options (usage columns, ...), as `score`'s. */
  readonly read?: Omit<ReadOptions, 'format' | 'confine'>;
  /** The upper bound's one-sided confidence; default {@link DEFAULT_RUN_SPREAD_CONFIDENCE}. */
  readonly confidence?: number;
  readonly cwd: string;
}

/** One measure's run spread, with its unit. */
export interface MeasureRunSpread extends RunSpreadEstimate {
  readonly measure: UsageMeasure;
  readonly unit: 'tokens' | 'seconds' | 'USD';
}

/** The runs read and each measure's spread. */
export interface RunSpreadResult {
  readonly runs: readonly { readonly files: readonly string[]; readonly questions: number }[];
  readonly confidence: number;
  readonly measures: readonly MeasureRunSpread[];
  readonly warnings: readonly string[];
}

/**
 * The default confidence of the upper bound: one-sided 90%. Measured (docs/statistics.md, "A run
 * effect, measured from repeated runs"): a 75% bound keeps the gate's false alarms at most 2α
 * for a log-normal run effect and costs half the power of 90%, but under an occasional slow run
 * (1 in 5, 15% longer) 5 A/A runs often hold none, and at 1,000 questions its false alarms
 * reach 4.6% where the 90% bound's reach 2.7%; from 10 runs both hold.
 */
export const DEFAULT_RUN_SPREAD_CONFIDENCE = 0.9;

/**
 * Reads each run and measures, per measure the runs carry, the spread of a whole run's mean per
 * question.
 *
 * @example await measureRunSpread({ runs: ['aa/run1.json', 'aa/run2.json', 'aa/run3.json'], cwd })
 */
export async function measureRunSpread(request: RunSpreadRequest): Promise<RunSpreadResult> {
  const confidence = request.confidence ?? DEFAULT_RUN_SPREAD_CONFIDENCE;
  // Below 0.5 an "upper" bound falls below the estimate.
  if (!(confidence >= 0.5 && confidence < 1))
    throw new ConfigError(
      `--confidence: must be a number in [0.5, 1) (the upper bound's one-sided confidence); got ${showValue(confidence)}`,
      '--confidence',
    );
  if (request.runs.length < 2)
    throw new ConfigError(
      `run-spread: give 2 or more runs of one commit (5 or more for a usable bound); got ${request.runs.length}`,
      'runs',
    );
  const reads = [];
  for (const file of request.runs)
    reads.push(
      await readOutcomes(file, {
        ...request.read,
        cwd: request.cwd,
        ...(request.format !== undefined ? { format: request.format } : {}),
      }),
    );
  const warnings = reads.flatMap((r) => r.warnings ?? []);
  // The same files twice: a run against itself varies by nothing.
  const runKeys = reads.map((r) => JSON.stringify([...r.files].sort()));
  runKeys.forEach((key, k) => {
    const first = runKeys.indexOf(key);
    if (first < k)
      warnings.push(
        `run ${k + 1} (${showValue(request.runs[k])}) reads the same files as run ${first + 1}: a run against itself adds no spread, so the estimate is too low.`,
      );
  });
  // Why a measure the runs carry was left out: the error when none is left.
  const skipped: string[] = [];
  const measures: MeasureRunSpread[] = [];
  for (const measure of USAGE_MEASURES) {
    const usages = reads.map((r) => r.usage);
    if (usages.every((u) => u?.[measure] === undefined)) continue;
    // The questions every run carries the measure on, in the first run's order.
    const first = usages[0]?.[measure];
    const ids = first
      ? [...first.keys()].filter((id) => usages.every((u) => meanOf(u, measure, id) !== undefined))
      : [];
    const lacking = usages.findIndex((u) => u?.[measure] === undefined);
    if (lacking >= 0 || ids.length < 2) {
      skipped.push(
        lacking >= 0
          ? `${measure}: run ${lacking + 1} (${showValue(request.runs[lacking])}) carries none`
          : `${measure}: ${ids.length} question(s) carry it in every run, too few to measure a spread (2 or more)`,
      );
      continue;
    }
    const most = Math.max(...usages.map((u) => u?.[measure]?.size ?? 0));
    if (ids.length < most)
      warnings.push(
        `${measure}: ${grouped(ids.length)} questions carry it in every run (up to ${grouped(most)} in one): the spread is measured on those.`,
      );
    const table = usages.map((u) => ids.map((id) => meanOf(u, measure, id) as number));
    if (table.every((run) => run.every((x) => x === 0))) {
      skipped.push(`${measure}: 0 on every question of every run, no spread to measure`);
      continue;
    }
    measures.push({ measure, unit: USAGE_UNITS[measure], ...runSpread(table, confidence) });
  }
  if (measures.length === 0)
    throw new InputError(
      { file: request.runs[0] ?? '' },
      skipped.length > 0
        ? `nothing to measure: ${skipped.slice(0, 3).join('; ')}${skipped.length > 3 ? `; and ${skipped.length - 3} more` : ''}`
        : 'the runs carry no tokens, time or cost: nothing to measure (see docs/formats.md on usage)',
    );
  warnings.push(...skipped.map((s) => `${s}: not measured.`));
  return {
    runs: reads.map((r) => ({ files: r.files, questions: r.table.ids.length })),
    confidence,
    measures,
    warnings,
  };
}
