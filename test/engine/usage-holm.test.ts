/**
 * Holm with usage tests in the family: a comparison's drop, rise and drop-beyond-margin are
 * adjusted over the same K tests (the metric comparisons and the gated usage tests). Found by an
 * outside review: the drops were adjusted over the comparisons alone and the margin tests over
 * all K, so at margin 0 a credible drop showed an "adjusted" p below α and was called "within the
 * margin" without failing.
 *
 * Data: 400 questions, one trial; of the discordant questions 12 went right → wrong and 2 wrong →
 * right, so McNemar's exact p = P(X ≥ 12), X ~ Binomial(14, ½) = 106 / 16384 = 0.00647. Both sides
 * carry the same tokens and seconds per question, both gated at 10%: their tests' p are near 1.
 * Holm over K = 3: the drop's adjusted p = 3 × 106 / 16384 = 0.0194 > α = 0.01.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';

function longCsv(right: (q: number) => boolean): string {
  const rows = Array.from(
    { length: 400 },
    (_, q) => `q${q},0,${right(q) ? 1 : 0},${100 + q},${1 + (q % 7)}`,
  );
  return `question_id,trial,outcome,tokens,secs\n${rows.join('\n')}\n`;
}

describe('Holm over comparisons and usage tests together', () => {
  it('at margin 0 the drop and the drop beyond the margin get one adjusted p, and one call', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-usage-holm-'));
    // Baseline: q0..q299 right. Candidate: q0..q11 wrong, q300..q301 right.
    writeFileSync(
      join(dir, 'b.csv'),
      longCsv((q) => q < 300),
    );
    writeFileSync(
      join(dir, 'c.csv'),
      longCsv((q) => (q < 300 ? q >= 12 : q < 302)),
    );
    const outcome = await compare({
      baseline: join(dir, 'b.csv'),
      candidate: join(dir, 'c.csv'),
      cwd: dir,
      overrides: {
        format: 'csv-long',
        rule: 'paired',
        multipleComparisons: 'holm',
        usageGate: { 'total-tokens': 0.1, seconds: 0.1 },
        read: { usageColumns: { 'total-tokens': 'tokens', seconds: 'secs' } },
      },
    });
    const c = outcome.report.benchmarks[0]?.comparisons[0];
    expect(c?.paired?.test).toBe('mcnemar');
    expect(c?.pValue).toBeCloseTo(106 / 16384, 12);
    expect(outcome.report.gatedComparisons).toBe(3);
    expect(c?.adjustedPValue).toBeCloseTo((3 * 106) / 16384, 12);
    expect(c?.withinMargin).toBe(false);
    expect(c?.fails).toBe(false);
    expect(outcome.report.summary.withinMargin).toBe(0);
  });
});
