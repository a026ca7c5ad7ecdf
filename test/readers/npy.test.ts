import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { countTableFromMatrix } from '../../src/metrics/count-table.js';
import { createPrng } from '../../src/decision/prng.js';
import { NpyCounter, countOneWords, countOnes } from '../../src/readers/npy.js';
import { readNpy, readNpz } from '../../src/readers/index.js';
import { encodeMatrix, npyBytes, plain, tempDir } from './helpers.js';

const R = [
  [0, 1, 2, 2, 1, 0, 3],
  [1, 1, 0, 2, 2, 1, 1],
  [3, 0, 0, 0, 1, 2, 2],
];
const EXPECTED = plain(countTableFromMatrix(R));

const DTYPES: { descr: string; kind: 'i' | 'u' | 'f'; size: number; bigEndian: boolean }[] = [];
for (const [kind, sizes] of [
  ['i', [1, 2, 4, 8]],
  ['u', [1, 2, 4, 8]],
  ['f', [4, 8]],
] as const)
  for (const size of sizes)
    for (const bigEndian of size === 1 ? [false] : [false, true])
      DTYPES.push({
        descr: `${size === 1 ? '|' : bigEndian ? '>' : '<'}${kind}${size}`,
        kind,
        size,
        bigEndian,
      });

describe('.npy', () => {
  for (const dtype of DTYPES)
    for (const fortran of [false, true])
      it(`${dtype.descr} ${fortran ? 'Fortran' : 'C'} order`, async () => {
        const t = tempDir();
        const path = t.write(
          'R.npy',
          npyBytes(dtype.descr, [3, 7], fortran, encodeMatrix(R, dtype, fortran)),
        );
        expect(plain((await readNpy(path)).table)).toEqual(EXPECTED);
      });

  it('bool, and a 1-D array is one question', async () => {
    const t = tempDir();
    const bool = t.write(
      'b.npy',
      npyBytes('|b1', [2, 3], false, new Uint8Array([1, 0, 1, 0, 0, 1])),
    );
    expect(plain((await readNpy(bool)).table).rows).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const flat = t.write(
      'f.npy',
      npyBytes(
        '<i2',
        [4],
        false,
        encodeMatrix([[1, 1, 0, 1]], { kind: 'i', size: 2, bigEndian: false }, false),
      ),
    );
    expect(plain((await readNpy(flat)).table)).toEqual({
      ids: ['1'],
      categories: 2,
      rows: [[1, 3]],
      trials: [4],
    });
  });

  it('any chunking of the bytes gives the same counts (elements split across chunks)', () => {
    const bytes = npyBytes(
      '>i8',
      [3, 7],
      true,
      encodeMatrix(R, { kind: 'i', size: 8, bigEndian: true }, true),
    );
    for (const size of [1, 3, 5, 8, 13, 64]) {
      const counter = new NpyCounter('R.npy', undefined, {});
      for (let i = 0; i < bytes.length; i += size) counter.push(bytes.subarray(i, i + size));
      expect(plain(counter.finish()), `chunks of ${size}`).toEqual(EXPECTED);
    }
  });

  it('one-byte C order, 0/1 rows summed: any chunking, rows with other labels, errors located', () => {
    // 0/1 rows (the summed path), a row with a 2 and a row with a 4 (label growth), in chunks
    // that cut rows anywhere.
    const rows = [
      [0, 1, 1, 0, 1, 1, 1, 0, 0],
      [1, 1, 1, 1, 1, 1, 1, 1, 1],
      [0, 2, 1, 0, 0, 1, 2, 1, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      [1, 0, 4, 1, 0, 0, 1, 1, 0],
      [1, 0, 1, 1, 0, 0, 1, 1, 0],
    ];
    const expected = plain(countTableFromMatrix(rows));
    for (const descr of ['|u1', '|i1'] as const) {
      const bytes = npyBytes(descr, [6, 9], false, Uint8Array.from(rows.flat()));
      for (const size of [1, 4, 7, 9, 10, 64, 1000]) {
        const counter = new NpyCounter('R.npy', undefined, {});
        for (let i = 0; i < bytes.length; i += size) counter.push(bytes.subarray(i, i + size));
        expect(plain(counter.finish()), `${descr} in chunks of ${size}`).toEqual(expected);
      }
    }
    // int8 -1 and bool 2: the error names the element, wherever the chunk starts.
    const negative = Uint8Array.from(rows.flat().map((v) => (v === 4 ? 255 : v)));
    const bool = Uint8Array.from(rows.flat().map((v) => Math.min(v, 1)));
    bool[5 * 9 + 3] = 2;
    for (const size of [5, 64]) {
      const i8 = new NpyCounter('R.npy', undefined, {});
      const b1 = new NpyCounter('B.npy', undefined, {});
      const i8Bytes = npyBytes('|i1', [6, 9], false, negative);
      const b1Bytes = npyBytes('|b1', [6, 9], false, bool);
      expect(() => {
        for (let i = 0; i < i8Bytes.length; i += size) i8.push(i8Bytes.subarray(i, i + size));
      }).toThrow('R.npy (element [4, 2]) dtype "|i1": -1 is negative; labels are 0..C.');
      expect(() => {
        for (let i = 0; i < b1Bytes.length; i += size) b1.push(b1Bytes.subarray(i, i + size));
      }).toThrow('B.npy (element [5, 3]) dtype "|b1": 2 is not a valid bool (0 or 1).');
    }
  });

  it('format version 2 headers, float with threshold, categories fixes K', async () => {
    const t = tempDir();
    const v1 = npyBytes(
      '<f8',
      [1, 4],
      false,
      new Uint8Array(new Float64Array([0.2, 0.7, 0.5, 1]).buffer),
    );
    // Rewrite as version 2.0: 4-byte header length.
    const headerLen = (v1[8] as number) | ((v1[9] as number) << 8);
    const v2 = new Uint8Array(v1.length + 2);
    v2.set(v1.subarray(0, 8));
    v2[6] = 2;
    new DataView(v2.buffer).setUint32(8, headerLen, true);
    v2.set(v1.subarray(10), 12);
    const path = t.write('v2.npy', v2);
    expect(plain((await readNpy(path, { threshold: 0.5 })).table).rows).toEqual([[1, 3]]);
    const ints = t.write('i.npy', npyBytes('|u1', [1, 2], false, new Uint8Array([0, 1])));
    expect((await readNpy(ints, { categories: 4 })).table.categories).toBe(4);
  });
});

describe('.npz', () => {
  it('stored members, chosen by name, with a prior', async () => {
    const t = tempDir();
    const enc = (m: number[][]): Uint8Array =>
      npyBytes(
        '<i4',
        [m.length, m[0]?.length ?? 0],
        false,
        encodeMatrix(m, { kind: 'i', size: 4, bigEndian: false }, false),
      );
    const path = t.write(
      'runs.npz',
      zipSync(
        {
          'scores.npy': enc([
            [1, 0],
            [1, 1],
          ]),
          'prior.npy': enc([[1], [0]]),
          'R.npy': enc([
            [0, 0],
            [0, 0],
          ]),
        },
        { level: 0 },
      ),
    );
    const result = await readNpz(path, { member: 'scores', priorMember: 'prior' });
    expect(plain(result.table).rows).toEqual([
      [1, 1],
      [0, 2],
    ]);
    expect(result.prior && plain(result.prior).rows).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(plain((await readNpz(path)).table).rows).toEqual([
      [2, 0],
      [2, 0],
    ]);
  });
});

describe('rows of 0s and 1s counted from the words (1-, 4- and 8-byte integers, C order)', () => {
  // Binary rows, then a row with a 2 (the labels path takes over mid-chunk), then binary again.
  const B = [
    [1, 0, 1, 1, 0, 1, 1],
    [0, 0, 0, 0, 0, 0, 0],
    [1, 1, 2, 1, 0, 1, 1],
    [1, 1, 1, 1, 1, 1, 1],
    [0, 1, 0, 0, 1, 0, 0],
  ];
  const BINARY_EXPECTED = plain(countTableFromMatrix(B));
  const WORD_DTYPES = DTYPES.filter((d) => d.kind !== 'f' && d.size !== 2);

  for (const dtype of WORD_DTYPES)
    it(`${dtype.descr}: whole file and every chunking agree with the matrix`, () => {
      const bytes = npyBytes(dtype.descr, [5, 7], false, encodeMatrix(B, dtype, false));
      for (const size of [1, 3, 5, 8, 13, 64, bytes.length]) {
        const counter = new NpyCounter('R.npy', undefined, {});
        for (let i = 0; i < bytes.length; i += size) counter.push(bytes.subarray(i, i + size));
        expect(plain(counter.finish()), `chunks of ${size}`).toEqual(BINARY_EXPECTED);
      }
    });

  for (const descr of ['<i8', '>i4', '|i1'])
    it(`${descr}: a value the fast path cannot take is still named by its element`, async () => {
      const size = Number(descr.slice(2));
      const dtype = { kind: 'i' as const, size, bigEndian: descr.startsWith('>') };
      const bad = B.map((row) => [...row]);
      (bad[3] as number[])[4] = -1;
      const path = tempDir().write(
        'R.npy',
        npyBytes(descr, [5, 7], false, encodeMatrix(bad, dtype, false)),
      );
      await expect(readNpy(path)).rejects.toThrow(/element \[3, 4\].*-1/);
    });

  it('countOneWords: 32- and 64-bit words by hand', () => {
    expect(countOneWords(Uint32Array.of(1, 0, 1, 1), 0, 4, 1)).toBe(3);
    expect(countOneWords(Uint32Array.of(1, 0, 1, 2), 0, 4, 1)).toBe(-1);
    expect(countOneWords(Uint32Array.of(1, 0, 1, 2), 0, 3, 1)).toBe(2);
    expect(countOneWords(Uint32Array.of(1, 0, 0, 0, 1, 0), 0, 6, 2)).toBe(2);
    // 2^32 (low word 0, high word 1) is not a 0/1 outcome.
    expect(countOneWords(Uint32Array.of(1, 0, 0, 1), 0, 4, 2)).toBe(-1);
    expect(countOneWords(Uint32Array.of(0xffffffff, 0xffffffff), 0, 2, 2)).toBe(-1);
  });
});

describe('countOnes (one-byte 0/1 rows summed four bytes at a time)', () => {
  const wordsOf = (bytes: Uint8Array) =>
    new Uint32Array(bytes.buffer, 0, bytes.buffer.byteLength >>> 2);

  it('counts by hand-checked examples, at every alignment of both ends', () => {
    // 1,0,1,1 | 1,1,1,1 | 0,0,0,1 | 1 : 9 ones in 13 bytes.
    const row = Uint8Array.of(1, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1);
    for (let shift = 0; shift < 4; shift++) {
      const backing = new Uint8Array(row.length + 8);
      backing.set(row, shift);
      const bytes = backing.subarray(shift);
      expect(countOnes(bytes, wordsOf(bytes), 0, 13)).toBe(9);
      expect(countOnes(bytes, wordsOf(bytes), 1, 12)).toBe(7);
      expect(countOnes(bytes, wordsOf(bytes), 4, 8)).toBe(4);
      expect(countOnes(bytes, wordsOf(bytes), 5, 5)).toBe(0);
    }
  });

  it('all ones over many words: the byte lanes are folded before they carry', () => {
    // 4 accumulators x 255 words = 1,020 words per block; 100,003 bytes cross many blocks.
    const bytes = new Uint8Array(100_003).fill(1);
    expect(countOnes(bytes, wordsOf(bytes), 0, 100_003)).toBe(100_003);
    for (const n of [4076, 4079, 4080, 4081, 4083, 8163])
      expect(countOnes(bytes, wordsOf(bytes), 1, n)).toBe(n - 1);
  });

  it('any byte other than 0 or 1 gives -1, wherever it is', () => {
    const bytes = new Uint8Array(4099);
    for (const at of [0, 2, 3, 4, 1000, 4095, 4098])
      for (const value of [2, 3, 128, 255]) {
        bytes.fill(1);
        bytes[at] = value;
        expect(countOnes(bytes, wordsOf(bytes), 0, 4099)).toBe(-1);
      }
  });

  it('agrees with a byte loop on random segments', () => {
    const rng = createPrng(20261124);
    const next = () => rng.next();
    const bytes = new Uint8Array(20_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() < 0.7 ? 1 : 0;
    for (let t = 0; t < 200; t++) {
      const from = Math.floor(next() * 10_000);
      const to = from + Math.floor(next() * 10_000);
      let expected = 0;
      for (let i = from; i < to; i++) expected += bytes[i] as number;
      expect(countOnes(bytes, wordsOf(bytes), from, to)).toBe(expected);
    }
  });
});
