/**
 * The Markdown report: the PR comment and the job summary.
 *
 * Layout: a first line a reviewer understands in two seconds (verdict and worst regression), a
 * summary line, per benchmark a heading, a table (metric | baseline mu [lo, hi] | candidate mu
 * [lo, hi] | delta | rho | verdict) and a text forest plot of the intervals; then a collapsed
 * details section (settings, data sizes and alignment, trial budget, the questions that changed
 * most, warnings). Pure: data and options in, a string out.
 *
 * Size: at most `maxLength` (default 65,536, GitHub's comment limit). Over that the details go
 * first, then whole blocks are cut from the end with a visible note; a code block is kept or
 * dropped whole, a table is cut between rows (never inside one).
 */
import { MAX_BUDGET_TRIALS } from '../decision/decide.js';
import { ValidationError, showValue } from '../errors.js';
import { escapeMarkdown } from './escape.js';
import { fixed, formatInterval, formatRho, grouped, percent, signed } from './format.js';
import { renderForest } from './forest.js';
import type { ReportBenchmark, ReportComparison, ReportData } from './types.js';

/** GitHub's limit on an issue / PR comment body, in characters. */
export const COMMENT_LIMIT = 65_536;
/** GitHub's limit on a job summary, in bytes (1 MiB). */
export const SUMMARY_LIMIT = 1_048_576;

/** Options of `renderMarkdown`. */
export interface MarkdownOptions {
  /** Largest output size (default COMMENT_LIMIT), measured by `measure`. At least 2,000. */
  readonly maxLength?: number;
  /** `chars` (UTF-16 code units, what GitHub counts for comments; default) or `utf8` bytes. */
  readonly measure?: 'chars' | 'utf8';
  /** Where the full report can be found, for the truncation note (default: `report.json`). */
  readonly fullReportHint?: string;
  /** Width of the forest plot's axis (default 50). */
  readonly forestWidth?: number;
  /** Questions that changed most, shown per benchmark (default 5). */
  readonly changedQuestions?: number;
}

interface Block {
  readonly kind: 'text' | 'table' | 'code';
  readonly lines: readonly string[];
  /** Benchmark index the block belongs to (for the truncation note). */
  readonly benchmark?: number;
}

const ICON = { regression: '❌', improvement: '✅', 'no-change': '➖' } as const;

/** UTF-8 byte length of a string (no Buffer: this layer is pure). */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function ruleText(data: ReportData): string {
  const s = data.settings;
  return s.rule === 'overlap'
    ? `rule: the ${percent(s.confidence)} credible intervals must not overlap`
    : `rule: one-sided ranking confidence ρ ≥ ${fixed(s.minConfidence, 3)}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${grouped(n)} ${n === 1 ? one : many}`;
}

/** `aime24 pass@4 0.712 → 0.655 (-0.057, ρ >0.999)`, escaped. */
function changeText(benchmark: string, c: ReportComparison): string {
  return `${escapeMarkdown(benchmark, { maxLength: 60 })} ${escapeMarkdown(c.metric, { maxLength: 40 })} ${fixed(c.baseline.mu)} → ${fixed(c.candidate.mu)} (${signed(c.delta)}, ρ ${formatRho(c.rho)})`;
}

/** The first line: verdict and the worst regression (or the best improvement). */
export function headline(data: ReportData): string {
  const failing: { b: string; c: ReportComparison }[] = [];
  const improving: { b: string; c: ReportComparison }[] = [];
  for (const b of data.benchmarks)
    for (const c of b.comparisons) {
      if (c.fails) failing.push({ b: b.name, c });
      else if (c.gate && c.verdict === 'improvement') improving.push({ b: b.name, c });
    }
  const byDrop = (x: { c: ReportComparison }, y: { c: ReportComparison }) =>
    Math.abs(y.c.delta) - Math.abs(x.c.delta) || y.c.z - x.c.z;
  if (failing.length > 0) {
    failing.sort(byDrop);
    const worst = failing[0] as { b: string; c: ReportComparison };
    const more = failing.length > 1 ? ` and ${grouped(failing.length - 1)} more` : '';
    return `### ❌ Credible regression: ${changeText(worst.b, worst.c)}${more}`;
  }
  if (improving.length > 0) {
    improving.sort(byDrop);
    const best = improving[0] as { b: string; c: ReportComparison };
    return `### ✅ No credible regression · improvement: ${changeText(best.b, best.c)}`;
  }
  const n = data.summary.comparisons;
  const margin =
    data.summary.withinMargin > 0
      ? ` (${plural(data.summary.withinMargin, 'drop')} within the margin)`
      : '';
  return `### ✅ No credible regression: no credible change in ${plural(n, 'metric')}${margin}`;
}

