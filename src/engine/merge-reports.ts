/**
 * `merge`: the JSON reports of a job matrix (files or globs) -> one report, judged as one run
 * under this run's own rule and levels: what the CLI's `scorio-eval merge` and the action's
 * `merge-reports` run. The files are what a pull request's jobs wrote (artifacts): they are
 * confined to the workspace when the caller asks (the action), their sizes together checked
 * against `max-merge-bytes` and counted in the read budget before any is parsed, and each is
 * validated field by field (report/parse-report.ts) and judged again from the data it recorded
 * (report/merge.ts) before anything of it is used.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import {
  DEFAULT_CONFIDENCE,
  DEFAULT_MIN_CONFIDENCE,
  type RunPolicy,
  resolvePolicy,
} from '../config/index.js';
import { DEFAULT_ALPHA } from '../decision/decide.js';
import { checkSettings } from '../decision/rule.js';
import type { MultipleComparisons, Rule } from '../decision/types.js';
import type { UsageRunSpread } from '../decision/usage-types.js';
import { ConfigError, InputError, grouped } from '../errors.js';
import { isOutside } from '../readers/confine.js';
import { matchFiles } from '../readers/match-files.js';
import { ReadBudget } from '../readers/read-budget.js';
import {
  COMMENT_LIMIT,
  type MergeSettingKey,
  type MergeSettings,
  SUMMARY_LIMIT,
  type ReportData,
  type ShardReport,
  acceptRegressions,
  mergeReportData,
  parseReport,
  renderJson,
  renderMarkdown,
} from '../report/index.js';
import { regressionSummaries } from './regressions.js';
import type { Acceptance, CompareOutcome } from './types.js';
import { TOOL_VERSION } from './version.js';

/** The largest report file read (a report of 100,000 questions is about 15 MB). */
export const DEFAULT_MAX_REPORT_BYTES = 64 * 2 ** 20;

/** What `mergeReports` merges, and how. */
export interface MergeRequest {
  /** The JSON reports: paths or globs, relative to `cwd`; in this order (each glob sorted). */
  readonly reports: readonly string[];
  readonly cwd: string;
  /**
   * Every path and match must stay inside `cwd`, symbolic links followed (the action: the
   * reports are artifacts a pull request's jobs wrote). Default false (the CLI's arguments).
   */
  readonly confine?: boolean;
  /**
   * The merge's rule and levels, the only ones it judges under: a report judged under others is
   * refused. Unset: the defaults (rule overlap, confidence 0.95, min-confidence 0.95, alpha 0.01;
   * multiple-comparisons as one compare of the reports' discovered folders would choose).
   */
  readonly settings?: {
    readonly rule?: Rule;
    readonly confidence?: number;
    readonly minConfidence?: number;
    readonly alpha?: number;
    readonly multipleComparisons?: MultipleComparisons;
    /** The run spread the reports' usage was judged with (absent: none). */
    readonly usageRunSpread?: UsageRunSpread;
  };
  /** How messages name the setting that changes a level (default `the option alpha`, ...). */
  readonly settingName?: (key: MergeSettingKey) => string;
  /**
   * The read budget, the reports' size together and the comparisons allowed (`maxReadBytes`,
   * `maxMergeBytes`, `maxComparisons`).
   */
  readonly policy?: RunPolicy;
  /** A read budget shared with what was read before. Default: a new one of the policy's. */
  readonly readBudget?: ReadBudget;
  /** The largest report file read, in bytes (default 64 MiB). */
  readonly maxReportBytes?: number;
  /**
   * The repository's page (`https://github.com/owner/repo`, from the runner's environment): the
   * shards' links to its runs and commits are kept; every other link is dropped.
   */
  readonly linkBase?: string;
  /** The run that merges (its page, from the runner's environment). */
  readonly workflowRun?: { readonly url: string } | null;
  /** The pull request carries the accept label: credible regressions are accepted. */
  readonly acceptance?: Acceptance;
  /** Links question ids in the report: an http(s) URL with `{id}`. */
  readonly questionsUrl?: string;
  /** The report's timestamp (default: now). */
  readonly now?: Date;
  /** Where the full report is, for the comment's truncation note (default `the job summary`). */
  readonly fullReportHint?: string;
}

/** The file as messages name it: relative to `cwd` when inside it. */
function shownAs(file: string, cwd: string): string {
  return isOutside(cwd, file) ? file : relative(cwd, file);
}

/** The merge's settings: the request's, the defaults for the rest, checked. */
function mergeSettings(request: MergeRequest): MergeSettings {
  const given = request.settings ?? {};
  const option: Record<MergeSettingKey, string> = {
    rule: 'rule',
    confidence: 'confidence',
    'min-confidence': 'minConfidence',
    alpha: 'alpha',
    'multiple-comparisons': 'multipleComparisons',
    'usage-run-spread': 'usageRunSpread',
  };
  const settings: MergeSettings = {
    rule: given.rule ?? 'overlap',
    confidence: given.confidence ?? DEFAULT_CONFIDENCE,
    minConfidence: given.minConfidence ?? DEFAULT_MIN_CONFIDENCE,
    alpha: given.alpha ?? DEFAULT_ALPHA,
    ...(given.multipleComparisons !== undefined
      ? { multipleComparisons: given.multipleComparisons }
      : {}),
    ...(given.usageRunSpread !== undefined ? { usageRunSpread: given.usageRunSpread } : {}),
    settingName: request.settingName ?? ((key) => `the option ${option[key]}`),
  };
  checkSettings({ ...settings, margin: 0 });
  return settings;
}

