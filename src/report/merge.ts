/**
 * Merging the JSON reports of a job matrix into one report (`scorio-eval merge`, the action's
 * `merge-reports`): the benchmarks of every report, judged as one run (Holm's adjustment over
 * every gated comparison and gated usage test of all of them, from each comparison's recorded
 * `evidence` and each usage test's p-value), the
 * warnings of each (named by file), and where each came from (`shards`). Pure: parsed reports in,
 * a report out.
 *
 * The reports are hostile input (parse-report.ts validates them); here: a benchmark name may
 * appear once over all of them, the reports must have been judged under the same rule, and their
 * links are kept only when they point where this run's own environment says the repository is
 * (a link in the comment is never chosen by a file a pull request wrote).
 */
import { InputError } from '../errors.js';
import { combineVerdicts, runFalseAlarmBound } from '../decision/decide.js';
import { rejudge } from '../decision/rejudge.js';
import type { Comparison, DecisionResult, DecisionSettings, Verdict } from '../decision/types.js';
import type { UsageComparison } from '../decision/usage-types.js';
import { recordedUsage, usageLevel } from '../decision/usage.js';
import { type BenchmarkExtras, buildReport } from './build.js';
import { withMissingTasks } from './missing.js';
import type {
  Provenance,
  ReportBenchmark,
  ReportComparison,
  ReportData,
  ReportShard,
  SourceProvenance,
} from './types.js';

/** One report to merge: the file it came from (as messages name it) and its data. */
export interface ShardReport {
  readonly file: string;
  /** `holmChosenBy`: how the job came to Holm when it discovered folders (see parseReport). */
  readonly report: ReportData & {
    readonly holmChosenBy?: 'automatic' | 'set' | 'off';
    readonly discoveredGated?: number;
  };
}

/** Options of {@link mergeReportData}. */
export interface MergeOptions {
  /** The merging tool's version (the merged report's `tool`). */
  readonly version: string;
  /** ISO timestamp of the merged report (renderers never read the clock). */
  readonly generatedAt?: string;
  /**
   * The repository's page (`https://github.com/owner/repo`, from the runner's environment): a
   * link in a shard's provenance is kept only when it is this repository's run or commit page.
   * Undefined: every link of the shards is dropped.
   */
  readonly linkBase?: string;
  /** The run that merged (its workflow run's page, from the runner's environment), if any. */
  readonly workflowRun?: { readonly url: string } | null;
}

/** Two reports name the same benchmark: which name, and both files. */
export class DuplicateBenchmarkError extends InputError {
  override name = 'DuplicateBenchmarkError';
  constructor(
    readonly benchmark: string,
    readonly files: readonly [string, string],
  ) {
    super(
      { file: files[1] },
      `benchmark ${JSON.stringify(benchmark.slice(0, 80))} is also in ${files[0]}: every benchmark of a merge must come from one report (give the matrix jobs' benchmarks distinct names)`,
    );
  }
}

/** The settings that decide a family together: every report must share them. */
const SHARED_SETTINGS = [
  'rule',
  'confidence',
  'minConfidence',
  'alpha',
  'multipleComparisons',
] as const;

/** A comparison as it was before a label accepted it (the merging run decides acceptance). */
function unaccepted(c: ReportComparison): Comparison & Omit<ReportComparison, 'verdict'> {
  const { accepted, ...rest } = c;
  if (accepted === true) return { ...rest, fails: true, verdict: 'regression' };
  // `accepted` without the flag is no verdict a comparison can have on its own.
  return { ...rest, verdict: rest.verdict === 'accepted' ? 'regression' : rest.verdict };
}

/** The links of a source, kept only when they are this repository's pages. */
function sanitizeSource(s: SourceProvenance, linkBase: string | undefined): SourceProvenance {
  const ours = (url: string | null | undefined, kind: 'commit' | 'run'): string | null => {
    if (linkBase === undefined || typeof url !== 'string') return null;
    const page = kind === 'commit' ? /^commit\/[0-9a-f]{40}$/ : /^actions\/runs\/\d{1,20}$/;
    return url.startsWith(`${linkBase}/`) && page.test(url.slice(linkBase.length + 1)) ? url : null;
  };
  return {
    ...s,
    ...(s.commitUrl !== undefined ? { commitUrl: ours(s.commitUrl, 'commit') } : {}),
    ...(s.run ? { run: { ...s.run, url: ours(s.run.url, 'run') } } : {}),
    ...(s.baseRun
      ? {
          baseRun: { ...s.baseRun, run: { ...s.baseRun.run, url: ours(s.baseRun.run.url, 'run') } },
        }
      : {}),
  };
}

function sanitizeProvenance(p: Provenance, linkBase: string | undefined): Provenance {
  const run = p.workflowRun?.url;
  const keep =
    linkBase !== undefined &&
    typeof run === 'string' &&
    run.startsWith(`${linkBase}/`) &&
    /^actions\/runs\/\d{1,20}$/.test(run.slice(linkBase.length + 1));
  return {
    baseline: sanitizeSource(p.baseline, linkBase),
    candidate: sanitizeSource(p.candidate, linkBase),
    config: p.config,
    workflowRun: keep && run !== undefined ? { url: run } : null,
  };
}

