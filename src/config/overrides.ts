/**
 * Settings from CLI flags or action inputs. They win over the config file; with no file they
 * define a single benchmark (`--baseline` + `--candidate`).
 */
import { ConfigError, didYouMean, showValue } from '../errors.js';
import type { MetricSpec } from '../decision/catalog.js';
import { DEFAULT_ALPHA } from '../decision/decide.js';
import type { MultipleComparisons, Rule } from '../decision/types.js';
import {
  MAX_RUN_SPREAD,
  MAX_USAGE_TOLERANCE,
  USAGE_MEASURES,
  type UsageGate,
  type UsageRunSpread,
  isUsageMeasure,
} from '../decision/usage-types.js';

const RULES: readonly string[] = ['overlap', 'z', 'paired'];
import type { AlignMode, ErrorsPolicy, FormatName, ReadOptions } from '../readers/types.js';
import { parseMetricEntry } from './metrics.js';
import type { OverrideSource } from './how-to-set.js';
export { howToSet } from './how-to-set.js';
import {
  type BenchmarkConfig,
  type CompareConfig,
  DEFAULT_CONFIDENCE,
  DEFAULT_MIN_CONFIDENCE,
  FORMAT_NAMES,
  type MissingTasksPolicy,
} from './schema.js';

/**
 * Settings given as CLI flags, action inputs or by a library caller: the engine's
 * `CompareRequest.overrides`. Enums and formats are typed unions (`rule: 'pairwise'` does not
 * compile); `applyOverrides` still checks every value at run time (JavaScript callers, and
 * {@link UncheckedOverrides}), with messages that name the flag or the input.
 */
export interface ConfigOverrides extends Omit<
  UncheckedOverrides,
  | 'format'
  | 'rule'
  | 'multipleComparisons'
  | 'align'
  | 'errors'
  | 'groups'
  | 'timestamps'
  | 'missingTasks'
> {
  readonly format?: FormatName | 'auto';
  readonly rule?: Rule;
  /** `none` or `holm`. */
  readonly multipleComparisons?: MultipleComparisons;
  readonly align?: AlignMode;
  /** What lost trials count as: `fail` or `missing`. */
  readonly errors?: ErrorsPolicy;
  /** Folder discovery: a group gated as one comparison (`gate`) or per subtask (`subtasks`). */
  readonly groups?: 'gate' | 'subtasks';
  /** Folder discovery: several runs of one task, the newest or all as trials. */
  readonly timestamps?: 'newest' | 'trials';
  /** Folder discovery: a baseline task missing from the candidate fails the run, or is listed. */
  readonly missingTasks?: MissingTasksPolicy;
}

/**
 * {@link ConfigOverrides} as a command line parses them: enums and formats as the strings typed,
 * which `applyOverrides` validates (messages name the flag or input) and narrows into the
 * `CompareConfig`. The CLI's type; library callers use `ConfigOverrides`.
 */
export interface UncheckedOverrides {
  readonly baseline?: string;
  readonly candidate?: string;
  /**
   * The benchmark's name (`--name`): without a config, the one benchmark the flags define (default:
   * the task the logs name, else the candidate file's name); with a config of one benchmark, its
   * new name.
   */
  readonly name?: string;
  readonly format?: string;
  /**
   * Reader options (threshold, columns, scorer, labels, ...), already validated
   * (`readOptionsFromFlags`); they win over each benchmark's own.
   */
  readonly read?: ReadOptions;
  readonly metrics?: readonly string[];
  readonly weights?: readonly number[];
  readonly confidence?: number;
  readonly rule?: string;
  readonly minConfidence?: number;
  /** Rule `paired`: the one-sided level, in (0, 0.5). */
  readonly alpha?: number;
  /** `none` or `holm`. */
  readonly multipleComparisons?: string;
  readonly margin?: number;
  readonly align?: string;
  /** What lost trials count as: `fail` or `missing`. */
  readonly errors?: string;
  /** Compare logs whose files name different tasks instead of refusing them. */
  readonly allowTaskMismatch?: boolean;
  /** Folder discovery: `gate` or `subtasks`. */
  readonly groups?: string;
  /** Folder discovery: `newest` or `trials`. */
  readonly timestamps?: string;
  /** Folder discovery: `fail` or `warn`. */
  readonly missingTasks?: string;
  /**
   * Let result files from the config or action inputs lie outside the workspace
   * (`--allow-outside-workspace`, input `allow-outside-workspace`). Paths given as CLI flags are
   * never confined.
   */
  readonly allowOutsideWorkspace?: boolean;
  /**
   * The usage gate (`--usage-gate`, input `usage-gate`): replaces the config's, top level and
   * every benchmark's; `{}` makes usage report-only whatever the config says.
   */
  readonly usageGate?: UsageGate;
  /**
   * The run spread (`--usage-run-spread`, input `usage-run-spread`): replaces the config's; `{}`
   * counts none whatever the config says.
   */
  readonly usageRunSpread?: UsageRunSpread;
}

