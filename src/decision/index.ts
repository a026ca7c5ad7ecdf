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
export * from './rank.js';
export * from './paired.js';
