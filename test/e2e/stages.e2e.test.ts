/**
 * End to end, a gate in stages: the bundled action in one job (one RUNNER_TEMP, one comment key)
 * on a pull request, as docs/action.md's workflow runs it. Stage 1 (`resample: true`) cannot tell a
 * 3-point drop at α/2 on 200 questions × 4 trials and writes a plan (`rerun-needed`, `rerun-plan`);
 * the re-run files hold exactly the planned trials on both sides, in the long CSV format; stage 2
 * (`previous-report`: stage 1's `report-json`) decides on every trial at α/4, calls the drop, and
 * updates the same comment. The data: test/e2e/stage-data.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFakeGitHub } from './fake-github-suite.js';
import { type ActionRun, entry } from './harness.js';
import { stageData } from './stage-data.js';

const gh = useFakeGitHub('scorio-e2e-stages-');

/** The job: one workspace and one RUNNER_TEMP for every step. */
function job(): {
  workspace: string;
  temp: string;
  run: (inputs: Record<string, string>) => Promise<ActionRun>;
} {
  const workspace = mkdtempSync(join(gh.scratch, 'ws-'));
  const temp = mkdtempSync(join(gh.scratch, 'runner-temp-'));
  mkdirSync(join(workspace, 'evals/baseline'), { recursive: true });
  mkdirSync(join(workspace, 'evals/candidate'), { recursive: true });
  return {
    workspace,
    temp,
    run: (inputs) =>
      gh.runAction({
        issue: 39,
        workspace,
        inputs,
        env: { RUNNER_TEMP: temp },
      }),
  };
}

/** Both stages read the same globs: stage 2's match the re-run files too. */
const GATE = {
  baseline: 'evals/baseline/*.csv',
  candidate: 'evals/candidate/*.csv',
  rule: 'paired',
};

interface PlanFile {
  schema: string;
  stage: number;
  level: number | null;
  rerunNeeded: boolean;
  benchmarks: {
    name: string;
    questions: { id: string; trials: number }[];
    sides: string[];
    trials: number;
    uniformTrials: number;
    forms: { harness: string; lines: string[] }[];
  }[];
}

