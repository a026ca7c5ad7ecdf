/**
 * Joining baseline and candidate on question id.
 */
import { InputError, excerpt } from '../errors.js';
import { selectRows, type CountTable } from '../metrics/count-table.js';
import type { AlignOptions, Alignment } from './types.js';

/** How many ids an alignment error lists per side. */
const SHOWN_IDS = 5;

/**
 * Joins two count tables on question id.
 *
 * Both results have the common ids in baseline order and the same number of categories (the larger
 * of the two: a label that never occurs on one side is a zero column there, not a different
 * layout). `strict` (default): any id present on one side only is an `InputError` that says how many
 * ids are missing on each side and lists the first few. `intersect`: the common questions are kept
 * and `onlyInBaseline` / `onlyInCandidate` say what was dropped (the caller reports the counts).
 *
 * @example
 * alignTables(base, cand, { mode: 'intersect' }).ids // ['1', '2'] when base has 1,2,3 and cand 2,1
 */
export function alignTables(
  baseline: CountTable,
  candidate: CountTable,
  options: AlignOptions = {},
): Alignment {
  const mode = options.mode ?? 'strict';
  const baselineName = options.baselineName ?? 'baseline';
  const candidateName = options.candidateName ?? 'candidate';
  const inCandidate = new Set(candidate.ids);
  const inBaseline = new Set(baseline.ids);
  const ids: string[] = [];
  const onlyInBaseline: string[] = [];
  for (const id of baseline.ids) (inCandidate.has(id) ? ids : onlyInBaseline).push(id);
  const onlyInCandidate = candidate.ids.filter((id) => !inBaseline.has(id));

  if (mode === 'strict' && (onlyInBaseline.length > 0 || onlyInCandidate.length > 0)) {
    const sides: string[] = [];
    if (onlyInBaseline.length > 0)
      sides.push(
        `${onlyInBaseline.length} question id(s) of ${baselineName} missing from ${candidateName} (${listIds(onlyInBaseline)})`,
      );
    if (onlyInCandidate.length > 0)
      sides.push(
        `${onlyInCandidate.length} question id(s) of ${candidateName} missing from ${baselineName} (${listIds(onlyInCandidate)})`,
      );
    throw new InputError(
      { file: candidateName },
      `question ids differ from ${baselineName}: ${sides.join('; ')}. ` +
        `${ids.length} question(s) are common; ${options.intersectAdvice ?? 'set align: intersect to compare only those'}.`,
    );
  }
  if (ids.length === 0)
    throw new InputError(
      { file: candidateName },
      `no question id in common with ${baselineName} (${baseline.ids.length} vs ${candidate.ids.length} questions; ` +
        `first ids ${listIds(baseline.ids)} vs ${listIds(candidate.ids)}).`,
    );

  const k = Math.max(baseline.categories, candidate.categories);
  return {
    baseline: withCategories(selectRows(baseline, ids), k),
    candidate: withCategories(selectRows(candidate, ids), k),
    ids,
    onlyInBaseline,
    onlyInCandidate,
  };
}

function listIds(ids: readonly string[]): string {
  const shown = ids
    .slice(0, SHOWN_IDS)
    .map((v) => excerpt(v))
    .join(', ');
  return ids.length > SHOWN_IDS ? `first: ${shown}, ...` : shown;
}

/** The table with `k` category columns (k >= table.categories); extra columns are zero. */
export function withCategories(table: CountTable, k: number): CountTable {
  const k0 = table.categories;
  if (k === k0) return table;
  if (k < k0) throw new RangeError(`withCategories: cannot shrink ${k0} categories to ${k}`);
  const m = table.trials.length;
  const counts = new Float64Array(m * k);
  for (let q = 0; q < m; q++) counts.set(table.counts.subarray(q * k0, q * k0 + k0), q * k);
  return { ids: table.ids, categories: k, counts, trials: table.trials };
}
