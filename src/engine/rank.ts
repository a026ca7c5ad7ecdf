/**
 * The leaderboard engine: what the CLI's `rank` and the action's `candidates` mode run.
 * models (name + files) -> readers -> alignment across ALL models -> one interval per model and
 * metric (the compare engine's `metricInterval`) -> `rankModels` -> Markdown / JSON.
 *
 * With a baseline model the outcome also carries a verdict against it, decided on the first
 * gating metric's leaderboard: `improvement` when some candidate is credibly above the baseline,
 * `regression` when every candidate is credibly below it, else `no-change`.
 */
import { basename } from 'node:path';
import { type OverrideSource, applyOverrides, loadConfig, overrideName } from '../config/index.js';
import {
  type Leaderboard,
  METRIC_FAMILIES,
  type MetricSpec,
  type RankModelInput,
  type Rule,
  metricInterval,
  rankModels,
} from '../decision/index.js';
import { ConfigError, InputError, ValidationError, showValue } from '../errors.js';
import { type CountTable, selectRows } from '../metrics/index.js';
import {
  PARTIAL_CREDIT_LABELS,
  PARTIAL_CREDIT_WEIGHTS,
  alignTables,
  readOutcomes,
  withCategories,
} from '../readers/index.js';
import type { AlignMode, FormatName, ReadOptions, ReadResult } from '../readers/types.js';
import {
  COMMENT_LIMIT,
  SUMMARY_LIMIT,
  buildLeaderboardReport,
  escapeMarkdown,
  grouped,
  renderLeaderboardMarkdown,
  utf8Length,
} from '../report/index.js';
import type { Verdict } from './index.js';
import { maxLabel, meanTrials, priorFor, shown } from './run.js';
import { TOOL_VERSION } from './version.js';

/** One model to rank: a unique name and its result files (paths or globs, merged per question). */
export interface RankModelSource {
  readonly name: string;
  readonly paths: readonly string[];
}

/** What `rank` reads and how it decides. Settings are validated like `compare`'s overrides. */
export interface RankRequest {
  /** The candidates (at least one; with the baseline, at least two models in all). */
  readonly models: readonly RankModelSource[];
  /** The reference model: ranked with the others, and the verdict is against it. */
  readonly baseline?: RankModelSource;
  /** Benchmark name shown in the report (optional). */
  readonly benchmark?: string;
  /** Metric names (short form, e.g. `bayes`, `pass@4`); default `bayes`. */
  readonly metrics?: readonly string[];
  /** Format of every file; default `auto`. */
  readonly format?: string;
  /** Further reader options (columns, threshold, scorer, ...), for library callers. */
  readonly read?: Omit<ReadOptions, 'format' | 'confine'>;
  /** Rubric weights, one per label 0..C. */
  readonly weights?: readonly number[];
  readonly confidence?: number;
  readonly rule?: string;
  readonly minConfidence?: number;
  /** `strict` (default): every model must have the same question ids; `intersect`: the common ones. */
  readonly align?: string;
  /** Let result files lie outside `cwd` (default: refused, as for `compare`). */
  readonly allowOutsideWorkspace?: boolean;
  /**
   * A YAML config whose top-level settings (confidence, rule, min-confidence, align,
   * allow-outside-workspace) apply under the request's own; its benchmarks are not used.
   */
  readonly configFile?: string;
  /** How settings are named in error messages: `flag` (default) or `input`. */
  readonly overrideSource?: OverrideSource;
  /** Directory relative paths resolve against. */
  readonly cwd: string;
  /** When set, the baseline's paths resolve against this directory (files from a git ref). */
  readonly baselineRoot?: string;
  /** The report's timestamp (default: now). */
  readonly now?: Date;
  /** Where the full report is, for the comment's truncation note (default `the job summary`). */
  readonly fullReportHint?: string;
}

/** Where each candidate stands against the baseline on the deciding leaderboard. */
export interface BaselineVerdict {
  readonly baseline: string;
  readonly benchmark: string | null;
  /** The first gating metric: its leaderboard decides the verdict. */
  readonly metric: string;
  readonly verdict: Verdict;
  /** Candidates credibly above the baseline (rank order). */
  readonly above: readonly string[];
  /** Candidates credibly below it. */
  readonly below: readonly string[];
  /** Candidates the rule cannot order against it (tied means included). */
  readonly unresolved: readonly string[];
}

