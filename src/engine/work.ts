/**
 * The work budget: an upper bound of what the metrics will cost, checked after the files are read
 * and before any metric is computed, so that a config (many benchmarks, large k, a million
 * bootstrap resamples) cannot keep a job busy for hours.
 *
 * The unit is about a nanosecond of CPU on a 2-core CI machine: the constants below were measured
 * there by `npm run bench -- work`, which computes every metric family on tables built to be hard
 * for it (large k and N, count tables of 10^8 trials a question, priors below 1, the bootstrap)
 * and prints its CPU time per unit (0.04 to 1.0 ns; docs/reliability.md quotes it). The model errs
 * on the high side; a family whose cost it misses would show there above 1. Reading is bounded
 * separately, in bytes (the read budget).
 */
import { METRIC_FAMILIES, type MetricSpec } from '../decision/index.js';
import type { CompareConfig } from '../config/index.js';
import { ConfigError, grouped } from '../errors.js';
import type { CountTable } from '../metrics/index.js';
import { PRODUCT_MAX_K } from '../metrics/product-sums.js';

/**
 * What one question costs a metric beyond its distinct rows: the key of its row of counts, its
 * paired scores and its share of the bank. 100,000 questions of 4 trials cost 230-320 ns each
 * (under load, with the gate's trial noise, up to 500).
 */
const PER_QUESTION_UNITS = 300;
/**
 * What one distinct row of counts costs beyond the metric's sums: its per-question value (the
 * point estimate on the one-row table) and its share of the intervals' bookkeeping.
 */
const PER_STATE_UNITS = 4_000;
/** One resampled question of the bootstrap of a mean, both sides (index draw and two reads). */
const PER_RESAMPLED_QUESTION_UNITS = 32;
/**
 * Pass@k's and Pass^k's posteriors (and Geom@k's, twice) take k log1p terms per distinct state
 * (the variance's exact product), plus up to 512 for the moments: about 12 ns a term.
 */
const POWER_UNITS_PER_TERM = 14;
/** AUC@K's interval walks 2k moments per distinct state, 3 ns a step. */
const AUC_UNITS_PER_STEP = 5;
/**
 * The general posteriors (Maj@k, G-Pass@k_tau, mG-Pass@k, the threshold spectrum, GeoSpectrum):
 * each distinct state walks BetaBinomial(2k) and BetaBinomial(k) over their pruned widths, a
 * term each; each t the walks reach costs one walk of Hypergeometric(2k, t, k) once per score
 * (the product sums), a term each.
 */
const WALK_UNITS_PER_TERM = 18;
const FILL_UNITS_PER_TERM = 11;
/** A BetaBinomial term walked in logs (a prior below 1 at a state without successes or failures). */
const LOG_WALK_UNITS_PER_TERM = 160;
/** A term of a finite-bank hypergeometric walk (the point estimate per distinct state). */
const FINITE_UNITS_PER_TERM = 10;
/**
 * A spectrum's weights are read again (checked, summed) by every point estimate, once per
 * distinct state: threshold-spectrum@2048 on 2,048 states spent 80 ms there.
 */
const WEIGHT_UNITS_PER_STATE_K = 12;
/**
 * The gate's trial noise of an estimate (decision/trial-noise.ts): per trial count N, the
 * estimator's N + 1 values (a point estimate on a one-question table each, about 4 us) and its
 * product sums of degree N; per state, BetaBinomial(2N) and twice BetaBinomial(N), and a few
 * passes over the N + 1 values.
 */
const ESTIMATE_UNITS = 6_000;
const VALUE_UNITS_PER_STATE = 12;
const NOISE_WALK_UNITS_PER_TERM = 24;
const NOISE_FILL_UNITS_PER_TERM = 14;
/**
 * A blend of two means (Geom_ds@k, GeoSpectrum) is linearized per question for the gate: both
 * parts' per-question estimates and the blend's score, about 1 us a question.
 */
