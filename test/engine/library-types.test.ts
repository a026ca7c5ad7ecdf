/**
 * The library's options are typed unions (issue 32, item 7): a misspelt rule, alignment, format or
 * errors setting does not compile. `npm run typecheck` checks this file: each `@ts-expect-error`
 * fails the check if the line below it compiles (when the option is a plain string again).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ConfigOverrides } from '../../src/config/index.js';
import type {
  CompareOutcome,
  CompareRequest,
  RankRequest,
  ScoreRequest,
} from '../../src/engine/index.js';
import type { ReportData } from '../../src/report/index.js';

const cwd = '.';

describe('library option types', () => {
  it('accept the documented values and refuse others at compile time', () => {
    const ok: CompareRequest = {
      cwd,
      overrides: {
        rule: 'paired',
        align: 'intersect',
        format: 'inspect-eval',
        multipleComparisons: 'holm',
        errors: 'missing',
      },
    };
    // @ts-expect-error 'pairwise' is not a rule
    const badRule: ConfigOverrides = { rule: 'pairwise' };
    // @ts-expect-error 'loose' is not an alignment
    const badAlign: ConfigOverrides = { align: 'loose' };
    // @ts-expect-error 'inspect' is not a format (inspect-eval, inspect-json)
    const badFormat: ConfigOverrides = { format: 'inspect' };
    // @ts-expect-error 'ignore' is not an errors setting
    const badErrors: ConfigOverrides = { errors: 'ignore' };
    // @ts-expect-error 'bonferroni' is not a multiple-comparisons setting
    const badHolm: ConfigOverrides = { multipleComparisons: 'bonferroni' };
    // @ts-expect-error rank's rule is typed too
    const badRank: Partial<RankRequest> = { rule: 'pairwise' };
    // @ts-expect-error rank's alignment
    const badRankAlign: Partial<RankRequest> = { align: 'loose' };
    // @ts-expect-error score's format
    const badScore: Partial<ScoreRequest> = { format: 'csv' };
    // @ts-expect-error score's errors setting
    const badScoreErrors: Partial<ScoreRequest> = { errors: 'skip' };
    expect([badRule, badAlign, badFormat, badErrors, badHolm, badRank, badRankAlign]).toHaveLength(
      7,
    );
    expect([badScore, badScoreErrors, ok]).toHaveLength(3);
  });

  it('CompareOutcome.report is always there', () => {
    expectTypeOf<CompareOutcome['report']>().toEqualTypeOf<ReportData>();
  });
});
