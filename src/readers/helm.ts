/**
 * HELM (Stanford CRFM) run output: `per_instance_stats.json` of one run directory
 * (`benchmark_output/runs/SUITE/RUN/`), a list with one entry per instance, train trial and
 * perturbation, each holding the instance's stats (`{"name": {"name": "exact_match", ...},
 * "count": 1, "mean": 1.0, ...}`).
 */
import { excerpt, excerptList } from '../errors.js';
import { CountTableBuilder } from '../metrics/count-table.js';
import { MISSING, OutcomeParser, fail, finishTable, singleResult } from './common.js';
import { streamJsonFile } from './json-stream.js';
import type { ReadOptions, ReadResult, Reader, UsageMeasureId } from './types.js';
import { UsageBuilder, usageValue } from './usage.js';

/**
 * HELM's per-instance stats that are usage (efficiency_metrics.py): the prompt's tokens, the
 * generated tokens (without an echoed prompt), and the request's runtime in seconds (for a
 * batched offline model, the batch's: divided by `batch_size`).
 */
const USAGE_STATS: Readonly<Record<string, UsageMeasureId | 'batch_size'>> = {
  num_prompt_tokens: 'input-tokens',
  num_output_tokens: 'output-tokens',
  inference_runtime: 'seconds',
  batch_size: 'batch_size',
};

/** Stats HELM computes for every instance that are never an outcome (sizes, costs, timings). */
function isBookkeeping(name: string): boolean {
  return (
    /^(num_|finish_reason_|training_)/.test(name) ||
    name === 'inference_runtime' ||
    name === 'batch_size' ||
    name === 'prompt_truncated' ||
    name === 'logprob' ||
    name === 'max_prob'
  );
}

interface Entry {
  id: unknown;
  trial: unknown;
  perturbation: unknown;
  /** The chosen stat's value (its mean), `null` when the stat has no values (count 0). */
  value: number | null | undefined;
  /** The first entries' stat names and values, to list when no stat was chosen. */
  seen: [string, unknown][];
  /** Whether the entry has a stat of the `split` option (always true without one). */
  inSplit: boolean;
  /** Its usage stats (a stat with no values is absent). */
  usage: Partial<Record<UsageMeasureId | 'batch_size', number>>;
}

/** An instance's usage: its tokens (total = prompt + output) and runtime per instance. */
function addInstanceUsage(builder: UsageBuilder, id: string, e: Entry): void {
  const { usage } = e;
  const input = usage['input-tokens'];
  const output = usage['output-tokens'];
  if (input !== undefined) builder.add(id, 'input-tokens', input);
  if (output !== undefined) builder.add(id, 'output-tokens', output);
  if (input !== undefined && output !== undefined) builder.add(id, 'total-tokens', input + output);
  const runtime = usage.seconds;
  const batch = usage.batch_size;
  if (runtime !== undefined)
    builder.add(id, 'seconds', batch && batch > 1 ? runtime / batch : runtime);
}

/** Entries whose stat names are listed when no stat was chosen (HELM splits an instance's stats over entries). */
const LISTED_ENTRIES = 10;

/** The perturbation's name, `undefined` for the unperturbed instance. */
function perturbationName(perturbation: unknown): string | undefined {
  if (perturbation === undefined || perturbation === null) return undefined;
  const name = (perturbation as { name?: unknown }).name;
  return typeof name === 'string' ? name : JSON.stringify(perturbation);
}

/**
 * Reads a HELM `per_instance_stats.json` as a matrix: question id = `instance_id`, trials = HELM's
 * train trials (`train_trial_index`: each a different set of in-context examples), outcome = the
 * per-instance value (`mean`) of the stat named by `metric` (e.g. `exact_match`,
 * `quasi_exact_match`; fractional stats need `threshold`). A stat with no values (`count` 0) is a
 * missing trial. Perturbed copies of an instance (robustness and fairness runs) are left out unless
 * `filter` names a perturbation (e.g. `typo`), which reads only those.
 *
 * HELM writes every stat it computed for each instance; the reader asks for `metric` rather than
 * guess the run's main metric, and the error lists the stats that can be outcomes. HELM may write
 * one instance (and train trial) as several entries, one per group of metrics (the annotator
 * scores of its safety scenarios in one, the token counts in another): they are one trial, whose
 * value is the entry that holds the stat. With `split` (e.g. `test`), only the instances with a
 * stat of that split are read (HELM's runs hold a few `valid` instances beside the `test` ones).
 * The instance's token counts and runtime are its usage (`num_prompt_tokens`,
 * `num_output_tokens`, `inference_runtime`), from whichever of its entries holds them.
 *
 * @example
 * (await readHelm('runs/v1/mmlu:subject=anatomy,model=x/per_instance_stats.json', { metric: 'exact_match' })).table
 */
