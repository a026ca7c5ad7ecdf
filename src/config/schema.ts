/**
 * The YAML config file (default `.github/scorio.yml`): schema (zod) and parsing (yaml).
 * Every error names the file, the line, the path in the file and the bad value.
 */
import { LineCounter, parseDocument } from 'yaml';
// zod/mini: the same validation as zod's classic API at a fraction of its start-up cost (the
// config is read on every run of the action).
import * as z from 'zod/mini';
import { ConfigError, didYouMean, excerpt, showValue } from '../errors.js';
import type { MetricSpec } from '../decision/catalog.js';
import { DEFAULT_ALPHA } from '../decision/decide.js';
import { USAGE_MEASURES } from '../decision/usage-types.js';
import {
  UsageGateSchema,
  UsageRunSpreadSchema,
  usageGateOf,
  usageRunSpreadOf,
} from './usage-gate.js';
import type { FormatName, ReadOptions } from '../readers/types.js';
import { parseMetricEntry } from './metrics.js';
import { FORMAT_NAMES } from '../readers/format-names.js';
import { USAGE_COLUMN_KEYS, readOptionsOf } from './read-options.js';
import { READ_SETTINGS_SHAPE } from './read-schema.js';
import { type PathSegment, type Problem, formatPath, throwProblems, valueAt } from './problems.js';

/** The config file used when none is given (relative to the workspace). */
export const DEFAULT_CONFIG_FILE = '.github/scorio.yml';
/** Default credibility level of every interval. */
export const DEFAULT_CONFIDENCE = 0.95;
/** Default threshold on rho for rule `z` (z = 1.645). */
export const DEFAULT_MIN_CONFIDENCE = 0.95;
/** YAML aliases allowed in a config (a bound on alias expansion, "billion laughs"). */
export const MAX_YAML_ALIASES = 50;
/** Config files larger than this are refused. */
export const MAX_CONFIG_BYTES = 1_000_000;

export { FORMAT_NAMES };

export type {
  BenchmarkConfig,
  BenchmarkPart,
  CompareConfig,
  DocumentCount,
  MissingTasksPolicy,
  PathSource,
} from './types.js';
import type { BenchmarkConfig, CompareConfig } from './types.js';

/** What upload-artifact accepts as a name (no `" : < > | * ? \ /`, CR, LF), at most 200 characters. */
export const ARTIFACT_NAME = /^[^":<>|*?\\/\r\n\0]{1,200}$/;

const finite = z.number().check(z.refine(Number.isFinite, { error: 'must be a finite number' }));
const probability = finite.check(z.gt(0), z.lt(1));
const nonEmptyText = z.string().check(z.minLength(1));
// A margin is a fraction of the score; 2 meant as "2 points" would switch the gate off.
const margin = finite.check(
  z.gte(0),
  z.refine((x: number) => x < 1, {
    error: 'is a fraction of the score (0.02 = 2 points) and must be below 1',
  }),
);
const paths = z.union([nonEmptyText, z.array(nonEmptyText).check(z.minLength(1))], {
  error: 'expected a file path or glob, or a list of them',
});

const BenchmarkSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  baseline: paths,
  candidate: paths,
  format: z.optional(z.enum(FORMAT_NAMES as [string, ...string[]])),
  weights: z.optional(z.array(finite).check(z.minLength(2))),
  metrics: z.optional(z.array(z.unknown()).check(z.minLength(1))),
  margin: z.optional(margin),
  'usage-gate': z.optional(UsageGateSchema),
  // The reader options: one table for the config's keys and the CLI's flags.
  ...READ_SETTINGS_SHAPE,
});

