/**
 * The processes scripts/validate-usage.ts draws: question populations of tokens per question, the
 * changes of shape a candidate can make, trial noise, and one simulated PR of each, with its truth
 * at these questions' ratio or the population's.
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import type { Prng } from '../src/decision/prng.js';
import { uniform } from './validate-sim.js';

/**
 * Changes that are not a scaling of every question alike (the table "When the candidate changes
 * the shape"), each with a constant chosen so that the population's ratio of means is exactly R:
 * `power`: the candidate's mean on question q is k μ_q^a η_q (a < 1: long answers grow less than
 * short ones, or shrink, as a prompt that caps runaway answers does; a > 1: they grow more), over
 * `trials` trials; `add`: s μ_q η_q + `add` (a fixed preamble, the answers themselves shorter);
 * `cap`: min(k μ_q η_q, `cap`) (a max-tokens cap, the rest longer); `zeros`: reasoning tokens,
 * spent on a share `from` of the questions by the baseline and `to` by the candidate, s times as
 * long; `runaway-fix`: the baseline's runaway answers (a share of questions at the cap) end, and
 * the rest grow; `runaway-trials`: the same with runaways a share of the baseline's trials, on any
 * question (a rare event of the trials: the limit of any test of a mean, drawn to measure it);
 * `pareto`: a Pareto baseline (tail index `shape` above `min`) and k μ_q^a η_q; `few`: the same
 * prompts on both sides except a share of questions whose usage is multiplied. The first two are
 * the issue's; the rest were drawn later, to see what the gate was not fitted to. Each kind's
 * constant is chosen for the population's ratio or, per PR, for its questions' (`drawReshaped`).
 */
export const USAGE_RESHAPES = {
  'μ^0.7, lognormal σ = 1': { kind: 'power', median: 800, sigma: 1, a: 0.7, trials: 1 },
  'μ^0.3, lognormal σ = 1.5': { kind: 'power', median: 800, sigma: 1.5, a: 0.3, trials: 1 },
  'μ^0.3, lognormal σ = 1.5, 2 trials': {
    kind: 'power',
    median: 800,
    sigma: 1.5,
    a: 0.3,
    trials: 2,
  },
  'μ^1.3, lognormal σ = 1': { kind: 'power', median: 800, sigma: 1, a: 1.3, trials: 1 },
  's μ + 600 tokens, lognormal σ = 1': { kind: 'add', median: 800, sigma: 1, add: 600 },
  'min(k μ, 4,096), lognormal σ = 1.5': { kind: 'cap', median: 800, sigma: 1.5, cap: 4096 },
  'reasoning on 60% of questions, not 30%': {
    kind: 'zeros',
    median: 2000,
    sigma: 1,
    from: 0.3,
    to: 0.6,
  },
  'runaway 5% ended, the rest longer': {
    kind: 'runaway-fix',
    median: 600,
    sigma: 0.8,
    share: 0.05,
    cap: 16_000,
  },
  'runaway in 5% of trials ended, the rest longer': {
    kind: 'runaway-trials',
    median: 600,
    sigma: 0.8,
    share: 0.05,
    cap: 16_000,
  },
  'Pareto α = 2.2, μ^0.5': { kind: 'pareto', min: 300, shape: 2.2, a: 0.5 },
  '5% of questions × 3, the rest identical': { kind: 'few', median: 300, sigma: 0.7, share: 0.05 },
  // Drawn by an outside attack on the gate (issue 36), after it was chosen.
  'μ^0.7, lognormal σ = 1.5, no churn': {
    kind: 'power',
    median: 1000,
    sigma: 1.5,
    a: 0.7,
    trials: 1,
    churn: false,
  },
  'reasoning on 2–30% of the baseline’s trials, every candidate trial': {
    kind: 'trial-zeros',
    median: 1000,
    sigma: 1,
    from: 0.02,
    to: 0.3,
    trials: 1,
  },
  'Pareto α = 2.2 trial noise on the baseline': {
    kind: 'pareto-trials',
    median: 1000,
    sigma: 1,
    shape: 2.2,
    trials: 1,
  },
  'each run 5% longer or shorter as a whole (CV)': {
    kind: 'run-shift',
    median: 1000,
    sigma: 1,
    cv: 0.05,
  },
  // The same with 4 trials a question: the trials' own variance at work.
  'μ^0.7, lognormal σ = 1.5, no churn, 4 trials': {
    kind: 'power',
    median: 1000,
    sigma: 1.5,
    a: 0.7,
    trials: 4,
    churn: false,
  },
  'reasoning on 2–30% of the baseline’s trials, 4 trials': {
    kind: 'trial-zeros',
    median: 1000,
    sigma: 1,
    from: 0.02,
    to: 0.3,
    trials: 4,
  },
  'Pareto α = 2.2 trial noise on the baseline, 4 trials': {
    kind: 'pareto-trials',
    median: 1000,
    sigma: 1,
    shape: 2.2,
    trials: 4,
  },
  // The same run effect, the config's usage-run-spread set to it (the gate counts it as noise).
  'each run 5% longer or shorter, usage-run-spread 5%': {
    kind: 'run-shift',
    median: 1000,
    sigma: 1,
    cv: 0.05,
    declared: 0.05,
  },
  // A run effect that is not log-normal (drawn after the default bound was first chosen on the
  // log-normal one, which it overturned): most runs alike, 1 in 5 slow (a busy provider's day).
  // cv: its coefficient of variation, √(0.2 · 0.8) · 0.15 / 1.03.
  'each run 15% longer 1 time in 5 (a slow day), else alike': {
    kind: 'run-shift',
    median: 1000,
    sigma: 1,
    cv: (Math.sqrt(0.2 * 0.8) * 0.15) / 1.03,
    slow: { share: 0.2, by: 0.15 },
  },
} as const;
export type UsageReshape = keyof typeof USAGE_RESHAPES;
export const RUNAWAY_TRIALS_SHARE =
  USAGE_RESHAPES['runaway in 5% of trials ended, the rest longer'].share;
