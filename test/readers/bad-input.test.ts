// Every bad input is an InputError whose message names the file, the line or record, the field
// and the value; never a stack trace, never a partial matrix.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { InputError, ScorioError, excerpt, excerptList } from '../../src/errors.js';
import {
  PartialCreditError,
  alignTables,
  readInspectEval,
  readOutcomes,
  type ReadOutcomesOptions,
} from '../../src/readers/index.js';
import { countTableFromMatrix } from '../../src/metrics/count-table.js';
import { FIXTURES, npyBytes, tempDir } from './helpers.js';

const bad = (name: string): string => join(FIXTURES, 'bad', name);

async function failure(path: string, options: ReadOutcomesOptions = {}): Promise<InputError> {
  const error = await readOutcomes(path, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `${path} should not read`).toBeInstanceOf(InputError);
  return error as InputError;
}

/** [fixture, options, the parts the message must contain: file, location, field, value] */
const CASES: [string, ReadOutcomesOptions, string[]][] = [
  ['empty.csv', {}, ['empty.csv', 'the file is empty']],
  ['ragged.csv', {}, ['ragged.csv:3', 'row has 3 cell(s), expected 4', 'never padded']],
  [
    'label-3.csv',
    { categories: 3 },
    ['label-3.csv:3', 'column "r2"', '"3"', 'outside the labels 0..2'],
  ],
  ['negative.csv', {}, ['negative.csv:2', 'column "r2"', '"-1"', 'negative']],
  ['non-integer.csv', {}, ['non-integer.csv:2', 'column "r2"', '"1.5"', 'not an integer label']],
  ['soft.csv', {}, ['soft.csv:3', 'column "r1"', '"0.75"', 'soft score', 'threshold']],
  ['nan.csv', {}, ['nan.csv:2', 'column "r2"', 'NaN where an outcome is required']],
  ['word.csv', {}, ['word.csv:2', 'column "r2"', '"yes"', 'not an outcome']],
  [
    'duplicate-id.csv',
    {},
    ['duplicate-id.csv:4', 'column "question_id"', '"q1"', 'first on line 2'],
  ],
  ['unterminated.csv', {}, ['unterminated.csv:2', 'unterminated quoted field']],
  ['bad-count.csv', {}, ['bad-count.csv:3', 'column "count"', '"2.5"', 'not a count']],
  [
    'no-outcome-column.csv',
    { format: 'csv-long' },
    [
      'no-outcome-column.csv:1',
      'column "question_id"',
      'no such column',
      '"id", "trial", "result"',
    ],
  ],
  ['nan.jsonl', {}, ['nan.jsonl:2', 'field "outcome"', 'NaN where an outcome is required']],
  ['nan.json', {}, ['nan.json', '(element [1][1])', 'NaN where an outcome is required']],
  [
    'duplicate-ids.json',
    {},
    ['duplicate-ids.json', '(ids[2])', 'duplicate question id "a"', 'ids[0]'],
  ],
  [
    'duplicate-epoch.json',
    {},
    [
      'duplicate-epoch.json',
      '(samples[2] id "1" epoch 1)',
      'scores.match.value',
      '"I" here, "C" at samples[0]',
    ],
  ],
  [
    'unknown-score.json',
    {},
    [
      'unknown-score.json',
      '(samples[0] id "1" epoch 1)',
      'scores.match.value',
      '"maybe"',
      'labels',
    ],
  ],
  [
    'duplicate-example.json',
    {},
    ['duplicate-example.json', '(details[1])', 'example_abbr', '"math_0"', 'details[0]'],
  ],
  [
    'samples_duplicate-doc.jsonl',
    {},
    ['samples_duplicate-doc.jsonl:3', 'field "doc_id"', 'duplicate document "0"', 'line 1'],
  ],
  [
    'samples_soft.jsonl',
    {},
    ['samples_soft.jsonl:1', 'field "f1"', '0.4', 'soft score', 'threshold'],
  ],
  ['not-inspect.eval', {}, ['not-inspect.eval', 'not an Inspect log', '"results/model.csv"']],
  ['corrupt.eval', {}, ['corrupt.eval', '(zip entry "summaries.json")', 'cannot be decompressed']],
  ['float16.npy', {}, ['float16.npy', 'dtype', 'unsupported NumPy dtype "<f2"']],
  ['strings.npy', {}, ['strings.npy', 'dtype', 'unsupported NumPy dtype "<U1"']],
  ['truncated.npy', {}, ['truncated.npy', 'truncated', '2 x 5 = 10 elements', 'holds 7']],
];

