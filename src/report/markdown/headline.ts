/**
 * The report's first lines: the headline (every credible regression, or the best news there is,
 * and the questions each side lost), the summary line, and the notes under it (a rule far blinder
 * than rule paired, a baseline behind the base or too old, lost questions).
 */
import { fixed, grouped, largest, percent } from '../format.js';
import type { ReportData } from '../types.js';
import { category, changeText, gatedRows, name, pct, plural, type Row } from './common.js';
import { baseRunFallback } from './wait.js';
import { usageRegression } from './usage.js';

/**
 * What the sides lost before anything was compared, for the headline: questions lost to errors
 * (errored or never-run trials) on each side, and questions only one side has (`align:
 * intersect`), e.g. `candidate lost 15 of 50 questions to errors`.
 */
export function lossParts(data: ReportData): string[] {
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
  if (onlyBaseline + onlyCandidate > 0) parts.push(onlyOneSide(onlyBaseline, onlyCandidate));
  return parts;
}

/** `3 questions only in the baseline and 2 only in the candidate not compared`, no side at 0. */
function onlyOneSide(onlyBaseline: number, onlyCandidate: number): string {
  if (onlyBaseline > 0 && onlyCandidate > 0)
    return `${plural(onlyBaseline, 'question')} only in the baseline and ${grouped(onlyCandidate)} only in the candidate not compared`;
  return `${plural(onlyBaseline + onlyCandidate, 'question')} only in the ${onlyBaseline > 0 ? 'baseline' : 'candidate'} not compared`;
}

/** The first line: every credible regression, or the best news there is; then what was lost. */
export function headline(data: ReportData): string {
  const lost = lossParts(data);
  const verdict = verdictHeadline(data);
  return lost.length > 0 ? `${verdict} · ⚠️ ${lost.join('; ')}` : verdict;
}

export function verdictHeadline(data: ReportData): string {
  const rows = gatedRows(data);
  // A credible increase of tokens, time or cost beyond its tolerance fails like a drop.
  const failing = [
    ...rows.filter((r) => r.c.fails).map(changeText),
    ...data.benchmarks.flatMap((b) =>
      b.usage.filter((u) => u.fails).map((u) => `${name(b.name)} ${usageRegression(u)}`),
    ),
  ];
  if (failing.length > 0) {
    const shown = failing.slice(0, 10);
    const more = failing.length > shown.length ? ` and ${grouped(failing.length - 10)} more` : '';
    return `### ❌ Credible regression: ${shown.join(', ')}${more}`;
  }
  const accepted = [
    ...rows.filter((r) => category(r.c) === 'accepted').map(changeText),
    ...data.benchmarks.flatMap((b) =>
      b.usage
        .filter((u) => u.accepted === true)
        .map((u) => `${name(b.name)} ${usageRegression(u)}`),
    ),
  ];
  if (accepted.length > 0) {
    const shown = accepted.slice(0, 10);
    const more = accepted.length > shown.length ? ` and ${grouped(accepted.length - 10)} more` : '';
    return `### ☑️ Regression accepted: ${shown.join(', ')}${more}`;
  }
  const unseen = rows.filter((r) => category(r.c) === 'drop-unseen');
  if (unseen.length > 0) {
    // A benchmark too small for the test at its level sees no drop at all: no figure to quote.
    const sized = unseen.filter((r) => r.c.detectableDrop !== null);
    const blind = unseen.length - sized.length;
    const tooFew = `too few questions for the gate to call a drop in ${plural(blind, 'comparison')}`;
    if (sized.length === 0) return `### ❓ No credible regression found, but ${tooFew}`;
    const worst = largest(sized.map((r) => r.c.detectableDrop ?? 0));
    return `### ❓ No credible regression found, but the gate cannot see drops smaller than ${pct(worst)} points in ${plural(sized.length, 'comparison')}${blind > 0 ? `, and ${tooFew}` : ''}`;
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

export function ruleText(data: ReportData): string {
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

export function summaryLine(data: ReportData): string {
  const s = data.summary;
  const parts = [plural(s.regressions, 'regression'), plural(s.improvements, 'improvement')];
  if ((s.accepted ?? 0) > 0) parts.splice(1, 0, `${grouped(s.accepted ?? 0)} accepted`);
  if (s.usageGated > 0) parts.push(plural(s.usageRegressions, 'usage regression'));
  if (s.withinMargin > 0) parts.push(`${grouped(s.withinMargin)} within the margin`);
  parts.push(`${grouped(s.negligible)} no credible change`, `${grouped(s.cannotTell)} can't tell`);
  if (s.notApplicable > 0) parts.push(`${grouped(s.notApplicable)} n/a`);
  const reportOnly = s.reportOnly > 0 ? ` (+${grouped(s.reportOnly)} report-only)` : '';
  const bound =
    data.falseAlarmBound !== null
      ? ` · false alarms ≤ ${percent(data.falseAlarmBound)} per run${data.settings.multipleComparisons === 'holm' ? ' (Holm)' : ''}`
      : '';
  const margin = data.settings.margin > 0 ? ` · margin ${pct(data.settings.margin)} pp` : '';
  const skewed = data.benchmarks.reduce(
    (n, b) => n + b.usage.filter((u) => u.notGated !== null).length,
    0,
  );
  const usage = `${s.usageGated > 0 ? ` + ${plural(s.usageGated, 'gated usage measure')}` : ''}${skewed > 0 ? ` (+${plural(skewed, 'usage measure')} too skewed to gate)` : ''}`;
  return `**scorio eval** · ${plural(s.benchmarks, 'benchmark')} · ${plural(s.gated, 'gated comparison')}${reportOnly}${usage}: ${parts.join(', ')} · ${ruleText(data)}${bound}${margin}`;
}

/**
 * One line when the rule in force needs a drop more than twice as large as rule paired would to
 * see it (the overlap rule at a handful of trials per question), naming `rule: paired`.
 */
export function adviceLine(data: ReportData): string | undefined {
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
export function baselineNote(data: ReportData): string | undefined {
  const b = data.provenance?.baseline;
  if (!b) return undefined;
  const notes: string[] = [];
  const fallback = b.baseRun ? baseRunFallback(b.baseRun) : undefined;
  if (fallback !== undefined)
    notes.push(`${fallback}, so the baseline comes from an earlier run of the base branch`);
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
export function lossNote(data: ReportData): string | undefined {
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
        `${onlyOneSide(a.onlyInBaselineCount, a.onlyInCandidateCount)} (\`align: intersect\`)`,
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