export const RESHAPE_NAMES = Object.keys(USAGE_RESHAPES) as UsageReshape[];

/** The question populations: each question's mean tokens per trial. */
export const USAGE_POPULATIONS = {
  'lognormal σ = 1': { kind: 'lognormal', median: 800, sigma: 1 },
  'lognormal σ = 1.5': { kind: 'lognormal', median: 800, sigma: 1.5 },
  'runaway 5%': { kind: 'runaway', median: 600, sigma: 0.8, share: 0.05, cap: 16_000 },
  'zeros 90%': { kind: 'zeros', median: 2000, sigma: 1, share: 0.9 },
} as const;
export type UsagePopulation = keyof typeof USAGE_POPULATIONS;
export const ALL_POPULATIONS = Object.keys(USAGE_POPULATIONS) as UsagePopulation[];
/**
 * The populations of the comparison's tables; `zeros 90%` only measures `score`'s interval (at
 * tens of questions its baseline often used none at all, and such a PR has no ratio).
 */
export const POPULATION_NAMES = ALL_POPULATIONS.filter(
  (p) => USAGE_POPULATIONS[p].kind !== 'zeros',
);

/** Trial-to-trial noise: a log-normal factor with mean 1 and coefficient of variation 0.5. */
export const TRIAL_SIGMA = Math.sqrt(Math.log(1.25));
/** Per-question churn of the candidate: a log-normal factor with mean 1, σ 0.3 on the log scale. */
export const CHURN_SIGMA = 0.3;

/** Standard normal pairs (Marsaglia's polar method; both values used). */
export function normals(rng: Prng): () => number {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) {
      const s = spare;
      spare = undefined;
      return s;
    }
    for (;;) {
      const u = 2 * uniform(rng) - 1;
      const v = 2 * uniform(rng) - 1;
      const s = u * u + v * v;
      if (s > 0 && s < 1) {
        const f = Math.sqrt((-2 * Math.log(s)) / s);
        spare = v * f;
        return u * f;
      }
    }
  };
}

