/**
 * The leaderboard's error rates, measured by simulation (`npm run validate:leaderboard` writes
 * them into docs/leaderboard.md between its `leaderboard-validate` markers; the functions are
 * pure and the quick mode is a test).
 *
 * Model. As `npm run validate` (scripts/validate-sim.ts, whose population, shift and seeding
 * helpers this module uses): a benchmark of M questions, question q with a latent success
 * probability p_q from a population, every model answering the same questions with N independent
 * trials each. K models are ranked by the library's own `leaderboardInputs` / `rankInputs` (the
 * code `rank` runs), under each rule.
 *
 * - **Identical models.** All K models have p_q: every ordered pair is false. Measured: a false
 *   pair mark (any pair credibly ordered), a false split (more than one group), a false "credibly
 *   first", and a false improvement over a baseline (the first model as `--baseline`).
 * - **A ladder.** Model i's p_q is lowered on the logit scale so that its population accuracy is
 *   i · 20 / (K − 1) points below the best's (a training run's checkpoints spread over 20
 *   points: K = 5 puts neighbours 5 points apart). Measured: the true best found credibly first,
 *   an order against the truth (a worse model credibly above a better one), and the trial advice:
 *   for the cheapest unresolved neighbour pair the report advises, both models re-run at the
 *   advised trials per question (same questions, new trials) and the leaderboard ranked again:
 *   how often the pair is then ordered.
 * - **Unequal trial counts.** Six identical models, three at 16 trials per question and three at 2.
 *
 * Every cell has its own seeded stream (sfc32): the same seed gives the same tables everywhere.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createPrng, type Prng } from '../src/decision/prng.js';
import type { Leaderboard, RankSettings } from '../src/decision/rank.js';
import {
  type LeaderboardInputs,
  type RankTableModel,
  leaderboardInputs,
  rankInputs,
} from '../src/decision/rank-tables.js';
import type { ComparisonInput } from '../src/decision/types.js';
import type { CountTable } from '../src/metrics/index.js';
import {
  BAYES_SPEC,
  MIXTURE,
  type MixtureComponent,
  binomial,
  calibrateShift,
  cellSeed,
  drawP,
  shiftP,
} from './validate-sim.js';

/** The populations of question difficulty. */
export const POPULATIONS = {
  mixed: MIXTURE,
  easy: [{ name: 'easy', weight: 1, a: 8, b: 2 }],
} as const satisfies Readonly<Record<string, readonly MixtureComponent[]>>;
export type PopulationName = keyof typeof POPULATIONS;

const POPULATION_LABELS: Readonly<Record<PopulationName, string>> = {
  mixed: 'mixed (30% Beta(0.5, 4) + 40% Beta(2, 2) + 30% Beta(6, 1), mean 0.49)',
  easy: 'easy (Beta(8, 2), mean 0.80)',
};

/** The rules measured: each as `rank` runs it. */
export const LEADERBOARD_RULES = [
  'overlap',
  'z95-none',
  'z95-holm',
  'paired01-none',
  'paired01-holm',
] as const;
export type LeaderboardRule = (typeof LEADERBOARD_RULES)[number];

const BASE = { confidence: 0.95, minConfidence: 0.95, alpha: 0.01 } as const;
export const RULE_SETTINGS: Readonly<Record<LeaderboardRule, RankSettings>> = {
  overlap: { ...BASE, rule: 'overlap' },
  'z95-none': { ...BASE, rule: 'z', multipleComparisons: 'none' },
  'z95-holm': { ...BASE, rule: 'z', multipleComparisons: 'holm' },
  'paired01-none': { ...BASE, rule: 'paired', multipleComparisons: 'none' },
  'paired01-holm': { ...BASE, rule: 'paired', multipleComparisons: 'holm' },
};

export const RULE_NAMES: Readonly<Record<LeaderboardRule, string>> = {
  overlap: 'overlap (default)',
  'z95-none': 'z, ρ ≥ 0.95, per pair',
  'z95-holm': 'z, 0.95, Holm (default)',
  'paired01-none': 'paired, α = 0.01, per pair',
  'paired01-holm': 'paired, 0.01, Holm (default)',
};

