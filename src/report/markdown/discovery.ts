/**
 * What folder discovery found: one line under the summary (the tasks compared, those on one side
 * only, the groups and how they are gated, Holm's K), and in the details one table of every task
 * with the rule that found it and the files read.
 */
import { escapeCode, escapeMarkdown } from '../escape.js';
import { grouped } from '../format.js';
import type {
  ReportData,
  ReportDiscoveredTask,
  ReportDiscovery,
  ReportDiscoveryFolder,
} from '../types.js';
import { type Block, name, plural } from './common.js';

/** Tasks listed by name in the head line, per list. */
const NAMED = 5;

/** Rows of the details' table of discovered tasks (the JSON report has every one). */
export const DISCOVERY_ROWS = 100;

function names(list: readonly string[]): string {
  const shown = list.slice(0, NAMED).map((n) => `\`${escapeCode(n, { maxLength: 40 })}\``);
  return (
    shown.join(', ') + (list.length > NAMED ? ` and ${grouped(list.length - NAMED)} more` : '')
  );
}

function layouts(folder: ReportDiscoveryFolder): string {
  const counts = new Map<string, number>();
  for (const t of folder.candidate.tasks)
    if (folder.compared.includes(t.name)) counts.set(t.layout, (counts.get(t.layout) ?? 0) + 1);
  return [...counts]
    .map(([layout, n]) => (counts.size === 1 ? layout : `${layout} ${n}`))
    .join(', ');
}

function folderLine(folder: ReportDiscoveryFolder, discovery: ReportDiscovery): string {
  const parts = [
    `📂 **${plural(folder.compared.length, 'task')}** found in both \`${escapeCode(folder.baseline.folder, { maxLength: 60 })}\` and \`${escapeCode(folder.candidate.folder, { maxLength: 60 })}\` (${layouts(folder)})`,
  ];
  if (folder.onlyInBaseline.length > 0)
    parts.push(
      `${grouped(folder.onlyInBaseline.length)} only in the baseline, not compared: ${names(folder.onlyInBaseline)}`,
    );
  if (folder.onlyInCandidate.length > 0)
    parts.push(
      `${grouped(folder.onlyInCandidate.length)} only in the candidate, not compared: ${names(folder.onlyInCandidate)}`,
    );
  const gated = folder.groups.filter((g) => g.role === 'gated');
  if (gated.length > 0)
    parts.push(
      `${gated
        .slice(0, NAMED)
        .map(
          (g) =>
            `**${name(g.name)}** gated as one comparison over its ${plural(g.members.length, 'task')}`,
        )
        .join(
          ', ',
        )}${gated.length > NAMED ? ` and ${grouped(gated.length - NAMED)} more groups` : ''} (all their questions: the micro-average; the tasks are report-only)`,
    );
  else if (discovery.groups === 'subtasks' && folder.groups.length > 0)
    parts.push(`groups report-only, their tasks gated one by one (\`groups: subtasks\`)`);
  return parts.join(' · ');
}

/**
 * `⚠️ **winogrande** compared, but lm-eval task config differs: …`: the tasks compared although
 * what they ran with differs between the sides, three named.
 */
function differencesLine(folder: ReportDiscoveryFolder): string | undefined {
  const differences = folder.differences ?? [];
  if (differences.length === 0) return undefined;
  const shown = differences
    .slice(0, 3)
    .map((x) => `**${name(x.task, 60)}** ${escapeMarkdown(x.note, { maxLength: 240 })}`);
  const more =
    differences.length > 3 ? ` · and ${grouped(differences.length - 3)} more in the warnings` : '';
  return `⚠️ ${shown.join(' · ')}${more}`;
}

/** The head's lines: one per pair of folders (three at most) and what differs, then Holm's K. */
export function discoveryLines(data: ReportData): string[] {
  const d = data.discovery;
  if (d === undefined) return [];
  const lines = d.folders.slice(0, 3).flatMap((f) => {
    const differences = differencesLine(f);
    return [folderLine(f, d), ...(differences !== undefined ? [differences] : [])];
  });
  if (d.folders.length > 3)
    lines.push(`… and ${grouped(d.folders.length - 3)} more pairs of folders`);
  if (d.holm === 'automatic')
    lines.push(
      `Holm over K = ${grouped(data.gatedComparisons)} gated comparisons, switched on because ${grouped(d.gatedComparisons)} are gated from discovered folders (set \`multiple-comparisons\` to choose)`,
    );
  else if (d.gatedComparisons > 1 && data.settings.rule === 'overlap')
    lines.push(
      `${grouped(d.gatedComparisons)} comparisons gated from discovered folders, each decided on its own by rule overlap (it has no p-values for Holm; rule paired or z adjust for K automatically)`,
    );
  return lines;
}

