/**
 * A gate in stages on real files (issue 39): a workspace with two benchmarks, and the re-run logs
 * a harness would write for a plan.
 *
 * - **quiz**, Inspect logs (legacy `.json`, one sample per question and epoch): 200 questions × 4
 *   epochs a side, 90 right every time on both sides, 70 never, and 40 in the balance (MOVING, five
 *   times): the candidate 10 successes lower (Δ = −1.25 points), which stage 1 cannot tell.
 * - **steady**, a JSON matrix: 300 questions × 4 trials, the candidate right on 50 more questions
 *   every time (Δ = +16.7 points): a credible improvement stage 1 decides, and a later stage carries.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The questions in the balance: successes out of 4 on the baseline and the candidate. */
export const MOVING: readonly (readonly [number, number])[] = [
  [3, 1],
  [2, 2],
  [1, 3],
  [2, 2],
  [2, 1],
  [3, 3],
  [3, 2],
  [1, 1],
];

/** quiz's question ids, q001 … q200. */
export const QUIZ_IDS: readonly string[] = Array.from(
  { length: 200 },
  (_, i) => `q${String(i + 1).padStart(3, '0')}`,
);

/** quiz's successes out of 4 on each side, by question (QUIZ_IDS' order). */
export function quizSuccesses(): { baseline: number[]; candidate: number[] } {
  const baseline: number[] = [];
  const candidate: number[] = [];
  for (let q = 0; q < 200; q++) {
    const [b, c] =
      q < 90 ? [4, 4] : q < 160 ? [0, 0] : (MOVING[(q - 160) % MOVING.length] as [number, number]);
    baseline.push(b);
    candidate.push(c);
  }
  return { baseline, candidate };
}

/** An Inspect log (legacy `.json`, scorer `match`): `epochs[id]` lists each epoch's 0/1 score. */
export function writeInspectLog(file: string, epochs: Record<string, readonly number[]>): void {
  const samples = Object.entries(epochs).flatMap(([id, scores]) =>
    scores.map((s, e) => ({ id, epoch: e + 1, scores: { match: { value: s === 1 ? 'C' : 'I' } } })),
  );
  writeFileSync(file, JSON.stringify({ version: 2, eval: { task: 'quiz' }, samples }));
}

/** `n` epochs of which the first `x` are right. */
export function epochs(x: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => (i < x ? 1 : 0));
}

/** The config both stages run with: each side's files by a glob, so that re-run logs join them. */
export const CONFIG = `rule: paired
benchmarks:
  - name: quiz
    baseline: quiz/baseline/*.json
    candidate: quiz/candidate/*.json
  - name: steady
    baseline: steady/baseline.json
    candidate: steady/candidate.json
`;

/** A fresh workspace with stage 1's files and `scorio.yml`; returns its folder. */
export function stageWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-stages-'));
  for (const side of ['baseline', 'candidate'] as const) {
    mkdirSync(join(dir, 'quiz', side), { recursive: true });
    const successes = quizSuccesses()[side];
    writeInspectLog(
      join(dir, 'quiz', side, 'stage1.json'),
      Object.fromEntries(QUIZ_IDS.map((id, q) => [id, epochs(successes[q] as number, 4)])),
    );
  }
  mkdirSync(join(dir, 'steady'));
  const steady = (side: 'baseline' | 'candidate') =>
    Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => {
        const right = i % 3 !== 0 || (side === 'candidate' && i % 6 === 0);
        return [`s${i}`, epochs(right ? 4 : 0, 4)];
      }),
    );
  writeFileSync(join(dir, 'steady', 'baseline.json'), JSON.stringify(steady('baseline')));
  writeFileSync(join(dir, 'steady', 'candidate.json'), JSON.stringify(steady('candidate')));
  writeFileSync(join(dir, 'scorio.yml'), CONFIG);
  return dir;
}

/** A plan's questions as the JSON report carries them. */
export interface PlanQuestions {
  readonly questions: readonly { readonly id: string; readonly trials: number }[];
}

/**
 * Writes the re-run logs of a plan into each side's quiz folder (`name`), as Inspect writes them
 * for `--sample-id … --epochs K`: each planned question with exactly its new trials, the first
 * `right(id, trials, side)` of them right.
 */
export function writeRerun(
  dir: string,
  name: string,
  plan: PlanQuestions,
  right: (id: string, trials: number, side: 'baseline' | 'candidate') => number,
): void {
  for (const side of ['baseline', 'candidate'] as const)
    writeInspectLog(
      join(dir, 'quiz', side, name),
      Object.fromEntries(
        plan.questions.map((q) => [q.id, epochs(right(q.id, q.trials, side), q.trials)]),
      ),
    );
}

/** A JSON file of the workspace, parsed. */
export function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}
