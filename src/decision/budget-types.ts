/**
 * Types of the trial budget (budget.ts): the advice for an unresolved comparison, and what the
 * logs say of each side's decoding, which turns it from trials into questions. Pure data.
 */

/**
 * What a side's log says about how its answers were decoded (the readers' `ReadDecoding`,
 * restated: the decision layer imports no reader): `greedy` when every answer was decoded at
 * temperature 0 or scored without generating; `evidence` in words, e.g. `temperature 0 in gen_args`.
 */
export interface Decoding {
  readonly greedy: boolean;
  readonly evidence: string;
}

/** Each side's `Decoding`, null where its log says nothing. */
export interface SidesDecoding {
  readonly baseline: Decoding | null;
  readonly candidate: Decoding | null;
}

/** Advice for an unresolved comparison: how many trials per question would resolve it. */
export interface TrialBudget {
  /**
   * - `estimate`: `trials` per question (on both sides) would detect a change of the observed size
   *   with 80% power under the rule.
   * - `zero-difference`: delta is 0; no number of trials resolves a zero difference.
   * - `negligible`: the change is negligible (its interval lies within ±1 point): no advice.
   * - `questions` (rule `paired`): the question-to-question spread of the differences limits the
   *   test, not the trials: no number of trials would do; `questions` questions would.
   * - `bootstrap`: sigma is a bootstrap over questions; more trials do not shrink it (more questions would).
   * - `unreachable`: more than `maxTrials` trials per question would be needed.
   * - `unknown`: sizes were not given.
   * - `deterministic`: every question's trials agree (greedy decoding): more trials would repeat
   *   them; more questions would help.
   * - `greedy`: a side's log says its decoding was greedy (`greedy` names what it says): more
   *   trials would repeat its answers; more questions (`questions`, about, where the metric has
   *   per-question scores) or sampling (temperature > 0) would help.
   */
  readonly kind:
    | 'estimate'
    | 'zero-difference'
    | 'bootstrap'
    | 'unreachable'
    | 'unknown'
    | 'negligible'
    | 'questions'
    | 'deterministic'
    | 'greedy';
  /** Trials per question that would detect a drop of this size with 80% power (`estimate`). */
  readonly trials: number | null;
  /**
   * `questions`: more trials cannot; about this many questions (at the current trials) would.
   * `greedy`: the same figure with every question's outcome taken as fixed (null without
   * per-question scores).
   */
  readonly questions?: number | null;
  /**
   * `greedy`: what each side's log says of its greedy decoding (`temperature 0 in gen_args`);
   * null for a side whose log does not say it was greedy.
   */
  readonly greedy?: { readonly baseline: string | null; readonly candidate: string | null };
  /** Trials per question now (the larger of the two sides), when known. */
  readonly currentTrials: number | null;
  /** The 1/sqrt(T+1) scaling is exact for Bayes@N only; for other metrics the figure is approximate. */
  readonly approximate: boolean;
}
