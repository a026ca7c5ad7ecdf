/**
 * Inspect AI sample summaries -> count table (shared by the `.eval` and legacy `.json` readers).
 *
 * Label layout. Inspect scorers write `C` (correct), `P` (partial), `I` (incorrect) and `N` (no
 * answer). The default mapping is binary, `{ C: 1, I: 0, N: 0 }`, which is what Inspect's own
 * accuracy means for C/I/N logs. When a `P` occurs under the default mapping, the reader throws a
 * `PartialCreditError`; `readOutcomes` then reads every file of the benchmark again with the
 * partial-credit layout `{ C: 2, P: 1, I: 0, N: 0 }` (so all files share one layout), and the
 * engine does the same for the other side of a comparison: baseline and candidate are always read
 * with the same labels, whichever of them has the `P`. With an explicit mapping the table always
 * has max(mapping) + 1 categories, on both sides, whether or not every label occurs.
 */
import { ValidationError, excerpt, excerptList } from '../errors.js';
import { CountTableBuilder, type CountTable } from '../metrics/count-table.js';
import { MAX_LABEL, MISSING, OutcomeParser, fail, finishTable, type Where } from './common.js';
import { inputText } from './inspect-input.js';
import { gradesSeen, pickScore, scoreLabel } from './inspect-score.js';
import { type SampleUsage, addSampleUsage } from './inspect-usage.js';
import type { LostTrials, ReadOptions, ReadUsage } from './types.js';
import { UsageBuilder } from './usage.js';

/** Inspect's default score letters, binary. */
export const BINARY_LABELS: Readonly<Record<string, number | null>> = Object.freeze({
  C: 1,
  I: 0,
  N: 0,
});

/** Partial credit as a middle category: I/N = 0, P = 1, C = 2 (weights e.g. [0, 0.5, 1]). */
export const PARTIAL_CREDIT_LABELS: Readonly<Record<string, number | null>> = Object.freeze({
  C: 2,
  P: 1,
  I: 0,
  N: 0,
});

/**
 * Inspect's own scale for partial credit (`value_to_float`: C = 1, P = 0.5, I = N = 0), as weights of
 * the partial-credit layout: the default weights when `P` switched the layout.
 */
export const PARTIAL_CREDIT_WEIGHTS: readonly number[] = Object.freeze([0, 0.5, 1]);

export { PartialCreditError } from './inspect-score.js';

/** What an Inspect log gives the table builder. */
export interface InspectLog {
  /** The samples (one per sample x epoch), as parsed JSON. */
  readonly samples: readonly unknown[];
  /** Each sample's usage (tokens, times), at the sample's index; absent where it has none. */
  readonly usages?: readonly (SampleUsage | undefined)[];
  /** Where the samples came from, for messages: `summaries.json` or `samples`. */
  readonly source: string;
  /** `eval.dataset.sample_ids` from the header, when present: the row order. */
  readonly sampleIds?: readonly unknown[];
  /** Scorer names from the header (`results.scores[].name`), when present. */
  readonly headerScorers?: readonly string[];
  /** `eval.config.epochs` from the header: the trials each dataset question should have. */
  readonly epochs?: number;
  /** `eval.task` from the header: the task's name. */
  readonly task?: string;
}

/** Checks the `labels` option; returns the mapping and the category count it implies. */
export function labelMapping(options: ReadOptions): {
  labels: Readonly<Record<string, number | null>>;
  explicit: boolean;
  categories: number;
} {
  const labels = options.labels ?? BINARY_LABELS;
  let max = 1;
  for (const [key, value] of Object.entries(labels)) {
    if (value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_LABEL)
      throw new ValidationError(
        `labels[${excerpt(key)}] must be a category 0..${MAX_LABEL} or null (missing); got ${excerpt(value)}.`,
        'labels',
      );
    max = Math.max(max, value);
  }
  const categories = options.categories ?? max + 1;
  if (categories < max + 1)
    throw new ValidationError(
      `categories (${categories}) is too small for the labels mapping (largest category ${max}).`,
      'categories',
    );
  return { labels, explicit: options.labels !== undefined, categories };
}

interface SampleRef {
  readonly id: string;
  readonly epoch: number;
}

/**
 * Builds the count table of one scorer from Inspect samples: question id = `String(sample.id)`,
 * one trial per epoch, deduplicated on (id, epoch). Unscored samples (no score for the scorer, a
 * `NaN` or `null` value) are missing trials (counted in a warning). Samples with an `error` and no
 * score, and the epochs of dataset questions that have no sample at all (a run cancelled or failed
 * before they started: `eval.dataset.sample_ids` x `eval.config.epochs`), are not in the table
 * either: they are the lost trials, returned per question for the engine's `errors` setting.
 * Rows follow `eval.dataset.sample_ids` when the header has it. The usage of each kept sample (the
 * scored attempt of a retried one) is the question's usage for that epoch; an errored sample's is
 * left out with its outcome (it is a lost trial: its time is the error's, not an answer's).
 */
