/**
 * The reader options as settings: one table for the config file's benchmark keys and the CLI's
 * flags (`threshold:` in YAML is `--threshold` on the command line, with the same meaning).
 */
import { z } from 'zod';
import { ConfigError, showValue } from '../errors.js';
import type { ReadOptions } from '../readers/types.js';

const finite = z.number().refine(Number.isFinite, { error: 'must be a finite number' });

/** How a flag's text becomes the config value (YAML already has types). */
type FlagKind = 'number' | 'integer' | 'string' | 'header' | 'labels';

interface ReadSetting {
  /** The ReadOptions field. */
  readonly option: keyof ReadOptions;
  /** The schema of the value (the config's and, after conversion, the flag's). */
  readonly schema: z.ZodType;
  readonly kind: FlagKind;
}

/**
 * Every reader option but `format` (which has its own setting), by its config key / flag name.
 * docs/formats.md describes each.
 */
export const READ_SETTINGS = {
  threshold: { option: 'threshold', schema: finite, kind: 'number' },
  header: { option: 'header', schema: z.union([z.boolean(), z.literal('auto')]), kind: 'header' },
  delimiter: { option: 'delimiter', schema: z.enum([',', '\t', ';']), kind: 'string' },
  categories: { option: 'categories', schema: z.number().int().min(1).max(1000), kind: 'integer' },
  'id-column': { option: 'idColumn', schema: z.string().min(1), kind: 'string' },
  'trial-column': { option: 'trialColumn', schema: z.string().min(1), kind: 'string' },
  'outcome-column': { option: 'outcomeColumn', schema: z.string().min(1), kind: 'string' },
  'count-column': { option: 'countColumn', schema: z.string().min(1), kind: 'string' },
  scorer: { option: 'scorer', schema: z.string().min(1), kind: 'string' },
  labels: {
    option: 'labels',
    schema: z.record(z.string(), z.union([z.number().int().min(0), z.null()])),
    kind: 'labels',
  },
  'sample-metric': { option: 'metric', schema: z.string().min(1), kind: 'string' },
  filter: { option: 'filter', schema: z.string().min(1), kind: 'string' },
  member: { option: 'member', schema: z.string().min(1), kind: 'string' },
  'prior-member': { option: 'priorMember', schema: z.string().min(1), kind: 'string' },
  'max-unzipped-bytes': {
    option: 'maxUnzippedBytes',
    schema: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    kind: 'integer',
  },
} as const satisfies Record<string, ReadSetting>;

/** A reader option's config key / flag name. */
export type ReadSettingKey = keyof typeof READ_SETTINGS;

/** The config keys / flag names of the reader options. */
export const READ_SETTING_KEYS = Object.keys(READ_SETTINGS) as ReadSettingKey[];

/** The zod shape of the reader options, for the config's benchmark schema. */
export const READ_SETTINGS_SHAPE = Object.fromEntries(
  READ_SETTING_KEYS.map((key) => [key, READ_SETTINGS[key].schema.optional()]),
) as { [K in ReadSettingKey]: z.ZodOptional<(typeof READ_SETTINGS)[K]['schema']> };

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
    const parsed = READ_SETTINGS[key].schema.safeParse(value);
    if (!parsed.success)
      throw new ConfigError(
        `${flag}: ${showValue(text)} is not valid (${parsed.error.issues[0]?.message ?? 'invalid'})`,
        flag,
      );
    values[key] = parsed.data;
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
    case 'string':
      // `\t` on a command line is two characters: accept it for the tab delimiter.
      return t === '\\t' ? '\t' : text;
  }
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
