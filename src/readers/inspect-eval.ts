/**
 * Inspect AI `.eval` logs: a zip archive with `header.json` and `summaries.json` (plus per-sample
 * files and a `_journal/` we do not need).
 */
import { excerpt } from '../errors.js';
import { fail, openInput, singleResult, type Where } from './common.js';
import { inspectTable, type InspectLog } from './inspect.js';
import { addInputValue, isInputPath } from './inspect-input.js';
import {
  type InspectTemperatures,
  addTemperature,
  emptyTemperatures,
  inspectDecoding,
  isTemperaturePath,
} from './inspect-decoding.js';
import {
  type SampleUsage,
  addUsageValue,
  emptyUsage,
  isUsageField,
  isUsagePath,
} from './inspect-usage.js';
import { JsonStream, type JsonPath, type JsonStreamHandler } from './json-stream.js';
import type { ReadOptions, ReadResult, Reader, TaskIdentity } from './types.js';
import {
  MAX_IN_MEMORY_ENTRY_BYTES,
  readZipDirectory,
  streamZipEntry,
  unzipBudget,
  type ZipEntry,
} from './zip.js';

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
 * `eval.dataset.sample_ids`. Entries are streamed: decompressed chunk by chunk (stored, fflate
 * `Inflate`, fzstd `Decompress`) into the JSON tokenizer, keeping only each sample's `id`, `epoch`,
 * score values and whether it has an `error`, within the archive's `maxUnzippedBytes` budget and at most
 * `MAX_IN_MEMORY_ENTRY_BYTES` (256 MiB) decompressed per JSON entry.
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
    const budget = unzipBudget({
      maxUnzippedBytes: options.maxUnzippedBytes,
      readBudget: options.readBudget,
      ...(options.unzipLimitSetting !== undefined ? { setting: options.unzipLimitSetting } : {}),
    });
    const entries = await readZipDirectory(handle, path, 'an Inspect .eval log');
    const byName = new Map(entries.map((e) => [e.name, e] as const));
    const headerEntry = byName.get('header.json') ?? byName.get('_journal/start.json');
    const summaries = byName.get('summaries.json');
    const journal = entries
      .filter((e) => /^_journal\/summaries\/\d+\.json$/.test(e.name))
      .sort((a, b) => journalNumber(a) - journalNumber(b));
    if (!headerEntry && !summaries && journal.length === 0) {
      const names = entries.slice(0, 5).map((e) => excerpt(e.name));
      const npz = entries.some((e) => e.name.endsWith('.npy'));
      fail(
        { file: path },
        `is a zip archive but not an Inspect log (no header.json or summaries.json; it holds ` +
          `${names.join(', ')}${entries.length > 5 ? ', ...' : ''})` +
          (npz ? '; it looks like a NumPy .npz: use format npz.' : '.'),
      );
    }
    // Every entry is streamed into the JSON tokenizer as it decompresses: only the header fields
    // and each sample's id, epoch, score values and whether it has an error are built.
    const streamJson = async (entry: ZipEntry, handler: JsonStreamHandler): Promise<void> => {
      const where: Where = { file: path, record: `zip entry ${excerpt(entry.name)}` };
      if (entry.size > MAX_IN_MEMORY_ENTRY_BYTES)
        fail(
          where,
          `would decompress to ${entry.size} bytes; entries read as one document may have at most ${MAX_IN_MEMORY_ENTRY_BYTES}.`,
        );
      const stream = new JsonStream(where, handler);
      await streamZipEntry(handle, path, entry, (chunk) => stream.write(chunk), { budget });
      stream.end();
    };
    const temperatures = emptyTemperatures();
    const header = headerEntry
      ? await readHeader(headerEntry, streamJson, temperatures)
      : undefined;
    const samples: Record<string, unknown>[] = [];
    const usages: (SampleUsage | undefined)[] = [];
    let source: string;
    if (summaries) {
      source = 'summaries.json';
      await streamJson(summaries, sampleHandler(path, summaries, samples, usages, source));
    } else if (journal.length > 0) {
      source = '_journal/summaries';
      // Journal files are numbered chunks of one list: indices in messages run on across them.
      for (const entry of journal)
        await streamJson(entry, sampleHandler(path, entry, samples, usages, source));
      warnings.push(
        `${path}: no summaries.json (the log is unfinished, status ${excerpt(statusOf(header))}); read ${journal.length} journal summary file(s).`,
      );
    } else
      return fail(
        { file: path },
        `has no sample summaries (no summaries.json, no _journal/summaries; status ${excerpt(statusOf(header))}).`,
      );
    const log: InspectLog = { samples, usages, source, ...headerFields(header) };
    const { table, lost, usage, questionText } = inspectTable(log, path, options, warnings);
    return singleResult(path, 'inspect-eval', table, warnings, {
      lost,
      task: inspectTask(log),
      usage,
      questionText,
      decoding: inspectDecoding(temperatures),
    });
  } finally {
    await handle.close();
  }
}

