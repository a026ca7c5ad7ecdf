/**
 * Inspect `P` scores under the default labels: partial credit as a middle category (the issue's
 * default: C = correct, P = partial, I and N = incorrect), read with the same labels on both sides
 * whichever side has the `P`, and scored on Inspect's own scale [0, 0.5, 1].
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, score } from '../../src/engine/index.js';
import { avg, bayes } from '../../src/metrics/index.js';
import { readOutcomes } from '../../src/readers/index.js';

/** A legacy single-file Inspect log (`samples` at the top level), scorer `match`. */
function inspectLog(dir: string, name: string, scores: Record<string, string[]>): string {
  const samples = Object.entries(scores).flatMap(([id, values]) =>
    values.map((value, e) => ({ id, epoch: e + 1, scores: { match: { value } } })),
  );
  writeFileSync(join(dir, name), JSON.stringify({ version: 2, eval: {}, samples }));
  return name;
}

describe('Inspect partial credit (P) with the default labels', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-partial-'));
  const withP = inspectLog(dir, 'base.json', { q1: ['C', 'P', 'I'], q2: ['C', 'C', 'N'] });
  const noP = inspectLog(dir, 'cand.json', { q1: ['C', 'I', 'I'], q2: ['C', 'C', 'C'] });

  it('readOutcomes switches to I/N = 0, P = 1, C = 2 and says so', async () => {
    const r = await readOutcomes(withP, { cwd: dir });
    expect(r.labelLayout).toBe('partial-credit');
    expect(r.table.categories).toBe(3);
    expect([...r.table.counts]).toEqual([1, 1, 1, 1, 0, 2]);
    expect(r.warnings.join('\n')).toContain('partial credit');
    const plain = await readOutcomes(noP, { cwd: dir });
    expect(plain.labelLayout).toBeUndefined();
    expect([...plain.table.counts]).toEqual([2, 1, 0, 3]);
  });

  it('compare reads the side without P with the same labels and scores C = 1, P = 0.5', async () => {
    for (const [baseline, candidate] of [
      [withP, noP],
      [noP, withP],
    ] as const) {
      const o = await compare({ overrides: { baseline, candidate }, cwd: dir });
      const b = o.report?.benchmarks[0];
      expect(b?.weights).toEqual([0, 0.5, 1]);
      expect(b?.baseline.maxLabel).toBe(2);
      expect(b?.candidate.maxLabel).toBe(2);
      // Bayes@N is decided on the mean score with w = [0, 0.5, 1] on the 3-category tables
      // (avg()), its own posterior mean (bayes()) kept beside it:
      // with P: q1 {I:1, P:1, C:1}, q2 {N:1, C:2}; without: q1 {I:2, C:1}, q2 {C:3}.
      // By hand: with P (0 + 0.5 + 1) / 3 = 0.5 and (0 + 1 + 1) / 3 = 0.6667 -> 0.5833;
      // without (0 + 0 + 1) / 3 and 1 -> 0.6667.
      const withPMean = avg(
        [
          [0, 1, 2],
          [0, 2, 2],
        ],
        { w: [0, 0.5, 1] },
      ).mu;
      expect(withPMean).toBeCloseTo(7 / 12, 12);
      const noPMean = avg(
        [
          [0, 0, 2],
          [2, 2, 2],
        ],
        { w: [0, 0.5, 1] },
      ).mu;
      expect(noPMean).toBeCloseTo(2 / 3, 12);
      const withPMu = bayes(
        [
          [0, 1, 2],
          [0, 2, 2],
        ],
        { w: [0, 0.5, 1] },
      ).mu;
      const noPMu = bayes(
        [
          [0, 0, 2],
          [2, 2, 2],
        ],
        { w: [0, 0.5, 1] },
      ).mu;
      const c = b?.comparisons[0];
      expect(c?.baseline.mu).toBeCloseTo(baseline === withP ? withPMean : noPMean, 12);
      expect(c?.candidate.mu).toBeCloseTo(candidate === withP ? withPMean : noPMean, 12);
      expect(c?.posterior?.baseline.mu).toBeCloseTo(baseline === withP ? withPMu : noPMu, 12);
    }
  });

  it('score uses Inspect scale weights too', async () => {
    const s = await score({ file: withP, cwd: dir, metrics: ['bayes'] });
    expect(s.metrics[0]?.mu).toBeCloseTo(
      bayes(
        [
          [0, 1, 2],
          [0, 2, 2],
        ],
        { w: [0, 0.5, 1] },
      ).mu,
      12,
    );
  });
});
