/**
 * Zip archives read through the central directory (Inspect `.eval` logs and NumPy `.npz`).
 *
 * Why not a zip library: fflate's `unzipSync` walks the whole archive in memory and knows only
 * stored/deflate, and its streaming `Unzip` follows local headers in file order, which is wrong for
 * archives where a stale duplicate local header precedes the real one (Inspect rewrites entries while
 * a log is written). The central directory is the authority: it gives each entry's local header
 * offset, method and sizes. Entry data is decoded with fflate (deflate, method 8) and fzstd (zstd,
 * method 93, including frames without a content size), in chunks when streamed.
 */
import type { FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import { Decompress as ZstdDecompress } from 'fzstd';
import { InputError, ScorioError, ValidationError, excerpt } from '../errors.js';
import { DEFAULT_MAX_UNZIPPED_BYTES, describeIoError, fail, readAt } from './common.js';
import type { ReadBudget } from './read-budget.js';

export { DEFAULT_MAX_UNZIPPED_BYTES };

/** One central-directory entry (sizes after zip64 extension). */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeaderOffset: number;
  readonly flags: number;
  /** The host that made the entry (upper byte of "version made by": 3 = Unix). */
  readonly madeBy: number;
  /** External attributes (on Unix: the file mode in the upper 16 bits). */
  readonly externalAttributes: number;
}

const EOCD_SIG = 0x06054b50;
const EOCD64_LOCATOR_SIG = 0x07064b50;
const EOCD64_SIG = 0x06064b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;

/**
 * A JSON entry (such as `summaries.json`) may decompress to at most 256 MiB. It is streamed, not
 * held, but a summaries list past this size is not a log a reader should trust without a look.
 */
export const MAX_IN_MEMORY_ENTRY_BYTES = 256 << 20;
/**
 * Compressed bytes pushed to the deflate decoder at a time. fflate inflates a pushed chunk in one
 * go and deflate expands at most ~1032x, so a zip bomb never has more than ~8 MB in flight before
 * the size checks stop it, and a streamed JSON entry gets pieces the tokenizer digests without
 * piling up garbage (64 KiB pushes: 251 MB peak RSS on the bench's 111 MB summaries.json; 8 KiB:
 * 161 MB, and faster). (zstd output arrives block by block, at most 128 KiB.)
 */
const DEFLATE_INPUT_CHUNK = 8 << 10;

/** An archive over its decompression limit (a zip bomb, or an archive larger than allowed). */
export class UnzipLimitError extends InputError {
  override name = 'UnzipLimitError';
}

/**
 * How many decompressed bytes an archive may still produce: one per archive, shared by the entries
 * a reader decompresses. Zip bombs (a small file that expands to gigabytes, or many entries that
 * point at the same data) are refused with an `InputError` before or while decompressing.
 */
export class UnzipBudget {
  private used = 0;
  constructor(
    /** The limit in bytes (`maxUnzippedBytes`, default {@link DEFAULT_MAX_UNZIPPED_BYTES}). */
    readonly limit: number = DEFAULT_MAX_UNZIPPED_BYTES,
    /** How to name the setting that raises it, in the message. */
    readonly setting: string = 'the option maxUnzippedBytes (YAML max-unzipped-bytes)',
    /** The run's read budget, which counts the decompressed bytes too. */
    readonly run?: ReadBudget,
  ) {}

  /**
   * Reserves an entry's declared size; refuses it when the archive would exceed the limit, or the
   * run its read budget.
   */
  reserve(file: string, entry: ZipEntry): void {
    if (this.used + entry.size > this.limit)
      throw new UnzipLimitError(
        { file, record: `zip entry ${excerpt(entry.name)}` },
        `would decompress to ${entry.size} bytes` +
          (this.used > 0 ? ` (after ${this.used} from earlier entries)` : '') +
          `, over the limit of ${this.limit} bytes for one archive (a zip bomb?). ` +
          `Raise it with ${this.setting} if the file is genuine.`,
      );
    this.run?.charge(entry.size, `${file} (zip entry ${excerpt(entry.name)})`);
    this.used += entry.size;
  }
}

