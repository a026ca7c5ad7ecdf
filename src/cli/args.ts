/**
 * Command-line parsing shared by the commands: node:util parseArgs with one-line usage errors,
 * number, weights and format flags, and the flags `compare` and `rank` share.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import {
  READ_SETTING_KEYS,
  type ReadSettingKey,
  readOptionsFromFlags,
} from '../config/read-options.js';
import type { RunPolicy } from '../config/index.js';
import { MAX_COMPARISONS_LIMIT } from '../config/limits.js';
import { FORMAT_NAMES } from '../readers/format-names.js';
import type { UncheckedOverrides } from '../config/index.js';
import { ConfigError, didYouMean, showValue } from '../errors.js';
import type { FormatName, ReadOptions } from '../readers/types.js';
import { NAME } from './help.js';

/** A usage error: one line on stderr, exit 2. */
import { UsageError } from './usage-error.js';

export { UsageError };

export function parseNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const v = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(v))
    throw new ConfigError(`${flag}: expected a number; got ${showValue(text)}`, flag);
  return v;
}

export function parseWeights(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(/[\s,]+/)
    .filter((p) => p !== '');
  const values = parts.map(Number);
  if (values.length < 2 || values.some((v) => !Number.isFinite(v)))
    throw new ConfigError(
      `--weights: expected at least 2 numbers separated by commas, e.g. 0,0.5,1; got ${showValue(text)}`,
      '--weights',
    );
  return values;
}

export function parseInputFormat(text: string | undefined): FormatName | 'auto' | undefined {
  if (text === undefined) return undefined;
  if (!FORMAT_NAMES.includes(text as FormatName))
    throw new ConfigError(
      `--input-format: must be one of ${FORMAT_NAMES.join(', ')}; got ${showValue(text)}${didYouMean(text, FORMAT_NAMES)}`,
      '--input-format',
    );
  return text as FormatName | 'auto';
}

/**
 * `--format` is the report's format in the CLI (and the input format in the action): for a
 * result-file format, the hint names `--input-format`.
 */
export function inputFormatHint(value: string): string {
  return FORMAT_NAMES.includes(value as FormatName) && value !== 'json'
    ? `; the format of the result files is --input-format ${value}`
    : '';
}

export function parse(
  command: string,
  args: readonly string[],
  options: NonNullable<ParseArgsConfig['options']>,
  allowPositionals: boolean,
): { values: Record<string, unknown>; positionals: string[] } {
  try {
    const r = parseArgs({ args: [...args], options, allowPositionals, strict: true });
    return { values: r.values as Record<string, unknown>, positionals: r.positionals };
  } catch (e) {
    // node:util parseArgs errors: ERR_PARSE_ARGS_UNKNOWN_OPTION, ..._INVALID_OPTION_VALUE, ...
    // First sentence only: Node adds advice about '--' that does not apply here.
    const message = (e as Error).message.split(/\.(?:\s|$)/)[0] ?? 'invalid arguments';
    // "Unknown option '--metic'": name the closest option.
    const unknown = /^Unknown option '(--?[^']+)'/.exec(message)?.[1];
    const hint =
      unknown !== undefined
        ? didYouMean(
            unknown,
            Object.keys(options).map((name) => `--${name}`),
          )
        : '';
    throw new UsageError(`${command}: ${message}${hint} (see ${NAME} ${command} --help)`);
  }
}

/** One flag per reader option, named as the config key (`--threshold`, `--sample-metric`, ...). */
export const READ_OPTIONS = Object.fromEntries(
  READ_SETTING_KEYS.map((key) => [key, { type: 'string' }]),
) as Record<ReadSettingKey, { type: 'string' }>;

/** The reader-option flags that were given, validated into ReadOptions (errors name the flag). */
export function readFlags(values: Record<string, unknown>): ReadOptions | undefined {
  const texts: Partial<Record<ReadSettingKey, string>> = {};
  for (const key of READ_SETTING_KEYS) {
    const text = stringFlag(values, key);
    if (text !== undefined) texts[key] = text;
  }
  return Object.keys(texts).length > 0 ? readOptionsFromFlags(texts) : undefined;
}

/**
 * The flags `compare` and `rank` share: how result files are read, how the rule decides, and
 * where the report goes.
 */
