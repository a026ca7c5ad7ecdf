/**
 * The verdict of a leaderboard against its baseline model, and the sentences that say it.
 */
import type { Leaderboard } from '../decision/index.js';
import { ValidationError, showValue } from '../errors.js';
import { claimsText, escapeMarkdown, grouped } from '../report/index.js';
import type { BaselineVerdict } from './rank-types.js';
import type { Verdict } from './types.js';

/** Names listed in the verdict paragraph before "and n more". */
const LISTED_NAMES = 10;

/** The verdict against the baseline on one leaderboard (see the module comment). */
export function baselineVerdict(board: Leaderboard, baseline: string): BaselineVerdict {
  const b = board.models.findIndex((m) => m.name === baseline);
  if (b < 0)
    throw new ValidationError(
      `baseline ${showValue(baseline)} is not on the leaderboard.`,
      'baseline',
    );
  const above: string[] = [];
  const below: string[] = [];
  const unresolved: string[] = [];
  board.models.forEach((m, i) => {
    if (i === b) return;
    if (board.resolved[i]?.[b] !== true) unresolved.push(m.name);
    else (i < b ? above : below).push(m.name);
  });
  const candidates = board.models.length - 1;
  const verdict: Verdict =
    above.length > 0
      ? 'improvement'
      : below.length === candidates && candidates > 0
        ? 'regression'
        : 'no-change';
  return {
    baseline,
    benchmark: board.benchmark,
    metric: board.metric ?? '',
    verdict,
    above,
    below,
    unresolved,
  };
}

export function listNames(names: readonly string[], escape: boolean): string {
  const shownNames = names
    .slice(0, LISTED_NAMES)
    .map((n) => (escape ? escapeMarkdown(n, { maxLength: 60 }) : n));
  const more =
    names.length > LISTED_NAMES ? ` and ${grouped(names.length - LISTED_NAMES)} more` : '';
  return `${shownNames.join(', ')}${more}`;
}

/**
 * The verdict in one sentence: `Credible improvement over the baseline "x" on bayes: credibly
 * above it: a; credibly below it: b; not credibly different: c` (Markdown when `markdown`).
 */
export function verdictSentence(v: BaselineVerdict, markdown: boolean): string {
  const esc = (s: string) => (markdown ? escapeMarkdown(s, { maxLength: 60 }) : s);
  // A baseline given as a bare file is named `baseline`: "the baseline", not "the baseline baseline".
  const name =
    v.baseline === 'baseline' ? '' : ` ${markdown ? esc(v.baseline) : `"${v.baseline}"`}`;
  const on = [v.benchmark, v.metric]
    .filter((s): s is string => s !== null && s !== '')
    .map(esc)
    .join(' ');
  const head =
    v.verdict === 'improvement'
      ? `Credible improvement over the baseline${name}`
      : v.verdict === 'regression'
        ? `Credible regression: every candidate is credibly below the baseline${name}`
        : `No credible improvement over the baseline${name}`;
  const parts: string[] = [];
  if (v.above.length > 0) parts.push(`credibly above it: ${listNames(v.above, markdown)}`);
  if (v.below.length > 0) parts.push(`credibly below it: ${listNames(v.below, markdown)}`);
  if (v.unresolved.length > 0)
    parts.push(`not credibly different: ${listNames(v.unresolved, markdown)}`);
  return markdown
    ? `**${head}** on ${on}: ${parts.join('; ')}.`
    : `${head} on ${on}: ${parts.join('; ')}`;
}

const VERDICT_MARK: Readonly<Record<Verdict, string>> = {
  improvement: '✅',
  regression: '❌',
  'no-change': '➖',
};

/**
 * The paragraph above the leaderboard when there is a baseline: the verdict, and how often its
 * "credibly" can be wrong (the deciding board's pair claims).
 */
export function verdictParagraph(v: BaselineVerdict, board: Leaderboard): string {
  return `${VERDICT_MARK[v.verdict]} ${verdictSentence(v, true)} <sub>${claimsText(board)}.</sub>\n\n`;
}
