/**
 * A config (or CLI flags / action inputs) written by a pull request must not make the gate read
 * files outside the workspace, expand YAML without bound, or accept keys it does not know. And
 * random mutations of a real config end in a `ConfigError` or a valid config, nothing else.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parseConfig } from '../../src/config/index.js';
import { compare } from '../../src/engine/index.js';
import { ConfigError, InputError, ScorioError } from '../../src/errors.js';
import { repoRoot } from './fuzz-helpers.js';
import { SEED, prng, randInt, recordFigure, scaled } from './scale.js';
import { readFileSync } from 'node:fs';

let root: string;
let workspace: string;
let outside: string;
const figures = { escapes: 0, yaml: 0 };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'scorio-trust-config-'));
  workspace = join(root, 'ws');
  outside = join(root, 'secret');
  mkdirSync(join(workspace, 'evals'), { recursive: true });
  mkdirSync(outside);
  const csv = 'q1,1,0,1\nq2,0,0,1\n'.replace(/^/, 'id,t1,t2,t3\n');
  writeFileSync(join(workspace, 'evals/base.csv'), csv);
  writeFileSync(join(workspace, 'evals/cand.csv'), csv);
  writeFileSync(join(outside, 'base.csv'), csv);
  symlinkSync(join(outside, 'base.csv'), join(workspace, 'evals/link-out.csv'));
  symlinkSync(join(workspace, 'evals/base.csv'), join(workspace, 'evals/link-in.csv'));
  symlinkSync(outside, join(workspace, 'evals/dir-out'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  recordFigure({
    suite: 'config',
    name: 'paths that escape the workspace refused (../, absolute, symlinks, globs, R0, baseline checkout)',
    cases: figures.escapes,
    failures: 0,
  });
});

function config(baseline: string, extra = ''): string {
  return `${extra}benchmarks:\n  - name: b\n    baseline: ${JSON.stringify(baseline)}\n    candidate: evals/cand.csv\n`;
}

async function compareWith(yaml: string, more: { baselineRoot?: string } = {}) {
  writeFileSync(join(workspace, 'scorio.yml'), yaml);
  return compare({ configFile: 'scorio.yml', cwd: workspace, now: new Date(0), ...more });
}

async function expectRefused(yaml: string, pattern: RegExp, more: { baselineRoot?: string } = {}) {
  figures.escapes++;
  const error = await compareWith(yaml, more).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InputError);
  expect((error as Error).message).toMatch(pattern);
  expect((error as Error).message).toMatch(/allow-outside-workspace: true/);
  // Refused before any file-system walk: a `/**` glob walked first would take minutes (the test
  // would time out) before failing.
}

describe('paths that escape the workspace', () => {
  it('../, absolute paths, globs reaching out and symbolic links leading out are refused', async () => {
    await expectRefused(
      config('../secret/base.csv'),
      /^\.\.\/secret\/base\.csv: is outside the workspace/,
    );
    await expectRefused(
      config(join(outside, 'base.csv')),
      /secret\/base\.csv: is outside the workspace/,
    );
    await expectRefused(config('evals/../../secret/base.csv'), /is outside the workspace/);
    await expectRefused(config('../*/base.csv'), /^\.\.\/\*\/base\.csv: is outside the workspace/);
    await expectRefused(config('/**/*.csv'), /^\/\*\*\/\*\.csv: is outside the workspace/);
    await expectRefused(
      config('evals/link-out.csv'),
      /link-out\.csv: resolves to ".*secret\/base\.csv", outside/,
    );
    await expectRefused(
      config('evals/dir-out/base.csv'),
      /resolves to ".*secret\/base\.csv", outside/,
    );
    // A glob does not enter a link to a folder outside, nor start from one.
    await expectRefused(
      config('evals/dir-*/*.csv'),
      /^evals\/dir-\*\/\*\.csv: the pattern matches no file .* Symbolic links to folders outside the workspace are not followed: "evals\/dir-out"; to follow them, set the action input/,
    );
    await expectRefused(
      config('evals/dir-out/**/*.csv'),
      /^evals\/dir-out\/\*\*\/\*\.csv: resolves to ".*secret", outside/,
    );
    // A metric's prior file (R0) is confined the same way.
    await expectRefused(
      `benchmarks:\n  - name: b\n    baseline: evals/base.csv\n    candidate: evals/cand.csv\n    metrics: [{metric: bayes, R0: ../secret/base.csv}]\n`,
      /^\.\.\/secret\/base\.csv: is outside the workspace/,
    );
    // The baseline read from a git checkout stays inside that checkout.
    await expectRefused(config('../ws/evals/base.csv'), /is outside the workspace/, {
      baselineRoot: join(root, 'secret'),
    });
  });

  it('a glob beside a link to / walks the workspace only, and says which link it did not follow', async () => {
    // If the walk followed the link it would match files all over the runner, and the first
    // outside one would be refused; it reads walk/base.csv alone.
    mkdirSync(join(workspace, 'walk'));
    writeFileSync(
      join(workspace, 'walk/base.csv'),
      readFileSync(join(workspace, 'evals/base.csv')),
    );
    symlinkSync('/', join(workspace, 'walk/root'));
    figures.escapes++;
    const outcome = await compareWith(config('walk/**/*.csv'));
    expect(outcome.verdict).toBe('no-change');
    expect(outcome.warnings).toContainEqual(
      expect.stringMatching(
        /^b: walk\/\*\*\/\*\.csv: Symbolic links to folders outside the workspace are not followed: "walk\/root"; to follow them/,
      ),
    );
    // A walk that starts through the link is refused; allowed, it is read as before.
    const through = config(`walk/root${outside}/*.csv`);
    await expectRefused(through, /^walk\/root.*\/secret\/\*\.csv: resolves to ".*secret", outside/);
    const allowed = await compareWith(
      config(`walk/root${outside}/*.csv`, 'allow-outside-workspace: true\n'),
    );
    expect(allowed.verdict).toBe('no-change');
  });

  it('paths inside the workspace, absolute or through links that stay inside, are read', async () => {
    for (const path of [
      'evals/base.csv',
      join(workspace, 'evals/base.csv'),
      'evals/link-in.csv',
      'evals/*e.csv',
    ]) {
      figures.escapes++;
      const outcome = await compareWith(config(path));
      expect(outcome.verdict).toBe('no-change');
    }
  });

  it('allow-outside-workspace: true (config, trusted in the CLI) or --allow-outside-workspace lets them through', async () => {
    figures.escapes += 3;
    const allowed = await compareWith(
      config('../secret/base.csv', 'allow-outside-workspace: true\n'),
    );
    expect(allowed.verdict).toBe('no-change');
    expect(
      (await compareWith(config('evals/link-out.csv', 'allow-outside-workspace: true\n'))).verdict,
    ).toBe('no-change');
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      stdout: (t: string) => out.push(t),
      stderr: (t: string) => err.push(t),
      cwd: workspace,
    };
    // Paths in a config file are confined in the CLI too; typed as flags they are the user's own.
    writeFileSync(join(workspace, 'outside.yml'), config('../secret/base.csv'));
    const fromConfig = ['compare', '--config', 'outside.yml'];
    expect(await main(fromConfig, io)).toBe(2);
    expect(err.join('')).toMatch(
      /^scorio-eval: \.\.\/secret\/base\.csv: is outside the workspace .*\n$/,
    );
    expect(await main([...fromConfig, '--allow-outside-workspace'], io)).toBe(0);
    const args = ['compare', '--baseline', '../secret/base.csv', '--candidate', 'evals/cand.csv'];
    expect(await main(args, io)).toBe(0);
  });
});

