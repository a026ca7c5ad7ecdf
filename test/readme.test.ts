/**
 * Keeps the README (the user's manual) true: the Quick start's two commands, and the demo report
 * it shows is exactly what `compare` prints on the demo (the CLI test compares the same golden
 * file with the real output).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('README', () => {
  it('has a Quick start with exactly the two commands', () => {
    const quick = readme.slice(readme.indexOf('## Quick start'));
    const block = /```sh\n([\s\S]*?)```/.exec(quick)?.[1];
    expect(block).toBe(
      'node dist/cli.js compare --config fixtures/demo/scorio.yml\nnpm ci && npm test\n',
    );
  });

  it('shows the real output of the demo comparison', () => {
    const start = readme.indexOf('<!-- demo-output:start -->\n````markdown\n');
    const end = readme.indexOf('````\n<!-- demo-output:end -->');
    expect(start).toBeGreaterThan(0);
    const shown = readme.slice(start + '<!-- demo-output:start -->\n````markdown\n'.length, end);
    expect(shown).toBe(readFileSync(join(root, 'test/cli/golden/demo.md'), 'utf8'));
  });
});
