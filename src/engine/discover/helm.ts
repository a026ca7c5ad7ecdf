/**
 * HELM suites: `benchmark_output/runs/<suite>/`, one folder per run (scenario and model) holding
 * `run_spec.json`, `stats.json` and `per_instance_stats.json`, and after `helm-summarize` the
 * suite's `schema.json`. One task per run, named by the run's name without its model; the stat is
 * the run group's main metric where HELM names it (`schema.json`: `run_groups[].environment.main_name`
 * and `main_split`), else the first metric the run spec names (`run_spec.json`), when the run's
 * instances have it; else the `sample-metric` option must name one.
 */
import { InputError, excerpt, excerptList, showValue } from '../../errors.js';
import { openInput } from '../../readers/common.js';
import { JsonStream } from '../../readers/json-stream.js';
import type { ReadBudget } from '../../readers/read-budget.js';
import { baseOf, dirOf, folderText, objectOf, readMetadataJson } from './read-json.js';
import type {
  DiscoveredGroup,
  DiscoveredTask,
  Layout,
  LayoutContext,
  LayoutResult,
  WalkedFile,
} from './types.js';

/** What `helm-summarize` writes into a suite's folder beside the runs. */
const SUITE_FILES = new Set([
  'schema.json',
  'runs.json',
  'run_specs.json',
  'runs_to_run_suites.json',
  'groups.json',
  'groups_metadata.json',
  'summary.json',
  'costs.json',
]);

/** Entries of `per_instance_stats.json` whose stats are listed (HELM spreads one instance over several). */
const PEEK_ENTRIES = 10;

/**
 * Stops the stream after the first entries. An `InputError`, because the JSON stream passes those
 * through unchanged (anything else thrown from a handler is reported as invalid JSON).
 */
class PeekDone extends InputError {}

/**
 * The names of the stats the first instances of a `per_instance_stats.json` have (numbers only),
 * read from its first entries alone; the bytes read count against the budget.
 */
export async function helmStatNames(path: string, readBudget?: ReadBudget): Promise<Set<string>> {
  const names = new Set<string>();
  const stream = new JsonStream(
    { file: path },
    {
      select: (p) => p.length === 3 && p[1] === 'stats',
      onValue: (_p, value) => {
        const stat = objectOf(value);
        const name = objectOf(stat?.name)?.name;
        if (typeof name === 'string' && typeof stat?.mean === 'number') names.add(name);
      },
      onEnd: (p) => {
        if (p.length === 1 && (p[0] as number) >= PEEK_ENTRIES - 1)
          throw new PeekDone({ file: path }, 'peeked');
      },
    },
  );
  const handle = await openInput(path);
  let position = 0;
  try {
    for (;;) {
      // A new buffer per read: the tokenizer may still hold the previous chunk.
      const buffer = Buffer.allocUnsafe(64 << 10);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      readBudget?.charge(bytesRead, path);
      position += bytesRead;
      stream.write(buffer.subarray(0, bytesRead));
    }
    stream.end();
  } catch (error) {
    if (!(error instanceof PeekDone)) throw error;
  } finally {
    await handle.close();
  }
  return names;
}

/**
 * A HELM run's name without its model (`model=`, `model_deployment=`): what baseline and
 * candidate runs are matched on.
 *
 * @example helmTaskName('bbq:subject=all,method=multiple_choice_joint,model=openai_gpt-4o') // 'bbq:subject=all,method=multiple_choice_joint'
 * @example helmTaskName('xstest:model=openai_gpt-4o') // 'xstest'
 */
export function helmTaskName(run: string): string {
  const colon = run.indexOf(':');
  const head = colon >= 0 ? run.slice(0, colon) : '';
  const args = (colon >= 0 ? run.slice(colon + 1) : run)
    .split(',')
    .filter((arg) => arg !== '' && !/^model(_deployment)?=/.test(arg));
  if (colon < 0) return args.join(',');
  return args.length === 0 ? head : `${head}:${args.join(',')}`;
}

interface Run {
  readonly dir: string;
  readonly name: string;
  readonly task: string;
  readonly groups: readonly string[];
  readonly metricNames: readonly string[];
  readonly model?: string;
  readonly stats: WalkedFile;
}

