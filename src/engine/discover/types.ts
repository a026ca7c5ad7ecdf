/**
 * Folder discovery's contract: a folder an eval harness wrote -> the tasks in it, each with the
 * files and reader options that read it and the rule that found it. One module per harness layout
 * (lm-eval.ts, inspect.ts, helm.ts, lighteval.ts, opencompass.ts, files.ts) implements `Layout`;
 * registry.ts lists them in the order they claim files.
 */
import type { FormatName, ReadOptions } from '../../readers/types.js';
import type { ReadBudget } from '../../readers/read-budget.js';

/** The harness layouts discovery knows. */
export type LayoutName =
  'lm-eval' | 'inspect' | 'helm' | 'lighteval' | 'opencompass' | 'deepeval' | 'files';

/** A file of the walked folder. */
export interface WalkedFile {
  /** Relative to the folder, `/`-separated. */
  readonly rel: string;
  /** Absolute path. */
  readonly abs: string;
  readonly size: number;
}

/** A file discovery looked at and did not use, and why (an older timestamp, an unfinished log). */
export interface SkippedFile {
  readonly file: string;
  readonly reason: string;
}

/** One task found in one folder. */
export interface DiscoveredTask {
  /** What the two sides are matched on: the harness's task name (see each layout). */
  readonly name: string;
  readonly layout: LayoutName;
  /** The files that are read, relative to the folder (several: the trials of one matrix). */
  readonly files: readonly string[];
  /** The reader options discovery chose (format, metric, filter, split). */
  readonly read: ReadOptions & { readonly format: FormatName };
  /** How the files and options were found, in a sentence for the report. */
  readonly rule: string;
  /** The model the harness names, when it names one (one model per folder). */
  readonly model?: string;
  /** Other files of this task that were not read, and why. */
  readonly skipped: readonly SkippedFile[];
  /**
   * The harness's task without the arguments its name may carry (Inspect's `eval.task`): a task
   * each side has once under this name is paired with its twin even when their names differ.
   */
  readonly base?: string;
  /**
   * What the task ran with, compared between the two sides for the pairing's note: Inspect's
   * task arguments (defaults included), lm-eval's task config, DeepEval's threshold.
   */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** `settings` are lm-eval's config (`config`) or task arguments (`arguments`), for the note. */
  readonly settingsKind?: 'arguments' | 'config' | 'metric';
  /** Documents the harness counted for the task (lm-eval's `n-samples` effective). */
  readonly documents?: number;
  /** Where `documents` comes from, for the warning (`results_<timestamp>.json`). */
  readonly documentsSource?: string;
  /**
   * The reader options the task offers (lm-eval's metric_list and filter_list, a DeepEval run's
   * metrics): a sample-metric or filter that no task of a folder offers is an error.
   */
  readonly offers?: { readonly metrics?: readonly string[]; readonly filters?: readonly string[] };
  /**
   * Found without the harness's record of its options (lm-eval's results file): read as its twin
   * on the other side is, so that both sides are read the same way.
   */
  readonly readAsTwin?: boolean;
}

/** A group of tasks the harness defines (lm-eval's `group_subtasks`, HELM's run groups, an Inspect task over several task arguments). */
export interface DiscoveredGroup {
  readonly name: string;
  readonly layout: LayoutName;
  /** The tasks it holds (leaves, by name), in the harness's order. */
  readonly members: readonly string[];
  /** The groups directly below it (nested groups: lm-eval's mmlu -> mmlu_stem -> tasks). */
  readonly subgroups: readonly string[];
  /** Where the harness defines it (`results_<ts>.json`, `runs/v4/schema.json`). */
  readonly source: string;
}

/** What one layout found in a folder. */
export interface LayoutResult {
  readonly tasks: readonly DiscoveredTask[];
  readonly groups: readonly DiscoveredGroup[];
  /** Notes for the report (a task the harness lists without per-sample files, ...). */
  readonly notes: readonly string[];
}

/** What a layout may use while it looks at a folder. */
export interface LayoutContext {
  /** The folder as the user named it, for messages. */
  readonly shown: string;
  /** The read budget every discovery read counts against. */
  readonly readBudget?: ReadBudget;
  /** Several runs of one task (lm-eval and lighteval timestamps): the newest, or all as trials. */
  readonly timestamps: TimestampsMode;
  /** Options the user gave for the folder: a metric or filter named there wins over discovery's. */
  readonly userRead: ReadOptions;
  /** Heads of files, read once and shared by the layouts (`SNIFF` bytes, charged to the budget). */
  head(file: WalkedFile): Promise<Uint8Array>;
}

/** `timestamps`: several runs of one task in a folder. */
export type TimestampsMode = 'newest' | 'trials';

/** `groups`: how a group the harness defines is gated. */
export type GroupsMode = 'gate' | 'subtasks';

/** One harness layout: claims the files it understands and turns them into tasks. */
export interface Layout {
  readonly name: LayoutName;
  /**
   * Looks at the files not yet claimed (`files`), claims those it uses or understands (adds them
   * to `claimed`, by `rel`) and returns the tasks and groups they hold.
   */
  discover(
    files: readonly WalkedFile[],
    claimed: Set<string>,
    context: LayoutContext,
  ): Promise<LayoutResult>;
}

/** Everything discovery found in one folder. */
export interface FolderDiscovery {
  /** The folder as the user named it. */
  readonly root: string;
  /** Absolute path of the folder (relative file paths resolve against it). */
  readonly abs: string;
  /** Files walked. */
  readonly files: number;
  readonly tasks: readonly DiscoveredTask[];
  readonly groups: readonly DiscoveredGroup[];
  readonly notes: readonly string[];
  /** Files no layout used (a README, a manifest), the first few and how many. */
  readonly ignored: { readonly count: number; readonly first: readonly string[] };
}