/**
 * Streams a list of sample summaries into `samples` (appending: journal files continue the list).
 * Of each sample only `id`, `epoch`, `error` (an object is kept as `true`: only its presence
 * matters) and `scores.<name>.value` are built, so explanations, metadata and tracebacks stream
 * past; its usage (`model_usage` numbers, `working_time`, `total_time`) goes into `usages`, at the
 * same index. The root must be an array and each element an object; messages name the zip entry
 * and the sample's index in the whole list.
 */
function sampleHandler(
  file: string,
  entry: ZipEntry,
  samples: Record<string, unknown>[],
  usages: (SampleUsage | undefined)[],
  source: string,
): JsonStreamHandler {
  const offset = samples.length;
  const sampleAt = (p: JsonPath): Record<string, unknown> | undefined =>
    samples[offset + (p[0] as number)];
  return {
    select: (p, kind) => {
      const n = p.length;
      if (isUsageField(p[1]) && isUsagePath(p.slice(1), kind)) return true;
      if (p[1] === 'input') return isInputPath(p.slice(1), kind);
      if (n === 2) {
        const field = p[1] as string;
        if (field === 'scores' || field === 'error') return kind !== 'object';
        return field === 'id' || field === 'epoch';
      }
      if (n === 3) return p[1] === 'scores' && kind !== 'object';
      return n === 4 && p[1] === 'scores' && p[3] === 'value';
    },
    onValue: (p, value) => {
      const sample = sampleAt(p);
      if (!sample) return;
      if (isUsageField(p[1])) {
        const index = offset + (p[0] as number);
        const usage = (usages[index] ??= emptyUsage());
        addUsageValue(usage, p.slice(1), value, { file, record: `${source}[${index}]` });
        return;
      }
      if (p[1] === 'input') {
        addInputValue(sample, p.slice(1), value);
        return;
      }
      if (p.length === 2) sample[p[1] as string] = value;
      else {
        const scores = sample.scores as Record<string, unknown>;
        if (p.length === 3) setOwn(scores, p[2] as string, value);
        else (scores[p[2] as string] as Record<string, unknown>).value = value;
      }
    },
    onStart: (p, kind, value) => {
      const n = p.length;
      if (n === 0) {
        if (kind !== 'array')
          fail(
            { file, record: `zip entry ${excerpt(entry.name)}` },
            `expected an array of samples; got ${kind === 'object' ? 'an object' : excerpt(value)}.`,
          );
      } else if (n === 1) {
        if (kind !== 'object')
          fail(
            { file, record: `${source}[${offset + (p[0] as number)}]` },
            `expected a sample object; got ${kind === 'array' ? 'an array' : excerpt(value)}.`,
          );
        samples.push({});
      } else if (n === 2 && kind === 'object') {
        const sample = sampleAt(p);
        if (sample && p[1] === 'scores') sample.scores = {};
        else if (sample && p[1] === 'error') sample.error = true;
      } else if (n === 3 && kind === 'object' && p[1] === 'scores') {
        const scores = sampleAt(p)?.scores as Record<string, unknown> | undefined;
        if (scores) setOwn(scores, p[2] as string, {});
      }
    },
  };
}

