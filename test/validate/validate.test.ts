import { beforeAll, describe, expect, it } from 'vitest';
import { optionsFor, parseValidateArgs } from '../../scripts/validate.js';
import { runValidation } from '../../scripts/validate-run.js';
import {
  headlineSentences,
  pct,
  renderStatistics,
  renderSummary,
} from '../../scripts/validate-report.js';
import { QUICK_OPTIONS } from '../../scripts/validate-options.js';
import {
  MIXTURES,
  calibrateShift,
  findCell,
  flagRate,
  populationMean,
  runCell,
  shiftP,
  type CellResult,
} from '../../scripts/validate-sim.js';
import type { ValidationResult } from '../../scripts/validate-types.js';

/** The quick mode (seconds of CPU; what CI runs), once for the whole file. */
let quick: ValidationResult;
beforeAll(() => {
  quick = runValidation({ ...QUICK_OPTIONS, seed: 12345 });
});

function at(m: number, n: number, d: number | 'churn'): CellResult {
  const c = findCell(quick, m, n, d);
  if (!c) throw new Error(`no cell ${m} x ${n} x ${d}`);
  return c;
}

/** An upper bound on a rate: the measured rate is below p + 3 Monte Carlo standard errors. */
function atMost(rate: number, p: number, runs: number): void {
  expect(rate).toBeLessThanOrEqual(p + 3 * Math.sqrt((p * (1 - p)) / runs));
}

describe('the population', () => {
  it('has the stated means (hand-computed from the Beta mixtures)', () => {
    // 0.3 * 0.5/4.5 + 0.4 * 2/4 + 0.3 * 6/7
    expect(populationMean()).toBeCloseTo(0.3 / 9 + 0.2 + 1.8 / 7, 14);
    expect(populationMean(MIXTURES.easy)).toBeCloseTo(0.8, 14);
    expect(populationMean(MIXTURES.hard)).toBeCloseTo(1 / 7, 14);
  });

  it('shifts p down on the logit scale, calibrated to the population mean drop', () => {
    expect(calibrateShift(0)).toBe(0);
    const s = calibrateShift(0.05);
    expect(s).toBeGreaterThan(0.3);
    expect(s).toBeLessThan(0.45);
    expect(shiftP(0.5, s)).toBeCloseTo(1 / (1 + Math.exp(s)), 14);
    expect(shiftP(0, s)).toBe(0);
    expect(shiftP(1, s)).toBe(1);
    expect(calibrateShift(0.1)).toBeGreaterThan(s);
  });
});

describe('npm run validate -- --quick (seed 12345)', () => {
  it('rule paired keeps its false alarms at alpha (within Monte Carlo error)', () => {
    for (const n of [1, 4, 16]) {
      const c = at(200, n, 0);
      atMost(flagRate(c, 'paired01'), 0.01, c.runs);
      atMost(flagRate(c, 'paired05'), 0.05, c.runs);
    }
  });

  it('rule paired sees the drops the overlap rule misses at 1 and 4 trials per question', () => {
    // The acceptance (full run: >= 55%); here with 400 runs per cell, a margin for noise.
    const tenAtOne = at(200, 1, 10);
    const fiveAtFour = at(200, 4, 5);
    expect(flagRate(tenAtOne, 'paired01')).toBeGreaterThanOrEqual(0.45);
    expect(flagRate(fiveAtFour, 'paired01')).toBeGreaterThanOrEqual(0.45);
    expect(flagRate(tenAtOne, 'overlap')).toBeLessThan(0.1);
    expect(flagRate(fiveAtFour, 'overlap')).toBeLessThan(flagRate(fiveAtFour, 'paired01'));
    // And what each can see: overlap's detectable drop is well above paired's at N = 1 (the full
    // run measures 1.4 to 2 times).
    expect(at(200, 1, 0).detectable.overlap).toBeGreaterThan(
      1.3 * at(200, 1, 0).detectable.paired01,
    );
  });

  it('the default gate rarely raises a false alarm; the naive rule often does', () => {
    const c = at(200, 16, 0);
    atMost(flagRate(c, 'overlap'), 0.01, c.runs);
    expect(flagRate(at(200, 1, 0), 'naive2pt')).toBeGreaterThan(0.2);
  });

  it('Holm keeps the per-run false-alarm rate at alpha; without it, it grows with K', () => {
    const five = quick.families.find((f) => f.k === 5);
    if (!five) throw new Error('no K = 5');
    atMost(five.anyFlag['paired01-holm'] / five.runs, 0.01, five.runs);
    expect(five.anyFlag['paired01-none']).toBeGreaterThanOrEqual(five.anyFlag['paired01-holm']);
  });

  it('covers these questions’ mean about 95% of the time on the balanced mixture at N = 16', () => {
    const c = quick.coverage.find((x) => x.mixture === 'mixed' && x.trials === 16);
    if (!c) throw new Error('no coverage cell');
    expect(c.conditional / c.runs).toBeGreaterThan(0.88);
    // Hard questions are pulled up towards 1/2.
    const hard = quick.coverage.find((x) => x.mixture === 'hard' && x.trials === 1);
    expect(hard?.pull).toBeGreaterThan(0);
  });

  it('checks a budget figure by simulation', () => {
    const b = quick.budgets[0];
    expect(b?.advised).toBeGreaterThan(4);
    expect(b?.power?.high).toBeGreaterThanOrEqual(b?.power?.low ?? 1);
  });

  it('is deterministic, and a cell does not depend on which other cells run', () => {
    const options = { ...QUICK_OPTIONS, seed: 12345 };
    const alone = runCell(options, 200, 4, 5, calibrateShift(0.05), QUICK_OPTIONS.powerRuns);
    expect(alone).toEqual(at(200, 4, 5));
  });
});

