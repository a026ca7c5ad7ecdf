/**
 * Plain folders of result matrices: every CSV/TSV, JSON Lines, NumPy (`.npy`, `.npz`), JSON
 * matrix, count table, promptfoo results file or lighteval/HELM file no other layout claimed is one
 * task, named by its path in the folder without the extension (`math/gsm8k.csv` is `math/gsm8k`).
 */
import { InputError, excerpt, showPath } from '../../errors.js';
import { detectFormat } from '../../readers/detect.js';
import type { FormatName } from '../../readers/types.js';
import type { DiscoveredTask, Layout, LayoutResult } from './types.js';

/** Extensions of result files; anything else (a README, a log, a YAML config) is not a task. */
const EXTENSIONS = /\.(csv|tsv|jsonl|ndjson|json|npy|npz|parquet)$/i;

/**
 * Whether a `.json` head is one of the shapes a JSON matrix has (`[[…`, `[0, …`, `{"ids": …`,
 * `{"R": …`, `{"q1": [ …`): any other JSON object (a config, a manifest) is not a task.
 */
function looksLikeMatrix(head: string): boolean {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  return (
    /^\[\s*(\[|-?\d|true|false|null|\])/.test(text) ||
    /^\{\s*"(ids|R|R0|w)"\s*:/.test(text) ||
    /^\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\[/.test(text)
  );
}

export const filesLayout: Layout = {
  name: 'files',
  async discover(files, claimed, context): Promise<LayoutResult> {
    const tasks: DiscoveredTask[] = [];
    const byName = new Map<string, string>();
    for (const file of files) {
      const ext = EXTENSIONS.exec(file.rel);
      if (ext === null) continue;
      const head = await context.head(file);
      let format: FormatName = detectFormat(file.rel, head, context.userRead);
      if (format === 'json') {
        const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
        if (!looksLikeMatrix(text)) continue;
      }
      const user = context.userRead.format;
      if (user !== undefined && user !== 'auto') format = user;
      claimed.add(file.rel);
      const name = file.rel.slice(0, file.rel.length - (ext[0] as string).length);
      const twin = byName.get(name);
      if (twin !== undefined)
        throw new InputError(
          { file: context.shown },
          `${showPath(twin)} and ${showPath(file.rel)} are both the task ${excerpt(name, 120)} (one task per file name without its extension); remove or rename one.`,
        );
      byName.set(name, file.rel);
      tasks.push({
        name,
        layout: 'files',
        files: [file.rel],
        read: { format },
        rule: `the file ${showPath(file.rel)} (${format})`,
        skipped: [],
      });
    }
    return { tasks, groups: [], notes: [] };
  },
};
