/**
 * Many gated comparisons (a folder of 60 tasks): the ones where the rule called no change and the
 * observed change is no drop the gate could miss (no credible change, or can't tell with Δ ≥ 0) are
 * one line under the table, and one table in the details, so that the table shows what needs a
 * look: regressions, then the drops the gate cannot tell, then improvements.
 */
import { escapeCode } from '../escape.js';
import { grouped } from '../format.js';
import { type Block, type Row, category, plural } from './common.js';
import { mainTable } from './table.js';

/** Gated comparisons from which the no-change ones collapse (fewer read at a glance as they are). */
export const COLLAPSE_FROM = 10;

/** Names listed in the collapsed line. */
const LISTED = 12;

/** The rows the table shows and those collapsed (no change called, no unseen drop), in order. */
export function collapseRows(rows: readonly Row[]): { shown: Row[]; collapsed: Row[] } {
  const collapsed = rows.filter((r) => category(r.c) === 'other');
  if (rows.length < COLLAPSE_FROM || collapsed.length < 2)
    return { shown: [...rows], collapsed: [] };
  const set = new Set(collapsed);
  return { shown: rows.filter((r) => !set.has(r)), collapsed };
}

/** `➖ No change called in 41 gated comparisons, none a drop the gate cannot see: a, b, …`. */
export function collapsedLine(collapsed: readonly Row[]): Block | undefined {
  if (collapsed.length === 0) return undefined;
  const names = [...new Set(collapsed.map((r) => r.benchmark))];
  const listed = names
    .slice(0, LISTED)
    .map((n) => `\`${escapeCode(n, { maxLength: 40 })}\``)
    .join(', ');
  const more = names.length > LISTED ? ` and ${grouped(names.length - LISTED)} more` : '';
  return {
    kind: 'text',
    lines: [
      `➖ **No change called** in ${plural(collapsed.length, 'gated comparison')}, none of them a drop the gate cannot see: ${listed}${more} (their table is in the details)`,
    ],
  };
}

/** The collapsed rows' table, for the details. */
export function collapsedBlocks(collapsed: readonly Row[]): Block[] {
  if (collapsed.length === 0) return [];
  return [
    {
      kind: 'text',
      lines: [
        `**No change called** (${plural(collapsed.length, 'gated comparison')}: no credible change, or Δ ≥ 0 where the gate can't tell)`,
      ],
    },
    mainTable(collapsed),
  ];
}
