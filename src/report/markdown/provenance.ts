/**
 * Where the numbers came from (the footer), and the comment for a pull request that has no
 * baseline yet.
 */
import { escapeMarkdown, markdownLink } from '../escape.js';
import { fixed } from '../format.js';
import type { ReportData, SourceProvenance } from '../types.js';
import { plural } from './common.js';
import { baseRunFallback, baseRunWaited } from './wait.js';

/** A link to an https page of the run (a workflow run, a commit), or the text alone. */
export function link(text: string, url: string | null | undefined): string {
  return url?.startsWith('https://') === true ? markdownLink(text, url) : text;
}

export function sourceText(
  role: string,
  s: SourceProvenance | undefined,
  files: readonly string[],
): string {
  const parts: string[] = [];
  if (s?.kind === 'artifact' && s.artifact)
    parts.push(`artifact ${escapeMarkdown(s.artifact, { maxLength: 60 })}`);
  if (s?.run) parts.push(link(`run #${s.run.number}`, s.run.url));
  if (s?.ref) parts.push(escapeMarkdown(s.ref, { maxLength: 40 }));
  if (s?.commit && /^[0-9a-f]{7,64}$/i.test(s.commit))
    parts.push(link(`\`${s.commit.slice(0, 7)}\``, s.commitUrl));
  if (typeof s?.ageDays === 'number')
    parts.push(`${fixed(s.ageDays, s.ageDays < 10 ? 1 : 0)} days old`);
  if (typeof s?.behindBase === 'number' && s.behindBase > 0)
    parts.push(`${plural(s.behindBase, 'commit')} behind the base`);
  const waited = s?.baseRun ? (baseRunWaited(s.baseRun) ?? baseRunFallback(s.baseRun)) : undefined;
  if (waited !== undefined) parts.push(waited);
  if (parts.length === 0)
    parts.push(
      files.length === 1
        ? escapeMarkdown(files[0] as string, { maxLength: 60 })
        : `workspace (${plural(files.length, 'file')})`,
    );
  return `${role} ${parts.join(', ')}`;
}

/** What the comment says when there is no baseline to compare with (`if-no-baseline`). */
export interface NoBaselineData {
  /** The artifact looked for, the workflow and the branch whose runs were searched. */
  readonly artifact: string;
  readonly workflow: string;
  readonly branch: string;
  /** Why nothing was found (one sentence, no final period). */
  readonly reason: string;
  /** `fail` (the step fails) or `warn` (it passes). */
  readonly outcome: 'fail' | 'warn';
  readonly candidate?: SourceProvenance;
  readonly workflowRun?: { readonly url: string } | null;
  readonly tool: { readonly name: string; readonly version: string };
}

/**
 * The comment for a run with no baseline yet: what was looked for, why nothing was found, and how
 * the baseline will appear.
 *
 * @example renderNoBaseline({ artifact: 'evals', workflow: 'eval.yml', branch: 'main', ... })
 *   .split('\n')[0] // '### ⚪ No baseline yet: nothing was compared'
 */
export function renderNoBaseline(data: NoBaselineData): string {
  const artifact = escapeMarkdown(data.artifact, { maxLength: 60 });
  const workflow = escapeMarkdown(data.workflow, { maxLength: 60 });
  const branch = escapeMarkdown(data.branch, { maxLength: 60 });
  const outcome =
    data.outcome === 'fail'
      ? 'The check fails (`if-no-baseline: fail`).'
      : 'The check passes (`if-no-baseline: warn`).';
  const lines = [
    '### ⚪ No baseline yet: nothing was compared',
    '',
    `No baseline: ${escapeMarkdown(data.reason, { maxLength: 400 })}. ${outcome}`,
    '',
    `**How the baseline will appear:** when ${workflow} runs on ${branch} (a push to ${branch}) and uploads its results with \`actions/upload-artifact\` under the name ${artifact}, the next run on this pull request compares against it. If ${branch} already has such a run, check that the upload step ran and that \`retention-days\` has not passed.`,
    '',
  ];
  const items = [
    ...(data.candidate ? [sourceText('candidate', data.candidate, [])] : []),
    `${data.tool.name} ${data.tool.version}`,
  ];
  if (data.workflowRun) items.push(link('workflow run', data.workflowRun.url));
  lines.push(`<sub>${items.join(' · ')}</sub>`);
  return `${lines.join('\n')}\n`;
}

export function footer(data: ReportData): string {
  const p = data.provenance;
  const files = (side: 'baseline' | 'candidate') => data.benchmarks.flatMap((b) => b[side].files);
  // A merged report's sources are its reports' (listed above the footer).
  const items =
    data.shards !== undefined
      ? [`merged from ${plural(data.shards.length, 'report')}`]
      : [
          sourceText('baseline', p?.baseline, files('baseline')),
          sourceText('candidate', p?.candidate, files('candidate')),
        ];
  if (p?.config) items.push(`config ${escapeMarkdown(p.config, { maxLength: 60 })}`);
  items.push(`${data.tool.name} ${data.tool.version}`);
  if (p?.workflowRun) items.push(link('workflow run', p.workflowRun.url));
  if (data.generatedAt !== null) items.push(escapeMarkdown(data.generatedAt, { maxLength: 40 }));
  return `<sub>${items.join(' · ')}</sub>`;
}
