// lm-evaluation-harness samples files as two versions write them (fixtures/discover/lm-eval-versions,
// real files): before late 2024 a line names no filter and a task with several filters logs every
// document once per filter, in the order of its filter_list; later versions name each line's filter.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLmEvalSamples } from '../../src/readers/index.js';
import { ROOT, plain } from './helpers.js';

const VERSIONS = join(ROOT, 'fixtures/discover/lm-eval-versions');
// gpt-4o's leaderboard_gpqa_main, 3 documents: run 17-58-00 with filters [strict-match,
// get-answer] (6 lines: strict-match 0 0 0, then get-answer 1 0 0, as its results file's
// exact_match 0.0 and 0.333 say), run 17-57-30 with get-answer alone (3 lines: 1 0 0).
const TWO_FILTERS = join(
  VERSIONS,
  'gpqa/baseline/gpt-4o/samples_leaderboard_gpqa_main_2024-11-21T17-58-00.556850.jsonl',
);
const ONE_FILTER = join(
  VERSIONS,
  'gpqa/candidate/gpt-4o/samples_leaderboard_gpqa_main_2024-11-21T17-57-30.901363.jsonl',
);
const ORDER = ['strict-match', 'get-answer'];

describe('lm-eval samples without a filter field (lm-eval before late 2024)', () => {
  it('reads the pass of the asked filter, in the order of the task’s filter_list', async () => {
    const answer = await readLmEvalSamples(TWO_FILTERS, {
      filter: 'get-answer',
      filterOrder: ORDER,
    });
    expect(plain(answer.table)).toEqual({
      ids: ['0', '1', '2'],
      categories: 2,
      rows: [
        [0, 1],
        [1, 0],
        [1, 0],
      ],
      trials: [1, 1, 1],
    });
    const strict = await readLmEvalSamples(TWO_FILTERS, {
      filter: 'strict-match',
      filterOrder: ORDER,
    });
    expect(plain(strict.table).rows).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
  });

  it('reads a file of one pass as the asked filter (the filter imposed by the other side’s version)', async () => {
    // Before the fix: `no line has filter "get-answer"; the file has no filter field.`
    const read = await readLmEvalSamples(ONE_FILTER, { filter: 'get-answer' });
    expect(plain(read.table).rows).toEqual([
      [0, 1],
      [1, 0],
      [1, 0],
    ]);
    expect(read.warnings.join('\n')).toMatch(
      /the lines name no filter \(lm-eval before late 2024\) and there is one per document: read as filter "get-answer"\./,
    );
    const ordered = await readLmEvalSamples(ONE_FILTER, {
      filter: 'get-answer',
      filterOrder: ['get-answer'],
    });
    expect(ordered.warnings).toEqual([
      expect.stringMatching(/read the per-sample metric "exact_match", the only one in the file/),
    ]);
  });

  it('says which filter cannot be told apart when the order is unknown, and which is missing', async () => {
    await expect(readLmEvalSamples(TWO_FILTERS, { filter: 'get-answer' })).rejects.toThrow(
      /:4 field "doc_id": document "0" again \(also line 1\), and the lines name no filter: lm-eval before late 2024 wrote each document once per filter without naming it, so which lines are filter "get-answer" cannot be told from the file alone; read the file in its folder, beside the results_<timestamp>\.json that lists the task's filters in order\./,
    );
    await expect(readLmEvalSamples(TWO_FILTERS)).rejects.toThrow(
      /so set the filter option to the filter to read/,
    );
    await expect(
      readLmEvalSamples(ONE_FILTER, { filter: 'get-answer', filterOrder: ORDER }),
    ).rejects.toThrow(
      /no line is filter "get-answer": the lines name no filter \(lm-eval before late 2024\), and "get-answer" is filter 2 of the task's "strict-match", "get-answer", but the file holds 1 line\(s\) per document\./,
    );
    await expect(
      readLmEvalSamples(TWO_FILTERS, { filter: 'flexible-extract', filterOrder: ORDER }),
    ).rejects.toThrow(
      /filter "flexible-extract" is not one of the task's filters \("strict-match", "get-answer"\)/,
    );
  });

  it('keeps each document’s question: the doc field lm-eval’s task names it by', async () => {
    const gpqa = await readLmEvalSamples(ONE_FILTER, { filter: 'get-answer' });
    expect(gpqa.questionText?.get('0')).toMatch(
      /^A large gene has dozens of exons, of which the cen/,
    );
    const winogrande = await readLmEvalSamples(
      join(
        VERSIONS,
        'winogrande/candidate/llama3.1-pro16-0827-Inst-nc-chat_241016/samples_winogrande_2024-12-23T13-34-22.211412.jsonl',
      ),
    );
    expect(winogrande.questionText?.get('0')).toBe(
      'Sarah was a much better surgeon than Maria so _ always got the easier cases.',
    );
    // A new-layout file (filter named on every line) with two filters configured, trimmed to the
    // strict-match lines of three documents by its repository.
    const gsm8k = await readLmEvalSamples(
      join(VERSIONS, 'gsm8k/candidate/samples_gsm8k_2025-09-09T13-31-53.431753.jsonl'),
      { filter: 'strict-match' },
    );
    expect(plain(gsm8k.table).ids).toEqual(['16', '17', '18']);
    expect(gsm8k.questionText?.get('18')).toMatch(/^Claire makes a 3 egg omelet every morning/);
  });
});
