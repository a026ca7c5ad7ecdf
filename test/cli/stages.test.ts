/**
 * A gate in stages through the CLI (issue 39), on real files: stage 1 cannot tell and plans which
 * questions to run again; the re-run logs hold exactly the planned trials; stage 2 decides on every
 * trial at its share of the level, carrying what stage 1 decided; a third stage follows the same
 * way. The goldens are the comments of stage 1 (the plan line and Inspect's commands) and stage 2.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seesAfter } from '../../src/decision/index.js';
import { compare } from '../../src/engine/index.js';
import type { CountTable } from '../../src/metrics/index.js';
import { type ReportData, parseReport, renderPlan } from '../../src/report/index.js';
import { GOLDEN, run } from './helpers.js';
import {
  MOVING,
  QUIZ_IDS,
  quizSuccesses,
  readJson,
  stageWorkspace,
  writeRerun,
} from './stage-data.js';

/** z₁₋α + z₀.₈ at α = 0.0025 (stage 2's level): 2.807034 + 0.841621. */
const Z = 3.648655;

const STAGE1 = ['compare', '--config', 'scorio.yml', '--resample'];

function expectGoldenFile(name: string, text: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

/** A 0/1 count table of quiz's questions from successes and trials. */
function table(successes: readonly number[], trials: readonly number[]): CountTable {
  const counts = new Float64Array(2 * successes.length);
  successes.forEach((x, q) => {
    counts[2 * q] = (trials[q] as number) - x;
    counts[2 * q + 1] = x;
  });
  return { ids: [...QUIZ_IDS], categories: 2, counts, trials: Float64Array.from(trials) };
}

/** Runs stage 1 in a fresh workspace; its JSON report is `stage1.json`, its plan `plan.json`. */
async function stageOne(): Promise<{ dir: string; report: ReportData; code: number }> {
  const dir = stageWorkspace();
  const r = await run([...STAGE1, '--plan-out', 'plan.json', '--format', 'json'], dir);
  expect(r.stderr).toBe('');
  writeFileSync(join(dir, 'stage1.json'), r.stdout);
  return { dir, report: JSON.parse(r.stdout) as ReportData, code: r.code };
}

/** The questions stage 1 plans: those in the balance, but for the ones both sides got 3/4 or 1/4. */
const PLANNED = QUIZ_IDS.filter((_, q) => {
  if (q < 160) return false;
  const [b, c] = MOVING[(q - 160) % MOVING.length] as [number, number];
  return !(b === c && (b === 3 || b === 1));
});

describe('stage 1: --resample --plan-out on a benchmark the gate cannot tell', () => {
  let dir: string;
  let report: ReportData;
  let code: number;
  beforeAll(async () => {
    ({ dir, report, code } = await stageOne());
  });

  it('passes (exit 0), decides at half the level and says it is stage 1', () => {
    expect(code).toBe(0);
    expect(report.settings.alpha).toBe(0.005);
    expect(report.falseAlarmBound).toBe(0.005);
    expect(report.stages).toEqual({
      stage: 1,
      level: 0.005,
      spent: 0.005,
      carried: [],
      resampled: [],
      rerunNeeded: true,
    });
    const [quiz, steady] = report.benchmarks;
    expect(quiz?.comparisons[0]?.resolution).toBe('undetectable');
    expect(quiz?.stage?.stage).toBe(1);
    // The improvement is decided: no plan, only the stage that decided it.
    expect(steady?.verdict).toBe('improvement');
    expect(steady?.plan).toBeUndefined();
    expect(steady?.stage?.stage).toBe(1);
    expect(steady?.stage?.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it("plans the questions in the balance, 32 new trials of each on both sides, for stage 2's level", () => {
    const plan = report.benchmarks[0]?.plan;
    expect(plan?.kind).toBe('planned');
    expect(plan?.questions).toEqual(PLANNED.map((id) => ({ id, trials: 32 })));
    expect(plan?.questions).toHaveLength(30);
    expect(plan?.sides).toEqual(['baseline', 'candidate']);
    expect(plan?.trials).toBe(2 * 30 * 32);
    expect(plan?.stage).toBe(2);
    expect(plan?.level).toBe(0.0025);
    expect(plan?.metric).toBe('bayes');
    // The target, by hand: half of z √(Σ d²) / M, Σ d² over the moving questions
    // (½² + 0 + ½² + 0 + ¼² + 0 + ¼² + 0) × 5 = 3.125.
    expect(plan?.target).toBeCloseTo((Z * Math.sqrt(3.125)) / 200 / 2, 6);
    expect(plan?.variance.now).toBeCloseTo(3.125 / 200 ** 2, 10);
    // What stage 1 saw of every question, for stage 2's check.
    const { baseline, candidate } = quizSuccesses();
    expect(plan?.before).toEqual({
      ids: QUIZ_IDS,
      baseline: { successes: baseline, trials: QUIZ_IDS.map(() => 4) },
      candidate: { successes: candidate, trials: QUIZ_IDS.map(() => 4) },
    });
  });

  it('sees and uniformTrials agree with the trial model: uniform is the fewest trials alike that reach the target', () => {
    const plan = report.benchmarks[0]?.plan;
    const { baseline: b, candidate: c } = quizSuccesses();
    const four = QUIZ_IDS.map(() => 4);
    const tables = { baseline: table(b, four), candidate: table(c, four), level: 0.0025 };
    const planned = new Map(plan?.questions.map((q) => [q.id, q.trials]));
    const sees = seesAfter({ ...tables, trials: (q) => planned.get(QUIZ_IDS[q] as string) ?? 0 });
    expect(plan?.sees).toBeCloseTo(sees, 12);
    expect(sees).toBeLessThanOrEqual(plan?.target ?? 0);
    // Re-running every question alike takes u = 24 new trials a side to see as much; 23 do not.
    expect(plan?.uniformTrials).toBe(2 * 200 * 24);
    expect(seesAfter({ ...tables, trials: () => 24 })).toBeLessThanOrEqual(plan?.target ?? 0);
    expect(seesAfter({ ...tables, trials: () => 23 })).toBeGreaterThan(plan?.target ?? 0);
  });

  it("writes the plan file renderPlan writes of the report, with Inspect's commands", () => {
    const text = readFileSync(join(dir, 'plan.json'), 'utf8');
    const stage1 = readFileSync(join(dir, 'stage1.json'), 'utf8');
    expect(text).toBe(renderPlan(parseReport(stage1, 'stage1.json')));
    const file = JSON.parse(text) as {
      schema: string;
      stage: number;
      level: number;
      rerunNeeded: boolean;
      benchmarks: {
        name: string;
        questions: unknown;
        forms: { harness: string; lines: string[] }[];
      }[];
    };
    expect(file.schema).toBe('scorio-eval-plan/1');
    expect([file.stage, file.level, file.rerunNeeded]).toEqual([2, 0.0025, true]);
    expect(file.benchmarks.map((b) => b.name)).toEqual(['quiz']);
    expect(file.benchmarks[0]?.questions).toEqual(report.benchmarks[0]?.plan?.questions);
    const ids = PLANNED.join(',');
    expect(file.benchmarks[0]?.forms.map((f) => f.harness)).toEqual(['inspect', 'ids']);
    expect(file.benchmarks[0]?.forms[0]?.lines).toEqual([
      `inspect eval 'quiz' --model <baseline model> --sample-id '${ids}' --epochs 32`,
      `inspect eval 'quiz' --model <candidate model> --sample-id '${ids}' --epochs 32`,
    ]);
    expect(file.benchmarks[0]?.forms[1]?.lines).toEqual(PLANNED.map((id) => `${id}\t32`));
  });

  it('the library gives the same report and plan (compare({ resample: true }))', async () => {
    const outcome = await compare({
      configFile: 'scorio.yml',
      cwd: dir,
      resample: true,
      now: new Date('2026-01-15T12:00:00.000Z'),
    });
    expect(outcome.report.stages).toEqual(report.stages);
    expect(outcome.report.benchmarks[0]?.plan).toEqual(report.benchmarks[0]?.plan);
    expect(renderPlan(outcome.report)).toBe(readFileSync(join(dir, 'plan.json'), 'utf8'));
  });

  it('the comment: the plan line under the headline, the commands in the details (golden)', async () => {
    const r = await run(STAGE1, dir);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[4]).toBe(
      '> ↻ To tell, stage 2 would re-run 30 questions × 32 trials of quiz on both sides: 1,920 trials instead of 9,600 for every question (the commands are in the details) · false alarms ≤ 0.5% over 1 stage.',
    );
    expectGoldenFile('stage1.md', r.stdout);
  });
});

describe('stage 2: --previous-report with the re-run logs of exactly the planned trials', () => {
  /** Runs stage 2 after stage 1, the re-run logs' successes from `right`. */
  async function stageTwo(
    right: (id: string, trials: number, side: 'baseline' | 'candidate') => number,
    format: 'json' | 'md' = 'json',
  ) {
    const one = await stageOne();
    const plan = one.report.benchmarks[0]?.plan;
    if (!plan) throw new Error('stage 1 made no plan');
    writeRerun(one.dir, 'rerun-stage2.json', plan, right);
    const r = await run(
      ['compare', '--config', 'scorio.yml', '--previous-report', 'stage1.json', '--format', format],
      one.dir,
    );
    return { ...one, r };
  }
  /** The candidate right on 12 of 32 new trials, the baseline on 20: a drop stage 2 can see. */
  const drop = (_id: string, n: number, side: 'baseline' | 'candidate') =>
    ((side === 'baseline' ? 20 : 12) * n) / 32;

  it('decides the planned benchmark at α/4 on every trial and fails the run (exit 1)', async () => {
    const { r, report: stage1 } = await stageTwo(drop);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as ReportData;
    expect(report.settings.alpha).toBe(0.0025);
    expect(report.verdict).toBe('regression');
    const quiz = report.benchmarks[0];
    const c = quiz?.comparisons[0];
    expect(c?.fails).toBe(true);
    expect(c?.pValue).toBeLessThan(0.0025);
    // Δ by hand over every trial: each planned question adds 32 trials, 20 right on the baseline
    // and 12 on the candidate.
    const { baseline, candidate } = quizSuccesses();
    const planned = new Set(PLANNED);
    let sum = 0;
    QUIZ_IDS.forEach((id, q) => {
      const more = planned.has(id);
      const n = more ? 36 : 4;
      sum += ((candidate[q] as number) + (more ? 12 : 0)) / n;
      sum -= ((baseline[q] as number) + (more ? 20 : 0)) / n;
    });
    expect(c?.delta).toBeCloseTo(sum / 200, 12);
    expect(quiz?.baseline.trials).toEqual({ min: 4, max: 36 });
    expect(quiz?.baseline.files).toEqual([
      'quiz/baseline/rerun-stage2.json',
      'quiz/baseline/stage1.json',
    ]);
    expect(quiz?.stage?.stage).toBe(2);
    expect(quiz?.plan).toBeUndefined();
    // steady is carried as stage 1 decided it, and the record says so.
    expect(report.benchmarks[1]).toEqual(stage1.benchmarks[1]);
    expect(report.stages).toEqual({
      stage: 2,
      level: 0.0025,
      spent: 0.0075,
      carried: [{ name: 'steady', stage: 1 }],
      resampled: [
        {
          name: 'quiz',
          questions: 30,
          trials: 1920,
          uniformTrials: 9600,
          perQuestion: { min: 32, max: 32 },
        },
      ],
      rerunNeeded: false,
    });
    expect(report.falseAlarmBound).toBe(0.0075);
  });

  it('the comment says what happened in one line (golden)', async () => {
    const { r } = await stageTwo(drop, 'md');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[4]).toBe(
      '> ↻ Stage 2: resolved after re-sampling 30 questions × 32 trials on both sides: 1,920 trials instead of 9,600 for every question. 1 benchmark decided at an earlier stage, carried as decided · false alarms ≤ 0.75% over 2 stages.',
    );
    expectGoldenFile('stage2.md', r.stdout);
  });

  it('a stage that still cannot tell plans a third, which decides at α/8', async () => {
    // Each planned question 3 trials apart the other way round on every other question: Δ near 0,
    // the noise up.
    const swing = (id: string, n: number, side: 'baseline' | 'candidate') => {
      const s = Number(id.slice(1)) % 2 === 1 ? 3 : -3;
      return n / 2 + (side === 'baseline' ? s : -s);
    };
    const { r, dir } = await stageTwo(swing);
    expect(r.code).toBe(0);
    const two = JSON.parse(r.stdout) as ReportData;
    expect(two.stages?.rerunNeeded).toBe(true);
    const plan = two.benchmarks[0]?.plan;
    expect(plan?.kind).toBe('planned');
    expect(plan?.stage).toBe(3);
    expect(plan?.level).toBe(0.00125);
    // Stage 2 says it did not resolve the benchmark, and what stage 3 would re-run.
    const md = await run(
      ['compare', '--config', 'scorio.yml', '--previous-report', 'stage1.json'],
      dir,
    );
    expect(md.stdout.split('\n')[4]).toMatch(
      /^> ↻ Stage 2: still can't tell after re-sampling 30 questions × 32 trials on both sides: 1,920 trials instead of 9,600 for every question\. 1 benchmark decided at an earlier stage, carried as decided\. To tell, stage 3 would re-run \d+ questions/,
    );
    writeFileSync(join(dir, 'stage2.json'), r.stdout);
    // --plan-out at stage 2 writes the plan for stage 3.
    const out = await run(
      [
        'compare',
        '--config',
        'scorio.yml',
        '--previous-report',
        'stage1.json',
        '--plan-out',
        'plan2.json',
      ],
      dir,
    );
    expect(out.code).toBe(0);
    const file = readJson<{ stage: number; level: number; rerunNeeded: boolean }>(
      dir,
      'plan2.json',
    );
    expect([file.stage, file.level, file.rerunNeeded]).toEqual([3, 0.00125, true]);
    expect(readFileSync(join(dir, 'plan2.json'), 'utf8')).toBe(
      renderPlan(parseReport(r.stdout, 'stage2.json')),
    );
    if (!plan) return;
    writeRerun(dir, 'rerun-stage3.json', plan, (_id, n) => n / 2);
    const three = await run(
      ['compare', '--config', 'scorio.yml', '--previous-report', 'stage2.json', '--format', 'json'],
      dir,
    );
    expect(three.stderr).toBe('');
    const report = JSON.parse(three.stdout) as ReportData;
    expect(report.settings.alpha).toBe(0.00125);
    expect(report.stages?.stage).toBe(3);
    expect(report.stages?.level).toBe(0.00125);
    expect(report.stages?.spent).toBe(0.00875);
    expect(report.stages?.carried).toEqual([{ name: 'steady', stage: 1 }]);
    expect(report.stages?.resampled).toEqual([
      expect.objectContaining({
        name: 'quiz',
        questions: plan.questions.length,
        trials: plan.trials,
      }),
    ]);
    expect(report.benchmarks[0]?.stage?.stage).toBe(3);
    expect(report.benchmarks[1]).toEqual(readJson<ReportData>(dir, 'stage1.json').benchmarks[1]);
    expect(three.code).toBe(report.verdict === 'regression' ? 1 : 0);
  });
});

describe('the other rules in stages', () => {
  it.each([
    ['z', 0.025, 0.0125, 'min-confidence 0.9875', 0.0375],
    ['overlap', null, null, 'the same intervals', null],
  ] as const)(
    'rule %s: stage levels %s then %s, and stage 2 continues stage 1',
    async (rule, one, two, words, spent) => {
      const dir = stageWorkspace();
      const args = ['compare', '--config', 'scorio.yml', '--rule', rule];
      const r1 = await run([...args, '--resample', '--format', 'json'], dir);
      expect(r1.code).toBe(0);
      writeFileSync(join(dir, 'stage1.json'), r1.stdout);
      const report = JSON.parse(r1.stdout) as ReportData;
      expect(report.stages?.level).toBe(one);
      const plan = report.benchmarks[0]?.plan;
      expect(plan?.level).toBe(two);
      const md = await run([...args, '--resample'], dir);
      expect(md.stdout).toContain(`the same on both sides; the next stage tests at ${words})`);
      if (!plan) return;
      writeRerun(dir, 'rerun-stage2.json', plan, (_id, n) => n / 2);
      const r2 = await run([...args, '--previous-report', 'stage1.json', '--format', 'json'], dir);
      expect(r2.stderr).toBe('');
      const stage2 = JSON.parse(r2.stdout) as ReportData;
      expect(stage2.stages?.level).toBe(two);
      expect(stage2.stages?.spent).toBe(spent);
    },
  );
});

describe('a failure stands', () => {
  it('a benchmark that failed at stage 1 fails stage 2 whatever the re-run shows (exit 1)', async () => {
    const dir = stageWorkspace();
    // steady's sides swapped: a credible drop of 16.7 points.
    const config = readFileSync(join(dir, 'scorio.yml'), 'utf8')
      .replace('baseline: steady/baseline.json', 'baseline: steady/CANDIDATE')
      .replace('candidate: steady/candidate.json', 'candidate: steady/baseline.json')
      .replace('steady/CANDIDATE', 'steady/candidate.json');
    writeFileSync(join(dir, 'scorio.yml'), config);
    const r1 = await run([...STAGE1, '--format', 'json'], dir);
    expect(r1.code).toBe(1);
    writeFileSync(join(dir, 'stage1.json'), r1.stdout);
    const stage1 = JSON.parse(r1.stdout) as ReportData;
    const plan = stage1.benchmarks[0]?.plan;
    if (!plan) throw new Error('stage 1 made no plan');
    writeRerun(dir, 'rerun-stage2.json', plan, (_id, n) => n / 2);
    const r2 = await run(
      ['compare', '--config', 'scorio.yml', '--previous-report', 'stage1.json', '--format', 'json'],
      dir,
    );
    expect(r2.code).toBe(1);
    const report = JSON.parse(r2.stdout) as ReportData;
    expect(report.verdict).toBe('regression');
    expect(report.benchmarks[1]).toEqual(stage1.benchmarks[1]);
    expect(report.benchmarks[1]?.verdict).toBe('regression');
  });
});
