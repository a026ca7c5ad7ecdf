/**
 * Renders a validation result: docs/statistics.md (every table, with the command and seed at
 * the top) and the short summary printed for the README. Pure: result in, strings out.
 */
import { grouped } from '../src/report/format.js';
import {
  BOOTSTRAP_RULES,
  MIXTURE,
  RULES,
  RULE_LABELS,
  findCell,
  flagRate,
  type CellResult,
  type RuleId,
  type ValidationResult,
} from './validate-sim.js';

/** The setting the README sentence is about. */
export const HEADLINE_SETTING = { questions: 200, trials: 16 } as const;

/** `4.5%`; two significant digits below 1% (`0.2%`, `0.05%`); `0%` for exactly zero. */
export function pct(rate: number): string {
  if (!Number.isFinite(rate)) return 'n/a';
  if (rate === 0) return '0%';
  const x = rate * 100;
  return `${x < 1 ? String(Number(x.toPrecision(2))) : x.toFixed(1)}%`;
}

function settingLabel(m: number, n: number): string {
  return `${grouped(m)} × ${n}`;
}

function settings(result: ValidationResult): { m: number; n: number }[] {
  return result.options.questions.flatMap((m) => result.options.trials.map((n) => ({ m, n })));
}

function cell(result: ValidationResult, m: number, n: number, d: number): CellResult {
  const c = findCell(result, m, n, d);
  if (!c) throw new Error(`no cell M=${m} N=${n} d=${d}`);
  return c;
}

/** A table of one drop: rows rules, columns M x N settings. */
function rateTable(result: ValidationResult, drop: number, rules: readonly RuleId[]): string[] {
  const cols = settings(result);
  const lines = [
    `| rule | ${cols.map((s) => settingLabel(s.m, s.n)).join(' | ')} |`,
    `|:--|${cols.map(() => '--:').join('|')}|`,
  ];
  for (const rule of rules)
    lines.push(
      `| ${RULE_LABELS[rule]}${BOOTSTRAP_RULES.includes(rule) ? ' †' : ''} | ${cols
        .map((s) => pct(flagRate(cell(result, s.m, s.n, drop), rule)))
        .join(' | ')} |`,
    );
  return lines;
}

/** Coverage over the baseline side of every drop cell of a setting (the baseline is never shifted). */
function coverage(
  result: ValidationResult,
  m: number,
  n: number,
  key: keyof CellResult['coverage'],
): number {
  let hits = 0;
  let runs = 0;
  for (const d of result.options.drops) {
    const c = cell(result, m, n, d).coverage[key];
    hits += c.hits;
    runs += c.runs;
  }
  return hits / runs;
}

function coverageTable(result: ValidationResult): string[] {
  const k = result.options.k;
  const lines = [
    `| M × N | bayes_ci: mean of the M questions' p | bayes_ci: population mean ${result.populationMean.toFixed(4)} | pass@${k}: mean of the M questions' 1-(1-p)^${k} | pass@${k}: population ${result.populationPassAtK.toFixed(4)} | bayes_ci half-width |`,
    '|:--|--:|--:|--:|--:|--:|',
  ];
  for (const s of settings(result)) {
    let half = 0;
    for (const d of result.options.drops) half += cell(result, s.m, s.n, d).meanHalfWidth;
    half /= result.options.drops.length;
    lines.push(
      `| ${settingLabel(s.m, s.n)} | ${pct(coverage(result, s.m, s.n, 'bayesConditional'))} | ${pct(coverage(result, s.m, s.n, 'bayesPopulation'))} | ${pct(coverage(result, s.m, s.n, 'passConditional'))} | ${pct(coverage(result, s.m, s.n, 'passPopulation'))} | ${half.toFixed(4)} |`,
    );
  }
  return lines;
}

/** The README sentence with the measured numbers. */
export function headlineSentence(result: ValidationResult): string {
  const { questions: m, trials: n } = HEADLINE_SETTING;
  const fa = cell(result, m, n, 0);
  const power = cell(result, m, n, 5);
  const faRate = flagRate(fa, 'overlap');
  const falseAlarm =
    fa.flagged.overlap === 0
      ? `in none of ${grouped(fa.runs)} simulated PRs (below ${pct(3 / fa.runs)} with 95% confidence)`
      : `in about ${pct(faRate)} of PRs`;
  return `With ${m} questions × ${n} trials the default gate raises a false alarm ${falseAlarm} and catches a 5-point drop ${pct(flagRate(power, 'overlap'))} of the time.`;
}

