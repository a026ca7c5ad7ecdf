/**
 * The leaderboard report (pure): Markdown (a ranked table with interval-aware groups, a text
 * interval chart, the pairwise rho matrix) and JSON (schema `scorio-eval-leaderboard/1`, see
 * docs/leaderboard.md) of one or more leaderboards computed by `rankModels`.
 *
 * Every model, benchmark and metric name goes through `escapeMarkdown` (text, table cells) or
 * `escapeCode` (the chart's code block). Renderers read no clock and no environment: the tool
 * name, version and timestamp come in through the options.
 */
import type { Leaderboard, RankedModel } from '../decision/rank.js';
import { ValidationError, showValue } from '../errors.js';
import { escapeCode, escapeMarkdown, textWidth } from './escape.js';
import { intervalAxis } from './forest.js';
import { budgetCell, greedyLine, name, notes } from './leaderboard-notes.js';
import { fixed, formatInterval, formatRho, grouped, largest, percent } from './format.js';
import { COMMENT_LIMIT, utf8Length } from './markdown.js';

/** The leaderboard JSON's schema identifier (docs/leaderboard.md). */
export const LEADERBOARD_SCHEMA = 'scorio-eval-leaderboard/1';

/** Who rendered the report and when (passed in: renderers never read the clock). */
export interface LeaderboardMeta {
  /** Tool name and version for the footer and the JSON (e.g. from package.json). */
  readonly tool?: { readonly name: string; readonly version: string };
  /** ISO timestamp. */
  readonly generatedAt?: string;
}

/** The JSON leaderboard report: this object, serialized. */
export interface LeaderboardReport {
  readonly schema: typeof LEADERBOARD_SCHEMA;
  readonly tool: { readonly name: string; readonly version: string } | null;
  readonly generatedAt: string | null;
  /** One leaderboard per benchmark x metric, as `rankModels` returned them. */
  readonly leaderboards: readonly Leaderboard[];
}

/** Options of {@link renderLeaderboardMarkdown}. */
export interface LeaderboardMarkdownOptions extends LeaderboardMeta {
  /** Largest output size (default 65,536, GitHub's comment limit), measured by `measure`. At least 2,000. */
  readonly maxLength?: number;
  /** `chars` (UTF-16 code units; default) or `utf8` bytes (job summaries). */
  readonly measure?: 'chars' | 'utf8';
  /** Width of the interval chart's axis (default 50). */
  readonly chartWidth?: number;
  /** The rho matrix is shown for leaderboards of at most this many models (default 12). */
  readonly matrixLimit?: number;
  /** Where the full report can be found, for the truncation note (default `leaderboard.json`). */
  readonly fullReportHint?: string;
}

/**
 * The JSON report's object: the leaderboards with the schema, tool and timestamp.
 *
 * @example buildLeaderboardReport([board], { generatedAt: '2026-01-01T00:00:00Z' }).schema
 *   // 'scorio-eval-leaderboard/1'
 */
export function buildLeaderboardReport(
  boards: readonly Leaderboard[],
  meta: LeaderboardMeta = {},
): LeaderboardReport {
  return {
    schema: LEADERBOARD_SCHEMA,
    tool: meta.tool ? { name: meta.tool.name, version: meta.tool.version } : null,
    generatedAt: meta.generatedAt ?? null,
    leaderboards: boards,
  };
}

/**
 * Serializes the leaderboards (schema `scorio-eval-leaderboard/1`): two-space indented JSON;
 * infinite numbers (z of two exact, different values) become null, as JSON has no Infinity.
 *
 * @example JSON.parse(renderLeaderboardJson([board])).leaderboards[0].models[0].rank // 1
 */
export function renderLeaderboardJson(
  boards: readonly Leaderboard[],
  meta: LeaderboardMeta = {},
): string {
  const report = buildLeaderboardReport(boards, meta);
  return `${JSON.stringify(report, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`;
}

// ---------------------------------------------------------------------------------------------
// Markdown.

/** The rule as it decided every pair: its statistic and threshold, as `rankModels` applied it. */
export function ruleText(board: Leaderboard): string {
  const s = board.settings;
  if (s.rule === 'overlap')
    return `rule: the ${percent(s.confidence)} credible intervals must not overlap`;
  const holm = board.claims.adjustment === 'holm' && board.claims.pairs > 1;
  const adjusted = holm ? `, Holm-adjusted over the ${grouped(board.claims.pairs)} pairs,` : '';
  if (s.rule === 'paired')
    return `rule: paired test on the per-question scores (t, or McNemar at one 0/1 trial): one-sided p${adjusted} below α = ${fixed(board.claims.level ?? 0, 3)}`;
  return holm
    ? `rule: one-sided ranking confidence ρ: 1 − ρ${adjusted} below ${fixed(board.claims.level ?? 0, 3)}`
    : `rule: one-sided ranking confidence ρ ≥ ${fixed(s.minConfidence, 3)}`;
}

