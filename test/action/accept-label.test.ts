/**
 * `accept-label` on its own: the label as the API lists it now, who added it from the newest
 * `labeled` event for it, and a closed gate whenever the labels cannot be read.
 */
import { describe, expect, it } from 'vitest';
import { readAcceptance } from '../../src/action/pull-request/accept-label.js';
import type { LazyGitHub, RunDependencies } from '../../src/action/context.js';
import { FakeCore, FakeGitHub, FakeHttpError } from './fakes.js';

const LABEL = 'eval-regression-accepted';

function setup(token = true): {
  core: FakeCore;
  github: FakeGitHub;
  lazy: LazyGitHub;
  deps: RunDependencies;
} {
  const core = new FakeCore();
  const github = new FakeGitHub();
  const lazy: LazyGitHub = {
    token,
    client: () => github,
    repo: () => ({ owner: 'o', repo: 'r' }),
    close: async () => undefined,
  };
  return { core, github, lazy, deps: { core } as unknown as RunDependencies };
}

describe('readAcceptance', () => {
  it('off without the input; nothing without a pull request or a token', async () => {
    const { deps, lazy, core } = setup();
    expect(await readAcceptance(deps, {}, { number: 3 }, lazy)).toBeUndefined();
    expect(await readAcceptance(deps, { acceptLabel: LABEL }, undefined, lazy)).toBeUndefined();
    const noToken = setup(false);
    expect(
      await readAcceptance(noToken.deps, { acceptLabel: LABEL }, { number: 3 }, noToken.lazy),
    ).toBeUndefined();
    expect(noToken.core.warnings.map((w) => w.message)).toEqual([
      'accept-label: input "github-token" is empty, so the labels cannot be read: nothing is accepted',
    ]);
    expect(core.infos).toEqual(['accept-label: no pull request for this event: nothing to accept']);
  });

  it('takes the newest "labeled" entry of that label (any case), after an unlabeling', async () => {
    const { deps, lazy, github } = setup();
    github.labels.set(3, ['Eval-Regression-Accepted']);
    github.labelEvents.set(3, [
      { event: 'labeled', label: LABEL, actor: 'mallory', createdAt: '2026-01-01T00:00:00Z' },
      { event: 'unlabeled', label: LABEL, actor: 'alice', createdAt: '2026-01-02T00:00:00Z' },
      {
        event: 'labeled',
        label: 'EVAL-REGRESSION-ACCEPTED',
        actor: 'alice',
        createdAt: '2026-01-03T00:00:00Z',
      },
      { event: 'labeled', label: 'other', actor: 'bob', createdAt: '2026-01-04T00:00:00Z' },
    ]);
    expect(await readAcceptance(deps, { acceptLabel: LABEL }, { number: 3 }, lazy)).toEqual({
      label: 'Eval-Regression-Accepted',
      by: 'alice',
      at: '2026-01-03T00:00:00Z',
    });
  });

  it('names nobody when the newest event for the label is its removal (not who added it before)', async () => {
    const { deps, lazy, github, core } = setup();
    github.labels.set(3, [LABEL]);
    github.labelEvents.set(3, [
      { event: 'labeled', label: LABEL, actor: 'alice', createdAt: '2026-01-01T00:00:00Z' },
      { event: 'unlabeled', label: LABEL, actor: 'alice', createdAt: '2026-01-02T00:00:00Z' },
    ]);
    expect(await readAcceptance(deps, { acceptLabel: LABEL }, { number: 3 }, lazy)).toEqual({
      label: LABEL,
      by: null,
      at: null,
    });
    expect(core.infos[0]).toBe(
      'accept-label: the newest issue event for it is its removal (2026-01-02T00:00:00Z), not its addition: who added it is not known',
    );
  });

  it('events that cannot be read leave who added it unknown; labels that cannot be read accept nothing', async () => {
    const { deps, lazy, github, core } = setup();
    github.labels.set(3, [LABEL]);
    github.failNext.set('newestLabelEvent', new FakeHttpError(500, 'boom'));
    expect(await readAcceptance(deps, { acceptLabel: LABEL }, { number: 3 }, lazy)).toEqual({
      label: LABEL,
      by: null,
      at: null,
    });
    github.failNext.set('listIssueLabels', new FakeHttpError(404, 'Not Found'));
    expect(await readAcceptance(deps, { acceptLabel: LABEL }, { number: 3 }, lazy)).toBeUndefined();
    expect(core.warnings.at(-1)?.message).toBe(
      'accept-label: could not read the labels of pull request #3 (HTTP 404 "Not Found"): nothing is accepted, the gate stays as it is.',
    );
  });
});
