/**
 * A gate in stages and long question ids (issue 39): stage 1 refuses ids its next stage could not
 * read back from its report, before the re-runs are paid for; ids up to the limit go through.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportData } from '../../src/report/index.js';
import { expectUsageError, run } from './helpers.js';
import { epochs } from './stage-data.js';

const E = 'scorio-eval: ';

describe('stage 1 refuses what its next stage could not read back', () => {
  /** A decided benchmark (an improvement on 60 questions) whose first question has `id`. */
  function workspace(id: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-stage-ids-'));
    const side = (better: boolean) =>
      Object.fromEntries(
        Array.from({ length: 60 }, (_, i) => [
          i === 0 ? id : `q${i}`,
          epochs(better || i % 2 === 0 ? 4 : 0, 4),
        ]),
      );
    writeFileSync(join(dir, 'base.json'), JSON.stringify(side(false)));
    writeFileSync(join(dir, 'cand.json'), JSON.stringify(side(true)));
    return dir;
  }
  const args = ['compare', '--baseline', 'base.json', '--candidate', 'cand.json', '--name', 'long'];

  it('a question id longer than a report holds: refused at stage 1, before the re-runs are paid for', async () => {
    const dir = workspace('x'.repeat(1001));
    await expectUsageError(
      [...args, '--resample'],
      `${E}"long": question "${'x'.repeat(39)}… of the baseline's files is 1,001 characters long, more than the 1,000 the next stage reads back from this stage's report: shorten the ids, or compare without resample`,
      dir,
    );
  });

  it('an id of 1,000 characters goes through both stages', async () => {
    const dir = workspace('x'.repeat(1000));
    const one = await run([...args, '--resample', '--format', 'json'], dir);
    expect(one.code).toBe(0);
    writeFileSync(join(dir, 'stage1.json'), one.stdout);
    const two = await run([...args, '--previous-report', 'stage1.json', '--format', 'json'], dir);
    expect(two.stderr).toBe('');
    expect((JSON.parse(two.stdout) as ReportData).stages?.carried).toEqual([
      { name: 'long', stage: 1 },
    ]);
  });
});
