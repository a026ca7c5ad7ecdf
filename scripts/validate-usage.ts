/**
 * Tokens, time and cost per question, measured by simulation: why the usage comparison uses
 * Fieller's interval (and its t test) for the ratio of means, and what the gate and `score`'s
 * interval can be trusted with on skewed token counts.
 *
 *   npx tsx scripts/validate-usage.ts              # full run (about a minute on 2 cores), prints the section
 *   npx tsx scripts/validate-usage.ts --write      # and writes it into docs/statistics.md, between its markers
 *   npx tsx scripts/validate-usage.ts --quick      # small run (seconds)
 *   npx tsx scripts/validate-usage.ts --seed 7     # another seed (default: validate's, 20260101)
 *
 * `npm run validate` runs it too (`runUsageValidation`) and puts `usageSection` into the file it
 * writes. Every cell has its own PRNG stream (`cellSeed`), so the numbers do not depend on how the
 * cells are spread over worker processes. The processes drawn are validate-usage-draws.ts's; the
 * section is rendered by validate-usage-section.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { type Prng, createPrng } from '../src/decision/prng.js';
import { runSpread } from '../src/decision/run-spread.js';
import { compareUsage, fiellerInterval, usageMean } from '../src/decision/usage.js';
import { cellSeed } from './validate-sim.js';
import {
  ALL_POPULATIONS,
  POPULATION_NAMES,
  RESHAPE_NAMES,
  type UsagePopulation,
  type UsageReshape,
  type DrawnTrialVariance,
  USAGE_RESHAPES,
  declaredRunSpread,
  drawPair,
  drawRepeatedRuns,
  drawReshaped,
  normals,
  populationMean,
  questionMean,
  trialMean,
} from './validate-usage-draws.js';
import { usageSection, withUsageSection } from './validate-usage-section.js';
import {
  type CoverageCell,
  type MeanCell,
  type Method,
  type PowerCell,
  type ReshapeCell,
  type ReshapePowerCell,
  type RunSpreadCell,
  type UsageJob,
  type UsageJobResult,
  type UsageValidationOptions,
  type UsageValidationResult,
} from './validate-usage-types.js';
import { runInWorkers, runWorkerShare } from './worker-pool.js';

export const USAGE_FULL: UsageValidationOptions = {
  seed: 20260101,
  questions: [20, 50, 200, 1000],
  trials: [1, 4],
  runs: 2000,
  bootstrapRuns: 400,
  bootstrapIterations: 499,
  tolerance: 0.1,
  alpha: 0.01,
  powerRatios: [1, 1.2, 1.3, 1.5],
  powerQuestions: [50, 200, 1000],
  meanQuestions: [10, 50, 200, 1000],
  meanRuns: 4000,
  reshapes: RESHAPE_NAMES,
  reshapePower: {
    reshapes: [
      'μ^0.7, lognormal σ = 1',
      'μ^0.3, lognormal σ = 1.5',
      's μ + 600 tokens, lognormal σ = 1',
      'min(k μ, 4,096), lognormal σ = 1.5',
      'μ^1.3, lognormal σ = 1',
      'each run 5% longer or shorter, usage-run-spread 5%',
    ],
    ratio: 1.5,
    questions: [50, 200, 1000],
    runs: 200,
  },
  runSpread: {
    questions: [50, 200, 1000],
    runs: [3, 5, 10],
    draws: 1000,
    confidence: 0.9,
    powerRatio: 1.5,
  },
};

export const USAGE_QUICK: UsageValidationOptions = {
  ...USAGE_FULL,
  questions: [50, 200],
  trials: [1],
  runs: 300,
  bootstrapRuns: 60,
  bootstrapIterations: 199,
  powerRatios: [1, 1.3],
  powerQuestions: [200],
  meanQuestions: [50],
  meanRuns: 400,
  reshapes: [
    'μ^0.7, lognormal σ = 1',
    'μ^0.3, lognormal σ = 1.5',
    'each run 5% longer or shorter as a whole (CV)',
    'each run 5% longer or shorter, usage-run-spread 5%',
  ],
  reshapePower: {
    reshapes: ['μ^0.3, lognormal σ = 1.5'],
    ratio: 1.5,
    questions: [50],
    runs: 60,
  },
  runSpread: { ...USAGE_FULL.runSpread, questions: [200], runs: [5], draws: 100 },
};

/**
 * The gate as compare runs it: the library's test of an increase beyond the tolerance, with the
 * config's run spread where one is declared.
 */
