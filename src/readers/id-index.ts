/**
 * Question ids looked up by their bytes. The long CSV readers see one id per row (tens of millions
 * of rows); decoding each to a string and looking it up in a Map costs more than parsing the row.
 * This open-addressing table maps the raw bytes of an id cell to its row, and decodes a string only
 * the first time a byte sequence is seen.
 */
import type { CountTableBuilder } from '../metrics/count-table.js';

export class ByteIdIndex {
  private arena = new Uint8Array(1 << 16);
  private arenaUsed = 0;
  private offsets: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private lengths: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private rows: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private keys = 0;
  /** Slots hold key index + 1 (0 = empty). */
  private slots = new Int32Array(2048);

  constructor(
    private readonly builder: CountTableBuilder,
    /** Turns the bytes of a new key into the id string (trim, validation); may throw. */
    private readonly decode: (buf: Uint8Array, start: number, end: number) => string,
  ) {}

  /** The builder row of the id whose bytes are `buf[start..end)`. */
  row(buf: Uint8Array, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let p = start; p < end; p++) h = Math.imul(h ^ (buf[p] as number), 0x01000193);
    const mask = this.slots.length - 1;
    const len = end - start;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const k = (this.slots[s] as number) - 1;
      if (k < 0) return this.insert(s, buf, start, end);
      if (this.lengths[k] === len) {
        const off = this.offsets[k] as number;
        let same = true;
        for (let i = 0; i < len; i++)
          if (this.arena[off + i] !== buf[start + i]) {
            same = false;
            break;
          }
        if (same) return this.rows[k] as number;
      }
    }
  }

  private insert(slot: number, buf: Uint8Array, start: number, end: number): number {
    const row = this.builder.row(this.decode(buf, start, end));
    const len = end - start;
    if (this.arenaUsed + len > this.arena.length) {
      const bigger = new Uint8Array(Math.max(this.arena.length * 2, this.arenaUsed + len));
      bigger.set(this.arena.subarray(0, this.arenaUsed));
      this.arena = bigger;
    }
    this.arena.set(buf.subarray(start, end), this.arenaUsed);
    const k = this.keys++;
    if (k === this.offsets.length) {
      this.offsets = grow(this.offsets);
      this.lengths = grow(this.lengths);
      this.rows = grow(this.rows);
    }
    this.offsets[k] = this.arenaUsed;
    this.lengths[k] = len;
    this.rows[k] = row;
    this.arenaUsed += len;
    this.slots[slot] = k + 1;
    if (this.keys * 2 > this.slots.length) this.rehash();
    return row;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let k = 0; k < this.keys; k++) {
      const off = this.offsets[k] as number;
      const end = off + (this.lengths[k] as number);
      let h = 0x811c9dc5;
      for (let p = off; p < end; p++) h = Math.imul(h ^ (this.arena[p] as number), 0x01000193);
      let s = h & mask;
      while (slots[s] !== 0) s = (s + 1) & mask;
      slots[s] = k + 1;
    }
    this.slots = slots;
  }
}

function grow(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
