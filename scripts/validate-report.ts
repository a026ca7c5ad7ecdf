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
    '| setting | drop | rule | advised trials / question | power at 0.85× | at the advice | at 1.15× | 80% within ±15% |',
    '|:--|--:|:--|--:|--:|--:|--:|:--|',
  ];
  for (const b of result.budgets) {
    const p = b.power;
    const within = p ? p.low <= 0.8 && 0.8 <= p.high : false;
    lines.push(
      `| ${settingLabel(b.questions, b.trials)} | ${b.drop} pts | ${b.rule === 'paired01' ? 'paired, α = 0.01' : b.rule === 'z95' ? 'z, ρ ≥ 0.95' : 'overlap'} | ${b.advised ?? '—'} | ${p ? pct(p.low) : '—'} | ${p ? pct(p.at) : '—'} | ${p ? pct(p.high) : '—'} | ${p === null ? 'no figure' : within ? 'yes' : 'no'} |`,
    );
  }
  return lines;
}

function coverageTable(result: ValidationResult): string[] {
  const names = Object.keys(MIXTURES) as MixtureName[];
  const lines = [
    `| M × N | ${names.map((n) => `${n}: covers these questions' mean`).join(' | ')} | ${names.map((n) => `${n}: pull towards ½ (pts)`).join(' | ')} | mixed: covers the population mean | mixed: half-width (pts) |`,
    `|:--|${[...names, ...names, 'p', 'h'].map(() => '--:').join('|')}|`,
  ];
  for (const s of settings(result)) {
    const get = (n: MixtureName) =>
      result.coverage.find((c) => c.mixture === n && c.questions === s.m && c.trials === s.n);
    const mixed = get('mixed');
    lines.push(
      `| ${settingLabel(s.m, s.n)} | ${names
        .map((n) => {
          const c = get(n);
          return c ? pct(c.conditional / c.runs) : '—';
        })
        .join(' | ')} | ${names
        .map((n) => {
          const c = get(n);
          return c ? (c.pull * 100 >= 0 ? '+' : '') + (c.pull * 100).toFixed(2) : '—';
        })
        .join(
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
      lo: Math.min(...cs.map((c) => c.conditional / c.runs)),
      hi: Math.max(...cs.map((c) => c.conditional / c.runs)),
    };
  });

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
    `- The default rule (overlap) raises at most ${pct(overlapFaMax)} false alarms, but it is nearly blind at 1–4 trials per question: the drop it detects with 80% power is more than twice what the paired test detects at ${twice.length > 0 ? twice.join(', ') : 'no setting measured'} (table "What the gate can see").`,
    '',
    '## The simulation',
    '',
    `- **Questions.** Each simulated benchmark has M questions; question q has a latent success probability p_q drawn from the mixture ${mix} (population mean ${result.populationMean.toFixed(4)}). New questions are drawn for every simulated PR.`,
    `- **Trials.** Baseline and candidate answer the same M questions, N independent trials each: successes ~ Binomial(N, p_q) for the baseline and Binomial(N, p'_q) for the candidate. The count tables are built directly from the binomial draws; the rules (\`compareIntervals\`, \`decide\`), the metric (\`bayesCi\`) and the bootstrap (\`bootstrapMetric\`) are the library's own.`,
    `- **No change (false alarms).** p'_q = p_q: any flagged regression is a false alarm.`,
    `- **A real drop of d points (power).** p'_q = sigmoid(logit(p_q) − s_d), the shift s_d calibrated so that the population mean accuracy falls by exactly d points (${shifts}). A logit shift moves middling questions most and nearly-always / nearly-never solved questions least, like a real regression; the realised drop on M questions varies around d.`,
    `- **Churn.** The candidate re-draws p'_q from the same mixture for ${Math.round(o.churnFraction * 100)}% of the questions (chosen at random): the same population accuracy, different questions solved. A flag under churn is not a false alarm in the strict sense (on these questions the candidate's mean does differ), but no rule should treat churn as a regression more often than chance.`,
    '- **Rules** (all one-sided: only a flagged *regression* counts):',
    "  - *bayes · overlap (default)*: the candidate's 95% `bayes_ci` interval lies entirely below the baseline's;",
    '  - *bayes · z*: Δ < 0 and ρ = Φ(|Δ| / √(σ_b² + σ_c²)) reaches 0.95 or 0.99 (`rule: z`);',
    "  - *paired, α*: `rule: paired`: Student's t on the per-question differences of the raw scores (question-clustered SE, M − 1 degrees of freedom), and the exact McNemar test at N = 1, one-sided at α;",
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
    '## What the gate can see',
    '',
    "Every report states, for each gated comparison, the smallest drop the rule in force detects with 80% power, computed from the comparison's own uncertainty: (c + z₀.₈) × SE, where SE is the standard error of Δ (rule paired: sd(d_q)/√M; rules overlap and z: √(σ_b² + σ_c²), or the paired bootstrap σ), z₀.₈ = 0.8416 (t₀.₈ with M − 1 degrees of freedom for the t test) and c the rule's critical value in SE units: t₁₋α for paired, Φ⁻¹(min-confidence) for z, and q (σ_b + σ_c) / √(σ_b² + σ_c²) for overlap (q = Φ⁻¹((1 + confidence)/2): the intervals stop overlapping there). For Bayes@N the figure is converted to raw points (Bayes@N shrinks a raw change by N/T). With Holm the critical value is the first step's, at α/K.",
    '',
    `Mean detectable drop in points over the no-change runs of each setting (${grouped(nullRuns)} runs):`,
    '',
    ...detectableTable(result),
    '',
    "When the overlap rule's figure is more than twice the paired rule's, the comment says so in one line and names `rule: paired`. A comparison the rule does not call is reported as **no credible change** only when the interval of the raw Δ lies within ±1 point (or ±margin, when larger); otherwise it is **can't tell**, with the drop the gate could have seen.",
    '',
    '## Multiple comparisons',
    '',
    `A run that gates K comparisons has K chances of a false alarm. Per-run false-alarm rate (at least one gated comparison flagged) with K unchanged benchmarks of ${settingLabel(o.familySetting.questions, o.familySetting.trials)}, ${grouped(o.familyRuns)} runs per K:`,
    '',
    ...familyTable(result),
    '',
    'Without adjustment the per-run rate grows with K (the report states the union bound Kα); with `multiple-comparisons: holm` it stays at or below α (the report states α).',
    '',
    '## The trial budget, checked',
    '',
    `When a comparison is not called, the report says how many trials per question would detect a drop of the observed size with 80% power (rules overlap and z: σ scales like 1/√(T + 1), and Bayes@N's shrinkage of the change is undone; rule paired: Var(d_q) = τ² + ν/N, with ν the trial noise measured within questions and τ² the spread of the true differences, which trials do not shrink — at N = 1 the two cannot be told apart and all of it is taken as noise). Each figure below is the library's \`trialBudget\` for a drop of the cell's size (the mean observed Δ over ${grouped(o.budgetRuns)} pilot runs, with the median σ, standard error and noise), and the power measured at 0.85, 1 and 1.15 times it (${grouped(o.budgetRuns)} runs each). The figure is within ±15% when 80% power lies between the two outer columns.`,
    '',
    ...budgetTable(result),
    '',
    `Read: ${budgetsWithin} of ${result.budgets.length} figures are within ±15%.${budgetMisses(result)}`,
    '',
    "## Coverage of Bayes@N's 95% interval",
    '',
    `Baseline-only runs (${grouped(o.coverageRuns)} per setting and mixture): ${mixtures}.`,
    '',
    ...coverageTable(result),
    '',
    "**What the interval means.** Bayes@N's interval is a statement about **these M questions**: its target is the mean of the latent success probabilities of the questions in the benchmark, and its only uncertainty is the trial noise. That is what a regression gate compares: baseline and candidate are run on the same questions. It is not an interval for the population of questions the benchmark was sampled from (the last coverage column: it leaves out the question-sampling variance, Var(p)/M, which more trials do not shrink); use `uncertainty: bootstrap` for a population claim.",
    '',
    `**Where it under-covers.** The uniform prior pulls each question's estimate towards ½ by (1 − 2p_q)/(N + 2) (the "pull" columns: the mean of posterior mean − these questions' mean, in points). On a benchmark near 50% accuracy the pull cancels out; on an easy or a hard one it does not, and at small N it is larger than the interval's half-width can absorb: measured coverage of these questions' mean ${covered.map((c) => `${c.n} ${range([c.lo, c.hi])}`).join(', ')}. More trials remove the pull (it falls like 1/(N + 2)); more questions do not (they only shrink the interval around the pulled value). For the gate the pull matters less: both sides are pulled alike, and rule paired tests the raw per-question means, which have no prior.`,
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
