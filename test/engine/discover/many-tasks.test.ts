// A folder of 60 tasks: the comment still reads at a glance (regressions first, then what the gate
// cannot tell, the no-change tasks collapsed into one line and one table in the details) and stays
// under GitHub's limit, the rest in the JSON report.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare } from '../../../src/engine/index.js';
import { COMMENT_LIMIT } from '../../../src/report/index.js';
import { put, temp } from './helpers.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');
const QUESTIONS = 100;

/** A wide CSV of `QUESTIONS` questions x 2 trials; `wrong(q, t)` says which trials fail. */
function csv(wrong: (q: number, t: number) => boolean): string {
  const lines = ['question_id,t1,t2'];
  for (let q = 0; q < QUESTIONS; q++)
    lines.push(`q${q},${wrong(q, 0) ? 0 : 1},${wrong(q, 1) ? 0 : 1}`);
  return `${lines.join('\n')}\n`;
}

/**
 * 60 tasks: `regress-0..1` lose half their questions (credible), `drop-0..2` lose 4 of 200 trials
 * (a drop too small for the gate to see), `same-00..54` are identical on both sides.
 */
function folders(): { base: string; cand: string } {
  const dir = temp();
  const base = join(dir, 'main');
  const cand = join(dir, 'pr');
  // The baseline fails questions q % 10 == 0 on trial 2 (18 of 200 trials).
  const baseline = (q: number, t: number) => t === 1 && q % 10 === 0;
  for (let i = 0; i < 60; i++) {
    const name =
      i < 2 ? `regress-${i}` : i < 5 ? `drop-${i - 2}` : `same-${String(i - 5).padStart(2, '0')}`;
    put(base, `${name}.csv`, csv(baseline));
    const candidate =
      i < 2
        ? (q: number, t: number) => baseline(q, t) || q % 2 === 1
        : i < 5
          ? (q: number, t: number) => baseline(q, t) || (t === 0 && q < 4)
          : baseline;
    put(cand, `${name}.csv`, csv(candidate));
  }
  return { base, cand };
}

export { folders };
describe('a folder of 60 tasks', () => {
  it('the comment: regressions, then the drops it cannot tell, the 55 others in one line; under the limit', async () => {
    const { base, cand } = folders();
    const outcome = await compare({
      baseline: base,
      candidate: cand,
      cwd: base,
      now: NOW,
      overrides: { rule: 'paired' },
      fullReportHint: 'the job summary and report.json',
    });
    expect(outcome.verdict).toBe('regression');
    expect(outcome.report.gatedComparisons).toBe(60);
    expect(outcome.report.settings.multipleComparisons).toBe('holm');
    const comment = outcome.comment;
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);

    const above = comment.slice(0, comment.indexOf('<details>'));
    const rows = above.split('\n').filter((line) => /^\| (regress|drop|same)/.test(line));
    // The table: the two regressions, then the three drops the gate cannot see; nothing else.
    expect(rows.map((r) => r.split(' | ')[0]?.slice(2))).toEqual([
      'regress-0',
      'regress-1',
      'drop-0',
      'drop-1',
      'drop-2',
    ]);
    expect(rows.slice(0, 2).every((r) => r.endsWith('❌ regression |'))).toBe(true);
    expect(rows.slice(2).every((r) => r.includes("❓ can't tell"))).toBe(true);
    expect(above).toContain(
      '➖ **No change called** in 55 gated comparisons, none of them a drop the gate cannot see: `same-00`, `same-01`, `same-02`, `same-03`, `same-04`, `same-05`, `same-06`, `same-07`, `same-08`, `same-09`, `same-10`, `same-11` and 43 more (their table is in the details)',
    );
    expect(above).toContain('📂 **60 tasks** found in both');
    // Above the details, 25 lines of text: the headline, the notes, 5 rows, the chart, the
    // questions that broke (against 60 table rows and 60 chart lines without the collapse).
    expect(above.split('\n').filter((l) => l.trim() !== '')).toHaveLength(25);
    // The details hold the 55 rows and the discovery table of the 60 tasks.
    const details = comment.slice(comment.indexOf('<details>'));
    expect(details).toContain(
      "**No change called** (55 gated comparisons: no credible change, or Δ ≥ 0 where the gate can't tell)",
    );
    expect(details.split('\n').filter((l) => /^\| same-\d\d \| accuracy \|/.test(l))).toHaveLength(
      55,
    );
    expect(
      details
        .split('\n')
        .filter((l) => /^\| (regress|drop|same)-\d+ \| {2}\| files: the file /.test(l)),
    ).toHaveLength(60);
  });
});