function summaryLine(data: ReportData): string {
  const s = data.summary;
  const parts = [
    plural(s.regressions, 'credible regression'),
    plural(s.improvements, 'improvement'),
    `${grouped(s.unresolved)} without a credible change`,
  ];
  if (s.withinMargin > 0) parts.push(`${grouped(s.withinMargin)} within the margin`);
  if (s.reportOnly > 0) parts.push(`${grouped(s.reportOnly)} report-only`);
  const margin = data.settings.margin > 0 ? ` · margin ${data.settings.margin}` : '';
  return `**scorio eval** · ${plural(s.benchmarks, 'benchmark')} · ${plural(s.comparisons, 'metric')}: ${parts.join(', ')} · ${ruleText(data)}${margin}`;
}

function verdictCell(c: ReportComparison): string {
  // Report-only is marked in the metric cell.
  if (c.fails) return '❌ regression';
  if (c.withinMargin) return '⚠️ drop within margin';
  if (c.verdict === 'regression') return '⚠️ regression';
  if (c.verdict === 'improvement') return '✅ improvement';
  if (c.delta === 0) return '➖ no change';
  const b = c.budget;
  if (b?.kind === 'estimate' && b.trials !== null)
    return `➖ unresolved (~${grouped(b.trials)} trials/question)`;
  if (b?.kind === 'unreachable')
    return `➖ unresolved (>${grouped(MAX_BUDGET_TRIALS)} trials/question)`;
  return '➖ unresolved';
}

/** Δ, and for a bootstrap its paired percentile interval (what rule `overlap` judges then). */
function deltaCell(c: ReportComparison): string {
  const d = c.bootstrap?.delta;
  return d ? `${signed(c.delta)} [${signed(d.lo)}, ${signed(d.hi)}]` : signed(c.delta);
}

function metricCell(c: ReportComparison): string {
  const tags = [c.gate ? '' : 'report-only', c.uncertainty === 'bootstrap' ? 'bootstrap' : '']
    .filter((t) => t !== '')
    .join(', ');
  return `${escapeMarkdown(c.metric, { maxLength: 60 })}${tags === '' ? '' : ` *(${tags})*`}`;
}

function benchmarkHeading(b: ReportBenchmark): string {
  const text = {
    regression: 'credible regression',
    improvement: 'credible improvement',
    'no-change': 'no credible change',
  }[b.verdict];
  return `#### ${ICON[b.verdict]} ${escapeMarkdown(b.name)}: ${text}`;
}

function benchmarkTable(b: ReportBenchmark): string[] {
  const lines = [
    '| metric | baseline μ [lo, hi] | candidate μ [lo, hi] | Δ | ρ | verdict |',
    '|:--|--:|--:|--:|--:|:--|',
  ];
  for (const c of b.comparisons)
    lines.push(
      `| ${metricCell(c)} | ${formatInterval(c.baseline)} | ${formatInterval(c.candidate)} | ${deltaCell(c)} | ${formatRho(c.rho)} | ${verdictCell(c)} |`,
    );
  return lines;
}

function forestBlock(b: ReportBenchmark, data: ReportData, width?: number): string[] {
  const plot = renderForest(
    b.comparisons.map((c) => ({ label: c.metric, baseline: c.baseline, candidate: c.candidate })),
    width !== undefined ? { width } : {},
  );
  if (plot.length === 0) return [];
  return [
    '```text',
    `baseline [--o--]  candidate [==o==]  o = mean, [ ] = ${percent(data.settings.confidence)} interval`,
    '',
    ...plot,
    '```',
  ];
}

function budgetSentence(benchmark: string, c: ReportComparison): string | undefined {
  const b = c.budget;
  if (!b) return undefined;
  const who = `**${escapeMarkdown(benchmark, { maxLength: 60 })} · ${escapeMarkdown(c.metric, { maxLength: 60 })}**`;
  const now =
    b.currentTrials !== null ? ` at ${plural(b.currentTrials, 'trial')} per question` : '';
  const delta = `Δ ${signed(c.delta)}`;
  switch (b.kind) {
    case 'estimate':
      return `${who}: ${delta} is unresolved${now}; about ${plural(b.trials ?? 0, 'trial')} per question would resolve this${b.approximate ? ' (approximate: this metric’s σ does not shrink exactly like Bayes@N’s)' : ''}.`;
    case 'zero-difference':
      return `${who}: Δ is 0; no number of trials resolves a zero difference.`;
    case 'bootstrap':
      return `${who}: ${delta} is unresolved; its bootstrap σ reflects the sample of questions, which more trials per question do not shrink (more questions would).`;
    case 'unreachable':
      return `${who}: ${delta} is unresolved; more than ${grouped(MAX_BUDGET_TRIALS)} trials per question would be needed — the difference is too small to resolve by sampling more.`;
    case 'questions':
      return `${who}: ${delta} is unresolved; more trials would not help, about ${plural(b.questions ?? 0, 'question')} would.`;
    case 'negligible':
      return undefined;
    case 'unknown':
      return `${who}: ${delta} is unresolved.`;
  }
}

