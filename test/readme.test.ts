/**
 * Keeps the README (the user's manual) true and short: the workflow a user copies comes first and
 * is complete, the picture and every linked file exist, the Quick start's two commands, and the
 * demo report docs/cli.md shows is exactly what `compare` prints on the demo (the CLI test
 * compares the same golden file with the real output).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const lines = readme.split('\n');

describe('README', () => {
  it('is under 300 lines', () => {
    expect(lines.length).toBeLessThan(300);
  });

  it('shows the comment and the complete two-job workflow, with its permissions, in its first 60 lines', () => {
    const head = lines.slice(0, 60).join('\n');
    const image = /!\[[^\]]+\]\((docs\/[^)]+\.png)\)/.exec(head)?.[1];
    expect(image).toBe('docs/images/comment.png');
    expect(existsSync(join(root, image ?? ''))).toBe(true);
    const block = /```yaml\n([\s\S]*?)```/.exec(head)?.[1];
    expect(block).toBeDefined();
    const workflow = parse(block ?? '') as {
      permissions: Record<string, string>;
      jobs: Record<
        string,
        {
          if: string;
          permissions?: Record<string, string>;
          steps: { uses?: string; with?: Record<string, string> }[];
        }
      >;
    };
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(workflow.jobs)).toEqual(['baseline', 'gate']);
    expect(workflow.jobs['baseline']?.steps.map((s) => s.uses).filter(Boolean)).toEqual([
      'actions/checkout@v5',
      'actions/upload-artifact@v6',
    ]);
    const gate = workflow.jobs['gate'];
    expect(gate?.permissions).toEqual({
      contents: 'read',
      actions: 'read',
      'pull-requests': 'write',
    });
    const step = gate?.steps.find((s) => s.uses === 'scorio/eval-action@v1');
    expect(step?.with?.['baseline-artifact']).toBe('evals');
    // The artifact the gate reads is the one the baseline job uploads.
    const upload = workflow.jobs['baseline']?.steps.find(
      (s) => s.uses === 'actions/upload-artifact@v6',
    );
    expect(upload?.with?.['name']).toBe('evals');
    // The rule the README recommends for 1 to 8 trials per question.
    expect(step?.with?.['rule']).toBe('paired');
  });

  it("docs/action.md's recommended workflow gates as the README's does (rule: paired kept)", () => {
    const gateStep = (text: string) => {
      const block = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
      const workflow = parse(block) as {
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
      };
      return workflow.jobs['gate']?.steps.find((s) => s.uses === 'scorio/eval-action@v1')?.with;
    };
    const action = readFileSync(join(root, 'docs', 'action.md'), 'utf8');
    const recommended = action.slice(action.indexOf('## 1. Baseline from the base branch'));
    expect(gateStep(recommended)).toEqual(gateStep(readme));
  });

  it('links only to files that exist', () => {
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((m) => m[1] ?? '')
      .filter((target) => !/^https?:/.test(target));
    expect(targets.length).toBeGreaterThan(10);
    for (const target of targets) expect(existsSync(join(root, target)), target).toBe(true);
  });

  it('names the Node version package.json requires (engines), wherever it names one', () => {
    const engines = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
    ).engines.node;
    const floor = /^>=(\d+\.\d+)$/.exec(engines)?.[1];
    expect(floor).toBe('20.19');
    for (const file of ['README.md', 'CONTRIBUTING.md', 'docs/cli.md']) {
      const text = readFileSync(join(root, file), 'utf8');
      const claims = [...text.matchAll(/Node (\d+(?:\.\d+)?)(?:\+| or newer)/g)].map((m) => m[1]);
      expect(claims.length, file).toBeGreaterThan(0);
      for (const claim of claims) expect(claim, file).toBe(floor);
    }
  });

  it('has a Quick start with exactly the two commands', () => {
    const quick = readme.slice(readme.indexOf('## Quick start'));
    const block = /```sh\n([\s\S]*?)```/.exec(quick)?.[1];
    expect(block).toBe(
      'node dist/cli.js compare --config fixtures/demo/scorio.yml\nnpm ci && npm test\n',
    );
  });
});

describe('docs/', () => {
  it('link only to files that exist (relative links and images)', () => {
    const docs = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'));
    let count = 0;
    for (const doc of docs) {
      const text = readFileSync(join(root, 'docs', doc), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = m[1] ?? '';
        if (/^[a-z]+:/.test(target)) continue;
        count += 1;
        expect(existsSync(join(root, 'docs', target)), `${doc}: ${target}`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(20);
  });
});

describe('docs/cli.md', () => {
  it('shows the real output of the demo comparison', () => {
    const doc = readFileSync(join(root, 'docs/cli.md'), 'utf8');
    const start = doc.indexOf('<!-- demo-output:start -->\n````markdown\n');
    const end = doc.indexOf('````\n<!-- demo-output:end -->');
    expect(start).toBeGreaterThan(0);
    const shown = doc.slice(start + '<!-- demo-output:start -->\n````markdown\n'.length, end);
    expect(shown).toBe(readFileSync(join(root, 'test/cli/golden/demo.md'), 'utf8'));
  });
});
