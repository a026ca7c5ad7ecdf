import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import {
  INFINITY_SENTINEL,
  NAN_SENTINEL,
  NEG_INFINITY_SENTINEL,
} from '../../src/readers/common.js';
import { JsonStream, type JsonPath } from '../../src/readers/json-stream.js';

/** Streams `text` in chunks of `size` bytes; returns the selected values as [path, value]. */
function run(text: string, size: number, select: (p: JsonPath) => boolean): [string, unknown][] {
  const out: [string, unknown][] = [];
  const stream = new JsonStream(
    { file: 'x.json' },
    { select, onValue: (p, v) => out.push([p.join('.'), v]) },
  );
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) stream.write(bytes.subarray(i, i + size));
  stream.end();
  return out;
}

describe('JsonStream', () => {
  const doc =
    '\uFEFF{"a": [NaN, Infinity, -Infinity, -1.5, "NaN \\" Infinity"], "skip": {"deep": [[1, 2], {"x": NaN}]}, "b": {"c": [true, null, {"__proto__": 1}]}}';
  it('gives the selected values, NaN tokens as sentinels, at every chunk size', () => {
    for (const size of [1, 2, 3, 5, 7, 64, 1 << 20]) {
      const got = run(doc, size, (p) => (p.length === 1 && p[0] !== 'skip') || p[0] === 'zzz');
      expect(got).toEqual([
        ['a', [NAN_SENTINEL, INFINITY_SENTINEL, NEG_INFINITY_SENTINEL, -1.5, 'NaN " Infinity']],
        ['b', { c: [true, null, JSON.parse('{"__proto__": 1}')] }],
      ]);
    }
  });

  it('refuses invalid JSON, truncation and trailing data as InputErrors naming the file', () => {
    for (const bad of ['{"R": [[1, 0,]]}', '[1, 2', '{"a": 1} 2', '{"a" 1}', '[1 2]', 'NaNa', '']) {
      let error: unknown;
      try {
        run(bad, 3, () => true);
      } catch (e) {
        error = e;
      }
      expect(error, bad).toBeInstanceOf(InputError);
      expect((error as Error).message).toMatch(/^x\.json: is not valid JSON \(/);
    }
  });
});
