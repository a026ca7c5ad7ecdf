/**
 * Escaping of untrusted strings (benchmark names, question ids, paths, metric labels) for GitHub
 * Markdown. One function for Markdown text (headings, paragraphs, table cells) and one for the
 * inside of code blocks. Nothing a file or a config says can open HTML, a link, an image, a table
 * cell, a code span, or notify anyone.
 */
import { INVISIBLE_CLASS } from './visible.js';

/** Zero-width space as an HTML entity: breaks mentions, issue refs and autolinks, invisibly. */
const ZWSP = '&#8203;';

/**
 * Control characters (line breaks among them), line and paragraph separators, bidirectional
 * controls and zero-width characters (which can make text display differently from what it is,
 * or hide that two names differ) become spaces: visible.ts lists them.
 */
const UNSAFE_CHARS = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');

/** Characters that start inline Markdown (emphasis, code, links, tables, math, strikethrough). */
const INLINE_SPECIAL = /[\\`*_{}[\]|~$]/;

/** At the start of the text these could open a block (list item, heading, rule, setext line). */
const BLOCK_START = /^(?:[-+=]|\d{1,9}[.)])/;

/** Default cap on a displayed string, in characters (code points). */
export const DEFAULT_MAX_TEXT = 120;

/** Cuts to `max` code points, marking the cut with an ellipsis. */
export function shorten(text: string, max: number = DEFAULT_MAX_TEXT): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}

/**
 * Escapes text for GitHub Markdown (inline text, headings, table cells, list items).
 *
 * - `&`, `<`, `>` become entities (no HTML: no `<img>`, no `</details>`, no comments);
 * - the characters that open inline Markdown are backslash-escaped: `\` `` ` `` `*` `_` `{` `}`
 *   `[` `]` `|` `~` `$` (no links `[x](y)`, images, emphasis, code spans, table cells, math,
 *   strikethrough), and a leading `-`, `+`, `=` or `1.` (no list, rule or heading when the text
 *   starts a line);
 * - a zero-width space follows `@` and `#` (no @mentions, no #123 issue references, no headings),
 *   except the `@` of a metric name such as `pass@4` (see `isBudgetSuffix`)
 *   and breaks `GH-123`, `://` and `www.` (no autolinks);
 * - control characters, newlines and bidi overrides become spaces; long text is shortened.
 *
 * @example escapeMarkdown('[x](http://a.b) @team #12 | <b>')
 *   // '\\[x\\](http:&#8203;//a.b) @&#8203;team #&#8203;12 \\| &lt;b&gt;'
 */
export function escapeMarkdown(text: string, options: { maxLength?: number } = {}): string {
  const clean = shorten(String(text).replace(UNSAFE_CHARS, ' ').trim(), options.maxLength);
  const lead = BLOCK_START.exec(clean);
  // Index of the character that would open a block at the start (the marker).
  const leadAt = lead ? lead[0].length - 1 : -1;
  let out = '';
  for (let i = 0; i < clean.length; i++) {
    const ch = clean[i] as string;
    if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '@' && isBudgetSuffix(clean, i)) out += ch;
    else if (ch === '@' || ch === '#') out += `${ch}${ZWSP}`;
    else if (ch === ':' && clean.startsWith('//', i + 1)) out += `:${ZWSP}`;
    else if (ch === '-' && /^gh$/i.test(clean.slice(i - 2, i)) && /\d/.test(clean[i + 1] ?? ''))
      out += `-${ZWSP}`;
    else if (i === leadAt || INLINE_SPECIAL.test(ch)) out += `\\${ch}`;
    else if (
      (ch === 'w' || ch === 'W') &&
      clean[i + 1] === '.' &&
      /^www$/i.test(clean.slice(i - 2, i + 1))
    )
      out += `${ch}${ZWSP}`;
    else out += ch;
  }
  return out;
}

/**
 * `@` in a metric-style name such as `pass@4` or `maj@16`: a letter or digit before it and only
 * digits after it, up to the end or a character that cannot continue a name or a domain. GitHub
 * reads no mention there (a mention needs a non-word character before the `@`) and no e-mail
 * autolink (that needs a dot in the domain), so it stays as typed.
 */
function isBudgetSuffix(text: string, at: number): boolean {
  return (
    at > 0 && /[A-Za-z0-9]/.test(text[at - 1] as string) && /^@\d+(?![\w.@-])/.test(text.slice(at))
  );
}

/**
 * What a link destination keeps as it is: letters, digits and the URL characters that mean
 * nothing to Markdown there (`- . _ ~ : / ? # @ $ & + , ; =`), and `%` before two hex digits.
 * Everything else is percent-encoded: `(` `)` (which end the destination), `<` `>`, `[` `]`,
 * `|` (which ends a table cell even inside a link), `\`, `` ` ``, quotes, `!` `*`, white space,
 * control and non-ASCII characters.
 */
const URL_KEPT = /[A-Za-z0-9\-._~:/?#@$&+,;=]/;

/**
 * The one way a report links: `[text](url)`, where `text` is Markdown (the report's own words, or
 * text passed through {@link escapeMarkdown}) and `url` an http(s) URL that may carry anything a
 * pull request wrote (a question id in a `questions-url` template): it is percent-encoded so that
 * nothing in it can close the link, start another one, or end a table cell. Any other URL (no
 * http(s) scheme, no host) gives `text` alone.
 *
 * @example markdownLink('x', 'https://v.example/?q=x)(www.evil.test)')
 *   // '[x](https://v.example/?q=x%29%28www.evil.test%29)'
 */
export function markdownLink(text: string, url: string | null | undefined): string {
  if (typeof url !== 'string' || !/^https?:\/\/[^/\s?#]/i.test(url)) return text;
  let out = '';
  const bytes = new TextEncoder();
  for (let i = 0; i < url.length; i++) {
    const ch = url[i] as string;
    if (URL_KEPT.test(ch)) out += ch;
    else if (ch === '%' && /^[0-9A-Fa-f]{2}$/.test(url.slice(i + 1, i + 3))) out += ch;
    else {
      // One code point (a surrogate pair whole), as its UTF-8 bytes.
      const point = String.fromCodePoint(url.codePointAt(i) as number);
      if (point.length === 2) i++;
      for (const b of bytes.encode(point))
        out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return `[${text}](${out})`;
}

/**
 * Makes text safe inside a fenced code block (``` fences): backticks become `'` (so no line can
 * close the fence), control characters, newlines and bidi overrides become spaces, long text is
 * shortened. Inside a code block GitHub renders no HTML, links or mentions.
 *
 * @example escapeCode('a`b\n```') // "a'b '''"
 */
export function escapeCode(text: string, options: { maxLength?: number } = {}): string {
  return shorten(String(text).replace(UNSAFE_CHARS, ' ').replace(/`/g, "'"), options.maxLength);
}

/** Display width of code-block text (code points; East Asian wide characters count once). */
export function textWidth(text: string): number {
  return Array.from(text).length;
}
