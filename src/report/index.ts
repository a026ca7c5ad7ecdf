/**
 * The report layer (pure): report data, Markdown (PR comment, job summary) and JSON.
 */
export * from './types.js';
export * from './accept.js';
export * from './build.js';
export * from './escape.js';
export * from './format.js';
export * from './forest.js';
export * from './json.js';
export * from './leaderboard.js';
export * from './merge.js';
export * from './missing.js';
export * from './parse-report.js';
export {
  COMMENT_LIMIT,
  SUMMARY_LIMIT,
  type MarkdownOptions,
  type NoBaselineData,
  headline,
  metricText,
  renderMarkdown,
  renderNoBaseline,
  usageRegression,
  utf8Length,
} from './markdown.js';