function sizeText(side: ReportBenchmark['baseline']): string {
  const n =
    side.trials.min === side.trials.max
      ? grouped(side.trials.min)
      : `${grouped(side.trials.min)}–${grouped(side.trials.max)}`;
  const d = side.priorTrials > 0 ? `, D = ${grouped(side.priorTrials)}` : '';
  return `${grouped(side.questions)} × ${n}, C = ${side.maxLabel}${d}`;
}

function idList(ids: readonly string[], total: number): string {
  const shown = ids.slice(0, 10).map((id) => escapeMarkdown(id, { maxLength: 40 }));
  const rest = total - shown.length;
  return shown.join(', ') + (rest > 0 ? `, … (${grouped(rest)} more)` : '');
}

function detailsBlocks(data: ReportData, changedLimit: number): Block[] {
  const s = data.settings;
  const blocks: Block[] = [];
  const text = (...lines: string[]) => blocks.push({ kind: 'text', lines });
  text(
    '<details>',
    '<summary>Details: settings, data, trial budget, questions that changed most</summary>',
  );
  const rule =
    s.rule === 'overlap'
      ? `overlap (a credible change when the ${percent(s.confidence)} credible intervals do not overlap)`
      : `z (a credible change when Δ ≠ 0 and ρ = Φ(|Δ| / √(σ_b² + σ_c²)) ≥ ${s.minConfidence})`;
  text(
    `**Settings** · rule ${rule} · confidence ${s.confidence} · margin ${s.margin} (credible drops smaller than this do not fail) · alignment ${s.align}`,
  );

  const data_lines = [
    '| benchmark | weights | baseline M × N | candidate M × N | compared | only in baseline | only in candidate |',
    '|:--|:--|--:|--:|--:|--:|--:|',
  ];
  for (const b of data.benchmarks)
    data_lines.push(
      `| ${escapeMarkdown(b.name, { maxLength: 60 })} | ${b.weights ? b.weights.join(', ') : '0, 1'} | ${sizeText(b.baseline)} | ${sizeText(b.candidate)} | ${grouped(b.alignment.common)} | ${grouped(b.alignment.onlyInBaselineCount)} | ${grouped(b.alignment.onlyInCandidateCount)} |`,
    );
  text('**Data** (M questions × N trials per question, labels 0..C)');
  blocks.push({ kind: 'table', lines: data_lines });

  const files: string[] = [];
  for (const b of data.benchmarks) {
    const list = (paths: readonly string[]) =>
      paths
        .slice(0, 5)
        .map((p) => escapeMarkdown(p, { maxLength: 100 }))
        .join(', ') + (paths.length > 5 ? `, … (${paths.length - 5} more)` : '');
    files.push(
      `- ${escapeMarkdown(b.name, { maxLength: 60 })}: baseline ${list(b.baseline.files)}; candidate ${list(b.candidate.files)}`,
    );
    if (b.alignment.onlyInBaselineCount > 0)
      files.push(
        `  - only in baseline: ${idList(b.alignment.onlyInBaseline, b.alignment.onlyInBaselineCount)}`,
      );
    if (b.alignment.onlyInCandidateCount > 0)
      files.push(
        `  - only in candidate: ${idList(b.alignment.onlyInCandidate, b.alignment.onlyInCandidateCount)}`,
      );
  }
  if (files.length > 0) text('**Files**', '', ...files);

  const budget: string[] = [];
  for (const b of data.benchmarks)
    for (const c of b.comparisons) {
      const sentence = budgetSentence(b.name, c);
      if (sentence) budget.push(`- ${sentence}`);
    }
  text(
    '**Trial budget** (σ shrinks like 1/√(T+1), T = 1 + C + D + N; spend more trials only where a difference is still unresolved)',
    '',
    ...(budget.length > 0 ? budget : ['- Every comparison is resolved.']),
  );

  const changed = ['| benchmark | question | baseline | candidate | Δ |', '|:--|:--|--:|--:|--:|'];
  for (const b of data.benchmarks)
    for (const q of b.changedQuestions.slice(0, changedLimit))
      changed.push(
        `| ${escapeMarkdown(b.name, { maxLength: 40 })} | ${escapeMarkdown(q.id, { maxLength: 60 })} | ${fixed(q.baseline)} | ${fixed(q.candidate)} | ${signed(q.delta)} |`,
      );
  text('**Questions that changed most** (mean score over the trials of each question)');
  if (changed.length > 2) blocks.push({ kind: 'table', lines: changed });
  else text('No question changed its mean score.');

  if (data.warnings.length > 0)
    text(
      '**Warnings**',
      '',
      ...data.warnings.slice(0, 50).map((w) => `- ${escapeMarkdown(w, { maxLength: 300 })}`),
    );
  text('</details>');
  return blocks;
}

