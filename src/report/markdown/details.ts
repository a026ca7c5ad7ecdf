/**
 * Everything under `<details>`: what the verdicts mean, the settings, what each comparison shows
 * and each rule can see, the data, files, trial budget, questions that changed most, warnings.
 */
import { escapeMarkdown } from '../escape.js';
import { GREEDY_ADVICE, greedySaid } from '../greedy.js';
import { fixed, formatRho, grouped, percent, signed } from '../format.js';
import type { ReportBenchmark, ReportComparison, ReportData } from '../types.js';
import {
  type Block,
  deltaCell,
  deltaLevel,
  type MarkdownOptions,
  metricText,
  name,
  pct,
  plural,
  points,
} from './common.js';
import { questionId } from './questions.js';
import { usageDetails } from './usage.js';

export function legendBlock(data: ReportData): Block {
  const small = percent(Math.max(data.settings.margin, 0.01));
  const notApplicable = data.benchmarks.some((b) =>
    b.comparisons.some((c) => c.pairedNotApplicable),
  )
    ? ' · **n/a (corpus-level)**: rule paired tests per-question scores, which this metric does not have (it is computed over the whole benchmark); it is shown and never fails.'
    : '';
  const accepted =
    (data.summary.accepted ?? 0) > 0
      ? ' · ☑️ **accepted**: a credible regression the pull request’s accept label accepted (it does not fail the check).'
      : '';
  const meanScore = data.benchmarks.some((b) => b.comparisons.some((c) => c.posterior !== null))
    ? ' **accuracy** (or **mean score**, with rubric weights) is Bayes@N decided on the mean score per question, the accuracy your harness reports, with Bayes@N’s credible interval; Bayes@N’s own posterior mean, which its uniform prior pulls towards ½ at few trials, is in the table below.'
    : '';
  return {
    kind: 'text',
    lines: [
      '**Verdicts** · ❌ **regression**: the rule calls a drop credibly larger than the margin (a gated one fails the check) · ✅ **improvement**: a credible rise · ➖ **no credible change**: Δ’s interval lies within ±' +
        `${small.replace('%', '')} ${small === '1%' ? 'point' : 'points'} · ❓ **can't tell**: the rule did not call a change, and it cannot see one of the observed size; “(≥ x)” is the smallest drop, in points and spread over the questions, that it fails with 80% power (a drop concentrated on a few questions needs more: docs/statistics.md) · ⚠️ **drop within margin**: a credible drop that is not credibly larger than the margin (does not fail). Every row is on one scale: its values with their ${percent(data.settings.confidence)} intervals, and Δ, their difference in percentage points, drawn in the chart with its ${deltaLevel(data)} interval${data.settings.rule === 'overlap' ? ' (the overlap rule asks more than that interval leaving 0: that the two values’ intervals do not overlap)' : data.settings.rule === 'paired' ? ` (1 − 2α: it leaves 0 when the one-sided test at α = ${data.settings.alpha ?? 0.01} calls a change)` : ' (it leaves 0 when ρ reaches min-confidence)'}.${meanScore}${notApplicable}${accepted}`,
    ],
  };
}

export function settingsBlock(data: ReportData): Block {
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
export function posteriorCell(c: ReportComparison): string {
  if (!c.posterior) return '—';
  return `${pct(c.posterior.baseline.mu)} → ${pct(c.posterior.candidate.mu)}`;
}

/** p of a drop, and with a margin, of a drop larger than it. */
export function pCell(c: ReportComparison): string {
  const show = (p: number) => (p < 1e-4 ? p.toExponential(1) : fixed(p, 4));
  const p = c.adjustedPValue ?? c.pValue;
  if (p === null) return '—';
  return c.marginPValue !== null ? `${show(p)} (> margin: ${show(c.marginPValue)})` : show(p);
}

/** Per comparison: Δ with the rule's interval, ρ or p, what each rule can see, Bayes@N's own values. */
export function detailTable(data: ReportData): Block {
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

export function budgetSentence(benchmark: string, c: ReportComparison): string | undefined {
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
      if (c.limitation === 'one-question' || c.limitation === 'too-few-questions')
        return `${who}: with ${plural(c.paired?.questions ?? 0, 'question')} no test at this level can call a change, whatever the trials (the exact test's smallest p-value is ${c.limitation === 'one-question' ? '1' : `2^−${c.paired?.questions ?? 0}`}); it needs at least ${plural(b.questions ?? 0, 'question')}.`;
      return `${who}: ${delta}; the spread of the per-question differences limits the test, not the trials: about ${plural(b.questions ?? 0, 'question')} would detect a drop of this size with 80% power.`;
    case 'bootstrap':
      return `${who}: ${delta}; its bootstrap σ reflects the sample of questions, which more trials per question do not shrink (more questions would).`;
    case 'unreachable':
      return `${who}: ${delta} is consistent with no change: no affordable number of trials (up to 10,000 per question) would detect a change this small.`;
    case 'deterministic':
      return `${who}: ${delta}; every question's trials agree with each other (greedy decoding?), so more trials would repeat them: only more questions would let the gate see a change of this size.`;
    case 'greedy': {
      const said = greedySaid(b.greedy ?? { baseline: null, candidate: null }, {
        baseline: 'the baseline',
        candidate: 'the candidate',
      });
      const questions =
        b.questions !== undefined && b.questions !== null
          ? ` (about ${plural(b.questions, 'question')} would detect a drop of this size with 80% power)`
          : '';
      return `${who}: ${delta}${now}; ${said}, so ${GREEDY_ADVICE}${questions}.`;
    }
    case 'zero-difference':
    case 'negligible':
    case 'unknown':
      return undefined;
  }
}

export function sizeText(side: ReportBenchmark['baseline']): string {
  const n =
    side.trials.min === side.trials.max
      ? grouped(side.trials.min)
      : `${grouped(side.trials.min)}–${grouped(side.trials.max)}`;
  const d = side.priorTrials > 0 ? `, D = ${grouped(side.priorTrials)}` : '';
  return `${grouped(side.questions)} × ${n}, C = ${side.maxLabel}${d}`;
}

export function idList(ids: readonly string[], total: number): string {
  const shown = ids.slice(0, 10).map((id) => escapeMarkdown(id, { maxLength: 40 }));
  const rest = total - shown.length;
  return shown.join(', ') + (rest > 0 ? `, … (${grouped(rest)} more)` : '');
}

export function detailsBlocks(
  data: ReportData,
  options: MarkdownOptions,
  collapsed: Block[],
): Block[] {
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
  blocks.push(...usageDetails(data));

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
    // A discovered task's files are in the discovery table (and every path in the JSON report).
    if (
      b.discovered !== undefined &&
      b.alignment.onlyInBaselineCount + b.alignment.onlyInCandidateCount === 0
    )
      continue;
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
