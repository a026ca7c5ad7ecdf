/**
 * The action in rank mode (`candidates`): inputs, the request to the leaderboard engine, outputs,
 * the sticky comment and failing, with a fake core and GitHub; one run on the real engine with
 * the leaderboard demo.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs/index.js';
import { run, type RunDependencies } from '../../src/action/main.js';
import type { RankOutcome, RankRequest } from '../../src/engine/index.js';
import { ConfigError } from '../../src/errors.js';
import { FakeCore, FakeGitHub } from './fakes.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN = 'ghs_fakeRankTokenThatMustNeverBePrinted';
const MARKER = '<!-- scorio-eval-action:CI/eval -->';
const CANDIDATES = [
  'ckpt-1000=fixtures/leaderboard/ckpt-1000.csv',
  'ckpt-2000=fixtures/leaderboard/ckpt-2000.csv',
  '',
  '  fixtures/leaderboard/ckpt-3000.csv  ',
  'ckpt-4000=fixtures/leaderboard/ckpt-4000.csv',
].join('\n');

let temp: string;
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'scorio-rank-action-'));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

/** A canned leaderboard outcome (the fields the action reads). */
function rankOutcome(overrides: Partial<RankOutcome> = {}): RankOutcome {
  return {
    verdict: 'no-change',
    versusBaseline: null,
    boards: [],
    leader: 'ckpt-4000',
    topGroup: ['ckpt-4000'],
    verdictLine: 'no baseline: leaderboard of 4 models; "ckpt-4000" is credibly first',
    models: [],
    questions: 200,
    json: JSON.stringify({ schema: 'scorio-eval-leaderboard/1', leader: 'ckpt-4000' }),
    comment: '### 🏆 Leaderboard: **ckpt-4000** is credibly first of 4 models\n',
    markdown: '### 🏆 Leaderboard (summary)\n',
    warnings: [],
    ...overrides,
  };
}

function harness(inputs: Record<string, string>, result: RankOutcome | 'real' = rankOutcome()) {
  const core = new FakeCore({ 'github-token': TOKEN, ...inputs });
  const github = new FakeGitHub();
  const requests: RankRequest[] = [];
  const eventPath = join(temp, 'event.json');
  writeFileSync(eventPath, JSON.stringify({ pull_request: { number: 5 } }));
  const deps: Partial<RunDependencies> = {
    core,
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/evals',
      GITHUB_WORKSPACE: result === 'real' ? ROOT : temp,
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'eval',
      RUNNER_TEMP: temp,
    },
    compare: async () => {
      throw new Error('compare must not run in rank mode');
    },
    createClient: () => github,
  };
  if (result !== 'real')
    Object.assign(deps, {
      rank: async (request: RankRequest) => {
        requests.push(request);
        return result;
      },
    });
  return { core, github, requests, deps };
}

