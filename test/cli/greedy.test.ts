/**
 * No trial advice where the log says decoding was greedy (issue 36, item 7): a real greedy
 * lm-evaluation-harness pair (pyFade's gsm8k, gen_args `do_sample: false, temperature: 0.0`, one
 * trial per question; fixtures/discover/README.md) through `compare`, `rank` and `merge`, against
 * the real sampled runs (temperature 0.7) whose advice stays as it was. The tests before this one
 * read only sampled logs through compare and rank, or greedy ones without looking at the advice.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, run } from './helpers.js';

const GSM8K = 'fixtures/discover/lm-eval-versions/gsm8k';
const GREEDY = [
  '--baseline',
  `${GSM8K}/baseline/samples_gsm8k_2025-09-09T13-42-42.857006.jsonl`,
  '--candidate',
  `${GSM8K}/candidate/samples_gsm8k_2025-09-09T13-31-53.431753.jsonl`,
  '--filter',
  'strict-match',
];
/** Three seeded runs against two (temperature 0.7): the same model, sampled. */
const SAMPLED = [
  '--baseline',
  'fixtures/readers/lm-eval/samples_gsm8k_2025-06-01T10-15-4[123].482117.jsonl',
  '--candidate',
  'fixtures/readers/lm-eval/samples_gsm8k_2025-06-01T10-15-4[45].482117.jsonl',
  '--filter',
  'strict-match',
];
const GREEDY_LINE =
  '- **gsm8k · bayes**: Δ -33.3 pp at 1 trial per question; both logs say decoding was greedy (temperature 0 in gen\\_args), so more trials would repeat the answers: only more questions, or sampling (temperature > 0), would let the gate see a change of this size (about 96 questions would detect a drop of this size with 80% power).';

interface Budget {
  kind: string;
  trials: number | null;
  questions?: number | null;
  greedy?: { baseline: string | null; candidate: string | null };
}
interface ReportJson {
  benchmarks: {
    baseline: { decoding?: { greedy: boolean; evidence: string } };
    candidate: { decoding?: { greedy: boolean; evidence: string } };
    comparisons: { verdict: string; delta: number; budget: Budget | null }[];
  }[];
}

describe('compare where the logs say decoding was greedy', () => {
  it('no trial advice: the greedy line instead, in the golden report', async () => {
    const r = await run(['compare', ...GREEDY]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // Before: "about 18 trials per question would detect a drop of this size with 80% power".
    expect(r.stdout).not.toMatch(/trials? per question would detect/);
    expect(r.stdout.split('\n')).toContain(GREEDY_LINE);
    const golden = join(GOLDEN, 'greedy.md');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, r.stdout);
    expect(r.stdout).toBe(readFileSync(golden, 'utf8'));
  });

  it('the JSON: each side’s decoding and the budget of kind greedy; the verdict as before', async () => {
    const r = await run(['compare', ...GREEDY, '--format', 'json']);
    const b = (JSON.parse(r.stdout) as ReportJson).benchmarks[0];
    const evidence = { greedy: true, evidence: 'temperature 0 in gen_args' };
    expect(b?.baseline.decoding).toEqual(evidence);
    expect(b?.candidate.decoding).toEqual(evidence);
    const c = b?.comparisons[0];
    expect(c?.verdict).toBe('no-change');
    expect(c?.delta).toBeCloseTo(-1 / 3, 12);
    expect(c?.budget).toEqual({
      kind: 'greedy',
      trials: null,
      questions: 96,
      greedy: { baseline: 'temperature 0 in gen_args', candidate: 'temperature 0 in gen_args' },
      currentTrials: 1,
      approximate: true,
    });
  });

  it('sampled runs (temperature 0.7) keep their trial advice', async () => {
    const r = await run(['compare', ...SAMPLED]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '- **gsm8k · bayes**: Δ +8.3 pp at 3 trials per question; about 397 trials per question would detect a drop of this size with 80% power.',
    );
    expect(r.stdout).not.toContain('greedy');
    const json = JSON.parse(
      (await run(['compare', ...SAMPLED, '--format', 'json'])).stdout,
    ) as ReportJson;
    expect(json.benchmarks[0]?.baseline.decoding).toEqual({
      greedy: false,
      evidence: 'temperature 0.7 in gen_args',
    });
    expect(json.benchmarks[0]?.comparisons[0]?.budget?.kind).toBe('estimate');
  });
});