/** A suite's `schema.json`: run group -> main metric and split, and -> subgroups. */
interface Schema {
  readonly rel: string;
  readonly main: ReadonlyMap<string, { name?: string; split?: string }>;
  readonly subgroups: ReadonlyMap<string, readonly string[]>;
}

async function readSchema(file: WalkedFile, context: LayoutContext): Promise<Schema> {
  const root = objectOf(
    await readMetadataJson(file, `${context.shown}/${file.rel}`, context.readBudget),
  );
  const main = new Map<string, { name?: string; split?: string }>();
  const subgroups = new Map<string, readonly string[]>();
  const groups = root?.run_groups;
  if (Array.isArray(groups))
    for (const raw of groups) {
      const group = objectOf(raw);
      if (typeof group?.name !== 'string') continue;
      const env = objectOf(group.environment);
      const name = typeof env?.main_name === 'string' ? env.main_name : undefined;
      const split = typeof env?.main_split === 'string' ? env.main_split : undefined;
      main.set(group.name, {
        ...(name !== undefined ? { name } : {}),
        ...(split !== undefined ? { split } : {}),
      });
      if (Array.isArray(group.subgroups))
        subgroups.set(
          group.name,
          group.subgroups.filter((s): s is string => typeof s === 'string'),
        );
    }
  return { rel: file.rel, main, subgroups };
}

async function readRun(
  dir: string,
  spec: WalkedFile,
  stats: WalkedFile,
  context: LayoutContext,
): Promise<Run> {
  const shown = `${context.shown}/${spec.rel}`;
  const root = objectOf(await readMetadataJson(spec, shown, context.readBudget));
  const name =
    typeof root?.name === 'string' && root.name !== ''
      ? root.name
      : baseOf(dir).replace(/%3A/gi, ':'); // a folder renamed for upload-artifact (helmRunTask)
  const groups = Array.isArray(root?.groups)
    ? root.groups.filter((g): g is string => typeof g === 'string')
    : [];
  const metricNames = Array.isArray(root?.metric_specs)
    ? root.metric_specs.flatMap((m) => {
        const names = objectOf(objectOf(m)?.args)?.names;
        return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
      })
    : [];
  const model = objectOf(root?.adapter_spec)?.model;
  return {
    dir,
    name,
    task: helmTaskName(name),
    groups,
    metricNames,
    ...(typeof model === 'string' ? { model } : {}),
    stats,
  };
}

