/**
 * Leaderboard maths (pure): rank several models by posterior mean, give them competition ranks,
 * merge the ones the decision rule cannot order into groups, and say how many trials per
 * question would resolve each adjacent pair.
 *
 * Reference: Hariri et al. (2026), "Don't Pass@k: A Bayesian Framework for Large Language Model
 * Evaluation", arXiv:2510.04265: "rank by posterior mean, merge unresolved comparisons with
 * credible intervals, and spend additional trials only where the z-score is still too small".
 * Competition ranks follow Scorio.jl's `competition_ranks_from_scores`.
 */
import { ValidationError, showValue } from '../errors.js';
import { compareIntervals, trialBudget } from './decide.js';
import type { DecisionSettings, Interval, SideSize, TrialBudget, ValueScale } from './types.js';

/** Default tolerance under which two posterior means tie (Scorio.jl's `tol = 1e-12`). */
export const DEFAULT_RANK_TOLERANCE = 1e-12;

function checkTolerance(tol: number): void {
  if (!(Number.isFinite(tol) && tol >= 0))
    throw new ValidationError(`tol must be a finite number >= 0; got ${showValue(tol)}.`, 'tol');
}

/**
 * Competition ("1224") ranks of scores, higher is better, aligned with the input order, exactly
 * as Scorio.jl's `competition_ranks_from_scores(scores; tol = 1e-12)`.
 *
 * Tie rule: sort the scores in descending order (stable: equal scores keep their input order);
 * a tie block starts at the first score not yet ranked and takes every following sorted score
 * within `tol` of that FIRST score (|s_j - s_first| <= tol; anchored, not chained, so a run of
 * scores each 0.6 tol apart does not collapse into one block); the whole block gets the rank of
 * its first position, and the next block's rank skips by the block size.
 *
 * @example competitionRanks([0.95, 0.87, 0.87, 0.72, 0.65]) // [1, 2, 2, 4, 5]
 */
export function competitionRanks(
  scores: readonly number[],
  options: { tol?: number } = {},
): number[] {
  const tol = options.tol ?? DEFAULT_RANK_TOLERANCE;
  checkTolerance(tol);
  scores.forEach((s, i) => {
    if (typeof s !== 'number' || !Number.isFinite(s))
      throw new ValidationError(
        `scores[${i}] must be a finite number; got ${showValue(s)}.`,
        'scores',
      );
  });
  const order = descendingOrder(scores);
  const ranks = new Array<number>(scores.length).fill(0);
  let i = 0;
  while (i < order.length) {
    const anchor = scores[order[i] as number] as number;
    let j = i;
    while (
      j + 1 < order.length &&
      Math.abs((scores[order[j + 1] as number] as number) - anchor) <= tol
    )
      j++;
    for (let t = i; t <= j; t++) ranks[order[t] as number] = i + 1;
    i = j + 1;
  }
  return ranks;
}

/** Indices sorting `scores` in descending order; stable (Array.prototype.sort is stable). */
function descendingOrder(scores: readonly number[]): number[] {
  return scores.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number));
}

/** One model to rank: its name (unique), its metric interval and, for trial budgets, its size. */
export interface RankModelInput {
  readonly name: string;
  readonly interval: Interval;
  /** Trials per question and T = 1 + C + D + N; without it no trial budget is estimated. */
  readonly size?: SideSize;
  /**
   * Rule `paired`: the model's per-question raw scores (same questions, same order, for every
   * model), whether they are one 0/1 trial each, and their trial noise ν.
   */
  readonly scores?: {
    readonly values: ArrayLike<number>;
    readonly singleTrialBinary: boolean;
    /** Trial noise ν: the mean per-question variance of one trial's score. */
    readonly noise: number;
  };
}

/** The rule that decides whether two models are credibly ordered (the margin plays no part). */
export type RankSettings = Pick<
  DecisionSettings,
  'rule' | 'confidence' | 'minConfidence' | 'alpha'
>;

/** Options of {@link rankModels}. */
export interface RankOptions {
  /** Posterior means within `tol` of a block's first mean tie (default 1e-12). */
  readonly tol?: number;
  /** The metric is not Bayes@N: the trial budgets' 1/sqrt(T+1) scaling is approximate. */
  readonly approximateBudget?: boolean;
  /** Sigmas come from a bootstrap over questions: more trials do not shrink them. */
  readonly bootstrap?: boolean;
  /** The scale of the models' intervals (see ValueScale): how they move with more trials. */
  readonly scale?: ValueScale;
  /** Benchmark name, carried into the leaderboard for the report. */
  readonly benchmark?: string;
  /** Metric label (e.g. `bayes`, `pass@4`), carried into the leaderboard for the report. */
  readonly metric?: string;
}