/** A question's mean tokens per trial, drawn from the population. */
export function questionMean(pop: UsagePopulation, rng: Prng, normal: () => number): number {
  const p = USAGE_POPULATIONS[pop];
  if (p.kind === 'runaway' && uniform(rng) < p.share) return p.cap;
  if (p.kind === 'zeros' && uniform(rng) < p.share) return 0;
  return p.median * Math.exp(p.sigma * normal());
}

/** The population's mean of the question means (the truth `score`'s interval is about). */
export function populationMean(pop: UsagePopulation): number {
  const p = USAGE_POPULATIONS[pop];
  const body = p.median * Math.exp((p.sigma * p.sigma) / 2);
  if (p.kind === 'runaway') return p.share * p.cap + (1 - p.share) * body;
  return p.kind === 'zeros' ? (1 - p.share) * body : body;
}

/** One question's value: the mean of N noisy trials around its mean. */
export function trialMean(mean: number, n: number, normal: () => number): number {
  return trialStats(n, () => noisyTrial(mean, normal)).mean;
}

/** One trial's tokens: `mean` times the trial noise (log-normal, mean 1, CV 0.5). */
/** The run spread a change's PRs are gated with (the config's usage-run-spread); undefined: none. */
export function declaredRunSpread(reshape: UsageReshape): number | undefined {
  const d = USAGE_RESHAPES[reshape];
  return 'declared' in d ? d.declared : undefined;
}

/**
 * K runs of one commit on M questions (an A/A test), one trial a question: question q's mean μ_q
 * from `pop`, each trial log-normal about it (CV 0.5), and each run as a whole scaled by its own
 * mean-one log-normal factor of coefficient of variation `cv` (a run effect).
 */
export function drawRepeatedRuns(
  pop: UsagePopulation,
  m: number,
  k: number,
  effect: UsageReshape,
  rng: Prng,
  normal: () => number,
): Float64Array[] {
  const mu = Array.from({ length: m }, () => questionMean(pop, rng, normal));
  return Array.from({ length: k }, () => {
    const factor = runFactor(effect, rng, normal);
    return Float64Array.from(mu, (x) => factor * noisyTrial(x, normal));
  });
}

/**
 * One run's factor (mean 1) under a change's run effect: every question of the run longer or
 * shorter alike; log-normal of the stated CV, or 1 + `by` with probability `share` (normalised);
 * 1 for a change without one.
 */
export function runFactor(effect: UsageReshape, rng: Prng, normal: () => number): number {
  const d = USAGE_RESHAPES[effect];
  if (d.kind !== 'run-shift') return 1;
  if ('slow' in d)
    return (uniform(rng) < d.slow.share ? 1 + d.slow.by : 1) / (1 + d.slow.share * d.slow.by);
  const s = Math.sqrt(Math.log(1 + d.cv * d.cv));
  return Math.exp(s * normal() - (s * s) / 2);
}

function noisyTrial(mean: number, normal: () => number): number {
  return mean * Math.exp(TRIAL_SIGMA * normal() - (TRIAL_SIGMA * TRIAL_SIGMA) / 2);
}

/** The mean of n trials drawn by `trial`, and the variance of that mean (s² / n; 0 below 2). */
export function trialStats(n: number, trial: () => number): { mean: number; variance: number } {
  let sum = 0;
  let squares = 0;
  for (let t = 0; t < n; t++) {
    const x = trial();
    sum += x;
    squares += x * x;
  }
  const mean = sum / n;
  return { mean, variance: n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) / n : 0 };
}

/** Per question, the variance of each side's mean over its trials, where they ran 2 or more. */
export interface DrawnTrialVariance {
  readonly baseline: Float64Array;
  readonly candidate: Float64Array;
}

/**
 * Where the truth a PR is drawn at lies: `questions`, the ratio of these M questions' mean usage
 * (over the trials' randomness, the questions held fixed: what the gate's test is about, usage.ts);
 * `population`, the ratio of the population's means (each PR's questions drawn from it).
 */
export type UsageTarget = 'questions' | 'population';

/**
 * One simulated PR: baseline and candidate answer the same M questions; the candidate's mean on
 * question q is k μ_q η_q, η_q a mean-one churn, with k = `ratio` (the population's ratio of means
 * is then exactly `ratio`) or, for the target `questions`, k = ratio Σ μ_q / Σ μ_q η_q (these
 * questions' ratio is exactly `ratio`).
 */
