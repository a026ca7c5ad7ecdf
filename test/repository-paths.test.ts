/**
 * Every file of the repository can be checked out and uploaded anywhere: GitHub's runners fetch
 * the action's whole repository (on Windows too, where `:` and `<>"|?*` cannot be in a path), and
 * actions/upload-artifact refuses those characters as well. A HELM fixture once held run folders
 * named with `:`, as HELM names them; they are stored with `%3A` now (the readers decode it).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { helmRunTask } from '../src/readers/helm.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Every file of the checkout (a clone, or a copy without .git), dependencies left out. */
function repositoryFiles(): string[] {
  const skip = new Set(['node_modules', '.git']);
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else files.push(rel);
    }
  };
  walk('');
  return files;
}

describe('repository paths', () => {
  it('no path in the repository holds a character Windows or upload-artifact refuses', () => {
    const files = repositoryFiles();
    expect(files).toContain('fixtures/discover/helm/baseline/runs/v4/schema.json');
    const refused = files.filter((f) => /[:<>"|?*\r\n\\]/.test(f));
    expect(refused).toEqual([]);
  });

  it('a HELM run folder renamed with %3A names the same task as HELM’s own name', () => {
    expect(helmRunTask('runs/v4/xstest%3Amodel=openai_gpt-4o/per_instance_stats.json')).toBe(
      helmRunTask('runs/v4/xstest:model=openai_gpt-4o/per_instance_stats.json'),
    );
    expect(
      helmRunTask('runs/v4/bbq%3asubject=all,model=openai_gpt-4o/per_instance_stats.json'),
    ).toBe('bbq:subject=all');
  });
});
