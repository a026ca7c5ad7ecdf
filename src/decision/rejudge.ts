/**
 * Judging the comparisons of several runs as one run (`scorio-eval merge`, the action's
 * `merge-reports`): each comparison is measured again from what its report recorded (its two
 * intervals, and in its `evidence` the per-question scores its paired test ran on), each usage
 * measure compared again from its per-question values, with the same functions `decide` uses, and
 * the lot judged as one family: Holm's adjustment covers every gated comparison of all of them,
 * exactly as if one run had compared every benchmark.
 *
 * Nothing a report says about a verdict or a p-value is taken on trust: they are computed again,
 * and a report whose shown numbers (Δ and its σ, the paired test, the p-value, the usage means,
 * ratio and interval) differ from what its own data give is refused, naming the field. A report
 * without the data (an earlier version's) is refused too: it cannot be judged again.
 */
import { ValidationError } from '../errors.js';
import { type Measured, judgeFamily, measure } from './decide.js';
import type { PairedTest } from './paired-types.js';
import type { Comparison, ComparisonInput, DecisionResult, DecisionSettings } from './types.js';
import type { UsageComparison } from './usage-types.js';
import { compareUsage, usageLevel } from './usage.js';

/** A comparison as a report recorded it (its verdict, which may say `accepted`, is not read). */
export type RecordedComparison = Omit<Comparison, 'verdict'>;

/** One benchmark as a report recorded it: its name, margin and judged comparisons. */
export interface RecordedBenchmark {
  readonly name: string;
  readonly margin: number;
  readonly comparisons: readonly RecordedComparison[];
  /** Its usage measures as recorded (compared again at the run's level). */
  readonly usage?: readonly UsageComparison[];
}

/** Options of {@link rejudge}. */
export interface RejudgeOptions {
  /**
   * How messages name a benchmark (`shard.json: benchmarks[2]`); `.comparisons[j]` or `.usage[j]`
   * follows. Default `benchmarks[i]`.
   */
  readonly where?: (benchmark: number) => string;
}

/** A number for a message: six significant digits. */
function num(x: number | null): string {
  return x === null ? 'null' : String(Number(x.toPrecision(6)));
}

/** Equal up to rounding (the report's numbers went through JSON, which keeps every double). */
function same(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b);
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

const CHANGED = 'the report was changed after it was written';

/** Runs `f`; a ValidationError it throws (bad numbers) is restated at `where`. */
function at<T>(where: string, field: string, f: () => T): T {
  try {
    return f();
  } catch (error) {
    if (error instanceof ValidationError)
      throw new ValidationError(`${where}: ${error.message}`, field);
    throw error;
  }
}

/** The paired test's fields a report shows, compared one by one. */
const PAIRED_FIELDS = [
  'questions',
  'delta',
  'standardError',
  'lo',
  'hi',
  'pDrop',
  'pRise',
  'pBeyondMargin',
  'df',
  'minP',
] as const satisfies readonly (keyof PairedTest)[];

/** The first field where the shown paired test is not the one its scores give, if any. */
function pairedDifference(shown: PairedTest, computed: PairedTest): string | undefined {
  if (shown.test !== computed.test) return `test ${shown.test} (the scores give ${computed.test})`;
  if (shown.signFlip !== computed.signFlip) return 'signFlip';
  for (const key of PAIRED_FIELDS)
    if (!same(shown[key], computed[key]))
      return `${key} ${num(shown[key])} (the scores give ${num(computed[key])})`;
  const d = shown.discordant;
  const e = computed.discordant;
  if ((d === undefined) !== (e === undefined) || (d && e && (d.down !== e.down || d.up !== e.up)))
    return 'discordant';
  return undefined;
}

