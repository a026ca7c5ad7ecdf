// Tokens, time and cost: the ratio of means, Fieller's interval, the gate's t test, its place in
// the run's Holm family, and score's skewness-corrected mean. Reference values were computed
// independently with SciPy 1.17 (scipy.stats.t, the quadratic of Fieller's theorem written out),
// from the per-question values listed here; the real ones are read off the fixtures by hand
// (fixtures/readers/*/README.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSpread } from '../../src/decision/run-spread.js';
import { decide } from '../../src/decision/decide.js';
import type { DecisionSettings } from '../../src/decision/types.js';
import {
  compareUsage,
  fiellerInterval,
  ratioPValue,
  usageLevel,
  usageMean,
  type UsageComparison,
  type UsageInput,
} from '../../src/decision/usage.js';
import { rejudgeUsage } from '../../src/decision/rejudge.js';
import { RESHAPED, SCALED } from './usage-samples.js';

/**
 * promptfoo agentverity: seconds per test, the mean of its 26 repeats' latencyMs (the sums read off
 * the two real runs of one suite, fixtures/readers/promptfoo).
 */
const ROUTER_FAST = [719, 552, 567, 441, 470, 450].map((ms) => ms / 26_000);
const ROUTER_SLOW = [5839, 3942, 3993, 3818, 3960, 3953].map((ms) => ms / 26_000);

function input(
  baseline: readonly number[],
  candidate: readonly number[],
  tolerance?: number,
): UsageInput {
  return {
    measure: 'seconds',
    baseline,
    candidate,
    missing: { baseline: 0, candidate: 0 },
    ...(tolerance !== undefined ? { tolerance } : {}),
  };
}

const PAIRED: DecisionSettings = {
  rule: 'paired',
  alpha: 0.01,
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
};

describe("Fieller's interval of the ratio of means", () => {
  it('matches the reference on a small example (t with 3 df)', () => {
    const r = fiellerInterval([100, 200, 300, 400], [120, 210, 330, 440], 0.025);
    expect(r.ratio).toBeCloseTo(1.1, 14);
    expect(r.lo).toBeCloseTo(1.0413574588682675, 12);
    expect(r.hi).toBeCloseTo(1.2417943527877822, 12);
  });

  it('matches the reference on the real promptfoo latencies (6 tests × 26 repeats)', () => {
    const r = fiellerInterval(ROUTER_FAST, ROUTER_SLOW, 0.01);
    expect(r.ratio).toBeCloseTo(7.97280400125039, 12);
    expect(r.lo).toBeCloseTo(7.028432540922506, 10);
    expect(r.hi).toBeCloseTo(9.14173767032331, 10);
  });

  it('is exact when every question moved by the same factor, and unbounded when the baseline is not credibly above 0', () => {
    const b = [1, 2, 3, 4, 5, 6, 7, 8];
    const exact = fiellerInterval(
      b,
      b.map((x) => 1.5 * x),
      0.025,
    );
    expect(exact.ratio).toBe(1.5);
    expect(exact.lo).toBeCloseTo(1.5, 12);
    expect(exact.hi).toBeCloseTo(1.5, 12);
    // With 3 such questions t is ±2√3 at every r ≠ 1.5, inside ±t(0.975, 2) = ±4.30: Fieller's
    // set is every r (the baseline's mean is not credibly above 0 at that level).
    expect(fiellerInterval([1, 2, 3], [1.5, 3, 4.5], 0.025)).toEqual({
      ratio: 1.5,
      lo: 0,
      hi: Infinity,
    });
    // Real Inspect total tokens (qwen -> sonnet, 3 questions): t(0.975, 2) = 4.30 is too wide
    // for the baseline's mean to be credibly above 0 at that level: [0, ∞).
    const arc = fiellerInterval([334, 300, 251], [485, 105, 322], 0.01);
    expect(arc.ratio).toBeCloseTo(304 / 295, 14);
    expect(arc.lo).toBe(0);
    expect(arc.hi).toBeCloseTo(3.807575447835201, 10);
    expect(fiellerInterval([1, 0, 0], [1, 1, 1], 0.01)).toEqual({ ratio: 3, lo: 0, hi: Infinity });
  });

  it('the interval and the gate are one statement: lo > r0 exactly when p(ratio > r0) < level', () => {
    const positive = fc.array(fc.double({ min: 1, max: 5000, noNaN: true }), {
      minLength: 2,
      maxLength: 30,
    });
    fc.assert(
      fc.property(
        positive,
        fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 30, maxLength: 30 }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.constantFrom(0.005, 0.01, 0.025, 0.05),
        (b, factors, r0, level) => {
          const c = b.map((x, q) => x * (factors[q] as number));
          const iv = fiellerInterval(b, c, level);
          expect(iv.lo).toBeLessThanOrEqual(iv.ratio * (1 + 1e-12));
          expect(iv.hi).toBeGreaterThanOrEqual(iv.ratio * (1 - 1e-12));
          const p = ratioPValue(b, c, r0);
          // Away from the boundary (rounding), the two agree.
          if (Math.abs(iv.lo - r0) > 1e-9 * r0) expect(iv.lo > r0).toBe(p < level);
        },
      ),
      { numRuns: 300, seed: 31 },
    );
  });
});