export function inspectTable(
  log: InspectLog,
  file: string,
  options: ReadOptions,
  warnings: string[],
): {
  table: CountTable;
  lost?: LostTrials;
  usage?: ReadUsage;
  questionText?: ReadonlyMap<string, string>;
} {
  const { labels, explicit, categories } = labelMapping(options);
  const parser = new OutcomeParser({ ...options, categories });
  const samples = log.samples;
  if (samples.length === 0) fail({ file, record: log.source }, 'has no samples.');

  // Pass 1: ids, epochs and the scorers present.
  const refs: SampleRef[] = [];
  const scorers: string[] = [];
  const scorerSet = new Set<string>();
  samples.forEach((raw, i) => {
    const where: Where = { file, record: `${log.source}[${i}]` };
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      fail(where, `expected a sample object; got ${excerpt(raw)}.`);
    const s = raw as Record<string, unknown>;
    let id: string;
    if (typeof s.id === 'string' && s.id !== '') id = s.id;
    else if (typeof s.id === 'number' && Number.isFinite(s.id)) id = String(s.id);
    else return fail({ ...where, field: 'id' }, `${excerpt(s.id)} is not a sample id.`);
    const epoch = s.epoch === undefined ? 1 : s.epoch;
    if (typeof epoch !== 'number' || !Number.isInteger(epoch) || epoch < 1)
      fail({ ...where, field: 'epoch' }, `${excerpt(epoch)} is not an epoch (an integer >= 1).`);
    refs.push({ id, epoch });
    const scores = s.scores;
    if (scores !== null && scores !== undefined) {
      if (typeof scores !== 'object' || Array.isArray(scores))
        fail(
          { ...where, field: 'scores' },
          `expected an object of scores; got ${excerpt(scores)}.`,
        );
      for (const name of Object.keys(scores))
        if (!scorerSet.has(name)) {
          scorerSet.add(name);
          scorers.push(name);
        }
    }
  });
  const known = [...scorers, ...(log.headerScorers ?? []).filter((n) => !scorerSet.has(n))];
  let scorer: string;
  // `scorer: NAME/KEY` picks one entry of a scorer whose value is a dict of scores.
  let scoreKey: string | undefined;
  if (options.scorer !== undefined) {
    const slash = options.scorer.lastIndexOf('/');
    const named = slash > 0 ? options.scorer.slice(0, slash) : undefined;
    if (scorerSet.has(options.scorer)) scorer = options.scorer;
    else if (named !== undefined && scorerSet.has(named) && slash < options.scorer.length - 1) {
      scorer = named;
      scoreKey = options.scorer.slice(slash + 1);
    } else
      return fail(
        { file, field: `scorer ${excerpt(options.scorer)}` },
        known.length === 0
          ? 'no sample in this log has any score (no scorer ran).'
          : `no such scorer in this log (option scorer); it has ${excerptList(known)}.`,
      );
  } else if (scorers.length === 1) scorer = scorers[0] as string;
  else if (scorers.length === 0) {
    const errored = samples.filter((raw) => {
      const e = (raw as Record<string, unknown>).error;
      return e !== undefined && e !== null;
    }).length;
    return fail(
      { file, record: log.source },
      `no scorer in this log: no sample has a score${errored > 0 ? ` (${errored} of the ${samples.length} samples had an error)` : ''}, so there is no matrix to read.`,
    );
  } else
    return fail(
      { file, record: log.source },
      `has ${scorers.length} scorers (${excerptList(scorers)}); set the scorer option to choose one.`,
    );

  // Pass 2: each (id, epoch) -> label, deduplicated; `errored` when no attempt has an outcome and
  // one of them has an error.
  const cells = new Map<
    string,
    { label: number; index: number; shown: unknown; errored: boolean }
  >();
  let unscored = 0;
  let duplicates = 0;
  samples.forEach((raw, i) => {
    const s = raw as Record<string, unknown>;
    const ref = refs[i] as SampleRef;
    const field =
      scoreKey === undefined ? `scores.${scorer}.value` : `scores.${scorer}.value.${scoreKey}`;
    const where: Where = {
      file,
      record: `${log.source}[${i}] id ${excerpt(ref.id)} epoch ${ref.epoch}`,
      field,
    };
    const score = (s.scores as Record<string, unknown> | undefined)?.[scorer];
    let label = MISSING;
    let shown: unknown = null;
    let errored = false;
    if (score === undefined || score === null) {
      if (s.error !== undefined && s.error !== null) errored = true;
      else unscored++;
    } else {
      if (typeof score !== 'object' || Array.isArray(score) || !('value' in score))
        fail(
          { ...where, field: `scores.${scorer}` },
          `expected a score object with a value; got ${excerpt(score)}.`,
        );
      shown = pickScore((score as { value: unknown }).value, scorer, scoreKey, where);
      label = scoreLabel(shown, labels, explicit, parser, where, () =>
        gradesSeen(samples, scorer, scoreKey),
      );
      if (label === MISSING) unscored++;
    }
    const key = `${ref.id}\u0000${ref.epoch}`;
    const before = cells.get(key);
    if (before === undefined) {
      cells.set(key, { label, index: i, shown, errored });
      return;
    }
    duplicates++;
    if (before.label === label) {
      if (label === MISSING && errored) before.errored = true;
      return;
    }
    // A retried sample: an unscored / errored attempt and a scored one; the score wins.
    if (before.label === MISSING) {
      cells.set(key, { label, index: i, shown, errored: false });
      return;
    }
    if (label === MISSING) return;
    fail(
      where,
      `duplicate sample (id ${excerpt(ref.id)}, epoch ${ref.epoch}) with a different value: ` +
        `${excerpt(shown)} here, ${excerpt(before.shown)} at ${log.source}[${before.index}].`,
    );
  });

  // Rows: dataset order first (when the header lists it), then any other ids as first seen.
  const builder = new CountTableBuilder();
  const present = new Set(refs.map((r) => r.id));
  // A dataset question with no sample at all (the run was cancelled, or failed, before it
  // started) has no outcome either: it gets a row with no trials, so that the count of questions
  // without an outcome below includes it, next to the errored and unscored ones.
  let neverStarted = 0;
  const dataset: string[] = [];
  for (const raw of log.sampleIds ?? []) {
    const id = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : undefined;
    if (id === undefined) continue;
    builder.row(id);
    dataset.push(id);
    if (!present.has(id)) neverStarted++;
  }
  const datasetSize = builder.size;
  const lost = new Map<string, number>();
  const epochsSeen = new Map<string, number>();
  const usage = new UsageBuilder();
  const texts = new Map<string, string>();
  let errored = 0;
  for (const [key, cell] of cells) {
    const id = key.slice(0, key.indexOf('\u0000'));
    if (!texts.has(id)) {
      const text = inputText(samples[cell.index] as object);
      if (text !== undefined) texts.set(id, text);
    }
    const q = builder.row(id);
    epochsSeen.set(id, (epochsSeen.get(id) ?? 0) + 1);
    if (!cell.errored) addSampleUsage(usage, id, log.usages?.[cell.index]);
    if (cell.label !== MISSING) builder.addAt(q, cell.label);
    else if (cell.errored) {
      errored++;
      lost.set(id, (lost.get(id) ?? 0) + 1);
    }
  }
  // Epochs of dataset questions that have no sample: the run never got to them. Without the
  // header's epochs, the highest epoch of any sample stands in.
  let neverRan = 0;
  let highest = 1;
  for (const ref of refs) if (ref.epoch > highest) highest = ref.epoch;
  const epochs =
    log.epochs !== undefined && Number.isInteger(log.epochs) && log.epochs >= 1
      ? log.epochs
      : highest;
  for (const id of dataset) {
    const missing = epochs - (epochsSeen.get(id) ?? 0);
    if (missing <= 0) continue;
    neverRan += missing;
    lost.set(id, (lost.get(id) ?? 0) + missing);
  }
  if (duplicates > 0)
    warnings.push(`${file}: ${duplicates} duplicate (id, epoch) sample entries were read once.`);
  if (errored > 0) warnings.push(`${file}: ${errored} sample(s) had an error and no score.`);
  if (unscored > 0)
    warnings.push(
      `${file}: ${unscored} sample(s) have no ${excerpt(scorer)} score (absent, null or NaN); counted as missing trials.`,
    );
  if (neverStarted > 0)
    warnings.push(
      `${file}: ${neverStarted} of the dataset's ${datasetSize} question(s) have no sample in the log (never started: a cancelled or failed run?).`,
    );
  const table = finishTable(builder.build(), file, { categories, warnings, lost });
  const used = usage.build();
  return {
    table,
    ...(lost.size > 0 ? { lost: { byQuestion: lost, errored, neverRan } } : {}),
    ...(used !== undefined ? { usage: used } : {}),
    ...(texts.size > 0 ? { questionText: texts } : {}),
  };
}
