/**
 * The gate at its edges, measured by simulation (pure: no I/O). `validate-sim.ts` measures the
 * main table (one population, equal trials, 50 to 1,000 questions); these cells look where that
 * table does not: other question populations, unequal trial counts on the two sides, tiny
 * benchmarks, the power at the very drop each report says it can see, the margin, and the
 * McNemar variant at one trial per question. Every cell has its own PRNG stream (`cellSeed`), so
 * its numbers do not depend on which other cells run.
 */
import { compareIntervals } from '../src/decision/decide.js';
import { createPrng, type Prng } from '../src/decision/prng.js';
import type { DecisionSettings } from '../src/decision/types.js';
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import {
  MIXTURE,
  type MixtureComponent,
  type PrShape,
  calibrateShift,
  cellSeed,
  drawP,
  prGenerator,
  shiftP,
  uniform,
} from './validate-sim.js';

/** The question populations every edge is measured over. */
export const POPULATIONS = {
  mixture: MIXTURE,
  'u-shaped': [{ name: 'u-shaped', weight: 1, a: 0.3, b: 0.3 }],
  uniform: [{ name: 'uniform', weight: 1, a: 1, b: 1 }],
  easy: [{ name: 'easy', weight: 1, a: 8, b: 2 }],
  hard: [{ name: 'hard', weight: 1, a: 1, b: 6 }],
} as const satisfies Record<string, readonly MixtureComponent[]>;
export type PopulationName = keyof typeof POPULATIONS;
export const POPULATION_NAMES = Object.keys(POPULATIONS) as PopulationName[];

/** How a population is written in the tables. */
export function populationLabel(name: PopulationName): string {
  const p = POPULATIONS[name];
  if (name === 'mixture') return 'mixture';
  const c = p[0] as MixtureComponent;
  return `${name} Beta(${c.a}, ${c.b})`;
}

const OVERLAP: DecisionSettings = {
  rule: 'overlap',
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
};
/** The rules of the edge tables. */
export const EDGE_RULES = {
  overlap: OVERLAP,
  z95: { ...OVERLAP, rule: 'z' },
  paired01: { ...OVERLAP, rule: 'paired', alpha: 0.01 },
  paired05: { ...OVERLAP, rule: 'paired', alpha: 0.05 },
} as const satisfies Record<string, DecisionSettings>;
export type EdgeRule = keyof typeof EDGE_RULES;
export const EDGE_RULE_NAMES = Object.keys(EDGE_RULES) as EdgeRule[];
export const EDGE_RULE_LABELS: Readonly<Record<EdgeRule, string>> = {
  overlap: 'overlap',
  z95: 'z, ρ ≥ 0.95',
  paired01: 'paired, α = 0.01',
  paired05: 'paired, α = 0.05',
};

/** How a drop falls on the questions. */
export type DropShape = 'spread' | 'concentrated';
/** Share of the questions a concentrated drop falls on. */
export const CONCENTRATED_SHARE = 0.1;

/**
 * The candidate's p for a drop of `drop` (a fraction) in `population`: every question shifted on
 * the logit scale (`spread`), or 10% of them chosen at random and shifted further
 * (`concentrated`), each calibrated so the population mean falls by exactly `drop`. Null when
 * the population cannot fall that far on 10% of its questions.
 */
export function dropRule(
  rng: Prng,
  population: readonly MixtureComponent[],
  drop: number,
  shape: DropShape,
): ((p: number) => number) | null {
  if (drop === 0) return (p) => p;
  const share = shape === 'spread' ? 1 : CONCENTRATED_SHARE;
  const shift = calibrateShift(drop / share, population);
  // calibrateShift searches s in [0, 8]: at 8 the population mean has not fallen far enough.
  if (shift > 7.99) return null;
  if (shape === 'spread') return (p) => shiftP(p, shift);
  return (p) => (uniform(rng) < share ? shiftP(p, shift) : p);
}

/** Counts of one cell: how many PRs each rule called a regression, and an improvement. */
export interface RateCounts {
  readonly runs: number;
  readonly regression: Readonly<Record<EdgeRule, number>>;
  readonly improvement: Readonly<Record<EdgeRule, number>>;
  /** PRs rule paired (α 0.01) could not test at all (one question, or too few for 2^−M < α). */
  readonly blind: number;
}

function zeros(): Record<EdgeRule, number> {
  return { overlap: 0, z95: 0, paired01: 0, paired05: 0 };
}

