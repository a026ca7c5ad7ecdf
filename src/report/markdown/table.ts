/**
 * The gated comparisons: one table (values on one scale, Δ, the verdict), one chart of Δ with its
 * interval, and the trend of the base branch's earlier runs.
 */
import { escapeCode, escapeMarkdown } from '../escape.js';
import { intervalAxis } from '../forest.js';
import { grouped, largest, smallest } from '../format.js';
import type { ReportComparison, ReportData } from '../types.js';
import {
  type Block,
  changeText,
  deltaLevel,
  metricText,
  name,
  NBSP,
  pct,
  points,
  type Row,
} from './common.js';

/** The verdict cell: four words, four symbols (and the margin and paired n/a cases). */
export function verdictCell(c: ReportComparison): string {
  if (c.fails) return '❌ regression';
  if (c.accepted === true) return '☑️ accepted';
  if (c.pairedNotApplicable) return 'n/a (corpus-level)';
  if (c.withinMargin) return '⚠️ drop within margin';
  if (c.verdict === 'regression') return '❌ regression (report-only)';
  if (c.verdict === 'improvement') return '✅ improvement';
  if (c.resolution === 'negligible') return '➖ no credible change';
  if (c.limitation === 'one-question') return `❓ can't tell (1${NBSP}question)`;
  if (c.limitation === 'too-few-questions')
    return `❓ can't tell (${grouped(c.paired?.questions ?? 0)}${NBSP}questions: too few)`;
  if (c.limitation === 'no-visible-drop') return `❓ can't tell (no drop is visible)`;
  // "(≥ x)": the drop the gate sees, kept short so that the table fits 780 px (the legend says it).
  const sees = c.detectableDrop !== null ? ` (≥${NBSP}${pct(c.detectableDrop)})` : '';
  return `❓ can't tell${sees}`;
}

/** `70.1 [67.4, 72.8] → 64.2 [61.3, 67.0]`, never broken across lines. */
export function valuesCell(c: ReportComparison): string {
  const side = (iv: { mu: number; lo: number; hi: number }) =>
    `${pct(iv.mu)} [${pct(iv.lo)},${NBSP}${pct(iv.hi)}]`;
  return `${side(c.baseline)} → ${side(c.candidate)}`.replace(/ /g, NBSP);
}

export function mainTable(rows: readonly Row[]): Block {
  const lines = [
    // "points" under the widest column, not "pp" over Δ's: the table must fit GitHub's 780 px
    // column without wrapping (measured with npm run preview).
    `| benchmark | metric | baseline → candidate, points | Δ | verdict |`,
    '|:--|:--|:--|--:|:--|',
  ];
  for (const r of rows)
    lines.push(
      `| ${name(r.benchmark)} | ${name(metricText(r.c, r.weights, 'short'), 40)} | ${valuesCell(r.c)} | ${points(r.c.rawDelta)} | ${verdictCell(r.c)} |`,
    );
  return { kind: 'table', lines };
}

/** The raw Δ of every gated comparison with its interval, on one axis with 0 marked. */
export function chartBlock(
  rows: readonly Row[],
  data: ReportData,
  width: number,
): Block | undefined {
  const drawn = rows.filter((r) =>
    [r.c.rawDelta, r.c.rawInterval.lo, r.c.rawInterval.hi].every(Number.isFinite),
  );
  if (drawn.length === 0) return undefined;
  const ivs = drawn.map((r) => ({
    mu: r.c.rawDelta * 100,
    lo: r.c.rawInterval.lo * 100,
    hi: r.c.rawInterval.hi * 100,
  }));
  const axis = intervalAxis([0, ...ivs.flatMap((iv) => [iv.lo, iv.hi])], width);
  if (!axis) return undefined;
  const labels = drawn.map((r) =>
    escapeCode(`${r.benchmark} ${metricText(r.c, r.weights, 'short')}`, { maxLength: 28 }),
  );
  const pad = largest(labels.map((l) => Array.from(l).length)) + 2;
  const zero = axis.bar({ mu: 0, lo: 0, hi: 0 }, ' ').length - 1;
  const mark = (line: string): string => {
    const chars = Array.from(line.padEnd(zero + 1, ' '));
    if (chars[zero] === ' ') chars[zero] = '|';
    return chars.join('').trimEnd();
  };
  const level = `${deltaLevel(data)} interval`;
  return {
    kind: 'code',
    lines: [
      '```text',
      `Δ in points (candidate − baseline): [---o---] = Δ and its ${level}, | = no change`,
      '',
      `${' '.repeat(pad)}${axis.tickLine}`,
      `${' '.repeat(pad)}${axis.axisLine}`,
      ...drawn.map(
        (r, i) =>
          `${(labels[i] as string).padEnd(pad)}${mark(axis.bar(ivs[i] as (typeof ivs)[number], '-'))}`,
      ),
      '```',
    ],
  };
}

export const SPARKS = '▁▂▃▄▅▆▇█';

/**
 * `▂▃▅▅▆` for a series: each value's height between the lowest and the highest of the series
 * and the extra values (the candidate, the baseline's band), so the candidate can be read
 * against the trend.
 */
export function sparkline(series: readonly number[], extra: readonly number[] = []): string {
  const all = [...series, ...extra].filter(Number.isFinite);
  if (all.length === 0) return '';
  const lo = smallest(all);
  const hi = largest(all);
  return series
    .map((v) => SPARKS[hi - lo < 1e-12 ? 3 : Math.round(((v - lo) / (hi - lo)) * 7)] ?? '')
    .join('');
}

/** Per gated metric with history: the baseline over earlier runs, then the candidate. */
export function trendBlock(rows: readonly Row[]): Block | undefined {
  const lines: string[] = [];
  for (const r of rows) {
    const t = r.c.trend;
    if (!t || t.length === 0) continue;
    const runs = `${escapeMarkdown(t[0]?.label ?? '', { maxLength: 12 })}–${escapeMarkdown(t[t.length - 1]?.label ?? '', { maxLength: 12 })}`;
    lines.push(
      `- **${changeText(r).replace(/ [+-][\d.]+\u00a0pp$/, '')}**: \`${sparkline(
        t.map((p) => p.mu),
        [r.c.candidate.mu, r.c.baseline.lo, r.c.baseline.hi],
      )}\` baseline over runs ${runs} (${pct(smallest(t.map((p) => p.mu)))}–${pct(largest(t.map((p) => p.mu)))}) → candidate ${pct(r.c.candidate.mu)}; this baseline ${pct(r.c.baseline.mu)} [${pct(r.c.baseline.lo)}, ${pct(r.c.baseline.hi)}]`,
    );
  }
  if (lines.length === 0) return undefined;
  return {
    kind: 'text',
    lines: ['**Trend** (the base branch’s earlier runs, oldest first)', '', ...lines],
  };
}