export type { OverrideSource } from './how-to-set.js';

const KEBAB: Readonly<Record<keyof UncheckedOverrides, string>> = {
  baseline: 'baseline',
  candidate: 'candidate',
  name: 'name',
  format: 'format',
  read: 'reader options',
  metrics: 'metric',
  weights: 'weights',
  confidence: 'confidence',
  rule: 'rule',
  minConfidence: 'min-confidence',
  alpha: 'alpha',
  multipleComparisons: 'multiple-comparisons',
  margin: 'margin',
  align: 'align',
  errors: 'errors',
  allowTaskMismatch: 'allow-task-mismatch',
  allowOutsideWorkspace: 'allow-outside-workspace',
  groups: 'groups',
  timestamps: 'timestamps',
  missingTasks: 'missing-tasks',
  usageGate: 'usage-gate',
  usageRunSpread: 'usage-run-spread',
};

/** `--confidence` or `input "confidence"`. */
export function overrideName(key: keyof UncheckedOverrides, source: OverrideSource): string {
  return source === 'flag'
    ? `--${KEBAB[key]}`
    : `input "${KEBAB[key] === 'metric' ? 'metrics' : KEBAB[key]}"`;
}

function bad(key: keyof UncheckedOverrides, source: OverrideSource, message: string): never {
  const name = overrideName(key, source);
  throw new ConfigError(`${name}: ${message}`, name);
}

/** A name for a benchmark given by flags: the candidate file name without extension. */
function benchmarkNameFromPath(path: string): string {
  if (/[*?[\]{}]/.test(path)) return 'eval';
  const base = path.split(/[\\/]/).pop() ?? path;
  const stem = base.replace(/\.[^.]+$/, '');
  return stem === '' ? 'eval' : stem;
}

/** The rule and its levels, as flags or inputs give them: what a merge takes from its own run. */
export type DecisionOverrides = Pick<
  ConfigOverrides,
  'rule' | 'confidence' | 'minConfidence' | 'alpha' | 'multipleComparisons'
>;

/**
 * Checks the rule and its levels among the overrides (each in its range, the enums one of their
 * values; errors name the flag or the input) and returns them typed: `compare` applies them to a
 * config, `merge` judges under them.
 *
 * @example checkDecisionOverrides({ rule: 'paired', alpha: 0.05 }, 'flag') // { rule: 'paired', alpha: 0.05 }
 */