/** Options of {@link runLeaderboardValidation}. */
export interface LeaderboardValidationOptions {
  readonly seed: number;
  readonly questions: number;
  readonly models: readonly number[];
  readonly trials: readonly number[];
  readonly populations: readonly PopulationName[];
  /** Leaderboards per (population, N, K) cell of identical models, and of the ladder. */
  readonly nullRuns: number;
  readonly ladderRuns: number;
  /** Larger K cost K² pairs: at most this many runs per cell for K ≥ 10 (each scenario). */
  readonly largeRuns: number;
  /** The ladder's span: the worst model is this many points below the best. */
  readonly spanPoints: number;
  /** Advice checks per cell and rule (the first runs with an affordable advice), and the most trials checked. */
  readonly adviceChecks: number;
  readonly adviceMaxTrials: number;
  /** Leaderboards of the unequal-trial-counts cell (per population). */
  readonly unequalRuns: number;
  readonly onProgress?: (what: string) => void;
}

/** The numbers in docs/leaderboard.md. */
export const LEADERBOARD_FULL: LeaderboardValidationOptions = {
  seed: 20260101,
  questions: 200,
  models: [2, 5, 10, 20],
  trials: [1, 4, 16],
  populations: ['mixed', 'easy'],
  nullRuns: 400,
  ladderRuns: 400,
  largeRuns: 200,
  spanPoints: 20,
  adviceChecks: 40,
  adviceMaxTrials: 256,
  unequalRuns: 400,
};

/** The test's quick mode (seconds). */
export const LEADERBOARD_QUICK: LeaderboardValidationOptions = {
  ...LEADERBOARD_FULL,
  models: [2, 5],
  trials: [4],
  populations: ['mixed'],
  nullRuns: 60,
  ladderRuns: 60,
  largeRuns: 60,
  adviceChecks: 10,
  adviceMaxTrials: 128,
  unequalRuns: 40,
};

type Counts = Record<LeaderboardRule, number>;
function zero(): Counts {
  return Object.fromEntries(LEADERBOARD_RULES.map((r) => [r, 0])) as Counts;
}

/** One (population, N, K) cell. */
export interface LeaderboardCell {
  readonly population: PopulationName;
  readonly trials: number;
  readonly models: number;
  readonly nullRuns: number;
  readonly ladderRuns: number;
  /** Identical models: any pair credibly ordered; more than one group; a model credibly first; an improvement over the baseline. */
  readonly falseMark: Counts;
  readonly falseSplit: Counts;
  readonly falseFirst: Counts;
  readonly falseImprovement: Counts;
  /** The ladder: the true best credibly first; some other model credibly first; a pair ordered against the truth. */
  readonly trueFirst: Counts;
  readonly wrongFirst: Counts;
  readonly wrongDirection: Counts;
  /** The ladder: mean share of the pairs credibly ordered (all are truly different). */
  readonly orderedShare: Counts;
  /** The advice: pairs re-run at the advised N, and how many of them were then ordered. */
  readonly advised: Counts;
  readonly adviceResolved: Counts;
  /** Mean advised trials per question over the checks (to show the cost). */
  readonly advisedTrials: Counts;
}

/** Six identical models, three at 16 trials and three at 2. */
export interface UnequalCell {
  readonly population: PopulationName;
  readonly runs: number;
  readonly falseMark: Counts;
  readonly falseSplit: Counts;
  /** Runs where some 16-trial model was credibly above some 2-trial one. */
  readonly longAbove: Counts;
}

export interface LeaderboardValidation {
  readonly options: Omit<LeaderboardValidationOptions, 'onProgress'>;
  readonly cells: readonly LeaderboardCell[];
  readonly unequal: readonly UnequalCell[];
}

/** A binary count table: successes of n trials per question. */
function table(ids: readonly string[], p: Float64Array, n: number, rng: Prng): CountTable {
  const m = ids.length;
  const counts = new Float64Array(2 * m);
  for (let q = 0; q < m; q++) {
    const x = binomial(rng, n, p[q] as number);
    counts[2 * q] = n - x;
    counts[2 * q + 1] = x;
  }
  return { ids, categories: 2, counts, trials: new Float64Array(m).fill(n) };
}

function questionsOf(rng: Prng, m: number, population: readonly MixtureComponent[]): Float64Array {
  const p = new Float64Array(m);
  for (let q = 0; q < m; q++) p[q] = drawP(rng, population);
  return p;
}

function shifted(p: Float64Array, s: number): Float64Array {
  return p.map((x) => shiftP(x, s));
}

