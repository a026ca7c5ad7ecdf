/**
 * `npm run validate`: measures the gate's error rates by simulation and writes docs/statistics.md.
 *
 *   npm run validate                  # full run (a few minutes), writes docs/statistics.md
 *   npm run validate -- --quick       # small run for CI (seconds), prints only
 *   npm run validate -- --seed 7      # another seed
 *   npm run validate -- --out FILE    # write the Markdown elsewhere (also in quick mode)
 *   npm run validate -- --no-write    # print only
 *
 * Prints the README summary (the one sentence and a small table) to stdout, progress to stderr.
 */
import { availableParallelism } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { README_MARKERS, readmeBlock, renderStatistics, renderSummary } from './validate-report.js';
import { assemble, jobName, runJob, runValidation, validationJobs } from './validate-run.js';
import { usageSection } from './validate-usage-section.js';
import { USAGE_FULL, USAGE_QUICK, runUsageValidation } from './validate-usage.js';
import { FULL_OPTIONS, QUICK_OPTIONS } from './validate-options.js';
import type { ValidationOptions, ValidationResult } from './validate-types.js';
import { runInWorkers, runWorkerShare } from './worker-pool.js';

/** Parsed command line. */
export interface ValidateArgs {
  readonly quick: boolean;
  readonly seed: number | undefined;
  readonly out: string | undefined;
  readonly write: boolean;
  /** Worker processes (default: the cores; 1 runs in this process). */
  readonly jobs: number | undefined;
}

/** Parses the command line (throws on an unknown flag or a bad seed). */
export function parseValidateArgs(argv: readonly string[]): ValidateArgs {
  let quick = false;
  let seed: number | undefined;
  let out: string | undefined;
  let write = true;
  let jobs: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') quick = true;
    else if (a === '--jobs') {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 1 || v > 64)
        throw new Error(`--jobs needs an integer in [1, 64]; got ${String(argv[i])}`);
      jobs = v;
    } else if (a === '--no-write') write = false;
    else if (a === '--seed') {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 0 || v > 0xffffffff)
        throw new Error(`--seed needs an integer in [0, 2^32); got ${String(argv[i])}`);
      seed = v;
    } else if (a === '--out') {
      out = argv[++i];
      if (!out) throw new Error('--out needs a file name');
    } else
      throw new Error(
        `unknown argument ${String(a)} (expected --quick, --seed N, --jobs N, --out FILE, --no-write)`,
      );
  }
  return { quick, seed, out, write, jobs };
}

/** The simulation options for parsed arguments. */
export function optionsFor(args: ValidateArgs): ValidationOptions {
  const base = args.quick ? QUICK_OPTIONS : FULL_OPTIONS;
  return args.seed === undefined ? base : { ...base, seed: args.seed };
}

function commandLine(args: ValidateArgs): string {
  const parts = ['npm run validate'];
  const extra = [
    ...(args.quick ? ['--quick'] : []),
    ...(args.seed !== undefined ? ['--seed', String(args.seed)] : []),
  ];
  return extra.length > 0 ? `${parts[0]} -- ${extra.join(' ')}` : (parts[0] as string);
}

/**
 * Runs the jobs in `workers` child processes (each runs every `workers`-th job and sends its
 * results back), or in this process with one worker. The result does not depend on the split.
 */
async function runParallel(
  options: ValidationOptions,
  workers: number,
  progress: (what: string) => void,
): Promise<ValidationResult> {
  if (workers <= 1) return runValidation({ ...options, onProgress: progress });
  const rest: Omit<ValidationOptions, 'onProgress'> = { ...options };
  delete (rest as { onProgress?: unknown }).onProgress;
  const jobs = validationJobs(rest);
  const results = await runInWorkers<unknown>({
    script: fileURLToPath(import.meta.url),
    workers,
    payload: rest,
    total: jobs.length,
    onResult: (index) => progress(jobName(jobs[index] as (typeof jobs)[number])),
  });
  return assemble(rest, jobs, results as Parameters<typeof assemble>[2]);
}

/** A worker: runs jobs k, k + n, k + 2n, … of the run and sends each result to the parent. */
function worker(argv: readonly string[]): void {
  runWorkerShare(argv, (o: Omit<ValidationOptions, 'onProgress'>) => validationJobs(o), runJob);
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseValidateArgs(argv);
  const options = optionsFor(args);
  const started = Date.now();
  const workers = args.jobs ?? (args.quick ? 1 : availableParallelism());
  let done = 0;
  const result: ValidationResult = await runParallel(options, workers, (what) => {
    done++;
    process.stderr.write(
      `\r${done} jobs: ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)          `,
    );
  });
  // Tokens, time and cost: their own simulation and section (scripts/validate-usage.ts).
  const usage = await runUsageValidation(
    { ...(args.quick ? USAGE_QUICK : USAGE_FULL), seed: options.seed },
    workers,
  );
  process.stderr.write(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const root = fileURLToPath(new URL('../', import.meta.url));
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
  const target = args.out ?? (args.quick ? undefined : `${root}docs/statistics.md`);
  if (args.write && target !== undefined) {
    writeFileSync(
      target,
      renderStatistics(result, {
        command: commandLine(args),
        version: pkg.version,
        sections: usageSection(usage),
      }),
    );
    process.stderr.write(`wrote ${target}\n`);
    if (args.out === undefined) {
      // The README's copy of the summary block, between its markers.
      const readme = `${root}README.md`;
      const text = readFileSync(readme, 'utf8');
      const start = text.indexOf(README_MARKERS.start);
      const end = text.indexOf(README_MARKERS.end);
      if (start < 0 || end < start)
        throw new Error(`README.md has no ${README_MARKERS.start} block`);
      writeFileSync(
        readme,
        `${text.slice(0, start + README_MARKERS.start.length)}\n${readmeBlock(result).join('\n')}\n${text.slice(end)}`,
      );
      process.stderr.write(`wrote ${readme}\n`);
    }
  }
  process.stdout.write(renderSummary(result));
}

// Run only as a script (tests import the functions).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === '--worker') worker(process.argv.slice(3));
  else
    main(process.argv.slice(2)).catch((e: unknown) => {
      process.stderr.write(`validate: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(2);
    });
}
