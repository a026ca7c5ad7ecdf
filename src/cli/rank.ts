/**
 * `scorio-eval rank`: a leaderboard of several models with interval-aware groups.
 */
import { parseModelArgument, rankUnchecked, type RankModelSource } from '../engine/index.js';
import { ConfigError, showValue } from '../errors.js';
import { UsageError, parse, sharedFlags, stringFlag, SHARED_OPTIONS } from './args.js';
import { NAME, RANK_HELP } from './help.js';
import type { CliIo } from './io.js';
import { LEADERBOARD_FILES, deliver, fullReportHint } from './output.js';

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

export async function runRank(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'rank',
    args,
    {
      baseline: { type: 'string' },
      benchmark: { type: 'string' },
      'allow-task-mismatch': { type: 'boolean' },
      ...SHARED_OPTIONS,
    },
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
  const outcome = await rankUnchecked({
    models,
    ...(baseline !== undefined ? { baseline } : {}),
    ...(benchmark !== undefined ? { benchmark: benchmark.trim() } : {}),
    ...flags.settings,
    ...(values['allow-task-mismatch'] === true ? { allowTaskMismatch: true } : {}),
    overrideSource: 'flag',
    policy: flags.policy,
    cwd: io.cwd,
    now: io.now ? io.now() : new Date(),
    fullReportHint: fullReportHint(flags.outDir, LEADERBOARD_FILES),
  });
  return deliver(outcome, flags, LEADERBOARD_FILES, io);
}
