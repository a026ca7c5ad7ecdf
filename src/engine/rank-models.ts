/**
 * The leaderboard's inputs: the settings (validated as `compare` validates its flags and inputs),
 * the models (names checked), their files read and aligned on question id, and the weights.
 */
import {
  type OverrideSource,
  applyOverrides,
  enforcePolicy,
  howToSet,
  loadConfig,
  overrideName,
  resolvePolicy,
  unzipLimitSetting,
} from '../config/index.js';
import type { MetricSpec, MultipleComparisons, Rule } from '../decision/index.js';
import { ConfigError, InputError, showValue } from '../errors.js';
import { type CountTable, selectRows } from '../metrics/index.js';
import {
  PARTIAL_CREDIT_LABELS,
  PARTIAL_CREDIT_WEIGHTS,
  ReadBudget,
  alignTables,
  readOutcomes,
  withCategories,
} from '../readers/index.js';
import type {
  AlignMode,
  ErrorsPolicy,
  FormatName,
  ReadOptions,
  ReadResult,
} from '../readers/types.js';
import { DEFAULT_ERRORS_POLICY, applyErrorsPolicy } from './lost.js';
import { checkSameTask, idColumnRead } from './same-task.js';
import type { RankModelSource, RankedSource, UncheckedRankRequest } from './rank-types.js';
import { maxLabel, shown, trialRange } from './tables.js';

const MAX_NAME_LENGTH = 100;

export interface Settings {
  readonly confidence: number;
  readonly rule: Rule;
  readonly minConfidence: number;
  readonly alpha: number;
  /**
   * How the pair claims share their error rate: the flag or input, else `holm` under rules z and
   * paired and `none` under overlap (it has no p-value and decides each pair on its own).
   */
  readonly multipleComparisons: MultipleComparisons;
  /** `multipleComparisons` was given (not the default): asked-for Holm under overlap is warned. */
  readonly multipleComparisonsGiven: boolean;
  readonly align: AlignMode;
  readonly errors: ErrorsPolicy;
  /** How settings are named in advice: flags or action inputs. */
  readonly source: OverrideSource;
  readonly allowOutsideWorkspace: boolean;
  /** Rank logs of different tasks instead of refusing them (the request's, else the config's). */
  readonly allowTaskMismatch: boolean;
  /** Zip limit for the reads (the policy's). */
  readonly maxUnzippedBytes: number;
  /** How a zip-limit refusal names the setting that raises it. */
  readonly unzipLimitSetting: string;
  /** The bytes the reads may take together (the policy's `maxReadBytes`). */
  readonly readBudget: ReadBudget;
  /** Work units the metrics may cost (the policy's), and the setting that raises it. */
  readonly workBudget: number;
  readonly workBudgetSetting: string;
  /** The most comparisons (models × metrics), and the setting that raises it. */
  readonly maxComparisons: number;
  readonly maxComparisonsSetting: string;
  readonly metrics: readonly MetricSpec[];
  readonly format: FormatName | 'auto' | undefined;
  readonly weights: readonly number[] | undefined;
}

/**
 * The settings, validated exactly as `compare` validates its flags and inputs (same messages):
 * `applyOverrides` builds a throw-away one-benchmark config from them.
 */
