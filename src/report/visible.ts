/**
 * The characters that change how text reads without being seen, and the one function that drops
 * them from every string the action hands to GitHub (the comment, the job summary, the check
 * run's title, summary and annotations, the outputs).
 *
 * Which: control characters (C0 and C1, U+0085 among them), format characters (`\p{Cf}`: the
 * bidirectional embeddings, overrides, isolates and marks U+202A–U+202E, U+2066–U+2069, U+200E,
 * U+200F, U+061C; the zero-width space, joiners and word joiner U+200B–U+200D, U+2060; the BOM
 * U+FEFF; the soft hyphen; the invisible operators; tag characters U+E0000–U+E007F), the line and
 * paragraph separators U+2028 and U+2029, and the Hangul fillers that render as blank letters.
 * Tab and line feed are kept: a Markdown body needs them. Unicode's own categories, written here
 * because no well-kept package does more than a regular expression over them does.
 */

/** The characters as the body of a regular-expression class (with the `u` flag). */
export const INVISIBLE_CLASS = String.raw`\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0`;

const HIDDEN = new RegExp(`(?![\\t\\n])[${INVISIBLE_CLASS}]`, 'gu');

/**
 * `text` without the invisible characters (tab and line feed kept).
 *
 * @example visibleText('gsm\u202e8k\u200b\n') // 'gsm8k\n'
 */
export function visibleText(text: string): string {
  return text.replace(HIDDEN, '');
}
