// Usage per question (tokens, seconds, cost) from the logs that carry it: real Inspect logs
// (model_usage, working_time), real promptfoo outputs (latencyMs, cost, tokenUsage), real HELM
// runs (token counts, inference_runtime), and built long CSV / JSON Lines files with
// usage-columns. Expected values are read off the files by hand (fixtures/readers/*/README.md).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, ValidationError } from '../../src/errors.js';
import { readOutcomes, type ReadResult } from '../../src/readers/index.js';
import { FIXTURES, ROOT, tempDir } from './helpers.js';

/** Per measure: question id -> [sum, trials]. */
function usageOf(r: ReadResult): Record<string, Record<string, [number, number]>> {
  const out: Record<string, Record<string, [number, number]>> = {};
  for (const [measure, byId] of Object.entries(r.usage ?? {})) {
    out[measure] = {};
    for (const [id, cell] of byId)
      (out[measure] as Record<string, [number, number]>)[id] = [cell.sum, cell.trials];
  }
  return out;
}

/** Each question's mean of one measure. */
function means(r: ReadResult, measure: string): Record<string, number> {
  const byId = (r.usage as Record<string, ReadonlyMap<string, { sum: number; trials: number }>>)[
    measure
  ];
  return Object.fromEntries([...(byId ?? new Map())].map(([id, c]) => [id, c.sum / c.trials]));
}

const INSPECT = join(FIXTURES, 'inspect');
const PROMPTFOO = join(FIXTURES, 'promptfoo');
const HELM = join(FIXTURES, 'helm');

