/**
 * Merging the JSON reports of a job matrix into one report (`scorio-eval merge`, the action's
 * `merge-reports`): the benchmarks of every report, judged as one run under the merging run's own
 * rule and levels (Holm's adjustment, when it applies, over every gated comparison and gated usage
 * test of all of them), the warnings of each (named by file), and where each came from
 * (`shards`). Pure: parsed reports in, a report out.
 *
 * The reports are hostile input (parse-report.ts validates them); here: nothing a report says
 * about a verdict, a p-value or a level decides anything. Its rule and levels must be the merging
 * run's (it is refused otherwise), every comparison and usage measure is measured again from the
 * data it recorded (decision/rejudge.ts, with `decide`'s own functions) and refused when the
 * numbers it shows are not what that data gives, a benchmark name may appear once over all of
 * them (names that look alike count as one), and links are kept only when they point where this
 * run's own environment says the repository is (a link in the comment is never chosen by a file
 * a pull request wrote).
 */
import { InputError } from '../errors.js';
import { judgeFamily } from '../decision/decide.js';
import { remeasure } from '../decision/rejudge.js';
import { DEFAULT_ALPHA } from '../decision/rule.js';
import type { DecisionSettings, MultipleComparisons, Rule } from '../decision/types.js';
import type { UsageRunSpread } from '../decision/usage-types.js';
import { type BenchmarkExtras, buildReport } from './build.js';
import { lookalikeKey, quoteName } from './lookalike.js';
import { withMissingTasks } from './missing.js';
import type {
  Provenance,
  ReportBenchmark,
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

/** The settings a merge takes from its own run, by the name its user sets them with. */
export type MergeSettingKey =
  'rule' | 'confidence' | 'min-confidence' | 'alpha' | 'multiple-comparisons' | 'usage-run-spread';

/**
 * The merging run's rule and levels: the only ones a merge judges under (a report that was judged
 * under others is refused, naming the setting to change).
 */
export interface MergeSettings {
  readonly rule: Rule;
  readonly confidence: number;
  readonly minConfidence: number;
  /** Rule paired's one-sided level. */
  readonly alpha: number;
  /**
   * Undefined (not given): chosen as one compare of every job's folders would choose it: Holm
   * when the reports' benchmarks discovered in folders hold more than one gated test (rules z and
   * paired), else none.
   */
  readonly multipleComparisons?: MultipleComparisons;
  /**
   * The run spread per measure the reports' usage was judged with (`usage-run-spread`; absent: none),
   * like the levels the merge's own: a report that counted another is refused.
   */
  readonly usageRunSpread?: UsageRunSpread;
  /** How messages name a setting where the merging run sets it (`input "alpha"`, `--alpha`). */
  readonly settingName?: (key: MergeSettingKey) => string;
}

/** Options of {@link mergeReportData}. */
export interface MergeOptions {
  /** The merging tool's version (the merged report's `tool`). */
  readonly version: string;
  /** The merging run's rule and levels. */
  readonly settings: MergeSettings;
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

/**
 * Two reports (or one) name the same benchmark, or names that look alike (`mmlu`, `MMLU`,
 * `mm\u200blu`): which names, and both files.
 */
export class DuplicateBenchmarkError extends InputError {
  override name = 'DuplicateBenchmarkError';
  /** The name in the first file, when it is not spelled as `benchmark` (it only looks alike). */
  readonly earlierName: string;
  constructor(
    readonly benchmark: string,
    readonly files: readonly [string, string],
    options: { readonly earlierName?: string } = {},
  ) {
    const earlierName = options.earlierName ?? benchmark;
    super(
      { file: files[1] },
      earlierName === benchmark
        ? `benchmark ${quoteName(benchmark)} is also in ${files[0]}: every benchmark of a merge must come from one report (give the matrix jobs' benchmarks distinct names)`
        : `benchmark ${quoteName(benchmark)} looks like ${quoteName(earlierName)} in ${files[0]}: every benchmark of a merge must come from one report, and names that differ only in case, width or characters that are not seen read as one (give the matrix jobs' benchmarks distinct names)`,
    );
    this.earlierName = earlierName;
  }
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

/** A setting's value for a message. */
function shown(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Refuses a report judged under another rule or level than the merging run's: the intervals and
 * tests it shows were computed at its own, and a report must not choose the level it is judged at.
 */
function checkLevels(shard: ShardReport, settings: MergeSettings): void {
  const recorded = shard.report.settings;
  const name = settings.settingName ?? ((key: MergeSettingKey) => `the setting ${key}`);
  const refuse = (field: string, key: MergeSettingKey, mine: unknown, run: unknown): never => {
    throw new InputError(
      { file: shard.file, field: `settings.${field}` },
      `is ${shown(mine)}, and this merge judges ${key === 'rule' ? `under rule ${shown(run)}` : `at ${key} ${shown(run)}`} (${name(key)}): a merge takes its rule and levels from its own settings, never from a report; give the merge the ${key === 'rule' ? 'rule' : key} its matrix's jobs ran with`,
    );
  };
  if (recorded.rule !== settings.rule) refuse('rule', 'rule', recorded.rule, settings.rule);
  if (recorded.confidence !== settings.confidence)
    refuse('confidence', 'confidence', recorded.confidence, settings.confidence);
  if (settings.rule === 'z' && recorded.minConfidence !== settings.minConfidence)
    refuse('minConfidence', 'min-confidence', recorded.minConfidence, settings.minConfidence);
  const alpha = recorded.alpha ?? DEFAULT_ALPHA;
  if (settings.rule === 'paired' && alpha !== settings.alpha)
    refuse('alpha', 'alpha', alpha, settings.alpha);
}

/**
 * Refuses a report whose usage counted another run spread than the merge's: like the levels, the
 * noise a measure is judged with is the merging run's (`usage-run-spread`, none unless given),
 * never a report's. Only measures the spread applies to are held to it (compared, or unbounded):
 * rejudge.ts refuses a spread recorded anywhere else.
 */
function checkRunSpreads(shard: ShardReport, settings: MergeSettings): void {
  const name = settings.settingName ?? ((key: MergeSettingKey) => `the setting ${key}`);
  shard.report.benchmarks.forEach((b, i) =>
    (b.usage ?? []).forEach((u, j) => {
      const applies =
        u.notCompared === null || u.notCompared === 'unbounded' || u.notCompared === 'run-spread';
      if (!applies) return;
      const recorded = u.runSpread ?? 0;
      const run = settings.usageRunSpread?.[u.measure] ?? 0;
      if (recorded !== run)
        throw new InputError(
          { file: shard.file, field: `benchmarks[${i}].usage[${j}].runSpread` },
          `counts a run spread of ${shown(recorded)} for ${u.measure}, and this merge ${shown(run)} (${name('usage-run-spread')}): a merge takes the run spread from its own settings, never from a report; give the merge the spread its matrix's jobs ran with`,
        );
    }),
  );
}

/** Gated tests (comparisons and usage measures) of the benchmarks discovered in folders. */
function discoveredGated(shards: readonly ShardReport[]): number {
  let n = 0;
  for (const shard of shards)
    for (const b of shard.report.benchmarks)
      if (b.discovered !== undefined)
        n +=
          b.comparisons.filter((c) => c.gate).length +
          b.usage.filter((u) => u.tolerance !== null).length;
  return n;
}

/**
 * The warning when some report was judged alone with another multiple-comparisons than the merge
 * judges with (its verdict alone may differ): which reports, and where the merge's choice came from.
 */
function holmWarning(
  shards: readonly ShardReport[],
  run: MergeSettings,
  chosen: MultipleComparisons,
  discovered: number,
): string | undefined {
  if (run.rule === 'overlap') return undefined;
  const otherwise = shards.filter(
    (s) => (s.report.settings.multipleComparisons ?? 'none') !== chosen,
  );
  if (otherwise.length === 0) return undefined;
  const files = otherwise.slice(0, 3).map((s) => s.file);
  const more = otherwise.length > 3 ? ` and ${otherwise.length - 3} more` : '';
  const why =
    run.multipleComparisons !== undefined
      ? ''
      : chosen === 'holm'
        ? `, as one run of every job would (${discovered} gated tests from discovered folders; give the merge multiple-comparisons to choose)`
        : ' (the default; give the merge multiple-comparisons to choose)';
  return `${files.join(', ')}${more}: judged alone with another multiple-comparisons; the merge judges every gated test together with ${chosen}${why}.`;
}

/**
 * Merges the reports of a matrix into one report: their benchmarks in order (the files' order),
 * judged as one run under `options.settings` (the merging run's rule and levels; Holm, when it
 * applies, over every gated test of all of them). Every comparison and usage measure is measured
 * again from the data its report recorded; accepted regressions are failing again (the run that
 * merges decides acceptance). Throws a DuplicateBenchmarkError when two reports (or one) name the
 * same benchmark or names that look alike, and an InputError naming the file and the field when
 * a report was judged under another rule or level, lacks the data to judge it again, or shows
 * numbers that data does not give.
 *
 * @example mergeReportData([{ file: 'a.json', report: a }, { file: 'b.json', report: b }],
 *   { version: '1.1.0', settings: { rule: 'paired', confidence: 0.95, minConfidence: 0.95,
 *   alpha: 0.01 } }).benchmarks.length // a's benchmarks plus b's
 */
export function mergeReportData(shards: readonly ShardReport[], options: MergeOptions): ReportData {
  const first = shards[0];
  if (first === undefined)
    throw new InputError({ file: '(no report)' }, 'no report to merge: the list is empty');
  const run = options.settings;
  const warnings: string[] = [];
  for (const shard of shards) {
    checkLevels(shard, run);
    checkRunSpreads(shard, run);
  }

  // Holm, when the merge was not told: as one compare of every job's folders would choose it.
  const discovered = discoveredGated(shards);
  const multipleComparisons: MultipleComparisons =
    run.multipleComparisons ?? (discovered > 1 && run.rule !== 'overlap' ? 'holm' : 'none');
  const otherwise = holmWarning(shards, run, multipleComparisons, discovered);
  if (otherwise !== undefined) warnings.push(otherwise);
  for (const shard of shards.slice(1))
    for (const key of ['margin', 'align', 'errors'] as const)
      if (shard.report.settings[key] !== first.report.settings[key])
        warnings.push(
          `${shard.file}: settings.${key} is ${JSON.stringify(shard.report.settings[key])}, in ${first.file} ${JSON.stringify(first.report.settings[key])}; each benchmark keeps its own (its margin is in the report), and the merged report's settings are ${first.file}'s.`,
        );

  // Every benchmark once, names that look alike counting as one.
  const owner = new Map<string, { file: string; name: string }>();
  for (const shard of shards)
    for (const b of shard.report.benchmarks) {
      const key = lookalikeKey(b.name);
      const earlier = owner.get(key);
      if (earlier !== undefined)
        throw new DuplicateBenchmarkError(b.name, [earlier.file, shard.file], {
          earlierName: earlier.name,
        });
      owner.set(key, { file: shard.file, name: b.name });
    }

  const benchmarks: { shard: ShardReport; index: number; b: ReportBenchmark }[] = shards.flatMap(
    (shard) => shard.report.benchmarks.map((b, index) => ({ shard, index, b })),
  );
  const decisionSettings: DecisionSettings = {
    rule: run.rule,
    confidence: run.confidence,
    minConfidence: run.minConfidence,
    margin: first.report.settings.margin,
    alpha: run.alpha,
    multipleComparisons,
  };
  // Measured again from what each report recorded; the verdicts are judged from that alone.
  const measured = remeasure(
    benchmarks.map(({ b }) => ({
      name: b.name,
      margin: b.margin,
      comparisons: b.comparisons,
      usage: b.usage,
    })),
    decisionSettings,
    {
      where: (i) => {
        const at = benchmarks[i];
        return `${at?.shard.file ?? ''}: benchmarks[${at?.index ?? i}]`;
      },
    },
  );
  const decision = judgeFamily(measured, decisionSettings);

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

  let next = 0;
  const shardList: ReportShard[] = shards.map((shard) => {
    const own = measured.slice(next, next + shard.report.benchmarks.length);
    next += own.length;
    return {
      file: shard.file,
      tool: shard.report.tool,
      generatedAt: shard.report.generatedAt,
      benchmarks: shard.report.benchmarks.map((b) => b.name),
      // Judged alone again, under the merging run's settings (a report's own verdict is not read).
      verdict: own.length > 0 ? judgeFamily(own, decisionSettings).verdict : 'no-change',
      provenance:
        shard.report.provenance !== undefined
          ? sanitizeProvenance(shard.report.provenance, options.linkBase)
          : null,
    };
  });
  const provenances = shardList.map((s) => s.provenance);
  const known = provenances.filter((p): p is Provenance => p !== null);
  const report = buildReport(decision, extras, {
    version: options.version,
    ...(options.generatedAt !== undefined ? { generatedAt: options.generatedAt } : {}),
    align: first.report.settings.align,
    errors: first.report.settings.errors,
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