describe('the gate: a credible increase beyond the tolerance', () => {
  it("p-value of the t test of c − r0 b (SciPy's t.sf: 0.04637 with 2 df)", () => {
    expect(ratioPValue([100, 200, 300], [130, 250, 390], 1.1)).toBeCloseTo(0.04636764563672271, 12);
    expect(ratioPValue(ROUTER_FAST, ROUTER_SLOW, 1.25)).toBeCloseTo(2.2539970392743284e-5, 14);
    // No spread: the answer is exact.
    expect(ratioPValue([1, 1], [2, 2], 1.5)).toBe(0);
    expect(ratioPValue([1, 2], [2, 4], 2)).toBe(0.5);
    expect(ratioPValue([1, 1], [2, 2], 2.5)).toBe(1);
  });

  it('the level is the accuracy rules’ own: α, 1 − min-confidence, or each side of the overlap interval', () => {
    expect(usageLevel(PAIRED)).toBe(0.01);
    expect(usageLevel({ ...PAIRED, rule: 'z', minConfidence: 0.9 })).toBeCloseTo(0.1, 14);
    expect(usageLevel({ ...PAIRED, rule: 'overlap', confidence: 0.95 })).toBeCloseTo(0.025, 14);
  });

  it('verdicts: regression, within tolerance, report-only increase, decrease, no change, not compared', () => {
    const slow = compareUsage(input(ROUTER_FAST, ROUTER_SLOW, 0.25), 0.01);
    expect(slow).toMatchObject({
      change: 'increase',
      verdict: 'regression',
      fails: true,
      unit: 'seconds',
    });
    expect(slow.baseline).toBeCloseTo(0.020506410256410257, 14);
    expect(slow.candidate).toBeCloseTo(0.1634935897435897, 14);
    expect(slow.pValue).toBeCloseTo(2.2539970392743284e-5, 14);
    // The same increase under a tolerance it does not credibly exceed (+697% [+603%, +814%]).
    expect(compareUsage(input(ROUTER_FAST, ROUTER_SLOW, 7), 0.01)).toMatchObject({
      verdict: 'within-tolerance',
      fails: false,
    });
    expect(compareUsage(input(ROUTER_FAST, ROUTER_SLOW), 0.01)).toMatchObject({
      verdict: 'increase',
      tolerance: null,
      pValue: null,
      fails: false,
    });
    expect(compareUsage(input(ROUTER_SLOW, ROUTER_FAST, 0.1), 0.01)).toMatchObject({
      change: 'decrease',
      verdict: 'decrease',
    });
    expect(
      compareUsage(
        input([1, 2, 3, 4, 5, 6, 7, 8], [1.1, 1.8, 3.15, 3.8, 5.5, 5.4, 7.35, 7.6], 0.1),
        0.01,
      ).verdict,
    ).toBe('no-change');
    const single = compareUsage(input([10], [20], 0.1), 0.01);
    expect(single).toMatchObject({
      verdict: 'not-compared',
      ratio: 2,
      lo: null,
      hi: null,
      fails: false,
    });
    expect(compareUsage(input([0, 0], [1, 2], 0.1), 0.01)).toMatchObject({
      verdict: 'not-compared',
      ratio: null,
    });
    expect(compareUsage(input([], [], 0.1), 0.01)).toMatchObject({
      verdict: 'not-compared',
      notCompared: 'no-questions',
      baseline: null,
      questions: 0,
    });
    expect(single.notCompared).toBe('one-question');
    // Twelve skewed lengths, each 35-45% longer on the candidate: the t test at 1.1 alone would
    // reject (p < 0.01), but the baseline's mean is not credibly above 0 at t(0.99, 11) = 2.72
    // (its own t is 2.59), so Fieller's set is unbounded: no ratio is excluded, none tested.
    const lengths = [120, 340, 90, 1500, 610, 75, 230, 880, 410, 160, 2900, 300];
    const longer = lengths.map((x, q) => x * ([1.35, 1.4, 1.3, 1.45][q % 4] as number));
    expect(ratioPValue(lengths, longer, 1.1)).toBeLessThan(0.01);
    expect(compareUsage(input(lengths, longer, 0.1), 0.01)).toMatchObject({
      verdict: 'not-compared',
      notCompared: 'unbounded',
      pValue: null,
      fails: false,
    });
    // At the overlap rule's level (0.025 each side) it is bounded, and the gate fails.
    expect(compareUsage(input(lengths, longer, 0.1), 0.025).fails).toBe(true);
  });
});

