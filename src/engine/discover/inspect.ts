/**
 * Inspect AI log folders (`inspect eval` and `inspect eval-set` write one log per task run, `.eval`
 * or legacy `.json`; an eval-set folder also holds its `logs.json` and `eval-set.json`). The task
 * is the header's `eval.task` (with its `task_args`, when it has any); of several logs of one task,
 * the newest that finished (`status: success`) is read: Inspect's retries (`eval-retry`,
 * `eval-set` re-runs) write a new log that carries the samples the failed one completed, so the
 * newest complete log is the run merged as Inspect merges it. A task run over several task
 * arguments is a group of them.
 */
import { InputError, excerpt, showValue } from '../../errors.js';
import { detectFormat } from '../../readers/detect.js';
import { type InspectHeader, readInspectHeader } from '../../readers/inspect-header.js';
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

/** `k=v, ...` of task arguments, sorted by key: part of the task's name when it has any. */
function argsText(args: Readonly<Record<string, unknown>> | undefined): string {
  if (args === undefined) return '';
  return Object.keys(args)
    .sort()
    .map((k) => {
      const v = args[k];
      return `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
    })
    .join(',');
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

    // A task run with several task arguments is several tasks: named with their arguments.
    const argSets = new Map<string, Set<string>>();
    for (const log of logs) {
      const task = log.header.task as string;
      argSets.set(task, (argSets.get(task) ?? new Set()).add(argsText(log.header.taskArgs)));
    }
    const nameOf = (log: Log): string => {
      const args = argsText(log.header.taskArgs);
      return args === '' ? (log.header.task as string) : `${log.header.task as string}[${args}]`;
    };
    const byName = new Map<string, Log[]>();
    for (const log of logs) byName.set(nameOf(log), [...(byName.get(nameOf(log)) ?? []), log]);

    const tasks: DiscoveredTask[] = [];
    const notes: string[] = [];
    for (const [name, runs] of byName) {
      const models = [...new Set(runs.map((r) => r.header.model ?? ''))];
      if (models.length > 1)
        throw new InputError(
          { file: context.shown },
          `the Inspect task ${excerpt(name)} has logs of ${models.length} models (${models
            .slice(0, 3)
            .map((m) => showValue(m))
            .join(
              ', ',
            )}): a side of a comparison is one model; point at a folder of one model's logs.`,
        );
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
      tasks.push({
        name,
        layout: 'inspect',
        files: [chosen.file.rel],
        read: { format: chosen.format },
        rule,
        ...(chosen.header.model !== undefined ? { model: chosen.header.model } : {}),
        skipped,
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