export async function resolveSettings(
  request: UncheckedRankRequest,
): Promise<{ settings: Settings; warnings: string[] }> {
  const loaded =
    request.configFile !== undefined
      ? await loadConfig(request.configFile, request.cwd, {
          confine: resolvePolicy(request.policy).trustConfig === false,
        })
      : undefined;
  // Only the config's top-level keys apply to a leaderboard (not its benchmarks).
  // A leaderboard gates no usage: the config's run spread is not read (nor warned about).
  const policed = loaded
    ? enforcePolicy({ ...loaded, usageRunSpread: undefined, benchmarks: [] }, request.policy)
    : undefined;
  const base = policed?.config;
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
      ...optional('alpha', request.alpha ?? base?.alpha),
      ...optional('multipleComparisons', request.multipleComparisons),
      ...optional('align', request.align ?? base?.align),
      ...optional('errors', request.errors ?? base?.errors),
    },
    { source: request.overrideSource ?? 'flag' },
  );
  const benchmark = config.benchmarks[0];
  if (benchmark === undefined) throw new Error('applyOverrides returned no benchmark');
  const policy = resolvePolicy(request.policy);
  const settings = {
    confidence: config.confidence,
    rule: config.rule,
    minConfidence: config.minConfidence,
    alpha: config.alpha,
    // Not the config file's: its multiple-comparisons is about compare's gated comparisons.
    multipleComparisons:
      request.multipleComparisons !== undefined
        ? config.multipleComparisons
        : config.rule === 'overlap'
          ? 'none'
          : 'holm',
    multipleComparisonsGiven: request.multipleComparisons !== undefined,
    align: config.align,
    errors: config.errors ?? DEFAULT_ERRORS_POLICY,
    source: request.overrideSource ?? 'flag',
    allowOutsideWorkspace:
      request.allowOutsideWorkspace === true || base?.allowOutsideWorkspace === true,
    allowTaskMismatch: request.allowTaskMismatch ?? base?.allowTaskMismatch === true,
    maxUnzippedBytes: policy.maxUnzippedBytes,
    unzipLimitSetting: unzipLimitSetting(policy),
    readBudget: new ReadBudget(policy.maxReadBytes, policy.settingName('max-read-bytes')),
    workBudget: policy.workBudget,
    workBudgetSetting: policy.settingName('work-budget'),
    maxComparisons: policy.maxComparisons,
    maxComparisonsSetting: policy.settingName('max-comparisons'),
    metrics: benchmark.metrics,
    format: benchmark.read.format,
    weights: benchmark.weights,
  };
  return { settings, warnings: policed?.warnings ?? [] };
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
export function checkModels(request: UncheckedRankRequest): RankModelSource[] {
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

export interface ReadModel {
  readonly source: RankModelSource;
  readonly baseline: boolean;
  readonly root: string;
  read: ReadResult;
}

export async function readModels(
  request: UncheckedRankRequest,
  all: readonly RankModelSource[],
  settings: Settings,
): Promise<ReadModel[]> {
  // The models' paths come from the request: CLI flags (the user's own choice) or action inputs
  // (confined to the workspace unless allow-outside-workspace).
  const fromInputs = request.overrideSource === 'input';
  const options: ReadOptions = {
    maxUnzippedBytes: settings.maxUnzippedBytes,
    unzipLimitSetting: settings.unzipLimitSetting,
    ...request.read,
    ...(settings.format !== undefined ? { format: settings.format } : {}),
    confine: fromInputs && !settings.allowOutsideWorkspace,
    redactOutside: fromInputs,
    readBudget: settings.readBudget,
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
  // Lost trials (errored, never ran) count as compare counts them.
  for (const m of models) m.read = applyErrorsPolicy(m.read, settings.errors).read;
  return models;
}

/**
 * The pairing guard of `compare`, for every model against the first (the baseline when there is
 * one): logs that name different tasks, or fingerprint the same question ids differently, are
 * refused (a `TaskMismatchError`: exit 2, never a leaderboard or a verdict) unless
 * `allow-task-mismatch`; then each mismatch is a warning.
 */
export function checkSameTasks(models: readonly ReadModel[], settings: Settings): string[] {
  const [first, ...rest] = models;
  if (first === undefined) return [];
  const side = (m: ReadModel) => ({
    read: m.read,
    file: `${m.source.name}=${shown(m.read.files[0] ?? m.source.paths[0] ?? '', m.root)}`,
  });
  const warnings: string[] = [];
  for (const m of rest) {
    const why = checkSameTask(side(first), side(m), settings.allowTaskMismatch, settings.source);
    if (why !== undefined) warnings.push(`${m.source.name}: ${why}`);
  }
  return warnings;
}

export interface Aligned {
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
export function alignModels(
  models: readonly ReadModel[],
  mode: AlignMode,
  source: OverrideSource = 'flag',
): Aligned {
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
          intersectAdvice: `${howToSet('align', 'intersect', source)} to rank on the questions all models have`,
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
export function resolveWeights(
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
      idColumnRead(
        'the models',
        top,
        models.map((m) => m.read),
        source,
      );
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

/** Each model as read, for the report: files, formats, sizes, questions left out. */
export function rankedSources(models: readonly ReadModel[], aligned: Aligned): RankedSource[] {
  return models.map((m, i) => ({
    name: m.source.name,
    baseline: m.baseline,
    files: m.read.files.map((f) => shown(f, m.root)),
    formats: m.read.formats,
    questions: m.read.table.ids.length,
    leftOut: aligned.leftOut[i] as number,
    trials: trialRange(m.read.table),
    maxLabel: maxLabel(m.read.table),
  }));
}