describe('Inspect: model_usage and the sample times', () => {
  it('legacy .json (arc_easy, ollama/qwen2.5:0.5b): tokens summed over models, working_time as seconds', async () => {
    const r = await readOutcomes(join(INSPECT, 'arc-easy-qwen2.5-0.5b.json'));
    expect(usageOf(r)).toEqual({
      'input-tokens': { 1: [134, 1], 2: [109, 1], 3: [116, 1] },
      'output-tokens': { 1: [200, 1], 2: [191, 1], 3: [135, 1] },
      'total-tokens': { 1: [334, 1], 2: [300, 1], 3: [251, 1] },
      seconds: { 1: [12.087, 1], 2: [11.487, 1], 3: [11.195, 1] },
    });
  });

  it('legacy .json with cache fields (claude-sonnet-4-0): cache reads 0 are zeros, cache writes are not read', async () => {
    const r = await readOutcomes(join(INSPECT, 'arc-easy-claude-sonnet-4.json'));
    expect(means(r, 'total-tokens')).toEqual({ 1: 485, 2: 105, 3: 322, 4: 90, 5: 378 });
    expect(means(r, 'cached-tokens')).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
    expect(means(r, 'seconds')).toEqual({ 1: 7.873, 2: 2.138, 3: 4.674, 4: 2.126, 5: 7.052 });
    expect(r.usage?.['reasoning-tokens']).toBeUndefined();
  });

  it('the shared popularity .json log (gpt-4o-mini, 3 samples)', async () => {
    const r = await readOutcomes(
      join(ROOT, 'fixtures/logs/inspect/2025-05-12T20-28-13-04-00_popularity.json'),
    );
    expect(means(r, 'total-tokens')).toEqual({ 1: 66, 2: 60, 3: 72 });
    expect(means(r, 'reasoning-tokens')).toEqual({ 1: 0, 2: 0, 3: 0 });
    // working_time, not total_time (0.664, 1.775, 0.657).
    expect(means(r, 'seconds')).toEqual({ 1: 0.546, 2: 1.659, 3: 0.528 });
  });

  it('.eval summaries (gpt-4o with reasoning and cache fields; ollama/gemma3 without)', async () => {
    const gpt = await readOutcomes(join(INSPECT, 'mmlu-summary-choices.eval'));
    expect(usageOf(gpt)).toEqual({
      'input-tokens': { 1: [153, 1] },
      'output-tokens': { 1: [3, 1] },
      'total-tokens': { 1: [156, 1] },
      'reasoning-tokens': { 1: [0, 1] },
      'cached-tokens': { 1: [0, 1] },
      seconds: { 1: [1.458, 1] },
    });
    const gemma = await readOutcomes(join(INSPECT, 'log_read_sample.eval'));
    expect(usageOf(gemma)).toEqual({
      'input-tokens': { 1: [66, 1] },
      'output-tokens': { 1: [3, 1] },
      'total-tokens': { 1: [69, 1] },
      seconds: { 1: [0.3, 1] },
    });
  });

  it('a log without usage has none (not zeros); model_usage {} is no tokens', async () => {
    const r = await readOutcomes(join(ROOT, 'fixtures/logs/inspect/log_streaming.eval'));
    expect(r.usage).toBeUndefined();
    const dedup = await readOutcomes(
      join(ROOT, 'fixtures/logs/inspect/log_message_deduplication.eval'),
    );
    expect(usageOf(dedup)).toEqual({ seconds: { 0: [0.449, 1] } });
  });

  it('an errored epoch is left out with its outcome; a duplicate entry counts once; an unscored one counts', async () => {
    // custom-popularity.eval: 101 has epochs 1-5 (2 twice) and an errored 6; 102 has 1-6, its 6
    // scored NaN. Every sample worked 0.4 s.
    const r = await readOutcomes(join(INSPECT, 'custom-popularity.eval'), { scorer: 'match' });
    expect(usageOf(r).seconds?.['101']?.[1]).toBe(5);
    expect(usageOf(r).seconds?.['102']?.[1]).toBe(6);
    expect(means(r, 'seconds')['101']).toBeCloseTo(0.4, 14);
    expect(r.usage?.['total-tokens']).toBeUndefined();
  });

  it('a value that is not a number is an error naming the file, the sample and the field; objects are not read', async () => {
    const { write } = tempDir();
    const log = (usage: unknown, times: Record<string, unknown> = {}) =>
      JSON.stringify({
        version: 2,
        eval: { task: 't', dataset: { sample_ids: [1] } },
        samples: [{ id: 1, epoch: 1, scores: { s: { value: 'C' } }, model_usage: usage, ...times }],
      });
    const bad = write('bad.json', log({ m: { input_tokens: 'many' } }));
    await expect(readOutcomes(bad)).rejects.toThrow(
      `${bad} (samples[0]) model_usage."m".input_tokens: "many" is not a number (tokens, seconds or cost).`,
    );
    const negative = write('neg.json', log({}, { working_time: -2 }));
    await expect(readOutcomes(negative)).rejects.toThrow(
      '(samples[0]) working_time: -2 is not a usage value (a finite number >= 0).',
    );
    // An object (or a huge array) where a count belongs is skipped without being built.
    const nested = write(
      'nested.json',
      log({ m: { input_tokens: { a: [1, 2, 3] }, output_tokens: 5 } }),
    );
    expect(usageOf(await readOutcomes(nested))).toEqual({ 'output-tokens': { 1: [5, 1] } });
    // Bare NaN (Python's json) is a missing value.
    const nan = write(
      'nan.json',
      log({ m: { total_tokens: 7 } }, { working_time: 'NaN' }).replace('"NaN"', 'NaN'),
    );
    expect(usageOf(await readOutcomes(nan))).toEqual({ 'total-tokens': { 1: [7, 1] } });
    const huge = write('huge.json', log({ m: { total_tokens: 1e16 } }));
    await expect(readOutcomes(huge)).rejects.toThrow(
      'is too large for a usage value (at most 1e15).',
    );
  });
});

