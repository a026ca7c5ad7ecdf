/**
 * The re-sampling plan: when a comparison cannot tell, which questions to run again and how many
 * new trials of each, on both sides, so that the next stage sees a drop of the size that matters
 * for the fewest trials.
 *
 * **What the next stage's test sees.** The next stage's paired test decides on Δ, the mean over
 * questions of d_q = c̄_q − b̄_q over all of q's trials, against SE² = Σ d_q² / M² (about). With
 * x_q new trials of question q on each side (N trials each so far, D_q = c_q − b_q the difference
 * of its successes), given what stage 1 saw:
 *
 * - the noise: E[d_q²] = (D_q² + 2 v_q x_q (1 + (x_q − 1) ρ) + x_q² τ²) / (N + x_q)², with v_q =
 *   E[p(1 − p)] the variance of one new trial, ρ the correlation of the trials of one run (the new
 *   trials are one new run) and τ² the spread of the true per-question changes;
 * - the signal: a drop moves each question's rate by a shift θ on the logit scale (the drop is
 *   θ × the mean of p(1 − p): questions right or wrong every time cannot drop), and E[d_q] by
 *   θ (D_q² / (2 (1 + (N − 1) ρ)) + x_q v_q) / (N + x_q): new trials carry it in full, and the
 *   trials already run through the difference they showed (the binomial score: a question both
 *   sides got right every time carries none of it, however many trials it had).
 *
 * The next stage sees with 80% power the drop z √(Σ E[d_q²]) / Σ signal (z = z₁₋α + z₀.₈ at its
 * level). Re-running a question both sides agreed on adds noise before it adds signal; a question
 * whose sides differed gains from the first new trial. v_q is each question's posterior moment
 * under the distribution of success rates across the benchmark's questions, estimated from both
 * sides' trials pooled (rate-distribution.ts): on a benchmark where 45% of questions are always
 * right, the mass sits at 1 and such a question's v is near 0. What Σ d_q² holds beyond the model's
 * binomial part is taken as ρ where a question ran more than one trial (as trial-model.ts does),
 * else as τ².
 *
 * **How many where.** The fewest new trials whose noise and signal give the target: a Lagrangian
 * over each group of alike questions (the same pooled successes, trials and |D|), each group
 * choosing among the steps a harness runs (trialStep), the squared signal linearized at the last
 * solution (a lower bound: a solution that meets the target under it meets it) and re-solved until
 * it settles. This is Neyman's allocation (Neyman (1934), JRSS 97:558–625) for the test the gate
 * runs rather than for Var(Δ) alone: allocating on v_q alone, with the drop the same on every
 * question, spent on questions always right or always wrong and re-ran those both sides agreed on.
 * A question with different trial counts on its two sides is taken at its model variance, carrying
 * its share of the drop in full.
 *
 * **The target.** Half the drop the next stage would see without new trials (z √(Σ d_q²) / M), at
 * least 1 point or the margin, and never below √2 times the floor no number of new trials moves
 * (the drop seen with every question at the cap: τ², and at ρ > 0 the part a new run shares
 * among its trials). Where that floor is within a factor √2 of the drop seen now, the plan says
 * so instead (`questions`: more questions, or independent runs, would help; more trials of one
 * run would not). `uniformTrials` is what running every question alike would cost for the same
 * drop seen, `sees` the drop the next stage sees with 80% power once the plan has run.
 *
 * **At one trial a question** (on both sides) the plan runs every question alike, `u` new trials
 * each: two trials a question cannot tell a settled question from one in the balance, nor show a
 * run effect (ρ), and the tilted plan measured 0.8–1.1 times the trials of running every question
 * alike at equal power there (costlier on easy benchmarks and with correlated trials;
 * docs/statistics.md, "A gate in stages"), against 1.0–4.9 at four trials.
 *
 * **Why the plan never looks at the sign of a difference.** The next stage's level holds whatever
 * a plan chose only if, under no change, each question's difference stays symmetric about 0 given
 * the plan (staged.ts). A plan that read Δ (aiming at the observed drop, say) would re-run little
 * where the first stage came close to failing and much where it did not, and its next stage could
 * fail up to several times its level. So the plan reads only what swapping a question's two sides
 * leaves unchanged: each question's pooled counts and D_q².
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { CountTable } from '../metrics/index.js';
import { DETECTION_POWER } from './detectable.js';
import { type RatePosterior, rateDistribution, ratePosterior } from './rate-distribution.js';

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
  /** New trials running every question alike would take for the same drop seen, both sides. */
  readonly uniformTrials: number;
  /** The drop (a fraction) the next stage sees with 80% power once the plan has run. */
  readonly sees: number;
  /** The drop (a fraction) the plan aims at (module comment: half what the next stage sees now). */
  readonly target: number;
  /** (sees / z)²: the drop's variance now, and once the plan has run (τ² included). */
  readonly variance: { readonly now: number; readonly planned: number };
  /**
   * `planned`; `settled`: the next stage already sees 1 point (or the margin): nothing to re-run;
   * `questions`: what no number of new trials moves (the spread of the per-question changes, the
   * part a run's trials share) keeps the next stage from seeing much less than now: more
   * questions would help, more trials would not.
   */
  readonly kind: 'planned' | 'settled' | 'questions';
}

