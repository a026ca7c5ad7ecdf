/**
 * Whether the usage gate's test keeps its level on the values at hand: an estimate of the false
 * alarms Student's t on d_q = c_q − r0 b_q raises at its level, for questions like these, and the
 * rule that reports a measure without gating it when that estimate is above 1.5 × the level.
 *
 * **Why.** t is a test of the mean of d. When the candidate scales every question's usage alike,
 * d is a zero-mean multiple of each question's size and t keeps its level, even on heavy-tailed
 * token counts (docs/statistics.md, "Tokens, time and cost"). When the change reshapes usage (long
 * answers shortened, short ones lengthened), the long questions that carry much of the baseline's
 * mean are the ones where c falls below r0 b: d gets a long lower tail, which M questions
 * rarely draw, and t then sees "a credible increase" far more often than its level says (measured
 * 15% at α = 1% and 50 questions). A bootstrap or empirical likelihood cannot repair that: they
 * resample the questions drawn, which lack the tail (measured: studentized bootstrap 12%, on log R
 * 6.5%, empirical likelihood 11%). What the sample does show is its shape on the log scale: how
 * spread the baseline is, and how closely the candidate follows it. A log-normal model fitted to
 * that shape says how much mean lies beyond what M questions draw, and so how often t would fail
 * at the tolerance (simulated; where the model's d has its long tail upwards, t is conservative
 * and the first term of its Edgeworth expansion says so without simulating); where the model
 * misses a discrete cluster (a few runaway answers), the sample's own skewness of d (its lowest
 * value left out) shows it through that same Edgeworth term. The larger of the two is the
 * estimate.
 *
 * **What it cannot do.** No test of a mean keeps its level on every distribution (Bahadur & Savage
 * 1956): a change confined to questions rarer than 1 in M, or usage whose tail is heavier than
 * log-normal (Pareto), can escape it; docs/statistics.md measures both.
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { createPrng } from './prng.js';

/** A gated measure whose test's false alarms are estimated above this × its level is not gated. */
export const USAGE_MAX_FALSE_ALARMS = 1.5;

/**
 * Simulated runs of the log-normal model: 2,000 (a Monte Carlo standard error of 0.22% at 1%), or
 * the first 500 when they already show at most half the limit (a change that scales every
 * question: t is conservative there, and the verdict is not in doubt).
 */
const MODEL_RUNS = 2000;
const MODEL_FIRST_RUNS = 500;
/**
 * Questions per simulated run at most: t's false alarms from skewness shrink as M grows (the
 * Edgeworth term goes as 1/√M; measured in docs/statistics.md), so the estimate at 500 questions
 * bounds them above for more, and the cost stays at most 2,000 × 500 draws.
 */
const MODEL_MAX_QUESTIONS = 500;
/** The simulation's seed: the estimate is a function of the values alone. */
const MODEL_SEED = 0x75a6e;

/**
 * A bivariate log-normal fitted to the paired values: among the questions where both sides are
 * above 0, the means, standard deviations and correlation of log b and log c; the shares of the
 * four patterns of zeros.
 */
export interface LogNormalFit {
  /** Shares of questions with both sides above 0, only the baseline, only the candidate. */
  readonly both: number;
  readonly baselineOnly: number;
  readonly candidateOnly: number;
  readonly meanLogB: number;
  readonly meanLogC: number;
  readonly sdLogB: number;
  readonly sdLogC: number;
  readonly correlation: number;
}

/**
 * The bivariate log-normal of {@link LogNormalFit}, by moments of the logs (sample standard
 * deviations, n − 1). Undefined with fewer than 3 questions above 0 on both sides.
 *
 * @example fitLogNormal([100, 200, 400, 0], [110, 190, 500, 30])
 *   // both 0.75, candidateOnly 0.25, meanLogB ln 200, sdLogB ln 2 = 0.693, correlation 0.987
 */
export function fitLogNormal(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
): LogNormalFit | undefined {
  const m = baseline.length;
  let both = 0;
  let baselineOnly = 0;
  let candidateOnly = 0;
  let sx = 0;
  let sy = 0;
  for (let q = 0; q < m; q++) {
    const x = baseline[q] as number;
    const y = candidate[q] as number;
    if (x > 0 && y > 0) {
      both++;
      sx += Math.log(x);
      sy += Math.log(y);
    } else if (x > 0) baselineOnly++;
    else if (y > 0) candidateOnly++;
  }
  if (both < 3) return undefined;
  const meanLogB = sx / both;
  const meanLogC = sy / both;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let q = 0; q < m; q++) {
    const x = baseline[q] as number;
    const y = candidate[q] as number;
    if (!(x > 0 && y > 0)) continue;
    const ex = Math.log(x) - meanLogB;
    const ey = Math.log(y) - meanLogC;
    xx += ex * ex;
    yy += ey * ey;
    xy += ex * ey;
  }
  return {
    both: both / m,
    baselineOnly: baselineOnly / m,
    candidateOnly: candidateOnly / m,
    meanLogB,
    meanLogC,
    sdLogB: Math.sqrt(xx / (both - 1)),
    sdLogC: Math.sqrt(yy / (both - 1)),
    correlation: xx > 0 && yy > 0 ? Math.max(-1, Math.min(1, xy / Math.sqrt(xx * yy))) : 0,
  };
}

