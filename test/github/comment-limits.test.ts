/**
 * The sticky comment at GitHub's limit, which is in characters (65,536), not bytes: a report in
 * Chinese (three bytes a character) is kept whole up to the limit and cut only past it, and what
 * is posted is never refused. The fake GitHub refuses a body over 65,536 characters (422), as
 * GitHub does (test/action/fakes.ts; test/e2e/fake-github.ts over HTTP).
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_COMMENT_LENGTH,
  stickyCommentBody,
  upsertStickyComment,
} from '../../src/github/sticky-comment.js';
import { FakeGitHub } from '../action/fakes.js';

const trailer = stickyCommentBody('', 'k', 'abc').length;

async function post(content: string): Promise<string> {
  const github = new FakeGitHub();
  const result = await upsertStickyComment({
    client: github,
    repo: { owner: 'o', repo: 'r' },
    issueNumber: 1,
    key: 'k',
    content,
    digest: 'abc',
    mode: 'always',
    regression: false,
  });
  expect(result.action).toBe('created');
  return github.comments.get(1)?.[0]?.body ?? '';
}

describe(`the comment: at most ${MAX_COMMENT_LENGTH} characters, whatever their bytes`, () => {
  it('a Chinese report that makes the body exactly 65,536 characters (over 196,000 bytes) is posted whole', async () => {
    const content = '中'.repeat(MAX_COMMENT_LENGTH - trailer);
    const body = await post(content);
    expect(body.length).toBe(MAX_COMMENT_LENGTH);
    expect(Buffer.byteLength(body)).toBeGreaterThan(3 * (MAX_COMMENT_LENGTH - trailer));
    expect(body.startsWith(content)).toBe(true);
  });

  it('one character more is cut at a line break, with a note, within 65,536 characters', async () => {
    const line = `${'中'.repeat(63)}\n`;
    const content = line
      .repeat(Math.ceil((MAX_COMMENT_LENGTH - trailer) / 64))
      .slice(0, MAX_COMMENT_LENGTH - trailer + 1);
    const body = await post(content);
    expect(Array.from(body).length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(body.length).toBeGreaterThan(MAX_COMMENT_LENGTH - 200);
    expect(body).toContain(
      '中\n\n_The report was cut here: the full report is in the job summary._',
    );
  });

  it('characters outside the BMP (two UTF-16 units each) never make a body GitHub refuses', async () => {
    const body = await post('😀'.repeat(MAX_COMMENT_LENGTH));
    expect(Array.from(body).length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    // Cut without a line break: between characters, never half of a surrogate pair.
    expect(body).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(body).toContain('😀\n\n_The report was cut here');
    // At every offset of an odd/even split.
    const odd = await post(`x${'😀'.repeat(MAX_COMMENT_LENGTH)}`);
    expect(odd).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