/** What {@link resamplePlan} needs. */
export interface PlanArgs {
  /** The two sides' 0/1 tables, aligned on their questions. */
  readonly baseline: CountTable;
  readonly candidate: CountTable;
  /** The one-sided level the next stage tests at. */
  readonly level: number;
  /** The non-inferiority margin (a drop must exceed it to fail). */
  readonly margin: number;
}

function successes(table: CountTable, q: number): number {
  return table.categories > 1 ? (table.counts[q * table.categories + 1] as number) : 0;
}

/**
 * New trials in steps a harness can run in few commands (no harness takes a count per question
 * in one run, so the plan's questions are grouped by count): 1, 2, 3, 4, 6, 8, 12, 16, 24, …
 * (each about 1.5 times the last).
 */
export function trialStep(x: number): number {
  if (!(x >= 0.5)) return 0;
  let best = 1;
  for (const step of STEPS)
    if (step > 0 && Math.abs(Math.log(step / x)) < Math.abs(Math.log(best / x))) best = step;
  return best;
}

/** 0 and the steps of {@link trialStep} up to the cap. */
const STEPS: readonly number[] = (() => {
  const steps = [0];
  for (let base = 1; base <= MAX_PLAN_TRIALS_PER_QUESTION; base *= 2)
    for (const step of [base, (base * 3) / 2])
      if (Number.isInteger(step) && step <= MAX_PLAN_TRIALS_PER_QUESTION) steps.push(step);
  return steps;
})();

/** Questions alike for the plan: each new trial count moves their noise and signal alike. */
interface Group {
  readonly count: number;
  /** E[d²] of one question with x new trials per side. */
  readonly noise: (x: number) => number;
  /** E[d] per unit of a drop, of one question with x new trials per side. */
  readonly signal: (x: number) => number;
}

/** The per-question noise and signal (module comment), the questions grouped. */
function groupsOf(
  baseline: CountTable,
  candidate: CountTable,
): { groups: Group[]; groupOf: Int32Array; trialVariance: number; squares: number } {
  const m = baseline.trials.length;
  // The mixing distribution from each distinct pooled state (x, n).
  const pooled = new Map<string, { x: number; n: number; count: number }>();
  for (let q = 0; q < m; q++) {
    const x = successes(baseline, q) + successes(candidate, q);
    const n = (baseline.trials[q] as number) + (candidate.trials[q] as number);
    const key = `${x},${n}`;
    const st = pooled.get(key);
    if (st) st.count++;
    else pooled.set(key, { x, n, count: 1 });
  }
  const states = [...pooled.values()];
  const weights = rateDistribution(
    states.map((s) => s.x),
    states.map((s) => s.n),
    states.map((s) => s.count),
  );
  const posterior = new Map<string, RatePosterior>();
  for (const [key, s] of pooled) posterior.set(key, ratePosterior(weights, s.x, s.n));
  // What the differences' second moment holds beyond the trial model's part: trials of a run
  // that move together (intra-run correlation ρ, as trial-model.ts estimates it, but uncentered:
  // sign-blind), where some question ran more than one trial; else, or beyond ρ = 1, the spread
  // of the true per-question changes τ², which no trial moves.
  let squares = 0;
  let trialVariance = 0;
  let varianceSum = 0;
  let runPart = 0;
  for (let q = 0; q < m; q++) {
    const nb = baseline.trials[q] as number;
    const nc = candidate.trials[q] as number;
    const d = successes(candidate, q) / nc - successes(baseline, q) / nb;
    const v = (
      posterior.get(
        `${successes(baseline, q) + successes(candidate, q)},${nb + nc}`,
      ) as RatePosterior
    ).variance;
    squares += d * d;
    trialVariance += v * (1 / nb + 1 / nc);
    runPart += v * ((nb - 1) / nb + (nc - 1) / nc);
    varianceSum += v;
  }
  const excess = Math.max(0, squares - trialVariance);
  const rho = runPart > 0 ? Math.min(1, excess / runPart) : 0;
  const tau2 = Math.max(0, excess - rho * runPart) / m;
  // A drop of δ is a logit shift θ with δ = θ × the mean of p(1 − p): signals in units of δ.
  const perDrop = varianceSum > 0 ? m / varianceSum : 0;
  /** n(1 + (n − 1)ρ): n trials of one run count as this many independent ones' variance × n². */
  const run = (n: number) => n * (1 + (n - 1) * rho);
  const groups: Group[] = [];
  const counts: number[] = [];
  const index = new Map<string, number>();
  const groupOf = new Int32Array(m);
  for (let q = 0; q < m; q++) {
    const nb = baseline.trials[q] as number;
    const nc = candidate.trials[q] as number;
    const xb = successes(baseline, q);
    const xc = successes(candidate, q);
    const a = Math.abs(xc - xb);
    const key = nb === nc ? `${xb + xc},${nb},${a}` : `${xb + xc},${nb},${nc},u`;
    let g = index.get(key);
    if (g === undefined) {
      g = groups.length;
      index.set(key, g);
      counts.push(0);
      const { variance: v } = posterior.get(`${xb + xc},${nb + nc}`) as RatePosterior;
      groups.push(
        nb === nc
          ? {
              count: 0,
              noise: (x) => (a * a + 2 * v * run(x) + x * x * tau2) / (nb + x) ** 2,
              // The trials run so far carry the drop through D² over its expectation's share
              // 2 (1 + (N − 1)ρ) (the binomial score, for runs of correlated trials).
              signal: (x) => (perDrop * ((a * a) / (2 * (1 + (nb - 1) * rho)) + x * v)) / (nb + x),
            }
          : {
              count: 0,
              noise: (x) =>
                v * ((run(nb) + run(x)) / (nb + x) ** 2 + (run(nc) + run(x)) / (nc + x) ** 2) +
                tau2,
              signal: () => perDrop * v,
            },
      );
    }
    counts[g] = (counts[g] as number) + 1;
    groupOf[q] = g;
  }
  return {
    groups: groups.map((g, i) => ({ ...g, count: counts[i] as number })),
    groupOf,
    trialVariance,
    squares,
  };
}

