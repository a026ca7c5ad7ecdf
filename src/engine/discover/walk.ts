/**
 * The walk of a folder discovery looks at: every file below it, in a stable order, bounded by the
 * number of files (`max-folder-files`, workflow-only) and the depth, never leaving the folder.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, grouped, showPath } from '../../errors.js';
import type { WalkedFile } from './types.js';

export { DEFAULT_MAX_FOLDER_FILES } from '../../config/limits.js';

/** Deepest folder the walk enters below the one named (HELM's suites are 3 deep; lighteval's 3). */
export const MAX_FOLDER_DEPTH = 16;

/**
 * A folder holds more files than discovery may look at: refused before any file is read. The
 * limit is the workflow's (`max-folder-files`), as a pull request controls what the folder holds.
 */
export class FolderLimitError extends ConfigError {
  override name = 'FolderLimitError';
}

/** What the walk found: the files, and the links and folders it did not enter. */
export interface Walk {
  readonly files: WalkedFile[];
  /** Symbolic links (to files or folders) left alone, relative paths. */
  readonly links: string[];
  /** Folders below `MAX_FOLDER_DEPTH`, not entered. */
  readonly tooDeep: string[];
}

/**
 * Lists every file below `abs` (named `shown` in messages), breadth first, sorted by relative
 * path. Symbolic links are never followed (a link may lead anywhere on the runner; discovery
 * names it in a note), nor `.git` folders. More than `maxFiles` files is a `FolderLimitError`,
 * raised as soon as the walk passes the limit (a folder of a million files is not walked whole).
 *
 * @example (await walkFolder('/ws/results', 'results/', { maxFiles: 10000, setting: '--max-folder-files' })).files[0].rel
 *   // 'model/results_2025-01-01T00-00-00.json'
 */
export async function walkFolder(
  abs: string,
  shown: string,
  limits: { readonly maxFiles: number; readonly setting: string },
): Promise<Walk> {
  const files: WalkedFile[] = [];
  const links: string[] = [];
  const tooDeep: string[] = [];
  let level: string[] = [''];
  for (let depth = 0; level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      const entries = await readdir(join(abs, dir), { withFileTypes: true }).catch(
        (error: unknown) => {
          throw new ConfigError(
            `${showPath(shown)}: the folder ${dir === '' ? '' : `${showPath(dir)} `}cannot be listed (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
            shown,
          );
        },
      );
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (entry.isSymbolicLink()) {
          links.push(rel);
          continue;
        }
        if (entry.isDirectory()) {
          if (entry.name === '.git') continue;
          if (depth + 1 >= MAX_FOLDER_DEPTH) tooDeep.push(rel);
          else next.push(rel);
          continue;
        }
        if (!entry.isFile()) continue;
        if (files.length >= limits.maxFiles)
          throw new FolderLimitError(
            `${showPath(shown)}: the folder holds more than ${grouped(limits.maxFiles)} files (the walk stopped there; nothing was read). Discovery looks at every file of a folder, and a pull request decides what it holds: point at a smaller folder (the one your harness writes), or raise the limit with ${limits.setting}.`,
            limits.setting,
          );
        const full = join(abs, rel);
        files.push({ rel, abs: full, size: (await lstat(full)).size });
      }
    }
    level = next;
  }
  files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { files, links, tooDeep };
}
