/**
 * Every refusal of a later stage (issue 39), through the CLI on real files: one line naming the
 * file, the benchmark, the question or field and the value, exit 2, no stack trace, and never more
 * than a short excerpt of what a file holds.
 */
import { cpSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '../../src/report/index.js';
import { expectUsageError, run } from './helpers.js';
import {
  CONFIG,
  QUIZ_IDS,
  epochs,
  quizSuccesses,
  readJson,
  stageWorkspace,
  writeInspectLog,
  writeRerun,
} from './stage-data.js';

const STAGE2 = ['compare', '--config', 'scorio.yml', '--previous-report', 'stage1.json'];
const E = 'scorio-eval: ';

let template: string;
let planned: { id: string; trials: number }[];
beforeAll(async () => {
  template = stageWorkspace();
  const r = await run(
    ['compare', '--config', 'scorio.yml', '--resample', '--format', 'json'],
    template,
  );
  expect(r.code).toBe(0);
  writeFileSync(join(template, 'stage1.json'), r.stdout);
  planned = [...((JSON.parse(r.stdout) as ReportData).benchmarks[0]?.plan?.questions ?? [])];
  expect(planned).toHaveLength(30);
});

/** A copy of the stage-1 workspace (files, stage1.json). */
function fresh(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-stage-refusal-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** Half the new trials right on both sides. */
const half = (_id: string, n: number) => n / 2;

/** What the forgeries below edit of a stage-1 report. */
interface BenchmarkJson {
  stage?: unknown;
  plan: {
    stage: number;
    level: number;
    trials: number;
    questions: { id: string }[];
    before: { candidate: { trials: number[] } };
  };
}
interface ReportJson {
  stages: { stage: number };
  benchmarks: BenchmarkJson[];
}
type Edit = (report: ReportJson, quiz: BenchmarkJson, steady: BenchmarkJson) => unknown;

/** The stage-1 report of the workspace, edited by `edit`, written back. */
function editReport(dir: string, edit: Edit): void {
  const report = readJson<ReportJson>(dir, 'stage1.json');
  const [quiz, steady] = report.benchmarks as [BenchmarkJson, BenchmarkJson];
  edit(report, quiz, steady);
  writeFileSync(join(dir, 'stage1.json'), JSON.stringify(report));
}

describe('stage 2 refuses files that do not hold exactly the planned trials', () => {
  it('a question no stage compared', async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: [...planned, { id: 'q999', trials: 4 }] }, half);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "q999" is not in the plan of "stage1.json" (nor was it compared at stage 1): a later stage runs only the planned questions again`,
      dir,
    );
  });

  it('a hostile id is quoted as a short excerpt, its bidi control escaped', async () => {
    const dir = fresh();
    const id = `\u202e${'y'.repeat(300)}`;
    writeRerun(dir, 'rerun.json', { questions: [...planned, { id, trials: 4 }] }, half);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "\\u202e${'y'.repeat(33)}… is not in the plan of "stage1.json" (nor was it compared at stage 1): a later stage runs only the planned questions again`,
      dir,
    );
  });

  it('a question stage 1 compared but did not plan', async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: [{ id: 'q001', trials: 4 }, ...planned] }, half);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "q001" has 8 trials on the baseline side; the plan of "stage1.json" asks for 4 (4 at stage 1, no new one): a later stage runs exactly the planned trials`,
      dir,
    );
  });

  it('more new trials than planned, and fewer (on one side), and none', async () => {
    const more = fresh();
    writeRerun(
      more,
      'rerun.json',
      { questions: planned.map((q, i) => (i === 3 ? { ...q, trials: 33 } : q)) },
      half,
    );
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "q164" has 37 trials on the baseline side; the plan of "stage1.json" asks for 36 (4 at stage 1, 32 new): a later stage runs exactly the planned trials`,
      more,
    );
    const fewer = fresh();
    writeRerun(fewer, 'rerun.json', { questions: planned }, half);
    const short = Object.fromEntries(
      planned.map((q) => [q.id, epochs(16, q.id === 'q199' ? 31 : 32)]),
    );
    writeInspectLog(join(fewer, 'quiz', 'candidate', 'rerun.json'), short);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "q199" has 35 trials on the candidate side; the plan of "stage1.json" asks for 36 (4 at stage 1, 32 new): a later stage runs exactly the planned trials`,
      fewer,
    );
    const none = fresh();
    writeRerun(none, 'rerun.json', { questions: planned.slice(1) }, half);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "q161" has 4 trials on the baseline side; the plan of "stage1.json" asks for 36 (4 at stage 1, 32 new): a later stage runs exactly the planned trials`,
      none,
    );
  });

  it('successes that stage 1 plus the new trials cannot give (a stage-1 file edited)', async () => {
    const { baseline } = quizSuccesses();
    // q161 had 3 of 4 right: with all of its 32 new trials right it can have 35, not 36.
    const more = fresh();
    writeRerun(more, 'rerun.json', { questions: planned }, (_id, n) => n);
    const edited = Object.fromEntries(
      QUIZ_IDS.map((id, q) => [id, epochs(id === 'q161' ? 4 : (baseline[q] as number), 4)]),
    );
    writeInspectLog(join(more, 'quiz', 'baseline', 'stage1.json'), edited);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "q161" has 36 successes on the baseline side, not the 3 of stage 1 plus at most its 32 new trials: give this stage the files stage 1 read`,
      more,
    );
    // q001, right 4 times of 4 and not planned, now right 3 times.
    const fewer = fresh();
    writeRerun(fewer, 'rerun.json', { questions: planned }, half);
    const dropped = Object.fromEntries(
      QUIZ_IDS.map((id, q) => [id, epochs(id === 'q001' ? 3 : (baseline[q] as number), 4)]),
    );
    writeInspectLog(join(fewer, 'quiz', 'baseline', 'stage1.json'), dropped);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": question "q001" has 3 successes on the baseline side, not the 4 of stage 1 plus at most its 0 new trials: give this stage the files stage 1 read`,
      fewer,
    );
  });

  it('a question of stage 1 gone from both sides', async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    const s = quizSuccesses();
    for (const side of ['baseline', 'candidate'] as const)
      writeInspectLog(
        join(dir, 'quiz', side, 'stage1.json'),
        Object.fromEntries(
          QUIZ_IDS.flatMap((id, q) =>
            id === 'q050' ? [] : [[id, epochs(s[side][q] as number, 4)]],
          ),
        ),
      );
    await expectUsageError(
      STAGE2,
      `${E}"quiz": 1 question(s) of stage 1 are missing: give this stage the files stage 1 read, and the re-run files`,
      dir,
    );
  });

  it('a plan removed from the report: the re-run trials are new trials of a benchmark it carries', async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    editReport(dir, (_r, quiz) => delete (quiz as { plan?: unknown }).plan);
    await expectUsageError(
      STAGE2,
      `${E}"quiz": stage 1 decided it and planned no new trial of it, yet its files now hold other trials than then: give it the files stage 1 read`,
      dir,
    );
  });

  it('a benchmark stage 1 decided whose files changed (its tables’ digest)', async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    const file = join(dir, 'steady', 'candidate.json');
    const steady = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number[]>;
    steady['s1'] = [1, 1, 1, 0];
    writeFileSync(file, JSON.stringify(steady));
    await expectUsageError(
      STAGE2,
      `${E}"steady": stage 1 decided it and planned no new trial of it, yet its files now hold other trials than then: give it the files stage 1 read`,
      dir,
    );
  });

  it('a benchmark stage 1 decided left out of stage 2 (its verdict stands)', async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    writeFileSync(join(dir, 'scorio.yml'), CONFIG.split('  - name: steady')[0] as string);
    await expectUsageError(
      STAGE2,
      `${E}"steady" of "stage1.json" is not in this stage's run: a later stage compares every benchmark of the first (a verdict stands), with the re-run files added`,
      dir,
    );
  });

  it('a benchmark stage 1 did not compare', async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    writeFileSync(
      join(dir, 'scorio.yml'),
      `${CONFIG}  - name: extra\n    baseline: steady/baseline.json\n    candidate: steady/candidate.json\n`,
    );
    await expectUsageError(
      STAGE2,
      `${E}"extra" is not in "stage1.json": a later stage compares the benchmarks of the first, with the re-run files added`,
      dir,
    );
  });
});

