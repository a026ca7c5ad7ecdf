// HELM per_instance_stats.json: two real run outputs (fixtures/readers/helm, its README has the
// source and the hand-checked expected matrices) and built files for train trials, perturbations,
// empty stats and the errors.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHelm, readOutcomes } from '../../src/readers/index.js';
import { FIXTURES, inputErrorOf, plain, tempDir } from './helpers.js';

const GPT4O = join(FIXTURES, 'helm', 'gpt-4o-2024-05-13.per_instance_stats.json');
const GPT4T = join(FIXTURES, 'helm', 'gpt-4-turbo-2024-04-09.per_instance_stats.json');

/** The instances each model got wrong (exact_match 0), read off the files by hand. */
const GPT4O_WRONG = ['id57802', 'id58228', 'id58410', 'id58488', 'id57634'];
const GPT4T_WRONG = [
  'id57723',
  'id57973',
  'id57802',
  'id58280',
  'id58410',
  'id58488',
  'id57634',
  'id58230',
  'id58060',
];

/** One HELM stat as HELM writes it. */
function stat(name: string, mean: number | null, perturbation?: string): object {
  return {
    name: {
      name,
      split: 'test',
      ...(perturbation ? { perturbation: { name: perturbation } } : {}),
    },
    ...(mean === null
      ? { count: 0, sum: 0, sum_squared: 0 }
      : { count: 1, sum: mean, sum_squared: mean * mean, min: mean, max: mean, mean }),
  };
}

function entry(id: string, trial: number, em: number | null, perturbation?: string): object {
  return {
    instance_id: id,
    ...(perturbation ? { perturbation: { name: perturbation, robustness: true } } : {}),
    train_trial_index: trial,
    stats: [stat('num_references', 4, perturbation), stat('exact_match', em, perturbation)],
  };
}

