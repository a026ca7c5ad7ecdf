/**
 * The gate on processes the main table does not draw (pure: no I/O). validate-sim.ts draws one
 * kind of data: Bayes@N, 0/1 trials independent given each question's rate, from Beta mixtures.
 * Teams gate Pass@k and maj@k, sample with correlated or greedy decoding, grade with rubrics, and
 * run benchmarks where most questions never change; an outside review found the rules' levels
 * broken on each (issue 36). These cells draw them, through the library's own `buildComparison`
 * and `decide`:
 *
 * - **every metric family** on equal and unequal trial counts;
 * - **correlated trials**: each run draws its own rate for a question, Beta with mean p_q and
 *   intra-run correlation ρ (ρ = 0: independent trials; ρ = 1: a run's trials are identical, as
 *   greedy or seeded decoding with N > 1 gives), so two runs of an unchanged model differ by more
 *   than independent trials would;
 * - **a bimodal benchmark**: 45% of questions always right, 35% always wrong, 20% Beta(2, 2), with
 *   no change and with a drop on the questions that can move;
 * - **rubric labels** 0..3 scored [0, ⅓, ⅔, 1], each question's label shares Dirichlet(½, ½, ½, ½);
 * - **Holm over many metrics**: 10 benchmarks each gating Bayes@N, Pass@2 and maj@3.
 *
 * Every cell has its own PRNG stream (`cellSeed`), so its numbers do not depend on which other
 * cells run.
 */
import { buildComparison } from '../src/decision/comparison-input.js';
import { compareIntervals, decide } from '../src/decision/decide.js';
import { createPrng, type Prng } from '../src/decision/prng.js';
import { type MetricSpec, metricLabel, parseMetricName } from '../src/decision/catalog.js';
import type { DecisionSettings } from '../src/decision/types.js';
import type { CountTable } from '../src/metrics/index.js';
import {
  MIXTURE,
  type MixtureComponent,
  beta,
  binomial,
  calibrateShift,
  cellSeed,
  drawP,
  shiftP,
  uniform,
} from './validate-sim.js';

/** The question populations of these cells. */
export const PROCESS_POPULATIONS = ['mixture', 'bimodal'] as const;
export type ProcessPopulation = (typeof PROCESS_POPULATIONS)[number];

/** The bimodal benchmark: shares always right, always wrong, and the part that can move. */
export const BIMODAL = { right: 0.45, wrong: 0.35, moving: { a: 2, b: 2 } } as const;

/** How a population is written in the tables. */
export function processPopulationLabel(p: ProcessPopulation): string {
  return p === 'mixture'
    ? 'mixture'
    : `bimodal (${BIMODAL.right * 100}% always right, ${BIMODAL.wrong * 100}% always wrong)`;
}

/** A question's rate. */
function drawRate(rng: Prng, population: ProcessPopulation): number {
  if (population === 'mixture') return drawP(rng, MIXTURE);
  const u = uniform(rng);
  if (u < BIMODAL.right) return 1;
  if (u < BIMODAL.right + BIMODAL.wrong) return 0;
  return beta(rng, BIMODAL.moving.a, BIMODAL.moving.b);
}

/**
 * Successes of one run's n trials at rate p with intra-run correlation ρ: Binomial(n, p) at 0,
 * Binomial(n, p_run) with p_run ~ Beta(p s, (1 − p) s), s = (1 − ρ) / ρ, and all or none at 1.
 */
export function runSuccesses(rng: Prng, n: number, p: number, rho: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return n;
  if (rho <= 0) return binomial(rng, n, p);
  if (rho >= 1) return uniform(rng) < p ? n : 0;
  const s = (1 - rho) / rho;
  return binomial(rng, n, beta(rng, p * s, (1 - p) * s));
}

/** The rules of these cells (one-sided: a flagged regression or improvement). */
export const PROCESS_RULES = {
  overlap: { rule: 'overlap', confidence: 0.95, minConfidence: 0.95, margin: 0 },
  z95: { rule: 'z', confidence: 0.95, minConfidence: 0.95, margin: 0 },
  paired01: { rule: 'paired', confidence: 0.95, minConfidence: 0.95, margin: 0, alpha: 0.01 },
} as const satisfies Record<string, DecisionSettings>;
export type ProcessRule = keyof typeof PROCESS_RULES;
export const PROCESS_RULE_NAMES = Object.keys(PROCESS_RULES) as ProcessRule[];