function gateOf(
  pr: { b: Float64Array; c: Float64Array; trialVariance?: DrawnTrialVariance },
  o: UsageValidationOptions,
  runSpread?: number,
) {
  return compareUsage(
    {
      measure: 'total-tokens',
      baseline: pr.b,
      candidate: pr.c,
      missing: { baseline: 0, candidate: 0 },
      tolerance: o.tolerance,
      ...(pr.trialVariance !== undefined ? { trialVariance: pr.trialVariance } : {}),
      ...(runSpread !== undefined ? { runSpread } : {}),
    },
    o.alpha,
  );
}

/** The delta method on log R: log R̂ ± t σ̂, σ̂² the variance of c_q/c̄ − b_q/b̄ over M. */
function deltaInterval(b: Float64Array, c: Float64Array, level: number): [number, number] {
  const m = b.length;
  let sb = 0;
  let sc = 0;
  for (let q = 0; q < m; q++) {
    sb += b[q] as number;
    sc += c[q] as number;
  }
  const mb = sb / m;
  const mc = sc / m;
  let mz = 0;
  for (let q = 0; q < m; q++) mz += (c[q] as number) / mc - (b[q] as number) / mb;
  mz /= m;
  let ss = 0;
  for (let q = 0; q < m; q++) ss += ((c[q] as number) / mc - (b[q] as number) / mb - mz) ** 2;
  const se = Math.sqrt(ss / (m - 1) / m);
  const t = tQuantile(1 - level, m - 1);
  const r = mc / mb;
  return [r * Math.exp(-t * se), r * Math.exp(t * se)];
}

/** The paired percentile bootstrap over questions: the ratio's quantiles at each level. */
function bootstrapIntervals(
  b: Float64Array,
  c: Float64Array,
  levels: readonly number[],
  iterations: number,
  rng: Prng,
): [number, number][] {
  const m = b.length;
  const ratios = new Float64Array(iterations);
  for (let k = 0; k < iterations; k++) {
    let sb = 0;
    let sc = 0;
    for (let q = 0; q < m; q++) {
      const j = rng.nextIndex(m);
      sb += b[j] as number;
      sc += c[j] as number;
    }
    ratios[k] = sc / sb;
  }
  ratios.sort();
  return levels.map((level) => [
    ratios[Math.max(0, Math.floor(level * (iterations + 1)) - 1)] as number,
    ratios[Math.min(iterations - 1, Math.ceil((1 - level) * (iterations + 1)) - 1)] as number,
  ]);
}

/** Every job, in the order the section lists them. */
export function usageJobs(o: UsageValidationOptions): UsageJob[] {
  const jobs: UsageJob[] = [];
  for (const population of POPULATION_NAMES)
    for (const m of o.questions)
      for (const n of o.trials) jobs.push({ kind: 'coverage', population, m, n });
  for (const population of POPULATION_NAMES)
    for (const m of o.powerQuestions)
      for (const ratio of o.powerRatios) jobs.push({ kind: 'power', population, m, ratio });
  for (const population of ALL_POPULATIONS)
    for (const m of o.meanQuestions) jobs.push({ kind: 'mean', population, m });
  for (const reshape of o.reshapes)
    for (const m of o.questions) jobs.push({ kind: 'reshape', reshape, m });
  for (const reshape of o.reshapePower.reshapes)
    for (const m of o.reshapePower.questions) jobs.push({ kind: 'reshape-power', reshape, m });
  for (const m of o.runSpread.questions)
    for (const k of o.runSpread.runs) jobs.push({ kind: 'run-spread', m, k });
  return jobs;
}

function populationCode(pop: UsagePopulation): number {
  return ALL_POPULATIONS.indexOf(pop) + 1;
}