describe('HELM per_instance_stats.json', () => {
  it('real bbq run of gpt-4o: detected, 100 instances, the 5 wrong ones; mean 0.95 as HELM stats.json', async () => {
    const r = await readOutcomes(GPT4O, { metric: 'exact_match' });
    expect(r.formats).toEqual(['helm']);
    expect(r.warnings).toEqual([]);
    const t = plain(r.table);
    expect(t.ids).toHaveLength(100);
    expect(t.ids.slice(0, 3)).toEqual(['id58485', 'id58351', 'id57790']);
    expect(t.trials.every((n) => n === 1)).toBe(true);
    expect(t.ids.filter((_, q) => t.rows[q]?.[1] === 0)).toEqual(GPT4O_WRONG);
    expect(t.rows.reduce((s, row) => s + (row[1] as number), 0) / 100).toBe(0.95);
  });

  it('real bbq run of gpt-4-turbo: the 9 wrong ones; mean 0.91 as HELM stats.json', async () => {
    const t = plain((await readHelm(GPT4T, { metric: 'exact_match' })).table);
    expect(t.ids.filter((_, q) => t.rows[q]?.[1] === 0)).toEqual(GPT4T_WRONG);
    expect(t.rows.reduce((s, row) => s + (row[1] as number), 0) / 100).toBe(0.91);
  });

  it('without sample-metric: an error listing the stats that can be outcomes', async () => {
    expect(await inputErrorOf(GPT4O)).toBe(
      `${GPT4O} stats: set the sample-metric option to the stat to read; this file has "exact_match", "exact_match@5", "quasi_exact_match", "quasi_exact_match@5", "prefix_exact_match", "prefix_exact_match@5", "quasi_prefix_exact_match", "quasi_prefix_exact_match@5".`,
    );
    expect(await inputErrorOf(GPT4O, { metric: 'f1_score' })).toBe(
      `${GPT4O} stat "f1_score": missing: no instance has this stat.`,
    );
  });

  it('train trials are trials; a stat with count 0 is a missing trial; perturbed copies left out', async () => {
    const t = tempDir();
    const path = t.write(
      'per_instance_stats.json',
      JSON.stringify([
        entry('a', 0, 1),
        entry('a', 1, 0),
        entry('a', 2, 1),
        entry('b', 0, 0),
        entry('b', 1, null),
        entry('b', 2, 1),
        entry('a', 0, 0, 'typo'),
        entry('b', 0, 0, 'typo'),
        { instance_id: 'c', train_trial_index: 0, stats: [stat('num_references', 4)] },
        entry('c', 1, 1),
      ]),
    );
    const r = await readOutcomes(path, { metric: 'exact_match' });
    expect(r.formats).toEqual(['helm']);
    expect(plain(r.table)).toEqual({
      ids: ['a', 'b', 'c'],
      categories: 2,
      rows: [
        [1, 2],
        [1, 1],
        [0, 1],
      ],
      trials: [3, 2, 1],
    });
    expect(r.warnings).toEqual([
      `${path}: 1 instance(s) have no "exact_match" stat; counted as missing trials.`,
      `${path}: read the unperturbed instances; 2 perturbed ones ("typo") are left out (option filter reads one perturbation).`,
    ]);
    const typo = await readOutcomes(path, { metric: 'exact_match', filter: 'typo' });
    expect(plain(typo.table).rows).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(await inputErrorOf(path, { metric: 'exact_match', filter: 'dialect' })).toBe(
      `${path} filter "dialect": no instance has this perturbation; the file has "typo" and the unperturbed instances (no filter).`,
    );
  });

  it('errors name the record and the value: duplicates, ids, trial indices, soft stats', async () => {
    const t = tempDir();
    const dup = t.write('dup.json', JSON.stringify([entry('a', 0, 1), entry('a', 0, 0)]));
    expect(await inputErrorOf(dup, { metric: 'exact_match' })).toBe(
      `${dup} (entry 1): instance "a", train trial 0 has the stat "exact_match" twice (also entry 0).`,
    );
    const badId = t.write(
      'id.json',
      JSON.stringify([entry('a', 0, 1), { ...entry('x', 0, 1), instance_id: 7 }]),
    );
    expect(await inputErrorOf(badId, { metric: 'exact_match', format: 'helm' })).toBe(
      `${badId} (entry 1) instance_id: 7 is not an instance id.`,
    );
    const badTrial = t.write(
      'trial.json',
      JSON.stringify([{ ...entry('a', 0, 1), train_trial_index: -1 }]),
    );
    expect(await inputErrorOf(badTrial, { metric: 'exact_match' })).toBe(
      `${badTrial} (entry 0) train_trial_index: -1 is not a trial index.`,
    );
    const soft = t.write('soft.json', JSON.stringify([entry('a', 0, 0.25)]));
    expect(await inputErrorOf(soft, { metric: 'exact_match' })).toMatch(
      /soft\.json \(entry 0\) stat "exact_match": 0\.25 is a soft score .*set the threshold option/,
    );
    expect(
      plain((await readOutcomes(soft, { metric: 'exact_match', threshold: 0.2 })).table).rows,
    ).toEqual([[0, 1]]);
    const notHelm = t.write('obj.json', '{"instance_id": "a"}');
    expect(await inputErrorOf(notHelm, { metric: 'exact_match', format: 'helm' })).toBe(
      `${notHelm}: is not a HELM per_instance_stats.json file (expected a list of instances with "instance_id" and "stats").`,
    );
  });

  it('real xstest run (HELM safety suite): one instance written as two entries is one trial; split test', async () => {
    // HELM writes the annotator scores and the token counts of an instance as two entries.
    const path = join(
      FIXTURES,
      '..',
      'discover',
      'helm',
      'candidate',
      'runs',
      'v4',
      'xstest%3Amodel=openai_gpt-4o-2024-05-13',
      'per_instance_stats.json',
    );
    const r = await readHelm(path, { metric: 'xst_score', split: 'test', threshold: 0.5 });
    expect(r.warnings).toEqual([]);
    const t = plain(r.table);
    expect(t.ids).toHaveLength(100);
    expect(t.trials.every((n) => n === 1)).toBe(true);
    // xst_score: 1 instance 0, 5 at 0.5, 1 at 0.75, 93 at 1 (HELM's stats.json mean 0.9625).
    expect(t.rows.reduce((s, row) => s + (row[1] as number), 0)).toBe(99);
    expect(await inputErrorOf(path, { metric: 'xst_score', split: 'valid' })).toBe(
      `${path} split "valid": no instance has a stat of this split.`,
    );
  });

  it('split: instances of other splits are left out, with a warning', async () => {
    const t = tempDir();
    const valid = {
      instance_id: 'v1',
      train_trial_index: 0,
      stats: [
        { ...(stat('exact_match', 1) as object), name: { name: 'exact_match', split: 'valid' } },
      ],
    };
    const path = t.write('split.json', JSON.stringify([entry('a', 0, 1), entry('b', 0, 0), valid]));
    const r = await readHelm(path, { metric: 'exact_match', split: 'test' });
    expect(plain(r.table).ids).toEqual(['a', 'b']);
    expect(r.warnings).toEqual([
      `${path}: read the 2 instance(s) of split "test"; 1 of other splits are left out.`,
    ]);
    expect(plain((await readHelm(path, { metric: 'exact_match' })).table).ids).toEqual([
      'a',
      'b',
      'v1',
    ]);
  });
});