const BLEND_UNITS_PER_QUESTION = 1_000;
/** Max@k keys each question's row of counts (its posterior's cache): 400 ns a question. */
const MAX_UNITS_PER_QUESTION = 400;
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

/** Smallest number of trials any question has. */
function minTrials(table: CountTable): number {
  let n = Infinity;
  for (let q = 0; q < table.trials.length; q++) n = Math.min(n, table.trials[q] as number);
  return n;
}

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

/**
 * Terms of BetaBinomial(n, a, b) a walk visits: the terms within e^-80 of the largest, about
 * 2 x 12.65 standard deviations, whose variance is at most n/4 x (1 + n / (N + 1)) for a question
 * of N trials.
 */
function betaBinomialWidth(n: number, trials: number): number {
  return Math.min(n + 1, 26 * Math.sqrt((n / 4) * (1 + n / (trials + 1))) + 3);
}

/** Terms of Hypergeometric(2k, t, k) a walk visits (variance at most k/8). */
function hypergeometricWidth(k: number): number {
  return Math.min(k + 1, 26 * Math.sqrt(k / 8) + 3);
}

/**
 * Work units of a general posterior (a score summed against BetaBinomial(2k)) on a table of S
 * distinct states, `sums` product sums (2 for GeoSpectrum: the spectrum's variance and its
 * covariance with Pass@k).
 */
function generalPosteriorWork(
  spec: MetricSpec,
  table: CountTable,
  states: number,
  sums: number,
): number {
  const k = spec.k ?? 0;
  const n = minTrials(table);
  const wide = betaBinomialWidth(2 * k, n);
  const perState = (wide + betaBinomialWidth(k, n)) * WALK_UNITS_PER_TERM;
  // Each t reached fills its product sums once; above PRODUCT_MAX_K each state walks them.
  const filled = k > PRODUCT_MAX_K ? states * wide : Math.min(2 * k + 1, states * wide);
  let units = states * perState + sums * filled * hypergeometricWidth(k) * FILL_UNITS_PER_TERM;
  // A prior below 1 walks in logs over all of 0..2k at a state without successes or failures
  // (at most two a trial count, at most one each a state).
  const lowPrior = (spec.alpha0 ?? 1) < 1 || (spec.beta0 ?? 1) < 1;
  if (lowPrior)
    units +=
      Math.min(states, 2 * distinctTrials(table)) * 2 * (3 * k + 2) * LOG_WALK_UNITS_PER_TERM;
  return units;
}

/** Distinct trial counts of a table. */
function distinctTrials(table: CountTable): number {
  return new Set(table.trials).size;
}

/** Work units of the posterior of Pass@k or Pass^k on S states (`times` such posteriors). */
function powerWork(k: number, states: number, times: number): number {
  return times * states * (k + 512) * POWER_UNITS_PER_TERM;
}

/**
 * Work units of the metric's interval beyond its rows on one table (k > 1), by family: the
 * closed forms walk k terms per state, AUC@K 2k, the general scores their pruned widths.
 */
function posteriorWork(spec: MetricSpec, table: CountTable): number {
  const k = spec.k ?? 0;
  const states = distinctStates(table);
  switch (spec.family) {
    case 'pass':
    case 'pass-hat':
      return powerWork(k, states, 1);
    case 'g-pass':
      return spec.tau === undefined
        ? powerWork(k, states, 1)
        : generalPosteriorWork(spec, table, states, 1);
    case 'geom':
    case 'geom-ds':
      return powerWork(k, states, 2);
    case 'auc':
      return states * 2 * k * AUC_UNITS_PER_STEP;
    case 'maj':
    case 'mg-pass':
    case 'threshold-spectrum':
      return generalPosteriorWork(spec, table, states, 1);
    case 'geo-spectrum':
      return powerWork(k, states, 1) + generalPosteriorWork(spec, table, states, 2);
    case 'max':
      return states * k * MAX_UNITS_PER_LEVEL_PAIR_K * table.categories ** 2;
    default:
      return 0;
  }
}

