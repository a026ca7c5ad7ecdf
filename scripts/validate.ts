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
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderStatistics, renderSummary } from './validate-report.js';
import {
  FULL_OPTIONS,
  QUICK_OPTIONS,
  runValidation,
  type ValidationOptions,
  type ValidationResult,
} from './validate-sim.js';

/** Parsed command line. */
export interface ValidateArgs {
  readonly quick: boolean;
  readonly seed: number | undefined;
  readonly out: string | undefined;
  readonly write: boolean;
}

/** Parses the command line (throws on an unknown flag or a bad seed). */
export function parseValidateArgs(argv: readonly string[]): ValidateArgs {
  let quick = false;
  let seed: number | undefined;
  let out: string | undefined;
  let write = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') quick = true;
    else if (a === '--no-write') write = false;
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
        `unknown argument ${String(a)} (expected --quick, --seed N, --out FILE, --no-write)`,
      );
  }
  return { quick, seed, out, write };
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

function main(argv: readonly string[]): void {
  const args = parseValidateArgs(argv);
  const options = optionsFor(args);
  const started = Date.now();
  const result: ValidationResult = runValidation({
    ...options,
    onProgress: (what) => {
      process.stderr.write(`\r${what} (${((Date.now() - started) / 1000).toFixed(0)} s)          `);
    },
  });
  process.stderr.write(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const root = fileURLToPath(new URL('../', import.meta.url));
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
  const target = args.out ?? (args.quick ? undefined : `${root}docs/statistics.md`);
  if (args.write && target !== undefined) {
    writeFileSync(
      target,
      renderStatistics(result, { command: commandLine(args), version: pkg.version }),
    );
    process.stderr.write(`wrote ${target}\n`);
  }
  process.stdout.write(renderSummary(result));
}

// Run only as a script (tests import the functions).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`validate: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
}
