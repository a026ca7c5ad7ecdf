/**
 * The CLI: `scorio-eval compare`, `scorio-eval score` and `scorio-eval rank`. `main(argv, io)` returns the exit code
 * (0 = no credible regression, 1 = credible regression, 2 = usage or input error) and writes only
 * through `io`, so tests run it in-process.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { FORMAT_NAMES } from '../config/index.js';
import { KNOWN_NAMES } from '../decision/index.js';
import {
  compare,
  parseModelArgument,
  rank,
  score,
  TOOL_VERSION,
  type CompareRequest,
  type RankModelSource,
  type Verdict,
} from '../engine/index.js';
import { ConfigError, ScorioError, showValue } from '../errors.js';
import type { FormatName } from '../readers/types.js';
import { fixed, grouped } from '../report/index.js';

/** Where the CLI writes and what it reads from its environment (injected, so tests run it in-process). */
export interface CliIo {
  /** Writes to standard output (text includes its newlines). */
  readonly stdout: (text: string) => void;
  /** Writes to standard error. */
  readonly stderr: (text: string) => void;
  /** Directory relative paths resolve against. */
  readonly cwd: string;
  /** Clock for the report's timestamp (default: now). */
  readonly now?: () => Date;
}

const NAME = 'scorio-eval';

/** Wraps a comma-separated list at 96 columns, continuation lines indented by `indent`. */
function wrap(text: string, indent: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent + line.length + 1 + word.length > 96) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** `scorio-eval --help`. */
export const MAIN_HELP = `${NAME} ${TOOL_VERSION}: gate on credible regressions of LLM eval metrics.

Usage:
  ${NAME} compare --baseline <file|glob> --candidate <file|glob> [options]
  ${NAME} compare --config <file> [options]
  ${NAME} score <file|glob> [options]
  ${NAME} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]
  ${NAME} <command> --help

Commands:
  compare   Compare a baseline and a candidate; print the report.
            Exit 0: no credible regression. 1: a credible regression. 2: usage or input error.
  score     Metrics with credible intervals for one result file.
  rank      Rank several models (checkpoints) with interval-aware groups; print the leaderboard.
            Exit 0 (1 with --baseline when every candidate is credibly below it). 2: error.

Options:
  -h, --help     Show help.
  -v, --version  Show the version.
`;

/** `scorio-eval compare --help`. */
export const COMPARE_HELP = `Usage: ${NAME} compare [--config <file>] [options]
       ${NAME} compare --baseline <file|glob> --candidate <file|glob> [options]

Reads the baseline and candidate outcomes (questions x trials), computes each metric with its
credible interval, and calls a credible regression only when the rule says so. Prints the report
(Markdown by default) on standard output.

Exit status: 0 no credible regression, 1 credible regression, 2 usage or input error
(one line on standard error).

Inputs:
  --config <file>        YAML config (benchmarks, metrics, rule). Default: .github/scorio.yml
                         when it exists and --baseline/--candidate are not given.
  --baseline <path>      Baseline results: a file or a glob (files are merged per question).
  --candidate <path>     Candidate results: a file or a glob.
  --input-format <name>  Format of the result files; default auto (by extension and content):
                         ${wrap(FORMAT_NAMES.join(', '), 25)}.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --allow-outside-workspace
                         Let result files lie outside the current directory (absolute paths,
                         ../, symbolic links that lead out). Default: refused.

Decision:
  --metric <name>        A metric to compare; repeat for several. Default bayes.
                         ${wrap(`Names: ${KNOWN_NAMES.join(', ')}`, 25)}
                         (k a number, e.g. pass@4, pass^4, maj@8).
  --rule <overlap|z>     overlap (default): a credible change only when the credible intervals do
                         not overlap. z: when rho = Phi(|delta| / sqrt(sb^2 + sc^2)) reaches
                         --min-confidence.
  --confidence <p>       Credibility level of every interval. Default 0.95.
  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.
  --margin <d>           Credible drops smaller than this do not fail. Default 0.
  --align <mode>         strict (default): baseline and candidate must have the same question ids.
                         intersect: compare the common questions, report the others.

Output:
  --format <md|json>     Report format on standard output. Default md.
  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json
                         (created if needed). Only these two files are written, and they are
                         replaced if they exist; nothing else is ever written.
  -h, --help             Show this help.

Flags win over the config file. Relative paths resolve against the current directory.
`;

