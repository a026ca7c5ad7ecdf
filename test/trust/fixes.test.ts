/**
 * Bugs the trust suites found, one deterministic test each (each failed before its fix).
 */
import {
  closeSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../src/config/index.js';
import { InputError, showValue } from '../../src/errors.js';
import { createGitHubClient } from '../../src/github/client.js';
import {
  commentMarker,
  stickyCommentBody,
  upsertStickyComment,
} from '../../src/github/sticky-comment.js';
import { geomAtKCi, geomDsAtKCi } from '../../src/metrics/index.js';
import {
  readCountsCsv,
  readInspectEval,
  readJsonMatrix,
  readNpy,
  readNpz,
} from '../../src/readers/index.js';
import { FakeGitHub, FakeHttpError } from '../action/fakes.js';
import { buildZip, deflateBomb } from './zip-builder.js';

const scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-fixes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeZip(name: string, bytes: Buffer): string {
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  return path;
}

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('fixes found by the trust suites', () => {
  it('Geom@k posteriors at large k: finite sigma (was NaN: Infinity x 0 in the delta method)', () => {
    // 223 trials, none or one correct, k = 2000: E[p^k] is a denormal, its variance underflows.
    for (const correct of [0, 1]) {
      const R = [[...Array<number>(223 - correct).fill(0), ...Array<number>(correct).fill(1)]];
      for (const f of [geomAtKCi, geomDsAtKCi]) {
        const r = f(R, 2000);
        expect(Number.isFinite(r.sigma) && r.sigma >= 0 && r.sigma < 1e-100).toBe(true);
        expect(r.lo <= r.mu && r.mu <= r.hi).toBe(true);
      }
    }
  });

  it('Geom@k with a near-zero power: sigma at most 1/2, never Infinity', () => {
    const R = [Array<number>(223).fill(0)];
    const r = geomAtKCi(R, 597, { passPower: 2, unanimousPower: 4.2e-15 });
    // The target lies in [0, 1]: its standard deviation is at most 1/2 (Popoviciu).
    expect(r.sigma).toBe(0.5);
    expect([r.lo, r.hi]).toEqual([0, 1]);
    expect(geomDsAtKCi(R, 597, { passPower: 1, unanimousPower: 1e-10 }).sigma).toBe(0.5);
  });
});

describe('zip bombs are refused by a decompressed-size limit', () => {
  const header = Buffer.from(JSON.stringify({ version: 2, status: 'success', eval: {} }));

  it('an entry declaring more than maxUnzippedBytes is refused before it is expanded', async () => {
    const path = writeZip(
      'honest.eval',
      buildZip([
        { name: 'header.json', data: header },
        { name: 'summaries.json', data: Buffer.alloc(64 << 20, 0x20) },
      ]),
    );
    const error = await rejection(readInspectEval(path, { maxUnzippedBytes: 1 << 20 }));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(
      /zip entry "summaries\.json"\): would decompress to 67108864 bytes.*over the limit of 1048576 bytes/,
    );
  });

  it('the default limit (1 GiB) refuses an entry declaring 4 GiB, without reading it', async () => {
    const path = writeZip(
      'declared.eval',
      buildZip([
        { name: 'summaries.json', raw: deflateBomb(1, 1 << 20), size: 0xfffffff0, crc: 0 },
      ]),
    );
    const error = await rejection(readInspectEval(path));
    // A JSON entry is read whole: the 256 MiB in-memory cap answers first.
    expect(error.message).toMatch(
      /would decompress to 4294967280 bytes; entries read as one document may have at most 268435456/,
    );
    const npz = writeZip(
      'declared.npz',
      buildZip([{ name: 'R.npy', raw: deflateBomb(1, 1 << 20), size: 0xfffffff0, crc: 0 }]),
    );
    expect((await rejection(readNpz(npz))).message).toMatch(
      /would decompress to 4294967280 bytes, over the limit of 1073741824 bytes for one archive/,
    );
  });

  it('a header that lies about the size stops the expansion at the declared size', async () => {
    // 2 GiB of zeros in ~2 MB, declared as 100 bytes.
    const bomb = deflateBomb(32, 64 << 20);
    const path = writeZip(
      'liar.eval',
      buildZip([{ name: 'summaries.json', raw: bomb, size: 100, crc: 0 }]),
    );
    const before = process.memoryUsage().rss;
    const error = await rejection(readInspectEval(path));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(
      /decompresses to more than the 100 bytes the central directory declares/,
    );
    // At most one pushed chunk in flight (~66 MB), never the 2 GiB.
    expect(process.memoryUsage().rss - before).toBeLessThan(400 << 20);
  });

  it('entries sharing one compressed body count against the archive budget together', async () => {
    const doc = Buffer.from(`[${' '.repeat(8 << 20)}]`);
    const path = writeZip(
      'overlap.eval',
      buildZip([
        { name: '_journal/summaries/1.json', data: doc },
        ...Array.from({ length: 50 }, (_, i) => ({
          name: `_journal/summaries/${i + 2}.json`,
          data: doc,
          shareWith: 0,
        })),
      ]),
    );
    const error = await rejection(readInspectEval(path, { maxUnzippedBytes: 32 << 20 }));
    expect(error.message).toMatch(
      /4\.json"\): would decompress to 8388610 bytes \(after 25165830 from earlier entries\), over the limit of 33554432/,
    );
  });

  it('the limit is a config key per benchmark (max-unzipped-bytes)', () => {
    const yaml =
      'benchmarks: [{name: a, baseline: a.npz, candidate: b.npz, max-unzipped-bytes: 4096}]';
    expect(parseConfig(yaml, 'x.yml').benchmarks[0]?.read.maxUnzippedBytes).toBe(4096);
    expect(() => parseConfig(yaml.replace('4096', '0'), 'x.yml')).toThrow(/max-unzipped-bytes/);
  });

  it('npz members obey the same limit', async () => {
    const npy = Buffer.concat([
      Buffer.from('\x93NUMPY\x01\x00', 'latin1'),
      Buffer.from([0x76, 0x00]),
      Buffer.from(
        `{'descr': '|i1', 'fortran_order': False, 'shape': (4096, 4096), }`.padEnd(117) + '\n',
      ),
      Buffer.alloc(4096 * 4096),
    ]);
    const path = writeZip('big.npz', buildZip([{ name: 'R.npy', data: npy }]));
    const error = await rejection(readNpz(path, { maxUnzippedBytes: 1 << 20 }));
    expect(error.message).toMatch(/zip entry "R\.npy"\): would decompress to 16777344 bytes/);
    expect((await readNpz(path)).table.ids.length).toBe(4096);
  });
});