describe('promptfoo: latencyMs, cost and the token counts', () => {
  it('an OpenAI provider: response.tokenUsage, latency in seconds, cost in dollars', async () => {
    const r = await readOutcomes(join(PROMPTFOO, 'tds-virtual-ta-2-providers.json'), {
      filter: 'openai:chat:gpt-4o-mini',
    });
    expect(means(r, 'input-tokens')).toEqual({ 0: 77, 1: 42, 2: 36, 3: 30, 4: 28 });
    expect(means(r, 'output-tokens')).toEqual({ 0: 93, 1: 100, 2: 100, 3: 60, 4: 100 });
    expect(means(r, 'total-tokens')).toEqual({ 0: 170, 1: 142, 2: 136, 3: 90, 4: 128 });
    const seconds = means(r, 'seconds');
    expect(Object.values(seconds).map((x) => Number(x.toFixed(9)))).toEqual([
      3.198, 3.849, 3.01, 2.613, 2.904,
    ]);
    expect(means(r, 'cost')['0']).toBeCloseTo(6.735e-5, 15);
  });

  it('an HTTP endpoint that reports no tokens: none read; its cost 0 is a zero', async () => {
    const r = await readOutcomes(join(PROMPTFOO, 'tds-virtual-ta-2-providers.json'), {
      filter: '#0',
    });
    expect(r.usage?.['total-tokens']).toBeUndefined();
    expect(means(r, 'cost')).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(means(r, 'seconds')['0']).toBeCloseTo(2.098, 12);
  });

  it("a script provider with --repeat 26: the result's tokenUsage is promptfoo's all-zero default (missing); seconds per test over 26 repeats", async () => {
    const r = await readOutcomes(join(PROMPTFOO, 'agentverity-repeat26-1dcec6b.json'));
    expect(r.usage?.['total-tokens']).toBeUndefined();
    expect(usageOf(r).seconds?.['0']?.[1]).toBe(26);
    // Read off the file: test 0's 26 latencies sum to 5,839 ms.
    expect(usageOf(r).seconds?.['0']?.[0]).toBeCloseTo(5.839, 9);
  });

  it('a response served from the cache carries another call’s latency and cost: left out', async () => {
    // nicheiq run #0: tests 0 and 1 were called, tests 2 and 3 came from promptfoo's cache.
    const r = await readOutcomes(join(PROMPTFOO, 'nicheiq-2-providers-4-prompts.json'), {
      filter: 'openai:gpt-4o-mini#0',
    });
    expect(usageOf(r)['total-tokens']).toEqual({ 0: [62, 1], 1: [62, 1] });
    expect(Object.keys(usageOf(r).seconds ?? {})).toEqual(['0', '1']);
  });

  it("promptfoo's own export: latency and cost of each run", async () => {
    const r = await readOutcomes(join(PROMPTFOO, 'sample-export.json'), { filter: 'openai:gpt-5' });
    expect(means(r, 'seconds')).toEqual({ 0: 6.197, 1: 5.027 });
    expect(means(r, 'cost')).toEqual({ 0: 0.00208625, 1: 0.0010712500000000002 });
  });
});

describe('HELM: num_prompt_tokens, num_output_tokens, inference_runtime', () => {
  it('the real BBQ run of gpt-4o: 100 instances, means 84.31 prompt tokens and 1 output token', async () => {
    const r = await readOutcomes(join(HELM, 'gpt-4o-2024-05-13.per_instance_stats.json'), {
      metric: 'exact_match',
    });
    const input = means(r, 'input-tokens');
    expect(Object.keys(input)).toHaveLength(100);
    expect(input['id58485']).toBe(69);
    expect(means(r, 'total-tokens')['id58485']).toBe(70);
    expect(Object.values(input).reduce((a, b) => a + b, 0)).toBe(8431);
    expect(Object.values(means(r, 'output-tokens')).every((x) => x === 1)).toBe(true);
    expect(means(r, 'seconds')['id58485']).toBe(0.38163304328918457);
    expect(r.usage?.cost).toBeUndefined();
  });

  it('a batched runtime is divided by its batch size; a stat with no values is missing', async () => {
    const { write } = tempDir();
    const stat = (name: string, mean: number | null) =>
      mean === null
        ? { name: { name, split: 'test' }, count: 0, sum: 0 }
        : { name: { name, split: 'test' }, count: 1, sum: mean, mean };
    const file = write(
      'per_instance_stats.json',
      JSON.stringify([
        {
          instance_id: 'a',
          train_trial_index: 0,
          stats: [
            stat('exact_match', 1),
            stat('num_prompt_tokens', 40),
            stat('inference_runtime', 8),
            stat('batch_size', 4),
          ],
        },
        {
          instance_id: 'b',
          train_trial_index: 0,
          stats: [
            stat('exact_match', 0),
            stat('num_prompt_tokens', null),
            stat('num_output_tokens', 3),
          ],
        },
      ]),
    );
    const r = await readOutcomes(file, { metric: 'exact_match' });
    expect(usageOf(r)).toEqual({
      'input-tokens': { a: [40, 1] },
      'output-tokens': { b: [3, 1] },
      seconds: { a: [2, 1] },
    });
  });
});

