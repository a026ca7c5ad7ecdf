// Tokens, time and cost in a comparison, end to end on real logs (fixtures/usage/scorio.yml):
// Inspect's arc_easy with qwen2.5 and claude-sonnet-4, two real promptfoo runs of one suite, and
// HELM's BBQ with gpt-4-turbo and gpt-4o. Means and ratios are read off the files by hand
// (fixtures/readers/*/README.md); the intervals and p-values were computed independently with
// SciPy 1.17 from those per-question values.
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { mergeReportData, parseReport } from '../../src/report/index.js';
import type { UsageComparison } from '../../src/decision/usage.js';
import { ROOT } from '../readers/helpers.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');

async function run(overrides: Parameters<typeof compare>[0]['overrides'] = {}) {
  return compare({
    configFile: 'fixtures/usage/scorio.yml',
    cwd: ROOT,
    now: NOW,
    overrides,
  });
}

function usage(
  outcome: Awaited<ReturnType<typeof run>>,
  benchmark: string,
  measure: string,
): UsageComparison {
  const b = outcome.report.benchmarks.find((x) => x.name === benchmark);
  const u = b?.usage.find((x) => x.measure === measure);
  if (!u) throw new Error(`no ${measure} in ${benchmark}`);
  return u;
}

describe('compare: usage beside accuracy (fixtures/usage/scorio.yml, rule paired, α = 0.01)', () => {
  it('the promptfoo run whose latency went up 8-fold fails its seconds gate (25%)', async () => {
    const o = await run();
    expect(o.verdict).toBe('regression');
    const s = usage(o, 'router (promptfoo)', 'seconds');
    // Means over 6 tests of each test's 26 latencies (ms / 1000).
    expect(s.baseline).toBeCloseTo(0.020506410256410257, 14);
    expect(s.candidate).toBeCloseTo(0.1634935897435897, 14);
    expect(s.ratio).toBeCloseTo(7.97280400125039, 12);
    // Fieller's 98% interval, and the p-value of ratio > 1.25. Each test ran 26 repeats a side, so
    // the test's variance of c̄ − r b̄ is the larger of the tests' spread and the repeats' own; at r
    // near 7 the repeats' is the larger, and the interval is the union of the two Fieller sets
    // (SciPy from the 2 × 156 latencies: spread [7.02843, 9.14174], repeats [6.37032, 10.32966]).
    // At 1.25 the spread is the larger: the p-value is plain t's.
    expect(s.lo).toBeCloseTo(6.370322167914453, 9);
    expect(s.hi).toBeCloseTo(10.329663563781523, 9);
    expect(s.pValue).toBeCloseTo(2.2539970392743284e-5, 12);
    expect(s).toMatchObject({ questions: 6, tolerance: 0.25, verdict: 'regression', fails: true });
    expect(o.regressions).toEqual([
      expect.objectContaining({
        benchmark: 'router (promptfoo)',
        metric: 'seconds',
        message: 'router (promptfoo) seconds/question +697% [+537%, +933%] > 25%',
      }),
    ]);
    expect(o.comment.split('\n')[0]).toBe(
      '### ❌ Credible regression: router (promptfoo) seconds/question +697% [+537%, +933%] > 25% · ⚠️ baseline lost 2 of 111 questions (2 missing from its files)',
    );
  });

  it('HELM BBQ, gpt-4-turbo -> gpt-4o: 1.2% fewer prompt tokens (another tokenizer), credibly; runtime unchanged', async () => {
    const o = await run();
    const input = usage(o, 'bbq (HELM)', 'input-tokens');
    expect(input.baseline).toBeCloseTo(85.36, 12);
    expect(input.candidate).toBeCloseTo(84.31, 12);
    expect(input.ratio).toBeCloseTo(84.31 / 85.36, 12);
    expect(input.lo).toBeCloseTo(0.9831956253063885, 9);
    expect(input.hi).toBeCloseTo(0.9924284256859212, 9);
    expect(input.verdict).toBe('decrease');
    const total = usage(o, 'bbq (HELM)', 'total-tokens');
    expect(total).toMatchObject({ tolerance: 0.1, verdict: 'decrease', fails: false });
    expect(total.baseline).toBeCloseTo(86.36, 12);
    const seconds = usage(o, 'bbq (HELM)', 'seconds');
    expect(seconds.ratio).toBeCloseTo(0.9631136523515508, 12);
    expect(seconds.lo).toBeCloseTo(0.8460657456764975, 9);
    expect(seconds.hi).toBeCloseTo(1.085484050686237, 9);
    expect(seconds.verdict).toBe('no-change');
  });

  it('Inspect arc_easy on the 3 common questions: 295 -> 304 tokens, 11.59 -> 4.90 seconds', async () => {
    const o = await run();
    const total = usage(o, 'arc-easy (Inspect)', 'total-tokens');
    expect(total.baseline).toBe(295);
    expect(total.candidate).toBe(304);
    expect(total.questions).toBe(3);
    expect(total.lo).toBe(0);
    expect(total.hi).toBeCloseTo(3.807575447835201, 9);
    expect(total.verdict).toBe('no-change');
    const seconds = usage(o, 'arc-easy (Inspect)', 'seconds');
    expect(seconds.baseline).toBeCloseTo(34.769 / 3, 12);
    expect(seconds.candidate).toBeCloseTo(14.685 / 3, 12);
    expect(seconds.hi).toBeCloseTo(1.28752844263194, 9);
    // Zero cache reads on the candidate only, not on the baseline: not a measure to compare.
    expect(o.report.benchmarks[0]?.usage.map((u) => u.measure)).toEqual([
      'input-tokens',
      'output-tokens',
      'total-tokens',
      'seconds',
    ]);
  });

  it('the gated usage tests join the run: K = 3 metrics + 3 measures; the JSON report carries them', async () => {
    const o = await run();
    expect(o.report.gatedComparisons).toBe(6);
    expect(o.report.falseAlarmBound).toBeCloseTo(0.06, 14);
    expect(o.report.summary).toMatchObject({ usageGated: 3, usageRegressions: 1 });
    const json = JSON.parse(o.json) as { benchmarks: { usage: Record<string, unknown>[] }[] };
    expect(Object.keys(json.benchmarks[1]?.usage[0] ?? {})).toEqual(
      expect.arrayContaining([
        'measure',
        'unit',
        'baseline',
        'candidate',
        'ratio',
        'lo',
        'hi',
        'questions',
        'verdict',
      ]),
    );
    // An unbounded side is null in JSON.
    expect(json.benchmarks[0]?.usage.find((u) => u.measure === 'total-tokens')?.hi).not.toBeNull();
  });

  it('the override replaces every gate: none is report-only, and a gate on a measure nobody carries warns', async () => {
    const none = await run({ usageGate: {} });
    expect(none.verdict).toBe('no-change');
    expect(none.report.benchmarks.every((b) => b.usage.every((u) => u.tolerance === null))).toBe(
      true,
    );
    const cost = await run({ usageGate: { cost: 0.1 } });
    expect(cost.verdict).toBe('no-change');
    expect(cost.warnings).toContain(
      "bbq (HELM): usage-gate cost: neither side's files carry cost, so it is not gated.",
    );
    await expect(run({ usageGate: { 'wall-clock': 0.1 } as never })).rejects.toThrow(
      /^--usage-gate: "wall-clock" is not a measure/,
    );
    await expect(run({ usageGate: { cost: -1 } })).rejects.toThrow(
      '--usage-gate: the tolerance of cost must be a relative increase from 0 to 100 (0.10 = 10%); got -1',
    );
    // A library caller's run spread is checked the same way.
    await expect(run({ usageRunSpread: { seconds: 1.5 } })).rejects.toThrow(
      '--usage-run-spread: the run spread of seconds must be a coefficient of variation from 0 to 1; got 1.5',
    );
    await expect(run({ usageRunSpread: { latency: 0.1 } as never })).rejects.toThrow(
      /^--usage-run-spread: "latency" is not a measure/,
    );
  });

  it('a merge judges the latency gate again with the trial variances, and refuses hostile ones', async () => {
    const o = await run();
    const merge = (text: string) =>
      mergeReportData([{ file: 'shard.json', report: parseReport(text, 'shard.json') }], {
        version: 'x',
        settings: { rule: 'paired', confidence: 0.95, minConfidence: 0.95, alpha: 0.01 },
      });
    const seconds = (r: ReturnType<typeof merge>) =>
      r.benchmarks
        .find((b) => b.name === 'router (promptfoo)')
        ?.usage.find((u) => u.measure === 'seconds');
    // As written: the same interval, from the 26 repeats' variances the JSON carries.
    expect(seconds(merge(o.json))?.lo).toBeCloseTo(6.370322167914453, 9);
    const json = JSON.parse(o.json) as {
      benchmarks: {
        name: string;
        usage: { measure: string; evidence: Record<string, unknown> }[];
      }[];
    };
    const evidence = json.benchmarks
      .find((b) => b.name === 'router (promptfoo)')
      ?.usage.find((u) => u.measure === 'seconds')?.evidence;
    if (!evidence) throw new Error('no evidence');
    const hostile = (trialVariance: unknown) => {
      evidence.trialVariance = trialVariance;
      return () => merge(JSON.stringify(json));
    };
    const at = 'shard.json: benchmarks[1].usage[0]';
    expect(hostile({ baseline: [1], candidate: [1] })).toThrow(
      `${at}: trial variances must be one per question on each side; got 1 and 1 for 6 questions.`,
    );
    expect(hostile({ baseline: [-1, 0, 0, 0, 0, 0], candidate: [0, 0, 0, 0, 0, 0] })).toThrow(
      'shard.json benchmarks[1].usage[0].evidence.trialVariance.baseline[0]: must be >= 0; got -1',
    );
    // Variances so large that the ratio has no bound: not what the recorded numbers say.
    expect(hostile({ baseline: Array(6).fill(1e300), candidate: Array(6).fill(1e300) })).toThrow(
      `${at}: seconds's notCompared null is not what its values give ("unbounded")`,
    );
    // Left out: the verdict is judged without them, and the interval it shows is not that one.
    expect(hostile(undefined)).toThrow(`${at}: seconds's lo 6.37032 is not what`);
  });

  it('holm over the run: the seconds gate still fails (p = 2.3e-5 × 6)', async () => {
    const o = await run({ multipleComparisons: 'holm' });
    const s = usage(o, 'router (promptfoo)', 'seconds');
    expect(s.fails).toBe(true);
    expect(s.adjustedPValue).toBeGreaterThan(s.pValue ?? 1);
    expect(o.report.falseAlarmBound).toBe(0.01);
  });
});
