/**
 * The validation scripts' process pool: `workers` child processes of `script`, worker k running
 * jobs k, k + n, k + 2n, … and sending each result back; the results in job order, whatever the
 * split. One copy for validate.ts and validate-usage.ts (each was its own).
 */
import { fork } from 'node:child_process';

/** Runs `total` jobs in `workers` forks of `script` (`--worker k n payload`); results in order. */
export async function runInWorkers<R>(options: {
  readonly script: string;
  readonly workers: number;
  /** What every worker is given (JSON): the run's options. */
  readonly payload: unknown;
  readonly total: number;
  /** Called with each result's job index as it arrives. */
  readonly onResult?: (index: number) => void;
  /** Names the pool in an exit error (`usage worker 1 exited with 1`). */
  readonly label?: string;
}): Promise<R[]> {
  const results = new Array<R>(options.total);
  const { script, workers } = options;
  await Promise.all(
    Array.from(
      { length: workers },
      (_w, k) =>
        new Promise<void>((resolve, reject) => {
          const child = fork(
            script,
            ['--worker', String(k), String(workers), JSON.stringify(options.payload)],
            { execArgv: process.execArgv },
          );
          child.on('message', (m: { index: number; result: R }) => {
            results[m.index] = m.result;
            options.onResult?.(m.index);
          });
          child.on('error', reject);
          child.on('exit', (code) =>
            code === 0
              ? resolve()
              : reject(new Error(`${options.label ?? 'worker'} ${k} exited with ${code}`)),
          );
        }),
    ),
  );
  return results;
}

/**
 * A worker's side (`--worker k n payload`): runs its share of `jobs(payload)` with `run` and sends
 * each result to the parent; queued messages are delivered before the channel closes.
 */
export function runWorkerShare<P, J, R>(
  argv: readonly string[],
  jobs: (payload: P) => readonly J[],
  run: (payload: P, job: J) => R,
): void {
  const k = Number(argv[0]);
  const n = Number(argv[1]);
  const payload = JSON.parse(argv[2] as string) as P;
  const all = jobs(payload);
  for (let index = k; index < all.length; index += n)
    process.send?.({ index, result: run(payload, all[index] as J) });
  process.disconnect?.();
}
