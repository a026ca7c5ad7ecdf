/**
 * Count-table helpers the compare and rank engines share: sizes, labels, priors, display paths.
 */
import { isAbsolute, relative } from 'node:path';
import type { CountTable } from '../metrics/index.js';

/** A path as the user would write it: relative to `root` when inside it. */
export function shown(file: string, root: string): string {
  if (!isAbsolute(file)) return file;
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

/** Largest label with a non-zero count (0 for an all-zero table). */
export function maxLabel(table: CountTable): number {
  const { categories: k, counts } = table;
  const m = table.trials.length;
  // From the top label down: the first column with a count is the answer.
  for (let c = k - 1; c > 0; c--)
    for (let q = 0; q < m; q++) if ((counts[q * k + c] as number) > 0) return c;
  return 0;
}

/** Mean trials per question (N when rectangular). */
export function meanTrials(table: CountTable): number {
  const t = table.trials;
  let s = 0;
  for (let q = 0; q < t.length; q++) s += t[q] as number;
  return t.length > 0 ? s / t.length : 0;
}

export function trialRange(table: CountTable): { min: number; max: number } {
  const t = table.trials;
  let min = Infinity;
  let max = 0;
  for (let q = 0; q < t.length; q++) {
    const n = t[q] as number;
    if (n < min) min = n;
    if (n > max) max = n;
  }
  return { min: min === Infinity ? 0 : min, max };
}

/** Baseline and candidate with the same ids in the same order and layout need no re-indexing. */
export function alreadyAligned(a: CountTable, b: CountTable): boolean {
  if (a.categories !== b.categories || a.ids.length !== b.ids.length) return false;
  for (let q = 0; q < a.ids.length; q++) if (a.ids[q] !== b.ids[q]) return false;
  return true;
}

/** The rows of `prior` for `ids` (zero rows, D_q = 0, where the prior lacks a question). */
export function priorFor(
  prior: CountTable,
  ids: readonly string[],
  categories: number,
): CountTable {
  const index = new Map<string, number>();
  prior.ids.forEach((id, q) => index.set(id, q));
  const k0 = prior.categories;
  const k = Math.max(k0, categories);
  const counts = new Float64Array(ids.length * k);
  const trials = new Float64Array(ids.length);
  ids.forEach((id, r) => {
    const q = index.get(id);
    if (q === undefined) return;
    counts.set(prior.counts.subarray(q * k0, q * k0 + k0), r * k);
    trials[r] = prior.trials[q] as number;
  });
  return { ids: [...ids], categories: k, counts, trials };
}
