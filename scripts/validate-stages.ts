/**
 * A gate in stages, measured (pure: no I/O). Each simulated PR runs as the workflow would: stage
 * 1 decides at its share of the level; where it cannot tell, the library's plan (decision/plan.ts)
 * names the questions and their new trials, which are drawn for both sides from the same process
 * (a new run: a new run effect when trials are correlated), and the next stage decides on every
 * trial so far at its share, up to the cell's last stage. Measured: the false alarms over all
 * stages (no change), the power after each stage at the drop stage 1 says it sees, and, at the
 * drop the plans say the next stage sees, the trials the plans spent against re-running every
 * question alike for the same power (the uniform design simulated on the same PRs' processes at
 * two or more sizes, interpolated). Everything through the library's own functions
 * (`buildComparison`, `compareIntervals`, `resamplePlan`, `stagedSettings`).
 */
import { buildComparison } from '../src/decision/comparison-input.js';
import { compareIntervals } from '../src/decision/decide.js';
import { resamplePlan } from '../src/decision/plan.js';
import { createPrng, type Prng } from '../src/decision/prng.js';
import { stagedSettings } from '../src/decision/staged.js';
import type { Comparison, DecisionSettings } from '../src/decision/types.js';
import type { CountTable } from '../src/metrics/index.js';
import { POPULATIONS, type PopulationName } from './validate-edges.js';
import { BIMODAL, runSuccesses } from './validate-processes.js';
import {
  BAYES_SPEC,
  type MixtureComponent,
  beta,
  calibrateShift,
  cellSeed,
  drawP,
  shiftP,
  uniform,
} from './validate-sim.js';

/** The populations of the stage cells: the five of the edge tables, the bimodal one, and the mixture with correlated trials. */
export type StagePopulation = PopulationName | 'bimodal' | 'correlated';
export const STAGE_POPULATIONS: readonly StagePopulation[] = [
  'mixture',
  'u-shaped',
  'uniform',
  'easy',
  'hard',
  'bimodal',
  'correlated',
];
/** The intra-run correlation of the `correlated` population's trials. */
export const STAGE_CORRELATION = 1 / 3;

export const STAGE_RULES = {
  paired01: { rule: 'paired', confidence: 0.95, minConfidence: 0.95, margin: 0, alpha: 0.01 },
  overlap: { rule: 'overlap', confidence: 0.95, minConfidence: 0.95, margin: 0 },
} as const satisfies Record<string, DecisionSettings>;
export type StageRule = keyof typeof STAGE_RULES;
/** The one-sided level a plan aims at under rule overlap: two 95% intervals apart (z 1.96 √2). */
const OVERLAP_LEVEL = 0.0028;

/**
 * What a cell draws: no change; the drop stage 1 says it sees ("sees ≥", the mean over a pilot of
 * unchanged PRs); the drop the plans say the next stage sees (their `sees`, likewise).
 */
export type StageChange = 0 | 'sees' | 'planned';

/**
 * How the level is split over the stages: `halves` is the gate's (½, ¼, ⅛, …: staged.ts);
 * `full` decides every stage at the whole level, as a team that re-runs CI until it is green;
 * `pocock` decides both of two stages at the nominal level of Pocock's (1977) two-look boundary
 * for equal information (0.57 α at α = 0.01: c = 2.531), which assumes two looks and a fixed
 * design.
 */
export type StageSpending = 'halves' | 'full' | 'pocock';
/** Pocock's nominal level per look, two looks, as a share of a one-sided α = 0.01. */
export const POCOCK_SHARE = 0.57;

/** One stage cell. */
export interface StageShape {
  readonly population: StagePopulation;
  readonly questions: number;
  readonly trials: number;
  readonly rule: StageRule;
  readonly change: StageChange;
  readonly spending: StageSpending;
  /** The stages a PR may run (a plan is made after each but the last). */
  readonly stages: number;
  readonly runs: number;
  readonly pilotRuns: number;
}

/** A uniform design simulated for the comparison: every question `scale` × the plan's u. */
export interface UniformDesign {
  readonly scale: number;
  /** PRs flagged after the last stage. */
  readonly flagged: number;
  /** New trials per PR that went past stage 1. */
  readonly trialsPerPr: number;
}

export interface StageCell extends StageShape {
  /** The drop drawn (a fraction; 0 for no change). */
  readonly drop: number;
  /** PRs flagged a regression at or before each stage (cumulative), stage 1..stages. */
  readonly flagged: readonly number[];
  /** PRs resolved (any call, or no credible change) at or before each stage. */
  readonly resolved: readonly number[];
  /** PRs that went past stage 1. */
  readonly resampled: number;
  /** PRs a stage could not tell whose plan said nothing would help: the next stage already sees 1 point, or only more questions would. */
  readonly unplanned: { readonly settled: number; readonly questions: number };
  /** New trials the plans spent in all, and what running every question alike for the same drop seen would have, by the plans' model. */
  readonly planTrials: number;
  readonly modelUniformTrials: number;
  /** `planned` cells: the uniform designs simulated, and the ratio of their trials to the plans' at the plans' power (null if out of their range). */
  readonly uniform: readonly UniformDesign[];
  readonly equalPowerRatio: number | null;
}

