import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baselinePatternsFromConfig,
  materializeBaseline,
} from '../../src/action/baseline/baseline-ref.js';
import { systemGit } from '../../src/action/git.js';
import { run } from '../../src/action/main.js';
import type { CompareRequest } from '../../src/engine/index.js';
import { ConfigError } from '../../src/errors.js';
import { FakeCore, FakeGitHub, outcome } from './fakes.js';
import { pullRequestEvent, pushEvent } from '../e2e/events.js';
import { GitHubContract } from '../e2e/github-contract.js';

// A real repository: commit 1 has the base results, commit 2 (HEAD) changes them.
let repo: string;
let baseSha: string;
const scratch: string[] = [];

function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: repo,
    },
  }).trim();
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-bref-out-'));
  scratch.push(dir);
  return dir;
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'scorio-bref-repo-'));
  git('init', '-q', '-b', 'main');
  write('evals/baseline/aime.csv', 'id,t1,t2\nq1,1,0\n');
  write('evals/baseline/gsm.csv', 'id,t1\nq1,1\n');
  write('evals/baseline/notes.txt', 'not a result\n');
  write('sub/evals/x.csv', 'id,t1\nq9,0\n');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  baseSha = git('rev-parse', 'HEAD');
  write('evals/baseline/aime.csv', 'id,t1,t2\nq1,0,0\n');
  write('evals/baseline/new.csv', 'id,t1\nq2,1\n');
  git('add', '.');
  git('commit', '-q', '-m', 'head');
});

afterAll(() => {
  for (const dir of [repo, ...scratch]) rmSync(dir, { recursive: true, force: true });
});

describe('materializeBaseline', () => {
  it('copies the matching files as they are at the commit', async () => {
    const root = tempDir();
    const result = await materializeBaseline({
      git: systemGit,
      cwd: repo,
      ref: baseSha,
      refLabel: 'base',
      patterns: ['./evals/baseline/*.csv'],
      root,
    });
    expect(result).toEqual({
      commit: baseSha,
      files: ['evals/baseline/aime.csv', 'evals/baseline/gsm.csv'],
    });
    expect(readFileSync(join(root, 'evals/baseline/aime.csv'), 'utf8')).toBe('id,t1,t2\nq1,1,0\n');
    expect(readdirSync(join(root, 'evals/baseline')).sort()).toEqual(['aime.csv', 'gsm.csv']);
  });

  it('resolves branch names and revision expressions', async () => {
    const root = tempDir();
    const result = await materializeBaseline({
      git: systemGit,
      cwd: repo,
      ref: 'main~1',
      refLabel: 'main~1',
      patterns: ['evals/baseline/aime.csv'],
      root,
    });
    expect(result.commit).toBe(baseSha);
    expect(readFileSync(join(root, 'evals/baseline/aime.csv'), 'utf8')).toBe('id,t1,t2\nq1,1,0\n');
  });

  it('reads paths relative to a workspace below the repository root', async () => {
    const root = tempDir();
    const result = await materializeBaseline({
      git: systemGit,
      cwd: join(repo, 'sub'),
      ref: baseSha,
      refLabel: 'base',
      patterns: ['evals/*.csv'],
      root,
    });
    expect(result.files).toEqual(['evals/x.csv']);
    expect(readFileSync(join(root, 'evals/x.csv'), 'utf8')).toBe('id,t1\nq9,0\n');
  });

  it('names fetch-depth: 0 when the commit is not in the checkout', async () => {
    const missing = 'f'.repeat(40);
    const attempt = materializeBaseline({
      git: systemGit,
      cwd: repo,
      ref: missing,
      refLabel: `the pull request's base commit ${missing.slice(0, 12)}`,
      patterns: ['evals/baseline/*.csv'],
      root: tempDir(),
    });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(attempt).rejects.toThrow(
      `input "baseline-ref": the pull request's base commit ffffffffffff is not in the checkout. ` +
        'actions/checkout fetches a single commit by default: set `fetch-depth: 0` on actions/checkout ' +
        `(or fetch it before this step: \`git fetch --depth=1 origin ${missing}\`)`,
    );
  });

  it('says when a baseline path matches nothing at the commit', async () => {
    const attempt = materializeBaseline({
      git: systemGit,
      cwd: repo,
      ref: baseSha,
      refLabel: 'base',
      patterns: ['evals/baseline/new.csv'],
      root: tempDir(),
    });
    await expect(attempt).rejects.toThrow(
      'input "baseline-ref": no file at base matches the baseline path "evals/baseline/new.csv"',
    );
  });

  it('rejects paths outside the workspace', async () => {
    const attempt = materializeBaseline({
      git: systemGit,
      cwd: repo,
      ref: baseSha,
      refLabel: 'base',
      patterns: ['../elsewhere/*.csv'],
      root: tempDir(),
    });
    await expect(attempt).rejects.toThrow('must be relative to the workspace, inside it');
  });

  it('says so when the workspace is not a git checkout', async () => {
    const plain = tempDir();
    const attempt = materializeBaseline({
      git: systemGit,
      cwd: plain,
      ref: baseSha,
      refLabel: 'base',
      patterns: ['*.csv'],
      root: tempDir(),
    });
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `^input "baseline-ref": ${plain} is not a git checkout .*run actions/checkout before this step$`,
      ),
    );
  });
});

