/**
 * A gate in stages in the action: the inputs `resample` and `previous-report` reach the engine
 * (the report's path confined to the workspace or RUNNER_TEMP), the outputs `rerun-needed` and
 * `rerun-plan` (the plan file beside report-json), and the modes that refuse them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run, type RunDependencies } from '../../src/action/main.js';
import { type CompareOutcome, type CompareRequest, compare } from '../../src/engine/index.js';
import type { ReportStages } from '../../src/report/index.js';
import { stageData } from '../e2e/stage-data.js';
import { FakeCore, FakeGitHub, outcome } from './fakes.js';

let workspace: string;
let runnerTemp: string;
let elsewhere: string;
let events: string;

beforeEach(() => {
  events = mkdtempSync(join(tmpdir(), 'scorio-stages-ev-'));
  workspace = mkdtempSync(join(tmpdir(), 'scorio-stages-ws-'));
  runnerTemp = mkdtempSync(join(tmpdir(), 'scorio-stages-tmp-'));
  elsewhere = mkdtempSync(join(tmpdir(), 'scorio-stages-out-'));
});
afterEach(() => {
  for (const dir of [workspace, runnerTemp, elsewhere, events])
    rmSync(dir, { recursive: true, force: true });
});

/** One run of the action on a push (no comment), with these inputs and engine. */
async function runWith(
  inputs: Record<string, string>,
  engine: Partial<RunDependencies> = {},
): Promise<{ core: FakeCore; requests: CompareRequest[] }> {
  const core = new FakeCore({ comment: 'never', ...inputs });
  const eventPath = join(events, `push-${Math.random()}.json`);
  writeFileSync(eventPath, '{}');
  const requests: CompareRequest[] = [];
  const engineCompare = engine.compare ?? (async () => outcome('no-change'));
  await run({
    core,
    env: {
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/evals',
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: runnerTemp,
    },
    createClient: () => new FakeGitHub(),
    ...engine,
    compare: (request) => {
      requests.push(request);
      return engineCompare(request);
    },
  });
  return { core, requests };
}

/** The fake engine's outcome, as a run of a gate in stages reports it. */
function staged(stages: ReportStages): CompareOutcome {
  const plain = outcome('no-change');
  return { ...plain, report: { ...plain.report, stages } };
}

const STAGE_1: ReportStages = {
  stage: 1,
  level: 0.005,
  spent: 0.005,
  carried: [],
  resampled: [],
  rerunNeeded: true,
};

describe('inputs resample and previous-report', () => {
  it('reach the engine: resample, and the previous report as the workflow wrote it', async () => {
    const plain = await runWith({ baseline: 'b.csv', candidate: 'c.csv' });
    expect(plain.core.failures).toEqual([]);
    expect(plain.requests[0]).not.toHaveProperty('resample');
    expect(plain.requests[0]).not.toHaveProperty('previousReport');

    const stage1 = await runWith({ baseline: 'b.csv', candidate: 'c.csv', resample: 'true' });
    expect(stage1.requests[0]).toMatchObject({ resample: true });
    expect(stage1.requests[0]).not.toHaveProperty('previousReport');

    // The previous stage's report-json output lies in RUNNER_TEMP (the same job), or was
    // downloaded into the workspace (another job).
    const inTemp = join(runnerTemp, 'scorio-eval-report-x/report.json');
    mkdirSync(dirname(inTemp));
    writeFileSync(inTemp, '{}');
    writeFileSync(join(workspace, 'stage1.json'), '{}');
    for (const previous of [inTemp, 'stage1.json']) {
      const next = await runWith({
        baseline: 'b*.csv',
        candidate: 'c*.csv',
        'previous-report': previous,
      });
      expect(next.core.failures).toEqual([]);
      expect(next.requests[0]).toMatchObject({ previousReport: previous });
      expect(next.requests[0]).not.toHaveProperty('resample');
    }
  });

  it('refuses a previous report outside the workspace and RUNNER_TEMP, or linked out of them, unless allow-outside-workspace', async () => {
    const outside = join(elsewhere, 'report.json');
    writeFileSync(outside, '{}');
    symlinkSync(outside, join(workspace, 'linked.json'));
    symlinkSync(outside, join(runnerTemp, 'linked.json'));
    const how =
      "The previous stage's report may also lie in RUNNER_TEMP, where the action writes its report-json output; to read it from elsewhere, set the action input allow-outside-workspace: true.";
    const cases: [string, string][] = [
      [
        outside,
        `${outside}: is outside the workspace "${workspace}": paths from a config file or an action input must stay inside it. ${how}`,
      ],
      [
        'linked.json',
        `linked.json: resolves to "${outside}", outside the workspace "${workspace}": paths from a config file or an action input must stay inside it. ${how}`,
      ],
      [
        join(runnerTemp, 'linked.json'),
        `${join(runnerTemp, 'linked.json')}: is outside the workspace "${workspace}": paths from a config file or an action input must stay inside it. ${how}`,
      ],
    ];
    for (const [previous, message] of cases) {
      const refused = await runWith({
        baseline: 'b.csv',
        candidate: 'c.csv',
        'previous-report': previous,
      });
      expect(refused.core.failures).toEqual([message]);
      expect(refused.requests).toEqual([]);
      const allowed = await runWith({
        baseline: 'b.csv',
        candidate: 'c.csv',
        'previous-report': previous,
        'allow-outside-workspace': 'true',
      });
      expect(allowed.core.failures).toEqual([]);
      expect(allowed.requests[0]).toMatchObject({ previousReport: previous });
    }
  });

  it('a refused previous report stops the run before the baseline artifact is looked for', async () => {
    const outside = join(elsewhere, 'report.json');
    writeFileSync(outside, '{}');
    const github = new FakeGitHub();
    const refused = await runWith(
      {
        'baseline-artifact': 'evals',
        'baseline-workflow': 'eval.yml',
        'baseline-branch': 'main',
        'github-token': 'ghs_token',
        candidate: 'c.csv',
        'previous-report': outside,
      },
      { createClient: () => github },
    );
    expect(refused.core.failures).toEqual([
      expect.stringMatching(/^.*report\.json: is outside the workspace /),
    ]);
    expect(github.calls).toEqual([]);
  });

  it('are refused in merge mode and in rank mode, naming the input', async () => {
    const merge = { 'merge-reports': 'reports/*.json', rule: 'paired' };
    const resampled = await runWith({ ...merge, resample: 'true' });
    expect(resampled.core.failures).toEqual([
      'input "resample" does not apply with "merge-reports": a gate in stages re-runs the questions a comparison could not tell, and a merge reads reports, not questions',
    ]);
    const continued = await runWith({ ...merge, 'previous-report': 'r.json' });
    expect(continued.core.failures).toEqual([
      'input "previous-report" does not apply with "merge-reports": each report was read by its matrix job; set it on those jobs (the merge takes only the rule, its levels and the run spread: rule, confidence, min-confidence, alpha, multiple-comparisons, usage-run-spread)',
    ]);
    const ranked = await runWith({ candidates: 'a=a.csv\nb=b.csv', resample: 'true' });
    expect(ranked.core.failures).toEqual([
      'input "resample": "true" does not apply to a leaderboard (input "candidates"): a gate in stages re-runs the questions a comparison of two models cannot tell',
    ]);
    for (const result of [resampled, continued, ranked]) expect(result.requests).toEqual([]);
  });
});

