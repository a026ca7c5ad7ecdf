/**
 * Usage per question from what the readers found: the paired per-question means the decision
 * compares (`compare`), and one run's mean per question with its interval (`score`).
 */
import {
  USAGE_MEASURES,
  USAGE_UNITS,
  type UsageGate,
  type UsageRunSpread,
  type UsageInput,
  type UsageMeasure,
} from '../decision/usage-types.js';
import { runSpreadBoundsNothing, usageMean } from '../decision/usage.js';
import type { ReadUsage, UsageMeasureId } from '../readers/types.js';
import { grouped } from '../report/format.js';

// The readers restate the decision layer's measures: the two lists must be one.
const SAME_MEASURES: Record<UsageMeasureId, UsageMeasure> & Record<UsageMeasure, UsageMeasureId> = {
  'input-tokens': 'input-tokens',
  'output-tokens': 'output-tokens',
  'total-tokens': 'total-tokens',
  'reasoning-tokens': 'reasoning-tokens',
  'cached-tokens': 'cached-tokens',
  seconds: 'seconds',
  cost: 'cost',
};
void SAME_MEASURES;

/** A question's value of a measure on one side: its mean over the trials that carry one. */
export function meanOf(
  usage: ReadUsage | undefined,
  measure: UsageMeasure,
  id: string,
): number | undefined {
  const cell = usage?.[measure]?.get(id);
  return cell !== undefined && cell.trials > 0 ? cell.sum / cell.trials : undefined;
}

/**
 * The variance of a question's mean over its trials, s² / n (s² the trials' sample variance), from
 * the sums the readers keep; undefined below 2 trials.
 */
function trialVarianceOf(
  usage: ReadUsage | undefined,
  measure: UsageMeasure,
  id: string,
): number | undefined {
  const cell = usage?.[measure]?.get(id);
  if (cell === undefined || cell.trials < 2) return undefined;
  const n = cell.trials;
  // Σ x² − (Σ x)² / n can round below 0 where the trials agree.
  return Math.max(0, (cell.sumSquares - (cell.sum * cell.sum) / n) / (n - 1)) / n;
}

/**
 * The usage of one benchmark, paired over the compared questions (`ids`, the aligned ones): per
 * measure either side carries, the per-question means of the questions that carry it on both sides
 * and how many carry it on one side only; the measure's tolerance from `gate`. A measure whose
 * every value is 0 on both sides (a model without reasoning tokens, a cache never hit) has nothing
 * to compare and is left out unless gated.
 */
export function usageInputs(
  baseline: ReadUsage | undefined,
  candidate: ReadUsage | undefined,
  ids: readonly string[],
  settings: {
    readonly gate: UsageGate | undefined;
    readonly runSpread?: UsageRunSpread | undefined;
  },
): UsageInput[] {
  const { gate } = settings;
  const out: UsageInput[] = [];
  for (const measure of USAGE_MEASURES) {
    if (baseline?.[measure] === undefined && candidate?.[measure] === undefined) continue;
    const b: number[] = [];
    const c: number[] = [];
    // The trials' own variance of each paired question's mean, while every one ran 2 or more.
    let vb: number[] | undefined = [];
    let vc: number[] | undefined = [];
    let onlyBaseline = 0;
    let onlyCandidate = 0;
    let anyNonZero = false;
    for (const id of ids) {
      const x = meanOf(baseline, measure, id);
      const y = meanOf(candidate, measure, id);
      if (x !== undefined && y !== undefined) {
        b.push(x);
        c.push(y);
        const u = trialVarianceOf(baseline, measure, id);
        const v = trialVarianceOf(candidate, measure, id);
        if (u === undefined || v === undefined) vb = vc = undefined;
        else {
          vb?.push(u);
          vc?.push(v);
        }
      } else if (x !== undefined) onlyBaseline++;
      else if (y !== undefined) onlyCandidate++;
      if ((x !== undefined && x > 0) || (y !== undefined && y > 0)) anyNonZero = true;
    }
    const tolerance = gate?.[measure];
    if (!anyNonZero && tolerance === undefined) continue;
    const runSpread = settings.runSpread?.[measure];
    out.push({
      measure,
      baseline: b,
      candidate: c,
      // Questions that carry it on the other side only: left out of the pair.
      missing: { baseline: onlyCandidate, candidate: onlyBaseline },
      ...(tolerance !== undefined ? { tolerance } : {}),
      ...(runSpread !== undefined && runSpread > 0 ? { runSpread } : {}),
      ...(vb !== undefined && vc !== undefined && b.length > 0
        ? { trialVariance: { baseline: vb, candidate: vc } }
        : {}),
    });
  }
  return out;
}

