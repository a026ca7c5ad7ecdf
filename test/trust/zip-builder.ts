/**
 * Builds zip archives byte by byte for the adversarial tests: honest ones, lying headers, entries
 * that share data (overlapping local headers), and deflate bombs that expand to gigabytes from a
 * few megabytes without ever holding the expansion in memory.
 */
import { crc32, constants, deflateRawSync } from 'node:zlib';

/** One entry. `data` is stored or deflated; `raw` is already-compressed data. */
export interface ZipSpec {
  readonly name: string;
  readonly data?: Uint8Array;
  readonly method?: 0 | 8 | 93;
  /** Compressed bytes given as they are (then `size` and `crc` should be given too). */
  readonly raw?: Uint8Array;
  /** Declared uncompressed size (default: the real one). */
  readonly size?: number;
  /** Declared CRC-32 (default: the real one). */
  readonly crc?: number;
  /** Point this entry's central-directory record at the local header of entry `shareWith`. */
  readonly shareWith?: number;
  /** A Unix file mode (e.g. 0o120777 for a symbolic link): made by Unix, mode in the attributes. */
  readonly unixMode?: number;
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n & 0xffff);
  return b;
}
function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

/** A zip archive of `entries` (no zip64: sizes up to 4 GiB - 1). */
export function buildZip(entries: readonly ZipSpec[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  entries.forEach((e, i) => {
    const method = e.method ?? 8;
    const data = e.data ?? new Uint8Array(0);
    const body =
      e.raw !== undefined
        ? Buffer.from(e.raw)
        : method === 8
          ? deflateRawSync(data)
          : Buffer.from(data);
    const size = e.size ?? data.length;
    const crc = e.crc ?? crc32(data);
    const name = Buffer.from(e.name, 'utf8');
    const common = [
      u16(20),
      u16(0x800),
      u16(method),
      u16(0),
      u16(0x21),
      u32(crc),
      u32(body.length),
      u32(size),
      u16(name.length),
      u16(0),
    ];
    let at = offset;
    if (e.shareWith === undefined) {
      const local = Buffer.concat([u32(0x04034b50), ...common, name, body]);
      locals.push(local);
      offsets.push(offset);
      offset += local.length;
    } else {
      at = offsets[e.shareWith] as number;
      offsets.push(at);
    }
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(e.unixMode !== undefined ? 0x0314 : 20),
        ...common,
        u16(0),
        u16(0),
        u16(0),
        u32(e.unixMode !== undefined ? (e.unixMode << 16) >>> 0 : 0),
        u32(at),
        name,
      ]),
    );
    void i;
  });
  const cd = Buffer.concat(central);
  const eocd = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(cd.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, cd, eocd]);
}

/**
 * A raw deflate stream that expands to `blocks` x `blockBytes` zero bytes: one compressed block
 * (full flush: byte-aligned, no back-references across it) repeated, then a final empty block.
 * 160 x 64 MiB = 10 GiB from ~10 MB, built in well under a second.
 */
export function deflateBomb(blocks: number, blockBytes = 64 << 20): Buffer {
  const block = deflateRawSync(Buffer.alloc(blockBytes), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const end = Buffer.from([0x03, 0x00]); // a final, empty fixed-Huffman block
  return Buffer.concat([...Array<Buffer>(blocks).fill(block), end]);
}
