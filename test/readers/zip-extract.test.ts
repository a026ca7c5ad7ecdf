/**
 * extractZip: a workflow artifact unpacked into a folder, every entry hostile: names that climb
 * out, absolute names, links, bombs, too many entries, duplicates.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractZip } from '../../src/readers/index.js';
import { buildZip, deflateBomb, type ZipSpec } from '../trust/zip-builder.js';

let dir: string;
let out: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'scorio-extract-'));
  out = join(dir, 'out');
  mkdirSync(out);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function archive(entries: readonly ZipSpec[]): string {
  const file = join(dir, 'a.zip');
  writeFileSync(file, buildZip(entries));
  return file;
}

const text = (s: string) => new TextEncoder().encode(s);

describe('extractZip', () => {
  it('writes every file at its relative path, and counts the bytes', async () => {
    const file = archive([
      { name: 'results/', data: new Uint8Array(0), method: 0 },
      { name: 'results/base.csv', data: text('id,t1\nq1,1\n') },
      { name: 'pull-request-number.txt', data: text('17\n'), method: 0 },
    ]);
    expect(await extractZip(file, out)).toEqual({
      files: ['pull-request-number.txt', 'results/base.csv'],
      bytes: 11 + 3,
    });
    expect(readFileSync(join(out, 'results/base.csv'), 'utf8')).toBe('id,t1\nq1,1\n');
  });

  it.each([
    ['../escape.csv', 'zip entry "../escape.csv"): climbs out with ..: refused'],
    ['a/../../escape.csv', 'climbs out with ..: refused'],
    ['/etc/passwd', 'zip entry "/etc/passwd"): is an absolute path: refused'],
    ['C:/x.csv', 'is an absolute path: refused'],
    ['a\\..\\..\\x.csv', 'has a backslash: refused'],
  ])('refuses the entry name %s, writing nothing outside', async (name, message) => {
    const file = archive([{ name, data: text('x') }]);
    await expect(extractZip(file, out, { name: 'artifact "evals" of run #4' })).rejects.toThrow(
      message,
    );
    expect(existsSync(join(dir, 'escape.csv'))).toBe(false);
  });

  it('names the archive as told', async () => {
    const file = archive([{ name: '../x', data: text('x') }]);
    await expect(extractZip(file, out, { name: 'artifact "evals" of run #4' })).rejects.toThrow(
      'artifact "evals" of run #4 (zip entry "../x"): climbs out with ..: refused (nothing may land outside the folder).',
    );
  });

  it('refuses a symbolic link and other non-files', async () => {
    const link = archive([{ name: 'link', data: text('/etc/passwd'), unixMode: 0o120777 }]);
    await expect(extractZip(link, out)).rejects.toThrow('(zip entry "link"): is a symbolic link');
    const fifo = archive([{ name: 'pipe', data: text(''), unixMode: 0o010644 }]);
    await expect(extractZip(fifo, out)).rejects.toThrow('is not a regular file: refused');
    const plain = archive([{ name: 'ok.csv', data: text('x'), unixMode: 0o100644 }]);
    expect((await extractZip(plain, out)).files).toEqual(['ok.csv']);
  });

  it('refuses a zip bomb by its expansion ratio, and by the byte budget', async () => {
    // Deflate cannot pass ~1,032:1; a header that claims more is a lie.
    const liar = archive([
      { name: 'big.csv', raw: deflateBomb(1, 1 << 20), size: 2 ** 31, crc: 0 },
    ]);
    await expect(extractZip(liar, out)).rejects.toThrow(/would expand \d+ times .*a zip bomb/);
    // An honest 1,028:1 bomb of 64 MiB passes the ratio and stops at the budget.
    const bomb = archive([{ name: 'big.csv', raw: deflateBomb(1), size: 64 << 20, crc: 0 }]);
    await expect(extractZip(bomb, out, { maxUnzippedBytes: 1 << 20 })).rejects.toThrow(/1048576/);
    const honest = archive([{ name: 'a.csv', data: new Uint8Array(5000).fill(65), method: 0 }]);
    await expect(extractZip(honest, out, { maxUnzippedBytes: 4000 })).rejects.toThrow(/4000/);
  });

  it('refuses too many entries, and duplicates', async () => {
    const many = archive(
      Array.from({ length: 12 }, (_, i) => ({ name: `f${i}.csv`, data: text('x') })),
    );
    await expect(extractZip(many, out, { maxEntries: 10 })).rejects.toThrow(
      'has 12 entries; at most 10 are unpacked.',
    );
    const twice = archive([
      { name: 'a.csv', data: text('1') },
      { name: 'a.csv', data: text('2') },
    ]);
    await expect(extractZip(twice, join(dir, 'out'))).rejects.toThrow(
      '(zip entry "a.csv"): appears twice in the archive',
    );
  });
});
