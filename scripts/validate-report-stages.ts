/**
 * The section of docs/statistics.md on a gate in stages (validate-stages.ts): the false alarms over
 * the stages, the power after them, the trials the plans spend against re-running every question
 * alike, and the other ways to split the level. Pure: cells in, Markdown lines out; every number
 * in the prose is computed from the tables beside it.
 */
import { grouped } from '../src/report/format.js';
import { mcError, pct } from './validate-report-edges.js';
import { BIMODAL } from './validate-processes.js';
import {
  POCOCK_SHARE,
  STAGE_CORRELATION,
  type StageCell,
  type StageRule,
} from './validate-stages.js';

/** Each rule's one-sided level over all stages, as the docs state it. */
const LEVELS: Readonly<Record<StageRule, number>> = { paired01: 0.01, overlap: 0.005 };
const RULE_LABELS: Readonly<Record<StageRule, string>> = {
  paired01: 'paired, α = 0.01',
  overlap: 'overlap',
};

function range(values: readonly number[], format: (x: number) => string = pct): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 'n/a';
  const lo = format(Math.min(...finite));
  const hi = format(Math.max(...finite));
  return lo === hi ? lo : `${lo}–${hi}`;
}

const times = (x: number) => `${x.toFixed(1)}×`;
const points = (x: number) => (x * 100).toFixed(1);
const population = (c: StageCell) =>
  c.population === 'correlated' ? `correlated (ρ = ${STAGE_CORRELATION.toFixed(2)})` : c.population;
const size = (c: StageCell) => `${grouped(c.questions)} × ${c.trials}`;
const last = (c: StageCell) => (c.flagged[c.flagged.length - 1] as number) / c.runs;
const key = (c: StageCell) => `${c.rule}|${c.population}|${c.questions}|${c.trials}`;

/** The cell of the same rule, population and size with this change (the gate's own split). */
function partner(cells: readonly StageCell[], c: StageCell, change: StageCell['change']) {
  return cells.find((x) => key(x) === key(c) && x.change === change && x.spending === 'halves');
}

/** Chance alone puts a cell exactly at its level above it by two Monte Carlo SE with probability ≈ 2.3%. */
const CHANCE_ABOVE = 0.02275;

function overText(cells: readonly StageCell[], rule: StageRule): string {
  const level = LEVELS[rule];
  const bad = cells.filter((c) => last(c) > level + 2 * mcError(level, c.runs));
  if (bad.length === 0)
    return `within two Monte Carlo standard errors of ${pct(level)} in every cell`;
  const chance = CHANCE_ABOVE * cells.length;
  const verdict =
    bad.length <= chance + 2 * Math.sqrt(chance * (1 - CHANCE_ABOVE))
      ? 'as many as chance alone gives'
      : '**more than chance alone gives**';
  return `above ${pct(level)} by more than two Monte Carlo standard errors in ${bad.length} of ${cells.length} cells (${bad
    .slice(0, 3)
    .map((c) => `${population(c)} ${size(c)}`)
    .join('; ')}): ${verdict} (about ${chance.toFixed(1)} when every cell is at the level)`;
}

function nullTable(cells: readonly StageCell[]): string[] {
  const stages = Math.max(...cells.map((c) => c.stages));
  const heads = Array.from({ length: stages }, (_, s) =>
    s === 0 ? 'stage 1' : `after stage ${s + 1}`,
  );
  return [
    `| rule | population | M × N | ${heads.join(' | ')} | PRs re-sampled | a plan said only more questions would help |`,
    `|:--|:--|:--|${heads.map(() => '--:').join('|')}|--:|--:|`,
    ...cells.map(
      (c) =>
        `| ${RULE_LABELS[c.rule]} | ${population(c)} | ${size(c)} | ${c.flagged.map((f) => pct(f / c.runs)).join(' | ')} | ${pct(c.resampled / c.runs)} | ${pct(c.unplanned.questions / c.runs)} |`,
    ),
  ];
}

