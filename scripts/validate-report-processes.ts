/**
 * The sections of docs/statistics.md for the processes the main table does not draw
 * (validate-processes.ts): every metric family, correlated trials, the bimodal benchmark, rubric
 * labels, Holm over many metrics. Pure: cells in, Markdown lines out; every number in the prose is
 * computed from the tables beside it.
 */
import { grouped } from '../src/report/format.js';
import {
  BIMODAL,
  PROCESS_RULE_NAMES,
  type ProcessCell,
  type ProcessResult,
  type ProcessRule,
  processPopulationLabel,
} from './validate-processes.js';
import { mcError, pct } from './validate-report-edges.js';

/** Each rule's one-sided level, as the docs state it. */
const LEVELS: Readonly<Record<ProcessRule, number>> = { overlap: 0.005, z95: 0.05, paired01: 0.01 };
const LABELS: Readonly<Record<ProcessRule, string>> = {
  overlap: 'overlap',
  z95: 'z, ρ ≥ 0.95',
  paired01: 'paired, α = 0.01',
};

function range(values: readonly number[]): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 'n/a';
  const lo = pct(Math.min(...finite));
  const hi = pct(Math.max(...finite));
  return lo === hi ? lo : `${lo}–${hi}`;
}

const down = (c: ProcessCell, r: ProcessRule) => c.flagged[r] / c.runs;
const up = (c: ProcessCell, r: ProcessRule) => c.wrongWay[r] / c.runs;
/** Either direction's false calls, the larger. */
const worst = (c: ProcessCell, r: ProcessRule) => Math.max(down(c, r), up(c, r));

/** Cells where a rule's false calls exceed its level by more than two Monte Carlo SE. */
function over(cells: readonly ProcessCell[], r: ProcessRule): ProcessCell[] {
  return cells.filter((c) => worst(c, r) > LEVELS[r] + 2 * mcError(LEVELS[r], c.runs));
}

function pair(c: ProcessCell): string {
  return `${c.baselineTrials} → ${c.candidateTrials}`;
}

function rho(c: ProcessCell): string {
  return c.correlation === 0 ? '0' : c.correlation === 1 ? '1' : c.correlation.toFixed(2);
}

/**
 * Chance alone puts a cell whose rule is exactly at its level above it by two Monte Carlo
 * standard errors in one direction or the other with probability 1 − (1 − 0.0228)², about 4.5%.
 */
const CHANCE_ABOVE = 1 - (1 - 0.02275) ** 2;

/** `n of m cells above the level` with what chance alone would give, or that none is. */
function overText(cells: readonly ProcessCell[], r: ProcessRule): string {
  const bad = over(cells, r);
  if (bad.length === 0)
    return `within two Monte Carlo standard errors of ${pct(LEVELS[r])} in every cell`;
  const chance = CHANCE_ABOVE * cells.length;
  const named = bad
    .slice(0, 4)
    .map((c) => `${c.metric} ${pair(c)}${c.correlation ? ` ρ ${rho(c)}` : ''} ${c.population}`)
    .join('; ');
  const verdict =
    bad.length <= chance + 2 * Math.sqrt(chance * (1 - CHANCE_ABOVE))
      ? 'as many as chance alone gives'
      : '**more than chance alone gives**';
  return `above ${pct(LEVELS[r])} by more than two Monte Carlo standard errors in ${bad.length} of ${cells.length} cells (${named}): ${verdict} (about ${chance.toFixed(1)} of ${cells.length} when every cell is at the level)`;
}

function ruleColumns(): string[] {
  return PROCESS_RULE_NAMES.map((r) => `${LABELS[r]}: worse / better`);
}

function ruleCells(c: ProcessCell): string[] {
  return PROCESS_RULE_NAMES.map((r) => `${pct(down(c, r))} / ${pct(up(c, r))}`);
}

function familySection(cells: readonly ProcessCell[]): string[] {
  if (cells.length === 0) return [];
  const runs = cells[0]?.runs ?? 0;
  return [
    '## Every metric family',
    '',
    `No change, ${grouped(cells[0]?.questions ?? 0)} questions, each family at equal and unequal trial counts (baseline → candidate), ${grouped(runs)} PRs per cell: the share of PRs each rule called worse, and better. Every family decides on its own finite-sample estimator (Pass@k's unbiased one, …) with the σ of that estimator's trial noise, E[Var(Û | p)] under each question's posterior (decision/trial-noise.ts); Geom@k, whose estimate depends on N, at each question's common trial count; the blends of two means (geom-ds@k, geo-spectrum@k) on their linearized per-question scores. Before these fixes, with the posterior σ of each family's latent target, overlap called 1–4.5% and z 7–15% of these PRs worse at 2–16 trials, and Geom@2 87–97% at 16 → 2 (issue 36).`,
    '',
    `| metric | trials | population | ${ruleColumns().join(' | ')} |`,
    `|:--|:--|:--|${PROCESS_RULE_NAMES.map(() => '--:').join('|')}|`,
    ...cells.map(
      (c) =>
        `| ${c.metric.replace(':', ' τ ')} | ${pair(c)} | ${c.population} | ${ruleCells(c).join(' | ')} |`,
    ),
    '',
    `Read: either way, overlap ${range(cells.flatMap((c) => [down(c, 'overlap'), up(c, 'overlap')]))}, z ${range(cells.flatMap((c) => [down(c, 'z95'), up(c, 'z95')]))}, paired ${range(cells.flatMap((c) => [down(c, 'paired01'), up(c, 'paired01')]))} (Monte Carlo standard error ${pct(mcError(0.01, runs))} at 1%, ${pct(mcError(0.05, runs))} at 5%). z: ${overText(cells, 'z95')}; paired: ${overText(cells, 'paired01')}; overlap: ${overText(cells, 'overlap')}.`,
    '',
  ];
}