/** `scorio-eval score --help`. */
export const SCORE_HELP = `Usage: ${NAME} score <file|glob> [options]

Prints each metric with its credible interval for one result matrix (questions x trials).

Options:
  --metric <name>        A metric; repeat for several. Default bayes.
                         ${wrap(`Names: ${KNOWN_NAMES.join(', ')}`, 25)}
  --format <json|md|csv> Output format. Default md.
  --input-format <name>  Format of the result file. Default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1.
  --confidence <p>       Credibility level of the intervals. Default 0.95.
  -h, --help             Show this help.

Exit status: 0 success, 2 usage or input error. Nothing is written to disk.
`;

/** `scorio-eval rank --help`. */
export const RANK_HELP = `Usage: ${NAME} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]

Ranks several models (e.g. the checkpoints of a training run) scored on the same questions:
competition ranks of the posterior mean (1, 2, 2, 4) and interval-aware groups (models the rule
cannot order share a group; every model in a higher group is credibly better than every model in
a lower one), the rho between every pair, and the trials per question that would resolve each
adjacent pair. Prints the leaderboard (Markdown by default) on standard output.

Models:
  name=<file|glob>       One model per argument: its name, then its result file(s); a glob merges
                         its files per question (e.g. one file per seed). Quote globs.
  <file>                 A model named after its file: runs/ckpt-1000.csv is "ckpt-1000".
                         Unquoted globs expand in the shell: one model per file.
  --baseline <model>     The reference model (name=file, or a file named "baseline"). It is
                         ranked with the others, and the verdict is against it.

Exit status: 0 the leaderboard was printed; with --baseline, 1 when every candidate is credibly
below the baseline on the first metric (a credible regression); 2 usage or input error (one line on
standard error). Names must be unique.

Options:
  --benchmark <name>     Benchmark name shown in the leaderboard's titles.
  --metric <name>        A metric to rank by; repeat for several (one leaderboard each; the first
                         decides the verdict). Default bayes.
                         ${wrap(`Names: ${KNOWN_NAMES.join(', ')}`, 25)}
  --rule <overlap|z>     overlap (default): two models are credibly ordered when their credible
                         intervals do not overlap. z: when rho reaches --min-confidence.
  --confidence <p>       Credibility level of every interval. Default 0.95.
  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.
  --input-format <name>  Format of the result files; default auto.
  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).
  --align <mode>         strict (default): every model must have the same question ids.
                         intersect: rank on the questions common to all models, report the others.
  --allow-outside-workspace
                         Let result files lie outside the current directory. Default: refused.
  --format <md|json>     Output format. Default md (json: schema scorio-eval-leaderboard/1).
  --out-dir <dir>        Also write <dir>/leaderboard.md and <dir>/leaderboard.json (created if
                         needed). Only these two files are written, and they are replaced if they
                         exist; nothing else is ever written.
  -h, --help             Show this help.
`;

/** A usage error: one line on stderr, exit 2. */
class UsageError extends ScorioError {
  override name = 'UsageError';
}

function parseNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const v = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(v))
    throw new ConfigError(`${flag}: expected a number; got ${showValue(text)}`, flag);
  return v;
}

function parseWeights(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(/[\s,]+/)
    .filter((p) => p !== '');
  const values = parts.map(Number);
  if (values.length < 2 || values.some((v) => !Number.isFinite(v)))
    throw new ConfigError(
      `--weights: expected at least 2 numbers separated by commas, e.g. 0,0.5,1; got ${showValue(text)}`,
      '--weights',
    );
  return values;
}

function parseInputFormat(text: string | undefined): FormatName | 'auto' | undefined {
  if (text === undefined) return undefined;
  if (!FORMAT_NAMES.includes(text as FormatName))
    throw new ConfigError(
      `--input-format: must be one of ${FORMAT_NAMES.join(', ')}; got ${showValue(text)}`,
      '--input-format',
    );
  return text as FormatName | 'auto';
}