describe('corrupt archives and arrays are typed errors (found by the reader fuzz)', () => {
  it('a central-directory record whose extra field runs past the directory', async () => {
    const zip = buildZip([{ name: 'R.npy', data: Buffer.from('x') }]);
    const cd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(0x3000, cd + 30); // extra field length
    const error = await rejection(readNpz(writeZip('extra.npz', zip)));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(/central directory entry 1\): bad central directory header/);
  });

  /** A .npy header for `shape` (int8), padded as numpy pads it. */
  const npyHeader = (shape: string): Buffer => {
    const dict = `{'descr': '|i1', 'fortran_order': False, 'shape': ${shape}, }`;
    const len = Math.ceil((10 + dict.length + 1) / 64) * 64 - 10;
    const header = Buffer.alloc(10);
    Buffer.from('\x93NUMPY\x01\x00', 'latin1').copy(header);
    header.writeUInt16LE(len, 8);
    return Buffer.concat([header, Buffer.from(dict.padEnd(len - 1) + '\n', 'latin1')]);
  };

  it('a .npy whose shape the file cannot hold (2^32 rows in 200 bytes)', async () => {
    const path = join(scratch, 'huge.npy');
    writeFileSync(path, Buffer.concat([npyHeader('(4294967296, 5)'), Buffer.alloc(64)]));
    const error = await rejection(readNpy(path));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(
      /is truncated: the header says 4294967296 x 5 = 21474836480 elements, the data holds 64\./,
    );
    const npz = writeZip('huge.npz', buildZip([{ name: 'R.npy', data: readFileSync(path) }]));
    expect((await rejection(readNpz(npz))).message).toMatch(/member "R"\): is truncated/);
  });

  it('a .npy header longer than 1 MiB', async () => {
    const path = join(scratch, 'long-header.npy');
    const header = Buffer.from('\x93NUMPY\x02\x00\x00\x00\x00\x7f', 'latin1');
    writeFileSync(path, Buffer.concat([header, Buffer.alloc(100)]));
    expect((await rejection(readNpy(path))).message).toMatch(/declares a 2130706432-byte header/);
  });
});

