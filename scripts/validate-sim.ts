/**
 * The gate's error rates, measured by simulation (pure: no I/O; `scripts/validate.ts` is the
 * command that runs it and writes docs/statistics.md).
 *
 * Model. A benchmark has M questions; question q has a latent success probability p_q drawn from
 * a Beta mixture (30% Beta(0.5, 4) hard, 40% Beta(2, 2) medium, 30% Beta(6, 1) easy; population
 * mean 0.4905). Baseline and candidate answer the SAME questions; each runs N independent trials
 * per question, so the baseline's successes are Binomial(N, p_q) and the candidate's
 * Binomial(N, p'_q). Under "no change" p'_q = p_q; under a drop of d points the candidate's
 * latent accuracy is lowered on the logit scale, p'_q = sigmoid(logit(p_q) - s_d), with the shift
 * s_d calibrated so that the POPULATION mean falls by exactly d (easy and hard questions move
 * less than middling ones, as real regressions do). Under "churn" the candidate re-draws p'_q
 * from the same mixture for a share of the questions: the same population accuracy, different
 * questions solved. Count tables are built directly from the binomial draws (no matrices); the
 * rules (`compareIntervals`, `decide`), the metrics and the bootstrap are the library's own.
 *
 * Every (M, N, d) cell has its own PRNG stream derived from the seed, so a cell's numbers do not
 * depend on which other cells run, and the same seed gives the same numbers on every Node version
 * (sfc32 integer arithmetic; the only floating-point functions are exp/log/sqrt/pow).
 */
import { buildComparison } from '../src/decision/comparison-input.js';
import { compareIntervals, decide, trialBudget } from '../src/decision/decide.js';
import { createPrng, type Prng } from '../src/decision/prng.js';
import type { ComparisonInput, DecisionSettings } from '../src/decision/types.js';
import type { MetricSpec } from '../src/decision/catalog.js';
import type { CountTable } from '../src/metrics/index.js';

/** One component of the question-difficulty mixture: weight x Beta(a, b). */
export interface MixtureComponent {
  readonly name: string;
  readonly weight: number;
  readonly a: number;
  readonly b: number;
}

/** The question-difficulty population. */
export const MIXTURE: readonly MixtureComponent[] = [
  { name: 'hard', weight: 0.3, a: 0.5, b: 4 },
  { name: 'medium', weight: 0.4, a: 2, b: 2 },
  { name: 'easy', weight: 0.3, a: 6, b: 1 },
];

/** Population mean of p: sum of weight x a / (a + b). */
export function populationMean(mixture: readonly MixtureComponent[] = MIXTURE): number {
  return mixture.reduce((s, c) => s + (c.weight * c.a) / (c.a + c.b), 0);
}

// ---------------------------------------------------------------------------------------------
// Random variates on the seeded sfc32 stream.

/** Uniform in (0, 1): never exactly 0 (logs and powers stay finite). */
export function uniform(rng: Prng): number {
  return (rng.nextUint32() + 0.5) / 4294967296;
}

/** Standard normal (Marsaglia's polar method; one of the pair is used). */
function normal(rng: Prng): number {
  for (;;) {
    const u = 2 * uniform(rng) - 1;
    const v = 2 * uniform(rng) - 1;
    const s = u * u + v * v;
    if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s);
  }
}

