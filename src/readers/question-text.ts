/**
 * A short excerpt of a question's text, kept by the readers whose logs hold it (lm-eval's `doc`,
 * Inspect's `input`, DeepEval's `input`) so that the report's "questions that broke" can show what
 * each question asked. Raw text, never escaped here: the report escapes it (a code span).
 */

/** Characters (code points) of a question's text a reader keeps: the report shows fewer. */
export const QUESTION_TEXT_CHARS = 160;

/**
 * `text` with its white space folded to single spaces and cut to `QUESTION_TEXT_CHARS` code
 * points (an ellipsis marks the cut); `undefined` for a value that is not a non-blank string.
 *
 * @example questionExcerpt('  Janet’s ducks\nlay 16 eggs ') // 'Janet’s ducks lay 16 eggs'
 */
export function questionExcerpt(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  // Only the head is folded: a 5 MB prompt costs no more than its first few hundred characters.
  const head =
    text.length > QUESTION_TEXT_CHARS * 4 ? text.slice(0, QUESTION_TEXT_CHARS * 4) : text;
  const folded = head.replace(/\s+/g, ' ').trim();
  if (folded === '') return undefined;
  const chars = Array.from(folded);
  if (chars.length <= QUESTION_TEXT_CHARS && head.length === text.length) return folded;
  return `${chars.slice(0, QUESTION_TEXT_CHARS - 1).join('')}…`;
}

/**
 * The fields of an lm-eval `doc` that hold the question, in the order they are tried: the names
 * lm-eval's tasks use (gsm8k and mmlu `question`, MATH `problem`, BBH `input`, winogrande
 * `sentence`, PIQA `goal`, HellaSwag `ctx`, GPQA `Question`, ...).
 */
const DOC_TEXT_FIELDS = [
  'question',
  'Question',
  'problem',
  'input',
  'query',
  'prompt',
  'sentence',
  'goal',
  'ctx',
  'context',
  'premise',
  'passage',
  'text',
];

/**
 * The question text of an lm-eval `doc`: the first of `DOC_TEXT_FIELDS` that is a string, else
 * the doc's first string field, else nothing (a doc that is itself a string is its text).
 *
 * @example lmEvalDocText({ question: 'What is 2+2?', answer: '4' }) // 'What is 2+2?'
 */
export function lmEvalDocText(doc: unknown): string | undefined {
  if (typeof doc === 'string') return questionExcerpt(doc);
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return undefined;
  const fields = doc as Record<string, unknown>;
  for (const key of DOC_TEXT_FIELDS)
    if (Object.hasOwn(fields, key) && typeof fields[key] === 'string')
      return questionExcerpt(fields[key]);
  for (const value of Object.values(fields))
    if (typeof value === 'string') return questionExcerpt(value);
  return undefined;
}

/** Several files' question texts as one map: the first file's text of a question wins. */
export function mergeQuestionText(
  maps: readonly (ReadonlyMap<string, string> | undefined)[],
): ReadonlyMap<string, string> | undefined {
  const present = maps.filter((m): m is ReadonlyMap<string, string> => m !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  const out = new Map<string, string>();
  for (const map of present) for (const [id, text] of map) if (!out.has(id)) out.set(id, text);
  return out;
}