/** One run's mean per question of a measure, with its interval (`score`). */
export interface UsageSummary {
  readonly measure: UsageMeasure;
  readonly unit: 'tokens' | 'seconds' | 'USD';
  /** Mean per question over the questions that carry the measure. */
  readonly mean: number;
  /** The interval at the run's confidence (Student's t, skewness-corrected); null below 2 questions. */
  readonly lo: number | null;
  readonly hi: number | null;
  /** Questions that carry the measure (of the table's). */
  readonly questions: number;
}

/**
 * Per measure the files carry, the mean per question over the table's questions (`ids`) that carry
 * it, with its interval at `confidence`. Measures that are 0 everywhere are left out.
 */
export function usageSummary(
  usage: ReadUsage | undefined,
  ids: readonly string[],
  confidence: number,
): UsageSummary[] {
  const out: UsageSummary[] = [];
  for (const measure of USAGE_MEASURES) {
    if (usage?.[measure] === undefined) continue;
    const values: number[] = [];
    for (const id of ids) {
      const v = meanOf(usage, measure, id);
      if (v !== undefined) values.push(v);
    }
    if (values.length === 0 || values.every((v) => v === 0)) continue;
    const m = usageMean(values, confidence);
    out.push({
      measure,
      unit: USAGE_UNITS[measure],
      mean: m.mean,
      lo: m.lo,
      hi: m.hi,
      questions: values.length,
    });
  }
  return out;
}

/**
 * What a reviewer must know about a gated measure the numbers cannot fully judge: neither side's
 * files carry it (nothing is gated), or one side lacks it on some of the compared questions (the
 * pair is the rest). A pull request controls its own files: leaving a field out must show.
 */
export function usageWarnings(
  benchmark: string,
  inputs: readonly UsageInput[],
  gate: UsageGate | undefined,
  level: number,
): string[] {
  const out: string[] = [];
  for (const measure of USAGE_MEASURES) {
    if (gate?.[measure] === undefined) continue;
    const u = inputs.find((i) => i.measure === measure);
    if (u === undefined) {
      out.push(
        `${benchmark}: usage-gate ${measure}: neither side's files carry ${measure}, so it is not gated.`,
      );
      continue;
    }
    // Where the measure would be compared but for the spread (2+ questions, a baseline above 0).
    let baselineSum = 0;
    for (let q = 0; q < u.baseline.length; q++) baselineSum += u.baseline[q] as number;
    if (baselineSum > 0 && runSpreadBoundsNothing(u.baseline.length, level, u.runSpread))
      out.push(
        `${benchmark}: usage-gate ${measure}: a run spread of ${u.runSpread} (usage-run-spread) is too large for one run a side to bound the ratio at this level (t × spread ≥ 1 with ${grouped(u.baseline.length)} questions): ${measure} is not gated.`,
      );
    for (const side of ['candidate', 'baseline'] as const)
      if (u.missing[side] > 0)
        out.push(
          `${benchmark}: usage-gate ${measure}: the ${side}'s files lack ${measure} on ${u.missing[side]} of the compared questions that the other side has it on; the ${u.baseline.length} that both carry are compared.`,
        );
  }
  return out;
}