/** `filter strict-match, metric exact_match` (or the format alone). */
function readAs(t: ReportDiscoveredTask): string {
  const parts = [t.format];
  if (t.filter !== null) parts.push(`filter ${t.filter}`);
  if (t.metric !== null) parts.push(`${t.layout === 'helm' ? 'stat' : 'metric'} ${t.metric}`);
  if (t.split !== null) parts.push(`split ${t.split}`);
  return parts.join(', ');
}

function fileCell(t: ReportDiscoveredTask | undefined): string {
  if (t === undefined) return '—';
  const base = (f: string) => f.slice(f.lastIndexOf('/') + 1);
  const first = escapeMarkdown(base(t.files[0] ?? ''), { maxLength: 60 });
  const more = t.files.length > 1 ? ` +${grouped(t.files.length - 1)}` : '';
  const skipped = t.skipped.length > 0 ? ` (${grouped(t.skipped.length)} skipped)` : '';
  return `${first}${more}${skipped}`;
}

/** The details' section: per pair of folders, every task, how it was found and read. */
export function discoveryBlocks(data: ReportData): Block[] {
  const d = data.discovery;
  if (d === undefined) return [];
  const blocks: Block[] = [];
  for (const folder of d.folders) {
    const base = new Map(folder.baseline.tasks.map((t) => [t.name, t] as const));
    const cand = new Map(folder.candidate.tasks.map((t) => [t.name, t] as const));
    const rows = [...folder.compared, ...folder.onlyInBaseline, ...folder.onlyInCandidate];
    // A task's outermost group (mmlu, not mmlu_stem): the one with the most members.
    const groupOf = new Map<string, string>();
    for (const g of [...folder.groups].sort((a, b) => b.members.length - a.members.length))
      for (const m of g.members) if (!groupOf.has(m)) groupOf.set(m, g.name);
    const lines = [
      '| task | group | found by | read as | baseline | candidate |',
      '|:--|:--|:--|:--|:--|:--|',
    ];
    for (const task of rows.slice(0, DISCOVERY_ROWS)) {
      const t = cand.get(task) ?? base.get(task);
      if (t === undefined) continue;
      lines.push(
        `| ${name(task, 60)} | ${groupOf.has(task) ? name(groupOf.get(task) as string) : ''} | ${escapeMarkdown(`${t.layout}: ${t.rule}`, { maxLength: 160 })} | ${escapeMarkdown(readAs(t), { maxLength: 80 })} | ${fileCell(base.get(task))} | ${fileCell(cand.get(task))} |`,
      );
    }
    const groups = folder.groups.map(
      (g) =>
        `${name(g.name)} (${g.layout}, ${escapeMarkdown(g.source, { maxLength: 80 })}: ${plural(g.members.length, 'task')}, ${g.role})`,
    );
    const ignored = (side: 'baseline' | 'candidate') => {
      const s = folder[side];
      return s.ignored.count > 0
        ? `; ${grouped(s.ignored.count)} other file(s) in the ${side}'s folder not used`
        : '';
    };
    blocks.push({
      kind: 'text',
      lines: [
        `**Discovered tasks** in \`${escapeCode(folder.baseline.folder, { maxLength: 60 })}\` (baseline, ${plural(folder.baseline.files, 'file')}) and \`${escapeCode(folder.candidate.folder, { maxLength: 60 })}\` (candidate, ${plural(folder.candidate.files, 'file')}) · several runs of a task: ${d.timestamps === 'trials' ? 'all, as trials' : 'the newest'}${groups.length > 0 ? ` · groups: ${groups.join('; ')}` : ''}${ignored('baseline')}${ignored('candidate')}`,
      ],
    });
    blocks.push({ kind: 'table', lines });
    if (rows.length > DISCOVERY_ROWS)
      blocks.push({
        kind: 'text',
        lines: [
          `… ${grouped(rows.length - DISCOVERY_ROWS)} more tasks in the JSON report (\`discovery\`).`,
        ],
      });
  }
  return blocks;
}
