/**
 * The decision layer (pure): metric catalog, the credible-interval decision rule, the trial budget
 * and the paired bootstrap.
 */
export * from './types.js';
export * from './catalog.js';
export * from './decide.js';
export * from './bootstrap.js';
export * from './prng.js';
export * from './evaluate.js';
export * from './paired-scores.js';
export * from './question-scores.js';
export * from './linearized.js';
export * from './common-trials.js';
export * from './plan.js';
export * from './rate-distribution.js';
export * from './staged.js';
export * from './dispersion.js';
export * from './trial-model.js';
export * from './trial-noise.js';
export * from './rubric-noise.js';
export * from './rank.js';
export * from './paired.js';
export * from './budget.js';
export * from './mcnemar.js';
export * from './paired-t.js';
export * from './sign-flip.js';
export type * from './paired-types.js';
export * from './comparison-input.js';
export * from './detectable.js';
export * from './rank-tables.js';
export * from './rejudge.js';
export * from './usage.js';
export * from './run-spread.js';
