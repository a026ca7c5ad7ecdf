/**
 * Paired tasks -> benchmarks: one per task both folders hold and one per group both define (a
 * group's tasks report-only when the group is gated as one comparison), each side read with its
 * own reader options; and what the report says of the folders.
 */
import { join } from 'node:path';
import type { BenchmarkConfig, BenchmarkPart } from '../../config/index.js';
import type {
  ReportDiscoveredGroup,
  ReportDiscoveredSide,
  ReportDiscoveredTask,
} from '../../report/types.js';
import type { Pairing, TaskPair } from './pair.js';
import type { DiscoveredGroup, DiscoveredTask, FolderDiscovery, GroupsMode } from './types.js';

/** The benchmarks made from one pair of folders, and what is gated. */
export interface Built {
  readonly benchmarks: readonly BenchmarkConfig[];
  readonly groups: readonly ReportDiscoveredGroup[];
  /** Gated comparisons and gated usage measures (Holm's K). */
  readonly gated: number;
}

/** Where the two folders are, as the benchmark's paths name them. */
export interface Folders {
  readonly baseline: string;
  readonly candidate: string;
}

/**
 * The groups both sides define, with the members both define and both folders hold (the
 * candidate's members under their pairs' names); `top` are those no other group holds (mmlu, not
 * mmlu_stem). A group one side alone defines is not used: in the action the candidate's folder is
 * the pull request's, and a group it made up could fold a regressed task into an average,
 * report-only.
 */
export function commonGroups(
  base: readonly DiscoveredGroup[],
  cand: readonly DiscoveredGroup[],
  pairing: Pairing,
): { group: DiscoveredGroup; top: boolean }[] {
  const common = new Set(pairing.pairs.map((p) => p.name));
  const renamed = (name: string): string => pairing.candidateNames.get(name) ?? name;
  const candByName = new Map(cand.map((g) => [g.name, g] as const));
  const both = base.flatMap((g) => {
    const other = candByName.get(g.name);
    if (other === undefined) return [];
    const theirs = new Set(other.members.map(renamed));
    const members = g.members.filter((m) => theirs.has(m) && common.has(m));
    const subgroups = g.subgroups.filter((s) => other.subgroups.includes(s));
    return members.length < 2 ? [] : [{ ...g, members, subgroups }];
  });
  const inner = new Set(both.flatMap((g) => g.subgroups));
  return both.map((group) => ({ group, top: !inner.has(group.name) }));
}

/** The benchmarks of one pair of folders (see the module's comment). */
export function buildBenchmarks(
  b: BenchmarkConfig,
  pairing: Pairing,
  groups: readonly { group: DiscoveredGroup; top: boolean }[],
  options: {
    readonly folders: Folders;
    readonly groupsMode: GroupsMode;
    readonly usageGate: BenchmarkConfig['usageGate'];
  },
): Built {
  const { folders, groupsMode } = options;
  const pairOf = new Map(pairing.pairs.map((p) => [p.name, p] as const));
  const topOf = new Map<string, string>();
  for (const { group, top } of groups)
    if (top) for (const m of group.members) if (!topOf.has(m)) topOf.set(m, group.name);
  const files = (side: 'baseline' | 'candidate', t: DiscoveredTask): string[] =>
    t.files.map((f) => join(folders[side], f));
  const gatedOff = (bm: BenchmarkConfig['metrics']) => bm.map((m) => ({ ...m, gate: false }));
  const reportGroups: ReportDiscoveredGroup[] = [];
  const made: BenchmarkConfig[] = [];
  for (const { group, top } of groups) {
    const gated = top && groupsMode === 'gate';
    const members = group.members.map((m) => pairOf.get(m) as TaskPair);
    const part = (side: 'baseline' | 'candidate', p: TaskPair): BenchmarkPart => ({
      task: p.name,
      paths: files(side, p[side]),
      read: { ...b.read, ...p[side].read },
    });
    made.push({
      ...b,
      name: group.name,
      baseline: members.flatMap((p) => files('baseline', p.baseline)),
      candidate: members.flatMap((p) => files('candidate', p.candidate)),
      parts: {
        baseline: members.map((p) => part('baseline', p)),
        candidate: members.map((p) => part('candidate', p)),
      },
      metrics: gated ? b.metrics : gatedOff(b.metrics),
      // Report-only is report-only for tokens, time and cost too: a measure is gated once, on
      // the group or on its tasks, as its accuracy is.
      ...(gated ? {} : { usageGate: {} }),
      discovered: { layout: group.layout, role: 'group' },
    });
    reportGroups.push({
      name: group.name,
      layout: group.layout,
      members: group.members,
      subgroups: group.subgroups,
      source: group.source,
      role: gated ? 'gated' : 'report-only',
    });
  }
  for (const p of pairing.pairs) {
    const group = topOf.get(p.name);
    const gated = group === undefined || groupsMode === 'subtasks';
    const documents = {
      ...(p.baseline.documents !== undefined
        ? { baseline: { count: p.baseline.documents, source: p.baseline.documentsSource ?? '' } }
        : {}),
      ...(p.candidate.documents !== undefined
        ? { candidate: { count: p.candidate.documents, source: p.candidate.documentsSource ?? '' } }
        : {}),
    };
    made.push({
      ...b,
      name: p.name,
      baseline: files('baseline', p.baseline),
      candidate: files('candidate', p.candidate),
      sideRead: { baseline: p.baseline.read, candidate: p.candidate.read },
      metrics: gated ? b.metrics : gatedOff(b.metrics),
      ...(gated ? {} : { usageGate: {} }),
      ...(p.note !== undefined || Object.keys(documents).length > 0
        ? {
            pairing: {
              ...(p.note !== undefined ? { note: p.note } : {}),
              ...(Object.keys(documents).length > 0 ? { documents } : {}),
            },
          }
        : {}),
      discovered: {
        layout: p.baseline.layout,
        role: group === undefined ? 'task' : 'subtask',
        ...(group !== undefined ? { group } : {}),
      },
    });
  }
  let gated = 0;
  const benchmarks = made.map((m) => {
    // A task is named after itself, and is no longer a folder to discover.
    const rest: BenchmarkConfig = { ...m };
    delete (rest as { namedAfterFile?: boolean }).namedAfterFile;
    delete (rest as { discover?: boolean }).discover;
    // K: the gated comparisons and the gated usage tests (a measure a task's files lack is not
    // tested: counting it too keeps Holm on where a run may make more than one test).
    gated +=
      rest.metrics.filter((x) => x.gate).length +
      Object.keys(rest.usageGate ?? options.usageGate ?? {}).length;
    return rest;
  });
  return { benchmarks, groups: reportGroups, gated };
}

/**
 * One side's folder as the report shows it: every task (`tasks`: as pairing read them), how it was
 * found and read.
 */
export function sideReport(
  d: FolderDiscovery,
  folder: string,
  tasks: readonly DiscoveredTask[],
): ReportDiscoveredSide {
  const task = (t: DiscoveredTask): ReportDiscoveredTask => ({
    name: t.name,
    layout: t.layout,
    files: t.files.map((f) => join(folder, f)),
    format: t.read.format,
    metric: t.read.metric ?? null,
    filter: t.read.filter ?? null,
    split: t.read.split ?? null,
    rule: t.rule,
    model: t.model ?? null,
    skipped: t.skipped.map((s) => ({ file: join(folder, s.file), reason: s.reason })),
  });
  return {
    folder: d.root,
    files: d.files,
    tasks: tasks.map(task),
    ignored: d.ignored,
    notes: d.notes,
  };
}