describe('outputs rerun-needed and rerun-plan', () => {
  it('are false and empty without a gate in stages', async () => {
    const { core } = await runWith({ baseline: 'b.csv', candidate: 'c.csv' });
    expect(core.outputs.get('rerun-needed')).toBe('false');
    expect(core.outputs.get('rerun-plan')).toBe('');
  });

  it('stage 1 of the real engine: rerun-needed, and the plan file beside report-json', async () => {
    const data = stageData();
    writeFileSync(join(workspace, 'b1.csv'), data.baseline);
    writeFileSync(join(workspace, 'c1.csv'), data.candidate);
    const { core } = await runWith(
      { baseline: 'b1.csv', candidate: 'c1.csv', rule: 'paired', resample: 'true' },
      { compare },
    );
    expect(core.failures).toEqual([]);
    expect(core.outputs.get('verdict')).toBe('no-change');
    expect(core.outputs.get('rerun-needed')).toBe('true');
    const planPath = core.outputs.get('rerun-plan') ?? '';
    const reportPath = core.outputs.get('report-json') ?? '';
    expect(planPath.startsWith(runnerTemp)).toBe(true);
    expect(planPath).toBe(join(dirname(reportPath), 'plan.json'));
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
      stages: ReportStages;
      settings: { alpha: number };
    };
    expect(report.stages).toEqual(STAGE_1);
    expect(report.settings.alpha).toBe(0.005);
    const plan = JSON.parse(readFileSync(planPath, 'utf8')) as {
      schema: string;
      stage: number;
      level: number;
      rerunNeeded: boolean;
      benchmarks: { name: string; questions: { id: string; trials: number }[]; trials: number }[];
    };
    expect(plan).toMatchObject({
      schema: 'scorio-eval-plan/1',
      stage: 2,
      level: 0.0025,
      rerunNeeded: true,
    });
    const [benchmark] = plan.benchmarks;
    // Both sides run each planned question's new trials.
    expect(benchmark?.trials).toBe(
      2 * (benchmark?.questions ?? []).reduce((n, q) => n + q.trials, 0),
    );
    expect(core.infos).toContain(
      `stage 1 of a gate in stages: a re-run is planned (rerun-needed: true): ${planPath}`,
    );
  });

  it('a stage with nothing to re-run writes an empty plan; a RUNNER_TEMP that cannot be written empties both paths, with a warning', async () => {
    const done = await runWith(
      { baseline: 'b.csv', candidate: 'c.csv', 'previous-report': 'r.json' },
      { compare: async () => staged({ ...STAGE_1, stage: 2, rerunNeeded: false }) },
    );
    expect(done.core.outputs.get('rerun-needed')).toBe('false');
    const plan = JSON.parse(readFileSync(done.core.outputs.get('rerun-plan') ?? '', 'utf8')) as {
      rerunNeeded: boolean;
      stage: number;
      benchmarks: unknown[];
    };
    expect(plan).toMatchObject({ stage: 3, rerunNeeded: false, benchmarks: [] });

    rmSync(runnerTemp, { recursive: true, force: true });
    writeFileSync(runnerTemp, 'a file, not a folder');
    const unwritable = await runWith(
      { baseline: 'b.csv', candidate: 'c.csv', resample: 'true' },
      { compare: async () => staged(STAGE_1) },
    );
    expect(unwritable.core.failures).toEqual([]);
    expect(unwritable.core.outputs.get('rerun-needed')).toBe('true');
    expect(unwritable.core.outputs.get('rerun-plan')).toBe('');
    expect(unwritable.core.warnings.map((w) => w.message)).toContainEqual(
      expect.stringContaining(
        'the outputs report-json and report-markdown and rerun-plan are empty.',
      ),
    );
  });
});