const shiftCache = new Map<string, number>();
/** The logit shift lowering the population's mean by `points` (cached: the bisection is slow). */
function shiftFor(points: number, population: PopulationName): number {
  const key = `${population}:${points.toFixed(6)}`;
  let s = shiftCache.get(key);
  if (s === undefined) {
    s = calibrateShift(points / 100, POPULATIONS[population]);
    shiftCache.set(key, s);
  }
  return s;
}

function names(k: number): string[] {
  return Array.from({ length: k }, (_, i) => `m${i}`);
}

function anyOrdered(board: Leaderboard): boolean {
  return board.resolved.some((row) => row.some((r) => r === true));
}

/** Position in rank order of model `name`. */
function positionOf(board: Leaderboard, name: string): number {
  return board.models.findIndex((m) => m.name === name);
}

/** Some model above the baseline (model 0) is credibly above it. */
function improvesOnBaseline(board: Leaderboard): boolean {
  const b = positionOf(board, 'm0');
  for (let i = 0; i < b; i++) if (board.resolved[i]?.[b] === true) return true;
  return false;
}

/** A pair credibly ordered with the truly worse model (higher index) above. */
function againstTruth(board: Leaderboard): boolean {
  const index = board.models.map((m) => Number(m.name.slice(1)));
  for (let i = 0; i < index.length; i++)
    for (let j = i + 1; j < index.length; j++)
      if (board.resolved[i]?.[j] === true && (index[i] as number) > (index[j] as number))
        return true;
  return false;
}

function leaderOf(board: Leaderboard): string | null {
  const top = board.groups[0];
  return top && top.models.length === 1 ? (top.models[0] as string) : null;
}

/** The pair the report says is cheapest to resolve, and its advised trials. */
function cheapestAdvice(
  board: Leaderboard,
): { upper: string; lower: string; trials: number } | null {
  let best: { upper: string; lower: string; trials: number } | null = null;
  for (const m of board.models) {
    const next = m.next;
    if (!next || next.resolved || next.budget?.kind !== 'estimate') continue;
    const trials = next.budget.trials ?? Infinity;
    if (best === null || trials < best.trials)
      best = { upper: next.upper, lower: next.lower, trials };
  }
  return best;
}

function rankAll(inputs: LeaderboardInputs, rule: LeaderboardRule): Leaderboard {
  return rankInputs(inputs, BAYES_SPEC, RULE_SETTINGS[rule]);
}

/**
 * Pair inputs kept by table: a leaderboard ranked again after two models were re-run rebuilds
 * only the pairs that involve them (building a pair is most of the simulation's time).
 */
const pairCache = new WeakMap<CountTable, WeakMap<CountTable, ComparisonInput>>();

function inputsOf(models: readonly RankTableModel[], rule?: LeaderboardRule): LeaderboardInputs {
  const inputs = leaderboardInputs(
    models,
    BAYES_SPEC,
    { confidence: 0.95 },
    rule ? RULE_SETTINGS[rule].rule : 'paired',
  );
  return {
    ...inputs,
    comparison: (upper, lower) => {
      const u = (models[upper] as RankTableModel).table;
      const l = (models[lower] as RankTableModel).table;
      let row = pairCache.get(u);
      if (row === undefined) {
        row = new WeakMap();
        pairCache.set(u, row);
      }
      let input = row.get(l);
      if (input === undefined) {
        input = inputs.comparison(upper, lower);
        row.set(l, input);
      }
      return input;
    },
  };
}

