/**
 * Config problems: a path into the config (`benchmarks[1].metrics[0]`) and a message that names
 * the bad value. Collected while validating, then thrown as one ConfigError.
 */
import { ConfigError } from '../errors.js';

/** One step of a path into the config: a key or a list index. */
export type PathSegment = string | number;

/** One validation problem: where (path) and what (message naming the value). */
export interface Problem {
  readonly path: readonly PathSegment[];
  /** Names the value, e.g. `unknown metric "pass@0" (k must be a positive integer)`. */
  readonly message: string;
}

/** `['benchmarks', 1, 'metrics', 0]` -> `benchmarks[1].metrics[0]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    // A key a pull request wrote can be any length: a message quotes an excerpt of it.
    else out += `[${JSON.stringify(seg.length > 40 ? `${seg.slice(0, 40)}…` : seg)}]`;
  }
  return out;
}

/** The value at `path` in a parsed document (undefined when absent). */
export function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let v: unknown = root;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

/**
 * Throws the first problem (in document order) as a ConfigError: `<where>: <path>: <message>`
 * (+ how many more). `locate` gives the file with line, and the offset used for the order.
 */
export function throwProblems(
  problems: readonly Problem[],
  locate: (path: readonly PathSegment[]) => { where: string; offset: number },
): void {
  if (problems.length === 0) return;
  const located = problems.map((p, i) => ({ p, i, ...locate(p.path) }));
  located.sort((a, b) => a.offset - b.offset || a.i - b.i);
  const { p: first, where } = located[0] as (typeof located)[number];
  const path = formatPath(first.path);
  const more =
    problems.length > 1
      ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})`
      : '';
  const prefix = [where, path].filter((s) => s !== '').join(': ');
  throw new ConfigError(`${prefix === '' ? '' : `${prefix}: `}${first.message}${more}`, path);
}
