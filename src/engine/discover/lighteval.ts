/**
 * lighteval details folders: `details/<model>/<timestamp>/details_<task>_<timestamp>.parquet`
 * (`--save-details`), one file per task and run. The task is the file name's; several runs of a
 * task are the newest, or all as trials (`timestamps: trials`). The metric is the one the file
 * holds, or `sample-metric`.
 */
import { InputError, excerpt, showPath } from '../../errors.js';
import { baseOf, dirOf, folderText } from './read-json.js';
import type { DiscoveredTask, Layout, LayoutResult, WalkedFile } from './types.js';

/** `details_<task>_<timestamp>.parquet`, as lighteval names them. */
const DETAILS = /^details_(.+)_(\d{4}-\d{2}-\d{2}T[\d.:-]+)\.parquet$/;

interface Details {
  readonly file: WalkedFile;
  readonly task: string;
  readonly stamp: string;
  /** `details/<model>/<timestamp>/`: the model's folder. */
  readonly model: string;
}

export const lightevalLayout: Layout = {
  name: 'lighteval',
  async discover(files, claimed, context): Promise<LayoutResult> {
    const byTask = new Map<string, Details[]>();
    for (const file of files) {
      const m = DETAILS.exec(baseOf(file.rel));
      if (m === null) continue;
      claimed.add(file.rel);
      const task = m[1] as string;
      byTask.set(task, [
        ...(byTask.get(task) ?? []),
        { file, task, stamp: m[2] as string, model: dirOf(dirOf(file.rel)) },
      ]);
    }
    const tasks: DiscoveredTask[] = [];
    for (const [task, runs] of byTask) {
      const models = [...new Set(runs.map((r) => r.model))];
      if (models.length > 1)
        throw new InputError(
          { file: context.shown },
          `the lighteval task ${excerpt(task)} has details in ${models.length} model folders (${models
            .slice(0, 3)
            .map((m) => showPath(folderText(m)))
            .join(', ')}): a side of a comparison is one model; point at one model's folder.`,
        );
      runs.sort((a, b) => (a.stamp < b.stamp ? -1 : a.stamp > b.stamp ? 1 : 0));
      const newest = runs[runs.length - 1] as Details;
      const chosen = context.timestamps === 'trials' ? runs : [newest];
      const metric = context.userRead.metric;
      tasks.push({
        name: task,
        layout: 'lighteval',
        files: chosen.map((r) => r.file.rel),
        read: { format: 'lighteval', ...(metric !== undefined ? { metric } : {}) },
        rule: `${
          runs.length === 1
            ? `details_${task}_<timestamp>.parquet`
            : context.timestamps === 'trials'
              ? `${runs.length} runs of details_${task}_<timestamp>.parquet as trials (timestamps: trials)`
              : `the newest of ${runs.length} runs of details_${task}_<timestamp>.parquet (${newest.stamp})`
        }; ${metric !== undefined ? `metric ${excerpt(metric)} (sample-metric)` : 'the metric the file holds'}`,
        ...(newest.model !== '' ? { model: baseOf(newest.model) } : {}),
        skipped: runs
          .filter((r) => !chosen.includes(r))
          .map((r) => ({ file: r.file.rel, reason: `an older run (newest: ${newest.stamp})` })),
      });
    }
    return { tasks, groups: [], notes: [] };
  },
};