function rateOf(rng: Prng, population: StagePopulation): number {
  if (population === 'bimodal') {
    const u = uniform(rng);
    if (u < BIMODAL.right) return 1;
    if (u < BIMODAL.right + BIMODAL.wrong) return 0;
    return beta(rng, BIMODAL.moving.a, BIMODAL.moving.b);
  }
  const pop = POPULATIONS[population === 'correlated' ? 'mixture' : population];
  return drawP(rng, pop as readonly MixtureComponent[]);
}

/** The candidate's rate for a drop of `drop` (a fraction) in the population: a logit shift. */
function droppedRate(population: StagePopulation, drop: number): (p: number) => number {
  if (drop === 0) return (p) => p;
  if (population === 'bimodal') {
    const moving: MixtureComponent[] = [{ name: 'moving', weight: 1, ...BIMODAL.moving }];
    const s = calibrateShift(drop / (1 - BIMODAL.right - BIMODAL.wrong), moving);
    return (p) => shiftP(p, s);
  }
  const pop = POPULATIONS[population === 'correlated' ? 'mixture' : population];
  const s = calibrateShift(drop, pop as readonly MixtureComponent[]);
  return (p) => shiftP(p, s);
}

/** A 0/1 table of successes x of n trials per question. */
function table(ids: readonly string[], x: ArrayLike<number>, n: ArrayLike<number>): CountTable {
  const m = ids.length;
  const counts = new Float64Array(2 * m);
  for (let q = 0; q < m; q++) {
    counts[2 * q] = (n[q] as number) - (x[q] as number);
    counts[2 * q + 1] = x[q] as number;
  }
  return { ids, categories: 2, counts, trials: Float64Array.from(n) };
}

const CONTEXT = { baseline: { confidence: 0.95 }, candidate: { confidence: 0.95 } } as const;

/** A comparison's call at a stage: a failure, resolved (any call, or no credible change), or neither. */
function call(c: Comparison): { fails: boolean; resolved: boolean } {
  return { fails: c.fails, resolved: c.change !== 'no-change' || c.resolution === 'negligible' };
}

interface PrOutcome {
  readonly failedAt: number | null;
  readonly resolvedAt: number | null;
  readonly planTrials: number;
  readonly modelUniformTrials: number;
  readonly resampled: boolean;
  /** Stage 1's "sees ≥", and the first plan's `sees` (null without a plan). */
  readonly seesAtStage1: number | null;
  readonly planSees: number | null;
  /** The plan said nothing would help (`settled`, `questions`) instead of planning. */
  readonly unplanned: 'settled' | 'questions' | null;
}

/**
 * Runs one PR through the stages. With `uniformScale`, every stage after the first re-runs every
 * question alike, `uniformScale` × the plan's own uniform count (the plan is still made, for its
 * count), instead of the plan.
 */