describe('stage 2 refuses settings other than stage 1’s', () => {
  const cases: [string[], string][] = [
    [['--rule', 'z'], 'rule "paired", this stage with "z"'],
    [['--alpha', '0.05'], 'alpha 0.005, this stage with 0.025'],
    [['--confidence', '0.9'], 'confidence 0.95, this stage with 0.9'],
    [['--margin', '0.01'], 'margin 0, this stage with 0.01'],
  ];
  it.each(cases)('%j', async (flags, what) => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    await expectUsageError(
      [...STAGE2, ...flags],
      `${E}"stage1.json": stage 1 decided with ${what}: every stage of a run must use the same rule and levels (the level is spent across them)`,
      dir,
    );
  });

  it("a benchmark's own margin changed in the config", async () => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    writeFileSync(
      join(dir, 'scorio.yml'),
      CONFIG.replace(
        'candidate: quiz/candidate/*.json\n',
        'candidate: quiz/candidate/*.json\n    margin: 0.02\n',
      ),
    );
    await expectUsageError(
      STAGE2,
      `${E}"quiz": stage 1 decided it with margin 0, this stage with 0.02: every stage of a run must use the same rule and levels (the level is spent across them)`,
      dir,
    );
  });
});

describe('stage 2 refuses a previous report it cannot continue', () => {
  it('one of a run without --resample', async () => {
    const dir = fresh();
    const r = await run(['compare', '--config', 'scorio.yml', '--format', 'json'], dir);
    writeFileSync(join(dir, 'plain.json'), r.stdout);
    await expectUsageError(
      ['compare', '--config', 'scorio.yml', '--previous-report', 'plain.json'],
      `${E}"plain.json": was written by a run without resample, which spent the whole level at its stage: run stage 1 with resample (--resample, input "resample") to continue it`,
      dir,
    );
  });

  it('a file that is not JSON, is missing, or is over the size limit', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'stage1.json'), '### ❓ No credible regression found\n');
    await expectUsageError(
      STAGE2,
      /^scorio-eval: "stage1\.json": is not JSON \(Unexpected token .{0,60}\): expected a JSON report written by scorio-eval compare --format json or the action's report-json output$/,
      dir,
    );
    // What JSON.parse quotes of the file reaches the message without its bidi controls.
    writeFileSync(join(dir, 'stage1.json'), '\u202e\u2066{"schema": 1}');
    const bidi = await run(STAGE2, dir);
    expect(bidi.code).toBe(2);
    expect(bidi.stderr).toMatch(/^scorio-eval: "stage1\.json": is not JSON \(Unexpected token/);
    expect(bidi.stderr).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    await expectUsageError(
      ['compare', '--config', 'scorio.yml', '--previous-report', 'nowhere.json'],
      `${E}"nowhere.json": does not exist (the previous stage's JSON report)`,
      dir,
    );
    // A sparse file: 64 MiB and one byte, none of it written.
    truncateSync(join(dir, 'stage1.json'), 64 * 1024 * 1024 + 1);
    await expectUsageError(
      STAGE2,
      `${E}"stage1.json": the report is 67,108,865 bytes, more than the 67,108,864 a report may be`,
      dir,
    );
  });

  const forged: [string, Edit, string][] = [
    [
      'a plan for another stage',
      (_r, quiz) => (quiz.plan.stage = 3),
      'benchmarks[0].plan.stage: is 3, but the report is of stage 1, whose plans are for stage 2',
    ],
    [
      'a plan at another level',
      (_r, quiz) => (quiz.plan.level = 0.005),
      "benchmarks[0].plan.level: is 0.005, but stage 2's level is 0.0025",
    ],
    [
      'the stage edited',
      (r) => (r.stages.stage = 2),
      'stages.spent: is 0.005, but stages 1 to 2 at this level spend 0.015',
    ],
    [
      'a benchmark without the stage that decided it',
      (_r, _quiz, steady) => delete steady.stage,
      'benchmarks[1].stage: is missing; every benchmark of a report in stages has one',
    ],
    [
      'counts of stage 1 that do not match its questions',
      (_r, quiz) => quiz.plan.before.candidate.trials.pop(),
      'benchmarks[0].plan.before.candidate.trials: has 199 entries, not one for each of the 200 questions',
    ],
    [
      'a planned question stage 1 did not compare',
      (_r, quiz) => ((quiz.plan.questions[0] as { id: string }).id = 'q999'),
      'benchmarks[0].plan.questions[0].id: "q999" is not one of the questions stage 1 compared',
    ],
    [
      'a total that is not the sum of the questions',
      (_r, quiz) => (quiz.plan.trials = 2),
      'benchmarks[0].plan.trials: is 2, but its questions add up to 1,920 new trials on both sides',
    ],
  ];
  it.each(forged)('forged: %s', async (_what, edit, line) => {
    const dir = fresh();
    writeRerun(dir, 'rerun.json', { questions: planned }, half);
    editReport(dir, edit);
    await expectUsageError(
      STAGE2,
      `${E}"stage1.json" ${line}: the report was edited, or is not the one the previous stage wrote`,
      dir,
    );
  });

  it('a field over the schema’s limits names the field and quotes a short excerpt', async () => {
    const dir = fresh();
    editReport(
      dir,
      (_r, quiz) => ((quiz.plan.questions[0] as { id: string }).id = `\u202e${'x'.repeat(5000)}`),
    );
    await expectUsageError(
      STAGE2,
      `${E}"stage1.json" benchmarks[0].plan.questions[0].id: is longer than 1000 characters; got "\\u202exxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…`,
      dir,
    );
  });
});
