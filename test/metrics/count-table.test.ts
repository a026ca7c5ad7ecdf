import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CountTableBuilder,
  countTableFromMatrix,
  mergeCountTables,
  observedLabels,
  rectangularTrials,
  selectRows,
} from '../../src/metrics/count-table.js';

describe('countTableFromMatrix', () => {
  it('counts labels per question', () => {
    const t = countTableFromMatrix([
      [0, 1, 2, 2, 1],
      [1, 1, 0, 2, 2],
    ]);
    expect(t.categories).toBe(3);
    expect([...t.counts]).toEqual([1, 2, 2, 1, 2, 2]);
    expect([...t.trials]).toEqual([5, 5]);
    expect(t.ids).toEqual(['1', '2']);
    expect(rectangularTrials(t)).toBe(5);
    expect(observedLabels(t)).toEqual([0, 1, 2]);
  });

  it('treats null as a missing trial (ragged rows)', () => {
    const t = countTableFromMatrix([
      [1, null, 0],
      [true, false],
    ]);
    expect([...t.trials]).toEqual([2, 2]);
    expect([...t.counts]).toEqual([1, 1, 1, 1]);
    const r = countTableFromMatrix([[1, 1, 0], [1]]);
    expect(rectangularTrials(r)).toBeUndefined();
  });

  it('rejects bad cells with the argument and value in the message', () => {
    expect(() => countTableFromMatrix([[0, 1.5]])).toThrow(
      /R must contain only integer-valued entries; got 1.5/,
    );
    expect(() => countTableFromMatrix([[0, -1]])).toThrow(/non-negative integer labels; got -1/);
    expect(() => countTableFromMatrix([[0, NaN]])).toThrow(/finite values; got NaN/);
    expect(() => countTableFromMatrix([[]])).toThrow(/at least one trial \(N >= 1\)/);
    expect(() => countTableFromMatrix([])).toThrow(/at least one question \(M >= 1\)/);
  });
});

describe('countTableFromMatrix: the binary fast path and the general path agree', () => {
  /** Cell by cell, as the general path counts: labels, booleans, null/undefined missing. */
  function byCell(rows: readonly (readonly unknown[])[]): { counts: number[]; trials: number[] } {
    let k = 2;
    for (const row of rows) for (const v of row) if (typeof v === 'number' && v + 1 > k) k = v + 1;
    const counts = new Array<number>(rows.length * k).fill(0);
    const trials = rows.map((row, q) => {
      let n = 0;
      for (const v of row) {
        if (v === null || v === undefined) continue;
        const label = v === true ? 1 : v === false ? 0 : (v as number);
        counts[q * k + label] = (counts[q * k + label] as number) + 1;
        n++;
      }
      return n;
    });
    return { counts, trials };
  }

  it('on random matrices mixing 0/1 rows with labels, booleans and missing cells', () => {
    const cell = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(0, 1) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 4 }) },
      { weight: 1, arbitrary: fc.constantFrom(true, false, null, undefined) },
    );
    const row = fc.array(cell, { minLength: 0, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 20 }), (rows) => {
        fc.pre(rows.every((r) => r.some((v) => v !== null && v !== undefined)));
        const table = countTableFromMatrix(rows);
        const want = byCell(rows);
        expect([...table.counts]).toEqual(want.counts);
        expect([...table.trials]).toEqual(want.trials);
      }),
      { numRuns: 500, seed: 38 },
    );
  });

  it('rows that look binary but are not are counted by the general path or refused', () => {
    // '1' (a string), 1.0000001 and -0 beside binary rows: the fast path's comparisons take only
    // the numbers 0 and 1 (-0 === 0 is the label 0).
    expect(() =>
      countTableFromMatrix([
        [0, 1],
        ['1' as unknown as number, 0],
      ]),
    ).toThrow(/numeric or boolean values; got "1"/);
    expect(() =>
      countTableFromMatrix([
        [0, 1],
        [1.0000001, 0],
      ]),
    ).toThrow(/integer-valued/);
    expect([...countTableFromMatrix([[-0, 1]]).counts]).toEqual([1, 1]);
    expect([
      ...countTableFromMatrix([
        [0, 1],
        [2, 1],
        [1, 1],
      ]).counts,
    ]).toEqual([1, 1, 0, 0, 1, 1, 0, 2, 0]);
  });
});

describe('CountTableBuilder and friends', () => {
  it('accumulates in any order and merges files per question', () => {
    const b = new CountTableBuilder();
    b.add('q2', 1);
    b.add('q1', 0, 3);
    b.add('q2', 3);
    const t = b.build();
    expect(t.ids).toEqual(['q2', 'q1']);
    expect(t.categories).toBe(4);
    expect([...t.counts]).toEqual([0, 1, 0, 1, 3, 0, 0, 0]);
    const m = mergeCountTables([t, countTableFromMatrix([[1, 1]], { ids: ['q1'] })]);
    expect(m.ids).toEqual(['q2', 'q1']);
    expect([...m.trials]).toEqual([2, 5]);
    expect([...selectRows(m, ['q1']).counts]).toEqual([3, 2, 0, 0]);
  });
});
