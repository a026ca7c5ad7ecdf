/**
 * Shared pieces of the readers: outcome parsing with located errors, opening files, and the final
 * clean-up every reader applies to its table (fixed category count, questions without trials).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { InputError, ValidationError, excerpt, type InputLocation } from '../errors.js';
import { rowsAt, type CountTable } from '../metrics/count-table.js';
import { withCategories } from './align.js';
import type {
  FormatName,
  LostTrials,
  ReadOptions,
  ReadDecoding,
  ReadResult,
  ReadUsage,
  TaskIdentity,
} from './types.js';

/** Marker the NaN-tolerant JSON parser puts where the text had a bare NaN / Infinity token. */
export const NAN_SENTINEL = '\u0000NaN';
export const INFINITY_SENTINEL = '\u0000Infinity';
export const NEG_INFINITY_SENTINEL = '\u0000-Infinity';

/**
 * The bare token a sentinel stands for (`NaN`, `Infinity`, `-Infinity`), for a message that quotes
 * the value as the file wrote it; undefined for any other value.
 */
export function sentinelToken(value: unknown): string | undefined {
  if (value === NAN_SENTINEL) return 'NaN';
  if (value === INFINITY_SENTINEL) return 'Infinity';
  if (value === NEG_INFINITY_SENTINEL) return '-Infinity';
  return undefined;
}

/** Where a value was found, for error messages. `field` is rendered as given (e.g. `column "outcome"`). */
export type Where = InputLocation;

/** Throws an `InputError` at `where`. */
export function fail(where: Where, detail: string): never {
  throw new InputError(where, detail);
}

/** A label is either a category (0..K-1) or `MISSING` (a missing trial). */
export const MISSING = -1;

/**
 * Turns raw outcomes (numbers, booleans, strings from CSV cells, JSON values) into category labels,
 * applying the `threshold` and `categories` options. Every rejection names the value and the
 * option that would accept it.
 */
export class OutcomeParser {
  readonly threshold: number | undefined;
  /** K when the `categories` option is set, else undefined (no upper bound). */
  readonly categories: number | undefined;

  constructor(options: ReadOptions) {
    this.threshold = checkThreshold(options.threshold);
    this.categories = checkCategories(options.categories);
  }

  /**
   * A JSON value as an outcome: integer labels, integer-valued floats, booleans; `null`/`undefined`
   * are missing trials. Numeric strings are accepted (some tools quote everything).
   */
  value(value: unknown, where: Where): number {
    if (value === null || value === undefined) return MISSING;
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'number') return this.number(value, value, where);
    if (typeof value === 'string') return this.text(value, where);
    return fail(
      where,
      `${excerpt(value)} is not an outcome (expected an integer label, true/false, or null for a missing trial).`,
    );
  }

  /** A CSV cell (already unquoted) as an outcome; empty is a missing trial. */
  text(text: string, where: Where): number {
    const t = text.trim();
    if (t === '') return MISSING;
    if (t === NAN_SENTINEL) return this.number(NaN, 'NaN', where);
    if (t === INFINITY_SENTINEL) return this.number(Infinity, 'Infinity', where);
    if (t === NEG_INFINITY_SENTINEL) return this.number(-Infinity, '-Infinity', where);
    const lower = t.toLowerCase();
    if (lower === 'true') return 1;
    if (lower === 'false') return 0;
    if (lower === 'nan') return this.number(NaN, text, where);
    // Number('') and Number('0x1f') are accepted by JS; require a plain decimal literal.
    if (!DECIMAL.test(t))
      return fail(
        where,
        `${excerpt(text)} is not an outcome (expected an integer label, true/false, or an empty cell for a missing trial).`,
      );
    return this.number(Number(t), text, where);
  }

  /** A number as an outcome; `shown` is what the file said (for the message). */
  number(v: number, shown: unknown, where: Where): number {
    if (Number.isNaN(v))
      return fail(
        where,
        `NaN where an outcome is required (a missing trial is an empty cell, or null in JSON).`,
      );
    if (!Number.isFinite(v)) return fail(where, `${excerpt(shown)} is not a finite outcome.`);
    if (this.threshold !== undefined) return v >= this.threshold ? 1 : 0;
    if (!Number.isInteger(v)) {
      if (v > 0 && v < 1)
        return fail(
          where,
          `${excerpt(shown)} is a soft score (a fraction in [0, 1]); set the threshold option to binarize ` +
            `outcomes (outcome >= threshold is correct).`,
        );
      return fail(where, `${excerpt(shown)} is not an integer label.`);
    }
    if (v < 0) return fail(where, `${excerpt(shown)} is negative; labels are 0..C.`);
    if (this.categories !== undefined && v >= this.categories)
      return fail(
        where,
        `${excerpt(shown)} is outside the labels 0..${this.categories - 1} (categories: ${this.categories}).`,
      );
    if (v > MAX_LABEL)
      return fail(
        where,
        `${excerpt(shown)} is too large for a category label (at most ${MAX_LABEL}); is this column an outcome?`,
      );
    return v;
  }
}