export function checkDecisionOverrides(
  o: Pick<
    UncheckedOverrides,
    'rule' | 'confidence' | 'minConfidence' | 'alpha' | 'multipleComparisons'
  >,
  source: OverrideSource,
): DecisionOverrides {
  if (o.confidence !== undefined && !(o.confidence > 0 && o.confidence < 1))
    bad('confidence', source, `must be a number in (0, 1); got ${showValue(o.confidence)}`);
  if (o.minConfidence !== undefined && !(o.minConfidence > 0.5 && o.minConfidence < 1))
    bad('minConfidence', source, `must be a number in (0.5, 1); got ${showValue(o.minConfidence)}`);
  if (o.rule !== undefined && !RULES.includes(o.rule))
    bad(
      'rule',
      source,
      `must be "overlap", "z" or "paired"; got ${showValue(o.rule)}${didYouMean(o.rule, RULES)}`,
    );
  if (o.alpha !== undefined && !(o.alpha > 0 && o.alpha < 0.5))
    bad('alpha', source, `must be a number in (0, 0.5), e.g. 0.01; got ${showValue(o.alpha)}`);
  if (
    o.multipleComparisons !== undefined &&
    o.multipleComparisons !== 'none' &&
    o.multipleComparisons !== 'holm'
  )
    bad(
      'multipleComparisons',
      source,
      `must be "none" or "holm"; got ${showValue(o.multipleComparisons)}${didYouMean(o.multipleComparisons, ['none', 'holm'])}`,
    );
  return {
    ...(o.rule !== undefined ? { rule: o.rule as Rule } : {}),
    ...(o.confidence !== undefined ? { confidence: o.confidence } : {}),
    ...(o.minConfidence !== undefined ? { minConfidence: o.minConfidence } : {}),
    ...(o.alpha !== undefined ? { alpha: o.alpha } : {}),
    ...(o.multipleComparisons !== undefined
      ? { multipleComparisons: o.multipleComparisons as MultipleComparisons }
      : {}),
  };
}

/**
 * Applies overrides to a config (or builds one from them when there is no file).
 *
 * @example applyOverrides(undefined, { baseline: 'a.csv', candidate: 'b.csv', metrics: ['pass@4'] })
 *   .benchmarks[0].metrics[0].label // 'pass@4'
 */