export async function readHelm(path: string, options: ReadOptions = {}): Promise<ReadResult> {
  const warnings: string[] = [];
  const parser = new OutcomeParser(options);
  const metric = options.metric;
  const entries: Entry[] = [];
  let rootKind: string | undefined;
  const split = options.split;
  const fresh = (): Entry => ({
    id: undefined,
    trial: undefined,
    perturbation: undefined,
    value: undefined,
    seen: [],
    usage: {},
    inSplit: split === undefined,
  });
  let current: Entry = fresh();
  await streamJsonFile(path, {
    // Per entry: its id, trial and perturbation, and each stat object (small) on its own.
    select: (p) =>
      (p.length === 2 &&
        (p[1] === 'instance_id' || p[1] === 'train_trial_index' || p[1] === 'perturbation')) ||
      (p.length === 3 && p[1] === 'stats'),
    onStart: (p, kind) => {
      if (p.length === 0) rootKind = kind;
      if (p.length === 1) current = fresh();
    },
    onValue: (p, value) => {
      if (p.length === 2) {
        if (p[1] === 'instance_id') current.id = value;
        else if (p[1] === 'train_trial_index') current.trial = value;
        else current.perturbation = value;
        return;
      }
      const stat = value as {
        name?: { name?: unknown; split?: unknown };
        count?: unknown;
        mean?: unknown;
      };
      const name = typeof stat === 'object' && stat !== null ? stat.name?.name : undefined;
      if (typeof name !== 'string') return;
      if (split !== undefined && stat.name?.split !== split) return;
      current.inSplit = true;
      if (entries.length < LISTED_ENTRIES) current.seen.push([name, stat.mean]);
      const usage = Object.hasOwn(USAGE_STATS, name) ? USAGE_STATS[name] : undefined;
      if (usage !== undefined && stat.count !== 0 && current.usage[usage] === undefined) {
        const v = usageValue(stat.mean, {
          file: path,
          record: `entry ${entries.length}`,
          field: `stat ${excerpt(name)}`,
        });
        if (v !== undefined) current.usage[usage] = v;
      }
      if (name !== metric || current.value !== undefined) return;
      current.value = stat.count === 0 ? null : typeof stat.mean === 'number' ? stat.mean : NaN;
    },
    onEnd: (p) => {
      if (p.length === 1) entries.push(current);
    },
  });
  if (rootKind !== 'array' || entries.length === 0)
    fail(
      { file: path },
      rootKind === 'array'
        ? 'is empty: no instances.'
        : 'is not a HELM per_instance_stats.json file (expected a list of instances with "instance_id" and "stats").',
    );

  if (metric === undefined) {
    const candidates = entries
      .slice(0, LISTED_ENTRIES)
      .flatMap((e) => e.seen)
      .filter(
        ([name, mean]) =>
          !isBookkeeping(name) && typeof mean === 'number' && mean >= 0 && mean <= 1,
      )
      .map(([name]) => name);
    fail(
      { file: path, field: 'stats' },
      `set the sample-metric option to the stat to read; this file has ${excerptList([...new Set(candidates)], 12) || 'none that looks like an outcome'}.`,
    );
  }

  const statField = `stat ${excerpt(metric)}`;
  const builder = new CountTableBuilder();
  // Per (instance, train trial): the entry that holds the stat, or the first (HELM may write one
  // instance as several entries, each with some of its stats).
  const trials = new Map<string, { entry: Entry; index: number }>();
  const perturbations = new Map<string, number>();
  const used = new UsageBuilder();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as Entry;
    const record = `entry ${i}`;
    if (typeof e.id !== 'string' || e.id === '')
      fail({ file: path, record, field: 'instance_id' }, `${excerpt(e.id)} is not an instance id.`);
    const trial = e.trial ?? 0;
    if (typeof trial !== 'number' || !Number.isInteger(trial) || trial < 0)
      fail(
        { file: path, record, field: 'train_trial_index' },
        `${excerpt(trial)} is not a trial index.`,
      );
    const perturbation = perturbationName(e.perturbation);
    if (perturbation !== undefined)
      perturbations.set(perturbation, (perturbations.get(perturbation) ?? 0) + 1);
    if (perturbation !== options.filter) continue;
    const key = `${e.id}\u0000${trial}`;
    const before = trials.get(key);
    if (before === undefined) {
      trials.set(key, { entry: e, index: i });
      continue;
    }
    if (before.entry.value !== undefined && e.value !== undefined)
      fail(
        { file: path, record },
        `instance ${excerpt(e.id)}, train trial ${trial}${perturbation === undefined ? '' : `, perturbation ${excerpt(perturbation)}`} has the stat ${excerpt(metric)} twice (also entry ${before.index}).`,
      );
    if (e.value !== undefined) before.entry.value = e.value;
    before.entry.inSplit ||= e.inSplit;
    // The usage stats may be in another entry of the instance than the outcome: the first wins.
    before.entry.usage = { ...e.usage, ...before.entry.usage };
  }
  let withoutStat = 0;
  let read = 0;
  let otherSplit = 0;
  for (const { entry: e, index } of trials.values()) {
    if (!e.inSplit) {
      otherSplit++;
      continue;
    }
    read++;
    const q = builder.row(e.id as string);
    addInstanceUsage(used, e.id as string, e);
    if (e.value === undefined) {
      withoutStat++;
      continue;
    }
    if (e.value === null) continue;
    const label = parser.value(e.value, { file: path, record: `entry ${index}`, field: statField });
    if (label !== MISSING) builder.addAt(q, label);
  }
  if (split !== undefined && read === 0)
    fail({ file: path, field: `split ${excerpt(split)}` }, 'no instance has a stat of this split.');
  if (options.filter !== undefined && read === 0)
    fail(
      { file: path, field: `filter ${excerpt(options.filter)}` },
      `no instance has this perturbation; the file has ${perturbations.size > 0 ? `${excerptList([...perturbations.keys()])} and the unperturbed instances (no filter)` : 'no perturbed instances'}.`,
    );
  if (withoutStat === read)
    fail({ file: path, field: `stat ${excerpt(metric)}` }, `missing: no instance has this stat.`);
  if (withoutStat > 0)
    warnings.push(
      `${path}: ${withoutStat} instance(s) have no ${excerpt(metric)} stat; counted as missing trials.`,
    );
  if (otherSplit > 0)
    warnings.push(
      `${path}: read the ${read} instance(s) of split ${excerpt(split)}; ${otherSplit} of other splits are left out.`,
    );
  if (options.filter === undefined && perturbations.size > 0)
    warnings.push(
      `${path}: read the unperturbed instances; ${[...perturbations.values()].reduce((a, b) => a + b, 0)} perturbed ones (${excerptList([...perturbations.keys()])}) are left out (option filter reads one perturbation).`,
    );
  const table = finishTable(builder.build(), path, { categories: parser.categories, warnings });
  const run = helmRunTask(path);
  return singleResult(path, 'helm', table, warnings, {
    ...(run !== undefined ? { task: { harness: 'HELM', name: run } } : {}),
    usage: used.build(),
  });
}

