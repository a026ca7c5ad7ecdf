/**
 * The vendored copies of ../shared (used by the public repository's CI, which has no ../shared)
 * must be identical to the originals whenever those are present.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const shared = resolve(root, '../shared');
const vendored = join(root, 'test/vendor/shared');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('test/vendor/shared', () => {
  const copies = files(vendored).map((f) => relative(vendored, f));

  it('holds the conformance vectors and the Inspect fixtures', () => {
    expect(copies).toContain(join('conformance', 'scorio-eval.json'));
    expect(copies).toContain(join('fixtures', 'MANIFEST.json'));
  });

  it.runIf(existsSync(shared))('is byte-identical to ../shared', () => {
    for (const copy of copies)
      expect(
        readFileSync(join(vendored, copy)).equals(readFileSync(join(shared, copy))),
        copy,
      ).toBe(true);
    // Every conformance file of ../shared is vendored (new files get added there over time).
    for (const name of readdirSync(join(shared, 'conformance')))
      expect(copies, name).toContain(join('conformance', name));
  });
});
