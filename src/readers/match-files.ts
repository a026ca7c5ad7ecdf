/**
 * Paths and globs -> files, with the confinement of read-outcomes.ts: for readers of whole files
 * that are not result files (the JSON reports `merge` reads). Globs expand as result files' do
 * (sorted, a walk that does not enter links to folders outside the workspace); every file is
 * confined, links followed, and a file matched twice is listed once.
 */
import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { confine, confinementOf, isOutside, outsideError } from './confine.js';
import { expandPattern } from './read-outcomes.js';

/** Characters without which no pattern is a glob (read-outcomes.ts's test). */
const GLOB_SYNTAX = /[*?[\]{}()!+@]/;

/**
 * The files `patterns` name, in order (each glob's matches sorted), each once; absolute paths.
 * With `confine`, every path and every match must stay inside `cwd` (links followed), as a result
 * file named by a config must. `warnings` receives the links a glob did not follow.
 *
 * @example await matchFiles(['reports/**\/report.json'], { cwd: ws, confine: true, warnings })
 */
export async function matchFiles(
  patterns: readonly string[],
  options: { readonly cwd: string; readonly confine: boolean; readonly warnings: string[] },
): Promise<string[]> {
  const { cwd } = options;
  if (patterns.length === 0)
    throw new InputError({ file: '(no path)' }, 'no file to read: the list of paths is empty.');
  const confinement = options.confine ? confinementOf(cwd) : undefined;
  const files: string[] = [];
  const seen = new Set<string>();
  for (const pattern of patterns) {
    if (confinement !== undefined && isOutside(confinement.workspace, resolve(cwd, pattern)))
      throw outsideError(pattern, confinement.workspace, undefined);
    // A file whose name happens to hold glob syntax (`run(1).json`) is taken as it is.
    const matched =
      GLOB_SYNTAX.test(pattern) && !isFile(resolve(cwd, pattern))
        ? await expandPattern(pattern, { cwd, confinement, warnings: options.warnings })
        : [pattern];
    for (const file of matched) {
      const full = isAbsolute(file) ? file : resolve(cwd, file);
      if (seen.has(full)) continue;
      seen.add(full);
      if (confinement !== undefined) confine(confinement, full, cwd, { shown: file });
      files.push(full);
    }
  }
  return files;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
