/**
 * lighteval details (`--save-details`): one parquet file per task,
 * `details/MODEL/TIMESTAMP/details_TASK_TIMESTAMP.parquet`, one row per sample with the columns
 * `doc` (the sample: query, choices, gold, `id`), `model_response` and `metric` (a struct of the
 * sample's metric values); files written before lighteval 0.9 have `metrics` instead.
 *
 * Parquet is read with hyparquet (pure JavaScript, no native code) and hyparquet-compressors
 * (gzip, zstd, brotli, lz4), one row group at a time and only the columns needed, so memory is
 * O(one row group), never O(file).
 */
import type { FileHandle } from 'node:fs/promises';
import { parquetMetadataAsync, parquetReadObjects, parquetSchema } from 'hyparquet';
import type { AsyncBuffer, FileMetaData, SchemaTree } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { InputError, excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import {
  DEFAULT_MAX_UNZIPPED_BYTES,
  MISSING,
  OutcomeParser,
  fail,
  finishTable,
  openInput,
  readAt,
  singleResult,
} from './common.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/** A parquet file as hyparquet's `AsyncBuffer`: positioned reads on an open handle. */
function fileBuffer(path: string, handle: FileHandle, size: number): AsyncBuffer {
  return {
    byteLength: size,
    async slice(start: number, end?: number): Promise<ArrayBuffer> {
      const length = Math.max(0, Math.min(end ?? size, size) - start);
      const buf = await readAt(handle, path, start, length);
      // Buffer.alloc gives the bytes an ArrayBuffer of their own (never the shared pool or a
      // SharedArrayBuffer); slice only if that ever changes.
      const { buffer, byteOffset, byteLength } = buf;
      return (
        byteOffset === 0 && byteLength === buffer.byteLength
          ? buffer
          : buffer.slice(byteOffset, byteOffset + byteLength)
      ) as ArrayBuffer;
    },
  };
}

/** hyparquet's errors (a corrupt or truncated file) as one-line input errors naming the file. */
async function parquet<T>(path: string, what: () => Promise<T>): Promise<T> {
  try {
    return await what();
  } catch (error) {
    if (error instanceof InputError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return fail(
      { file: path },
      `is not a readable parquet file (${excerpt(message.split('\n')[0])}).`,
    );
  }
}

/**
 * Whether a column chunk's path names a leaf of the schema. Checked before reading: hyparquet
 * throws on an unknown path while it is starting the reads of a row group's other columns, and a
 * failing read of those is then a rejection nobody handles (which would end the process).
 */
function isLeaf(schema: SchemaTree, path: readonly string[]): boolean {
  let node = schema;
  for (const part of path) {
    const child = node.children.find((c) => c.element.name === part);
    if (child === undefined) return false;
    node = child;
  }
  return node !== schema && node.children.length === 0;
}

/**
 * The number of samples n behind a metric whose value is the fraction of them that were right:
 * lighteval's `avg@n:n=N` and `pass@k:k=1&n=N` (for k = 1 the pass@k estimator is c / n exactly),
 * named with their parameters as lighteval writes them. Undefined for any other metric.
 */
export function samplesBehind(metric: string): number | undefined {
  const colon = metric.indexOf(':');
  if (colon < 0) return undefined;
  const base = metric.slice(0, colon);
  const params = new Map(
    metric
      .slice(colon + 1)
      .split('&')
      .map((kv) => kv.split('=') as [string, string | undefined]),
  );
  const n = Number(params.get('n'));
  if (!Number.isInteger(n) || n < 1) return undefined;
  if (base === 'avg@n' || (base === 'pass@k' && params.get('k') === '1')) return n;
  return undefined;
}

/** A metric value as a number: parquet INT64 columns arrive as bigint. */
function plainValue(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value;
}

/**
 * Reads a lighteval details parquet file as a matrix with one trial per sample: question id =
 * `doc.id` (lighteval numbers the samples of a task; when the file has no ids the row number is
 * used, with a warning), outcome = the sample's metric named by `metric` (e.g. `acc`,
 * `extractive_match`; used without asking when the file has only one; fractional metrics need
 * `threshold`). A metric over n generations whose value is the fraction right (`avg@n:n=16`,
 * `pass@k:k=1&n=16`) is read as n trials: c of them right (unless `threshold` is set). Several files (runs) of one task are several trials, as for every format. The
 * decompressed size of the columns read is capped by `maxUnzippedBytes` (default 1 GiB).
 *
 * @example
 * (await readLighteval('details/org/model/2025-11-05T14-43-47/details_gsm8k|0_2025-11-05T14-43-47.parquet', { metric: 'extractive_match' })).table
 */
export async function readLighteval(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const handle = await openInput(path);
  try {
    const size = (await handle.stat()).size;
    const file = fileBuffer(path, handle, size);
    const metadata: FileMetaData = await parquet(path, () => parquetMetadataAsync(file));
    // A corrupt footer can make the schema walk throw a TypeError: an input error like the rest.
    const schema: SchemaTree = await parquet(path, async () => parquetSchema(metadata));
    const column = (name: string): SchemaTree | undefined =>
      schema.children.find((c) => c.element.name === name);
    const metricColumn = column('metric') ?? column('metrics');
    if (metricColumn === undefined)
      fail(
        { file: path, field: 'metric' },
        `missing: not a lighteval details file (expected a "metric" or "metrics" column; it has ${excerptList(schema.children.map((c) => c.element.name))}).`,
      );
    const metricName = metricColumn.element.name;
    const doc = column('doc');
    const hasIds = doc?.children.some((c) => c.element.name === 'id') ?? false;
    const names = metricColumn.children.map((c) => c.element.name);
    if (names.length === 0)
      fail(
        { file: path, field: `column ${excerpt(metricName)}` },
        'expected a struct of metric values per sample.',
      );
    let metric = options.metric;
    if (metric === undefined) {
      if (names.length !== 1)
        fail(
          { file: path, field: `column ${excerpt(metricName)}` },
          `set the sample-metric option to the metric to read; this file has ${excerptList(names, 12)}.`,
        );
      metric = names[0] as string;
      warnings.push(
        `${path}: read the metric ${excerpt(metric)}, the only one in the file (set the sample-metric option to choose another).`,
      );
    } else if (!names.includes(metric))
      fail(
        { file: path, field: `metric ${excerpt(metric)}` },
        `missing (option sample-metric); this file has ${excerptList(names, 12)}.`,
      );

    // The budget: what the columns read decompress to, as the file declares it, before reading.
    const columns = hasIds ? ['doc', metricName] : [metricName];
    const limit = options.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES;
    let unpacked = 0n;
    for (const group of metadata.row_groups)
      for (const chunk of group.columns)
        if (chunk.meta_data && columns.includes(chunk.meta_data.path_in_schema[0] as string)) {
          if (!isLeaf(schema, chunk.meta_data.path_in_schema))
            fail(
              { file: path },
              `is not a readable parquet file (a column chunk ${excerpt(chunk.meta_data.path_in_schema.join('.'))} that the schema does not have).`,
            );
          const bytes: unknown = chunk.meta_data.total_uncompressed_size;
          if (typeof bytes !== 'bigint')
            fail(
              { file: path },
              'is not a readable parquet file (a column chunk without its size).',
            );
          unpacked += bytes;
        }
    if (unpacked > BigInt(limit))
      fail(
        { file: path },
        `its columns ${excerptList(columns)} decompress to ${unpacked} bytes, more than the limit of ${limit} (${options.unzipLimitSetting ?? 'max-unzipped-bytes'}).`,
      );
    options.readBudget?.charge(Number(unpacked), `${path} (columns ${excerptList(columns)})`);

    const field = `metric ${excerpt(metric)}`;
    // avg@n and pass@1 over n samples: the n samples are the trials (unless threshold is set).
    const samples = options.threshold === undefined ? samplesBehind(metric) : undefined;
    if (samples !== undefined)
      warnings.push(
        `${path}: read ${excerpt(metric)} as ${samples} trials per sample (its value is the fraction of the ${samples} generations that were right).`,
      );
    const builder = new CountTableBuilder();
    const seen = new Set<string>();
    let row = 0;
    let emptyIds = 0;
    for (const group of metadata.row_groups) {
      const rowEnd = row + Number(group.num_rows);
      const rows = await parquet(path, () =>
        parquetReadObjects({ file, metadata, columns, rowStart: row, rowEnd, compressors }),
      );
      for (const r of rows) {
        const record = `row ${row}`;
        const rawId = hasIds ? (r.doc as { id?: unknown } | null)?.id : undefined;
        let id: string;
        if (typeof rawId === 'string' && rawId !== '') id = rawId;
        else if (typeof rawId === 'number' || typeof rawId === 'bigint') id = String(rawId);
        else {
          if (hasIds && rawId !== '' && rawId !== null && rawId !== undefined)
            fail({ file: path, record, field: 'doc.id' }, `${excerpt(rawId)} is not a sample id.`);
          emptyIds++;
          id = String(row);
        }
        if (seen.has(id))
          fail({ file: path, record, field: 'doc.id' }, `${excerpt(id)} appears twice.`);
        seen.add(id);
        const q = builder.row(id);
        const values = r[metricName] as Record<string, unknown> | null | undefined;
        const value = plainValue(values?.[metric]);
        if (samples !== undefined && value !== null && value !== undefined) {
          // c of n samples right: c trials of 1 and n - c of 0.
          const right = typeof value === 'number' ? value * samples : NaN;
          const c = Math.round(right);
          if (!(Math.abs(right - c) < 1e-6 && c >= 0 && c <= samples))
            fail(
              { file: path, record, field },
              `${excerpt(value)} is not a fraction of ${samples} samples (c / ${samples}); set the threshold option to binarize it instead.`,
            );
          if (c > 0) builder.addAt(q, 1, c);
          if (samples - c > 0) builder.addAt(q, 0, samples - c);
        } else {
          const label = parser.value(value, { file: path, record, field });
          if (label !== MISSING) builder.addAt(q, label);
        }
        row++;
      }
    }
    if (row === 0) fail({ file: path }, 'is empty: no samples.');
    if (emptyIds > 0)
      warnings.push(
        `${path}: ${emptyIds === row ? 'the samples have no doc.id' : `${emptyIds} sample(s) have no doc.id`}; their row numbers are their question ids, so baseline and candidate must list the samples in the same order.`,
      );
    const table = finishTable(builder.build(), path, { categories: parser.categories, warnings });
    return singleResult(path, 'lighteval', table, warnings);
  } finally {
    await handle.close();
  }
}

export const lightevalReader: Reader = {
  name: 'lighteval',
  extensions: ['.parquet'],
  sniff: (head) => head[0] === 0x50 && head[1] === 0x41 && head[2] === 0x52 && head[3] === 0x31,
  read: readLighteval,
};