describe('a change that reshapes usage (issue 36)', () => {
  const tokens = (sample: typeof RESHAPED | typeof SCALED): UsageInput => ({
    measure: 'total-tokens',
    baseline: sample.baseline,
    candidate: sample.candidate,
    missing: { baseline: 0, candidate: 0 },
    tolerance: 0.1,
  });

  it('a change that raises these questions’ usage beyond the tolerance fails, however it reshapes it', () => {
    // Drawn where the population's ratio is exactly 1.1; these 50 questions lack the long tail
    // that carries the population's mean, and on them the candidate uses 1.71 times the tokens.
    // The gate's test is about the questions run (usage.ts): a credible increase beyond 10% on
    // them is a regression. (Earlier versions reported it as "too skewed to gate".)
    const u = compareUsage(tokens(RESHAPED), 0.01);
    expect(u).toMatchObject({
      change: 'increase',
      verdict: 'regression',
      falseAlarms: null,
      notGated: null,
      fails: true,
    });
    // SciPy 1.17: t = 2.76333 on c − 1.1 b, 49 df, scipy.stats.t.sf → 0.00401844.
    expect(u.pValue).toBeCloseTo(0.00401844, 7);
    expect(u.ratio).toBeCloseTo(2964.04 / 1737.7, 12);
    expect(u.lo).toBeGreaterThan(1.1);
  });

  it('a real increase that scales every question fails too, with its own p-value', () => {
    const u = compareUsage(tokens(SCALED), 0.01);
    expect(u).toMatchObject({ verdict: 'regression', fails: true, notGated: null });
    expect(u.pValue).toBeCloseTo(ratioPValue(SCALED.baseline, SCALED.candidate, 1.1), 14);
  });

  it('both gated measures are tests of the run: K = 2, and Holm adjusts both', () => {
    const d = decide([{ name: 'a', comparisons: [], usage: [tokens(RESHAPED), tokens(SCALED)] }], {
      ...PAIRED,
      multipleComparisons: 'holm',
    });
    expect(d.gatedComparisons).toBe(2);
    const [reshaped, scaled] = d.benchmarks[0]?.usage ?? [];
    // Holm over K = 2: the smaller p-value times 2, the larger times 1 (not below the smaller's).
    const p = [reshaped?.pValue ?? NaN, scaled?.pValue ?? NaN];
    const low = Math.min(...p);
    const high = Math.max(...p);
    expect([reshaped?.adjustedPValue, scaled?.adjustedPValue].sort()).toEqual(
      [2 * low, Math.max(high, 2 * low)].sort(),
    );
  });

  it('a merge judges it again from its values, and refuses a p-value they do not give', () => {
    const where = 'r.json: benchmarks[0].usage[0]';
    const gated = compareUsage(tokens(SCALED), 0.01);
    expect(rejudgeUsage(gated, 0.01, where)).toMatchObject({ pValue: gated.pValue, fails: true });
    const refused = (u: UsageComparison) => () => rejudgeUsage(u, 0.01, where);
    // A failing measure whose p-value was dropped (as an earlier version's "not gated" did).
    expect(refused({ ...gated, pValue: null })).toThrow(/pValue null is not what/);
  });
});

