// scripts/validate-usage.ts in its quick mode (seconds): the section renders from the numbers, the
// cells do not depend on how they are spread over processes, and the gate's false alarms and the
// coverage of its interval are where docs/statistics.md says (with the quick run's precision).
import { beforeAll, describe, expect, it } from 'vitest';
import { populationMean } from '../../scripts/validate-usage-draws.js';
import {
  USAGE_MARKERS,
  usageSection,
  withUsageSection,
} from '../../scripts/validate-usage-section.js';
import type { CoverageCell, UsageValidationResult } from '../../scripts/validate-usage-types.js';
import {
  USAGE_QUICK,
  runUsageJob,
  runUsageValidation,
  usageJobs,
} from '../../scripts/validate-usage.js';

let quick: UsageValidationResult;
beforeAll(async () => {
  quick = await runUsageValidation({ ...USAGE_QUICK, seed: 4242 });
});

describe('npm run validate: tokens, time and cost (quick, seed 4242)', () => {
  it('the populations have the stated means (log-normal: median × e^{σ²/2})', () => {
    expect(populationMean('lognormal σ = 1')).toBeCloseTo(800 * Math.exp(0.5), 10);
    expect(populationMean('runaway 5%')).toBeCloseTo(
      0.05 * 16000 + 0.95 * 600 * Math.exp(0.32),
      10,
    );
  });

  it("Fieller's gate keeps its level at the tolerance, and covers at least 90% (quick: 300 runs)", () => {
    const runs = USAGE_QUICK.runs;
    for (const c of quick.coverage as CoverageCell[]) {
      // At most α + 3 Monte Carlo standard errors.
      expect(c.falseAlarms.fieller / runs).toBeLessThanOrEqual(0.01 + 3 * Math.sqrt(0.0099 / runs));
      expect(1 - (c.misses.fieller.low + c.misses.fieller.high) / runs).toBeGreaterThanOrEqual(0.9);
    }
    // No change is never a failure in these cells.
    expect(quick.power.filter((p) => p.ratio === 1).every((p) => p.fails <= 3)).toBe(true);
  });

  it('a change that reshapes usage: the gate keeps ≤ 2α about the questions run (issue 36)', () => {
    // The quick run's two reshapes at 50 and 200 questions (300 PRs each). At these questions'
    // ratio 1 + τ the gate keeps its level; at the population's, it fails many PRs (18% at 50
    // questions for μ^0.3 when the issue measured it), nearly all of them PRs whose own questions'
    // usage rose beyond the tolerance.
    const runs = USAGE_QUICK.runs;
    for (const c of quick.reshapes) {
      expect(c.runs).toBe(runs);
      expect(c.falseAlarms / c.runs).toBeLessThanOrEqual(0.02 + 3 * Math.sqrt(0.0198 / runs));
      expect(c.population.withinTolerance).toBeLessThanOrEqual(c.population.fails);
    }
    const worst = quick.reshapes.find(
      (c) => c.reshape === 'μ^0.3, lognormal σ = 1.5' && c.questions === 50,
    );
    if (!worst) throw new Error('no cell');
    expect(worst.population.fails / worst.population.runs).toBeGreaterThan(0.1);
    expect(worst.population.withinTolerance / worst.population.runs).toBeLessThan(0.02);
    // Where these questions' usage is 1.5 times the baseline's, the gate fails such PRs (28% at 50
    // questions in the full run): a gate that withholds a reshaped measure fails almost none (the
    // "too skewed to gate" check of an earlier version: 0%–1% at 200 questions).
    const [power] = quick.reshapePower;
    if (!power) throw new Error('no power cell');
    expect(power.fails / power.runs).toBeGreaterThan(0.1);
  });

  it('a run effect: the gate runs hot from one run a side, and keeps its level with the spread declared or measured', () => {
    const runs = USAGE_QUICK.runs;
    const cell = (reshape: string) =>
      quick.reshapes.find((c) => c.reshape === reshape && c.questions === 200);
    const plain = cell('each run 5% longer or shorter as a whole (CV)');
    const declared = cell('each run 5% longer or shorter, usage-run-spread 5%');
    if (!plain || !declared) throw new Error('no cell');
    // Runs 5% longer or shorter by chance: above 2α at 200 questions (4.5% in the full run).
    expect(plain.falseAlarms / plain.runs).toBeGreaterThan(0.02);
    expect(declared.falseAlarms / declared.runs).toBeLessThanOrEqual(
      0.01 + 3 * Math.sqrt(0.0099 / runs),
    );
    // The spread measured from 5 runs of 200 questions: its default (90%) bound holds the truth
    // about 90% of the time, and the gate that declares it keeps its level.
    const [measured] = quick.runSpread;
    if (!measured) throw new Error('no run-spread cell');
    expect(measured).toMatchObject({ questions: 200, runs: 5, cv: 0.05 });
    expect(measured.medianEstimate).toBeGreaterThan(0.02);
    expect(measured.medianEstimate).toBeLessThan(0.08);
    const byDefault = measured.bounds.find((b) => b.confidence === 0.9);
    if (!byDefault) throw new Error('no default bound');
    expect(byDefault.covered / measured.draws).toBeGreaterThanOrEqual(0.8);
    expect(byDefault.falseAlarms / measured.draws).toBeLessThanOrEqual(0.03);
    // A higher bound is wider: it fails no more PRs at 1.5 than a lower one.
    const fails = measured.bounds.map((b) => b.fails);
    expect([...fails].sort((x, y) => y - x)).toEqual(fails);
  });

  it('a cell is the same whichever process runs it (its own PRNG stream)', () => {
    const options = { ...USAGE_QUICK, seed: 4242 };
    const job = usageJobs(options)[1];
    if (!job) throw new Error('no job');
    expect(runUsageJob(options, job)).toEqual(quick.coverage[1]);
  });

  it('the section is one block between its markers, and replaces itself', () => {
    const section = usageSection(quick);
    expect(section[0]).toBe(USAGE_MARKERS.start);
    expect(section[section.length - 1]).toBe(USAGE_MARKERS.end);
    const doc = `# Title\n\n## The README's summary\n`;
    const once = withUsageSection(doc, section, "## The README's summary");
    expect(once.indexOf(USAGE_MARKERS.start)).toBeLessThan(once.indexOf("## The README's summary"));
    expect(withUsageSection(once, section, "## The README's summary")).toBe(once);
  });
});