/** Two models next to each other in rank order, judged by the rule (upper = the better mean). */
export interface AdjacentPair {
  readonly upper: string;
  readonly lower: string;
  /** mu_lower - mu_upper (<= 0). */
  readonly delta: number;
  /** sqrt(sigma_upper^2 + sigma_lower^2). */
  readonly deltaSigma: number;
  /** |delta| / deltaSigma. */
  readonly z: number;
  /** rho = Phi(z): the confidence that `upper` really is better (0.5 .. 1). */
  readonly rho: number;
  /** Rule paired: the one-sided p-value that `lower` is worse (null under the other rules). */
  readonly pValue: number | null;
  /** Same competition rank (means within `tol`): never resolved. */
  readonly tied: boolean;
  /** The rule orders the two credibly (`upper` better). */
  readonly resolved: boolean;
  /** Trials per question that would resolve the pair; null when resolved. */
  readonly budget: TrialBudget | null;
}

/** One model on the leaderboard. */
export interface RankedModel {
  readonly name: string;
  readonly interval: Interval;
  readonly size: SideSize | null;
  /** 1-based position in rank order (mean descending, ties in input order). */
  readonly position: number;
  /** Competition rank of the mean (1, 2, 2, 4). */
  readonly rank: number;
  /** 1-based interval-aware group. */
  readonly group: number;
  /** The comparison with the next model in rank order; null for the last one. */
  readonly next: AdjacentPair | null;
}

/** A group: a maximal run of models (in rank order) linked by unresolved comparisons. */
export interface LeaderboardGroup {
  readonly id: number;
  /** Member names in rank order. */
  readonly models: readonly string[];
  /** Positions of the first and last member (1-based, inclusive). */
  readonly positions: readonly [number, number];
  /** Competition ranks of the first and last member. */
  readonly ranks: readonly [number, number];
  /**
   * Pairs inside the group that the rule does order credibly. Non-zero means the group is a
   * chain (A ~ B and B ~ C unresolved, but A credibly above C): the rule is not transitive.
   */
  readonly resolvedPairs: number;
}

/** The ranked leaderboard of one benchmark x metric. */
export interface Leaderboard {
  readonly benchmark: string | null;
  readonly metric: string | null;
  readonly settings: RankSettings;
  readonly tol: number;
  /** Models in rank order. */
  readonly models: readonly RankedModel[];
  readonly groups: readonly LeaderboardGroup[];
  /**
   * rho[i][j] = Phi(|mu_i - mu_j| / sqrt(sigma_i^2 + sigma_j^2)) for models i, j in rank order;
   * null on the diagonal. Symmetric.
   */
  readonly rho: readonly (readonly (number | null)[])[];
  /** resolved[i][j]: the rule orders models i and j credibly (rank order; null on the diagonal). */
  readonly resolved: readonly (readonly (boolean | null)[])[];
  /**
   * Pairs in different groups that the rule does not order (upper, lower). Always empty: a
   * group absorbs every unresolved pair by construction; kept as an explicit, checkable invariant.
   */
  readonly crossGroupUnresolved: readonly (readonly [string, string])[];
}

function checkModels(models: readonly RankModelInput[]): void {
  if (!Array.isArray(models) || models.length === 0)
    throw new ValidationError(
      `models must be a non-empty list; got ${showValue(models)}.`,
      'models',
    );
  const seen = new Set<string>();
  models.forEach((m, i) => {
    if (typeof m.name !== 'string' || m.name === '')
      throw new ValidationError(
        `models[${i}].name must be a non-empty string; got ${showValue(m.name)}.`,
        'models',
      );
    if (seen.has(m.name))
      throw new ValidationError(
        `models[${i}].name ${showValue(m.name)} is used twice; names must be unique.`,
        'models',
      );
    seen.add(m.name);
    const iv = m.interval;
    for (const key of ['mu', 'sigma', 'lo', 'hi'] as const)
      if (typeof iv?.[key] !== 'number' || !Number.isFinite(iv[key]))
        throw new ValidationError(
          `models[${i}].interval.${key} (${m.name}) must be a finite number; got ${showValue(iv?.[key])}.`,
          'models',
        );
    if (iv.sigma < 0)
      throw new ValidationError(
        `models[${i}].interval.sigma (${m.name}) must be >= 0; got ${showValue(iv.sigma)}.`,
        'models',
      );
  });
}

