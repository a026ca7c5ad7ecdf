/**
 * The re-sampling plan: when a comparison cannot tell, which questions to run again and how many
 * new trials of each, on both sides, so that the next stage sees a drop of the size that matters
 * for the fewest trials.
 *
 * **Where the uncertainty is.** Δ is the mean over questions of d_q = c̄_q − b̄_q; with x_q new
 * trials of question q on each side, Var(Δ) = τ²/M + Σ_q v_q (1/(N_bq + x_q) + 1/(N_cq + x_q)) / M²,
 * v_q the variance of one trial of q and τ² the spread of the true per-question changes (which
 * trials do not shrink). A question that is always right or always wrong on both sides has v_q ≈ 0
 * and no new trial of it moves Δ; the uncertainty sits on the questions in between. v_q is each
 * question's posterior E[p(1 − p)] under the distribution of success rates across the benchmark's
 * questions, estimated from both sides' trials pooled (a nonparametric maximum-likelihood mixing
 * distribution on a grid, by EM: Kiefer & Wolfowitz (1956), Laird (1978)): a uniform prior would
 * give a question right 4 times in 4 a v of 0.12 (a question right half the time: 0.21), and the
 * plan would spend on it nearly as much as on a question in the balance; on a benchmark where
 * 45% of questions are always right, the estimated distribution has its mass there and the
 * question gets nothing.
 *
 * **How many where.** Minimizing the trials spent for a target Var(Δ) is Neyman's allocation
 * (Neyman (1934), JRSS 97:558–625): with the same new trials on both sides, the optimum gives each
 * question x_q with 2 = λ v_q (1/(N_bq + x_q)² + 1/(N_cq + x_q)²), x_q ≥ 0, and λ set by the
 * target (water-filling, by bisection). The same new trials on both sides, chosen from the sides'
 * pooled counts only, keep the plan symmetric in the two sides: under no change the next stage's
 * per-question differences are still symmetric about 0 whatever the plan chose (staged.ts).
 *
 * **The target.** The next stage tests at its own level (staged.ts); the plan aims to see a drop of
 * the observed size (at least 1 point, or the margin) with 80% power there:
 * Var(Δ)* = (δ / (z₁₋α + z₀.₈))². `uniformTrials` is what running every question alike would
 * cost for the same Var(Δ), `sees` the drop the next stage sees with 80% power after the plan.
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { CountTable } from '../metrics/index.js';
import { DETECTION_POWER } from './detectable.js';

/** Grid points of the mixing distribution (0 and 1 included: questions that never change). */
const GRID = 101;
/** EM iterations for the mixing distribution (each O(M × GRID)). */
const EM_ITERATIONS = 300;
/** The most new trials a plan asks of one question on one side. */
export const MAX_PLAN_TRIALS_PER_QUESTION = 10_000;

/** One question of a plan: its id and the new trials to run of it, on each side. */
export interface PlannedQuestion {
  readonly id: string;
  readonly trials: number;
}

/** A re-sampling plan (the JSON report's `benchmarks[].plan`). */
export interface ResamplePlan {
  /** The questions to run again, in the benchmark's order, with their new trials per side. */
  readonly questions: readonly PlannedQuestion[];
  /** Each planned question is run again on both sides, the same number of new trials. */
  readonly sides: readonly ['baseline', 'candidate'];
  /** New trials in all, both sides together. */
  readonly trials: number;
  /** New trials running every question alike would take for the same Var(Δ), both sides. */
  readonly uniformTrials: number;
  /** The drop (a fraction) the next stage sees with 80% power once the plan has run. */
  readonly sees: number;
  /** The drop (a fraction) the plan aims at: the observed |Δ|, at least 1 point or the margin. */
  readonly target: number;
  /** Var(Δ) now, and once the plan has run (the model's, τ² included). */
  readonly variance: { readonly now: number; readonly planned: number };
  /**
   * `planned`; `settled`: the model's Var(Δ) already meets the target (nothing to re-run);
   * `questions`: the spread of the per-question changes alone exceeds the target (more trials
   * would not do; more questions would).
   */
  readonly kind: 'planned' | 'settled' | 'questions';
}

/** What {@link resamplePlan} needs. */
export interface PlanArgs {
  /** The two sides' 0/1 tables, aligned on their questions. */
  readonly baseline: CountTable;
  readonly candidate: CountTable;
  /** The observed Δ (mean-score scale). */
  readonly delta: number;
  /** The spread of the true per-question changes τ² (0 when unknown: the plan is then a lower bound). */
  readonly spread?: number;
  /** The one-sided level the next stage tests at. */
  readonly level: number;
  /** The non-inferiority margin (a drop must exceed it to fail). */
  readonly margin: number;
}

