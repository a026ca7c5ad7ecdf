import { Tokenizer } from '@streamparser/json';
import { describe, expect, it, vi } from 'vitest';
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

describe('JsonStream fastIntegers', () => {
  /** Every value at every depth (so each token is seen), with or without the integer fast path. */
  function values(text: string, size: number, fastIntegers: boolean): unknown[] {
    const out: unknown[] = [];
    const stream = new JsonStream(
      { file: 'x.json' },
      {
        select: (_p, kind) => kind === 'scalar',
        onValue: (p, v) => out.push([p.join('.'), v]),
        onStart: (p, kind) => out.push(['start', p.join('.'), kind]),
        onEnd: (p, kind) => out.push(['end', p.join('.'), kind]),
      },
      { fastIntegers },
    );
    const bytes = Buffer.from(text);
    for (let i = 0; i < bytes.length; i += size) stream.write(bytes.subarray(i, i + size));
    stream.end();
    return out;
  }

  it('gives the tokenizer’s values for integers, fractions, signs, exponents, NaN and strings', () => {
    const doc =
      '{"R": [[1,0, 1 ,\n2],[ 0 ,10, 123456789012345, 1234567890123456789, 0.5, 1e2, 2E1, -3, -Infinity, NaN, true, null, "1,2"], []], "o": {"a": [7, 8], "b": 9}}';
    const expected = values(doc, 1 << 20, false);
    expect(expected).toContainEqual(['R.1.3', Number('1234567890123456789')]);
    for (const size of [1, 2, 3, 5, 8, 13, 1 << 20])
      expect(values(doc, size, true), `chunk ${size}`).toEqual(expected);
  });

  it('the integers of a matrix never reach the tokenizer', () => {
    const write = vi.spyOn(Tokenizer.prototype, 'write');
    try {
      values('[[1, 0, 1, 0], [1, 1], [0]]', 1 << 20, true);
      const fed = write.mock.calls.map(([chunk]) => Buffer.from(chunk as Uint8Array).toString());
      expect(fed.join('')).toBe('[[], [], []]');
    } finally {
      write.mockRestore();
    }
  });

  it('leaves malformed numbers and commas to the tokenizer (errors, not values)', () => {
    for (const bad of ['[01]', '[1,,2]', '[1 2]', '[1,]', '[1x]', '[1true]', '[[1],2,]'])
      for (const size of [1, 3, 1 << 20]) {
        let error: unknown;
        try {
          values(bad, size, true);
        } catch (e) {
          error = e;
        }
        expect(error, `${bad} / ${size}`).toBeInstanceOf(InputError);
        expect((error as Error).message).toMatch(/^x\.json: is not valid JSON \(/);
      }
  });
});
