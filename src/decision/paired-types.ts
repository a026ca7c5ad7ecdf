/** The result type of rule `paired`'s tests (its own file: the tests import it, and paired.ts imports them). */

/** A paired test of candidate against baseline on the same questions. */
export interface PairedTest {
  /**
   * `t`: Student's t on the per-question differences (capped by the exact sign-flip test at
   * M ≤ 16); `mcnemar`: one 0/1 trial per question (exact test, Tango's interval); `none`: one
   * question, nothing to test.
   */
  readonly test: 't' | 'mcnemar' | 'none';
  /** Questions M. */
  readonly questions: number;
  /** Δ = mean of d_q = candidate_q − baseline_q (raw scale). */
  readonly delta: number;
  /** Standard error of Δ (question-clustered, never below the posterior floor): sd(d) / √M. */
  readonly standardError: number;
  /** The (1 − 2α) two-sided interval of Δ. */
  readonly lo: number;
  readonly hi: number;
  /** One-sided p-value of a drop (small: the candidate is credibly worse). */
  readonly pDrop: number;
  /** One-sided p-value of a rise. */
  readonly pRise: number;
  /** One-sided p-value of a drop larger than the margin (H0: Δ ≥ −margin); = pDrop at margin 0. */
  readonly pBeyondMargin: number;
  /** Degrees of freedom of the t test (M − 1); null for McNemar. */
  readonly df: number | null;
  /**
   * The smallest p-value the test can give with M questions, whatever the data (the sign-flip
   * test's 2^−M; McNemar's ½^M; 0 for t alone; 1 for one question). When it is not
   * below the level, the test cannot call a change: the comparison is blind, not unchanged.
   */
  readonly minP: number;
  /** The exact sign-flip test capped the t test's p-values (M ≤ 16). */
  readonly signFlip: boolean;
  /** McNemar: questions that went right→wrong (`down`) and wrong→right (`up`). */
  readonly discordant?: { readonly down: number; readonly up: number };
}
