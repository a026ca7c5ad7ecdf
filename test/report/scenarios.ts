/** The synthetic reports behind the golden Markdown files. */
import type { ReportData } from '../../src/report/index.js';
import { iv, makeReport, scoresFor } from './helpers.js';

/** A full provenance: baseline from the base branch's artifact, candidate at the PR head. */
export const PROVENANCE = {
  baseline: {
    kind: 'artifact' as const,
    artifact: 'evals',
    ref: 'main',
    commit: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    commitUrl: 'https://github.com/octo/evals/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    run: { number: 412, url: 'https://github.com/octo/evals/actions/runs/99', createdAt: null },
    ageDays: 2.5,
    behindBase: 3,
    baseCommit: '0123456789abcdef0123456789abcdef01234567',
  },
  candidate: {
    kind: 'workspace' as const,
    commit: 'fedcba9876543210fedcba9876543210fedcba98',
    commitUrl: 'https://github.com/octo/evals/commit/fedcba9876543210fedcba9876543210fedcba98',
  },
  config: '.github/scorio.yml',
  workflowRun: { url: 'https://github.com/octo/evals/actions/runs/100' },
};

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
      broken: [
        { id: 'aime24-07', baseline: 15, candidate: 4 },
        { id: 'aime24-19', baseline: 12, candidate: 5 },
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

/**
 * A mixed run: two regressions (one per benchmark), a drop the gate cannot tell, an improvement,
 * a negligible change, a report-only metric; the comment is what a reviewer sees first.
 */
export function mixedReport(): ReportData {
  return makeReport(
    [
      {
        name: 'zebra-qa',
        questions: 60,
        metrics: [{ metric: 'bayes', baseline: iv(0.6, 0.003), candidate: iv(0.601, 0.003) }],
      },
      {
        name: 'aime24',
        metrics: [
          { metric: 'bayes', baseline: iv(0.46, 0.0167), candidate: iv(0.43, 0.0167) },
          { metric: 'maj@8', baseline: iv(0.4, 0.03), candidate: iv(0.35, 0.03), gate: false },
        ],
      },
      {
        name: 'gsm8k-sample',
        questions: 200,
        trials: 8,
        metrics: [
          { metric: 'bayes', baseline: iv(0.701, 0.009), candidate: iv(0.642, 0.009) },
          { metric: 'pass@1', baseline: iv(0.7, 0.01), candidate: iv(0.64, 0.01) },
        ],
        broken: [
          { id: 'gsm8k-109', baseline: 8, candidate: 2 },
          { id: 'gsm8k-058', baseline: 6, candidate: 1 },
          { id: 'gsm8k-004', baseline: 7, candidate: 3 },
        ],
      },
      {
        name: 'humaneval',
        questions: 164,
        metrics: [{ metric: 'pass@1', baseline: iv(0.5, 0.01), candidate: iv(0.56, 0.01) }],
      },
    ],
    {},
    [],
    PROVENANCE,
  );
}

/**
 * The mixed run with `history`: gsm8k-sample bayes over five earlier runs of the base branch
 * (a slow climb), and a baseline 20 days old against max-baseline-age 14 days.
 */
export function trendReport(): ReportData {
  const data = mixedReport();
  const values = [0.672, 0.681, 0.679, 0.69, 0.701];
  return {
    ...data,
    provenance: {
      ...PROVENANCE,
      baseline: { ...PROVENANCE.baseline, ageDays: 20, maxAgeDays: 14 },
    },
    benchmarks: data.benchmarks.map((b) =>
      b.name !== 'gsm8k-sample'
        ? b
        : {
            ...b,
            comparisons: b.comparisons.map((c) =>
              c.metric !== 'bayes'
                ? c
                : {
                    ...c,
                    trend: values.map((mu, i) => ({
                      label: `#${408 + i}`,
                      mu,
                      lo: mu - 0.018,
                      hi: mu + 0.018,
                    })),
                  },
            ),
          },
    ),
  };
}

/** Every gated comparison negligible: the comment collapses to two lines and the details. */
export function greenReport(): ReportData {
  return makeReport(
    [
      {
        name: 'mmlu',
        questions: 1000,
        trials: 64,
        metrics: [{ metric: 'bayes', baseline: iv(0.7, 0.002), candidate: iv(0.702, 0.002) }],
      },
      {
        name: 'arc',
        questions: 1000,
        trials: 64,
        metrics: [{ metric: 'bayes', baseline: iv(0.8, 0.002), candidate: iv(0.799, 0.002) }],
      },
    ],
    {},
    [],
    PROVENANCE,
  );
}

/**
 * Rule paired with Holm over three gated comparisons, per-question scores: p-values, the (1 - 2
 * alpha) intervals, what each comparison can see, K and the run's bound.
 */
export function pairedReport(): ReportData {
  const m = 200;
  return makeReport(
    [
      {
        name: 'gsm8k-1shot',
        questions: m,
        trials: 1,
        metrics: [
          {
            metric: 'bayes',
            baseline: iv(0.535, 0.033),
            candidate: iv(0.35, 0.033),
            scores: scoresFor(m, 0.5, -0.08),
          },
        ],
      },
      {
        name: 'math-4shot',
        questions: m,
        trials: 4,
        metrics: [
          {
            metric: 'avg',
            baseline: iv(0.5, 0.02),
            candidate: iv(0.49, 0.02),
            scores: scoresFor(m, 0.5, -0.01),
          },
        ],
      },
      {
        name: 'geo',
        questions: m,
        trials: 4,
        metrics: [{ metric: 'geom-ds@2', baseline: iv(0.5, 0.02), candidate: iv(0.5, 0.02) }],
      },
    ],
    { rule: 'paired', alpha: 0.01, multipleComparisons: 'holm' },
  );
}

/**
 * A candidate that lost 15 of its 50 questions to errors (one errored trial each) and shows no
 * credible change: the headline says what was lost (issue 32).
 */
export function lostReport(): ReportData {
  return makeReport([
    {
      name: 'generalized-math',
      questions: 50,
      trials: 1,
      lost: { candidate: 15 },
      metrics: [{ metric: 'bayes', baseline: iv(0.52, 0.06), candidate: iv(0.5, 0.06) }],
    },
  ]);
}
