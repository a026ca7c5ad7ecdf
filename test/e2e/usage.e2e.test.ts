/**
 * End to end with tokens, time and cost: the bundled action on the real logs of fixtures/usage
 * (Inspect, promptfoo, HELM) against the local GitHub API. The config gates the promptfoo run's
 * latency, which rose 8-fold: the step fails on it, the comment carries the usage lines, and the
 * input usage-gate replaces the config's gate.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useFakeGitHub } from './fake-github-suite.js';
import { entry } from './harness.js';

const USAGE = { config: 'fixtures/usage/scorio.yml' };

const gh = useFakeGitHub('scorio-e2e-usage-');

const runAction = gh.runAction;

describe(`the bundled action ${entry} with usage`, () => {
  it('fails on the latency gate: the annotation, the failure line, the comment and the JSON', async () => {
    const run = await runAction({ issue: 31, inputs: USAGE });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.outputs['regressions']).toBe('1');
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    // The runner's command encoding: % is %25 (it decodes it back).
    expect(errors).toEqual([
      '::error title=scorio%3A credible regression::router (promptfoo) seconds/question +697%25 [+537%25, +933%25] > 25%25',
      '::error::Credible regression in 1 gated metric: router (promptfoo) seconds/question +697%25 [+537%25, +933%25] > 25%25 (see the job summary)',
    ]);
    const body = gh.server.comments.get(31)?.[0]?.body ?? '';
    expect(body.split('\n')[0]).toBe(
      '### ❌ Credible regression: router (promptfoo) seconds/question +697% [+537%, +933%] > 25% · ⚠️ baseline lost 2 of 111 questions (2 missing from its files)',
    );
    expect(body).toContain(
      '**Usage per question** (baseline → candidate, change with its 98% interval)',
    );
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8')) as {
      benchmarks: { name: string; usage: { measure: string; verdict: string }[] }[];
    };
    expect(report.benchmarks[1]?.usage).toEqual([
      expect.objectContaining({ measure: 'seconds', verdict: 'regression' }),
    ]);
  });

  it('input usage-gate none: report-only, the step passes', async () => {
    const run = await runAction({ issue: 32, inputs: { ...USAGE, 'usage-gate': 'none' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['regressions']).toBe('0');
    expect(gh.server.comments.get(32)?.[0]?.body).toContain('+697%\u00a0[+537%,\u00a0+933%]');
  });
});
