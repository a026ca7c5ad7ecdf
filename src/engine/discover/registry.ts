/**
 * The registry of harness layouts, and the discovery of one folder: walk it (bounded), let each
 * layout claim the files it understands, in order, and collect the tasks and groups.
 */
import { InputError, excerpt, showPath } from '../../errors.js';
import { readHead } from '../../readers/common.js';
import { deepEvalLayout } from './deepeval.js';
import { filesLayout } from './files.js';
import { helmLayout } from './helm.js';
import { inspectLayout, twoModels } from './inspect.js';
import { lightevalLayout } from './lighteval.js';
import { lmEvalLayout } from './lm-eval.js';
import { openCompassLayout } from './opencompass.js';
import type {
  DiscoveredGroup,
  DiscoveredTask,
  FolderDiscovery,
  Layout,
  LayoutContext,
  WalkedFile,
} from './types.js';
import { walkFolder } from './walk.js';

/**
 * Every layout, in the order they claim files: HELM's run folders and lm-eval's and lighteval's
 * named files first (their names say what they are), then the logs recognised by content
 * (Inspect, DeepEval, OpenCompass), then whatever result files are left, one task each.
 */
export const LAYOUTS: readonly Layout[] = [
  helmLayout,
  lmEvalLayout,
  lightevalLayout,
  inspectLayout,
  deepEvalLayout,
  openCompassLayout,
  filesLayout,
];

/** Bytes of each file's head read for detection (every detection rule looks at the first line or key). */
export const DISCOVERY_HEAD_BYTES = 16 << 10;

/** Options of {@link discoverFolder}. */
export interface DiscoverOptions {
  readonly maxFiles: number;
  /** How the setting that raises `maxFiles` is named (`input "max-folder-files"`). */
  readonly maxFilesSetting: string;
  readonly context: Omit<LayoutContext, 'head' | 'shown'>;
}

/**
 * What the folder `abs` (named `shown`) holds: its tasks, with the files and options that read
 * them and the rule that found them, its groups, and the files nothing used. Two layouts naming
 * the same task are an `InputError` (one task, one benchmark).
 */
export async function discoverFolder(
  abs: string,
  shown: string,
  options: DiscoverOptions,
): Promise<FolderDiscovery> {
  const walk = await walkFolder(abs, shown, {
    maxFiles: options.maxFiles,
    setting: options.maxFilesSetting,
  });
  const heads = new Map<string, Promise<Uint8Array>>();
  const context: LayoutContext = {
    ...options.context,
    shown,
    head: (file: WalkedFile) => {
      let pending = heads.get(file.rel);
      if (pending === undefined) {
        options.context.readBudget?.charge(
          Math.min(file.size, DISCOVERY_HEAD_BYTES),
          `${shown}/${file.rel}`,
        );
        pending = readHead(file.abs, DISCOVERY_HEAD_BYTES);
        heads.set(file.rel, pending);
      }
      return pending;
    },
  };
  const claimed = new Set<string>();
  const tasks: DiscoveredTask[] = [];
  const groups: DiscoveredGroup[] = [];
  const notes: string[] = [];
  for (const layout of LAYOUTS) {
    const open = walk.files.filter((f) => !claimed.has(f.rel));
    if (open.length === 0) break;
    const found = await layout.discover(open, claimed, context);
    tasks.push(...found.tasks);
    groups.push(...found.groups);
    notes.push(...found.notes);
  }
  const owner = new Map<string, DiscoveredTask>();
  for (const task of tasks) {
    const twin = owner.get(task.name);
    if (twin !== undefined)
      throw new InputError(
        { file: shown },
        `two files are the task ${excerpt(task.name, 120)}: ${showPath(twin.files[0] ?? '')} (${twin.layout}) and ${showPath(task.files[0] ?? '')} (${task.layout}); one task, one benchmark: remove or rename one.`,
      );
    owner.set(task.name, task);
  }
  for (const group of groups)
    if (owner.has(group.name)) {
      // A task and a group of the same name from the logs of different models: the folder holds
      // two models' logs, not a task to rename.
      const models = [
        ...new Set(
          [group.name, ...group.members].flatMap((t) => {
            const model = owner.get(t)?.model;
            return model !== undefined ? [model] : [];
          }),
        ),
      ];
      if (models.length > 1) throw twoModels(shown, models, group.name);
      throw new InputError(
        { file: shown },
        `${excerpt(group.name)} is both a task and a group of tasks (${group.source}); rename the task.`,
      );
    }
  if (walk.links.length > 0)
    notes.push(
      `${walk.links.length} symbolic link(s) not followed (${walk.links
        .slice(0, 3)
        .map((l) => excerpt(l))
        .join(
          ', ',
        )}${walk.links.length > 3 ? ', …' : ''}): discovery reads only files inside the folder.`,
    );
  if (walk.tooDeep.length > 0)
    notes.push(
      `${walk.tooDeep.length} folder(s) deeper than 16 levels not entered (${walk.tooDeep
        .slice(0, 3)
        .map((l) => excerpt(l))
        .join(', ')}).`,
    );
  const ignored = walk.files.filter((f) => !claimed.has(f.rel)).map((f) => f.rel);
  return {
    root: shown,
    abs,
    files: walk.files.length,
    tasks,
    groups,
    notes,
    ignored: { count: ignored.length, first: ignored.slice(0, 10) },
  };
}
