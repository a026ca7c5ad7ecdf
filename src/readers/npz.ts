/**
 * NumPy `.npz` archives (what `np.savez` / `np.savez_compressed` write): a zip of `.npy` members.
 */
import { excerpt } from '../errors.js';
import type { CountTable } from '../metrics/count-table.js';
import { fail, finishTable, openInput, singleResult } from './common.js';
import { NpyCounter } from './npy.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';
import {
  type UnzipBudget,
  type ZipEntry,
  readZipDirectory,
  streamZipEntry,
  unzipBudget,
} from './zip.js';

/**
 * Reads a result matrix from a `.npz` archive: member `R` (option `member`) and, when present, the
 * prior outcomes `R0` (option `priorMember`; same number of rows, rows may be all-zero). Members are
 * found through the zip central directory and streamed (stored or deflate) into counts, so memory is
 * O(M x K) whatever the archive size. When `member` is not set, there is no `R`, and the archive
 * holds exactly one array (e.g. `arr_0` from `np.savez(path, R)`), that array is read, with a warning.
 *
 * @example
 * // np.savez('runs.npz', R=R, R0=R0)
 * const { table, prior } = await readNpz('runs.npz');
 */
export async function readNpz(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const handle = await openInput(path);
  try {
    const budget = unzipBudget({
      maxUnzippedBytes: options.maxUnzippedBytes,
      readBudget: options.readBudget,
      ...(options.unzipLimitSetting !== undefined ? { setting: options.unzipLimitSetting } : {}),
    });
    const entries = await readZipDirectory(handle, path, 'a NumPy .npz archive');
    const arrays = entries.filter((e) => e.name.endsWith('.npy'));
    const find = (name: string): ZipEntry | undefined =>
      entries.find((e) => e.name === `${name}.npy`) ?? entries.find((e) => e.name === name);
    const memberName = options.member ?? 'R';
    let entry = find(memberName);
    if (!entry && options.member === undefined && arrays.length === 1) {
      entry = arrays[0] as ZipEntry;
      warnings.push(
        `${path}: no member "R"; read the only array ${excerpt(entry.name.replace(/\.npy$/, ''))}.`,
      );
    }
    const names = arrays.map((e) => excerpt(e.name.replace(/\.npy$/, ''))).join(', ') || 'none';
    if (!entry)
      return fail(
        { file: path, field: `member ${excerpt(memberName)}` },
        `no such array in the archive (option member); it holds ${names}.`,
      );
    const table = await countMember(handle, path, entry, options, budget);
    let prior: CountTable | undefined;
    const priorName = options.priorMember ?? 'R0';
    const priorEntry = find(priorName);
    if (options.priorMember !== undefined && !priorEntry)
      fail(
        { file: path, field: `member ${excerpt(priorName)}` },
        `no such array in the archive (option prior-member); it holds ${names}.`,
      );
    if (priorEntry && priorEntry !== entry) {
      prior = await countMember(
        handle,
        path,
        priorEntry,
        { ...options, categories: undefined },
        budget,
      );
      if (prior.ids.length !== table.ids.length)
        fail(
          { file: path, field: `member ${excerpt(priorName)}` },
          `has ${prior.ids.length} row(s) but ${excerpt(memberName)} has ${table.ids.length}; R0 rows must align with R.`,
        );
    }
    const finished = finishTable(table, path, { categories: options.categories, warnings });
    return singleResult(path, 'npz', finished, warnings, prior ? { prior } : {});
  } finally {
    await handle.close();
  }
}

async function countMember(
  handle: Awaited<ReturnType<typeof openInput>>,
  path: string,
  entry: ZipEntry,
  options: ReadOptions,
  budget: UnzipBudget,
): Promise<CountTable> {
  const member = entry.name.replace(/\.npy$/, '');
  const counter = new NpyCounter(path, member, options, entry.size);
  await streamZipEntry(handle, path, entry, (chunk) => counter.push(chunk), { budget });
  return counter.finish();
}

export const npzReader: Reader = {
  name: 'npz',
  extensions: ['.npz'],
  sniff: (head, path) =>
    head[0] === 0x50 && head[1] === 0x4b && path.toLowerCase().endsWith('.npz'),
  read: readNpz,
};
