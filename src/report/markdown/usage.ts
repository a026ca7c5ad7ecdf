/**
 * Tokens, time and cost per question: one compact line per benchmark under the headline (only when
 * the files carry usage), and a table of every measure in the details. Values are the means per
 * question over the questions both sides carry the measure on; the change is the ratio
 * candidate / baseline as a percentage, with Fieller's interval at the rule's level.
 */
import type { UsageComparison, UsageMeasure } from '../../decision/usage-types.js';
import { grouped, percent, spreadPercent, usageNumber } from '../format.js';
import type { ReportBenchmark, ReportData } from '../types.js';
import { type Block, NBSP, name, plural } from './common.js';

/** How a measure is named in a line (`tokens` is the total). */
const LABEL: Readonly<Record<UsageMeasure, string>> = {
  'input-tokens': 'input tokens',
  'output-tokens': 'output tokens',
  'total-tokens': 'tokens',
  'reasoning-tokens': 'reasoning tokens',
  'cached-tokens': 'cached tokens',
  seconds: 'seconds',
  cost: 'cost',
};

/** Benchmarks listed in the compact block; the rest are counted (all are in the details). */
const MAX_LINES = 10;

/** A mean per question in its unit: `1,240` tokens, `2.41 s`, `$0.00214`. */
function usageValue(u: Pick<UsageComparison, 'unit'>, x: number | null): string {
  return usageNumber(u.unit, x);
}

/** A ratio as a signed percentage: `+30%`, `-1.2%`, `0%`. */
export function ratioPercent(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '∞';
  const x = (ratio - 1) * 100;
  const digits = Math.abs(x) >= 10 ? 0 : 1;
  const s = Math.abs(x).toFixed(digits);
  if (Number(s) === 0) return '0%';
  return `${x > 0 ? '+' : '-'}${s}%`;
}

/** `+30% [+22%, +38%]`; `+3% [-100%, ∞]` when the interval is unbounded. */
export function changeText(u: UsageComparison): string {
  if (u.ratio === null) return 'not compared';
  if (u.lo === null) return ratioPercent(u.ratio);
  return `${ratioPercent(u.ratio)} [${ratioPercent(u.lo)}, ${ratioPercent(u.hi)}]`;
}

/**
 * ` · runs ±6%`: the run spread the interval and the test counted (config `usage-run-spread`),
 * shown wherever its interval is; empty where none was set.
 */
function runSpreadText(u: UsageComparison): string {
  return u.runSpread !== undefined && u.ratio !== null
    ? ` · runs ±${spreadPercent(u.runSpread)}`
    : '';
}

/** `10%` from a tolerance of 0.10. */
function tolerancePercent(t: number): string {
  return percent(t);
}

/**
 * The failing text of a measure, for the headline and messages: `cost +31% [+22%, +40%] > 10%`.
 */
export function usageRegression(u: UsageComparison): string {
  return `${LABEL[u.measure]}/question ${changeText(u)} > ${tolerancePercent(u.tolerance ?? 0)}`;
}

/** Why a measure was not compared, in words. */
function notComparedReason(u: UsageComparison): string {
  switch (u.notCompared) {
    case 'no-questions': {
      const side = u.missing.candidate > 0 ? 'candidate' : u.missing.baseline > 0 ? 'baseline' : '';
      return side === ''
        ? 'no question carries it on both sides'
        : `the ${side}'s files carry none`;
    }
    case 'one-question':
      return 'one question carries it on both sides';
    case 'zero-baseline':
      return "the baseline's mean is 0";
    case 'run-spread':
      return `runs that vary by ±${spreadPercent(u.runSpread ?? 0)} (usage-run-spread) leave no ratio bounded at ${percent(1 - 2 * u.level)} from one run a side (t × spread ≥ 1)`;
    case 'unbounded':
    case null: {
      const noise =
        u.runSpread !== undefined
          ? `their spread, the trials' own with repeats, or runs that vary by ±${spreadPercent(u.runSpread)}`
          : "their spread, or with repeats the trials' own";
      return `too few questions for their noise (${noise}): the ratio has no bound at ${percent(1 - 2 * u.level)}`;
    }
  }
}

/**
 * What the gate says of a measure, after its change: `❌ > 10%`, `(gate 10%)`; for a gated measure
 * the candidate's files lack on some compared questions, how many (its files are the pull
 * request's: a field left out must show).
 */
function gateMark(u: UsageComparison): string {
  if (u.tolerance === null) return '';
  const t = tolerancePercent(u.tolerance);
  const lacks =
    u.missing.candidate > 0 && u.questions > 0
      ? ` ⚠️${NBSP}the candidate lacks it on ${plural(u.missing.candidate, 'question')}`
      : '';
  if (u.fails) return ` ❌${NBSP}>${NBSP}${t}${lacks}`;
  if (u.accepted === true) return ` ☑️${NBSP}>${NBSP}${t}, accepted${lacks}`;
  if (u.verdict === 'not-compared') return ` ⚠️${NBSP}gated${NBSP}${t}, not compared${lacks}`;
  if (u.verdict === 'within-tolerance') return ` ⚠️${NBSP}up, not credibly >${NBSP}${t}${lacks}`;
  return ` (gate${NBSP}${t})${lacks}`;
}

