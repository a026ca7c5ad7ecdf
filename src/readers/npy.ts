/**
 * NumPy `.npy` arrays (what `np.save` writes), counted in chunks without materializing the matrix.
 */
import { stat } from 'node:fs/promises';
import { excerpt } from '../errors.js';
import type { CountTable } from '../metrics/count-table.js';
import {
  MAX_LABEL,
  OutcomeParser,
  fail,
  finishTable,
  singleResult,
  streamFile,
  type Where,
} from './common.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59];

interface NpyHeader {
  readonly kind: 'b' | 'i' | 'u' | 'f';
  readonly itemSize: number;
  readonly bigEndian: boolean;
  readonly fortran: boolean;
  /** Rows M and columns N (a 1-D array is one row). */
  readonly rows: number;
  readonly cols: number;
  readonly descr: string;
  /** A 1-D array (read as one question). */
  readonly oneD: boolean;
}

/**
 * Counts a `.npy` result matrix pushed in chunks of bytes. Memory: O(M x K) plus one chunk.
 *
 * Accepts 2-D arrays (M questions x N trials; a 1-D array is a single question, as in scorio) of
 * dtype bool, int8..int64, uint8..uint64, float32/float64 with integer values (or any values with
 * `threshold`), little or big endian, C or Fortran order. Rejects other dtypes (float16, complex,
 * strings, objects, structured) and NaN, with the element's index.
 */
/** Longest .npy header accepted (numpy's are under 1 KiB; a longer one is a corrupt file). */
const MAX_HEADER_BYTES = 1 << 20;

export class NpyCounter {
  private header: NpyHeader | undefined;
  private head = new Uint8Array(0);
  private carry = new Uint8Array(8);
  private carryLen = 0;
  private k = 2;
  private counts = new Float64Array(0);
  private element = 0; // elements consumed
  private row = 0;
  private col = 0;
  private scratch = new ArrayBuffer(0);
  private f64 = new Float64Array(0);
  private words: Uint32Array = new Uint32Array(0);
  private readonly parser: OutcomeParser;

  constructor(
    private readonly file: string,
    /** npz member name, for messages; undefined for a plain .npy file. */
    private readonly member: string | undefined,
    options: ReadOptions,
    /** Size of the whole .npy (file or zip entry) when known: a shape the bytes cannot hold is refused up front. */
    private readonly totalBytes?: number,
  ) {
    this.parser = new OutcomeParser(options);
  }

  private where(extra: Partial<Where> = {}): Where {
    return {
      file: this.file,
      ...(this.member !== undefined ? { record: `member ${excerpt(this.member)}` } : {}),
      ...extra,
    };
  }

  push(chunk: Uint8Array): void {
    let data = chunk;
    if (!this.header) {
      const joined = new Uint8Array(this.head.length + data.length);
      joined.set(this.head);
      joined.set(data, this.head.length);
      const parsed = this.parseHeader(joined);
      if (!parsed) {
        this.head = joined;
        return;
      }
      this.header = parsed.header;
      this.head = new Uint8Array(0);
      const { rows, cols, itemSize } = parsed.header;
      const needed = parsed.dataStart + rows * cols * itemSize;
      if (this.totalBytes !== undefined && needed > this.totalBytes)
        fail(
          this.where(),
          `is truncated: the header says ${rows} x ${cols} = ${rows * cols} elements, the data ` +
            `holds ${Math.max(0, Math.floor((this.totalBytes - parsed.dataStart) / itemSize))}.`,
        );
      try {
        this.counts = new Float64Array(rows * this.k);
      } catch {
        fail(this.where({ field: 'shape' }), `has ${rows} rows: too many questions to count.`);
      }
      data = joined.subarray(parsed.dataStart);
    }
    const size = this.header.itemSize;
    // Complete an element split across chunks.
    if (this.carryLen > 0) {
      const need = size - this.carryLen;
      if (data.length < need) {
        this.carry.set(data, this.carryLen);
        this.carryLen += data.length;
        return;
      }
      this.carry.set(data.subarray(0, need), this.carryLen);
      this.countBytes(this.carry.subarray(0, size));
      this.carryLen = 0;
      data = data.subarray(need);
    }
    const whole = data.length - (data.length % size);
    if (whole > 0) this.countBytes(data.subarray(0, whole));
    if (whole < data.length) {
      this.carry.set(data.subarray(whole));
      this.carryLen = data.length - whole;
    }
  }