/**
 * How often a pair claim (a bold mark, "credibly first", the groups, the verdict) can be wrong,
 * as the settings bound it (see PairClaims).
 */
export function claimsText(board: Leaderboard): string {
  const c = board.claims;
  if (c.perPairBound === null) return 'false orders: none possible (every σ is 0)';
  if (c.pairs <= 1) return `a false order: ≤ ${percentBound(c.perPairBound)}`;
  const pairs = `${grouped(c.pairs)} pairs`;
  if (c.adjustment === 'holm')
    return `false orders: ≤ ${percentBound(c.familyBound ?? 1)} for all ${pairs} together (Holm)`;
  const why =
    board.settings.rule === 'overlap'
      ? 'rule overlap has no p-value'
      : 'multiple-comparisons: none';
  return `false orders: ≤ ${percentBound(c.perPairBound)} per pair, ${pairs}, not adjusted (${why})`;
}

/** A bound as a percentage: `2%`, `0.56%`, `<0.01%`. */
function percentBound(p: number): string {
  if (p >= 0.1) return `${Number((p * 100).toFixed(0))}%`;
  if (p >= 0.0001) return `${Number((p * 100).toPrecision(2))}%`;
  return '<0.01%';
}

/** What the board is ranked by: Bayes@N without a prior is ranked on the mean score. */
function scaleText(board: Leaderboard): string {
  switch (board.scale) {
    case 'mean-score':
      return 'ranked by mean score';
    case 'posterior':
      return 'ranked by posterior mean';
    case 'metric':
      return "ranked by the metric's estimate";
  }
}

/** A p-value for a table cell: `<0.001` below a thousandth. */
function formatP(p: number): string {
  return p < 0.001 ? '<0.001' : fixed(p, 3);
}

/** `gsm8k · bayes`, escaped; empty when neither is set. */
function boardTitle(board: Leaderboard): string {
  return [board.benchmark, board.metric]
    .filter((t): t is string => t !== null && t !== '')
    .map((t) => name(t))
    .join(' · ');
}

/**
 * One line a reviewer reads in two seconds: who leads, and whether credibly. Derived from the
 * same pair decisions as the table, the groups and the verdict: it never says "no credible
 * order" when a pair is ordered.
 */
function leadText(board: Leaderboard): string {
  const top = board.groups[0];
  const n = board.models.length;
  if (!top || n === 1) return `${grouped(n)} model`;
  if (top.models.length === 1)
    return `**${name(top.models[0] as string)}** is credibly first of ${grouped(n)} models`;
  const shown = top.models.slice(0, 3).map((m) => `**${name(m)}**`);
  const more = top.models.length > 3 ? ` and ${grouped(top.models.length - 3)} more` : '';
  const ordered = top.resolvedPairs;
  const inside =
    ordered > 0
      ? `; ${grouped(ordered)} ${ordered === 1 ? 'pair' : 'pairs'} in it ${ordered === 1 ? 'is' : 'are'} credibly ordered (named below)`
      : '';
  if (top.models.length === n)
    return ordered === 0
      ? `no credible order: all ${grouped(n)} models share one group`
      : `no credible winner: all ${grouped(n)} models share one group${inside}`;
  return `no credible winner: ${shown.join(', ')}${more} share the top group of ${grouped(n)} models${inside}`;
}

/** Rule paired shows p-values (what it decides on) where the other rules show ρ. */
function showsP(board: Leaderboard): boolean {
  return board.settings.rule === 'paired';
}

function pHeader(board: Leaderboard): string {
  return board.claims.adjustment === 'holm' && board.claims.pairs > 1 ? 'Holm p' : 'p';
}

function rankTable(board: Leaderboard): string[] {
  const stat = showsP(board) ? `${pHeader(board)} vs next` : 'ρ vs next';
  const lines = [
    `| rank | group | model | μ [lo, hi] | ${stat} | to resolve vs next |`,
    '|--:|--:|:--|--:|--:|:--|',
  ];
  for (const m of board.models) {
    const next = m.next;
    const p = next?.adjustedPValue ?? next?.pValue ?? null;
    const value = next ? (showsP(board) && p !== null ? formatP(p) : formatRho(next.rho)) : '—';
    const budget = next ? budgetCell(next.budget, next.resolved) : '—';
    lines.push(
      `| ${m.rank} | ${m.group} | ${name(m.name)} | ${formatInterval(m.interval)} | ${value} | ${budget} |`,
    );
  }
  return lines;
}