/** Runs one (population, N, K) cell: identical models, then the ladder (with the advice checks). */
export function runLeaderboardCell(
  options: Omit<LeaderboardValidationOptions, 'onProgress'>,
  population: PopulationName,
  trials: number,
  k: number,
): LeaderboardCell {
  const m = options.questions;
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  const pop = POPULATIONS[population];
  const popCode = population === 'mixed' ? 1 : 2;
  const large = k >= 10;
  const nullRuns = large ? Math.min(options.nullRuns, options.largeRuns) : options.nullRuns;
  const ladderRuns = large ? Math.min(options.ladderRuns, options.largeRuns) : options.ladderRuns;
  const falseMark = zero();
  const falseSplit = zero();
  const falseFirst = zero();
  const falseImprovement = zero();
  const trueFirst = zero();
  const wrongFirst = zero();
  const wrongDirection = zero();
  const orderedShare = zero();
  const advised = zero();
  const adviceResolved = zero();
  const advisedTrials = zero();
  const labels = names(k);

  // Identical models.
  const rng = createPrng(cellSeed(options.seed, 33, popCode, trials, k, 0));
  for (let run = 0; run < nullRuns; run++) {
    const p = questionsOf(rng, m, pop);
    const models = labels.map((name) => ({ name, table: table(ids, p, trials, rng) }));
    const inputs = inputsOf(models);
    for (const rule of LEADERBOARD_RULES) {
      const board = rankAll(inputs, rule);
      if (anyOrdered(board)) falseMark[rule]++;
      if (board.groups.length > 1) falseSplit[rule]++;
      if (leaderOf(board) !== null) falseFirst[rule]++;
      if (improvesOnBaseline(board)) falseImprovement[rule]++;
    }
  }

  // The ladder.
  const shifts = labels.map((_, i) =>
    k === 1 ? 0 : shiftFor((i * options.spanPoints) / (k - 1), population),
  );
  const ladder = createPrng(cellSeed(options.seed, 33, popCode, trials, k, 1));
  const pairs = (k * (k - 1)) / 2;
  for (let run = 0; run < ladderRuns; run++) {
    const p = questionsOf(ladder, m, pop);
    const latent = shifts.map((s) => shifted(p, s));
    const models = labels.map((name, i) => ({
      name,
      table: table(ids, latent[i] as Float64Array, trials, ladder),
    }));
    const inputs = inputsOf(models);
    for (const rule of LEADERBOARD_RULES) {
      const board = rankAll(inputs, rule);
      const leader = leaderOf(board);
      if (leader === 'm0') trueFirst[rule]++;
      else if (leader !== null) wrongFirst[rule]++;
      if (againstTruth(board)) wrongDirection[rule]++;
      let ordered = 0;
      for (const row of board.resolved) for (const r of row) if (r === true) ordered++;
      orderedShare[rule] += ordered / 2 / pairs;
      // The advice: re-run the two models of the cheapest unresolved pair at the advised N.
      if (advised[rule] >= options.adviceChecks) continue;
      const advice = cheapestAdvice(board);
      if (advice === null || advice.trials > options.adviceMaxTrials) continue;
      const rerun = models.map((model, i) =>
        model.name === advice.upper || model.name === advice.lower
          ? {
              name: model.name,
              table: table(ids, latent[i] as Float64Array, Math.max(advice.trials, trials), ladder),
            }
          : model,
      );
      const again = rankAll(inputsOf(rerun, rule), rule);
      const u = positionOf(again, advice.upper);
      const l = positionOf(again, advice.lower);
      advised[rule]++;
      advisedTrials[rule] += advice.trials;
      if (again.resolved[u]?.[l] === true && u < l) adviceResolved[rule]++;
    }
  }
  for (const rule of LEADERBOARD_RULES) {
    orderedShare[rule] /= Math.max(1, ladderRuns);
    advisedTrials[rule] /= Math.max(1, advised[rule]);
  }
  return {
    population,
    trials,
    models: k,
    nullRuns,
    ladderRuns,
    falseMark,
    falseSplit,
    falseFirst,
    falseImprovement,
    trueFirst,
    wrongFirst,
    wrongDirection,
    orderedShare,
    advised,
    adviceResolved,
    advisedTrials,
  };
}

/** Six identical models, three at 16 trials per question and three at 2. */
export function runUnequalCell(
  options: Omit<LeaderboardValidationOptions, 'onProgress'>,
  population: PopulationName,
): UnequalCell {
  const m = options.questions;
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  const rng = createPrng(cellSeed(options.seed, 33, population === 'mixed' ? 1 : 2, 16, 2, 2));
  const falseMark = zero();
  const falseSplit = zero();
  const longAbove = zero();
  const trials = [16, 16, 16, 2, 2, 2];
  for (let run = 0; run < options.unequalRuns; run++) {
    const p = questionsOf(rng, m, POPULATIONS[population]);
    const models = trials.map((n, i) => ({ name: `m${i}`, table: table(ids, p, n, rng) }));
    const inputs = inputsOf(models);
    for (const rule of LEADERBOARD_RULES) {
      const board = rankAll(inputs, rule);
      if (anyOrdered(board)) falseMark[rule]++;
      if (board.groups.length > 1) falseSplit[rule]++;
      const index = board.models.map((x) => Number(x.name.slice(1)));
      let above = false;
      for (let i = 0; i < index.length && !above; i++)
        for (let j = i + 1; j < index.length; j++)
          if (
            board.resolved[i]?.[j] === true &&
            (index[i] as number) < 3 &&
            (index[j] as number) >= 3
          )
            above = true;
      if (above) longAbove[rule]++;
    }
  }
  return { population, runs: options.unequalRuns, falseMark, falseSplit, longAbove };
}

