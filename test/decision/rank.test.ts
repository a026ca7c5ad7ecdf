import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  competitionRanks,
  rankModels,
  type Interval,
  type RankSettings,
  type RankedModel,
  type SideSize,
} from '../../src/decision/index.js';
import { ValidationError } from '../../src/errors.js';

const overlap: RankSettings = { rule: 'overlap', confidence: 0.95, minConfidence: 0.95 };
const zRule: RankSettings = { ...overlap, rule: 'z' };

/** mu +- 1.959964 sigma, the central 95% interval. */
function iv(mu: number, sigma: number): Interval {
  const q = 1.959963984540054;
  return { mu, sigma, lo: mu - q * sigma, hi: mu + q * sigma };
}

/** N = 16 binary trials per question, no prior: T = 1 + 1 + 0 + 16 = 18. */
const n16: SideSize = { trials: 16, effectiveTrials: 18 };

describe('competitionRanks', () => {
  it("matches Scorio.jl's documented example", () => {
    expect(competitionRanks([0.95, 0.87, 0.87, 0.72, 0.65])).toEqual([1, 2, 2, 4, 5]);
    expect(competitionRanks([0.9, 0.8, 0.8, 0.1])).toEqual([1, 2, 2, 4]);
  });

  it('returns ranks aligned with the input order', () => {
    expect(competitionRanks([0.72, 0.87, 0.95, 0.87])).toEqual([4, 2, 1, 2]);
    expect(competitionRanks([])).toEqual([]);
    expect(competitionRanks([0.3])).toEqual([1]);
  });

  it('ties within tol of the block FIRST score (anchored, not chained)', () => {
    // Sorted: 0.112 (anchor), 0.106 (0.006 <= 0.01: tie), 0.100 (0.012 > 0.01: new block).
    expect(competitionRanks([0.1, 0.106, 0.112], { tol: 0.01 })).toEqual([3, 1, 1]);
    // Default tol 1e-12: 1e-13 apart ties, 1e-11 apart does not.
    expect(competitionRanks([0.5, 0.5 + 1e-13, 0.5 - 1e-11])).toEqual([1, 1, 3]);
    // tol 0: only exact equality ties.
    expect(competitionRanks([0.5, 0.5, 0.5 + 1e-13], { tol: 0 })).toEqual([2, 2, 1]);
  });

  it('rejects NaN scores and a bad tolerance', () => {
    expect(() => competitionRanks([0.5, NaN])).toThrow(
      'scores[1] must be a finite number; got NaN.',
    );
    expect(() => competitionRanks([0.5], { tol: -1 })).toThrow(ValidationError);
  });
});

