/**
 * The work budget: an upper bound of what the metrics will cost, checked after the files are read
 * and before any metric is computed, so that a config (many benchmarks, large k, a million
 * bootstrap resamples) cannot keep a job busy for hours.
 *
 * The unit is about a nanosecond of metric computation on a 2-core CI machine: the constants
 * below were measured there, and `npm run bench -- work` measures each metric family against its
 * estimate (docs/reliability.md quotes the table; the model errs on the high side). Reading is
 * bounded separately, in bytes (the read budget).
 */
import { METRIC_FAMILIES, type MetricSpec } from '../decision/index.js';
import type { CompareConfig } from '../config/index.js';
import { ConfigError, grouped } from '../errors.js';
import type { CountTable } from '../metrics/index.js';

/**
 * What one question costs a metric beyond its trials, k and categories: building its per-question
 * value (a lookup keyed by its counts) and the paired scores. 100,000 questions of 4 trials cost
 * 230-320 ns each.
 */
const PER_QUESTION_UNITS = 200;
/** One resampled question of the bootstrap of a mean, both sides (index draw and two reads). */
const PER_RESAMPLED_QUESTION_UNITS = 32;
/**
 * Every binary k-sample posterior walks k terms per distinct (N, nu) state (closed forms, the tau
 * grid of G-Pass@k): geom@2048 on 2,048 states took 37 us per state, pass@2048 15 us.
 */
const POSTERIOR_UNITS_PER_K = 20;
/**
 * The posterior of a score that is not Pass@k or Pass^k (Maj@k, G-Pass@k_tau, mG-Pass@k, the
 * threshold spectrum; GeoSpectrum twice) sums over two draws of k trials for every distinct
 * state: about 1.1 us x k per state at p = 1/2 (the sums are pruned to the terms that matter,
 * some sqrt(k) on each side). Without this term maj@4096 on a 4,096 x 4,096 table was estimated
 * at 0.07 s and took 14 s.
 */
const GENERAL_POSTERIOR_UNITS_PER_K = 1_200;
/**
 * Max@k's posterior takes pairs of reward levels, each a product over k terms: 20,000 rubric
 * questions of 5 labels at k = 64 took 13 us each.
 */
const MAX_UNITS_PER_LEVEL_PAIR_K = 10;

/**
 * What one comparison costs beyond its metric: its decision, its lines in the three reports and
 * their share of rendering and of the JSON. 20,000 comparisons of 2-question tables took 0.1 to
 * 0.2 ms each under Node 24 (before the Markdown fitting was made linear, 1.3 to 1.75 ms).
 */
export const PER_COMPARISON_UNITS = 200_000;

/** Largest number of trials any question has. */
function maxTrials(table: CountTable): number {
  let n = 0;
  for (let q = 0; q < table.trials.length; q++) n = Math.max(n, table.trials[q] as number);
  return n;
}

/**
 * Distinct rows of counts of a table: what the posteriors evaluate once each (binary tables: the
 * distinct (trials, successes) states).
 */
function distinctStates(table: CountTable): number {
  let states = statesOf.get(table);
  if (states === undefined) {
    states = countStates(table);
    statesOf.set(table, states);
  }
  return states;
}

/** Each table's distinct rows, counted once however many metrics ask. */
const statesOf = new WeakMap<CountTable, number>();

function countStates(table: CountTable): number {
  const { trials, counts, categories: c } = table;
  const m = trials.length;
  if (c > 2) {
    const rows = new Set<string>();
    for (let q = 0; q < m; q++)
      rows.add(Array.prototype.join.call(counts.subarray(q * c, q * c + c), ','));
    return rows.size;
  }
  const stride = maxTrials(table) + 1;
  const seen = new Set<number>();
  for (let q = 0; q < m; q++)
    seen.add((trials[q] as number) * stride + (counts[q * c + c - 1] as number));
  return seen.size;
}

/** How many general-score posterior sums an interval of `spec` takes per state. */
function generalPosteriorSums(spec: MetricSpec): number {
  switch (spec.family) {
    case 'maj':
    case 'mg-pass':
    case 'threshold-spectrum':
      return 1;
    case 'g-pass':
      return spec.tau === undefined ? 0 : 1;
    case 'geo-spectrum':
      return 2;
    default:
      return 0;
  }
}

/**
 * Work units of the metric on one table: its per-question values, and with `posterior` its
 * interval from the posterior.
 */
function tableWork(spec: MetricSpec, table: CountTable, posterior: boolean): number {
  const m = table.trials.length;
  const k = spec.k ?? 0;
  const rows = m * (maxTrials(table) + k + table.categories + PER_QUESTION_UNITS);
  if (k <= 1 || !posterior) return rows;
  const perK =
    spec.family === 'max'
      ? MAX_UNITS_PER_LEVEL_PAIR_K * table.categories ** 2
      : POSTERIOR_UNITS_PER_K + generalPosteriorSums(spec) * GENERAL_POSTERIOR_UNITS_PER_K;
  return rows + distinctStates(table) * k * perK;
}