/** One model as read: files, formats and sizes after alignment. */
export interface RankedSource {
  readonly name: string;
  readonly baseline: boolean;
  readonly files: readonly string[];
  readonly formats: readonly string[];
  /** Questions in its files (before alignment). */
  readonly questions: number;
  /** Questions left out by `align: intersect` (not in every model). */
  readonly leftOut: number;
  readonly trials: { readonly min: number; readonly max: number };
  readonly maxLabel: number;
}

/** What `rank` returns: the leaderboards, the verdict and the rendered reports. */
export interface RankOutcome {
  /** `no-change` without a baseline. */
  readonly verdict: Verdict;
  /** Null without a baseline. */
  readonly versusBaseline: BaselineVerdict | null;
  /** One leaderboard per metric, in the order of the metrics. */
  readonly boards: readonly Leaderboard[];
  /** The model credibly first on the first leaderboard (alone in the top group); null when none is. */
  readonly leader: string | null;
  /** The top group of the first leaderboard, in rank order. */
  readonly topGroup: readonly string[];
  /** One line saying the verdict, for logs and the failure message. */
  readonly verdictLine: string;
  readonly models: readonly RankedSource[];
  /** The questions every model was scored on. */
  readonly questions: number;
  /** The JSON report (schema `scorio-eval-leaderboard/1`), serialized. */
  readonly json: string;
  /** Markdown for a PR comment: at most 65,536 characters. */
  readonly comment: string;
  /** Markdown for the job summary / terminal: at most 1 MiB (UTF-8). */
  readonly markdown: string;
  /** Non-fatal notes (questions left out by `align: intersect`, reader warnings, ...). */
  readonly warnings: readonly string[];
}

/** Longest model name accepted. */
const MAX_NAME_LENGTH = 100;
/** Names listed in the verdict paragraph before "and n more". */
const LISTED_NAMES = 10;

interface Settings {
  readonly confidence: number;
  readonly rule: Rule;
  readonly minConfidence: number;
  readonly align: AlignMode;
  readonly allowOutsideWorkspace: boolean;
  readonly metrics: readonly MetricSpec[];
  readonly format: FormatName | 'auto' | undefined;
  readonly weights: readonly number[] | undefined;
}

/**
 * The settings, validated exactly as `compare` validates its flags and inputs (same messages):
 * `applyOverrides` builds a throw-away one-benchmark config from them.
 */
async function resolveSettings(request: RankRequest): Promise<Settings> {
  const base =
    request.configFile !== undefined
      ? await loadConfig(request.configFile, request.cwd)
      : undefined;
  const placeholder = '(rank)';
  const config = applyOverrides(
    undefined,
    {
      baseline: placeholder,
      candidate: placeholder,
      ...(request.format !== undefined ? { format: request.format } : {}),
      ...(request.metrics !== undefined ? { metrics: request.metrics } : {}),
      ...(request.weights !== undefined ? { weights: request.weights } : {}),
      ...optional('confidence', request.confidence ?? base?.confidence),
      ...optional('rule', request.rule ?? base?.rule),
      ...optional('minConfidence', request.minConfidence ?? base?.minConfidence),
      ...optional('align', request.align ?? base?.align),
    },
    { source: request.overrideSource ?? 'flag' },
  );
  const benchmark = config.benchmarks[0];
  if (benchmark === undefined) throw new Error('applyOverrides returned no benchmark');
  return {
    confidence: config.confidence,
    rule: config.rule,
    minConfidence: config.minConfidence,
    align: config.align,
    allowOutsideWorkspace:
      request.allowOutsideWorkspace === true || base?.allowOutsideWorkspace === true,
    metrics: benchmark.metrics,
    format: benchmark.read.format,
    weights: benchmark.weights,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value !== undefined ? { [key]: value } : {}) as { [P in K]?: V };
}

/** `name=path` as the user wrote it, for messages. */
function describeSource(source: RankModelSource): string {
  return `${source.name}=${source.paths.join(',')}`;
}

function hasControlOrComma(name: string): boolean {
  for (const ch of name) {
    const code = ch.codePointAt(0) as number;
    if (code < 0x20 || code === 0x7f || ch === ',') return true;
  }
  return false;
}