describe('with 2 or more trials a question: the trials’ own noise (issue 36)', () => {
  // 31 questions: 30 small ones, each 30% longer on the candidate, and one that carries a fifth
  // of the usage, exactly at the tolerance (880 = 1.1 × 800). Its four trials a side spread by 400
  // tokens (variance of its mean 160,000 / 4 = 40,000), the others' by 10 (25): the questions'
  // spread of c − 1.1 b misses that noise, the trials show it.
  const small = {
    b: [100, 120, 90, 110, 105, 95, 115, 100, 120, 90],
    c: [130, 150, 120, 140, 140, 120, 150, 135, 150, 115],
  };
  const b = [...small.b, ...small.b, ...small.b, 800];
  const c = [...small.c, ...small.c, ...small.c, 880];
  const own = [...Array<number>(30).fill(25), 40000];
  const trialVariance = { baseline: own, candidate: own };

  it('the test takes the larger variance: SciPy 1.17, t.sf on 30 df', () => {
    // The questions' spread: t = 22.3615, p = 1.45476e-20.
    expect(ratioPValue(b, c, 1.1)).toBeCloseTo(1.45476e-20, 24);
    // The trials' own: Σ (v_c + 1.21 v_b) / 31² = 93.7123, t = 2.00436, p = 0.0270656.
    expect(ratioPValue(b, c, 1.1, { trialVariance })).toBeCloseTo(0.0270656, 6);
    // Where the trials agree the questions' spread is the larger, and the test is plain t.
    const quiet = { baseline: Array<number>(31).fill(0), candidate: Array<number>(31).fill(0) };
    expect(ratioPValue(b, c, 1.1, { trialVariance: quiet })).toBe(ratioPValue(b, c, 1.1));
  });

  it('the interval is the one the test inverts, and the verdict follows it', () => {
    const level = 0.01;
    const plain = fiellerInterval(b, c, level);
    const both = fiellerInterval(b, c, level, { trialVariance });
    expect(plain.lo).toBeGreaterThan(1.1);
    expect(both.lo).toBeLessThan(1.1);
    expect(both.lo).toBeLessThanOrEqual(plain.lo);
    expect(both.hi).toBeGreaterThanOrEqual(plain.hi);
    const tokens = {
      measure: 'total-tokens' as const,
      baseline: b,
      candidate: c,
      missing: { baseline: 0, candidate: 0 },
      tolerance: 0.1,
    };
    expect(compareUsage(tokens, level)).toMatchObject({ verdict: 'regression', fails: true });
    const judged = compareUsage({ ...tokens, trialVariance }, level);
    expect(judged).toMatchObject({ fails: false, lo: both.lo, hi: both.hi });
    expect(judged.evidence?.trialVariance).toEqual(trialVariance);
    // A merge compares it again from the same values, trial variances included.
    expect(rejudgeUsage(judged, level, 'r.json')).toMatchObject({
      pValue: judged.pValue,
      fails: false,
    });
    expect(() =>
      rejudgeUsage({ ...judged, evidence: { baseline: b, candidate: c } }, level, 'r.json'),
    ).toThrow(/is not what its per-question values give/);
  });

  it('refuses trial variances that are not one per question, or not numbers >= 0', () => {
    expect(() =>
      ratioPValue(b, c, 1.1, { trialVariance: { baseline: [1], candidate: [1] } }),
    ).toThrow(/one per question on each side; got 1 and 1 for 31 questions/);
    expect(() =>
      ratioPValue(b, c, 1.1, {
        trialVariance: { ...trialVariance, candidate: [...own.slice(1), -1] },
      }),
    ).toThrow(/finite numbers >= 0; got 40000 and -1 at question 30/);
  });
});

