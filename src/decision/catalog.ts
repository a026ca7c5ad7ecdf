/**
 * The metric catalog: the metric names a config may use, what each needs, and its display label.
 * Pure; the functions that compute intervals are in `evaluate.ts`.
 *
 * Short form: `bayes`, `avg`, `pass@4`, `pass^4`, `maj@8`, `auc@8`, `g-pass@8`, `mg-pass@8`,
 * `max@4`, `geom@4`, `geom-ds@4`, `geo-spectrum@4`, `threshold-spectrum@4` (k a positive integer).
 * Long form names may use a literal `k` (`g-pass@k`) with `k: 8` as an option.
 */
import { didYouMean } from '../errors.js';

export type MetricFamily =
  | 'bayes'
  | 'avg'
  | 'pass'
  | 'pass-hat'
  | 'maj'
  | 'auc'
  | 'g-pass'
  | 'mg-pass'
  | 'max'
  | 'geom'
  | 'geom-ds'
  | 'geo-spectrum'
  | 'threshold-spectrum';

/** Long-form options (camelCase here; kebab-case in YAML). */
export type MetricOption =
  | 'tau'
  | 'alpha0'
  | 'beta0'
  | 'w'
  | 'R0'
  | 'weights'
  | 'passPower'
  | 'unanimousPower'
  | 'lam'
  | 'bounds';

/** What the catalog knows about one metric family. */
export interface FamilyInfo {
  readonly family: MetricFamily;
  /** The name before `@k` (or the whole name for bayes/avg). */
  readonly stem: string;
  readonly needsK: boolean;
  /** Accepts only 0/1 outcomes (no rubric weights). */
  readonly binaryOnly: boolean;
  /** Options the long form accepts for this metric. */
  readonly options: readonly MetricOption[];
  /** Options that must be given. */
  readonly required: readonly MetricOption[];
  /**
   * The metric is the mean over questions of a per-question quantity, so the bootstrap may
   * resample per-question values (the engine checks this numerically too).
   */
  readonly meanOfQuestions: boolean;
  /** sigma follows 1/sqrt(T+1) exactly (Bayes@N); for the others the trial budget is approximate. */
  readonly exactBudget: boolean;
}

const BETA = ['alpha0', 'beta0', 'bounds'] as const;

/** Every metric family: k, binary-only, allowed options, bootstrap and budget properties. */
export const METRIC_FAMILIES: Readonly<Record<MetricFamily, FamilyInfo>> = {
  bayes: {
    family: 'bayes',
    stem: 'bayes',
    needsK: false,
    binaryOnly: false,
    options: ['w', 'R0', 'bounds'],
    required: [],
    meanOfQuestions: true,
    exactBudget: true,
  },
  avg: {
    family: 'avg',
    stem: 'avg',
    needsK: false,
    binaryOnly: false,
    options: ['w', 'bounds'],
    required: [],
    meanOfQuestions: true,
    exactBudget: false,
  },
  pass: info('pass', 'pass', [...BETA]),
  'pass-hat': info('pass-hat', 'pass^', [...BETA]),
  maj: info('maj', 'maj', [...BETA]),
  auc: info('auc', 'auc', [...BETA]),
  'g-pass': info('g-pass', 'g-pass', ['tau', ...BETA]),
  'mg-pass': info('mg-pass', 'mg-pass', [...BETA]),
  max: {
    family: 'max',
    stem: 'max',
    needsK: true,
    binaryOnly: false,
    options: ['w', 'R0', 'bounds'],
    required: [],
    meanOfQuestions: true,
    exactBudget: false,
  },
  geom: info('geom', 'geom', ['passPower', 'unanimousPower', ...BETA]),
  'geom-ds': info('geom-ds', 'geom-ds', ['passPower', 'unanimousPower', ...BETA], false),
  'geo-spectrum': info('geo-spectrum', 'geo-spectrum', ['lam', 'weights', ...BETA], false),
  'threshold-spectrum': {
    ...info('threshold-spectrum', 'threshold-spectrum', ['weights', ...BETA]),
    required: ['weights'],
  },
};

function info(
  family: MetricFamily,
  stem: string,
  options: MetricOption[],
  meanOfQuestions = true,
): FamilyInfo {
  return {
    family,
    stem,
    needsK: true,
    binaryOnly: true,
    options,
    required: [],
    meanOfQuestions,
    exactBudget: false,
  };
}