function successes(table: CountTable, q: number): number {
  return table.categories > 1 ? (table.counts[q * table.categories + 1] as number) : 0;
}

/**
 * The mixing distribution of success rates across questions (weights on GRID points 0, 1/100, …,
 * 1), from the questions' pooled successes x of n trials, by EM on the binomial likelihood. Each
 * distinct (x, n) counts with its `frequency` (questions that share a state share their terms:
 * the cost is O(states × GRID) per iteration, not O(M × GRID)).
 */
export function rateDistribution(
  x: ArrayLike<number>,
  n: ArrayLike<number>,
  frequency: ArrayLike<number> = Array.from({ length: x.length }, () => 1),
): Float64Array {
  const m = x.length;
  let total = 0;
  for (let q = 0; q < m; q++) total += frequency[q] as number;
  const grid = Array.from({ length: GRID }, (_, g) => g / (GRID - 1));
  // log-likelihood of each question at each grid point (the binomial coefficient cancels)
  const like = new Float64Array(m * GRID);
  for (let q = 0; q < m; q++) {
    const xq = x[q] as number;
    const nq = n[q] as number;
    let max = -Infinity;
    for (let g = 0; g < GRID; g++) {
      const p = grid[g] as number;
      const l = (xq > 0 ? xq * Math.log(p) : 0) + (nq - xq > 0 ? (nq - xq) * Math.log1p(-p) : 0);
      like[q * GRID + g] = l;
      if (l > max) max = l;
    }
    for (let g = 0; g < GRID; g++)
      like[q * GRID + g] = Math.exp((like[q * GRID + g] as number) - max);
  }
  let weights = new Float64Array(GRID).fill(1 / GRID);
  const next = new Float64Array(GRID);
  for (let it = 0; it < EM_ITERATIONS; it++) {
    next.fill(0);
    for (let q = 0; q < m; q++) {
      let s = 0;
      for (let g = 0; g < GRID; g++) s += (weights[g] as number) * (like[q * GRID + g] as number);
      if (!(s > 0)) continue;
      const f = (frequency[q] as number) / s;
      for (let g = 0; g < GRID; g++)
        next[g] = (next[g] as number) + f * (weights[g] as number) * (like[q * GRID + g] as number);
    }
    for (let g = 0; g < GRID; g++) next[g] = (next[g] as number) / total;
    weights = Float64Array.from(next);
  }
  return weights;
}

/**
 * Each question's variance of one trial, E[p(1 − p) | its pooled trials], under the mixing
 * distribution of the benchmark's questions.
 */
export function trialVariances(baseline: CountTable, candidate: CountTable): Float64Array {
  const m = baseline.trials.length;
  // The distinct pooled states (x, n) and how many questions share each.
  const index = new Map<string, number>();
  const xs: number[] = [];
  const ns: number[] = [];
  const freq: number[] = [];
  const stateOf = new Int32Array(m);
  for (let q = 0; q < m; q++) {
    const x = successes(baseline, q) + successes(candidate, q);
    const n = (baseline.trials[q] as number) + (candidate.trials[q] as number);
    const key = `${x},${n}`;
    let s = index.get(key);
    if (s === undefined) {
      s = xs.length;
      index.set(key, s);
      xs.push(x);
      ns.push(n);
      freq.push(0);
    }
    freq[s] = (freq[s] as number) + 1;
    stateOf[q] = s;
  }
  const weights = rateDistribution(xs, ns, freq);
  const perState = new Float64Array(xs.length);
  for (let st = 0; st < xs.length; st++) {
    const xq = xs[st] as number;
    const nq = ns[st] as number;
    let norm = 0;
    let sum = 0;
    for (let g = 0; g < GRID; g++) {
      const p = g / (GRID - 1);
      const w = weights[g] as number;
      if (!(w > 0)) continue;
      if ((xq > 0 && p === 0) || (nq - xq > 0 && p === 1)) continue;
      const l =
        w *
        Math.exp((xq > 0 ? xq * Math.log(p) : 0) + (nq - xq > 0 ? (nq - xq) * Math.log1p(-p) : 0));
      norm += l;
      sum += l * p * (1 - p);
    }
    perState[st] = norm > 0 ? sum / norm : 0;
  }
  return Float64Array.from(stateOf, (st) => perState[st] as number);
}

