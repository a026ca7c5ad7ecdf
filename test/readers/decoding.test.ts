// How a side was decoded, as its log says (ReadResult.decoding), on real logs: lm-evaluation-harness
// samples files whose gen_args say temperature 0 or do_sample false (pyFade's gsm8k, gpt-4o's
// gpqa), a multiple-choice task scored by log-likelihood (winogrande), sampled runs at temperature
// 0.7 (the seeded gsm8k runs), and Inspect logs with and without a temperature in their generate
// config. Mixed evidence, within a file or across files, is never greedy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DecodingTally, mergeDecoding } from '../../src/readers/decoding.js';
import { inspectDecoding } from '../../src/readers/inspect-decoding.js';
import { lmEvalDecodingNote } from '../../src/readers/lm-eval-decoding.js';
import {
  readInspectEval,
  readInspectJson,
  readLmEvalSamples,
  readOutcomes,
} from '../../src/readers/index.js';
import { FIXTURES, ROOT, tempDir } from './helpers.js';

const VERSIONS = join(ROOT, 'fixtures/discover/lm-eval-versions');
/** pyFade's gsm8k run (lm-eval 0.4.9.1): gen_args `do_sample: false, temperature: 0.0`. */
const GREEDY_GSM8K = join(
  VERSIONS,
  'gsm8k/baseline/samples_gsm8k_2025-09-09T13-42-42.857006.jsonl',
);
/** gpt-4o's gpqa (late 2024): gen_args `do_sample: false`, no temperature. */
const GPQA = join(
  VERSIONS,
  'gpqa/candidate/gpt-4o/samples_leaderboard_gpqa_main_2024-11-21T17-57-30.901363.jsonl',
);
/** winogrande as a multiple-choice task: two log-likelihood requests of strings per document. */
const WINOGRANDE = join(
  VERSIONS,
  'winogrande/baseline/llama3.1-pro16-0827-Inst-nc-chat_241016/samples_winogrande_2024-12-23T13-17-27.691350.jsonl',
);
/** The seeded gsm8k runs: gen_args `do_sample: true, temperature: 0.7`. */
const SAMPLED = (n: number) =>
  join(FIXTURES, 'lm-eval', `samples_gsm8k_2025-06-01T10-15-${n}.482117.jsonl`);

describe('lm-eval samples: what gen_args say', () => {
  it('temperature 0 in gen_args is greedy (a real greedy run)', async () => {
    const r = await readLmEvalSamples(GREEDY_GSM8K, { filter: 'strict-match' });
    expect(r.decoding).toEqual({ greedy: true, evidence: 'temperature 0 in gen_args' });
  });

  it('do_sample false without a temperature is greedy', async () => {
    const r = await readLmEvalSamples(GPQA, {});
    expect(r.decoding).toEqual({ greedy: true, evidence: 'do_sample false in gen_args' });
  });

  it('a task scored by log-likelihood (multiple choice) counts as greedy: it repeats its score', async () => {
    const r = await readLmEvalSamples(WINOGRANDE, {});
    expect(r.decoding).toEqual({ greedy: true, evidence: 'scored by log-likelihood, no sampling' });
  });

  it('temperature 0.7 is sampled, alone and over several runs of one side', async () => {
    const one = await readLmEvalSamples(SAMPLED(41), { filter: 'strict-match' });
    expect(one.decoding).toEqual({ greedy: false, evidence: 'temperature 0.7 in gen_args' });
    const runs = await readOutcomes([SAMPLED(41), SAMPLED(42), SAMPLED(43)], {
      filter: 'strict-match',
    });
    expect(runs.decoding).toEqual({ greedy: false, evidence: 'temperature 0.7 in gen_args' });
  });

  it('a greedy file and sampled ones on one side: not greedy, and the evidence names the mix', async () => {
    const r = await readOutcomes([GREEDY_GSM8K, SAMPLED(41), SAMPLED(42)], {
      filter: 'strict-match',
    });
    expect(r.decoding).toEqual({
      greedy: false,
      evidence:
        'mixed across 3 files: 1 greedy (temperature 0 in gen_args), 2 not (temperature 0.7 in gen_args)',
    });
  });

  it('samples of one file decoded differently: not greedy, counted per sample', async () => {
    // The real greedy file with its first strict-match line sampled at 0.7 instead.
    const lines = readFileSync(GREEDY_GSM8K, 'utf8').split('\n');
    const greedy = '"do_sample": false, "temperature": 0.0';
    expect(lines[0]).toContain(greedy);
    lines[0] = (lines[0] as string).replace(greedy, '"do_sample": true, "temperature": 0.7');
    const file = tempDir().write(
      'samples_gsm8k_2025-09-09T13-42-42.857006.jsonl',
      lines.join('\n'),
    );
    const r = await readLmEvalSamples(file, { filter: 'strict-match' });
    expect(r.decoding).toEqual({
      greedy: false,
      evidence:
        'mixed: temperature 0 in gen_args (2 samples), temperature 0.7 in gen_args (1 sample)',
    });
  });

  it('a file whose lines log no arguments says nothing', async () => {
    const line = (id: number) =>
      JSON.stringify({ doc_id: id, filter: 'none', metrics: ['acc'], acc: 1 });
    const file = tempDir().write('samples_x_2025-01-01T00-00-00.jsonl', `${line(0)}\n${line(1)}\n`);
    expect((await readLmEvalSamples(file, {})).decoding).toBeUndefined();
  });

  it('each layout and combination of gen_args', () => {
    const gen = (kwargs: object) => ({ gen_args_0: { arg_0: 'Q', arg_1: kwargs } });
    expect(lmEvalDecodingNote(gen({ temperature: 0 }))).toEqual({
      greedy: true,
      says: 'temperature 0 in gen_args',
    });
    expect(lmEvalDecodingNote(gen({ do_sample: true }))).toEqual({
      greedy: false,
      says: 'do_sample true in gen_args',
    });
    // HF decodes greedily here, vLLM samples: the log does not say which.
    expect(lmEvalDecodingNote(gen({ do_sample: false, temperature: 0.6 }))).toEqual({
      greedy: undefined,
      says: 'do_sample false with temperature 0.6 in gen_args',
    });
    expect(lmEvalDecodingNote(gen({ until: ['\n'] }))?.greedy).toBeUndefined();
    expect(lmEvalDecodingNote(gen({ temperature: '0' }))?.greedy).toBeUndefined();
    expect(lmEvalDecodingNote(gen({ temperature: -1 }))?.greedy).toBeUndefined();
    expect(lmEvalDecodingNote(gen({ temperature: null, do_sample: false }))?.greedy).toBe(true);
    // lm-eval before 0.4.3: a list of argument lists.
    expect(lmEvalDecodingNote([['Q', { temperature: 0.0 }]])?.greedy).toBe(true);
    expect(
      lmEvalDecodingNote([
        ['Q', ' A'],
        ['Q', ' B'],
      ])?.greedy,
    ).toBe(true);
    expect(lmEvalDecodingNote(undefined)).toBeUndefined();
    expect(lmEvalDecodingNote({ gen_args_0: { arg_0: 'Q', arg_1: 3 } })).toBeUndefined();
  });
});