/** Runs `runs` PRs of a shape through every edge rule. */
function rates(rng: Prng, shape: PrShape, runs: number): RateCounts {
  const next = prGenerator(rng, shape);
  const regression = zeros();
  const improvement = zeros();
  let blind = 0;
  for (let run = 0; run < runs; run++) {
    const { input } = next();
    for (const rule of EDGE_RULE_NAMES) {
      const c = compareIntervals(input, EDGE_RULES[rule]);
      if (c.change === 'regression') regression[rule]++;
      else if (c.change === 'improvement') improvement[rule]++;
      if (rule === 'paired01' && c.limitation !== null) blind++;
    }
  }
  return { runs, regression, improvement, blind };
}

const POP_CODE: Readonly<Record<PopulationName, number>> = {
  mixture: 1,
  'u-shaped': 2,
  uniform: 3,
  easy: 4,
  hard: 5,
};

// ---------------------------------------------------------------------------------------------
// Populations: false alarms and power at equal trials, per population.

/** One population cell: M × N, a drop of `drop` points spread or concentrated (0: no change). */
export interface PopulationCell extends RateCounts {
  readonly population: PopulationName;
  readonly questions: number;
  readonly trials: number;
  readonly drop: number;
  readonly shape: DropShape;
  /** The drop cannot fall on 10% of this population's questions. */
  readonly infeasible: boolean;
}

export function runPopulationCell(
  seed: number,
  population: PopulationName,
  questions: number,
  trials: number,
  drop: number,
  shape: DropShape,
  runs: number,
): PopulationCell {
  const rng = createPrng(
    cellSeed(seed, 101, POP_CODE[population], questions, trials, drop, shape === 'spread' ? 1 : 2),
  );
  const rule = dropRule(rng, POPULATIONS[population], drop / 100, shape);
  const base = { population, questions, trials, drop, shape };
  if (!rule)
    return {
      ...base,
      infeasible: true,
      runs: 0,
      regression: zeros(),
      improvement: zeros(),
      blind: 0,
    };
  const counts = rates(
    rng,
    {
      questions,
      baselineTrials: trials,
      candidateTrials: trials,
      population: POPULATIONS[population],
      candidate: rule,
    },
    runs,
  );
  return { ...base, infeasible: false, ...counts };
}

// ---------------------------------------------------------------------------------------------
// Unequal trial counts.

/** One unequal-trials cell: the same model (or a drop) with N_b trials on one side, N_c on the other. */
export interface UnequalCell extends RateCounts {
  readonly population: PopulationName;
  readonly questions: number;
  readonly baselineTrials: number;
  readonly candidateTrials: number;
  readonly drop: number;
}

export function runUnequalCell(
  seed: number,
  population: PopulationName,
  questions: number,
  baselineTrials: number,
  candidateTrials: number,
  drop: number,
  runs: number,
): UnequalCell {
  const rng = createPrng(
    cellSeed(seed, 202, POP_CODE[population], questions, baselineTrials, candidateTrials, drop),
  );
  const rule = dropRule(rng, POPULATIONS[population], drop / 100, 'spread') ?? ((p: number) => p);
  const counts = rates(
    rng,
    {
      questions,
      baselineTrials,
      candidateTrials,
      population: POPULATIONS[population],
      candidate: rule,
    },
    runs,
  );
  return { population, questions, baselineTrials, candidateTrials, drop, ...counts };
}

// ---------------------------------------------------------------------------------------------
// Small benchmarks.

/** One small-M cell (no change): false alarms with M = 2 … 20 questions. */
export interface SmallCell extends RateCounts {
  readonly population: PopulationName;
  readonly questions: number;
  readonly trials: number;
}

export function runSmallCell(
  seed: number,
  population: PopulationName,
  questions: number,
  trials: number,
  runs: number,
): SmallCell {
  const rng = createPrng(cellSeed(seed, 303, POP_CODE[population], questions, trials));
  const counts = rates(
    rng,
    {
      questions,
      baselineTrials: trials,
      candidateTrials: trials,
      population: POPULATIONS[population],
      candidate: (p) => p,
    },
    runs,
  );
  return { population, questions, trials, ...counts };
}

// ---------------------------------------------------------------------------------------------
// Power at the reported detectable drop ("sees ≥ x").

/** The rules whose "sees ≥" is checked. */
export const DETECT_RULES = ['overlap', 'z95', 'paired01'] as const;
export type DetectRule = (typeof DETECT_RULES)[number];

