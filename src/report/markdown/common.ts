/**
 * What every section of the Markdown report shares: GitHub's size limits, the row of a gated
 * comparison and its order of severity, how numbers and names are written, one scale per row
 * (`metricText`, `deltaCell`), and how blocks are joined.
 */
import { escapeMarkdown } from '../escape.js';
import { fixed, grouped, percent, signed } from '../format.js';
import type { ReportComparison, ReportData } from '../types.js';

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
  /** Width of the chart's axis (default 40). */
  readonly chartWidth?: number;
  /** Questions that changed most, shown per benchmark in the details (default 5). */
  readonly changedQuestions?: number;
  /** Questions that broke, shown per regressed benchmark (default 10). */
  readonly brokenQuestions?: number;
  /**
   * A link for each question id: an http(s) URL with `{id}` where the URL-encoded id goes (e.g. a
   * dataset viewer). Anything else is ignored.
   */
  readonly questionsUrl?: string;
}

export interface Block {
  readonly kind: 'text' | 'table' | 'code';
  readonly lines: readonly string[];
}

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

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${grouped(n)} ${n === 1 ? one : many}`;
}

/** Percentage points with one decimal: `-6.0`, `+0.4`, `0.0`. */
export function points(x: number): string {
  // A value a metric could not give (e.g. the raw interval of a corpus-level metric) is a dash,
  // never "NaN" in a comment.
  return Number.isFinite(x) ? signed(x * 100, 1) : '—';
}

/** A value in points without a sign: `70.1`. */
export function pct(x: number): string {
  return fixed(x * 100, 1);
}

export const NBSP = '\u00a0';

/** One gated comparison and its benchmark, for the table and the chart. */
export interface Row {
  readonly benchmark: string;
  readonly c: ReportComparison;
  /** The benchmark's rubric weights (null: 0/1 outcomes). */
  readonly weights: readonly number[] | null;
}

/** The verdict category of a comparison (what the table says). */
export type Category =
  'regression' | 'accepted' | 'drop-unseen' | 'improvement' | 'within-margin' | 'other';

export function category(c: ReportComparison): Category {
  if (c.fails) return 'regression';
  if (c.accepted === true) return 'accepted';
  if (c.verdict === 'improvement') return 'improvement';
  if (c.withinMargin) return 'within-margin';
  if (c.resolution === 'undetectable' && c.rawDelta < 0) return 'drop-unseen';
  return 'other';
}

export const SEVERITY: Readonly<Record<Category, number>> = {
  regression: 0,
  accepted: 1,
  'drop-unseen': 2,
  improvement: 3,
  'within-margin': 4,
  other: 5,
};

/** Gated comparisons, most severe first, then by the size of the raw change. */
export function gatedRows(data: ReportData): Row[] {
  const rows: Row[] = [];
  for (const b of data.benchmarks)
    for (const c of b.comparisons)
      if (c.gate) rows.push({ benchmark: b.name, c, weights: b.weights });
  return rows.sort(
    (x, y) =>
      SEVERITY[category(x.c)] - SEVERITY[category(y.c)] ||
      Math.abs(y.c.rawDelta) - Math.abs(x.c.rawDelta),
  );
}

export function name(text: string, max = 40): string {
  return escapeMarkdown(text, { maxLength: max });
}

/**
 * What a row's values are: the metric's name, and for Bayes@N decided on the mean score, that
 * score named as a team knows it (`accuracy` for 0/1 outcomes, `mean score` for a rubric), so
 * that a value is never read as Bayes@N's posterior mean, which the prior pulls towards ½ (that
 * one is in the details, labelled as shrunk). `short`, for the headline and the table (they must
 * fit GitHub's 780 px): `accuracy`; `long`, for the details and messages: `accuracy (bayes)`.
 */
export function metricText(
  c: Pick<ReportComparison, 'metric' | 'scale' | 'posterior'>,
  weights: readonly number[] | null,
  form: 'short' | 'long' = 'long',
): string {
  if (c.scale !== 'mean-score' || c.posterior === null) return c.metric;
  const binary = weights === null || (weights.length === 2 && weights[0] === 0 && weights[1] === 1);
  const score = binary ? 'accuracy' : 'mean score';
  return form === 'short' ? score : `${score} (${c.metric})`;
}

/** `gsm8k-sample accuracy -6.0 pp`. */
export function changeText(r: Row): string {
  return `${name(r.benchmark)} ${name(metricText(r.c, r.weights, 'short'), 50)} ${points(r.c.rawDelta)}${NBSP}pp`;
}

/** `-7.4 [-10.6, -4.2]`: Δ with the rule's interval, never broken across lines. */
export function deltaCell(c: ReportComparison): string {
  const { lo, hi } = c.rawInterval;
  const interval =
    Number.isFinite(lo) && Number.isFinite(hi) ? ` [${points(lo)},${NBSP}${points(hi)}]` : '';
  return `${points(c.rawDelta)}${interval}`.replace(/ /g, NBSP);
}

/**
 * The level of the row's Δ interval: rule paired's (1 − 2α) interval of the one-sided test at α
 * and rule z's 2 · min-confidence − 1 interval exclude 0 exactly when the rule calls a change;
 * under overlap it is the interval at the settings' confidence (the rule asks more: that the two
 * values' intervals do not overlap).
 */
export function deltaLevel(data: ReportData): string {
  const s = data.settings;
  return percent(
    s.rule === 'paired'
      ? 1 - 2 * (s.alpha ?? 0.01)
      : s.rule === 'z'
        ? 2 * s.minConfidence - 1
        : s.confidence,
  );
}

export function join(blocks: readonly Block[]): string {
  return `${blocks.map((b) => b.lines.join('\n')).join('\n\n')}\n`;
}