export function drawPair(
  pop: UsagePopulation,
  m: number,
  n: number,
  ratio: number,
  rng: Prng,
  normal: () => number,
  target: UsageTarget = 'population',
): { b: Float64Array; c: Float64Array; trialVariance?: DrawnTrialVariance } {
  const mu = new Float64Array(m);
  const cm = new Float64Array(m);
  let sb = 0;
  let sc = 0;
  for (let q = 0; q < m; q++) {
    mu[q] = questionMean(pop, rng, normal);
    cm[q] = (mu[q] as number) * Math.exp(CHURN_SIGMA * normal() - (CHURN_SIGMA * CHURN_SIGMA) / 2);
    sb += mu[q] as number;
    sc += cm[q] as number;
  }
  const k = target === 'questions' && sc > 0 ? (ratio * sb) / sc : ratio;
  const b = new Float64Array(m);
  const c = new Float64Array(m);
  const vb = new Float64Array(m);
  const vc = new Float64Array(m);
  for (let q = 0; q < m; q++) {
    const x = trialStats(n, () => noisyTrial(mu[q] as number, normal));
    const y = trialStats(n, () => noisyTrial(k * (cm[q] as number), normal));
    b[q] = x.mean;
    c[q] = y.mean;
    vb[q] = x.variance;
    vc[q] = y.variance;
  }
  return n > 1 ? { b, c, trialVariance: { baseline: vb, candidate: vc } } : { b, c };
}

/** E[min(X, cap)] for X log-normal with log-mean `mu` and log-sd `sd`. */
function cappedMean(mu: number, sd: number, cap: number): number {
  const lc = Math.log(cap);
  return (
    Math.exp(mu + (sd * sd) / 2) * normalCdf((lc - mu - sd * sd) / sd, 0, 1) +
    cap * (1 - normalCdf((lc - mu) / sd, 0, 1))
  );
}

/** The k of min(k μ η, cap) whose mean is `target` (bisection on log k; the mean grows with k). */
function capFactor(median: number, sigma: number, cap: number, target: number): number {
  const sd = Math.sqrt(sigma * sigma + CHURN_SIGMA * CHURN_SIGMA);
  const mu = Math.log(median) - (CHURN_SIGMA * CHURN_SIGMA) / 2;
  let lo = -20;
  let hi = 20;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (cappedMean(mu + mid, sd, cap) < target) lo = mid;
    else hi = mid;
  }
  return Math.exp((lo + hi) / 2);
}

/**
 * One PR's questions under a change of shape: each question's expected usage on the baseline
 * (`baseline`), and the candidate's as min(k · `scaled` + `added`, `cap`) for the change's constant
 * k (`population`: the k that makes the population's ratio of means the one asked).
 */
interface ReshapedQuestions {
  readonly baseline: Float64Array;
  readonly scaled: Float64Array;
  readonly added: Float64Array;
  /** Per question, what its kind needs besides: `trial-zeros`, the baseline's reasoning share. */
  readonly aux: Float64Array;
  readonly cap: number;
  readonly population: number;
}