/** Power at the drop the report says it sees, spread and concentrated. */
export interface DetectCell {
  readonly rule: DetectRule;
  readonly population: PopulationName;
  readonly questions: number;
  readonly trials: number;
  /** Mean reported detectable drop over the pilot (no-change) PRs, a fraction. */
  readonly reported: number;
  readonly pilotRuns: number;
  /** Power of a true drop of `reported`, spread over the questions and on 10% of them (null: infeasible). */
  readonly spread: number | null;
  readonly concentrated: number | null;
  readonly runs: number;
}

export function runDetectCell(
  seed: number,
  rule: DetectRule,
  population: PopulationName,
  questions: number,
  trials: number,
  pilotRuns: number,
  runs: number,
): DetectCell {
  const code = DETECT_RULES.indexOf(rule);
  const shape = (candidate: (p: number) => number): PrShape => ({
    questions,
    baselineTrials: trials,
    candidateTrials: trials,
    population: POPULATIONS[population],
    candidate,
  });
  const settings = EDGE_RULES[rule];
  const pilot = prGenerator(
    createPrng(cellSeed(seed, 404, code, POP_CODE[population], questions, trials)),
    shape((p) => p),
  );
  let sum = 0;
  let counted = 0;
  for (let run = 0; run < pilotRuns; run++) {
    const d = compareIntervals(pilot().input, settings).detectableDrop;
    if (d !== null) {
      sum += d;
      counted++;
    }
  }
  const reported = counted > 0 ? sum / counted : NaN;
  const power = (dropShape: DropShape): number | null => {
    const rng = createPrng(
      cellSeed(
        seed,
        405,
        code,
        POP_CODE[population],
        questions,
        trials,
        dropShape === 'spread' ? 1 : 2,
      ),
    );
    const candidate = Number.isFinite(reported)
      ? dropRule(rng, POPULATIONS[population], reported, dropShape)
      : null;
    if (!candidate) return null;
    const next = prGenerator(rng, shape(candidate));
    let hits = 0;
    for (let run = 0; run < runs; run++)
      if (compareIntervals(next().input, settings).change === 'regression') hits++;
    return hits / runs;
  };
  return {
    rule,
    population,
    questions,
    trials,
    reported,
    pilotRuns,
    spread: power('spread'),
    concentrated: power('concentrated'),
    runs,
  };
}

// ---------------------------------------------------------------------------------------------
// The margin as a non-inferiority test.

/** Fail rate with a margin m when the true drop is ½ m, m or 2 m. */
export interface MarginCell {
  readonly population: PopulationName;
  readonly questions: number;
  readonly trials: number;
  /** The margin (a fraction) and the true drop (a fraction). */
  readonly margin: number;
  readonly drop: number;
  readonly runs: number;
  /** PRs failed (a drop credibly larger than the margin), per rule. */
  readonly failed: Readonly<Record<EdgeRule, number>>;
}

export function runMarginCell(
  seed: number,
  population: PopulationName,
  questions: number,
  trials: number,
  margin: number,
  drop: number,
  runs: number,
): MarginCell {
  const rng = createPrng(
    cellSeed(
      seed,
      505,
      POP_CODE[population],
      questions,
      trials,
      Math.round(margin * 1e4),
      Math.round(drop * 1e4),
    ),
  );
  const rule = dropRule(rng, POPULATIONS[population], drop, 'spread') ?? ((p: number) => p);
  const next = prGenerator(rng, {
    questions,
    baselineTrials: trials,
    candidateTrials: trials,
    population: POPULATIONS[population],
    candidate: rule,
  });
  const failed = zeros();
  for (let run = 0; run < runs; run++) {
    const { input } = next();
    for (const r of EDGE_RULE_NAMES)
      if (compareIntervals(input, { ...EDGE_RULES[r], margin }).fails) failed[r]++;
  }
  return { population, questions, trials, margin, drop, runs, failed };
}

// ---------------------------------------------------------------------------------------------
// McNemar at one trial per question: the exact test and the mid-p test.

/** False alarms (and power) of the exact and the mid-p McNemar test at α 0.01 and 0.05. */
export interface McNemarCell {
  readonly population: PopulationName;
  readonly questions: number;
  readonly drop: number;
  readonly runs: number;
  readonly exact01: number;
  readonly midp01: number;
  readonly exact05: number;
  readonly midp05: number;
}

