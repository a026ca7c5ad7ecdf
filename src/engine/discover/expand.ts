/**
 * Folder benchmarks -> one benchmark per task: a benchmark whose baseline and candidate are folders
 * (or `benchmarks: auto`) is replaced by a benchmark per task both folders hold, paired by an
 * identity that survives harness versions and machines (pair.ts), and one per group the harness
 * defines; the tasks on one side only are listed (a task missing from the candidate is the
 * report's `missing-tasks`). Holm is switched on when more than one comparison is gated from
 * discovered folders.
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { BenchmarkConfig, CompareConfig, PathSource } from '../../config/index.js';
import {
  ConfigError,
  InputError,
  didYouMean,
  excerpt,
  excerptList,
  showPath,
  showValue,
} from '../../errors.js';
import { confine, confinementOf } from '../../readers/confine.js';
import type { ReadBudget } from '../../readers/read-budget.js';
import type { ReportDiscovery, ReportDiscoveryFolder } from '../../report/types.js';
import { buildBenchmarks, commonGroups, sideReport } from './benchmarks.js';
import { pairTasks } from './pair.js';
import { discoverFolder } from './registry.js';
import type { FolderDiscovery, GroupsMode } from './types.js';

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

/** `results/` -> `results` (messages and joined paths), `.` and `./` stay the folder itself. */
function folderName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  return trimmed === '' ? (path.startsWith('/') ? '/' : '.') : trimmed;
}

/** Whether a path is confined to its root (the rule of `read-benchmark.ts`'s guard). */
function confined(config: CompareConfig, source: PathSource | undefined): boolean {
  return source !== 'flag' && config.allowOutsideWorkspace !== true;
}

/** What a side's single path is: a folder (confined first when its source says so), or not. */
type PathKind = { kind: 'folder'; path: string } | { kind: 'missing'; path: string } | undefined;

