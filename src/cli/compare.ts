/**
 * `scorio-eval compare`: a baseline against a candidate (flags and/or a config file).
 */
import { parseUsageGate, parseUsageRunSpread } from '../config/usage-gate.js';
import { compareUnchecked } from '../engine/index.js';
import { writeFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { ConfigError, showPath, showValue } from '../errors.js';
import { renderPlan } from '../report/index.js';
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
      'usage-run-spread': { type: 'string' },
      'questions-url': { type: 'string' },
      name: { type: 'string' },
      'allow-task-mismatch': { type: 'boolean' },
      groups: { type: 'string' },
      timestamps: { type: 'string' },
      'missing-tasks': { type: 'string' },
      'max-folder-files': { type: 'string' },
      resample: { type: 'boolean' },
      'plan-out': { type: 'string' },
      'previous-report': { type: 'string' },
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
  const spreadText = str('usage-run-spread');
  const usageRunSpread =
    spreadText !== undefined ? parseUsageRunSpread(spreadText, '--usage-run-spread') : undefined;
  const baseline = str('baseline');
  const candidate = str('candidate');
  const configFile = str('config');
  const planOut = str('plan-out');
  const previousReport = str('previous-report');
  const outcome = await compareUnchecked({
    ...(configFile !== undefined ? { configFile } : {}),
    overrides: {
      ...(baseline !== undefined ? { baseline } : {}),
      ...(candidate !== undefined ? { candidate } : {}),
      ...flags.settings,
      ...(margin !== undefined ? { margin } : {}),
      ...(usageGate !== undefined ? { usageGate } : {}),
      ...(usageRunSpread !== undefined ? { usageRunSpread } : {}),
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
    // A gate in stages: asking for a plan file, or continuing a stage, is re-sampling.
    ...(values.resample === true || planOut !== undefined ? { resample: true } : {}),
    ...(previousReport !== undefined ? { previousReport } : {}),
    now: io.now ? io.now() : new Date(),
    fullReportHint: fullReportHint(flags.outDir, REPORT_FILES),
  });
  const status = await deliver(outcome, flags, REPORT_FILES, io);
  if (planOut === undefined) return status;
  try {
    const target = isAbsolute(planOut) ? planOut : resolve(io.cwd, planOut);
    await writeFile(target, renderPlan(outcome.report));
  } catch (e) {
    io.stderr(
      `${NAME}: --plan-out: cannot write the plan to ${showPath(planOut)}: ${(e as Error).message} (verdict: ${outcome.verdict})\n`,
    );
    return status === 1 ? 1 : 2;
  }
  return status;
}
