/**
 * A wide CSV whose first column holds question ids under a name the reader does not take for ids
 * (`question_idx`), or no header at all, read them as one more trial (issue 32, item 4): N = 4
 * instead of 3, and the error then asked for weights for labels 0..3. Now a warning names the
 * column, and the labels error says where they come from instead of advising weights.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutcomes } from '../../src/readers/index.js';
import { expectUsageError, run } from '../cli/helpers.js';

function dirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-idcol-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const NAMED = 'question_idx,t1,t2,t3\n0,1,0,1\n1,0,0,1\n2,1,1,1\n3,0,1,0\n';
const BARE = '0,1,0,1\n1,0,0,1\n2,1,1,1\n3,0,1,0\n';

describe('a first column of question ids read as a trial', () => {
  it('is named in a warning (by its header, or by values counting up past every outcome)', async () => {
    const dir = dirWith({ 'named.csv': NAMED, 'bare.csv': BARE, 'ok.csv': 'id,t1\nq1,1\nq2,0\n' });
    const named = await readOutcomes(join(dir, 'named.csv'));
    expect(named.table.trials[0]).toBe(4);
    expect(named.idLikeColumn).toBe('question_idx');
    expect(named.warnings).toEqual([
      `${join(dir, 'named.csv')}: the first column "question_idx" looks like question ids (its name) but is read as a trial; name it id, question_id or question, or set the id-column option to its name.`,
    ]);
    const bare = await readOutcomes(join(dir, 'bare.csv'));
    expect(bare.idLikeColumn).toBe('column 1');
    expect(bare.warnings[0]).toContain(
      'the first column looks like question ids (0, 1, 2, … counting up by one, past every outcome) but is read as a trial',
    );
    // Read with --id-column, or a real id header, no warning.
    expect(
      (await readOutcomes(join(dir, 'named.csv'), { idColumn: 'question_idx' })).warnings,
    ).toEqual([]);
    expect((await readOutcomes(join(dir, 'ok.csv'))).warnings).toEqual([]);
    // Outcomes that merely count up within the labels (0, 1, 2 under labels up to 2) are outcomes.
    const rubric = dirWith({ 'r.csv': '0,2,1\n1,0,2\n2,1,0\n' });
    expect((await readOutcomes(join(rubric, 'r.csv'))).idLikeColumn).toBeUndefined();
  });

  it('compare and score say where labels 0..3 come from instead of advising weights', async () => {
    const dir = dirWith({ 'b.csv': NAMED, 'c.csv': NAMED, 'bare.csv': BARE });
    await expectUsageError(
      ['compare', '--baseline', 'b.csv', '--candidate', 'c.csv'],
      `scorio-eval: b.csv: the outcomes of "c" have labels 0..3 because the first column "question_idx" looks like question ids but is read as a trial; pass --id-column question_idx, or name it id, question_id or question.`,
      dir,
    );
    await expectUsageError(
      ['score', 'bare.csv'],
      `scorio-eval: bare.csv: the outcomes of "bare.csv" have labels 0..3 because the first column looks like question ids but is read as a trial; name it id, question_id or question in a header row.`,
      dir,
    );
    // With the column read as ids: 4 questions x 3 trials.
    const ok = await run(
      ['score', 'b.csv', '--id-column', 'question_idx', '--format', 'json'],
      dir,
    );
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ questions: 4, trials: { min: 3, max: 3 } });
  });
});