function parse(
  command: string,
  args: readonly string[],
  options: NonNullable<ParseArgsConfig['options']>,
  allowPositionals: boolean,
): { values: Record<string, unknown>; positionals: string[] } {
  try {
    const r = parseArgs({ args: [...args], options, allowPositionals, strict: true });
    return { values: r.values as Record<string, unknown>, positionals: r.positionals };
  } catch (e) {
    // node:util parseArgs errors: ERR_PARSE_ARGS_UNKNOWN_OPTION, ..._INVALID_OPTION_VALUE, ...
    // First sentence only: Node adds advice about '--' that does not apply here.
    const message = (e as Error).message.split(/\.(?:\s|$)/)[0] ?? 'invalid arguments';
    throw new UsageError(`${command}: ${message} (see ${NAME} ${command} --help)`);
  }
}

/**
 * The flags `compare` and `rank` share: how result files are read, how the rule decides, and
 * where the report goes.
 */
const SHARED_OPTIONS = {
  'input-format': { type: 'string' },
  weights: { type: 'string' },
  metric: { type: 'string', multiple: true },
  rule: { type: 'string' },
  confidence: { type: 'string' },
  'min-confidence': { type: 'string' },
  align: { type: 'string' },
  format: { type: 'string' },
  'out-dir': { type: 'string' },
  'allow-outside-workspace': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/** The shared flags, checked: the engine settings that were given, the output format and --out-dir. */
interface SharedFlags {
  /** Only the settings given on the command line (the engine's defaults apply to the others). */
  readonly settings: Pick<
    NonNullable<CompareRequest['overrides']>,
    | 'format'
    | 'weights'
    | 'metrics'
    | 'rule'
    | 'confidence'
    | 'minConfidence'
    | 'align'
    | 'allowOutsideWorkspace'
  >;
  readonly output: 'md' | 'json';
  readonly outDir: string | undefined;
}

/** A string flag's value (`undefined` when absent). */
function stringFlag(values: Record<string, unknown>, key: string): string | undefined {
  const v = values[key];
  return typeof v === 'string' ? v : undefined;
}

/** Parses the flags of {@link SHARED_OPTIONS}; errors name the flag and the value. */
function sharedFlags(values: Record<string, unknown>): SharedFlags {
  const str = (k: string) => stringFlag(values, k);
  const output = str('format') ?? 'md';
  if (output !== 'md' && output !== 'json')
    throw new ConfigError(`--format: must be md or json; got ${showValue(output)}`, '--format');
  // --rule, --align (and the ranges of the numbers) are checked by the engine's applyOverrides,
  // with the same messages for compare and rank.
  const rule = str('rule');
  const align = str('align');
  const format = parseInputFormat(str('input-format'));
  const weights = parseWeights(str('weights'));
  const confidence = parseNumber('--confidence', str('confidence'));
  const minConfidence = parseNumber('--min-confidence', str('min-confidence'));
  const metrics = (values.metric as string[] | undefined) ?? [];
  return {
    settings: {
      ...(format !== undefined ? { format } : {}),
      ...(weights !== undefined ? { weights } : {}),
      ...(metrics.length > 0 ? { metrics } : {}),
      ...(rule !== undefined ? { rule } : {}),
      ...(confidence !== undefined ? { confidence } : {}),
      ...(minConfidence !== undefined ? { minConfidence } : {}),
      ...(align !== undefined ? { align } : {}),
      ...(values['allow-outside-workspace'] === true ? { allowOutsideWorkspace: true } : {}),
    },
    output,
    outDir: str('out-dir'),
  };
}

/** The two files `--out-dir` receives, and what they hold (for the error line). */
interface OutFiles {
  readonly what: string;
  readonly markdown: string;
  readonly json: string;
}

const REPORT_FILES: OutFiles = { what: 'report', markdown: 'report.md', json: 'report.json' };
const LEADERBOARD_FILES: OutFiles = {
  what: 'leaderboard',
  markdown: 'leaderboard.md',
  json: 'leaderboard.json',
};

/** Where the comment's truncation note sends the reader for the full report. */
function fullReportHint(outDir: string | undefined, files: OutFiles): string {
  return outDir !== undefined ? `${files.markdown} and ${files.json}` : 'the --format json output';
}

/**
 * Prints the report (and the warnings), then writes `--out-dir`, and returns the exit status: 1
 * on a credible regression, else 0. The report goes to standard output first: a full disk or an
 * --out-dir that cannot be written must not hide the verdict; that failure is one line on
 * standard error naming the verdict, and the status stays 1 on a regression (else 2, for the
 * missing files).
 */
async function deliver(
  outcome: {
    readonly verdict: Verdict;
    readonly json: string;
    readonly markdown: string;
    readonly warnings: readonly string[];
  },
  flags: SharedFlags,
  files: OutFiles,
  io: CliIo,
): Promise<number> {
  io.stdout(flags.output === 'json' ? outcome.json : outcome.markdown);
  for (const w of outcome.warnings) io.stderr(`${NAME}: warning: ${w}\n`);
  const verdictCode = outcome.verdict === 'regression' ? 1 : 0;
  const { outDir } = flags;
  if (outDir === undefined) return verdictCode;
  const dir = isAbsolute(outDir) ? outDir : resolve(io.cwd, outDir);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, files.markdown), outcome.markdown);
    await writeFile(join(dir, files.json), outcome.json);
  } catch (e) {
    io.stderr(
      `${NAME}: --out-dir: cannot write the ${files.what} to ${showValue(outDir)}: ${(e as Error).message} ` +
        `(verdict: ${outcome.verdict})\n`,
    );
    return verdictCode === 1 ? 1 : 2;
  }
  return verdictCode;
}