/** The drop seen with 80% power at z, given each group's new trials (its index in STEPS). */
function seesAt(groups: readonly Group[], level: ArrayLike<number>, z: number): number {
  let noise = 0;
  let signal = 0;
  groups.forEach((g, i) => {
    const x = STEPS[level[i] as number] as number;
    noise += g.count * g.noise(x);
    signal += g.count * g.signal(x);
  });
  return signal > 0 ? (z * Math.sqrt(noise)) / signal : Infinity;
}

/**
 * The fewest new trials (each group at a step) whose drop seen is at most `target`: minimize
 * Σ 2 n_g x_g + μ (z² Σ n_g noise_g − target² (2 S₀ Σ n_g signal_g − S₀²)), each group on its own
 * for a given μ, μ by bisection, S₀ the last solution's signal (module comment). Null when even
 * the cap does not reach the target.
 */
function allocate(groups: readonly Group[], z: number, target: number): Int32Array | null {
  const top = STEPS.length - 1;
  if (seesAt(groups, new Int32Array(groups.length).fill(top), z) > target) return null;
  let s0 = groups.reduce((s, g) => s + g.count * g.signal(0), 0);
  let best: Int32Array | null = null;
  for (let round = 0; round < 8; round++) {
    const choose = (mu: number): Int32Array =>
      Int32Array.from(groups, (g) => {
        let pick = 0;
        let cost = Infinity;
        STEPS.forEach((x, j) => {
          const c = 2 * x + mu * (z * z * g.noise(x) - target * target * 2 * s0 * g.signal(x));
          if (c < cost) {
            cost = c;
            pick = j;
          }
        });
        return pick;
      });
    const meets = (levels: Int32Array) => seesAt(groups, levels, z) <= target;
    let lo = 0;
    let hi = 1;
    while (!meets(choose(hi)) && hi < 1e40) hi *= 4;
    if (!meets(choose(hi))) break;
    for (let it = 0; it < 60; it++) {
      const mid = (lo + hi) / 2;
      if (meets(choose(mid))) hi = mid;
      else lo = mid;
    }
    const levels = choose(hi);
    const spent = trialsOf(groups, levels);
    if (best !== null && spent >= trialsOf(groups, best)) break;
    best = levels;
    s0 = groups.reduce(
      (s, g, i) => s + g.count * g.signal(STEPS[levels[i] as number] as number),
      0,
    );
  }
  return best;
}

/** The drop seen with 80% power at z with every question at `u` new trials (any whole u). */
function seesAlike(groups: readonly Group[], u: number, z: number): number {
  let noise = 0;
  let signal = 0;
  for (const g of groups) {
    noise += g.count * g.noise(u);
    signal += g.count * g.signal(u);
  }
  return signal > 0 ? (z * Math.sqrt(noise)) / signal : Infinity;
}

