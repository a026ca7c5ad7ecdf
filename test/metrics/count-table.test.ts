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