describe('rank where the logs say decoding was greedy', () => {
  const models = (dir: string) => [
    `base=${dir}/baseline/samples_gsm8k_2025-09-09T13-42-42.857006.jsonl`,
    `cand=${dir}/candidate/samples_gsm8k_2025-09-09T13-31-53.431753.jsonl`,
  ];

  it('no trials per question to resolve the pair; one line naming the logs', async () => {
    const r = await run(['rank', ...models(GSM8K), '--filter', 'strict-match']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('trials/question');
    expect(r.stdout).toContain(
      '| 1 | 1 | base | 0.667 [0.000, 1.000] | 0.718 | ~96 questions, or sampling (greedy) |',
    );
    expect(r.stdout).toContain(
      'The logs of **base** and **cand** say decoding was greedy (temperature 0 in gen\\_args): more trials would repeat their answers, so only more questions, or sampling (temperature > 0), would resolve their unresolved pairs.',
    );
    const json = JSON.parse(
      (await run(['rank', ...models(GSM8K), '--filter', 'strict-match', '--format', 'json']))
        .stdout,
    ) as { leaderboards: { models: { next: { budget: Budget | null } | null }[] }[] };
    expect(json.leaderboards[0]?.models[0]?.next?.budget?.kind).toBe('greedy');
  });

  it('sampled models keep their trials per question', async () => {
    const r = await run([
      'rank',
      `a=${SAMPLED[1] as string}`,
      `b=${SAMPLED[3] as string}`,
      '--filter',
      'strict-match',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '| 1 | 1 | b | 0.750 [0.170, 1.000] | 0.587 | ~397 trials/question |',
    );
    expect(r.stdout).not.toContain('greedy');
  });
});

describe('merge keeps the greedy advice, its evidence escaped', () => {
  it('judges the greedy budget again from the evidence; hostile evidence text is escaped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-greedy-'));
    const json = (await run(['compare', ...GREEDY, '--format', 'json'])).stdout;
    writeFileSync(join(dir, 'greedy.json'), json);
    const merged = await run(['merge', 'greedy.json'], dir);
    expect(merged.stderr).toBe('');
    expect(merged.stdout.split('\n')).toContain(GREEDY_LINE);
    // A pull request's job wrote the report: the evidence it carries is text like any other.
    const report = JSON.parse(json) as {
      benchmarks: { comparisons: { evidence: { decoding: unknown } }[] }[];
    };
    const hostile = { greedy: true, evidence: '@team [click](https://e.vil) <b>' };
    (
      report.benchmarks[0]?.comparisons[0] as { evidence: { decoding: unknown } }
    ).evidence.decoding = { baseline: hostile, candidate: null };
    writeFileSync(join(dir, 'hostile.json'), JSON.stringify(report));
    const r = await run(['merge', 'hostile.json'], dir);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(
      "the baseline's log says decoding was greedy (@&#8203;team \\[click\\](https:&#8203;//e.vil) &lt;b&gt;)",
    );
  });
});

describe('compare --resample plans no new trials where the logs say greedy', () => {
  /**
   * 60 documents written from the real greedy line (pyFade's first gsm8k sample, its gen_args
   * kept or turned into sampling at 0.7): 45 right on the baseline, 38 on the candidate.
   */
  function pair(greedy: boolean): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-greedy-plan-'));
    const real = JSON.parse(readFileSync(GREEDY[1] as string, 'utf8').split('\n')[0] as string) as {
      arguments: unknown;
    };
    const write = (name: string, right: number) => {
      const lines = Array.from({ length: 60 }, (_, i) =>
        JSON.stringify({
          ...real,
          doc_id: i,
          doc_hash: undefined,
          exact_match: i < right ? 1.0 : 0.0,
          ...(greedy
            ? {}
            : {
                arguments: {
                  gen_args_0: { arg_0: 'Q', arg_1: { do_sample: true, temperature: 0.7 } },
                },
              }),
        }),
      );
      writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
      return join(dir, name);
    };
    return ['--baseline', write('base.jsonl', 45), '--candidate', write('cand.jsonl', 38)];
  }
  const plan = async (greedy: boolean) => {
    const r = await run([
      'compare',
      ...pair(greedy),
      '--rule',
      'paired',
      '--resample',
      '--format',
      'json',
    ]);
    expect(r.stderr).toBe('');
    const b = (
      JSON.parse(r.stdout) as {
        benchmarks: { plan?: unknown; comparisons: { budget: Budget }[] }[];
      }
    ).benchmarks[0];
    return { plan: b?.plan, budget: b?.comparisons[0]?.budget };
  };

  it('sampled: a plan of new trials; greedy: none, and the advice of more questions', async () => {
    const sampled = await plan(false);
    expect(sampled.budget?.kind).toBe('estimate');
    expect(sampled.plan).toBeDefined();
    const greedy = await plan(true);
    expect(greedy.budget?.kind).toBe('greedy');
    expect(greedy.plan).toBeUndefined();
  });
});