function runPr(
  rng: Prng,
  shape: StageShape,
  moved: (p: number) => number,
  uniformScale?: number,
): PrOutcome {
  const m = shape.questions;
  const n = shape.trials;
  const rho = shape.population === 'correlated' ? STAGE_CORRELATION : 0;
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  const p = Float64Array.from({ length: m }, () => rateOf(rng, shape.population));
  const pc = p.map(moved);
  const xb = p.map((r) => runSuccesses(rng, n, r, rho));
  const xc = pc.map((r) => runSuccesses(rng, n, r, rho));
  const nb = new Float64Array(m).fill(n);
  const nc = new Float64Array(m).fill(n);
  const settings: DecisionSettings = STAGE_RULES[shape.rule];
  const at = (stage: number): DecisionSettings =>
    shape.spending === 'full'
      ? settings
      : shape.spending === 'pocock' && settings.rule === 'paired'
        ? { ...settings, alpha: (settings.alpha ?? 0.01) * POCOCK_SHARE }
        : stagedSettings(settings, stage);
  let planTrials = 0;
  let modelUniformTrials = 0;
  let sees: number | null = null;
  let planSees: number | null = null;
  const outcome = (
    stage: number,
    failed: boolean,
    resolved: boolean,
    unplanned: PrOutcome['unplanned'] = null,
  ): PrOutcome => ({
    failedAt: failed ? stage : null,
    resolvedAt: resolved ? stage : null,
    planTrials,
    modelUniformTrials,
    resampled: stage > 1,
    seesAtStage1: sees,
    planSees,
    unplanned,
  });
  for (let stage = 1; ; stage++) {
    const base = table(ids, xb, nb);
    const cand = table(ids, xc, nc);
    const { input } = buildComparison(base, cand, BAYES_SPEC, CONTEXT);
    const c = compareIntervals(input, at(stage));
    if (stage === 1) sees = c.detectableDrop;
    const r = call(c);
    if (r.fails || r.resolved || stage === shape.stages || c.limitation !== null)
      return outcome(stage, r.fails, r.resolved);
    const next = at(stage + 1);
    const level = next.rule === 'paired' ? (next.alpha ?? 0.01) : OVERLAP_LEVEL;
    const plan = resamplePlan({ baseline: base, candidate: cand, level, margin: 0 });
    if (plan.kind !== 'planned') return outcome(stage, false, false, plan.kind);
    if (stage === 1) planSees = plan.sees;
    const u = plan.uniformTrials / (2 * m);
    const rerun =
      uniformScale !== undefined
        ? ids.map((id) => ({ id, trials: Math.max(1, Math.round(uniformScale * u)) }))
        : plan.questions;
    modelUniformTrials += plan.uniformTrials;
    const index = new Map(ids.map((id, q) => [id, q]));
    for (const { id, trials } of rerun) {
      const q = index.get(id) as number;
      // A new run of each side on the question: with correlated trials, a new run effect.
      xb[q] = (xb[q] as number) + runSuccesses(rng, trials, p[q] as number, rho);
      xc[q] = (xc[q] as number) + runSuccesses(rng, trials, pc[q] as number, rho);
      nb[q] = (nb[q] as number) + trials;
      nc[q] = (nc[q] as number) + trials;
      planTrials += 2 * trials;
    }
  }
}

/** The codes a cell's seed is built from. */
function seedWords(shape: StageShape): number[] {
  return [
    STAGE_POPULATIONS.indexOf(shape.population),
    shape.questions,
    shape.trials,
    Object.keys(STAGE_RULES).indexOf(shape.rule),
    ['halves', 'full', 'pocock'].indexOf(shape.spending),
    shape.stages,
  ];
}

/** The mean of stage 1's "sees ≥" or of the first plans' `sees` over a pilot of unchanged PRs. */
function pilotDrop(seed: number, shape: StageShape, which: 'sees' | 'planned'): number {
  const rng = createPrng(cellSeed(seed, 88_000, ...seedWords(shape)));
  let sum = 0;
  let got = 0;
  for (let i = 0; i < shape.pilotRuns; i++) {
    const r = runPr(rng, { ...shape, change: 0 }, (x) => x);
    const v = which === 'sees' ? r.seesAtStage1 : r.planSees;
    if (v !== null && Number.isFinite(v)) {
      sum += v;
      got++;
    }
  }
  return got > 0 ? Math.min(0.3, sum / got) : 0;
}

/** Runs one stage cell. */
export function runStageCell(seed: number, shape: StageShape): StageCell {
  // The drop of the gate's own split, whatever this cell's: the splits compare at one drop.
  const drop =
    shape.change === 0 ? 0 : pilotDrop(seed, { ...shape, spending: 'halves' }, shape.change);
  const moved = droppedRate(shape.population, drop);
  const changeCode = shape.change === 0 ? 0 : shape.change === 'sees' ? 1 : 2;
  const simulate = (uniformScale?: number) => {
    const rng = createPrng(
      cellSeed(
        seed,
        89_000,
        ...seedWords(shape),
        changeCode,
        uniformScale === undefined ? 0 : Math.round(uniformScale * 1000),
      ),
    );
    const flagged = new Array<number>(shape.stages).fill(0);
    const resolved = new Array<number>(shape.stages).fill(0);
    let resampled = 0;
    let planTrials = 0;
    let modelUniformTrials = 0;
    const unplanned = { settled: 0, questions: 0 };
    for (let run = 0; run < shape.runs; run++) {
      const r = runPr(rng, shape, moved, uniformScale);
      if (r.unplanned !== null) unplanned[r.unplanned]++;
      for (let s = 0; s < shape.stages; s++) {
        if (r.failedAt !== null && r.failedAt <= s + 1) flagged[s] = (flagged[s] as number) + 1;
        if (r.resolvedAt !== null && r.resolvedAt <= s + 1)
          resolved[s] = (resolved[s] as number) + 1;
      }
      if (r.resampled) resampled++;
      planTrials += r.planTrials;
      modelUniformTrials += r.modelUniformTrials;
    }
    return { flagged, resolved, resampled, planTrials, modelUniformTrials, unplanned };
  };
  const main = simulate();
  const designs: UniformDesign[] = [];
  let equalPowerRatio: number | null = null;
  if (shape.change === 'planned' && main.resampled > 0) {
    const power = main.flagged[shape.stages - 1] as number;
    const design = (scale: number): UniformDesign => {
      const u = simulate(scale);
      return {
        scale,
        flagged: u.flagged[shape.stages - 1] as number,
        trialsPerPr: u.resampled > 0 ? u.planTrials / u.resampled : 0,
      };
    };
    designs.push(design(0.5), design(1));
    // Widen until the plans' power is bracketed (at most 1/8 to 4 times the model's count).
    while (
      (designs[0] as UniformDesign).flagged > power &&
      (designs[0] as UniformDesign).scale > 0.125
    )
      designs.unshift(design((designs[0] as UniformDesign).scale / 2));
    while (
      (designs[designs.length - 1] as UniformDesign).flagged < power &&
      (designs[designs.length - 1] as UniformDesign).scale < 4
    )
      designs.push(design((designs[designs.length - 1] as UniformDesign).scale * 2));
    equalPowerRatio = equalPower(designs, power, main.planTrials / main.resampled);
  }
  return {
    ...shape,
    drop,
    flagged: main.flagged,
    resolved: main.resolved,
    resampled: main.resampled,
    unplanned: main.unplanned,
    planTrials: main.planTrials,
    modelUniformTrials: main.modelUniformTrials,
    uniform: designs,
    equalPowerRatio,
  };
}