describe('a run spread: runs that vary as a whole by chance (issue 36)', () => {
  // 12 questions, the candidate about 21% above the baseline on each. Plain t calls it beyond a
  // 10% tolerance; a run spread of 5% (each side's whole run longer or shorter by chance, CV 5%)
  // adds v² (c̄² + r² b̄²) to the variance of c̄ − r b̄, and the same runs no longer show it.
  const b = [800, 1200, 950, 1100, 700, 1300, 1000, 900, 1050, 1150, 980, 1020];
  const c = [1010, 1430, 1150, 1320, 860, 1580, 1200, 1120, 1230, 1390, 1200, 1220];

  it('the test counts it: SciPy 1.17, t.sf on 11 df (0.102064 where plain t gives 4.72e-10)', () => {
    expect(ratioPValue(b, c, 1.1)).toBeCloseTo(4.723897e-10, 15);
    expect(ratioPValue(b, c, 1.1, { runSpread: 0.05 })).toBeCloseTo(0.1020639, 6);
    expect(ratioPValue(b, c, 1.1, { runSpread: 0 })).toBe(ratioPValue(b, c, 1.1));
  });

  it("Fieller's interval is the one that test inverts (SciPy: brentq on t(r) = ±t₀.₉₉,₁₁)", () => {
    const plain = fiellerInterval(b, c, 0.01);
    expect(plain.lo).toBeCloseTo(1.1940582, 6);
    expect(plain.hi).toBeCloseTo(1.22978, 5);
    const spread = fiellerInterval(b, c, 0.01, { runSpread: 0.05 });
    expect(spread.ratio).toBeCloseTo(1.2106996, 6);
    expect(spread.lo).toBeCloseTo(0.9962862, 6);
    expect(spread.hi).toBeCloseTo(1.4739533, 6);
  });

  it('the verdict follows, the JSON records it, and a merge compares again with it', () => {
    const input = {
      measure: 'seconds' as const,
      baseline: b,
      candidate: c,
      missing: { baseline: 0, candidate: 0 },
      tolerance: 0.1,
    };
    expect(compareUsage(input, 0.01)).toMatchObject({ verdict: 'regression', fails: true });
    expect(compareUsage(input, 0.01)).not.toHaveProperty('runSpread');
    const judged = compareUsage({ ...input, runSpread: 0.05 }, 0.01);
    expect(judged).toMatchObject({ verdict: 'no-change', fails: false, runSpread: 0.05 });
    expect(judged.lo).toBeCloseTo(0.9962862, 6);
    expect(rejudgeUsage(judged, 0.01, 'r.json')).toMatchObject({ pValue: judged.pValue });
    // A shard that drops it shows numbers its values no longer give.
    const stripped = { ...judged };
    delete stripped.runSpread;
    expect(() => rejudgeUsage(stripped, 0.01, 'r.json')).toThrow(
      /r\.json: seconds's lo 0\.996\d* is not what its per-question values give/,
    );
  });

  it('with the trials’ own variance too, each Fieller set widens by it and the interval is their union', () => {
    const own = Array<number>(12).fill(1e5);
    const trialVariance = { baseline: own, candidate: own };
    const both = fiellerInterval(b, c, 0.01, { trialVariance, runSpread: 0.05 });
    const trialsOnly = fiellerInterval(b, c, 0.01, { trialVariance });
    const spreadOnly = fiellerInterval(b, c, 0.01, { runSpread: 0.05 });
    expect(both.lo).toBeLessThan(Math.min(trialsOnly.lo, spreadOnly.lo));
    expect(both.hi).toBeGreaterThan(Math.max(trialsOnly.hi, spreadOnly.hi));
    // The p-value at the interval's lower end is the level: one statement.
    expect(ratioPValue(b, c, both.lo, { trialVariance, runSpread: 0.05 })).toBeCloseTo(0.01, 12);
  });

  it('refuses a run spread that is not a coefficient of variation from 0 to 1', () => {
    for (const bad of [-0.01, 1.5, Number.NaN])
      expect(() => ratioPValue(b, c, 1.1, { runSpread: bad })).toThrow(
        /the run spread must be a coefficient of variation from 0 to 1; got/,
      );
  });
});