/** P(X ≥ k), X ~ Binomial(n, ½): the exact one-sided McNemar p-value. */
function exactP(k: number, n: number): number {
  if (n === 0) return 1;
  return k === 0 ? 1 : 1 - binomialCdf(k - 1, n, 0.5);
}

/** P(X > k) + ½ P(X = k): the mid-p value (computed here, not by the library, to compare the two). */
function midP(k: number, n: number): number {
  if (n === 0) return 0.5;
  const atK = binomialCdf(k, n, 0.5) - (k > 0 ? binomialCdf(k - 1, n, 0.5) : 0);
  return exactP(k, n) - atK / 2;
}

/**
 * Drawn directly as 0/1 outcomes (no count tables: only the discordant counts matter), so the
 * cells can afford many runs: a mid-p rate must be told from α within a tenth of a point.
 */
export function runMcNemarCell(
  seed: number,
  population: PopulationName,
  questions: number,
  drop: number,
  runs: number,
): McNemarCell {
  const rng = createPrng(cellSeed(seed, 606, POP_CODE[population], questions, drop));
  const rule = dropRule(rng, POPULATIONS[population], drop / 100, 'spread') ?? ((p: number) => p);
  const counts = { exact01: 0, midp01: 0, exact05: 0, midp05: 0 };
  for (let run = 0; run < runs; run++) {
    let down = 0;
    let up = 0;
    for (let q = 0; q < questions; q++) {
      const p = drawP(rng, POPULATIONS[population]);
      const b = uniform(rng) < p;
      const c = uniform(rng) < rule(p);
      if (b && !c) down++;
      else if (c && !b) up++;
    }
    const exact = exactP(down, down + up);
    const mid = midP(down, down + up);
    if (exact < 0.01) counts.exact01++;
    if (mid < 0.01) counts.midp01++;
    if (exact < 0.05) counts.exact05++;
    if (mid < 0.05) counts.midp05++;
  }
  return { population, questions, drop, runs, ...counts };
}

// ---------------------------------------------------------------------------------------------
// Which edge cells run, and how many PRs each.

/** The edge cells of one validation run. */
export interface EdgeOptions {
  /** Populations at equal trials: false alarms, a spread drop, a concentrated drop. */
  readonly populations: {
    readonly questions: number;
    readonly trials: readonly number[];
    readonly drops: readonly { readonly drop: number; readonly shape: DropShape }[];
    readonly nullRuns: number;
    readonly powerRuns: number;
  };
  /** Unequal trials: (N_b, N_c) pairs, no change and a spread drop, every population. */
  readonly unequal: {
    readonly pairs: readonly (readonly [number, number])[];
    readonly questions: number;
    readonly nullRuns: number;
    readonly drop: number;
    readonly powerRuns: number;
    /** The same pairs at more questions, for some populations, no change only. */
    readonly large: {
      readonly questions: number;
      readonly populations: readonly PopulationName[];
      readonly runs: number;
    };
  };
  /** Small benchmarks, no change. */
  readonly small: {
    readonly questions: readonly number[];
    readonly trials: readonly number[];
    readonly runs: number;
  };
  /** Power at the reported detectable drop. */
  readonly detect: {
    readonly questions: number;
    readonly trials: readonly number[];
    readonly pilotRuns: number;
    readonly runs: number;
    /** More question counts, for the mixture only. */
    readonly moreQuestions: readonly number[];
  };
  /** The margin: true drops of ½, 1 and 2 margins. */
  readonly margin: {
    readonly margin: number;
    readonly questions: number;
    readonly trials: readonly number[];
    readonly populations: readonly PopulationName[];
    readonly runs: number;
  };
  /** McNemar exact vs mid-p at one trial per question. */
  readonly mcnemar: {
    readonly questions: readonly number[];
    readonly drops: readonly number[];
    readonly nullRuns: number;
    readonly powerRuns: number;
  };
}

/** Everything the edge cells measured. */
export interface EdgeResult {
  readonly populations: readonly PopulationCell[];
  readonly unequal: readonly UnequalCell[];
  readonly small: readonly SmallCell[];
  readonly detect: readonly DetectCell[];
  readonly margin: readonly MarginCell[];
  readonly mcnemar: readonly McNemarCell[];
}