/**
 * Work units of the trial noise the gate puts on a k-sample metric's estimate (its σ on the
 * metric's own scale): per distinct trial count N its estimator's values and product sums, per
 * distinct state its walks (decision/trial-noise.ts).
 */
function trialNoiseWork(spec: MetricSpec, table: CountTable): number {
  if (spec.family === 'bayes' || spec.family === 'avg' || spec.k === undefined) return 0;
  const n = maxTrials(table);
  const low = minTrials(table);
  const counts = distinctTrials(table);
  // Each of the N + 1 estimates reads a spectrum's k weights again.
  const weights = (spec.weights?.length ?? 0) * WEIGHT_UNITS_PER_STATE_K;
  const perCount =
    (n + 1) * (ESTIMATE_UNITS + weights) +
    (2 * n + 1) * hypergeometricWidth(n) * NOISE_FILL_UNITS_PER_TERM;
  const perState =
    (betaBinomialWidth(2 * n, low) + 2 * betaBinomialWidth(n, low)) * NOISE_WALK_UNITS_PER_TERM +
    (n + 1) * VALUE_UNITS_PER_STATE;
  const blend = spec.family === 'geom-ds' || spec.family === 'geo-spectrum';
  const perQuestion = blend ? table.trials.length * BLEND_UNITS_PER_QUESTION : 0;
  return counts * perCount + distinctStates(table) * perState + perQuestion;
}

/**
 * Work units of the metric on one table: its per-question and per-state values (the point
 * estimate: a hypergeometric walk of at most 26 sqrt(k/4) terms per state), and with
 * `posterior` its interval.
 */
function tableWork(spec: MetricSpec, table: CountTable, posterior: boolean): number {
  const m = table.trials.length;
  const k = spec.k ?? 0;
  const states = distinctStates(table);
  const walk = k > 1 ? Math.min(k + 1, 13 * Math.sqrt(k) + 3) * FINITE_UNITS_PER_TERM : 0;
  const weights = spec.weights !== undefined ? spec.weights.length * WEIGHT_UNITS_PER_STATE_K : 0;
  const perQuestion =
    table.categories + PER_QUESTION_UNITS + (spec.family === 'max' ? MAX_UNITS_PER_QUESTION : 0);
  const rows = m * perQuestion + states * (PER_STATE_UNITS + walk + weights);
  if (!posterior) return rows;
  const noise = trialNoiseWork(spec, table);
  if (k <= 1) return rows + noise;
  return rows + noise + posteriorWork(spec, table);
}

/**
 * Work units of one metric on the aligned tables of a comparison (M questions each; K categories
 * and S distinct rows of counts per table), all sides together. A unit is about a nanosecond of
 * CPU on a 2-core CI machine (`npm run bench -- work` measures each family against it). Per
 * table, M x (K + 300) + S x (4,000 + the point estimate's walk), plus for k > 1 the interval:
 * Pass@k and Pass^k S x (k + 512) x 14 (Geom@k twice), AUC@K S x 2k x 5, the general scores
 * (Maj@k, G-Pass@k_tau, mG-Pass@k, the threshold spectrum; GeoSpectrum twice) their pruned walks
 * per state and product sums per t, Max@k S x k x 10 x K^2; and for the k-sample metrics the
 * gate's trial noise (trialNoiseWork). With the bootstrap there is no
 * posterior, and B resamples cost 32 x B x M more when the metric is a mean over questions
 * (per-question values resampled), else B recomputations of the metric on every table.
 *
 * @example metricWork({ family: 'pass', k: 8, uncertainty: 'posterior', ... }, [base, cand])
 *   // two 200 x 16 tables of 17 states each: 2 x (200 x 302 + 17 x 4,090 + 17 x 520 x 14),
 *   // and the trial noise
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