/** The short summary printed to stdout (for the README). */
export function renderSummary(result: ValidationResult): string {
  const { questions: m, trials: n } = HEADLINE_SETTING;
  const drops = result.options.drops.filter((d) => d > 0);
  const lines = [
    headlineSentence(result),
    '',
    `| rule (${m} questions × ${n} trials) | false alarms | ${drops.map((d) => `${d}-pt drop caught`).join(' | ')} |`,
    `|:--|--:|${drops.map(() => '--:').join('|')}|`,
  ];
  const rules: RuleId[] = ['overlap', 'z99', 'z95', 'bootstrapPercentile', 'naive2pt', 'ratio98'];
  for (const rule of rules)
    lines.push(
      `| ${RULE_LABELS[rule]} | ${pct(flagRate(cell(result, m, n, 0), rule))} | ${drops
        .map((d) => pct(flagRate(cell(result, m, n, d), rule)))
        .join(' | ')} |`,
    );
  lines.push(
    '',
    `Default gate (overlap) across sizes: false alarms / 5-pt drop caught (${grouped(result.options.runs)} simulated PRs per cell; seed ${result.options.seed}).`,
    '',
    `| M \\ N | ${result.options.trials.join(' | ')} |`,
    `|--:|${result.options.trials.map(() => '--:').join('|')}|`,
  );
  for (const mm of result.options.questions)
    lines.push(
      `| ${grouped(mm)} | ${result.options.trials
        .map(
          (nn) =>
            `${pct(flagRate(cell(result, mm, nn, 0), 'overlap'))} / ${pct(flagRate(cell(result, mm, nn, 5), 'overlap'))}`,
        )
        .join(' | ')} |`,
    );
  return `${lines.join('\n')}\n`;
}

function range(values: number[]): string {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? pct(lo) : `${pct(lo)}–${pct(hi)}`;
}