/** The mean of a list (the per-question scores' average: the mean-score scale's value). */
function mean(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/**
 * A recorded comparison measured again: its input rebuilt from the fields it shows and its
 * `evidence`, measured by `decide`'s own function. A ValidationError naming `where` when the
 * evidence is missing, or when a number it shows (Δ, its σ, the paired test, the p-value) is not
 * what its data give.
 */
export function measuredOf(
  c: RecordedComparison,
  where: string,
  settings: DecisionSettings,
): Measured {
  const e = c.evidence;
  if (e === undefined)
    throw new ValidationError(
      `${where}: the comparison has no "evidence" (what its verdict is computed from), so it cannot be judged again; write the report again with this version`,
      'evidence',
    );
  const scores = e.scores;
  if (scores === undefined || (scores === null) !== (c.paired === null))
    throw new ValidationError(
      `${where}: ${scores === undefined ? 'evidence.scores is missing' : scores === null ? 'the paired test has no per-question scores in evidence.scores' : 'evidence.scores has per-question scores, yet the comparison has no paired test'}, so its test cannot be run again; write the report again with this version`,
      'evidence.scores',
    );
  if (scores !== null && e.noise === null)
    throw new ValidationError(
      `${where}: evidence.noise is missing beside the per-question scores: ${CHANGED}`,
      'evidence.noise',
    );
  const input: ComparisonInput = {
    metric: c.metric,
    baseline: c.baseline,
    candidate: c.candidate,
    gate: c.gate,
    scale: c.scale,
    ...(c.posterior !== null ? { posterior: c.posterior } : {}),
    ...(e.pairedDelta !== null ? { pairedDelta: e.pairedDelta } : {}),
    ...(e.sizes !== null ? { sizes: e.sizes } : {}),
    approximateBudget: e.approximateBudget,
    bootstrap: e.bootstrap,
    deterministic: e.deterministic,
    ...(e.decoding ? { decoding: e.decoding } : {}),
    ...(c.dispersion ? { dispersion: c.dispersion } : {}),
    ...(scores !== null && e.noise !== null
      ? {
          paired: {
            baseline: scores.baseline,
            candidate: scores.candidate,
            singleTrialBinary: scores.singleTrialBinary,
            noise: e.noise,
            range: scores.range,
            ...(scores.floorVariance !== null ? { floorVariance: scores.floorVariance } : {}),
            ...(e.dropVarianceSlope !== null ? { dropVarianceSlope: e.dropVarianceSlope } : {}),
            ...(scores.unequalTrials ? { unequalTrials: true } : {}),
            ...(scores.meanSkewness !== undefined && scores.meanSkewness !== null
              ? { meanSkewness: scores.meanSkewness }
              : {}),
          },
        }
      : {}),
  };
  const m = at(where, 'evidence', () => measure(input, settings));
  const refuse = (field: string, detail: string): never => {
    throw new ValidationError(`${where}: ${detail}: ${CHANGED}`, field);
  };
  if (!same(m.stats.delta, c.delta) || !same(m.stats.deltaSigma, c.deltaSigma))
    refuse(
      'delta',
      `delta ${num(c.delta)} ± ${num(c.deltaSigma)} does not follow from its baseline and candidate (${num(m.stats.delta)} ± ${num(m.stats.deltaSigma)})`,
    );
  if (
    e.pairedDelta !== null &&
    settings.rule !== 'paired' &&
    (!same(e.pairedDelta.lo, c.rawInterval.lo) || !same(e.pairedDelta.hi, c.rawInterval.hi))
  )
    refuse(
      'evidence.pairedDelta',
      `evidence.pairedDelta [${num(e.pairedDelta.lo)}, ${num(e.pairedDelta.hi)}] is not the interval of Δ the report shows (rawInterval [${num(c.rawInterval.lo)}, ${num(c.rawInterval.hi)}])`,
    );
  if (c.paired !== null && m.paired !== null) {
    const differs = pairedDifference(c.paired, m.paired);
    if (differs !== undefined)
      refuse('paired', `the paired test's ${differs} is not what its per-question scores give`);
    // On the mean-score scale each side's value is the mean of its per-question scores.
    if (
      c.scale === 'mean-score' &&
      !e.bootstrap &&
      scores !== null &&
      !same(mean(scores.candidate) - mean(scores.baseline), c.delta)
    )
      refuse(
        'evidence.scores',
        `its per-question scores average to a Δ of ${num(mean(scores.candidate) - mean(scores.baseline))}, the report shows ${num(c.delta)}`,
      );
  }
  if (!same(m.pDrop, c.pValue))
    refuse(
      'pValue',
      `pValue ${num(c.pValue)} is not the rule's p-value of a drop from the numbers the report shows (${num(m.pDrop)})`,
    );
  return m;
}

/** The fields of a usage measure a report shows, compared with what its values give. */
const USAGE_FIELDS = ['baseline', 'candidate', 'ratio', 'lo', 'hi', 'pValue'] as const;

/**
 * A recorded usage measure compared again from its per-question values at `level` (the run's): a
 * ValidationError naming `where` when the values are missing, when its recorded level is not the
 * run's, or when a number it shows (the means, the ratio, its interval, the p-value, the change)
 * is not what the values give. Returns the measure as `compareUsage` gives it (p-value
 * unadjusted), with its accepted flag dropped: the run that merges decides acceptance.
 */
export function rejudgeUsage(u: UsageComparison, level: number, where: string): UsageComparison {
  const refuse = (field: string, detail: string): never => {
    throw new ValidationError(`${where}: ${detail}`, field);
  };
  const values = u.evidence;
  if (values === undefined)
    return refuse(
      'evidence',
      `${u.measure} has no "evidence" (its per-question values), so it cannot be compared again; write the report again with this version`,
    );
  if (u.level !== level)
    refuse(
      'level',
      `${u.measure}'s level ${num(u.level)} is not the one this run tests at (${num(level)}, from its rule and level): ${CHANGED}`,
    );
  if (values.baseline.length !== u.questions || values.candidate.length !== u.questions)
    refuse(
      'evidence',
      `${u.measure} has ${values.baseline.length} and ${values.candidate.length} per-question values for ${u.questions} questions: ${CHANGED}`,
    );
  const again = at(where, 'evidence', () =>
    compareUsage(
      {
        measure: u.measure,
        baseline: values.baseline,
        candidate: values.candidate,
        missing: u.missing,
        ...(u.tolerance !== null ? { tolerance: u.tolerance } : {}),
        ...(u.runSpread !== undefined ? { runSpread: u.runSpread } : {}),
        ...(values.trialVariance !== undefined ? { trialVariance: values.trialVariance } : {}),
      },
      level,
    ),
  );
  if (u.runSpread !== again.runSpread)
    refuse(
      'runSpread',
      `${u.measure}'s runSpread ${num(u.runSpread ?? null)} is not one its numbers were judged with (${num(again.runSpread ?? null)}: a run spread counts only where the measure has an interval or is unbounded): ${CHANGED}`,
    );
  if (u.notCompared !== again.notCompared)
    refuse(
      'notCompared',
      `${u.measure}'s notCompared ${JSON.stringify(u.notCompared)} is not what its values give (${JSON.stringify(again.notCompared)}): ${CHANGED}`,
    );
  for (const key of USAGE_FIELDS)
    if (!same(u[key], again[key]))
      refuse(
        key,
        `${u.measure}'s ${key} ${num(u[key])} is not what its per-question values give (${num(again[key])}): ${CHANGED}`,
      );
  if (u.change !== again.change)
    refuse(
      'change',
      `${u.measure}'s change ${u.change} is not what its per-question values give (${again.change}): ${CHANGED}`,
    );
  return again;
}

/** A recorded benchmark measured again: what {@link judgeFamily} judges. */
export interface RemeasuredBenchmark {
  readonly name: string;
  readonly margin: number;
  readonly measured: readonly Measured[];
  readonly usage: readonly UsageComparison[];
}

/**
 * Measures the recorded benchmarks again under `settings` (the merging run's): every comparison
 * from its evidence, every usage measure from its values at the settings' level. Judging them
 * (one family, or any part of them alone) is `judgeFamily`'s.
 */
export function remeasure(
  benchmarks: readonly RecordedBenchmark[],
  settings: DecisionSettings,
  options: RejudgeOptions = {},
): RemeasuredBenchmark[] {
  const where = options.where ?? ((i: number) => `benchmarks[${i}]`);
  const level = usageLevel(settings);
  return benchmarks.map((b, i) => ({
    name: b.name,
    margin: b.margin,
    measured: b.comparisons.map((c, j) =>
      measuredOf(c, `${where(i)}.comparisons[${j}]`, { ...settings, margin: b.margin }),
    ),
    usage: (b.usage ?? []).map((u, j) => rejudgeUsage(u, level, `${where(i)}.usage[${j}]`)),
  }));
}

/**
 * Judges the recorded benchmarks of several runs as one run under `settings` (the merging run's):
 * every comparison measured again, every usage measure compared again at the settings' level, the
 * family every gated comparison of every benchmark and every gated usage test.
 *
 * @example rejudge([...shardA.benchmarks, ...shardB.benchmarks], settings).verdict
 */
export function rejudge(
  benchmarks: readonly RecordedBenchmark[],
  settings: DecisionSettings,
  options: RejudgeOptions = {},
): DecisionResult {
  return judgeFamily(remeasure(benchmarks, settings, options), settings);
}