describe('readInputs: candidates', () => {
  const read = (inputs: Record<string, string>) =>
    readInputs((name) => inputs[name] ?? '', { GITHUB_WORKFLOW: 'CI', GITHUB_JOB: 'eval' });
  const errorOf = (inputs: Record<string, string>): string => {
    try {
      read(inputs);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    throw new Error('no error');
  };

  it('one model per line: name=path, or a path named after its file; blank lines skipped', () => {
    const inputs = read({
      candidates: CANDIDATES,
      baseline: 'release=fixtures/leaderboard/release-v1.csv',
    });
    expect(inputs.candidates).toEqual([
      { name: 'ckpt-1000', paths: ['fixtures/leaderboard/ckpt-1000.csv'] },
      { name: 'ckpt-2000', paths: ['fixtures/leaderboard/ckpt-2000.csv'] },
      { name: 'ckpt-3000', paths: ['fixtures/leaderboard/ckpt-3000.csv'] },
      { name: 'ckpt-4000', paths: ['fixtures/leaderboard/ckpt-4000.csv'] },
    ]);
    expect(inputs.rankBaseline).toEqual({
      name: 'release',
      paths: ['fixtures/leaderboard/release-v1.csv'],
    });
    // A plain path or glob as the baseline is named "baseline".
    expect(read({ candidates: 'a=a.csv', baseline: 'runs/main/*.csv' }).rankBaseline).toEqual({
      name: 'baseline',
      paths: ['runs/main/*.csv'],
    });
    expect(read({ candidates: 'a=a.csv', baseline: 'main.csv' }).rankBaseline?.name).toBe(
      'baseline',
    );
    // Compare mode is unchanged.
    expect(read({ baseline: 'a.csv', candidate: 'b.csv' }).candidates).toBeUndefined();
  });

  it('strict errors naming the input, the line and the value', () => {
    expect(errorOf({ candidates: 'a=a.csv', candidate: 'b.csv' })).toBe(
      'input "candidate" ("b.csv") and input "candidates" cannot both be set: "candidates" ranks several models (put this one on a line of its own, name=path), "candidate" compares one with the baseline',
    );
    expect(errorOf({ candidates: 'a=a.csv\nruns/*.csv' })).toBe(
      'input "candidates": "runs/*.csv" (line 2) is a glob without a name: write name=runs/*.csv (its files are merged into one model)',
    );
    expect(errorOf({ candidates: 'a=a.csv\n\na=b.csv' })).toBe(
      'input "candidates": "a=b.csv" (line 3) uses the name "a" of line 1; every model needs its own name (name=path)',
    );
    expect(errorOf({ candidates: 'a=' })).toBe(
      'input "candidates": "a=" (line 1) has a name but no path: write name=path',
    );
    expect(errorOf({ candidates: 'a,b=a.csv' })).toBe(
      'input "candidates": "a,b=a.csv" (line 1) has the model name "a,b": names must be 1 to 100 characters, without commas',
    );
    expect(errorOf({ candidates: 'a=a.csv', baseline: 'a=main.csv' })).toBe(
      'input "baseline": the name "a" ("a=main.csv") is also the name of a model in input "candidates" ("a=a.csv"); give the baseline another name (name=path)',
    );
    expect(errorOf({ candidates: 'a=a.csv', margin: '0.01' })).toBe(
      'input "margin": "0.01" does not apply to a leaderboard (input "candidates"): models are ranked, not gated on a drop',
    );
  });
});

describe('run() in rank mode', () => {
  it('asks the leaderboard engine, sets the outputs, posts the leaderboard with the marker', async () => {
    const h = harness({
      candidates: CANDIDATES,
      baseline: 'release=fixtures/leaderboard/release-v1.csv',
      metrics: 'bayes, pass@4',
      rule: 'z',
      confidence: '0.9',
      'multiple-comparisons': 'none',
    });
    await run(h.deps);
    expect(h.core.failures).toEqual([]);
    // multiple-comparisons reaches the leaderboard (it used to be dropped in rank mode).
    expect(h.requests).toEqual([
      {
        models: [
          { name: 'ckpt-1000', paths: ['fixtures/leaderboard/ckpt-1000.csv'] },
          { name: 'ckpt-2000', paths: ['fixtures/leaderboard/ckpt-2000.csv'] },
          { name: 'ckpt-3000', paths: ['fixtures/leaderboard/ckpt-3000.csv'] },
          { name: 'ckpt-4000', paths: ['fixtures/leaderboard/ckpt-4000.csv'] },
        ],
        baseline: { name: 'release', paths: ['fixtures/leaderboard/release-v1.csv'] },
        metrics: ['bayes', 'pass@4'],
        confidence: 0.9,
        rule: 'z',
        multipleComparisons: 'none',
        overrideSource: 'input',
        policy: expect.objectContaining({ trustConfig: false }),
        cwd: temp,
      },
    ]);
    expect(h.core.outputs.get('verdict')).toBe('no-change');
    expect(h.core.outputs.get('leader')).toBe('ckpt-4000');
    expect(h.core.outputs.get('top-group')).toBe('ckpt-4000');
    expect(h.core.outputs.get('regressions')).toBe('0');
    expect(h.core.outputs.get('improvements')).toBe('0');
    // A leaderboard has no gate in stages.
    expect(h.core.outputs.get('rerun-needed')).toBe('false');
    expect(h.core.outputs.get('rerun-plan')).toBe('');
    const jsonPath = h.core.outputs.get('report-json') ?? '';
    expect(jsonPath.endsWith('leaderboard.json')).toBe(true);
    expect(JSON.parse(readFileSync(jsonPath, 'utf8')).schema).toBe('scorio-eval-leaderboard/1');
    expect(readFileSync(h.core.outputs.get('report-markdown') ?? '', 'utf8')).toBe(
      '### 🏆 Leaderboard (summary)\n',
    );
    const created = h.github.callsOf('createIssueComment');
    expect(created).toHaveLength(1);
    const body = String(created[0]?.[2]);
    expect(body.startsWith('### 🏆 Leaderboard: **ckpt-4000** is credibly first of 4 models')).toBe(
      true,
    );
    expect(body.endsWith(`\n${MARKER}`)).toBe(true);
    expect(body).toMatch(/<!-- scorio-eval-digest:[0-9a-f]{16} -->/);
    expect(h.core.outputs.get('comment-url')).toMatch(/#issuecomment-\d+$/);
    expect(h.core.summaries).toEqual(['### 🏆 Leaderboard (summary)\n']);
    expect(h.core.allText()).not.toContain(TOKEN);
  });

  it('regression against the baseline fails the step with the verdict line', async () => {
    const outcome = rankOutcome({
      verdict: 'regression',
      versusBaseline: {
        baseline: 'best',
        benchmark: null,
        metric: 'bayes',
        verdict: 'regression',
        above: [],
        below: ['ckpt-3000', 'ckpt-1000'],
        unresolved: [],
      },
      leader: null,
      topGroup: ['best', 'ckpt-3000'],
      verdictLine:
        'Credible regression: every candidate is credibly below the baseline "best" on bayes: credibly below it: ckpt-3000, ckpt-1000',
    });
    const h = harness(
      { candidates: 'ckpt-3000=a.csv\nckpt-1000=b.csv', baseline: 'best=c.csv' },
      outcome,
    );
    await run(h.deps);
    expect(h.core.failures).toEqual([
      'Credible regression: every candidate is credibly below the baseline "best" on bayes: credibly below it: ckpt-3000, ckpt-1000 (see the job summary)',
    ]);
    expect(h.core.outputs.get('verdict')).toBe('regression');
    expect(h.core.outputs.get('regressions')).toBe('2');
    expect(h.core.outputs.get('leader')).toBe('');
    expect(h.core.outputs.get('top-group')).toBe('best,ckpt-3000');
    // fail-on-regression: false passes, with a warning annotation instead.
    const h2 = harness(
      {
        candidates: 'ckpt-3000=a.csv\nckpt-1000=b.csv',
        baseline: 'best=c.csv',
        'fail-on-regression': 'false',
      },
      outcome,
    );
    await run(h2.deps);
    expect(h2.core.failures).toEqual([]);
    expect(h2.core.warnings.map((w) => w.options?.title)).toEqual(['scorio: credible regression']);
  });

  it('comment: on-regression posts nothing without a regression; on-change keeps an unchanged comment', async () => {
    const h = harness({ candidates: CANDIDATES, comment: 'on-regression' });
    await run(h.deps);
    expect(h.github.callsOf('createIssueComment')).toEqual([]);
    expect(h.core.outputs.get('comment-url')).toBe('');

    const h2 = harness({ candidates: CANDIDATES, comment: 'on-change' });
    await run(h2.deps);
    // The same leaderboard again (another timestamp would not count either): left alone.
    await run({ ...h2.deps, core: h2.core });
    expect(h2.github.callsOf('createIssueComment')).toHaveLength(1);
    expect(h2.github.callsOf('updateIssueComment')).toEqual([]);
  });

  it('bad inputs fail before the engine runs', async () => {
    const h = harness({ candidates: CANDIDATES, candidate: 'pr.csv' });
    await run(h.deps);
    expect(h.requests).toEqual([]);
    expect(h.core.failures[0]).toMatch(/^input "candidate" \("pr.csv"\) and input "candidates"/);
    const h2 = harness({ candidates: CANDIDATES, 'baseline-ref': 'base' });
    await run(h2.deps);
    expect(h2.core.failures).toEqual([
      'input "baseline-ref": no baseline to read at that ref: with input "candidates", set input "baseline" (name=path) to the model to read at that revision',
    ]);
  });

  it('the real engine on the leaderboard demo: improvement over the release, ckpt-4000 leads', async () => {
    const h = harness(
      {
        candidates: CANDIDATES,
        baseline: 'release-v1=fixtures/leaderboard/release-v1.csv',
        config: '.github/none.yml',
      },
      'real',
    );
    // A config path that does not exist is an error in rank mode too.
    await run(h.deps);
    expect(h.core.failures[0]).toMatch(/^input "config": ".github\/none.yml" does not exist/);

    const h2 = harness(
      { candidates: CANDIDATES, baseline: 'release-v1=fixtures/leaderboard/release-v1.csv' },
      'real',
    );
    await run(h2.deps);
    expect(h2.core.failures).toEqual([]);
    expect(h2.core.outputs.get('verdict')).toBe('improvement');
    expect(h2.core.outputs.get('improvements')).toBe('1');
    expect(h2.core.outputs.get('regressions')).toBe('1');
    expect(h2.core.outputs.get('leader')).toBe('ckpt-4000');
    expect(h2.core.outputs.get('top-group')).toBe('ckpt-4000');
    const body = String(h2.github.callsOf('createIssueComment')[0]?.[2]);
    expect(body.split('\n')[0]).toBe(
      '✅ **Credible improvement over the baseline release-v1** on bayes: credibly above it: ckpt-4000; credibly below it: ckpt-1000; not credibly different: ckpt-3000, ckpt-2000. <sub>false orders: ≤ 0.56% per pair, 10 pairs, not adjusted (rule overlap has no p-value).</sub>',
    );
    expect(body).toContain('| 1 | 1 | ckpt-4000 | 0.633 [0.619, 0.648] | >0.999 | resolved |');
    expect(h2.core.summaries[0]).toContain('### 🏆 Leaderboard: **ckpt-4000** is credibly first');
  });
});