/**
 * The skewness of d = c − r0 b under `fit` moved to the tolerance (E[d] = 0), from the log-normal
 * moments E[b^j c^i] = exp(i μ_c + j μ_b + (i² σ_c² + 2ij ρ σ_b σ_c + j² σ_b²) / 2) and the zero
 * patterns' shares: E[d³] / E[d²]^{3/2}. NaN when the moments overflow.
 *
 * @example modelSkewness({ ...fit, sdLogB: 1, sdLogC: 1.05, correlation: 0.9 }) // > 0: c's tail
 *   // is the longer one, and t's upper tail is then the lighter one
 */
export function modelSkewness(fit: LogNormalFit): number {
  const { sdLogB: sx, sdLogC: sy, correlation: rho } = fit;
  const cy = candidateShift(fit);
  // E[b^j c^i] on the questions both sides use, the baseline's mean e^{σ_b²/2} at j = 1.
  const moment = (i: number, j: number) =>
    Math.exp(i * cy + (i * i * sy * sy + 2 * i * j * rho * sx * sy + j * j * sx * sx) / 2);
  const second =
    fit.both * (moment(2, 0) - 2 * moment(1, 1) + moment(0, 2)) +
    fit.baselineOnly * moment(0, 2) +
    fit.candidateOnly * moment(2, 0);
  const third =
    fit.both * (moment(3, 0) - 3 * moment(2, 1) + 3 * moment(1, 2) - moment(0, 3)) -
    fit.baselineOnly * moment(0, 3) +
    fit.candidateOnly * moment(3, 0);
  return second > 0 && Number.isFinite(third) ? third / second ** 1.5 : NaN;
}

/** The candidate's log shift that makes the model's mean of c (zeros included) its mean of b. */
function candidateShift(fit: LogNormalFit): number {
  const meanB = (fit.both + fit.baselineOnly) * Math.exp((fit.sdLogB * fit.sdLogB) / 2);
  const meanC = (fit.both + fit.candidateOnly) * Math.exp((fit.sdLogC * fit.sdLogC) / 2);
  return Math.log(meanB / meanC);
}

/**
 * The false alarms of the one-sided t test of E[c − r0 b] ≤ 0 at `level` when the questions come
 * from `fit` moved to the tolerance (the candidate scaled so that its mean is exactly r0 times the
 * baseline's): the share of simulated runs of min(M, 500) questions where t exceeds
 * t₁₋level,M'−1 (2,000 runs, or 500 when those show at most half of 1.5 × level). t is unchanged
 * by scaling both sides, so r0 drops out. Where the model's d is skewed upwards
 * ({@link modelSkewness} ≥ 0), t's upper tail is the lighter one and the test conservative: the
 * estimate is then the Edgeworth term's (below the level), with no simulation.
 *
 * Cost: at most 2,000 × 500 = 10⁶ pairs of log-normal draws (about 0.1 s of one core), whatever
 * M; seeded, so the same values give the same estimate.
 *
 * @example modelFalseAlarms(fit, 50, 0.01)
 *   // 0.003 for a log-normal baseline (σ = 1, one trial of CV 0.5) that the candidate scales
 *   // alike; 0.16 when the candidate's mean is ∝ b^0.3 (σ = 1.5): t is then 16 times too hot
 */
export function modelFalseAlarms(fit: LogNormalFit, questions: number, level: number): number {
  const m = Math.min(questions, MODEL_MAX_QUESTIONS);
  if (m < 2) return 0;
  // A d whose longer tail is the upper one makes t's upper tail the lighter: the test is
  // conservative there, as the Edgeworth term (below level) says, and no simulation is needed.
  const skewness = modelSkewness(fit);
  if (skewness >= 0) return edgeworthFalseAlarms(skewness, m, level);
  const critical = tQuantile(1 - level, m - 1);
  const { sdLogB: sx, sdLogC: sy, correlation: rho } = fit;
  // Logs centred on the baseline's: B = e^{sx z1}, C = e^{cy + sy (ρ z1 + √(1−ρ²) z2)}, with cy
  // chosen so that the model's E[C] (zeros included) equals its E[B].
  const cy = candidateShift(fit);
  const along = sy * rho;
  const across = sy * Math.sqrt(Math.max(0, 1 - rho * rho));
  const pBoth = fit.both;
  const pB = pBoth + fit.baselineOnly;
  const pC = pB + fit.candidateOnly;
  const zeros = pBoth < 1;
  const rng = createPrng(MODEL_SEED);
  const enough = 0.5 * USAGE_MAX_FALSE_ALARMS * level * MODEL_FIRST_RUNS;
  let alarms = 0;
  for (let run = 0; run < MODEL_RUNS; run++) {
    if (run === MODEL_FIRST_RUNS && alarms <= enough) return alarms / MODEL_FIRST_RUNS;
    let sum = 0;
    let squares = 0;
    for (let q = 0; q < m; q++) {
      // Two standard normals (Marsaglia's polar method).
      let u: number;
      let v: number;
      let w: number;
      do {
        u = rng.nextUint32() / 2147483648 - 1;
        v = rng.nextUint32() / 2147483648 - 1;
        w = u * u + v * v;
      } while (w >= 1 || w === 0);
      const f = Math.sqrt((-2 * Math.log(w)) / w);
      const z1 = u * f;
      const z2 = v * f;
      const pattern = zeros ? rng.next() : 0;
      let d: number;
      if (pattern < pBoth) d = Math.exp(cy + along * z1 + across * z2) - Math.exp(sx * z1);
      else if (pattern < pB) d = -Math.exp(sx * z1);
      else if (pattern < pC) d = Math.exp(cy + sy * z2);
      else d = 0;
      sum += d;
      squares += d * d;
    }
    const mean = sum / m;
    const variance = (squares - m * mean * mean) / (m - 1);
    if (variance > 0 && mean / Math.sqrt(variance / m) > critical) alarms++;
  }
  return alarms / MODEL_RUNS;
}

