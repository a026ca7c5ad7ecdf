import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors.js';
import { countTableFromDense, countTableFromMatrix } from '../../src/metrics/count-table.js';

describe('countTableFromDense', () => {
  const matrix = [
    [0, 1, 2, 2, 1],
    [1, 1, 0, 2, 2],
    [1, 1, 1, 0, 1],
  ];
  const flat = matrix.flat();

  it('equals countTableFromMatrix for row-major data of every array type', () => {
    const want = countTableFromMatrix(matrix);
    for (const data of [
      Uint8Array.from(flat),
      Float64Array.from(flat),
      Int16Array.from(flat),
      flat,
    ])
      expect(countTableFromDense(data, 3, 5)).toEqual(want);
  });

  it('reads column-major data (data[i * rows + q])', () => {
    const columnMajor: number[] = [];
    for (let i = 0; i < 5; i++)
      for (let q = 0; q < 3; q++) columnMajor.push((matrix[q] as number[])[i] as number);
    expect(countTableFromDense(Uint8Array.from(columnMajor), 3, 5, { order: 'column' })).toEqual(
      countTableFromMatrix(matrix),
    );
  });

  it('takes the binary fast path and the categorical path in one table', () => {
    const t = countTableFromDense(Uint8Array.of(1, 0, 1, 3, 0, 0), 2, 3);
    expect(t.categories).toBe(4);
    expect([...t.counts]).toEqual([1, 2, 0, 0, 2, 0, 0, 1]);
    expect([...t.trials]).toEqual([3, 3]);
  });

  it('treats NaN and the missing sentinel as missing trials (ragged rows)', () => {
    const t = countTableFromDense(Float64Array.of(1, NaN, 0, NaN, NaN, 1), 2, 3);
    expect([...t.trials]).toEqual([2, 1]);
    expect([...t.counts]).toEqual([1, 1, 0, 1]);
    const u = countTableFromDense(Uint8Array.of(1, 255, 0, 1), 2, 2, { missing: 255 });
    expect([...u.trials]).toEqual([1, 2]);
  });

  it('rejects bad shapes and values with the argument and value', () => {
    expect(() => countTableFromDense(Uint8Array.of(1, 0, 1), 2, 2)).toThrow(
      /R must hold rows x cols = 4 values; got 3/,
    );
    expect(() => countTableFromDense([0, 0.5], 1, 2)).toThrow(/integer-valued entries; got 0.5/);
    expect(() => countTableFromDense(Int8Array.of(0, -1), 1, 2)).toThrow(ValidationError);
    expect(() => countTableFromDense(Float64Array.of(NaN, NaN), 1, 2)).toThrow(
      /row 0 has no trials/,
    );
  });
});
