/**
 * The simulation behind `npm run validate`, checked on a handful of seeded cells: every kind of job
 * runs with a few dozen simulated pull requests (a second or two of CPU, however busy the
 * machine), enough to check the bookkeeping, the directions the rates must take, and the report
 * built from them. The rates themselves (false alarms at α, power, coverage, over thousands of
 * PRs per cell) are measured by `npm run validate`, which writes docs/statistics.md: a test
 * that needed them ran 75 s of CPU and timed out on a busy 2-core machine (issue 38).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { optionsFor, parseValidateArgs } from '../../scripts/validate.js';
import { assemble, runJob, validationJobs, type Job } from '../../scripts/validate-run.js';
import {
  headlineSentences,
  pct,
  renderStatistics,
  renderSummary,
} from '../../scripts/validate-report.js';
import {
  QUICK_EDGES,
  QUICK_OPTIONS,
  QUICK_PROCESSES,
  QUICK_STAGES,
} from '../../scripts/validate-options.js';
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
import type { ValidationOptions, ValidationResult } from '../../scripts/validate-types.js';

/** Every job of the quick run's shape, each with a few dozen seeded PRs. */
const TINY: ValidationOptions = {
  ...QUICK_OPTIONS,
  seed: 12345,
  nullRuns: 40,
  powerRuns: 40,
  bootstrapRuns: 4,
  bootstrapIterations: 50,
  coverageRuns: 40,
  familyRuns: 40,
  budgetRuns: 40,
  edges: {
    populations: { ...QUICK_EDGES.populations, nullRuns: 40, powerRuns: 20 },
    unequal: {
      ...QUICK_EDGES.unequal,
      pairs: [[16, 2]],
      nullRuns: 100,
      powerRuns: 20,
      large: { questions: 1_000, populations: ['easy'], runs: 10 },
    },
    small: { questions: [2, 5], trials: [1, 8], runs: 200 },
    detect: { ...QUICK_EDGES.detect, trials: [4], pilotRuns: 10, runs: 40 },
    margin: { ...QUICK_EDGES.margin, runs: 40 },
    mcnemar: { questions: [200], drops: [0], nullRuns: 100, powerRuns: 20 },
  },
  processes: {
    ...QUICK_PROCESSES,
    families: { ...QUICK_PROCESSES.families, runs: 40 },
    correlation: { ...QUICK_PROCESSES.correlation, runs: 40 },
    bimodal: { ...QUICK_PROCESSES.bimodal, nullRuns: 40, powerRuns: 40 },
    rubric: { ...QUICK_PROCESSES.rubric, runs: 20 },
    holm: { ...QUICK_PROCESSES.holm, runs: 10 },
  },
  stages: { ...QUICK_STAGES, nullRuns: 40, powerRuns: 20, pilotRuns: 10 },
};

/**
 * The edge cells that measure every population (detect: ~25 ms of CPU per simulated PR) run for
 * the balanced mixture only; `npm run validate` runs all five.
 */
function kept(job: Job): boolean {
  if (job.kind !== 'edge') return true;
  if (job.job.kind === 'population') return job.job.args[1] === 'mixture';
  if (job.job.kind === 'detect') return job.job.args[2] === 'mixture';
  return true;
}

/** The tiny run, once for the whole file. */
let quick: ValidationResult;
beforeAll(() => {
  const jobs = validationJobs(TINY).filter(kept);
  quick = assemble(
    TINY,
    jobs,
    jobs.map((job) => runJob(TINY, job)),
  );
});

function at(m: number, n: number, d: number | 'churn'): CellResult {
  const c = findCell(quick, m, n, d);
  if (!c) throw new Error(`no cell ${m} x ${n} x ${d}`);
  return c;
}

/**
 * A rule that keeps its level `p`: the measured rate is below 2p + 3 Monte Carlo standard errors.
 * With a few dozen runs this catches a rule that fires on unchanged models several times its
 * level, not a level off by a point (that is `npm run validate`'s to measure, over thousands).
 */
function atMost(rate: number, p: number, runs: number): void {
  const bound = 2 * p;
  expect(rate).toBeLessThanOrEqual(bound + 3 * Math.sqrt((bound * (1 - bound)) / runs));
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

describe('a few seeded cells of every kind (seed 12345)', () => {
  it('rule paired keeps its false alarms at alpha (within Monte Carlo error)', () => {
    for (const n of [1, 4, 16]) {
      const c = at(200, n, 0);
      atMost(flagRate(c, 'paired01'), 0.01, c.runs);
      atMost(flagRate(c, 'paired05'), 0.05, c.runs);
    }
  });

  it('rule paired sees the drops the overlap rule misses at 1 and 4 trials per question', () => {
    // The full run measures 60.7% and 63.8%; with 40 seeded runs per cell, a margin for noise.
    const tenAtOne = at(200, 1, 10);
    const fiveAtFour = at(200, 4, 5);
    expect(flagRate(tenAtOne, 'paired01')).toBeGreaterThanOrEqual(0.4);
    expect(flagRate(fiveAtFour, 'paired01')).toBeGreaterThanOrEqual(0.4);
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
    expect(flagRate(at(200, 1, 0), 'naive2pt')).toBeGreaterThan(0.15);
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
    expect(c.conditional / c.runs).toBeGreaterThan(0.85);
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
    const alone = runCell(TINY, 200, 4, 5, calibrateShift(0.05), TINY.powerRuns);
    expect(alone).toEqual(at(200, 4, 5));
  });
});

describe('the edges (a few seeded cells)', () => {
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
    expect(spread.length).toBe(3); // overlap, z and paired on the mixture
    // 40 runs per cell: a Monte Carlo SE of 6.3 points at 80% (the full run: 1,000 runs).
    for (const c of spread) {
      expect(c.spread).toBeGreaterThan(0.55);
      expect(c.spread).toBeLessThan(1);
    }
  });
});

describe('a gate in stages (a few seeded cells)', () => {
  const cell = (change: 0 | 'sees' | 'planned') => {
    const c = quick.stages.find((x) => x.change === change && x.spending === 'halves');
    if (!c) throw new Error(`no stage cell ${String(change)}`);
    return c;
  };

  it('keeps an unchanged model within the level over the stages, and re-samples where stage 1 cannot tell', () => {
    const c = cell(0);
    expect(c.flagged).toHaveLength(QUICK_STAGES.nullStages);
    atMost((c.flagged[c.flagged.length - 1] as number) / c.runs, 0.01, c.runs);
    expect(c.resampled).toBeGreaterThan(c.runs / 2);
    // Cumulative: a stage never un-flags a PR.
    expect(c.flagged[1]).toBeGreaterThanOrEqual(c.flagged[0] as number);
  });

  it('at the drop stage 1 says it sees, stage 2 catches more; the plans cost a fraction of re-running every question', () => {
    const sees = cell('sees');
    expect(sees.drop).toBeGreaterThan(0.01);
    expect(sees.flagged[1]).toBeGreaterThan(sees.flagged[0] as number);
    const planned = cell('planned');
    expect(planned.drop).toBeLessThan(sees.drop);
    expect(planned.modelUniformTrials).toBeGreaterThanOrEqual(3 * planned.planTrials);
    expect(planned.uniform.length).toBeGreaterThanOrEqual(2);
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
    expect(md).toContain('## A gate in stages');
    expect(md).toContain('- **A gate in stages**');
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