describe('long CSV and JSON Lines: usage-columns', () => {
  it('CSV: named columns, milliseconds into seconds, an empty cell missing; a question’s value is its mean over the trials that carry it', async () => {
    const { write } = tempDir();
    const file = write(
      'long.csv',
      'question_id,trial,outcome,tokens,latency_ms\nq1,0,1,100,1500\nq1,1,0,300,\nq2,0,1,50,500\nq2,1,,70,700\n',
    );
    const r = await readOutcomes(file, {
      usageColumns: { 'total-tokens': 'tokens', milliseconds: 'latency_ms' },
    });
    expect(usageOf(r)['total-tokens']).toEqual({ q1: [400, 2], q2: [120, 2] });
    expect(usageOf(r).seconds?.q1).toEqual([1.5, 1]);
    expect(usageOf(r).seconds?.q2?.[1]).toBe(2);
    expect(means(r, 'seconds').q2).toBeCloseTo(0.6, 14);
  });

  it('JSON Lines: a dotted path reaches into an object; null and absent are missing', async () => {
    const { write } = tempDir();
    const file = write(
      'long.jsonl',
      [
        '{"question_id": "q1", "outcome": 1, "usage": {"total_tokens": 100}, "cost": 0.01}',
        '{"question_id": "q1", "outcome": 0, "usage": {"total_tokens": null}, "cost": 0.03}',
        '{"question_id": "q2", "outcome": 1, "usage": {}}',
        '{"question_id": "q2", "outcome": 1, "usage.total_tokens": 40}',
      ].join('\n'),
    );
    const r = await readOutcomes(file, {
      usageColumns: { 'total-tokens': 'usage.total_tokens', cost: 'cost' },
    });
    expect(usageOf(r)).toEqual({
      'total-tokens': { q1: [100, 1], q2: [40, 1] },
      cost: { q1: [0.04, 2] },
    });
  });

  it('JSON Lines: a quoted number is an error, not the number; a bare Infinity is quoted as the file wrote it', async () => {
    // Found by a hostile review (issue 38): "123" (a string) was read as 123, and a bare
    // Infinity was quoted as "\u0000Infinity" (the JSON reader's internal marker).
    const { write } = tempDir();
    const options = { usageColumns: { 'total-tokens': 'tokens' } } as const;
    const quoted = write('quoted.jsonl', '{"question_id": "q1", "outcome": 1, "tokens": "123"}\n');
    await expect(readOutcomes(quoted, options)).rejects.toThrow(
      `${quoted}:1 field "tokens": "123" is a string, not a number: in JSON a usage value (tokens, seconds or cost) is written without quotes.`,
    );
    for (const token of ['Infinity', '-Infinity']) {
      const bare = write(
        'bare.jsonl',
        `{"question_id": "q1", "outcome": 1, "tokens": 5}\n{"question_id": "q2", "outcome": 1, "tokens": ${token}}\n`,
      );
      await expect(readOutcomes(bare, options)).rejects.toThrow(
        `${bare}:2 field "tokens": ${token} is not a usage value (a finite number >= 0).`,
      );
    }
    // The same markers never become a question id, nor a record.
    const id = write('id.jsonl', '{"question_id": Infinity, "outcome": 1}\n');
    await expect(readOutcomes(id)).rejects.toThrow(
      `${id}:1 field "question_id": Infinity is not a question id (expected a string or a number).`,
    );
    const record = write('record.jsonl', 'NaN\n');
    await expect(readOutcomes(record, { format: 'jsonl-long' })).rejects.toThrow(
      `${record}:1: expected a JSON object per line; got NaN.`,
    );
  });

  it('several files of one side add up per question', async () => {
    const { write } = tempDir();
    const a = write('a.csv', 'question_id,outcome,t\nq1,1,10\n');
    const b = write('b.csv', 'question_id,outcome,t\nq1,0,30\nq2,1,5\n');
    const r = await readOutcomes([a, b], { usageColumns: { 'output-tokens': 't' } });
    expect(usageOf(r)).toEqual({ 'output-tokens': { q1: [40, 2], q2: [5, 1] } });
    // And their squares, for the trials' own spread (10² + 30²; 5²).
    const squares = [...(r.usage?.['output-tokens'] ?? new Map())].map(([id, c]) => [
      id,
      c.sumSquares,
    ]);
    expect(Object.fromEntries(squares)).toEqual({ q1: 1000, q2: 25 });
  });

  it('each question keeps the sum of its trials’ squares beside their sum (2 or more: their spread)', async () => {
    const { write } = tempDir();
    const file = write(
      'long.csv',
      'question_id,trial,outcome,tokens,latency_ms\nq1,0,1,100,1500\nq1,1,0,300,\nq2,0,1,50,500\nq2,1,,70,700\n',
    );
    const r = await readOutcomes(file, {
      usageColumns: { 'total-tokens': 'tokens', milliseconds: 'latency_ms' },
    });
    const cells = (measure: 'total-tokens' | 'seconds') =>
      Object.fromEntries(
        [...(r.usage?.[measure] ?? new Map())].map(([id, c]) => [id, c.sumSquares]),
      );
    // 100² + 300², 50² + 70²; seconds scaled before squaring: 1.5², 0.5² + 0.7².
    expect(cells('total-tokens')).toEqual({ q1: 100000, q2: 7400 });
    expect(cells('seconds').q1).toBeCloseTo(2.25, 14);
    expect(cells('seconds').q2).toBeCloseTo(0.74, 14);
  });

  it('bad input: one error naming the file, line, column and value', async () => {
    const { write } = tempDir();
    const file = write('bad.csv', 'question_id,outcome,tokens\nq1,1,12\nq2,0,lots\n');
    const err = await readOutcomes(file, { usageColumns: { 'total-tokens': 'tokens' } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toBe(
      `${file}:3 column "tokens": "lots" is not a number (tokens, seconds or cost).`,
    );
    await expect(
      readOutcomes(file, { usageColumns: { 'total-tokens': 'tokenz' } }),
    ).rejects.toThrow(`${file}:1 column "tokenz": no such column (option usage-columns)`);
    await expect(readOutcomes(file, { usageColumns: { tokens: 'tokens' } })).rejects.toThrow(
      ValidationError,
    );
    // A format without a row per trial does not silently ignore the option.
    await expect(
      readOutcomes(join(FIXTURES, 'wide.csv'), { usageColumns: { 'total-tokens': 'x' } }),
    ).rejects.toThrow('usage-columns: applies to csv-long and jsonl-long files');
  });
});

describe('the two lists of usage measures', () => {
  // Readers may not import the decision layer (the arrows point one way), so the list is written
  // twice; this keeps the copies one list.
  it('the readers find exactly the measures the decision layer compares', async () => {
    const { USAGE_MEASURE_IDS } = await import('../../src/readers/index.js');
    const { USAGE_MEASURES } = await import('../../src/decision/usage-types.js');
    expect([...USAGE_MEASURE_IDS]).toEqual([...USAGE_MEASURES]);
  });
});