/** Name stems in the order they are tried (longest first where one is a prefix of another). */
const STEMS: readonly [string, MetricFamily][] = [
  ['threshold-spectrum@', 'threshold-spectrum'],
  ['geo-spectrum-star@', 'geo-spectrum'],
  ['geo-spectrum@', 'geo-spectrum'],
  ['unanimous@', 'pass-hat'],
  ['mg-pass@', 'mg-pass'],
  ['g-pass@', 'g-pass'],
  ['geom-ds@', 'geom-ds'],
  ['geom@', 'geom'],
  ['pass@', 'pass'],
  ['pass^', 'pass-hat'],
  ['maj@', 'maj'],
  ['auc@', 'auc'],
  ['max@', 'max'],
];

/** A parsed metric name: the family and k (a number, `'k'` for the long form, or absent). */
export interface ParsedMetricName {
  readonly family: MetricFamily;
  readonly k?: number | 'k';
}

/**
 * Parses a metric name. Returns a string (the reason) when the name is not a metric.
 *
 * @example parseMetricName('pass@4') // { family: 'pass', k: 4 }
 * @example parseMetricName('pass@0') // 'k must be a positive integer'
 */
export function parseMetricName(text: string): ParsedMetricName | string {
  const name = text.trim().toLowerCase();
  if (name === 'bayes' || name === 'bayes@n') return { family: 'bayes' };
  if (name === 'avg' || name === 'avg@n') return { family: 'avg' };
  for (const [prefix, family] of STEMS) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    if (rest === 'k') return { family, k: 'k' };
    if (!/^\d+$/.test(rest)) return `expected ${prefix}<k> with k a positive integer`;
    const k = Number(rest);
    if (!Number.isSafeInteger(k) || k < 1) return 'k must be a positive integer';
    return { family, k };
  }
  return `known metrics: ${KNOWN_NAMES.join(', ')}`;
}

/**
 * A hint for a misspelled metric name: the known name closest to it, with the user's own k
 * (`pas@4` -> `; did you mean "pass@4"?`), or `''`.
 */
export function suggestMetric(text: string): string {
  const k = /[@^](\d+|k)$/.exec(text.trim())?.[1] ?? 'k';
  const names = [...KNOWN_NAMES, 'unanimous@k', 'geo-spectrum-star@k'].map((n) =>
    n.replace(/([@^])k$/, `$1${k}`),
  );
  return didYouMean(text.trim(), names);
}

/** The names shown in error messages and `--help`. */
export const KNOWN_NAMES: readonly string[] = [
  'bayes',
  'avg',
  'pass@k',
  'pass^k',
  'maj@k',
  'auc@k',
  'g-pass@k',
  'mg-pass@k',
  'max@k',
  'geom@k',
  'geom-ds@k',
  'geo-spectrum@k',
  'threshold-spectrum@k',
];

/** A fully validated metric of a benchmark, ready to evaluate. */
export interface MetricSpec {
  readonly family: MetricFamily;
  /** k for every family but bayes and avg. */
  readonly k?: number;
  /** g-pass@k threshold in [0, 1] (absent: tau = 1, i.e. pass^k). */
  readonly tau?: number;
  /** Display name, unique within a benchmark, e.g. `pass@4`, `g-pass@8 (tau 0.75)`. */
  readonly label: string;
  /** `false`: report-only (never fails the check). */
  readonly gate: boolean;
  /** `posterior` (the metric's own interval, default) or `bootstrap` over questions. */
  readonly uncertainty: 'posterior' | 'bootstrap';
  /** Bootstrap resamples (default 1000). */
  readonly iterations: number;
  /** Bootstrap PRNG seed (default 1). */
  readonly seed: number;
  readonly alpha0?: number;
  readonly beta0?: number;
  /** Rubric weights for this metric (overrides the benchmark's `weights`). */
  readonly w?: readonly number[];
  /** Prior outcomes file R0 (bayes, max@k), resolved like the benchmark's files. */
  readonly R0?: string;
  /** Spectrum weights (threshold-spectrum, geo-spectrum), length k. */
  readonly weights?: readonly number[];
  readonly passPower?: number;
  readonly unanimousPower?: number;
  readonly lam?: number;
  /** Clipping bounds of the interval. */
  readonly bounds?: readonly [number, number];
}

/** Canonical label of a metric: `bayes`, `pass@4`, `pass^4`, `g-pass@8 (tau 0.75)`, ... */
export function metricLabel(spec: Pick<MetricSpec, 'family' | 'k' | 'tau'>): string {
  const fam = METRIC_FAMILIES[spec.family];
  if (!fam.needsK) return fam.stem;
  const k = spec.k ?? 'k';
  const base = spec.family === 'pass-hat' ? `pass^${k}` : `${fam.stem}@${k}`;
  return spec.family === 'g-pass' && spec.tau !== undefined ? `${base} (tau ${spec.tau})` : base;
}