/**
 * The task of a HELM run from its folder's name (`runs/SUITE/RUN/per_instance_stats.json`, where
 * RUN is the run's name, `mmlu:subject=anatomy,method=multiple_choice_joint,model=openai_gpt2`)
 * without the model (`model=`, `model_deployment=`): what must match between baseline and
 * candidate. `undefined` when the folder is not named like a run (no `=`).
 *
 * @example helmRunTask('runs/v1/mmlu:subject=anatomy,model=openai_gpt2/per_instance_stats.json')
 *   // 'mmlu:subject=anatomy'
 */
export function helmRunTask(path: string): string | undefined {
  const parts = path.split(/[\\/]/);
  // `:` written as `%3A`: actions/upload-artifact refuses `:` in a path (so does Windows), so a
  // HELM suite uploaded as an artifact has its run folders renamed that way.
  const folder = parts[parts.length - 2]?.replace(/%3A/gi, ':');
  if (folder === undefined || !folder.includes('=')) return undefined;
  const colon = folder.indexOf(':');
  const head = colon >= 0 ? folder.slice(0, colon + 1) : '';
  const args = (colon >= 0 ? folder.slice(colon + 1) : folder)
    .split(',')
    .filter((arg) => !/^model(_deployment)?=/.test(arg));
  return `${head}${args.join(',')}`;
}

/** A JSON list whose first entry starts with `instance_id`, as HELM writes it. */
export function looksLikeHelm(text: string): boolean {
  return /^\s*\[\s*\{\s*"instance_id"\s*:/.test(text);
}

export const helmReader: Reader = {
  name: 'helm',
  extensions: ['.json'],
  sniff: (head) =>
    looksLikeHelm(Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8')),
  read: readHelm,
};