/**
 * The false alarms of the one-sided t test at `level` by the first term of its Edgeworth
 * expansion, given the skewness γ of the values: P(T > z) ≈ level − γ (2z² + 1) φ(z) / (6√M),
 * z = Φ⁻¹(1 − level) (Hall 1992, *The Bootstrap and Edgeworth Expansion*, §2.6: the Studentized
 * mean). A long lower tail (γ < 0) raises them. Clipped to [0, 1].
 *
 * @example edgeworthFalseAlarms(-2, 200, 0.01) // 0.01 + 2 · 11.824 · 0.026652 / (6 √200) = 0.01743
 */
export function edgeworthFalseAlarms(skewness: number, questions: number, level: number): number {
  if (!(questions > 0) || !Number.isFinite(skewness)) return level;
  const z = normalQuantile(1 - level, 0, 1);
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const term = (skewness * (2 * z * z + 1) * density) / (6 * Math.sqrt(questions));
  return Math.min(1, Math.max(0, level - term));
}

/**
 * The sample skewness m₃ / m₂^{3/2} of d_q = c_q − r0 b_q (central moments), its lowest value left
 * out: one question far below the rest is not a cluster of them, and it lowers d̄, and t, by
 * itself (measured: with it, a few PRs in 1,000 questions whose candidate scales every question by
 * 1.5 were refused for one such question). 0 with fewer than 3 values or no spread.
 *
 * @example differenceSkewness([1, 2, 3, 4, 10], [1, 2, 3, 1, 4], 1)
 *   // d = 0, 0, 0, −3, −6; without −6: m₃ / m₂^{3/2} = −2.53125 / 1.6875^{3/2} = −2/√3
 */
export function differenceSkewness(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  r0: number,
): number {
  const m = baseline.length;
  // The lowest d is left out: one question is not a cluster (it lowers d̄, and t, by itself).
  let lowest = 0;
  for (let q = 1; q < m; q++)
    if (
      (candidate[q] as number) - r0 * (baseline[q] as number) <
      (candidate[lowest] as number) - r0 * (baseline[lowest] as number)
    )
      lowest = q;
  const n = m - 1;
  if (n < 2) return 0;
  let mean = 0;
  let size = 0;
  for (let q = 0; q < m; q++) {
    if (q === lowest) continue;
    mean += (candidate[q] as number) - r0 * (baseline[q] as number);
    size += (candidate[q] as number) + r0 * (baseline[q] as number);
  }
  mean /= n;
  size /= n;
  let m2 = 0;
  let m3 = 0;
  for (let q = 0; q < m; q++) {
    if (q === lowest) continue;
    const e = (candidate[q] as number) - r0 * (baseline[q] as number) - mean;
    m2 += e * e;
    m3 += e * e * e;
  }
  m2 /= n;
  m3 /= n;
  // Below rounding noise of the values, no spread (as ratioPValue's).
  return Math.sqrt(m2) > 1e-12 * size ? m3 / m2 ** 1.5 : 0;
}

/**
 * The gate test's false alarms at `level` estimated for these values: the larger of the
 * log-normal model's ({@link modelFalseAlarms}; none with fewer than 3 questions above 0 on both
 * sides) and the Edgeworth term's with the sample's skewness of c − r0 b
 * ({@link edgeworthFalseAlarms}). The gate reports a measure without gating it when this is above
 * {@link USAGE_MAX_FALSE_ALARMS} × level.
 *
 * @example usageFalseAlarms(b, c, 1.1, 0.01)
 *   // ≈ 0.005 where the candidate scales the baseline's usage; ≈ 0.15 where it reshapes it
 */
export function usageFalseAlarms(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  r0: number,
  level: number,
): number {
  const m = baseline.length;
  const edgeworth = edgeworthFalseAlarms(differenceSkewness(baseline, candidate, r0), m, level);
  const fit = fitLogNormal(baseline, candidate);
  return Math.max(edgeworth, fit !== undefined ? modelFalseAlarms(fit, m, level) : 0);
}
