import { describe, expect, it } from 'vitest';
import {
  MAX_COMMENT_LENGTH,
  commentMarker,
  isStickyBody,
  readDigest,
  stickyCommentBody,
  upsertStickyComment,
  type StickyCommentRequest,
} from '../../src/github/sticky-comment.js';
import { FakeGitHub } from '../action/fakes.js';

const REPO = { owner: 'o', repo: 'r' };
const MARKER = '<!-- scorio-eval-action:k -->';

function request(
  github: FakeGitHub,
  overrides: Partial<StickyCommentRequest> = {},
): StickyCommentRequest {
  return {
    client: github,
    repo: REPO,
    issueNumber: 1,
    key: 'k',
    content: 'report',
    digest: 'abc',
    mode: 'always',
    regression: false,
    ...overrides,
  };
}

describe('stickyCommentBody', () => {
  it('puts the digest and the marker on the last lines', () => {
    expect(stickyCommentBody('report\n\n', 'k', '0f')).toBe(
      'report\n\n<!-- scorio-eval-digest:0f -->\n<!-- scorio-eval-action:k -->',
    );
    expect(commentMarker('CI/eval')).toBe('<!-- scorio-eval-action:CI/eval -->');
    expect(readDigest(stickyCommentBody('x', 'k', '0123abcd'))).toBe('0123abcd');
    expect(readDigest('no digest')).toBeUndefined();
  });

  it('cuts a report too long for GitHub at a line break, keeping the marker', () => {
    const content = ('y'.repeat(99) + '\n').repeat(700); // 70,000 characters
    const body = stickyCommentBody(content, 'k', 'ff');
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(body.length).toBeGreaterThan(MAX_COMMENT_LENGTH - 200);
    expect(body.endsWith(`\n${MARKER}`)).toBe(true);
    expect(body).toContain(
      'y\n\n_The report was cut here: the full report is in the job summary._\n\n<!-- scorio-eval-digest:ff -->',
    );
  });
});