/** The shards' common source, else only the kind (each shard's is in `shards[].provenance`). */
function commonSource(sources: readonly SourceProvenance[]): SourceProvenance {
  const first = sources[0] ?? { kind: 'workspace' };
  const same = sources.every((s) => JSON.stringify(s) === JSON.stringify(first));
  return same ? first : { kind: first.kind };
}

/** The one-sided level the rule tests at (null for overlap). */
function levelOf(settings: DecisionSettings): number | null {
  if (settings.rule === 'overlap') return null;
  return settings.rule === 'paired' ? (settings.alpha ?? 0.01) : 1 - settings.minConfidence;
}

/**
 * Merges the reports of a matrix into one report: their benchmarks in order (the files' order),
 * judged as one run. Under Holm (`multiple-comparisons: holm`, rules paired and z) every
 * comparison is judged again with the family of all the reports' gated comparisons, from its
 * recorded evidence (always when it is recorded; without it, only under Holm is that needed, and
 * each comparison's verdict stands as its report judged it); the run's false-alarm bound counts
 * all of them. Accepted regressions are failing again: the run that
 * merges decides acceptance. Throws a DuplicateBenchmarkError when two reports (or one) name the
 * same benchmark twice, and an InputError naming both files when their rules differ.
 *
 * @example mergeReportData([{ file: 'a.json', report: a }, { file: 'b.json', report: b }],
 *   { version: '1.1.0' }).benchmarks.length // a's benchmarks plus b's
 */
