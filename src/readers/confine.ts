/**
 * Confinement: the one check every path a pull request controls goes through before it is read
 * (result files and globs, R0 priors, the config file itself).
 *
 * A pull request controls more than the paths it writes in its config: its checkout may turn any
 * component of a path into a symbolic link (git mode 120000, which actions/checkout recreates), so
 * `.github/scorio.yml`, `.github` or `evals` in `evals/run.csv` may lead anywhere on the runner. A
 * path is inside only when it is, lexically, below the workspace AND its real path (every link
 * along it followed, including links to links) is below the workspace's real path, and not in its
 * git directory: `.git/config` holds the token actions/checkout persists (unless
 * `persist-credentials: false`), and no eval result lives there.
 */
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError, showPath } from '../errors.js';

/** The folder paths must stay in: as given (for messages) and as its real path (for the check). */
export interface Confinement {
  readonly workspace: string;
  readonly real: string;
}

/** The confinement of the folder `root` (resolved, its links followed). */
export function confinementOf(root: string): Confinement {
  const workspace = resolve(root);
  return { workspace, real: realpathOrSelf(workspace) };
}

/** Whether `path` (absolute, normalized) lies outside the directory `root`. */
export function isOutside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}

/**
 * The real path (symbolic links resolved). For a path that does not exist (yet), the real path of
 * its nearest existing ancestor with the rest appended: a missing file under a linked folder is
 * judged by where the folder leads, not by its name.
 */
export function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : resolve(realpathOrSelf(parent), basename(path));
  }
}

/** How a refusal tells the workflow's maintainers to allow a path outside the workspace. */
export const HOW_TO_ALLOW =
  'set the action input allow-outside-workspace: true (in the action a config cannot); in the ' +
  'CLI, pass --allow-outside-workspace, set allow-outside-workspace: true in the config';

/** The refusal of `file` (as the user named it), which is `real` or lexically outside. */
export function outsideError(
  file: string,
  workspace: string,
  real: string | undefined,
  how: string = `To read it anyway, ${HOW_TO_ALLOW}, or give the path as a flag.`,
): InputError {
  const where = real === undefined ? 'is outside' : `resolves to ${showPath(real)}, outside`;
  return new InputError(
    { file },
    `${where} the workspace ${showPath(workspace)}: paths from a config file or an action input must ` +
      `stay inside it. ${how}`,
  );
}

/**
 * Checks that `path` (relative to `cwd`, or absolute) stays inside the confinement, lexically and
 * with every symbolic link along it followed; returns its real path. Throws the `InputError` of
 * {@link outsideError} naming `shown` (default: the path as given) otherwise.
 *
 * @example confine(confinementOf(ws), '.github/scorio.yml', ws)
 *   // '/home/runner/work/repo/.github/scorio.yml', or an InputError when `.github` links out
 */
export function confine(
  confinement: Confinement,
  path: string,
  cwd: string,
  options: { readonly shown?: string; readonly how?: string } = {},
): string {
  const shown = options.shown ?? path;
  const full = resolve(cwd, path);
  if (isOutside(confinement.workspace, full))
    throw outsideError(shown, confinement.workspace, undefined, options.how);
  const real = realpathOrSelf(full);
  if (isOutside(confinement.real, real))
    throw outsideError(shown, confinement.workspace, real, options.how);
  if (relative(confinement.real, real).split(sep).includes('.git'))
    throw new InputError(
      { file: shown },
      `resolves to ${showPath(real)}, in the git directory of the workspace: refused (it holds the checkout's credentials, and no results).`,
    );
  return real;
}