/** Every cell of the options. */
export function runLeaderboardValidation(
  options: LeaderboardValidationOptions,
): LeaderboardValidation {
  const { onProgress, ...rest } = options;
  const cells: LeaderboardCell[] = [];
  for (const population of rest.populations)
    for (const trials of rest.trials)
      for (const k of rest.models) {
        onProgress?.(`leaderboard ${population} ${rest.questions} x ${trials}, K = ${k}`);
        cells.push(runLeaderboardCell(rest, population, trials, k));
      }
  const unequal = rest.populations.map((population) => {
    onProgress?.(`leaderboard ${population}: unequal trial counts`);
    return runUnequalCell(rest, population);
  });
  return { options: rest, cells, unequal };
}

// ---------------------------------------------------------------------------------------------
// Markdown.

/** `4.5%`; two significant digits below 1%; `0%` for exactly zero. */
export function pct(rate: number): string {
  if (!Number.isFinite(rate)) return 'n/a';
  if (rate === 0) return '0%';
  const x = rate * 100;
  return `${x < 1 ? String(Number(x.toPrecision(2))) : x.toFixed(1)}%`;
}

function grouped(n: number): string {
  return n.toLocaleString('en-US');
}

export function findLeaderboardCell(
  result: LeaderboardValidation,
  population: PopulationName,
  trials: number,
  k: number,
): LeaderboardCell | undefined {
  return result.cells.find(
    (c) => c.population === population && c.trials === trials && c.models === k,
  );
}

type Measure = (c: LeaderboardCell, rule: LeaderboardRule) => number;

/** Rows rule × N, columns population × K: one measure. */
function measureTable(result: LeaderboardValidation, measure: Measure): string[] {
  const { populations, models, trials, questions } = result.options;
  const cols = populations.flatMap((p) => models.map((k) => ({ p, k })));
  const lines = [
    `| rule | M × N | ${cols.map(({ p, k }) => `${p}, K = ${k}`).join(' | ')} |`,
    `|:--|:--|${cols.map(() => '--:').join('|')}|`,
  ];
  for (const rule of LEADERBOARD_RULES)
    for (const n of trials)
      lines.push(
        `| ${RULE_NAMES[rule]} | ${grouped(questions)} × ${n} | ${cols
          .map(({ p, k }) => {
            const c = findLeaderboardCell(result, p, n, k);
            return c ? pct(measure(c, rule)) : '—';
          })
          .join(' | ')} |`,
      );
  return lines;
}

function adviceTable(result: LeaderboardValidation): string[] {
  const { populations, trials, questions } = result.options;
  const lines = [
    `| rule | M × N | ${populations.map((p) => `${p}: ordered at the advised N (checked; mean advice)`).join(' | ')} |`,
    `|:--|:--|${populations.map(() => '--:').join('|')}|`,
  ];
  for (const rule of LEADERBOARD_RULES)
    for (const n of trials) {
      const cellsOf = (p: PopulationName) =>
        result.cells.filter((c) => c.population === p && c.trials === n);
      lines.push(
        `| ${RULE_NAMES[rule]} | ${grouped(questions)} × ${n} | ${populations
          .map((p) => {
            const cs = cellsOf(p);
            const checked = cs.reduce((s, c) => s + c.advised[rule], 0);
            const resolved = cs.reduce((s, c) => s + c.adviceResolved[rule], 0);
            const trialsSum = cs.reduce((s, c) => s + c.advisedTrials[rule] * c.advised[rule], 0);
            return checked === 0
              ? '— (0)'
              : `${pct(resolved / checked)} (${checked}; ${Math.round(trialsSum / checked)} trials)`;
          })
          .join(' | ')} |`,
      );
    }
  return lines;
}

