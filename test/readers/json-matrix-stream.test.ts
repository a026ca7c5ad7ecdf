// JSON matrices are streamed: the same result at every chunking, `ids` after `R`, `R0` as a second
// table, and every per-field error with its location, whichever order the keys come in.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { jsonMatrixFromChunks, readJsonMatrix } from '../../src/readers/json-matrix.js';
import type { ReadResult } from '../../src/readers/types.js';
import { plain, tempDir } from './helpers.js';

/** Feeds `text` in chunks of `size` bytes. */
function chunked(text: string, size: number): Uint8Array[] {
  const bytes = Buffer.from(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

const SIZES = [1, 2, 3, 7, 64, 1 << 20];

/** The result at every chunk size; they must all agree. */
function readAll(text: string): ReadResult {
  const [first, ...rest] = SIZES.map((size) => jsonMatrixFromChunks('m.json', chunked(text, size)));
  if (!first) throw new Error('no chunk sizes');
  for (const r of rest) {
    expect(plain(r.table)).toEqual(plain(first.table));
    expect(r.prior && plain(r.prior)).toEqual(first.prior && plain(first.prior));
    expect(r.weights).toEqual(first.weights);
    expect(r.warnings).toEqual(first.warnings);
  }
  return first;
}

function errorOf(text: string, size = 3): InputError {
  try {
    jsonMatrixFromChunks('m.json', chunked(text, size));
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error(`no error for ${text}`);
}

describe('JSON matrix, streamed', () => {
  it('ids after R, R0 before R, w: the same tables as ids first, at every chunk size', () => {
    const idsLast = readAll(
      '{"R0": [[1], [0, 0], [2]], "R": [[1, 0, 2], [null, 2], []], "w": [0, 0.5, 1], "ids": ["b", "a", "c"]}',
    );
    const idsFirst = readAll(
      '{"ids": ["b", "a", "c"], "R": [[1, 0, 2], [null, 2], []], "R0": [[1], [0, 0], [2]], "w": [0, 0.5, 1]}',
    );
    for (const r of [idsLast, idsFirst]) {
      // "c" has no trial: left out with a warning, and out of the prior too.
      expect(plain(r.table)).toEqual({
        ids: ['b', 'a'],
        categories: 3,
        rows: [
          [1, 1, 1],
          [0, 0, 1],
        ],
        trials: [3, 1],
      });
      expect(r.prior && plain(r.prior)).toEqual({
        ids: ['b', 'a'],
        categories: 3,
        rows: [
          [0, 1, 0],
          [2, 0, 0],
        ],
        trials: [1, 2],
      });
      expect(r.weights).toEqual([0, 0.5, 1]);
      expect(r.warnings).toEqual([
        'm.json: 1 question(s) have no outcome in any trial and are left out ("c").',
      ]);
    }
  });

  it('object of rows in document order; other keys before R are ignored in the { R } shape', () => {
    expect(plain(readAll('{"z": [1, 1], "10": [0], "a": [true, null]}').table)).toEqual({
      ids: ['z', '10', 'a'],
      categories: 2,
      rows: [
        [0, 2],
        [1, 0],
        [0, 1],
      ],
      trials: [2, 1, 1],
    });
    const shaped = readAll('{"model": "x", "tags": ["a", "b"], "meta": {"n": 2}, "R": [[1, 0]]}');
    expect(plain(shaped.table).ids).toEqual(['1']);
    expect(plain(shaped.table).rows).toEqual([[1, 1]]);
  });

  it('a flat list is one question; ids attach by position', () => {
    expect(plain(readAll('{"R": [1, 0, 1], "ids": ["q", "r", "s"]}').table)).toEqual({
      ids: ['q'],
      categories: 2,
      rows: [[1, 2]],
      trials: [3],
    });
  });

  it('ids after R: count mismatch and duplicates, with the messages of ids first', () => {
    expect(errorOf('{"R": [[1], [0]], "ids": ["a"]}').message).toBe(
      'm.json field "ids": has 1 id(s) but R has 2 row(s).',
    );
    expect(errorOf('{"R": [[1], [0], [1]], "ids": ["a", "b", "a"]}').message).toBe(
      'm.json (ids[2]): duplicate question id "a" (also ids[0]).',
    );
    expect(errorOf('{"R": [[1]], "ids": [{"x": 1}]}').message).toContain('(ids[0])');
    expect(errorOf('{"R": [[1]], "ids": "a"}').message).toBe(
      'm.json field "ids": must be an array; got "a".',
    );
  });

  it('cell and row errors name the record and the value, at every chunk size', () => {
    for (const size of [1, 5, 1 << 20]) {
      expect(errorOf('{"ids": ["a", "b"], "R": [[1, 0], [1, NaN]]}', size).message).toBe(
        'm.json (R[1][1]): NaN where an outcome is required (a missing trial is an empty cell, or null in JSON).',
      );
      expect(errorOf('[[1, 0], 1]', size).message).toBe(
        'm.json (element [1]): expected a row (an array of outcomes); got 1.',
      );
      expect(errorOf('[1, [0]]', size).message).toBe(
        'm.json (element [0]): expected a row (an array of outcomes); got 1.',
      );
      expect(errorOf('[[0, {"v": 1}]]', size).message).toContain(
        '(element [0][1]): {"v":1} is not an outcome',
      );
      expect(errorOf('{"q1": [1], "q2": "yes"}', size).message).toBe(
        'm.json ("q2"): expected an array of outcomes for question "q2"; got "yes".',
      );
      expect(errorOf('{"q1": [1, 0.5]}', size).message).toContain('("q1"[1]): 0.5 is a soft score');
    }
  });

  it('R0: errors only once R confirms the shape; wrong length; w must be finite numbers', () => {
    expect(errorOf('{"R0": [[7, "x"]], "R": [[1]]}').message).toBe(
      'm.json (R0[0][1]): "x" is not an outcome (expected a number, true/false or null).',
    );
    expect(errorOf('{"R": [[1], [0]], "R0": [[1]]}').message).toBe(
      'm.json field "R0": must be an array with one row per row of R (2); got 1 row(s).',
    );
    expect(errorOf('{"R": [[1]], "R0": 3}').message).toBe(
      'm.json field "R0": must be an array with one row per row of R (1); got 3.',
    );
    expect(errorOf('{"R": [[1]], "w": [0, NaN]}').message).toContain(
      'field "w": must be an array of finite numbers',
    );
    // Without R, "R0" and "w" are question ids (the object-of-rows shape).
    expect(plain(readAll('{"R0": [1], "w": [0, 1]}').table).ids).toEqual(['R0', 'w']);
  });

  it('empty shapes and duplicate keys', () => {
    expect(errorOf('[]').message).toBe('m.json: has no rows (no questions).');
    expect(errorOf('{"R": []}').message).toBe('m.json field "R": has no rows (no questions).');
    expect(errorOf('{}').message).toBe('m.json: is an empty object: no questions.');
    expect(errorOf('"x"').message).toBe('m.json: expected an array of rows or an object; got "x".');
    expect(errorOf('{"a": [1], "a": [0]}').message).toBe(
      'm.json ("a"): duplicate key "a" (a question id or field may appear once).',
    );
    expect(errorOf('{"R": [[1]], "R": [[0]]}').message).toContain('duplicate key "R"');
  });

  it('the file reader streams the same (CRLF, BOM) and names the file', async () => {
    const t = tempDir();
    const path = t.write('m.json', '\uFEFF{"R": [[1, 0],\r\n [1, 1]],\r\n "ids": ["x", "y"]}\r\n');
    const result = await readJsonMatrix(path);
    expect(plain(result.table).ids).toEqual(['x', 'y']);
    expect(plain(result.table).rows).toEqual([
      [1, 1],
      [0, 2],
    ]);
    await expect(readJsonMatrix(t.write('e.json', ''))).rejects.toThrow(
      /e\.json: the file is empty/,
    );
  });
});
