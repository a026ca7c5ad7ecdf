/**
 * The metric library: every scorio.eval metric with its credible interval, on count tables.
 */
export * from './count-table.js';
export * from './types.js';
export { zValue, normalCredibleInterval } from './interval.js';
export { bayes, bayesCi, bayesQuestions, avg, avgCi } from './bayes.js';
export {
  passAtK,
  passAtKCi,
  passHatK,
  passHatKCi,
  unanimousAtK,
  unanimousAtKCi,
  gPassAtK,
  gPassAtKCi,
  gPassAtKTau,
  gPassAtKTauCi,
  mgPassAtK,
  mgPassAtKCi,
  majAtK,
  majAtKCi,
  aucAtK,
  aucAtKCi,
} from './pass.js';
export {
  thresholdSpectrumAtK,
  thresholdSpectrumAtKCi,
  geomAtK,
  geomAtKCi,
  geomDsAtK,
  geomDsAtKCi,
  geoSpectrumAtK,
  geoSpectrumAtKCi,
  geoSpectrumStarAtK,
  geoSpectrumStarAtKCi,
} from './geo.js';
export { maxAtK, maxAtKCi } from './max.js';
export { estimatorNoise } from './estimator-noise.js';
export { logChoose } from './special.js';