/**
 * Whether every plan of the cell ran every question alike (at one trial a question: plan.ts), so
 * that it is the uniform design itself: its measured ratio would be the comparison's Monte Carlo
 * noise (it read 0.9×–1.8× on such cells), not a saving or a cost.
 */
function alike(c: StageCell): boolean {
  return c.planTrials > 0 && c.modelUniformTrials === c.planTrials;
}

interface PowerRow {
  readonly sees: StageCell;
  readonly planned: StageCell | undefined;
}

function powerTable(rows: readonly PowerRow[]): string[] {
  return [
    '| rule | population | M × N | drop stage 1 sees (points) | power: stage 1 | after stage 2 | drop the plans see (points) | power after stage 2 | new trials per re-sampled PR | every question alike, same drop seen (model) | plan ÷ alike at equal power (measured) | PRs told only more questions would help |',
    '|:--|:--|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(({ sees, planned: drawn }) => {
      // A cell where no PR got a plan of trials (each was told "more questions") has no drop the
      // plans see: its 0.0 points and the false alarms at it would read as a claim.
      const planned =
        drawn !== undefined && drawn.resampled > 0 && drawn.drop > 0 ? drawn : undefined;
      const perPr = planned && planned.resampled > 0 ? planned.planTrials / planned.resampled : NaN;
      const model =
        planned && planned.planTrials > 0 ? planned.modelUniformTrials / planned.planTrials : NaN;
      return `| ${RULE_LABELS[sees.rule]} | ${population(sees)} | ${size(sees)} | ${points(sees.drop)} | ${pct((sees.flagged[0] as number) / sees.runs)} | ${pct(last(sees))} | ${planned ? points(planned.drop) : 'n/a'} | ${planned ? pct(last(planned)) : 'n/a'} | ${Number.isFinite(perPr) ? grouped(Math.round(perPr)) : 'n/a'} | ${Number.isFinite(model) ? times(model) : 'n/a'} | ${planned && alike(planned) ? '1× (alike)' : planned?.equalPowerRatio != null ? times(planned.equalPowerRatio) : 'n/a'} | ${pct(sees.unplanned.questions / sees.runs)} |`;
    }),
  ];
}

function spendingTable(cells: readonly StageCell[], all: readonly StageCell[]): string[] {
  const label = {
    halves: '½, ¼, ⅛, … (the gate)',
    full: 'the whole level at every stage',
    pocock: `Pocock: ${POCOCK_SHARE} α at both of two`,
  };
  const rows: string[] = [];
  for (const c of cells) {
    const stages = c.flagged.map((f) => pct(f / c.runs)).join(' / ');
    rows.push(
      `| ${population(c)} | ${size(c)} | ${label[c.spending]} | ${c.change === 0 ? `no change: ${stages}` : `the drop stage 1 sees (${points(c.drop)} points): ${stages}`} |`,
    );
    if (c.change === 0 && c.spending === 'full') {
      const gate = partner(all, c, 0);
      if (gate)
        rows.push(
          `| ${population(gate)} | ${size(gate)} | ${label.halves} | no change: ${gate.flagged.map((f) => pct(f / gate.runs)).join(' / ')} |`,
        );
    }
    if (c.change === 'sees') {
      const gate = partner(all, c, 'sees');
      if (gate)
        rows.push(
          `| ${population(gate)} | ${size(gate)} | ${label.halves} | the drop stage 1 sees (${points(gate.drop)} points): ${gate.flagged.map((f) => pct(f / gate.runs)).join(' / ')} |`,
        );
    }
  }
  return [
    '| population | M × N | the level split | flagged after each stage (cumulative) |',
    '|:--|:--|:--|:--|',
    ...rows,
  ];
}

/**
 * What the plans' own "sees with 80% power" is worth: the power measured at that drop, and the
 * rows where it falls short by more than Monte Carlo noise (named, not averaged away).
 */
