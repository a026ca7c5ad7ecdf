/** The `comment-key` input: its default and the characters a key inside an HTML comment may hold. */

/**
 * The comment key when the input is empty: `<workflow>/<job>` from `GITHUB_WORKFLOW` and
 * `GITHUB_JOB`, normalized (e.g. `CI/eval`). Matrix legs share it: give them a key each.
 */
export function defaultCommentKey(env: Readonly<Record<string, string | undefined>>): string {
  const parts = [env['GITHUB_WORKFLOW'], env['GITHUB_JOB']].filter(
    (part): part is string => part !== undefined && part.trim() !== '',
  );
  const key = normalizeCommentKey(parts.join('/'));
  return key === '' ? 'default' : key;
}

/** Makes any text a safe key inside an HTML comment: allowed characters only, no `--`. */
export function normalizeCommentKey(text: string): string {
  return text
    .trim()
    .replace(/[^A-Za-z0-9 _.:/@+-]/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, 100);
}
