/**
 * What the leaderboard says about its unresolved pairs (leaderboard.ts): the "to resolve vs next"
 * cell of each pair's trial budget, the notes under the pairwise table (chains, how many pairs are
 * unresolved, the cheapest budget) and the line on models whose logs say decoding was greedy.
 */
import { MAX_BUDGET_TRIALS } from '../decision/decide.js';
import type { Leaderboard } from '../decision/rank.js';
import type { TrialBudget } from '../decision/types.js';
import { escapeMarkdown } from './escape.js';
import { grouped, smallest } from './format.js';
import { evidenceText } from './greedy.js';

/** A model, benchmark or metric name, escaped for Markdown. */
export function name(text: string): string {
  return escapeMarkdown(text, { maxLength: 60 });
}

/** The "to resolve vs next" cell of a pair. */
export function budgetCell(b: TrialBudget | null, resolved: boolean): string {
  if (resolved || b === null) return 'resolved';
  switch (b.kind) {
    case 'estimate':
      return `~${grouped(b.trials ?? 0)} trials/question${b.approximate ? ' (approx.)' : ''}`;
    case 'unreachable':
      return `>${grouped(MAX_BUDGET_TRIALS)} trials/question`;
    case 'zero-difference':
      return 'equal means: never';
    case 'bootstrap':
      return 'more questions (bootstrap σ)';
    case 'questions':
      return `~${grouped(b.questions ?? 0)} questions`;
    case 'negligible':
      return 'negligible difference';
    case 'deterministic':
      return 'more questions (trials repeat)';
    case 'greedy':
      return b.questions !== undefined && b.questions !== null
        ? `~${grouped(b.questions)} questions, or sampling (greedy)`
        : 'more questions, or sampling (greedy)';
    case 'unknown':
      return 'unresolved';
  }
}

/** Pairs named in a note before "and n more". */
const NAMED_PAIRS = 20;

/** `A above C, A above D` for the ordered pairs inside group `id`. */
function orderedPairsText(board: Leaderboard, id: number): string {
  const members = new Set(board.groups.find((g) => g.id === id)?.models ?? []);
  const pairs = board.orderedWithinGroups.filter(([u]) => members.has(u));
  const listed = pairs
    .slice(0, NAMED_PAIRS)
    .map(([u, l]) => `**${name(u)}** above **${name(l)}**`)
    .join(', ');
  const more =
    pairs.length > NAMED_PAIRS
      ? ` and ${grouped(pairs.length - NAMED_PAIRS)} more (all in the JSON's \`orderedWithinGroups\`)`
      : '';
  return `${listed}${more}`;
}

/** The notes under the pairwise table: chains, and the unresolved pairs with the cheapest budget. */
export function notes(board: Leaderboard): string[] {
  const out: string[] = [];
  for (const g of board.groups)
    if (g.resolvedPairs > 0)
      out.push(
        `- Group ${g.id} is a chain: ${grouped(g.resolvedPairs)} of its pairs ${g.resolvedPairs === 1 ? 'is' : 'are'} credibly ordered (${orderedPairsText(board, g.id)}), but every member is linked to the next by comparisons the rule cannot resolve, so the group stays together.`,
      );
  const pending = board.models.filter((m) => m.next && !m.next.resolved);
  if (pending.length > 0) {
    const est = pending
      .map((m) => m.next?.budget)
      .filter((b): b is TrialBudget => b?.kind === 'estimate' && b.trials !== null);
    const cheapest = est.length > 0 ? smallest(est.map((b) => b.trials as number)) : null;
    out.push(
      `- ${grouped(pending.length)} adjacent ${pending.length === 1 ? 'pair is' : 'pairs are'} unresolved${cheapest !== null ? `; the cheapest to resolve needs about ${grouped(cheapest)} trials per question on both models` : ''}. Spend more trials only where a pair is unresolved and the budget is affordable; a budget beyond reach means the two are practically tied.`,
    );
  }
  return out;
}

/** Models named in the greedy line before "and n more". */
const NAMED_MODELS = 10;

/**
 * One line when an unresolved pair's budget says a model's log says decoding was greedy: the
 * models (with their logs' evidence) and that only more questions, or sampling, would resolve
 * their pairs; empty otherwise.
 */
export function greedyLine(board: Leaderboard): string[] {
  const said = new Map<string, string>();
  board.models.forEach((m, i) => {
    const g = m.next && !m.next.resolved ? m.next.budget?.greedy : undefined;
    if (!g) return;
    const lower = board.models[i + 1]?.name;
    if (g.baseline !== null) said.set(m.name, g.baseline);
    if (g.candidate !== null && lower !== undefined) said.set(lower, g.candidate);
  });
  if (said.size === 0) return [];
  const evidences = new Set(said.values());
  const models = [...said]
    .slice(0, NAMED_MODELS)
    .map(([model, evidence]) =>
      evidences.size === 1
        ? `**${name(model)}**`
        : `**${name(model)}** (${evidenceText(evidence)})`,
    );
  const more = said.size > NAMED_MODELS ? `, and ${grouped(said.size - NAMED_MODELS)} more` : '';
  const one = said.size === 1;
  const why = evidences.size === 1 ? ` (${evidenceText([...evidences][0] as string)})` : '';
  const listed =
    more === '' && models.length > 1
      ? `${models.slice(0, -1).join(', ')} and ${models[models.length - 1] as string}`
      : `${models.join(', ')}${more}`;
  return [
    `The log${one ? '' : 's'} of ${listed} ${one ? 'says' : 'say'} decoding was greedy${why}: more trials would repeat ${one ? 'its' : 'their'} answers, so only more questions, or sampling (temperature > 0), would resolve ${one ? 'its' : 'their'} unresolved pairs.`,
  ];
}