function plansPowerText(rows: readonly PowerRow[]): string {
  const measured = rows
    .map((r) => r.planned)
    .filter((c): c is StageCell => c !== undefined && c.resampled > 0 && c.drop > 0);
  if (measured.length === 0) return '';
  const short = measured.filter((c) => last(c) < 0.7);
  return `The plans say the next stage sees their drop with 80% power; measured after stage 2: ${range(measured.map(last))}${
    short.length > 0
      ? `, **below 70% in ${short.map((c) => `${population(c)} ${size(c)} (${pct(last(c))})`).join(', ')}**: at one trial a question the plan cannot see that trials share a run effect, takes the new trials as independent, and so overstates what they buy (the level holds: the table above)`
      : ''
  }.`;
}

/** What the plans do at one trial a question: every question alike, or the measured ratios. */
function oneTrialText(rows: readonly PowerRow[], measured: readonly number[]): string {
  const one = rows.filter((r) => r.sees.trials === 1 && r.planned !== undefined);
  if (one.length > 0 && one.every((r) => alike(r.planned as StageCell)))
    return 'at one trial a question the plans run every question alike (one trial per side cannot tell a settled question from one in the balance): the same trials as the uniform design, by construction';
  return `at one trial a question ${range(measured, times)}`;
}

/** The section "A gate in stages". */
export function stageSections(cells: readonly StageCell[]): string[] {
  if (cells.length === 0) return [];
  const gate = cells.filter((c) => c.spending === 'halves');
  const nulls = gate.filter((c) => c.change === 0);
  const rows: PowerRow[] = gate
    .filter((c) => c.change === 'sees')
    .map((sees) => ({ sees, planned: partner(cells, sees, 'planned') }));
  const other = cells.filter((c) => c.spending !== 'halves');
  const ratios = (pred: (c: StageCell) => boolean) =>
    rows
      .filter(
        (r) =>
          pred(r.sees) &&
          r.planned?.equalPowerRatio != null &&
          !(r.planned !== undefined && alike(r.planned)),
      )
      .map((r) => r.planned?.equalPowerRatio as number);
  const settled = (c: StageCell) => c.population === 'bimodal' && c.trials > 1;
  const nullRuns = nulls[0]?.runs ?? 0;
  const powerRuns = rows[0]?.sees.runs ?? 0;
  const full = other.filter((c) => c.spending === 'full');
  const pocockNull = other.filter((c) => c.spending === 'pocock' && c.change === 0);
  const pocockPower = other.filter((c) => c.spending === 'pocock' && c.change === 'sees');
  const rulesRead = (['paired01', 'overlap'] as const)
    .filter((r) => nulls.some((c) => c.rule === r))
    .map(
      (r) =>
        `${RULE_LABELS[r]}: ${range(nulls.filter((c) => c.rule === r).map(last))} over all stages, ${overText(
          nulls.filter((c) => c.rule === r),
          r,
        )}`,
    )
    .join('; ');
  return [
    '## A gate in stages',
    '',
    `Where a comparison cannot tell, \`compare --resample\` plans which questions to re-run, with how many new trials on each side (decision/plan.ts), and \`--previous-report\` decides the next stage on every trial so far (decision/staged.ts). Here each simulated PR runs as the workflow would: stage 1 decides at half the level; where it cannot tell, the library's plan is drawn for both sides from the same process (a new run of each planned question: with correlated trials, a new run effect), and stage 2 decides at a quarter of the level, stage 3 at an eighth. Populations: the five of "The population of questions", the bimodal one (${Math.round(BIMODAL.right * 100)}% always right, ${Math.round(BIMODAL.wrong * 100)}% always wrong) and the mixture with trials correlated within a run (ρ = ${STAGE_CORRELATION.toFixed(2)}). ${grouped(nullRuns)} PRs per no-change cell, ${grouped(powerRuns)} per drop; the drops are the mean over ${grouped(rows[0]?.sees.pilotRuns ?? 0)} unchanged PRs of what stage 1 says it sees ("sees ≥") and of what the plans say the next stage sees. Rule overlap has no level; its plans aim at the level where two 95% intervals stop overlapping.`,
    '',
    '### False alarms over the stages',
    '',
    ...nullTable(nulls),
    '',
    `Read: ${rulesRead} (Monte Carlo standard error ${pct(mcError(0.01, nullRuns))} at 1%).`,
    '',
    '### Power, and the trials the plans spend',
    '',
    "The last columns compare the plans with re-running every question alike: by the plans' own model (what running every question alike costs for the same drop seen), and measured: the same PRs' processes re-run alike at two or more sizes, the trials that reach the plans' power after stage 2 interpolated between the two that bracket it.",
    '',
    ...powerTable(rows),
    '',
    `Read: at the drop stage 1 says it sees, stage 1 catches ${range(rows.map((r) => (r.sees.flagged[0] as number) / r.sees.runs))} of PRs and stage 2 brings it to ${range(rows.map((r) => last(r.sees)))}. For the same power, the plans spend ${range(ratios(settled), times)} fewer trials than re-running every question alike where most questions are settled (the bimodal benchmark at 4 trials), ${range(
      ratios((c) => !settled(c) && c.trials > 1),
      times,
    )} on the other populations at 4 trials; ${oneTrialText(
      rows,
      ratios((c) => c.trials === 1),
    )}. A ratio below 1× would be a plan costing more than running every question alike${ratios(() => true).some((r) => r < 1) ? ': **see the rows below 1×**' : '; none is'}. ${plansPowerText(rows)}`,
    '',
    ...(other.length > 0
      ? [
          '### Splitting the level',
          '',
          `Rule paired at α = 0.01, the same drop for every split. Deciding every stage at the whole level, as a team re-running CI until it is green would, raises the false alarms with each stage: ${range(full.map(last))} after ${full[0]?.stages ?? 0} stages. Pocock's two-look boundary (${POCOCK_SHARE} α at both stages, for a fixed design of two looks with equal information) measures ${range(pocockNull.map(last))} over two stages and ${range(pocockPower.map(last))} power after stage 2, against the gate's ${range(
            pocockPower
              .map((c) => partner(cells, c, 'sees'))
              .filter((c): c is StageCell => c !== undefined)
              .map(last),
          )}; it holds for two stages only. The gate spends ½, ¼, ⅛, …: the union bound holds its level over any number of stages and any plan, which a team that re-runs until green needs.`,
          '',
          ...spendingTable(other, cells),
          '',
        ]
      : []),
  ];
}

