/**
 * Every YAML block in README.md and docs/*.md is YAML a user can paste: it parses, and no mapping
 * has a key twice. Found by a hostile review (issue 38): docs/formats.md showed two alternatives
 * as two `labels:` keys in one block, which YAML refuses (and a lenient parser reads as the last);
 * the workflow test parsed the docs with duplicate keys allowed, so nothing caught it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** README.md and every docs/*.md. */
function manuals(): string[] {
  return [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
}

/** The ```yaml blocks of a Markdown text, fenced at any indentation (inside lists too), dedented. */
function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^( *)```ya?ml\n([\s\S]*?)^\1```/gm)].map(
    ([, indent = '', body = '']) =>
      body
        .split('\n')
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
  );
}

/** The problems YAML finds in a block (duplicate keys are errors: `uniqueKeys` is on). */
function problems(block: string): string[] {
  const doc = parseDocument(block, { uniqueKeys: true, prettyErrors: false });
  return [...doc.errors, ...doc.warnings].map(
    (e) => `${e.code}: ${e.message.split('\n')[0] ?? ''}`,
  );
}

describe('YAML in the docs', () => {
  it('finds what it should: a duplicate key, indented blocks', () => {
    expect(problems('labels: { C: 1 }\nlabels: { C: 2 }\n')).toEqual([
      'DUPLICATE_KEY: Map keys must be unique',
    ]);
    expect(yamlBlocks('- a list\n\n  ```yaml\n  a: 1\n  ```\n')).toEqual(['a: 1\n']);
  });

  it('every block in README.md and docs/*.md parses, with no key twice in a mapping', () => {
    let blocks = 0;
    const found: string[] = [];
    for (const doc of manuals())
      yamlBlocks(readFileSync(join(root, doc), 'utf8')).forEach((block, i) => {
        blocks += 1;
        for (const problem of problems(block)) found.push(`${doc} yaml block ${i + 1}: ${problem}`);
      });
    expect(found).toEqual([]);
    // README.md 2, docs/action.md 18, docs/config.md 5, docs/formats.md 3, docs/leaderboard.md 1.
    expect(blocks).toBeGreaterThanOrEqual(29);
  });
});