describe('rankModels', () => {
  it('orders by mean, resolves with the overlap rule and groups unresolved neighbours', () => {
    const board = rankModels(
      [
        { name: 'a', interval: { mu: 0.7, sigma: 0.01, lo: 0.68, hi: 0.72 }, size: n16 },
        { name: 'b', interval: { mu: 0.6, sigma: 0.01, lo: 0.58, hi: 0.62 }, size: n16 },
        { name: 'c', interval: { mu: 0.61, sigma: 0.01, lo: 0.59, hi: 0.63 }, size: n16 },
      ],
      overlap,
      { metric: 'bayes', benchmark: 'gsm8k' },
    );
    expect(board.models.map((m) => [m.name, m.position, m.rank, m.group])).toEqual([
      ['a', 1, 1, 1],
      ['c', 2, 2, 2],
      ['b', 3, 3, 2],
    ]);
    expect(board.groups).toEqual([
      { id: 1, models: ['a'], positions: [1, 1], ranks: [1, 1], resolvedPairs: 0 },
      { id: 2, models: ['c', 'b'], positions: [2, 3], ranks: [2, 3], resolvedPairs: 0 },
    ]);
    const [a, c, b] = board.models;
    // a vs c: c.hi 0.63 < a.lo 0.68, resolved, no budget.
    expect(a?.next?.resolved).toBe(true);
    expect(a?.next?.budget).toBeNull();
    // c vs b: delta -0.01, sigma 0.01 * sqrt(2), z = 1 / sqrt(2), rho = Phi(0.7071) = 0.76025.
    expect(c?.next?.upper).toBe('c');
    expect(c?.next?.lower).toBe('b');
    expect(c?.next?.delta).toBeCloseTo(-0.01, 12);
    expect(c?.next?.z).toBeCloseTo(Math.SQRT1_2, 10);
    expect(c?.next?.rho).toBeCloseTo(0.7602499389065233, 10);
    expect(c?.next?.resolved).toBe(false);
    // Overlap detects it with 80% power when 0.01 >= sigma' (2 q + z_0.8 sqrt 2), sigma' = 0.01
    // sqrt(19 / (3 + N')): 0.0511016 sqrt(19 / (3 + N')) <= 0.01, 3 + N' >= 496.16: N' = 494.
    expect(c?.next?.budget).toEqual({
      kind: 'estimate',
      trials: 494,
      currentTrials: 16,
      approximate: false,
    });
    expect(b?.next).toBeNull();
    expect(board.benchmark).toBe('gsm8k');
    expect(board.metric).toBe('bayes');
    expect(board.crossGroupUnresolved).toEqual([]);
  });

  it('gives the pairwise rho matrix in rank order: symmetric, null on the diagonal', () => {
    const board = rankModels(
      [
        { name: 'A', interval: iv(0.7, 0.02) },
        { name: 'B', interval: iv(0.66, 0.02) },
        { name: 'C', interval: iv(0.62, 0.02) },
      ],
      zRule,
    );
    // z(A, B) = 0.04 / (0.02 sqrt 2) = 1.4142; z(A, C) = 2.8284.
    expect(board.rho[0]?.[0]).toBeNull();
    expect(board.rho[0]?.[1]).toBeCloseTo(0.9213503964748575, 10);
    expect(board.rho[1]?.[0]).toBe(board.rho[0]?.[1]);
    expect(board.rho[0]?.[2]).toBeCloseTo(0.9976611325094764, 10);
    expect(board.rho[2]?.[0]).toBe(board.rho[0]?.[2]);
    expect(board.resolved).toEqual([
      [null, false, true],
      [false, null, false],
      [true, false, null],
    ]);
  });

  it('keeps a non-transitive chain in one group, counts and names its resolved pairs (rule z)', () => {
    // A ~ B (rho 0.921 < 0.95) and B ~ C unresolved, A above C credibly (rho 0.998).
    const models = [
      { name: 'C', interval: iv(0.62, 0.02), size: n16 },
      { name: 'A', interval: iv(0.7, 0.02), size: n16 },
      { name: 'B', interval: iv(0.66, 0.02), size: n16 },
    ];
    const board = rankModels(models, { ...zRule, multipleComparisons: 'none' });
    expect(board.models.map((m) => m.name)).toEqual(['A', 'B', 'C']);
    expect(board.groups).toEqual([
      { id: 1, models: ['A', 'B', 'C'], positions: [1, 3], ranks: [1, 3], resolvedPairs: 1 },
    ]);
    expect(board.orderedWithinGroups).toEqual([['A', 'C']]);
    // z rule detects A vs B with 80% power when 0.04 >= (1.6449 + 0.8416) 0.02 sqrt 2
    // sqrt(19 / (3 + N')), i.e. 3 + N' >= 58.735: N' = 56.
    expect(board.models[0]?.next?.budget?.trials).toBe(56);
    expect(board.models[1]?.next?.budget?.trials).toBe(56);
    // p-values 1 - rho: A-B 0.0786, B-C 0.0786, A-C 0.00234.
    expect(board.pValue[0]?.[2]).toBeCloseTo(1 - 0.9976611325094764, 10);
    expect(board.claims).toEqual({
      adjustment: 'none',
      adjustmentNotApplicable: false,
      pairs: 3,
      level: expect.closeTo(0.05, 12) as number,
      perPairBound: expect.closeTo(0.1, 12) as number,
      familyBound: expect.closeTo(0.3, 12) as number,
    });

    // Holm (the default) over the 3 pairs: 3 x 0.00234 = 0.0070 < 0.05, A-C stays ordered. The
    // budgets are at Holm's next step: 2 pairs left, level 0.025, Φ⁻¹(0.975) = 1.96: 0.04 >=
    // (1.96 + 0.8416) 0.02 sqrt 2 sqrt(19 / (3 + N')), 3 + N' >= 74.56: N' = 72.
    const holm = rankModels(models, zRule);
    expect(holm.claims.adjustment).toBe('holm');
    expect(holm.claims.familyBound).toBeCloseTo(0.1, 12);
    expect(holm.adjustedPValue[0]?.[2]).toBeCloseTo(3 * (1 - 0.9976611325094764), 10);
    expect(holm.adjustedPValue[0]?.[1]).toBeCloseTo(2 * (1 - 0.9213503964748575), 10);
    expect(holm.resolved[0]?.[2]).toBe(true);
    expect(holm.models[0]?.next?.budget?.trials).toBe(72);
  });

  it('Holm over the pairs: a pair the rule orders on its own is left unordered among many', () => {
    // Six models; a and b are z = 1.8 apart (p = 0.036 < 0.05, ordered on its own), the others
    // are far below, tied with each other. Holm over the 15 pairs: the 8 pairs of a or b with
    // c..f have p ~ 0 and go first; then a-b needs 7 p < 0.05, p < 0.0071: not ordered.
    const sd = 0.01;
    const models = [
      { name: 'a', interval: iv(0.7, sd) },
      { name: 'b', interval: iv(0.7 - 1.8 * sd * Math.SQRT2, sd) },
      { name: 'c', interval: iv(0.3, sd) },
      { name: 'd', interval: iv(0.3, sd) },
      { name: 'e', interval: iv(0.3, sd) },
      { name: 'f', interval: iv(0.3, sd) },
    ];
    const none = rankModels(models, { ...zRule, multipleComparisons: 'none' });
    expect(none.resolved[0]?.[1]).toBe(true);
    expect(none.groups[0]?.models).toEqual(['a']);
    const holm = rankModels(models, zRule);
    expect(holm.pValue[0]?.[1]).toBeCloseTo(1 - 0.9640696808870742, 10);
    expect(holm.adjustedPValue[0]?.[1]).toBeCloseTo(7 * (1 - 0.9640696808870742), 10);
    expect(holm.resolved[0]?.[1]).toBe(false);
    expect(holm.groups.map((g) => g.models)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e', 'f'],
    ]);
    // Rule overlap has no p-value: holm does not apply, and the board says so.
    const overlapBoard = rankModels(models, { ...overlap, multipleComparisons: 'holm' });
    expect(overlapBoard.claims.adjustment).toBe('none');
    expect(overlapBoard.claims.adjustmentNotApplicable).toBe(true);
    // Equal σ: the intervals separate at z = 1.96 sqrt 2 = 2.772: 2 (1 - Φ(2.772)) = 0.557%.
    expect(overlapBoard.claims.perPairBound).toBeCloseTo(0.005574, 5);
  });

  it('merges a non-adjacent unresolved pair: different groups are always credibly ordered', () => {
    // A's wide interval reaches past B down to C; B and C are resolved, but A ~ C is not.
    const board = rankModels(
      [
        { name: 'A', interval: { mu: 0.8, sigma: 0.15, lo: 0.5, hi: 1.1 } },
        { name: 'B', interval: { mu: 0.7, sigma: 0.005, lo: 0.69, hi: 0.71 } },
        { name: 'C', interval: { mu: 0.6, sigma: 0.005, lo: 0.59, hi: 0.61 } },
        { name: 'D', interval: { mu: 0.3, sigma: 0.005, lo: 0.29, hi: 0.31 } },
      ],
      overlap,
    );
    expect(board.models.map((m) => m.group)).toEqual([1, 1, 1, 2]);
    expect(board.models[1]?.next?.resolved).toBe(true);
    expect(board.groups[0]?.resolvedPairs).toBe(1);
    expect(board.crossGroupUnresolved).toEqual([]);
  });

  it('ties: same rank, same group, input order kept, even when the rule would resolve them', () => {
    const exact = (mu: number): Interval => ({ mu, sigma: 0, lo: mu, hi: mu });
    const board = rankModels(
      [
        { name: 'x', interval: exact(0.5) },
        { name: 'y', interval: exact(0.5 + 1e-13) },
        { name: 'w', interval: exact(0.5) },
        { name: 'v', interval: exact(0.4) },
      ],
      zRule,
    );
    expect(board.models.map((m) => [m.name, m.rank, m.group])).toEqual([
      ['y', 1, 1],
      ['x', 1, 1],
      ['w', 1, 1],
      ['v', 4, 2],
    ]);
    expect(board.models[0]?.next?.tied).toBe(true);
    expect(board.models[0]?.next?.resolved).toBe(false);
    // x and w are exactly equal: no number of trials resolves a zero difference.
    expect(board.models[1]?.next?.budget?.kind).toBe('zero-difference');
    expect(board.models[2]?.next?.resolved).toBe(true);
  });

  it('reports no budget without sizes, and bootstrap sigmas as not shrinking with trials', () => {
    const models = [
      { name: 'a', interval: iv(0.6, 0.02) },
      { name: 'b', interval: iv(0.59, 0.02) },
    ];
    expect(rankModels(models, overlap).models[0]?.next?.budget?.kind).toBe('unknown');
    expect(rankModels(models, overlap, { bootstrap: true }).models[0]?.next?.budget?.kind).toBe(
      'bootstrap',
    );
  });

  it('a single model is rank 1 in group 1', () => {
    const board = rankModels([{ name: 'only', interval: iv(0.5, 0.1) }], overlap);
    expect(board.models).toHaveLength(1);
    expect(board.models[0]?.next).toBeNull();
    expect(board.rho).toEqual([[null]]);
    expect(board.groups).toEqual([
      { id: 1, models: ['only'], positions: [1, 1], ranks: [1, 1], resolvedPairs: 0 },
    ]);
  });

  it('rejects an empty list, duplicate names, bad intervals and bad settings', () => {
    expect(() => rankModels([], overlap)).toThrow(ValidationError);
    expect(() =>
      rankModels(
        [
          { name: 'a', interval: iv(0.5, 0.1) },
          { name: 'a', interval: iv(0.4, 0.1) },
        ],
        overlap,
      ),
    ).toThrow('models[1].name "a" is used twice; names must be unique.');
    expect(() =>
      rankModels([{ name: 'a', interval: { mu: NaN, sigma: 0, lo: 0, hi: 1 } }], overlap),
    ).toThrow('models[0].interval.mu (a) must be a finite number; got NaN.');
    expect(() =>
      rankModels(
        [
          { name: 'a', interval: iv(0.5, 0.1) },
          { name: 'b', interval: iv(0.4, 0.1) },
        ],
        { ...zRule, minConfidence: 0.4 },
      ),
    ).toThrow(ValidationError);
  });
});

