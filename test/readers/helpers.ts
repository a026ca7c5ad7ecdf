import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { InputError } from '../../src/errors.js';
import type { CountTable } from '../../src/metrics/count-table.js';
import { readOutcomes, type ReadOptions } from '../../src/readers/index.js';

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
  const out = new Uint8Array(m * n * dtype.size);
  const view = new DataView(out.buffer);
  const le = !dtype.bigEndian;
  const setters: Record<string, (o: number, v: number) => void> = {
    b1: (o, v) => view.setUint8(o, v),
    u1: (o, v) => view.setUint8(o, v),
    i1: (o, v) => view.setInt8(o, v),
    i2: (o, v) => view.setInt16(o, v, le),
    u2: (o, v) => view.setUint16(o, v, le),
    i4: (o, v) => view.setInt32(o, v, le),
    u4: (o, v) => view.setUint32(o, v, le),
    i8: (o, v) => view.setBigInt64(o, BigInt(v), le),
    u8: (o, v) => view.setBigUint64(o, BigInt(v), le),
    f4: (o, v) => view.setFloat32(o, v, le),
    f8: (o, v) => view.setFloat64(o, v, le),
  };
  const set = setters[`${dtype.kind}${dtype.size}`] as (o: number, v: number) => void;
  let e = 0;
  const put = (v: number): void => set(e++ * dtype.size, v);
  if (fortran)
    for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) put(matrix[i]?.[j] as number);
  else for (const row of matrix) for (const v of row) put(v);
  return out;
}

/** The message of the `InputError` that reading `path` gives (fails the test if it reads). */
export async function inputErrorOf(path: string, options: ReadOptions = {}): Promise<string> {
  try {
    await readOutcomes(path, options);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as InputError).message;
  }
  throw new Error(`expected an InputError reading ${path}`);
}