/** M² Var(Δ) of the trial part with x_q new trials per side. */
function trialPart(
  v: Float64Array,
  nb: ArrayLike<number>,
  nc: ArrayLike<number>,
  x: (q: number) => number,
): number {
  let s = 0;
  for (let q = 0; q < v.length; q++) {
    const xq = x(q);
    s += (v[q] as number) * (1 / ((nb[q] as number) + xq) + 1 / ((nc[q] as number) + xq));
  }
  return s;
}

/** Question q's x ≥ 0 with 2 = λ v (1/(a + x)² + 1/(b + x)²) (0 when none is positive), capped. */
function neymanTrials(lambda: number, v: number, a: number, b: number): number {
  const slope = (x: number) => lambda * v * (1 / (a + x) ** 2 + 1 / (b + x) ** 2);
  if (!(slope(0) > 2)) return 0;
  let lo = 0;
  let hi = MAX_PLAN_TRIALS_PER_QUESTION;
  if (slope(hi) > 2) return hi;
  for (let it = 0; it < 60; it++) {
    const mid = (lo + hi) / 2;
    if (slope(mid) > 2) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The plan for one comparison (module comment).
 *
 * @example resamplePlan({ baseline, candidate, delta: -0.03, level: 0.0025, margin: 0 }).questions
 *   // the questions in the balance, each with its new trials; none of those always right
 */
export function resamplePlan(args: PlanArgs): ResamplePlan {
  const { baseline, candidate } = args;
  const m = baseline.trials.length;
  const nb = baseline.trials;
  const nc = candidate.trials;
  const v = trialVariances(baseline, candidate);
  const spread = Math.max(0, args.spread ?? 0);
  const z = normalQuantile(1 - args.level, 0, 1) + normalQuantile(DETECTION_POWER, 0, 1);
  const target = Math.max(Math.abs(args.delta), 0.01, args.margin);
  const wanted = (target / z) ** 2;
  const now = spread / m + trialPart(v, nb, nc, () => 0) / (m * m);
  const base = {
    sides: ['baseline', 'candidate'] as const,
    target,
  };
  const empty = (kind: ResamplePlan['kind']): ResamplePlan => ({
    ...base,
    questions: [],
    trials: 0,
    uniformTrials: 0,
    sees: z * Math.sqrt(now),
    variance: { now, planned: now },
    kind,
  });
  if (now <= wanted) return empty('settled');
  // The trial part the target leaves room for.
  const room = (wanted - spread / m) * m * m;
  if (!(room > 0)) return empty('questions');
  // λ: the larger, the more trials; bisection on log λ.
  const part = (lambda: number) =>
    trialPart(v, nb, nc, (q) =>
      neymanTrials(lambda, v[q] as number, nb[q] as number, nc[q] as number),
    );
  let lo = 0;
  let hi = 1;
  while (part(hi) > room && hi < 1e30) hi *= 4;
  for (let it = 0; it < 80; it++) {
    const mid = (lo + hi) / 2;
    if (part(mid) > room) lo = mid;
    else hi = mid;
  }
  const x = Array.from({ length: m }, (_, q) =>
    Math.ceil(neymanTrials(hi, v[q] as number, nb[q] as number, nc[q] as number) - 1e-9),
  );
  const planned = spread / m + trialPart(v, nb, nc, (q) => x[q] as number) / (m * m);
  // Running every question alike to the same Var(Δ): the smallest whole u per question.
  const uniformPart = (u: number) => trialPart(v, nb, nc, () => u);
  let u = 0;
  let uHi = 1;
  while (uniformPart(uHi) > (planned - spread / m) * m * m && uHi < MAX_PLAN_TRIALS_PER_QUESTION)
    uHi *= 2;
  let uLo = 0;
  for (let it = 0; it < 60; it++) {
    const mid = (uLo + uHi) / 2;
    if (uniformPart(mid) > (planned - spread / m) * m * m) uLo = mid;
    else uHi = mid;
  }
  u = Math.ceil(uHi - 1e-9);
  const uniform = 2 * m * u;
  const total = 2 * x.reduce((s, t) => s + t, 0);
  // Never more than running every question alike (whole trials can tip a tiny plan over it).
  const chosen = total <= uniform ? x : x.map(() => u);
  const spent = Math.min(total, uniform);
  const reached = total <= uniform ? planned : spread / m + trialPart(v, nb, nc, () => u) / (m * m);
  const questions = chosen.flatMap((t, q) =>
    t > 0 ? [{ id: baseline.ids[q] as string, trials: t }] : [],
  );
  return {
    ...base,
    questions,
    trials: spent,
    uniformTrials: uniform,
    sees: z * Math.sqrt(reached),
    variance: { now, planned: reached },
    kind: 'planned',
  };
}