const TOP_LEVEL_SHAPE = {
  confidence: z.optional(probability),
  rule: z.optional(z.enum(['overlap', 'z', 'paired'])),
  'min-confidence': z.optional(finite.check(z.gt(0.5), z.lt(1))),
  alpha: z.optional(finite.check(z.gt(0), z.lt(0.5))),
  'multiple-comparisons': z.optional(z.enum(['none', 'holm'])),
  margin: z.optional(margin),
  align: z.optional(z.enum(['strict', 'intersect'])),
  errors: z.optional(z.enum(['fail', 'missing'])),
  'missing-tasks': z.optional(z.enum(['fail', 'warn'])),
  'allow-task-mismatch': z.optional(z.boolean()),
  'allow-outside-workspace': z.optional(z.boolean()),
  'baseline-artifact': z.optional(
    z.string().check(
      z.regex(ARTIFACT_NAME, {
        error:
          'must be an artifact name: 1 to 200 characters, without " : < > | * ? \\ / or line breaks',
      }),
    ),
  ),
  metrics: z.optional(z.array(z.unknown()).check(z.minLength(1))),
  groups: z.optional(z.enum(['gate', 'subtasks'])),
  timestamps: z.optional(z.enum(['newest', 'trials'])),
  'usage-gate': z.optional(UsageGateSchema),
  'usage-run-spread': z.optional(UsageRunSpreadSchema),
};

const ConfigSchema = z.strictObject({
  ...TOP_LEVEL_SHAPE,
  benchmarks: z.array(BenchmarkSchema).check(z.minLength(1)),
});

/** `benchmarks: auto`: the folders to discover are the top-level `baseline` and `candidate` (or flags, inputs). */
const AutoConfigSchema = z.strictObject({
  ...TOP_LEVEL_SHAPE,
  baseline: z.optional(paths),
  candidate: z.optional(paths),
  benchmarks: z.literal('auto'),
});

type RawConfig = z.infer<typeof ConfigSchema>;
type RawAutoConfig = z.infer<typeof AutoConfigSchema>;

/** The top-level keys a config may have (`baseline` and `candidate` with `benchmarks: auto`). */
export const CONFIG_KEYS: readonly string[] = Object.keys(AutoConfigSchema.shape);
/** The keys a benchmark may have. */
export const BENCHMARK_KEYS: readonly string[] = Object.keys(BenchmarkSchema.shape);

/** Turns zod issues into problems whose messages name the bad value. */
function zodProblems(error: z.core.$ZodError, raw: unknown): Problem[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((p): p is PathSegment => typeof p !== 'symbol');
    const value = valueAt(raw, path);
    if (value === undefined && issue.code !== 'unrecognized_keys')
      return { path, message: 'is required' };
    switch (issue.code) {
      case 'unrecognized_keys': {
        const key = issue.keys[0] ?? '';
        const parent = path[path.length - 1];
        const known =
          parent === 'usage-gate' || parent === 'usage-run-spread'
            ? USAGE_MEASURES
            : parent === 'usage-columns'
              ? USAGE_COLUMN_KEYS
              : path.length === 0
                ? CONFIG_KEYS
                : BENCHMARK_KEYS;
        if (path.length === 0 && (key === 'baseline' || key === 'candidate'))
          return {
            path: [...path, key],
            message: `a top-level ${key} names a folder for benchmarks: auto; with a benchmarks list, give ${key} per benchmark`,
          };
        const hint =
          parent === 'usage-gate' || parent === 'usage-run-spread' || parent === 'usage-columns'
            ? didYouMean(key, known) || ` (one of ${known.join(', ')})`
            : didYouMean(key, known);
        return { path: [...path, key], message: `unknown key ${excerpt(key)}${hint}` };
      }
      case 'invalid_type':
        return { path, message: `expected ${issue.expected}; got ${excerpt(value)}` };
      case 'invalid_value':
        return {
          path,
          message: `must be one of ${issue.values.map((v) => showValue(v)).join(', ')}; got ${excerpt(value)}${typeof value === 'string' ? didYouMean(value, issue.values.map(String)) : ''}`,
        };
      case 'too_small':
      case 'too_big': {
        const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
        const op =
          issue.code === 'too_small'
            ? issue.inclusive
              ? '>='
              : '>'
            : issue.inclusive
              ? '<='
              : '<';
        if (issue.origin === 'array')
          return { path, message: `must have ${op} ${bound} entries; got ${excerpt(value)}` };
        if (issue.origin === 'string')
          return {
            path,
            message: `must have ${op} ${bound} characters; got ${excerpt(value)}`,
          };
        return { path, message: `must be ${op} ${bound}; got ${excerpt(value)}` };
      }
      default:
        return {
          path,
          message: `${issue.message.replace(/^Invalid input: /, '')}; got ${excerpt(value)}`,
        };
    }
  });
}