/** A metric of a config by its name (`pass@2`, `g-pass@4 (tau 0.5)` as `g-pass@4:0.5`). */
export function processSpec(name: string, w?: readonly number[]): MetricSpec {
  const [stem, tau] = name.split(':');
  const parsed = parseMetricName(stem ?? name);
  if (typeof parsed === 'string') throw new Error(`${name}: ${parsed}`);
  const base = {
    family: parsed.family,
    ...(typeof parsed.k === 'number' ? { k: parsed.k } : {}),
    ...(tau !== undefined ? { tau: Number(tau) } : {}),
  };
  return {
    ...base,
    label: metricLabel(base),
    gate: true,
    uncertainty: 'posterior',
    iterations: 1000,
    seed: 1,
    ...(w ? { w } : {}),
  };
}

/** Rubric labels 0..3 and their scores. */
export const RUBRIC_WEIGHTS = [0, 1 / 3, 2 / 3, 1] as const;

/** Dirichlet(alpha) by normalized gammas (through Beta stick-breaking, on the seeded stream). */
function dirichlet(rng: Prng, alpha: readonly number[]): number[] {
  const out: number[] = [];
  let rest = 1;
  let tail = alpha.reduce((s, a) => s + a, 0);
  for (let i = 0; i < alpha.length - 1; i++) {
    tail -= alpha[i] as number;
    const share = tail > 0 ? beta(rng, alpha[i] as number, tail) : 1;
    out.push(rest * share);
    rest *= 1 - share;
  }
  out.push(rest);
  return out;
}

/** One label by its shares. */
function label(rng: Prng, shares: readonly number[]): number {
  const u = uniform(rng);
  let c = 0;
  for (let i = 0; i < shares.length - 1; i++) {
    c += shares[i] as number;
    if (u < c) return i;
  }
  return shares.length - 1;
}

/** One run's label counts of n trials at shares θ with intra-run correlation ρ (Dirichlet run shares). */
function runLabels(rng: Prng, n: number, shares: readonly number[], rho: number): number[] {
  const counts = shares.map(() => 0);
  if (rho >= 1) {
    counts[label(rng, shares)] = n;
    return counts;
  }
  const run =
    rho > 0
      ? dirichlet(
          rng,
          shares.map((t) => Math.max(1e-9, (t * (1 - rho)) / rho)),
        )
      : shares;
  for (let t = 0; t < n; t++) (counts[label(rng, run)] as number)++;
  return counts;
}

/** What one cell draws. */
export interface ProcessShape {
  readonly kind: 'family' | 'correlation' | 'bimodal' | 'rubric';
  readonly metric: string;
  readonly population: ProcessPopulation;
  readonly questions: number;
  readonly baselineTrials: number;
  readonly candidateTrials: number;
  /** Intra-run correlation of trials ρ. */
  readonly correlation: number;
  /** A drop of the population's accuracy, in points (0: no change). */
  readonly drop: number;
  readonly runs: number;
}

/** What one cell measured. */
export interface ProcessCell extends ProcessShape {
  /** Runs each rule called a regression, and an improvement. */
  readonly flagged: Readonly<Record<ProcessRule, number>>;
  readonly wrongWay: Readonly<Record<ProcessRule, number>>;
  /** Runs whose per-question differences contradicted the trial model (intervals widened, said). */
  readonly widened: number;
}

function zeros(): Record<ProcessRule, number> {
  return Object.fromEntries(PROCESS_RULE_NAMES.map((r) => [r, 0])) as Record<ProcessRule, number>;
}

function shapeCode(s: ProcessShape): number[] {
  let h = 0;
  for (const ch of `${s.kind}|${s.metric}|${s.population}`)
    h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return [
    h,
    s.questions,
    s.baselineTrials,
    s.candidateTrials,
    Math.round(s.correlation * 1000),
    Math.round(s.drop * 1000),
  ];
}

/** A 0/1 count table of successes x of n trials. */
function binaryTable(ids: readonly string[], x: Float64Array, n: number): CountTable {
  const m = ids.length;
  const counts = new Float64Array(2 * m);
  for (let q = 0; q < m; q++) {
    counts[2 * q] = n - (x[q] as number);
    counts[2 * q + 1] = x[q] as number;
  }
  return { ids, categories: 2, counts, trials: new Float64Array(m).fill(n) };
}

/** The candidate's rate under a drop of `drop` points on the questions that can move. */
function candidateRate(population: ProcessPopulation, drop: number): (p: number) => number {
  if (drop === 0) return (p) => p;
  if (population === 'mixture') {
    const s = calibrateShift(drop / 100, MIXTURE);
    return (p) => shiftP(p, s);
  }
  // Only the moving fifth can drop: a drop of d points is d / 0.2 on them.
  const moving: MixtureComponent[] = [{ name: 'moving', weight: 1, ...BIMODAL.moving }];
  const s = calibrateShift(drop / 100 / (1 - BIMODAL.right - BIMODAL.wrong), moving);
  return (p) => shiftP(p, s);
}