function unequalTable(result: LeaderboardValidation): string[] {
  const lines = [
    `| rule | ${result.unequal.map((u) => `${u.population}: any pair ordered`).join(' | ')} | ${result.unequal.map((u) => `${u.population}: a 16-trial model above a 2-trial one`).join(' | ')} |`,
    `|:--|${result.unequal.map(() => '--:').join('|')}|${result.unequal.map(() => '--:').join('|')}|`,
  ];
  for (const rule of LEADERBOARD_RULES)
    lines.push(
      `| ${RULE_NAMES[rule]} | ${result.unequal.map((u) => pct(u.falseMark[rule] / u.runs)).join(' | ')} | ${result.unequal.map((u) => pct(u.longAbove[rule] / u.runs)).join(' | ')} |`,
    );
  return lines;
}

function largest(result: LeaderboardValidation, measure: Measure, rule: LeaderboardRule): number {
  return Math.max(...result.cells.map((c) => measure(c, rule)));
}

const rates = {
  falseMark: (c: LeaderboardCell, r: LeaderboardRule) => c.falseMark[r] / c.nullRuns,
  falseSplit: (c: LeaderboardCell, r: LeaderboardRule) => c.falseSplit[r] / c.nullRuns,
  falseFirst: (c: LeaderboardCell, r: LeaderboardRule) => c.falseFirst[r] / c.nullRuns,
  falseImprovement: (c: LeaderboardCell, r: LeaderboardRule) => c.falseImprovement[r] / c.nullRuns,
  trueFirst: (c: LeaderboardCell, r: LeaderboardRule) => c.trueFirst[r] / c.ladderRuns,
  wrongFirst: (c: LeaderboardCell, r: LeaderboardRule) => c.wrongFirst[r] / c.ladderRuns,
  wrongDirection: (c: LeaderboardCell, r: LeaderboardRule) => c.wrongDirection[r] / c.ladderRuns,
  orderedShare: (c: LeaderboardCell, r: LeaderboardRule) => c.orderedShare[r],
} as const satisfies Record<string, Measure>;
export const LEADERBOARD_RATES = rates;

/** The sentences above the tables, from the measured numbers. */
function summary(result: LeaderboardValidation): string[] {
  const out: string[] = [];
  const o = result.options;
  const kMax = Math.max(...o.models);
  const at = (rule: LeaderboardRule, measure: Measure, k = kMax) =>
    Math.max(...result.cells.filter((c) => c.models === k).map((c) => measure(c, rule)));
  const runsAt = (k: number) => (k >= 10 ? Math.min(o.nullRuns, o.largeRuns) : o.nullRuns);
  const se = (p: number, runs: number) => Math.sqrt((p * (1 - p)) / runs);
  const overlapSplit = largest(result, rates.falseSplit, 'overlap');
  out.push(
    `- **A false order anywhere** (${kMax} identical models: some pair marked credibly ordered; the largest over N and the populations): rule z per pair ${pct(at('z95-none', rates.falseMark))}, with Holm ${pct(at('z95-holm', rates.falseMark))} (its bound: 10%); rule paired per pair ${pct(at('paired01-none', rates.falseMark))}, with Holm ${pct(at('paired01-holm', rates.falseMark))} (its bound: 2%; each rate from ${runsAt(kMax)} leaderboards, Monte Carlo standard error ${pct(se(0.02, runsAt(kMax)))} at 2%). Rule overlap, which has no p-value to adjust: ${pct(at('overlap', rates.falseMark))}, ${overlapSplit === 0 ? 'every one of them inside a group (no false split in any cell)' : `with a false split in up to ${pct(overlapSplit)}`}.`,
  );
  out.push(
    `- **A false improvement over the baseline** (identical models, any K): rule z ${pct(largest(result, rates.falseImprovement, 'z95-none'))} per pair, ${pct(largest(result, rates.falseImprovement, 'z95-holm'))} with Holm; rule paired ${pct(largest(result, rates.falseImprovement, 'paired01-none'))} per pair, ${pct(largest(result, rates.falseImprovement, 'paired01-holm'))} with Holm; rule overlap ${pct(largest(result, rates.falseImprovement, 'overlap'))}.`,
  );
  out.push(
    `- **An order against the truth** (the ladder: a worse model credibly above a better one; the largest over every cell): ${LEADERBOARD_RULES.map((r) => `${RULE_NAMES[r]} ${pct(largest(result, rates.wrongDirection, r))}`).join('; ')}.`,
  );
  const mid = o.models.includes(5) ? 5 : (o.models[0] as number);
  const pop = o.populations[0] as PopulationName;
  const list = (rule: LeaderboardRule, measure: Measure, k: number) =>
    o.trials
      .map((n) => {
        const c = findLeaderboardCell(result, pop, n, k);
        return c ? pct(measure(c, rule)) : '—';
      })
      .join(', ');
  out.push(
    `- **What Holm costs** (the ladder, ${pop} population, at N = ${o.trials.join(', ')}): with K = ${mid} (${(o.spanPoints / (mid - 1)).toFixed(0)} points between neighbours) the true best is credibly first in ${list('z95-none', rates.trueFirst, mid)} of leaderboards under rule z per pair and ${list('z95-holm', rates.trueFirst, mid)} with Holm; rule paired ${list('paired01-none', rates.trueFirst, mid)} and ${list('paired01-holm', rates.trueFirst, mid)}; rule overlap ${list('overlap', rates.trueFirst, mid)}. The share of pairs ordered at K = ${kMax}: z ${list('z95-none', rates.orderedShare, kMax)} per pair, ${list('z95-holm', rates.orderedShare, kMax)} with Holm; paired ${list('paired01-none', rates.orderedShare, kMax)} and ${list('paired01-holm', rates.orderedShare, kMax)}.`,
  );
  const adviceRange = (rules: readonly LeaderboardRule[]) => {
    const shares: number[] = [];
    for (const rule of rules)
      for (const p of o.populations)
        for (const n of o.trials) {
          const cs = result.cells.filter((c) => c.population === p && c.trials === n);
          const checked = cs.reduce((s, c) => s + c.advised[rule], 0);
          const resolved = cs.reduce((s, c) => s + c.adviceResolved[rule], 0);
          if (checked > 0) shares.push(resolved / checked);
        }
    return shares.length === 0 ? 'n/a' : `${pct(Math.min(...shares))}–${pct(Math.max(...shares))}`;
  };
  out.push(
    `- **The trial advice** (the cheapest unresolved neighbour pair, both models re-run at the advised N): ordered afterwards in ${adviceRange(['overlap'])} of the checks under rule overlap, ${adviceRange(['z95-none', 'paired01-none'])} under rules z and paired per pair, ${adviceRange(['z95-holm', 'paired01-holm'])} with Holm, where 80% would be exact. The advice takes the observed difference for the true one, and the pair it names is the one whose observed difference is the most favourable: treat it as a lower bound.`,
  );
  return out;
}

