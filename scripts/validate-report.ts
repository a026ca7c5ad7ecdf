/**
 * Renders a validation result: docs/statistics.md (every table, with the command and seed at
 * the top) and the short summary printed for the README. Pure: result in, strings out. Every
 * number in the prose is computed from the tables it sits next to.
 */
import { grouped } from '../src/report/format.js';
import {
  FAMILY_RULES,
  MIXTURE,
  MIXTURES,
  RULES,
  RULE_LABELS,
  findCell,
  flagRate,
  populationMean,
  type CellResult,
  type FamilyRule,
  type MixtureName,
  type RuleId,
  type Scenario,
  type ValidationResult,
} from './validate-sim.js';
import { MCNEMAR_P_VALUE } from '../src/decision/mcnemar.js';
import {
  detectRange,
  detectSection,
  marginSection,
  mcnemarSection,
  populationSection,
  smallSection,
  unequalSection,
} from './validate-report-edges.js';

/** The settings the README sentences are about: the small-N cases of issue #12, and 200 × 16. */
export const HEADLINE = { questions: 200, trials: [1, 4, 16] } as const;

/** `4.5%`; two significant digits below 1% (`0.2%`, `0.05%`); `0%` for exactly zero. */
export function pct(rate: number): string {
  if (!Number.isFinite(rate)) return 'n/a';
  if (rate === 0) return '0%';
  const x = rate * 100;
  return `${x < 1 ? String(Number(x.toPrecision(2))) : x.toFixed(1)}%`;
}

/** Points with one decimal: `8.1`. */
function pts(x: number): string {
  return (x * 100).toFixed(1);
}

function settingLabel(m: number, n: number): string {
  return `${grouped(m)} × ${n}`;
}

function settings(result: ValidationResult): { m: number; n: number }[] {
  return result.options.questions.flatMap((m) => result.options.trials.map((n) => ({ m, n })));
}

function cell(result: ValidationResult, m: number, n: number, s: Scenario): CellResult {
  const c = findCell(result, m, n, s);
  if (!c) throw new Error(`no cell M=${m} N=${n} scenario=${s}`);
  return c;
}

function has(result: ValidationResult, m: number, n: number, s: Scenario): boolean {
  return findCell(result, m, n, s) !== undefined;
}

/** Rows M × N, columns the rules: the rate each rule flags a regression in one scenario. */
function rateTable(result: ValidationResult, scenario: Scenario): string[] {
  const lines = [
    `| M × N | ${RULES.map((r) => RULE_LABELS[r]).join(' | ')} |`,
    `|:--|${RULES.map(() => '--:').join('|')}|`,
  ];
  for (const s of settings(result)) {
    const c = cell(result, s.m, s.n, scenario);
    lines.push(
      `| ${settingLabel(s.m, s.n)} | ${RULES.map((r) => pct(flagRate(c, r))).join(' | ')} |`,
    );
  }
  return lines;
}

function range(values: number[], format: (x: number) => string = pct): string {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? format(lo) : `${format(lo)}–${format(hi)}`;
}

/** Monte Carlo standard error of a rate p from `runs` runs. */
function mcError(p: number, runs: number): number {
  return Math.sqrt((p * (1 - p)) / runs);
}

/** The README sentences, with the measured numbers. */
export function headlineSentences(result: ValidationResult): string[] {
  const m = HEADLINE.questions;
  const out: string[] = [];
  const drop = (n: number) => (n === 1 ? 10 : 5);
  for (const n of HEADLINE.trials) {
    if (!has(result, m, n, 0) || !has(result, m, n, drop(n))) continue;
    const fa = cell(result, m, n, 0);
    const pw = cell(result, m, n, drop(n));
    out.push(
      `At ${m} questions × ${n} trial${n === 1 ? '' : 's'}, a ${drop(n)}-point drop is caught by the default gate (overlap) in ${pct(flagRate(pw, 'overlap'))} of PRs and by \`rule: paired\` (α = 0.01) in ${pct(flagRate(pw, 'paired01'))}; with no change they raise a false alarm in ${pct(flagRate(fa, 'overlap'))} and ${pct(flagRate(fa, 'paired01'))} of PRs.`,
    );
  }
  return out;
}