/**
 * The merged report as JSON. A string has at most 2^29 characters: reports that together write
 * more (possible only with `max-merge-bytes` raised far) end in a one-line error, not a crash.
 */
function mergedJson(report: ReportData, setting: string): string {
  try {
    return renderJson(report);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ConfigError(
      `the merged report is too large to write as one JSON text (${error.message}); merge fewer or smaller reports, or lower ${setting}`,
      setting,
    );
  }
}

/** Reads at most `max` bytes of `file` as UTF-8; more is an InputError naming the file. */
async function readCapped(file: string, shown: string, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of createReadStream(file, { start: 0, end: max })) {
    bytes += (chunk as Buffer).length;
    if (bytes > max)
      throw new InputError(
        { file: shown },
        `the report is larger than ${grouped(max)} bytes, the most a report may be: a report of one matrix job is a few megabytes at most`,
      );
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Merges the JSON reports (`scorio-eval-report/1`) of a job matrix into one report: the benchmarks
 * of all, judged as one run (Holm over every gated comparison together), each report's warnings
 * and provenance, one comment. A benchmark named by two reports is a DuplicateBenchmarkError
 * naming both files; a report of another schema is refused.
 *
 * @example const outcome = await mergeReports({ reports: ['reports/*.json'], cwd });
 *   outcome.verdict // 'regression' | 'improvement' | 'no-change' | 'accepted'
 */
export async function mergeReports(request: MergeRequest): Promise<CompareOutcome> {
  const policy = resolvePolicy(request.policy);
  const warnings: string[] = [];
  const files = await matchFiles(request.reports, {
    cwd: request.cwd,
    confine: request.confine ?? false,
    warnings,
  });
  const budget =
    request.readBudget ?? new ReadBudget(policy.maxReadBytes, policy.settingName('max-read-bytes'));
  const max = request.maxReportBytes ?? DEFAULT_MAX_REPORT_BYTES;
  const settings = mergeSettings(request);
  // Every file's size first: their total is checked against the merge's cap and counted in the
  // read budget before any is parsed (a merge holds them all at once).
  const sized: { file: string; shown: string; size: number }[] = [];
  let total = 0;
  for (const file of files) {
    const shown = shownAs(file, request.cwd);
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      throw new InputError(
        { file: shown },
        error.code === 'ENOENT' ? 'no such file' : `cannot be read (${error.code ?? 'error'})`,
      );
    });
    if (!info.isFile()) throw new InputError({ file: shown }, 'is not a file');
    if (info.size > max)
      throw new InputError(
        { file: shown },
        `the report is ${grouped(info.size)} bytes, more than the ${grouped(max)} a report may be`,
      );
    total += info.size;
    if (total > policy.maxMergeBytes)
      throw new ConfigError(
        `${shown}: the reports come to ${grouped(total)} bytes with this one (${sized.length + 1} of ${files.length}), over the ${grouped(policy.maxMergeBytes)} a merge may read together (held in memory at once and written back as one report); nothing was parsed. Merge fewer or smaller reports, or raise the limit with ${policy.settingName('max-merge-bytes')}.`,
        policy.settingName('max-merge-bytes'),
      );
    sized.push({ file, shown, size: info.size });
  }
  for (const { shown, size } of sized) budget.charge(size, shown);
  const shards: ShardReport[] = [];
  let comparisons = 0;
  for (const { file, shown } of sized) {
    const report = parseReport(await readCapped(file, shown, max), shown);
    // Every test a report adds to the family counts: its comparisons and its gated usage measures.
    comparisons += report.benchmarks.reduce(
      (n, b) => n + b.comparisons.length + b.usage.filter((u) => u.tolerance !== null).length,
      0,
    );
    if (comparisons > policy.maxComparisons)
      throw new ConfigError(
        `${shown}: the reports hold more than ${grouped(policy.maxComparisons)} comparisons together (${grouped(comparisons)} so far), the most a run may judge; raise it with ${policy.settingName('max-comparisons')}`,
        policy.settingName('max-comparisons'),
      );
    shards.push({ file: shown, report });
  }
  const now = request.now ?? new Date();
  const merged = mergeReportData(shards, {
    version: TOOL_VERSION,
    settings,
    generatedAt: now.toISOString(),
    ...(request.linkBase !== undefined ? { linkBase: request.linkBase } : {}),
    workflowRun: request.workflowRun ?? null,
  });
  const withWarnings = { ...merged, warnings: [...warnings, ...merged.warnings] };
  const report =
    request.acceptance !== undefined
      ? acceptRegressions(withWarnings, request.acceptance)
      : withWarnings;
  const links = request.questionsUrl !== undefined ? { questionsUrl: request.questionsUrl } : {};
  return {
    verdict: report.verdict,
    regressions: regressionSummaries(report),
    improvements: report.summary.improvements,
    json: mergedJson(report, policy.settingName('max-merge-bytes')),
    comment: renderMarkdown(report, {
      maxLength: COMMENT_LIMIT,
      fullReportHint: request.fullReportHint ?? 'the job summary',
      ...links,
    }),
    markdown: renderMarkdown(report, {
      maxLength: SUMMARY_LIMIT,
      measure: 'utf8',
      fullReportHint: 'report.json',
      ...links,
    }),
    warnings: report.warnings,
    report,
  };
}
