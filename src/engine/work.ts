/**
 * The work budget: an upper bound of what the metrics will cost, checked after the files are read
 * and before any metric is computed, so that a config (many benchmarks, large k, a million
 * bootstrap resamples) cannot keep a job busy for hours.
 *
 * The unit is one inner-loop step of a metric over a question (about a nanosecond to a few on a
 * CI runner; docs/reliability.md gives the measured rate). Reading is not counted: it is bounded
 * by the files' sizes and the zip limits.
 */
import { METRIC_FAMILIES, type MetricSpec } from '../decision/index.js';
import { ConfigError } from '../errors.js';
import type { CountTable } from '../metrics/index.js';

/** Largest number of trials any question has. */
function maxTrials(table: CountTable): number {
  let n = 0;
  for (let q = 0; q < table.trials.length; q++) n = Math.max(n, table.trials[q] as number);
  return n;
}

/**
 * Work units of one metric on an aligned pair of tables (M questions, at most N trials, K
 * categories), both sides together: 2 x M x (N + k + K) for an interval; with the bootstrap, B
 * resamples of the per-question values (2 x B x M) when the metric is a mean over questions, else B
 * recomputations of the metric.
 *
 * @example metricWork({ family: 'pass', k: 8, uncertainty: 'posterior', ... }, table200x16)
 *   // 2 x 200 x (16 + 8 + 2) = 10,400
 */
export function metricWork(spec: MetricSpec, table: CountTable): number {
  const m = table.trials.length;
  const one = m * (maxTrials(table) + (spec.k ?? 0) + table.categories);
  if (spec.uncertainty !== 'bootstrap') return 2 * one;
  const b = spec.iterations;
  return METRIC_FAMILIES[spec.family].meanOfQuestions ? 2 * one + 2 * b * m : 2 * b * one;
}

/** One benchmark's metrics and its aligned baseline table (the candidate has the same rows). */
export interface BenchmarkWork {
  readonly name: string;
  readonly metrics: readonly MetricSpec[];
  readonly table: CountTable;
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
      units: metricWork(spec, b.table),
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

function scientific(n: number): string {
  return n < 1e6 ? String(Math.round(n)) : n.toExponential(1).replace('e+', 'e');
}
