/**
 * One PR comment per comment key, updated in place: the "sticky" comment.
 *
 * The comment is found by a hidden marker at the end of its body,
 * `<!-- scorio-eval-action:<key> -->`, preceded by `<!-- scorio-eval-digest:<hex> -->`, a hash
 * of the verdict and the numbers, which the `on-change` mode compares. Both must be the last two
 * lines, where the action puts them: the marker elsewhere (a quoted pull request title) is not it.
 *
 * Whose comments count: only the token's own, by its user id (client.ts `identity()`: `GET /user`
 * for a user's token, GraphQL's `viewer` for an installation token, `github-actions[bot]` for
 * `GITHUB_TOKEN`). With `GITHUB_TOKEN` every workflow of the repository comments as the same
 * bot, but another GitHub App's bot comment, or a human's, that ends with our marker lines is
 * never edited or deleted. When the token's identity cannot be read, no existing comment is
 * touched: a new one is posted, and its author (this token) decides which older ones are ours.
 */
import type { GitHubClient, IssueComment, RepoRef, TokenIdentity } from './client.js';

/** When the action posts: every run, when the numbers changed, on regressions, or never. */
export type CommentMode = 'always' | 'on-change' | 'on-regression' | 'never';

/** The comment modes, in the order the docs list them. */
export const COMMENT_MODES: readonly CommentMode[] = [
  'always',
  'on-change',
  'on-regression',
  'never',
];

/** GitHub refuses comment bodies longer than this (characters). */
export const MAX_COMMENT_LENGTH = 65_536;

/** The hidden marker of the comment for `key`, e.g. `<!-- scorio-eval-action:ci/eval -->`. */
export function commentMarker(key: string): string {
  return `<!-- scorio-eval-action:${key} -->`;
}

const DIGEST_PATTERN = /<!-- scorio-eval-digest:([0-9a-f]+) -->/;

/**
 * The full comment body: the report, then the digest and the marker on the last lines. A report
 * too long for GitHub once the markers are added is cut at a line break, with a note.
 *
 * Example: `stickyCommentBody('ok', 'k', 'ab')` is
 * `'ok\n\n<!-- scorio-eval-digest:ab -->\n<!-- scorio-eval-action:k -->'`.
 */
export function stickyCommentBody(content: string, key: string, digest: string): string {
  const trailer = `\n\n<!-- scorio-eval-digest:${digest} -->\n${commentMarker(key)}`;
  let text = content.trimEnd();
  if (text.length + trailer.length > MAX_COMMENT_LENGTH) {
    const note = '\n\n_The report was cut here: the full report is in the job summary._';
    const room = MAX_COMMENT_LENGTH - trailer.length - note.length;
    let cut = text.lastIndexOf('\n', room);
    if (cut <= 0) {
      // No line break to cut at: cut between characters, never inside a surrogate pair.
      cut = room;
      const before = text.charCodeAt(cut - 1);
      if (before >= 0xd800 && before <= 0xdbff) cut--;
    }
    text = text.slice(0, cut) + note;
  }
  return text + trailer;
}

/**
 * Whether `body` is the sticky comment for `key` as the action writes it: its last two lines the
 * digest and the marker (line ends as GitHub may store them). A comment that merely contains the
 * marker, such as another workflow's comment quoting a pull request's title, is not.
 */
export function isStickyBody(body: string, key: string): boolean {
  const lines = body.trimEnd().split(/\r?\n/);
  return (
    lines.length >= 2 &&
    lines[lines.length - 1] === commentMarker(key) &&
    /^<!-- scorio-eval-digest:[0-9a-f]+ -->$/.test(lines[lines.length - 2] ?? '')
  );
}

/** The digest stored in a comment body, if any. */
export function readDigest(body: string): string | undefined {
  return DIGEST_PATTERN.exec(body)?.[1];
}

/**
 * Whether a comment was written by the token's account: the same user id (and login). Nobody's,
 * when the identity is not known (see the module comment).
 */
export function isOwnComment(comment: IssueComment, me: TokenIdentity | undefined): boolean {
  return me !== undefined && comment.authorId === me.id && comment.authorLogin === me.login;
}