/** Unique, printable names; at least two models in all. */
function checkModels(request: RankRequest): RankModelSource[] {
  const all = [...(request.baseline ? [request.baseline] : []), ...request.models];
  if (request.models.length === 0)
    throw new ConfigError('rank: no model to rank: give at least one candidate', 'models');
  if (all.length < 2)
    throw new ConfigError(
      `rank: a leaderboard needs at least two models; got only ${showValue(describeSource(all[0] as RankModelSource))}`,
      'models',
    );
  const seen = new Map<string, RankModelSource>();
  for (const model of all) {
    const name = model.name;
    if (name.trim() === '' || name !== name.trim())
      throw new ConfigError(
        `rank: model name ${showValue(name)} must be non-empty, without leading or trailing spaces`,
        'models',
      );
    // Control characters would break a report line; a comma would make the action's
    // comma-separated `top-group` output ambiguous.
    if (name.length > MAX_NAME_LENGTH || hasControlOrComma(name))
      throw new ConfigError(
        `rank: model name ${showValue(name)} must be at most ${MAX_NAME_LENGTH} characters, without commas or control characters`,
        'models',
      );
    if (model.paths.length === 0 || model.paths.some((p) => p.trim() === ''))
      throw new ConfigError(`rank: model ${showValue(name)} has no file`, 'models');
    const earlier = seen.get(name);
    if (earlier !== undefined)
      throw new ConfigError(
        `rank: model name ${showValue(name)} is used twice: ${showValue(describeSource(earlier))} and ${showValue(describeSource(model))}; give each model its own name (name=file)`,
        'models',
      );
    seen.set(name, model);
  }
  return all;
}

interface ReadModel {
  readonly source: RankModelSource;
  readonly baseline: boolean;
  readonly root: string;
  read: ReadResult;
}

async function readModels(
  request: RankRequest,
  all: readonly RankModelSource[],
  settings: Settings,
): Promise<ReadModel[]> {
  const confine = !settings.allowOutsideWorkspace;
  const options: ReadOptions = {
    ...request.read,
    ...(settings.format !== undefined ? { format: settings.format } : {}),
    confine,
  };
  const rootOf = (isBaseline: boolean): string =>
    isBaseline ? (request.baselineRoot ?? request.cwd) : request.cwd;
  const models = await Promise.all(
    all.map(async (source, i): Promise<ReadModel> => {
      const isBaseline = request.baseline !== undefined && i === 0;
      const root = rootOf(isBaseline);
      return {
        source,
        baseline: isBaseline,
        root,
        read: await readOutcomes(source.paths, { ...options, cwd: root }),
      };
    }),
  );
  // Inspect `P` scores switched some models to the partial-credit labels: read the others with
  // the same labels, so that label 1 means the same thing for every model (as compare does).
  if (models.some((m) => m.read.labelLayout === 'partial-credit'))
    for (const m of models)
      if (m.read.labelLayout === undefined)
        m.read = await readOutcomes(m.source.paths, {
          ...options,
          labels: PARTIAL_CREDIT_LABELS,
          cwd: m.root,
        });
  return models;
}

interface Aligned {
  readonly ids: readonly string[];
  readonly tables: readonly CountTable[];
  readonly leftOut: readonly number[];
}

function sameIds(a: CountTable, b: CountTable): boolean {
  if (a.ids.length !== b.ids.length) return false;
  for (let q = 0; q < a.ids.length; q++) if (a.ids[q] !== b.ids[q]) return false;
  return true;
}

/**
 * Aligns every model on question id, in the first model's order (the baseline's when there is
 * one). `strict`: any difference is `alignTables`' error for the first model that differs from
 * the reference; `intersect`: the questions common to ALL models are kept.
 */
