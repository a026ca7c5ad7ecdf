/**
 * The reader options as settings: one table for the config file's benchmark keys and the CLI's
 * flags (`threshold:` in YAML is `--threshold` on the command line, with the same meaning).
 */
import { ConfigError, showValue } from '../errors.js';
import { USAGE_MEASURES } from '../decision/usage-types.js';
import type { ReadOptions } from '../readers/types.js';

/** The keys of `usage-columns`: a measure, or `milliseconds` (a column of ms read into seconds). */
export const USAGE_COLUMN_KEYS: readonly [string, ...string[]] = [
  ...USAGE_MEASURES,
  'milliseconds',
];

/**
 * What a reader option's value may be. The table is plain data so that the CLI can check flags
 * without loading the schema library (it costs more at start than `score` spends on its work);
 * read-schema.ts turns the same specs into the config file's zod schemas.
 */
export type ReadValueSpec =
  | { readonly type: 'finite' }
  | { readonly type: 'integer'; readonly min: number; readonly max: number }
  | { readonly type: 'text' }
  | { readonly type: 'choice'; readonly values: readonly [string, ...string[]] }
  | { readonly type: 'header' }
  | { readonly type: 'labels' }
  | { readonly type: 'columns' };

/** How a flag's text becomes the config value (YAML already has types). */
type FlagKind = 'number' | 'integer' | 'string' | 'header' | 'labels' | 'columns';

interface ReadSetting {
  /** The ReadOptions field. */
  readonly option: keyof ReadOptions;
  /** What the value may be (the config's and, after conversion, the flag's). */
  readonly value: ReadValueSpec;
  readonly kind: FlagKind;
}

const TEXT = { type: 'text' } as const;

/**
 * Every reader option but `format` (which has its own setting), by its config key / flag name.
 * docs/formats.md describes each.
 */
export const READ_SETTINGS = {
  threshold: { option: 'threshold', value: { type: 'finite' }, kind: 'number' },
  header: { option: 'header', value: { type: 'header' }, kind: 'header' },
  delimiter: {
    option: 'delimiter',
    value: { type: 'choice', values: [',', '\t', ';'] },
    kind: 'string',
  },
  categories: {
    option: 'categories',
    value: { type: 'integer', min: 1, max: 1000 },
    kind: 'integer',
  },
  'id-column': { option: 'idColumn', value: TEXT, kind: 'string' },
  'trial-column': { option: 'trialColumn', value: TEXT, kind: 'string' },
  'outcome-column': { option: 'outcomeColumn', value: TEXT, kind: 'string' },
  'count-column': { option: 'countColumn', value: TEXT, kind: 'string' },
  scorer: { option: 'scorer', value: TEXT, kind: 'string' },
  labels: { option: 'labels', value: { type: 'labels' }, kind: 'labels' },
  'sample-metric': { option: 'metric', value: TEXT, kind: 'string' },
  filter: { option: 'filter', value: TEXT, kind: 'string' },
  member: { option: 'member', value: TEXT, kind: 'string' },
  'prior-member': { option: 'priorMember', value: TEXT, kind: 'string' },
  'max-unzipped-bytes': {
    option: 'maxUnzippedBytes',
    value: { type: 'integer', min: 1, max: Number.MAX_SAFE_INTEGER },
    kind: 'integer',
  },
  'usage-columns': { option: 'usageColumns', value: { type: 'columns' }, kind: 'columns' },
} as const satisfies Record<string, ReadSetting>;

/** A reader option's config key / flag name. */
export type ReadSettingKey = keyof typeof READ_SETTINGS;

/** The config keys / flag names of the reader options. */
export const READ_SETTING_KEYS = Object.keys(READ_SETTINGS) as ReadSettingKey[];

/**
 * Why a (converted) flag value does not fit its spec, or undefined when it does.
 *
 * @example readValueProblem({ type: 'integer', min: 1, max: 1000 }, 0) // 'must be an integer from 1 to 1000'
 */
export function readValueProblem(spec: ReadValueSpec, value: unknown): string | undefined {
  switch (spec.type) {
    case 'finite':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : 'must be a finite number';
    case 'integer':
      return typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= spec.min &&
        value <= spec.max
        ? undefined
        : `must be an integer from ${spec.min} to ${spec.max}`;
    case 'text':
      return typeof value === 'string' && value !== '' ? undefined : 'must not be empty';
    case 'choice':
      return typeof value === 'string' && spec.values.includes(value)
        ? undefined
        : `must be one of ${spec.values.map((v) => showValue(v)).join(', ')}`;
    case 'header':
      return value === true || value === false || value === 'auto'
        ? undefined
        : 'must be true, false or auto';
    case 'labels':
      // parseLabels builds only integers >= 0 and null.
      return typeof value === 'object' && value !== null ? undefined : 'must be grade=label pairs';
    case 'columns':
      // parseColumns builds only known keys and non-empty names.
      return typeof value === 'object' && value !== null
        ? undefined
        : 'must be measure=column pairs';
  }
}

