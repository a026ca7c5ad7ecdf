/**
 * Metric entries of the config: the short form (`pass@4`) and the long form
 * (`{ metric: g-pass@k, k: 8, tau: 0.75, gate: false }`) -> a validated MetricSpec.
 */
import { didYouMean, excerpt } from '../errors.js';
import { DEFAULT_BOOTSTRAP_ITERATIONS, DEFAULT_BOOTSTRAP_SEED } from '../decision/bootstrap.js';
import {
  KNOWN_NAMES,
  METRIC_FAMILIES,
  type MetricOption,
  type MetricSpec,
  metricLabel,
  parseMetricName,
  suggestMetric,
} from '../decision/catalog.js';
import type { PathSegment, Problem } from './problems.js';

/** YAML key -> option name of the long form. */
const OPTION_KEYS: Readonly<Record<string, MetricOption>> = {
  tau: 'tau',
  alpha0: 'alpha0',
  beta0: 'beta0',
  w: 'w',
  R0: 'R0',
  weights: 'weights',
  'pass-power': 'passPower',
  'unanimous-power': 'unanimousPower',
  lam: 'lam',
  bounds: 'bounds',
};
const COMMON_KEYS = ['metric', 'k', 'gate', 'uncertainty', 'iterations', 'seed', 'label'];

/** A guess for an unknown name, only when the parser could say nothing more precise. */
function suggestion(name: string, reason: string): string {
  return reason.startsWith('known metrics') ? suggestMetric(name) : '';
}

/** Every key the long form knows (for messages). */
export const METRIC_ENTRY_KEYS: readonly string[] = [...COMMON_KEYS, ...Object.keys(OPTION_KEYS)];

/**
 * Parses one entry of a `metrics` list. Problems name the path and the value.
 *
 * @example parseMetricEntry('pass@4', ['metrics', 0]).spec?.label // 'pass@4'
 * @example parseMetricEntry('pass@0', ['metrics', 0]).problems[0].message
 *   // 'unknown metric "pass@0" (k must be a positive integer)'
 */
export function parseMetricEntry(
  entry: unknown,
  path: readonly PathSegment[],
): { spec?: MetricSpec; problems: Problem[] } {
  const problems: Problem[] = [];
  const fail = (sub: readonly PathSegment[], message: string): { problems: Problem[] } => {
    problems.push({ path: [...path, ...sub], message });
    return { problems };
  };

  if (typeof entry === 'string') {
    const parsed = parseMetricName(entry);
    if (typeof parsed === 'string')
      return fail([], `unknown metric ${excerpt(entry)}${suggestion(entry, parsed)} (${parsed})`);
    const fam = METRIC_FAMILIES[parsed.family];
    if (parsed.k === 'k')
      return fail(
        [],
        `metric ${excerpt(entry)} needs a number for k: write e.g. "${fam.family === 'pass-hat' ? 'pass^4' : `${fam.stem}@4`}", or the long form { metric: ${entry.trim()}, k: 4 }`,
      );
    if (fam.required.length > 0)
      return fail(
        [],
        `metric ${excerpt(entry)} needs ${fam.required.join(', ')}: use the long form { metric: ${entry.trim()}, ${fam.required[0]}: [...] }`,
      );
    const spec: MetricSpec = {
      family: parsed.family,
      ...(parsed.k !== undefined ? { k: parsed.k } : {}),
      label: '',
      gate: true,
      uncertainty: 'posterior',
      iterations: DEFAULT_BOOTSTRAP_ITERATIONS,
      seed: DEFAULT_BOOTSTRAP_SEED,
    };
    return { spec: { ...spec, label: metricLabel(spec) }, problems };
  }

  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    return fail(
      [],
      `expected a metric name (e.g. "pass@4") or a mapping with a "metric" key; got ${excerpt(entry)}`,
    );
  const obj = entry as Record<string, unknown>;
  for (const key of Object.keys(obj))
    if (!METRIC_ENTRY_KEYS.includes(key))
      fail([key], `unknown key ${excerpt(key)}${didYouMean(key, METRIC_ENTRY_KEYS)}`);
  if (problems.length > 0) return { problems };

  const name = obj.metric;
  if (typeof name !== 'string')
    return fail(
      ['metric'],
      name === undefined
        ? 'is required (the metric name, e.g. "g-pass@k")'
        : `expected a metric name; got ${excerpt(name)}`,
    );
  const parsed = parseMetricName(name);
  if (typeof parsed === 'string')
    return fail(
      ['metric'],
      `unknown metric ${excerpt(name)}${suggestion(name, parsed)} (${parsed})`,
    );
  const fam = METRIC_FAMILIES[parsed.family];
  const label = fam.needsK ? `${fam.family === 'pass-hat' ? 'pass^k' : `${fam.stem}@k`}` : fam.stem;

  // k: from the name or the `k` key (both: they must agree).
  let k: number | undefined;
  if (obj.k !== undefined) {
    if (!fam.needsK) fail(['k'], `option "k" does not apply to ${label}; got ${excerpt(obj.k)}`);
    else if (!isPositiveInteger(obj.k))
      fail(['k'], `must be a positive integer; got ${excerpt(obj.k)}`);
    else if (typeof parsed.k === 'number' && parsed.k !== obj.k)
      fail(['k'], `${excerpt(obj.k)} disagrees with the metric name ${excerpt(name)}`);
    else k = obj.k;
  } else if (typeof parsed.k === 'number') k = parsed.k;
  else if (fam.needsK) fail(['k'], `is required for ${excerpt(name)} (a positive integer)`);

  const spec: {
    -readonly [P in keyof MetricSpec]: MetricSpec[P];
  } = {
    family: parsed.family,
    label: '',
    gate: true,
    uncertainty: 'posterior',
    iterations: DEFAULT_BOOTSTRAP_ITERATIONS,
    seed: DEFAULT_BOOTSTRAP_SEED,
  };
  if (k !== undefined) spec.k = k;

  if (obj.gate !== undefined) {
    if (typeof obj.gate !== 'boolean')
      fail(['gate'], `must be true or false; got ${excerpt(obj.gate)}`);
    else spec.gate = obj.gate;
  }
  if (obj.uncertainty !== undefined) {
    if (obj.uncertainty !== 'posterior' && obj.uncertainty !== 'bootstrap')
      fail(['uncertainty'], `must be "posterior" or "bootstrap"; got ${excerpt(obj.uncertainty)}`);
    else spec.uncertainty = obj.uncertainty;
  }
  for (const key of ['iterations', 'seed'] as const) {
    const v = obj[key];
    if (v === undefined) continue;
    if (spec.uncertainty !== 'bootstrap') {
      fail([key], `applies only with "uncertainty: bootstrap"; got ${excerpt(v)}`);
      continue;
    }
    if (key === 'iterations') {
      if (!isPositiveInteger(v) || v < 2 || v > 1_000_000)
        fail([key], `must be an integer in [2, 1000000]; got ${excerpt(v)}`);
      else spec.iterations = v;
    } else if (typeof v !== 'number' || !Number.isSafeInteger(v))
      fail([key], `must be an integer; got ${excerpt(v)}`);
    else spec.seed = v;
  }

  for (const [yamlKey, option] of Object.entries(OPTION_KEYS)) {
    const v = obj[yamlKey];
    if (v === undefined) continue;
    if (!fam.options.includes(option)) {
      fail([yamlKey], `option "${yamlKey}" does not apply to ${label}; got ${excerpt(v)}`);
      continue;
    }
    const problem = checkOption(option, v, k);
    if (problem !== undefined) fail([yamlKey], problem);
    else (spec as Record<string, unknown>)[option] = v;
  }
  for (const req of fam.required)
    if (spec[req] === undefined && !problems.some((p) => p.path.length > path.length))
      fail([req], `is required for ${label}`);

  if (obj.label !== undefined) {
    if (typeof obj.label !== 'string' || obj.label.trim() === '' || obj.label.length > 100)
      fail(
        ['label'],
        `must be a non-empty string of at most 100 characters; got ${excerpt(obj.label)}`,
      );
    else spec.label = obj.label.trim();
  }
  if (problems.length > 0) return { problems };
  if (spec.label === '') spec.label = metricLabel(spec);
  return { spec, problems };
}

