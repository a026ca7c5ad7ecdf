/**
 * `scorio-eval compare`: a baseline against a candidate (flags and/or a config file).
 */
import { parseUsageGate } from '../config/usage-gate.js';
import { compareUnchecked } from '../engine/index.js';
import { ConfigError, showValue } from '../errors.js';
import { UsageError, parse, parseNumber, sharedFlags, stringFlag, SHARED_OPTIONS } from './args.js';
import { COMPARE_HELP, NAME } from './help.js';
import type { CliIo } from './io.js';
import { REPORT_FILES, deliver, fullReportHint } from './output.js';

export async function runCompare(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'compare',
    args,
    {
      config: { type: 'string' },
      baseline: { type: 'string' },
      candidate: { type: 'string' },
      margin: { type: 'string' },
      'usage-gate': { type: 'string' },
      'questions-url': { type: 'string' },
      name: { type: 'string' },
      'allow-task-mismatch': { type: 'boolean' },
      groups: { type: 'string' },
      timestamps: { type: 'string' },
      'missing-tasks': { type: 'string' },
      'max-folder-files': { type: 'string' },
      // Only compare reads paths from a config file; rank's paths are all arguments.
      'allow-outside-workspace': { type: 'boolean' },
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
  const maxFolderFiles = parseNumber('--max-folder-files', str('max-folder-files'));
  if (
    maxFolderFiles !== undefined &&
    !(Number.isSafeInteger(maxFolderFiles) && maxFolderFiles >= 1)
  )
    throw new ConfigError(
      `--max-folder-files: must be a whole number of files >= 1 (e.g. 50000); got ${showValue(str('max-folder-files'))}`,
      '--max-folder-files',
    );
  const gateText = str('usage-gate');
  const usageGate = gateText !== undefined ? parseUsageGate(gateText, '--usage-gate') : undefined;
  const baseline = str('baseline');
  const candidate = str('candidate');
  const configFile = str('config');
  const outcome = await compareUnchecked({
    ...(configFile !== undefined ? { configFile } : {}),
    overrides: {
      ...(baseline !== undefined ? { baseline } : {}),
      ...(candidate !== undefined ? { candidate } : {}),
      ...flags.settings,
      ...(margin !== undefined ? { margin } : {}),
      ...(usageGate !== undefined ? { usageGate } : {}),
      ...(str('name') !== undefined ? { name: str('name') } : {}),
      ...(values['allow-task-mismatch'] === true ? { allowTaskMismatch: true } : {}),
      ...(str('groups') !== undefined ? { groups: str('groups') } : {}),
      ...(str('timestamps') !== undefined ? { timestamps: str('timestamps') } : {}),
      ...(str('missing-tasks') !== undefined ? { missingTasks: str('missing-tasks') } : {}),
    },
    cwd: io.cwd,
    overrideSource: 'flag',
    policy: {
      ...flags.policy,
      ...(maxFolderFiles !== undefined ? { maxFolderFiles } : {}),
    },
    ...(str('questions-url') !== undefined ? { questionsUrl: str('questions-url') } : {}),
    now: io.now ? io.now() : new Date(),
    fullReportHint: fullReportHint(flags.outDir, REPORT_FILES),
  });
  return deliver(outcome, flags, REPORT_FILES, io);
}