describe('decide: usage in the run', () => {
  const accuracy = {
    metric: 'bayes',
    gate: true,
    baseline: { mu: 0.7, sigma: 0.01, lo: 0.68, hi: 0.72 },
    candidate: { mu: 0.7, sigma: 0.01, lo: 0.68, hi: 0.72 },
  };

  it('a usage regression alone makes the benchmark and the run a regression; gated tests join K', () => {
    const d = decide(
      [{ name: 'router', comparisons: [accuracy], usage: [input(ROUTER_FAST, ROUTER_SLOW, 0.25)] }],
      { ...PAIRED, rule: 'z' },
    );
    expect(d.verdict).toBe('regression');
    expect(d.benchmarks[0]?.verdict).toBe('regression');
    expect(d.benchmarks[0]?.comparisons[0]?.fails).toBe(false);
    expect(d.benchmarks[0]?.usage[0]?.fails).toBe(true);
    expect(d.benchmarks[0]?.usage[0]?.level).toBeCloseTo(0.05, 14);
    expect(d.gatedComparisons).toBe(2);
    expect(d.falseAlarmBound).toBeCloseTo(0.1, 14);
  });

  it('report-only and not-compared measures are not tests: K counts the gated, compared ones', () => {
    const d = decide(
      [
        {
          name: 'a',
          comparisons: [accuracy],
          usage: [input(ROUTER_FAST, ROUTER_SLOW), input([1], [2], 0.1)],
        },
      ],
      PAIRED,
    );
    expect(d.gatedComparisons).toBe(1);
    expect(d.verdict).toBe('no-change');
    expect(d.benchmarks[0]?.usage.map((u) => u.verdict)).toEqual(['increase', 'not-compared']);
  });

  it("holm: the usage p-values are adjusted with the accuracy rules' (the tests that fail a run)", () => {
    // Rule z at min-confidence 0.95 (level 0.05): the two unchanged accuracy comparisons have p
    // 0.5 each; p = 0.04637 fails alone, and with K = 3 Holm multiplies the smallest by 3.
    const Z: DecisionSettings = { ...PAIRED, rule: 'z', multipleComparisons: 'holm' };
    const weak = { ...input([100, 200, 300], [130, 250, 390], 0.1), measure: 'cost' as const };
    const alone = decide([{ name: 'a', comparisons: [], usage: [weak] }], Z);
    expect(alone.benchmarks[0]?.usage[0]).toMatchObject({ fails: true });
    expect(alone.benchmarks[0]?.usage[0]?.adjustedPValue).toBeCloseTo(0.04636764563672271, 12);
    const three = decide(
      [
        { name: 'a', comparisons: [], usage: [weak] },
        { name: 'b', comparisons: [accuracy, accuracy] },
      ],
      Z,
    );
    expect(three.gatedComparisons).toBe(3);
    const u = three.benchmarks[0]?.usage[0];
    expect(u?.pValue).toBeCloseTo(0.04636764563672271, 12);
    expect(u?.adjustedPValue).toBeCloseTo(3 * 0.04636764563672271, 12);
    expect(u?.fails).toBe(false);
    expect(three.falseAlarmBound).toBeCloseTo(0.05, 14);
  });
});

describe("score's mean per question", () => {
  it("Student's t corrected for skewness (Hall), as SciPy computes it", () => {
    const m = usageMean([120, 200, 340, 410, 900], 0.95);
    expect(m.mean).toBe(394);
    expect(m.lo).toBeCloseTo(117.58546468723671, 9);
    expect(m.hi).toBeCloseTo(1903.1317937987549, 9);
    expect(usageMean([5, 5, 5], 0.95)).toEqual({ mean: 5, lo: 5, hi: 5, questions: 3 });
    expect(usageMean([7], 0.95)).toEqual({ mean: 7, lo: null, hi: null, questions: 1 });
  });
});

describe('the documented examples (src/decision/usage.ts, usage-ratio.ts, run-spread.ts)', () => {
  // An outside review found two of them wrong: the examples are checked like the code.
  it('give what their comments say', () => {
    const f = fiellerInterval([100, 200, 300, 400], [120, 210, 330, 440], 0.025);
    expect(f.ratio).toBeCloseTo(1.1, 12);
    expect(f.lo.toFixed(3)).toBe('1.041');
    expect(f.hi.toFixed(3)).toBe('1.242');
    expect(ratioPValue([100, 200, 300], [130, 250, 390], 1.1).toFixed(4)).toBe('0.0464');
    const m = usageMean([120, 200, 340, 410, 900], 0.95);
    expect([m.mean, m.lo?.toFixed(1), m.hi?.toFixed(1), m.questions]).toEqual([
      394,
      '117.6',
      '1903.1',
      5,
    ]);
    const spread = runSpread(
      [
        [100, 200, 300],
        [110, 220, 330],
        [95, 190, 285],
      ],
      0.9,
    );
    expect([spread.spread.toFixed(4), spread.upper.toFixed(3)]).toEqual(['0.0719', '0.230']);
  });
});
