/**
 * The action's inputs, read once into one typed object and validated strictly: booleans are
 * `true` or `false`, numbers are in range, enums are one of their values. Every error is a
 * `ConfigError` naming the input and the value.
 */
import { ConfigError, showValue } from '../errors.js';
import type { FormatName } from '../readers/types.js';
import { DEFAULT_CONFIG_FILE, FORMAT_NAMES } from '../config/index.js';
import { COMMENT_MODES, type CommentMode } from '../github/sticky-comment.js';

/** `format` values: the readers' formats and `auto` (the config file's list). */
export const FORMAT_VALUES = FORMAT_NAMES;

/** The default of the `config` input; a missing file at this path is not an error. */
export const DEFAULT_CONFIG = DEFAULT_CONFIG_FILE;

/** The inputs, typed. Optional settings are `undefined` when the input is empty (config file or engine default). */
export interface ActionInputs {
  readonly config: string;
  readonly baseline?: string;
  readonly candidate?: string;
  /** `base` (the pull request's base commit) or a git revision. */
  readonly baselineRef?: string;
  readonly format?: FormatName | 'auto';
  readonly metrics?: readonly string[];
  readonly weights?: readonly number[];
  readonly confidence?: number;
  readonly rule?: 'overlap' | 'z';
  readonly margin?: number;
  readonly failOnRegression: boolean;
  readonly comment: CommentMode;
  readonly commentKey: string;
  readonly githubToken: string;
  readonly summary: boolean;
}

/** Every input name, as action.yml declares them. */
export const INPUT_NAMES = [
  'config',
  'baseline',
  'candidate',
  'baseline-ref',
  'format',
  'metrics',
  'weights',
  'confidence',
  'rule',
  'margin',
  'fail-on-regression',
  'comment',
  'comment-key',
  'github-token',
  'summary',
] as const;

type InputName = (typeof INPUT_NAMES)[number];

/**
 * Reads and validates every input. `getInput` returns the raw value (`''` when unset); `env`
 * supplies `GITHUB_WORKFLOW` and `GITHUB_JOB` for the default comment key.
 *
 * Example: with only `baseline=a.csv` and `candidate=b.csv` set, the result has
 * `failOnRegression: true`, `comment: 'always'`, `summary: true`, `config: '.github/scorio.yml'`.
 */
export function readInputs(
  getInput: (name: string) => string,
  env: Readonly<Record<string, string | undefined>>,
): ActionInputs {
  const raw = (name: InputName): string => getInput(name).trim();
  const optional = (name: InputName): string | undefined => raw(name) || undefined;

  const baselineRef = optional('baseline-ref');
  if (baselineRef !== undefined && !/^[A-Za-z0-9_./@{}^~][A-Za-z0-9_./@{}^~-]*$/.test(baselineRef))
    throw inputError(
      'baseline-ref',
      baselineRef,
      'is not a git revision (use `base`, a commit SHA, a branch or a tag)',
    );

  const key = optional('comment-key');
  if (key !== undefined && normalizeCommentKey(key) !== key)
    throw inputError(
      'comment-key',
      key,
      'may contain only letters, digits, spaces and . _ : / @ + - (no "--"), at most 100 characters',
    );

  return {
    config: optional('config') ?? DEFAULT_CONFIG,
    baseline: optional('baseline'),
    candidate: optional('candidate'),
    baselineRef,
    format: oneOf('format', optional('format'), FORMAT_VALUES),
    metrics: list(optional('metrics')),
    weights: numberList('weights', optional('weights')),
    confidence: number('confidence', optional('confidence'), {
      check: (x) => x > 0 && x < 1,
      range: 'a number between 0 and 1 (exclusive), e.g. 0.95',
    }),
    rule: oneOf('rule', optional('rule'), ['overlap', 'z'] as const),
    margin: number('margin', optional('margin'), {
      check: (x) => x >= 0,
      range: 'a number >= 0',
    }),
    failOnRegression: boolean('fail-on-regression', raw('fail-on-regression'), true),
    comment: oneOf('comment', optional('comment'), COMMENT_MODES) ?? 'always',
    commentKey: key ?? defaultCommentKey(env),
    githubToken: raw('github-token'),
    summary: boolean('summary', raw('summary'), true),
  };
}

/**
 * The comment key when the input is empty: `<workflow>/<job>` from `GITHUB_WORKFLOW` and
 * `GITHUB_JOB`, normalized (e.g. `CI/eval`). Matrix legs share it: give them a key each.
 */
export function defaultCommentKey(env: Readonly<Record<string, string | undefined>>): string {
  const parts = [env['GITHUB_WORKFLOW'], env['GITHUB_JOB']].filter(
    (part): part is string => part !== undefined && part.trim() !== '',
  );
  const key = normalizeCommentKey(parts.join('/'));
  return key === '' ? 'default' : key;
}

/** Makes any text a safe key inside an HTML comment: allowed characters only, no `--`. */
export function normalizeCommentKey(text: string): string {
  return text
    .trim()
    .replace(/[^A-Za-z0-9 _.:/@+-]/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, 100);
}

function inputError(name: InputName, value: string, problem: string): ConfigError {
  return new ConfigError(`input "${name}": ${showValue(value)} ${problem}`, `input "${name}"`);
}

function boolean(name: InputName, value: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw inputError(name, value, 'is not a boolean: use `true` or `false`');
}

function oneOf<T extends string>(
  name: InputName,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw inputError(name, value, `is not one of ${allowed.join(', ')}`);
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function number(
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

function list(value: string | undefined): readonly string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

function numberList(name: InputName, value: string | undefined): readonly number[] | undefined {
  if (value === undefined) return undefined;
  const items = value.split(/[\s,]+/).filter((item) => item !== '');
  return items.map((item) => {
    if (!NUMBER.test(item) || !Number.isFinite(Number(item)))
      throw inputError(name, value, `has ${showValue(item)}, which is not a finite number`);
    return Number(item);
  });
}
