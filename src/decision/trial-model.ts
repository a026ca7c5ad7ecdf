/**
 * What the trial model says about the per-question differences of two runs of 0/1 trials, and
 * whether the data agree: the correlation of a run's trials on one question, and the skewness of
 * the differences under no change.
 *
 * The model. Question q has a success rate p_q. A run draws its N trials of q either
 * independently (Binomial(N, p_q)) or, when trials share something within a run (greedy or seeded
 * decoding with N > 1, cached generations, one prompt variant per trial), with an intra-run
 * correlation ρ: the beta-binomial with mean p_q and ρ = 1 / (s + 1), s = α + β (Johnson, Kemp &
 * Kotz (2005), "Univariate Discrete Distributions", §6.2.2). ρ = 0 is independence; ρ = 1 makes a
 * run's N trials identical. A run's mean score on q then has variance p q (1 + (N − 1) ρ) / N.
 *
 * The check. Two runs of the same questions carry the evidence: under no change the spread of the
 * mean-score differences d_q, Σ (d_q − d̄)² M / (M − 1), estimates Σ_q Var(d_q) = V₀ + ρ V₁ with
 * V₀ = Σ p q (1/N_b + 1/N_c) and V₁ = Σ p q ((N_b − 1)/N_b + (N_c − 1)/N_c) (p_q from both sides
 * pooled), so ρ̂ = (spread − V₀) / V₁, clipped to [0, 1]. A real change adds the spread of its
 * per-question effects to it, and ρ̂ takes that in too.
 *
 * The skewness. With unequal trial counts the per-question estimates of the two sides are skewed
 * differently, and their difference is skewed under no change; the third cumulant of each side's
 * estimate is a sum over the distribution of its successes (binomial or beta-binomial at ρ̂), and
 * the skewness of the standardized mean difference is Σ_q κ₃(d_q) / (Σ_q κ₂(d_q))^{3/2}: what
 * Hall's correction of t needs (paired-t.ts), from the model rather than from the sample, whose
 * skewness is a function of Δ itself where the differences take few values.
 */
import betaln from '@stdlib/math-base-special-betaln';
import type { CountTable } from '../metrics/index.js';

/** Successes of question q (category 1 of a 0/1 table). */
function successes(table: CountTable, q: number): number {
  return table.categories > 1 ? (table.counts[q * table.categories + 1] as number) : 0;
}

/**
 * ρ̂, the intra-run correlation of trials that the spread of the mean-score differences implies
 * (module comment), for two 0/1 tables aligned on their questions; 0 when no question ran more
 * than one trial on either side (ρ does not exist there).
 *
 * @example trialCorrelation(runA, runB) // about 0 for independent trials, 1 for repeated ones
 */
export function trialCorrelation(baseline: CountTable, candidate: CountTable): number {
  const m = baseline.trials.length;
  if (m < 2) return 0;
  let v0 = 0;
  let v1 = 0;
  const d = new Float64Array(m);
  let mean = 0;
  for (let q = 0; q < m; q++) {
    const nb = baseline.trials[q] as number;
    const nc = candidate.trials[q] as number;
    const xb = successes(baseline, q);
    const xc = successes(candidate, q);
    const p = (xb + xc) / (nb + nc);
    const pq = p * (1 - p);
    v0 += pq * (1 / nb + 1 / nc);
    v1 += pq * ((nb - 1) / nb + (nc - 1) / nc);
    d[q] = xc / nc - xb / nb;
    mean += d[q] as number;
  }
  if (!(v1 > 0)) return 0;
  mean /= m;
  let ss = 0;
  for (let q = 0; q < m; q++) ss += ((d[q] as number) - mean) ** 2;
  const spread = (ss * m) / (m - 1);
  return Math.min(1, Math.max(0, (spread - v0) / v1));
}

/** P(ν = 0..n) of n trials at rate p and intra-run correlation ρ (binomial at ρ = 0). */
function successDistribution(n: number, p: number, rho: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  if (p <= 0 || p >= 1) {
    pmf[p >= 1 ? n : 0] = 1;
    return pmf;
  }
  if (rho >= 1) {
    pmf[0] = 1 - p;
    pmf[n] = p;
    return pmf;
  }
  let logChoose = 0;
  const s = rho > 0 ? (1 - rho) / rho : Infinity;
  const a = p * s;
  const b = (1 - p) * s;
  for (let x = 0; x <= n; x++) {
    if (x > 0) logChoose += Math.log((n - x + 1) / x);
    const log =
      s === Infinity
        ? logChoose + x * Math.log(p) + (n - x) * Math.log1p(-p)
        : logChoose + betaln(a + x, b + n - x) - betaln(a, b);
    pmf[x] = Math.exp(log);
  }
  return pmf;
}

/** Variance and third central moment of an estimate with values `v` under the pmf. */
function moments(v: ArrayLike<number>, pmf: Float64Array): { k2: number; k3: number } {
  let mean = 0;
  for (let x = 0; x < pmf.length; x++) mean += (pmf[x] as number) * (v[x] as number);
  let k2 = 0;
  let k3 = 0;
  for (let x = 0; x < pmf.length; x++) {
    const e = (v[x] as number) - mean;
    k2 += (pmf[x] as number) * e * e;
    k3 += (pmf[x] as number) * e * e * e;
  }
  return { k2, k3 };
}

/**
 * The skewness of the standardized mean difference under no change, Σ_q κ₃(d_q) / (Σ_q κ₂(d_q))^{3/2}
 * (the κ of Hall's correction, paired-t.ts), for 0/1 tables aligned on their questions, at
 * intra-run correlation ρ, each question's rate from both sides pooled. `estimates(n, common)` are
 * the per-question estimate's values at 0..n successes of n trials (the mean score: x / n), for a
 * question whose two sides ran n and, at the fewer, `common` trials (common-trials.ts takes an
 * estimate at the common count).
 *
 * @example differenceSkewness(runOf16, runOf2, 0, (n) => meanScores(n)) // < 0 on a hard benchmark
 */
export function differenceSkewness(
  baseline: CountTable,
  candidate: CountTable,
  rho: number,
  estimates: (n: number, common: number) => ArrayLike<number>,
): number {
  const m = baseline.trials.length;
  const known = new Map<string, { k2: number; k3: number }>();
  let k2 = 0;
  let k3 = 0;
  for (let q = 0; q < m; q++) {
    const nb = baseline.trials[q] as number;
    const nc = candidate.trials[q] as number;
    const x = successes(baseline, q) + successes(candidate, q);
    const key = `${nb},${nc},${x}`;
    let c = known.get(key);
    if (c === undefined) {
      const p = x / (nb + nc);
      const common = Math.min(nb, nc);
      const b = moments(estimates(nb, common), successDistribution(nb, p, rho));
      const cc = moments(estimates(nc, common), successDistribution(nc, p, rho));
      c = { k2: b.k2 + cc.k2, k3: cc.k3 - b.k3 };
      known.set(key, c);
    }
    k2 += c.k2;
    k3 += c.k3;
  }
  return k2 > 0 ? k3 / k2 ** 1.5 : 0;
}

/** The mean score's values at 0..n successes of n trials: x / n. */
export function meanScores(n: number): Float64Array {
  const v = new Float64Array(n + 1);
  for (let x = 0; x <= n; x++) v[x] = x / n;
  return v;
}