function pathKind(
  b: BenchmarkConfig,
  side: 'baseline' | 'candidate',
  root: string,
  config: CompareConfig,
): PathKind {
  const paths = b[side];
  if (paths.length !== 1) return undefined;
  const path = paths[0] as string;
  // A glob or a file is left to the readers (which confine it); a folder is confined here.
  if (/[*?[{]/.test(path)) return undefined;
  const full = resolve(root, path);
  let isDirectory = false;
  try {
    isDirectory = statSync(full).isDirectory();
  } catch {
    if (!existsSync(full)) return { kind: 'missing', path };
  }
  if (!isDirectory) return undefined;
  if (confined(config, b.pathSource?.[side] ?? 'config')) confine(confinementOf(root), path, root);
  return { kind: 'folder', path };
}

/** `benchmarks: auto` needs both folders; the baseline's defaults to its root (an artifact). */
function withAutoPaths(
  configured: BenchmarkConfig,
  config: CompareConfig,
  context: ExpandContext,
): BenchmarkConfig {
  if (configured.discover !== true) return configured;
  if (configured.candidate.length === 0)
    throw new ConfigError(
      `${config.file ?? 'the config'}: benchmarks: auto needs the candidate's folder: set candidate: in the config, or the flag --candidate (the action's input candidate)`,
      'candidate',
    );
  if (configured.baseline.length > 0) return configured;
  if (context.baselineRoot === undefined)
    throw new ConfigError(
      `${config.file ?? 'the config'}: benchmarks: auto needs the baseline's folder: set baseline: in the config, or the flag --baseline (the action's input baseline, or baseline-artifact)`,
      'baseline',
    );
  return { ...configured, baseline: ['.'] };
}

/**
 * A reader option given for a folder that no task of it offers (`--sample-metric acc` where
 * every task's metric is `exact_match`, `--filter strict_match` for lm-eval's `strict-match`): an
 * error listing what the folder holds, rather than an option silently ignored.
 */
function checkOffered(d: FolderDiscovery, b: BenchmarkConfig): void {
  for (const [key, option] of [
    ['metrics', 'metric'],
    ['filters', 'filter'],
  ] as const) {
    const wanted = b.read[option];
    if (wanted === undefined) continue;
    const offering = d.tasks.filter((t) => t.offers?.[key] !== undefined);
    if (offering.length === 0 || offering.some((t) => t.offers?.[key]?.includes(wanted))) continue;
    const byValue = new Map<string, string[]>();
    for (const t of offering)
      for (const value of t.offers?.[key] ?? [])
        byValue.set(value, [...(byValue.get(value) ?? []), t.name]);
    const held = [...byValue]
      .slice(0, 8)
      .map(
        ([value, tasks]) =>
          `${excerpt(value)} (${tasks
            .slice(0, 2)
            .map((t) => excerpt(t, 60))
            .join(', ')}${tasks.length > 2 ? `, ${tasks.length - 2} more` : ''})`,
      )
      .join(', ');
    const setting =
      b.path === 'flags'
        ? `--${option === 'metric' ? 'sample-metric' : 'filter'}`
        : `${b.path}.${option === 'metric' ? 'sample-metric' : 'filter'}`;
    throw new ConfigError(
      `${setting}: ${showValue(wanted)} matches no task in ${showPath(d.root)}: its tasks' ${option === 'metric' ? 'per-sample metrics' : 'filters'} are ${held}${byValue.size > 8 ? ', …' : ''}${didYouMean(wanted, [...byValue.keys()]) || '.'}`,
      setting,
    );
  }
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
    const b = withAutoPaths(configured, config, context);
    const baseKind = pathKind(b, 'baseline', baseRoot, config);
    const candKind = pathKind(b, 'candidate', candRoot, config);
    const isFolder = (k: PathKind) => k?.kind === 'folder';
    if (!isFolder(baseKind) && !isFolder(candKind) && b.discover !== true) {
      benchmarks.push(b);
      continue;
    }
    if (!isFolder(baseKind) || !isFolder(candKind))
      throw notTwoFolders(b, baseKind, candKind, context);
    const baseFolder = (baseKind as { path: string }).path;
    const candFolder = (candKind as { path: string }).path;
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
      const found = await discoverFolder(abs, shown, {
        maxFiles: context.maxFolderFiles,
        maxFilesSetting: context.maxFolderFilesSetting,
        context: { readBudget: context.readBudget, timestamps, userRead: b.read },
      });
      checkOffered(found, b);
      return found;
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
    const pairing = pairTasks(base.tasks, cand.tasks);
    if (pairing.pairs.length === 0)
      throw new InputError(
        { file: candFolder },
        `no task is in both folders: the baseline ${showPath(base.root)} holds ${base.tasks.length === 0 ? `no result files (${base.files} files walked)` : excerptList(base.tasks.map((t) => t.name))} and the candidate ${showPath(cand.root)} ${cand.tasks.length === 0 ? `no result files (${cand.files} files walked)` : excerptList(cand.tasks.map((t) => t.name))}. Folders are compared task by task, by the names the harness gives them (docs/formats.md).`,
      );
    const groups = commonGroups(base.groups, cand.groups, pairing);
    const built = buildBenchmarks(b, pairing, groups, {
      folders: { baseline: baseFolder, candidate: candFolder },
      groupsMode,
      usageGate: config.usageGate,
    });
    benchmarks.push(...built.benchmarks);
    discoveredGated += built.gated;
    const onlyInBaseline = pairing.onlyInBaseline.map((t) => t.name);
    const onlyInCandidate = pairing.onlyInCandidate.map((t) => t.name);
    folders.push({
      from: b.path,
      baseline: sideReport(base, folderName(baseFolder), [
        ...pairing.pairs.map((p) => p.baseline),
        ...pairing.onlyInBaseline,
      ]),
      candidate: sideReport(cand, folderName(candFolder), [
        ...pairing.pairs.map((p) => p.candidate),
        ...pairing.onlyInCandidate,
      ]),
      compared: pairing.pairs.map((p) => p.name),
      onlyInBaseline,
      onlyInCandidate,
      groups: built.groups,
      differences: pairing.pairs.flatMap((p) =>
        p.note !== undefined ? [{ task: p.name, note: p.note }] : [],
      ),
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
    for (const p of pairing.pairs) if (p.note !== undefined) warnings.push(`${p.name}: ${p.note}`);
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

/**
 * One side a folder and the other not: a path that does not exist is named as such (a mistyped
 * folder), else the two kinds of path are.
 */
function notTwoFolders(
  b: BenchmarkConfig,
  baseKind: PathKind,
  candKind: PathKind,
  context: ExpandContext,
): ConfigError {
  const where = (side: 'baseline' | 'candidate'): string => {
    const root = side === 'baseline' ? context.baselineRoot : context.candidateRoot;
    const label = side === 'baseline' ? context.baselineLabel : context.candidateLabel;
    return root === undefined
      ? `relative to ${showPath(context.cwd)}`
      : `in ${label ?? showPath(root)}`;
  };
  for (const [side, kind] of [
    ['baseline', baseKind],
    ['candidate', candKind],
  ] as const)
    if (kind?.kind === 'missing')
      return new ConfigError(
        `${b.path} (${showValue(b.name)}): the ${side} ${showValue(kind.path)} does not exist (${where(side)}); give two folders (every task in them is compared) or two sets of files`,
        b.path,
      );
  const [folder, other] =
    baseKind?.kind === 'folder'
      ? (['baseline', 'candidate'] as const)
      : (['candidate', 'baseline'] as const);
  return new ConfigError(
    `${b.path} (${showValue(b.name)}): the ${folder} ${showValue(b[folder][0])} is a folder and the ${other} ${showValue(b[other].join(', '))} is not: give two folders (every task in them is compared) or two sets of files`,
    b.path,
  );
}