function coverageCell(
  o: UsageValidationOptions,
  population: UsagePopulation,
  m: number,
  n: number,
): CoverageCell {
  const rng = createPrng(cellSeed(o.seed, 31_000 + populationCode(population), m, n));
  const normal = normals(rng);
  const r0 = 1 + o.tolerance;
  const misses = {
    delta: { low: 0, high: 0 },
    bootstrap: { low: 0, high: 0 },
    fieller: { low: 0, high: 0 },
  };
  const falseAlarms = { delta: 0, bootstrap: 0, fieller: 0 };
  let unbounded = 0;
  const count = (method: Method, lo: number, hi: number) => {
    if (lo > r0) misses[method].low++;
    if (hi < r0) misses[method].high++;
  };
  for (let run = 0; run < o.runs; run++) {
    const pr = drawPair(population, m, n, r0, rng, normal, 'questions');
    const { b, c } = pr;
    // A baseline that used none at all has no ratio: compare reports it as not compared.
    if (b.every((x) => x === 0)) {
      unbounded++;
      continue;
    }
    const [dlo, dhi] = deltaInterval(b, c, 0.025);
    count('delta', dlo, dhi);
    if (deltaInterval(b, c, o.alpha)[0] > r0) falseAlarms.delta++;
    // The gate's own interval (with the trials' variances where each question ran 2 or more).
    const f = fiellerInterval(b, c, 0.025, { trialVariance: pr.trialVariance });
    count('fieller', f.lo, f.hi);
    // The gate as compare runs it: the library's test of an increase beyond the tolerance.
    const gate = gateOf(pr, o);
    if (gate.fails) falseAlarms.fieller++;
    if (gate.notCompared === 'unbounded') unbounded++;
    if (run < o.bootstrapRuns) {
      const [i95, gateIv] = bootstrapIntervals(b, c, [0.025, o.alpha], o.bootstrapIterations, rng);
      count('bootstrap', (i95 as [number, number])[0], (i95 as [number, number])[1]);
      if ((gateIv as [number, number])[0] > r0) falseAlarms.bootstrap++;
    }
  }
  return {
    population,
    questions: m,
    trials: n,
    runs: o.runs,
    bootstrapRuns: Math.min(o.runs, o.bootstrapRuns),
    misses,
    falseAlarms,
    unbounded,
  };
}

function powerCell(
  o: UsageValidationOptions,
  population: UsagePopulation,
  m: number,
  ratio: number,
): PowerCell {
  const rng = createPrng(
    cellSeed(o.seed, 32_000 + populationCode(population), m, Math.round(ratio * 1000)),
  );
  const normal = normals(rng);
  let fails = 0;
  for (let run = 0; run < o.runs; run++) {
    if (gateOf(drawPair(population, m, 1, ratio, rng, normal, 'questions'), o).fails) fails++;
  }
  return { population, questions: m, ratio, runs: o.runs, fails };
}

function reshapeCell(o: UsageValidationOptions, reshape: UsageReshape, m: number): ReshapeCell {
  const rng = createPrng(cellSeed(o.seed, 34_000 + RESHAPE_NAMES.indexOf(reshape) + 1, m));
  const normal = normals(rng);
  const r0 = 1 + o.tolerance;
  const misses = { low: 0, high: 0 };
  let drawn = 0;
  let falseAlarms = 0;
  let spreadAlone: number | null = null;
  let unbounded = 0;
  const population = { runs: 0, fails: 0, withinTolerance: 0 };
  const declared = declaredRunSpread(reshape);
  for (let run = 0; run < o.runs; run++) {
    // These questions at exactly the tolerance: the gate's null.
    const pr = drawReshaped(reshape, m, r0, rng, normal, 'questions');
    if (pr !== undefined) {
      drawn++;
      // A baseline that used none at all has no ratio: compare reports it as not compared.
      if (pr.b.every((x) => x === 0)) unbounded++;
      else {
        const gate = gateOf(pr, o, declared);
        if (gate.fails) falseAlarms++;
        if (pr.trialVariance !== undefined)
          spreadAlone =
            (spreadAlone ?? 0) + (gateOf({ b: pr.b, c: pr.c }, o, declared).fails ? 1 : 0);
        if (gate.notCompared === 'unbounded') unbounded++;
        const f = fiellerInterval(pr.b, pr.c, 0.025, {
          trialVariance: pr.trialVariance,
          runSpread: declared,
        });
        if (f.lo > r0) misses.low++;
        if (f.hi < r0) misses.high++;
      }
    }
    // The population at exactly the tolerance, each PR's questions drawn from it.
    const wide = drawReshaped(reshape, m, r0, rng, normal, 'population');
    if (wide === undefined || wide.b.every((x) => x === 0)) continue;
    population.runs++;
    if (gateOf(wide, o, declared).fails) {
      population.fails++;
      if (wide.truth <= r0) population.withinTolerance++;
    }
  }
  return {
    reshape,
    questions: m,
    runs: drawn,
    misses,
    falseAlarms,
    spreadAlone,
    unbounded,
    population,
  };
}

