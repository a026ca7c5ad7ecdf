/**
 * The jobs of one validation run: every cell of the main table, the coverage, the multiple
 * comparisons, the trial budgets and the edge cells, as plain descriptions that a worker process
 * can run (`npm run validate` spreads them over the cores), and the assembly of their results in
 * a fixed order. Each job has its own PRNG stream, so the result does not depend on how the jobs
 * were spread.
 */
import {
  type EdgeJob,
  type EdgeResult,
  edgeJobs,
  gatherEdges,
  runEdgeJob,
} from './validate-edges.js';
import {
  type HolmCell,
  type ProcessCell,
  type ProcessJob,
  gatherProcesses,
  processJobName,
  processJobs,
  runProcessJob,
} from './validate-processes.js';
import {
  type StageCell,
  type StageShape,
  runStageCell,
  stageJobName,
  stageShapes,
} from './validate-stages.js';
import {
  type BudgetResult,
  type CellResult,
  type CoverageResult,
  type FamilyResult,
  MIXTURES,
  type MixtureName,
  type Scenario,
  calibrateShift,
  populationMean,
  runBudgetCheck,
  runCell,
  runCoverage,
  runFamily,
} from './validate-sim.js';
import type { ValidationOptions, ValidationResult } from './validate-types.js';

type Options = Omit<ValidationOptions, 'onProgress'>;

/** One job of a run. */
export type Job =
  | { readonly kind: 'cell'; readonly m: number; readonly n: number; readonly scenario: Scenario }
  | {
      readonly kind: 'coverage';
      readonly mixture: MixtureName;
      readonly m: number;
      readonly n: number;
    }
  | { readonly kind: 'family'; readonly k: number }
  | { readonly kind: 'budget'; readonly index: number }
  | { readonly kind: 'edge'; readonly job: EdgeJob }
  | { readonly kind: 'process'; readonly job: ProcessJob }
  | { readonly kind: 'stage'; readonly shape: StageShape };

type JobResult =
  | CellResult
  | CoverageResult
  | FamilyResult
  | BudgetResult
  | EdgeResult[keyof EdgeResult][number]
  | ProcessCell
  | HolmCell
  | StageCell;

/** Every job of a run, in the order the report lists them. */
export function validationJobs(options: Options): Job[] {
  const jobs: Job[] = [];
  for (const m of options.questions)
    for (const n of options.trials) {
      for (const d of options.drops) jobs.push({ kind: 'cell', m, n, scenario: d });
      jobs.push({ kind: 'cell', m, n, scenario: 'churn' });
    }
  for (const mixture of Object.keys(MIXTURES) as MixtureName[])
    for (const m of options.questions)
      for (const n of options.trials) jobs.push({ kind: 'coverage', mixture, m, n });
  for (const k of options.familySizes) jobs.push({ kind: 'family', k });
  options.budgetChecks.forEach((_, index) => jobs.push({ kind: 'budget', index }));
  for (const job of edgeJobs(options.seed, options.edges)) jobs.push({ kind: 'edge', job });
  for (const job of processJobs(options.seed, options.processes))
    jobs.push({ kind: 'process', job });
  for (const shape of stageShapes(options.stages)) jobs.push({ kind: 'stage', shape });
  return jobs;
}

/** A job's name, for progress lines. */
export function jobName(job: Job): string {
  switch (job.kind) {
    case 'cell':
      return `M=${job.m} N=${job.n} ${job.scenario === 'churn' ? 'churn' : `drop=${job.scenario}`}`;
    case 'coverage':
      return `coverage ${job.mixture} M=${job.m} N=${job.n}`;
    case 'family':
      return `K=${job.k}`;
    case 'budget':
      return `budget #${job.index + 1}`;
    case 'edge':
      return `${job.job.kind} ${job.job.args.slice(1).join(' ')}`;
    case 'process':
      return processJobName(job.job);
    case 'stage':
      return stageJobName(job.shape);
  }
}

/** Runs one job. */
export function runJob(options: Options, job: Job): JobResult {
  switch (job.kind) {
    case 'cell':
      return runCell(
        options,
        job.m,
        job.n,
        job.scenario,
        job.scenario === 'churn' ? 0 : calibrateShift(job.scenario / 100),
      );
    case 'coverage':
      return runCoverage(options, job.mixture, job.m, job.n);
    case 'family':
      return runFamily(options, job.k);
    case 'budget': {
      const check = options.budgetChecks[job.index];
      if (!check) throw new Error(`no budget check #${job.index}`);
      return runBudgetCheck(options, check, calibrateShift(check.drop / 100));
    }
    case 'edge':
      return runEdgeJob(job.job);
    case 'process':
      return runProcessJob(job.job);
    case 'stage':
      return runStageCell(options.seed, job.shape);
  }
}

/** The result of a run from its jobs' results (same order as `validationJobs`). */
export function assemble(
  options: Options,
  jobs: readonly Job[],
  results: readonly JobResult[],
): ValidationResult {
  const shifts: Record<string, number> = {};
  for (const d of [...options.drops, ...options.budgetChecks.map((c) => c.drop)])
    shifts[String(d)] = calibrateShift(d / 100);
  const cells: CellResult[] = [];
  const coverage: CoverageResult[] = [];
  const families: FamilyResult[] = [];
  const budgets: BudgetResult[] = [];
  const edgeJobsRun: EdgeJob[] = [];
  const edgeResults: EdgeResult[keyof EdgeResult][number][] = [];
  const processJobsRun: ProcessJob[] = [];
  const processResults: (ProcessCell | HolmCell)[] = [];
  const stages: StageCell[] = [];
  jobs.forEach((job, i) => {
    const r = results[i] as JobResult;
    if (job.kind === 'cell') cells.push(r as CellResult);
    else if (job.kind === 'coverage') coverage.push(r as CoverageResult);
    else if (job.kind === 'family') families.push(r as FamilyResult);
    else if (job.kind === 'budget') budgets.push(r as BudgetResult);
    else if (job.kind === 'process') {
      processJobsRun.push(job.job);
      processResults.push(r as ProcessCell | HolmCell);
    } else if (job.kind === 'stage') stages.push(r as StageCell);
    else {
      edgeJobsRun.push(job.job);
      edgeResults.push(r as EdgeResult[keyof EdgeResult][number]);
    }
  });
  return {
    options,
    populationMean: populationMean(),
    shifts,
    cells,
    coverage,
    families,
    budgets,
    edges: gatherEdges(edgeJobsRun, edgeResults),
    processes: gatherProcesses(processJobsRun, processResults),
    stages,
  };
}

/** Runs everything in this process. Deterministic: the same options give the same result. */
export function runValidation(options: ValidationOptions): ValidationResult {
  if (!Number.isInteger(options.seed))
    throw new Error(`seed must be an integer; got ${options.seed}`);
  const { onProgress, ...rest } = options;
  const jobs = validationJobs(rest);
  const results = jobs.map((job) => {
    const r = runJob(rest, job);
    onProgress?.(jobName(job));
    return r;
  });
  return assemble(rest, jobs, results);
}
