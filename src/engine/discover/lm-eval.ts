/**
 * lm-evaluation-harness output folders: `<output_path>/<model>/samples_<task>_<ts>.jsonl` (one per
 * task, with `--log_samples`) beside `results_<ts>.json` (one per run: the tasks' configs, their
 * groups). One task per samples file name; the results file of the same timestamp names the
 * task's metric (the first of its `metric_list`) and filter (the first of its `filter_list`), which
 * the samples file alone leaves open when it has several; its `group_subtasks` names the groups.
 */
import { InputError, excerpt, showPath } from '../../errors.js';
import { baseOf, dirOf, folderText, objectOf, readMetadataJson } from './read-json.js';
import type {
  DiscoveredGroup,
  DiscoveredTask,
  Layout,
  LayoutContext,
  LayoutResult,
  SkippedFile,
  WalkedFile,
} from './types.js';

/** `samples_<task>_<timestamp>.jsonl`, as lm-eval names them. */
const SAMPLES = /^samples_(.+)_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.jsonl$/;
/** `results_<timestamp>.json`. */
const RESULTS = /^results_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.json$/;

interface SamplesFile {
  readonly file: WalkedFile;
  readonly dir: string;
  readonly task: string;
  readonly stamp: string;
}

/** What a results file says about its tasks. */
interface ResultsInfo {
  readonly rel: string;
  /** Task -> its config's metric names and filter names, in order, and the config itself. */
  readonly configs: ReadonlyMap<
    string,
    { metrics: string[]; filters: string[]; settings: Record<string, unknown> }
  >;
  /** Task -> the documents lm-eval evaluated (`n-samples.<task>.effective`). */
  readonly documents: ReadonlyMap<string, number>;
  /** Group -> its children (groups or tasks), as `group_subtasks` lists them. */
  readonly groupSubtasks: ReadonlyMap<string, string[]>;
  /** The names under `results` (tasks and groups). */
  readonly resultNames: readonly string[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

async function readResults(
  file: WalkedFile,
  context: LayoutContext,
): Promise<ResultsInfo | undefined> {
  const shown = `${context.shown}/${file.rel}`;
  const root = objectOf(await readMetadataJson(file, shown, context.readBudget));
  // lighteval names its results files the same way; they have no `configs`.
  if (root === undefined || objectOf(root.configs) === undefined) return undefined;
  const configs = new Map<
    string,
    { metrics: string[]; filters: string[]; settings: Record<string, unknown> }
  >();
  for (const [task, raw] of Object.entries(objectOf(root.configs) ?? {})) {
    const config = objectOf(raw);
    if (config === undefined) continue;
    const names = (list: unknown, key: string): string[] =>
      Array.isArray(list)
        ? list.flatMap((entry) => {
            const name = objectOf(entry)?.[key];
            return typeof name === 'string' && name !== '' ? [name] : [];
          })
        : [];
    configs.set(task, {
      metrics: names(config.metric_list, 'metric'),
      filters: names(config.filter_list, 'name'),
      settings: configSettings(config),
    });
  }
  const documents = new Map<string, number>();
  for (const [task, raw] of Object.entries(objectOf(root['n-samples']) ?? {})) {
    const effective = objectOf(raw)?.effective;
    if (typeof effective === 'number' && Number.isInteger(effective) && effective >= 0)
      documents.set(task, effective);
  }
  const groupSubtasks = new Map<string, string[]>();
  for (const [group, children] of Object.entries(objectOf(root.group_subtasks) ?? {}))
    groupSubtasks.set(group, strings(children));
  return {
    rel: file.rel,
    configs,
    documents,
    groupSubtasks,
    resultNames: Object.keys(objectOf(root.results) ?? {}),
  };
}

/** Config keys that name the task rather than say how it ran. */
const NAMING_KEYS = new Set(['task', 'task_alias', 'tag', 'group', 'group_alias']);

/**
 * A task's config as the pairing compares it: without the keys that only name it, and with only
 * the task's `version` of its `metadata` (lm-eval copies the model's arguments into it).
 */
function configSettings(config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (NAMING_KEYS.has(key)) continue;
    if (key === 'metadata') {
      const version = objectOf(value)?.version;
      if (version !== undefined) out['metadata.version'] = version;
      continue;
    }
    out[key] = value;
  }
  return out;
}

/**
 * The groups of `group_subtasks` (a key with children), each with its leaf tasks in order (nested
 * groups expanded, cycles cut) and its direct subgroups.
 */
export function lmEvalGroups(
  groupSubtasks: ReadonlyMap<string, readonly string[]>,
  source: string,
): DiscoveredGroup[] {
  const isGroup = (name: string): boolean => (groupSubtasks.get(name)?.length ?? 0) > 0;
  const leaves = (name: string, seen: Set<string>): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    return (groupSubtasks.get(name) ?? []).flatMap((child) =>
      isGroup(child) ? leaves(child, seen) : [child],
    );
  };
  const groups: DiscoveredGroup[] = [];
  for (const [name, children] of groupSubtasks) {
    if (children.length === 0) continue;
    groups.push({
      name,
      layout: 'lm-eval',
      members: [...new Set(leaves(name, new Set()))],
      subgroups: children.filter(isGroup),
      source,
    });
  }
  return groups;
}

