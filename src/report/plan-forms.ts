/**
 * A re-sampling plan in each harness's own words (checked against the harnesses' sources: the
 * notes are in docs/action.md, "Re-running what the gate could not tell"): the commands that run
 * exactly the planned questions again, grouped by their number of new trials (no harness takes a
 * different count per question in one run), once per side's model.
 *
 * - **Inspect AI** (≥ 0.3.53): `inspect eval TASK --model MODEL --sample-id 'a,b' --epochs K`;
 *   an id holding `*`, `?` or `[` is a glob pattern to Inspect (≥ 0.3.112), so each is written
 *   `[*]`, `[?]`, `[[]`; an id holding `:` is prefixed with the task (`TASK:a:b`); an id holding
 *   `,` or outer spaces cannot be given on the command line (the plan file has it).
 * - **lm-evaluation-harness** (≥ v0.4.9): `--samples FILE` with `{"TASK": [sorted doc ids]}`
 *   (sorted and unique: the harness logs the j-th index of the list as the j-th document's id);
 *   a task logs one scored result per document, so K trials are K runs, `--seed R,R,R,1234`
 *   (hf; vLLM and API models take `seed=R` in `--model_args`), run R holding the documents that
 *   want R or more.
 * - **promptfoo**: `--repeat K --no-cache`; tests are selected by the plan file's ids (our ids of
 *   a promptfoo log are its test numbers), which promptfoo's filters cannot name directly.
 * - **Any harness**: the plan file, one `id<TAB>new trials` line per question.
 *
 * Pure: the plan in, lines out. Every id is shell-quoted (`'…'`, `'` as `'\''`); an id a shell
 * line cannot carry (control or invisible characters, a backtick the comment's code block would
 * change) is left out of the commands and named in a note (the plan file has it).
 */
import { largest } from './format.js';
import { INVISIBLE_CLASS } from './visible.js';
import type { ReportBenchmark, ReportData, ReportPlan } from './types.js';

/** One harness's way of running a plan. */
export interface PlanForm {
  readonly harness: 'inspect' | 'lm-eval' | 'promptfoo' | 'ids';
  /** What the lines are, in a few words. */
  readonly title: string;
  /** Commands, or a file's lines. */
  readonly lines: readonly string[];
  /** What the user must know to run them (one sentence). */
  readonly note: string;
}

const UNSAFE = new RegExp(`[${INVISIBLE_CLASS}\`]`, 'u');

/** Where a command needs the task's name and the benchmark's cannot be written. */
const TASK = '<task>';

/** `'…'` for a POSIX shell. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

/** The planned questions grouped by their new trials, fewest first; ids in plan order. */
function groups(plan: ReportPlan): { trials: number; ids: string[] }[] {
  const by = new Map<number, string[]>();
  for (const q of plan.questions) {
    const list = by.get(q.trials) ?? [];
    list.push(q.id);
    by.set(q.trials, list);
  }
  return [...by.entries()].sort((a, b) => a[0] - b[0]).map(([trials, ids]) => ({ trials, ids }));
}

/** The harness a benchmark's logs came from, by the readers' format names. */
function harnessOf(b: ReportBenchmark): PlanForm['harness'] {
  const formats = new Set([...b.baseline.formats, ...b.candidate.formats]);
  if (formats.has('inspect-eval') || formats.has('inspect-json')) return 'inspect';
  if (formats.has('lm-eval')) return 'lm-eval';
  if (formats.has('promptfoo')) return 'promptfoo';
  return 'ids';
}