/** The budget of `options.maxUnzippedBytes` (validated: a positive integer). */
export function unzipBudget(options: {
  readonly maxUnzippedBytes?: number | undefined;
  /** How the refusal names the setting that raises the limit. */
  readonly setting?: string;
  /** The run's read budget (`ReadOptions.readBudget`). */
  readonly readBudget?: ReadBudget | undefined;
}): UnzipBudget {
  const { maxUnzippedBytes, setting, readBudget } = options;
  if (maxUnzippedBytes === undefined)
    return new UnzipBudget(DEFAULT_MAX_UNZIPPED_BYTES, setting, readBudget);
  if (!Number.isSafeInteger(maxUnzippedBytes) || maxUnzippedBytes < 1)
    throw new ValidationError(
      `maxUnzippedBytes must be a positive integer (bytes); got ${excerpt(maxUnzippedBytes)}.`,
      'maxUnzippedBytes',
    );
  return new UnzipBudget(maxUnzippedBytes, setting, readBudget);
}

export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;
export const METHOD_ZSTD = 93;

/**
 * The entries of a zip archive, from its central directory (zip64 included). A file that is not a
 * zip is an `InputError` with `what` in the message (e.g. "an Inspect .eval log").
 */
export async function readZipDirectory(
  handle: FileHandle,
  file: string,
  what: string,
): Promise<ZipEntry[]> {
  const { size } = await handle.stat();
  if (size === 0) fail({ file }, 'the file is empty.');
  if (size < 22) fail({ file }, `is not a zip archive (${size} bytes), so not ${what}.`);
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(handle, file, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  if (eocd < 0)
    fail({ file }, `is not a zip archive (no end-of-central-directory record), so not ${what}.`);
  let count = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const loc = eocd - 20;
    if (loc < 0 || tail.readUInt32LE(loc) !== EOCD64_LOCATOR_SIG)
      fail({ file }, 'zip64 end-of-central-directory locator missing.');
    const eocd64Offset = Number(tail.readBigUInt64LE(loc + 8));
    const rec = await readAt(handle, file, eocd64Offset, 56);
    if (rec.readUInt32LE(0) !== EOCD64_SIG)
      fail({ file }, 'zip64 end-of-central-directory record missing.');
    count = Number(rec.readBigUInt64LE(32));
    cdSize = Number(rec.readBigUInt64LE(40));
    cdOffset = Number(rec.readBigUInt64LE(48));
  }
  if (cdOffset + cdSize > size)
    fail({ file }, 'central directory lies beyond the end of the file (truncated zip).');
  const cd = await readAt(handle, file, cdOffset, cdSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CDH_SIG)
      fail({ file, record: `central directory entry ${n + 1}` }, 'bad central directory header.');
    const madeBy = cd.readUInt16LE(p + 4) >> 8;
    const externalAttributes = cd.readUInt32LE(p + 38);
    const flags = cd.readUInt16LE(p + 8);
    const method = cd.readUInt16LE(p + 10);
    const crc = cd.readUInt32LE(p + 16);
    let compressedSize = cd.readUInt32LE(p + 20);
    let uncompressed = cd.readUInt32LE(p + 24);
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    let localHeaderOffset = cd.readUInt32LE(p + 42);
    // The name, extra field and comment must lie inside the central directory.
    if (p + 46 + nameLen + extraLen + commentLen > cd.length)
      fail(
        { file, record: `central directory entry ${n + 1}` },
        'bad central directory header (its fields run past the directory).',
      );
    const name = cd.toString(flags & 0x800 ? 'utf8' : 'latin1', p + 46, p + 46 + nameLen);
    // zip64 extended information: the 0xffffffff fields, in order.
    let e = p + 46 + nameLen;
    const extraEnd = e + extraLen;
    while (e + 4 <= extraEnd) {
      const id = cd.readUInt16LE(e);
      const len = cd.readUInt16LE(e + 2);
      const fieldEnd = Math.min(e + 4 + len, extraEnd);
      if (id === 0x0001) {
        let f = e + 4;
        const next = (): number | undefined => {
          if (f + 8 > fieldEnd) return undefined;
          const v = Number(cd.readBigUInt64LE(f));
          f += 8;
          return v;
        };
        if (uncompressed === 0xffffffff) uncompressed = next() ?? uncompressed;
        if (compressedSize === 0xffffffff) compressedSize = next() ?? compressedSize;
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = next() ?? localHeaderOffset;
      }
      e += 4 + len;
    }
    entries.push({
      name,
      method,
      crc,
      compressedSize,
      size: uncompressed,
      localHeaderOffset,
      flags,
      madeBy,
      externalAttributes,
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Offset of an entry's data: after the local header the central directory points to. */
async function dataOffset(handle: FileHandle, file: string, entry: ZipEntry): Promise<number> {
  const lfh = await readAt(handle, file, entry.localHeaderOffset, 30);
  if (lfh.readUInt32LE(0) !== LFH_SIG)
    fail(
      { file, record: `zip entry ${excerpt(entry.name)}` },
      'bad local header offset in the central directory.',
    );
  return entry.localHeaderOffset + 30 + lfh.readUInt16LE(26) + lfh.readUInt16LE(28);
}

function methodName(method: number): string {
  return method === METHOD_STORED
    ? 'stored'
    : method === METHOD_DEFLATE
      ? 'deflate'
      : method === METHOD_ZSTD
        ? 'zstd'
        : `method ${method}`;
}

/** Options of {@link streamZipEntry}. */
export interface StreamZipOptions {
  /** The archive's decompression budget (zip bombs). */
  readonly budget: UnzipBudget;
  /** Compressed bytes read per call for stored and zstd entries (default 4 MiB). */
  readonly chunkSize?: number;
}

/**
 * Streams an entry's decompressed bytes into `onData`, in chunks. Checks the size and CRC-32 the
 * central directory records; the declared size is reserved from `budget` first, and decompression
 * stops as soon as the output exceeds it (a lying header cannot expand without bound).
 */
export async function streamZipEntry(
  handle: FileHandle,
  file: string,
  entry: ZipEntry,
  onData: (chunk: Uint8Array) => void,
  options: StreamZipOptions,
): Promise<void> {
  const record = `zip entry ${excerpt(entry.name)}`;
  if (entry.flags & 1) fail({ file, record }, 'is encrypted.');
  options.budget.reserve(file, entry);
  let crc = 0;
  let total = 0;
  const sink = (chunk: Uint8Array): void => {
    if (chunk.length === 0) return;
    total += chunk.length;
    if (total > entry.size)
      fail(
        { file, record },
        `decompresses to more than the ${entry.size} bytes the central directory declares ` +
          '(a zip bomb or a corrupt archive); stopped.',
      );
    crc = crc32(chunk, crc);
    onData(chunk);
  };
  let push: (chunk: Uint8Array, final: boolean) => void;
  if (entry.method === METHOD_STORED) push = (chunk) => sink(chunk);
  else if (entry.method === METHOD_DEFLATE) {
    const inflate = new Inflate((data) => sink(data));
    push = (chunk, final) => inflate.push(chunk, final);
  } else if (entry.method === METHOD_ZSTD) {
    const zstd = new ZstdDecompress((data) => sink(data));
    push = (chunk, final) => zstd.push(chunk, final);
  } else
    return fail(
      { file, record },
      `uses zip compression ${methodName(entry.method)}; only stored, deflate (8) and zstd (93) are supported.`,
    );

  const start = await dataOffset(handle, file, entry);
  const chunkSize =
    entry.method === METHOD_DEFLATE ? DEFLATE_INPUT_CHUNK : (options.chunkSize ?? 4 << 20);
  const buf = Buffer.allocUnsafe(Math.min(chunkSize, Math.max(entry.compressedSize, 1)));
  let done = 0;
  try {
    if (entry.compressedSize === 0) push(new Uint8Array(0), true);
    while (done < entry.compressedSize) {
      const want = Math.min(buf.length, entry.compressedSize - done);
      const { bytesRead } = await handle.read(buf, 0, want, start + done);
      if (bytesRead === 0) fail({ file, record }, 'is truncated (the file ends inside the entry).');
      done += bytesRead;
      // Copy: decoders may keep a reference to the input between pushes.
      push(new Uint8Array(buf.subarray(0, bytesRead)), done >= entry.compressedSize);
    }
  } catch (error) {
    if (error instanceof ScorioError) throw error;
    if (typeof (error as { code?: unknown }).code === 'string')
      return fail({ file }, `cannot be read (${describeIoError(error)}).`);
    return fail(
      { file, record },
      `cannot be decompressed (${methodName(entry.method)}): ${(error as Error).message ?? String(error)}.`,
    );
  }
  if (total !== entry.size)
    fail(
      { file, record },
      `decompressed to ${total} bytes, the central directory says ${entry.size}.`,
    );
  if (crc >>> 0 !== entry.crc) fail({ file, record }, 'CRC-32 mismatch: the entry is corrupt.');
}
