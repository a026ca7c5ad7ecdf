/**
 * The Markdown report: the PR comment and the job summary. Pure: data and options in, a string out.
 *
 * Layout, for a reader with five seconds:
 * 1. a headline naming every credible regression (or saying there is none);
 * 2. one summary line: benchmarks, gated comparisons by verdict, the rule, the run's false-alarm
 *    bound; one line of advice when the rule in force is far blinder than rule `paired` would be;
 * 3. one compact table of every gated comparison, most severe first (regressions, drops the gate
 *    cannot tell, improvements, the rest): benchmark · metric · baseline → candidate in points
 *    with intervals · Δ in points (raw scale) · verdict;
 * 4. one chart of the raw Δ of every gated comparison with its interval on one axis, one legend;
 * 5. the questions that broke, per regressed benchmark;
 * 6. everything else under one `<details>`: what the verdicts mean, the settings, what each rule
 *    can see, report-only metrics, data sizes, files, the trial budget, the questions that changed
 *    most, warnings;
 * 7. a provenance footer: baseline and candidate sources, config, tool version, the workflow run.
 * An all-green run (no regression, no drop the gate cannot tell) shows only 1 and 2 above the
 * details, which then hold 3 to 5.
 *
 * Verdicts, four words and four symbols: ❌ regression, ✅ improvement, ➖ no credible change (the
 * change's interval lies within ±max(margin, 1 point)), ❓ can't tell (the gate cannot see a change
 * of the observed size; the cell says what it can see). ⚠️ marks a credible drop within the margin.
 *
 * Size: at most `maxLength` (default 65,536, GitHub's comment limit). Over that the details go
 * first, then whole blocks are cut from the end with a visible note; a code block is kept or
 * dropped whole, a table is cut between rows (never inside one).
 */
import { ValidationError, showValue } from '../errors.js';
import { escapeCode, escapeMarkdown, markdownLink } from './escape.js';
import { fixed, formatRho, grouped, largest, percent, signed, smallest } from './format.js';
import { intervalAxis } from './forest.js';
import type {
  BrokenQuestion,
  ReportBenchmark,
  ReportComparison,
  ReportData,
  SourceProvenance,
} from './types.js';

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