/** The generated section of docs/leaderboard.md (between the markers). */
export function renderLeaderboardSection(
  result: LeaderboardValidation,
  meta: { command: string; version: string },
): string {
  const o = result.options;
  const k = o.models.join(', ');
  const se = (p: number, runs: number) => Math.sqrt((p * (1 - p)) / runs);
  const lines: string[] = [
    `<!-- Generated by scripts/validate-leaderboard.ts; do not edit by hand: rerun \`${meta.command}\`. -->`,
    '',
    `Generated by \`${meta.command}\` · seed **${o.seed}** · M = ${grouped(o.questions)} questions · K = ${k} models · N = ${o.trials.join(', ')} trials per question · ${grouped(o.nullRuns)} leaderboards per cell of identical models and ${grouped(o.ladderRuns)} of the ladder (${grouped(o.largeRuns)} each for K ≥ 10) · scorio-eval ${meta.version}. A rate from 400 runs has a Monte Carlo standard error of at most ${pct(se(0.5, o.nullRuns))} (${pct(se(0.05, o.nullRuns))} at 5%); from 200, ${pct(se(0.5, o.largeRuns))} (${pct(se(0.05, o.largeRuns))} at 5%).`,
    '',
    '**The simulation.** Every model answers the same M questions; question q has a latent success probability p_q drawn from a population, ' +
      o.populations.map((p) => POPULATION_LABELS[p]).join(' or ') +
      `, and each of the model's N trials succeeds with it. Models are ranked by the library's own \`rankTables\` (what \`rank --metric bayes\` runs) under each rule: *overlap* (the default), *z* at ρ ≥ 0.95 and *paired* at α = 0.01, the last two per pair (\`--multiple-comparisons none\`) and with Holm over the K (K − 1) / 2 pairs (the default). *Identical models*: all K share p_q, so every ordered pair is false. *The ladder*: model i's p_q is lowered on the logit scale so that its population accuracy is i · ${o.spanPoints} / (K − 1) points below the best's (neighbours ${o.spanPoints} points apart at K = 2, ${(o.spanPoints / 4).toFixed(0)} at K = 5, ${(o.spanPoints / 9).toFixed(1)} at K = 10, ${(o.spanPoints / 19).toFixed(2)} at K = 20).`,
    '',
    ...summary(result),
    '',
    '### Identical models: a false order anywhere',
    '',
    'Share of leaderboards of K identical models in which some pair is marked credibly ordered (a bold mark; every group split and every "credibly first" is one).',
    '',
    ...measureTable(result, rates.falseMark),
    '',
    '### Identical models: a false split and a false "credibly first"',
    '',
    'More than one group (the groups claim an order), then one model alone in the top group.',
    '',
    ...measureTable(result, rates.falseSplit),
    '',
    ...measureTable(result, rates.falseFirst),
    '',
    '### Identical models: a false improvement over the baseline',
    '',
    'The first model as `--baseline`: the verdict says some candidate is credibly above it.',
    '',
    ...measureTable(result, rates.falseImprovement),
    '',
    `### The ladder: the true best found credibly first`,
    '',
    `Models ${o.spanPoints} points apart from the best to the worst: the best alone in the top group.`,
    '',
    ...measureTable(result, rates.trueFirst),
    '',
    '### The ladder: an order against the truth',
    '',
    'Some worse model marked credibly above a better one (a wrong-direction claim).',
    '',
    ...measureTable(result, rates.wrongDirection),
    '',
    '### The ladder: the share of pairs ordered',
    '',
    'Every pair of the ladder differs; the mean share the leaderboard orders credibly (its power).',
    '',
    ...measureTable(result, rates.orderedShare),
    '',
    '### The trial advice, checked',
    '',
    `For the cheapest unresolved neighbour pair the report advises (an estimate of at most ${o.adviceMaxTrials} trials per question), both models are re-run at the advised trials per question on the same questions and the leaderboard is ranked again; the share of those pairs then credibly ordered (the advice aims at 80%), the pairs checked (the first ${o.adviceChecks} per cell, pooled over K) and the mean advice.`,
    '',
    ...adviceTable(result),
    '',
    '### Unequal trial counts',
    '',
    `Six identical models, three at 16 trials per question and three at 2 (${grouped(o.unequalRuns)} leaderboards per population): Bayes@N is ranked on the mean score, which the trial counts do not move, so the 16-trial models are not placed above the 2-trial ones.`,
    '',
    ...unequalTable(result),
  ];
  return `${lines.join('\n')}\n`;
}