describe('bad-input fixtures', () => {
  for (const [name, options, parts] of CASES)
    it(`${name}: ${parts.slice(1).join(' / ')}`, async () => {
      const error = await failure(bad(name), options);
      for (const part of parts) expect(error.message).toContain(part);
      expect(error.location.file).toContain(name);
      // One line, no stack in the message.
      expect(error.message).not.toContain('\n');
    });
});

describe('bad inputs built in the test', () => {
  it('a missing file, a directory, and a glob that matches nothing', async () => {
    const t = tempDir();
    expect((await failure(join(t.dir, 'nope.csv'))).message).toMatch(
      /nope\.csv: cannot be read \(no such file\)/,
    );
    expect((await failure(t.dir, { format: 'csv-wide' })).message).toContain('is a directory');
    const glob = await failure('runs/seed-*.jsonl', { cwd: t.dir });
    expect(glob.message).toContain('runs/seed-*.jsonl: the pattern matches no file');
  });

  it('empty files of every format', async () => {
    const t = tempDir();
    for (const name of ['a.csv', 'a.tsv', 'a.jsonl', 'a.json', 'a.npy', 'a.npz', 'a.eval']) {
      const error = await failure(t.write(name, ''));
      expect(error.message, name).toContain(`${name}: the file is empty`);
    }
  });

  it('a .eval that is not a zip, and a .npz without the member', async () => {
    const t = tempDir();
    expect((await failure(t.write('x.eval', 'hello world, not a zip at all'))).message).toMatch(
      /x\.eval: is not a zip archive .*not an Inspect \.eval log/,
    );
    const npz = t.write(
      'y.npz',
      zipSync({
        'A.npy': npyBytes('|i1', [1, 2], false, new Uint8Array([1, 0])),
        'B.npy': npyBytes('|i1', [1, 2], false, new Uint8Array([1, 1])),
      }),
    );
    const error = await failure(npz);
    expect(error.message).toContain(
      'y.npz member "R": no such array in the archive (option member); it holds "A", "B"',
    );
    const missingPrior = await failure(npz, { member: 'A', priorMember: 'P' });
    expect(missingPrior.message).toContain('member "P"');
  });

  it('npy: NaN, a negative int, a value too large for a label; the element index is named', async () => {
    const t = tempDir();
    const f8 = new Float64Array([1, 0, Number.NaN, 1]);
    const nan = t.write('nan.npy', npyBytes('<f8', [2, 2], false, new Uint8Array(f8.buffer)));
    expect((await failure(nan)).message).toContain(
      'nan.npy (element [1, 0]) dtype "<f8": NaN where an outcome',
    );
    const i8 = new Int8Array([1, 0, 0, -1]);
    const neg = t.write('neg.npy', npyBytes('|i1', [2, 2], true, new Uint8Array(i8.buffer)));
    expect((await failure(neg)).message).toContain(
      'neg.npy (element [1, 1]) dtype "|i1": -1 is negative',
    );
    const big = new BigInt64Array([1n, 1n << 40n]);
    const huge = t.write('huge.npy', npyBytes('<i8', [2], false, new Uint8Array(big.buffer)));
    expect((await failure(huge)).message).toContain(
      'huge.npy (element [1]) dtype "<i8": 1099511627776',
    );
    const soft = t.write(
      'soft.npy',
      npyBytes('<f4', [1, 2], false, new Uint8Array(new Float32Array([0.5, 1]).buffer)),
    );
    expect((await failure(soft)).message).toMatch(
      /soft\.npy \(element \[0, 0\]\) dtype "<f4": 0\.5 is a soft score.*threshold/,
    );
    const shape = t.write('cube.npy', npyBytes('|i1', [1, 1, 1], false, new Uint8Array([1])));
    expect((await failure(shape)).message).toContain(
      'cube.npy shape: shape (1, 1, 1) is not a matrix',
    );
  });

  it('Inspect: several scorers need the scorer option; an unknown scorer lists the known ones; P needs a layout', async () => {
    const eval_ = join(FIXTURES, 'inspect', 'custom-popularity.eval');
    expect((await failure(eval_)).message).toContain(
      'has 2 scorers ("match", "graded"); set the scorer option',
    );
    expect((await failure(eval_, { scorer: 'f1' })).message).toContain(
      'scorer "f1": no such scorer in this log (option scorer); it has "match", "graded"',
    );
    // Read directly, a P under the default labels is a PartialCreditError naming the record;
    // readOutcomes catches it and reads the file again with the partial-credit layout.
    const partial = await readInspectEval(eval_, { scorer: 'graded' }).then(
      () => undefined,
      (e: unknown) => e as InputError,
    );
    expect(partial).toBeInstanceOf(PartialCreditError);
    expect(partial?.message).toContain(
      'id "101" epoch 2) scores.graded.value: "P" (partial credit) needs a category',
    );
    expect(partial?.message).toContain('{ C: 2, P: 1, I: 0, N: 0 }');
    const read = await readOutcomes(eval_, { scorer: 'graded' });
    expect(read.labelLayout).toBe('partial-credit');
    expect(read.table.categories).toBe(3);
  });

  it('lm-eval: several filters need the filter option; a metric must be named when several', async () => {
    const t = tempDir();
    const twoFilters = join(FIXTURES, 'lm-eval', 'samples_gsm8k_2025-06-01T10-15-41.482117.jsonl');
    const error = await failure(twoFilters);
    expect(error.message).toContain(
      ':2 field "filter": "flexible-extract" differs from "strict-match" on line 1',
    );
    const metrics = t.write(
      'samples_arc_2025.jsonl',
      '{"doc_id": 0, "filter": "none", "metrics": ["acc", "acc_norm"], "acc": 1.0, "acc_norm": 0.0}\n',
    );
    expect((await failure(metrics)).message).toContain(
      'samples_arc_2025.jsonl:1: set the sample-metric option',
    );
    expect((await failure(metrics)).message).toContain('"acc", "acc_norm"');
    expect((await failure(metrics, { metric: 'bleu' })).message).toContain(
      'field "bleu": missing (option sample-metric)',
    );
    expect((await failure(metrics, { metric: 'acc', filter: 'strict' })).message).toContain(
      'no line has filter "strict"; the file has "none"',
    );
  });

  it('lm-eval files older than the filter and metrics fields: the one metric is read and named; several are a choice', async () => {
    const t = tempDir();
    // The layout lm-eval 0.4.0 to 0.4.4 wrote: no "filter", no "metrics"; the metric is a field.
    const line = (id: number, em: number) =>
      JSON.stringify({
        doc_id: id,
        doc: { question: `q${id}`, answer: '4' },
        target: '4',
        arguments: [['Question: ...', { until: ['Question:'] }]],
        resps: [['4']],
        filtered_resps: ['4'],
        doc_hash: 'a1',
        prompt_hash: 'b2',
        target_hash: 'c3',
        exact_match: em,
      });
    const old = t.write(
      'samples_gsm8k_2024-05-01.jsonl',
      [line(0, 1), line(1, 0), line(2, 1)].join('\n') + '\n',
    );
    const read = await readOutcomes(old);
    expect(read.formats).toEqual(['lm-eval']);
    expect(read.table.ids).toEqual(['0', '1', '2']);
    expect([...read.table.counts]).toEqual([0, 1, 1, 0, 0, 1]);
    expect(read.warnings).toEqual([
      `${old}: read the per-sample metric "exact_match", the only one in the file (set the sample-metric option to choose another field).`,
    ]);
    // Multiple choice: acc and acc_norm are a real choice.
    const arc = t.write(
      'samples_arc_2024.jsonl',
      '{"doc_id": 0, "doc": {}, "target": 1, "arguments": [], "resps": [], "filtered_resps": [], "acc": 1.0, "acc_norm": 0.0}\n',
    );
    expect((await failure(arc)).message).toBe(
      `${arc}:1: set the sample-metric option to the per-sample metric to read; this file has "acc", "acc_norm".`,
    );
    expect((await readOutcomes(arc, { metric: 'acc_norm' })).table.counts[0]).toBe(1);
  });

  it('lm-eval list-valued metrics (ifeval inst_level_*) are refused, naming the per-document ones', async () => {
    const t = tempDir();
    const ifeval = t.write(
      'samples_ifeval_2025.jsonl',
      JSON.stringify({
        doc_id: 0,
        filter: 'none',
        metrics: ['prompt_level_strict_acc', 'inst_level_strict_acc'],
        prompt_level_strict_acc: false,
        inst_level_strict_acc: [true, false, true],
      }) + '\n',
    );
    expect((await failure(ifeval, { metric: 'inst_level_strict_acc' })).message).toBe(
      `${ifeval}:1 field "inst_level_strict_acc": is a list (3 values, e.g. one per instruction), not one outcome per document; read a per-document metric instead: "prompt_level_strict_acc".`,
    );
    const read = await readOutcomes(ifeval, { metric: 'prompt_level_strict_acc' });
    expect([...read.table.counts]).toEqual([1, 0]);
  });

  it('a JSON file that is not valid JSON is named, in one line', async () => {
    const t = tempDir();
    const path = t.write('broken.json', '{\n  "ids": ["a"],\n  "R": [[1, 0,]]\n}\n');
    const error = await failure(path);
    expect(error.message).toMatch(/broken\.json: is not valid JSON \(Unexpected token/);
    expect(error.message).not.toContain('\n');
  });

  it('rows where every trial is missing are left out with a warning, never silently', async () => {
    const t = tempDir();
    const path = t.write('w.csv', 'question_id,a,b\nq1,1,0\nq2,,\nq3,0,\n');
    const result = await readOutcomes(path);
    expect(result.table.ids).toEqual(['q1', 'q3']);
    expect(result.warnings).toEqual([
      expect.stringContaining('1 question(s) have no outcome in any trial and are left out ("q2")'),
    ]);
    const all = t.write('none.csv', 'question_id,a\nq1,\nq2,\n');
    expect((await failure(all)).message).toContain('no question has any outcome');
  });

  it('alignment: differing id sets are an error listing counts and the first ids', () => {
    const base = countTableFromMatrix([[1], [0], [1], [1], [0], [1], [1], [0]], {
      ids: ['1', '2', '3', '4', '5', '6', '7', '8'],
    });
    const cand = countTableFromMatrix([[1], [1], [0]], { ids: ['1', '2', 'x'] });
    let error: unknown;
    try {
      alignTables(base, cand, {
        mode: 'strict',
        baselineName: 'base.csv',
        candidateName: 'pr.csv',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScorioError);
    const message = (error as Error).message;
    expect(message).toContain('pr.csv: question ids differ from base.csv');
    expect(message).toContain(
      '6 question id(s) of base.csv missing from pr.csv (first: "3", "4", "5", "6", "7", ...)',
    );
    expect(message).toContain('1 question id(s) of pr.csv missing from base.csv ("x")');
    expect(message).toContain('2 question(s) are common; set align: intersect');
  });
});

describe('errors quote little of a file (at most 40 characters, control characters escaped)', () => {
  it('a long header cell, a long value, a list of headers', async () => {
    const t = tempDir();
    const secret = `PATH=/root/.local/bin:/usr/local/sbin:/usr/local/bin\u0000HOME=/root\u202eTOKEN=x`;
    const long = await failure(t.write('h.csv', `${secret}\nq1\n`), { format: 'csv-long' });
    expect(long.message).toContain('"PATH=/root/.local/bin:/usr/local/sbin:/…');
    expect(long.message).not.toContain('HOME=');
    const value = await failure(t.write('v.csv', `question_id,t1\nq1,${'9'.repeat(60)}x\n`));
    expect(value.message).toMatch(/"9{39}…/);
    const many = Array.from({ length: 20 }, (_, i) => `column_${i}`).join(',');
    const list = await failure(t.write('l.csv', `${many}\nq1,1\n`), {
      format: 'csv-long',
      idColumn: 'nope',
    });
    expect(list.message).toContain('"column_7", … (12 more)');
  });

  it('excerpt escapes what a terminal or a log would hide', () => {
    expect(excerpt('a\u0007b\u202ec')).toBe('"a\\u0007b\\u202ec"');
    expect(excerpt(12345)).toBe('12345');
    expect(excerptList(['a', 'b'], 1)).toBe('"a", … (1 more)');
  });
});

describe('Inspect: questions without an outcome are all counted', () => {
  it('a dataset question that never started counts with the errored ones (a real log, two samples cut)', async () => {
    const t = tempDir();
    const source = join(
      FIXTURES,
      '..',
      'logs',
      'inspect',
      '2025-05-12T20-28-13-04-00_popularity.json',
    );
    const log = JSON.parse(readFileSync(source, 'utf8')) as {
      eval: { dataset: { sample_ids: number[] } };
      samples: { id: number; scores?: unknown; error?: unknown }[];
    };
    expect(log.eval.dataset.sample_ids).toEqual([1, 2, 3]);
    // Question 3 never started (its sample is gone); question 2 errored without a score.
    log.samples = log.samples.filter((s) => s.id !== 3);
    const errored = log.samples.find((s) => s.id === 2);
    if (errored === undefined) throw new Error('fixture changed');
    delete errored.scores;
    errored.error = { message: 'timeout', traceback: '' };
    const file = t.write('cut.json', JSON.stringify(log));
    const read = await readOutcomes(file);
    expect(read.table.ids).toEqual(['1']);
    expect(read.warnings).toEqual([
      `${file}: 1 sample(s) had an error and no score.`,
      `${file}: 1 of the dataset's 3 question(s) have no sample in the log (never started: a cancelled or failed run?).`,
    ]);
    // Both are lost trials, per question, for the engine's errors setting (not "left out").
    expect(read.lost).toEqual({
      byQuestion: new Map([
        ['2', 1],
        ['3', 1],
      ]),
      errored: 1,
      neverRan: 1,
    });
  });
});

describe('Inspect: dict-valued scores and string grades', () => {
  const source = join(
    FIXTURES,
    '..',
    'logs',
    'inspect',
    '2025-05-12T20-28-13-04-00_popularity.json',
  );
  type Log = { samples: { id: number; scores: Record<string, { value: unknown }> }[] };
  function logWith(values: readonly unknown[]): Log {
    const log = JSON.parse(readFileSync(source, 'utf8')) as Log;
    log.samples.forEach((s, i) => {
      s.scores = { match: { ...s.scores['match'], value: values[i] } };
    });
    return log;
  }

  it('a dict of scores names its keys; scorer NAME/KEY reads one of them', async () => {
    const t = tempDir();
    const file = t.write(
      'dict.json',
      JSON.stringify(
        logWith([
          { 'Problem Correctness': 1, 'Total Correct': 3 },
          { 'Problem Correctness': 0, 'Total Correct': 1 },
          { 'Problem Correctness': 1, 'Total Correct': 2 },
        ]),
      ),
    );
    expect((await failure(file)).message).toBe(
      `${file} (samples[0] id "1" epoch 1) scores.match.value: is a dict of 2 scores ("Problem Correctness", "Total Correct"); choose one with the scorer option "match/Problem Correctness" (scorer/key).`,
    );
    const read = await readOutcomes(file, { scorer: 'match/Problem Correctness' });
    expect(read.table.ids).toEqual(['1', '2', '3']);
    expect([...read.table.counts]).toEqual([0, 1, 1, 0, 0, 1]);
    expect((await failure(file, { scorer: 'match/Accuracy' })).message).toBe(
      `${file} (samples[0] id "1" epoch 1) scores.match.value.Accuracy: missing: this sample's "match" scores are "Problem Correctness", "Total Correct".`,
    );
  });

  it('NAME/KEY on a scorer whose value is not a dict says so', async () => {
    const t = tempDir();
    const file = t.write('plain.json', JSON.stringify(logWith(['C', 'I', 'C'])));
    expect((await failure(file, { scorer: 'match/x' })).message).toBe(
      `${file} (samples[0] id "1" epoch 1) scores.match.value: "C" is not a dict of scores, so "match/x" selects nothing; set the scorer option to "match".`,
    );
  });

  it('an unmapped string grade lists the grades the log has, in order', async () => {
    const t = tempDir();
    const file = t.write('graded.json', JSON.stringify(logWith(['10', '2', '7'])));
    expect((await failure(file)).message).toBe(
      `${file} (samples[0] id "1" epoch 1) scores.match.value: "10" is not a known score value: the labels option maps "C", "I", "N", and this scorer's grades in the log are "2", "7", "10"; map every grade to a label (config labels, or --labels GRADE=LABEL,...).`,
    );
    const read = await readOutcomes(file, { labels: { '2': 0, '7': 1, '10': 1 } });
    expect([...read.table.counts]).toEqual([0, 1, 1, 0, 0, 1]);
  });
});