function correlationSection(cells: readonly ProcessCell[]): string[] {
  if (cells.length === 0) return [];
  const runs = cells[0]?.runs ?? 0;
  const correlated = cells.filter((c) => c.correlation > 0);
  return [
    '## Correlated trials',
    '',
    `Trials of one run that share something (greedy or seeded decoding with N > 1, cached generations, one prompt variant per trial): each run draws its own rate for a question, Beta with mean p_q and intra-run correlation ρ (ρ = 1: the run's trials are identical). No change, ${grouped(cells[0]?.questions ?? 0)} questions, ${grouped(runs)} PRs per cell. Rules overlap and z check their intervals against the spread of the per-question differences and widen them by what the data show (decision/dispersion.ts); the last column is the share of PRs in which the data contradicted the trial model at the 1% level (the report then says so in one line). Before the check, at 200 × 16 and ρ = 1/3 overlap called 13–15% and z 25% of these PRs worse (issue 36).`,
    '',
    `| metric | trials | ρ | population | ${ruleColumns().join(' | ')} | model contradicted |`,
    `|:--|:--|--:|:--|${PROCESS_RULE_NAMES.map(() => '--:').join('|')}|--:|`,
    ...cells.map(
      (c) =>
        `| ${c.metric} | ${pair(c)} | ${rho(c)} | ${c.population} | ${ruleCells(c).join(' | ')} | ${pct(c.widened / c.runs)} |`,
    ),
    '',
    `Read: with correlated trials (ρ > 0) overlap calls ${range(correlated.flatMap((c) => [down(c, 'overlap'), up(c, 'overlap')]))}, z ${range(correlated.flatMap((c) => [down(c, 'z95'), up(c, 'z95')]))}, paired ${range(correlated.flatMap((c) => [down(c, 'paired01'), up(c, 'paired01')]))} of unchanged PRs worse or better. z: ${overText(cells, 'z95')}; paired: ${overText(cells, 'paired01')}; overlap: ${overText(cells, 'overlap')}. Rule paired measures the spread of the differences itself and needs no check; with unequal trials its skewness correction takes the correlation the data show (decision/trial-model.ts).`,
    '',
  ];
}

function bimodalSection(cells: readonly ProcessCell[]): string[] {
  if (cells.length === 0) return [];
  const nulls = cells.filter((c) => c.drop === 0);
  const drops = cells.filter((c) => c.drop > 0);
  const moving = 1 - BIMODAL.right - BIMODAL.wrong;
  return [
    '## Questions that never change',
    '',
    `A ${processPopulationLabel('bimodal')} benchmark, the rest Beta(${BIMODAL.moving.a}, ${BIMODAL.moving.b}): most questions carry no trial noise at all. A drop of d points falls on the ${Math.round(moving * 100)}% that can move (a logit shift calibrated to d / ${moving.toFixed(2)}). ${grouped(nulls[0]?.questions ?? 0)} questions, equal trials; ${grouped(nulls[0]?.runs ?? 0)} PRs per no-change cell, ${grouped(drops[0]?.runs ?? 0)} per drop. Until issue 36, rule paired never let its standard error fall below the posterior uncertainty of every question, which bound in every PR here (the always-right questions' posteriors are not certain) and caught a 3-point drop at 200 × 4 in 33% of PRs.`,
    '',
    `| trials | change | ${PROCESS_RULE_NAMES.map((r) => LABELS[r]).join(' | ')} |`,
    `|:--|:--|${PROCESS_RULE_NAMES.map(() => '--:').join('|')}|`,
    ...cells.map(
      (c) =>
        `| ${grouped(c.questions)} × ${c.baselineTrials} | ${c.drop === 0 ? 'none (false alarms)' : `${c.drop} points worse`} | ${PROCESS_RULE_NAMES.map((r) => pct(down(c, r))).join(' | ')} |`,
    ),
    '',
    `Read: paired's false alarms ${range(nulls.map((c) => down(c, 'paired01')))} (Monte Carlo standard error ${pct(mcError(0.01, nulls[0]?.runs ?? 1))}), its power at ${drops[0]?.drop ?? 0} points ${range(drops.map((c) => down(c, 'paired01')))}.`,
    '',
  ];
}

