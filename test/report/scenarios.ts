/** The synthetic reports behind the golden Markdown files. */
import type { ReportData } from '../../src/report/index.js';
import { iv, makeReport } from './helpers.js';

/** One credible regression (aime24 bayes), one unresolved metric, a report-only one, a flat rubric benchmark. */
export function regressionReport(): ReportData {
  return makeReport([
    {
      name: 'aime24',
      metrics: [
        { metric: 'bayes', baseline: iv(0.712, 0.016), candidate: iv(0.62, 0.016) },
        { metric: 'pass@4', baseline: iv(0.85, 0.02), candidate: iv(0.83, 0.02) },
        { metric: 'maj@8', baseline: iv(0.74, 0.03), candidate: iv(0.7, 0.03), gate: false },
      ],
      changed: [
        { id: 'aime24-07', baseline: 0.9375, candidate: 0.25 },
        { id: 'aime24-19', baseline: 0.75, candidate: 0.3125 },
        { id: 'aime24-03', baseline: 0.5, candidate: 0.6875 },
      ],
    },
    {
      name: 'rubric-qa',
      questions: 40,
      trials: 8,
      weights: [0, 0.5, 1],
      metrics: [{ metric: 'bayes', baseline: iv(0.61, 0.02), candidate: iv(0.615, 0.02) }],
      changed: [{ id: 'q-12', baseline: 0.5, candidate: 0.75 }],
    },
  ]);
}

/** A credible improvement and nothing else. */
export function improvementReport(): ReportData {
  return makeReport([
    {
      name: 'gsm8k-sample',
      questions: 200,
      trials: 8,
      metrics: [
        { metric: 'bayes', baseline: iv(0.7, 0.01), candidate: iv(0.76, 0.01) },
        { metric: 'pass@1', baseline: iv(0.701, 0.011), candidate: iv(0.762, 0.011) },
      ],
      changed: [{ id: '17', baseline: 0.125, candidate: 0.875 }],
    },
  ]);
}

/** Nothing moved: identical means (no trials resolve a zero difference) and a tiny change. */
export function noChangeReport(): ReportData {
  return makeReport([
    {
      name: 'mmlu-sample',
      questions: 100,
      trials: 4,
      metrics: [
        { metric: 'bayes', baseline: iv(0.5, 0.02), candidate: iv(0.5, 0.02) },
        { metric: 'avg', baseline: iv(0.5, 0.025), candidate: iv(0.5, 0.025) },
      ],
    },
  ]);
}

/** A difference the data cannot resolve yet, with the trial-budget advice; one bootstrap metric. */
export function unresolvedReport(): ReportData {
  return makeReport(
    [
      {
        name: 'aime24',
        metrics: [
          { metric: 'bayes', baseline: iv(0.46, 0.0167), candidate: iv(0.43, 0.0167) },
          {
            metric: 'pass@8',
            baseline: iv(0.7, 0.05),
            candidate: iv(0.68, 0.05),
            bootstrap: true,
          },
        ],
        onlyInBaseline: ['aime24-31', 'aime24-32'],
        changed: [{ id: 'aime24-11', baseline: 0.625, candidate: 0.1875 }],
      },
    ],
    {},
    ['2 questions only in the baseline were left out (align: intersect)'],
  );
}

/** Many benchmarks: over the limit, so details go and the report is cut with a note. */
export function largeReport(benchmarks: number, nameLength = 12): ReportData {
  return makeReport(
    Array.from({ length: benchmarks }, (_, i) => ({
      name: `bench-${String(i).padStart(3, '0')}-${'x'.repeat(Math.max(0, nameLength - 10))}`,
      metrics: [
        {
          metric: 'bayes',
          baseline: iv(0.6, 0.01),
          candidate: iv(i % 7 === 3 ? 0.5 : 0.605, 0.01),
        },
        { metric: 'pass@4', baseline: iv(0.8, 0.02), candidate: iv(0.79, 0.02) },
        { metric: 'maj@8', baseline: iv(0.65, 0.02), candidate: iv(0.66, 0.02) },
      ],
      changed: [{ id: `q${i}`, baseline: 0.5, candidate: 0.25 }],
    })),
  );
}
