/**
 * A model from a command-line word or an action input line (`name=path`, or a path named after
 * its file).
 */
import { basename } from 'node:path';
import type { RankModelSource } from './rank-types.js';

/**
 * A model from a command-line word or an action input line: `name=path` (the name is the text
 * before the first `=`, unless that text looks like a path: it has a `/`, a `\` or glob syntax),
 * or a bare path named after its file (`runs/ckpt-1000.csv` -> `ckpt-1000`; `named: false`). A
 * bare glob has no name to take: the caller must give one.
 *
 * @example parseModelArgument('ckpt-1=runs/a.csv')
 *   // { name: 'ckpt-1', paths: ['runs/a.csv'], named: true }
 */
export function parseModelArgument(
  text: string,
): (RankModelSource & { readonly named: boolean }) | { readonly glob: string } {
  const eq = text.indexOf('=');
  const head = eq > 0 ? text.slice(0, eq) : '';
  if (eq > 0 && !/[/\\*?[\]{}]/.test(head))
    return { name: head.trim(), paths: [text.slice(eq + 1).trim()], named: true };
  const path = text.trim();
  if (/[*?[\]{}]/.test(path)) return { glob: path };
  const stem = basename(path).replace(/\.[^.]+$/, '');
  return { name: stem === '' ? basename(path) : stem, paths: [path], named: false };
}
