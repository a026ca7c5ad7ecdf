/**
 * Concurrency: several runs of the action for the same pull request and comment key race (a
 * re-run while the first is still going, two workflows with one key). Afterwards exactly one
 * scorio comment exists for the key, whatever the interleaving.
 *
 * Why it converges: a run lists the comments, then updates the newest marked one or creates one;
 * after creating it lists again and deletes every older marked comment by the same author. Two
 * runs that both found none both create; each then sees both comments and keeps the newest, so
 * the older one is deleted by at least one of them. The newest is never deleted, so the count
 * never drops to zero.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { createGitHubClient } from '../../src/github/client.js';
import { stickyCommentBody } from '../../src/github/sticky-comment.js';
import { FakeCore } from '../action/fakes.js';
import { FaultyGitHub } from './fault-proxy.js';
import { repoRoot } from './fuzz-helpers.js';
import { FULL, SEED, prng, randInt, recordFigure, scaled } from './scale.js';

let gh: FaultyGitHub;
let temp: string;

beforeAll(async () => {
  gh = new FaultyGitHub();
  await gh.start();
  temp = mkdtempSync(join(tmpdir(), 'scorio-trust-race-'));
});
afterAll(async () => {
  await gh.stop();
  rmSync(temp, { recursive: true, force: true });
});

async function actionRun(
  pr: number,
  key: string,
  inputs: Record<string, string>,
): Promise<FakeCore> {
  const dir = mkdtempSync(join(temp, 'run-'));
  const eventPath = join(dir, 'event.json');
  writeFileSync(
    eventPath,
    JSON.stringify({ pull_request: { number: pr, base: { sha: 'a'.repeat(40) } } }),
  );
  const core = new FakeCore({
    config: 'fixtures/demo/scorio.yml',
    'fail-on-regression': 'true',
    comment: 'always',
    'github-token': 'ghs_race',
    summary: 'true',
    'comment-key': key,
    ...inputs,
  });
  await run({
    core,
    createClient: (options) =>
      createGitHubClient({ ...options, throttle: false, timeoutMs: 5_000 }),
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/evals',
      GITHUB_WORKSPACE: repoRoot,
      GITHUB_API_URL: gh.url,
      RUNNER_TEMP: dir,
      SCORIO_GITHUB_RETRY_BASE_MS: '1',
    },
  });
  return core;
}

describe('racing runs of the action', () => {
  it(
    'two or three runs for one PR and key: exactly one comment afterwards',
    async () => {
      const rand = prng(SEED ^ 0x7ace);
      const rounds = scaled(6, 150);
      const tally = { rounds: 0, twoWay: 0, threeWay: 0, bothCreated: 0 };
      for (let round = 0; round < rounds; round++) {
        const pr = 1000 + round;
        const racers = round % 3 === 2 ? 3 : 2;
        // Random latency on listing and creating varies the interleaving from round to round.
        gh.rules.splice(
          0,
          gh.rules.length,
          ...['GET', 'POST', 'DELETE'].map((method) => ({
            method,
            path: /comments/,
            action: { kind: 'delay' as const, ms: randInt(rand, 0, 40) },
            times: randInt(rand, 0, 3),
          })),
        );
        // Sometimes a comment from an earlier push already exists.
        if (rand() < 0.3) gh.api.seed(pr, stickyCommentBody('earlier report', 'race', 'c3'));
        const before = gh.api.requests.length;
        const cores = await Promise.all(
          Array.from({ length: racers }, (_, i) =>
            actionRun(pr, 'race', i % 2 === 0 ? { config: 'fixtures/demo/scorio.yml' } : {}),
          ),
        );
        const posts = gh.api.requests
          .slice(before)
          .filter((r) => r.method === 'POST' && r.path.endsWith(`/issues/${pr}/comments`)).length;
        if (posts > 1) tally.bothCreated++;
        for (const core of cores) {
          expect(core.outputs.get('verdict')).toBe('regression');
          expect(core.failures).toHaveLength(1);
        }
        expect(gh.marked(pr, 'race'), `round ${round}`).toBe(1);
        tally.rounds++;
        if (racers === 2) tally.twoWay++;
        else tally.threeWay++;
      }
      recordFigure({
        suite: 'concurrency',
        name: 'racing runs for one PR and key (2 or 3 at once, random API latency): exactly one comment afterwards',
        cases: tally.rounds,
        failures: 0,
        detail: {
          'two-way races': tally.twoWay,
          'three-way races': tally.threeWay,
          'rounds where several runs created a comment': tally.bothCreated,
        },
      });
    },
    FULL ? 600_000 : 60_000,
  );

  it('two keys racing on one PR: one comment per key', async () => {
    const pr = 5000;
    await Promise.all([
      actionRun(pr, 'a', {}),
      actionRun(pr, 'b', {}),
      actionRun(pr, 'a', {}),
      actionRun(pr, 'b', {}),
    ]);
    expect(gh.marked(pr, 'a')).toBe(1);
    expect(gh.marked(pr, 'b')).toBe(1);
  });
});
