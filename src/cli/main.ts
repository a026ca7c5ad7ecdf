/**
 * The CLI: `scorio-eval compare`, `score`, `rank`, `merge` and `run-spread`. `main(argv, io)`
 * returns the exit code (0 = no credible regression, 1 = credible regression, 2 = usage or input
 * error) and writes only through `io`, so tests run it in-process. Each command is a module of
 * its own (compare.ts, score.ts, rank.ts), imported only when it runs: `--version` and `--help`
 * load nothing but this shell (main-help.ts), and the bundle keeps each command in its own chunk.
 * args.ts parses flags, output.ts delivers reports, help.ts holds the commands' help texts.
 */
import { TOOL_VERSION } from '../engine/version.js';
import { ScorioError, didYouMean, showValue } from '../errors.js';
import type { CliIo } from './io.js';
import { oneLine } from './one-line.js';
import { MAIN_HELP, NAME } from './main-help.js';
import { UsageError } from './usage-error.js';

export type { CliIo } from './io.js';

/** The commands, for the message of an unknown one. */
const COMMANDS = ['compare', 'score', 'rank', 'merge', 'run-spread'];

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
    if (command === 'compare') return await (await import('./compare.js')).runCompare(rest, io);
    if (command === 'score') return await (await import('./score.js')).runScore(rest, io);
    if (command === 'rank') return await (await import('./rank.js')).runRank(rest, io);
    if (command === 'merge') return await (await import('./merge.js')).runMerge(rest, io);
    if (command === 'run-spread')
      return await (await import('./run-spread.js')).runRunSpread(rest, io);
    throw new UsageError(
      `unknown command ${showValue(command)}${didYouMean(command, COMMANDS)} (commands: ${COMMANDS.join(', ')}; see ${NAME} --help)`,
    );
  } catch (e) {
    if (e instanceof ScorioError)
      for (const w of e.warnings) io.stderr(`${NAME}: warning: ${oneLine(w)}\n`);
    io.stderr(`${NAME}: ${oneLine(errorLine(e))}\n`);
    return 2;
  }
}