/** Gamma(a, 1): Marsaglia & Tsang (2000); for a < 1, Gamma(a + 1) x U^(1/a). */
function gamma(rng: Prng, a: number): number {
  if (a < 1) return gamma(rng, a + 1) * Math.pow(uniform(rng), 1 / a);
  const d = a - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = uniform(rng);
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** Beta(a, b) = X / (X + Y), X ~ Gamma(a), Y ~ Gamma(b). */
export function beta(rng: Prng, a: number, b: number): number {
  const x = gamma(rng, a);
  const y = gamma(rng, b);
  return x / (x + y);
}

/** A question's p from the mixture. */
export function drawP(rng: Prng, mixture: readonly MixtureComponent[]): number {
  let u = uniform(rng);
  for (const c of mixture) {
    if (u < c.weight) return beta(rng, c.a, c.b);
    u -= c.weight;
  }
  const last = mixture[mixture.length - 1] as MixtureComponent;
  return beta(rng, last.a, last.b);
}

/**
 * Binomial(n, p) by inversion (walk the pmf from 0 with the ratio recurrence), on the smaller
 * of p and 1 - p: O(n min(p, 1 - p)) steps, exact for the small n used here.
 */
export function binomial(rng: Prng, n: number, p: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return n;
  const flip = p > 0.5;
  const pp = flip ? 1 - p : p;
  const ratio = pp / (1 - pp);
  let pmf = Math.pow(1 - pp, n);
  let cdf = pmf;
  const u = uniform(rng);
  let x = 0;
  while (u > cdf && x < n) {
    pmf *= (ratio * (n - x)) / (x + 1);
    x++;
    cdf += pmf;
  }
  return flip ? n - x : x;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** p lowered by s on the logit scale (0 and 1 stay where they are). */
export function shiftP(p: number, s: number): number {
  if (s === 0 || p <= 0 || p >= 1) return p;
  return sigmoid(Math.log(p / (1 - p)) - s);
}

/**
 * The logit shift s_d that lowers the population mean of p by exactly `drop`, by bisection on a
 * fixed reference sample (200,000 draws, seed 0x5c0e10): the mean drop is computed on the same
 * draws with and without the shift, so its Monte Carlo error is far below 1e-4.
 */
export function calibrateShift(
  drop: number,
  mixture: readonly MixtureComponent[] = MIXTURE,
): number {
  if (drop === 0) return 0;
  const key = `${drop}|${JSON.stringify(mixture)}`;
  const known = SHIFTS.get(key);
  if (known !== undefined) return known;
  const sample = referenceSample(mixture);
  const meanDrop = (s: number): number => {
    let t = 0;
    for (let i = 0; i < sample.length; i++) {
      const p = sample[i] as number;
      t += p - shiftP(p, s);
    }
    return t / sample.length;
  };
  let lo = 0;
  let hi = 8;
  // 40 halvings of [0, 8]: s to 7e-12, far below what moves the mean drop.
  for (let it = 0; it < 40; it++) {
    const mid = (lo + hi) / 2;
    if (meanDrop(mid) < drop) lo = mid;
    else hi = mid;
  }
  const shift = (lo + hi) / 2;
  SHIFTS.set(key, shift);
  return shift;
}

/** Calibrated shifts, and the reference samples they come from, per drop and population (pure caches). */
const SHIFTS = new Map<string, number>();
const SAMPLES = new Map<string, Float64Array>();

function referenceSample(mixture: readonly MixtureComponent[]): Float64Array {
  const key = JSON.stringify(mixture);
  let sample = SAMPLES.get(key);
  if (!sample) {
    const rng = createPrng(0x5c0e10);
    sample = new Float64Array(200_000);
    for (let i = 0; i < sample.length; i++) sample[i] = drawP(rng, mixture);
    SAMPLES.set(key, sample);
  }
  return sample;
}

// ---------------------------------------------------------------------------------------------
// The experiment.

/** Single-component populations for the coverage tables (mean 0.8 and mean 0.143). */
export const MIXTURES: Readonly<Record<'mixed' | 'easy' | 'hard', readonly MixtureComponent[]>> = {
  mixed: MIXTURE,
  easy: [{ name: 'easy', weight: 1, a: 8, b: 2 }],
  hard: [{ name: 'hard', weight: 1, a: 1, b: 6 }],
};
export type MixtureName = keyof typeof MIXTURES;

/** The rules whose flag rates are measured. */
export const RULES = [
  'overlap',
  'z95',
  'z99',
  'paired01',
  'paired05',
  'bootstrap',
  'naive2pt',
  'ratio98',
] as const;
export type RuleId = (typeof RULES)[number];

/** What each rule is, for the tables. */
export const RULE_LABELS: Readonly<Record<RuleId, string>> = {
  overlap: 'bayes · overlap (default)',
  z95: 'bayes · z, ρ ≥ 0.95',
  z99: 'bayes · z, ρ ≥ 0.99',
  paired01: 'paired, α = 0.01',
  paired05: 'paired, α = 0.05',
  bootstrap: 'bayes · bootstrap (paired Δ)',
  naive2pt: 'naive · accuracy drop > 2 pts',
  ratio98: 'naive · ratio < 0.98',
};

/** Rules that use the bootstrap (computed on the first `bootstrapRuns` runs of a cell only). */
export const BOOTSTRAP_RULES: readonly RuleId[] = ['bootstrap'];

/** A scenario: a drop of d points (0 = no change: false alarms), or churn. */
export type Scenario = number | 'churn';

/** A trial-budget figure to check by simulation. */
export interface BudgetCheck {
  readonly questions: number;
  readonly trials: number;
  readonly drop: number;
  readonly rule: 'overlap' | 'z95' | 'paired01';
}

/** What the main table's cells need (validate-types.ts has the whole run's options). */
export interface SimOptions {
  /** Master seed (an integer). */
  readonly seed: number;
  /** Questions M per benchmark. */
  readonly questions: readonly number[];
  /** Trials N per question. */
  readonly trials: readonly number[];
  /** Drops of the candidate's population accuracy, in points (0 = no change: false alarms). */
  readonly drops: readonly number[];
  /** Simulated PRs per no-change cell (false alarms). */
  readonly nullRuns: number;
  /** Simulated PRs per drop cell (power) and per churn cell. */
  readonly powerRuns: number;
  /** Share of questions the candidate re-draws under churn. */
  readonly churnFraction: number;
  /** Of each cell's runs, how many also run the paired bootstrap, and with how many resamples. */
  readonly bootstrapRuns: number;
  readonly bootstrapIterations: number;
  /** Baseline-only runs per mixture and (M, N) for the coverage tables. */
  readonly coverageRuns: number;
  /** Multiple comparisons: K benchmarks per PR, all unchanged, at one (M, N). */
  readonly familySizes: readonly number[];
  readonly familySetting: { readonly questions: number; readonly trials: number };
  readonly familyRuns: number;
  /** Trial-budget figures checked by simulation, and the runs of each check. */
  readonly budgetChecks: readonly BudgetCheck[];
  readonly budgetRuns: number;
}

/** Results of one (M, N, scenario) cell. */
export interface CellResult {
  readonly questions: number;
  readonly trials: number;
  readonly scenario: Scenario;
  /** Logit shift used (drops). */
  readonly shift: number;
  readonly runs: number;
  readonly bootstrapRuns: number;
  /** Runs each rule flagged a regression. */
  readonly flagged: Readonly<Record<RuleId, number>>;
  /** Runs the rule flagged an improvement (a wrong-direction call for a drop). */
  readonly wrongWay: Readonly<Record<RuleId, number>>;
  /** Mean smallest drop (points, raw scale) seen with 80% power: overlap, and paired at α 0.01. */
  readonly detectable: { readonly overlap: number; readonly paired01: number };
}

/** Coverage of the baseline's Bayes@N interval for one mixture and (M, N). */
export interface CoverageResult {
  readonly mixture: MixtureName;
  readonly questions: number;
  readonly trials: number;
  readonly runs: number;
  /** Runs whose decided interval (the mean score's) contained the mean of the M questions' p. */
  readonly conditional: number;
  /** Runs whose Bayes@N posterior interval contained it. */
  readonly conditionalPosterior: number;
  /** Runs whose decided interval contained the population mean. */
  readonly population: number;
  /** Mean half-width of the decided interval. */
  readonly halfWidth: number;
  /** Mean (value − these questions' mean): the decided value's bias, and Bayes@N's pull to ½. */
  readonly bias: number;
  readonly pull: number;
}

/** Per-run false alarms with K unchanged benchmarks. */
export interface FamilyResult {
  readonly k: number;
  readonly runs: number;
  /** Runs with at least one flagged regression, per rule and adjustment. */
  readonly anyFlag: Readonly<Record<FamilyRule, number>>;
}
export const FAMILY_RULES = [
  'overlap',
  'z95-none',
  'z95-holm',
  'paired01-none',
  'paired01-holm',
] as const;
export type FamilyRule = (typeof FAMILY_RULES)[number];

/** A budget figure and the power measured around it. */
export interface BudgetResult extends BudgetCheck {
  /**
   * Trials per question the report advises for a drop of the cell's size: the median of the
   * advice over the pilot PRs the rule did not call that got a number (null: none did).
   */
  readonly advised: number | null;
  /** Pilot runs. */
  readonly advisedRuns: number;
  /** Pilot PRs the rule did not call, by the kind of advice they got (estimate, questions, ...). */
  readonly kinds: Readonly<Record<string, number>>;
  /** Power at 4 × the current trials: whether "more trials won't help" is right. */
  readonly powerAtFourTimes: number;
  /** Power measured at 0.85 x, 1 x and 1.15 x the advice (runs each: budgetRuns). */
  readonly power: { readonly low: number; readonly at: number; readonly high: number } | null;
}

const OVERLAP: DecisionSettings = {
  rule: 'overlap',
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
};
const Z95: DecisionSettings = { ...OVERLAP, rule: 'z' };
const Z99: DecisionSettings = { ...Z95, minConfidence: 0.99 };
const PAIRED01: DecisionSettings = { ...OVERLAP, rule: 'paired', alpha: 0.01 };
const PAIRED05: DecisionSettings = { ...OVERLAP, rule: 'paired', alpha: 0.05 };

/** Stream seed of one cell: the master seed mixed with its words (FNV-1a over 16-bit halves). */
export function cellSeed(seed: number, ...words: number[]): number {
  let h = 0x811c9dc5;
  for (const word of [seed, ...words]) {
    h = Math.imul(h ^ (word >>> 0), 0x01000193) >>> 0;
    h = Math.imul(h ^ (word >>> 16), 0x01000193) >>> 0;
  }
  return h;
}

function scenarioCode(s: Scenario): number {
  return s === 'churn' ? 999_999 : Math.round(s * 1000);
}

function zero(): Record<RuleId, number> {
  return Object.fromEntries(RULES.map((r) => [r, 0])) as Record<RuleId, number>;
}

/** One simulated PR: the count tables and the comparison input of Bayes@N, as the engine builds it. */
export interface Pr {
  readonly base: CountTable;
  readonly cand: CountTable;
  readonly input: ComparisonInput;
  /** Plain accuracies (avg@N), as a user's script computes them. */
  readonly accB: number;
  readonly accC: number;
  /** Mean of the M questions' latent p on the baseline side, and of p' on the candidate's. */
  readonly meanP: number;
  readonly meanPc: number;
}

/** Bayes@N as a config's `metrics: [bayes]` gives it. */
export const BAYES_SPEC: MetricSpec = {
  family: 'bayes',
  label: 'bayes',
  gate: true,
  uncertainty: 'posterior',
  iterations: 1000,
  seed: 1,
};

/** The context every simulated comparison is built with: 95% intervals, binary outcomes. */
const CONTEXT = { baseline: { confidence: 0.95 }, candidate: { confidence: 0.95 } } as const;

/** What one simulated PR looks like: M questions, each side's trials, the questions' p, the change. */
export interface PrShape {
  readonly questions: number;
  readonly baselineTrials: number;
  readonly candidateTrials: number;
  readonly population: readonly MixtureComponent[];
  /** The candidate's p for a question whose baseline p is `p`. */
  readonly candidate: (p: number) => number;
}

/** Count table of M questions from successes x_q of n trials each (binary). */
function binaryTable(ids: readonly string[], successes: Float64Array, n: number): CountTable {
  const m = ids.length;
  const counts = new Float64Array(2 * m);
  for (let q = 0; q < m; q++) {
    counts[2 * q] = n - (successes[q] as number);
    counts[2 * q + 1] = successes[q] as number;
  }
  return { ids, categories: 2, counts, trials: new Float64Array(m).fill(n) };
}

/**
 * A generator of simulated PRs: new questions every PR, binomial trials on each side, and the
 * comparison built by the library's `buildComparison` exactly as `compare` builds it.
 */
export function prGenerator(rng: Prng, shape: PrShape): () => Pr {
  const m = shape.questions;
  const nb = shape.baselineTrials;
  const nc = shape.candidateTrials;
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  return () => {
    const xb = new Float64Array(m);
    const xc = new Float64Array(m);
    let meanP = 0;
    let meanPc = 0;
    let tb = 0;
    let tc = 0;
    for (let q = 0; q < m; q++) {
      const p = drawP(rng, shape.population);
      const pc = shape.candidate(p);
      meanP += p;
      meanPc += pc;
      xb[q] = binomial(rng, nb, p);
      xc[q] = binomial(rng, nc, pc);
      tb += (xb[q] as number) / nb;
      tc += (xc[q] as number) / nc;
    }
    const base = binaryTable(ids, xb, nb);
    const cand = binaryTable(ids, xc, nc);
    const { input } = buildComparison(base, cand, BAYES_SPEC, CONTEXT);
    return { base, cand, input, accB: tb / m, accC: tc / m, meanP: meanP / m, meanPc: meanPc / m };
  };
}

/** The candidate's p for a scenario: a logit shift of every question, or churn. */
function candidateRule(
  rng: Prng,
  scenario: Scenario,
  shift: number,
  churn: number,
): (p: number) => number {
  if (scenario === 'churn') return (p) => (uniform(rng) < churn ? drawP(rng, MIXTURE) : p);
  return (p) => shiftP(p, shift);
}

/** The paired bootstrap of Bayes@N's Δ (the rule `uncertainty: bootstrap` under overlap). */
function bootstrapChange(pr: Pr, iterations: number, seed: number): string {
  const { input } = buildComparison(
    pr.base,
    pr.cand,
    { ...BAYES_SPEC, uncertainty: 'bootstrap', iterations, seed },
    CONTEXT,
  );
  return compareIntervals(input, OVERLAP).change;
}

/** Runs one (M, N, scenario) cell. */
export function runCell(
  options: SimOptions,
  questions: number,
  trials: number,
  scenario: Scenario,
  shift: number,
  runs: number = scenario === 0 ? options.nullRuns : options.powerRuns,
): CellResult {
  const rng = createPrng(cellSeed(options.seed, questions, trials, scenarioCode(scenario)));
  const next = prGenerator(rng, {
    questions,
    baselineTrials: trials,
    candidateTrials: trials,
    population: MIXTURE,
    candidate: candidateRule(rng, scenario, shift, options.churnFraction),
  });
  const flagged = zero();
  const wrongWay = zero();
  const flag = (rule: RuleId, change: string): void => {
    if (change === 'regression') flagged[rule]++;
    else if (change === 'improvement') wrongWay[rule]++;
  };
  let detOverlap = 0;
  let detPaired = 0;
  const bootstrapRuns = Math.min(runs, options.bootstrapRuns);
  for (let run = 0; run < runs; run++) {
    const pr = next();
    const bootstrapSeed = rng.nextUint32();
    const { input } = pr;
    const over = compareIntervals(input, OVERLAP);
    flag('overlap', over.change);
    detOverlap += over.detectableDrop ?? 0;
    detPaired += over.pairedDetectableDrop ?? 0;
    flag('z95', compareIntervals(input, Z95).change);
    flag('z99', compareIntervals(input, Z99).change);
    flag('paired01', compareIntervals(input, PAIRED01).change);
    flag('paired05', compareIntervals(input, PAIRED05).change);
    if (pr.accC - pr.accB < -0.02) flagged.naive2pt++;
    else if (pr.accC - pr.accB > 0.02) wrongWay.naive2pt++;
    if (pr.accB > 0 && pr.accC / pr.accB < 0.98) flagged.ratio98++;
    else if (pr.accC > 0 && pr.accB / pr.accC < 0.98) wrongWay.ratio98++;
    if (run < bootstrapRuns)
      flag('bootstrap', bootstrapChange(pr, options.bootstrapIterations, bootstrapSeed));
  }
  return {
    questions,
    trials,
    scenario,
    shift,
    runs,
    bootstrapRuns,
    flagged,
    wrongWay,
    detectable: { overlap: detOverlap / runs, paired01: detPaired / runs },
  };
}

/** Coverage of the baseline's intervals (the decided one and Bayes@N's) for one mixture and (M, N). */
export function runCoverage(
  options: SimOptions,
  mixture: MixtureName,
  questions: number,
  trials: number,
): CoverageResult {
  const name = Object.keys(MIXTURES).indexOf(mixture);
  const rng = createPrng(cellSeed(options.seed, questions, trials, 777_000 + name));
  const next = prGenerator(rng, {
    questions,
    baselineTrials: trials,
    candidateTrials: trials,
    population: MIXTURES[mixture],
    candidate: (p) => p,
  });
  const popMean = populationMean(MIXTURES[mixture]);
  let conditional = 0;
  let conditionalPosterior = 0;
  let population = 0;
  let halfWidth = 0;
  let bias = 0;
  let pull = 0;
  for (let run = 0; run < options.coverageRuns; run++) {
    const pr = next();
    const iv = pr.input.baseline;
    const post = pr.input.posterior?.baseline ?? iv;
    if (iv.lo <= pr.meanP && pr.meanP <= iv.hi) conditional++;
    if (post.lo <= pr.meanP && pr.meanP <= post.hi) conditionalPosterior++;
    if (iv.lo <= popMean && popMean <= iv.hi) population++;
    halfWidth += (iv.hi - iv.lo) / 2;
    bias += iv.mu - pr.meanP;
    pull += post.mu - pr.meanP;
  }
  const runs = options.coverageRuns;
  return {
    mixture,
    questions,
    trials,
    runs,
    conditional,
    conditionalPosterior,
    population,
    halfWidth: halfWidth / runs,
    bias: bias / runs,
    pull: pull / runs,
  };
}

/** Per-run false alarms of K unchanged benchmarks, with and without Holm. */
export function runFamily(options: SimOptions, k: number): FamilyResult {
  const { questions, trials } = options.familySetting;
  const rng = createPrng(cellSeed(options.seed, questions, trials, 555_000 + k));
  const next = prGenerator(rng, {
    questions,
    baselineTrials: trials,
    candidateTrials: trials,
    population: MIXTURE,
    candidate: (p) => p,
  });
  const anyFlag = Object.fromEntries(FAMILY_RULES.map((r) => [r, 0])) as Record<FamilyRule, number>;
  const settings: Record<FamilyRule, DecisionSettings> = {
    overlap: OVERLAP,
    'z95-none': Z95,
    'z95-holm': { ...Z95, multipleComparisons: 'holm' },
    'paired01-none': PAIRED01,
    'paired01-holm': { ...PAIRED01, multipleComparisons: 'holm' },
  };
  for (let run = 0; run < options.familyRuns; run++) {
    const benchmarks = Array.from({ length: k }, (_, i) => ({
      name: `b${i}`,
      comparisons: [next().input],
    }));
    for (const rule of FAMILY_RULES)
      if (decide(benchmarks, settings[rule]).verdict === 'regression') anyFlag[rule]++;
  }
  return { k, runs: options.familyRuns, anyFlag };
}

export const BUDGET_SETTINGS: Readonly<Record<BudgetCheck['rule'], DecisionSettings>> = {
  overlap: OVERLAP,
  z95: Z95,
  paired01: PAIRED01,
};

/** The middle value of a list (upper median). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Share of `runs` PRs of a shape that the rule flags as a regression. */
export function powerOf(
  rng: Prng,
  shape: PrShape,
  settings: DecisionSettings,
  runs: number,
): number {
  const next = prGenerator(rng, shape);
  let hits = 0;
  for (let run = 0; run < runs; run++) if (compareIntervals(next().input, settings).fails) hits++;
  return hits / runs;
}

/**
 * Checks the trial-budget advice: over pilot PRs with a real drop of the cell's size, the advice
 * `trialBudget` gives for a drop of each PR's observed size (the median over every pilot PR, the
 * observed Δ being unbiased only over all of them) and the kind of advice the report gave the PRs
 * the rule did not call; then the power measured at 0.85, 1 and 1.15 times the median, and at
 * 4 × the current trials (whether "more trials won't help" was right). Within ±15% means the
 * power crosses 80% between the low and the high figure.
 */
export function runBudgetCheck(
  options: SimOptions,
  check: BudgetCheck,
  shift: number,
): BudgetResult {
  const { questions: m, trials: n } = check;
  const rng = createPrng(cellSeed(options.seed, m, n, 333_000 + check.drop));
  const settings = BUDGET_SETTINGS[check.rule];
  const shape = (trials: number): PrShape => ({
    questions: m,
    baselineTrials: trials,
    candidateTrials: trials,
    population: MIXTURE,
    candidate: (p) => shiftP(p, shift),
  });
  const pilot = prGenerator(rng, shape(n));
  const advice: number[] = [];
  const kinds: Record<string, number> = {};
  const runs = options.budgetRuns;
  for (let run = 0; run < runs; run++) {
    const { input } = pilot();
    const c = compareIntervals(input, settings);
    // What the report says to the PRs it does not call (the share told "more questions").
    if (c.budget) kinds[c.budget.kind] = (kinds[c.budget.kind] ?? 0) + 1;
    // The advice for a drop of the observed size, for every pilot PR: the observed Δ is an
    // unbiased estimate of the cell's drop only over all PRs (the uncalled ones saw less of it).
    const b = trialBudget({
      delta: c.rawDelta,
      baselineSigma: input.baseline.sigma,
      candidateSigma: input.candidate.sigma,
      ...(input.sizes ? { sizes: input.sizes } : {}),
      scale: input.scale ?? 'metric',
      approximate: false,
      bootstrap: false,
      settings,
      ...(c.paired && input.paired
        ? { paired: { test: c.paired, noise: input.paired.noise } }
        : {}),
    });
    if (b.kind === 'estimate' && b.trials !== null) advice.push(b.trials);
  }
  const powerAt = (trials: number): number =>
    powerOf(
      createPrng(cellSeed(options.seed, m, trials, 444_000 + check.drop)),
      shape(trials),
      settings,
      runs,
    );
  const powerAtFourTimes = powerAt(4 * n);
  if (advice.length === 0)
    return { ...check, advised: null, advisedRuns: runs, kinds, powerAtFourTimes, power: null };
  const advised = median(advice);
  return {
    ...check,
    advised,
    advisedRuns: runs,
    kinds,
    powerAtFourTimes,
    power: {
      low: powerAt(Math.max(1, Math.floor(advised * 0.85))),
      at: powerAt(advised),
      high: powerAt(Math.ceil(advised * 1.15)),
    },
  };
}

/** Fraction of runs a rule flagged a regression in a cell (bootstrap rules over their runs). */
export function flagRate(cell: CellResult, rule: RuleId): number {
  const runs = BOOTSTRAP_RULES.includes(rule) ? cell.bootstrapRuns : cell.runs;
  return runs > 0 ? cell.flagged[rule] / runs : NaN;
}

/** The cell for (M, N, scenario). */
export function findCell(
  result: { readonly cells: readonly CellResult[] },
  questions: number,
  trials: number,
  scenario: Scenario,
): CellResult | undefined {
  return result.cells.find(
    (c) => c.questions === questions && c.trials === trials && c.scenario === scenario,
  );
}