describe('counts beyond 2^53 - 1 are refused (found by the reader fuzz)', () => {
  it('a count that is not a safe integer', async () => {
    const path = join(scratch, 'big-count.csv');
    writeFileSync(path, 'question_id,outcome,count\nq1,1,9007199254740993\n');
    const error = await rejection(readCountsCsv(path));
    expect(error.message).toMatch(/:2 column "count": "9007199254740993" is too large for a count/);
  });

  it('counts that add up past 2^53 - 1 for one question', async () => {
    const path = join(scratch, 'sum-count.csv');
    const row = 'q1,1,4503599627370496\n';
    writeFileSync(path, `question_id,outcome,count\n${row}${row}${row}`);
    expect((await rejection(readCountsCsv(path))).message).toMatch(
      /question "q1" has 13510798882111488 trials, more than can be counted exactly/,
    );
  });
});

describe('deeply nested JSON is a typed error (found by the crafted inputs)', () => {
  it('a 20,000-deep array where a matrix is due', async () => {
    const path = join(scratch, 'nested.json');
    writeFileSync(path, '['.repeat(20_000) + ']'.repeat(20_000));
    const error = await rejection(readJsonMatrix(path));
    // showValue() used to recurse through String() and overflow the stack (a RangeError).
    expect(error).toBeInstanceOf(InputError);
    // The streamed reader refuses the nesting itself (json-stream.ts MAX_JSON_DEPTH).
    expect(error.message).toMatch(/nested\.json: nests deeper than 1000 levels/);
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(showValue(deep)).toBe('[...]');
  });
});

describe('config parsing writes nothing to stderr', () => {
  it('a collection used as a YAML key: a ConfigError, no Node warning', () => {
    const warn = vi.spyOn(process, 'emitWarning');
    try {
      expect(() => parseConfig('{a: 1}: x\nbenchmarks: []\n', 'k.yml')).toThrow(/unknown key/);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('inputs too long to become a string are typed errors (found by the crafted inputs)', () => {
  it('a 600 MB JSON document is streamed, and garbage is refused at its first byte', async () => {
    const path = join(scratch, 'huge.json');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 600 << 20); // sparse: no disk space used
    closeSync(fd);
    const error = await rejection(readJsonMatrix(path));
    // Was: "Cannot create a string longer than 0x1fffffe8 characters" (a plain Error).
    expect(error).toBeInstanceOf(InputError);
    // JSON matrices are streamed now (no size limit): the NUL bytes are invalid JSON at byte 0.
    expect(error.message).toMatch(/huge\.json: is not valid JSON \(.*near byte 0\)/);
    rmSync(path);
  });
  // CSV and JSON Lines rows past 256 MiB: the full trust run reads a 600 MB line in every format
  // (test/trust/readers-crafted.test.ts); too heavy for CI.
});

describe('one sticky comment per key, whatever the API does (found by the API fault suite)', () => {
  const repo = { owner: 'octo', repo: 'evals' };
  const request = (client: FakeGitHub) => ({
    client,
    repo,
    issueNumber: 7,
    key: 'k',
    content: 'report',
    digest: 'ab',
    mode: 'always' as const,
    regression: true,
  });

  it('a create whose answer was lost and was retried (two comments): the older twin is deleted', async () => {
    const github = new FakeGitHub();
    const create = github.createIssueComment.bind(github);
    // The first POST reaches GitHub but its answer is lost; the retry creates a second comment.
    github.createIssueComment = async (r, n, body) => {
      await create(r, n, body);
      return create(r, n, body);
    };
    const result = await upsertStickyComment(request(github));
    const marked = (github.comments.get(7) ?? []).filter((c) =>
      c.body.includes(commentMarker('k')),
    );
    expect(marked).toHaveLength(1);
    expect(result).toMatchObject({ action: 'created', deleted: 1, url: marked[0]?.url });
  });

  it('a duplicate that cannot be deleted does not stop the update', async () => {
    const github = new FakeGitHub();
    github.seed(7, stickyCommentBody('old', 'k', 'a1'));
    const newest = github.seed(7, stickyCommentBody('older twin', 'k', 'b2'));
    github.failNext.set('deleteIssueComment', new FakeHttpError(500, 'Server Error'));
    const result = await upsertStickyComment(request(github));
    expect(result).toMatchObject({ action: 'updated', deleted: 0 });
    expect(github.comments.get(7)?.find((c) => c.id === newest.id)?.body).toMatch(/^report/);
  });
});

describe('an API that never answers cannot hold the step (found by the API fault suite)', () => {
  it('each attempt is abandoned after timeoutMs', async () => {
    const server = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const client = createGitHubClient({
        token: 't',
        baseUrl: `http://127.0.0.1:${port}`,
        retries: 1,
        retryBaseMs: 1,
        throttle: false,
        timeoutMs: 200,
      });
      const error = await rejection(client.listIssueComments({ owner: 'o', repo: 'r' }, 1));
      expect(error.message).toMatch(/timeout|aborted/i);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