/** Runs one cell: `runs` simulated PRs, each judged by every rule. */
export function runProcessCell(seed: number, shape: ProcessShape): ProcessCell {
  const rng = createPrng(cellSeed(seed, 66_000, ...shapeCode(shape)));
  const m = shape.questions;
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  const rubric = shape.kind === 'rubric';
  const w = rubric ? [...RUBRIC_WEIGHTS] : undefined;
  const spec = processSpec(shape.metric, w);
  const ctx = {
    baseline: { confidence: 0.95, ...(w ? { w } : {}) },
    candidate: { confidence: 0.95, ...(w ? { w } : {}) },
  };
  const moved = candidateRate(shape.population, shape.drop);
  const flagged = zeros();
  const wrongWay = zeros();
  let widened = 0;
  const nb = shape.baselineTrials;
  const nc = shape.candidateTrials;
  for (let run = 0; run < shape.runs; run++) {
    let base: CountTable;
    let cand: CountTable;
    if (rubric) {
      const k = RUBRIC_WEIGHTS.length;
      const cb = new Float64Array(k * m);
      const cc = new Float64Array(k * m);
      for (let q = 0; q < m; q++) {
        const shares = dirichlet(rng, [0.5, 0.5, 0.5, 0.5]);
        runLabels(rng, nb, shares, shape.correlation).forEach((c, j) => (cb[q * k + j] = c));
        runLabels(rng, nc, shares, shape.correlation).forEach((c, j) => (cc[q * k + j] = c));
      }
      base = { ids, categories: k, counts: cb, trials: new Float64Array(m).fill(nb) };
      cand = { ids, categories: k, counts: cc, trials: new Float64Array(m).fill(nc) };
    } else {
      const xb = new Float64Array(m);
      const xc = new Float64Array(m);
      for (let q = 0; q < m; q++) {
        const p = drawRate(rng, shape.population);
        xb[q] = runSuccesses(rng, nb, p, shape.correlation);
        xc[q] = runSuccesses(rng, nc, moved(p), shape.correlation);
      }
      base = binaryTable(ids, xb, nb);
      cand = binaryTable(ids, xc, nc);
    }
    const { input } = buildComparison(base, cand, spec, ctx);
    if (input.dispersion?.contradicted) widened++;
    for (const rule of PROCESS_RULE_NAMES) {
      const change = compareIntervals(input, PROCESS_RULES[rule]).change;
      if (change === 'regression') flagged[rule]++;
      else if (change === 'improvement') wrongWay[rule]++;
    }
  }
  return { ...shape, flagged, wrongWay, widened };
}

/** Holm over many gated metrics: K benchmarks × metrics, every one unchanged. */
export interface HolmShape {
  readonly benchmarks: number;
  readonly metrics: readonly string[];
  readonly questions: number;
  readonly trials: number;
  readonly runs: number;
}

/** Runs of a Holm cell with any false regression, and the bound each report printed. */
export interface HolmCell extends HolmShape {
  readonly anyFlag: Readonly<Record<'z95' | 'paired01', number>>;
  readonly bound: Readonly<Record<'z95' | 'paired01', number>>;
}

export function runHolmCell(seed: number, shape: HolmShape): HolmCell {
  const rng = createPrng(cellSeed(seed, 67_000, shape.benchmarks, shape.questions, shape.trials));
  const m = shape.questions;
  const n = shape.trials;
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  const specs = shape.metrics.map((name) => processSpec(name));
  const ctx = { baseline: { confidence: 0.95 }, candidate: { confidence: 0.95 } };
  const settings = {
    z95: { ...PROCESS_RULES.z95, multipleComparisons: 'holm' },
    paired01: { ...PROCESS_RULES.paired01, multipleComparisons: 'holm' },
  } as const satisfies Record<string, DecisionSettings>;
  const anyFlag = { z95: 0, paired01: 0 };
  const bound = { z95: 0, paired01: 0 };
  for (let run = 0; run < shape.runs; run++) {
    const benchmarks = Array.from({ length: shape.benchmarks }, (_, i) => {
      const xb = new Float64Array(m);
      const xc = new Float64Array(m);
      for (let q = 0; q < m; q++) {
        const p = drawP(rng, MIXTURE);
        xb[q] = binomial(rng, n, p);
        xc[q] = binomial(rng, n, p);
      }
      const base = binaryTable(ids, xb, n);
      const cand = binaryTable(ids, xc, n);
      return {
        name: `b${i}`,
        comparisons: specs.map((s) => buildComparison(base, cand, s, ctx).input),
      };
    });
    for (const rule of ['z95', 'paired01'] as const) {
      const d = decide(benchmarks, settings[rule]);
      if (d.verdict === 'regression') anyFlag[rule]++;
      bound[rule] = d.falseAlarmBound ?? NaN;
    }
  }
  return { ...shape, anyFlag, bound };
}

