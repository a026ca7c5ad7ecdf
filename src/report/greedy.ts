/**
 * How the reports say that a log says decoding was greedy (a trial budget of kind `greedy`):
 * `compare`'s budget line and `rank`'s note. The evidence is escaped: a merged report's JSON, which
 * a pull request can shape, carries it.
 */
import type { TrialBudget } from '../decision/types.js';
import { escapeMarkdown } from './escape.js';

/** What more trials cannot do, and what would: the end of every greedy line. */
export const GREEDY_ADVICE =
  'more trials would repeat the answers: only more questions, or sampling (temperature > 0), would let the gate see a change of this size';

/** A log's evidence, escaped and shortened. */
export function evidenceText(evidence: string): string {
  return escapeMarkdown(evidence, { maxLength: 120 });
}

/**
 * `both logs say decoding was greedy (temperature 0 in gen_args)`, or one side's, named by
 * `names` (already escaped).
 *
 * @example greedySaid({ baseline: 'temperature 0 in gen_args', candidate: null },
 *   { baseline: 'the baseline', candidate: 'the candidate' })
 *   // "the baseline's log says decoding was greedy (temperature 0 in gen\\_args)"
 */
export function greedySaid(
  greedy: NonNullable<TrialBudget['greedy']>,
  names: { readonly baseline: string; readonly candidate: string },
): string {
  const { baseline: b, candidate: c } = greedy;
  if (b !== null && c !== null)
    return b === c
      ? `both logs say decoding was greedy (${evidenceText(b)})`
      : `both logs say decoding was greedy (${names.baseline}: ${evidenceText(b)}; ${names.candidate}: ${evidenceText(c)})`;
  const [who, what] = b !== null ? [names.baseline, b] : [names.candidate, c ?? ''];
  return `${who}'s log says decoding was greedy (${evidenceText(what)})`;
}
