/**
 * How much `npm run validate` simulates: the full run (the numbers in docs/statistics.md) and the
 * quick run the tests use. Apart from the simulation modules so that they can import each other's
 * code without a cycle through these values.
 */
import type { EdgeOptions } from './validate-edges.js';
import type { ProcessOptions } from './validate-processes.js';
import type { StageOptions } from './validate-stages.js';
import type { ValidationOptions } from './validate-types.js';

export const FULL_EDGES: EdgeOptions = {
  populations: {
    questions: 200,
    trials: [1, 4, 16],
    drops: [
      { drop: 5, shape: 'spread' },
      { drop: 2, shape: 'concentrated' },
    ],
    nullRuns: 10_000,
    powerRuns: 2_000,
  },
  unequal: {
    pairs: [
      [16, 2],
      [2, 16],
      [8, 1],
      [1, 8],
      [4, 1],
      [1, 4],
    ],
    questions: 200,
    nullRuns: 10_000,
    drop: 5,
    powerRuns: 1_000,
    large: { questions: 1_000, populations: ['mixture', 'easy', 'hard'], runs: 2_000 },
  },
  small: { questions: [2, 3, 5, 10, 20], trials: [1, 4, 8], runs: 20_000 },
  detect: {
    questions: 200,
    trials: [1, 2, 4, 8, 16],
    pilotRuns: 500,
    runs: 1_000,
    moreQuestions: [50, 1_000],
  },
  margin: {
    margin: 0.02,
    questions: 200,
    trials: [1, 4, 16],
    populations: ['mixture', 'easy', 'hard'],
    runs: 4_000,
  },
  mcnemar: { questions: [50, 200, 1_000], drops: [0, 5, 10], nullRuns: 40_000, powerRuns: 4_000 },
};

/** The quick mode: the cells the tests assert on, with fewer runs. */
export const QUICK_EDGES: EdgeOptions = {
  populations: { ...FULL_EDGES.populations, trials: [4], nullRuns: 1_000, powerRuns: 300 },
  unequal: {
    ...FULL_EDGES.unequal,
    pairs: [
      [16, 2],
      [8, 1],
    ],
    nullRuns: 1_000,
    powerRuns: 200,
    large: { questions: 1_000, populations: ['easy'], runs: 300 },
  },
  small: { questions: [2, 5], trials: [1, 8], runs: 2_000 },
  detect: { ...FULL_EDGES.detect, trials: [1, 4], pilotRuns: 100, runs: 300, moreQuestions: [] },
  margin: { ...FULL_EDGES.margin, trials: [4], populations: ['mixture'], runs: 600 },
  mcnemar: { questions: [200], drops: [0], nullRuns: 4_000, powerRuns: 400 },
};

/** Pairs of trial counts (baseline → candidate) the metric families are measured at. */
const K2_PAIRS = [
  [4, 4],
  [16, 16],
  [16, 2],
  [2, 16],
] as const;
const K4_PAIRS = [
  [4, 4],
  [16, 16],
  [16, 4],
  [4, 16],
] as const;

export const FULL_PROCESSES: ProcessOptions = {
  questions: 200,
  families: {
    metrics: [
      { metric: 'bayes', pairs: K2_PAIRS },
      { metric: 'pass@2', pairs: K2_PAIRS },
      { metric: 'pass@4', pairs: K4_PAIRS },
      { metric: 'pass^2', pairs: K2_PAIRS },
      { metric: 'maj@3', pairs: K4_PAIRS },
      { metric: 'g-pass@4:0.5', pairs: K4_PAIRS },
      { metric: 'mg-pass@4', pairs: K4_PAIRS },
      { metric: 'auc@4', pairs: K4_PAIRS },
      { metric: 'max@2', pairs: K2_PAIRS },
      { metric: 'geom@2', pairs: K2_PAIRS },
      { metric: 'geom-ds@2', pairs: K2_PAIRS },
      { metric: 'geo-spectrum@4', pairs: K4_PAIRS },
    ],
    populations: ['mixture', 'bimodal'],
    runs: 2_000,
  },
  correlation: {
    metrics: [
      {
        metric: 'bayes',
        pairs: [
          [4, 4],
          [16, 16],
          [16, 2],
          [2, 16],
        ],
      },
      {
        metric: 'pass@2',
        pairs: [
          [4, 4],
          [16, 16],
          [16, 2],
        ],
      },
      { metric: 'maj@3', pairs: [[16, 16]] },
    ],
    correlations: [0, 1 / 3, 1],
    populations: ['mixture', 'bimodal'],
    runs: 4_000,
  },
  bimodal: { trials: [4, 16], drop: 3, nullRuns: 20_000, powerRuns: 2_000 },
  rubric: {
    metrics: ['bayes', 'max@2'],
    pairs: [
      [4, 4],
      [16, 2],
    ],
    correlations: [0, 1 / 3],
    runs: 2_000,
  },
  holm: {
    benchmarks: 10,
    metrics: ['bayes', 'pass@2', 'maj@3'],
    questions: 200,
    trials: 4,
    runs: 2_000,
  },
};

