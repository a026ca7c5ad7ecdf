/**
 * One Inspect sample's score, as a label: the scorer's value (or one entry of a dict of scores),
 * mapped through the `labels` option (inspect.ts's table builder calls these).
 */
import { InputError, excerpt, excerptList } from '../errors.js';
import {
  INFINITY_SENTINEL,
  MISSING,
  NAN_SENTINEL,
  NEG_INFINITY_SENTINEL,
  type OutcomeParser,
  fail,
  type Where,
} from './common.js';

/**
 * A `P` score under the default (binary) labels. `readOutcomes` catches it and reads the benchmark
 * again with `PARTIAL_CREDIT_LABELS`; it only escapes when a caller reads a single file directly.
 */
export class PartialCreditError extends InputError {
  override name = 'PartialCreditError';
}

/** A sample's value for the scorer: the value itself, or its entry `key` when it is a dict. */
export function pickScore(
  value: unknown,
  scorer: string,
  key: string | undefined,
  where: Where,
): unknown {
  const isDict = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (key === undefined) {
    if (!isDict) return value;
    const keys = Object.keys(value);
    return fail(
      where,
      `is a dict of ${keys.length} scores (${excerptList(keys)}); choose one with the scorer option ${excerpt(`${scorer}/${keys[0] ?? 'KEY'}`)} (scorer/key).`,
    );
  }
  if (!isDict)
    return fail(
      { ...where, field: `scores.${scorer}.value` },
      `${excerpt(value)} is not a dict of scores, so ${excerpt(`${scorer}/${key}`)} selects nothing; set the scorer option to ${excerpt(scorer)}.`,
    );
  const dict = value as Record<string, unknown>;
  if (!Object.hasOwn(dict, key))
    return fail(
      where,
      `missing: this sample's ${excerpt(scorer)} scores are ${excerptList(Object.keys(dict))}.`,
    );
  return dict[key];
}

/** The distinct string grades the scorer gave in the log (for an unmapped-grade error). */
export function gradesSeen(
  samples: readonly unknown[],
  scorer: string,
  key: string | undefined,
): string[] {
  const seen = new Set<string>();
  for (const raw of samples) {
    const score = (
      (raw as Record<string, unknown>).scores as Record<string, unknown> | undefined
    )?.[scorer];
    let value = (score as { value?: unknown } | null | undefined)?.value;
    if (key !== undefined && typeof value === 'object' && value !== null)
      value = (value as Record<string, unknown>)[key];
    if (typeof value === 'string') seen.add(value);
  }
  return [...seen].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export function scoreLabel(
  value: unknown,
  labels: Readonly<Record<string, number | null>>,
  explicit: boolean,
  parser: OutcomeParser,
  where: Where,
  seen: () => string[],
): number {
  if (value === null || value === NAN_SENTINEL) return MISSING;
  if (value === INFINITY_SENTINEL || value === NEG_INFINITY_SENTINEL)
    return fail(where, `${value.slice(1)} is not a score.`);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return parser.number(value, value, where);
  if (typeof value === 'string') {
    if (Object.hasOwn(labels, value)) {
      const mapped = labels[value];
      return mapped === null || mapped === undefined ? MISSING : mapped;
    }
    if (value === 'P' && !explicit)
      throw new PartialCreditError(
        where,
        `"P" (partial credit) needs a category: the default labels are binary (C=1, I=0, N=0). ` +
          `Set labels to { C: 2, P: 1, I: 0, N: 0 } to keep partial credit as a middle category, ` +
          `or map P to 0 or 1 to fold it; use the same labels for baseline and candidate.`,
      );
    return fail(
      where,
      `${excerpt(value)} is not a known score value: the labels option maps ${excerptList(Object.keys(labels))}, ` +
        `and this scorer's grades in the log are ${excerptList(seen())}; map every grade to a label ` +
        `(config labels, or --labels GRADE=LABEL,...).`,
    );
  }
  return fail(
    where,
    `${excerpt(value)} is not a score this reader can count (expected C/P/I/N, a number or a boolean).`,
  );
}
