/**
 * Counts, seeds and figures of the trust suites.
 *
 * `npm test` runs every suite with small counts (CI); `npm run test:trust` sets
 * `SCORIO_TRUST_SCALE=full` for the published counts and `SCORIO_TRUST_FIGURES=<file>`, where each
 * suite appends one JSON line per figure; `scripts/trust.ts` turns them into docs/reliability.md.
 * `SCORIO_TRUST_SEED` replays a run (default: a fixed seed, so CI is deterministic).
 */
import { appendFileSync } from 'node:fs';

/** Whether this is the full (published) run. */
export const FULL = process.env['SCORIO_TRUST_SCALE'] === 'full';

/** The seed every suite derives its generators from. */
export const SEED = Number(process.env['SCORIO_TRUST_SEED'] ?? 20_260_611) >>> 0;

/** `small` in CI, `full` in the published run. */
export function scaled(small: number, full: number): number {
  return FULL ? full : small;
}

/** One measured figure of a suite (appended to the figures file in the full run). */
export interface Figure {
  /** Suite: `properties`, `fuzz`, `config`, `injection`, `api-faults`, `concurrency`, `files`. */
  readonly suite: string;
  /** What was checked, e.g. `pass@k >= avg >= pass^k`. */
  readonly name: string;
  /** Cases (inputs, scenarios) run. */
  readonly cases: number;
  /** Cases that broke the property (0 in a green run: the test fails otherwise). */
  readonly failures: number;
  /** Anything else worth printing (wall time, slowest input, peak RSS, ...). */
  readonly detail?: Readonly<Record<string, number | string>>;
}

/** Records a figure when `SCORIO_TRUST_FIGURES` names a file; a no-op otherwise. */
export function recordFigure(figure: Figure): void {
  const file = process.env['SCORIO_TRUST_FIGURES'];
  if (file === undefined || file === '') return;
  appendFileSync(
    file,
    `${JSON.stringify({ ...figure, scale: FULL ? 'full' : 'small', seed: SEED })}\n`,
  );
}

/** mulberry32: a small seeded PRNG for building inputs inside a property (fast-check seeds it). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [lo, hi] from `rand`. */
export function randInt(rand: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}

/** An integer in [1, max], log-uniform (small sizes often, the largest ones still reached). */
export function logInt(rand: () => number, max: number): number {
  return Math.min(max, Math.max(1, Math.floor(Math.exp(rand() * Math.log(max + 1)))));
}
