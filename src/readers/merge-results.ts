/**
 * What several files of one benchmark merge into besides their tables (read-outcomes.ts): the
 * lost trials, the task identity and the question texts.
 */
import type { LostTrials, ReadResult, TaskIdentity } from './types.js';

/** The lost trials of several files of one benchmark, added up per question. */
export function mergeLost(results: readonly ReadResult[]): LostTrials | undefined {
  const parts = results.flatMap((r) => (r.lost ? [r.lost] : []));
  if (parts.length === 0) return undefined;
  const byQuestion = new Map<string, number>();
  for (const part of parts)
    for (const [id, n] of part.byQuestion) byQuestion.set(id, (byQuestion.get(id) ?? 0) + n);
  return {
    byQuestion,
    errored: parts.reduce((s, p) => s + p.errored, 0),
    neverRan: parts.reduce((s, p) => s + p.neverRan, 0),
  };
}

/**
 * The task of several files of one side: the name when every file that names one names the same
 * (several tasks merged on purpose are not refused here, only left unnamed), and the question
 * fingerprints of all files (the first file's where two disagree).
 */
export function mergeTasks(results: readonly ReadResult[]): TaskIdentity | undefined {
  const tasks = results.flatMap((r) => (r.task ? [r.task] : []));
  const first = tasks[0];
  if (first === undefined) return undefined;
  const names = new Set(tasks.flatMap((t) => (t.name !== undefined ? [t.name] : [])));
  let questions: Map<string, string> | undefined;
  for (const t of tasks)
    if (t.questions)
      for (const [id, hash] of t.questions) {
        questions ??= new Map();
        if (!questions.has(id)) questions.set(id, hash);
      }
  const name = names.size === 1 ? [...names][0] : undefined;
  return {
    harness: first.harness,
    ...(name !== undefined ? { name } : {}),
    ...(questions ? { questions } : {}),
    ...(first.fingerprint !== undefined ? { fingerprint: first.fingerprint } : {}),
  };
}