function reshapePowerCell(
  o: UsageValidationOptions,
  reshape: UsageReshape,
  m: number,
): ReshapePowerCell {
  const { ratio, runs } = o.reshapePower;
  const rng = createPrng(
    cellSeed(o.seed, 35_000 + RESHAPE_NAMES.indexOf(reshape) + 1, m, Math.round(ratio * 1000)),
  );
  const normal = normals(rng);
  let drawn = 0;
  let fails = 0;
  for (let run = 0; run < runs; run++) {
    const pr = drawReshaped(reshape, m, ratio, rng, normal, 'questions');
    if (pr === undefined || pr.b.every((x) => x === 0)) continue;
    drawn++;
    if (gateOf(pr, o, declaredRunSpread(reshape)).fails) fails++;
  }
  return { reshape, questions: m, ratio, runs: drawn, fails };
}

/** The run effect the A/A runs and the PRs are drawn with. */
const RUN_EFFECT = 'each run 5% longer or shorter as a whole (CV)' satisfies UsageReshape;

/**
 * The run spread measured from K runs of one commit on M questions (the run effect's population
 * and CV), and a PR gated with the measured upper bound declared: at these questions' ratio 1 + τ
 * (a false alarm when it fails) and at `powerRatio`.
 */
function runSpreadCell(o: UsageValidationOptions, m: number, k: number): RunSpreadCell {
  const rng = createPrng(cellSeed(o.seed, 36_000 + k, m));
  const normal = normals(rng);
  const { draws, confidence, powerRatio } = o.runSpread;
  const cv = USAGE_RESHAPES[RUN_EFFECT].cv;
  const estimates: number[] = [];
  const uppers: number[] = [];
  let covered = 0;
  let falseAlarms = 0;
  let fails = 0;
  for (let d = 0; d < draws; d++) {
    const aa = drawRepeatedRuns('lognormal σ = 1', m, k, cv, rng, normal);
    const measured = runSpread(aa, confidence);
    estimates.push(measured.spread);
    uppers.push(measured.upper);
    if (measured.upper >= cv) covered++;
    const declared = Math.min(1, Math.ceil(measured.upper * 1000) / 1000);
    const atTolerance = drawReshaped(RUN_EFFECT, m, 1 + o.tolerance, rng, normal, 'questions');
    if (atTolerance !== undefined && gateOf(atTolerance, o, declared).fails) falseAlarms++;
    const beyond = drawReshaped(RUN_EFFECT, m, powerRatio, rng, normal, 'questions');
    if (beyond !== undefined && gateOf(beyond, o, declared).fails) fails++;
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 === 1
      ? (s[(s.length - 1) / 2] as number)
      : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
  };
  return {
    questions: m,
    runs: k,
    draws,
    cv,
    medianEstimate: median(estimates),
    medianUpper: median(uppers),
    covered,
    falseAlarms,
    fails,
    powerRatio,
  };
}

function meanCell(o: UsageValidationOptions, population: UsagePopulation, m: number): MeanCell {
  const rng = createPrng(cellSeed(o.seed, 33_000 + populationCode(population), m));
  const normal = normals(rng);
  const truth = populationMean(population);
  const plain = { low: 0, high: 0 };
  const hall = { low: 0, high: 0 };
  const t = tQuantile(0.975, m - 1);
  for (let run = 0; run < o.meanRuns; run++) {
    const x = new Float64Array(m);
    let s = 0;
    for (let q = 0; q < m; q++) {
      x[q] = trialMean(questionMean(population, rng, normal), 1, normal);
      s += x[q] as number;
    }
    const mean = s / m;
    let ss = 0;
    for (let q = 0; q < m; q++) ss += ((x[q] as number) - mean) ** 2;
    const se = Math.sqrt(ss / (m - 1) / m);
    if (mean - t * se > truth) plain.low++;
    if (mean + t * se < truth) plain.high++;
    const h = usageMean(x, 0.95);
    if ((h.lo ?? -Infinity) > truth) hall.low++;
    if ((h.hi ?? Infinity) < truth) hall.high++;
  }
  return { population, questions: m, runs: o.meanRuns, plain, hall };
}

