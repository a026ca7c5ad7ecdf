/**
 * A gate in stages, the engine's pieces on their own (issue 39): the digest a later stage checks a
 * carried benchmark's files against.
 */
import { describe, expect, it } from 'vitest';
import { tablesDigest } from '../../src/engine/stages.js';
import type { CountTable } from '../../src/metrics/index.js';

function table(ids: string[], counts: number[][]): CountTable {
  return {
    ids,
    categories: 2,
    counts: Float64Array.from(counts.flat()),
    trials: Float64Array.from(counts, (c) => (c[0] as number) + (c[1] as number)),
  };
}

describe('tablesDigest', () => {
  it('tells two tables apart whose ids hold the separators of the digested text', () => {
    // Written as `id<TAB>counts<LF>` lines, both would be "a\t1,3\nb\t2,2\nc\t0,4\n".
    const a = table(
      ['a\t1,3\nb', 'c'],
      [
        [2, 2],
        [0, 4],
      ],
    );
    const b = table(
      ['a', 'b\t2,2\nc'],
      [
        [1, 3],
        [0, 4],
      ],
    );
    expect(tablesDigest(a, a)).not.toBe(tablesDigest(b, b));
  });

  it('changes with any count, id or order, and not otherwise', () => {
    const base = table(
      ['q1', 'q2'],
      [
        [1, 3],
        [4, 0],
      ],
    );
    const digest = tablesDigest(base, base);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(
      tablesDigest(
        table(
          ['q1', 'q2'],
          [
            [1, 3],
            [4, 0],
          ],
        ),
        base,
      ),
    ).toBe(digest);
    expect(
      tablesDigest(
        table(
          ['q1', 'q2'],
          [
            [2, 2],
            [4, 0],
          ],
        ),
        base,
      ),
    ).not.toBe(digest);
    expect(
      tablesDigest(
        table(
          ['q1', 'q3'],
          [
            [1, 3],
            [4, 0],
          ],
        ),
        base,
      ),
    ).not.toBe(digest);
    expect(
      tablesDigest(
        table(
          ['q2', 'q1'],
          [
            [4, 0],
            [1, 3],
          ],
        ),
        base,
      ),
    ).not.toBe(digest);
    // The sides are not interchangeable.
    const other = table(
      ['q1', 'q2'],
      [
        [0, 4],
        [4, 0],
      ],
    );
    expect(tablesDigest(base, other)).not.toBe(tablesDigest(other, base));
  });
});