/** Whether no question ran more than one trial on either side. */
function atMostOneTrial(baseline: CountTable, candidate: CountTable): boolean {
  for (let q = 0; q < baseline.trials.length; q++)
    if ((baseline.trials[q] as number) > 1 || (candidate.trials[q] as number) > 1) return false;
  return true;
}

/** New trials of an allocation, both sides. */
function trialsOf(groups: readonly Group[], levels: ArrayLike<number>): number {
  let t = 0;
  groups.forEach((g, i) => {
    t += 2 * g.count * (STEPS[levels[i] as number] as number);
  });
  return t;
}

/** The smallest whole u for every question alike whose drop seen is at most `target`, or null. */
function uniformCount(groups: readonly Group[], z: number, target: number): number | null {
  const sees = (u: number) => seesAlike(groups, u, z);
  if (sees(MAX_PLAN_TRIALS_PER_QUESTION) > target) return null;
  let lo = 0;
  let hi = MAX_PLAN_TRIALS_PER_QUESTION;
  // The drop seen need not fall with u everywhere (re-running agreeing questions adds noise
  // first): the smallest u from which it stays below, by bisection on the last crossing.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (sees(mid) <= target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The plan for one comparison (module comment).
 *
 * @example resamplePlan({ baseline, candidate, level: 0.0025, margin: 0 }).questions
 *   // the questions in the balance, each with its new trials; none of those always right
 */
export function resamplePlan(args: PlanArgs): ResamplePlan {
  const { baseline, candidate } = args;
  const m = baseline.trials.length;
  const { groups, groupOf, trialVariance, squares } = groupsOf(baseline, candidate);
  const z = normalQuantile(1 - args.level, 0, 1) + normalQuantile(DETECTION_POWER, 0, 1);
  // What the next stage sees without new trials, from the differences themselves (uncentered,
  // sign-blind), as its paired test would; the trial model's where the differences are all 0.
  const seesNow = (z * Math.sqrt(squares > 0 ? squares : trialVariance)) / m;
  // What no number of new trials moves: the drop seen with every question at the cap (τ², and
  // a new run's own shared part at ρ > 0).
  const floor = seesAt(groups, new Int32Array(groups.length).fill(STEPS.length - 1), z);
  const target = Math.max(seesNow / 2, Math.SQRT2 * floor, 0.01, args.margin);
  const variance = (sees: number) => (sees / z) ** 2;
  const base = { sides: ['baseline', 'candidate'] as const, target };
  const empty = (kind: ResamplePlan['kind']): ResamplePlan => ({
    ...base,
    questions: [],
    trials: 0,
    uniformTrials: 0,
    sees: seesNow,
    variance: { now: variance(seesNow), planned: variance(seesNow) },
    kind,
  });
  if (seesNow <= Math.max(0.01, args.margin)) return empty('settled');
  if (seesNow <= Math.SQRT2 * floor) return empty('questions');
  const levels = allocate(groups, z, target);
  const u = uniformCount(groups, z, target);
  if (levels === null || u === null) return empty('questions');
  const uniform = 2 * m * u;
  const spent = trialsOf(groups, levels);
  // Never more than running every question alike; at one trial a question, every question alike
  // (module comment).
  const tilted = spent <= uniform && !atMostOneTrial(baseline, candidate);
  const perQuestion = (q: number) =>
    tilted ? (STEPS[levels[groupOf[q] as number] as number] as number) : u;
  const questions = Array.from(baseline.ids, (id, q) => ({ id, trials: perQuestion(q) })).filter(
    (p) => p.trials > 0,
  );
  const sees = tilted ? seesAt(groups, levels, z) : seesAlike(groups, u, z);
  return {
    ...base,
    questions,
    trials: tilted ? spent : uniform,
    uniformTrials: uniform,
    sees,
    variance: { now: variance(seesNow), planned: variance(sees) },
    kind: 'planned',
  };
}

/**
 * The drop the next stage sees with 80% power at `level` if question q gets `trials(q)` new
 * trials on each side (any allocation: a plan's, or every question alike), by the model of the
 * module comment.
 */
export function seesAfter(args: {
  readonly baseline: CountTable;
  readonly candidate: CountTable;
  readonly level: number;
  readonly trials: (q: number) => number;
}): number {
  const { groups, groupOf } = groupsOf(args.baseline, args.candidate);
  const z = normalQuantile(1 - args.level, 0, 1) + normalQuantile(DETECTION_POWER, 0, 1);
  let noise = 0;
  let signal = 0;
  groupOf.forEach((g, q) => {
    const group = groups[g] as Group;
    const x = args.trials(q);
    noise += group.noise(x);
    signal += group.signal(x);
  });
  return signal > 0 ? (z * Math.sqrt(noise)) / signal : Infinity;
}