/** Largest label a plain digit cell may have and skip `OutcomeParser` (-1 when a threshold applies). */
export function fastLabelMax(parser: OutcomeParser): number {
  if (parser.threshold !== undefined) return -1;
  return Math.min((parser.categories ?? Infinity) - 1, MAX_LABEL);
}

/** Labels above this are almost certainly a wrong column (a count, a score in percent, an id). */
export const MAX_LABEL = 1000;

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function checkThreshold(threshold: number | undefined): number | undefined {
  if (threshold === undefined) return undefined;
  if (typeof threshold !== 'number' || !Number.isFinite(threshold))
    throw new ValidationError(
      `threshold must be a finite number; got ${excerpt(threshold)}.`,
      'threshold',
    );
  return threshold;
}

function checkCategories(k: number | undefined): number | undefined {
  if (k === undefined) return undefined;
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1 || k > MAX_LABEL + 1)
    throw new ValidationError(
      `categories must be an integer in 1..${MAX_LABEL + 1}; got ${excerpt(k)}.`,
      'categories',
    );
  return k;
}

/** Opens a file for reading; an unreadable or missing file is an `InputError` naming it. */
export async function openInput(path: string): Promise<FileHandle> {
  try {
    const handle = await open(path, 'r');
    const stat = await handle.stat();
    if (stat.isDirectory()) {
      await handle.close();
      return fail({ file: path }, 'is a directory, not a file.');
    }
    return handle;
  } catch (error) {
    if (error instanceof InputError) throw error;
    return fail({ file: path }, `cannot be read (${describeIoError(error)}).`);
  }
}

export function describeIoError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory';
  return typeof code === 'string' ? code : String((error as Error).message ?? error);
}

