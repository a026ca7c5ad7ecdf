/**
 * A gate in stages, the data: a deterministic bimodal pair of 200 questions × 4 trials where the
 * candidate is 15 points worse on the 20% of questions that can move (3 points in all; 45% of the
 * questions are always right, 35% always wrong), and the re-run trials of a plan drawn from the
 * same success rates, for exactly the planned questions. Stage 1 at α/2 cannot tell the drop; the
 * re-run resolves it (test/e2e/stages.e2e.test.ts, test/action/stages.test.ts).
 */

/** A linear congruential generator (the C library's constants): the same numbers everywhere. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export interface StageData {
  /** Wide CSV (`id,t1,…,t4`) of each side at stage 1. */
  readonly baseline: string;
  readonly candidate: string;
  /**
   * The re-run files of a plan (`{id, trials}` of one benchmark), in the long CSV format
   * `question_id,outcome`, one line per new trial, drawn after stage 1's trials.
   */
  rerun(questions: readonly { readonly id: string; readonly trials: number }[]): {
    readonly baseline: string;
    readonly candidate: string;
  };
}

/** The pair, and its re-runs (see the module comment). */
export function stageData(): StageData {
  const random = generator(42);
  const M = 200;
  const N = 4;
  const rates: number[] = [];
  for (let q = 0; q < M; q++) {
    const u = random();
    rates.push(u < 0.45 ? 1 : u < 0.8 ? 0 : 0.2 + 0.6 * random());
  }
  const worse = (p: number) => (p > 0 && p < 1 ? Math.max(0, p - 0.15) : p);
  const trials = (p: number, n: number) => Array.from({ length: n }, () => (random() < p ? 1 : 0));
  const wide = (rate: (p: number) => number) =>
    [
      `id,${Array.from({ length: N }, (_, t) => `t${t + 1}`).join(',')}`,
      ...rates.map((p, q) => `q${q},${trials(rate(p), N).join(',')}`),
      '',
    ].join('\n');
  const baseline = wide((p) => p);
  const candidate = wide(worse);
  return {
    baseline,
    candidate,
    rerun(questions) {
      const long = (rate: (p: number) => number) =>
        [
          'question_id,outcome',
          ...questions.flatMap(({ id, trials: n }) => {
            const p = rates[Number(id.slice(1))];
            if (p === undefined) throw new Error(`not a question of the data: ${id}`);
            return trials(rate(p), n).map((outcome) => `${id},${outcome}`);
          }),
          '',
        ].join('\n');
      return { baseline: long((p) => p), candidate: long(worse) };
    },
  };
}