/** What {@link upsertStickyComment} needs. */
export interface StickyCommentRequest {
  readonly client: GitHubClient;
  readonly repo: RepoRef;
  readonly issueNumber: number;
  readonly key: string;
  /** The report Markdown (the engine's `comment`). */
  readonly content: string;
  /** Hash of the verdict and numbers (`on-change` compares it). */
  readonly digest: string;
  readonly mode: Exclude<CommentMode, 'never'>;
  /** Whether this run found a credible regression (`on-regression`). */
  readonly regression: boolean;
}

/** What happened to the comment. */
export interface StickyCommentResult {
  readonly action: 'created' | 'updated' | 'unchanged' | 'skipped';
  /** The comment's link, when one exists after the call. */
  readonly url?: string;
  /** Why nothing was posted (`skipped`, `unchanged`). */
  readonly reason?: string;
  /** Older duplicates (left by a past race between two runs) that were deleted. */
  readonly deleted: number;
}

/**
 * Creates or updates the comment for `key` on the pull request, per `mode`:
 * - `always`: create, or update the existing one;
 * - `on-change`: like `always`, but leaves the existing comment alone when its digest is the same;
 * - `on-regression`: create only on a regression; an existing comment is always updated (so a
 *   resolved regression shows as resolved).
 *
 * All pages of comments are searched. When several marked comments exist (two runs raced), the
 * newest is kept and the others by the same author are deleted (best effort). After creating a
 * comment the list is read again, so a run that raced another, or whose create was retried after
 * the answer was lost, still ends with one comment per key.
 */
export async function upsertStickyComment(
  request: StickyCommentRequest,
): Promise<StickyCommentResult> {
  const { client, repo, issueNumber, key } = request;
  const me = await client.identity();
  const comments = await client.listIssueComments(repo, issueNumber);
  const marked = comments
    .filter((comment) => isStickyBody(comment.body, key) && isOwnComment(comment, me))
    .sort((a, b) => a.id - b.id);
  const existing = marked.at(-1);
  let deleted = await deleteOlderTwins(client, repo, marked);

  if (existing === undefined) {
    if (request.mode === 'on-regression' && !request.regression)
      return {
        action: 'skipped',
        reason: 'no credible regression and no earlier comment',
        deleted,
      };
    const body = stickyCommentBody(request.content, key, request.digest);
    const created = await client.createIssueComment(repo, issueNumber, body);
    // The comment GitHub wrote for this token names its account, whether or not it said before.
    const author: TokenIdentity = me ?? { login: created.authorLogin, id: created.authorId };
    // Two runs that raced, or a create retried after GitHub's answer was lost on the way, leave
    // two marked comments: look again and keep only the newest (ours, unless a newer run's).
    let kept = created;
    try {
      const now = (await client.listIssueComments(repo, issueNumber)).filter(
        (comment) => comment.id !== created.id,
      );
      const twins = [...now, created]
        .filter((comment) => isStickyBody(comment.body, key) && isOwnComment(comment, author))
        .sort((a, b) => a.id - b.id);
      deleted += await deleteOlderTwins(client, repo, twins);
      kept = twins.at(-1) ?? created;
    } catch {
      // The comment is posted; a later run removes any twin.
    }
    return { action: 'created', url: kept.url, deleted };
  }
  if (request.mode === 'on-change' && readDigest(existing.body) === request.digest)
    return {
      action: 'unchanged',
      url: existing.url,
      reason: 'the verdict and the numbers are the same as in the existing comment',
      deleted,
    };
  const body = stickyCommentBody(request.content, key, request.digest);
  const updated = await client.updateIssueComment(repo, existing.id, body);
  return { action: 'updated', url: updated.url, deleted };
}

/**
 * Deletes every marked comment but the newest (`marked` sorted by id), when written by the same
 * author. Best effort: a comment that cannot be deleted (already gone, a 5xx) is left for a later
 * run, and never stops the report from being posted. Returns how many were deleted.
 */
async function deleteOlderTwins(
  client: GitHubClient,
  repo: RepoRef,
  marked: readonly IssueComment[],
): Promise<number> {
  const newest = marked.at(-1);
  let deleted = 0;
  for (const twin of marked.slice(0, -1)) {
    if (twin.authorId !== newest?.authorId || twin.authorLogin !== newest.authorLogin) continue;
    try {
      await client.deleteIssueComment(repo, twin.id);
      deleted += 1;
    } catch {
      // Left for a later run (see above).
    }
  }
  return deleted;
}
