/**
 * Unpacking a zip archive into a folder (a workflow artifact: the baseline's or the candidate's
 * result files), with the limits the `.eval` reader applies and no way out of the folder.
 *
 * The archive comes from a run a pull request may have influenced, so every entry is hostile:
 * its name (`../`, absolute paths, drive letters, backslashes, NUL), its kind (symbolic links),
 * its sizes (zip bombs: the archive's decompression budget, at most `maxEntries` entries, and an
 * expansion ratio cap per entry). Each refusal is an `InputError` naming the archive and entry.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, open, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError, excerpt } from '../errors.js';
import { fail } from './common.js';
import type { ReadBudget } from './read-budget.js';
import { readZipDirectory, streamZipEntry, unzipBudget } from './zip.js';

/** Options of {@link extractZip}. */
export interface ExtractOptions {
  /** The most bytes the whole archive may decompress to (default 1 GiB, as for `.eval`). */
  readonly maxUnzippedBytes?: number;
  /** The most entries (default 10,000). */
  readonly maxEntries?: number;
  /** The largest decompressed / compressed ratio of one entry (default 1,100: deflate's ~1,032 max). */
  readonly maxRatio?: number;
  /** How messages name the archive (default its path), e.g. `artifact "evals" of run #41`. */
  readonly name?: string;
  /** How messages name the setting that raises the byte limit (e.g. `the input "max-unzipped-bytes"`). */
  readonly limitSetting?: string;
  /** The run's read budget: each entry's declared size is counted before it is expanded. */
  readonly readBudget?: ReadBudget;
}

/** Default cap on the entries of an archive. */
export const DEFAULT_MAX_ENTRIES = 10_000;
/** Default cap on one entry's expansion ratio: deflate cannot exceed about 1,032:1. */
export const DEFAULT_MAX_RATIO = 1_100;

const UNIX = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;

/** Why an entry name may not be written, or undefined when it is a plain relative path. */
function unsafeName(name: string): string | undefined {
  if (name.includes('\0')) return 'has a NUL character';
  if (name.includes('\\')) return 'has a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'is an absolute path';
  if (name.split('/').some((part) => part === '..')) return 'climbs out with ..';
  return undefined;
}

/** What {@link extractZip} wrote. */
export interface Extracted {
  /** Relative paths (`/`-separated), sorted. */
  readonly files: readonly string[];
  /** Decompressed bytes written. */
  readonly bytes: number;
}

/**
 * Extracts `file` into the existing folder `dir`. Directories are created as needed; nothing
 * lands outside `dir`.
 *
 * @example (await extractZip('/tmp/a.zip', '/tmp/out')).files // ['evals/base.csv']
 */
export async function extractZip(
  file: string,
  dir: string,
  options: ExtractOptions = {},
): Promise<Extracted> {
  const root = await realpath(dir);
  const budget = unzipBudget({
    maxUnzippedBytes: options.maxUnzippedBytes,
    ...(options.limitSetting !== undefined ? { setting: options.limitSetting } : {}),
    readBudget: options.readBudget,
  });
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxRatio = options.maxRatio ?? DEFAULT_MAX_RATIO;
  const shown = options.name ?? file;
  const handle = await open(file, 'r');
  const written: string[] = [];
  let bytes = 0;
  try {
    const entries = await readZipDirectory(handle, shown, 'a workflow artifact');
    if (entries.length > maxEntries)
      fail({ file: shown }, `has ${entries.length} entries; at most ${maxEntries} are unpacked.`);
    for (const entry of entries) {
      const record = `zip entry ${excerpt(entry.name)}`;
      const why = unsafeName(entry.name);
      if (why !== undefined)
        fail({ file: shown, record }, `${why}: refused (nothing may land outside the folder).`);
      const mode = entry.madeBy === UNIX ? (entry.externalAttributes >>> 16) & S_IFMT : 0;
      if (mode === S_IFLNK) fail({ file: shown, record }, 'is a symbolic link: refused.');
      if (entry.name.endsWith('/')) continue; // a directory
      if (mode !== 0 && mode !== S_IFREG)
        fail({ file: shown, record }, 'is not a regular file: refused.');
      if (entry.size > maxRatio * Math.max(entry.compressedSize, 1))
        fail(
          { file: shown, record },
          `would expand ${Math.round(entry.size / Math.max(entry.compressedSize, 1))} times (${entry.size} bytes from ${entry.compressedSize}); at most ${maxRatio} (a zip bomb?).`,
        );
      const target = resolve(root, entry.name);
      const rel = relative(root, target);
      if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel))
        fail({ file: shown, record }, 'lands outside the folder: refused.');
      let out: number;
      try {
        await mkdir(dirname(target), { recursive: true });
        // The parent as it really is (a directory created by an earlier entry cannot be a link:
        // links are refused above), then the file itself, created new ('wx').
        if (relative(root, await realpath(dirname(target))).startsWith('..'))
          fail({ file: shown, record }, 'lands outside the folder: refused.');
        out = openSync(target, 'wx');
      } catch (error) {
        if (error instanceof InputError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        fail(
          { file: shown, record },
          code === 'EEXIST'
            ? 'appears twice in the archive (or clashes with a folder of that name): refused.'
            : code === 'ENOTDIR'
              ? 'is inside a path that an earlier entry wrote as a file: refused.'
              : `cannot be written (${code ?? 'error'}).`,
        );
      }
      // Written as it is decompressed (memory stays at one chunk).
      try {
        await streamZipEntry(
          handle,
          shown,
          entry,
          (chunk) => {
            bytes += writeSync(out, chunk);
          },
          { budget },
        );
      } finally {
        closeSync(out);
      }
      written.push(rel.split(sep).join('/'));
    }
  } finally {
    await handle.close();
  }
  return { files: written.sort(), bytes };
}
