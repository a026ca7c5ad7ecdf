/**
 * The report's first lines: the headline (every credible regression, or the best news there is,
 * and the questions each side lost), the summary line, and the notes under it (a rule far blinder
 * than rule paired, a baseline behind the base or too old, lost questions).
 */
import { escapeCode } from '../escape.js';
import { fixed, grouped, largest, percent } from '../format.js';
import type { ReportComparison, ReportData } from '../types.js';
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
    let missing = 0;
    for (const b of data.benchmarks) {
      const l = b[side].lost;
      questions += l.questions;
      outOf += l.outOf;
      errored += l.errored;
      neverRan += l.neverRan;
      missing += l.missing ?? 0;
    }
    if (questions === 0) continue;
    const causes = [
      ...(errored > 0 ? ['errors'] : []),
      ...(neverRan > 0 ? ['samples that never ran'] : []),
    ];
    const cause = causes.length > 0 ? ` to ${causes.join(' and ')}` : '';
    // `align: intersect` left out what one side's files lack: lost, not merely "not compared".
    const gone = missing > 0 ? ` (${grouped(missing)} missing from its files)` : '';
    parts.push(`${side} lost ${grouped(questions)} of ${plural(outOf, 'question')}${cause}${gone}`);
  }
  // Tasks missing from the candidate that do not fail the run (`missing-tasks: warn`).
  const missing = data.missingTasks;
  if (missing !== undefined && missing.tasks.length > 0 && !missing.fails && !missing.accepted)
    parts.push(`${missingText(missing.tasks)} (\`missing-tasks: warn\`)`);
  return parts;
}

/** `2 tasks missing from the candidate: \`arc_easy\`, \`gsm8k\``, five named at most. */
export function missingText(tasks: readonly string[]): string {
  const shown = tasks.slice(0, 5).map((t) => `\`${escapeCode(t, { maxLength: 40 })}\``);
  const more = tasks.length > 5 ? ` and ${grouped(tasks.length - 5)} more` : '';
  return `${plural(tasks.length, 'task')} missing from the candidate: ${shown.join(', ')}${more}`;
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
  const missing = data.missingTasks;
  // A task the baseline has and the candidate lacks fails the run (`missing-tasks: fail`).
  const gone = missing?.fails === true ? missingText(missing.tasks) : undefined;
  if (failing.length > 0) {
    const shown = failing.slice(0, 10);
    const more = failing.length > shown.length ? ` and ${grouped(failing.length - 10)} more` : '';
    return `### ❌ Credible regression: ${shown.join(', ')}${more}${gone !== undefined ? ` · ${gone}` : ''}`;
  }
  if (gone !== undefined)
    return `### ❌ ${gone.charAt(0).toUpperCase()}${gone.slice(1)} (in the baseline's folder, not in the candidate's; \`missing-tasks: warn\` to list them without failing)`;
  const goneAccepted =
    missing?.accepted === true && missing.tasks.length > 0 ? missingText(missing.tasks) : undefined;
  const accepted = [
    ...rows.filter((r) => category(r.c) === 'accepted').map(changeText),
    ...data.benchmarks.flatMap((b) =>
      b.usage
        .filter((u) => u.accepted === true)
        .map((u) => `${name(b.name)} ${usageRegression(u)}`),
    ),
  ];
  if (accepted.length > 0 || goneAccepted !== undefined) {
    const shown = [...accepted.slice(0, 10), ...(goneAccepted !== undefined ? [goneAccepted] : [])];
    const more = accepted.length > 10 ? ` and ${grouped(accepted.length - 10)} more` : '';
    return `### ☑️ Regression accepted: ${shown.join(', ')}${more}`;
  }
  const unseen = rows.filter((r) => category(r.c) === 'drop-unseen');
  if (unseen.length > 0) {
    // A benchmark too small for the test at its level sees no drop at all: no figure to quote.
    const sized = unseen.filter((r) => r.c.detectableDrop !== null);
    const blind = unseen.length - sized.length;
    const tooFew = blindText(unseen, blind);
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
  // A comparison that sees no drop at all (one question, too few for the test, a margin as wide
  // as the range) has no figure: never "changes smaller than 0.0 points".
  const sized = blind.filter((r) => r.c.detectableDrop !== null);
  const seeing =
    sized.length > 0
      ? `changes smaller than ${pct(largest(sized.map((r) => r.c.detectableDrop ?? 0)))} points are not visible`
      : '';
  const none = blind.length - sized.length;
  const why = [seeing, none > 0 ? blindText(blind, none) : ''].filter((t) => t !== '').join('; ');
  return `### ✅ No credible regression · can't tell in ${grouped(blind.length)} of ${plural(rows.length, 'gated comparison')} (${why})`;
}

/** Why `count` of `rows` see no change at all: too few questions, or no drop within the range. */
function blindText(rows: readonly { readonly c: ReportComparison }[], count: number): string {
  const range = rows.some((r) => r.c.limitation === 'no-visible-drop');
  const few = rows.some(
    (r) => r.c.limitation === 'one-question' || r.c.limitation === 'too-few-questions',
  );
  const what =
    range && !few
      ? 'no drop within the range is visible'
      : few && !range
        ? 'too few questions for the gate to call a drop'
        : 'too few questions, or no drop within the range, for the gate to call a drop';
  return `${what} in ${plural(count, 'comparison')}`;
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
  const usage = s.usageGated > 0 ? ` + ${plural(s.usageGated, 'gated usage measure')}` : '';
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
 * One line when the per-question differences spread more than the trial model allows (trials
 * that share something within a run: greedy or seeded decoding, cached generations): the rules
 * on two intervals widened them by what the data show (decision/dispersion.ts). Names the gated
 * comparison widened most, and how many were.
 */
export function dispersionNote(data: ReportData): string | undefined {
  if (data.settings.rule === 'paired') return undefined;
  const widened = gatedRows(data).filter((r) => r.c.dispersion?.contradicted === true);
  if (widened.length === 0) return undefined;
  const worst = widened.reduce((a, b) =>
    (b.c.dispersion?.widened ?? 1) > (a.c.dispersion?.widened ?? 1) ? b : a,
  );
  const d = worst.c.dispersion;
  const rho =
    d?.trialCorrelation !== null && d?.trialCorrelation !== undefined && d.trialCorrelation > 0
      ? `, as if a run's trials of a question were correlated at ${fixed(d.trialCorrelation, 2)}`
      : '';
  const more = widened.length > 1 ? ` (and ${plural(widened.length - 1, 'other comparison')})` : '';
  return `> Trials are not independent within a run: on ${changeText(worst).replace(/ [+-][\d.]+\u00a0pp$/, '')} the questions' differences spread ${fixed(d?.ratio ?? 1, 1)}× what the intervals allow${rho}; the intervals were widened ×${fixed(d?.widened ?? 1, 2)}${more}. \`rule: paired\` measures that spread itself.`;
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
      if (l.errored + l.neverRan > 0) anyLost = true;
      const what = [
        ...(l.errored > 0 ? [plural(l.errored, 'errored trial')] : []),
        ...(l.neverRan > 0 ? [`${plural(l.neverRan, 'trial')} never ran`] : []),
        ...((l.missing ?? 0) > 0
          ? [
              `${plural(l.missing ?? 0, 'question')} missing from its files, left out by \`align: intersect\``,
            ]
          : []),
      ].join(', ');
      parts.push(`${side} ${grouped(l.questions)} of ${plural(l.outOf, 'question')} (${what})`);
    }
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