/** The quick mode: one cell of each kind, few runs. */
export const QUICK_PROCESSES: ProcessOptions = {
  questions: 200,
  families: {
    metrics: [{ metric: 'pass@2', pairs: [[16, 2]] }],
    populations: ['mixture'],
    runs: 300,
  },
  correlation: {
    metrics: [{ metric: 'bayes', pairs: [[16, 16]] }],
    correlations: [1 / 3],
    populations: ['mixture'],
    runs: 300,
  },
  bimodal: { trials: [4], drop: 3, nullRuns: 300, powerRuns: 200 },
  rubric: { metrics: ['max@2'], pairs: [[4, 4]], correlations: [0], runs: 200 },
  holm: { benchmarks: 4, metrics: ['bayes', 'pass@2'], questions: 200, trials: 4, runs: 100 },
};

export const FULL_STAGES: StageOptions = {
  populations: ['mixture', 'u-shaped', 'uniform', 'easy', 'hard', 'bimodal', 'correlated'],
  questions: [200, 1_000],
  trials: [1, 4],
  rules: ['paired01', 'overlap'],
  powerRules: ['paired01'],
  nullStages: 3,
  nullRuns: 1_500,
  powerRuns: 400,
  pilotRuns: 200,
  spendingPopulations: ['mixture', 'bimodal'],
};

/** The quick mode: the bimodal benchmark at 200 × 4 under rule paired. */
export const QUICK_STAGES: StageOptions = {
  populations: ['bimodal'],
  questions: [200],
  trials: [4],
  rules: ['paired01'],
  powerRules: ['paired01'],
  nullStages: 2,
  nullRuns: 300,
  powerRuns: 150,
  pilotRuns: 60,
  spendingPopulations: [],
};

/** The full-mode settings (the numbers in docs/statistics.md). */
export const FULL_OPTIONS: ValidationOptions = {
  seed: 20260101,
  questions: [50, 200, 1000],
  trials: [1, 2, 4, 16, 64],
  drops: [0, 1, 2, 5, 10],
  nullRuns: 20_000,
  powerRuns: 2_000,
  churnFraction: 0.3,
  bootstrapRuns: 200,
  bootstrapIterations: 500,
  coverageRuns: 2_000,
  familySizes: [1, 5, 10],
  familySetting: { questions: 200, trials: 4 },
  familyRuns: 4_000,
  budgetChecks: [
    { questions: 200, trials: 1, drop: 10, rule: 'overlap' },
    { questions: 200, trials: 4, drop: 5, rule: 'overlap' },
    { questions: 200, trials: 16, drop: 2, rule: 'overlap' },
    { questions: 1000, trials: 2, drop: 2, rule: 'overlap' },
    { questions: 200, trials: 1, drop: 10, rule: 'z95' },
    { questions: 200, trials: 4, drop: 5, rule: 'z95' },
    { questions: 200, trials: 16, drop: 2, rule: 'z95' },
    { questions: 200, trials: 1, drop: 5, rule: 'paired01' },
    { questions: 200, trials: 2, drop: 2, rule: 'paired01' },
    { questions: 200, trials: 4, drop: 2, rule: 'paired01' },
    { questions: 200, trials: 8, drop: 2, rule: 'paired01' },
    { questions: 1000, trials: 1, drop: 2, rule: 'paired01' },
  ],
  budgetRuns: 1_000,
  edges: FULL_EDGES,
  processes: FULL_PROCESSES,
  stages: FULL_STAGES,
};

/** The quick mode for CI (seconds): the cells the tests assert on, with fewer runs. */
export const QUICK_OPTIONS: ValidationOptions = {
  ...FULL_OPTIONS,
  questions: [200],
  trials: [1, 4, 16],
  drops: [0, 5, 10],
  nullRuns: 1_000,
  powerRuns: 400,
  bootstrapRuns: 40,
  bootstrapIterations: 200,
  coverageRuns: 300,
  familySizes: [1, 5],
  familyRuns: 300,
  budgetChecks: [{ questions: 200, trials: 4, drop: 5, rule: 'overlap' }],
  budgetRuns: 300,
  edges: QUICK_EDGES,
  processes: QUICK_PROCESSES,
  stages: QUICK_STAGES,
};
