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
 * cells are spread over worker processes. The processes drawn are validate-usage-draws.ts's, the
 * cells validate-usage-cells.ts's; the section is rendered by validate-usage-section.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  coverageCell,
  meanCell,
  powerCell,
  reshapeCell,
  reshapePowerCell,
  runSpreadCell,
} from './validate-usage-cells.js';
import { ALL_POPULATIONS, POPULATION_NAMES, RESHAPE_NAMES } from './validate-usage-draws.js';
import { usageSection, withUsageSection } from './validate-usage-section.js';
import type {
  CoverageCell,
  MeanCell,
  PowerCell,
  ReshapeCell,
  ReshapePowerCell,
  RunSpreadCell,
  UsageJob,
  UsageJobResult,
  UsageValidationOptions,
  UsageValidationResult,
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
    effects: [
      'each run 5% longer or shorter as a whole (CV)',
      'each run 15% longer 1 time in 5 (a slow day), else alike',
    ],
    confidences: [0.5, 0.75, 0.9],
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
  runSpread: {
    ...USAGE_FULL.runSpread,
    effects: ['each run 5% longer or shorter as a whole (CV)'],
    questions: [200],
    runs: [5],
    draws: 100,
  },
};
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
  for (const effect of o.runSpread.effects)
    for (const m of o.runSpread.questions)
      for (const k of o.runSpread.runs) jobs.push({ kind: 'run-spread', effect, m, k });
  return jobs;
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
      return runSpreadCell(o, job.effect, job.m, job.k);
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
