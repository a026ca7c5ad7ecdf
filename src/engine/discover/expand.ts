/**
 * Folder benchmarks -> one benchmark per task: a benchmark whose baseline and candidate are folders
 * (or `benchmarks: auto`) is replaced by a benchmark per task both folders hold, matched by task
 * name, and one per group the harness defines; the tasks on one side only are listed. Holm is
 * switched on when more than one comparison is gated from discovered folders.
 */
import { statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type {
  BenchmarkConfig,
  BenchmarkPart,
  CompareConfig,
  PathSource,
} from '../../config/index.js';
import {
  ConfigError,
  InputError,
  excerpt,
  excerptList,
  showPath,
  showValue,
} from '../../errors.js';
import { confine, confinementOf } from '../../readers/confine.js';
import type { ReadBudget } from '../../readers/read-budget.js';
import type { ReadOptions } from '../../readers/types.js';
import type {
  ReportDiscoveredGroup,
  ReportDiscoveredSide,
  ReportDiscoveredTask,
  ReportDiscovery,
  ReportDiscoveryFolder,
} from '../../report/types.js';
import { discoverFolder } from './registry.js';
import type { DiscoveredGroup, DiscoveredTask, FolderDiscovery, GroupsMode } from './types.js';

/** Where paths resolve and what discovery may spend. */
export interface ExpandContext {
  readonly cwd: string;
  readonly baselineRoot?: string;
  readonly candidateRoot?: string;
  /** How the baseline's root is named when it is not the workspace (`artifact evals`). */
  readonly baselineLabel?: string;
  /** How the candidate's root is named when it is not the workspace. */
  readonly candidateLabel?: string;
  readonly readBudget: ReadBudget;
  readonly maxFolderFiles: number;
  /** How `max-folder-files` is named (`--max-folder-files`, `input "max-folder-files"`). */
  readonly maxFolderFilesSetting: string;
}

/** The config with its folder benchmarks expanded, and what discovery found. */
export interface Expanded {
  readonly config: CompareConfig;
  readonly discovery?: ReportDiscovery;
  readonly warnings: readonly string[];
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** `results/` -> `results` (messages and joined paths), `.` and `./` stay the folder itself. */
function folderName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  return trimmed === '' ? (path.startsWith('/') ? '/' : '.') : trimmed;
}

/** Whether a path is confined to its root (the rule of `run.ts`'s guard). */
function confined(config: CompareConfig, source: PathSource | undefined): boolean {
  return source !== 'flag' && config.allowOutsideWorkspace !== true;
}

/** The side's path, its folder when it is one (confined first when its source says so). */
function folderOf(
  b: BenchmarkConfig,
  side: 'baseline' | 'candidate',
  root: string,
  config: CompareConfig,
): string | undefined {
  const paths = b[side];
  if (paths.length !== 1) return undefined;
  const path = paths[0] as string;
  // A glob or a file is left to the readers (which confine it); a folder is confined here.
  if (/[*?[{]/.test(path) || !isDirectory(resolve(root, path))) return undefined;
  if (confined(config, b.pathSource?.[side] ?? 'config')) confine(confinementOf(root), path, root);
  return path;
}

/** A discovered task's reader options without its format, for comparing the two sides'. */
function optionsText(read: ReadOptions): string {
  const rest: Record<string, unknown> = { ...read };
  delete rest.format;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

function sideReport(d: FolderDiscovery, folder: string): ReportDiscoveredSide {
  const task = (t: DiscoveredTask): ReportDiscoveredTask => ({
    name: t.name,
    layout: t.layout,
    files: t.files.map((f) => join(folder, f)),
    format: t.read.format,
    metric: t.read.metric ?? null,
    filter: t.read.filter ?? null,
    split: t.read.split ?? null,
    rule: t.rule,
    model: t.model ?? null,
    skipped: t.skipped.map((s) => ({ file: join(folder, s.file), reason: s.reason })),
  });
  return {
    folder: d.root,
    files: d.files,
    tasks: d.tasks.map(task),
    ignored: d.ignored,
    notes: d.notes,
  };
}

/**
 * The groups both sides define, with the members both define and both folders hold; `top` are
 * those no other group holds (mmlu, not mmlu_stem). A group one side alone defines is not used:
 * in the action the candidate's folder is the pull request's, and a group it made up could fold
 * a regressed task into an average, report-only.
 */
function commonGroups(
  base: readonly DiscoveredGroup[],
  cand: readonly DiscoveredGroup[],
  common: ReadonlySet<string>,
): { group: DiscoveredGroup; top: boolean }[] {
  const candByName = new Map(cand.map((g) => [g.name, g] as const));
  const both = base.flatMap((g) => {
    const other = candByName.get(g.name);
    if (other === undefined) return [];
    const theirs = new Set(other.members);
    const members = g.members.filter((m) => theirs.has(m) && common.has(m));
    const subgroups = g.subgroups.filter((s) => other.subgroups.includes(s));
    return members.length < 2 ? [] : [{ ...g, members, subgroups }];
  });
  const inner = new Set(both.flatMap((g) => g.subgroups));
  return both.map((group) => ({ group, top: !inner.has(group.name) }));
}

/**
 * Expands every folder benchmark of `config` (see the module's comment); returns the config
 * unchanged when none names a folder.
 */
export async function expandDiscovery(
  config: CompareConfig,
  context: ExpandContext,
): Promise<Expanded> {
  const baseRoot = context.baselineRoot ?? context.cwd;
  const candRoot = context.candidateRoot ?? context.cwd;
  const groupsMode: GroupsMode = config.groups ?? 'gate';
  const timestamps = config.timestamps ?? 'newest';
  const benchmarks: BenchmarkConfig[] = [];
  const folders: ReportDiscoveryFolder[] = [];
  const warnings: string[] = [];
  let discoveredGated = 0;

  for (const configured of config.benchmarks) {
    let b = configured;
    if (b.discover === true) {
      if (b.candidate.length === 0)
        throw new ConfigError(
          `${config.file ?? 'the config'}: benchmarks: auto needs the candidate's folder: set candidate: in the config, or the flag --candidate (the action's input candidate)`,
          'candidate',
        );
      if (b.baseline.length === 0) {
        if (context.baselineRoot === undefined)
          throw new ConfigError(
            `${config.file ?? 'the config'}: benchmarks: auto needs the baseline's folder: set baseline: in the config, or the flag --baseline (the action's input baseline, or baseline-artifact)`,
            'baseline',
          );
        b = { ...b, baseline: ['.'] };
      }
    }
    const baseFolder = folderOf(b, 'baseline', baseRoot, config);
    const candFolder = folderOf(b, 'candidate', candRoot, config);
    if (baseFolder === undefined && candFolder === undefined && b.discover !== true) {
      benchmarks.push(b);
      continue;
    }
    if (baseFolder === undefined || candFolder === undefined) {
      const [folder, other] =
        baseFolder !== undefined ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
      throw new ConfigError(
        `${b.path} (${showValue(b.name)}): the ${folder} ${showValue(b[folder as 'baseline'][0])} is a folder and the ${other} ${showValue(b[other as 'baseline'].join(', '))} is not: give two folders (every task in them is compared) or two sets of files`,
        b.path,
      );
    }
    if (b.path === 'flags' || b.path === 'inputs')
      if (b.namedAfterFile !== true)
        warnings.push(
          `${b.path === 'flags' ? '--name' : 'input "name"'} is not used: the folders hold tasks, each compared under its own name.`,
        );

    const discover = async (folder: string, root: string, label: string | undefined) => {
      const abs = isAbsolute(folder) ? folder : resolve(root, folder);
      const shown =
        label === undefined
          ? folderName(folder)
          : folderName(folder) === '.'
            ? label
            : `${label}: ${folderName(folder)}`;
      return discoverFolder(abs, shown, {
        maxFiles: context.maxFolderFiles,
        maxFilesSetting: context.maxFolderFilesSetting,
        context: { readBudget: context.readBudget, timestamps, userRead: b.read },
      });
    };
    const base = await discover(
      baseFolder,
      baseRoot,
      context.baselineRoot !== undefined ? context.baselineLabel : undefined,
    );
    const cand = await discover(
      candFolder,
      candRoot,
      context.candidateRoot !== undefined ? context.candidateLabel : undefined,
    );
    const candByName = new Map(cand.tasks.map((t) => [t.name, t] as const));
    const baseNames = new Set(base.tasks.map((t) => t.name));
    const compared = base.tasks.filter((t) => candByName.has(t.name));
    const onlyInBaseline = base.tasks.filter((t) => !candByName.has(t.name)).map((t) => t.name);
    const onlyInCandidate = cand.tasks.filter((t) => !baseNames.has(t.name)).map((t) => t.name);
    if (compared.length === 0)
      throw new InputError(
        { file: candFolder },
        `no task is in both folders: the baseline ${showPath(base.root)} holds ${base.tasks.length === 0 ? `no result files (${base.files} files walked)` : excerptList(base.tasks.map((t) => t.name))} and the candidate ${showPath(cand.root)} ${cand.tasks.length === 0 ? `no result files (${cand.files} files walked)` : excerptList(cand.tasks.map((t) => t.name))}. Folders are compared task by task, by the names the harness gives them (docs/formats.md).`,
      );

    const common = new Set(compared.map((t) => t.name));
    const groups = commonGroups(base.groups, cand.groups, common);
    const topOf = new Map<string, string>();
    for (const { group, top } of groups)
      if (top) for (const m of group.members) if (!topOf.has(m)) topOf.set(m, group.name);

    const pathIn = (folder: string, rel: string): string => join(folder, rel);
    const readOf = (task: DiscoveredTask, twin: DiscoveredTask): ReadOptions => {
      if (optionsText(task.read) !== optionsText(twin.read))
        throw new InputError(
          { file: candFolder },
          `the task ${excerpt(task.name)} is read differently on the two sides: the baseline's ${excerpt(task.rule, 160)}, the candidate's ${excerpt(twin.rule, 160)}; set sample-metric (and filter) to read both alike.`,
        );
      const { format, ...rest } = task.read;
      return {
        ...b.read,
        ...rest,
        ...(format === twin.read.format ? { format } : { format: 'auto' }),
      };
    };
    const gatedOff = (bm: BenchmarkConfig['metrics']) => bm.map((m) => ({ ...m, gate: false }));
    const reportGroups: ReportDiscoveredGroup[] = [];
    const made: BenchmarkConfig[] = [];
    for (const { group, top } of groups) {
      const gated = top && groupsMode === 'gate';
      const part = (folder: string, d: FolderDiscovery, t: string): BenchmarkPart => {
        const task = d.tasks.find((x) => x.name === t) as DiscoveredTask;
        const twin = (
          d === base ? candByName.get(t) : base.tasks.find((x) => x.name === t)
        ) as DiscoveredTask;
        return {
          task: t,
          paths: task.files.map((f) => pathIn(folder, f)),
          read: readOf(task, twin),
        };
      };
      made.push({
        ...b,
        name: group.name,
        baseline: group.members.flatMap((m) =>
          (base.tasks.find((t) => t.name === m) as DiscoveredTask).files.map((f) =>
            pathIn(baseFolder, f),
          ),
        ),
        candidate: group.members.flatMap((m) =>
          (candByName.get(m) as DiscoveredTask).files.map((f) => pathIn(candFolder, f)),
        ),
        parts: {
          baseline: group.members.map((m) => part(baseFolder, base, m)),
          candidate: group.members.map((m) => part(candFolder, cand, m)),
        },
        metrics: gated ? b.metrics : gatedOff(b.metrics),
        // Report-only is report-only for tokens, time and cost too: a measure is gated once, on
        // the group or on its tasks, as its accuracy is.
        ...(gated ? {} : { usageGate: {} }),
        discovered: { layout: group.layout, role: 'group' },
      });
      reportGroups.push({
        name: group.name,
        layout: group.layout,
        members: group.members,
        subgroups: group.subgroups,
        source: group.source,
        role: gated ? 'gated' : 'report-only',
      });
    }
    for (const task of compared) {
      const twin = candByName.get(task.name) as DiscoveredTask;
      const group = topOf.get(task.name);
      const gated = group === undefined || groupsMode === 'subtasks';
      made.push({
        ...b,
        name: task.name,
        baseline: task.files.map((f) => pathIn(baseFolder, f)),
        candidate: twin.files.map((f) => pathIn(candFolder, f)),
        read: readOf(task, twin),
        metrics: gated ? b.metrics : gatedOff(b.metrics),
        ...(gated ? {} : { usageGate: {} }),
        discovered: {
          layout: task.layout,
          role: group === undefined ? 'task' : 'subtask',
          ...(group !== undefined ? { group } : {}),
        },
      });
    }
    for (const m of made) {
      // A task is named after itself, and is no longer a folder to discover.
      const rest: BenchmarkConfig = { ...m };
      delete (rest as { namedAfterFile?: boolean }).namedAfterFile;
      delete (rest as { discover?: boolean }).discover;
      benchmarks.push(rest);
      // K: the gated comparisons and the gated usage tests (a measure a task's files lack is not
      // tested: counting it too keeps Holm on where a run may make more than one test).
      discoveredGated +=
        rest.metrics.filter((x) => x.gate).length +
        Object.keys(rest.usageGate ?? config.usageGate ?? {}).length;
    }
    folders.push({
      from: b.path,
      baseline: sideReport(base, folderName(baseFolder)),
      candidate: sideReport(cand, folderName(candFolder)),
      compared: compared.map((t) => t.name),
      onlyInBaseline,
      onlyInCandidate,
      groups: reportGroups,
    });
    if (onlyInBaseline.length + onlyInCandidate.length > 0)
      warnings.push(
        `${folderName(candFolder)}: ${[
          onlyInBaseline.length > 0
            ? `${onlyInBaseline.length} task(s) only in the baseline (${excerptList(onlyInBaseline, 5)})`
            : '',
          onlyInCandidate.length > 0
            ? `${onlyInCandidate.length} only in the candidate (${excerptList(onlyInCandidate, 5)})`
            : '',
        ]
          .filter((x) => x !== '')
          .join(' and ')} are not compared.`,
      );
    for (const note of [
      ...base.notes.map((n) => `baseline ${base.root}: ${n}`),
      ...cand.notes.map((n) => `candidate ${cand.root}: ${n}`),
    ])
      warnings.push(note);
  }
  if (folders.length === 0) return { config, warnings: [] };

  const names = new Map<string, number>();
  for (const b of benchmarks) names.set(b.name, (names.get(b.name) ?? 0) + 1);
  const twice = [...names].filter(([, n]) => n > 1).map(([name]) => name);
  if (twice.length > 0)
    throw new ConfigError(
      `${config.file ?? 'the inputs'}: the benchmark name ${excerpt(twice[0])} is used twice (a task found in a folder has the name of another benchmark or task); every benchmark needs its own name`,
      'benchmarks',
    );

  // Holm over the comparisons gated from discovered folders, unless the run set its own.
  let holm: ReportDiscovery['holm'] =
    config.multipleComparisonsSet === true || config.multipleComparisons === 'holm' ? 'set' : 'off';
  let multipleComparisons = config.multipleComparisons;
  if (config.multipleComparisonsSet !== true && discoveredGated > 1 && config.rule !== 'overlap') {
    multipleComparisons = 'holm';
    holm = 'automatic';
  }
  return {
    config: { ...config, multipleComparisons, benchmarks },
    discovery: {
      folders,
      groups: groupsMode,
      timestamps,
      gatedComparisons: discoveredGated,
      holm,
    },
    warnings,
  };
}