describe('rankModels properties', () => {
  const model = fc.record({
    mu: fc.double({ min: 0, max: 1, noNaN: true }),
    sigma: fc.double({ min: 0, max: 0.2, noNaN: true }),
    // Asymmetric intervals too (bootstrap percentiles need not be centred on mu).
    left: fc.double({ min: 0, max: 0.4, noNaN: true }),
    right: fc.double({ min: 0, max: 0.4, noNaN: true }),
  });

  it('different groups are always credibly ordered; ranks and groups follow the order', () => {
    fc.assert(
      fc.property(
        fc.array(model, { minLength: 1, maxLength: 12 }),
        fc.constantFrom<RankSettings>(overlap, zRule),
        (ms, settings) => {
          const board = rankModels(
            ms.map((m, i) => ({
              name: `m${i}`,
              interval: { mu: m.mu, sigma: m.sigma, lo: m.mu - m.left, hi: m.mu + m.right },
            })),
            settings,
          );
          const ranked = board.models;
          expect(board.crossGroupUnresolved).toEqual([]);
          for (let i = 0; i < ranked.length; i++) {
            const a = ranked[i] as RankedModel;
            if (i > 0) {
              const prev = ranked[i - 1] as RankedModel;
              expect(prev.interval.mu).toBeGreaterThanOrEqual(a.interval.mu);
              expect(prev.rank).toBeLessThanOrEqual(a.rank);
              expect(a.group - prev.group).toBeGreaterThanOrEqual(0);
              expect(a.group - prev.group).toBeLessThanOrEqual(1);
            }
            for (let j = i + 1; j < ranked.length; j++) {
              const b = ranked[j] as RankedModel;
              if (a.group !== b.group) expect(board.resolved[i]?.[j]).toBe(true);
              if (a.rank === b.rank) expect(a.group).toBe(b.group);
            }
          }
          expect(board.groups.flatMap((g) => g.models)).toEqual(ranked.map((m) => m.name));
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