/** How much the process cells simulate. */
export interface ProcessOptions {
  readonly questions: number;
  /** Every family at equal and unequal trials, no change. */
  readonly families: {
    readonly metrics: readonly {
      readonly metric: string;
      readonly pairs: readonly (readonly [number, number])[];
    }[];
    readonly populations: readonly ProcessPopulation[];
    readonly runs: number;
  };
  /** Correlated trials, no change. */
  readonly correlation: {
    readonly metrics: readonly {
      readonly metric: string;
      readonly pairs: readonly (readonly [number, number])[];
    }[];
    readonly correlations: readonly number[];
    readonly populations: readonly ProcessPopulation[];
    readonly runs: number;
  };
  /** The bimodal benchmark: no change and a drop, at equal trials. */
  readonly bimodal: {
    readonly trials: readonly number[];
    readonly drop: number;
    readonly nullRuns: number;
    readonly powerRuns: number;
  };
  /** Rubric labels, no change. */
  readonly rubric: {
    readonly metrics: readonly string[];
    readonly pairs: readonly (readonly [number, number])[];
    readonly correlations: readonly number[];
    readonly runs: number;
  };
  /** Holm over many gated metrics. */
  readonly holm: HolmShape;
}

/** One job of the process cells. */
export type ProcessJob =
  | { readonly kind: 'cell'; readonly seed: number; readonly shape: ProcessShape }
  | { readonly kind: 'holm'; readonly seed: number; readonly shape: HolmShape };

/** Every job, in the order the report lists them. */
export function processJobs(seed: number, o: ProcessOptions): ProcessJob[] {
  const jobs: ProcessJob[] = [];
  const m = o.questions;
  const cell = (shape: Omit<ProcessShape, 'questions'>) =>
    jobs.push({ kind: 'cell', seed, shape: { ...shape, questions: m } });
  for (const { metric, pairs } of o.families.metrics)
    for (const [nb, nc] of pairs)
      for (const population of o.families.populations)
        cell({
          kind: 'family',
          metric,
          population,
          baselineTrials: nb,
          candidateTrials: nc,
          correlation: 0,
          drop: 0,
          runs: o.families.runs,
        });
  for (const { metric, pairs } of o.correlation.metrics)
    for (const [nb, nc] of pairs)
      for (const correlation of o.correlation.correlations)
        for (const population of o.correlation.populations)
          cell({
            kind: 'correlation',
            metric,
            population,
            baselineTrials: nb,
            candidateTrials: nc,
            correlation,
            drop: 0,
            runs: o.correlation.runs,
          });
  for (const n of o.bimodal.trials)
    for (const drop of [0, o.bimodal.drop])
      cell({
        kind: 'bimodal',
        metric: 'bayes',
        population: 'bimodal',
        baselineTrials: n,
        candidateTrials: n,
        correlation: 0,
        drop,
        runs: drop === 0 ? o.bimodal.nullRuns : o.bimodal.powerRuns,
      });
  for (const metric of o.rubric.metrics)
    for (const [nb, nc] of o.rubric.pairs)
      for (const correlation of o.rubric.correlations)
        cell({
          kind: 'rubric',
          metric,
          population: 'mixture',
          baselineTrials: nb,
          candidateTrials: nc,
          correlation,
          drop: 0,
          runs: o.rubric.runs,
        });
  jobs.push({ kind: 'holm', seed, shape: o.holm });
  return jobs;
}

/** A job's name, for progress lines. */
export function processJobName(job: ProcessJob): string {
  if (job.kind === 'holm') return `holm K=${job.shape.benchmarks}`;
  const s = job.shape;
  return `${s.kind} ${s.metric} ${s.baselineTrials}->${s.candidateTrials} rho=${s.correlation} ${s.population}${s.drop ? ` drop=${s.drop}` : ''}`;
}

export function runProcessJob(job: ProcessJob): ProcessCell | HolmCell {
  return job.kind === 'holm'
    ? runHolmCell(job.seed, job.shape)
    : runProcessCell(job.seed, job.shape);
}

/** What the process cells measured. */
export interface ProcessResult {
  readonly cells: readonly ProcessCell[];
  readonly holm: HolmCell | null;
}

export function gatherProcesses(
  jobs: readonly ProcessJob[],
  results: readonly (ProcessCell | HolmCell)[],
): ProcessResult {
  const cells: ProcessCell[] = [];
  let holm: HolmCell | null = null;
  jobs.forEach((job, i) => {
    if (job.kind === 'holm') holm = results[i] as HolmCell;
    else cells.push(results[i] as ProcessCell);
  });
  return { cells, holm };
}