/** What a YAML document is, in words (`a string of 64 characters`), for a message. */
function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'an empty document';
  if (typeof value === 'string') return `a string of ${Array.from(value).length} characters`;
  if (Array.isArray(value)) return `a list of ${value.length} entries`;
  return `a ${typeof value}`;
}

/**
 * The yaml library's message, first line; the part after its last `: ` (an alias or tag name
 * copied from the file) quoted as an excerpt.
 */
function yamlMessage(message: string): string {
  const line = message.split('\n')[0] ?? '';
  const at = line.lastIndexOf(': ');
  return at < 0 ? line : `${line.slice(0, at)}: ${excerpt(line.slice(at + 2))}`;
}

function asList(v: string | string[]): string[] {
  return typeof v === 'string' ? [v] : v;
}

/**
 * Parses and validates config text. `file` is used in messages only.
 *
 * @example parseConfig('benchmarks: [{name: a, baseline: b.csv, candidate: c.csv}]', 'x.yml')
 *   .benchmarks[0].metrics[0].label // 'bayes'
 */
export function parseConfig(text: string, file: string): CompareConfig {
  if (text.length > MAX_CONFIG_BYTES)
    throw new ConfigError(
      `${file}: the config is ${text.length} characters; the limit is ${MAX_CONFIG_BYTES}`,
      file,
    );
  const lineCounter = new LineCounter();
  // logLevel 'error': no process warnings (a collection used as a key) on the CLI's stderr.
  const doc = parseDocument(text, {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: false,
    logLevel: 'error',
  });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = lineCounter.linePos(yamlError.pos[0]);
    const where = `${file}:${pos.line}:${pos.col}`;
    throw new ConfigError(`${where}: invalid YAML: ${yamlMessage(yamlError.message)}`, file);
  }
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    throw new ConfigError(`${file}: invalid YAML: ${yamlMessage((e as Error).message)}`, file);
  }
  const locate = (path: readonly PathSegment[]): { where: string; offset: number } => {
    // The closest node on the path that exists gives the line.
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as
        { range?: [number, number, number] } | undefined;
      if (node && typeof node === 'object' && Array.isArray(node.range))
        return {
          where: `${file}:${lineCounter.linePos(node.range[0]).line}`,
          offset: node.range[0],
        };
    }
    return { where: file, offset: 0 };
  };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new ConfigError(
      // What the document is, not what it says: a file that is not a config at all (a key, a
      // token, /etc/passwd) is not quoted, even in part.
      `${file}: expected a mapping with a "benchmarks" list; got ${kindOf(raw)}`,
      file,
    );

  const auto = (raw as { benchmarks?: unknown }).benchmarks === 'auto';
  const parsed = (auto ? AutoConfigSchema : ConfigSchema).safeParse(raw);
  if (!parsed.success) throwProblems(zodProblems(parsed.error, raw), locate);
  const autoConfig = auto ? (parsed as { data: RawAutoConfig }).data : undefined;
  const config: RawConfig = autoConfig
    ? { ...autoConfig, benchmarks: [] }
    : (parsed as { data: RawConfig }).data;

  const problems: Problem[] = [];
  const parseList = (list: readonly unknown[], base: PathSegment[]): MetricSpec[] => {
    const specs: MetricSpec[] = [];
    list.forEach((entry, i) => {
      const r = parseMetricEntry(entry, [...base, i]);
      problems.push(...r.problems);
      if (r.spec) {
        if (specs.some((s) => s.label === r.spec?.label))
          problems.push({
            path: [...base, i],
            message: `duplicate metric ${excerpt(r.spec.label)} (give one of them a "label")`,
          });
        specs.push(r.spec);
      }
    });
    return specs;
  };
  const defaultMetrics = config.metrics ? parseList(config.metrics, ['metrics']) : undefined;
  const names = new Set<string>();
  const benchmarks: BenchmarkConfig[] = config.benchmarks.map((b, i) => {
    if (names.has(b.name))
      problems.push({
        path: ['benchmarks', i, 'name'],
        message: `duplicate benchmark name ${excerpt(b.name)}`,
      });
    names.add(b.name);
    const metrics = b.metrics
      ? parseList(b.metrics, ['benchmarks', i, 'metrics'])
      : (defaultMetrics ?? parseList(['bayes'], ['benchmarks', i, 'metrics']));
    const read: ReadOptions = {
      ...(b.format !== undefined ? { format: b.format as FormatName | 'auto' } : {}),
      ...readOptionsOf(b),
    };
    const node = doc.getIn(['benchmarks', i], true) as
      { range?: [number, number, number] } | undefined;
    const line = node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    return {
      name: b.name,
      path: formatPath(['benchmarks', i]),
      ...(line !== undefined ? { line } : {}),
      baseline: asList(b.baseline),
      candidate: asList(b.candidate),
      read,
      ...(b.weights !== undefined ? { weights: b.weights } : {}),
      ...(b.margin !== undefined ? { margin: b.margin } : {}),
      ...(b['usage-gate'] !== undefined ? { usageGate: usageGateOf(b['usage-gate']) } : {}),
      metrics,
    };
  });
  if (autoConfig) {
    const node = doc.getIn(['benchmarks'], true) as
      { range?: [number, number, number] } | undefined;
    benchmarks.push({
      name: 'auto',
      path: 'benchmarks',
      ...(node?.range ? { line: lineCounter.linePos(node.range[0]).line } : {}),
      baseline: autoConfig.baseline !== undefined ? asList(autoConfig.baseline) : [],
      candidate: autoConfig.candidate !== undefined ? asList(autoConfig.candidate) : [],
      read: {},
      metrics: defaultMetrics ?? parseList(['bayes'], ['metrics']),
      discover: true,
    });
  }
  throwProblems(problems, locate);

  return {
    file,
    confidence: config.confidence ?? DEFAULT_CONFIDENCE,
    rule: config.rule ?? 'overlap',
    minConfidence: config['min-confidence'] ?? DEFAULT_MIN_CONFIDENCE,
    alpha: config.alpha ?? DEFAULT_ALPHA,
    multipleComparisons: config['multiple-comparisons'] ?? 'none',
    ...(config['multiple-comparisons'] !== undefined ? { multipleComparisonsSet: true } : {}),
    ...(config.groups !== undefined ? { groups: config.groups } : {}),
    ...(config.timestamps !== undefined ? { timestamps: config.timestamps } : {}),
    margin: config.margin ?? 0,
    align: config.align ?? 'strict',
    errors: config.errors ?? 'fail',
    ...(config['missing-tasks'] !== undefined ? { missingTasks: config['missing-tasks'] } : {}),
    ...(config['allow-task-mismatch'] === true ? { allowTaskMismatch: true } : {}),
    allowOutsideWorkspace: config['allow-outside-workspace'] === true,
    ...(config['baseline-artifact'] !== undefined
      ? { baselineArtifact: config['baseline-artifact'] }
      : {}),
    ...(config['usage-gate'] !== undefined ? { usageGate: usageGateOf(config['usage-gate']) } : {}),
    ...(config['usage-run-spread'] !== undefined
      ? { usageRunSpread: usageRunSpreadOf(config['usage-run-spread']) }
      : {}),
    benchmarks,
  };
}