describe('Inspect logs: the temperature of the generate config', () => {
  it('temperature 0 in the eval’s generate config is greedy (a real .eval log)', async () => {
    const r = await readInspectEval(join(FIXTURES, 'inspect', 'mmlu-summary-choices.eval'));
    expect(r.decoding).toEqual({ greedy: true, evidence: 'temperature 0 in the generate config' });
  });

  it('a log that states no temperature says nothing (.eval and legacy .json)', async () => {
    const eval_ = await readInspectEval(join(FIXTURES, 'inspect', 'log_read_sample.eval'));
    expect(eval_.decoding).toBeUndefined();
    const json = await readInspectJson(join(FIXTURES, 'inspect', 'arc-easy-qwen2.5-0.5b.json'));
    expect(json.decoding).toBeUndefined();
  });

  it('a legacy .json log with a temperature in its plan', async () => {
    // The real arc-easy log with a generate config of temperature 0.5, as `--temperature 0.5` writes it.
    const text = readFileSync(join(FIXTURES, 'inspect', 'arc-easy-qwen2.5-0.5b.json'), 'utf8');
    const plan = JSON.parse(text) as { plan: { config: Record<string, unknown> } };
    plan.plan.config = { temperature: 0.5 };
    const file = tempDir().write('arc.json', JSON.stringify(plan));
    const r = await readInspectJson(file);
    expect(r.decoding).toEqual({
      greedy: false,
      evidence: 'temperature 0.5 in the generate config',
    });
    expect(r.table.ids).toEqual(['1', '2', '3']);
  });

  it('the eval’s config overrides the model’s; a solver’s own temperature is counted too', () => {
    expect(inspectDecoding({ model: 0.8, eval: 0, steps: [] })).toEqual({
      greedy: true,
      evidence: 'temperature 0 in the generate config',
    });
    expect(inspectDecoding({ model: 0, steps: [] })).toEqual({
      greedy: true,
      evidence: "temperature 0 in the model's generate config",
    });
    expect(inspectDecoding({ eval: 0, steps: [0.7] })).toEqual({
      greedy: false,
      evidence:
        "mixed: temperature 0 in the generate config, temperature 0.7 in a solver's arguments",
    });
    // A solver's temperature alone says nothing of the other generations.
    expect(inspectDecoding({ steps: [0] })?.greedy).toBe(false);
    expect(inspectDecoding({ steps: [] })).toBeUndefined();
  });
});

describe('merging what several files say', () => {
  it('greedy only when every part says greedy', () => {
    const t0 = { greedy: true, evidence: 'temperature 0 in gen_args' };
    const ll = { greedy: true, evidence: 'scored by log-likelihood, no sampling' };
    expect(mergeDecoding([t0, t0])).toEqual(t0);
    expect(mergeDecoding([t0, ll], 'task')).toEqual({
      greedy: true,
      evidence: 'temperature 0 in gen_args, scored by log-likelihood, no sampling',
    });
    expect(mergeDecoding([t0, undefined])).toEqual({
      greedy: false,
      evidence: 'mixed across 2 files: 1 greedy (temperature 0 in gen_args), 1 does not say',
    });
    expect(mergeDecoding([undefined, undefined])).toBeUndefined();
  });

  it('a tally lists at most three statements', () => {
    const tally = new DecodingTally('sample');
    for (const t of [0.1, 0.2, 0.3, 0.4, 0.4])
      tally.add({ greedy: false, says: `temperature ${t}` });
    expect(tally.result()).toEqual({
      greedy: false,
      evidence:
        'mixed: temperature 0.4 (2 samples), temperature 0.1 (1 sample), temperature 0.2 (1 sample) and 1 more',
    });
  });
});
