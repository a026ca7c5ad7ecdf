/**
 * action.yml, the code and the documentation agree: the same inputs and outputs, and every
 * workflow in README.md, docs/action.md (the action's manual) and .github/workflows uses only
 * inputs that exist.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_NAMES } from '../../src/action/inputs/index.js';
import { DOCS_URL } from '../../src/action/publish/comment.js';
import { run } from '../../src/action/main.js';
import { FakeCore, FakeGitHub, outcome } from './fakes.js';

const root = join(import.meta.dirname, '../..');

interface ActionYml {
  name: string;
  description: string;
  runs: { using: string; main: string };
  inputs: Record<string, { description?: string; default?: unknown; required?: boolean }>;
  outputs: Record<string, { description?: string }>;
}

const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as ActionYml;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const manual = readFileSync(join(root, 'docs/action.md'), 'utf8');
/** Steps that use the action, and complete workflows, in README.md + docs/action.md (counted by hand). */
const COUNT_USES = 19;
const COUNT_WORKFLOWS = 13;

/** Every step object (`uses:` + `with:`) in a parsed YAML document. */
function steps(node: unknown): { uses: string; with?: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap(steps);
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = typeof record['uses'] === 'string' ? [record as { uses: string }] : [];
  return [...own, ...Object.values(record).flatMap(steps)];
}

function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

const isThisAction = (uses: string): boolean =>
  uses === './' || uses.startsWith('scorio/eval-action@');

describe('action.yml', () => {
  it('runs dist/index.js on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.name).toBe('scorio eval-action');
  });

  it('has what the Marketplace needs: a name, a description of at most 125 characters, branding', () => {
    const yml = action as ActionYml & {
      author?: string;
      branding?: { icon?: string; color?: string };
    };
    expect(yml.description.length).toBeGreaterThan(20);
    expect(yml.description.length).toBeLessThanOrEqual(125);
    expect(yml.author).toBe('scorio');
    expect(yml.branding).toEqual({ icon: 'bar-chart-2', color: 'blue' });
  });

  it('declares exactly the inputs the code reads, each with a description and a default', () => {
    expect(Object.keys(action.inputs)).toEqual([...INPUT_NAMES]);
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toMatch(/\S/);
      expect(input, name).toHaveProperty('default');
      expect(input.required ?? false, name).toBe(false);
    }
    expect(action.inputs['config']?.default).toBe('.github/scorio.yml');
    expect(action.inputs['fail-on-regression']?.default).toBe('true');
    expect(action.inputs['comment']?.default).toBe('always');
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
    // Settings the config file may hold default to empty, or they would override the file.
    for (const name of [
      'format',
      'metrics',
      'weights',
      'confidence',
      'rule',
      'margin',
      'comment-key',
    ])
      expect(action.inputs[name]?.default, name).toBe('');
  });

  it('declares exactly the outputs run() sets', async () => {
    const core = new FakeCore({ baseline: 'a.csv', candidate: 'b.csv', 'github-token': 't' });
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'scorio-yml-'));
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ pull_request: { number: 1 } }));
    await run({
      core,
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: join(dir, 'event.json'),
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_WORKSPACE: dir,
        RUNNER_TEMP: dir,
      },
      compare: async () => outcome('no-change'),
      createClient: () => new FakeGitHub(),
    });
    expect(core.failures).toEqual([]);
    expect([...core.outputs.keys()].sort()).toEqual(Object.keys(action.outputs).sort());
    for (const output of Object.values(action.outputs)) expect(output.description).toMatch(/\S/);
  });
});

describe('README.md and docs/action.md (the action manual)', () => {
  it('has the section the action links to in its messages (DOCS_URL)', () => {
    const anchor = DOCS_URL.slice(DOCS_URL.indexOf('#') + 1);
    expect(
      DOCS_URL.startsWith('https://github.com/scorio/eval-action/blob/v1/docs/action.md#'),
    ).toBe(true);
    // GitHub's slug of the heading: lower case, punctuation dropped, spaces to hyphens.
    const slugs = [...manual.matchAll(/^#+ (.*)$/gm)].map((m) =>
      (m[1] ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9 _-]/g, '')
        .replace(/ /g, '-'),
    );
    expect(slugs).toContain(anchor);
  });

  it('has every input and output in its tables', () => {
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)])
      expect(manual, name).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });

  it('uses only inputs that exist, in every workflow', () => {
    const blocks = [...yamlBlocks(readme), ...yamlBlocks(manual)];
    const uses = blocks.flatMap((block) => steps(parse(block))).filter((s) => isThisAction(s.uses));
    expect(
      yamlBlocks(readme)
        .flatMap((b) => steps(parse(b)))
        .filter((s) => isThisAction(s.uses)).length,
    ).toBe(2); // the recommended workflow, and the folder snippet under it
    expect(uses.length).toBe(COUNT_USES);
    for (const step of uses)
      for (const key of Object.keys(step.with ?? {}))
        expect(Object.keys(action.inputs)).toContain(key);
  });

  it('gives every complete workflow a permissions block', () => {
    const workflows = [...yamlBlocks(readme), ...yamlBlocks(manual)]
      .map((block) => parse(block) as Record<string, unknown> | null)
      .filter((doc) => doc !== null && typeof doc === 'object' && 'jobs' in doc);
    expect(workflows.length).toBe(COUNT_WORKFLOWS);
    for (const workflow of workflows) {
      expect(workflow).toHaveProperty('permissions');
      expect(workflow).toHaveProperty('on');
    }
  });
});

describe('.github/workflows', () => {
  it('use only inputs that exist, and ci.yml runs the action on the demo fixtures (compare and rank)', () => {
    const dir = join(root, '.github/workflows');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
    expect(files).toContain('ci.yml');
    let count = 0;
    for (const file of files) {
      const workflow = parse(readFileSync(join(dir, file), 'utf8'));
      for (const step of steps(workflow).filter((s) => isThisAction(s.uses))) {
        count += 1;
        for (const key of Object.keys(step.with ?? {}))
          expect(Object.keys(action.inputs)).toContain(key);
        // Every data path the step names (config, candidate, or the name=path lines of
        // candidates) is one of the committed demo fixtures.
        const candidates = String(step.with?.['candidates'] ?? '')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => line.slice(line.indexOf('=') + 1).trim());
        const paths = [step.with?.['config'], step.with?.['candidate'], ...candidates]
          .filter((p) => p !== undefined)
          .map(String);
        expect(paths.length).toBeGreaterThan(0);
        for (const data of paths) {
          expect(data).toMatch(/^fixtures\/(demo|leaderboard)\//);
          expect(existsSync(join(root, data)), data).toBe(true);
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(2);
  });
});