export const helmLayout: Layout = {
  name: 'helm',
  async discover(files, claimed, context): Promise<LayoutResult> {
    const byDir = new Map<string, Map<string, WalkedFile>>();
    for (const file of files) {
      const dir = dirOf(file.rel);
      byDir.set(dir, (byDir.get(dir) ?? new Map()).set(baseOf(file.rel), file));
    }
    const runDirs = [...byDir.keys()].filter((dir) => byDir.get(dir)?.has('run_spec.json'));
    if (runDirs.length === 0) return { tasks: [], groups: [], notes: [] };

    const notes: string[] = [];
    const runs: Run[] = [];
    const suites = new Set<string>();
    for (const dir of runDirs) {
      const inDir = byDir.get(dir) as Map<string, WalkedFile>;
      for (const file of inDir.values()) claimed.add(file.rel);
      suites.add(dirOf(dir));
      const stats = inDir.get('per_instance_stats.json');
      if (stats === undefined) {
        notes.push(
          `${folderText(dir)}: a HELM run without per_instance_stats.json (not compared: HELM writes it at the end of a run).`,
        );
        continue;
      }
      runs.push(await readRun(dir, inDir.get('run_spec.json') as WalkedFile, stats, context));
    }
    // The suite's own files (helm-summarize's output, the eval cache) are HELM's, not results.
    for (const file of files) {
      const dir = dirOf(file.rel);
      if (
        (suites.has(dir) && SUITE_FILES.has(baseOf(file.rel))) ||
        [...suites].some((suite) => {
          const prefix = suite === '' ? '' : `${suite}/`;
          return (
            file.rel.startsWith(`${prefix}groups/`) || file.rel.startsWith(`${prefix}eval_cache/`)
          );
        })
      )
        claimed.add(file.rel);
    }
    const schemas = new Map<string, Schema>();
    for (const suite of suites) {
      const file = byDir.get(suite)?.get('schema.json');
      if (file !== undefined) schemas.set(suite, await readSchema(file, context));
    }

    const tasks: DiscoveredTask[] = [];
    const seen = new Map<string, Run>();
    for (const run of runs) {
      const twin = seen.get(run.task);
      if (twin !== undefined)
        throw new InputError(
          { file: context.shown },
          `the HELM runs ${showValue(twin.name)} and ${showValue(run.name)} are the same scenario (${showValue(run.task)}) for two models or suites: a side of a comparison is one model; point at a folder of one model's runs.`,
        );
      seen.set(run.task, run);
      const schema = schemas.get(dirOf(run.dir));
      const main = run.groups.map((g) => schema?.main.get(g)).find((m) => m?.name !== undefined);
      const user = context.userRead.metric;
      let metric: string | undefined;
      let rule: string;
      let split: string | undefined;
      // A stat given for the folder applies to the runs whose instances have it.
      const have = await helmStatNames(run.stats.abs, context.readBudget);
      if (user !== undefined && have.has(user)) {
        metric = user;
        rule = `stat ${excerpt(user)} (sample-metric)`;
      } else {
        const fromSpec = run.metricNames.find((n) => have.has(n));
        const not = user !== undefined ? ` (its instances have no ${excerpt(user)})` : '';
        if (main?.name !== undefined && have.has(main.name)) {
          metric = main.name;
          rule = `stat ${excerpt(metric)}, the main metric of run group ${excerpt(run.groups.find((g) => schema?.main.get(g) === main) ?? '')} in ${schema?.rel ?? ''}${not}`;
        } else if (fromSpec !== undefined) {
          metric = fromSpec;
          rule = `stat ${excerpt(metric)}, the first metric run_spec.json names that the instances have${main?.name !== undefined ? ` (the main metric ${excerpt(main.name)} of ${schema?.rel ?? ''} is not a per-instance stat)` : ''}${not}`;
        } else {
          throw new InputError(
            { file: `${context.shown}/${run.stats.rel}` },
            `HELM names no main metric of the run ${showValue(run.name)} that its instances have${main?.name !== undefined ? ` (${schema?.rel ?? ''} names ${excerpt(main.name)})` : ' (no schema.json in the suite: helm-summarize writes it)'}; set the sample-metric option to one of ${excerptList(
              [...(await helmStatNames(run.stats.abs))].filter(
                (n) => !/^(num_|finish_reason_|training_)/.test(n),
              ),
              12,
            )}.`,
          );
        }
      }
      if (main?.split !== undefined) {
        split = main.split;
        rule += `; split ${excerpt(split)} (main_split)`;
      }
      tasks.push({
        name: run.task,
        layout: 'helm',
        files: [run.stats.rel],
        read: { format: 'helm', metric, ...(split !== undefined ? { split } : {}) },
        rule: `run ${excerpt(run.name, 120)}: ${rule}`,
        ...(run.model !== undefined ? { model: run.model } : {}),
        skipped: [],
      });
    }

    // Groups: a run group two or more runs share (mmlu over its subjects), and a schema group
    // whose subgroups hold two or more of the runs (a suite such as safety_scenarios).
    const groups: DiscoveredGroup[] = [];
    const taskOfRun = new Map(runs.map((r) => [r, r.task] as const));
    const runGroups = new Map<string, string[]>();
    for (const run of runs)
      for (const g of run.groups)
        runGroups.set(g, [...(runGroups.get(g) ?? []), taskOfRun.get(run) as string]);
    for (const [g, members] of runGroups)
      if (members.length > 1)
        groups.push({
          name: g,
          layout: 'helm',
          members,
          subgroups: [],
          source: 'run_spec.json groups',
        });
    for (const schema of schemas.values())
      for (const [g, subs] of schema.subgroups) {
        const members = runs
          .filter((r) => r.groups.some((rg) => subs.includes(rg)))
          .map((r) => r.task);
        if (members.length > 1 && !runGroups.has(g))
          groups.push({
            name: g,
            layout: 'helm',
            members,
            subgroups: subs.filter((s) => (runGroups.get(s)?.length ?? 0) > 1),
            source: schema.rel,
          });
      }
    return { tasks, groups, notes };
  },
};
