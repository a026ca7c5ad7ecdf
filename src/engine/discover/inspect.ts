/**
 * Inspect AI log folders (`inspect eval` and `inspect eval-set` write one log per task run, `.eval`
 * or legacy `.json`; an eval-set folder also holds its `logs.json` and `eval-set.json`). The task
 * is the header's `eval.task` (with its `task_args`, when it has any); of several logs of one task,
 * the newest that finished (`status: success`) is read: Inspect's retries (`eval-retry`,
 * `eval-set` re-runs) write a new log that carries the samples the failed one completed, so the
 * newest complete log is the run merged as Inspect merges it. A task run over several task
 * arguments is a group of them.
 */
import { InputError, excerpt, showPath, showValue } from '../../errors.js';
import { detectFormat } from '../../readers/detect.js';
import { type InspectHeader, readInspectHeader } from '../../readers/inspect-header.js';
import { argsText, identityArgs, recordedDefaults } from './identity.js';
import { baseOf } from './read-json.js';
import type {
  DiscoveredGroup,
  DiscoveredTask,
  Layout,
  LayoutResult,
  SkippedFile,
  WalkedFile,
} from './types.js';

/** Files an eval-set writes beside its logs. */
const MANIFESTS = new Set(['logs.json', 'eval-set.json', '.eval-set-id']);

interface Log {
  readonly file: WalkedFile;
  readonly format: 'inspect-eval' | 'inspect-json';
  readonly header: InspectHeader;
  /** Creation time in ms (NaN when the header has none). */
  readonly time: number;
}

/** Newest first: creation time, then the file name (Inspect's names start with the time). */
function newestFirst(a: Log, b: Log): number {
  const ta = Number.isNaN(a.time) ? -Infinity : a.time;
  const tb = Number.isNaN(b.time) ? -Infinity : b.time;
  if (ta !== tb) return tb - ta;
  return a.file.rel < b.file.rel ? 1 : a.file.rel > b.file.rel ? -1 : 0;
}

export const inspectLayout: Layout = {
  name: 'inspect',
  async discover(files, claimed, context): Promise<LayoutResult> {
    const logs: Log[] = [];
    for (const file of files) {
      if (MANIFESTS.has(baseOf(file.rel))) {
        claimed.add(file.rel);
        continue;
      }
      const lower = file.rel.toLowerCase();
      if (!lower.endsWith('.eval') && !lower.endsWith('.json')) continue;
      const format = detectFormat(file.rel, await context.head(file));
      if (format !== 'inspect-eval' && format !== 'inspect-json') continue;
      claimed.add(file.rel);
      const header = await readInspectHeader(file.abs, format, {
        readBudget: context.readBudget,
        maxUnzippedBytes: context.userRead.maxUnzippedBytes,
        unzipLimitSetting: context.userRead.unzipLimitSetting,
      });
      if (header.task === undefined || header.task === '')
        throw new InputError(
          { file: `${context.shown}/${file.rel}`, field: 'field "eval.task"' },
          'the log names no task, so it cannot be matched with the other side.',
        );
      logs.push({ file, format, header, time: Date.parse(header.created ?? '') });
    }
    if (logs.length === 0) return { tasks: [], groups: [], notes: [] };

    // The defaults the folder's logs record (newer Inspect versions write them into task_args):
    // an argument given at its default does not make another task.
    const defaults = new Map<string, Map<string, string>>();
    for (const log of logs) {
      const task = log.header.task as string;
      const known = defaults.get(task) ?? new Map<string, string>();
      recordedDefaults(log.header.taskArgs, log.header.taskArgsPassed, known);
      defaults.set(task, known);
    }
    const argsOf = (log: Log): string =>
      argsText(
        identityArgs(
          log.header.taskArgs,
          log.header.taskArgsPassed,
          defaults.get(log.header.task as string) ?? new Map(),
        ),
      );
    // A task run with several task arguments is several tasks: named with their arguments (not
    // its defaults, nor paths: those differ between versions and machines, not tasks).
    const argSets = new Map<string, Set<string>>();
    for (const log of logs) {
      const task = log.header.task as string;
      argSets.set(task, (argSets.get(task) ?? new Set()).add(argsOf(log)));
    }
    const nameOf = (log: Log): string => {
      const args = argsOf(log);
      return args === '' ? (log.header.task as string) : `${log.header.task as string}[${args}]`;
    };
    const byName = new Map<string, Log[]>();
    for (const log of logs) byName.set(nameOf(log), [...(byName.get(nameOf(log)) ?? []), log]);

    const tasks: DiscoveredTask[] = [];
    const notes: string[] = [];
    for (const [name, runs] of byName) {
      const models = [...new Set(runs.map((r) => r.header.model ?? ''))];
      if (models.length > 1) throw twoModels(context.shown, models, name);
      runs.sort(newestFirst);
      const complete = runs.find((r) => r.header.status === 'success');
      const chosen = complete ?? (runs[0] as Log);
      const skipped: SkippedFile[] = runs
        .filter((r) => r !== chosen)
        .map((r) => ({
          file: r.file.rel,
          reason:
            r.header.status !== 'success'
              ? `status ${r.header.status ?? 'unknown'} (not finished)`
              : 'an older complete log',
        }));
      const status = chosen.header.status ?? 'unknown';
      if (complete === undefined)
        notes.push(
          `${chosen.file.rel}: no log of the Inspect task ${excerpt(name)} finished; the newest (status ${status}) is read, and its samples that never ran count as lost.`,
        );
      const rule =
        runs.length === 1
          ? `the log of task ${excerpt(name, 120)} (status ${status})`
          : `the newest ${complete !== undefined ? 'complete ' : ''}of ${runs.length} logs of task ${excerpt(name, 120)} (status ${status}, created ${chosen.header.created ?? 'unknown'})`;
      const settings = { ...chosen.header.taskArgs, ...chosen.header.taskArgsPassed };
      tasks.push({
        name,
        layout: 'inspect',
        files: [chosen.file.rel],
        read: { format: chosen.format },
        rule,
        ...(chosen.header.model !== undefined ? { model: chosen.header.model } : {}),
        skipped,
        base: chosen.header.task as string,
        settings,
        settingsKind: 'arguments',
      });
    }
    const groups: DiscoveredGroup[] = [];
    for (const [task, sets] of argSets)
      if (sets.size > 1)
        groups.push({
          name: task,
          layout: 'inspect',
          members: tasks.filter((t) => t.name.startsWith(`${task}[`)).map((t) => t.name),
          subgroups: [],
          source: `the task run with ${sets.size} sets of task arguments`,
        });
    return { tasks, groups, notes };
  },
};

/**
 * A folder with the logs of several models: a side of a comparison is one model's logs, and
 * Inspect writes every model's logs into one log dir unless told otherwise.
 */
export function twoModels(folder: string, models: readonly string[], task: string): InputError {
  const count = models.length === 2 ? 'two' : String(models.length);
  return new InputError(
    { file: folder },
    `this folder holds ${count} models (${models
      .slice(0, 3)
      .map((m) => showValue(m))
      .join(
        ', ',
      )}${models.length > 3 ? ', …' : ''}): the task ${excerpt(task)} has logs of each. A side of a comparison is one model: point at a folder of one model's logs (${showPath(folder)} holds them all; give each model its own --log-dir).`,
  );
}
