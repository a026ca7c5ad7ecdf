// The question text readers keep for the report's "questions that broke": lm-eval's doc, Inspect's
// input (a string in every real log here; a list of chat messages by Inspect's schema), cut short.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutcomes } from '../../src/readers/index.js';
import {
  QUESTION_TEXT_CHARS,
  lmEvalDocText,
  questionExcerpt,
} from '../../src/readers/question-text.js';
import { FIXTURES, ROOT, tempDir } from './helpers.js';

describe('question text', () => {
  it('folds white space and cuts long text to the cap, an ellipsis marking the cut', () => {
    expect(questionExcerpt('  Is the following\n\tstatement  true? ')).toBe(
      'Is the following statement true?',
    );
    const long = questionExcerpt('word '.repeat(1_000_000));
    expect(Array.from(long ?? '')).toHaveLength(QUESTION_TEXT_CHARS);
    expect(long?.endsWith('…')).toBe(true);
    expect(questionExcerpt(' \n ')).toBeUndefined();
    expect(questionExcerpt(42)).toBeUndefined();
  });

  it('takes the doc field an lm-eval task names its question by, else the first string', () => {
    expect(lmEvalDocText({ answer: '4', question: 'What is 2+2?' })).toBe('What is 2+2?');
    expect(lmEvalDocText({ Question: 'GPQA?', 'Correct Answer': 'A' })).toBe('GPQA?');
    expect(lmEvalDocText({ label: 1, premise_text: 'first string' })).toBe('first string');
    expect(lmEvalDocText({ label: 1 })).toBeUndefined();
  });

  it("keeps an Inspect sample's input from a real .eval and a real legacy .json log", async () => {
    const eval_ = await readOutcomes(
      join(
        ROOT,
        'fixtures/discover/inspect-versions/gpqa/baseline/2025-12-11T18-00-43+00-00_gpqa-diamond_NL3aygdanSgqAJfzoMFuH6.eval',
      ),
    );
    expect(eval_.questionText?.get('rec06pnAkLOr2t2mp')).toMatch(
      /^Two quantum states with energies E1 and E2 have a lifetime of 10\^-9 sec/,
    );
    const json = await readOutcomes(join(FIXTURES, 'inspect/arc-easy-qwen2.5-0.5b.json'));
    expect([...(json.questionText?.values() ?? [])][0]).toBe(
      'Which statement best explains why photosynthesis is the foundation of most food webs?',
    );
  });

  it("takes a chat input's first user message, text parts included", async () => {
    const { write } = tempDir();
    const log = {
      version: 2,
      status: 'success',
      eval: { task: 't', dataset: { sample_ids: [1, 2] } },
      samples: [
        {
          id: 1,
          epoch: 1,
          input: [
            { role: 'system', content: 'You are terse.' },
            { content: [{ type: 'text', text: 'What is\n2+2?' }], role: 'user' },
          ],
          scores: { match: { value: 'C' } },
        },
        {
          id: 2,
          epoch: 1,
          input: [{ role: 'system', content: 'Only a system prompt.' }],
          scores: { match: { value: 'I' } },
        },
      ],
    };
    const read = await readOutcomes(write('chat.json', JSON.stringify(log)));
    expect(read.questionText?.get('1')).toBe('What is 2+2?');
    expect(read.questionText?.get('2')).toBe('Only a system prompt.');
  });
});