interface Block {
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

function plural(n: number, one: string, many = `${one}s`): string {
  return `${grouped(n)} ${n === 1 ? one : many}`;
}

/** Percentage points with one decimal: `-6.0`, `+0.4`, `0.0`. */
function points(x: number): string {
  // A value a metric could not give (e.g. the raw interval of a corpus-level metric) is a dash,
  // never "NaN" in a comment.
  return Number.isFinite(x) ? signed(x * 100, 1) : '—';
}

/** A value in points without a sign: `70.1`. */
function pct(x: number): string {
  return fixed(x * 100, 1);
}

const NBSP = '\u00a0';

/** One gated comparison and its benchmark, for the table and the chart. */
interface Row {
  readonly benchmark: string;
  readonly c: ReportComparison;
  /** The benchmark's rubric weights (null: 0/1 outcomes). */
  readonly weights: readonly number[] | null;
}

/** The verdict category of a comparison (what the table says). */
type Category = 'regression' | 'drop-unseen' | 'improvement' | 'within-margin' | 'other';

function category(c: ReportComparison): Category {
  if (c.fails) return 'regression';
  if (c.verdict === 'improvement') return 'improvement';
  if (c.withinMargin) return 'within-margin';
  if (c.resolution === 'undetectable' && c.rawDelta < 0) return 'drop-unseen';
  return 'other';
}

const SEVERITY: Readonly<Record<Category, number>> = {
  regression: 0,
  'drop-unseen': 1,
  improvement: 2,
  'within-margin': 3,
  other: 4,
};

/** Gated comparisons, most severe first, then by the size of the raw change. */
function gatedRows(data: ReportData): Row[] {
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

function name(text: string, max = 40): string {
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
function changeText(r: Row): string {
  return `${name(r.benchmark)} ${name(metricText(r.c, r.weights, 'short'), 50)} ${points(r.c.rawDelta)}${NBSP}pp`;
}

/**
 * What the sides lost before anything was compared, for the headline: questions lost to errors
 * (errored or never-run trials) on each side, and questions only one side has (`align:
 * intersect`), e.g. `candidate lost 15 of 50 questions to errors`.
 */
function lossParts(data: ReportData): string[] {
  const parts: string[] = [];
  for (const side of ['baseline', 'candidate'] as const) {
    let questions = 0;
    let outOf = 0;
    let errored = 0;
    let neverRan = 0;
    for (const b of data.benchmarks) {
      const l = b[side].lost;
      questions += l.questions;
      outOf += l.outOf;
      errored += l.errored;
      neverRan += l.neverRan;
    }
    if (questions === 0) continue;
    const cause =
      neverRan === 0
        ? 'errors'
        : errored === 0
          ? 'samples that never ran'
          : 'errors and samples that never ran';
    parts.push(`${side} lost ${grouped(questions)} of ${plural(outOf, 'question')} to ${cause}`);
  }
  let onlyBaseline = 0;
  let onlyCandidate = 0;
  for (const b of data.benchmarks) {
    onlyBaseline += b.alignment.onlyInBaselineCount;
    onlyCandidate += b.alignment.onlyInCandidateCount;
  }
  if (onlyBaseline > 0 && onlyCandidate > 0)
    parts.push(
      `${plural(onlyBaseline, 'question')} only in the baseline and ${grouped(onlyCandidate)} only in the candidate not compared`,
    );
  else if (onlyBaseline + onlyCandidate > 0)
    parts.push(
      `${plural(onlyBaseline + onlyCandidate, 'question')} only in the ${onlyBaseline > 0 ? 'baseline' : 'candidate'} not compared`,
    );
  return parts;
}

/** The first line: every credible regression, or the best news there is; then what was lost. */
export function headline(data: ReportData): string {
  const lost = lossParts(data);
  const verdict = verdictHeadline(data);
  return lost.length > 0 ? `${verdict} · ⚠️ ${lost.join('; ')}` : verdict;
}

function verdictHeadline(data: ReportData): string {
  const rows = gatedRows(data);
  const failing = rows.filter((r) => r.c.fails);
  if (failing.length > 0) {
    const shown = failing.slice(0, 10).map(changeText);
    const more = failing.length > shown.length ? ` and ${grouped(failing.length - 10)} more` : '';
    return `### ❌ Credible regression: ${shown.join(', ')}${more}`;
  }
  const unseen = rows.filter((r) => category(r.c) === 'drop-unseen');
  if (unseen.length > 0) {
    const worst = largest(unseen.map((r) => r.c.detectableDrop ?? 0));
    return `### ❓ No credible regression found, but the gate cannot see drops smaller than ${pct(worst)} points in ${plural(unseen.length, 'comparison')}`;
  }
  const improving = rows.filter((r) => category(r.c) === 'improvement');
  if (improving.length > 0)
    return `### ✅ No credible regression · improvement: ${improving.slice(0, 3).map(changeText).join(', ')}${improving.length > 3 ? ` and ${grouped(improving.length - 3)} more` : ''}`;
  if (rows.length === 0) return '### ✅ No credible regression: nothing is gated';
  const blind = rows.filter((r) => r.c.resolution === 'undetectable');
  if (blind.length === 0)
    return `### ✅ No credible regression: no credible change in ${plural(rows.length, 'gated comparison')}`;
  const worst = largest(blind.map((r) => r.c.detectableDrop ?? 0));
  return `### ✅ No credible regression · can't tell in ${grouped(blind.length)} of ${plural(rows.length, 'gated comparison')} (changes smaller than ${pct(worst)} points are not visible)`;
}

function ruleText(data: ReportData): string {
  const s = data.settings;
  switch (s.rule) {
    case 'overlap':
      return `rule overlap (${percent(s.confidence)} intervals)`;
    case 'z':
      return `rule z (ρ ≥ ${fixed(s.minConfidence, 3)})`;
    case 'paired':
      return `rule paired (α = ${s.alpha ?? 0.01}, one-sided)`;
  }
}

function summaryLine(data: ReportData): string {
  const s = data.summary;
  const parts = [plural(s.regressions, 'regression'), plural(s.improvements, 'improvement')];
  if (s.withinMargin > 0) parts.push(`${grouped(s.withinMargin)} within the margin`);
  parts.push(`${grouped(s.negligible)} no credible change`, `${grouped(s.cannotTell)} can't tell`);
  if (s.notApplicable > 0) parts.push(`${grouped(s.notApplicable)} n/a`);
  const reportOnly = s.reportOnly > 0 ? ` (+${grouped(s.reportOnly)} report-only)` : '';
  const bound =
    data.falseAlarmBound !== null
      ? ` · false alarms ≤ ${percent(data.falseAlarmBound)} per run${data.settings.multipleComparisons === 'holm' ? ' (Holm)' : ''}`
      : '';
  const margin = data.settings.margin > 0 ? ` · margin ${pct(data.settings.margin)} pp` : '';
  return `**scorio eval** · ${plural(s.benchmarks, 'benchmark')} · ${plural(s.gated, 'gated comparison')}${reportOnly}: ${parts.join(', ')} · ${ruleText(data)}${bound}${margin}`;
}

/**
 * One line when the rule in force needs a drop more than twice as large as rule paired would to
 * see it (the overlap rule at a handful of trials per question), naming `rule: paired`.
 */
function adviceLine(data: ReportData): string | undefined {
  if (data.settings.rule === 'paired') return undefined;
  let worst: Row | undefined;
  for (const r of gatedRows(data)) {
    const { detectableDrop: own, pairedDetectableDrop: paired } = r.c;
    if (own === null || paired === null || !(paired > 0) || own <= 2 * paired) continue;
    if (
      !worst ||
      own / paired > (worst.c.detectableDrop ?? 0) / (worst.c.pairedDetectableDrop ?? 1)
    )
      worst = r;
  }
  if (!worst) return undefined;
  return `> The ${data.settings.rule} rule cannot see drops smaller than ${pct(worst.c.detectableDrop ?? 0)} points on ${changeText(worst).replace(/ [+-][\d.]+\u00a0pp$/, '')}; \`rule: paired\` would see ${pct(worst.c.pairedDetectableDrop ?? 0)} (it compares the same questions; docs/statistics.md).`;
}

/**
 * One line when the baseline is not at the pull request's base commit (how many commits behind,
 * and what that means) or is older than `max-baseline-age`.
 */
function baselineNote(data: ReportData): string | undefined {
  const b = data.provenance?.baseline;
  if (!b) return undefined;
  const notes: string[] = [];
  if (typeof b.behindBase === 'number' && b.behindBase > 0) {
    const base =
      b.baseCommit && /^[0-9a-f]{7,64}$/i.test(b.baseCommit)
        ? ` (\`${b.baseCommit.slice(0, 7)}\`)`
        : '';
    notes.push(
      `the baseline is ${plural(b.behindBase, 'commit')} behind this pull request's base${base}: changes merged into the base branch since then count as this pull request's`,
    );
  }
  if (typeof b.ageDays === 'number' && typeof b.maxAgeDays === 'number' && b.ageDays > b.maxAgeDays)
    notes.push(
      `the baseline is ${fixed(b.ageDays, b.ageDays < 10 ? 1 : 0)} days old, older than max-baseline-age (${fixed(b.maxAgeDays, b.maxAgeDays < 10 ? 1 : 0)} days)`,
    );
  if (notes.length === 0) return undefined;
  const text = notes.join('; ');
  return `> ⚠️ ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * One line under the summary when a side lost questions (errored or never-run trials) or a
 * question is in one side only: per benchmark, what each side lost, and what the `errors`
 * setting made of the lost trials.
 */
function lossNote(data: ReportData): string | undefined {
  const items: string[] = [];
  let anyLost = false;
  for (const b of data.benchmarks) {
    const parts: string[] = [];
    for (const side of ['baseline', 'candidate'] as const) {
      const l = b[side].lost;
      if (l.questions === 0) continue;
      anyLost = true;
      const what = [
        ...(l.errored > 0 ? [plural(l.errored, 'errored trial')] : []),
        ...(l.neverRan > 0 ? [`${plural(l.neverRan, 'trial')} never ran`] : []),
      ].join(', ');
      parts.push(`${side} ${grouped(l.questions)} of ${plural(l.outOf, 'question')} (${what})`);
    }
    const a = b.alignment;
    if (a.onlyInBaselineCount + a.onlyInCandidateCount > 0)
      parts.push(
        `${plural(a.onlyInBaselineCount, 'question')} only in the baseline and ${grouped(a.onlyInCandidateCount)} only in the candidate not compared (\`align: intersect\`)`,
      );
    if (parts.length > 0) items.push(`**${name(b.name)}**: ${parts.join('; ')}`);
  }
  if (items.length === 0) return undefined;
  const more = items.length > 10 ? ` · and ${grouped(items.length - 10)} more benchmarks` : '';
  const effect = !anyLost
    ? ''
    : data.settings.errors === 'missing'
      ? ' Errored and unrun trials are left out of the scores (`errors: missing`; with `errors: fail`, the default, they would count as failures).'
      : ' Errored and unrun trials count as failures (`errors: fail`; `errors: missing` would leave them out).';
  return `> ⚠️ **Lost questions** · ${items.slice(0, 10).join(' · ')}${more}.${effect}`;
}

/** The verdict cell: four words, four symbols (and the margin and paired n/a cases). */
function verdictCell(c: ReportComparison): string {
  if (c.fails) return '❌ regression';
  if (c.pairedNotApplicable) return 'n/a (corpus-level)';
  if (c.withinMargin) return '⚠️ drop within margin';
  if (c.verdict === 'regression') return '❌ regression (report-only)';
  if (c.verdict === 'improvement') return '✅ improvement';
  if (c.resolution === 'negligible') return '➖ no credible change';
  if (c.limitation === 'one-question') return `❓ can't tell (1${NBSP}question)`;
  if (c.limitation === 'too-few-questions')
    return `❓ can't tell (${grouped(c.paired?.questions ?? 0)}${NBSP}questions: too few)`;
  // "(≥ x)": the drop the gate sees, kept short so that the table fits 780 px (the legend says it).
  const sees = c.detectableDrop !== null ? ` (≥${NBSP}${pct(c.detectableDrop)})` : '';
  return `❓ can't tell${sees}`;
}

/** `70.1 [67.4, 72.8] → 64.2 [61.3, 67.0]`, never broken across lines. */
function valuesCell(c: ReportComparison): string {
  const side = (iv: { mu: number; lo: number; hi: number }) =>
    `${pct(iv.mu)} [${pct(iv.lo)},${NBSP}${pct(iv.hi)}]`;
  return `${side(c.baseline)} → ${side(c.candidate)}`.replace(/ /g, NBSP);
}

/** `-7.4 [-10.6, -4.2]`: Δ with the rule's interval, never broken across lines. */
function deltaCell(c: ReportComparison): string {
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
function deltaLevel(data: ReportData): string {
  const s = data.settings;
  return percent(
    s.rule === 'paired'
      ? 1 - 2 * (s.alpha ?? 0.01)
      : s.rule === 'z'
        ? 2 * s.minConfidence - 1
        : s.confidence,
  );
}

function mainTable(rows: readonly Row[]): Block {
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
function chartBlock(rows: readonly Row[], data: ReportData, width: number): Block | undefined {
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
  const labels = drawn.map((r) => escapeCode(`${r.benchmark} ${r.c.metric}`, { maxLength: 28 }));
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

const SPARKS = '▁▂▃▄▅▆▇█';

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
function trendBlock(rows: readonly Row[]): Block | undefined {
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

/** `[q17](https://viewer/?id=q17)` when a safe template is given, else the escaped id. */
function questionId(id: string, template: string | undefined): string {
  const text = escapeMarkdown(id, { maxLength: 40 });
  if (
    template === undefined ||
    !/^https?:\/\/[^\s()<>]+$/.test(template) ||
    !template.includes('{id}')
  )
    return text;
  return markdownLink(text, idUrl(template, id));
}

/** The template with the id URL-encoded (markdownLink encodes what is left that Markdown reads). */
function idUrl(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}

/**
 * A question id as a code span, `` `17` ``, linked like `questionId` when a template is given:
 * boxed, so that a numeric id cannot run into the counts after it (`0 1/1 → 0/1` read as three
 * numbers), and inert (no Markdown, HTML or mention inside a code span; backticks become `'`).
 */
function questionCode(id: string, template: string | undefined): string {
  const code = `\`${escapeCode(id, { maxLength: 40 })}\``;
  if (
    template === undefined ||
    !/^https?:\/\/[^\s()<>]+$/.test(template) ||
    !template.includes('{id}')
  )
    return code;
  return markdownLink(code, idUrl(template, id));
}

/** `4/4 → 0/4` for binary counts, else the mean scores with the trials. */
function brokenCounts(q: BrokenQuestion, binary: boolean): string {
  const side = (s: { score: number; trials: number }) =>
    binary ? `${grouped(s.score)}/${grouped(s.trials)}` : `${fixed(s.score / s.trials, 2)}`;
  const trials = binary
    ? ''
    : ` (${grouped(q.baseline.trials)} → ${grouped(q.candidate.trials)} trials)`;
  return `${side(q.baseline)} → ${side(q.candidate)}${trials}`;
}

function brokenBlock(
  data: ReportData,
  limit: number,
  template: string | undefined,
): Block | undefined {
  const lines: string[] = [];
  for (const b of data.benchmarks) {
    if (b.brokenQuestions.length === 0) continue;
    const binary = b.weights === null && b.baseline.maxLabel <= 1 && b.candidate.maxLabel <= 1;
    const shown = b.brokenQuestions
      .slice(0, limit)
      .map((q) => `${questionCode(q.id, template)} ${brokenCounts(q, binary)}`);
    const more =
      b.brokenQuestions.length > limit
        ? `; … ${grouped(b.brokenQuestions.length - limit)} more in the JSON report`
        : '';
    lines.push(`- **${name(b.name)}**: ${shown.join('; ')}${more}`);
  }
  if (lines.length === 0) return undefined;
  return {
    kind: 'text',
    lines: ['**Questions that broke** (solved → failed, largest drop first)', '', ...lines],
  };
}

function legendBlock(data: ReportData): Block {
  const small = percent(Math.max(data.settings.margin, 0.01));
  const notApplicable = data.benchmarks.some((b) =>
    b.comparisons.some((c) => c.pairedNotApplicable),
  )
    ? ' · **n/a (corpus-level)**: rule paired tests per-question scores, which this metric does not have (it is computed over the whole benchmark); it is shown and never fails.'
    : '';
  const meanScore = data.benchmarks.some((b) => b.comparisons.some((c) => c.posterior !== null))
    ? ' **accuracy** (or **mean score**, with rubric weights) is Bayes@N decided on the mean score per question, the accuracy your harness reports, with Bayes@N’s credible interval; Bayes@N’s own posterior mean, which its uniform prior pulls towards ½ at few trials, is in the table below.'
    : '';
  return {
    kind: 'text',
    lines: [
      '**Verdicts** · ❌ **regression**: the rule calls a drop credibly larger than the margin (a gated one fails the check) · ✅ **improvement**: a credible rise · ➖ **no credible change**: Δ’s interval lies within ±' +
        `${small.replace('%', '')} ${small === '1%' ? 'point' : 'points'} · ❓ **can't tell**: the rule did not call a change, and it cannot see one of the observed size; “(≥ x)” is the smallest drop, in points and spread over the questions, that it fails with 80% power (a drop concentrated on a few questions needs more: docs/statistics.md) · ⚠️ **drop within margin**: a credible drop that is not credibly larger than the margin (does not fail). Every row is on one scale: its values with their ${percent(data.settings.confidence)} intervals, and Δ, their difference in percentage points, drawn in the chart with its ${deltaLevel(data)} interval${data.settings.rule === 'overlap' ? ' (the overlap rule asks more than that interval leaving 0: that the two values’ intervals do not overlap)' : data.settings.rule === 'paired' ? ` (1 − 2α: it leaves 0 when the one-sided test at α = ${data.settings.alpha ?? 0.01} calls a change)` : ' (it leaves 0 when ρ reaches min-confidence)'}.${meanScore}${notApplicable}`,
    ],
  };
}

function settingsBlock(data: ReportData): Block {
  const s = data.settings;
  const rule =
    s.rule === 'overlap'
      ? `overlap (a credible change when the ${percent(s.confidence)} credible intervals do not overlap)`
      : s.rule === 'z'
        ? `z (a credible change when Δ ≠ 0 and ρ = Φ(|Δ| / √(σ_b² + σ_c²)) ≥ ${s.minConfidence})`
        : `paired (one-sided test at α = ${s.alpha ?? 0.01} over the questions both sides answered: Student's t on the per-question differences (skewness-corrected), with the exact sign-flip test up to 16 questions; McNemar's exact test for one 0/1 trial per question)`;
  const mc =
    s.rule !== 'overlap'
      ? ` · multiple comparisons ${s.multipleComparisons ?? 'none'} (K = ${grouped(data.gatedComparisons)} gated)`
      : '';
  return {
    kind: 'text',
    lines: [
      `**Settings** · rule ${rule} · confidence ${s.confidence} · margin ${s.margin} (${pct(s.margin)} points: a run fails only when a drop is credibly larger than it)${mc} · alignment ${s.align} · errors ${s.errors} (${s.errors === 'missing' ? 'an errored or unrun trial is left out' : 'an errored or unrun trial counts as a failure'})`,
    ],
  };
}

/** `70.1 → 64.2`: Bayes@N's own posterior means, where the row shows the mean score. */
function posteriorCell(c: ReportComparison): string {
  if (!c.posterior) return '—';
  return `${pct(c.posterior.baseline.mu)} → ${pct(c.posterior.candidate.mu)}`;
}

/** p of a drop, and with a margin, of a drop larger than it. */
function pCell(c: ReportComparison): string {
  const show = (p: number) => (p < 1e-4 ? p.toExponential(1) : fixed(p, 4));
  const p = c.adjustedPValue ?? c.pValue;
  if (p === null) return '—';
  return c.marginPValue !== null ? `${show(p)} (> margin: ${show(c.marginPValue)})` : show(p);
}

/** Per comparison: Δ with the rule's interval, ρ or p, what each rule can see, Bayes@N's own values. */
function detailTable(data: ReportData): Block {
  const lines = [
    '| benchmark | metric | Δ [interval] | ρ | p | sees ≥ (rule) | sees ≥ (paired) | Bayes@N posterior (shrunk towards ½) |',
    '|:--|:--|--:|--:|--:|--:|--:|--:|',
  ];
  for (const b of data.benchmarks)
    for (const c of b.comparisons) {
      const tags = [c.gate ? '' : 'report-only', c.uncertainty === 'bootstrap' ? 'bootstrap' : '']
        .filter((t) => t !== '')
        .join(', ');
      lines.push(
        `| ${name(b.name)} | ${name(metricText(c, b.weights), 40)}${tags === '' ? '' : ` *(${tags})*`} | ${deltaCell(c)} | ${formatRho(c.rho)} | ${pCell(c)} | ${c.detectableDrop === null ? '—' : pct(c.detectableDrop)} | ${c.pairedDetectableDrop === null ? '—' : pct(c.pairedDetectableDrop)} | ${posteriorCell(c)} |`,
      );
    }
  return { kind: 'table', lines };
}

function budgetSentence(benchmark: string, c: ReportComparison): string | undefined {
  const b = c.budget;
  if (!b) return undefined;
  const who = `**${name(benchmark, 60)} · ${name(c.metric, 60)}**`;
  const delta = `Δ ${points(c.rawDelta)} pp`;
  const now =
    b.currentTrials !== null ? ` at ${plural(b.currentTrials, 'trial')} per question` : '';
  switch (b.kind) {
    case 'estimate':
      return `${who}: ${delta}${now}; about ${plural(b.trials ?? 0, 'trial')} per question would detect a drop of this size with 80% power${b.approximate ? ' (approximate: this metric’s σ does not shrink exactly like Bayes@N’s)' : ''}.`;
    case 'questions':
      if (c.limitation !== null)
        return `${who}: with ${plural(c.paired?.questions ?? 0, 'question')} no test at this level can call a change, whatever the trials (the exact test's smallest p-value is ${c.limitation === 'one-question' ? '1' : `2^−${c.paired?.questions ?? 0}`}); it needs at least ${plural(b.questions ?? 0, 'question')}.`;
      return `${who}: ${delta}; the spread of the per-question differences limits the test, not the trials: about ${plural(b.questions ?? 0, 'question')} would detect a drop of this size with 80% power.`;
    case 'bootstrap':
      return `${who}: ${delta}; its bootstrap σ reflects the sample of questions, which more trials per question do not shrink (more questions would).`;
    case 'unreachable':
      return `${who}: ${delta} is consistent with no change: no affordable number of trials (up to 10,000 per question) would detect a change this small.`;
    case 'deterministic':
      return `${who}: ${delta}; every question's trials agree with each other (greedy decoding?), so more trials would repeat them: only more questions would let the gate see a change of this size.`;
    case 'zero-difference':
    case 'negligible':
    case 'unknown':
      return undefined;
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

function detailsBlocks(data: ReportData, options: MarkdownOptions, collapsed: Block[]): Block[] {
  const blocks: Block[] = [];
  const text = (...lines: string[]) => blocks.push({ kind: 'text', lines });
  // A block of `head` lines and then `list` (which may hold a line per comparison: a list that
  // long must not be spread into a call's arguments, which live on the stack).
  const listBlock = (head: readonly string[], list: readonly string[]) =>
    blocks.push({ kind: 'text', lines: [...head, ...list] });
  text(
    '<details>',
    '<summary>Details: verdicts, settings, what the gate can see, data, trial budget, questions</summary>',
  );
  for (const block of collapsed) blocks.push(block);
  blocks.push(legendBlock(data), settingsBlock(data));
  text(
    '**What each comparison shows** (Δ and its interval as in the table; sees ≥: the smallest drop, in points and spread over the questions, that each rule fails with 80% power)',
  );
  blocks.push(detailTable(data));

  const dataLines = [
    '| benchmark | weights | baseline M × N | candidate M × N | compared | only in baseline | only in candidate |',
    '|:--|:--|--:|--:|--:|--:|--:|',
  ];
  for (const b of data.benchmarks)
    dataLines.push(
      `| ${name(b.name, 60)} | ${b.weights ? b.weights.join(', ') : '0, 1'} | ${sizeText(b.baseline)} | ${sizeText(b.candidate)} | ${grouped(b.alignment.common)} | ${grouped(b.alignment.onlyInBaselineCount)} | ${grouped(b.alignment.onlyInCandidateCount)} |`,
    );
  text('**Data** (M questions × N trials per question, labels 0..C)');
  blocks.push({ kind: 'table', lines: dataLines });
  const unequal = data.benchmarks.filter(
    (b) =>
      b.baseline.trials.min !== b.candidate.trials.min ||
      b.baseline.trials.max !== b.candidate.trials.max,
  );
  if (unequal.length > 0)
    text(
      `The two sides ran different trial counts on ${unequal
        .slice(0, 5)
        .map((b) => name(b.name))
        .join(
          ', ',
        )}${unequal.length > 5 ? ` and ${grouped(unequal.length - 5)} more` : ''}: the gate compares mean scores, whose expectation does not depend on the trials (Bayes@N’s posterior mean would be pulled towards ½ by a different amount on each side), so an unchanged model is not called worse or better for running fewer trials.`,
    );

  const files: string[] = [];
  for (const b of data.benchmarks) {
    const list = (paths: readonly string[]) =>
      paths
        .slice(0, 5)
        .map((p) => escapeMarkdown(p, { maxLength: 100 }))
        .join(', ') + (paths.length > 5 ? `, … (${paths.length - 5} more)` : '');
    files.push(
      `- ${name(b.name, 60)}: baseline ${list(b.baseline.files)}; candidate ${list(b.candidate.files)}`,
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
  if (files.length > 0) listBlock(['**Files**', ''], files);

  const budget: string[] = [];
  for (const b of data.benchmarks)
    for (const c of b.comparisons) {
      const sentence = budgetSentence(b.name, c);
      if (sentence) budget.push(`- ${sentence}`);
    }
  if (budget.length > 0)
    listBlock(
      [
        '**Trial budget** (where a change of the observed size is not yet visible: what would detect it)',
        '',
      ],
      budget,
    );

  const changedLimit = options.changedQuestions ?? 5;
  const changed = ['| benchmark | question | baseline | candidate | Δ |', '|:--|:--|--:|--:|--:|'];
  for (const b of data.benchmarks)
    for (const q of b.changedQuestions.slice(0, changedLimit))
      changed.push(
        `| ${name(b.name)} | ${questionId(q.id, options.questionsUrl)} | ${fixed(q.baseline)} | ${fixed(q.candidate)} | ${signed(q.delta)} |`,
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

/** A link to an https page of the run (a workflow run, a commit), or the text alone. */
function link(text: string, url: string | null | undefined): string {
  return url?.startsWith('https://') === true ? markdownLink(text, url) : text;
}

function sourceText(
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

function footer(data: ReportData): string {
  const p = data.provenance;
  const files = (side: 'baseline' | 'candidate') => data.benchmarks.flatMap((b) => b[side].files);
  const items = [
    sourceText('baseline', p?.baseline, files('baseline')),
    sourceText('candidate', p?.candidate, files('candidate')),
  ];
  if (p?.config) items.push(`config ${escapeMarkdown(p.config, { maxLength: 60 })}`);
  items.push(`${data.tool.name} ${data.tool.version}`);
  if (p?.workflowRun) items.push(link('workflow run', p.workflowRun.url));
  if (data.generatedAt !== null) items.push(escapeMarkdown(data.generatedAt, { maxLength: 40 }));
  return `<sub>${items.join(' · ')}</sub>`;
}

function join(blocks: readonly Block[]): string {
  return `${blocks.map((b) => b.lines.join('\n')).join('\n\n')}\n`;
}

/**
 * Renders the Markdown report within `maxLength`.
 *
 * @example renderMarkdown(report).split('\n')[0]
 *   // '### ❌ Credible regression: gsm8k-sample bayes -6.0 pp'
 */
export function renderMarkdown(data: ReportData, options: MarkdownOptions = {}): string {
  const maxLength = options.maxLength ?? COMMENT_LIMIT;
  if (!Number.isInteger(maxLength) || maxLength < 2000)
    throw new ValidationError(
      `maxLength must be an integer >= 2000; got ${showValue(maxLength)}.`,
      'maxLength',
    );
  const size = options.measure === 'utf8' ? utf8Length : (s: string) => s.length;

  const rows = gatedRows(data);
  const advice = adviceLine(data);
  const baseNote = baselineNote(data);
  const lost = lossNote(data);
  const head: Block = {
    kind: 'text',
    lines: [
      headline(data),
      '',
      summaryLine(data),
      ...(lost ? ['', lost] : []),
      ...(baseNote ? ['', baseNote] : []),
      ...(advice ? ['', advice] : []),
    ],
  };
  const body: Block[] = [];
  if (rows.length > 0) body.push(mainTable(rows));
  const chart = chartBlock(rows, data, options.chartWidth ?? 40);
  if (chart) body.push(chart);
  const trend = trendBlock(rows);
  if (trend) body.push(trend);
  const broken = brokenBlock(data, options.brokenQuestions ?? 10, options.questionsUrl);
  if (broken) body.push(broken);
  // All green: nothing failed and nothing dropped out of the gate's sight: two lines, then details.
  const green = rows.every((r) => r.c.verdict !== 'regression' && category(r.c) !== 'drop-unseen');
  const shownBody = green ? [] : body;
  const details = detailsBlocks(data, options, green ? body : []);
  const foot: Block = { kind: 'text', lines: [footer(data)] };

  const full = join([head, ...shownBody, ...details, foot]);
  if (size(full) <= maxLength) return full;

  const hint = options.fullReportHint ?? 'report.json';
  const omitted: Block = {
    kind: 'text',
    lines: [
      `*Details omitted to fit the ${grouped(maxLength)}-character limit; the full report is in ${escapeMarkdown(hint)}.*`,
    ],
  };
  const short = join([head, ...body, omitted, foot]);
  if (size(short) <= maxLength) return short;

  // Truncate: keep whole blocks (tables may stop between rows) while the note still fits.
  const note = (shownRows: number): Block => ({
    kind: 'text',
    lines: [
      `> **⚠️ Report truncated** to fit the ${grouped(maxLength)}-character limit: ${grouped(shownRows)} of ${grouped(rows.length)} gated comparisons shown. The full report is in ${escapeMarkdown(hint)}.`,
    ],
  });
  const reserve = size(join([note(rows.length), foot])) + 2;
  const kept: Block[] = [head];
  let used = size(join([head])) - 1;
  let tableRows = rows.length;
  const fits = (block: Block): boolean =>
    used + 2 + size(block.lines.join('\n')) + reserve <= maxLength;
  for (const block of body) {
    if (fits(block)) {
      kept.push(block);
      used += 2 + size(block.lines.join('\n'));
      continue;
    }
    if (block.kind === 'table') {
      // Header + separator + as many whole rows as fit (sizes added row by row: measuring the
      // whole table again for each row made 20,000 rows take 17 s).
      const lines = [...block.lines.slice(0, 2)];
      let blockSize = size(lines.join('\n'));
      for (const row of block.lines.slice(2)) {
        const next = blockSize + 1 + size(row);
        if (used + 2 + next + reserve > maxLength) break;
        lines.push(row);
        blockSize = next;
      }
      tableRows = lines.length - 2;
      if (lines.length > 2) kept.push({ ...block, lines });
    }
    break;
  }
  return join([...kept, note(tableRows), foot]);
}
