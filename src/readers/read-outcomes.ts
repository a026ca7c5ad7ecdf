/**
 * `readOutcomes`: paths and globs -> one count table per benchmark.
 */
import { realpath, stat, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { InputError, showPath, showValue } from '../errors.js';
import { mergeCountTables, type CountTable } from '../metrics/count-table.js';
import { withCategories } from './align.js';
import { readHead } from './common.js';
import {
  type Confinement,
  HOW_TO_ALLOW,
  confine,
  confinementOf,
  isOutside,
  outsideError,
  realpathOrSelf,
} from './confine.js';
import { PARTIAL_CREDIT_LABELS, PartialCreditError } from './inspect.js';
import { SNIFF_BYTES, detectFormat } from './detect.js';
import { loadReader } from './load-reader.js';
import { mergeDecoding } from './decoding.js';
import { mergeLost, mergeTasks } from './merge-results.js';
import { explainMistake } from './mistaken.js';
import { mergeQuestionText } from './question-text.js';
import { mergeUsage } from './usage.js';
import type { FormatName, ReadOutcomesOptions, ReadResult } from './types.js';
import type { FileSystemAdapter } from 'tinyglobby';

/**
 * A character without which no pattern is a glob: tinyglobby (and its glob engine, picomatch) is
 * loaded only for a pattern that has one, which saves a plain path its start-up cost.
 */
const GLOB_SYNTAX = /[*?[\]{}()!+@]/;

/**
 * Reads the outcomes of one benchmark from one or more files into a count table.
 *
 * `paths` may be globs (`runs/seed-*.jsonl`), resolved against `options.cwd`; a glob that matches no
 * file is an `InputError` naming the pattern. Each file is read with its format (`options.format`, or
 * detected per file when `auto`); several files are merged by appending trials per question (counts
 * add up), which is how one-file-per-seed layouts (lm-evaluation-harness samples, Inspect epochs
 * split over runs) become one matrix. Files matched twice are read once. Priors (`R0`) merge the
 * same way; weights (`w`) must agree between files.
 *
 * @example
 * const { table } = await readOutcomes('runs/*.csv', { cwd: repoRoot });
 * table.ids.length // number of distinct questions over all files
 */
export async function readOutcomes(
  paths: string | readonly string[],
  options: ReadOutcomesOptions = {},
): Promise<ReadResult> {
  try {
    return await readFiles(paths, options);
  } catch (error) {
    // Inspect `P` scores under the default binary labels: read every file again with the
    // partial-credit layout, so that all files of the benchmark share it (see inspect.ts).
    if (!(error instanceof PartialCreditError) || options.labels !== undefined) throw error;
    const result = await readFiles(paths, { ...options, labels: PARTIAL_CREDIT_LABELS });
    return {
      ...result,
      labelLayout: 'partial-credit',
      warnings: [
        ...result.warnings,
        `${error.location.file}: Inspect scores include "P" (partial credit), so the labels are I/N = 0, P = 1, C = 2 (set labels to choose another layout).`,
      ],
    };
  }
}

async function readFiles(
  paths: string | readonly string[],
  options: ReadOutcomesOptions,
): Promise<ReadResult> {
  const patterns = typeof paths === 'string' ? [paths] : [...paths];
  if (patterns.length === 0)
    throw new InputError({ file: '(no path)' }, 'no file to read: the list of paths is empty.');
  const cwd = options.cwd ?? process.cwd();
  const warnings: string[] = [];
  const files: string[] = [];
  const seen = new Set<string>();
  const confinement = options.confine ? confinementOf(cwd) : undefined;
  for (const pattern of patterns) {
    // Refused before any globbing: `/**` or `../**` must not walk the file system.
    if (confinement !== undefined && isOutside(confinement.workspace, resolve(cwd, pattern)))
      throw outsideError(pattern, confinement.workspace, undefined);
    let matched: string[];
    // A literal file whose name happens to contain glob syntax (`run(1).csv`, `[v2].jsonl`) is
    // taken as it is.
    const globbing = GLOB_SYNTAX.test(pattern) ? await import('tinyglobby') : undefined;
    if (globbing?.isDynamicPattern(pattern) === true && !isFile(resolve(cwd, pattern))) {
      matched = await expandGlob(globbing, pattern, { cwd, confinement, warnings });
      matched = matched.map((m) => (isAbsolute(m) || options.cwd === undefined ? m : join(cwd, m)));
    } else
      matched = [isAbsolute(pattern) || options.cwd === undefined ? pattern : join(cwd, pattern)];
    for (const file of matched) {
      const key = resolve(cwd, file);
      if (seen.has(key)) {
        warnings.push(`${file}: matched more than once; read once.`);
        continue;
      }
      seen.add(key);
      files.push(file);
    }
  }
  // Symbolic links are followed, at every component of the path: a link inside the workspace to
  // a file or folder outside it is refused.
  if (confinement !== undefined) for (const file of files) confine(confinement, file, cwd);

  const results: ReadResult[] = [];
  const formats: FormatName[] = [];
  // Each file's identity before reading: a file rewritten while it is read (an eval still writing
  // its results, a checkout in progress) is an error, never a silent mix of old and new bytes.
  const before = files.map((file) => identity(resolve(cwd, file)));
  // The run's read budget counts every file before the first is read.
  if (options.readBudget !== undefined)
    for (const file of files) options.readBudget.charge(fileSize(resolve(cwd, file)), file);
  // Errors and warnings quote a little of a file's content (a value, a header); with
  // `redactOutside`, never of a file outside the folder the paths resolve against (the workspace,
  // or the baseline's folder): that could be any file on the runner, and logs of public
  // repositories are public.
  const root = realpathOrSelf(resolve(cwd));
  for (const [i, file] of files.entries()) {
    const outside =
      options.redactOutside === true && isOutside(root, realpathOrSelf(resolve(cwd, file)));
    let format: FormatName | undefined;
    let result: ReadResult;
    try {
      if (options.format === undefined || options.format === 'auto')
        format = detectFormat(file, await readHead(file, SNIFF_BYTES), options);
      else format = options.format;
      // Only the long formats have a row per trial to find usage columns in: the option is not
      // silently ignored elsewhere.
      if (options.usageColumns !== undefined && format !== 'csv-long' && format !== 'jsonl-long')
        throw new InputError(
          { file, field: 'usage-columns' },
          `applies to csv-long and jsonl-long files (a row per trial); this file is ${format}, whose usage, if any, is read without the option.`,
        );
      result = await (await loadReader(format)).read(file, options);
    } catch (error) {
      if (outside && error instanceof InputError && !(error instanceof PartialCreditError))
        throw new InputError(
          { file, ...(error.location.line !== undefined ? { line: error.location.line } : {}) },
          `could not be read${format !== undefined ? ` as ${format}` : ''}; the details are not shown ` +
            `because the file is outside ${showPath(root)}, and errors never quote the content of ` +
            'files outside the workspace.',
        );
      // A file users point at by mistake (lm-eval's results, an Inspect header, a Git LFS
      // pointer): what it is and where the data lives, instead of the reader's complaint.
      const why =
        error instanceof InputError && !(error instanceof PartialCreditError)
          ? await explainMistake(file)
          : undefined;
      if (why !== undefined) throw new InputError({ file }, why);
      throw error;
    }
    if (outside && result.warnings.length > 0)
      result = {
        ...result,
        warnings: [
          `${file}: ${result.warnings.length} reader warning(s) not shown (the file is outside the workspace).`,
        ],
      };
    const was = before[i];
    if (was !== undefined && identity(resolve(cwd, file)) !== was)
      throw new InputError(
        { file },
        'changed while it was being read (its size, modification time or inode differ before and ' +
          'after); read it again once it is complete.',
      );
    results.push(result);
    formats.push(format);
    for (const warning of result.warnings) warnings.push(warning);
  }
  if (results.length === 1) return { ...(results[0] as ReadResult), files, formats, warnings };

  const table = mergeTables(results.map((r) => r.table));
  const priors = results.flatMap((r) => (r.prior ? [r.prior] : []));
  const prior = priors.length > 0 ? alignTo(mergeTables(priors), table) : undefined;
  let weights: readonly number[] | undefined;
  results.forEach((r, i) => {
    if (!r.weights) return;
    if (weights && !sameNumbers(weights, r.weights))
      throw new InputError(
        { file: files[i] as string, field: 'field "w"' },
        `weights ${showValue(r.weights)} differ from ${showValue(weights)} in an earlier file of the same benchmark.`,
      );
    weights ??= r.weights;
  });
  const lost = mergeLost(results);
  const usage = mergeUsage(results.map((r) => r.usage));
  const idLikeColumn = results.find((r) => r.idLikeColumn !== undefined)?.idLikeColumn;
  const task = mergeTasks(results);
  const questionText = mergeQuestionText(results.map((r) => r.questionText));
  const decoding = mergeDecoding(results.map((r) => r.decoding));
  return {
    table,
    ...(decoding ? { decoding } : {}),
    ...(prior ? { prior } : {}),
    ...(weights ? { weights } : {}),
    ...(lost ? { lost } : {}),
    ...(usage ? { usage } : {}),
    ...(task ? { task } : {}),
    ...(questionText ? { questionText } : {}),
    ...(idLikeColumn !== undefined ? { idLikeColumn } : {}),
    files,
    formats,
    warnings,
  };
}

/** Merges tables (trials appended per question), keeping the largest category count. */
export function mergeTables(tables: readonly CountTable[]): CountTable {
  const merged = mergeCountTables(tables);
  return withCategories(merged, Math.max(merged.categories, ...tables.map((t) => t.categories)));
}

/** `prior` with exactly the rows of `table` (zero rows where the prior lacks a question). */
function alignTo(prior: CountTable, table: CountTable): CountTable {
  const index = new Map<string, number>();
  prior.ids.forEach((id, q) => index.set(id, q));
  const k = prior.categories;
  const counts = new Float64Array(table.ids.length * k);
  const trials = new Float64Array(table.ids.length);
  table.ids.forEach((id, r) => {
    const q = index.get(id);
    if (q === undefined) return;
    counts.set(prior.counts.subarray(q * k, q * k + k), r * k);
    trials[r] = prior.trials[q] as number;
  });
  return { ids: [...table.ids], categories: k, counts, trials };
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The files a glob matches, sorted. With a `confinement`, the walk stays inside the workspace: it may not start in a folder a link leads out to (`evals/link/**`), nor enter one
 * (`evals/**` with a link to `/` inside would walk the whole runner and name its files in the
 * refusal); such links are listed in a warning, or in the error when nothing matched.
 */
async function expandGlob(
  globbing: typeof import('tinyglobby'),
  pattern: string,
  context: {
    readonly cwd: string;
    /** The workspace as given and as its real path, when paths are confined to it. */
    readonly confinement: Confinement | undefined;
    readonly warnings: string[];
  },
): Promise<string[]> {
  const { cwd, confinement, warnings } = context;
  const notFollowed: string[] = [];
  let fs: FileSystemAdapter | undefined;
  if (confinement !== undefined) {
    const base = realpathOrSelf(resolve(cwd, staticBase(pattern, globbing.isDynamicPattern)));
    if (isOutside(confinement.real, base)) throw outsideError(pattern, confinement.workspace, base);
    // fdir calls only realpath(path, callback): the promisified and native forms are unused.
    const realpath = confinedRealpath(confinement.real, cwd, notFollowed);
    fs = { realpath: realpath as FileSystemAdapter['realpath'] };
  }
  const options = { cwd, onlyFiles: true, expandDirectories: false };
  const matched = (await globbing.glob(pattern, fs ? { ...options, fs } : options)).sort();
  const note = notFollowed.length > 0 ? ` ${notFollowedNote(notFollowed)}` : '';
  if (matched.length === 0)
    throw new InputError(
      { file: pattern },
      `the pattern matches no file (relative to ${showPath(cwd)}).${note}`,
    );
  if (note !== '') warnings.push(`${pattern}:${note}`);
  return matched;
}

/**
 * `expandGlob` for readers of other files (match-files.ts): tinyglobby is loaded here, so that
 * no exported signature names its types (the library's declarations do not depend on them).
 */
export async function expandPattern(
  pattern: string,
  context: {
    readonly cwd: string;
    readonly confinement: Confinement | undefined;
    readonly warnings: string[];
  },
): Promise<string[]> {
  return expandGlob(await import('tinyglobby'), pattern, context);
}

function notFollowedNote(links: string[]): string {
  const shown = links
    .sort()
    .slice(0, 5)
    .map((link) => showValue(link))
    .join(', ');
  const more = links.length > 5 ? ` and ${links.length - 5} more` : '';
  return `Symbolic links to folders outside the workspace are not followed: ${shown}${more}; to follow them, ${HOW_TO_ALLOW}.`;
}

/** The leading segments of a glob pattern that hold no glob syntax: the folder a walk starts in. */
function staticBase(pattern: string, isDynamic: (segment: string) => boolean): string {
  const segments = pattern.split('/');
  const fixed: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (isDynamic(segment)) break;
    fixed.push(segment);
  }
  return fixed.length === 0 ? '.' : fixed.join('/') || '/';
}

type ConfinedRealpath = (
  path: string,
  callback: (error: NodeJS.ErrnoException | null, resolved: string) => void,
) => void;

/**
 * The `realpath` a confined glob walks with: a symbolic link to a folder outside the workspace
 * answers as an error, so the walk (tinyglobby over fdir, which skips entries whose link cannot be
 * resolved) does not enter it: `evals/**` with a link to `/` would otherwise walk the whole runner,
 * and name its files in the refusal. Such links are listed in `notFollowed` (as paths relative to
 * `cwd`: names inside the workspace). A link to a file outside still resolves: the file is matched
 * and then refused, naming the link, as a path to it would be.
 */
function confinedRealpath(
  realWorkspace: string,
  cwd: string,
  notFollowed: string[],
): ConfinedRealpath {
  return (path, callback) => {
    realpath(path, (error, resolved) => {
      if (error !== null || !isOutside(realWorkspace, resolved)) return callback(error, resolved);
      stat(resolved, (statError, stats) => {
        if (statError === null && !stats.isDirectory()) return callback(null, resolved);
        notFollowed.push(relative(cwd, resolve(cwd, path)) || '.');
        const refused: NodeJS.ErrnoException = new Error('outside the workspace');
        refused.code = 'EACCES';
        callback(refused, path);
      });
    });
  };
}

/** A file's size in bytes (0 when it cannot be stat'ed: reading it then fails with the reason). */
function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** Size, modification time and inode of a file (`undefined` if it cannot be stat'ed). */
function identity(path: string): string | undefined {
  try {
    const s = statSync(path, { bigint: true });
    return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
  } catch {
    return undefined;
  }
}