async function runCompare(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'compare',
    args,
    {
      config: { type: 'string' },
      baseline: { type: 'string' },
      candidate: { type: 'string' },
      margin: { type: 'string' },
      ...SHARED_OPTIONS,
    },
    true,
  );
  if (values.help) {
    io.stdout(COMPARE_HELP);
    return 0;
  }
  if (positionals.length > 0)
    throw new UsageError(
      `compare: unexpected argument ${showValue(positionals[0])}; give files with --baseline and --candidate (see ${NAME} compare --help)`,
    );
  const str = (k: string) => stringFlag(values, k);
  const flags = sharedFlags(values);
  const margin = parseNumber('--margin', str('margin'));
  const baseline = str('baseline');
  const candidate = str('candidate');
  const configFile = str('config');
  const outcome = await compare({
    ...(configFile !== undefined ? { configFile } : {}),
    overrides: {
      ...(baseline !== undefined ? { baseline } : {}),
      ...(candidate !== undefined ? { candidate } : {}),
      ...flags.settings,
      ...(margin !== undefined ? { margin } : {}),
    },
    cwd: io.cwd,
    overrideSource: 'flag',
    now: io.now ? io.now() : new Date(),
    fullReportHint: fullReportHint(flags.outDir, REPORT_FILES),
  });
  return deliver(outcome, flags, REPORT_FILES, io);
}

