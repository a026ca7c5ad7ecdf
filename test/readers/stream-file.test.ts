import { describe, expect, it } from 'vitest';
import { createPrng } from '../../src/decision/prng.js';
import { InputError } from '../../src/errors.js';
import { nextLineFeed, streamFile } from '../../src/readers/common.js';
import { tempDir } from './helpers.js';

// streamFile reads the next chunk while onChunk handles the last, into two buffers it reuses.
describe('streamFile (reading ahead into two buffers)', () => {
  const rng = createPrng(7);
  const bytes = new Uint8Array(3_000_003);
  for (let i = 0; i < bytes.length; i++) bytes[i] = rng.nextUint32() & 0xff;

  it('hands over every byte once, in order, whatever the chunk size', async () => {
    const path = tempDir().write('r.bin', bytes);
    for (const chunkSize of [1 << 16, 100_000, 1 << 20, 4 << 20]) {
      const seen: Uint8Array[] = [];
      const total = await streamFile(path, (chunk) => seen.push(Buffer.from(chunk)), chunkSize);
      expect(total).toBe(bytes.length);
      expect(Buffer.concat(seen).equals(Buffer.from(bytes))).toBe(true);
      // The first read is 64 KiB at most (a small file, a small buffer); none exceeds chunkSize.
      expect(seen[0]?.length).toBe(Math.min(chunkSize, 1 << 16));
      expect(Math.max(...seen.map((c) => c.length))).toBeLessThanOrEqual(chunkSize);
    }
  });

  it('an error in onChunk ends the read with that error, with no read left behind', async () => {
    const path = tempDir().write('r.bin', bytes);
    let calls = 0;
    const failure = streamFile(
      path,
      () => {
        if (++calls === 2) throw new InputError({ file: path }, 'stop here.');
      },
      1 << 16,
    );
    await expect(failure).rejects.toThrow(/r\.bin: stop here\./);
    expect(calls).toBe(2);
  });

  it('an unreadable file is an InputError naming it', async () => {
    const { dir } = tempDir();
    await expect(streamFile(dir, () => undefined)).rejects.toThrow(InputError);
  });
});

describe('nextLineFeed (short lines scanned in JavaScript, long ones by indexOf)', () => {
  it('finds the line feed inside [from, to) only, before and after the 128-byte probe', () => {
    const short = Buffer.from('q1,1\nq2,0\n');
    expect(nextLineFeed(short, 0, short.length)).toBe(4);
    expect(nextLineFeed(short, 5, short.length)).toBe(9);
    expect(nextLineFeed(short, 5, 9)).toBe(-1);
    expect(nextLineFeed(short, 10, 10)).toBe(-1);
    for (const at of [127, 128, 129, 5000]) {
      const long = Buffer.alloc(6000, 0x61);
      long[at] = 10;
      long[5999] = 10;
      expect(nextLineFeed(long, 0, 6000), `feed at ${at}`).toBe(at);
      expect(nextLineFeed(long, 0, at), `search ending at ${at}`).toBe(-1);
      expect(nextLineFeed(long, at + 1, 6000)).toBe(5999);
    }
  });
});