describe('the edges (quick)', () => {
  it('unequal trial counts: no rule calls an unchanged model worse or better above its level', () => {
    for (const c of quick.edges.unequal.filter((x) => x.drop === 0)) {
      atMost(c.regression.paired01 / c.runs, 0.01, c.runs);
      atMost(c.improvement.paired01 / c.runs, 0.01, c.runs);
      atMost(c.regression.z95 / c.runs, 0.05, c.runs);
      atMost(c.improvement.z95 / c.runs, 0.05, c.runs);
      atMost(c.regression.overlap / c.runs, 0.01, c.runs);
    }
  });

  it('small benchmarks: paired at or below alpha; at 2 questions it can never fail', () => {
    for (const c of quick.edges.small) {
      atMost(c.regression.paired01 / c.runs, 0.01, c.runs);
      atMost(c.regression.paired05 / c.runs, 0.05, c.runs);
      if (c.questions === 2) expect(c.blind).toBe(c.runs);
    }
  });

  it('a true drop equal to the margin fails in at most alpha of PRs under paired', () => {
    const at = quick.edges.margin.filter((c) => c.drop === c.margin);
    expect(at.length).toBeGreaterThan(0);
    for (const c of at) atMost(c.failed.paired01 / c.runs, 0.01, c.runs);
  });

  it('the reported detectable drop has about 80% power for a spread drop', () => {
    const spread = quick.edges.detect.filter((c) => c.spread !== null);
    expect(spread.length).toBeGreaterThan(4);
    // 300 runs per cell: a Monte Carlo SE of 2.3 points at 80%.
    for (const c of spread) {
      expect(c.spread).toBeGreaterThan(0.65);
      expect(c.spread).toBeLessThan(0.95);
    }
  });
});

describe('the report', () => {
  it('formats rates', () => {
    expect(pct(0)).toBe('0%');
    expect(pct(0.0025)).toBe('0.25%');
    expect(pct(0.123)).toBe('12.3%');
    expect(pct(Number.NaN)).toBe('n/a');
  });

  it('renders docs/statistics.md and the summary from the numbers', () => {
    const md = renderStatistics(quick, {
      command: 'npm run validate -- --quick',
      version: '0.1.0',
    });
    expect(md).toContain('# How often the gate is wrong: measured');
    expect(md).toContain('## Multiple comparisons');
    expect(md).toContain('## The trial budget, checked');
    expect(md).toContain('## Churn (the same accuracy, other questions)');
    for (const sentence of headlineSentences(quick)) expect(md).toContain(sentence);
    expect(headlineSentences(quick)[0]).toContain(
      `by \`rule: paired\` (α = 0.01) in ${pct(flagRate(at(200, 1, 10), 'paired01'))}`,
    );
    expect(renderSummary(quick)).toContain('| paired, α = 0.01 |');
  });

  it('parses the command line', () => {
    expect(parseValidateArgs(['--quick', '--seed', '7'])).toEqual({
      quick: true,
      seed: 7,
      out: undefined,
      write: true,
      jobs: undefined,
    });
    expect(optionsFor(parseValidateArgs(['--seed', '3'])).seed).toBe(3);
    expect(() => parseValidateArgs(['--bogus'])).toThrow(/unknown argument --bogus/);
  });
});
