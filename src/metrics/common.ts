/**
 * Helpers shared by the metric families: category weights, the interval settings and the
 * final interval.
 */
import { ValidationError } from '../errors.js';
import {
  type CountTable,
  type Outcomes,
  isCountTable,
  countTableFromMatrix,
} from './count-table.js';
import { normalCredibleInterval, validateBounds, validateConfidence } from './interval.js';
import type { Bounds, Interval, IntervalOptions } from './types.js';
import { validateVector } from './validate.js';

/** Validated confidence and bounds of an interval function. */
export interface IntervalSettings {
  readonly confidence: number;
  readonly bounds: Bounds;
}

/** Reads and validates `confidence` (default 0.95) and `bounds` (default `defaultBounds`). */
export function intervalSettings(
  options: IntervalOptions,
  defaultBounds: Bounds,
): IntervalSettings {
  const confidence = options.confidence ?? 0.95;
  validateConfidence(confidence);
  const bounds = options.bounds === undefined ? defaultBounds : options.bounds;
  validateBounds(bounds);
  return { confidence, bounds };
}

/** Adds the normal-approximation interval to (mu, sigma). */
export function withInterval(mu: number, sigma: number, settings: IntervalSettings): Interval {
  const { lo, hi } = normalCredibleInterval(mu, sigma, settings.confidence, settings.bounds);
  return { mu, sigma, lo, hi };
}

/** Throws unless every question has at least one trial. */
export function assertTrials(table: CountTable, name = 'R'): void {
  for (let q = 0; q < table.trials.length; q++)
    if (!((table.trials[q] as number) >= 1))
      throw new ValidationError(
        `${name} row ${q} (question ${JSON.stringify(table.ids[q])}) has no trials (N >= 1 is required).`,
        name,
      );
}

/** Labels 0..K-1 that occur in the table, as the reference's `np.unique(R)`. */
function observed(table: CountTable): number[] {
  const { categories: c, counts } = table;
  const seen = new Uint8Array(c);
  for (let i = 0; i < counts.length; i++) if ((counts[i] as number) > 0) seen[i % c] = 1;
  const out: number[] = [];
  for (let j = 0; j < c; j++) if (seen[j]) out.push(j);
  return out;
}

/**
 * The category weights: `w` validated, or [0, 1] when omitted, which requires binary outcomes
 * (`R is not binary (observed: 0, 1, 2), so weight vector 'w' must be provided.`).
 */
export function resolveWeights(table: CountTable, w: ArrayLike<number> | undefined): Float64Array {
  if (w === undefined || w === null) {
    if (table.categories <= 2) return Float64Array.of(0, 1);
    const labels = observed(table);
    if (labels.some((l) => l > 1))
      throw new ValidationError(
        `R is not binary (observed: ${labels.join(', ')}), so weight vector 'w' must be provided.`,
        'w',
      );
    return Float64Array.of(0, 1);
  }
  const wv = validateVector(w, 'w');
  if (wv.length === 0)
    throw new ValidationError('w must have at least one entry (length C+1 >= 1).', 'w');
  return wv;
}

/** Throws unless every label of the table is in 0..C. */
export function assertLabelRange(table: CountTable, c: number, name: string): void {
  const k = table.categories;
  if (k <= c + 1) return;
  for (let q = 0; q < table.trials.length; q++)
    for (let j = c + 1; j < k; j++)
      if ((table.counts[q * k + j] as number) > 0)
        throw new ValidationError(`Entries of ${name} must be integers in [0, ${c}].`, name);
}

/**
 * The prior table R0 (matrix or count table), one row per question of R, matched by position.
 * Rows may be empty (D_q = 0).
 */
export function priorTable(R0: Outcomes | undefined, m: number): CountTable | undefined {
  if (R0 === undefined || R0 === null) return undefined;
  const table = isCountTable(R0)
    ? R0
    : countTableFromMatrix(R0, { name: 'R0', allowEmptyRows: true });
  if (table.trials.length !== m)
    throw new ValidationError(
      `R0 must have the same number of rows (M) as R; got ${table.trials.length} rows for M=${m}.`,
      'R0',
    );
  return table;
}

/** count of label j in row q (0 beyond the table's categories). */
export function countAt(table: CountTable, q: number, j: number): number {
  return j < table.categories ? (table.counts[q * table.categories + j] as number) : 0;
}
