/**
 * The leaderboard's reports: the JSON (`scorio-eval-leaderboard/1`) and the Markdown for the PR
 * comment (<= 65,536 characters) and the job summary (<= 1 MiB), with the verdict paragraph
 * above the leaderboards when there is a baseline.
 */
import type { Leaderboard } from '../decision/index.js';
import {
  COMMENT_LIMIT,
  SUMMARY_LIMIT,
  buildLeaderboardReport,
  renderLeaderboardMarkdown,
  utf8Length,
} from '../report/index.js';
import type { Settings } from './rank-models.js';
import type { BaselineVerdict, RankedSource } from './rank-types.js';
import { verdictParagraph } from './rank-verdict.js';
import type { Verdict } from './types.js';
import { TOOL_VERSION } from './version.js';

/** Everything the leaderboard's reports show. */
export interface RankReportInput {
  readonly boards: readonly Leaderboard[];
  readonly verdict: Verdict;
  readonly versus: BaselineVerdict | null;
  /** The leaderboard the verdict was decided on. */
  readonly deciding: Leaderboard;
  readonly leader: string | null;
  readonly topGroup: readonly string[];
  readonly settings: Settings;
  readonly weights: readonly number[] | undefined;
  readonly questions: number;
  readonly sources: readonly RankedSource[];
  readonly warnings: readonly string[];
  readonly generatedAt: string;
  /** Where the full report is, for the comment's truncation note. */
  readonly fullReportHint: string;
}

/** The JSON report and the two Markdown renderings. */
export function renderRankReports(input: RankReportInput): {
  json: string;
  comment: string;
  markdown: string;
} {
  const { boards, versus, settings } = input;
  const meta = {
    tool: { name: 'scorio-eval', version: TOOL_VERSION },
    generatedAt: input.generatedAt,
  };
  const report = buildLeaderboardReport(boards, meta);
  const json = `${JSON.stringify(
    {
      schema: report.schema,
      tool: report.tool,
      generatedAt: report.generatedAt,
      verdict: input.verdict,
      versusBaseline: versus,
      leader: input.leader,
      topGroup: input.topGroup,
      settings: {
        rule: settings.rule,
        confidence: settings.confidence,
        minConfidence: settings.minConfidence,
        alpha: settings.alpha,
        multipleComparisons: settings.multipleComparisons,
        align: settings.align,
        weights: input.weights ?? null,
      },
      questions: input.questions,
      models: input.sources,
      leaderboards: report.leaderboards,
      warnings: input.warnings,
    },
    // JSON has no Infinity (z of two exact, different values): null, as renderLeaderboardJson.
    (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value),
    2,
  )}\n`;

  const prefix = versus ? verdictParagraph(versus, input.deciding) : '';
  const render = (maxLength: number, measure: 'chars' | 'utf8', hint: string): string => {
    const size = measure === 'utf8' ? utf8Length(prefix) : prefix.length;
    return (
      prefix +
      renderLeaderboardMarkdown(boards, {
        ...meta,
        maxLength: maxLength - size,
        measure,
        fullReportHint: hint,
      })
    );
  };
  return {
    json,
    comment: render(COMMENT_LIMIT, 'chars', input.fullReportHint),
    markdown: render(SUMMARY_LIMIT, 'utf8', 'leaderboard.json'),
  };
}
