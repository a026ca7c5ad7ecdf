import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CountTable } from '../../src/metrics/count-table.js';

/** The repository root (tests run from anywhere). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** fixtures/readers */
export const FIXTURES = join(ROOT, 'fixtures', 'readers');

/** A table as plain data for `toEqual`: ids, K, counts per row, trials. */
export function plain(table: CountTable): {
  ids: readonly string[];
  categories: number;
  rows: number[][];
  trials: number[];
} {
  const k = table.categories;
  return {
    ids: table.ids,
    categories: k,
    rows: table.ids.map((_, q) => [...table.counts.subarray(q * k, q * k + k)]),
    trials: [...table.trials],
  };
}

/** A fresh temp dir, and a writer of files in it. */
export function tempDir(): {
  dir: string;
  write: (name: string, data: string | Uint8Array) => string;
} {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-readers-'));
  return {
    dir,
    write: (name, data) => {
      const path = join(dir, name);
      writeFileSync(path, data);
      return path;
    },
  };
}

/** A .npy file's bytes (format 1.0), for dtype / order / endianness tests. */
export function npyBytes(
  descr: string,
  shape: readonly number[],
  fortran: boolean,
  data: Uint8Array,
): Uint8Array {
  let header = `{'descr': '${descr}', 'fortran_order': ${fortran ? 'True' : 'False'}, 'shape': (${shape.join(', ')}${shape.length === 1 ? ',' : ''}), }`;
  const total = 10 + header.length + 1;
  header += ' '.repeat((64 - (total % 64)) % 64) + '\n';
  const out = new Uint8Array(10 + header.length + data.length);
  out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0]);
  out[8] = header.length & 0xff;
  out[9] = header.length >> 8;
  out.set(Buffer.from(header, 'latin1'), 10);
  out.set(data, 10 + header.length);
  return out;
}

/** Encodes values with a dtype into bytes (little or big endian), row-major or column-major. */
export function encodeMatrix(
  matrix: readonly (readonly number[])[],
  dtype: { kind: 'b' | 'i' | 'u' | 'f'; size: number; bigEndian: boolean },
  fortran: boolean,
): Uint8Array {
  const m = matrix.length;
  const n = matrix[0]?.length ?? 0;
  const out = Buffer.alloc(m * n * dtype.size);
  const le = !dtype.bigEndian;
  let e = 0;
  const put = (v: number): void => {
    const o = e * dtype.size;
    const { kind, size } = dtype;
    if (kind === 'f')
      size === 4
        ? le
          ? out.writeFloatLE(v, o)
          : out.writeFloatBE(v, o)
        : le
          ? out.writeDoubleLE(v, o)
          : out.writeDoubleBE(v, o);
    else if (size === 1) kind === 'i' ? out.writeInt8(v, o) : out.writeUInt8(v, o);
    else if (size === 2)
      kind === 'i'
        ? le
          ? out.writeInt16LE(v, o)
          : out.writeInt16BE(v, o)
        : le
          ? out.writeUInt16LE(v, o)
          : out.writeUInt16BE(v, o);
    else if (size === 4)
      kind === 'i'
        ? le
          ? out.writeInt32LE(v, o)
          : out.writeInt32BE(v, o)
        : le
          ? out.writeUInt32LE(v, o)
          : out.writeUInt32BE(v, o);
    else
      kind === 'i'
        ? le
          ? out.writeBigInt64LE(BigInt(v), o)
          : out.writeBigInt64BE(BigInt(v), o)
        : le
          ? out.writeBigUInt64LE(BigInt(v), o)
          : out.writeBigUInt64BE(BigInt(v), o);
    e++;
  };
  if (fortran)
    for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) put(matrix[i]?.[j] as number);
  else for (const row of matrix) for (const v of row) put(v);
  return out;
}
