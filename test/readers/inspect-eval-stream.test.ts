// Inspect `.eval` summaries are streamed from the zip entry into the JSON tokenizer: stored,
// deflate and zstd entries (many small zstd blocks, so NaN tokens and samples are cut across
// chunks) give the same table; bad samples and oversized entries are located errors.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readInspectEval } from '../../src/readers/inspect-eval.js';
import { buildZip, type ZipSpec } from '../trust/zip-builder.js';
import { plain, tempDir } from './helpers.js';

const HEADER = Buffer.from(
  '{"version": 2, "status": "success", "eval": {"task": "t", "dataset": {"sample_ids": [3, 1, 2]}}, ' +
    '"results": {"scores": [{"name": "match"}]}, "plan": {"steps": []}}',
);

/** 3 samples x 2 epochs: id 1 C/I, id 2 NaN (unscored)/C, id 3 errored/C; a duplicate of (1, 1). */
const SUMMARIES =
  '[' +
  [
    '{"id": 1, "epoch": 1, "input": "What is NaN?", "scores": {"match": {"value": "C", "answer": "NaN"}}}',
    '{"id": 1, "epoch": 2, "scores": {"match": {"value": "I"}}, "metadata": {"x": [NaN, Infinity]}}',
    '{"id": 2, "epoch": 1, "scores": {"match": {"value": NaN}}}',
    '{"id": 2, "epoch": 2, "scores": {"match": {"value": "C"}}}',
    '{"id": 3, "epoch": 1, "error": {"message": "timeout"}}',
    '{"id": 3, "epoch": 2, "scores": {"match": {"value": "C"}}}',
    '{"id": 1, "epoch": 1, "scores": {"match": {"value": "C"}}}',
  ].join(',\n ') +
  ']';

/** A zstd frame of raw (uncompressed) blocks of `block` bytes: fzstd decodes it block by block. */
function zstdRawFrame(data: Uint8Array, block: number): Buffer {
  const parts: Buffer[] = [Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x50])];
  for (let i = 0; i < data.length; i += block) {
    const piece = data.subarray(i, i + block);
    const last = i + block >= data.length ? 1 : 0;
    const h = (piece.length << 3) | last; // block type 0: raw
    parts.push(Buffer.from([h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff]), Buffer.from(piece));
  }
  return Buffer.concat(parts);
}

function entry(name: string, text: string | Buffer, method: 0 | 8 | 93): ZipSpec {
  const data = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return method === 93
    ? { name, method, raw: zstdRawFrame(data, 7), size: data.length, data }
    : { name, method, data };
}

async function failure(promise: Promise<unknown>): Promise<InputError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('no error');
}

describe('.eval summaries.json, streamed', () => {
  it('stored, deflate and zstd (7-byte blocks) give the same table: dataset order, NaN missing, dedupe', async () => {
    const t = tempDir();
    for (const method of [0, 8, 93] as const) {
      const path = t.write(
        `m${method}.eval`,
        buildZip([
          entry('header.json', HEADER, method),
          entry('summaries.json', SUMMARIES, method),
        ]),
      );
      const { table, warnings, lost, task } = await readInspectEval(path);
      expect(plain(table), `method ${method}`).toEqual({
        ids: ['3', '1', '2'],
        categories: 2,
        rows: [
          [0, 1],
          [1, 1],
          [0, 1],
        ],
        trials: [1, 2, 1],
      });
      expect(warnings.map((w) => w.replace(path, 'X'))).toEqual([
        'X: 1 duplicate (id, epoch) sample entries were read once.',
        'X: 1 sample(s) had an error and no score.',
        'X: 1 sample(s) have no "match" score (absent, null or NaN); counted as missing trials.',
      ]);
      // The errored epoch of id 3 is a lost trial, apart from the table (the NaN of id 2 is not:
      // it ran, and its scorer gave no value); the header names the task.
      expect(lost).toEqual({ byQuestion: new Map([['3', 1]]), errored: 1, neverRan: 0 });
      expect(task).toEqual({ harness: 'Inspect', name: 't' });
    }
  });

  it('a sample that is not an object, and a root that is not a list, are located errors', async () => {
    const t = tempDir();
    for (const method of [8, 93] as const) {
      const bad = t.write(
        `bad${method}.eval`,
        buildZip([
          entry('header.json', HEADER, method),
          entry('summaries.json', '[{"id": 1, "scores": {}}, {"id": 2}, "oops"]', method),
        ]),
      );
      expect((await failure(readInspectEval(bad))).message).toBe(
        `${bad} (summaries.json[2]): expected a sample object; got "oops".`,
      );
      const novalue = t.write(
        `novalue${method}.eval`,
        buildZip([
          entry(
            'summaries.json',
            '[{"id": "a", "error": {"traceback": "..."}, "scores": {"match": {"value": "C"}}}, {"id": "b", "scores": {"match": {"answer": "x", "explanation": "long"}}}]',
            method,
          ),
        ]),
      );
      // Only score values are built: the score object shows as {} without its other fields.
      expect((await failure(readInspectEval(novalue))).message).toBe(
        `${novalue} (summaries.json[1] id "b" epoch 1) scores.match: expected a score object with a value; got {}.`,
      );
      const root = t.write(
        `root${method}.eval`,
        buildZip([entry('summaries.json', '{"samples": []}', method)]),
      );
      expect((await failure(readInspectEval(root))).message).toBe(
        `${root} (zip entry "summaries.json"): expected an array of samples; got an object.`,
      );
      const broken = t.write(
        `broken${method}.eval`,
        buildZip([entry('summaries.json', '[{"id": 1, "epoch": 1,, }]', method)]),
      );
      expect((await failure(readInspectEval(broken))).message).toMatch(
        /\(zip entry "summaries\.json"\): is not valid JSON \(Unexpected token/,
      );
    }
  });

  it('journal summaries continue one list: indices in messages run across the files', async () => {
    const t = tempDir();
    const path = t.write(
      'j.eval',
      buildZip([
        entry('_journal/start.json', HEADER, 8),
        entry('_journal/summaries/1.json', '[{"id": 1, "scores": {"match": {"value": "C"}}}]', 93),
        entry(
          '_journal/summaries/2.json',
          '[{"id": 2, "scores": {"match": {"value": "C"}}}, [1]]',
          8,
        ),
      ]),
    );
    expect((await failure(readInspectEval(path))).message).toBe(
      `${path} (_journal/summaries[2]): expected a sample object; got an array.`,
    );
  });

  it('the per-entry JSON cap and maxUnzippedBytes still refuse before decompressing', async () => {
    const t = tempDir();
    const data = Buffer.from(SUMMARIES);
    const huge = t.write(
      'huge.eval',
      buildZip([{ name: 'summaries.json', method: 8, data, size: 300 << 20 }]),
    );
    expect((await failure(readInspectEval(huge))).message).toBe(
      `${huge} (zip entry "summaries.json"): would decompress to ${300 << 20} bytes; entries read as one document may have at most ${256 << 20}.`,
    );
    const small = t.write('small.eval', buildZip([entry('summaries.json', SUMMARIES, 93)]));
    expect((await failure(readInspectEval(small, { maxUnzippedBytes: 100 }))).message).toContain(
      `would decompress to ${data.length} bytes, over the limit of 100 bytes for one archive`,
    );
    // A header that lies low: decompression stops at the declared size.
    const lying = t.write(
      'lying.eval',
      buildZip([{ name: 'summaries.json', method: 8, data, size: 50 }]),
    );
    expect((await failure(readInspectEval(lying))).message).toContain(
      'decompresses to more than the 50 bytes the central directory declares',
    );
  });
});