function rubricSection(cells: readonly ProcessCell[]): string[] {
  if (cells.length === 0) return [];
  return [
    '## Rubric labels',
    '',
    `Labels 0..3 scored [0, ⅓, ⅔, 1], each question's label shares drawn from Dirichlet(½, ½, ½, ½) (a run's own shares Dirichlet around them at ρ > 0). No change, ${grouped(cells[0]?.questions ?? 0)} questions, ${grouped(cells[0]?.runs ?? 0)} PRs per cell. max@k on rubric labels keeps its posterior σ (its estimator's trial noise is not derived for several labels), so the check against the spread of the differences is what holds its level.`,
    '',
    `| metric | trials | ρ | ${ruleColumns().join(' | ')} | model contradicted |`,
    `|:--|:--|--:|${PROCESS_RULE_NAMES.map(() => '--:').join('|')}|--:|`,
    ...cells.map(
      (c) =>
        `| ${c.metric} | ${pair(c)} | ${rho(c)} | ${ruleCells(c).join(' | ')} | ${pct(c.widened / c.runs)} |`,
    ),
    '',
    `Read: z: ${overText(cells, 'z95')}; paired: ${overText(cells, 'paired01')}; overlap: ${overText(cells, 'overlap')}.`,
    '',
  ];
}

function holmSection(p: ProcessResult): string[] {
  const h = p.holm;
  if (!h) return [];
  const k = h.benchmarks * h.metrics.length;
  return [
    '## Holm over many metrics',
    '',
    `${h.benchmarks} unchanged benchmarks of ${grouped(h.questions)} × ${h.trials}, each gating ${h.metrics.join(', ')}: K = ${k} gated comparisons, \`multiple-comparisons: holm\`, ${grouped(h.runs)} runs. The share of runs with any false regression, against the bound the report prints. (With each family's posterior σ, z with Holm failed 16.3% of such runs against its 5% bound: issue 36.)`,
    '',
    "| rule | runs with a false regression | the report's bound |",
    '|:--|--:|--:|',
    `| z, ρ ≥ 0.95, Holm | ${pct(h.anyFlag.z95 / h.runs)} | ${pct(h.bound.z95)} |`,
    `| paired, α = 0.01, Holm | ${pct(h.anyFlag.paired01 / h.runs)} | ${pct(h.bound.paired01)} |`,
    '',
  ];
}

/** Every section of the process cells, in order. */
export function processSections(p: ProcessResult): string[] {
  const of = (kind: ProcessCell['kind']) => p.cells.filter((c) => c.kind === kind);
  return [
    ...familySection(of('family')),
    ...correlationSection(of('correlation')),
    ...bimodalSection(of('bimodal')),
    ...rubricSection(of('rubric')),
    ...holmSection(p),
  ];
}

/** The "In short" bullets of the process cells. */
export function processBullets(p: ProcessResult): string[] {
  const out: string[] = [];
  const families = p.cells.filter((c) => c.kind === 'family');
  if (families.length > 0)
    out.push(
      `- **Every metric family** (Pass@k, Pass^k, maj@k, G-Pass, mG-Pass, AUC, max@k, Geom and the blends, at equal and unequal trials; table "Every metric family"): z calls an unchanged model worse or better in ${range(families.map((c) => worst(c, 'z95')))} of PRs at its 5%, paired ${range(families.map((c) => worst(c, 'paired01')))} at 1%, overlap ${range(families.map((c) => worst(c, 'overlap')))}.`,
    );
  const correlated = p.cells.filter((c) => c.kind === 'correlation' && c.correlation > 0);
  if (correlated.length > 0)
    out.push(
      `- **Correlated trials** (ρ = ${[...new Set(correlated.map(rho))].join(', ')}, up to identical trials): overlap ${range(correlated.map((c) => worst(c, 'overlap')))}, z ${range(correlated.map((c) => worst(c, 'z95')))}, paired ${range(correlated.map((c) => worst(c, 'paired01')))} either way, once overlap and z widen by the spread the data show (table "Correlated trials").`,
    );
  const bimodal = p.cells.filter((c) => c.kind === 'bimodal' && c.drop > 0);
  if (bimodal.length > 0)
    out.push(
      `- **Questions that never change** (${Math.round(BIMODAL.right * 100)}% always right, ${Math.round(BIMODAL.wrong * 100)}% always wrong): paired catches a ${bimodal[0]?.drop ?? 0}-point drop in ${range(bimodal.map((c) => down(c, 'paired01')))} of PRs (table "Questions that never change").`,
    );
  return out;
}