/** An id as Inspect's `--sample-id` matches it (see the module comment), or undefined. */
function inspectId(id: string, task: string): string | undefined {
  if (id.includes(',') || id.trim() !== id) return undefined;
  const escaped = id.replace(/[*?[]/g, (c) => `[${c}]`);
  return escaped.includes(':') ? `${task}:${escaped}` : escaped;
}

/**
 * The lm-eval task and document id of a question: a discovered group's questions are its tasks'
 * documents, `<task>/<doc_id>`, and lm-eval's `--samples` selects documents by leaf task (a group's
 * name there is ignored, and every document of its tasks would run).
 */
function lmEvalDocument(b: ReportBenchmark, id: string): [string, string] {
  const at = id.lastIndexOf('/');
  return b.discovered?.role === 'group' && at > 0
    ? [id.slice(0, at), id.slice(at + 1)]
    : [b.name, id];
}

/**
 * The ways to run a benchmark's plan: its harness's commands first (when its logs say which),
 * then the plan file's lines, which every harness can follow.
 *
 * @example planForms(benchmark)[0].lines[0]
 *   // "inspect eval gpqa --model <baseline model> --sample-id 'q7,q12' --epochs 4"
 */
export function planForms(b: ReportBenchmark): PlanForm[] {
  const plan = b.plan;
  if (!plan || plan.kind !== 'planned' || plan.questions.length === 0) return [];
  const safe = (id: string) => !UNSAFE.test(id);
  // A benchmark's name is the pull request's too: one a command line cannot carry is left for
  // the reader to fill in, as the models are, rather than changed where the comment shows it.
  const nameless = !safe(b.name);
  const task = nameless ? TASK : b.name;
  const quotedTask = nameless ? TASK : shellQuote(task);
  const left = plan.questions.filter((q) => !safe(q.id)).length;
  const leftNote = `${
    left > 0
      ? ` ${left} question id(s) hold characters a command line cannot carry: run them from the plan file.`
      : ''
  }${nameless ? ` The benchmark's name holds characters a command line cannot carry: give the task's name where ${TASK} stands.` : ''}`;
  const sides = ['<baseline model>', '<candidate model>'];
  const forms: PlanForm[] = [];
  const harness = harnessOf(b);
  if (harness === 'inspect') {
    const lines: string[] = [];
    let unusable = 0;
    for (const g of groups(plan)) {
      const ids = g.ids.filter(safe).flatMap((id) => {
        const s = inspectId(id, task);
        if (s === undefined) unusable++;
        return s === undefined ? [] : [s];
      });
      if (ids.length === 0) continue;
      for (const model of sides)
        lines.push(
          `inspect eval ${quotedTask} --model ${model} --sample-id ${shellQuote(ids.join(','))} --epochs ${g.trials}`,
        );
    }
    forms.push({
      harness,
      title: 'Inspect AI (0.3.53 or later)',
      lines,
      note: `Run each line with the task file or registry name for ${task} and the side's model; tasks that cache generations replay the old answers: set a fresh INSPECT_CACHE_DIR or a new --seed.${unusable > 0 ? ` ${unusable} id(s) hold a comma or outer spaces, which --sample-id cannot carry: pass them to eval(sample_id=[...]) in Python.` : ''}${leftNote}`,
    });
  } else if (harness === 'lm-eval') {
    const most = largest(plan.questions.map((q) => q.trials));
    const lines: string[] = [];
    for (let r = 1; r <= most; r++) {
      const byTask = new Map<string, string[]>();
      for (const q of plan.questions.filter((x) => x.trials >= r && safe(x.id))) {
        const [leaf, doc] = lmEvalDocument(b, q.id);
        // Appended in place: a copy per question made a plan of 200,000 questions quadratic.
        const docs = byTask.get(leaf);
        if (docs) docs.push(doc);
        else byTask.set(leaf, [doc]);
      }
      const tasks = [...byTask.keys()].sort();
      const entries = tasks.map((leaf) => {
        const docs = (byTask.get(leaf) ?? []).sort(
          (a, c) => Number(a) - Number(c) || a.localeCompare(c),
        );
        const unique = [...new Set(docs)];
        const numeric = unique.every((id) => /^\d+$/.test(id));
        const list = numeric
          ? unique.join(', ')
          : unique.map((id) => JSON.stringify(id)).join(', ');
        return `${JSON.stringify(leaf)}: [${list}]`;
      });
      lines.push(
        `# run ${r}: samples_r${r}.json = {${entries.join(', ')}}`,
        `lm_eval --model <model> --model_args <as before> --tasks ${shellQuote(tasks.join(','))} --samples samples_r${r}.json --seed ${r},${r},${r},1234 --log_samples --output_path <side>/r${r}`,
      );
    }
    forms.push({
      harness,
      title: 'lm-evaluation-harness (v0.4.9 or later)',
      lines,
      note: `lm-eval scores one result per document and filter, so each new trial is a run of its own with its own seed (vLLM and API models: seed=R in --model_args); run every line once per side's model, with the original --gen_kwargs and few-shot settings, and no --use_cache.${leftNote}`,
    });
  } else if (harness === 'promptfoo') {
    const lines = groups(plan).map(
      (g) =>
        `promptfoo eval -c <config> --filter-providers <provider> --repeat ${g.trials} --no-cache  # tests: ${g.ids.filter(safe).join(', ')}`,
    );
    forms.push({
      harness,
      title: 'promptfoo',
      lines,
      note: `The ids are the tests' numbers in the log: select those tests (a config with only them, or --filter-pattern on their descriptions), once per side's provider, with --no-cache so that no cached answer is replayed.${leftNote}`,
    });
  }
  forms.push({
    harness: 'ids',
    title: 'Any harness: the plan file',
    lines: plan.questions.filter((q) => safe(q.id)).map((q) => `${q.id}\t${q.trials}`),
    note: `One line per question: its id and how many new trials to run of it, on the baseline's model and on the candidate's; add the new results to each side's files.${leftNote}`,
  });
  return forms;
}

/** The plan file's schema identifier (docs/report-json.md, "The plan file"). */
export const PLAN_SCHEMA = 'scorio-eval-plan/1';

/**
 * The plan file (`--plan-out`, the action's `rerun-plan`): every benchmark's plan for the next
 * stage, with each harness's commands, as JSON. A run with nothing to re-run writes an empty list.
 *
 * @example JSON.parse(renderPlan(report)).benchmarks[0].questions // [{ id: 'q7', trials: 4 }, …]
 */
export function renderPlan(report: ReportData): string {
  const stages = report.stages;
  const benchmarks = report.benchmarks.flatMap((b) => {
    const plan = b.plan;
    if (!plan || plan.kind !== 'planned' || plan.questions.length === 0) return [];
    return [
      {
        name: b.name,
        metric: plan.metric,
        questions: plan.questions,
        sides: plan.sides,
        trials: plan.trials,
        uniformTrials: plan.uniformTrials,
        sees: plan.sees,
        target: plan.target,
        forms: planForms(b),
      },
    ];
  });
  return `${JSON.stringify(
    {
      schema: PLAN_SCHEMA,
      stage: (stages?.stage ?? 1) + 1,
      level:
        benchmarks.length > 0 ? (report.benchmarks.find((b) => b.plan)?.plan?.level ?? null) : null,
      rerunNeeded: benchmarks.length > 0,
      benchmarks,
    },
    null,
    2,
  )}\n`;
}
