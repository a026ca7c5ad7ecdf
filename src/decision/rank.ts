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
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { ValidationError, showValue } from '../errors.js';
import { DEFAULT_ALPHA, compareIntervals, trialBudget } from './decide.js';
import { holmAdjust } from './paired.js';
import type {
  Comparison,
  ComparisonInput,
  DecisionSettings,
  Interval,
  MultipleComparisons,
  SideSize,
  TrialBudget,
  ValueScale,
} from './types.js';

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
   * The model's per-question raw scores (same questions, same order, for every model), whether
   * they are one 0/1 trial each, and their trial noise ν: rule `paired` tests on them, and every
   * rule's trial budget takes the noise of Δ from them (as compare does). Callers that have the
   * count tables pass `RankOptions.comparison` instead (rankTables does).
   */
  readonly scores?: {
    readonly values: ArrayLike<number>;
    readonly singleTrialBinary: boolean;
    /** Trial noise ν: the mean per-question variance of one trial's score. */
    readonly noise: number;
  };
}

/**
 * The rule that decides whether two models are credibly ordered (the margin plays no part), and
 * how the K (K − 1) / 2 pair decisions share their error rate (`multipleComparisons`: default
 * `holm` under rules z and paired, `none` under overlap, which has no p-value; see
 * {@link PairClaims}).
 */
export type RankSettings = Pick<
  DecisionSettings,
  'rule' | 'confidence' | 'minConfidence' | 'alpha' | 'multipleComparisons'
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
  /**
   * The comparison of two models, `upper` as the baseline and `lower` as the candidate (indices
   * into the models as given), built exactly as `compare` builds its comparison of two files
   * (rank-tables.ts passes `buildComparison`'s): the pair is then decided, and its trial budget
   * estimated, from the same input as `compare` would use. Without it the input is built from
   * the models' intervals, sizes and scores.
   */
  readonly comparison?: (upper: number, lower: number) => ComparisonInput;
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
  /**
   * Rules paired and z: the one-sided p-value that `lower` is worse (paired: the paired test's;
   * z: 1 − rho); null under overlap.
   */
  readonly pValue: number | null;
  /** The p-value the decision used: Holm-adjusted over the pairs, or `pValue` unadjusted. */
  readonly adjustedPValue: number | null;
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

/**
 * How often a pair claim of the leaderboard (a pair marked credibly ordered, "credibly first",
 * the groups, the verdict against a baseline) can be wrong, as the settings bound it. A pair is
 * ordered by the observed means first, so a truly equal pair can be ordered either way: per pair
 * the rate is twice the one-sided level.
 *
 * - `holm` (rules z and paired): Holm's step-down over the K (K − 1) / 2 pairs' one-sided
 *   p-values at the rule's level a: the chance that any truly equal pair is ordered is at most 2a
 *   whatever K (Holm 1979).
 * - `none`: each pair at level a: at most 2a per truly equal pair, up to the union bound over the
 *   pairs for the whole leaderboard.
 * - Rule overlap has no p-value to adjust: each pair on its own, at the level the two intervals
 *   imply (two 95% intervals of equal σ stop overlapping at z = 2.77: 0.56% per pair, two-sided).
 */
export interface PairClaims {
  /** The adjustment applied: `holm` or `none` (overlap is always `none`). */
  readonly adjustment: MultipleComparisons;
  /** `holm` was asked for under rule overlap, which has no p-value to adjust. */
  readonly adjustmentNotApplicable: boolean;
  /** Pairs compared: K (K − 1) / 2. */
  readonly pairs: number;
  /** The one-sided level a of each test: alpha (paired) or 1 − min-confidence (z); null for overlap. */
  readonly level: number | null;
  /**
   * Bound on the chance that one truly equal pair is ordered (either way), before any adjustment:
   * 2a; overlap: 2 (1 − Φ(q (σ_i + σ_j) / √(σ_i² + σ_j²))) for the pair whose σ's make it
   * largest (normal intervals; q = Φ⁻¹((1 + confidence) / 2)). Null when every σ is 0.
   */
  readonly perPairBound: number | null;
  /**
   * Bound on the chance that any truly equal pair of the leaderboard is ordered: 2a under Holm;
   * else min(1, pairs × perPairBound).
   */
  readonly familyBound: number | null;
}

