/**
 * The work budget's estimate (src/engine/work.ts), by hand on small tables: the terms each metric
 * family pays, and the refusal naming the costliest metrics. (How the units compare with the
 * clock is measured by `npm run bench -- work`, never asserted here.)
 */
import { describe, expect, it } from 'vitest';
import { parseMetricEntry } from '../../src/config/metrics.js';
import type { MetricSpec } from '../../src/decision/index.js';
import { checkComparisons, checkWorkBudget, metricWork } from '../../src/engine/work.js';
import { parseConfig } from '../../src/config/index.js';
import { ConfigError } from '../../src/errors.js';
import { countTableFromMatrix } from '../../src/metrics/index.js';

function spec(entry: string | Record<string, unknown>): MetricSpec {
  const parsed = parseMetricEntry(entry, ['metrics', 0]);
  if (parsed.spec === undefined) throw new Error(JSON.stringify(parsed.problems));
  return parsed.spec;
}

// 3 questions x 4 trials; states (N, nu): (4, 1), (4, 3), (4, 3) -> 2 distinct.
const base = countTableFromMatrix([
  [1, 0, 0, 0],
  [1, 1, 1, 0],
  [0, 1, 1, 1],
]);
// states (4, 0), (4, 2), (4, 4) -> 3 distinct.
const cand = countTableFromMatrix([
  [0, 0, 0, 0],
  [1, 1, 0, 0],
  [1, 1, 1, 1],
]);
// Per table: M x (N + k + K + 200) = 3 x (4 + k + 2 + 200).
const rows = (k: number) => 3 * (4 + k + 2 + 200);

describe('metricWork', () => {
  it('an interval without k: the rows of both tables', () => {
    expect(metricWork(spec('bayes'), [base, cand])).toBe(2 * rows(0));
  });

  it('pass@k adds S x k x 20 per table (S distinct states)', () => {
    // 2 x 3 x (4 + 2 + 2 + 200) + (2 + 3) x 2 x 20 = 1,248 + 200
    expect(metricWork(spec('pass@2'), [base, cand])).toBe(2 * rows(2) + (2 + 3) * 2 * 20);
    expect(metricWork(spec('pass@2'), [base, cand])).toBe(1_448);
  });

  it('Maj@k and the other general scores add 1,200 per k and state; GeoSpectrum twice', () => {
    expect(metricWork(spec('maj@3'), [base, cand])).toBe(2 * rows(3) + 5 * 3 * 1_220);
    expect(metricWork(spec({ metric: 'g-pass@3', tau: 0.5 }), [base, cand])).toBe(
      2 * rows(3) + 5 * 3 * 1_220,
    );
    expect(metricWork(spec('g-pass@3'), [base, cand])).toBe(2 * rows(3) + 5 * 3 * 20);
    expect(metricWork(spec('geo-spectrum@3'), [base, cand])).toBe(2 * rows(3) + 5 * 3 * 2_420);
  });

  it('Max@k pays 10 x K^2 per k and distinct row of counts', () => {
    const rubric = countTableFromMatrix([
      [0, 1, 2],
      [2, 1, 0],
      [2, 2, 2],
    ]);
    // Rows (1,1,1) twice and (0,0,3): 2 distinct; 3 x (3 + 2 + 3 + 200) + 2 x 2 x 10 x 9.
    expect(metricWork(spec('max@2'), [rubric])).toBe(3 * 208 + 2 * 2 * 90);
  });

  it('the bootstrap of a mean: the rows once, then 32 x B x M; of another metric, B + 1 times', () => {
    const boot = { uncertainty: 'bootstrap', iterations: 100 };
    expect(metricWork(spec({ metric: 'pass@2', ...boot }), [base, cand])).toBe(
      2 * rows(2) + 32 * 100 * 3,
    );
    expect(metricWork(spec({ metric: 'geo-spectrum@2', ...boot }), [base, cand])).toBe(
      2 * rows(2) * 101,
    );
  });
});

describe('checkWorkBudget', () => {
  const benchmark = (historyRuns: number) => ({
    name: 'gsm8k',
    metrics: [spec('bayes'), spec({ metric: 'maj@3', gate: false })],
    tables: [base, cand],
    historyRuns,
  });
  // bayes 1,236 + maj@3 (2 x 627 + 18,300 = 19,554) = 20,790, and 200,000 per comparison
  // (its decision and its reports): 420,790.
  const total = 2 * rows(0) + 2 * rows(3) + 5 * 3 * 1_220 + 2 * 200_000;

  it('passes at the estimate, refuses one unit below it, naming the largest metrics', () => {
    expect(total).toBe(420_790);
    expect(() => checkWorkBudget([benchmark(0)], total, 'input "work-budget"')).not.toThrow();
    const error = (() => {
      try {
        checkWorkBudget([benchmark(0)], total - 1, 'input "work-budget"');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'the metrics would cost about 420790 work units, over the budget of 420789 (largest: gsm8k maj@3 219554, gsm8k bayes 201236); nothing was computed. Use fewer bootstrap iterations, metrics or benchmarks, or raise the budget with input "work-budget".',
    );
  });

  it('each earlier run of the trend adds the posterior of every gated metric on one table', () => {
    // bayes is gated (3 x 206 = 618 per run); maj@3 is not.
    expect(() => checkWorkBudget([benchmark(2)], total + 2 * 618, 'x')).not.toThrow();
    expect(() => checkWorkBudget([benchmark(2)], total + 2 * 618 - 1, 'x')).toThrow(ConfigError);
  });
});

describe('checkComparisons', () => {
  const config = (benchmarks: number, metrics: number) =>
    parseConfig(
      `metrics: [${Array.from({ length: metrics }, (_, i) => `{ metric: bayes, label: m${i} }`).join(', ')}]\nbenchmarks:\n${Array.from(
        { length: benchmarks },
        (_, i) => `  - { name: b${i}, baseline: a.csv, candidate: b.csv }\n`,
      ).join('')}`,
      '.github/scorio.yml',
    );

  it('counts every benchmark × its metrics, before anything is read', () => {
    expect(() => checkComparisons(config(10, 100), 1_000, 'input "max-comparisons"')).not.toThrow();
    expect(() => checkComparisons(config(1_001, 1), 1_000, 'input "max-comparisons"')).toThrow(
      new ConfigError(
        '.github/scorio.yml: 1,001 comparisons (1,001 benchmarks × their metrics), over the limit of 1,000; nothing was read. Compare fewer benchmarks or metrics, or raise the limit with input "max-comparisons".',
        'input "max-comparisons"',
      ),
    );
    expect(() => checkComparisons(config(1, 1_001), 1_000, '--max-comparisons')).toThrow(
      /^\.github\/scorio\.yml: 1,001 comparisons \(1 benchmark × its metrics\), over the limit of 1,000; .*--max-comparisons\.$/,
    );
  });
});
