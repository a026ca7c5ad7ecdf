/**
 * The two sides' tasks, paired: by name, then by the harness's task (Inspect's `eval.task`) when
 * each side has it once under different names (a version that writes its defaults out, a path
 * argument from another machine). Each pair is read as its own side's harness wrote it (the filter
 * chosen for one lm-eval side is never imposed on the other); a task found without the harness's
 * record of its options (no lm-eval results file) is read as its twin. What really differs
 * between a pair (its settings, how each side is read) is one note.
 */
import { excerpt } from '../../errors.js';
import { type SettingChange, changeText, settingChanges } from './identity.js';
import type { DiscoveredTask } from './types.js';

/** Two tasks, one per side, compared as one benchmark. */
export interface TaskPair {
  /** The benchmark's name: the baseline's task's. */
  readonly name: string;
  readonly baseline: DiscoveredTask;
  readonly candidate: DiscoveredTask;
  /** One line naming what really differs between the two (absent: nothing does). */
  readonly note?: string;
}

/** Every task of the two sides: paired, or on one side only. */
export interface Pairing {
  readonly pairs: readonly TaskPair[];
  readonly onlyInBaseline: readonly DiscoveredTask[];
  readonly onlyInCandidate: readonly DiscoveredTask[];
  /** A candidate task's name -> the name its pair has (the baseline's). */
  readonly candidateNames: ReadonlyMap<string, string>;
}

/** Pairs the baseline's and the candidate's tasks (see the module's comment). */
export function pairTasks(
  baseline: readonly DiscoveredTask[],
  candidate: readonly DiscoveredTask[],
): Pairing {
  const candByName = new Map(candidate.map((t) => [t.name, t] as const));
  const matched: [DiscoveredTask, DiscoveredTask][] = [];
  const baseLeft: DiscoveredTask[] = [];
  for (const t of baseline) {
    const twin = candByName.get(t.name);
    if (twin === undefined) baseLeft.push(t);
    else {
      matched.push([t, twin]);
      candByName.delete(t.name);
    }
  }
  // The rest, by the harness's task: one left on each side under it is one task.
  const candLeft = [...candByName.values()];
  const once = (tasks: readonly DiscoveredTask[]): Map<string, DiscoveredTask> => {
    const count = new Map<string, number>();
    for (const t of tasks)
      if (t.base !== undefined) count.set(t.base, (count.get(t.base) ?? 0) + 1);
    return new Map(
      tasks.flatMap((t) => (t.base !== undefined && count.get(t.base) === 1 ? [[t.base, t]] : [])),
    );
  };
  const baseOnce = once(baseLeft);
  const candOnce = once(candLeft);
  const paired = new Set<DiscoveredTask>();
  for (const [base, t] of baseOnce) {
    const twin = candOnce.get(base);
    if (twin === undefined) continue;
    matched.push([t, twin]);
    paired.add(t).add(twin);
  }
  const order = new Map(baseline.map((t, i) => [t, i] as const));
  matched.sort((a, b) => (order.get(a[0]) ?? 0) - (order.get(b[0]) ?? 0));
  const pairs = matched.map(([b, c]) => pairOf(b, c));
  return {
    pairs,
    onlyInBaseline: baseLeft.filter((t) => !paired.has(t)),
    onlyInCandidate: candLeft.filter((t) => !paired.has(t)),
    candidateNames: new Map(pairs.map((p) => [p.candidate.name, p.name] as const)),
  };
}

/** How the options a side was read with are described (for the note). */
const SETTINGS_WORD = {
  arguments: 'task arguments differ',
  config: 'lm-eval task config differs',
  metric: 'metric settings differ',
} as const;

function pairOf(b: DiscoveredTask, c: DiscoveredTask): TaskPair {
  const [baseline, candidate] = readAlike(b, c);
  const parts: string[] = [];
  const known = baseline.settings !== undefined && candidate.settings !== undefined;
  const changes: SettingChange[] = known
    ? settingChanges(baseline.settings ?? {}, candidate.settings ?? {})
    : [];
  // Names that differ only by an argument given at its default on one side (which the other
  // side's log records) are one task, nothing to note.
  if (baseline.name !== candidate.name && (!known || changes.length > 0))
    parts.push(
      `paired as one task: the baseline's ${excerpt(baseline.name, 80)} and the candidate's ${excerpt(candidate.name, 80)}`,
    );
  if (changes.length > 0) {
    const shown = changes.slice(0, 6).map(changeText);
    parts.push(
      `${SETTINGS_WORD[baseline.settingsKind ?? 'arguments']}: ${shown.join(', ')}${changes.length > 6 ? ` and ${changes.length - 6} more` : ''}`,
    );
  }
  for (const key of ['metric', 'filter'] as const) {
    const from = baseline.read[key];
    const to = candidate.read[key];
    if (from !== undefined && to !== undefined && from !== to)
      parts.push(
        `read with ${key} ${excerpt(from)} in the baseline and ${excerpt(to)} in the candidate`,
      );
  }
  return {
    name: baseline.name,
    baseline,
    candidate,
    ...(parts.length > 0 ? { note: `compared, but ${parts.join('; ')}.` } : {}),
  };
}

/**
 * A task found without its harness's record of its options (an lm-eval folder without
 * `results_<timestamp>.json`) takes its twin's metric, filter and filters' order: both sides are
 * then read the same way.
 */
function readAlike(b: DiscoveredTask, c: DiscoveredTask): [DiscoveredTask, DiscoveredTask] {
  const like = (t: DiscoveredTask, twin: DiscoveredTask, side: string): DiscoveredTask => {
    if (t.readAsTwin !== true || twin.readAsTwin === true || t.layout !== twin.layout) return t;
    const { metric, filter, filterOrder } = twin.read;
    return {
      ...t,
      read: {
        ...t.read,
        ...(metric !== undefined ? { metric } : {}),
        ...(filter !== undefined ? { filter } : {}),
        ...(filterOrder !== undefined ? { filterOrder } : {}),
      },
      rule: `${t.rule}; read as the ${side}'s (this folder has no record of the task's options)`,
    };
  };
  return [like(b, c, 'candidate'), like(c, b, 'baseline')];
}