/**
 * The ReadOptions of validated settings (config keys -> option names; absent keys stay absent).
 *
 * @example readOptionsOf({ threshold: 0.5, 'sample-metric': 'acc' }) // { threshold: 0.5, metric: 'acc' }
 */
export function readOptionsOf(values: Readonly<Record<string, unknown>>): ReadOptions {
  const out: Record<string, unknown> = {};
  for (const key of READ_SETTING_KEYS)
    if (values[key] !== undefined) out[READ_SETTINGS[key].option] = values[key];
  return out as ReadOptions;
}

/**
 * Parses reader options given as command-line text (`--threshold 0.5`, `--labels C=1,I=0,N=null`,
 * `--header false`) into validated ReadOptions; errors name the flag and the value.
 *
 * @example readOptionsFromFlags({ labels: 'C=2,P=1,I=0,N=0' }).labels // { C: 2, P: 1, I: 0, N: 0 }
 */
export function readOptionsFromFlags(
  texts: Readonly<Partial<Record<ReadSettingKey, string>>>,
): ReadOptions {
  const values: Record<string, unknown> = {};
  for (const key of READ_SETTING_KEYS) {
    const text = texts[key];
    if (text === undefined) continue;
    const flag = `--${key}`;
    const value = fromText(READ_SETTINGS[key].kind, text, flag);
    const problem = readValueProblem(READ_SETTINGS[key].value, value);
    if (problem !== undefined)
      throw new ConfigError(`${flag}: ${showValue(text)} is not valid (${problem})`, flag);
    values[key] = value;
  }
  return readOptionsOf(values);
}

function fromText(kind: FlagKind, text: string, flag: string): unknown {
  const t = text.trim();
  switch (kind) {
    case 'number':
    case 'integer': {
      const v = Number(t);
      if (t === '' || !Number.isFinite(v))
        throw new ConfigError(`${flag}: expected a number; got ${showValue(text)}`, flag);
      return v;
    }
    case 'header':
      if (t === 'true' || t === 'false') return t === 'true';
      if (t === 'auto') return 'auto';
      throw new ConfigError(`${flag}: expected true, false or auto; got ${showValue(text)}`, flag);
    case 'labels':
      return parseLabels(t, flag);
    case 'columns':
      return parseColumns(t, flag);
    case 'string':
      // `\t` on a command line is two characters: accept it for the tab delimiter.
      return t === '\\t' ? '\t' : text;
  }
}

/**
 * `total-tokens=tokens,milliseconds=latency_ms` -> { 'total-tokens': 'tokens', milliseconds:
 * 'latency_ms' }: measure=column pairs (`usage-columns`).
 */
function parseColumns(text: string, flag: string): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const eq = pair.indexOf('=');
    const key = pair.slice(0, eq).trim();
    const column = pair.slice(eq + 1).trim();
    if (eq <= 0 || key === '' || column === '')
      throw new ConfigError(
        `${flag}: expected measure=column pairs separated by commas, e.g. total-tokens=tokens,seconds=latency_s; got ${showValue(text)}`,
        flag,
      );
    if (!USAGE_COLUMN_KEYS.includes(key))
      throw new ConfigError(
        `${flag}: ${showValue(key)} is not a measure; use ${USAGE_COLUMN_KEYS.join(', ')}`,
        flag,
      );
    if (Object.hasOwn(columns, key))
      throw new ConfigError(`${flag}: ${showValue(key)} is given twice`, flag);
    columns[key] = column;
  }
  return columns;
}

/** `C=1,I=0,N=null` -> { C: 1, I: 0, N: null }: grade=label pairs, `null` for a missing trial. */
function parseLabels(text: string, flag: string): Record<string, number | null> {
  const labels: Record<string, number | null> = {};
  for (const pair of text.split(',')) {
    const eq = pair.lastIndexOf('=');
    const grade = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (eq <= 0 || grade === '' || value === '')
      throw new ConfigError(
        `${flag}: expected grade=label pairs separated by commas, e.g. C=1,I=0,N=null; got ${showValue(text)}`,
        flag,
      );
    if (value === 'null') labels[grade] = null;
    else {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0)
        throw new ConfigError(
          `${flag}: the label of ${showValue(grade)} must be an integer >= 0 or null; got ${showValue(value)}`,
          flag,
        );
      labels[grade] = n;
    }
  }
  return labels;
}
