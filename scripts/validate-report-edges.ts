/**
 * The edge sections of docs/statistics.md (validate-edges.ts's cells). Pure: results in, Markdown
 * lines out; every number in the prose is computed from the table it sits next to.
 */
import { grouped } from '../src/report/format.js';
import {
  CONCENTRATED_SHARE,
  DETECT_RULES,
  type DetectCell,
  type DetectRule,
  EDGE_RULE_LABELS,
  EDGE_RULE_NAMES,
  type EdgeResult,
  type EdgeRule,
  POPULATION_NAMES,
  type PopulationName,
  type RateCounts,
  populationLabel,
} from './validate-edges.js';

/** `4.5%`; two significant digits below 1%; `0%` for exactly zero (as validate-report.ts). */
export function pct(rate: number): string {
  if (!Number.isFinite(rate)) return 'n/a';
  if (rate === 0) return '0%';
  const x = rate * 100;
  return `${x < 1 ? String(Number(x.toPrecision(2))) : x.toFixed(1)}%`;
}

/** Points with one decimal. */
function pts(x: number): string {
  return Number.isFinite(x) ? (x * 100).toFixed(1) : 'n/a';
}

/** Monte Carlo standard error of a rate p from `runs` runs. */
export function mcError(p: number, runs: number): number {
  return Math.sqrt((p * (1 - p)) / runs);
}

function range(values: readonly number[], format: (x: number) => string = pct): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 'n/a';
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  return lo === hi ? format(lo) : `${format(lo)}–${format(hi)}`;
}

const RULE_LABEL_DETECT: Readonly<Record<DetectRule, string>> = {
  overlap: 'overlap',
  z95: 'z, ρ ≥ 0.95',
  paired01: 'paired, α = 0.01',
};

/** Rate of regressions (or improvements) of a rule in a cell. */
function rate(
  c: RateCounts,
  rule: EdgeRule,
  what: 'regression' | 'improvement' = 'regression',
): number {
  return c.runs > 0 ? c[what][rule] / c.runs : NaN;
}

/** The rates at α or below α + 2 MC SE? */
function withinLevel(rates: readonly { rate: number; runs: number }[], level: number): boolean {
  return rates.every(
    (r) => !Number.isFinite(r.rate) || r.rate <= level + 2 * mcError(level, r.runs),
  );
}

// ---------------------------------------------------------------------------------------------

