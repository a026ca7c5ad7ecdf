/**
 * A gate in stages: the previous stage's report, read and checked before a later stage continues
 * it. The report is a file the workflow hands over between steps, which the steps in between (the
 * harness's re-runs) could change; so besides its schema (parseReport), what its stage record, its
 * plans and its settings say must agree with one another and with this run's settings, or the run
 * stops with one line naming the field and the value.
 */
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InputError, ConfigError, excerpt, grouped, showPath, showValue } from '../errors.js';
import {
  type DecisionSettings,
  spentShare,
  stageShare,
  stagedSettings,
} from '../decision/index.js';
import { type ReportData, parseReport } from '../report/index.js';

/** The most bytes a previous report may take (the same cap as a merged shard's). */
const MAX_PREVIOUS_REPORT_BYTES = 64 * 1024 * 1024;

/** Where a run stands among the stages. */
export interface StageState {
  /** This run's stage (1 for a first run with `resample`). */
  readonly stage: number;
  /** The previous stage's report (stage ≥ 2). */
  readonly previous?: ReportData;
  /** How the previous report was named, for messages. */
  readonly previousFile?: string;
}

/**
 * Reads the previous stage's report (a path the workflow gave: `--previous-report`, input
 * `previous-report`) and the stage this run is: a report of a run without `resample` cannot be
 * continued (its stage spent the whole level), nor one whose stage record and plans disagree.
 */
export async function previousStage(path: string, cwd: string): Promise<StageState> {
  const file = resolve(cwd, path);
  const shown = showPath(path);
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(
      { file: shown },
      error.code === 'ENOENT'
        ? "does not exist (the previous stage's JSON report)"
        : `cannot be read (${error.code ?? 'error'})`,
    );
  });
  if (!info.isFile()) throw new InputError({ file: shown }, 'is not a file');
  if (info.size > MAX_PREVIOUS_REPORT_BYTES)
    throw new InputError(
      { file: shown },
      `the report is ${grouped(info.size)} bytes, more than the ${grouped(MAX_PREVIOUS_REPORT_BYTES)} a report may be`,
    );
  const report = parseReport(await readFile(file, 'utf8'), shown) as unknown as ReportData;
  if (report.stages === undefined)
    throw new InputError(
      { file: shown },
      'was written by a run without resample, which spent the whole level at its stage: run stage 1 with resample (--resample, input "resample") to continue it',
    );
  checkStageReport(report, shown);
  return { stage: report.stages.stage + 1, previous: report, previousFile: shown };
}

/**
 * This stage's one-sided level (null: rule overlap, which has none), to 12 significant digits:
 * rule z's 1 − min-confidence would otherwise carry the float noise of 1 − (1 − x) into the report,
 * the plan file and the comment (0.012499999999999956 for 0.0125).
 */
export function stageLevel(settings: DecisionSettings, stage: number): number | null {
  const s = stagedSettings(settings, stage);
  const level =
    s.rule === 'paired' ? (s.alpha ?? null) : s.rule === 'z' ? 1 - s.minConfidence : null;
  return level === null ? null : Number(level.toPrecision(12));
}

/** The level a report's settings decided at (null: rule overlap). */
function reportLevel(settings: ReportData['settings']): number | null {
  if (settings.rule === 'paired') return settings.alpha ?? 0.01;
  if (settings.rule === 'z') return 1 - settings.minConfidence;
  return null;
}

/** Two levels computed along different paths (1 − (1 − x) is not x in floating point). */
function same(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-12 + 1e-9 * Math.abs(b);
}

/**
 * The report's stage record, plans and settings agree (stage s decided at its share of the run's
 * level, spent the shares of stages 1..s, planned stage s + 1 at its share; every benchmark
 * carries the stage that decided it; a plan's counts are one per question, its questions among
 * them, its total their sum), or an InputError naming the first field that does not.
 */