function alignModels(models: readonly ReadModel[], mode: AlignMode): Aligned {
  const reference = models[0] as ReadModel;
  const ref = reference.read.table;
  const name = (m: ReadModel) => `${m.source.name} (${shown(m.read.files[0] ?? '?', m.root)})`;
  if (mode === 'strict')
    for (const m of models.slice(1))
      // Throws when the id sets differ (the same ids in another order pass: re-indexed below).
      if (!sameIds(ref, m.read.table))
        alignTables(ref, m.read.table, {
          mode: 'strict',
          baselineName: name(reference),
          candidateName: name(m),
        });
  const sets = models.slice(1).map((m) => new Set(m.read.table.ids));
  const ids = ref.ids.filter((id) => sets.every((s) => s.has(id)));
  if (ids.length === 0)
    throw new InputError(
      { file: shown(reference.read.files[0] ?? '?', reference.root) },
      `no question id is common to all ${models.length} models (${models.map((m) => `${m.source.name}: ${m.read.table.ids.length}`).join(', ')} questions).`,
    );
  const k = Math.max(...models.map((m) => m.read.table.categories));
  const tables = models.map((m) => {
    const t = m.read.table;
    const rows = t.ids.length === ids.length && sameIds(t, ref) ? t : selectRows(t, ids);
    return withCategories(rows, k);
  });
  return { ids, tables, leftOut: models.map((m) => m.read.table.ids.length - ids.length) };
}

/** The weights: given, else carried by a file, else Inspect's partial-credit scale, else binary. */
function resolveWeights(
  settings: Settings,
  models: readonly ReadModel[],
  top: number,
  source: OverrideSource,
): readonly number[] | undefined {
  const flag = overrideName('weights', source);
  let w = settings.weights ?? models.find((m) => m.read.weights)?.read.weights;
  if (w === undefined && models.some((m) => m.read.labelLayout === 'partial-credit'))
    w = PARTIAL_CREDIT_WEIGHTS;
  if (w === undefined) {
    if (top > 1)
      throw new ConfigError(
        `${flag}: the outcomes have labels 0..${top}, not 0/1: give one score per label, e.g. ${Array.from({ length: top + 1 }, (_, i) => Number((i / top).toFixed(3))).join(',')}`,
        flag,
      );
    return undefined;
  }
  if (w.length < top + 1)
    throw new ConfigError(
      `${flag}: ${showValue(w)} scores labels 0..${w.length - 1}, but the files have label ${top}`,
      flag,
    );
  return w;
}

/** The verdict against the baseline on one leaderboard (see the module comment). */
export function baselineVerdict(board: Leaderboard, baseline: string): BaselineVerdict {
  const b = board.models.findIndex((m) => m.name === baseline);
  if (b < 0)
    throw new ValidationError(
      `baseline ${showValue(baseline)} is not on the leaderboard.`,
      'baseline',
    );
  const above: string[] = [];
  const below: string[] = [];
  const unresolved: string[] = [];
  board.models.forEach((m, i) => {
    if (i === b) return;
    if (board.resolved[i]?.[b] !== true) unresolved.push(m.name);
    else (i < b ? above : below).push(m.name);
  });
  const candidates = board.models.length - 1;
  const verdict: Verdict =
    above.length > 0
      ? 'improvement'
      : below.length === candidates && candidates > 0
        ? 'regression'
        : 'no-change';
  return {
    baseline,
    benchmark: board.benchmark,
    metric: board.metric ?? '',
    verdict,
    above,
    below,
    unresolved,
  };
}

function listNames(names: readonly string[], escape: boolean): string {
  const shownNames = names
    .slice(0, LISTED_NAMES)
    .map((n) => (escape ? escapeMarkdown(n, { maxLength: 60 }) : n));
  const more =
    names.length > LISTED_NAMES ? ` and ${grouped(names.length - LISTED_NAMES)} more` : '';
  return `${shownNames.join(', ')}${more}`;
}

/**
 * The verdict in one sentence: `Credible improvement over the baseline "x" on bayes: credibly
 * above it: a; credibly below it: b; not credibly different: c` (Markdown when `markdown`).
 */
function verdictSentence(v: BaselineVerdict, markdown: boolean): string {
  const esc = (s: string) => (markdown ? escapeMarkdown(s, { maxLength: 60 }) : s);
  const name = markdown ? esc(v.baseline) : `"${v.baseline}"`;
  const on = [v.benchmark, v.metric]
    .filter((s): s is string => s !== null && s !== '')
    .map(esc)
    .join(' ');
  const head =
    v.verdict === 'improvement'
      ? `Credible improvement over the baseline ${name}`
      : v.verdict === 'regression'
        ? `Credible regression: every candidate is credibly below the baseline ${name}`
        : `No credible improvement over the baseline ${name}`;
  const parts: string[] = [];
  if (v.above.length > 0) parts.push(`credibly above it: ${listNames(v.above, markdown)}`);
  if (v.below.length > 0) parts.push(`credibly below it: ${listNames(v.below, markdown)}`);
  if (v.unresolved.length > 0)
    parts.push(`not credibly different: ${listNames(v.unresolved, markdown)}`);
  return markdown
    ? `**${head}** on ${on}: ${parts.join('; ')}.`
    : `${head} on ${on}: ${parts.join('; ')}`;
}

