/**
 * OpenCompass output folders: `outputs/<time>/results/<model>/<dataset>.json`, the results written
 * with the evaluation details (what the opencompass reader reads; `predictions/` files carry no
 * correctness and are left alone). One task per dataset file; several `<time>` runs of a dataset:
 * the newest.
 */
import { InputError, excerpt, showPath } from '../../errors.js';
import { detectFormat } from '../../readers/detect.js';
import { baseOf, dirOf, folderText } from './read-json.js';
import type { DiscoveredTask, Layout, LayoutResult, WalkedFile } from './types.js';

interface Result {
  readonly file: WalkedFile;
  readonly dataset: string;
  readonly model: string;
  /** The `<time>` folder above `results/` (OpenCompass names it `YYYYMMDD_HHMMSS`), or ``. */
  readonly time: string;
}

export const openCompassLayout: Layout = {
  name: 'opencompass',
  async discover(files, claimed, context): Promise<LayoutResult> {
    const byDataset = new Map<string, Result[]>();
    for (const file of files) {
      if (!file.rel.toLowerCase().endsWith('.json')) continue;
      if (detectFormat(file.rel, await context.head(file)) !== 'opencompass') continue;
      claimed.add(file.rel);
      const parts = file.rel.split('/');
      const at = parts.lastIndexOf('results');
      const dataset = baseOf(file.rel).replace(/\.json$/i, '');
      const model =
        at >= 0 && at === parts.length - 3 ? (parts[at + 1] as string) : dirOf(file.rel);
      const time = at >= 1 ? (parts[at - 1] as string) : '';
      byDataset.set(dataset, [...(byDataset.get(dataset) ?? []), { file, dataset, model, time }]);
    }
    const tasks: DiscoveredTask[] = [];
    for (const [dataset, runs] of byDataset) {
      const models = [...new Set(runs.map((r) => r.model))];
      if (models.length > 1)
        throw new InputError(
          { file: context.shown },
          `the OpenCompass dataset ${excerpt(dataset)} has results of ${models.length} models (${models
            .slice(0, 3)
            .map((m) => showPath(folderText(m)))
            .join(
              ', ',
            )}): a side of a comparison is one model; point at a folder of one model's results.`,
        );
      runs.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
      const newest = runs[runs.length - 1] as Result;
      tasks.push({
        name: dataset,
        layout: 'opencompass',
        files: [newest.file.rel],
        read: { format: 'opencompass' },
        rule:
          runs.length === 1
            ? `results/<model>/${dataset}.json`
            : `the newest of ${runs.length} runs of results/<model>/${dataset}.json (${newest.time})`,
        ...(newest.model !== '' ? { model: newest.model } : {}),
        skipped: runs
          .filter((r) => r !== newest)
          .map((r) => ({ file: r.file.rel, reason: `an older run (newest: ${newest.time})` })),
      });
    }
    return { tasks, groups: [], notes: [] };
  },
};