describe('upsertStickyComment', () => {
  it('creates the comment when none is marked', async () => {
    const github = new FakeGitHub();
    github.seed(1, 'unrelated');
    const result = await upsertStickyComment(request(github));
    expect(result).toEqual({
      action: 'created',
      url: expect.stringMatching(/#issuecomment-/),
      deleted: 0,
    });
    expect(github.comments.get(1)?.[1]?.body).toBe(
      'report\n\n<!-- scorio-eval-digest:abc -->\n<!-- scorio-eval-action:k -->',
    );
  });

  it('updates the newest marked comment and deletes older duplicates by the same author', async () => {
    const github = new FakeGitHub();
    // Comments as the action writes them (stickyCommentBody: the digest, then the marker).
    const older = github.seed(1, stickyCommentBody('old', 'k', 'a1'));
    const otherBot = github.seed(1, stickyCommentBody('other', 'k', 'b2'), {
      login: 'someapp[bot]',
      type: 'Bot',
    });
    const newest = github.seed(1, stickyCommentBody('new', 'k', 'c3'));
    const result = await upsertStickyComment(request(github));
    expect(result).toMatchObject({ action: 'updated', url: newest.url, deleted: 1 });
    expect(github.callsOf('deleteIssueComment')).toEqual([[REPO, older.id]]);
    expect(github.comments.get(1)?.map((c) => c.id)).toEqual([otherBot.id, newest.id]);
  });

  it("counts only the token user's comments when GET /user answers", async () => {
    const github = new FakeGitHub();
    github.login = 'octocat';
    github.seed(1, `bot's\n${MARKER}`);
    const result = await upsertStickyComment(request(github));
    expect(result.action).toBe('created');
    expect(github.comments.get(1)?.[1]?.authorLogin).toBe('octocat');

    const again = await upsertStickyComment(request(github, { content: 'second' }));
    expect(again.action).toBe('updated');
    expect(github.comments.get(1)).toHaveLength(2);
  });

  it("never edits another app's bot comment that ends with our marker lines (GITHUB_TOKEN: github-actions[bot])", async () => {
    const github = new FakeGitHub();
    const foreign = github.seed(1, stickyCommentBody('not ours', 'k', 'f0'), {
      login: 'other-app[bot]',
      type: 'Bot',
    });
    const result = await upsertStickyComment(request(github));
    expect(result.action).toBe('created');
    expect(github.callsOf('updateIssueComment')).toEqual([]);
    expect(github.callsOf('deleteIssueComment')).toEqual([]);
    expect(github.comments.get(1)?.[0]).toEqual(foreign);
    expect(github.comments.get(1)?.[1]?.authorLogin).toBe('github-actions[bot]');
    // The next run finds its own and updates it; the other app's stays as it was.
    expect((await upsertStickyComment(request(github, { content: 'again' }))).action).toBe(
      'updated',
    );
    expect(github.comments.get(1)?.[0]).toEqual(foreign);
  });

  it("an identity nobody can read: nothing existing is touched; the new comment's author decides the twins", async () => {
    const github = new FakeGitHub();
    github.viewer = undefined;
    const foreign = github.seed(1, stickyCommentBody('not ours', 'k', 'f0'), {
      login: 'other-app[bot]',
      type: 'Bot',
    });
    const ours = github.seed(1, stickyCommentBody('ours, earlier', 'k', 'a1'));
    const result = await upsertStickyComment(request(github));
    expect(result).toMatchObject({ action: 'created', deleted: 1 });
    expect(github.callsOf('updateIssueComment')).toEqual([]);
    expect(github.callsOf('deleteIssueComment')).toEqual([[REPO, ours.id]]);
    expect(github.comments.get(1)?.map((c) => c.id)).toEqual([foreign.id, expect.any(Number)]);
  });

  it('the marker counts only where the action puts it: the last line, after the digest', async () => {
    const github = new FakeGitHub();
    const quoted = [
      `New pull request: fix ${MARKER} evals`,
      `Title: ${MARKER}`,
      `x\n${MARKER}`,
      `x\n<!-- scorio-eval-digest:zz -->\n${MARKER}`,
      `x\n\n<!-- scorio-eval-digest:ab -->\n${MARKER}\nquoted by a bot`,
    ].map((body) => github.seed(1, body));
    const ours = github.seed(1, stickyCommentBody('old', 'k', 'ab').replace(/\n/g, '\r\n') + '\n');
    const result = await upsertStickyComment(request(github));
    expect(result).toMatchObject({ action: 'updated', deleted: 0 });
    expect(github.callsOf('updateIssueComment').map((c) => c[1])).toEqual([ours.id]);
    expect(github.callsOf('deleteIssueComment')).toEqual([]);
    for (const q of quoted)
      expect(github.comments.get(1)?.find((c) => c.id === q.id)?.body).toBe(q.body);
    expect(isStickyBody(stickyCommentBody('r', 'k', '0f'), 'k')).toBe(true);
    expect(isStickyBody(stickyCommentBody('r', 'k', '0f'), 'kk')).toBe(false);
  });

  it('does not mistake the key "a" for "ab"', async () => {
    const github = new FakeGitHub();
    github.seed(1, 'x\n<!-- scorio-eval-action:ab -->');
    const result = await upsertStickyComment(request(github, { key: 'a' }));
    expect(result.action).toBe('created');
  });

  it('on-change skips an update when the digest is the same', async () => {
    const github = new FakeGitHub();
    await upsertStickyComment(request(github, { mode: 'on-change' }));
    const same = await upsertStickyComment(
      request(github, { mode: 'on-change', content: 'reworded' }),
    );
    expect(same).toMatchObject({ action: 'unchanged', deleted: 0 });
    expect(github.comments.get(1)?.[0]?.body).toMatch(/^report/);
    const changed = await upsertStickyComment(
      request(github, { mode: 'on-change', digest: 'def' }),
    );
    expect(changed.action).toBe('updated');
  });

  it('on-regression creates only on a regression but always updates an existing comment', async () => {
    const github = new FakeGitHub();
    expect(await upsertStickyComment(request(github, { mode: 'on-regression' }))).toEqual({
      action: 'skipped',
      reason: 'no credible regression and no earlier comment',
      deleted: 0,
    });
    expect(github.callsOf('createIssueComment')).toEqual([]);
    await upsertStickyComment(request(github, { mode: 'on-regression', regression: true }));
    const resolved = await upsertStickyComment(
      request(github, { mode: 'on-regression', content: 'resolved' }),
    );
    expect(resolved.action).toBe('updated');
    expect(github.comments.get(1)?.[0]?.body).toMatch(/^resolved/);
  });
});