  /** The count table once every byte was pushed. Rows are numbered "1".."M". */
  finish(): CountTable {
    if (!this.header) {
      if (this.head.length === 0) fail(this.where(), 'the file is empty.');
      return fail(this.where(), 'is not a NumPy .npy array (truncated header).');
    }
    const { rows, cols } = this.header;
    const total = rows * cols;
    if (this.element !== total || this.carryLen !== 0)
      fail(
        this.where(),
        `is truncated: the header says ${rows} x ${cols} = ${total} elements, the data holds ${this.element}.`,
      );
    const ids = new Array<string>(rows);
    for (let q = 0; q < rows; q++) ids[q] = String(q + 1);
    return {
      ids,
      categories: this.k,
      counts: this.counts,
      trials: new Float64Array(rows).fill(cols),
    };
  }

  private parseHeader(buf: Uint8Array): { header: NpyHeader; dataStart: number } | undefined {
    if (buf.length < 10) return undefined;
    if (!MAGIC.every((b, i) => buf[i] === b))
      fail(this.where(), 'is not a NumPy .npy array (no \\x93NUMPY magic).');
    const major = buf[6] as number;
    const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    let headerLen: number;
    let start: number;
    if (major === 1) {
      headerLen = view.getUint16(8, true);
      start = 10;
    } else if (major === 2 || major === 3) {
      if (buf.length < 12) return undefined;
      headerLen = view.getUint32(8, true);
      start = 12;
    } else return fail(this.where(), `has an unknown .npy format version ${major}.`);
    // numpy writes headers of a few hundred bytes; a huge length is a corrupt file.
    if (headerLen > MAX_HEADER_BYTES)
      fail(
        this.where({ field: 'header' }),
        `declares a ${headerLen}-byte header; at most ${MAX_HEADER_BYTES}.`,
      );
    if (buf.length < start + headerLen) return undefined;
    const text = Buffer.from(buf.buffer, buf.byteOffset + start, headerLen).toString(
      major === 3 ? 'utf8' : 'latin1',
    );
    const descrMatch = /'descr'\s*:\s*('([^']*)'|\[)/.exec(text);
    const fortranMatch = /'fortran_order'\s*:\s*(True|False)/.exec(text);
    const shapeMatch = /'shape'\s*:\s*\(([^)]*)\)/.exec(text);
    if (!descrMatch || !fortranMatch || !shapeMatch)
      fail(
        this.where({ field: 'header' }),
        `cannot parse the .npy header ${excerpt(text.trim())}.`,
      );
    const descr = descrMatch[2];
    if (descr === undefined)
      fail(
        this.where({ field: 'dtype' }),
        'is a structured array; expected a plain numeric matrix.',
      );
    const dt = /^([<>|=]?)([biuf])(\d+)$/.exec(descr);
    const kind = dt?.[2] as NpyHeader['kind'] | undefined;
    const itemSize = Number(dt?.[3]);
    const supported =
      dt !== null &&
      ((kind === 'b' && itemSize === 1) ||
        ((kind === 'i' || kind === 'u') && [1, 2, 4, 8].includes(itemSize)) ||
        (kind === 'f' && (itemSize === 4 || itemSize === 8)));
    if (!supported || kind === undefined)
      fail(
        this.where({ field: 'dtype' }),
        `unsupported NumPy dtype ${excerpt(descr)}; expected bool, int8..int64, uint8..uint64, ` +
          `float32 or float64 (save with R.astype(np.int8) for example).`,
      );
    const dims = (shapeMatch[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map(Number);
    if (dims.length === 0 || dims.length > 2 || dims.some((d) => !Number.isInteger(d) || d < 0))
      fail(
        this.where({ field: 'shape' }),
        `shape (${shapeMatch[1]}) is not a matrix; expected (questions, trials) or (trials,).`,
      );
    const [rows, cols] =
      dims.length === 1 ? [1, dims[0] as number] : [dims[0] as number, dims[1] as number];
    if (rows === 0)
      fail(this.where({ field: 'shape' }), `shape (${shapeMatch[1]}) has no questions.`);
    if (cols === 0) fail(this.where({ field: 'shape' }), `shape (${shapeMatch[1]}) has no trials.`);
    return {
      header: {
        kind,
        itemSize,
        bigEndian: dt[1] === '>',
        fortran: fortranMatch[1] === 'True',
        rows,
        cols,
        descr,
        oneD: dims.length === 1,
      },
      dataStart: start + headerLen,
    };
  }

  /** Decodes whole elements into float64 values, then counts them. */
  private countBytes(bytes: Uint8Array): void {
    const h = this.header as NpyHeader;
    const n = bytes.length / h.itemSize;
    if (this.element + n > h.rows * h.cols)
      fail(this.where(), `has more data than its shape (${h.rows}, ${h.cols}) allows.`);
    // One-byte dtypes are counted straight from the bytes (no copy, no conversion); the slow path
    // of the count loop sees the raw byte and reinterprets it (sign for int8, 0/1 for bool).
    if (h.itemSize === 1 && this.parser.threshold === undefined) {
      if (h.fortran) this.countFortran(bytes, n);
      else this.countBinaryC(bytes, n);
      return;
    }
    if (this.scratch.byteLength < bytes.length) {
      this.scratch = new ArrayBuffer(Math.max(bytes.length, 1 << 16));
      this.f64 = new Float64Array(this.scratch.byteLength);
    }
    // An aligned copy (typed views need alignment), byte-swapped when big-endian.
    const aligned = new Uint8Array(this.scratch, 0, bytes.length);
    aligned.set(bytes);
    if (h.bigEndian && h.itemSize > 1) {
      const b = Buffer.from(this.scratch, 0, bytes.length);
      if (h.itemSize === 2) b.swap16();
      else if (h.itemSize === 4) b.swap32();
      else b.swap64();
    }
    // 32- and 64-bit integers in C order (int64 is what np.save writes for a plain integer
    // array): rows of 0s and 1s are counted from the words; the rest is decoded below.
    const done =
      !h.fortran &&
      (h.kind === 'i' || h.kind === 'u') &&
      (h.itemSize === 4 || h.itemSize === 8) &&
      this.parser.threshold === undefined &&
      this.k >= 2
        ? this.countWideBinaryC(new Uint32Array(this.scratch, 0, bytes.length >>> 2), n)
        : 0;
    if (done === n) return;
    const f64 = this.f64.length >= n ? this.f64.subarray(0, n) : new Float64Array(n);
    const buf = this.scratch;
    switch (`${h.kind}${h.itemSize}`) {
      case 'b1':
      case 'u1':
        f64.set(new Uint8Array(buf, 0, n));
        break;
      case 'i1':
        f64.set(new Int8Array(buf, 0, n));
        break;
      case 'i2':
        f64.set(new Int16Array(buf, 0, n));
        break;
      case 'u2':
        f64.set(new Uint16Array(buf, 0, n));
        break;
      case 'i4':
        f64.set(new Int32Array(buf, 0, n));
        break;
      case 'u4':
        f64.set(new Uint32Array(buf, 0, n));
        break;
      case 'f4':
        f64.set(new Float32Array(buf, 0, n));
        break;
      case 'f8':
        f64.set(new Float64Array(buf, 0, n));
        break;
      case 'i8':
      case 'u8':
        this.decode64(new Int32Array(buf, 0, n * 2), f64, h.kind === 'i');
        break;
    }
    if (h.kind === 'b') {
      for (let i = 0; i < n; i++)
        if ((f64[i] as number) > 1) this.bad(i, f64[i] as number, 'is not a valid bool (0 or 1).');
    }
    if (this.parser.threshold !== undefined) {
      const t = this.parser.threshold;
      for (let i = 0; i < n; i++) {
        const v = f64[i] as number;
        if (Number.isNaN(v)) this.bad(i, v, 'NaN where an outcome is required.');
        f64[i] = v >= t ? 1 : 0;
      }
    }
    if (h.fortran) this.countFortran(f64, n);
    else this.countC(f64.subarray(done), n - done);
  }

  /**
   * Whole C-order row segments of 0/1 integers of 1 or 2 words (little-endian by now), counted
   * from the words while they hold only 0s and 1s; returns the elements counted, up to the first
   * segment that holds anything else (decoded and counted by the caller).
   */
  private countWideBinaryC(words: Uint32Array, n: number): number {
    const cols = (this.header as NpyHeader).cols;
    const step = (this.header as NpyHeader).itemSize >>> 2;
    let i = 0;
    while (i < n) {
      const end = Math.min(n, i + cols - this.col);
      const ones = countOneWords(words, i * step, end * step, step);
      if (ones < 0) return i;
      const base = this.row * this.k;
      const counts = this.counts;
      counts[base] = (counts[base] as number) + (end - i - ones);
      counts[base + 1] = (counts[base + 1] as number) + ones;
      this.element += end - i;
      this.col += end - i;
      if (this.col === cols) {
        this.col = 0;
        this.row++;
      }
      i = end;
    }
    return n;
  }

  /** int64/uint64 as (low, high) int32 pairs: exact for 0..2^32-1, which covers every label. */
  private decode64(words: Int32Array, out: Float64Array, signed: boolean): void {
    const n = out.length;
    for (let i = 0; i < n; i++) {
      const lo = words[2 * i] as number;
      const hi = words[2 * i + 1] as number;
      if (hi === 0) out[i] = lo >>> 0;
      else {
        // Out of label range either way; exact enough for the error message.
        const wide = (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
        out[i] = Number(signed ? BigInt.asIntN(64, wide) : wide);
      }
    }
  }

  /**
   * One-byte C-order data, a row segment at a time: a segment of 0s and 1s (the common case) is
   * counted by `countOnes`; any other byte sends the segment through `countC`, which handles
   * labels, growth and errors.
   */
  private countBinaryC(bytes: Uint8Array, n: number): void {
    const cols = (this.header as NpyHeader).cols;
    // One word view of the chunk's whole buffer (offset 0 is always aligned), reused per segment.
    if (this.words.buffer !== bytes.buffer)
      this.words = new Uint32Array(bytes.buffer, 0, bytes.buffer.byteLength >>> 2);
    let i = 0;
    while (i < n) {
      const end = Math.min(n, i + cols - this.col);
      const ones = this.k < 2 ? -1 : countOnes(bytes, this.words, i, end);
      if (ones < 0) this.countC(bytes.subarray(i, end), end - i);
      else {
        const base = this.row * this.k;
        const counts = this.counts;
        counts[base] = (counts[base] as number) + (end - i - ones);
        counts[base + 1] = (counts[base + 1] as number) + ones;
        this.element += end - i;
        this.col += end - i;
        if (this.col === cols) {
          this.col = 0;
          this.row++;
        }
      }
      i = end;
    }
  }

  private countC(vals: Float64Array | Uint8Array, n: number): void {
    const cols = (this.header as NpyHeader).cols;
    let k = this.k;
    let counts = this.counts;
    let row = this.row;
    let col = this.col;
    let base = row * k;
    for (let i = 0; i < n; i++) {
      const v = vals[i] as number;
      if (v >= 0 && v < k && v === (v | 0)) counts[base + v] = (counts[base + v] as number) + 1;
      else {
        const label = this.label(i, v);
        this.growFor(label);
        k = this.k;
        counts = this.counts;
        base = row * k;
        counts[base + label] = (counts[base + label] as number) + 1;
      }
      if (++col === cols) {
        col = 0;
        row++;
        base += k;
      }
    }
    this.row = row;
    this.col = col;
    this.element += n;
  }

  private countFortran(vals: Float64Array | Uint8Array, n: number): void {
    const rows = (this.header as NpyHeader).rows;
    let k = this.k;
    let counts = this.counts;
    let row = this.row;
    let col = this.col;
    let base = row * k;
    for (let i = 0; i < n; i++) {
      const v = vals[i] as number;
      if (v >= 0 && v < k && v === (v | 0)) counts[base + v] = (counts[base + v] as number) + 1;
      else {
        const label = this.label(i, v);
        this.growFor(label);
        k = this.k;
        counts = this.counts;
        base = row * k;
        counts[base + label] = (counts[base + label] as number) + 1;
      }
      base += k;
      if (++row === rows) {
        row = 0;
        base = 0;
        col++;
      }
    }
    this.row = row;
    this.col = col;
    this.element += n;
  }

  /** The label of an element outside the fast path (validates; throws with the element index). */
  private label(i: number, raw: number): number {
    const h = this.header as NpyHeader;
    const where = this.elementWhere(i);
    // Raw bytes of one-byte dtypes (see countBytes): int8 is signed, bool is 0/1.
    const v = h.itemSize === 1 && h.kind === 'i' && raw > 127 ? raw - 256 : raw;
    if (h.kind === 'b' && v > 1) fail(where, `${v} is not a valid bool (0 or 1).`);
    if (Number.isNaN(v))
      fail(
        where,
        'NaN where an outcome is required (a .npy matrix cannot mark missing trials; use JSON with null or a long format for those).',
      );
    const label = this.parser.number(v, v, where);
    if (label > MAX_LABEL) fail(where, `${v} is too large for a category label.`);
    return label;
  }

  private bad(i: number, v: number, detail: string): never {
    return fail(this.elementWhere(i), `${excerpt(v)} ${detail}`);
  }

  /** Location of the i-th element of the current chunk: `[row, col]`, 0-based as in NumPy. */
  private elementWhere(i: number): Where {
    const h = this.header as NpyHeader;
    const e = this.element + i;
    const [r, c] = h.fortran
      ? [e % h.rows, Math.floor(e / h.rows)]
      : [Math.floor(e / h.cols), e % h.cols];
    const index = h.oneD ? `[${c}]` : `[${r}, ${c}]`;
    return {
      file: this.file,
      record: `${this.member !== undefined ? `member ${excerpt(this.member)} ` : ''}element ${index}`,
      field: `dtype ${excerpt(h.descr)}`,
    };
  }

  private growFor(label: number): void {
    if (label < this.k) return;
    const m = (this.header as NpyHeader).rows;
    const k = label + 1;
    const counts = new Float64Array(m * k);
    for (let q = 0; q < m; q++)
      counts.set(this.counts.subarray(q * this.k, q * this.k + this.k), q * k);
    this.counts = counts;
    this.k = k;
  }
}

/** Words a 32-bit accumulator adds before a byte lane could carry: 255 ones per lane at most. */
const LANE_WORDS = 255;

/** The four byte lanes of a 32-bit word, added. */
function laneSum(word: number): number {
  const pairs = (word & 0x00ff00ff) + ((word >>> 8) & 0x00ff00ff);
  return (pairs & 0xffff) + (pairs >>> 16);
}

/**
 * The number of 1s in `bytes[from, to)` when every byte there is 0 or 1, else -1.
 *
 * Why by hand (no library sums bytes): the bytes are added four at a time as 32-bit words of
 * `words` (a view of `bytes.buffer` from offset 0), in four accumulators, each folded into its
 * byte lanes every 255 words, before a lane could carry; OR-ing the words shows any byte other
 * than 0 or 1. About 6x a loop over single bytes; unaligned ends go byte by byte.
 *
 * @example countOnes(Uint8Array.of(1, 0, 1, 1, 1), words, 0, 5) // 4
 */
export function countOnes(bytes: Uint8Array, words: Uint32Array, from: number, to: number): number {
  const offset = bytes.byteOffset;
  let p = offset + from;
  const stop = offset + to;
  let ones = 0;
  let seen = 0;
  for (; p < stop && (p & 3) !== 0; p++) {
    const v = bytes[p - offset] as number;
    ones += v;
    seen |= v;
  }
  let w = p >>> 2;
  const wordsEnd = stop >>> 2;
  while (w < wordsEnd) {
    const blockEnd = Math.min(wordsEnd, w + 4 * LANE_WORDS);
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    for (; w + 3 < blockEnd; w += 4) {
      const v0 = words[w] as number;
      const v1 = words[w + 1] as number;
      const v2 = words[w + 2] as number;
      const v3 = words[w + 3] as number;
      a0 = (a0 + v0) | 0;
      a1 = (a1 + v1) | 0;
      a2 = (a2 + v2) | 0;
      a3 = (a3 + v3) | 0;
      seen |= v0 | v1 | v2 | v3;
    }
    for (; w < blockEnd; w++) {
      const v = words[w] as number;
      ones += laneSum(v);
      seen |= v;
    }
    ones += laneSum(a0) + laneSum(a1) + laneSum(a2) + laneSum(a3);
  }
  for (p = Math.max(p, wordsEnd << 2); p < stop; p++) {
    const v = bytes[p - offset] as number;
    ones += v;
    seen |= v;
  }
  return (seen & 0xfefefefe) === 0 ? ones : -1;
}

/**
 * The number of 1s among the integers in `words[from, to)`, each `step` words long (1: 32-bit,
 * 2: 64-bit, low word first), when every one is 0 or 1, else -1.
 *
 * @example countOneWords(Uint32Array.of(1, 0, 0, 0, 1, 0), 0, 6, 2) // 2 (int64 1, 0, 1)
 */
export function countOneWords(words: Uint32Array, from: number, to: number, step: number): number {
  let ones = 0;
  let low = 0;
  let high = 0;
  if (step === 1)
    for (let w = from; w < to; w++) {
      const v = words[w] as number;
      ones += v;
      low |= v;
    }
  else
    for (let w = from; w < to; w += 2) {
      const v = words[w] as number;
      ones += v;
      low |= v;
      high |= words[w + 1] as number;
    }
  return (low & ~1) === 0 && high === 0 ? ones : -1;
}

/**
 * Reads a NumPy `.npy` result matrix (as written by `np.save`): M questions x N trials, questions
 * numbered "1".."M" in row order. Streams in 4 MB chunks; memory O(M x K).
 *
 * @example
 * // np.save('R.npy', np.array([[1, 0, 1], [0, 0, 1]], dtype=np.int8))
 * (await readNpy('R.npy')).table.counts // Float64Array [1, 2, 2, 1]
 */
export async function readNpy(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const size = await stat(path).then(
    (info) => info.size,
    () => undefined, // streamFile names the problem
  );
  const counter = new NpyCounter(path, undefined, options, size);
  await streamFile(path, (chunk) => counter.push(chunk));
  const table = finishTable(counter.finish(), path, { categories: options.categories, warnings });
  return singleResult(path, 'npy', table, warnings);
}

export const npyReader: Reader = {
  name: 'npy',
  extensions: ['.npy'],
  sniff: (head) => MAGIC.every((b, i) => head[i] === b),
  read: readNpy,
};
