/**
 * The provider/prompt runs of a promptfoo results file: how they are named in messages and how the
 * `filter` option chooses one.
 */
import { excerpt } from '../errors.js';
import { fail } from './common.js';

/** One model: a provider and the prompt it ran, keyed `ID#PROMPTIDX` (`openai:gpt-5#0`). */
export interface PromptfooRun {
  readonly key: string;
  readonly provider: string;
  /** promptfoo's column of the run: one per provider and prompt, so it names the run alone. */
  readonly promptIdx: number;
}

/**
 * Names longer than this (quoted and escaped) are shortened in messages; shorter ones are shown
 * whole, so that the user can type them back into the filter option.
 */
export const RUN_NAME_CHARS = 120;

/** Runs listed by name in an error; the rest are counted (each can be chosen by `#N`). */
const LISTED_RUNS = 12;

/**
 * A run as a message shows it: the whole name, quoted and escaped; a name that had to be shortened
 * or escaped (a backslash, a quote, a control character: it cannot be typed back as shown) also
 * gets `#N`, which the filter accepts too, when no other run of the file (`runs`) has promptIdx N.
 *
 * @example shownRun({ key: 'openai:gpt-5#0', provider: 'openai:gpt-5', promptIdx: 0 }, []) // '"openai:gpt-5#0"'
 */
export function shownRun(run: PromptfooRun, runs: readonly PromptfooRun[]): string {
  const whole = excerpt(run.key, Infinity);
  const shown = excerpt(run.key, RUN_NAME_CHARS);
  if (shown === whole && whole === `"${run.key}"`) return shown;
  const unique = runs.every((r) => r === run || r.promptIdx !== run.promptIdx);
  return unique ? `${shown} (or "#${run.promptIdx}")` : shown;
}

/** The runs, each as `shownRun` shows it (among `all`); past `LISTED_RUNS`, how many more. */
function listRuns(runs: readonly PromptfooRun[], all: readonly PromptfooRun[] = runs): string {
  const shown = runs
    .slice(0, LISTED_RUNS)
    .map((r) => shownRun(r, all))
    .join(', ');
  return runs.length > LISTED_RUNS
    ? `${shown}, … (${runs.length - LISTED_RUNS} more; "#N" chooses the run with promptIdx N)`
    : shown;
}

/**
 * The run to read: the only one, or the one `filter` names: its whole key (`ID#N`), its provider id
 * when that provider ran one prompt, or `#N` (its promptIdx). `runs` are in promptIdx order.
 */
export function chooseRun(
  path: string,
  runs: readonly PromptfooRun[],
  filter: string | undefined,
): PromptfooRun {
  if (filter === undefined) {
    if (runs.length === 1) return runs[0] as PromptfooRun;
    return fail(
      { file: path, field: 'provider' },
      `the file has ${runs.length} provider/prompt runs: ${listRuns(runs)}; set the filter option to one of them ` +
        `(a provider id alone when it ran one prompt, or "#N" for the run with promptIdx N).`,
    );
  }
  const exact = runs.find((r) => r.key === filter);
  if (exact) return exact;
  const byProvider = runs.filter((r) => r.provider === filter);
  if (byProvider.length === 1) return byProvider[0] as PromptfooRun;
  const where = { file: path, field: `filter ${excerpt(filter, RUN_NAME_CHARS)}` };
  if (byProvider.length > 1)
    return fail(
      where,
      `provider ${excerpt(filter, RUN_NAME_CHARS)} ran ${byProvider.length} prompts; choose one of ${listRuns(byProvider, runs)}.`,
    );
  const index = /^#(\d+)$/.exec(filter);
  const byIndex = index ? runs.filter((r) => r.promptIdx === Number(index[1])) : [];
  if (byIndex.length === 1) return byIndex[0] as PromptfooRun;
  return fail(
    where,
    byIndex.length > 1
      ? `${byIndex.length} runs have promptIdx ${index?.[1]}; choose one of ${listRuns(byIndex, runs)}.`
      : `no such provider or run in this file; it has ${listRuns(runs)}.`,
  );
}