/**
 * The interval chart: one line per model (rank, group, name, `[---o---]` on a shared axis),
 * a blank line between groups. Text for a code block; labels through `escapeCode`.
 */
export function renderIntervalChart(
  board: Leaderboard,
  options: { width?: number } = {},
): string[] {
  const axis = intervalAxis(
    board.models.flatMap((m) => [m.interval.lo, m.interval.hi, m.interval.mu]),
    Math.max(20, options.width ?? 50),
  );
  if (!axis) return [];
  const labels = board.models.map(
    (m) => `${m.rank}`.padStart(3) + `  g${m.group}  ` + escapeCode(m.name, { maxLength: 24 }),
  );
  const labelWidth = largest(labels.map(textWidth));
  const indent = ' '.repeat(labelWidth + 1);

  const out = [`${indent}${axis.tickLine}`, `${indent}${axis.axisLine}`];
  board.models.forEach((m: RankedModel, i) => {
    if (i > 0 && board.models[i - 1]?.group !== m.group) out.push('');
    const label = labels[i] as string;
    out.push(
      `${label}${' '.repeat(labelWidth - textWidth(label) + 1)}${axis.bar(m.interval, '-')}`.trimEnd(),
    );
  });
  return out;
}

function chartBlock(board: Leaderboard, width?: number): string[] {
  const chart = renderIntervalChart(board, width !== undefined ? { width } : {});
  if (chart.length === 0) return [];
  return [
    '```text',
    `rank  group  model   [--o--] = mean and ${percent(board.settings.confidence)} interval; groups apart`,
    '',
    ...chart,
    '```',
  ];
}

function matrixBlock(board: Leaderboard): string[] {
  const n = board.models.length;
  const p = showsP(board);
  const header = `| ${p ? pHeader(board) : 'ρ'} | ${board.models.map((m) => `#${m.position}`).join(' | ')} |`;
  const lines = [header, `|:--|${board.models.map(() => '--:').join('|')}|`];
  for (let i = 0; i < n; i++) {
    const m = board.models[i] as RankedModel;
    const cells: string[] = [];
    for (let j = 0; j < n; j++) {
      const value = p
        ? (board.adjustedPValue[i]?.[j] ?? board.pValue[i]?.[j] ?? null)
        : (board.rho[i]?.[j] ?? null);
      if (value === null) cells.push('—');
      else {
        const text = p ? formatP(value) : formatRho(value);
        cells.push(board.resolved[i]?.[j] ? `**${text}**` : text);
      }
    }
    lines.push(`| #${m.position} ${name(m.name)} | ${cells.join(' | ')} |`);
  }
  return lines;
}

interface Block {
  readonly kind: 'text' | 'table' | 'code' | 'details';
  readonly lines: readonly string[];
}

function boardBlocks(
  board: Leaderboard,
  multiple: boolean,
  options: LeaderboardMarkdownOptions,
): { main: Block[]; details: Block[] } {
  const title = boardTitle(board);
  const main: Block[] = [];
  if (multiple || title !== '')
    main.push({
      kind: 'text',
      lines: [`#### ${title !== '' ? `${title}: ` : ''}${leadText(board)}`],
    });
  main.push({ kind: 'table', lines: rankTable(board) });
  const chart = chartBlock(board, options.chartWidth);
  if (chart.length > 0) main.push({ kind: 'code', lines: chart });
  const greedy = greedyLine(board);
  if (greedy.length > 0) main.push({ kind: 'text', lines: greedy });
  const details: Block[] = [];
  const extra = notes(board);
  const limit = options.matrixLimit ?? 12;
  if (board.models.length > 1 && board.models.length <= limit)
    details.push(
      {
        kind: 'details',
        lines: [
          '<details>',
          `<summary>${showsP(board) ? `${pHeader(board)}-value` : 'ρ'} between every pair${title !== '' ? ` (${title})` : ''}: bold = credibly ordered under the rule</summary>`,
        ],
      },
      { kind: 'table', lines: matrixBlock(board) },
      ...(extra.length > 0 ? [{ kind: 'text' as const, lines: extra }] : []),
      { kind: 'details', lines: ['</details>'] },
    );
  else if (extra.length > 0) details.push({ kind: 'text', lines: extra });
  return { main, details };
}

function join(blocks: readonly Block[]): string {
  return `${blocks.map((b) => b.lines.join('\n')).join('\n\n')}\n`;
}

