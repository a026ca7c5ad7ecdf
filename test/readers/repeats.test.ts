// The repeats of one question become that question's trials, in every format that carries them:
// Inspect epochs, promptfoo --repeat (promptfoo.test.ts, promptfoo-repeat.test.ts), lighteval's
// n generations (lighteval.test.ts), OpenCompass replicas and lm-eval seeded runs
// (formats.test.ts). lm-eval's own `repeats` are reduced to one value per document by the task's
// filter, so they cannot be trials: the reader says so.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutcomes } from '../../src/readers/index.js';
import { ROOT, plain, tempDir } from './helpers.js';

describe('repeats become trials', () => {
  it('Inspect .eval (real, 2 samples × 2 epochs): the epochs of a sample are its trials', async () => {
    // fixtures/logs/MANIFEST.json: sample 1 scored I then C, sample 2 C and C.
    const read = await readOutcomes(join(ROOT, 'fixtures/logs/inspect/log_streaming.eval'));
    expect(plain(read.table)).toEqual({
      ids: ['1', '2'],
      categories: 2,
      rows: [
        [1, 1],
        [0, 2],
      ],
      trials: [2, 2],
    });
  });

  it('Inspect .json, 3 epochs written in completion order: each sample gets its 3 epochs', async () => {
    const sample = (id: string, epoch: number, value: string) => ({
      id,
      epoch,
      scores: { match: { value } },
    });
    const samples = [
      sample('b', 2, 'I'),
      sample('a', 1, 'C'),
      sample('a', 3, 'C'),
      sample('b', 1, 'I'),
      sample('a', 2, 'I'),
      sample('b', 3, 'C'),
    ];
    const path = tempDir().write(
      'log.json',
      JSON.stringify({ version: 2, eval: { dataset: { sample_ids: ['a', 'b'] } }, samples }),
    );
    expect(plain((await readOutcomes(path)).table)).toEqual({
      ids: ['a', 'b'],
      categories: 2,
      rows: [
        [1, 2],
        [2, 1],
      ],
      trials: [3, 3],
    });
  });

  it("lm-eval: a task's repeats are one value per document (its filter), so one file is one trial; seeded files are the trials", async () => {
    // As lm-eval logs a generate_until task with `repeats: 4` and a majority-vote filter
    // (evaluator.py: "resps": [req.resps for req in requests], one request per document).
    const line = (docId: number, votes: string[], right: boolean) =>
      JSON.stringify({
        doc_id: docId,
        doc: { question: `q${docId}` },
        target: '18',
        arguments: { gen_args_0: { arg_0: `q${docId}`, arg_1: { do_sample: true } } },
        resps: [votes],
        filtered_resps: [right ? '18' : votes[0]],
        filter: 'maj@4',
        metrics: ['exact_match'],
        doc_hash: 'd',
        prompt_hash: 'p',
        target_hash: 't',
        exact_match: right ? 1.0 : 0.0,
      });
    const t = tempDir();
    const seed1 = t.write(
      'samples_gsm8k_seed1.jsonl',
      `${line(0, ['18', '18', '20', '18'], true)}\n${line(1, ['7', '9', '9', '7'], false)}\n`,
    );
    t.write(
      'samples_gsm8k_seed2.jsonl',
      `${line(0, ['18', '20', '20', '20'], false)}\n${line(1, ['18', '18', '18', '9'], true)}\n`,
    );
    const one = await readOutcomes(seed1);
    expect(plain(one.table)).toEqual({
      ids: ['0', '1'],
      categories: 2,
      rows: [
        [0, 1],
        [1, 0],
      ],
      trials: [1, 1],
    });
    expect(one.warnings).toEqual([
      `${seed1}: each document has 4 generations (the task's repeats); lm-eval scored them together under filter "maj@4", one value per document, so each samples file is one trial: for more trials, read the files of several seeded runs.`,
    ]);
    const both = await readOutcomes('samples_gsm8k_seed*.jsonl', { cwd: t.dir });
    expect(plain(both.table)).toEqual({
      ids: ['0', '1'],
      categories: 2,
      rows: [
        [1, 1],
        [1, 1],
      ],
      trials: [2, 2],
    });
  });

  it('lm-eval without repeats (one generation, or one response per choice) says nothing', async () => {
    const t = tempDir();
    const mc = t.write(
      'samples_arc.jsonl',
      `${JSON.stringify({
        doc_id: 0,
        resps: [[['-1.5', 'False']], [['-0.5', 'True']]],
        filtered_resps: [
          ['-1.5', 'False'],
          ['-0.5', 'True'],
        ],
        filter: 'none',
        metrics: ['acc'],
        acc: 1.0,
      })}\n`,
    );
    expect((await readOutcomes(mc)).warnings).toEqual([]);
  });
});