export function mergeReportData(shards: readonly ShardReport[], options: MergeOptions): ReportData {
  const first = shards[0];
  if (first === undefined)
    throw new InputError({ file: '(no report)' }, 'no report to merge: the list is empty');
  const warnings: string[] = [];

  // One rule for all: a family is judged under one set of settings. Holm that folder discovery
  // switches on by itself (more than one gated test from discovered folders, multiple-comparisons
  // not given) is decided for the merge as one run of all the jobs would: over the tests every
  // job discovered together, unless some job was given multiple-comparisons.
  const discovered = shards.reduce((n, s) => n + (s.report.discoveredGated ?? 0), 0);
  const autoHolm =
    discovered > 1 &&
    first.report.settings.rule !== 'overlap' &&
    !shards.some((s) => s.report.holmChosenBy === 'set');
  const mixedHolm =
    autoHolm && shards.some((s) => (s.report.settings.multipleComparisons ?? 'none') !== 'holm');
  const settings = autoHolm
    ? { ...first.report.settings, multipleComparisons: 'holm' as const }
    : first.report.settings;
  if (mixedHolm)
    warnings.push(
      `the reports discovered ${discovered} gated tests in folders together, and multiple-comparisons was not set: the merge judges all their gated comparisons under Holm, as one run of every job would (set multiple-comparisons alike on every job of the matrix to choose).`,
    );
  for (const shard of shards.slice(1)) {
    for (const key of SHARED_SETTINGS) {
      if (key === 'multipleComparisons' && autoHolm) continue;
      const mine =
        shard.report.settings[key] ?? (key === 'multipleComparisons' ? 'none' : undefined);
      const theirs = settings[key] ?? (key === 'multipleComparisons' ? 'none' : undefined);
      if (mine !== theirs)
        throw new InputError(
          { file: shard.file, field: `settings.${key}` },
          `is ${JSON.stringify(mine)}, but in ${first.file} it is ${JSON.stringify(theirs)}: the reports of one merge are judged as one run, under the same rule and level (set them alike on every job of the matrix)`,
        );
    }
    for (const key of ['margin', 'align', 'errors'] as const)
      if (shard.report.settings[key] !== settings[key])
        warnings.push(
          `${shard.file}: settings.${key} is ${JSON.stringify(shard.report.settings[key])}, in ${first.file} ${JSON.stringify(settings[key])}; each benchmark keeps its own (its margin is in the report), and the merged report's settings are ${first.file}'s.`,
        );
  }

  // Every benchmark once.
  const owner = new Map<string, string>();
  for (const shard of shards)
    for (const b of shard.report.benchmarks) {
      const earlier = owner.get(b.name);
      if (earlier !== undefined) throw new DuplicateBenchmarkError(b.name, [earlier, shard.file]);
      owner.set(b.name, shard.file);
    }

  const benchmarks: { shard: ShardReport; index: number; b: ReportBenchmark }[] = shards.flatMap(
    (shard) => shard.report.benchmarks.map((b, index) => ({ shard, index, b })),
  );
  const level = usageLevel(settings);
  const recorded = benchmarks.map(({ shard, index, b }) => ({
    name: b.name,
    margin: b.margin,
    comparisons: b.comparisons.map(unaccepted),
    // Usage measures are checked and re-decided from their recorded p-values (an accepted one is
    // failing again, as a comparison is: the merging run decides acceptance).
    usage: b.usage.map(({ accepted: _accepted, ...u }, j) =>
      recordedUsage(u, level, `${shard.file}: benchmarks[${index}].usage[${j}]`),
    ),
  }));
  const decisionSettings: DecisionSettings = {
    rule: settings.rule,
    confidence: settings.confidence,
    minConfidence: settings.minConfidence,
    margin: settings.margin,
    ...(settings.alpha !== undefined ? { alpha: settings.alpha } : {}),
    ...(settings.multipleComparisons !== undefined
      ? { multipleComparisons: settings.multipleComparisons }
      : {}),
  };
  const holm =
    decisionSettings.multipleComparisons === 'holm' && decisionSettings.rule !== 'overlap';
  const complete = recorded.every((b) => b.comparisons.every((c) => c.evidence !== undefined));
  let decision: DecisionResult;
  // Judged again from the measurements whenever they are recorded: the verdicts then follow from
  // the numbers the merged report shows, whatever a shard's verdict fields say. Without them (a
  // report of an earlier 1.x), only Holm needs them: a comparison's verdict without Holm does
  // not depend on the others, and stands as its report judged it.
  if (complete || holm)
    decision = rejudge(recorded, decisionSettings, (i, j) => {
      const at = benchmarks[i];
      return `${at?.shard.file ?? ''}: benchmarks[${at?.index ?? i}].comparisons[${j}]`;
    });
  else {
    const all = recorded.flatMap((b) => b.comparisons);
    const usage = recorded.flatMap((b) => b.usage);
    const family = all.filter((c) => c.gate).length + usage.filter((u) => u.pValue !== null).length;
    const level = levelOf(decisionSettings);
    const verdictOf = (
      comparisons: readonly Comparison[],
      measures: readonly UsageComparison[],
    ): Verdict => (measures.some((u) => u.fails) ? 'regression' : combineVerdicts(comparisons));
    decision = {
      settings: decisionSettings,
      gatedComparisons: family,
      falseAlarmBound: level === null ? null : runFalseAlarmBound(level, family, false),
      verdict: verdictOf(all, usage),
      benchmarks: recorded.map((b) => ({
        name: b.name,
        margin: b.margin,
        verdict: verdictOf(b.comparisons, b.usage),
        comparisons: b.comparisons,
        usage: b.usage,
      })),
    };
  }

  const extras: BenchmarkExtras[] = benchmarks.map(({ b }) => ({
    ...(b.discovered !== undefined ? { discovered: b.discovered } : {}),
    weights: b.weights,
    baseline: b.baseline,
    candidate: b.candidate,
    alignment: b.alignment,
    changedQuestions: b.changedQuestions,
    brokenQuestions: b.brokenQuestions,
    comparisons: b.comparisons.map((c) => ({
      uncertainty: c.uncertainty,
      ...(c.bootstrap !== undefined ? { bootstrap: c.bootstrap } : {}),
      ...(c.options !== undefined ? { options: c.options } : {}),
      ...(c.trend !== undefined ? { trend: c.trend } : {}),
    })),
  }));

  const shardList: ReportShard[] = shards.map((shard) => ({
    file: shard.file,
    tool: shard.report.tool,
    generatedAt: shard.report.generatedAt,
    benchmarks: shard.report.benchmarks.map((b) => b.name),
    verdict: shard.report.verdict,
    provenance:
      shard.report.provenance !== undefined
        ? sanitizeProvenance(shard.report.provenance, options.linkBase)
        : null,
  }));
  const provenances = shardList.map((s) => s.provenance);
  const known = provenances.filter((p): p is Provenance => p !== null);
  const report = buildReport(decision, extras, {
    version: options.version,
    ...(options.generatedAt !== undefined ? { generatedAt: options.generatedAt } : {}),
    align: settings.align,
    errors: settings.errors,
    warnings: [
      ...warnings,
      ...shards.flatMap((shard) => shard.report.warnings.map((w) => `${shard.file}: ${w}`)),
    ],
    provenance: {
      baseline: commonSource(known.map((p) => p.baseline)),
      candidate: commonSource(known.map((p) => p.candidate)),
      config: null,
      workflowRun: options.workflowRun ?? null,
    },
  });
  // Tasks a job found missing from the candidate fail the merged run as they failed the job's
  // (accepted again only by the merging run's label).
  const missing = shards.flatMap((shard) => shard.report.missingTasks ?? []);
  const merged = { ...report, shards: shardList };
  if (missing.length === 0) return merged;
  const failing = missing.some((m) => m.policy === 'fail' && m.tasks.length > 0);
  return withMissingTasks(
    merged,
    failing ? 'fail' : 'warn',
    missing.flatMap((m) => (!failing || m.policy === 'fail' ? m.tasks : [])),
  );
}
