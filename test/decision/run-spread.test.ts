// The run spread of a measure from K repeated runs of one commit (src/decision/run-spread.ts):
// values computed again with NumPy/SciPy 1.17 from the same tables (the two-way ANOVA's mean
// squares, and the χ² bound on E[MS_run]).
import { describe, expect, it } from 'vitest';
import { runSpread, upperBoundFactor } from '../../src/decision/run-spread.js';

describe('the run spread: what moves a whole run, beyond the trials within it', () => {
  it('4 runs of 5 questions: 4.98%, at most 11.9% (90%) or 15.4% (95%)', () => {
    const runs = [
      [812, 1490, 233, 640, 2210],
      [905, 1610, 250, 700, 2390],
      [790, 1380, 260, 610, 2150],
      [860, 1575, 241, 688, 2300],
    ];
    const at90 = runSpread(runs, 0.9);
    expect(at90).toMatchObject({ runs: 4, questions: 5, confidence: 0.9 });
    expect(at90.runMeans).toEqual([1077, 1171, 1038, 1132.8]);
    expect(at90.mean).toBeCloseTo(1104.7, 10);
    expect(at90.spread).toBeCloseTo(0.04984313189770297, 12);
    expect(at90.upper).toBeCloseTo(0.11928345762239187, 12);
    expect(runSpread(runs, 0.95).upper).toBeCloseTo(0.1544916450871824, 12);
  });

  it('runs that differ by their trials only: a spread of 0 where the runs’ means move less than the trials explain', () => {
    // Question by question the runs disagree, but not as a whole: MS_run < MS_res.
    const runs = [
      [100, 300, 200, 400],
      [300, 100, 400, 200],
    ];
    const r = runSpread(runs, 0.9);
    expect(r.runMeans).toEqual([250, 250]);
    expect(r.spread).toBe(0);
    expect(r.upper).toBe(0);
  });

  it('every question 10% longer in the second run: MS_run 600, MS_res 50 (a scale moves long questions more)', () => {
    const r = runSpread(
      [
        [100, 200, 300],
        [110, 220, 330],
      ],
      0.9,
    );
    // √((600 − 50) / 3) / 210 (NumPy: 0.06447649527488858).
    expect(r.spread).toBeCloseTo(Math.sqrt((600 - 50) / 3) / 210, 14);
    expect(r.spread).toBeCloseTo(0.06447649527488858, 14);
  });

  it('the bound’s width: about 8, 3.1, 1.9 and 1.5 times the estimate from 2, 3, 5 and 10 runs (90%)', () => {
    expect(upperBoundFactor(2, 0.9)).toBeCloseTo(7.957896561090547, 10);
    expect(upperBoundFactor(3, 0.9)).toBeCloseTo(3.0807826247611008, 10);
    expect(upperBoundFactor(5, 0.9)).toBeCloseTo(1.9392602312251999, 10);
    expect(upperBoundFactor(10, 0.9)).toBeCloseTo(1.4694307221378702, 10);
  });

  it('refuses fewer than 2 runs or questions, runs of other lengths, bad values', () => {
    expect(() => runSpread([[1, 2]], 0.9)).toThrow(
      /2 or more runs of 2 or more questions each; got 1 runs of 2/,
    );
    expect(() => runSpread([[1, 2], [1]], 0.9)).toThrow(/run 2 has 1/);
    expect(() =>
      runSpread(
        [
          [1, 2],
          [1, -3],
        ],
        0.9,
      ),
    ).toThrow(/got -3 in run 2 at question 1/);
    expect(() =>
      runSpread(
        [
          [0, 0],
          [0, 0],
        ],
        0.9,
      ),
    ).toThrow(/use none of this measure/);
    expect(() =>
      runSpread(
        [
          [1, 2],
          [1, 2],
        ],
        1,
      ),
    ).toThrow(/confidence must be in \(0, 1\)/);
  });
});
