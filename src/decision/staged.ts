/**
 * A gate in stages: stage 1 compares the runs as they are; where it cannot tell, a plan names the
 * questions to run again (plan.ts); stage 2 decides on every trial so far, and so on. The false
 * alarms over all stages stay at the rule's level however many stages follow, and whatever a plan
 * chose:
 *
 * - **The level is spent, not spent again.** Stage k tests at α_k = α · s_k with s_1 = ½ and
 *   s_k = 2^−k after it (¼, ⅛, …: Σ s_k = 1), so P(a false alarm at any stage) ≤ Σ α_k = α by the
 *   union bound, whatever the stages' statistics share (Bonferroni across looks: no assumption on
 *   how a stage's data relate to the last's, which an adaptive plan would break). Rule z splits
 *   1 − min-confidence the same way. Rule overlap has no level; its intervals are drawn at
 *   `confidence` at every stage (docs/statistics.md measures its false alarms over the stages).
 * - **A stage's data may be chosen by the last, and still tell nothing under no change.** A plan
 *   asks the same new trials of a question on both sides, chosen from what swapping a question's
 *   two sides leaves unchanged (its pooled counts and its squared difference, never Δ or a
 *   difference's sign: plan.ts); under no change the sides are exchangeable, so each question's
 *   difference over all its trials stays symmetric about 0 given the plan, and the paired test on
 *   the pooled data keeps its level (exactly, for the sign-flip test).
 * - **A failure stands.** A benchmark that failed at a stage fails the run; later stages only ever
 *   decide the benchmarks that could not be told.
 *
 * Why this split: docs/statistics.md ("A gate in stages") measures it beside the whole level at
 * every stage (what re-running CI until it is green does: the false alarms grow with each stage)
 * and Pocock's two-look boundary (more power at stage 2, but for two looks of a fixed design
 * only); the union bound needs nothing of the plan or of how many stages follow.
 */
import { ValidationError, showValue } from '../errors.js';
import type { DecisionSettings } from './types.js';
import { DEFAULT_ALPHA } from './rule.js';

/** The share of the level stage k (1, 2, …) spends: ½, then ¼, ⅛, … (they sum to 1). */
export function stageShare(stage: number): number {
  if (!(Number.isInteger(stage) && stage >= 1))
    throw new ValidationError(
      `a stage is a whole number from 1; got ${showValue(stage)}.`,
      'stage',
    );
  return stage === 1 ? 0.5 : 2 ** -stage;
}

/** What the stages up to and including `stage` spent of the level, as a share: 1 − 2^−stage. */
export function spentShare(stage: number): number {
  let s = 0;
  for (let j = 1; j <= stage; j++) s += stageShare(j);
  return s;
}

/**
 * The settings stage `stage` decides with: α (rule paired) and 1 − min-confidence (rule z)
 * scaled by the stage's share; rule overlap's as they are.
 *
 * @example stagedSettings({ rule: 'paired', alpha: 0.01, ... }, 2).alpha // 0.0025
 */
export function stagedSettings(settings: DecisionSettings, stage: number): DecisionSettings {
  const share = stageShare(stage);
  if (settings.rule === 'paired')
    return { ...settings, alpha: (settings.alpha ?? DEFAULT_ALPHA) * share };
  if (settings.rule === 'z')
    return { ...settings, minConfidence: 1 - (1 - settings.minConfidence) * share };
  return settings;
}