/**
 * Ranks models by posterior mean and groups the ones the rule cannot order.
 *
 * - Order: mu descending; equal means keep the input order.
 * - `rank`: competition ranks of mu ({@link competitionRanks}, tolerance `tol`).
 * - Resolved pair: with the better mean as "baseline" and the other as "candidate", the decision
 *   rule (`compareIntervals`) calls a credible regression: rule `overlap` — the lower model's
 *   interval lies entirely below the upper one's; rule `z` — rho = Phi(|delta| / sqrt(sigma_u^2 +
 *   sigma_l^2)) >= minConfidence. Tied means (same rank) are never resolved, and neither is a
 *   pair whose intervals contradict the means' order (possible only with asymmetric intervals).
 * - Groups: "merge unresolved comparisons". Every unresolved pair (i, j), adjacent or not, puts
 *   positions i..j into one group; groups are the maximal runs so linked. Hence two models in
 *   different groups are always credibly ordered (the higher group is credibly better), and two
 *   models with the same rank are always in one group. Non-transitivity: the rule is not
 *   transitive (A ~ B and B ~ C unresolved while A is credibly above C), so a group is a chain
 *   and may contain resolved pairs; they are counted in `resolvedPairs` and shown in `resolved`.
 *   (Symmetric intervals around mu, as every `*Ci` metric returns, never need the non-adjacent
 *   merge for rule z; for rule overlap a wide interval can reach past a neighbour.)
 * - Budgets: for each unresolved adjacent pair, `trialBudget` (the trials per question, on both
 *   models, that would resolve a difference of the observed size under the rule).
 *
 * @example rankModels(
 *   [{ name: 'a', interval: { mu: 0.70, sigma: 0.01, lo: 0.68, hi: 0.72 } },
 *    { name: 'b', interval: { mu: 0.60, sigma: 0.01, lo: 0.58, hi: 0.62 } },
 *    { name: 'c', interval: { mu: 0.61, sigma: 0.01, lo: 0.59, hi: 0.63 } }],
 *   { rule: 'overlap', confidence: 0.95, minConfidence: 0.95 },
 * ).models.map((m) => `${m.name}:${m.rank}/${m.group}`) // ['a:1/1', 'c:2/2', 'b:3/2']
 */
