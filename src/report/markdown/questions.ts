/**
 * The questions that broke, with ids as code spans and, when a template is given, linked through
 * the one link builder (`markdownLink`).
 */
import { escapeCode, escapeMarkdown, markdownLink } from '../escape.js';
import { fixed, grouped } from '../format.js';
import type { BrokenQuestion, ReportData } from '../types.js';
import { type Block, name } from './common.js';

/** `[q17](https://viewer/?id=q17)` when a safe template is given, else the escaped id. */
export function questionId(id: string, template: string | undefined): string {
  const text = escapeMarkdown(id, { maxLength: 40 });
  if (
    template === undefined ||
    !/^https?:\/\/[^\s()<>]+$/.test(template) ||
    !template.includes('{id}')
  )
    return text;
  return markdownLink(text, idUrl(template, id));
}

/** The template with the id URL-encoded (markdownLink encodes what is left that Markdown reads). */
export function idUrl(template: string, id: string): string {
  return template.replaceAll('{id}', encodeURIComponent(id));
}

/**
 * A question id as a code span, `` `17` ``, linked like `questionId` when a template is given:
 * boxed, so that a numeric id cannot run into the counts after it (`0 1/1 → 0/1` read as three
 * numbers), and inert (no Markdown, HTML or mention inside a code span; backticks become `'`).
 */
export function questionCode(id: string, template: string | undefined): string {
  const code = `\`${escapeCode(id, { maxLength: 40 })}\``;
  if (
    template === undefined ||
    !/^https?:\/\/[^\s()<>]+$/.test(template) ||
    !template.includes('{id}')
  )
    return code;
  return markdownLink(code, idUrl(template, id));
}

/** `4/4 → 0/4` for binary counts, else the mean scores with the trials. */
export function brokenCounts(q: BrokenQuestion, binary: boolean): string {
  const side = (s: { score: number; trials: number }) =>
    binary ? `${grouped(s.score)}/${grouped(s.trials)}` : `${fixed(s.score / s.trials, 2)}`;
  const trials = binary
    ? ''
    : ` (${grouped(q.baseline.trials)} → ${grouped(q.candidate.trials)} trials)`;
  return `${side(q.baseline)} → ${side(q.candidate)}${trials}`;
}

/** Characters of a question's text the comment shows. */
export const QUESTION_TEXT_SHOWN = 60;

/**
 * ` (\`Janet’s ducks lay 16 eggs…\`)`: what the question asked, when its log holds it, as plain
 * text in a code span (no Markdown, HTML, link or mention is read inside one; backticks become
 * `'`, control characters spaces), cut to `QUESTION_TEXT_SHOWN` characters; nothing otherwise.
 */
export function questionText(q: BrokenQuestion): string {
  if (q.text === undefined) return '';
  const text = escapeCode(q.text.trim(), { maxLength: QUESTION_TEXT_SHOWN }).trim();
  return text === '' ? '' : ` (\`${text}\`)`;
}

export function brokenBlock(
  data: ReportData,
  limit: number,
  template: string | undefined,
): Block | undefined {
  const lines: string[] = [];
  for (const b of data.benchmarks) {
    if (b.brokenQuestions.length === 0) continue;
    const binary = b.weights === null && b.baseline.maxLabel <= 1 && b.candidate.maxLabel <= 1;
    const shown = b.brokenQuestions
      .slice(0, limit)
      .map((q) => `${questionCode(q.id, template)} ${brokenCounts(q, binary)}${questionText(q)}`);
    const more =
      b.brokenQuestions.length > limit
        ? `; … ${grouped(b.brokenQuestions.length - limit)} more in the JSON report`
        : '';
    lines.push(`- **${name(b.name)}**: ${shown.join('; ')}${more}`);
  }
  if (lines.length === 0) return undefined;
  return {
    kind: 'text',
    lines: ['**Questions that broke** (solved → failed, largest drop first)', '', ...lines],
  };
}