export const lmEvalLayout: Layout = {
  name: 'lm-eval',
  async discover(files, claimed, context): Promise<LayoutResult> {
    const samples: SamplesFile[] = [];
    const resultsFiles = new Map<string, WalkedFile>();
    for (const file of files) {
      const base = baseOf(file.rel);
      const s = SAMPLES.exec(base);
      if (s !== null) {
        samples.push({
          file,
          dir: dirOf(file.rel),
          task: s[1] as string,
          stamp: s[2] as string,
        });
        claimed.add(file.rel);
        continue;
      }
      const r = RESULTS.exec(base);
      if (r !== null) resultsFiles.set(`${dirOf(file.rel)}\u0000${r[1] as string}`, file);
    }
    if (samples.length === 0) return { tasks: [], groups: [], notes: [] };
    for (const file of resultsFiles.values()) claimed.add(file.rel);

    const resultsCache = new Map<string, Promise<ResultsInfo | undefined>>();
    const resultsOf = (dir: string, stamp: string): Promise<ResultsInfo | undefined> => {
      const file = resultsFiles.get(`${dir}\u0000${stamp}`);
      if (file === undefined) return Promise.resolve(undefined);
      let pending = resultsCache.get(file.rel);
      if (pending === undefined) {
        pending = readResults(file, context);
        resultsCache.set(file.rel, pending);
      }
      return pending;
    };

    const byTask = new Map<string, SamplesFile[]>();
    for (const s of samples) byTask.set(s.task, [...(byTask.get(s.task) ?? []), s]);
    const tasks: DiscoveredTask[] = [];
    const usedStamps = new Set<string>();
    for (const [task, runs] of byTask) {
      const dirs = [...new Set(runs.map((r) => r.dir))];
      if (dirs.length > 1)
        throw new InputError(
          { file: context.shown },
          `this folder holds ${dirs.length === 2 ? 'two' : dirs.length} models (${dirs
            .slice(0, 3)
            .map((d) => showPath(folderText(d)))
            .join(
              ', ',
            )}): the lm-eval task ${excerpt(task)} has samples files in each (lm-eval writes one folder per model). A side of a comparison is one model: point at one model's folder.`,
        );
      runs.sort((a, b) => (a.stamp < b.stamp ? -1 : a.stamp > b.stamp ? 1 : 0));
      const newest = runs[runs.length - 1] as SamplesFile;
      const chosen = context.timestamps === 'trials' ? runs : [newest];
      const skipped: SkippedFile[] = runs
        .filter((r) => !chosen.includes(r))
        .map((r) => ({ file: r.file.rel, reason: `an older run (newest: ${newest.stamp})` }));
      for (const r of chosen) usedStamps.add(`${r.dir}\u0000${r.stamp}`);
      const results = await resultsOf(newest.dir, newest.stamp);
      const config = results?.configs.get(task);
      const from = results !== undefined ? baseOf(results.rel) : undefined;
      const parts: string[] = [];
      // A metric or filter given for the folder applies to the tasks that have it (the results
      // file lists the task's metrics and filters): `filter: flexible-extract` reads gsm8k with it
      // and leaves mmlu's `none` alone.
      const user = context.userRead;
      const givenMetric =
        user.metric !== undefined &&
        (config === undefined ||
          config.metrics.length === 0 ||
          config.metrics.includes(user.metric));
      // Without a filter_list a task's one filter is `none`.
      const givenFilter =
        user.filter !== undefined &&
        (config === undefined ||
          config.filters.includes(user.filter) ||
          (config.filters.length === 0 && user.filter === 'none'));
      let metric: string | undefined;
      if (givenMetric) {
        metric = user.metric as string;
        parts.push(`metric ${excerpt(metric)} (sample-metric)`);
      } else if (config?.metrics[0] !== undefined) {
        metric = config.metrics[0];
        parts.push(
          `metric ${excerpt(metric)} (the first of the task's metric_list in ${from ?? ''}${user.metric !== undefined ? `, which does not list sample-metric ${excerpt(user.metric)}` : ''})`,
        );
      }
      let filter: string | undefined;
      if (givenFilter) {
        filter = user.filter as string;
        parts.push(`filter ${excerpt(filter)} (filter)`);
      } else if (config?.filters[0] !== undefined) {
        filter = config.filters[0];
        parts.push(
          `filter ${excerpt(filter)} (the first of its filter_list${config.filters.length > 1 ? ` of ${config.filters.length}` : ''}${user.filter !== undefined ? `, which does not list filter ${excerpt(user.filter)}` : ''})`,
        );
      } else if (user.filter !== undefined && config !== undefined) {
        // No filter_list: lm-eval's only filter is `none`.
        filter = 'none';
        parts.push(`filter "none" (the task has no filter_list, so not ${excerpt(user.filter)})`);
      }
      if (metric === undefined || filter === undefined)
        parts.push(
          results === undefined
            ? `${metric === undefined ? 'the metric' : 'the filter'} the samples file holds (no results_${newest.stamp}.json beside it)`
            : `${metric === undefined ? 'the metric' : 'the filter'} the samples file holds`,
        );
      const runsText =
        runs.length === 1
          ? `samples_${task}_<timestamp>.jsonl`
          : context.timestamps === 'trials'
            ? `${runs.length} runs of samples_${task}_<timestamp>.jsonl as trials (timestamps: trials)`
            : `the newest of ${runs.length} runs of samples_${task}_<timestamp>.jsonl (${newest.stamp})`;
      const documents = results?.documents.get(task);
      tasks.push({
        name: task,
        layout: 'lm-eval',
        files: chosen.map((r) => r.file.rel),
        read: {
          format: 'lm-eval',
          ...(metric !== undefined ? { metric } : {}),
          ...(filter !== undefined ? { filter } : {}),
          // Samples files older than the `filter` field are read by pass, in this order.
          // (Without a filter_list, lm-eval's one filter is `none`.)
          ...(config !== undefined
            ? { filterOrder: config.filters.length > 0 ? config.filters : ['none'] }
            : {}),
        },
        rule: `${runsText}; ${parts.join(', ')}`,
        ...(newest.dir !== '' ? { model: newest.dir } : {}),
        skipped,
        ...(config !== undefined
          ? {
              settings: config.settings,
              settingsKind: 'config' as const,
              offers: {
                metrics: config.metrics,
                filters: config.filters.length > 0 ? config.filters : ['none'],
              },
            }
          : { readAsTwin: true }),
        ...(documents !== undefined ? { documents, documentsSource: from ?? '' } : {}),
      });
    }

    // Groups and the notes come from the results files of the runs that are read.
    const groupSubtasks = new Map<string, string[]>();
    const notes: string[] = [];
    const sources = new Map<string, string>();
    const taskNames = new Set(byTask.keys());
    for (const key of usedStamps) {
      const [dir = '', stamp = ''] = key.split('\u0000');
      const results = await resultsOf(dir, stamp);
      if (results === undefined) continue;
      for (const [group, children] of results.groupSubtasks)
        if (children.length > 0 && !groupSubtasks.has(group)) {
          groupSubtasks.set(group, children);
          sources.set(group, results.rel);
        }
      const missing = results.resultNames.filter(
        (name) => !taskNames.has(name) && (results.groupSubtasks.get(name)?.length ?? 0) === 0,
      );
      if (missing.length > 0)
        notes.push(
          `${results.rel} reports ${missing.length === 1 ? 'the task' : `${missing.length} tasks`} ${missing
            .slice(0, 5)
            .map((m) => excerpt(m))
            .join(
              ', ',
            )}${missing.length > 5 ? ', …' : ''} without a samples file (lm-eval writes them with --log_samples): not compared.`,
        );
    }
    const groups = lmEvalGroups(groupSubtasks, '').map((g) => ({
      ...g,
      source: sources.get(g.name) ?? '',
    }));
    return { tasks, groups, notes };
  },
};