export function rankModels(
  models: readonly RankModelInput[],
  settings: RankSettings,
  options: RankOptions = {},
): Leaderboard {
  checkModels(models);
  const tol = options.tol ?? DEFAULT_RANK_TOLERANCE;
  checkTolerance(tol);
  const decision: DecisionSettings = {
    rule: settings.rule,
    confidence: settings.confidence,
    minConfidence: settings.minConfidence,
    margin: 0,
    ...(settings.alpha !== undefined ? { alpha: settings.alpha } : {}),
  };
  if (settings.rule === 'paired') {
    const missing = models.find((m) => m.scores === undefined);
    if (missing)
      throw new ValidationError(
        `rule paired needs per-question scores for every model; ${showValue(missing.name)} has none.`,
        'models',
      );
  }
  const mus = models.map((m) => m.interval.mu);
  const inputRanks = competitionRanks(mus, { tol });
  const order = descendingOrder(mus);
  const sorted = order.map((i) => models[i] as RankModelInput);
  const ranks = order.map((i) => inputRanks[i] as number);
  const n = sorted.length;

  const rho: (number | null)[][] = [];
  const resolved: (boolean | null)[][] = [];
  for (let i = 0; i < n; i++) {
    rho.push(new Array<number | null>(n).fill(null));
    resolved.push(new Array<boolean | null>(n).fill(null));
  }
  const adjacent: AdjacentPair[] = [];
  // reach[i]: the furthest position j > i such that (i, j) is unresolved (i itself when none).
  const reach = new Array<number>(n).fill(0).map((_, i) => i);
  for (let i = 0; i < n; i++) {
    const upper = sorted[i] as RankModelInput;
    for (let j = i + 1; j < n; j++) {
      const lower = sorted[j] as RankModelInput;
      const c = compareIntervals(
        {
          metric: options.metric ?? 'metric',
          baseline: upper.interval,
          candidate: lower.interval,
          gate: false,
          ...(upper.size && lower.size
            ? { sizes: { baseline: upper.size, candidate: lower.size } }
            : {}),
          approximateBudget: options.approximateBudget ?? false,
          bootstrap: options.bootstrap ?? false,
          ...(options.scale !== undefined ? { scale: options.scale } : {}),
          ...(upper.scores && lower.scores
            ? {
                paired: {
                  baseline: upper.scores.values,
                  candidate: lower.scores.values,
                  singleTrialBinary:
                    upper.scores.singleTrialBinary && lower.scores.singleTrialBinary,
                  noise: { baseline: upper.scores.noise, candidate: lower.scores.noise },
                },
              }
            : {}),
        },
        decision,
      );
      const tied = ranks[i] === ranks[j];
      const ok = !tied && c.change === 'regression';
      (rho[i] as (number | null)[])[j] = c.rho;
      (rho[j] as (number | null)[])[i] = c.rho;
      (resolved[i] as (boolean | null)[])[j] = ok;
      (resolved[j] as (boolean | null)[])[i] = ok;
      if (!ok) reach[i] = j;
      if (j === i + 1) {
        // compareIntervals gives a budget only when the rule calls no change; a tie or an
        // inverted pair is unresolved too, so ask trialBudget directly then.
        const budget = ok
          ? null
          : (c.budget ??
            trialBudget({
              delta: c.delta,
              baselineSigma: upper.interval.sigma,
              candidateSigma: lower.interval.sigma,
              ...(upper.size && lower.size
                ? { sizes: { baseline: upper.size, candidate: lower.size } }
                : {}),
              approximate: options.approximateBudget ?? false,
              bootstrap: options.bootstrap ?? false,
              ...(options.scale !== undefined ? { scale: options.scale } : {}),
              settings: decision,
            }));
        adjacent.push({
          upper: upper.name,
          lower: lower.name,
          delta: c.delta,
          deltaSigma: c.deltaSigma,
          z: c.z,
          rho: c.rho,
          pValue: settings.rule === 'paired' ? c.pValue : null,
          tied,
          resolved: ok,
          budget,
        });
      }
    }
  }

  // Group ids: positions p and p + 1 are linked when some unresolved pair (i, j) has i <= p < j.
  const groupOf = new Array<number>(n).fill(1);
  let furthest = 0;
  for (let p = 0; p < n; p++) {
    if (p > 0) groupOf[p] = (groupOf[p - 1] as number) + (furthest >= p ? 0 : 1);
    furthest = Math.max(furthest, reach[p] as number);
  }

  const ranked: RankedModel[] = sorted.map((m, p) => ({
    name: m.name,
    interval: m.interval,
    size: m.size ?? null,
    position: p + 1,
    rank: ranks[p] as number,
    group: groupOf[p] as number,
    next: adjacent[p] ?? null,
  }));

  const groups: LeaderboardGroup[] = [];
  for (let p = 0; p < n;) {
    let q = p;
    while (q + 1 < n && groupOf[q + 1] === groupOf[p]) q++;
    let resolvedPairs = 0;
    for (let i = p; i <= q; i++)
      for (let j = i + 1; j <= q; j++) if (resolved[i]?.[j] === true) resolvedPairs++;
    groups.push({
      id: groupOf[p] as number,
      models: sorted.slice(p, q + 1).map((m) => m.name),
      positions: [p + 1, q + 1],
      ranks: [ranks[p] as number, ranks[q] as number],
      resolvedPairs,
    });
    p = q + 1;
  }

  const crossGroupUnresolved: [string, string][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (resolved[i]?.[j] === false && groupOf[i] !== groupOf[j])
        crossGroupUnresolved.push([ranked[i]?.name ?? '', ranked[j]?.name ?? '']);

  return {
    benchmark: options.benchmark ?? null,
    metric: options.metric ?? null,
    settings: {
      rule: settings.rule,
      confidence: settings.confidence,
      minConfidence: settings.minConfidence,
      ...(settings.alpha !== undefined ? { alpha: settings.alpha } : {}),
    },
    tol,
    models: ranked,
    groups,
    rho,
    resolved,
    crossGroupUnresolved,
  };
}