export function applyOverrides(
  base: CompareConfig | undefined,
  overrides: UncheckedOverrides,
  options: { source?: OverrideSource } = {},
): CompareConfig {
  const source = options.source ?? 'flag';
  const o = overrides;

  checkDecisionOverrides(o, source);
  if (o.margin !== undefined && !(o.margin >= 0 && Number.isFinite(o.margin)))
    bad('margin', source, `must be a number >= 0; got ${showValue(o.margin)}`);
  // A margin is a fraction of the score; 2 meant as "2 points" would switch the gate off.
  if (o.margin !== undefined && o.margin >= 1)
    bad(
      'margin',
      source,
      `is a fraction of the score (0.02 = 2 points) and must be below 1; got ${showValue(o.margin)}`,
    );
  if (o.align !== undefined && o.align !== 'strict' && o.align !== 'intersect')
    bad(
      'align',
      source,
      `must be "strict" or "intersect"; got ${showValue(o.align)}${didYouMean(o.align, ['strict', 'intersect'])}`,
    );
  if (o.errors !== undefined && o.errors !== 'fail' && o.errors !== 'missing')
    bad(
      'errors',
      source,
      `must be "fail" or "missing"; got ${showValue(o.errors)}${didYouMean(o.errors, ['fail', 'missing'])}`,
    );
  if (o.groups !== undefined && o.groups !== 'gate' && o.groups !== 'subtasks')
    bad(
      'groups',
      source,
      `must be "gate" or "subtasks"; got ${showValue(o.groups)}${didYouMean(o.groups, ['gate', 'subtasks'])}`,
    );
  if (o.timestamps !== undefined && o.timestamps !== 'newest' && o.timestamps !== 'trials')
    bad(
      'timestamps',
      source,
      `must be "newest" or "trials"; got ${showValue(o.timestamps)}${didYouMean(o.timestamps, ['newest', 'trials'])}`,
    );
  if (o.missingTasks !== undefined && o.missingTasks !== 'fail' && o.missingTasks !== 'warn')
    bad(
      'missingTasks',
      source,
      `must be "fail" or "warn"; got ${showValue(o.missingTasks)}${didYouMean(o.missingTasks, ['fail', 'warn'])}`,
    );
  if (o.format !== undefined && !FORMAT_NAMES.includes(o.format as FormatName))
    bad(
      'format',
      source,
      `must be one of ${FORMAT_NAMES.join(', ')}; got ${showValue(o.format)}${didYouMean(o.format, FORMAT_NAMES)}`,
    );
  if (o.weights !== undefined && (o.weights.length < 2 || !o.weights.every(Number.isFinite)))
    bad('weights', source, `must be at least 2 numbers, e.g. 0,0.5,1; got ${showValue(o.weights)}`);
  // Per measure, a number in range: the gate's tolerances and the run spreads.
  const perMeasure = (
    field: 'usageGate' | 'usageRunSpread',
    values: Readonly<Record<string, unknown>> | undefined,
    limit: { readonly max: number; readonly what: string },
  ) => {
    for (const [key, value] of Object.entries(values ?? {})) {
      if (!isUsageMeasure(key))
        bad(
          field,
          source,
          `${showValue(key)} is not a measure; use ${USAGE_MEASURES.join(', ')}${didYouMean(key, USAGE_MEASURES)}`,
        );
      if (
        typeof value !== 'number' ||
        !(Number.isFinite(value) && value >= 0 && value <= limit.max)
      )
        bad(field, source, `the ${limit.what.replace('%s', key)}; got ${showValue(value)}`);
    }
  };
  perMeasure('usageGate', o.usageGate, {
    max: MAX_USAGE_TOLERANCE,
    what: `tolerance of %s must be a relative increase from 0 to ${MAX_USAGE_TOLERANCE} (0.10 = 10%)`,
  });
  perMeasure('usageRunSpread', o.usageRunSpread, {
    max: MAX_RUN_SPREAD,
    what: `run spread of %s must be a coefficient of variation from 0 to ${MAX_RUN_SPREAD}`,
  });
  if (o.baseline !== undefined && o.baseline.trim() === '')
    bad('baseline', source, 'must not be empty');
  if (o.candidate !== undefined && o.candidate.trim() === '')
    bad('candidate', source, 'must not be empty');
  const name = o.name?.trim();
  if (name !== undefined && (name === '' || name.length > 200))
    bad('name', source, `must be 1 to 200 characters; got ${showValue(o.name)}`);
  if (name !== undefined && base && base.benchmarks.length !== 1)
    bad(
      'name',
      source,
      `${base.file ?? 'the config'} has ${base.benchmarks.length} benchmarks; a name override needs a config with exactly one benchmark, or no config`,
    );

  let metrics: MetricSpec[] | undefined;
  if (o.metrics !== undefined && o.metrics.length > 0) {
    metrics = [];
    for (const m of o.metrics) {
      const r = parseMetricEntry(m, []);
      const p = r.problems[0];
      if (p) bad('metrics', source, p.message);
      const spec = r.spec as MetricSpec;
      if (metrics.some((s) => s.label === spec.label))
        bad('metrics', source, `duplicate metric ${showValue(m)}`);
      metrics.push(spec);
    }
  }

  let benchmarks: BenchmarkConfig[];
  const pathsGiven = o.baseline !== undefined || o.candidate !== undefined;
  if (base) {
    if (pathsGiven && base.benchmarks.length !== 1)
      bad(
        o.baseline !== undefined ? 'baseline' : 'candidate',
        source,
        `${base.file ?? 'the config'} has ${base.benchmarks.length} benchmarks; baseline/candidate overrides need a config with exactly one benchmark, or no config`,
      );
    benchmarks = base.benchmarks.map((b) => ({
      ...b,
      ...(name !== undefined ? { name } : {}),
      ...(o.baseline !== undefined ? { baseline: [o.baseline] } : {}),
      ...(o.candidate !== undefined ? { candidate: [o.candidate] } : {}),
      ...(pathsGiven
        ? {
            pathSource: {
              baseline: o.baseline !== undefined ? source : (b.pathSource?.baseline ?? 'config'),
              candidate: o.candidate !== undefined ? source : (b.pathSource?.candidate ?? 'config'),
            },
          }
        : {}),
      read: {
        ...b.read,
        ...o.read,
        ...(o.format !== undefined ? { format: o.format as FormatName } : {}),
      },
      ...(o.weights !== undefined ? { weights: o.weights } : {}),
      ...(metrics !== undefined ? { metrics } : {}),
    }));
    // The override's gate is the run's: no benchmark keeps its own.
    if (o.usageGate !== undefined)
      benchmarks = benchmarks.map((b) => {
        const rest: { -readonly [K in keyof BenchmarkConfig]: BenchmarkConfig[K] } = { ...b };
        delete rest.usageGate;
        return rest;
      });
  } else {
    if (o.baseline === undefined) bad('baseline', source, 'is required (or give a config file)');
    if (o.candidate === undefined) bad('candidate', source, 'is required (or give a config file)');
    const defaultMetric = parseMetricEntry('bayes', []).spec as MetricSpec;
    benchmarks = [
      {
        name: name ?? benchmarkNameFromPath(o.candidate),
        // Without a name, the engine names it after the task the logs name, when they do.
        ...(name === undefined ? { namedAfterFile: true } : {}),
        path: source === 'flag' ? 'flags' : 'inputs',
        baseline: [o.baseline],
        candidate: [o.candidate],
        pathSource: { baseline: source, candidate: source },
        read: { ...o.read, ...(o.format !== undefined ? { format: o.format as FormatName } : {}) },
        ...(o.weights !== undefined ? { weights: o.weights } : {}),
        metrics: metrics ?? [defaultMetric],
      },
    ];
  }

  return {
    ...(base?.file !== undefined ? { file: base.file } : {}),
    confidence: o.confidence ?? base?.confidence ?? DEFAULT_CONFIDENCE,
    rule: (o.rule as Rule | undefined) ?? base?.rule ?? 'overlap',
    minConfidence: o.minConfidence ?? base?.minConfidence ?? DEFAULT_MIN_CONFIDENCE,
    alpha: o.alpha ?? base?.alpha ?? DEFAULT_ALPHA,
    multipleComparisons:
      (o.multipleComparisons as MultipleComparisons | undefined) ??
      base?.multipleComparisons ??
      'none',
    ...(o.multipleComparisons !== undefined || base?.multipleComparisonsSet === true
      ? { multipleComparisonsSet: true }
      : {}),
    ...((o.groups ?? base?.groups) !== undefined
      ? { groups: (o.groups ?? base?.groups) as 'gate' | 'subtasks' }
      : {}),
    ...((o.timestamps ?? base?.timestamps) !== undefined
      ? { timestamps: (o.timestamps ?? base?.timestamps) as 'newest' | 'trials' }
      : {}),
    margin: o.margin ?? base?.margin ?? 0,
    align: (o.align as AlignMode | undefined) ?? base?.align ?? 'strict',
    errors: (o.errors as ErrorsPolicy | undefined) ?? base?.errors ?? 'fail',
    ...((o.missingTasks ?? base?.missingTasks) !== undefined
      ? { missingTasks: (o.missingTasks ?? base?.missingTasks) as MissingTasksPolicy }
      : {}),
    ...((o.allowTaskMismatch ?? base?.allowTaskMismatch) === true
      ? { allowTaskMismatch: true }
      : {}),
    allowOutsideWorkspace: o.allowOutsideWorkspace === true || base?.allowOutsideWorkspace === true,
    ...((o.usageGate ?? base?.usageGate) !== undefined
      ? { usageGate: (o.usageGate ?? base?.usageGate) as UsageGate }
      : {}),
    ...((o.usageRunSpread ?? base?.usageRunSpread) !== undefined
      ? { usageRunSpread: (o.usageRunSpread ?? base?.usageRunSpread) as UsageRunSpread }
      : {}),
    benchmarks,
  };
}