/** Runs one job. */
export function runUsageJob(o: UsageValidationOptions, job: UsageJob): UsageJobResult {
  switch (job.kind) {
    case 'coverage':
      return coverageCell(o, job.population, job.m, job.n);
    case 'power':
      return powerCell(o, job.population, job.m, job.ratio);
    case 'mean':
      return meanCell(o, job.population, job.m);
    case 'reshape':
      return reshapeCell(o, job.reshape, job.m);
    case 'reshape-power':
      return reshapePowerCell(o, job.reshape, job.m);
    case 'run-spread':
      return runSpreadCell(o, job.m, job.k);
  }
}

function assemble(
  options: UsageValidationOptions,
  jobs: readonly UsageJob[],
  results: readonly UsageJobResult[],
): UsageValidationResult {
  const coverage: CoverageCell[] = [];
  const power: PowerCell[] = [];
  const means: MeanCell[] = [];
  const reshapes: ReshapeCell[] = [];
  const reshapePower: ReshapePowerCell[] = [];
  const runSpreads: RunSpreadCell[] = [];
  jobs.forEach((job, i) => {
    const r = results[i] as UsageJobResult;
    if (job.kind === 'coverage') coverage.push(r as CoverageCell);
    else if (job.kind === 'power') power.push(r as PowerCell);
    else if (job.kind === 'mean') means.push(r as MeanCell);
    else if (job.kind === 'reshape') reshapes.push(r as ReshapeCell);
    else if (job.kind === 'reshape-power') reshapePower.push(r as ReshapePowerCell);
    else runSpreads.push(r as RunSpreadCell);
  });
  return { options, coverage, power, means, reshapes, reshapePower, runSpread: runSpreads };
}

/**
 * Runs every job, in `workers` child processes (each takes every `workers`-th job), or in this
 * process with one. The result does not depend on the split.
 */
export async function runUsageValidation(
  options: UsageValidationOptions,
  workers: number = 1,
): Promise<UsageValidationResult> {
  const jobs = usageJobs(options);
  if (workers <= 1)
    return assemble(
      options,
      jobs,
      jobs.map((job) => runUsageJob(options, job)),
    );
  const results = await runInWorkers<UsageJobResult>({
    script: fileURLToPath(import.meta.url),
    workers,
    payload: options,
    total: jobs.length,
    label: 'usage worker',
  });
  return assemble(options, jobs, results);
}

function worker(argv: readonly string[]): void {
  runWorkerShare(argv, usageJobs, runUsageJob);
}

async function main(argv: readonly string[]): Promise<void> {
  let options = USAGE_FULL;
  let write = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') options = { ...USAGE_QUICK, seed: options.seed };
    else if (a === '--write') write = true;
    else if (a === '--seed') {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 0 || v > 0xffffffff)
        throw new Error(`--seed needs an integer in [0, 2^32); got ${String(argv[i])}`);
      options = { ...options, seed: v };
    } else throw new Error(`unknown argument ${String(a)} (expected --quick, --seed N, --write)`);
  }
  const started = Date.now();
  const result = await runUsageValidation(options, availableParallelism());
  process.stderr.write(`validate-usage: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const section = usageSection(result);
  process.stdout.write(`${section.join('\n')}\n`);
  if (write) {
    const file = fileURLToPath(new URL('../docs/statistics.md', import.meta.url));
    writeFileSync(
      file,
      withUsageSection(readFileSync(file, 'utf8'), section, "## The README's summary"),
    );
    process.stderr.write(`wrote ${file}\n`);
  }
}

// Run only as a script (tests and validate.ts import the functions).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === '--worker') worker(process.argv.slice(3));
  else
    main(process.argv.slice(2)).catch((e: unknown) => {
      process.stderr.write(`validate-usage: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(2);
    });
}