/** docs/leaderboard.md's markers. */
export const SECTION_START = '<!-- leaderboard-validate:start -->';
export const SECTION_END = '<!-- leaderboard-validate:end -->';

/** `text` with the generated section between its markers replaced by `section`. */
export function replaceSection(text: string, section: string): string {
  const i = text.indexOf(SECTION_START);
  const j = text.indexOf(SECTION_END);
  if (i < 0 || j < i) throw new Error(`no ${SECTION_START} ... ${SECTION_END} markers`);
  return `${text.slice(0, i + SECTION_START.length)}\n${section}${text.slice(j)}`;
}

function main(argv: readonly string[]): void {
  const quick = argv.includes('--quick');
  const write = !argv.includes('--no-write') && !quick;
  const unknown = argv.filter((a) => a !== '--quick' && a !== '--no-write');
  if (unknown.length > 0)
    throw new Error(`unknown argument ${unknown[0]} (expected --quick, --no-write)`);
  const options = quick ? LEADERBOARD_QUICK : LEADERBOARD_FULL;
  const started = Date.now();
  const result = runLeaderboardValidation({
    ...options,
    onProgress: (what) =>
      process.stderr.write(`\r${what} (${((Date.now() - started) / 1000).toFixed(0)} s)          `),
  });
  process.stderr.write(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const root = fileURLToPath(new URL('../', import.meta.url));
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
  const section = renderLeaderboardSection(result, {
    command: `npm run validate:leaderboard${quick ? ' -- --quick' : ''}`,
    version: pkg.version,
  });
  if (write) {
    const doc = `${root}docs/leaderboard.md`;
    writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), section));
    process.stderr.write(`wrote ${doc}\n`);
  } else process.stdout.write(section);
}

// Run only as a script (tests import the functions).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`validate:leaderboard: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
}