/**
 * Work units of one metric on the aligned tables of a comparison (M questions each; N trials, K
 * categories and S distinct rows of counts per table), all sides together. A unit is about a
 * nanosecond on a 2-core CI machine. Per table, the interval costs M x (N + k + K + 200), plus,
 * for k > 1, S x k x 20 (S x k x 1,220 for Maj@k, G-Pass@k_tau, mG-Pass@k and the threshold
 * spectrum; 2,420 for GeoSpectrum; 10 x K^2 for Max@k). With the bootstrap there is no
 * posterior, and B resamples cost 32 x B x M more when the metric is a mean over questions
 * (per-question values resampled), else B recomputations of the metric on every table.
 *
 * @example metricWork({ family: 'pass', k: 8, uncertainty: 'posterior', ... }, [base, cand])
 *   // two 200 x 16 tables of 17 states each: 2 x (200 x (16 + 8 + 2 + 200) + 17 x 8 x 20) = 95,840
 */
export function metricWork(spec: MetricSpec, tables: readonly CountTable[]): number {
  const bootstrap = spec.uncertainty === 'bootstrap';
  const once = tables.reduce((sum, table) => sum + tableWork(spec, table, !bootstrap), 0);
  if (!bootstrap) return once;
  const b = spec.iterations;
  const m = Math.max(0, ...tables.map((t) => t.trials.length));
  return METRIC_FAMILIES[spec.family].meanOfQuestions
    ? once + PER_RESAMPLED_QUESTION_UNITS * b * m
    : once * (b + 1);
}

/** One benchmark's metrics and its aligned tables (baseline and candidate). */
export interface BenchmarkWork {
  readonly name: string;
  readonly metrics: readonly MetricSpec[];
  readonly tables: readonly CountTable[];
  /**
   * Earlier baselines the trend reads (input `history`): each gets the posterior of every gated
   * metric, estimated on the baseline's table (the earlier ones are not read yet).
   */
  readonly historyRuns: number;
}

/** Work units of a benchmark's metric, with its trend over earlier runs. */
function benchmarkMetricWork(b: BenchmarkWork, spec: MetricSpec): number {
  const trend = spec.gate && b.tables[0] ? b.historyRuns * tableWork(spec, b.tables[0], true) : 0;
  return metricWork(spec, b.tables) + trend;
}

/**
 * Throws a ConfigError before any metric is computed when the estimated work exceeds the budget,
 * naming the costliest metrics and the setting that raises the budget.
 */
export function checkWorkBudget(
  benchmarks: readonly BenchmarkWork[],
  budget: number,
  settingName: string,
): void {
  const items = benchmarks.flatMap((b) =>
    b.metrics.map((spec) => ({
      what: `${b.name} ${spec.label}`,
      units: benchmarkMetricWork(b, spec) + PER_COMPARISON_UNITS,
    })),
  );
  const total = items.reduce((s, x) => s + x.units, 0);
  if (total <= budget) return;
  const top = [...items]
    .sort((x, y) => y.units - x.units)
    .slice(0, 3)
    .map((x) => `${x.what} ${scientific(x.units)}`)
    .join(', ');
  throw new ConfigError(
    `the metrics would cost about ${scientific(total)} work units, over the budget of ${scientific(budget)} (largest: ${top}); nothing was computed. Use fewer bootstrap iterations, metrics or benchmarks, or raise the budget with ${settingName}.`,
    settingName,
  );
}

/**
 * Throws a ConfigError, before anything is read, when `config` asks for more comparisons (each
 * benchmark's metrics, baseline against candidate) than `max`, naming the setting that raises it.
 * The comparisons are known from the config alone: a config of 160,000 of them (a 693 KB file)
 * made the action fail with a stack overflow, and 400,000 with "Invalid string length".
 */
export function checkComparisons(config: CompareConfig, max: number, settingName: string): void {
  let count = 0;
  for (const b of config.benchmarks) count += b.metrics.length;
  const n = config.benchmarks.length;
  checkComparisonCount(
    count,
    n === 1 ? '1 benchmark × its metrics' : `${grouped(n)} benchmarks × their metrics`,
    config.file ?? 'the inputs',
    max,
    settingName,
  );
}

/**
 * The check of {@link checkComparisons} for `count` comparisons (`what` makes them, `where` asks
 * for them), e.g. a leaderboard's models × metrics.
 */
export function checkComparisonCount(
  count: number,
  what: string,
  where: string,
  max: number,
  settingName: string,
): void {
  if (count <= max) return;
  throw new ConfigError(
    `${where}: ${grouped(count)} comparisons (${what}), over the limit of ${grouped(max)}; nothing was read. Compare fewer benchmarks or metrics, or raise the limit with ${settingName}.`,
    settingName,
  );
}

function scientific(n: number): string {
  return n < 1e6 ? String(Math.round(n)) : n.toExponential(1).replace('e+', 'e');
}
