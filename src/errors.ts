/**
 * Typed errors shared by every layer. The CLI and the action turn any of these into one
 * line on stderr / one failed step and exit code 2; anything else is a bug.
 */
import { distance } from 'fastest-levenshtein';

/** Base class: an error caused by what the user gave us, never by our own code. */
export class ScorioError extends Error {
  override name = 'ScorioError';
  /**
   * Warnings raised before the failure that explain it (e.g. a config key the trust policy
   * ignored): the CLI and the action show them before the error line.
   */
  warnings: readonly string[] = [];
}

/** Attaches warnings raised before `error` to it when it is a ScorioError; returns `error`. */
export function withWarnings(error: unknown, warnings: readonly string[]): unknown {
  if (error instanceof ScorioError && warnings.length > 0)
    error.warnings = [...warnings, ...error.warnings];
  return error;
}

/**
 * A function argument is out of its domain (k, tau, weights, confidence, ...).
 * The message names the argument and the bad value.
 */
export class ValidationError extends ScorioError {
  override name = 'ValidationError';
  constructor(
    message: string,
    /** The argument that was wrong, e.g. `k`, `R`, `weights`. */
    readonly argument: string,
  ) {
    super(message);
  }
}

/** Where in a file a bad value was found. */
export interface InputLocation {
  /** The file as the user named it (or as a glob expanded it). */
  readonly file: string;
  /** 1-based line, when the format has lines. */
  readonly line?: number;
  /** A record index or key when the format has records but no useful line (zip entry, JSON path). */
  readonly record?: string;
  /** The field or column. */
  readonly field?: string;
}

/**
 * A file could not be read into a count table. The message names the file, the line or record,
 * the field and the value, in that order: `evals/pr.csv:12: column "outcome": "yes" is not ...`.
 */
export class InputError extends ScorioError {
  override name = 'InputError';
  constructor(
    readonly location: InputLocation,
    readonly detail: string,
  ) {
    super(`${formatLocation(location)}: ${detail}`);
  }
}

/**
 * Baseline and candidate files say they ran different tasks (Inspect task names, lm-eval task
 * names or documents, HELM run names): a comparison of them would pair unrelated questions that
 * happen to share ids. The message names both files and both tasks, and how to compare anyway.
 */
export class TaskMismatchError extends InputError {
  override name = 'TaskMismatchError';
}

/** A configuration value (YAML path, CLI flag or action input) is invalid. */
export class ConfigError extends ScorioError {
  override name = 'ConfigError';
  constructor(
    message: string,
    /** e.g. `benchmarks[1].metrics[0]` or `--confidence` or `input "rule"`. */
    readonly path: string,
  ) {
    super(message);
  }
}

export function formatLocation(location: InputLocation): string {
  let text = location.file;
  if (location.line !== undefined) text += `:${location.line}`;
  if (location.record !== undefined) text += ` (${location.record})`;
  if (location.field !== undefined) text += ` ${location.field}`;
  return text;
}

/** The most characters of a file's content an error message quotes. */
export const EXCERPT_LENGTH = 40;

// Control characters (beyond JSON's own escapes), line and paragraph separators and bidi
// overrides are shown escaped.
const INVISIBLE = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Quotes a value read from a file for an error message: at most `maxChars` characters (default
 * `EXCERPT_LENGTH`, then `…`), control and bidi characters escaped (`\u0000`), one line. Error
 * messages are how file content reaches a public log; they quote a little, never a whole line or
 * header. A longer `maxChars` is for a name the user must type back (a run to choose).
 *
 * @example excerpt('PATH=/root/.local/bin:/usr/local/sbin:/usr/local/bin\u0000HOME=/root')
 *   // '"PATH=/root/.local/bin:/usr/local/sbin:/u…'
 */
export function excerpt(value: unknown, maxChars: number = EXCERPT_LENGTH): string {
  const text = (typeof value === 'string' ? JSON.stringify(value) : showValue(value)).replace(
    INVISIBLE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const chars = Array.from(text);
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : text;
}

/**
 * Quotes a list of values read from a file (a header, keys, names): each as `excerpt`, at most
 * `max` of them, then how many more.
 *
 * @example excerptList(['id', 'trial', 'outcome']) // '"id", "trial", "outcome"'
 */
export function excerptList(values: readonly unknown[], max = 8): string {
  const shown = values
    .slice(0, max)
    .map((v) => excerpt(v))
    .join(', ');
  return values.length > max ? `${shown}, … (${values.length - max} more)` : shown;
}

/**
 * A count for a message or a report, rounded, its thousands grouped (the same in every locale).
 *
 * @example grouped(1073741824) // '1,073,741,824'
 */
export function grouped(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The longest path a message quotes whole (runners check out into deep folders). */
const PATH_LENGTH = 240;

/**
 * Quotes a path for a message: whole up to 240 characters (the end is what tells two paths apart:
 * `…/baseline`, `…/candidate`), else its start and end around `…`; control and bidi characters
 * escaped, one line.
 *
 * @example showPath('/home/runner/work/repo/repo/results/main') // '"/home/runner/work/repo/repo/results/main"'
 */
export function showPath(path: string): string {
  const chars = Array.from(
    JSON.stringify(path).replace(
      INVISIBLE,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  );
  if (chars.length <= PATH_LENGTH) return chars.join('');
  const keep = (PATH_LENGTH - 1) / 2;
  return `${chars.slice(0, Math.floor(keep)).join('')}…${chars.slice(-Math.ceil(keep)).join('')}`;
}

/** Renders a user-supplied value for an error message: quoted, shortened, one line. */
export function showValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null ||
    value === undefined
  )
    text = String(value);
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      // Cycles, BigInts, or nesting too deep to print (String() recurses too).
      try {
        text = String(value);
      } catch {
        text = Array.isArray(value) ? '[...]' : '{...}';
      }
    }
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * The closest of `choices` to a misspelled `value`, as a hint for an error message:
 * `; did you mean "pass@4"?`, or `''` when nothing is close. Close means an edit distance
 * (Levenshtein, case-insensitive) of at most a third of the longer string (at least 2, so that a
 * swap of two letters counts), or a choice the value starts with; values shorter than 3
 * characters get no guess.
 *
 * @example didYouMean('pas@4', ['pass@4', 'maj@4']) // '; did you mean "pass@4"?'
 * @example didYouMean('bayesian', ['avg', 'pass@1']) // ''
 */
export function didYouMean(value: string, choices: readonly string[]): string {
  const v = value.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const choice of choices) {
    const d = distance(v, choice.toLowerCase());
    if (d < bestDistance) {
      best = choice;
      bestDistance = d;
    }
  }
  // Too short to guess from (`x` is not a typo of `z`).
  if (best === undefined || bestDistance === 0 || v.length < 3) return '';
  const allowed = Math.min(
    v.length - 1,
    Math.max(2, Math.floor(Math.max(v.length, best.length) / 3)),
  );
  if (bestDistance <= allowed) return `; did you mean ${showValue(best)}?`;
  // A known name inside a longer word (`bayesian` -> `bayes`), at least 3 characters long.
  const within = choices.find((c) => c.length >= 3 && v.startsWith(c.toLowerCase()));
  return within !== undefined ? `; did you mean ${showValue(within)}?` : '';
}