/** "Other populations": false alarms and power per population at equal trials. */
export function populationSection(edges: EdgeResult): string[] {
  const cells = edges.populations;
  if (cells.length === 0) return [];
  const nullCells = cells.filter((c) => c.drop === 0);
  const q = nullCells[0]?.questions ?? 0;
  const trials = [...new Set(cells.map((c) => c.trials))];
  const drops = [
    ...new Map(cells.filter((c) => c.drop > 0).map((c) => [`${c.drop}${c.shape}`, c])).values(),
  ];
  const head = [
    'population',
    'N',
    ...EDGE_RULE_NAMES.map((r) => `false alarms · ${EDGE_RULE_LABELS[r]}`),
    ...drops.flatMap((d) =>
      (['overlap', 'paired01'] as const).map(
        (r) =>
          `${d.drop}-pt drop ${d.shape === 'spread' ? 'spread' : `on ${CONCENTRATED_SHARE * 100}% of questions`} · ${EDGE_RULE_LABELS[r]}`,
      ),
    ),
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|:--|--:|${head
      .slice(2)
      .map(() => '--:')
      .join('|')}|`,
  ];
  for (const pop of POPULATION_NAMES)
    for (const n of trials) {
      const at = (drop: number, shape: string) =>
        cells.find(
          (c) =>
            c.population === pop &&
            c.trials === n &&
            c.drop === drop &&
            (drop === 0 || c.shape === shape),
        );
      const z = at(0, 'spread');
      if (!z) continue;
      lines.push(
        `| ${populationLabel(pop)} | ${n} | ${EDGE_RULE_NAMES.map((r) => pct(rate(z, r))).join(' | ')} | ${drops
          .flatMap((d) => {
            const c = at(d.drop, d.shape);
            return (['overlap', 'paired01'] as const).map((r) =>
              !c || c.infeasible ? 'n/a' : pct(rate(c, r)),
            );
          })
          .join(' | ')} |`,
      );
    }
  const paired01 = nullCells.map((c) => ({ rate: rate(c, 'paired01'), runs: c.runs }));
  const spread5 = cells.filter((c) => c.drop > 0 && c.shape === 'spread');
  const conc = cells.filter((c) => c.shape === 'concentrated' && !c.infeasible);
  return [
    '## Other question populations',
    '',
    `The main tables draw every question from one mixture. Here the questions come from five populations (the mixture; a U-shaped Beta(0.3, 0.3), most questions nearly always or nearly never solved; uniform; easy Beta(8, 2), mean 0.8; hard Beta(1, 6), mean 0.14), at ${grouped(q)} questions, ${grouped(nullCells[0]?.runs ?? 0)} no-change PRs and ${grouped(spread5[0]?.runs ?? 0)} PRs per drop. "On ${CONCENTRATED_SHARE * 100}% of questions": the whole drop falls on a tenth of the questions, chosen at random (n/a where that tenth cannot fall so far: the hard population's mean is 14 points).`,
    '',
    ...lines,
    '',
    `Read: paired at α = 0.01 raises ${range(paired01.map((p) => p.rate))} false alarms across populations (${withinLevel(paired01, 0.01) ? 'within two Monte Carlo standard errors of 1% in every cell' : '**above 1% by more than two Monte Carlo standard errors in some cell**'}); overlap ${range(nullCells.map((c) => rate(c, 'overlap')))}. The power at a spread drop depends on the population: paired ${range(spread5.map((c) => rate(c, 'paired01')))}, overlap ${range(spread5.map((c) => rate(c, 'overlap')))}. A drop concentrated on a tenth of the questions is caught by paired in ${range(conc.map((c) => rate(c, 'paired01')))} of PRs.`,
    '',
  ];
}

/** "Unequal trial counts": the same model run with different N on the two sides. */
export function unequalSection(edges: EdgeResult): string[] {
  const cells = edges.unequal;
  if (cells.length === 0) return [];
  const main = cells.filter((c) => c.questions === cells[0]?.questions);
  const large = cells.filter((c) => c.questions !== cells[0]?.questions);
  const pairs = [
    ...new Map(main.map((c) => [`${c.baselineTrials}-${c.candidateTrials}`, c])).values(),
  ];
  const head = [
    'baseline N → candidate N',
    'population',
    'M',
    ...EDGE_RULE_NAMES.map((r) => `${EDGE_RULE_LABELS[r]}: false regressions / false improvements`),
    'paired, α = 0.01: 5-pt drop caught',
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|:--|:--|--:|${head
      .slice(3)
      .map(() => '--:')
      .join('|')}|`,
  ];
  const row = (c: (typeof cells)[number], drop?: (typeof cells)[number]) =>
    `| ${c.baselineTrials} → ${c.candidateTrials} | ${populationLabel(c.population)} | ${grouped(c.questions)} | ${EDGE_RULE_NAMES.map((r) => `${pct(rate(c, r))} / ${pct(rate(c, r, 'improvement'))}`).join(' | ')} | ${drop ? pct(rate(drop, 'paired01')) : '—'} |`;
  for (const p of pairs)
    for (const pop of POPULATION_NAMES) {
      const z = main.find(
        (c) =>
          c.baselineTrials === p.baselineTrials &&
          c.candidateTrials === p.candidateTrials &&
          c.population === pop &&
          c.drop === 0,
      );
      const d = main.find(
        (c) =>
          c.baselineTrials === p.baselineTrials &&
          c.candidateTrials === p.candidateTrials &&
          c.population === pop &&
          c.drop > 0,
      );
      if (z) lines.push(row(z, d));
    }
  for (const c of large) lines.push(row(c));
  const nulls = cells.filter((c) => c.drop === 0);
  const wrong = (r: EdgeRule) => nulls.flatMap((c) => [rate(c, r), rate(c, r, 'improvement')]);
  const paired = nulls.flatMap((c) => [
    { rate: rate(c, 'paired01'), runs: c.runs },
    { rate: rate(c, 'paired01', 'improvement'), runs: c.runs },
  ]);
  return [
    '## Unequal trial counts',
    '',
    "The same model on both sides, but not the same number of trials per question (a cheaper PR run, a main run with more samples). Bayes@N's posterior mean pulls each question towards ½ by (C + 1) / (N + C + 1), a different amount for each N, so the gate decides Bayes@N on the mean score instead (its expectation does not depend on N), with Bayes@N's posterior σ rescaled by T / N (the Bayes@N paper's Eq. 20). With equal N that is the same verdict as on Bayes@N's own intervals; with unequal N it removes the pull. Each cell: the share of no-change PRs called a regression, and called an improvement (which would hide a real regression).",
    '',
    ...lines,
    '',
    `Read: with no change, overlap calls ${range(wrong('overlap'))} of PRs either way, z ${range(wrong('z95'))}, paired at α = 0.01 ${range(wrong('paired01'))} (${withinLevel(paired, 0.01) ? 'within two Monte Carlo standard errors of 1% in every cell' : '**above 1% by more than two Monte Carlo standard errors in some cell**'}), whichever side ran more trials.`,
    '',
  ];
}

/** "Small benchmarks": false alarms with 2 to 20 questions. */
export function smallSection(edges: EdgeResult): string[] {
  const cells = edges.small;
  if (cells.length === 0) return [];
  const head = [
    'M × N',
    'population',
    ...EDGE_RULE_NAMES.map((r) => EDGE_RULE_LABELS[r]),
    'paired can never fail (α = 0.01)',
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|:--|:--|${head
      .slice(2)
      .map(() => '--:')
      .join('|')}|`,
  ];
  for (const c of cells)
    lines.push(
      `| ${c.questions} × ${c.trials} | ${populationLabel(c.population)} | ${EDGE_RULE_NAMES.map((r) => pct(rate(c, r))).join(' | ')} | ${pct(c.blind / c.runs)} |`,
    );
  const p01 = cells.map((c) => ({ rate: rate(c, 'paired01'), runs: c.runs }));
  const p05 = cells.map((c) => ({ rate: rate(c, 'paired05'), runs: c.runs }));
  const z = cells.map((c) => rate(c, 'z95'));
  return [
    '## Small benchmarks',
    '',
    `False alarms (no change) with a handful of questions, ${grouped(cells[0]?.runs ?? 0)} PRs per cell. Rule paired caps Student's t with the exact sign-flip test up to 16 questions (its smallest p-value is 2^−M: with 6 questions or fewer no data can fail at α = 0.01, and the comparison says "can't tell (too few)"), floors the standard error at the per-question posterior uncertainty (equal per-question differences no longer make SE = 0), and with one question does not test at all.`,
    '',
    ...lines,
    '',
    `Read: paired raises ${range(p01.map((p) => p.rate))} false alarms at α = 0.01 and ${range(p05.map((p) => p.rate))} at α = 0.05 (${withinLevel(p01, 0.01) && withinLevel(p05, 0.05) ? 'at or below α within two Monte Carlo standard errors in every cell' : '**above α by more than two Monte Carlo standard errors in some cell**'}); z, whose normal approximation these sizes strain, ${range(z)} at ρ ≥ 0.95 (nominally 5%).`,
    '',
  ];
}

/** "What the gate can see, checked": power at the reported detectable drop. */
export function detectSection(edges: EdgeResult): string[] {
  const cells = edges.detect;
  if (cells.length === 0) return [];
  const head = [
    'rule',
    'M × N',
    'population',
    'reported "sees ≥" (pts)',
    'power at it: drop spread',
    `power at it: drop on ${CONCENTRATED_SHARE * 100}% of questions`,
  ];
  const lines = [`| ${head.join(' | ')} |`, '|:--|:--|:--|--:|--:|--:|'];
  for (const c of cells)
    lines.push(
      `| ${RULE_LABEL_DETECT[c.rule]} | ${grouped(c.questions)} × ${c.trials} | ${populationLabel(c.population)} | ${pts(c.reported)} | ${c.spread === null ? 'n/a' : pct(c.spread)} | ${c.concentrated === null ? 'n/a' : pct(c.concentrated)} |`,
    );
  const spread = (rule: DetectRule) =>
    cells.filter((c) => c.rule === rule && c.spread !== null).map((c) => c.spread as number);
  const all = cells.filter((c) => c.spread !== null);
  const outside = all.filter((c) => Math.abs((c.spread as number) - 0.8) > 0.07);
  const conc = cells.filter((c) => c.concentrated !== null).map((c) => c.concentrated as number);
  const infeasible = cells.filter((c) => c.spread === null);
  return [
    '## What the gate can see, checked',
    '',
    `Every comparison the rule does not call states the smallest drop it would fail with 80% power ("sees ≥ x"). Here that claim is tested: over ${grouped(cells[0]?.pilotRuns ?? 0)} no-change PRs of each cell the mean reported figure, then ${grouped(cells[0]?.runs ?? 0)} PRs with a true drop of exactly that size, spread over the questions (a logit shift) or concentrated on a tenth of them. The figure's threshold comes from the rule (the posterior σ's for overlap and z, the test for paired); its power term from the noise of Δ (the paired standard error) and from how the binomial variance moves under the drop (detectable.ts).`,
    '',
    ...lines,
    '',
    `Read: for a drop spread over the questions, the power at the reported figure is ${range(spread('overlap'))} for overlap, ${range(spread('z95'))} for z and ${range(spread('paired01'))} for paired; ${outside.length === 0 ? 'within 80% ± 7 points in every cell' : `outside 80% ± 7 points in ${outside.length} of ${all.length} cells (${outside.map((c) => `${RULE_LABEL_DETECT[c.rule]} ${c.questions} × ${c.trials} ${c.population}`).join('; ')})`}. A drop of the same size concentrated on a tenth of the questions is caught in ${range(conc)} of PRs: the report's figure is for a drop spread over the questions, and it says so.${infeasible.length > 0 ? ` n/a: the reported figure is larger than the population can drop (${infeasible.length} cells; e.g. overlap at one trial on the hard population, mean 14 points, reports more than its whole accuracy).` : ''}`,
    '',
  ];
}

/** "The margin": a non-inferiority test. */
export function marginSection(edges: EdgeResult): string[] {
  const cells = edges.margin;
  if (cells.length === 0) return [];
  const m = cells[0]?.margin ?? 0;
  const rules: EdgeRule[] = ['overlap', 'z95', 'paired01'];
  const head = ['population', 'M × N', 'true drop', ...rules.map((r) => EDGE_RULE_LABELS[r])];
  const lines = [`| ${head.join(' | ')} |`, `|:--|:--|--:|${rules.map(() => '--:').join('|')}|`];
  for (const c of cells)
    lines.push(
      `| ${populationLabel(c.population)} | ${grouped(c.questions)} × ${c.trials} | ${pts(c.drop)} pts (${c.drop === m ? '= margin' : c.drop < m ? '½ margin' : '2 × margin'}) | ${rules.map((r) => pct(c.failed[r] / c.runs)).join(' | ')} |`,
    );
  const atMargin = cells.filter((c) => c.drop === m);
  const pairedAt = atMargin.map((c) => ({ rate: c.failed.paired01 / c.runs, runs: c.runs }));
  const twice = cells.filter((c) => c.drop > m);
  return [
    '## The margin',
    '',
    `\`margin\` is a non-inferiority margin: a run fails only when the drop is credibly larger than the margin (the rule applied to Δ + margin; rule paired's one-sided test of Δ ≥ −margin at α). Margin ${pts(m)} points, ${grouped(cells[0]?.runs ?? 0)} PRs per cell; the share of PRs that fail.`,
    '',
    ...lines,
    '',
    `Read: with a true drop equal to the margin, paired fails ${range(pairedAt.map((p) => p.rate))} of PRs (${withinLevel(pairedAt, 0.01) ? 'at most α = 1% within two Monte Carlo standard errors, as a non-inferiority test must' : '**above α in some cell**'}); overlap ${range(atMargin.map((c) => c.failed.overlap / c.runs))}, z ${range(atMargin.map((c) => c.failed.z95 / c.runs))}. At twice the margin paired fails ${range(twice.map((c) => c.failed.paired01 / c.runs))}.`,
    '',
  ];
}

/** "McNemar at one trial": exact or mid-p. */
export function mcnemarSection(edges: EdgeResult, chosen: 'mid-p' | 'exact'): string[] {
  const cells = edges.mcnemar;
  if (cells.length === 0) return [];
  const nulls = cells.filter((c) => c.drop === 0);
  const drops = cells.filter((c) => c.drop > 0);
  const head = [
    'M',
    'population',
    'true drop',
    'exact, α = 0.01',
    'mid-p, α = 0.01',
    'exact, α = 0.05',
    'mid-p, α = 0.05',
  ];
  const lines = [`| ${head.join(' | ')} |`, '|--:|:--|--:|--:|--:|--:|--:|'];
  for (const c of cells)
    lines.push(
      `| ${grouped(c.questions)} | ${populationLabel(c.population)} | ${c.drop === 0 ? 'none' : `${c.drop} pts`} | ${pct(c.exact01 / c.runs)} | ${pct(c.midp01 / c.runs)} | ${pct(c.exact05 / c.runs)} | ${pct(c.midp05 / c.runs)} |`,
    );
  const mid01 = nulls.map((c) => ({ rate: c.midp01 / c.runs, runs: c.runs }));
  const mid05 = nulls.map((c) => ({ rate: c.midp05 / c.runs, runs: c.runs }));
  const ok = withinLevel(mid01, 0.01) && withinLevel(mid05, 0.05);
  const gain = drops.map((c) => (c.midp01 - c.exact01) / c.runs);
  return [
    '## McNemar at one trial per question: exact or mid-p',
    '',
    `With one 0/1 trial per question rule paired uses McNemar's test: of the n discordant questions, the number that went right→wrong is Binomial(n, ½) under no change. The exact p-value P(X ≥ k) is conservative (a discrete test cannot reach α exactly); the mid-p value P(X > k) + ½ P(X = k) is not guaranteed at α but usually close. Drawn as 0/1 outcomes directly, ${grouped(nulls[0]?.runs ?? 0)} no-change PRs per cell (Monte Carlo SE ${pct(mcError(0.01, nulls[0]?.runs ?? 1))} at 1%), ${grouped(drops[0]?.runs ?? 0)} per drop.`,
    '',
    ...lines,
    '',
    `Read: mid-p raises ${range(mid01.map((r) => r.rate))} false alarms at α = 0.01 and ${range(mid05.map((r) => r.rate))} at 0.05 (${ok ? 'within α + 2 Monte Carlo SE in every cell' : '**above α + 2 Monte Carlo SE in some cell**'}); the exact test ${range(nulls.map((c) => c.exact01 / c.runs))} and ${range(nulls.map((c) => c.exact05 / c.runs))}. Mid-p gains ${range(gain, (x) => `${(x * 100).toFixed(1)} points`)} of power at α = 0.01. The gate uses **${chosen === 'mid-p' ? 'mid-p' : 'the exact test'}**${chosen === 'mid-p' ? (ok ? ', as these tables allow' : ', although these tables do not support it') : ok ? '' : ': mid-p is above α in some cell'}.`,
    '',
  ];
}

/** Detect cells of one rule, for the main "What the gate can see" prose. */
export function detectRange(cells: readonly DetectCell[], rule: DetectRule): string {
  return range(
    cells.filter((c) => c.rule === rule && c.spread !== null).map((c) => c.spread as number),
  );
}

export { DETECT_RULES };
export type { PopulationName };
