/**
 * Lost trials (errored, never ran) under the `errors` setting: counted as failures, or left out.
 */
import type { CountTable } from '../metrics/index.js';
import type { ErrorsPolicy, LostTrials, ReadResult } from '../readers/types.js';
import type { ReportLost } from '../report/index.js';

/** The default of the `errors` setting. */
export const DEFAULT_ERRORS_POLICY: ErrorsPolicy = 'fail';

/**
 * `table` with each lost trial counted as a failure (label 0): a question that has only lost
 * trials gets a row (after the others), so the gate sees it as failed rather than not at all.
 *
 * @example withFailures(table of q1 [1, 1], { byQuestion: Map { q1: 1, q2: 2 }, ... })
 *   // q1: 2 ones and 1 zero; q2: 2 zeros
 */
export function withFailures(table: CountTable, lost: LostTrials): CountTable {
  const k = table.categories;
  const index = new Map<string, number>();
  table.ids.forEach((id, q) => index.set(id, q));
  const extra = [...lost.byQuestion.keys()].filter((id) => !index.has(id));
  const m = table.ids.length + extra.length;
  const counts = new Float64Array(m * k);
  counts.set(table.counts);
  const trials = new Float64Array(m);
  trials.set(table.trials);
  const ids = [...table.ids, ...extra];
  extra.forEach((id, i) => index.set(id, table.ids.length + i));
  for (const [id, n] of lost.byQuestion) {
    const q = index.get(id) as number;
    counts[q * k] = (counts[q * k] as number) + n;
    trials[q] = (trials[q] as number) + n;
  }
  return { ids, categories: k, counts, trials };
}

/** One side read under the policy: its table (failures added under `fail`) and what was lost. */
export function applyErrorsPolicy(
  read: ReadResult,
  policy: ErrorsPolicy,
): { read: ReadResult; lost: ReportLost } {
  const lost = read.lost;
  if (lost === undefined || lost.byQuestion.size === 0)
    return {
      read,
      lost: { questions: 0, outOf: read.table.ids.length, errored: 0, neverRan: 0 },
    };
  const inTable = new Set(read.table.ids);
  let outside = 0;
  for (const id of lost.byQuestion.keys()) if (!inTable.has(id)) outside++;
  return {
    read: policy === 'fail' ? { ...read, table: withFailures(read.table, lost) } : read,
    lost: {
      questions: lost.byQuestion.size,
      outOf: read.table.ids.length + outside,
      errored: lost.errored,
      neverRan: lost.neverRan,
    },
  };
}
