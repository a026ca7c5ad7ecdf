/**
 * A gate in stages, in the comment: one line under the headline (what this stage re-sampled and
 * resolved, and what the next one would re-run), and the plan in the details, in each harness's
 * words (plan-forms.ts).
 */
import { grouped, largest, percent, smallest } from '../format.js';
import { escapeCode, escapeMarkdown } from '../escape.js';
import { planForms } from '../plan-forms.js';
import type { ReportBenchmark, ReportData } from '../types.js';
import { type Block, metricText, name, plural } from './common.js';

/** `37 questions × 8 trials` when they share a count, else `37 questions (4 to 16 trials each)`. */
function questionsText(questions: number, lo: number, hi: number): string {
  return lo === hi
    ? `${plural(questions, 'question')} × ${plural(lo, 'trial')}`
    : `${plural(questions, 'question')} (${grouped(lo)} to ${grouped(hi)} trials each)`;
}

/** {@link questionsText} of a plan's questions. */
function planText(questions: readonly { readonly trials: number }[]): string {
  const counts = questions.map((q) => q.trials);
  return questionsText(questions.length, smallest(counts), largest(counts));
}

/** A benchmark the gate still cannot tell: a gated comparison it neither failed nor resolved. */
function cannotTell(b: ReportBenchmark): boolean {
  return b.comparisons.some(
    (c) => c.gate && !c.fails && !c.withinMargin && c.resolution === 'undetectable',
  );
}

/** The benchmarks with a plan for another stage. */
function planned(data: ReportData): ReportBenchmark[] {
  return data.benchmarks.filter((b) => b.plan?.kind === 'planned' && b.plan.questions.length > 0);
}

/**
 * One line under the headline: at a later stage, what was re-sampled and whether it resolved;
 * at any stage, what the next would re-run where the gate still cannot tell.
 */
export function stageNote(data: ReportData): string | undefined {
  const s = data.stages;
  if (!s) return undefined;
  const parts: string[] = [];
  if (s.stage > 1) {
    const done = s.resampled.filter((r) => r.questions > 0);
    const resolved = done.filter((r) => {
      const b = data.benchmarks.find((x) => x.name === r.name);
      return b !== undefined && !cannotTell(b);
    });
    const trials = done.reduce((n, r) => n + r.trials, 0);
    const uniform = done.reduce((n, r) => n + r.uniformTrials, 0);
    const questions = done.reduce((n, r) => n + r.questions, 0);
    const what = questionsText(
      questions,
      smallest(done.map((r) => r.perQuestion.min)),
      largest(done.map((r) => r.perQuestion.max)),
    );
    const outcome =
      resolved.length === done.length
        ? 'resolved'
        : resolved.length === 0
          ? "still can't tell"
          : `${grouped(resolved.length)} of ${plural(done.length, 'benchmark')} resolved`;
    if (done.length > 0)
      parts.push(
        `Stage ${s.stage}: ${outcome} after re-sampling ${what} on both sides: ${grouped(trials)} trials instead of ${grouped(uniform)} for every question`,
      );
    if (s.carried.length > 0)
      parts.push(
        `${plural(s.carried.length, 'benchmark')} decided at an earlier stage, carried as decided`,
      );
  }
  const next = planned(data);
  if (next.length > 0) {
    const trials = next.reduce((n, b) => n + (b.plan?.trials ?? 0), 0);
    const uniform = next.reduce((n, b) => n + (b.plan?.uniformTrials ?? 0), 0);
    const what =
      next.length === 1
        ? `${planText(next[0]?.plan?.questions ?? [])} of ${name(next[0]?.name ?? '')}`
        : `the uncertain questions of ${plural(next.length, 'benchmark')}`;
    parts.push(
      `To tell, stage ${s.stage + 1} would re-run ${what} on both sides: ${grouped(trials)} trials instead of ${grouped(uniform)} for every question (the commands are in the details)`,
    );
  }
  if (parts.length === 0) return undefined;
  const spent =
    s.spent !== null
      ? ` · false alarms ≤ ${percent(s.spent)} over ${plural(s.stage, 'stage')}`
      : '';
  return `> ↻ ${parts.join('. ')}${spent}.`;
}

/** The longest line a code block of the comment shows. */
const MAX_SHOWN_LINE = 20_000;

/**
 * A command or plan-file line as the comment shows it: whole (a tab as a space), or a pointer to
 * the plan file. Never shortened or escaped, which would make a pasted command run something else
 * (plan-forms.ts leaves out what a command line cannot carry; this holds whatever it let through).
 */
function shownLine(line: string): string {
  if (line.length > MAX_SHOWN_LINE)
    return `# this line is ${grouped(line.length)} characters long, more than the comment shows: run it from the plan file`;
  const plain = line.replace(/\t/g, ' ');
  if (escapeCode(plain, { maxLength: MAX_SHOWN_LINE }) !== plain)
    return '# this line holds characters the comment cannot show: run it from the plan file';
  return plain;
}

/** The level the next stage tests at, as the rule names it. */
function nextLevel(rule: ReportData['settings']['rule'], level: number | null): string {
  if (level === null || rule === 'overlap') return 'the same intervals';
  return rule === 'z' ? `min-confidence ${Number((1 - level).toPrecision(12))}` : `α = ${level}`;
}

/** The plans in the details: per benchmark, each harness's commands in a code block. */
export function planBlocks(data: ReportData): Block[] {
  const bs = planned(data);
  if (bs.length === 0) return [];
  const blocks: Block[] = [
    {
      kind: 'text',
      lines: [
        `**Re-run plan** (stage ${bs[0]?.plan?.stage ?? 2}: the questions whose uncertainty keeps the gate from telling, each with its new trials, the same on both sides; the next stage tests at ${nextLevel(data.settings.rule, bs[0]?.plan?.level ?? null)})`,
      ],
    },
  ];
  for (const b of bs) {
    const plan = b.plan;
    if (!plan) continue;
    // The metric as the table and the details name it: `accuracy (bayes)`.
    const compared = b.comparisons.find((c) => c.metric === plan.metric);
    const metric = compared ? metricText(compared, b.weights) : plan.metric;
    blocks.push({
      kind: 'text',
      lines: [
        `- **${name(b.name, 60)} · ${escapeMarkdown(metric, { maxLength: 60 })}**: ${planText(plan.questions)} on each side, ${grouped(plan.trials)} trials in all (re-running every question alike: ${grouped(plan.uniformTrials)}); the next stage would see a drop of ${(plan.sees * 100).toFixed(1)} points with 80% power.`,
      ],
    });
    for (const form of planForms(b)) {
      if (form.lines.length === 0) continue;
      blocks.push({
        kind: 'text',
        lines: [
          `  ${escapeMarkdown(form.title)}: ${escapeMarkdown(form.note, { maxLength: 600 })}`,
        ],
      });
      blocks.push({
        kind: 'code',
        lines: [
          // The plan file's lines are a file's, not commands to paste.
          form.harness === 'ids' ? '```text' : '```sh',
          ...form.lines.slice(0, 40).map(shownLine),
          ...(form.lines.length > 40
            ? [`# … ${grouped(form.lines.length - 40)} more lines in the plan file`]
            : []),
          '```',
        ],
      });
    }
  }
  return blocks;
}