describe('baselinePatternsFromConfig', () => {
  it('collects baseline paths at any depth', () => {
    const yaml = [
      'baseline: top.csv',
      'benchmarks:',
      '  - name: aime',
      '    baseline: evals/base/aime/*.csv',
      '    candidate: evals/pr/aime/*.csv',
      '  - name: gsm',
      '    baseline: [a.csv, b.csv]',
    ].join('\n');
    expect(baselinePatternsFromConfig(yaml, 'c.yml')).toEqual([
      'top.csv',
      'evals/base/aime/*.csv',
      'a.csv',
      'b.csv',
    ]);
  });

  it('names the file when it is not YAML', () => {
    expect(() => baselinePatternsFromConfig('a: [1,', '.github/scorio.yml')).toThrow(
      /^\.github\/scorio\.yml: not valid YAML/,
    );
  });
});

describe('run() with baseline-ref: base', () => {
  function deps(core: FakeCore, eventName: string, payload: unknown, requests: CompareRequest[]) {
    const eventPath = join(tempDir(), 'event.json');
    // Only payloads GitHub sends (its webhook description).
    expect(
      GitHubContract.shared().checkEvent(eventName, payload as Record<string, unknown>),
    ).toEqual([]);
    writeFileSync(eventPath, JSON.stringify(payload));
    return {
      core,
      env: {
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_WORKSPACE: repo,
        RUNNER_TEMP: tempDir(),
      },
      createClient: () => new FakeGitHub(),
      compare: async (request: CompareRequest) => {
        requests.push(request);
        // What the engine would read: the baseline at the base commit, the candidate in the work tree.
        const root = request.baselineRoot ?? '';
        expect(readFileSync(join(root, 'evals/baseline/aime.csv'), 'utf8')).toBe(
          'id,t1,t2\nq1,1,0\n',
        );
        return outcome('no-change');
      },
    };
  }

  it('reads the baseline at the pull request base commit', async () => {
    const core = new FakeCore({
      baseline: 'evals/baseline/aime.csv',
      candidate: 'evals/baseline/aime.csv',
      'baseline-ref': 'base',
      comment: 'never',
    });
    const requests: CompareRequest[] = [];
    await run(
      deps(
        core,
        'pull_request',
        pullRequestEvent({ number: 3, base: { sha: baseSha }, head: { sha: 'f'.repeat(40) } })
          .payload,
        requests,
      ),
    );
    expect(core.failures).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.baselineRoot).toMatch(/scorio-baseline-/);
    expect(requests[0]?.cwd).toBe(repo);
    expect(core.infos[0]).toBe(
      `baseline: 1 file(s) from the pull request's base commit ${baseSha.slice(0, 12)} (commit ${baseSha})`,
    );
  });

  it('fails on a push event, which has no pull request base', async () => {
    const core = new FakeCore({ baseline: 'a.csv', candidate: 'b.csv', 'baseline-ref': 'base' });
    const requests: CompareRequest[] = [];
    const push = pushEvent({
      ref: 'refs/heads/main',
      before: 'a'.repeat(40),
      after: 'b'.repeat(40),
    });
    await run(deps(core, 'push', push.payload, requests));
    expect(requests).toEqual([]);
    expect(core.failures).toEqual([
      'input "baseline-ref": "base" is the pull request\'s base commit, but this push event has no pull ' +
        'request; give a commit SHA or a branch instead (e.g. `origin/main`)',
    ]);
  });
});

describe('run() with baseline-ref: base and the real engine', () => {
  it('compares the file at the base commit with the same file in the work tree', async () => {
    const demo = join(import.meta.dirname, '../../fixtures/demo');
    const work = mkdtempSync(join(tmpdir(), 'scorio-bref-engine-'));
    scratch.push(work);
    const run_ = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: work,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@e',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@e',
        },
        encoding: 'utf8',
      }).trim();
    run_('init', '-q', '-b', 'main');
    mkdirSync(join(work, 'evals'));
    writeFileSync(
      join(work, 'evals/gsm8k.csv'),
      readFileSync(join(demo, 'baseline/gsm8k-sample.csv')),
    );
    run_('add', '.');
    run_('commit', '-q', '-m', 'baseline results');
    const base = run_('rev-parse', 'HEAD');
    // The pull request: new results at the same path (the demo's regressed candidate).
    writeFileSync(
      join(work, 'evals/gsm8k.csv'),
      readFileSync(join(demo, 'candidate/gsm8k-sample.csv')),
    );
    run_('commit', '-q', '-am', 'new results');

    const eventPath = join(tempDir(), 'event.json');
    const event = pullRequestEvent({
      number: 2,
      base: { sha: base },
      head: { sha: 'f'.repeat(40) },
    });
    expect(GitHubContract.shared().checkEvent('pull_request', event.payload)).toEqual([]);
    writeFileSync(eventPath, JSON.stringify(event.payload));
    const core = new FakeCore({
      baseline: 'evals/gsm8k.csv',
      candidate: 'evals/gsm8k.csv',
      'baseline-ref': 'base',
      comment: 'never',
    });
    await run({
      core,
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_WORKSPACE: work,
        RUNNER_TEMP: tempDir(),
      },
    });
    expect(core.outputs.get('verdict')).toBe('regression');
    expect(core.errors.map((e) => e.message)).toEqual([
      'gsm8k accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999',
    ]);
    expect(core.failures).toEqual([
      'Credible regression in 1 gated metric: gsm8k accuracy (bayes): -7.4 points (75.1 -> 67.7), rho >0.999 (see the job summary)',
    ]);
  });
});
