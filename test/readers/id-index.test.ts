import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CountTableBuilder } from '../../src/metrics/count-table.js';
import { ByteIdIndex } from '../../src/readers/id-index.js';

describe('ByteIdIndex', () => {
  it('maps byte sequences to the builder row of their (trimmed) string', () => {
    const builder = new CountTableBuilder();
    const index = new ByteIdIndex(builder, (buf, s, e) =>
      Buffer.from(buf.subarray(s, e)).toString('utf8').trim(),
    );
    const enc = new TextEncoder();
    const row = (id: string): number => {
      const bytes = enc.encode(`xx${id}yy`);
      return index.row(bytes, 2, bytes.length - 2);
    };
    expect(row('q1')).toBe(0);
    expect(row('q2')).toBe(1);
    expect(row(' q1')).toBe(0); // other bytes, same id
    expect(row('q1')).toBe(0);
    expect(row('é')).toBe(2);
    expect(builder.build().ids).toEqual(['q1', 'q2', 'é']);
  });

  it('agrees with a Map over many ids (rehashing, arena growth)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 3000 }),
        (ids) => {
          const builder = new CountTableBuilder();
          const index = new ByteIdIndex(builder, (buf, s, e) =>
            Buffer.from(buf.subarray(s, e)).toString('utf8'),
          );
          const expected = new Map<string, number>();
          for (const id of ids) {
            if (!expected.has(id)) expected.set(id, expected.size);
            const bytes = Buffer.from(id, 'utf8');
            expect(index.row(bytes, 0, bytes.length)).toBe(expected.get(id));
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