function reshapedQuestions(
  d: (typeof USAGE_RESHAPES)[UsageReshape],
  m: number,
  ratio: number,
  rng: Prng,
  normal: () => number,
): ReshapedQuestions {
  const baseline = new Float64Array(m);
  const scaled = new Float64Array(m);
  const added = new Float64Array(m);
  const aux = new Float64Array(m);
  const churn = () => Math.exp(CHURN_SIGMA * normal() - (CHURN_SIGMA * CHURN_SIGMA) / 2);
  let cap = Infinity;
  let population: number;
  switch (d.kind) {
    case 'few': {
      population = 1 + (ratio - 1) / d.share;
      for (let q = 0; q < m; q++) {
        const mu = d.median * Math.exp(d.sigma * normal());
        baseline[q] = mu;
        if (uniform(rng) < d.share) scaled[q] = mu;
        else added[q] = mu;
      }
      break;
    }
    case 'power': {
      // E[μ] = median e^{σ²/2}, E[μ^a] = median^a e^{a²σ²/2}: k makes E[k μ^a η] = ratio E[μ].
      population =
        (ratio * d.median * Math.exp((d.sigma * d.sigma) / 2)) /
        (d.median ** d.a * Math.exp((d.a * d.a * d.sigma * d.sigma) / 2));
      const churned = !('churn' in d);
      for (let q = 0; q < m; q++) {
        const mu = d.median * Math.exp(d.sigma * normal());
        baseline[q] = mu;
        scaled[q] = mu ** d.a * (churned ? churn() : 1);
      }
      break;
    }
    case 'trial-zeros': {
      // The baseline reasons on a trial with probability p_q ~ U(from, to), μ_q long; the
      // candidate on every trial, k p_q μ_q long: E[c] = k E[p μ] = ratio E[b] at k = ratio.
      population = ratio;
      for (let q = 0; q < m; q++) {
        const mu = d.median * Math.exp(d.sigma * normal());
        const p = d.from + (d.to - d.from) * uniform(rng);
        aux[q] = p;
        baseline[q] = p * mu;
        scaled[q] = p * mu;
      }
      break;
    }
    case 'pareto-trials':
    case 'run-shift': {
      // The candidate scales every question alike (no churn): only the trials' noise differs.
      population = ratio;
      for (let q = 0; q < m; q++) {
        const mu = d.median * Math.exp(d.sigma * normal());
        baseline[q] = mu;
        scaled[q] = mu;
      }
      break;
    }
    case 'add': {
      // E[s μ η + A] = s E[μ] + A = ratio E[μ].
      population = ratio - d.add / (d.median * Math.exp((d.sigma * d.sigma) / 2));
      for (let q = 0; q < m; q++) {
        const mu = d.median * Math.exp(d.sigma * normal());
        baseline[q] = mu;
        scaled[q] = mu * churn();
        added[q] = d.add;
      }
      break;
    }
    case 'cap': {
      population = capFactor(
        d.median,
        d.sigma,
        d.cap,
        ratio * d.median * Math.exp((d.sigma * d.sigma) / 2),
      );
      cap = d.cap;
      for (let q = 0; q < m; q++) {
        const mu = d.median * Math.exp(d.sigma * normal());
        baseline[q] = mu;
        scaled[q] = mu * churn();
      }
      break;
    }
    case 'zeros': {
      // The baseline reasons where u_q < from, the candidate where u_q < to, s times as long:
      // E[c] = to s E[L] = ratio from E[L] = ratio E[b].
      population = (ratio * d.from) / d.to;
      for (let q = 0; q < m; q++) {
        const u = uniform(rng);
        const length = d.median * Math.exp(d.sigma * normal());
        const eta = churn();
        baseline[q] = u < d.from ? length : 0;
        scaled[q] = u < d.to ? length * eta : 0;
      }
      break;
    }
    case 'runaway-fix':
    case 'runaway-trials': {
      // The candidate's answers are the body's, s times as long, on every question; the baseline
      // runs away on a share of questions (every trial) or of trials (any question).
      const body = d.median * Math.exp((d.sigma * d.sigma) / 2);
      population = (ratio * (d.share * d.cap + (1 - d.share) * body)) / body;
      for (let q = 0; q < m; q++) {
        const runaway = d.kind === 'runaway-fix' && uniform(rng) < d.share;
        const mu = d.median * Math.exp(d.sigma * normal());
        baseline[q] = runaway
          ? d.cap
          : d.kind === 'runaway-fix'
            ? mu
            : d.share * d.cap + (1 - d.share) * mu;
        scaled[q] = mu * churn();
      }
      break;
    }
    case 'pareto': {
      // E[μ^a] = shape min^a / (shape − a) for a < shape.
      population =
        (ratio * ((d.shape * d.min) / (d.shape - 1))) /
        ((d.shape * d.min ** d.a) / (d.shape - d.a));
      for (let q = 0; q < m; q++) {
        const mu = d.min * (1 - uniform(rng)) ** (-1 / d.shape);
        baseline[q] = mu;
        scaled[q] = mu ** d.a * churn();
      }
      break;
    }
  }
  return { baseline, scaled, added, aux, cap, population };
}