/** The short summary printed to stdout (for the README). */
export function renderSummary(result: ValidationResult): string {
  const lines = [...headlineSentences(result), ''];
  const m = HEADLINE.questions;
  const drops = result.options.drops.filter((d) => d > 0);
  for (const n of HEADLINE.trials) {
    if (!has(result, m, n, 0)) continue;
    lines.push(
      `| rule (${m} × ${n}) | false alarms | ${drops.map((d) => `${d}-pt drop caught`).join(' | ')} |`,
      `|:--|--:|${drops.map(() => '--:').join('|')}|`,
      ...RULES.map(
        (r) =>
          `| ${RULE_LABELS[r]} | ${pct(flagRate(cell(result, m, n, 0), r))} | ${drops
            .map((d) => pct(flagRate(cell(result, m, n, d), r)))
            .join(' | ')} |`,
      ),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

function detectableTable(result: ValidationResult): string[] {
  const lines = ['| M × N | overlap (default) | paired, α = 0.01 | ratio |', '|:--|--:|--:|--:|'];
  for (const s of settings(result)) {
    const c = cell(result, s.m, s.n, 0);
    lines.push(
      `| ${settingLabel(s.m, s.n)} | ${pts(c.detectable.overlap)} | ${pts(c.detectable.paired01)} | ${(c.detectable.overlap / c.detectable.paired01).toFixed(2)} |`,
    );
  }
  return lines;
}

const FAMILY_LABELS: Readonly<Record<FamilyRule, string>> = {
  overlap: 'overlap (default)',
  'z95-none': 'z, ρ ≥ 0.95, no adjustment',
  'z95-holm': 'z, ρ ≥ 0.95, Holm',
  'paired01-none': 'paired α = 0.01, no adjustment',
  'paired01-holm': 'paired α = 0.01, Holm',
};

function familyTable(result: ValidationResult): string[] {
  const ks = result.families.map((f) => f.k);
  const lines = [
    `| rule | ${ks.map((k) => `K = ${k}`).join(' | ')} |`,
    `|:--|${ks.map(() => '--:').join('|')}|`,
  ];
  for (const rule of FAMILY_RULES)
    lines.push(
      `| ${FAMILY_LABELS[rule]} | ${result.families.map((f) => pct(f.anyFlag[rule] / f.runs)).join(' | ')} |`,
    );
  return lines;
}

function budgetTable(result: ValidationResult): string[] {
  const lines = [
    '| setting | drop | rule | advised trials / question (median) | power at 0.85× | at the advice | at 1.15× | 80% within ±15% | uncalled PRs told "more questions, not trials" | power at 4 × N |',
    '|:--|--:|:--|--:|--:|--:|--:|:--|--:|--:|',
  ];
  for (const b of result.budgets) {
    const p = b.power;
    const within = p ? p.low <= 0.8 && 0.8 <= p.high : false;
    const uncalled = Object.values(b.kinds).reduce((a, x) => a + x, 0);
    const questions = b.kinds['questions'] ?? 0;
    lines.push(
      `| ${settingLabel(b.questions, b.trials)} | ${b.drop} pts | ${b.rule === 'paired01' ? 'paired, α = 0.01' : b.rule === 'z95' ? 'z, ρ ≥ 0.95' : 'overlap'} | ${b.advised ?? '—'} | ${p ? pct(p.low) : '—'} | ${p ? pct(p.at) : '—'} | ${p ? pct(p.high) : '—'} | ${p === null ? 'no figure' : within ? 'yes' : 'no'} | ${uncalled > 0 ? pct(questions / uncalled) : '—'} | ${pct(b.powerAtFourTimes)} |`,
    );
  }
  return lines;
}

function coverageTable(result: ValidationResult): string[] {
  const names = Object.keys(MIXTURES) as MixtureName[];
  const lines = [
    `| M × N | ${names.map((n) => `${n}: the gate's interval covers these questions' mean`).join(' | ')} | ${names.map((n) => `${n}: Bayes@N's posterior interval covers it`).join(' | ')} | ${names.map((n) => `${n}: Bayes@N's pull towards ½ (pts)`).join(' | ')} | mixed: covers the population mean | mixed: half-width (pts) |`,
    `|:--|${[...names, ...names, ...names, 'p', 'h'].map(() => '--:').join('|')}|`,
  ];
  for (const s of settings(result)) {
    const get = (n: MixtureName) =>
      result.coverage.find((c) => c.mixture === n && c.questions === s.m && c.trials === s.n);
    const mixed = get('mixed');
    const col = (f: (c: NonNullable<ReturnType<typeof get>>) => string) =>
      names.map((n) => {
        const c = get(n);
        return c ? f(c) : '—';
      });
    lines.push(
      `| ${settingLabel(s.m, s.n)} | ${[
        ...col((c) => pct(c.conditional / c.runs)),
        ...col((c) => pct(c.conditionalPosterior / c.runs)),
        ...col((c) => (c.pull * 100 >= 0 ? '+' : '') + (c.pull * 100).toFixed(2)),
      ].join(
        ' | ',
      )} | ${mixed ? pct(mixed.population / mixed.runs) : '—'} | ${mixed ? pts(mixed.halfWidth) : '—'} |`,
    );
  }
  return lines;
}

/** What the budget figures that miss ±15% have in common, said only from the numbers. */
function budgetMisses(result: ValidationResult): string {
  const misses = result.budgets.filter(
    (b) => b.power !== null && !(b.power.low <= 0.8 && 0.8 <= b.power.high),
  );
  if (misses.length === 0) return '';
  const high = misses.filter((b) => (b.power?.low ?? 0) > 0.8).length;
  const low = misses.length - high;
  const parts: string[] = [];
  if (high > 0)
    parts.push(
      `${high} ask${high === 1 ? 's' : ''} for more trials than needed (already above 80% at 0.85×: the advice is conservative)`,
    );
  if (low > 0)
    parts.push(`${low} ask${low === 1 ? 's' : ''} for too few (still below 80% at 1.15×)`);
  return ` Of the others, ${parts.join('; ')}.`;
}

/** docs/statistics.md. `command` is the command line that produced the result. */
export function renderStatistics(
  result: ValidationResult,
  info: { command: string; version: string },
): string {
  const o = result.options;
  const all = settings(result);
  const rates = (rule: RuleId, s: Scenario) =>
    all.map((x) => flagRate(cell(result, x.m, x.n, s), rule));
  const shifts = o.drops
    .filter((d) => d > 0)
    .map(
      (d) => `${d} pt${d === 1 ? '' : 's'}: s = ${(result.shifts[String(d)] as number).toFixed(4)}`,
    )
    .join(', ');
  const mix = MIXTURE.map(
    (c) => `${Math.round(c.weight * 100)}% Beta(${c.a}, ${c.b}) (${c.name})`,
  ).join(' + ');
  const mixtures = (Object.keys(MIXTURES) as MixtureName[])
    .map(
      (n) =>
        `*${n}* (${MIXTURES[n].map((c) => `${MIXTURES[n].length > 1 ? `${Math.round(c.weight * 100)}% ` : ''}Beta(${c.a}, ${c.b})`).join(' + ')}, mean ${populationMean(MIXTURES[n]).toFixed(3)})`,
    )
    .join(', ');

  // What the prose claims, computed.
  const paired01Fa = all.map((x) => {
    const c = cell(result, x.m, x.n, 0);
    return { x, rate: flagRate(c, 'paired01'), se: mcError(0.01, c.runs) };
  });
  const worstPaired = paired01Fa.reduce((a, b) => (b.rate - 0.01 > a.rate - 0.01 ? b : a));
  const pairedWithin = paired01Fa.every((p) => p.rate <= 0.01 + 2 * p.se);
  const paired05Max = Math.max(...rates('paired05', 0));
  const overlapFaMax = Math.max(...rates('overlap', 0));
  const nullRuns = cell(result, all[0]?.m ?? 0, all[0]?.n ?? 0, 0).runs;
  const ratios = all.map((x) => {
    const c = cell(result, x.m, x.n, 0);
    return { x, r: c.detectable.overlap / c.detectable.paired01 };
  });
  const twice = ratios.filter((r) => r.r > 2).map((r) => settingLabel(r.x.m, r.x.n));
  const budgetsWithin = result.budgets.filter(
    (b) => b.power !== null && b.power.low <= 0.8 && 0.8 <= b.power.high,
  ).length;
  const covered = (Object.keys(MIXTURES) as MixtureName[]).map((n) => {
    const cs = result.coverage.filter((c) => c.mixture === n);
    return {
      n,
      decided: range(cs.map((c) => c.conditional / c.runs)),
      posterior: range(cs.map((c) => c.conditionalPosterior / c.runs)),
    };
  });
  const edges = result.edges;
  const edgeBullets: string[] = [];
  const unequalNull = edges.unequal.filter((c) => c.drop === 0);
  if (unequalNull.length > 0) {
    const either = (r: 'overlap' | 'z95' | 'paired01') =>
      range(unequalNull.flatMap((c) => [c.regression[r] / c.runs, c.improvement[r] / c.runs]));
    edgeBullets.push(
      `- **Unequal trial counts** (the same model with, say, 16 trials per question on main and 2 on the PR): no rule calls the unchanged model worse or better more often than its level: overlap ${either('overlap')}, z ${either('z95')}, paired ${either('paired01')} of PRs either way (table "Unequal trial counts"). The gate decides Bayes@N on the mean score, which the trial counts do not bias.`,
    );
  }
  if (edges.small.length > 0)
    edgeBullets.push(
      `- **Small benchmarks** (2 to ${Math.max(...edges.small.map((c) => c.questions))} questions): paired raises ${range(edges.small.map((c) => c.regression.paired01 / c.runs))} false alarms at α = 0.01 (the exact sign-flip test up to 16 questions); with 6 questions or fewer it cannot fail at all and says so.`,
    );
  if (edges.detect.length > 0)
    edgeBullets.push(
      `- **"Sees ≥ x" holds**: at the drop each report says it can see, spread over the questions, the measured power is ${detectRange(edges.detect, 'overlap')} (overlap), ${detectRange(edges.detect, 'z95')} (z), ${detectRange(edges.detect, 'paired01')} (paired) across five populations; a drop concentrated on a tenth of the questions needs more, and the report says the figure is for a spread drop.`,
    );
  if (edges.margin.length > 0) {
    const m = edges.margin[0]?.margin ?? 0;
    const at = edges.margin.filter((c) => c.drop === m);
    edgeBullets.push(
      `- **The margin is a non-inferiority test**: a true drop equal to a ${pts(m)}-point margin fails ${range(at.map((c) => c.failed.paired01 / c.runs))} of PRs under paired at α = 0.01 (table "The margin").`,
    );
  }

  const out: string[] = [];
  out.push(
    '# How often the gate is wrong: measured',
    '',
    '<!-- Generated by scripts/validate.ts; do not edit by hand: rerun the command below. -->',
    '',
    `Generated by \`${info.command}\` · seed **${o.seed}** · ${grouped(o.nullRuns)} simulated PRs per no-change cell, ${grouped(o.powerRuns)} per drop and churn cell (the bootstrap rule: the first ${grouped(o.bootstrapRuns)} of them, B = ${grouped(o.bootstrapIterations)} resamples) · scorio-eval-action ${info.version}. The same seed gives the same tables on every machine and Node version.`,
    '',
    '## In short',
    '',
    ...headlineSentences(result).map((s) => `- ${s}`),
    `- \`rule: paired\` at α = 0.01 keeps its false alarms at the level it promises: at most ${pct(worstPaired.rate)} across every setting (${settingLabel(worstPaired.x.m, worstPaired.x.n)}; ${pairedWithin ? 'within two Monte Carlo standard errors of 1% everywhere' : '**above 1% by more than two Monte Carlo standard errors somewhere: see the table**'}). At α = 0.05 it measures at most ${pct(paired05Max)}.`,
    `- The default rule (overlap) raises at most ${pct(overlapFaMax)} false alarms, but it is nearly blind at 1–4 trials per question: the drop it detects with 80% power is ${range(
      ratios.filter((r) => r.x.n <= 4).map((r) => r.r),
      (x) => `${x.toFixed(2)}×`,
    )} what the paired test detects at 1–4 trials per question (more than twice at ${twice.length > 0 ? twice.join(', ') : 'no setting measured'}; table "What the gate can see").`,
    ...edgeBullets,
    '',
    '## The simulation',
    '',
    `- **Questions.** Each simulated benchmark has M questions; question q has a latent success probability p_q drawn from the mixture ${mix} (population mean ${result.populationMean.toFixed(4)}). New questions are drawn for every simulated PR.`,
    `- **Trials.** Baseline and candidate answer the same M questions, N independent trials each: successes ~ Binomial(N, p_q) for the baseline and Binomial(N, p'_q) for the candidate. The count tables are built directly from the binomial draws, and each comparison by the library's \`buildComparison\`, exactly as \`compare\` builds it; the rules (\`compareIntervals\`, \`decide\`) and the bootstrap are the library's own.`,
    `- **No change (false alarms).** p'_q = p_q: any flagged regression is a false alarm.`,
    `- **A real drop of d points (power).** p'_q = sigmoid(logit(p_q) − s_d), the shift s_d calibrated so that the population mean accuracy falls by exactly d points (${shifts}). A logit shift moves middling questions most and nearly-always / nearly-never solved questions least, like a real regression; the realised drop on M questions varies around d.`,
    `- **Churn.** The candidate re-draws p'_q from the same mixture for ${Math.round(o.churnFraction * 100)}% of the questions (chosen at random): the same population accuracy, different questions solved. A flag under churn is not a false alarm in the strict sense (on these questions the candidate's mean does differ), but no rule should treat churn as a regression more often than chance.`,
    '- **Rules** (all one-sided: only a flagged *regression* counts):',
    "  - *bayes · overlap (default)*: the candidate's 95% interval lies entirely below the baseline's (Bayes@N decided on the mean score, with its posterior σ rescaled by T / N: with equal trials on both sides the same verdict as on Bayes@N's own intervals);",
    '  - *bayes · z*: Δ < 0 and ρ = Φ(|Δ| / √(σ_b² + σ_c²)) reaches 0.95 or 0.99 (`rule: z`);',
    `  - *paired, α*: \`rule: paired\`: Student's t on the per-question differences of the mean scores (question-clustered SE, M − 1 degrees of freedom, never below the per-question posterior uncertainty; capped by the exact sign-flip test up to 16 questions), and McNemar's ${MCNEMAR_P_VALUE} test at N = 1, one-sided at α;`,
    '  - *bayes · bootstrap (paired Δ)*: `uncertainty: bootstrap` under the default rule: the 95% percentile interval of the paired bootstrap of Δ lies below 0;',
    '  - *naive · accuracy drop > 2 pts* and *naive · ratio < 0.98*: what CI scripts do today, on plain accuracy.',
    `- **Precision.** A rate from ${grouped(o.nullRuns)} runs has a Monte Carlo standard error of ${pct(mcError(0.01, o.nullRuns))} at 1% and ${pct(mcError(0.05, o.nullRuns))} at 5%; from ${grouped(o.powerRuns)} runs at most ${pct(mcError(0.5, o.powerRuns))} (at 50%); the bootstrap rule's from ${grouped(o.bootstrapRuns)} runs at most ${pct(mcError(0.5, o.bootstrapRuns))}.`,
    '',
    '## False alarms (no real change)',
    '',
    `Fraction of ${grouped(nullRuns)} simulated PRs per setting flagged as a regression when baseline and candidate have the same latent accuracy.`,
    '',
    ...rateTable(result, 0),
    '',
    `Read: overlap ${range(rates('overlap', 0))}; z ${range(rates('z95', 0))} at ρ ≥ 0.95 and ${range(rates('z99', 0))} at ρ ≥ 0.99; paired ${range(rates('paired01', 0))} at α = 0.01 and ${range(rates('paired05', 0))} at α = 0.05; the bootstrap ${range(rates('bootstrap', 0))}. The naive rules' false-alarm rates are a property of the benchmark's size, not of the model: ${range(rates('naive2pt', 0))} for the 2-point rule, ${range(rates('ratio98', 0))} for the ratio rule.`,
    '',
    '## Power (a real drop)',
    '',
  );
  for (const d of o.drops.filter((x) => x > 0))
    out.push(
      `### Candidate ${d} point${d === 1 ? '' : 's'} worse`,
      '',
      `Fraction of ${grouped(o.powerRuns)} simulated PRs per setting flagged as a regression.`,
      '',
      ...rateTable(result, d),
      '',
    );
  out.push(
    '## Churn (the same accuracy, other questions)',
    '',
    `Fraction of ${grouped(o.powerRuns)} simulated PRs per setting flagged as a regression when the candidate re-draws ${Math.round(o.churnFraction * 100)}% of its questions' success rates.`,
    '',
    ...rateTable(result, 'churn'),
    '',
    `Read: paired at α = 0.01 flags churn in ${range(rates('paired01', 'churn'))} of PRs, overlap in ${range(rates('overlap', 'churn'))}. Churn widens the per-question differences, which the paired test's standard error measures, so it does not read churn as a drop; the naive rules do (${range(rates('naive2pt', 'churn'))} for the 2-point rule).`,
    '',
    ...populationSection(edges),
    ...unequalSection(edges),
    ...smallSection(edges),
    '## What the gate can see',
    '',
    "Every report states, for each gated comparison the rule does not call, the smallest drop, spread over the questions, that the rule in force fails with 80% power, computed from the comparison's own uncertainty: the drop δ at which the rule's threshold plus z₀.₈ times the noise of Δ is reached. The threshold: t₁₋α · SE for paired (SE = sd(d_q)/√M, t₀.₈ with M − 1 degrees of freedom in place of z₀.₈), Φ⁻¹(min-confidence) · √(σ_b² + σ_c²) for z, q (σ_b + σ_c) for overlap (q = Φ⁻¹((1 + confidence)/2): the intervals stop overlapping there). The noise: the paired standard error of the per-question differences (the posterior σ's are wider than the trial noise at a few trials per question). Both move with δ as the binomial variance p(1 − p) moves under the drop (up on an easy benchmark, down on a hard one). McNemar at one trial: Connor's power formula with the share of discordant questions under the drop. With Holm the level is the first step's, α/K.",
    '',
    `Mean detectable drop in points over the no-change runs of each setting (${grouped(nullRuns)} runs):`,
    '',
    ...detectableTable(result),
    '',
    `Read: overlap's figure is ${range(
      ratios.map((r) => r.r),
      (x) => `${x.toFixed(2)}×`,
    )} paired's. When the overlap rule's figure is more than twice the paired rule's, the comment says so in one line and names \`rule: paired\`. A comparison the rule does not call is reported as **no credible change** only when Δ's interval lies within ±1 point (or ±margin, when larger); otherwise it is **can't tell**, with the drop the gate could have seen.`,
    '',
    ...detectSection(edges),
    '## Multiple comparisons',
    '',
    `A run that gates K comparisons has K chances of a false alarm. Per-run false-alarm rate (at least one gated comparison flagged) with K unchanged benchmarks of ${settingLabel(o.familySetting.questions, o.familySetting.trials)}, ${grouped(o.familyRuns)} runs per K:`,
    '',
    ...familyTable(result),
    '',
    'Without adjustment the per-run rate grows with K (the report states the union bound Kα); with `multiple-comparisons: holm` it stays at or below α (the report states α).',
    '',
    ...marginSection(edges),
    '## The trial budget, checked',
    '',
    `When a comparison is not called, the report says how many trials per question would detect a drop of the observed size with 80% power (one function, \`trialBudget\`, for \`compare\` and \`rank\`). The noise of Δ at N' trials is Var(d_q) = τ² + ν_b/N_b' + ν_c/N_c' over M, with ν each side's trial noise measured within questions and τ² the spread of the true per-question differences, which trials do not shrink (at N = 1 the two cannot be told apart and all of it is taken as noise); rules overlap and z take their threshold from the posterior σ's at N' (they fall like (T/N)/√(T + 1) on the mean score). "More questions, not trials" is said only when τ² is credibly large (its estimate minus two of its standard errors). Each row: ${grouped(o.budgetRuns)} pilot PRs with a real drop of the cell's size; the advice each PR the rule did not call got (the median number of trials, and the share told that more trials would not help); then the power measured at 0.85, 1 and 1.15 times the median advice and at 4 × N (${grouped(o.budgetRuns)} runs each). The figure is within ±15% when 80% power lies between the two outer columns.`,
    '',
    ...budgetTable(result),
    '',
    `Read: ${budgetsWithin} of ${result.budgets.length} figures are within ±15%.${budgetMisses(result)}`,
    '',
    ...mcnemarSection(edges, MCNEMAR_P_VALUE),
    '## Coverage of the intervals',
    '',
    `Baseline-only runs (${grouped(o.coverageRuns)} per setting and mixture): ${mixtures}.`,
    '',
    ...coverageTable(result),
    '',
    "**What the interval means.** The gate's interval (the mean score with Bayes@N's posterior σ rescaled) and Bayes@N's own are statements about **these M questions**: their target is the mean of the latent success probabilities of the questions in the benchmark, and their only uncertainty is the trial noise. That is what a regression gate compares: baseline and candidate are run on the same questions. They are not intervals for the population of questions the benchmark was sampled from (the last coverage column: it leaves out the question-sampling variance, Var(p)/M, which more trials do not shrink); use `uncertainty: bootstrap` for a population claim.",
    '',
    `**Where Bayes@N's own interval under-covers, and why the gate does not use its mean.** Its uniform prior pulls each question's estimate towards ½ by (1 − 2p_q)/(N + 2) (the "pull" columns: the mean of posterior mean − these questions' mean, in points). On a benchmark near 50% accuracy the pull cancels out; on an easy or a hard one it does not, and at small N it is larger than the interval's half-width can absorb: Bayes@N's interval covers these questions' mean in ${covered.map((c) => `${c.n} ${c.posterior}`).join(', ')} of runs. The gate's interval, centred on the mean score (no pull), covers it in ${covered.map((c) => `${c.n} ${c.decided}`).join(', ')}. More trials remove the pull (it falls like 1/(N + 2)); more questions do not. Because the pull depends on N, comparing Bayes@N's means across sides that ran different trial counts would compare the pulls (table "Unequal trial counts").`,
    '',
    '## Choosing a rule',
    '',
    `- **1 to 8 trials per question** (lm-eval's and Inspect's defaults): use \`rule: paired\`. At ${settingLabel(200, 1)} it catches a 10-point drop in ${has(result, 200, 1, 10) ? pct(flagRate(cell(result, 200, 1, 10), 'paired01')) : 'n/a'} of PRs (overlap: ${has(result, 200, 1, 10) ? pct(flagRate(cell(result, 200, 1, 10), 'overlap')) : 'n/a'}); at ${settingLabel(200, 4)} a 5-point drop in ${has(result, 200, 4, 5) ? pct(flagRate(cell(result, 200, 4, 5), 'paired01')) : 'n/a'} (overlap: ${has(result, 200, 4, 5) ? pct(flagRate(cell(result, 200, 4, 5), 'overlap')) : 'n/a'}), at α = 0.01.`,
    `- **Many trials per question**: overlap (the default, the Bayes@N paper's rule) and paired both see small drops; overlap raises fewer false alarms (at most ${pct(overlapFaMax)} measured) and needs no per-question scores (it works for every metric, including the corpus-level ones).`,
    '- **Several benchmarks gated at once**: add `multiple-comparisons: holm` to keep the whole run at α (table "Multiple comparisons").',
    '- **Do not gate on a fixed drop or ratio**: their false-alarm rate is a property of the benchmark, not a choice.',
    '',
  );
  return `${out.join('\n')}\n`;
}