function checkStageReport(report: ReportData, file: string): void {
  const stages = report.stages;
  if (!stages) return;
  const s = stages.stage;
  const refuse = (field: string, detail: string): never => {
    throw new InputError(
      { file, field },
      `${detail}: the report was edited, or is not the one the previous stage wrote`,
    );
  };
  const level = reportLevel(report.settings);
  if (!same(stages.level, level))
    refuse(
      'stages.level',
      `is ${showValue(stages.level)}, but its settings decided at ${showValue(level)}`,
    );
  // The run's level, of which stage s decided at its share.
  const run = level === null ? null : level / stageShare(s);
  const spent = run === null ? null : run * spentShare(s);
  if (!same(stages.spent, spent))
    refuse(
      'stages.spent',
      `is ${showValue(stages.spent)}, but stages 1 to ${s} at this level spend ${showValue(spent === null ? null : Number(spent.toPrecision(12)))}`,
    );
  const next = run === null ? null : run * stageShare(s + 1);
  report.benchmarks.forEach((b, i) => {
    const at = `benchmarks[${i}]`;
    if (b.stage === undefined)
      refuse(`${at}.stage`, 'is missing; every benchmark of a report in stages has one');
    else if (b.stage.stage > s)
      refuse(`${at}.stage.stage`, `is ${b.stage.stage}, later than the report's stage ${s}`);
    const plan = b.plan;
    if (plan === undefined) return;
    if (plan.stage !== s + 1)
      refuse(
        `${at}.plan.stage`,
        `is ${plan.stage}, but the report is of stage ${s}, whose plans are for stage ${s + 1}`,
      );
    if (!same(plan.level, next))
      refuse(
        `${at}.plan.level`,
        `is ${showValue(plan.level)}, but stage ${s + 1}'s level is ${showValue(next === null ? null : Number(next.toPrecision(12)))}`,
      );
    const m = plan.before.ids.length;
    for (const side of ['baseline', 'candidate'] as const)
      for (const key of ['successes', 'trials'] as const)
        if (plan.before[side][key].length !== m)
          refuse(
            `${at}.plan.before.${side}.${key}`,
            `has ${grouped(plan.before[side][key].length)} entries, not one for each of the ${grouped(m)} questions`,
          );
    if (new Set(plan.before.ids).size !== m)
      refuse(`${at}.plan.before.ids`, 'names a question twice');
    const known = new Set(plan.before.ids);
    const seen = new Set<string>();
    let total = 0;
    plan.questions.forEach((q, j) => {
      if (!known.has(q.id))
        refuse(
          `${at}.plan.questions[${j}].id`,
          `${excerpt(q.id)} is not one of the questions stage ${s} compared`,
        );
      if (seen.has(q.id))
        refuse(`${at}.plan.questions[${j}].id`, `${excerpt(q.id)} is planned twice`);
      seen.add(q.id);
      total += 2 * q.trials;
    });
    if (plan.trials !== total)
      refuse(
        `${at}.plan.trials`,
        `is ${grouped(plan.trials)}, but its questions add up to ${grouped(total)} new trials on both sides`,
      );
  });
}

/** The previous stage decided under the same rule and levels, or a ConfigError naming the first that differs. */
export function checkSameSettings(state: StageState, run: DecisionSettings): void {
  const prev = state.previous?.settings;
  if (!prev) return;
  // The previous report records the settings its stage decided with: the run's at that stage's
  // share of the level.
  const settings = stagedSettings(run, state.stage - 1);
  const pairs: [string, unknown, unknown][] = [
    ['rule', prev.rule, settings.rule],
    [
      'alpha',
      prev.rule === 'paired' ? (prev.alpha ?? 0.01) : null,
      settings.rule === 'paired' ? (settings.alpha ?? 0.01) : null,
    ],
    [
      'min-confidence',
      prev.rule === 'z' ? prev.minConfidence : null,
      settings.rule === 'z' ? settings.minConfidence : null,
    ],
    ['confidence', prev.confidence, settings.confidence],
    ['margin', prev.margin, settings.margin],
    [
      'multiple-comparisons',
      prev.multipleComparisons ?? 'none',
      settings.multipleComparisons ?? 'none',
    ],
  ];
  for (const [name, was, is] of pairs)
    if (was !== is)
      throw new ConfigError(
        `${state.previousFile ?? 'the previous report'}: stage ${state.stage - 1} decided with ${name} ${showValue(was)}, this stage with ${showValue(is)}: ${SAME_SETTINGS}`,
        name,
      );
}

/** Why a later stage refuses settings other than the earlier stages'. */
export const SAME_SETTINGS =
  'every stage of a run must use the same rule and levels (the level is spent across them)';
