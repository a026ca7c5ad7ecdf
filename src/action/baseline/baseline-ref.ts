/**
 * `baseline-ref`: the baseline files as they are at a git commit (the PR's base, usually) rather
 * than in the work tree. The files matching the baseline paths are copied out of git into a
 * temporary directory, at the same relative paths, and the engine reads them from there
 * (`CompareRequest.baselineRoot`).
 */
import { mkdir } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import picomatch from 'picomatch';
import { parse as parseYaml } from 'yaml';
import { ConfigError, showValue } from '../../errors.js';
import { GitError, type GitRunner } from '../git.js';

/** Options of {@link materializeBaseline}. */
export interface MaterializeOptions {
  readonly git: GitRunner;
  /** The work tree (GITHUB_WORKSPACE); baseline paths are relative to it. */
  readonly cwd: string;
  /** A git revision: a commit SHA, a branch, a tag. */
  readonly ref: string;
  /** How to name the ref in messages, e.g. `base (the pull request's base commit abc1234)`. */
  readonly refLabel: string;
  /** Baseline paths or globs, relative to `cwd` (tinyglobby / picomatch syntax). */
  readonly patterns: readonly string[];
  /** Existing empty directory the files are written into. */
  readonly root: string;
}

/** What was copied. */
export interface MaterializedBaseline {
  /** The full commit SHA the files come from. */
  readonly commit: string;
  /** The files written under `root`, relative paths, sorted. */
  readonly files: readonly string[];
}

const INPUT = 'input "baseline-ref"';

/**
 * Copies every file of commit `ref` that matches one of `patterns` into `root`.
 * Fails with a `ConfigError` when the work tree is not a git checkout, when the commit is not in
 * it (and says to use `fetch-depth: 0`), or when a pattern matches no file at that commit.
 *
 * Example: with `patterns: ['evals/baseline/*.csv']` and `ref` the PR base, `root/evals/baseline/`
 * receives the CSV files as committed on the base.
 */
export async function materializeBaseline(
  options: MaterializeOptions,
): Promise<MaterializedBaseline> {
  const { git, cwd, root } = options;
  let prefix: string;
  try {
    prefix = (await git.output(['rev-parse', '--show-prefix'], cwd)).trim();
  } catch (error) {
    throw new ConfigError(
      `${INPUT}: ${cwd} is not a git checkout (${gitMessage(error)}); run actions/checkout before this step`,
      INPUT,
    );
  }
  let commit: string;
  try {
    commit = (
      await git.output(['rev-parse', '--verify', '--quiet', `${options.ref}^{commit}`], cwd)
    ).trim();
  } catch {
    throw new ConfigError(
      `${INPUT}: ${options.refLabel} is not in the checkout. actions/checkout fetches a single commit ` +
        'by default: set `fetch-depth: 0` on actions/checkout (or fetch it before this step: ' +
        `\`git fetch --depth=1 origin ${options.ref}\`)`,
      INPUT,
    );
  }

  const listing = await git.output(['ls-tree', '-r', '-z', '--full-tree', commit], cwd);
  const blobs = new Map<string, string>();
  for (const entry of listing.split('\0')) {
    // `<mode> SP <type> SP <object> TAB <path>`; submodules (type commit) have no content here.
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
    if (match === null) continue;
    const [, object = '', path = ''] = match;
    if (path.startsWith(prefix)) blobs.set(path.slice(prefix.length), object);
  }

  const chosen = new Set<string>();
  for (const pattern of options.patterns) {
    const normalized = normalizePattern(pattern);
    const matches = picomatch(normalized);
    // A folder (every task in it is discovered) takes every file below it.
    const folder = normalized.replace(/\/+$/, '');
    const below = (path: string): boolean =>
      folder === '' || folder === '.' || path.startsWith(`${folder}/`);
    let found = [...blobs.keys()].filter((path) => matches(path));
    if (found.length === 0) found = [...blobs.keys()].filter(below);
    if (found.length === 0)
      throw new ConfigError(
        `${INPUT}: no file at ${options.refLabel} matches the baseline path ${showValue(pattern)}`,
        INPUT,
      );
    for (const path of found) chosen.add(path);
  }

  const files = [...chosen].sort();
  for (const path of files) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await git.toFile(['cat-file', 'blob', blobs.get(path) ?? ''], cwd, target);
  }
  return { commit, files };
}

function normalizePattern(pattern: string): string {
  let text = pattern.trim().replaceAll('\\', '/');
  while (text.startsWith('./')) text = text.slice(2);
  if (isAbsolute(text) || /^[A-Za-z]:\//.test(text) || text.split('/').includes('..'))
    throw new ConfigError(
      `${INPUT}: the baseline path ${showValue(pattern)} must be relative to the workspace, inside it`,
      INPUT,
    );
  return text;
}

/**
 * The baseline paths a config file names: every string (or list of strings) under a key named
 * `baseline`, at any depth (`baseline:` at the top or per benchmark).
 *
 * Example: `benchmarks: [{ name: a, baseline: x.csv }, { baseline: [y.csv] }]` gives `['x.csv', 'y.csv']`.
 */
export function baselinePatternsFromConfig(yamlText: string, file: string): string[] {
  let document: unknown;
  try {
    document = parseYaml(yamlText);
  } catch (error) {
    throw new ConfigError(`${file}: not valid YAML (${(error as Error).message})`, file);
  }
  const patterns: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) {
        if (key === 'baseline') collect(child);
        else visit(child);
      }
  };
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value.trim() !== '') patterns.push(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      // `baseline: { path: ... }` style: take the path-like fields.
      const record = value as Record<string, unknown>;
      for (const field of ['path', 'paths', 'files', 'glob'])
        if (field in record) collect(record[field]);
    }
  };
  visit(document);
  return patterns;
}

function gitMessage(error: unknown): string {
  if (error instanceof GitError) return error.stderr.trim() || error.message;
  return error instanceof Error ? error.message : String(error);
}
