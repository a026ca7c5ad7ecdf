/**
 * Names that look alike: `mmlu`, `MMLU`, `mm\u200blu` (a zero-width space), `ｍｍｌｕ` (full-width)
 * and `mmlu\u202e` (a bidi override) read as one name in a comment, so a merge must treat them as
 * one benchmark. Written by hand: the key is three standard steps (NFKC, a case fold, dropping
 * what is not seen), and no maintained npm package does exactly that without pulling in the
 * Unicode confusables tables, whose cross-script matches (Latin `a`, Cyrillic `а`) would refuse
 * names that real benchmarks legitimately share across languages.
 */

/**
 * What is not seen: format characters (zero-width spaces and joiners, bidi marks and overrides,
 * the BOM, soft hyphens), other default-ignorable code points (variation selectors, the combining
 * grapheme joiner, fillers), control characters and line and paragraph separators.
 */
const UNSEEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The key under which names that look alike are equal: NFKC (compatibility forms, full-width,
 * ligatures), a full case fold (upper- then lower-casing: `ß` and `SS` fold alike), and nothing
 * that is not seen. Two names with the same key are one name to a reader.
 *
 * @example lookalikeKey('mm\u200bLU') === lookalikeKey('ｍｍｌｕ') // true
 */
export function lookalikeKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(UNSEEN, '');
}

/**
 * A name quoted for a message, with every character that is not seen written as `\u{…}` escape
 * (JSON's quoting leaves a zero-width space or a bidi override as it is), at most `max` characters
 * of the name.
 *
 * @example quoteName('mm\u200blu') // '"mm\\u200blu"'
 */
export function quoteName(name: string, max = 80): string {
  const short = [...name].slice(0, max).join('');
  return JSON.stringify(short).replace(
    UNSEEN,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