/** `obj[key] = value`, also for a key named `__proto__` (a scorer name comes from the file). */
function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The header fields `headerFields` and the messages use: status, sample ids, scorer names; the
 * temperatures it states go into `temperatures`.
 */
async function readHeader(
  entry: ZipEntry,
  streamJson: (entry: ZipEntry, handler: JsonStreamHandler) => Promise<void>,
  temperatures: InspectTemperatures,
): Promise<Record<string, unknown>> {
  const header: { status?: unknown; eval?: HeaderEval; results?: { scores?: unknown } } = {};
  await streamJson(entry, {
    select: (p) =>
      (p.length === 1 && p[0] === 'status') ||
      isHeaderEvalField(p) ||
      isTemperaturePath(p) ||
      (p.length === 2 && p[0] === 'results' && p[1] === 'scores'),
    onValue: (p, value) => {
      if (isTemperaturePath(p)) addTemperature(temperatures, p, value);
      else if (p[0] === 'status') header.status = value;
      else if (p[0] === 'eval') header.eval = setHeaderEvalField(header.eval, p, value);
      else header.results = { scores: value };
    },
  });
  return header;
}

function journalNumber(entry: ZipEntry): number {
  return Number(/(\d+)\.json$/.exec(entry.name)?.[1] ?? 0);
}

function statusOf(header: unknown): unknown {
  return (header as { status?: unknown } | undefined)?.status;
}

/** The header's `eval` fields the readers keep: the task, the dataset's sample ids, the epochs. */
export interface HeaderEval {
  task?: unknown;
  dataset?: { sample_ids?: unknown };
  config?: { epochs?: unknown };
}

/** Whether a JSON path (below the header's root) is one of the `eval` fields kept. */
export function isHeaderEvalField(p: readonly (string | number)[]): boolean {
  if (p[0] !== 'eval') return false;
  if (p.length === 2) return p[1] === 'task';
  return (
    p.length === 3 &&
    ((p[1] === 'dataset' && p[2] === 'sample_ids') || (p[1] === 'config' && p[2] === 'epochs'))
  );
}

/** The kept `eval` fields with one more (a path `isHeaderEvalField` selected). */
export function setHeaderEvalField(
  current: HeaderEval | undefined,
  p: readonly (string | number)[],
  value: unknown,
): HeaderEval {
  const e: HeaderEval = current ?? {};
  if (p[1] === 'task') e.task = value;
  else if (p[1] === 'dataset') e.dataset = { sample_ids: value };
  else e.config = { epochs: value };
  return e;
}

/** The task a log names (`eval.task`), for the pairing guard. */
export function inspectTask(log: InspectLog): TaskIdentity {
  return { harness: 'Inspect', ...(log.task !== undefined ? { name: log.task } : {}) };
}

/**
 * `eval.dataset.sample_ids`, `eval.config.epochs`, `eval.task` and `results.scores[].name` from a
 * header (either log format).
 */
export function headerFields(
  header: unknown,
): Pick<InspectLog, 'sampleIds' | 'headerScorers' | 'epochs' | 'task'> {
  const h = (header ?? {}) as { eval?: HeaderEval; results?: { scores?: unknown } };
  const ids = h.eval?.dataset?.sample_ids;
  const epochs = h.eval?.config?.epochs;
  const task = h.eval?.task;
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
    ...(typeof epochs === 'number' && Number.isInteger(epochs) && epochs >= 1 ? { epochs } : {}),
    ...(typeof task === 'string' && task !== '' ? { task } : {}),
  };
}

export const inspectEvalReader: Reader = {
  name: 'inspect-eval',
  extensions: ['.eval'],
  sniff: (head) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4,
  read: readInspectEval,
};
