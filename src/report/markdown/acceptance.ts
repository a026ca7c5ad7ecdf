/**
 * The line under the headline when the pull request carries the accept label: what it accepted,
 * that the check passes, and who added it when (as GitHub's issue events tell).
 */
import { escapeCode, escapeMarkdown } from '../escape.js';
import type { ReportAcceptance, ReportData } from '../types.js';
import { plural } from './common.js';

/** `2026-01-15 14:03 UTC` from an ISO timestamp; undefined when it is not one. */
export function utcMinute(at: string | null): string | undefined {
  if (at === null) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(at);
  return match === null ? undefined : `${match[1]} ${match[2]} UTC`;
}

/** `added by octocat on 2026-01-15 14:03 UTC`, or what is known of it. */
export function addedBy(a: Pick<ReportAcceptance, 'by' | 'at'>): string {
  const when = utcMinute(a.at);
  const on = when !== undefined ? ` on ${when}` : '';
  if (a.by !== null) return `added by ${escapeMarkdown(a.by, { maxLength: 60 })}${on}`;
  return when !== undefined
    ? `added${on} by an account GitHub does not name`
    : "GitHub's issue events do not say who added it";
}

/** The note, or undefined without the label. */
export function acceptanceNote(data: ReportData): string | undefined {
  const a = data.accepted;
  if (a === undefined) return undefined;
  const label = `\`${escapeCode(a.label, { maxLength: 60 })}\``;
  if (a.regressions === 0)
    return `> The label ${label} is on this pull request (${addedBy(a)}); there is no credible regression to accept.`;
  return `> ☑️ **Accepted:** the label ${label} accepts ${plural(a.regressions, 'credible regression')}, so the check passes (${addedBy(a)}). Remove the label to gate again.`;
}