/** One edge cell to run: its kind and arguments (plain data, so it can go to a worker). */
export type EdgeJob =
  | { readonly kind: 'population'; readonly args: Parameters<typeof runPopulationCell> }
  | { readonly kind: 'unequal'; readonly args: Parameters<typeof runUnequalCell> }
  | { readonly kind: 'small'; readonly args: Parameters<typeof runSmallCell> }
  | { readonly kind: 'detect'; readonly args: Parameters<typeof runDetectCell> }
  | { readonly kind: 'margin'; readonly args: Parameters<typeof runMarginCell> }
  | { readonly kind: 'mcnemar'; readonly args: Parameters<typeof runMcNemarCell> };

/** The edge cells of a run, in the order the tables list them. */
export function edgeJobs(seed: number, o: EdgeOptions): EdgeJob[] {
  const jobs: EdgeJob[] = [];
  const p = o.populations;
  for (const pop of POPULATION_NAMES)
    for (const n of p.trials) {
      jobs.push({ kind: 'population', args: [seed, pop, p.questions, n, 0, 'spread', p.nullRuns] });
      for (const d of p.drops)
        jobs.push({
          kind: 'population',
          args: [seed, pop, p.questions, n, d.drop, d.shape, p.powerRuns],
        });
    }
  const u = o.unequal;
  for (const [nb, nc] of u.pairs)
    for (const pop of POPULATION_NAMES) {
      jobs.push({ kind: 'unequal', args: [seed, pop, u.questions, nb, nc, 0, u.nullRuns] });
      jobs.push({ kind: 'unequal', args: [seed, pop, u.questions, nb, nc, u.drop, u.powerRuns] });
    }
  for (const [nb, nc] of u.pairs)
    for (const pop of u.large.populations)
      jobs.push({ kind: 'unequal', args: [seed, pop, u.large.questions, nb, nc, 0, u.large.runs] });
  for (const m of o.small.questions)
    for (const n of o.small.trials)
      for (const pop of POPULATION_NAMES)
        jobs.push({ kind: 'small', args: [seed, pop, m, n, o.small.runs] });
  const d = o.detect;
  for (const rule of DETECT_RULES) {
    for (const n of d.trials)
      for (const pop of POPULATION_NAMES)
        jobs.push({ kind: 'detect', args: [seed, rule, pop, d.questions, n, d.pilotRuns, d.runs] });
    for (const m of d.moreQuestions)
      for (const n of d.trials)
        jobs.push({ kind: 'detect', args: [seed, rule, 'mixture', m, n, d.pilotRuns, d.runs] });
  }
  const g = o.margin;
  for (const pop of g.populations)
    for (const n of g.trials)
      for (const factor of [0.5, 1, 2])
        jobs.push({
          kind: 'margin',
          args: [seed, pop, g.questions, n, g.margin, g.margin * factor, g.runs],
        });
  const c = o.mcnemar;
  for (const m of c.questions)
    for (const drop of c.drops)
      for (const pop of POPULATION_NAMES)
        jobs.push({
          kind: 'mcnemar',
          args: [seed, pop, m, drop, drop === 0 ? c.nullRuns : c.powerRuns],
        });
  return jobs;
}

/** Runs one edge cell. */
export function runEdgeJob(job: EdgeJob): EdgeResult[keyof EdgeResult][number] {
  switch (job.kind) {
    case 'population':
      return runPopulationCell(...job.args);
    case 'unequal':
      return runUnequalCell(...job.args);
    case 'small':
      return runSmallCell(...job.args);
    case 'detect':
      return runDetectCell(...job.args);
    case 'margin':
      return runMarginCell(...job.args);
    case 'mcnemar':
      return runMcNemarCell(...job.args);
  }
}

/** The edge results of `jobs` (in order), gathered by kind. */
export function gatherEdges(
  jobs: readonly EdgeJob[],
  results: readonly EdgeResult[keyof EdgeResult][number][],
): EdgeResult {
  const out = {
    populations: [] as PopulationCell[],
    unequal: [] as UnequalCell[],
    small: [] as SmallCell[],
    detect: [] as DetectCell[],
    margin: [] as MarginCell[],
    mcnemar: [] as McNemarCell[],
  };
  jobs.forEach((job, i) => {
    const r = results[i];
    if (job.kind === 'population') out.populations.push(r as PopulationCell);
    else if (job.kind === 'unequal') out.unequal.push(r as UnequalCell);
    else if (job.kind === 'small') out.small.push(r as SmallCell);
    else if (job.kind === 'detect') out.detect.push(r as DetectCell);
    else if (job.kind === 'margin') out.margin.push(r as MarginCell);
    else out.mcnemar.push(r as McNemarCell);
  });
  return out;
}