export const SHARED_OPTIONS = {
  'input-format': { type: 'string' },
  ...READ_OPTIONS,
  weights: { type: 'string' },
  metric: { type: 'string', multiple: true },
  rule: { type: 'string' },
  confidence: { type: 'string' },
  'min-confidence': { type: 'string' },
  alpha: { type: 'string' },
  'multiple-comparisons': { type: 'string' },
  align: { type: 'string' },
  errors: { type: 'string' },
  format: { type: 'string' },
  'out-dir': { type: 'string' },
  'work-budget': { type: 'string' },
  'max-read-bytes': { type: 'string' },
  'max-comparisons': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/** The shared flags, checked: the engine settings that were given, the output format and --out-dir. */
export interface SharedFlags {
  /** Only the settings given on the command line (the engine's defaults apply to the others). */
  readonly settings: Pick<
    UncheckedOverrides,
    | 'format'
    | 'read'
    | 'weights'
    | 'metrics'
    | 'rule'
    | 'confidence'
    | 'minConfidence'
    | 'alpha'
    | 'multipleComparisons'
    | 'align'
    | 'errors'
    | 'allowOutsideWorkspace'
  >;
  readonly output: 'md' | 'json';
  readonly outDir: string | undefined;
  /**
   * The trust boundary in the CLI: the config file is the user's own (its widening keys apply);
   * `--work-budget`, `--max-read-bytes` and `--max-comparisons` raise the work and read budgets
   * and the number of comparisons.
   */
  readonly policy: RunPolicy;
}

/** A string flag's value (`undefined` when absent). */
export function stringFlag(values: Record<string, unknown>, key: string): string | undefined {
  const v = values[key];
  return typeof v === 'string' ? v : undefined;
}

/** Parses the flags of {@link SHARED_OPTIONS}; errors name the flag and the value. */
export function sharedFlags(values: Record<string, unknown>): SharedFlags {
  const str = (k: string) => stringFlag(values, k);
  const output = str('format') ?? 'md';
  if (output !== 'md' && output !== 'json')
    throw new ConfigError(
      `--format: must be md or json (the report's format); got ${showValue(output)}${inputFormatHint(output) || didYouMean(output, ['md', 'json'])}`,
      '--format',
    );
  // --rule, --align (and the ranges of the numbers) are checked by the engine's applyOverrides,
  // with the same messages for compare and rank.
  const rule = str('rule');
  const align = str('align');
  const errors = str('errors');
  const format = parseInputFormat(str('input-format'));
  const read = readFlags(values);
  const weights = parseWeights(str('weights'));
  const confidence = parseNumber('--confidence', str('confidence'));
  const minConfidence = parseNumber('--min-confidence', str('min-confidence'));
  const alpha = parseNumber('--alpha', str('alpha'));
  const multipleComparisons = str('multiple-comparisons');
  const metrics = (values.metric as string[] | undefined) ?? [];
  const workBudget = parseNumber('--work-budget', str('work-budget'));
  if (workBudget !== undefined && !(workBudget > 0))
    throw new ConfigError(
      `--work-budget: must be a number > 0 (work units, e.g. 1e12); got ${showValue(str('work-budget'))}`,
      '--work-budget',
    );
  const maxReadBytes = parseNumber('--max-read-bytes', str('max-read-bytes'));
  if (maxReadBytes !== undefined && !(Number.isSafeInteger(maxReadBytes) && maxReadBytes >= 1))
    throw new ConfigError(
      `--max-read-bytes: must be a whole number of bytes >= 1 (e.g. 68719476736, 64 GiB); got ${showValue(str('max-read-bytes'))}`,
      '--max-read-bytes',
    );
  const maxComparisons = parseNumber('--max-comparisons', str('max-comparisons'));
  if (
    maxComparisons !== undefined &&
    !(
      Number.isInteger(maxComparisons) &&
      maxComparisons >= 1 &&
      maxComparisons <= MAX_COMPARISONS_LIMIT
    )
  )
    throw new ConfigError(
      `--max-comparisons: must be a whole number from 1 to ${MAX_COMPARISONS_LIMIT}; got ${showValue(str('max-comparisons'))}`,
      '--max-comparisons',
    );
  return {
    settings: {
      ...(format !== undefined ? { format } : {}),
      ...(read !== undefined ? { read } : {}),
      ...(weights !== undefined ? { weights } : {}),
      ...(metrics.length > 0 ? { metrics } : {}),
      ...(rule !== undefined ? { rule } : {}),
      ...(confidence !== undefined ? { confidence } : {}),
      ...(minConfidence !== undefined ? { minConfidence } : {}),
      ...(alpha !== undefined ? { alpha } : {}),
      ...(multipleComparisons !== undefined ? { multipleComparisons } : {}),
      ...(align !== undefined ? { align } : {}),
      ...(errors !== undefined ? { errors } : {}),
      ...(values['allow-outside-workspace'] === true ? { allowOutsideWorkspace: true } : {}),
    },
    output,
    outDir: str('out-dir'),
    policy: {
      trustConfig: true,
      ...(workBudget !== undefined ? { workBudget } : {}),
      ...(maxReadBytes !== undefined ? { maxReadBytes } : {}),
      ...(maxComparisons !== undefined ? { maxComparisons } : {}),
      settingName: (key) => `--${key}`,
    },
  };
}