/**
 * Renders the leaderboards as Markdown within `maxLength`: a headline, then per leaderboard a
 * table (rank | group | model | μ [lo, hi] | ρ vs next | trials to resolve vs next), an interval
 * chart and a collapsed ρ matrix. Over the limit the ρ matrices go first, then the charts, then
 * table rows are cut (whole rows only) with a visible note.
 *
 * @example renderLeaderboardMarkdown([board]).split('\n')[0]
 *   // '### 🏆 Leaderboard: **a** is credibly first of 3 models'
 */
export function renderLeaderboardMarkdown(
  boards: readonly Leaderboard[],
  options: LeaderboardMarkdownOptions = {},
): string {
  const maxLength = options.maxLength ?? COMMENT_LIMIT;
  if (!Number.isInteger(maxLength) || maxLength < 2000)
    throw new ValidationError(
      `maxLength must be an integer >= 2000; got ${showValue(maxLength)}.`,
      'maxLength',
    );
  if (boards.length === 0)
    throw new ValidationError('boards must hold at least one leaderboard; got [].', 'boards');
  const size = options.measure === 'utf8' ? utf8Length : (s: string) => s.length;
  const multiple = boards.length > 1;
  const first = boards[0] as Leaderboard;
  const models = largest(boards.map((b) => b.models.length));
  const headline = multiple
    ? `### 🏆 Leaderboards: ${grouped(boards.length)} benchmark × metric tables, up to ${grouped(models)} models`
    : `### 🏆 Leaderboard: ${leadText(first)}`;
  const scales = new Set(boards.map((b) => b.scale));
  const ranked =
    scales.size === 1
      ? scaleText(first)
      : "each table ranked by its metric's estimate (Bayes@N by mean score)";
  // The rule and the pairs are the same on every board; overlap's per-pair rate depends on the σ's.
  const loosest = boards.reduce((a, b) =>
    (b.claims.perPairBound ?? 0) > (a.claims.perPairBound ?? 0) ? b : a,
  );
  const summary = `**scorio eval** · ${ranked} · ${ruleText(first)} · ${claimsText(loosest)} · every model in a higher group is credibly better than every model in a lower one; inside a group, only the pairs named below are credibly ordered`;
  const head: Block = { kind: 'text', lines: [headline, '', summary] };
  const meta: string[] = [];
  if (options.tool) meta.push(`${options.tool.name} ${options.tool.version}`);
  meta.push(`leaderboard schema ${LEADERBOARD_SCHEMA}`);
  if (options.generatedAt) meta.push(escapeMarkdown(options.generatedAt, { maxLength: 40 }));
  const foot: Block = { kind: 'text', lines: [`<sub>${meta.join(' · ')}</sub>`] };

  const parts = boards.map((b) => boardBlocks(b, multiple, options));
  const full = join([head, ...parts.flatMap((p) => [...p.main, ...p.details]), foot]);
  if (size(full) <= maxLength) return full;

  const hint = escapeMarkdown(options.fullReportHint ?? 'leaderboard.json');
  const note = (what: string): Block => ({
    kind: 'text',
    lines: [
      `> **⚠️ Shortened** to fit the ${grouped(maxLength)}-character limit: ${what}. The full leaderboard is in ${hint}.`,
    ],
  });
  const noDetails = join([head, ...parts.flatMap((p) => p.main), note('ρ matrices omitted'), foot]);
  if (size(noDetails) <= maxLength) return noDetails;
  const tablesOnly = parts.flatMap((p) => p.main.filter((b) => b.kind !== 'code'));
  const noCharts = join([head, ...tablesOnly, note('ρ matrices and charts omitted'), foot]);
  if (size(noCharts) <= maxLength) return noCharts;

  // Cut table rows (whole rows) from the end until the note fits.
  const cutNote = note('ρ matrices and charts omitted, tables cut');
  const reserve = size(join([cutNote, foot])) + 2;
  const kept: Block[] = [head];
  let used = size(join([head])) - 1;
  for (const block of tablesOnly) {
    const cost = 2 + size(block.lines.join('\n'));
    if (used + cost + reserve <= maxLength) {
      kept.push(block);
      used += cost;
      continue;
    }
    if (block.kind === 'table') {
      const lines = [...block.lines.slice(0, 2)];
      let rowsUsed = 2 + size(lines.join('\n'));
      for (const row of block.lines.slice(2)) {
        if (used + rowsUsed + 1 + size(row) + reserve > maxLength) break;
        lines.push(row);
        rowsUsed += 1 + size(row);
      }
      if (lines.length > 2) kept.push({ kind: 'table', lines });
    }
    break;
  }
  return join([...kept, cutNote, foot]);
}