describe(`the bundled action ${entry}: a gate in stages`, () => {
  it('stage 1 plans a re-run of what it cannot tell; stage 2 on exactly the planned trials resolves it', async () => {
    const data = stageData();
    const { workspace, temp, run } = job();
    writeFileSync(join(workspace, 'evals/baseline/stage-1.csv'), data.baseline);
    writeFileSync(join(workspace, 'evals/candidate/stage-1.csv'), data.candidate);

    // Stage 1: can't tell at α/2 = 0.005; the plan for stage 2 beside the report.
    const first = await run({ ...GATE, resample: 'true' });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.outputs['verdict']).toBe('no-change');
    expect(first.outputs['rerun-needed']).toBe('true');
    const planPath = first.outputs['rerun-plan'] ?? '';
    expect(dirname(planPath)).toBe(dirname(first.outputs['report-json'] ?? ''));
    expect(planPath.startsWith(temp)).toBe(true);
    const plan = JSON.parse(readFileSync(planPath, 'utf8')) as PlanFile;
    expect(plan).toMatchObject({ schema: 'scorio-eval-plan/1', stage: 2, level: 0.0025 });
    expect(plan.benchmarks).toHaveLength(1);
    const [planned] = plan.benchmarks;
    if (planned === undefined) throw new Error('no plan');
    expect(planned.name).toBe('eval');
    expect(planned.sides).toEqual(['baseline', 'candidate']);
    const perSide = planned.questions.reduce((n, q) => n + q.trials, 0);
    expect(planned.trials).toBe(2 * perSide);
    // Fewer trials than re-running every question for the same variance: the figures
    // docs/action.md quotes ("Re-running what the gate could not tell").
    expect([planned.questions.length, planned.trials, planned.uniformTrials]).toEqual([
      34, 1088, 6000,
    ]);
    // The plan file's lines for any harness: one `id<TAB>trials` per question.
    expect(planned.forms.find((f) => f.harness === 'ids')?.lines).toEqual(
      planned.questions.map((q) => `${q.id}\t${q.trials}`),
    );
    const comments = () => gh.server.comments.get(39) ?? [];
    expect(comments()).toHaveLength(1);
    const stage1 = comments()[0]?.body ?? '';
    expect(stage1.split('\n')[0]).toBe(
      '### ❓ No credible regression found, but the gate cannot see drops smaller than 3.2 points in 1 comparison',
    );
    expect(stage1).toContain(
      `> ↻ To tell, stage 2 would re-run ${planned.questions.length} questions × 16 trials of eval on both sides: 1,088 trials instead of 6,000 for every question (the commands are in the details) · false alarms ≤ 0.5% over 1 stage.`,
    );
    expect(stage1).toContain('rule paired (α = 0.005, one-sided)');
    expect(stage1).toContain('· false alarms ≤ 0.5% over 1 stage.');
    expect(stage1).toContain('**Re-run plan** (stage 2:');

    // The re-run: exactly the planned questions and trials, on both sides.
    const rerun = data.rerun(planned.questions);
    writeFileSync(join(workspace, 'evals/baseline/stage-2.csv'), rerun.baseline);
    writeFileSync(join(workspace, 'evals/candidate/stage-2.csv'), rerun.candidate);

    // A re-run short of one planned trial is refused, naming the question and the numbers.
    const short = rerun.candidate.replace(/\n[^\n]+\n$/, '\n');
    writeFileSync(join(workspace, 'evals/candidate/stage-2.csv'), short);
    const refused = await run({ ...GATE, 'previous-report': first.outputs['report-json'] ?? '' });
    expect(refused.code).toBe(1);
    const last = planned.questions.at(-1);
    expect(refused.stdout).toMatch(
      new RegExp(
        `::error::"eval": question "${last?.id ?? ''}" has ${3 + (last?.trials ?? 0)} trials on the candidate side; the plan of ".*/report\\.json" asks for ${4 + (last?.trials ?? 0)} \\(4 at stage 1, ${last?.trials ?? 0} new\\): a later stage runs exactly the planned trials`,
      ),
    );
    writeFileSync(join(workspace, 'evals/candidate/stage-2.csv'), rerun.candidate);

    // Stage 2: every trial at α/4; the drop is called; the same comment, updated.
    const second = await run({ ...GATE, 'previous-report': first.outputs['report-json'] ?? '' });
    expect(second.stderr).toBe('');
    expect(second.code).toBe(1);
    expect(second.outputs['verdict']).toBe('regression');
    expect(second.outputs['rerun-needed']).toBe('false');
    const next = JSON.parse(readFileSync(second.outputs['rerun-plan'] ?? '', 'utf8')) as PlanFile;
    expect(next).toMatchObject({ stage: 3, rerunNeeded: false, benchmarks: [] });
    const report = JSON.parse(readFileSync(second.outputs['report-json'] ?? '', 'utf8')) as {
      stages: unknown;
      falseAlarmBound: number;
      settings: { alpha: number };
    };
    expect(report.stages).toEqual({
      stage: 2,
      level: 0.0025,
      spent: 0.0075,
      carried: [],
      resampled: [
        {
          name: 'eval',
          questions: planned.questions.length,
          trials: planned.trials,
          uniformTrials: planned.uniformTrials,
          perQuestion: { min: 16, max: 16 },
        },
      ],
      rerunNeeded: false,
    });
    expect(report.settings.alpha).toBe(0.0025);
    expect(report.falseAlarmBound).toBe(0.0075);
    expect(comments()).toHaveLength(1);
    const stage2 = comments()[0]?.body ?? '';
    expect(stage2.split('\n')[0]).toBe('### ❌ Credible regression: eval accuracy -1.9\u00a0pp');
    expect(stage2).toContain(
      `> ↻ Stage 2: resolved after re-sampling ${planned.questions.length} questions × 16 trials on both sides: ${planned.trials.toLocaleString('en-US')} trials instead of ${planned.uniformTrials.toLocaleString('en-US')} for every question · false alarms ≤ 0.75% over 2 stages.`,
    );
  });

  it('a previous report outside the workspace and RUNNER_TEMP is refused', async () => {
    const { run } = job();
    const elsewhere = mkdtempSync(join(tmpdir(), 'scorio-e2e-elsewhere-'));
    try {
      const report = join(elsewhere, 'report.json');
      writeFileSync(report, '{}');
      const refused = await run({ ...GATE, 'previous-report': report });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain(`::error::${report}: is outside the workspace`);
      expect(refused.outputs['verdict']).toBeUndefined();
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