/**
 * The uniform design's trials per resampled PR at the plans' power (log-interpolated between the
 * two designs that bracket it), over the plans' trials per resampled PR; null when no two do.
 */
function equalPower(
  designs: readonly UniformDesign[],
  power: number,
  planPerPr: number,
): number | null {
  for (let i = 0; i + 1 < designs.length; i++) {
    const lo = designs[i] as UniformDesign;
    const hi = designs[i + 1] as UniformDesign;
    if (lo.flagged <= power && power <= hi.flagged && hi.flagged > lo.flagged) {
      const t = (power - lo.flagged) / (hi.flagged - lo.flagged);
      const trials = Math.exp(
        Math.log(lo.trialsPerPr) + t * (Math.log(hi.trialsPerPr) - Math.log(lo.trialsPerPr)),
      );
      return trials / planPerPr;
    }
  }
  return null;
}

/** How much the stage cells simulate. */
export interface StageOptions {
  readonly populations: readonly StagePopulation[];
  readonly questions: readonly number[];
  readonly trials: readonly number[];
  readonly rules: readonly StageRule[];
  /** The rules whose power and plans are measured too (the others: their false alarms only). */
  readonly powerRules: readonly StageRule[];
  /** Stages of the no-change cells (the power cells run two). */
  readonly nullStages: number;
  readonly nullRuns: number;
  readonly powerRuns: number;
  readonly pilotRuns: number;
  /**
   * The other ways to split the level (rule paired, the first M and the last N), on these
   * populations: the whole level at every stage (no change), Pocock's (no change, and the drop
   * stage 1 sees).
   */
  readonly spendingPopulations: readonly StagePopulation[];
}

/** Every stage cell of a run, in the report's order. */
export function stageShapes(o: StageOptions): StageShape[] {
  const shapes: StageShape[] = [];
  const base = { spending: 'halves' as const, pilotRuns: o.pilotRuns };
  for (const rule of o.rules)
    for (const population of o.populations)
      for (const questions of o.questions)
        for (const trials of o.trials) {
          const at = { ...base, population, questions, trials, rule };
          shapes.push({ ...at, change: 0, stages: o.nullStages, runs: o.nullRuns });
          if (!o.powerRules.includes(rule)) continue;
          shapes.push({ ...at, change: 'sees', stages: 2, runs: o.powerRuns });
          shapes.push({ ...at, change: 'planned', stages: 2, runs: o.powerRuns });
        }
  for (const population of o.spendingPopulations) {
    const at = {
      ...base,
      population,
      questions: o.questions[0] as number,
      trials: o.trials[o.trials.length - 1] as number,
      rule: 'paired01' as const,
    };
    shapes.push({ ...at, spending: 'full', change: 0, stages: o.nullStages, runs: o.nullRuns });
    shapes.push({ ...at, spending: 'pocock', change: 0, stages: 2, runs: o.nullRuns });
    shapes.push({ ...at, spending: 'pocock', change: 'sees', stages: 2, runs: o.powerRuns });
  }
  return shapes;
}

/** A stage cell's name, for progress lines. */
export function stageJobName(s: StageShape): string {
  return `stages ${s.rule} ${s.population} M=${s.questions} N=${s.trials} ${s.change === 0 ? 'no change' : s.change}${s.spending === 'halves' ? '' : ` ${s.spending}`}`;
}