/** `tokens/question 1,240 → 1,610, +30% [+22%, +38%]`, never broken inside its numbers. */
function measureText(u: UsageComparison): string {
  const values = `${usageValue(u, u.baseline)} → ${usageValue(u, u.candidate)}`;
  const change =
    u.ratio === null || u.notCompared !== null
      ? `${u.ratio !== null ? `${ratioPercent(u.ratio)}, ` : ''}not compared (${notComparedReason(u)})`
      : changeText(u) + runSpreadText(u);
  return `${LABEL[u.measure]}/question ${values}, ${change}`.replace(/ /g, NBSP) + gateMark(u);
}

/**
 * The measures of a benchmark's compact line: its tokens (the total, else output, else input),
 * seconds and cost, and every gated measure.
 */
function shownMeasures(b: ReportBenchmark): UsageComparison[] {
  const tokens =
    b.usage.find((u) => u.measure === 'total-tokens') ??
    b.usage.find((u) => u.measure === 'output-tokens') ??
    b.usage.find((u) => u.measure === 'input-tokens');
  return b.usage.filter(
    (u) => u === tokens || u.measure === 'seconds' || u.measure === 'cost' || u.tolerance !== null,
  );
}

/** Severity of a benchmark's usage, for the order of the lines: failing first. */
function severity(b: ReportBenchmark): number {
  if (b.usage.some((u) => u.fails || u.accepted === true)) return 0;
  if (b.usage.some((u) => u.tolerance !== null && u.verdict !== 'no-change')) return 1;
  if (b.usage.some((u) => u.change === 'increase')) return 2;
  return 3;
}

/** The level of the usage intervals (`95%`), from the run's rule; undefined without usage. */
function intervalLevel(data: ReportData): string | undefined {
  for (const b of data.benchmarks) for (const u of b.usage) return percent(1 - 2 * u.level);
  return undefined;
}

/**
 * One line per benchmark whose files carry usage, failing ones first: `**gsm8k** · tokens/question
 * 1,240 → 1,610, +30% [+22%, +38%] · seconds/question …`. Undefined when no file carries usage.
 */
export function usageBlock(data: ReportData): Block | undefined {
  const withUsage = data.benchmarks
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => b.usage.length > 0)
    .sort((x, y) => severity(x.b) - severity(y.b) || x.i - y.i);
  if (withUsage.length === 0) return undefined;
  const lines = withUsage
    .slice(0, MAX_LINES)
    .map(({ b }) => `- **${name(b.name)}** · ${shownMeasures(b).map(measureText).join(' · ')}`);
  const more = withUsage.length - MAX_LINES;
  if (more > 0) lines.push(`- and ${plural(more, 'more benchmark')} (in the details)`);
  return {
    kind: 'text',
    lines: [
      `**Usage per question** (baseline → candidate, change with its ${intervalLevel(data) ?? '95%'} interval)`,
      '',
      ...lines,
    ],
  };
}

/** The verdict cell of a measure in the details table. */
function verdictCell(u: UsageComparison): string {
  const t = u.tolerance !== null ? tolerancePercent(u.tolerance) : '';
  switch (u.verdict) {
    case 'regression':
      return `❌ regression (>${NBSP}${t})`;
    case 'accepted':
      return `☑️ accepted (>${NBSP}${t})`;
    case 'within-tolerance':
      return `⚠️ increase, not credibly >${NBSP}${t}`;
    case 'increase':
      return 'increase (report-only)';
    case 'decrease':
      return '✅ decrease';
    case 'no-change':
      return u.tolerance !== null ? `➖ no credible change (gate ${t})` : '➖ no credible change';
    case 'not-compared':
      return `— not compared: ${notComparedReason(u)}`;
  }
}

/** Questions paired, and where a side lacks the measure, how many questions it lacks it on. */
function questionsCell(u: UsageComparison): string {
  const lacks = [
    ...(u.missing.baseline > 0 ? [`baseline lacks ${grouped(u.missing.baseline)}`] : []),
    ...(u.missing.candidate > 0 ? [`candidate lacks ${grouped(u.missing.candidate)}`] : []),
  ];
  return `${grouped(u.questions)}${lacks.length > 0 ? ` (${lacks.join(', ')})` : ''}`;
}

/** The details: every measure of every benchmark (undefined without usage). */
export function usageDetails(data: ReportData): Block[] {
  const level = intervalLevel(data);
  if (level === undefined) return [];
  const spread = data.benchmarks.some((b) => b.usage.some((u) => u.runSpread !== undefined))
    ? "; *runs ±x%*: usage-run-spread (in the action, the workflow's input), how much a whole run varies by chance, counted as noise"
    : '';
  const lines = [
    `| benchmark | measure | baseline | candidate | change [${level} interval] | questions | verdict |`,
    '|:--|:--|--:|--:|--:|--:|:--|',
  ];
  for (const b of data.benchmarks)
    for (const u of b.usage)
      lines.push(
        `| ${name(b.name)} | ${u.measure} | ${usageValue(u, u.baseline)} | ${usageValue(u, u.candidate)} | ${(changeText(u) + runSpreadText(u)).replace(/ /g, NBSP)} | ${questionsCell(u)} | ${verdictCell(u)} |`,
      );
  return [
    {
      kind: 'text',
      lines: [
        `**Usage per question** (each question's mean over its trials, over the questions both sides carry the measure on; the change is the ratio candidate / baseline of the means, with Fieller's ${level} interval; a gated measure fails on a credible increase beyond its tolerance, tested at the rule's level${spread}: docs/statistics.md)`,
      ],
    },
    { kind: 'table', lines },
  ];
}
