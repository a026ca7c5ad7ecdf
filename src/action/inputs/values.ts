/**
 * The parsers of single input values: booleans, numbers in range, enums, lists, durations, ages,
 * artifact names. Each error is a `ConfigError` naming the input and the value.
 */
import { ARTIFACT_NAME } from '../../config/index.js';
import { ConfigError, didYouMean, showValue } from '../../errors.js';
import type { FormatName } from '../../readers/types.js';
import { FORMAT_VALUES, type InputName, MAX_WAIT_SECONDS } from './action-inputs.js';

/** `0`, `90s`, `20m`, `1h`, `1h30m` -> seconds (at most MAX_WAIT_SECONDS); empty: 0. */
export function duration(name: InputName, value: string | undefined): number {
  if (value === undefined || value === '0') return 0;
  const match =
    /^(?:(\d+(?:\.\d+)?)h)?\s*(?:(\d+(?:\.\d+)?)(?:m|min))?\s*(?:(\d+(?:\.\d+)?)s)?$/.exec(value);
  const seconds =
    match === null || value.trim() === ''
      ? Number.NaN
      : Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  if (!(seconds >= 0 && seconds <= MAX_WAIT_SECONDS))
    throw inputError(
      name,
      value,
      'is not a duration of at most 6h: `0` (no wait), or a number with s, m or h, e.g. `20m`, `90s`, `1h30m`',
    );
  return Math.round(seconds);
}

/**
 * The `format` input: the result files' format (the CLI's `--input-format`). `md` there
 * is the CLI's `--format`, the report's: the action writes both reports, so it is named as such.
 */
export function inputFormat(value: string | undefined): FormatName | 'auto' | undefined {
  if (value === 'md' || value === 'markdown')
    throw inputError(
      'format',
      value,
      `is not one of ${FORMAT_VALUES.join(', ')}: this input is the result files' format (the CLI's --input-format); the action writes the report as both Markdown and JSON (outputs report-markdown and report-json)`,
    );
  return oneOf('format', value, FORMAT_VALUES);
}

export function optionalField<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function artifactName(name: InputName, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!ARTIFACT_NAME.test(value))
    throw inputError(
      name,
      value,
      'is not an artifact name: 1 to 200 characters, without " : < > | * ? \\ / or line breaks',
    );
  return value;
}

/** `14d`, `36h`, `2w` -> days. */
export function age(name: InputName, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*([hdw])$/.exec(value);
  const amount = Number(match?.[1]);
  if (match === null || !(amount > 0))
    throw inputError(name, value, 'is not an age: a number > 0 and h, d or w, e.g. `14d`');
  return amount * { h: 1 / 24, d: 1, w: 7 }[match[2] as 'h' | 'd' | 'w'];
}

export function inputError(name: InputName, value: string, problem: string): ConfigError {
  return new ConfigError(`input "${name}": ${showValue(value)} ${problem}`, `input "${name}"`);
}

export function boolean(name: InputName, value: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw inputError(name, value, 'is not a boolean: use `true` or `false`');
}

export function oneOf<T extends string>(
  name: InputName,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw inputError(name, value, `is not one of ${allowed.join(', ')}${didYouMean(value, allowed)}`);
}

export const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function number(
  name: InputName,
  value: string | undefined,
  limits: { check: (x: number) => boolean; range: string },
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = NUMBER.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed) || !limits.check(parsed))
    throw inputError(name, value, `is not ${limits.range}`);
  return parsed;
}

export function list(value: string | undefined): readonly string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

export function numberList(
  name: InputName,
  value: string | undefined,
): readonly number[] | undefined {
  if (value === undefined) return undefined;
  const items = value.split(/[\s,]+/).filter((item) => item !== '');
  return items.map((item) => {
    if (!NUMBER.test(item) || !Number.isFinite(Number(item)))
      throw inputError(name, value, `has ${showValue(item)}, which is not a finite number`);
    return Number(item);
  });
}