async function runScore(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'score',
    args,
    {
      metric: { type: 'string', multiple: true },
      format: { type: 'string' },
      'input-format': { type: 'string' },
      weights: { type: 'string' },
      confidence: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    true,
  );
  if (values.help) {
    io.stdout(SCORE_HELP);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? `score: give one result file (see ${NAME} score --help)`
        : `score: give one result file (or a quoted glob); got ${positionals.length} arguments (see ${NAME} score --help)`,
    );
  const format = typeof values.format === 'string' ? values.format : 'md';
  if (format !== 'md' && format !== 'json' && format !== 'csv')
    throw new ConfigError(
      `--format: must be json, md or csv; got ${showValue(format)}`,
      '--format',
    );
  const inputFormat = parseInputFormat(
    typeof values['input-format'] === 'string' ? values['input-format'] : undefined,
  );
  const weights = parseWeights(typeof values.weights === 'string' ? values.weights : undefined);
  const confidence = parseNumber(
    '--confidence',
    typeof values.confidence === 'string' ? values.confidence : undefined,
  );
  const result = await score({
    file: positionals[0] as string,
    metrics: (values.metric as string[] | undefined) ?? [],
    ...(inputFormat !== undefined ? { format: inputFormat } : {}),
    ...(weights !== undefined ? { weights } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
    cwd: io.cwd,
  });
  const n =
    result.trials.min === result.trials.max
      ? grouped(result.trials.min)
      : `${grouped(result.trials.min)}-${grouped(result.trials.max)}`;
  if (format === 'json') io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  else if (format === 'csv') {
    const lines = ['metric,mu,sigma,lo,hi'];
    for (const m of result.metrics)
      lines.push(`${csvField(m.metric)},${m.mu},${m.sigma},${m.lo},${m.hi}`);
    io.stdout(`${lines.join('\n')}\n`);
  } else {
    const pct = `${Number((result.confidence * 100).toFixed(2))}%`;
    const lines = [
      `M = ${grouped(result.questions)} questions, N = ${n} trials per question, labels 0..${result.maxLabel}${result.weights ? `, weights ${result.weights.join(', ')}` : ''}`,
      '',
      `| metric | μ | σ | ${pct} interval |`,
      '|:--|--:|--:|:--|',
      ...result.metrics.map(
        (m) =>
          `| ${m.metric} | ${fixed(m.mu, 4)} | ${fixed(m.sigma, 4)} | [${fixed(m.lo, 4)}, ${fixed(m.hi, 4)}] |`,
      ),
    ];
    io.stdout(`${lines.join('\n')}\n`);
  }
  for (const w of result.warnings) io.stderr(`${NAME}: warning: ${w}\n`);
  return 0;
}

/**
 * A model argument (`name=file|glob` or a file): its name and paths, or a usage error. Without a
 * name, `unnamed` names it when given (the baseline), else the file's base name does.
 */
function modelArgument(text: string, flag: string, unnamed?: string): RankModelSource {
  const parsed = parseModelArgument(text);
  if ('glob' in parsed) {
    if (unnamed !== undefined) return { name: unnamed, paths: [parsed.glob] };
    throw new UsageError(
      `rank: ${flag} ${showValue(parsed.glob)} is a glob: give the model a name (name=${parsed.glob}) to merge its files, or leave it unquoted so that the shell makes each file a model`,
    );
  }
  return {
    name: parsed.named || unnamed === undefined ? parsed.name : unnamed,
    paths: parsed.paths,
  };
}

async function runRank(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'rank',
    args,
    { baseline: { type: 'string' }, benchmark: { type: 'string' }, ...SHARED_OPTIONS },
    true,
  );
  if (values.help) {
    io.stdout(RANK_HELP);
    return 0;
  }
  const str = (k: string) => stringFlag(values, k);
  if (positionals.length === 0)
    throw new UsageError(
      `rank: give the models to rank, as name=file or files (see ${NAME} rank --help)`,
    );
  const flags = sharedFlags(values);
  const benchmark = str('benchmark');
  if (benchmark !== undefined && benchmark.trim() === '')
    throw new ConfigError('--benchmark: must not be empty', '--benchmark');
  const baselineText = str('baseline');
  const baseline =
    baselineText !== undefined
      ? modelArgument(
          baselineText,
          '--baseline',
          baselineText.includes('=') ? undefined : 'baseline',
        )
      : undefined;
  const models = positionals.map((p) => modelArgument(p, 'model'));
  const outcome = await rank({
    models,
    ...(baseline !== undefined ? { baseline } : {}),
    ...(benchmark !== undefined ? { benchmark: benchmark.trim() } : {}),
    ...flags.settings,
    overrideSource: 'flag',
    cwd: io.cwd,
    now: io.now ? io.now() : new Date(),
    fullReportHint: fullReportHint(flags.outDir, LEADERBOARD_FILES),
  });
  return deliver(outcome, flags, LEADERBOARD_FILES, io);
}

function csvField(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line for any error: never a stack trace. */
function errorLine(e: unknown): string {
  if (e instanceof ScorioError) return e.message;
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === 'string' && /^E[A-Z]+$/.test(err.code)) return err.message; // a file system error (ENOENT, EACCES, ...) names its path
  return `internal error: ${err?.message ?? String(e)} (please report this)`;
}

/**
 * Runs the CLI. Returns the exit code: 0 no credible regression (or success), 1 credible
 * regression, 2 usage or input error (one line on stderr).
 *
 * @example await main(['compare', '--config', 'fixtures/demo/scorio.yml'], io) // 1
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) {
      io.stderr(MAIN_HELP);
      return 2;
    }
    if (command === '--help' || command === '-h' || command === 'help') {
      io.stdout(MAIN_HELP);
      return 0;
    }
    if (command === '--version' || command === '-v') {
      io.stdout(`${TOOL_VERSION}\n`);
      return 0;
    }
    if (command === 'compare') return await runCompare(rest, io);
    if (command === 'score') return await runScore(rest, io);
    if (command === 'rank') return await runRank(rest, io);
    throw new UsageError(
      `unknown command ${showValue(command)}: use compare, score or rank (see ${NAME} --help)`,
    );
  } catch (e) {
    io.stderr(`${NAME}: ${errorLine(e).replace(/\s*\n\s*/g, ' ')}\n`);
    return 2;
  }
}