/** The ranked leaderboard of one benchmark x metric. */
export interface Leaderboard {
  readonly benchmark: string | null;
  readonly metric: string | null;
  readonly settings: RankSettings;
  /** The scale of the intervals (`mean-score` for Bayes@N without a prior: see ValueScale). */
  readonly scale: ValueScale;
  readonly tol: number;
  /** Models in rank order. */
  readonly models: readonly RankedModel[];
  readonly groups: readonly LeaderboardGroup[];
  /**
   * rho[i][j] = Phi(|mu_i - mu_j| / sqrt(sigma_i^2 + sigma_j^2)) for models i, j in rank order;
   * null on the diagonal. Symmetric.
   */
  readonly rho: readonly (readonly (number | null)[])[];
  /**
   * Rules paired and z: pValue[i][j] (rank order, symmetric) is the one-sided p-value that the
   * lower-ranked of the two is worse, and adjustedPValue the one the decision compared with the
   * level (Holm-adjusted, or the same). Null on the diagonal and under overlap.
   */
  readonly pValue: readonly (readonly (number | null)[])[];
  readonly adjustedPValue: readonly (readonly (number | null)[])[];
  /** resolved[i][j]: the rule orders models i and j credibly (rank order; null on the diagonal). */
  readonly resolved: readonly (readonly (boolean | null)[])[];
  /** The error rate of the pair claims (see PairClaims). */
  readonly claims: PairClaims;
  /**
   * Pairs inside one group that the rule orders (upper, lower), in rank order: the claims the
   * groups alone do not show.
   */
  readonly orderedWithinGroups: readonly (readonly [string, string])[];
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

/** The comparison of two models built from their intervals, sizes and scores (no tables). */
function inputFromModels(
  upper: RankModelInput,
  lower: RankModelInput,
  options: RankOptions,
): ComparisonInput {
  return {
    metric: options.metric ?? 'metric',
    baseline: upper.interval,
    candidate: lower.interval,
    gate: false,
    ...(upper.size && lower.size ? { sizes: { baseline: upper.size, candidate: lower.size } } : {}),
    approximateBudget: options.approximateBudget ?? false,
    bootstrap: options.bootstrap ?? false,
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
    ...(upper.scores && lower.scores
      ? {
          paired: {
            baseline: upper.scores.values,
            candidate: lower.scores.values,
            singleTrialBinary: upper.scores.singleTrialBinary && lower.scores.singleTrialBinary,
            noise: { baseline: upper.scores.noise, candidate: lower.scores.noise },
          },
        }
      : {}),
  };
}

/**
 * The trial budget of an unresolved pair, as `compare` gives it for the same comparison: its own
 * budget when the rule called no change; for a tie or an inverted pair (also unresolved, but not
 * "no change"), `trialBudget` with exactly the arguments compare's judge passes.
 */
function pairBudget(
  input: ComparisonInput,
  c: Comparison,
  settings: DecisionSettings,
): TrialBudget {
  if (c.budget) return c.budget;
  return trialBudget({
    delta: c.rawDelta,
    baselineSigma: input.baseline.sigma,
    candidateSigma: input.candidate.sigma,
    ...(input.sizes ? { sizes: input.sizes } : {}),
    scale: input.scale ?? 'metric',
    approximate: input.approximateBudget ?? false,
    bootstrap: input.bootstrap ?? false,
    deterministic: input.deterministic ?? false,
    ...(input.decoding ? { decoding: input.decoding } : {}),
    settings,
    ...(c.paired && input.paired ? { paired: { test: c.paired, noise: input.paired.noise } } : {}),
  });
}

/** The rule's one-sided level: alpha (paired), 1 − min-confidence (z); null for overlap. */
function levelOf(settings: DecisionSettings): number | null {
  if (settings.rule === 'overlap') return null;
  return settings.rule === 'paired'
    ? (settings.alpha ?? DEFAULT_ALPHA)
    : 1 - settings.minConfidence;
}

/** The settings with the one-sided level divided by `split` (Holm's step at `split` hypotheses). */
function atLevel(settings: DecisionSettings, split: number): DecisionSettings {
  if (split <= 1) return settings;
  return {
    ...settings,
    alpha: (settings.alpha ?? DEFAULT_ALPHA) / split,
    minConfidence: 1 - (1 - settings.minConfidence) / split,
  };
}

/** Overlap's per-pair bound (see PairClaims.perPairBound): the largest over the pairs. */
function overlapPairBound(sigmas: readonly number[], confidence: number): number | null {
  const q = normalQuantile((1 + confidence) / 2, 0, 1);
  // The bound grows as the ratio (σ_i + σ_j) / √(σ_i² + σ_j²) falls, i.e. as the two σ's
  // differ most: the largest and the smallest positive σ (a σ of 0 gives ratio 1).
  const positive = sigmas.filter((s) => s > 0);
  if (positive.length === 0) return null;
  const hi = Math.max(...positive);
  const lo = sigmas.some((s) => s === 0) ? 0 : Math.min(...positive);
  const ratio = (hi + lo) / Math.hypot(hi, lo);
  return 2 * (1 - normalCdf(q * ratio, 0, 1));
}

/**
 * Ranks models by their mean and groups the ones the rule cannot order.
 *
 * - Order: mu descending; equal means keep the input order.
 * - `rank`: competition ranks of mu ({@link competitionRanks}, tolerance `tol`).
 * - Each pair is decided as `compare` decides one comparison (`compareIntervals`), with the
 *   better mean as the baseline: rule `overlap` — the lower model's interval lies entirely below
 *   the upper one's; rule `z` — its one-sided p-value 1 − rho is below 1 − minConfidence; rule
 *   `paired` — the paired test's one-sided p-value is below alpha. With `multipleComparisons:
 *   holm` (the default; rules z and paired) the K (K − 1) / 2 p-values are Holm-adjusted first,
 *   so that every pair claim together keeps the level (see PairClaims). Tied means (same rank)
 *   are never resolved, and neither is a pair whose intervals contradict the means' order
 *   (possible only with asymmetric intervals).
 * - Groups: "merge unresolved comparisons". Every unresolved pair (i, j), adjacent or not, puts
 *   positions i..j into one group; groups are the maximal runs so linked. Hence two models in
 *   different groups are always credibly ordered (the higher group is credibly better), and two
 *   models with the same rank are always in one group. Non-transitivity: the rule is not
 *   transitive (A ~ B and B ~ C unresolved while A is credibly above C), so a group is a chain
 *   and may contain resolved pairs; they are counted in `resolvedPairs` and named in
 *   `orderedWithinGroups`.
 * - Budgets: for each unresolved adjacent pair, the trial budget `compare` gives for the same
 *   comparison (the same `trialBudget`, the same inputs); under Holm at the level of Holm's next
 *   step, a / (pairs − pairs already ordered).
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
  // Default: Holm for the rules with p-values; overlap has none to adjust.
  const requested = settings.multipleComparisons ?? (settings.rule === 'overlap' ? 'none' : 'holm');
  if (requested !== 'holm' && requested !== 'none')
    throw new ValidationError(
      `multipleComparisons must be "none" or "holm"; got ${showValue(requested)}.`,
      'multipleComparisons',
    );
  const holm = requested === 'holm' && settings.rule !== 'overlap';
  const mus = models.map((m) => m.interval.mu);
  const inputRanks = competitionRanks(mus, { tol });
  const order = descendingOrder(mus);
  const sorted = order.map((i) => models[i] as RankModelInput);
  const ranks = order.map((i) => inputRanks[i] as number);
  const n = sorted.length;
  const matrix = <T>(): (T | null)[][] =>
    Array.from({ length: n }, () => new Array<T | null>(n).fill(null));

  // Every pair, decided on its own as compare decides one comparison. Only the neighbours'
  // inputs are kept (for their budgets): a pair's input holds both sides' per-question scores.
  const neighbours: { input: ComparisonInput; c: Comparison }[] = [];
  const delta = matrix<number>();
  const regression = matrix<boolean>();
  const rho = matrix<number>();
  const pValue = matrix<number>();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const input = options.comparison
        ? options.comparison(order[i] as number, order[j] as number)
        : inputFromModels(sorted[i] as RankModelInput, sorted[j] as RankModelInput, options);
      if (settings.rule === 'paired' && input.paired === undefined) {
        const without = (sorted[i] as RankModelInput).scores ? sorted[j] : sorted[i];
        throw new ValidationError(
          `rule paired needs per-question scores for every model; ${showValue(without?.name)} has none.`,
          'models',
        );
      }
      const c = compareIntervals(input, decision);
      if (j === i + 1) neighbours.push({ input, c });
      (delta[i] as (number | null)[])[j] = c.delta;
      (regression[i] as (boolean | null)[])[j] = c.change === 'regression';
      (rho[i] as (number | null)[])[j] = c.rho;
      (rho[j] as (number | null)[])[i] = c.rho;
      const p = settings.rule === 'overlap' ? null : c.pValue;
      (pValue[i] as (number | null)[])[j] = p;
      (pValue[j] as (number | null)[])[i] = p;
    }
  }

  // Holm over the pairs (rules z and paired), else each pair at the rule's own level.
  const level = levelOf(decision);
  const adjustedPValue = matrix<number>();
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
  const adjusted = holm
    ? holmAdjust(pairs.map(([i, j]) => pValue[i]?.[j] ?? 1))
    : pairs.map(([i, j]) => pValue[i]?.[j] ?? null);
  const resolved = matrix<boolean>();
  // reach[i]: the furthest position j > i such that (i, j) is unresolved (i itself when none).
  const reach = new Array<number>(n).fill(0).map((_, i) => i);
  let orderedPairs = 0;
  pairs.forEach(([i, j], k) => {
    const adj = adjusted[k] ?? null;
    (adjustedPValue[i] as (number | null)[])[j] = adj;
    (adjustedPValue[j] as (number | null)[])[i] = adj;
    const tied = ranks[i] === ranks[j];
    const ok =
      !tied &&
      (holm
        ? adj !== null && level !== null && adj < level && (delta[i]?.[j] ?? 0) <= 0
        : regression[i]?.[j] === true);
    (resolved[i] as (boolean | null)[])[j] = ok;
    (resolved[j] as (boolean | null)[])[i] = ok;
    if (ok) orderedPairs++;
    else reach[i] = Math.max(reach[i] as number, j);
  });

  // The adjacent pairs and their budgets: under Holm, at the level of Holm's next step.
  const budgetSettings = atLevel(decision, holm ? pairs.length - orderedPairs : 1);
  const adjacent: AdjacentPair[] = [];
  for (let i = 0; i + 1 < n; i++) {
    const j = i + 1;
    const { input, c } = neighbours[i] as { input: ComparisonInput; c: Comparison };
    const ok = resolved[i]?.[j] === true;
    let budget: TrialBudget | null = null;
    if (!ok) {
      const atStep = budgetSettings === decision ? c : compareIntervals(input, budgetSettings);
      budget = pairBudget(input, atStep, budgetSettings);
    }
    adjacent.push({
      upper: (sorted[i] as RankModelInput).name,
      lower: (sorted[j] as RankModelInput).name,
      delta: c.delta,
      deltaSigma: c.deltaSigma,
      z: c.z,
      rho: c.rho,
      pValue: pValue[i]?.[j] ?? null,
      adjustedPValue: adjustedPValue[i]?.[j] ?? null,
      tied: ranks[i] === ranks[j],
      resolved: ok,
      budget,
    });
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

  const orderedWithinGroups: [string, string][] = [];
  const crossGroupUnresolved: [string, string][] = [];
  for (const [i, j] of pairs) {
    const names: [string, string] = [ranked[i]?.name ?? '', ranked[j]?.name ?? ''];
    if (groupOf[i] === groupOf[j] && resolved[i]?.[j] === true) orderedWithinGroups.push(names);
    if (groupOf[i] !== groupOf[j] && resolved[i]?.[j] === false) crossGroupUnresolved.push(names);
  }

  const perPairBound =
    level !== null
      ? Math.min(1, 2 * level)
      : overlapPairBound(
          sorted.map((m) => m.interval.sigma),
          settings.confidence,
        );
  const claims: PairClaims = {
    adjustment: holm ? 'holm' : 'none',
    adjustmentNotApplicable: requested === 'holm' && settings.rule === 'overlap' && n > 2,
    pairs: pairs.length,
    level,
    perPairBound,
    familyBound:
      perPairBound === null
        ? null
        : holm
          ? perPairBound
          : Math.min(1, Math.max(1, pairs.length) * perPairBound),
  };

  return {
    benchmark: options.benchmark ?? null,
    metric: options.metric ?? null,
    settings: {
      rule: settings.rule,
      confidence: settings.confidence,
      minConfidence: settings.minConfidence,
      ...(settings.alpha !== undefined ? { alpha: settings.alpha } : {}),
      multipleComparisons: requested,
    },
    scale: options.scale ?? 'metric',
    tol,
    models: ranked,
    groups,
    rho,
    pValue,
    adjustedPValue,
    resolved,
    claims,
    orderedWithinGroups,
    crossGroupUnresolved,
  };
}
