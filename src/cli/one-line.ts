/**
 * One line of standard error: a message may quote what a pull request chose (a file's name, a
 * question id), and a line break in it would start a line of its own (on GitHub, a line that
 * starts with `::error::` is a workflow command). Line breaks and other control characters
 * become spaces.
 *
 * @example oneLine('a.csv\n::error::x') // 'a.csv ::error::x'
 */
export function oneLine(text: string): string {
  return (
    text
      .replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ')
      // eslint-disable-next-line no-control-regex -- the control characters are what it removes
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
  );
}
