/**
 * Inspect AI `.eval` logs: a zip archive with `header.json` and `summaries.json` (plus per-sample
 * files and a `_journal/` we do not need).
 */
import { showValue } from '../errors.js';
import { fail, openInput, singleResult, type Where } from './common.js';
import { inspectTable, type InspectLog } from './inspect.js';
import { parseJsonTolerant } from './lines.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';
import { readZipDirectory, readZipEntry, unzipBudget, type ZipEntry } from './zip.js';

/**
 * Reads an Inspect AI `.eval` log into the count table of one scorer (option `scorer`, required
 * when the log has several): one row per sample id, one trial per epoch, score letters mapped by
 * the `labels` option (default C=1, I=N=0; see `inspect.ts` for the partial-credit layout).
 *
 * Reads `summaries.json` (one entry per sample x epoch) through the zip central directory, so
 * stale duplicate local headers are ignored; entries may be deflate (method 8) or zstd (method 93,
 * frames with or without a content size). Bare `NaN` in the JSON is accepted (an unscored sample is
 * a missing trial). An unfinished log without `summaries.json` is read from its
 * `_journal/summaries/*.json` files instead, with a warning. Rows follow the header's
 * `eval.dataset.sample_ids`.
 *
 * @example
 * const { table } = await readInspectEval('logs/2025-02-11_popularity.eval');
 * table.ids // ['1', '2', ..., '10'] (dataset order)
 */
export async function readInspectEval(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const warnings: string[] = [];
  const handle = await openInput(path);
  try {
    const budget = unzipBudget(options.maxUnzippedBytes);
    const entries = await readZipDirectory(handle, path, 'an Inspect .eval log');
    const byName = new Map(entries.map((e) => [e.name, e] as const));
    const headerEntry = byName.get('header.json') ?? byName.get('_journal/start.json');
    const summaries = byName.get('summaries.json');
    const journal = entries
      .filter((e) => /^_journal\/summaries\/\d+\.json$/.test(e.name))
      .sort((a, b) => journalNumber(a) - journalNumber(b));
    if (!headerEntry && !summaries && journal.length === 0) {
      const names = entries.slice(0, 5).map((e) => showValue(e.name));
      const npz = entries.some((e) => e.name.endsWith('.npy'));
      fail(
        { file: path },
        `is a zip archive but not an Inspect log (no header.json or summaries.json; it holds ` +
          `${names.join(', ')}${entries.length > 5 ? ', ...' : ''})` +
          (npz ? '; it looks like a NumPy .npz: use format npz.' : '.'),
      );
    }
    const readJson = async (entry: ZipEntry): Promise<unknown> => {
      const where: Where = { file: path, record: `zip entry ${showValue(entry.name)}` };
      const bytes = await readZipEntry(handle, path, entry, { budget });
      let text: string;
      try {
        text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
      } catch {
        return fail(where, `is too large to parse (${bytes.byteLength} bytes).`);
      }
      return parseJsonTolerant(text.replace(/^\uFEFF/, ''), where);
    };
    const header = headerEntry ? await readJson(headerEntry) : undefined;
    let samples: unknown[];
    let source: string;
    if (summaries) {
      const doc = await readJson(summaries);
      if (!Array.isArray(doc))
        fail(
          { file: path, record: 'zip entry "summaries.json"' },
          `expected an array of samples; got ${showValue(doc)}.`,
        );
      samples = doc;
      source = 'summaries.json';
    } else if (journal.length > 0) {
      samples = [];
      for (const entry of journal) {
        const doc = await readJson(entry);
        if (!Array.isArray(doc))
          fail(
            { file: path, record: `zip entry ${showValue(entry.name)}` },
            `expected an array of samples; got ${showValue(doc)}.`,
          );
        samples.push(...doc);
      }
      source = '_journal/summaries';
      warnings.push(
        `${path}: no summaries.json (the log is unfinished, status ${showValue(statusOf(header))}); read ${journal.length} journal summary file(s).`,
      );
    } else
      return fail(
        { file: path },
        `has no sample summaries (no summaries.json, no _journal/summaries; status ${showValue(statusOf(header))}).`,
      );
    const log: InspectLog = { samples, source, ...headerFields(header) };
    const table = inspectTable(log, path, options, warnings);
    return singleResult(path, 'inspect-eval', table, warnings);
  } finally {
    await handle.close();
  }
}

function journalNumber(entry: ZipEntry): number {
  return Number(/(\d+)\.json$/.exec(entry.name)?.[1] ?? 0);
}

function statusOf(header: unknown): unknown {
  return (header as { status?: unknown } | undefined)?.status;
}

/** `eval.dataset.sample_ids` and `results.scores[].name` from a header (either log format). */
export function headerFields(header: unknown): Pick<InspectLog, 'sampleIds' | 'headerScorers'> {
  const h = (header ?? {}) as {
    eval?: { dataset?: { sample_ids?: unknown } };
    results?: { scores?: unknown };
  };
  const ids = h.eval?.dataset?.sample_ids;
  const scores = h.results?.scores;
  const names = Array.isArray(scores)
    ? scores.flatMap((s) =>
        s && typeof s === 'object' && typeof (s as { name?: unknown }).name === 'string'
          ? [(s as { name: string }).name]
          : [],
      )
    : [];
  return {
    ...(Array.isArray(ids) ? { sampleIds: ids } : {}),
    ...(names.length > 0 ? { headerScorers: names } : {}),
  };
}

export const inspectEvalReader: Reader = {
  name: 'inspect-eval',
  extensions: ['.eval'],
  sniff: (head) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4,
  read: readInspectEval,
};