function isPositiveInteger(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function numberList(v: unknown): v is number[] {
  return Array.isArray(v) && v.every(isFiniteNumber);
}

/** Validates one long-form option; returns the problem text, or undefined when fine. */
function checkOption(option: MetricOption, v: unknown, k: number | undefined): string | undefined {
  switch (option) {
    case 'tau':
      return isFiniteNumber(v) && v >= 0 && v <= 1
        ? undefined
        : `must be a number in [0, 1]; got ${excerpt(v)}`;
    case 'alpha0':
    case 'beta0':
      return isFiniteNumber(v) && v > 0 ? undefined : `must be a number > 0; got ${excerpt(v)}`;
    case 'passPower':
    case 'unanimousPower':
      return isFiniteNumber(v) && v >= 0 ? undefined : `must be a number >= 0; got ${excerpt(v)}`;
    case 'lam':
      return isFiniteNumber(v) && v >= 0 && v <= 1
        ? undefined
        : `must be a number in [0, 1]; got ${excerpt(v)}`;
    case 'w':
      return numberList(v) && v.length >= 2
        ? undefined
        : `must be a list of at least 2 numbers (the score of each category 0..C); got ${excerpt(v)}`;
    case 'R0':
      return typeof v === 'string' && v.trim() !== ''
        ? undefined
        : `must be a file path (prior outcomes, one row per question); got ${excerpt(v)}`;
    case 'weights': {
      if (!numberList(v) || v.some((x) => x < 0))
        return `must be a list of non-negative numbers; got ${excerpt(v)}`;
      if (k !== undefined && v.length !== k)
        return `must have k = ${k} entries; got ${v.length}: ${excerpt(v)}`;
      const sum = v.reduce((a, b) => a + b, 0);
      return sum <= 1 + 1e-12 ? undefined : `must sum to at most 1; got ${excerpt(v)} (sum ${sum})`;
    }
    case 'bounds':
      return numberList(v) && v.length === 2 && (v[0] as number) < (v[1] as number)
        ? undefined
        : `must be [lo, hi] with lo < hi; got ${excerpt(v)}`;
  }
}

export { KNOWN_NAMES };
