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
import { bootstrapMetric } from '../src/decision/evaluate.js';
import {
  compareIntervals,
  decide,
  ruleChange,
  trialBudget,
  zScore,
} from '../src/decision/decide.js';
import { createPrng, type Prng } from '../src/decision/prng.js';
import type { ComparisonInput, DecisionSettings } from '../src/decision/types.js';
import type { MetricSpec } from '../src/decision/catalog.js';
import { bayesCi, type CountTable } from '../src/metrics/index.js';

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
function uniform(rng: Prng): number {
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
function beta(rng: Prng, a: number, b: number): number {
  const x = gamma(rng, a);
  const y = gamma(rng, b);
  return x / (x + y);
}

/** A question's p from the mixture. */
function drawP(rng: Prng, mixture: readonly MixtureComponent[]): number {
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
function binomial(rng: Prng, n: number, p: number): number {
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
  const rng = createPrng(0x5c0e10);
  const sample = new Float64Array(200_000);
  for (let i = 0; i < sample.length; i++) sample[i] = drawP(rng, mixture);
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
  for (let it = 0; it < 60; it++) {
    const mid = (lo + hi) / 2;
    if (meanDrop(mid) < drop) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
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

/** Options of {@link runValidation}. */
export interface ValidationOptions {
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
  /** Called as the work progresses. */
  readonly onProgress?: (what: string) => void;
}

/** The full-mode settings (the numbers in docs/statistics.md). */
export const FULL_OPTIONS: ValidationOptions = {
  seed: 20260101,
  questions: [50, 200, 1000],
  trials: [1, 2, 4, 16, 64],
  drops: [0, 1, 2, 5, 10],
  nullRuns: 20_000,
  powerRuns: 2_000,
  churnFraction: 0.3,
  bootstrapRuns: 200,
  bootstrapIterations: 500,
  coverageRuns: 2_000,
  familySizes: [1, 5, 10],
  familySetting: { questions: 200, trials: 4 },
  familyRuns: 4_000,
  budgetChecks: [
    { questions: 200, trials: 4, drop: 5, rule: 'overlap' },
    { questions: 200, trials: 4, drop: 5, rule: 'z95' },
    { questions: 200, trials: 1, drop: 5, rule: 'paired01' },
    { questions: 200, trials: 2, drop: 2, rule: 'paired01' },
  ],
  budgetRuns: 2_000,
};

/** The quick mode for CI (seconds): the cells the tests assert on, with fewer runs. */
export const QUICK_OPTIONS: ValidationOptions = {
  ...FULL_OPTIONS,
  questions: [200],
  trials: [1, 4, 16],
  drops: [0, 5, 10],
  nullRuns: 1_000,
  powerRuns: 400,
  bootstrapRuns: 40,
  bootstrapIterations: 200,
  coverageRuns: 300,
  familySizes: [1, 5],
  familyRuns: 300,
  budgetChecks: [{ questions: 200, trials: 4, drop: 5, rule: 'overlap' }],
  budgetRuns: 300,
};

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
  /** Runs whose interval contained the mean of the M questions' p. */
  readonly conditional: number;
  /** Runs whose interval contained the population mean. */
  readonly population: number;
  /** Mean half-width, and mean (posterior mean − conditional mean): the pull towards ½. */
  readonly halfWidth: number;
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
  /** Trials per question `trialBudget` advises for a drop of the cell's size (null: no estimate). */
  readonly advised: number | null;
  /** Pilot runs the figure's inputs come from. */
  readonly advisedRuns: number;
  /** Power measured at 0.85 x, 1 x and 1.15 x the advice (runs each: budgetRuns). */
  readonly power: { readonly low: number; readonly at: number; readonly high: number } | null;
}

/** Everything one validation run measured. */
export interface ValidationResult {
  readonly options: Omit<ValidationOptions, 'onProgress'>;
  readonly populationMean: number;
  /** Logit shift per drop (points -> s). */
  readonly shifts: Readonly<Record<string, number>>;
  readonly cells: readonly CellResult[];
  readonly coverage: readonly CoverageResult[];
  readonly families: readonly FamilyResult[];
  readonly budgets: readonly BudgetResult[];
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

/** One simulated PR: the count tables, raw scores and the comparison input of Bayes@N. */
interface Pr {
  readonly base: CountTable;
  readonly cand: CountTable;
  readonly input: ComparisonInput;
  /** Plain accuracies (avg@N), as a user's script computes them. */
  readonly accB: number;
  readonly accC: number;
  /** Mean of the M questions' latent p on the baseline side. */
  readonly meanP: number;
}

/** A generator of simulated PRs for (M, N) with a candidate rule for p'. */
function prGenerator(
  rng: Prng,
  m: number,
  n: number,
  mixture: readonly MixtureComponent[],
  candidateP: (p: number) => number,
): () => Pr {
  const ids = Array.from({ length: m }, (_, q) => `q${q + 1}`);
  return () => {
    const bc = new Float64Array(2 * m);
    const cc = new Float64Array(2 * m);
    const sb = new Float64Array(m);
    const sc = new Float64Array(m);
    let meanP = 0;
    let tb = 0;
    let tc = 0;
    for (let q = 0; q < m; q++) {
      const p = drawP(rng, mixture);
      meanP += p;
      const xb = binomial(rng, n, p);
      const xc = binomial(rng, n, candidateP(p));
      bc[2 * q] = n - xb;
      bc[2 * q + 1] = xb;
      cc[2 * q] = n - xc;
      cc[2 * q + 1] = xc;
      sb[q] = xb / n;
      sc[q] = xc / n;
      tb += xb;
      tc += xc;
    }
    const trials = new Float64Array(m).fill(n);
    const base: CountTable = { ids, categories: 2, counts: bc, trials };
    const cand: CountTable = { ids, categories: 2, counts: cc, trials };
    const size = { trials: n, effectiveTrials: n + 2 };
    const input: ComparisonInput = {
      metric: 'bayes',
      baseline: bayesCi(base, { confidence: 0.95 }),
      candidate: bayesCi(cand, { confidence: 0.95 }),
      gate: true,
      sizes: { baseline: size, candidate: size },
      rawPerMetric: (n + 2) / n,
      paired: {
        baseline: sb,
        candidate: sc,
        singleTrialBinary: n === 1,
        noiseVariance: trialNoise(sb, n) + trialNoise(sc, n),
      },
    };
    return { base, cand, input, accB: tb / (m * n), accC: tc / (m * n), meanP: meanP / m };
  };
}

/** The trial noise ν of binary per-question means (as questionNoise computes it from counts). */
function trialNoise(means: Float64Array, n: number): number {
  let s = 0;
  if (n >= 2) {
    for (let q = 0; q < means.length; q++) {
      const x = means[q] as number;
      s += (x * (1 - x) * n) / (n - 1);
    }
    return s / means.length;
  }
  let mean = 0;
  for (let q = 0; q < means.length; q++) mean += means[q] as number;
  mean /= means.length;
  return mean * (1 - mean);
}

/** The candidate's p for a scenario. */
function candidateRule(
  rng: Prng,
  scenario: Scenario,
  shift: number,
  churn: number,
): (p: number) => number {
  if (scenario === 'churn') return (p) => (uniform(rng) < churn ? drawP(rng, MIXTURE) : p);
  return (p) => shiftP(p, shift);
}

/** Runs one (M, N, scenario) cell. */
export function runCell(
  options: Omit<ValidationOptions, 'onProgress'>,
  questions: number,
  trials: number,
  scenario: Scenario,
  shift: number,
  runs: number = scenario === 0 ? options.nullRuns : options.powerRuns,
): CellResult {
  const rng = createPrng(cellSeed(options.seed, questions, trials, scenarioCode(scenario)));
  const next = prGenerator(
    rng,
    questions,
    trials,
    MIXTURE,
    candidateRule(rng, scenario, shift, options.churnFraction),
  );
  const spec: MetricSpec = {
    family: 'bayes',
    label: 'bayes',
    gate: true,
    uncertainty: 'bootstrap',
    iterations: options.bootstrapIterations,
    seed: 1,
  };
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
    const s = zScore(input.baseline, input.candidate);
    flag('z95', ruleChange(input.baseline, input.candidate, s, Z95));
    flag('z99', ruleChange(input.baseline, input.candidate, s, Z99));
    flag('paired01', compareIntervals(input, PAIRED01).change);
    flag('paired05', compareIntervals(input, PAIRED05).change);
    if (pr.accC - pr.accB < -0.02) flagged.naive2pt++;
    else if (pr.accC - pr.accB > 0.02) wrongWay.naive2pt++;
    if (pr.accB > 0 && pr.accC / pr.accB < 0.98) flagged.ratio98++;
    else if (pr.accC > 0 && pr.accB / pr.accC < 0.98) wrongWay.ratio98++;
    if (run < bootstrapRuns) {
      const ctx = { confidence: 0.95 };
      const r = bootstrapMetric(
        pr.base,
        pr.cand,
        { ...spec, seed: bootstrapSeed },
        { baseline: ctx, candidate: ctx },
      );
      const sBoot = zScore(r.baseline, r.candidate, { pairedDeltaSigma: r.delta.sigma });
      flag(
        'bootstrap',
        ruleChange(r.baseline, r.candidate, sBoot, OVERLAP, { pairedDelta: r.delta }),
      );
    }
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

/** Coverage of the baseline's Bayes@N interval for one mixture and (M, N). */
export function runCoverage(
  options: Omit<ValidationOptions, 'onProgress'>,
  mixture: MixtureName,
  questions: number,
  trials: number,
): CoverageResult {
  const name = Object.keys(MIXTURES).indexOf(mixture);
  const rng = createPrng(cellSeed(options.seed, questions, trials, 777_000 + name));
  const next = prGenerator(rng, questions, trials, MIXTURES[mixture], (p) => p);
  const popMean = populationMean(MIXTURES[mixture]);
  let conditional = 0;
  let population = 0;
  let halfWidth = 0;
  let pull = 0;
  for (let run = 0; run < options.coverageRuns; run++) {
    const pr = next();
    const iv = pr.input.baseline;
    if (iv.lo <= pr.meanP && pr.meanP <= iv.hi) conditional++;
    if (iv.lo <= popMean && popMean <= iv.hi) population++;
    halfWidth += (iv.hi - iv.lo) / 2;
    pull += iv.mu - pr.meanP;
  }
  const runs = options.coverageRuns;
  return {
    mixture,
    questions,
    trials,
    runs,
    conditional,
    population,
    halfWidth: halfWidth / runs,
    pull: pull / runs,
  };
}

/** Per-run false alarms of K unchanged benchmarks, with and without Holm. */
export function runFamily(options: Omit<ValidationOptions, 'onProgress'>, k: number): FamilyResult {
  const { questions, trials } = options.familySetting;
  const rng = createPrng(cellSeed(options.seed, questions, trials, 555_000 + k));
  const next = prGenerator(rng, questions, trials, MIXTURE, (p) => p);
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

const BUDGET_SETTINGS: Readonly<Record<BudgetCheck['rule'], DecisionSettings>> = {
  overlap: OVERLAP,
  z95: Z95,
  paired01: PAIRED01,
};

/** The middle value of a list (upper median). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Checks a trial-budget figure: the figure the library's `trialBudget` gives for a drop of the
 * cell's size (the mean observed Δ over pilot runs, with the median observed σ, standard error
 * and trial noise), then the power measured at 0.85, 1 and 1.15 times it. Within ±15% means the
 * power crosses 80% between the low and the high figure.
 */
export function runBudgetCheck(
  options: Omit<ValidationOptions, 'onProgress'>,
  check: BudgetCheck,
  shift: number,
): BudgetResult {
  const { questions: m, trials: n } = check;
  const rng = createPrng(cellSeed(options.seed, m, n, 333_000 + check.drop));
  const settings = BUDGET_SETTINGS[check.rule];
  const pilot = prGenerator(rng, m, n, MIXTURE, (p) => shiftP(p, shift));
  const sb: number[] = [];
  const sc: number[] = [];
  const se: number[] = [];
  const noise: number[] = [];
  let delta = 0;
  let rawDelta = 0;
  const runs = options.budgetRuns;
  for (let run = 0; run < runs; run++) {
    const { input } = pilot();
    const c = compareIntervals(input, settings);
    sb.push(input.baseline.sigma);
    sc.push(input.candidate.sigma);
    se.push(c.paired?.standardError ?? 0);
    noise.push(input.paired?.noiseVariance ?? 0);
    delta += c.delta / runs;
    rawDelta += c.rawDelta / runs;
  }
  const size = { trials: n, effectiveTrials: n + 2 };
  const budget = trialBudget({
    delta: check.rule === 'paired01' ? rawDelta : delta,
    baselineSigma: median(sb),
    candidateSigma: median(sc),
    sizes: { baseline: size, candidate: size },
    approximate: false,
    bootstrap: false,
    shrinkage: true,
    settings,
    paired: {
      test: {
        test: 't',
        questions: m,
        delta: rawDelta,
        standardError: median(se),
        lo: NaN,
        hi: NaN,
        pDrop: NaN,
        pRise: NaN,
        df: m - 1,
      },
      noiseVariance: median(noise),
    },
  });
  if (budget.kind !== 'estimate' || budget.trials === null)
    return { ...check, advised: null, advisedRuns: runs, power: null };
  const advised = budget.trials;
  const powerAt = (trials: number): number => {
    const gen = prGenerator(
      createPrng(cellSeed(options.seed, m, trials, 444_000 + check.drop)),
      m,
      trials,
      MIXTURE,
      (p) => shiftP(p, shift),
    );
    let hits = 0;
    for (let run = 0; run < runs; run++)
      if (compareIntervals(gen().input, settings).change === 'regression') hits++;
    return hits / runs;
  };
  return {
    ...check,
    advised,
    advisedRuns: runs,
    power: {
      low: powerAt(Math.max(1, Math.floor(advised * 0.85))),
      at: powerAt(advised),
      high: powerAt(Math.ceil(advised * 1.15)),
    },
  };
}

/** Runs everything. Deterministic: the same options give the same result. */
export function runValidation(options: ValidationOptions): ValidationResult {
  if (!Number.isInteger(options.seed))
    throw new Error(`seed must be an integer; got ${options.seed}`);
  const { onProgress, ...rest } = options;
  const shifts: Record<string, number> = {};
  for (const d of [...options.drops, ...options.budgetChecks.map((c) => c.drop)])
    shifts[String(d)] = calibrateShift(d / 100);
  const cells: CellResult[] = [];
  for (const m of options.questions)
    for (const n of options.trials) {
      for (const d of options.drops) {
        cells.push(runCell(rest, m, n, d, shifts[String(d)] as number));
        onProgress?.(`M=${m} N=${n} drop=${d}`);
      }
      cells.push(runCell(rest, m, n, 'churn', 0));
      onProgress?.(`M=${m} N=${n} churn`);
    }
  const coverage: CoverageResult[] = [];
  for (const mixture of Object.keys(MIXTURES) as MixtureName[])
    for (const m of options.questions)
      for (const n of options.trials) {
        coverage.push(runCoverage(rest, mixture, m, n));
        onProgress?.(`coverage ${mixture} M=${m} N=${n}`);
      }
  const families = options.familySizes.map((k) => {
    onProgress?.(`K=${k}`);
    return runFamily(rest, k);
  });
  const budgets = options.budgetChecks.map((c) => {
    onProgress?.(`budget ${c.rule} M=${c.questions} N=${c.trials} drop=${c.drop}`);
    return runBudgetCheck(rest, c, shifts[String(c.drop)] as number);
  });
  return {
    options: rest,
    populationMean: populationMean(),
    shifts,
    cells,
    coverage,
    families,
    budgets,
  };
}

/** Fraction of runs a rule flagged a regression in a cell (bootstrap rules over their runs). */
export function flagRate(cell: CellResult, rule: RuleId): number {
  const runs = BOOTSTRAP_RULES.includes(rule) ? cell.bootstrapRuns : cell.runs;
  return runs > 0 ? cell.flagged[rule] / runs : NaN;
}

/** The cell for (M, N, scenario). */
export function findCell(
  result: ValidationResult,
  questions: number,
  trials: number,
  scenario: Scenario,
): CellResult | undefined {
  return result.cells.find(
    (c) => c.questions === questions && c.trials === trials && c.scenario === scenario,
  );
}