describe('YAML and keys', () => {
  it('alias bombs ("billion laughs") are refused quickly', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    lines.push('benchmarks: *l');
    expect(() => parseConfig(lines.join('\n'), 'bomb.yml')).toThrow(ConfigError);
    expect(() => parseConfig(lines.join('\n'), 'bomb.yml')).toThrow(
      /bomb\.yml: invalid YAML: .*alias/i,
    );
    figures.yaml++;
  });

  it('unknown keys are named, with their line, at every level', () => {
    const cases: [string, RegExp][] = [
      [
        'allow-outside-workspaces: true\nbenchmarks: []\n',
        /^x\.yml:1: allow-outside-workspaces: unknown key/,
      ],
      [
        config('evals/base.csv').replace('    candidate', '    basline: x\n    candidate'),
        /^x\.yml:4: benchmarks\[0\]\.basline: unknown key "basline"/,
      ],
      [
        `${config('evals/base.csv')}    metrics: [{metric: pass@k, k: 2, gated: false}]\n`,
        /benchmarks\[0\]\.metrics\[0\]\.gated: unknown key "gated"/,
      ],
      [
        'benchmarks:\n  - name: b\n    name: c\n    baseline: a\n    candidate: b\n',
        /x\.yml:3:\d+: invalid YAML: .*unique/i,
      ],
      [
        'benchmarks: [{name: "<script>", baseline: a, candidate: b, __proto__: {x: 1}}]\n',
        /__proto__/,
      ],
    ];
    for (const [yaml, pattern] of cases) {
      figures.yaml++;
      expect(() => parseConfig(yaml, 'x.yml')).toThrow(pattern);
    }
  });

  it(`random mutations of the demo config: a ConfigError or a valid config`, () => {
    const demo = readFileSync(join(repoRoot, 'fixtures/demo/scorio.yml'), 'utf8');
    const rand = prng(SEED ^ 0xc0f1);
    const pieces = [
      '&a',
      '*a',
      '<<: *a',
      ': ',
      '- ',
      '{',
      '}',
      '[',
      ']',
      '!!binary',
      '!!js/function',
      '"',
      "'",
      '\n',
      '  ',
      '\t',
      '~',
      'null',
      '1e309',
      '-.inf',
      '.nan',
      '0x10',
      '__proto__',
      '? ',
      '|',
      '>',
      '#',
      '%YAML 1.1\n---\n',
      '...\n',
    ];
    const runs = scaled(400, 20_000);
    const failures: string[] = [];
    let valid = 0;
    for (let i = 0; i < runs; i++) {
      let text = demo;
      for (let m = randInt(rand, 1, 4); m > 0; m--) {
        const at = randInt(rand, 0, text.length);
        const cut = rand() < 0.3 ? randInt(rand, 0, 12) : 0;
        text =
          text.slice(0, at) +
          (pieces[randInt(rand, 0, pieces.length - 1)] as string) +
          text.slice(at + cut);
      }
      try {
        const c = parseConfig(text, 'm.yml');
        valid++;
        if (
          !(c.confidence > 0 && c.confidence < 1) ||
          c.benchmarks.length === 0 ||
          !c.benchmarks.every((b) => b.metrics.length > 0)
        )
          failures.push(`#${i}: an invalid config was accepted`);
      } catch (error) {
        if (!(error instanceof ScorioError)) failures.push(`#${i}: ${String(error)}`);
        else if (error.message.includes('\n')) failures.push(`#${i}: a multi-line message`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    figures.yaml += runs;
    recordFigure({
      suite: 'config',
      name: 'YAML: alias bombs, unknown keys, random mutations of the demo config',
      cases: figures.yaml,
      failures: 0,
      detail: { 'mutated configs': runs, 'still valid': valid },
    });
  });
});
