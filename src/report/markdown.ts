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
 * 7. a provenance footer: baseline and candidate sources, config, tool version, the workflow run
 *    (a merged report lists its reports above it, each with its sources).
 * An all-green run (no regression, no drop the gate cannot tell) shows only 1 and 2 above the
 * details, which then hold 3 to 5.
 *
 * Verdicts, four words and four symbols: ❌ regression, ✅ improvement, ➖ no credible change (the
 * change's interval lies within ±max(margin, 1 point)), ❓ can't tell (the gate cannot see a change
 * of the observed size; the cell says what it can see). ⚠️ marks a credible drop within the margin,
 * ☑️ a credible regression the pull request's accept label accepted.
 *
 * Size: at most `maxLength` (default 65,536, GitHub's comment limit). Over that the details go
 * first, then whole blocks are cut from the end with a visible note; a code block is kept or
 * dropped whole, a table is cut between rows (never inside one).
 */
import { showValue, ValidationError } from '../errors.js';
import { escapeMarkdown } from './escape.js';
import { grouped } from './format.js';
import type { ReportData } from './types.js';
import {
  type Block,
  category,
  COMMENT_LIMIT,
  gatedRows,
  join,
  type MarkdownOptions,
  utf8Length,
} from './markdown/common.js';
import { acceptanceNote } from './markdown/acceptance.js';
import { detailsBlocks } from './markdown/details.js';
import {
  adviceLine,
  baselineNote,
  dispersionNote,
  headline,
  lossNote,
  summaryLine,
} from './markdown/headline.js';
import { footer } from './markdown/provenance.js';
import { shardLines } from './markdown/shards.js';
import { brokenBlock } from './markdown/questions.js';
import { chartBlock, mainTable, trendBlock } from './markdown/table.js';
import { collapseRows, collapsedBlocks, collapsedLine } from './markdown/collapse.js';
import { discoveryBlocks, discoveryLines } from './markdown/discovery.js';
import { usageBlock } from './markdown/usage.js';

export { COMMENT_LIMIT, SUMMARY_LIMIT, metricText, utf8Length } from './markdown/common.js';
export type { MarkdownOptions } from './markdown/common.js';
export { headline } from './markdown/headline.js';
export { sparkline } from './markdown/table.js';
export { renderNoBaseline } from './markdown/provenance.js';
export { usageRegression } from './markdown/usage.js';
export type { NoBaselineData } from './markdown/provenance.js';

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

  const all = gatedRows(data);
  // Many comparisons: those with no credible change are one line, and a table in the details.
  const { shown: rows, collapsed } = collapseRows(all);
  const advice = adviceLine(data);
  const dispersion = dispersionNote(data);
  const baseNote = baselineNote(data);
  const lost = lossNote(data);
  const accepted = acceptanceNote(data);
  const head: Block = {
    kind: 'text',
    lines: [
      headline(data),
      '',
      summaryLine(data),
      ...(accepted ? ['', accepted] : []),
      ...(lost ? ['', lost] : []),
      ...discoveryLines(data).flatMap((line) => ['', line]),
      ...(baseNote ? ['', baseNote] : []),
      ...(dispersion ? ['', dispersion] : []),
      ...(advice ? ['', advice] : []),
    ],
  };
  const body: Block[] = [];
  if (rows.length > 0) body.push(mainTable(rows));
  const folded = collapsedLine(collapsed);
  if (folded) body.push(folded);
  const chart = chartBlock(rows, data, options.chartWidth ?? 40);
  if (chart) body.push(chart);
  const trend = trendBlock(rows);
  if (trend) body.push(trend);
  const broken = brokenBlock(data, options.brokenQuestions ?? 10, options.questionsUrl);
  if (broken) body.push(broken);
  // All green: nothing failed and nothing dropped out of the gate's sight: two lines, then details.
  const green = all.every(
    (r) =>
      r.c.verdict !== 'regression' &&
      category(r.c) !== 'drop-unseen' &&
      category(r.c) !== 'accepted',
  );
  const shownBody = green ? [] : body;
  const details = detailsBlocks(data, options, [
    ...(green ? body : []),
    ...collapsedBlocks(collapsed),
    ...discoveryBlocks(data),
  ]);
  const shards = shardLines(data);
  const foot: Block = {
    kind: 'text',
    lines: [...shards, ...(shards.length > 0 ? [''] : []), footer(data)],
  };
  // Tokens, time and cost: a line per benchmark under the headline, green or not.
  const usage = usageBlock(data);
  const top = usage ? [head, usage] : [head];

  const full = join([...top, ...shownBody, ...details, foot]);
  if (size(full) <= maxLength) return full;

  const hint = options.fullReportHint ?? 'report.json';
  const omitted: Block = {
    kind: 'text',
    lines: [
      `*Details omitted to fit the ${grouped(maxLength)}-character limit; the full report is in ${escapeMarkdown(hint)}.*`,
    ],
  };
  const short = join([...top, ...body, omitted, foot]);
  if (size(short) <= maxLength) return short;

  // Truncate: keep whole blocks (tables may stop between rows) while the note still fits.
  const note = (shownRows: number): Block => ({
    kind: 'text',
    lines: [
      `> **⚠️ Report truncated** to fit the ${grouped(maxLength)}-character limit: ${grouped(shownRows)} of ${grouped(all.length)} gated comparisons shown. The full report is in ${escapeMarkdown(hint)}.`,
    ],
  });
  const reserve = size(join([note(rows.length), foot])) + 2;
  const kept: Block[] = [...top];
  let used = size(join(top)) - 1;
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
