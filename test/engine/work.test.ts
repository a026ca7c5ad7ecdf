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
// Per table: M x (K + 300) + S x (4,000 + the point estimate's walk, 10 a term: min(k + 1,
// 13 sqrt(k) + 3) terms for k > 1).
const walk = (k: number) => (k > 1 ? Math.min(k + 1, 13 * Math.sqrt(k) + 3) * 10 : 0);
const rows = (states: number, k: number) => 3 * (2 + 300) + states * (4_000 + walk(k));
// The gate's trial noise of a k-sample estimate, per table of N = 4 trials: its 5 values (6,000
// each) and product sums of degree 4 (9 values of t, 5 terms each, 14 a term) once, and per state
// BetaBinomial(8) and twice BetaBinomial(4) (9 + 2 x 5 terms, 24 each) and the 5 values (12 each).
const noise = (states: number) => 5 * 6_000 + 9 * 5 * 14 + states * ((9 + 2 * 5) * 24 + 5 * 12);
const noises = noise(2) + noise(3);

describe('metricWork', () => {
  it('an interval without k: the questions and distinct rows of both tables', () => {
    expect(metricWork(spec('bayes'), [base, cand])).toBe(rows(2, 0) + rows(3, 0));
    expect(metricWork(spec('bayes'), [base, cand])).toBe(21_812);
  });

  it('pass@k adds S x (k + 512) x 14 per table: the exact product of k terms and the moments', () => {
    // rows 8,966 + 12,996, (2 + 3) x 514 x 14 = 35,980 and the trial noise 31,662 + 32,178
    expect(metricWork(spec('pass@2'), [base, cand])).toBe(
      rows(2, 2) + rows(3, 2) + (2 + 3) * 514 * 14 + noises,
    );
    expect(metricWork(spec('pass@2'), [base, cand])).toBe(121_782);
    expect(metricWork(spec('g-pass@3'), [base, cand])).toBe(
      rows(2, 3) + rows(3, 3) + 5 * 515 * 14 + noises,
    );
    expect(metricWork(spec('geom@3'), [base, cand])).toBe(
      rows(2, 3) + rows(3, 3) + 2 * 5 * 515 * 14 + noises,
    );
  });

  it('AUC@K adds 2k steps per state, 5 units each, whatever N', () => {
    expect(metricWork(spec('auc@3'), [base, cand])).toBe(
      rows(2, 3) + rows(3, 3) + 5 * 6 * 5 + noises,
    );
    // One question of 4 x 10^9 trials, k = 4 x 10^9 (a 58-byte count table): the interval is
    // 4 x 10^10 units (before: 8.8 x 10^10 in all, which at 15 ns a unit was 46 minutes of CPU),
    // and the gate's trial noise would evaluate the estimator at 4 x 10^9 + 1 success counts
    // (6,000 units each): far over any budget, the run is refused before it starts.
    const huge = {
      ids: ['q'],
      categories: 2,
      counts: Float64Array.of(2e9, 2e9),
      trials: Float64Array.of(4e9),
    };
    const units = metricWork(spec('auc@4000000000'), [huge]);
    expect(units).toBeGreaterThan((4e9 + 1) * 6_000 + 2 * 4e9 * 5);
  });

  it('Maj@k and the other general scores: pruned walks per state, product sums per t', () => {
    // k = 3, N = 4: BetaBinomial(6) and (3) walk 7 + 4 terms per state, 18 units each; the product
    // sums fill 7 values of t, 4 hypergeometric terms each, 11 units a term.
    const general = (states: number, sums: number) => states * 11 * 18 + sums * 7 * 4 * 11;
    const maj = rows(2, 3) + rows(3, 3) + general(2, 1) + general(3, 1) + noises;
    expect(metricWork(spec('maj@3'), [base, cand])).toBe(maj);
    expect(maj).toBe(87_458);
    expect(metricWork(spec({ metric: 'g-pass@3', tau: 0.5 }), [base, cand])).toBe(maj);
    expect(metricWork(spec('mg-pass@3'), [base, cand])).toBe(maj);
    // GeoSpectrum: Pass@k's posterior and two product sums (variance and covariance).
    // And, a blend of two means, its linearization for the gate: 1,000 a question.
    expect(metricWork(spec('geo-spectrum@3'), [base, cand])).toBe(
      rows(2, 3) + rows(3, 3) + 5 * 515 * 14 + general(2, 2) + general(3, 2) + noises + 6_000,
    );
  });

  it('a prior below 1 adds the walks in logs of the states without successes or failures', () => {
    // One trial count: at most 2 such states a table, 2 x (3k + 2) terms each, 160 units a term.
    const plain = metricWork(spec('maj@3'), [base, cand]);
    expect(metricWork(spec({ metric: 'maj@3', alpha0: 0.5 }), [base, cand])).toBe(
      plain + (2 + 2) * 2 * 11 * 160,
    );
  });

  it('Max@k pays 400 a question and 10 x K^2 per k and distinct row of counts', () => {
    const rubric = countTableFromMatrix([
      [0, 1, 2],
      [2, 1, 0],
      [2, 2, 2],
    ]);
    // Rows (1,1,1) twice and (0,0,3): 2 distinct; 3 x (3 + 300 + 400) + 2 x (4,000 + 30)
    // + 2 x 2 x 10 x 9, and the trial noise at N = 3: 4 x 6,000 + 7 x 4 x 14 + 2 x (15 x 24 + 48).
    expect(metricWork(spec('max@2'), [rubric])).toBe(
      3 * 703 + 2 * 4_030 + 2 * 2 * 90 + 4 * 6_000 + 7 * 4 * 14 + 2 * (15 * 24 + 48),
    );
  });

  it('a spectrum of given weights reads its k weights once per state and per estimate', () => {
    const w = { metric: 'threshold-spectrum@3', weights: [0.2, 0.3, 0.4] };
    expect(metricWork(spec(w), [base, cand])).toBe(
      metricWork(spec('maj@3'), [base, cand]) + (2 + 3) * 3 * 12 + 2 * 5 * 3 * 12,
    );
  });

  it('the bootstrap of a mean: the rows once, then 32 x B x M; of another metric, B + 1 times', () => {
    const boot = { uncertainty: 'bootstrap', iterations: 100 };
    expect(metricWork(spec({ metric: 'pass@2', ...boot }), [base, cand])).toBe(
      rows(2, 2) + rows(3, 2) + 32 * 100 * 3,
    );
    expect(metricWork(spec({ metric: 'geo-spectrum@2', ...boot }), [base, cand])).toBe(
      (rows(2, 2) + rows(3, 2)) * 101,
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
  // bayes 21,812 + maj@3 87,458, and 200,000 per comparison (its decision and its reports).
  const total = 21_812 + 87_458 + 2 * 200_000;

  it('passes at the estimate, refuses one unit below it, naming the largest metrics', () => {
    expect(total).toBe(509_270);
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
      'the metrics would cost about 509270 work units, over the budget of 509269 (largest: gsm8k maj@3 287458, gsm8k bayes 221812); nothing was computed. Use fewer bootstrap iterations, metrics or benchmarks, or raise the budget with input "work-budget".',
    );
  });

  it('each earlier run of the trend adds the posterior of every gated metric on one table', () => {
    // bayes is gated (8,906 on the baseline per run); maj@3 is not.
    expect(() => checkWorkBudget([benchmark(2)], total + 2 * 8_906, 'x')).not.toThrow();
    expect(() => checkWorkBudget([benchmark(2)], total + 2 * 8_906 - 1, 'x')).toThrow(ConfigError);
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