function footer(data: ReportData): string {
  const when =
    data.generatedAt !== null ? ` · ${escapeMarkdown(data.generatedAt, { maxLength: 40 })}` : '';
  // Tool name and version are ours (package.json), not user input.
  return `<sub>${data.tool.name} ${data.tool.version} · report schema ${data.schema}${when}</sub>`;
}

function join(blocks: readonly Block[]): string {
  return `${blocks.map((b) => b.lines.join('\n')).join('\n\n')}\n`;
}

/**
 * Renders the Markdown report within `maxLength`.
 *
 * @example renderMarkdown(report).split('\n')[0] // '### ❌ Credible regression: aime24 bayes 0.712 → 0.655 (-0.057, ρ 0.990)'
 */
export function renderMarkdown(data: ReportData, options: MarkdownOptions = {}): string {
  const maxLength = options.maxLength ?? COMMENT_LIMIT;
  if (!Number.isInteger(maxLength) || maxLength < 2000)
    throw new ValidationError(
      `maxLength must be an integer >= 2000; got ${showValue(maxLength)}.`,
      'maxLength',
    );
  const size = options.measure === 'utf8' ? utf8Length : (s: string) => s.length;

  const head: Block[] = [{ kind: 'text', lines: [headline(data), '', summaryLine(data)] }];
  const body: Block[] = [];
  data.benchmarks.forEach((b, i) => {
    body.push({ kind: 'text', lines: [benchmarkHeading(b)], benchmark: i });
    body.push({ kind: 'table', lines: benchmarkTable(b), benchmark: i });
    const forest = forestBlock(b, data, options.forestWidth);
    if (forest.length > 0) body.push({ kind: 'code', lines: forest, benchmark: i });
  });
  const details = detailsBlocks(data, options.changedQuestions ?? 5);
  const foot: Block = { kind: 'text', lines: [footer(data)] };

  const full = join([...head, ...body, ...details, foot]);
  if (size(full) <= maxLength) return full;

  const hint = options.fullReportHint ?? 'report.json';
  const omitted: Block = {
    kind: 'text',
    lines: [
      `*Details omitted to fit the ${grouped(maxLength)}-character limit; the full report is in ${escapeMarkdown(hint)}.*`,
    ],
  };
  const short = join([...head, ...body, omitted, foot]);
  if (size(short) <= maxLength) return short;

  // Truncate: keep whole blocks (tables may stop between rows) while the note still fits.
  const total = data.benchmarks.length;
  const note = (shown: number): Block => ({
    kind: 'text',
    lines: [
      `> **⚠️ Report truncated** to fit the ${grouped(maxLength)}-character limit: ${grouped(shown)} of ${grouped(total)} benchmarks shown in full. The full report is in ${escapeMarkdown(hint)}.`,
    ],
  });
  const reserve = size(join([note(total), foot])) + 2;
  const kept: Block[] = [];
  let used = size(join(head)) - 1;
  kept.push(...head);
  const fits = (block: Block): boolean =>
    used + 2 + size(block.lines.join('\n')) + reserve <= maxLength;
  for (const block of body) {
    if (fits(block)) {
      kept.push(block);
      used += 2 + size(block.lines.join('\n'));
      continue;
    }
    if (block.kind === 'table') {
      // Header + separator + as many whole rows as fit.
      const lines = [...block.lines.slice(0, 2)];
      for (const row of block.lines.slice(2)) {
        const next = { ...block, lines: [...lines, row] };
        if (!fits(next)) break;
        lines.push(row);
      }
      if (lines.length > 2) kept.push({ ...block, lines, benchmark: -1 });
    }
    break;
  }
  // A heading whose table did not fit at all goes too.
  const last = kept[kept.length - 1];
  if (last && last.kind === 'text' && last.benchmark !== undefined && last.benchmark >= 0)
    kept.pop();
  // A benchmark is "shown in full" when all its blocks made it.
  let shown = 0;
  data.benchmarks.forEach((_, i) => {
    const all = body.filter((b) => b.benchmark === i).length;
    const got = kept.filter((b) => b.benchmark === i).length;
    if (all > 0 && got === all) shown++;
  });
  return join([...kept, note(shown), foot]);
}