/** docs/statistics.md. `command` is the command line that produced the result. */
export function renderStatistics(
  result: ValidationResult,
  info: { command: string; version: string },
): string {
  const o = result.options;
  const all = settings(result);
  const fa = (rule: RuleId) => all.map((s) => flagRate(cell(result, s.m, s.n, 0), rule));
  const at = (rule: RuleId, d: number) =>
    flagRate(cell(result, HEADLINE_SETTING.questions, HEADLINE_SETTING.trials, d), rule);
  const shifts = o.drops
    .filter((d) => d > 0)
    .map(
      (d) => `${d} pt${d === 1 ? '' : 's'}: s = ${(result.shifts[String(d)] as number).toFixed(4)}`,
    )
    .join(', ');
  const mix = MIXTURE.map(
    (c) => `${Math.round(c.weight * 100)}% Beta(${c.a}, ${c.b}) (${c.name})`,
  ).join(' + ');
  const gateRules: RuleId[] = [...RULES];
  const maxOverlapFa = Math.max(...fa('overlap'));
  const covCond = all.map((s) => coverage(result, s.m, s.n, 'bayesConditional'));
  const covPop = all.map((s) => coverage(result, s.m, s.n, 'bayesPopulation'));
  const covPassCond = all.map((s) => coverage(result, s.m, s.n, 'passConditional'));
  const mcMax = Math.sqrt(0.25 / o.runs);
  const mcBoot = Math.sqrt(0.25 / o.bootstrapRuns);

  const out: string[] = [];
  out.push(
    '# How often the gate is wrong: measured',
    '',
    '<!-- Generated by scripts/validate.ts; do not edit by hand: rerun the command below. -->',
    '',
    `Generated by \`${info.command}\` · seed **${o.seed}** · ${grouped(o.runs)} simulated PRs per cell (bootstrap rules †: the first ${grouped(o.bootstrapRuns)} of them, B = ${grouped(o.bootstrapIterations)} resamples each) · scorio-eval-action ${info.version}. The same seed gives the same tables on every machine and Node version.`,
    '',
    '## In one sentence',
    '',
    `> ${headlineSentence(result)}`,
    '',
    `The default gate is Bayes@N (\`bayes\`) with the overlap rule: a regression only when the candidate's 95% credible interval lies entirely below the baseline's. The other rules below are what you get with \`rule: z\`, with \`uncertainty: bootstrap\`, or with the ad-hoc thresholds CI scripts use today.`,
    '',
    '## The simulation',
    '',
    `- **Questions.** Each simulated benchmark has M questions; question q has a latent success probability p_q drawn from the mixture ${mix}. Population mean accuracy ${result.populationMean.toFixed(4)}; population pass@${o.k} ${result.populationPassAtK.toFixed(4)}. New questions are drawn for every simulated PR.`,
    `- **Trials.** Baseline and candidate answer the same M questions, N independent trials each: successes ~ Binomial(N, p_q) for the baseline and Binomial(N, p'_q) for the candidate. The count tables are built directly from the binomial draws; the metrics (\`bayesCi\`, \`passAtKCi\`), the rules (\`zScore\`, \`ruleChange\`) and the bootstrap (\`bootstrapMetric\`) are the library's own.`,
    `- **No change (false alarms).** p'_q = p_q: any flagged regression is a false alarm.`,
    `- **A real drop of d points (power).** p'_q = sigmoid(logit(p_q) − s_d), the shift s_d calibrated so that the population mean accuracy falls by exactly d points (${shifts}). A logit shift moves middling questions most and nearly-always / nearly-never solved questions least, like a real regression; the realised drop on M questions varies around d.`,
    `- **Rules** (all one-sided: only a flagged *regression* counts):`,
    `  - *bayes · overlap (default)*: candidate.hi < baseline.lo with the 95% \`bayes_ci\` intervals;`,
    `  - *bayes · z*: Δ < 0 and ρ = Φ(|Δ| / √(σ_b² + σ_c²)) ≥ 0.95 (\`rule: z\`, \`min-confidence: 0.95\`);`,
    `  - *bootstrap · overlap (paired Δ)* †: what \`uncertainty: bootstrap\` does under the default rule: the 95% percentile interval of the paired bootstrap of Δ (questions resampled jointly for both sides) lies below 0;`,
    `  - *bootstrap · marginal intervals (not used)* †: the variant the gate deliberately does not use: the two sides' own percentile intervals must not overlap;`,
    `  - *bootstrap · z (paired σ)* †: \`uncertainty: bootstrap\` with \`rule: z\`: z uses the paired bootstrap σ of Δ;`,
    `  - *naive · accuracy drop > 2 pts*: plain accuracy (avg@N) fell by more than 0.02;`,
    `  - *naive · ratio < 0.98*: candidate accuracy / baseline accuracy < 0.98;`,
    `  - *pass@${o.k} · overlap / z*: the same two rules on \`pass_at_k_ci\` with k = ${o.k}.`,
    `- **Precision.** A rate from ${grouped(o.runs)} runs has a Monte Carlo standard error of at most ${pct(mcMax)} (at 50%), about 0.5% at 5% and 0.2% at 1%; † rates come from ${grouped(o.bootstrapRuns)} runs (standard error at most ${pct(mcBoot)}, about ${pct(Math.sqrt((0.05 * 0.95) / o.bootstrapRuns))} at 5%).`,
    '',
    '## False alarms (no real change)',
    '',
    'Fraction of simulated PRs flagged as a regression when baseline and candidate have the same latent accuracy. Columns: M questions × N trials per question.',
    '',
    ...rateTable(result, 0, gateRules),
    '',
    `Read: the default rule's false-alarm rate is at most ${pct(maxOverlapFa)} in every setting. Rule z stays at or below its nominal one-sided level: ${range(fa('z95'))} at ρ ≥ 0.95, ${range(fa('z99'))} at ρ ≥ 0.99. The bootstrap under the default rule (paired Δ) measures ${range(fa('bootstrapPercentile'))}; rule z with the paired bootstrap σ runs slightly hot (${range(fa('bootstrapZ'))}), most on 30 questions, where a bootstrap over few questions under-estimates the spread. The naive rules' false-alarm rates are a property of the benchmark's size, not of the model: the 2-point rule ranges over ${range(fa('naive2pt'))} (${pct(flagRate(cell(result, all[0]?.m ?? 0, all[0]?.n ?? 0, 0), 'naive2pt'))} at ${settingLabel(all[0]?.m ?? 0, all[0]?.n ?? 0)}), the ratio rule over ${range(fa('ratio98'))}.`,
    '',
    '## Power (a real drop)',
    '',
  );
  for (const d of o.drops.filter((x) => x > 0))
    out.push(
      `### Candidate ${d} point${d === 1 ? '' : 's'} worse`,
      '',
      'Fraction of simulated PRs flagged as a regression.',
      '',
      ...rateTable(result, d, gateRules),
      '',
    );
  const at2 = (rule: RuleId) => all.map((x) => flagRate(cell(result, x.m, x.n, 2), rule));
  out.push(
    `Read: the naive 2-point rule catches a 2-point drop about half the time at every size (${range(at2('naive2pt'))}): its threshold is the drop itself, so it is a coin flip exactly where it matters, and its power on small benchmarks is mostly its false-alarm rate. The Bayes@N rules' power grows with both M and N, the false-alarm rate does not.`,
    '',
  );
  out.push(
    '## Calibration of the 95% intervals',
    '',
    `Coverage of the baseline's nominal 95% intervals (${grouped(o.runs * o.drops.length)} runs per setting: the baseline side of every cell above), for two different targets, and the mean half-width of the \`bayes_ci\` interval.`,
    '',
    ...coverageTable(result),
    '',
    '### Which target?',
    '',
    "Bayes@N's interval is a statement about **these M questions**: the target is π̄ = (1/M) Σ_q p_q, the mean of the latent success probabilities of the questions in the benchmark, and the only uncertainty is the trial noise (N finite). That is the quantity a regression gate needs: baseline and candidate are run on the same questions, and the question is whether the candidate is worse *on them*. This conditional target is what the first column measures.",
    '',
    "The population mean E[p] (second column) is a different quantity: the accuracy on the whole population of questions the benchmark was sampled from. An interval for it must also carry the question-sampling variance, Var(p)/M, which more trials do not shrink. Bayes@N's interval does not include it, so its coverage of the population mean falls as N grows and does not improve with M (the ratio of question-sampling variance to trial noise, about Var(p)(N + 3) / E[p(1 − p)], does not depend on M). Use `uncertainty: bootstrap` (which resamples questions) when the claim is about the population rather than about these questions — at the price of much wider intervals (the bootstrap rows).",
    '',
    `Measured: \`bayes_ci\` covers the conditional target ${range(covCond)} of the time across the settings, against the population mean ${range(covPop)}. The uniform prior pulls each question's estimate towards 1/2 by (1 − 2p_q)/(N + 2); over this mixture that averages to (1 − 2 × ${result.populationMean.toFixed(4)}) / (N + 2) = ${((1 - 2 * result.populationMean) / 6).toFixed(4)} at N = 4, about 0.6 σ at 1,000 × 4, which is where the coverage dips. On a benchmark whose accuracy is far from 0.5 the pull is larger (0.1 at N = 4 for a mean accuracy of 0.2) and the interval's coverage of the latent mean drops accordingly; more trials remove it.`,
    '',
    `\`pass_at_k_ci\` covers its conditional target (mean of 1 − (1 − p_q)^${o.k}) only ${range(covPassCond)} of the time. Its Beta(1, 1) posterior over-estimates pass@k on questions that are (almost) never solved — with 0 successes in 4 trials the posterior pass@4 is 0.44 whatever the question's true rate — a bias that does not average out over questions while σ shrinks like 1/√M, so the coverage *falls* as M grows. Read \`pass_at_k_ci\` as a posterior under a uniform prior, not as a frequentist interval for the latent pass@k of a hard benchmark. For the gate the bias matters much less than for the interval: baseline and candidate are shrunk the same way, so it largely cancels in Δ — the pass@${o.k} false-alarm rates above stay low.`,
    '',
    '## The default rule',
    '',
    `**Recommendation: keep \`rule: overlap\` as the default.** At ${HEADLINE_SETTING.questions} × ${HEADLINE_SETTING.trials} it raises a false alarm in ${pct(at('overlap', 0))} of PRs (z: ${pct(at('z95', 0))}) and still catches a 5-point drop ${pct(at('overlap', 5))} of the time (z: ${pct(at('z95', 5))}) and a 10-point drop ${pct(at('overlap', 10))} of the time. A gate that blocks merges must rarely be wrong when nothing changed — a team that sees one false alarm in 20 PRs learns to ignore the check — and overlap's false-alarm rate stays at most ${pct(maxOverlapFa)} in every setting measured. Overlap of two 95% intervals is a stricter test than ρ ≥ 0.95 (it needs z ≳ 2.8 when the two σ are equal, a one-sided level near 0.3%), which is where its lower power on small drops comes from: at ${HEADLINE_SETTING.questions} × ${HEADLINE_SETTING.trials} it catches a 2-point drop ${pct(at('overlap', 2))} of the time against z's ${pct(at('z95', 2))}.`,
    '',
    `- For more power at a still-low false-alarm rate, use \`rule: z\` with \`min-confidence: 0.99\`: ${range(fa('z99'))} false alarms, and at ${HEADLINE_SETTING.questions} × ${HEADLINE_SETTING.trials} it catches a 2-point drop ${pct(at('z99', 2))} of the time.`,
    `- Choose \`rule: z\` at 0.95 when missing a small regression costs more than an occasional false alarm: up to about one false alarm in 20 unchanged PRs (${range(fa('z95'))} measured).`,
    `- Do not gate on a fixed accuracy drop or ratio: their false-alarm rate is a property of the benchmark's size (${range(fa('naive2pt'))} for the 2-point rule), not a choice you made.`,
    `- \`uncertainty: bootstrap\` judges the **paired** Δ: under the overlap rule its percentile interval must exclude 0. Comparing the two sides' own question-resampled intervals instead would be far too conservative for a gate, because each carries the question-sampling variance the two sides share (${range(fa('bootstrapOverlap'))} false alarms, but at ${HEADLINE_SETTING.questions} × ${HEADLINE_SETTING.trials} it catches ${pct(at('bootstrapOverlap', 5))} of 5-point and ${pct(at('bootstrapOverlap', 10))} of 10-point drops); that is why the gate does not do it.`,
    `- For power, trials and questions both help: the tables show how the 5-point detection rate grows with M and N. The report's trial budget ("about n trials per question would resolve this") tells you when spending more trials is worth it.`,
    '',
  );
  return `${out.join('\n')}\n`;
}
