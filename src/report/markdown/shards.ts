/**
 * A merged report's reports (`shards`): which file brought which benchmarks, and where each
 * one's numbers came from (its baseline and candidate, its run), above the footer.
 */
import { escapeMarkdown } from '../escape.js';
import { grouped } from '../format.js';
import type { ReportData, ReportShard } from '../types.js';
import { name, plural } from './common.js';
import { link, sourceText } from './provenance.js';

/** Shards listed, at most (the rest are counted; the JSON report has every one). */
export const MAX_SHARDS_SHOWN = 20;

function shardLine(s: ReportShard): string {
  const names = s.benchmarks.slice(0, 5).map((b) => name(b));
  const more = s.benchmarks.length > 5 ? ` and ${grouped(s.benchmarks.length - 5)} more` : '';
  const p = s.provenance;
  const parts = [`**${escapeMarkdown(s.file, { maxLength: 60 })}**: ${names.join(', ')}${more}`];
  if (p !== null) {
    parts.push(
      sourceText('baseline', p.baseline, []).replace(/ workspace \(0 files\)$/, ' workspace'),
    );
    parts.push(
      sourceText('candidate', p.candidate, []).replace(/ workspace \(0 files\)$/, ' workspace'),
    );
    if (p.workflowRun) parts.push(link('its run', p.workflowRun.url));
  }
  return `- ${parts.join(' · ')}`;
}

/** The lines of the shards block, or none for a report of one run. */
export function shardLines(data: ReportData): string[] {
  const shards = data.shards;
  if (shards === undefined || shards.length === 0) return [];
  const holm =
    data.settings.multipleComparisons === 'holm' && data.settings.rule !== 'overlap'
      ? `, Holm's adjustment over all ${plural(data.gatedComparisons, 'gated comparison')} together`
      : '';
  const rest =
    shards.length > MAX_SHARDS_SHOWN
      ? [`- … and ${plural(shards.length - MAX_SHARDS_SHOWN, 'more report')} (in the JSON report)`]
      : [];
  return [
    `**Merged from ${plural(shards.length, 'report')}** (judged as one run${holm})`,
    '',
    ...shards.slice(0, MAX_SHARDS_SHOWN).map(shardLine),
    ...rest,
  ];
}