/** Reads the first `n` bytes of a file (fewer if it is shorter). */
export async function readHead(path: string, n: number): Promise<Uint8Array> {
  const handle = await openInput(path);
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The last step of every reader: fixes the category count (the `categories` option, or a layout the
 * format implies such as Inspect's label mapping), and drops questions that have no trial at all (every
 * trial missing), with a warning, because no metric is defined on them.
 */
export function finishTable(
  table: CountTable,
  file: string,
  options: {
    categories?: number | undefined;
    warnings: string[];
    /** Questions with lost trials (errored, never ran): reported with them, not as left out. */
    lost?: ReadonlyMap<string, number>;
  },
): CountTable {
  if (table.ids.length === 0) fail({ file }, 'contains no questions.');
  let out = table;
  if (options.categories !== undefined && options.categories > out.categories)
    out = withCategories(out, options.categories);
  const empty: number[] = [];
  for (let q = 0; q < out.trials.length; q++) {
    const n = out.trials[q] as number;
    if (n === 0) empty.push(q);
    // Counts that add up past 2^53 are no longer exact.
    else if (n > Number.MAX_SAFE_INTEGER)
      fail(
        { file },
        `question ${excerpt(out.ids[q])} has ${n} trials, more than can be counted exactly (${Number.MAX_SAFE_INTEGER}).`,
      );
  }
  if (empty.length === 0) return out;
  const lost = options.lost;
  if (empty.length === out.ids.length) {
    const lostCount = lost ? empty.filter((q) => lost.has(out.ids[q] as string)).length : 0;
    fail(
      { file },
      `no question has any outcome (all ${out.ids.length} are missing every trial${lostCount > 0 ? `; ${lostCount} of them errored or never ran` : ''}).`,
    );
  }
  // Questions whose trials were all lost (errored, never ran) are the caller's to report.
  const unexplained = lost ? empty.filter((q) => !lost.has(out.ids[q] as string)) : empty;
  const shown = unexplained
    .slice(0, 5)
    .map((q) => excerpt(out.ids[q]))
    .join(', ');
  if (unexplained.length > 0)
    options.warnings.push(
      `${file}: ${unexplained.length} question(s) have no outcome in any trial and are left out (${shown}${unexplained.length > 5 ? ', ...' : ''}).`,
    );
  const keep = new Uint8Array(out.ids.length).fill(1);
  for (const q of empty) keep[q] = 0;
  return keepRows(out, keep);
}

/** The rows q with keep[q] = 1, in order. */
export function keepRows(table: CountTable, keep: Uint8Array): CountTable {
  const rows: number[] = [];
  for (let q = 0; q < table.ids.length; q++) if (keep[q]) rows.push(q);
  return rowsAt(table, rows);
}

/** A single-file `ReadResult`. */
export function singleResult(
  file: string,
  format: FormatName,
  table: CountTable,
  warnings: string[],
  extra: {
    prior?: CountTable;
    weights?: readonly number[];
    lost?: LostTrials | undefined;
    task?: TaskIdentity | undefined;
    usage?: ReadUsage | undefined;
    questionText?: ReadonlyMap<string, string> | undefined;
    decoding?: ReadDecoding | undefined;
  } = {},
): ReadResult {
  return {
    table,
    ...(extra.decoding ? { decoding: extra.decoding } : {}),
    ...(extra.questionText && extra.questionText.size > 0
      ? { questionText: extra.questionText }
      : {}),
    ...(extra.usage ? { usage: extra.usage } : {}),
    ...(extra.prior ? { prior: extra.prior } : {}),
    ...(extra.weights ? { weights: extra.weights } : {}),
    ...(extra.lost ? { lost: extra.lost } : {}),
    ...(extra.task ? { task: extra.task } : {}),
    files: [file],
    formats: [format],
    warnings,
  };
}

/** Lower-case extension of a path including the dot, ignoring a trailing `.gz`-less name. */
export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/** `column "name"` for messages. */
export function columnField(name: string): string {
  return `column ${excerpt(name)}`;
}

/**
 * Default cap on the bytes a compressed input decompresses to (a zip archive, all entries read
 * together; the columns read from a parquet file): 1 GiB.
 */
export const DEFAULT_MAX_UNZIPPED_BYTES = 1 << 30;

/**
 * `length` bytes of an open file from `position` (positioned reads, until done); a read error or
 * a file that ends first is an `InputError` naming `file`.
 */
export async function readAt(
  handle: FileHandle,
  file: string,
  position: number,
  length: number,
): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  let got = 0;
  try {
    while (got < length) {
      const { bytesRead } = await handle.read(buf, got, length - got, position + got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
  } catch (error) {
    return fail({ file }, `cannot be read (${describeIoError(error)}).`);
  }
  if (got < length)
    fail(
      { file },
      `is truncated: expected ${length} bytes at offset ${position}, the file ends first.`,
    );
  return buf;
}

/** Bytes of a line scanned in JavaScript before `nextLineFeed` hands the search to memchr. */
const SHORT_LINE_BYTES = 128;

/**
 * Index of the next line feed in `buf[from, to)`, or -1. `Buffer#indexOf` is a native call whose
 * fixed cost (tens of ns) is more than scanning a short line byte by byte, and long CSV and JSON
 * Lines files are millions of short lines: the first 128 bytes are scanned here, the rest by
 * memchr behind `indexOf`.
 *
 * @example nextLineFeed(Buffer.from('q1,1\nq2,0\n'), 0, 10) // 4
 */
export function nextLineFeed(buf: Buffer, from: number, to: number): number {
  const probe = Math.min(to, from + SHORT_LINE_BYTES);
  for (let p = from; p < probe; p++) if (buf[p] === 10) return p;
  if (probe >= to) return -1;
  const nl = buf.indexOf(10, probe);
  return nl < 0 || nl >= to ? -1 : nl;
}

/** The first read's size: later reads double up to the chunk size, so a small file costs a small buffer. */
export const FIRST_READ_BYTES = 64 << 10;

/**
 * Streams a file's bytes into `onChunk`, `chunkSize` bytes at a time (buffers are reused: copy
 * what must outlive the call). Returns the number of bytes read; an unreadable file is an
 * `InputError` naming it.
 *
 * The next read is already under way (in libuv's thread pool) while `onChunk` handles a chunk,
 * into the other of two buffers, so reading and counting overlap instead of taking turns.
 */
export async function streamFile(
  path: string,
  onChunk: (chunk: Uint8Array) => void,
  chunkSize: number = 4 << 20,
): Promise<number> {
  const handle = await openInput(path);
  const read = (buf: Buffer) =>
    handle.read(buf, 0, buf.length, null).then(
      (r) => r.bytesRead,
      (error: unknown) => fail({ file: path }, `cannot be read (${describeIoError(error)}).`),
    );
  // The buffers start at 64 KiB and double up to chunkSize while the file keeps coming.
  let size = Math.min(chunkSize, FIRST_READ_BYTES);
  let current: Buffer = Buffer.allocUnsafe(size);
  let spare: Buffer | undefined;
  let pending: Promise<number> | undefined = read(current);
  try {
    let total = 0;
    for (;;) {
      const n = await pending;
      pending = undefined;
      if (n === 0) break;
      total += n;
      // A full read: the file may be large; grow, and read ahead into the other buffer.
      if (n === current.length && size < chunkSize) size = Math.min(chunkSize, size * 2);
      const next: Buffer = spare?.length === size ? spare : Buffer.allocUnsafe(size);
      pending = read(next);
      onChunk(current.subarray(0, n));
      spare = current;
      current = next;
    }
    return total;
  } finally {
    // A chunk's error leaves a read under way: let it end before the file closes.
    if (pending) await pending.catch(() => undefined);
    await handle.close();
  }
}