/** Σ_q min(k scaled_q + added_q, cap): the candidate's expected usage over the questions. */
function candidateSum(r: ReshapedQuestions, k: number): number {
  let sum = 0;
  for (let q = 0; q < r.baseline.length; q++)
    sum += Math.min(k * (r.scaled[q] as number) + (r.added[q] as number), r.cap);
  return sum;
}

/**
 * The k at which these questions' ratio is `ratio` (bisection: the sum grows with k); undefined
 * where no k ≥ 0 reaches it from below (the fixed part alone exceeds it: H0 cannot hold), and the
 * largest k tried where none reaches it at all (a cap: H0 then holds at every k).
 */
function questionsFactor(r: ReshapedQuestions, ratio: number): number | undefined {
  let target = 0;
  for (const x of r.baseline) target += ratio * x;
  if (candidateSum(r, 0) > target) return undefined;
  let lo = 0;
  let hi = Math.max(1, r.population);
  while (candidateSum(r, hi) < target && hi < 1e12) hi *= 2;
  if (candidateSum(r, hi) < target) return hi;
  for (let i = 0; i < 100 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (candidateSum(r, mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * One simulated PR under a change of shape at true ratio `ratio` of `target` (the questions' or
 * the population's), with `truth`, these questions' ratio of expected usage. Undefined where the
 * questions cannot be at the ratio asked (target `questions`: the candidate's fixed part alone is
 * beyond it).
 */
export function drawReshaped(
  reshape: UsageReshape,
  m: number,
  ratio: number,
  rng: Prng,
  normal: () => number,
  target: UsageTarget = 'population',
):
  | { b: Float64Array; c: Float64Array; truth: number; trialVariance?: DrawnTrialVariance }
  | undefined {
  const d = USAGE_RESHAPES[reshape];
  const r = reshapedQuestions(d, m, ratio, rng, normal);
  const k = target === 'population' ? r.population : questionsFactor(r, ratio);
  if (k === undefined) return undefined;
  const n = 'trials' in d ? d.trials : 1;
  const b = new Float64Array(m);
  const c = new Float64Array(m);
  const vb = new Float64Array(m);
  const vc = new Float64Array(m);
  let sb = 0;
  let sc = 0;
  // A run-level factor of each side (mean 1): every question of the run longer or shorter alike.
  const runB = runFactor(reshape, rng, normal);
  const runC = runFactor(reshape, rng, normal);
  for (let q = 0; q < m; q++) {
    const mean = Math.min(k * (r.scaled[q] as number) + (r.added[q] as number), r.cap);
    const expected = r.baseline[q] as number;
    sb += expected;
    sc += mean;
    const y = trialStats(n, () => runC * noisyTrial(mean, normal));
    let trial: () => number;
    if (d.kind === 'runaway-trials') {
      // Each trial runs away alone: at the cap, or the question's own length with its noise.
      const body = (expected - d.share * d.cap) / (1 - d.share);
      trial = () => (uniform(rng) < d.share ? d.cap : noisyTrial(body, normal));
    } else if (d.kind === 'trial-zeros') {
      const p = r.aux[q] as number;
      trial = () => (uniform(rng) < p ? noisyTrial(expected / p, normal) : 0);
    } else if (d.kind === 'pareto-trials')
      // A Pareto(shape) factor with mean 1: ((shape − 1) / shape) U^{−1/shape}.
      trial = () => expected * ((d.shape - 1) / d.shape) * (1 - uniform(rng)) ** (-1 / d.shape);
    else trial = () => runB * noisyTrial(expected, normal);
    const x = trialStats(n, trial);
    b[q] = x.mean;
    c[q] = y.mean;
    vb[q] = x.variance;
    vc[q] = y.variance;
  }
  const truth = sb > 0 ? sc / sb : NaN;
  return n > 1 ? { b, c, truth, trialVariance: { baseline: vb, candidate: vc } } : { b, c, truth };
}