/** The "In short" bullet. */
export function stageBullets(cells: readonly StageCell[]): string[] {
  const gate = cells.filter((c) => c.spending === 'halves');
  if (gate.length === 0) return [];
  const nulls = gate.filter((c) => c.change === 0);
  const paired = nulls.filter((c) => c.rule === 'paired01');
  const overlap = nulls.filter((c) => c.rule === 'overlap');
  const settled = gate
    .filter((c) => c.change === 'planned' && c.population === 'bimodal' && c.trials > 1)
    .map((c) => c.equalPowerRatio)
    .filter((r): r is number => r !== null);
  const sees = gate.filter((c) => c.change === 'sees');
  return [
    `- **A gate in stages** (table "A gate in stages"): over ${Math.max(...nulls.map((c) => c.stages))} stages an unchanged model fails ${range(paired.map(last))} of PRs under paired at α = 1%${overlap.length > 0 ? ` and ${range(overlap.map(last))} under overlap` : ''}; at the drop stage 1 says it sees, stage 2 raises the power from ${range(sees.map((c) => (c.flagged[0] as number) / c.runs))} to ${range(sees.map(last))}${settled.length > 0 ? `; on a benchmark whose questions are mostly settled the plans cost ${range(settled, times)} fewer trials than re-running every question for the same power` : ''}.`,
  ];
}