const VERDICT_MARK: Readonly<Record<Verdict, string>> = {
  improvement: '✅',
  regression: '❌',
  'no-change': '➖',
};

/** The paragraph above the leaderboard when there is a baseline. */
function verdictParagraph(v: BaselineVerdict): string {
  return `${VERDICT_MARK[v.verdict]} ${verdictSentence(v, true)}\n\n`;
}

/**
 * Ranks several models: reads every model's files, aligns them on question id, computes each
 * metric's interval per model exactly as `compare` does, ranks them with `rankModels` (competition
 * ranks of the posterior mean, interval-aware groups, rho, trial budgets), and renders the
 * leaderboard as Markdown (comment <= 65,536 characters, summary <= 1 MiB) and JSON
 * (`scorio-eval-leaderboard/1`). Throws a ScorioError (ConfigError / InputError) for bad settings
 * or files.
 *
 * @example (await rank({ models: [{ name: 'a', paths: ['a.csv'] }, { name: 'b', paths: ['b.csv'] }],
 *   cwd })).boards[0].models[0].rank // 1
 */
export async function rank(request: RankRequest): Promise<RankOutcome> {
  const source = request.overrideSource ?? 'flag';
  const all = checkModels(request);
  const settings = await resolveSettings(request);
  const models = await readModels(request, all, settings);
  const aligned = alignModels(models, settings.align);
  const warnings = models.flatMap((m) => m.read.warnings.map((w) => `${m.source.name}: ${w}`));
  const label = request.benchmark !== undefined ? `${request.benchmark}: ` : '';
  if (aligned.leftOut.some((n) => n > 0))
    warnings.push(
      `${label}ranked the ${aligned.ids.length} questions common to all ${models.length} models; left out ${models
        .map((m, i) => ({ name: m.source.name, n: aligned.leftOut[i] as number }))
        .filter((x) => x.n > 0)
        .map((x) => `${x.n} of ${x.name}`)
        .join(', ')} (align: intersect).`,
    );

  const top = Math.max(...aligned.tables.map(maxLabel));
  const w = resolveWeights(settings, models, top, source);
  const k = (aligned.tables[0] as CountTable).categories;
  const priors = models.map((m) =>
    m.read.prior ? priorFor(m.read.prior, aligned.ids, k) : undefined,
  );
  const metricFlag = overrideName('metrics', source);

  const boards: Leaderboard[] = settings.metrics.map((spec) => {
    const fam = METRIC_FAMILIES[spec.family];
    if (fam.binaryOnly && top > 1)
      throw new ConfigError(
        `${metricFlag}: ${spec.label} needs binary outcomes (0/1); the files have labels 0..${top} (use bayes, avg or max@k with weights)`,
        metricFlag,
      );
    const weights = spec.w ?? w;
    const c = (weights?.length ?? 2) - 1;
    const inputs: RankModelInput[] = models.map((m, i) => {
      const table = aligned.tables[i] as CountTable;
      const prior = fam.options.includes('R0') ? priors[i] : undefined;
      let interval;
      try {
        interval = metricInterval(table, spec, {
          confidence: settings.confidence,
          ...(weights !== undefined ? { w: weights } : {}),
          ...(prior ? { R0: prior } : {}),
        });
      } catch (e) {
        if (e instanceof ValidationError)
          throw new ConfigError(
            `${metricFlag} ${spec.label} (${showValue(m.source.name)}): ${e.message}`,
            metricFlag,
          );
        throw e;
      }
      const n = meanTrials(table);
      return {
        name: m.source.name,
        interval,
        size: { trials: n, effectiveTrials: 1 + c + (prior ? meanTrials(prior) : 0) + n },
      };
    });
    return rankModels(
      inputs,
      {
        rule: settings.rule,
        confidence: settings.confidence,
        minConfidence: settings.minConfidence,
      },
      {
        ...(request.benchmark !== undefined ? { benchmark: request.benchmark } : {}),
        metric: spec.label,
        approximateBudget: !fam.exactBudget,
      },
    );
  });

  const deciding = boards[
    Math.max(
      0,
      settings.metrics.findIndex((s) => s.gate),
    )
  ] as Leaderboard;
  const versus = request.baseline ? baselineVerdict(deciding, request.baseline.name) : null;
  const verdict: Verdict = versus?.verdict ?? 'no-change';
  const first = boards[0] as Leaderboard;
  const topGroup = first.groups[0]?.models ?? [];
  const leader = topGroup.length === 1 ? (topGroup[0] as string) : null;
  const verdictLine = versus
    ? verdictSentence(versus, false)
    : `no baseline: leaderboard of ${models.length} models; ${
        leader !== null
          ? `"${leader}" is credibly first`
          : `no credible winner (top group: ${listNames(topGroup, false)})`
      }`;

  const meta = {
    tool: { name: 'scorio-eval', version: TOOL_VERSION },
    generatedAt: (request.now ?? new Date()).toISOString(),
  };
  const sources: RankedSource[] = models.map((m, i) => {
    const t = m.read.table.trials;
    let min = Infinity;
    let max = 0;
    for (let q = 0; q < t.length; q++) {
      min = Math.min(min, t[q] as number);
      max = Math.max(max, t[q] as number);
    }
    return {
      name: m.source.name,
      baseline: m.baseline,
      files: m.read.files.map((f) => shown(f, m.root)),
      formats: m.read.formats,
      questions: m.read.table.ids.length,
      leftOut: aligned.leftOut[i] as number,
      trials: { min: min === Infinity ? 0 : min, max },
      maxLabel: maxLabel(m.read.table),
    };
  });

  const report = buildLeaderboardReport(boards, meta);
  const json = `${JSON.stringify(
    {
      schema: report.schema,
      tool: report.tool,
      generatedAt: report.generatedAt,
      verdict,
      versusBaseline: versus,
      leader,
      topGroup,
      settings: {
        rule: settings.rule,
        confidence: settings.confidence,
        minConfidence: settings.minConfidence,
        align: settings.align,
        weights: w ?? null,
      },
      questions: aligned.ids.length,
      models: sources,
      leaderboards: report.leaderboards,
      warnings,
    },
    // JSON has no Infinity (z of two exact, different values): null, as renderLeaderboardJson.
    (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value),
    2,
  )}\n`;

  const prefix = versus ? verdictParagraph(versus) : '';
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
    verdict,
    versusBaseline: versus,
    boards,
    leader,
    topGroup,
    verdictLine,
    models: sources,
    questions: aligned.ids.length,
    json,
    comment: render(COMMENT_LIMIT, 'chars', request.fullReportHint ?? 'the job summary'),
    markdown: render(SUMMARY_LIMIT, 'utf8', 'leaderboard.json'),
    warnings,
  };
}

/**
 * A model from a command-line word or an action input line: `name=path` (the name is the text
 * before the first `=`, unless that text looks like a path: it has a `/`, a `\` or glob syntax),
 * or a bare path named after its file (`runs/ckpt-1000.csv` -> `ckpt-1000`; `named: false`). A
 * bare glob has no name to take: the caller must give one.
 *
 * @example parseModelArgument('ckpt-1=runs/a.csv')
 *   // { name: 'ckpt-1', paths: ['runs/a.csv'], named: true }
 */
export function parseModelArgument(
  text: string,
): (RankModelSource & { readonly named: boolean }) | { readonly glob: string } {
  const eq = text.indexOf('=');
  const head = eq > 0 ? text.slice(0, eq) : '';
  if (eq > 0 && !/[/\\*?[\]{}]/.test(head))
    return { name: head.trim(), paths: [text.slice(eq + 1).trim()], named: true };
  const path = text.trim();
  if (/[*?[\]{}]/.test(path)) return { glob: path };
  const stem = basename(path).replace(/\.[^.]+$/, '');
  return { name: stem === '' ? basename(path) : stem, paths: [path], named: false };
}
