/**
 * Merging the reports of a job matrix: three shards of one benchmark each, judged as one run.
 *
 * The data are hand-built so that every p-value is McNemar's exact one (one 0/1 trial per
 * question, 40 questions): of the discordant questions, `down` went right→wrong and `up`
 * wrong→right, and p = P(X ≥ down), X ~ Binomial(down + up, ½):
 *   A: 6 down, 0 up  -> p = 1/64  = 0.015625
 *   B: 7 down, 1 up  -> p = 9/256 = 0.03515625
 *   C: 5 down, 0 up  -> p = 1/32  = 0.03125
 * At α = 0.05 each shard alone is a credible regression. Holm over the three (K = 3): sorted A, C,
 * B; A: 3 × 1/64 = 0.046875 < 0.05 rejects; C: 2 × 1/32 = 0.0625 stops. Adjusted p: A 0.046875,
 * C 0.0625, B max(0.0625, 9/256) = 0.0625. So the merged run fails on A alone.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compare, mergeReports } from '../../src/engine/index.js';
import { InputError } from '../../src/errors.js';
import { DuplicateBenchmarkError, type ReportData } from '../../src/report/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = new Date('2026-01-15T12:00:00.000Z');
const M = 40;

/** A one-trial CSV: question q1..q40 right when `right(q)`. */
function csv(right: (q: number) => boolean): string {
  const rows = Array.from({ length: M }, (_, i) => `q${i + 1},${right(i + 1) ? 1 : 0}`);
  return `question_id,t1\n${rows.join('\n')}\n`;
}

/** Baseline: q1..q20 right. Candidate: the first `down` of them wrong, the first `up` of q21.. right. */
function shardData(dir: string, name: string, down: number, up: number): void {
  writeFileSync(
    join(dir, `${name}-base.csv`),
    csv((q) => q <= 20),
  );
  writeFileSync(
    join(dir, `${name}-cand.csv`),
    csv((q) => (q <= 20 ? q > down : q <= 20 + up)),
  );
}

function config(names: readonly string[], holm = true): string {
  return [
    'rule: paired',
    'alpha: 0.05',
    `multiple-comparisons: ${holm ? 'holm' : 'none'}`,
    'benchmarks:',
    ...names.flatMap((n) => [
      `  - name: ${n}`,
      `    baseline: ${n}-base.csv`,
      `    candidate: ${n}-cand.csv`,
    ]),
    '',
  ].join('\n');
}

let dir: string;
const SHARDS = { A: [6, 0], B: [7, 1], C: [5, 0] } as const;
/** The merge's own rule and levels: the jobs' (a merge never takes them from a report). */
const HOLM = { rule: 'paired', alpha: 0.05, multipleComparisons: 'holm' } as const;
const NONE = { rule: 'paired', alpha: 0.05, multipleComparisons: 'none' } as const;

async function run(file: string): Promise<ReportData> {
  const outcome = await compare({ configFile: file, cwd: dir, now: NOW });
  writeFileSync(join(dir, file.replace(/\.yml$/, '.json')), outcome.json);
  return outcome.report;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scorio-merge-'));
  for (const [name, [down, up]] of Object.entries(SHARDS)) {
    shardData(dir, name, down, up);
    writeFileSync(join(dir, `shard-${name}.yml`), config([name]));
  }
  writeFileSync(join(dir, 'all.yml'), config(['A', 'B', 'C']));
  writeFileSync(join(dir, 'all-none.yml'), config(['A', 'B', 'C'], false));
  for (const name of Object.keys(SHARDS)) {
    writeFileSync(join(dir, `none-${name}.yml`), config([name], false));
    await run(`none-${name}.yml`);
    await run(`shard-${name}.yml`);
  }
});

/** The fields the decision computes, for comparing a merge with one run. */
function decided(report: ReportData): unknown {
  return JSON.parse(
    JSON.stringify({
      verdict: report.verdict,
      gatedComparisons: report.gatedComparisons,
      falseAlarmBound: report.falseAlarmBound,
      summary: report.summary,
      benchmarks: report.benchmarks.map((b) => ({
        name: b.name,
        verdict: b.verdict,
        comparisons: b.comparisons,
        brokenQuestions: b.brokenQuestions,
      })),
    }),
  );
}

describe('three shards merged: Holm over the union', () => {
  it('each shard alone is a credible regression at its own McNemar p', async () => {
    const expected = { A: 1 / 64, B: 9 / 256, C: 1 / 32 };
    for (const name of ['A', 'B', 'C'] as const) {
      const report = await run(`shard-${name}.yml`);
      const c = report.benchmarks[0]?.comparisons[0];
      expect(c?.paired?.test).toBe('mcnemar');
      expect(c?.pValue).toBeCloseTo(expected[name], 12);
      expect(c?.adjustedPValue).toBeCloseTo(expected[name], 12); // a family of one
      expect(report.verdict).toBe('regression');
    }
  });

  it('merged, only A fails: adjusted p 0.046875, 0.0625, 0.0625 (K = 3)', async () => {
    const merged = await mergeReports({
      reports: ['shard-A.json', 'shard-B.json', 'shard-C.json'],
      cwd: dir,
      settings: HOLM,
      now: NOW,
    });
    expect(merged.verdict).toBe('regression');
    expect(merged.report.gatedComparisons).toBe(3);
    expect(merged.report.falseAlarmBound).toBe(0.05);
    const byName = Object.fromEntries(
      merged.report.benchmarks.map((b) => [b.name, b.comparisons[0]]),
    );
    expect(byName['A']?.adjustedPValue).toBeCloseTo(0.046875, 12);
    expect(byName['B']?.adjustedPValue).toBeCloseTo(0.0625, 12);
    expect(byName['C']?.adjustedPValue).toBeCloseTo(0.0625, 12);
    expect([byName['A']?.fails, byName['B']?.fails, byName['C']?.fails]).toEqual([
      true,
      false,
      false,
    ]);
    expect(merged.regressions.map((r) => r.benchmark)).toEqual(['A']);
    // B and C no longer regress: their broken questions go with the verdict.
    expect(merged.report.benchmarks.map((b) => b.brokenQuestions.length)).toEqual([6, 0, 0]);
    expect(merged.report.shards?.map((s) => [s.file, s.benchmarks, s.verdict])).toEqual([
      ['shard-A.json', ['A'], 'regression'],
      ['shard-B.json', ['B'], 'regression'],
      ['shard-C.json', ['C'], 'regression'],
    ]);
    expect(merged.comment).toContain('**Merged from 3 reports** (judged as one run, Holm');
  });

  it('is the report one run of all three benchmarks gives, field for field', async () => {
    const one = await run('all.yml');
    const merged = await mergeReports({
      reports: ['shard-*.json'],
      cwd: dir,
      settings: HOLM,
      now: NOW,
    });
    expect(decided(merged.report)).toEqual(decided(one));
    // Without Holm the verdicts are each shard's, and so are one run's.
    const oneNone = await run('all-none.yml');
    const mergedNone = await mergeReports({
      reports: ['none-*.json'],
      cwd: dir,
      settings: NONE,
      now: NOW,
    });
    expect(decided(mergedNone.report)).toEqual(decided(oneNone));
    expect(mergedNone.report.falseAlarmBound).toBeCloseTo(0.15, 12); // K α, the union bound
  });

  it("the merging run decides acceptance: a shard's accepted regression fails again, the label accepts the merge", async () => {
    const accepted = await compare({
      configFile: 'shard-A.yml',
      cwd: dir,
      now: NOW,
      acceptance: { label: 'ok', by: 'alice', at: null },
    });
    expect(accepted.verdict).toBe('accepted');
    writeFileSync(join(dir, 'accepted-A.json'), accepted.json);
    const plain = await mergeReports({
      reports: ['accepted-A.json', 'shard-B.json', 'shard-C.json'],
      cwd: dir,
      settings: HOLM,
      now: NOW,
    });
    expect(plain.verdict).toBe('regression');
    expect(plain.report.accepted).toBeUndefined();
    const labelled = await mergeReports({
      reports: ['accepted-A.json', 'shard-B.json', 'shard-C.json'],
      cwd: dir,
      settings: HOLM,
      now: NOW,
      acceptance: { label: 'eval-regression-accepted', by: 'bob', at: '2026-01-15T14:03:00Z' },
    });
    expect(labelled.verdict).toBe('accepted');
    expect(labelled.regressions).toEqual([]);
    expect(labelled.report.summary).toMatchObject({ regressions: 0, accepted: 1 });
    expect(labelled.report.accepted).toEqual({
      label: 'eval-regression-accepted',
      by: 'bob',
      at: '2026-01-15T14:03:00Z',
      regressions: 1,
    });
  });

  it('refuses a benchmark named by two reports, naming both files', async () => {
    writeFileSync(join(dir, 'again-A.json'), readFileSync(join(dir, 'shard-A.json')));
    const error = await mergeReports({
      reports: ['shard-A.json', 'shard-B.json', 'again-A.json'],
      cwd: dir,
      settings: HOLM,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateBenchmarkError);
    expect((error as DuplicateBenchmarkError).files).toEqual(['shard-A.json', 'again-A.json']);
    expect((error as Error).message).toBe(
      'again-A.json: benchmark "A" is also in shard-A.json: every benchmark of a merge must come from one report (give the matrix jobs\' benchmarks distinct names)',
    );
  });

  it('judges under its own rule and levels: a report judged under others is refused, naming the setting', async () => {
    // Found by a hostile review (issue 38): the merge took the rule and levels from the first
    // report, so the reports chose the level they were judged at.
    const at = (settings: Parameters<typeof mergeReports>[0]['settings']) =>
      mergeReports({
        reports: ['shard-A.json', 'none-B.json'],
        cwd: dir,
        ...(settings !== undefined ? { settings } : {}),
        settingName: (key) => `--${key}`,
      }).catch((e: unknown) => e as Error);
    expect((await at(undefined)) as Error).toBeInstanceOf(InputError);
    expect(((await at(undefined)) as Error).message).toBe(
      'shard-A.json settings.rule: is "paired", and this merge judges under rule "overlap" (--rule): a merge takes its rule and levels from its own settings, never from a report; give the merge the rule its matrix\'s jobs ran with',
    );
    const alpha = (await at({ rule: 'paired' })) as Error;
    expect(alpha).toBeInstanceOf(InputError);
    expect(alpha.message).toBe(
      "shard-A.json settings.alpha: is 0.05, and this merge judges at alpha 0.01 (--alpha): a merge takes its rule and levels from its own settings, never from a report; give the merge the alpha its matrix's jobs ran with",
    );
    // multiple-comparisons is the merge's too; a report judged otherwise is named in a warning.
    const merged = await at(HOLM);
    expect(merged).not.toBeInstanceOf(Error);
    expect((merged as { report: ReportData }).report.warnings[0]).toBe(
      'none-B.json: judged alone with another multiple-comparisons; the merge judges every gated test together with holm.',
    );
  });

  it('a job whose folder discovery switched Holm on merges with jobs that did not: Holm over all, said', async () => {
    // Why this was missed: the merge tests built every shard from a config, never from folders,
    // and the report reader dropped the fields discovery adds (`discovered`, `discovery`).
    const folders = join(ROOT, 'fixtures', 'discover', 'lm-eval-modeled');
    const discovered = await compare({
      baseline: join(folders, 'baseline'),
      candidate: join(folders, 'candidate'),
      cwd: dir,
      now: NOW,
      overrides: { rule: 'paired', alpha: 0.05 },
    });
    expect(discovered.report.discovery?.holm).toBe('automatic');
    const K = discovered.report.gatedComparisons;
    writeFileSync(join(dir, 'discovered.json'), discovered.json);
    const merged = await mergeReports({
      reports: ['discovered.json', 'none-B.json'],
      cwd: dir,
      settings: { rule: 'paired', alpha: 0.05 },
    });
    expect(merged.report.settings.multipleComparisons).toBe('holm');
    expect(merged.report.gatedComparisons).toBe(K + 1);
    expect(merged.report.warnings[0]).toBe(
      `none-B.json: judged alone with another multiple-comparisons; the merge judges every gated test together with holm, as one run of every job would (${K} gated tests from discovered folders; give the merge multiple-comparisons to choose).`,
    );
    expect(merged.report.benchmarks.map((b) => b.discovered?.layout ?? null)).toEqual([
      ...discovered.report.benchmarks.map(() => 'lm-eval'),
      null,
    ]);
    // B alone is p = 9/256; its adjusted p is Holm's over all K + 1 gated p-values.
    const gated = merged.report.benchmarks.flatMap((x) => x.comparisons).filter((c) => c.gate);
    const sorted = gated.map((c) => c.pValue ?? 1).sort((x, y) => x - y);
    let running = 0;
    const holm = sorted.map((p, i) => (running = Math.max(running, Math.min(1, (K + 1 - i) * p))));
    const b = merged.report.benchmarks.at(-1)?.comparisons[0];
    expect(b?.pValue).toBeCloseTo(9 / 256, 12);
    expect(b?.adjustedPValue).toBeCloseTo(holm[sorted.indexOf(b?.pValue ?? -1)] ?? -1, 12);
    expect(b?.adjustedPValue).toBeGreaterThan(9 / 256);
  });

  it('jobs that each discovered one task merge as one run of the whole folder: Holm switched on over them together', async () => {
    // Found by an outside review: each job alone had K = 1 (no Holm), so the merge applied none,
    // while one compare of the folder holding both tasks switched Holm on.
    const folders = mkdtempSync(join(tmpdir(), 'scorio-merge-folders-'));
    const put = (rel: string, text: string) => {
      mkdirSync(join(folders, rel, '..'), { recursive: true });
      writeFileSync(join(folders, rel), text);
    };
    for (const [side, down] of [
      ['b', 0],
      ['c', 7],
    ] as const) {
      // A: the candidate loses 7 of 20 (McNemar p = 1/128); B: unchanged.
      const a = csv((q) => q <= 20 && q > down);
      const b = csv((q) => q <= 20);
      put(`all/${side}/taskA.csv`, a);
      put(`all/${side}/taskB.csv`, b);
      put(`j1/${side}/taskA.csv`, a);
      put(`j2/${side}/taskB.csv`, b);
    }
    const one = (dir: string) =>
      compare({
        baseline: join(folders, dir, 'b'),
        candidate: join(folders, dir, 'c'),
        cwd: folders,
        now: NOW,
        overrides: { rule: 'paired' },
      });
    const all = await one('all');
    expect(all.report.settings.multipleComparisons).toBe('holm');
    for (const job of ['j1', 'j2']) {
      const outcome = await one(job);
      expect(outcome.report.discovery?.holm).toBe('off');
      writeFileSync(join(folders, `${job}.json`), outcome.json);
    }
    const merged = await mergeReports({
      reports: ['j1.json', 'j2.json'],
      cwd: folders,
      settings: { rule: 'paired' },
      now: NOW,
    });
    expect(merged.report.settings.multipleComparisons).toBe('holm');
    expect(decided(merged.report)).toEqual(decided(all.report));
  });

  it('a report whose evidence was changed: the verdict follows from the numbers it shows; numbers that do not follow from each other are refused', async () => {
    // Found by an outside review: the merge took the p-values from `evidence` and a report could
    // hide its regression there while its table still showed the drop.
    const shard = JSON.parse(readFileSync(join(dir, 'shard-A.json'), 'utf8')) as {
      benchmarks: {
        comparisons: {
          delta: number;
          evidence: { pDrop: number; pRise: number; pBeyondMargin: number };
        }[];
      }[];
    };
    for (const c of shard.benchmarks[0]?.comparisons ?? [])
      Object.assign(c.evidence, { pDrop: 0.5, pRise: 0.5, pBeyondMargin: 0.5 });
    writeFileSync(join(dir, 'forged-evidence.json'), JSON.stringify(shard));
    const merged = await mergeReports({
      reports: ['forged-evidence.json'],
      cwd: dir,
      settings: HOLM,
    });
    expect(merged.verdict).toBe('regression');
    expect(merged.report.benchmarks[0]?.comparisons[0]?.pValue).toBeCloseTo(1 / 64, 12);

    const c = shard.benchmarks[0]?.comparisons[0];
    if (c) c.delta = 0.2;
    writeFileSync(join(dir, 'forged-delta.json'), JSON.stringify(shard));
    const error = await mergeReports({
      reports: ['forged-delta.json'],
      cwd: dir,
      settings: HOLM,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /^forged-delta\.json: benchmarks\[0\]\.comparisons\[0\]: delta 0\.2 ± 0\.158114 does not follow from its baseline and candidate \(-0\.15 ± 0\.158114\): the report was changed after it was written$/,
    );
  });

  it('a report without its evidence is refused, never judged by the verdicts it states', async () => {
    // Found by a hostile review (issue 38): with `evidence` removed, the merge kept each
    // comparison's verdict as the report stated it (it judged again only under Holm): a drop of
    // 7.4 points with non-overlapping intervals, its verdict edited, merged as "✅ improvement".
    const outcome = await compare({
      baseline: join(ROOT, 'fixtures/demo/baseline/gsm8k-sample.csv'),
      candidate: join(ROOT, 'fixtures/demo/candidate/gsm8k-sample.csv'),
      cwd: dir,
      now: NOW,
    });
    expect(outcome.verdict).toBe('regression');
    const shard = JSON.parse(outcome.json) as {
      verdict: string;
      benchmarks: { verdict: string; comparisons: Record<string, unknown>[] }[];
    };
    shard.verdict = 'improvement';
    for (const b of shard.benchmarks) {
      b.verdict = 'improvement';
      for (const c of b.comparisons) {
        delete c['evidence'];
        Object.assign(c, { change: 'improvement', verdict: 'improvement', fails: false });
      }
    }
    writeFileSync(join(dir, 'no-evidence.json'), JSON.stringify(shard));
    await expect(mergeReports({ reports: ['no-evidence.json'], cwd: dir })).rejects.toThrow(
      'no-evidence.json: benchmarks[0].comparisons[0]: the comparison has no "evidence" (what its verdict is computed from), so it cannot be judged again; write the report again with this version',
    );
    // With its evidence, the same edited verdicts are judged again from the numbers: a regression.
    const edited = JSON.parse(outcome.json) as typeof shard;
    for (const b of edited.benchmarks)
      for (const c of b.comparisons)
        Object.assign(c, { change: 'improvement', verdict: 'improvement', fails: false });
    writeFileSync(join(dir, 'edited-verdict.json'), JSON.stringify(edited));
    const merged = await mergeReports({ reports: ['edited-verdict.json'], cwd: dir });
    expect(merged.verdict).toBe('regression');
    expect(merged.report.shards?.[0]?.verdict).toBe('regression');
  });

  it("a paired test whose p-values were raised is refused: the test is run again on the report's own per-question scores", async () => {
    // Found by a hostile review (issue 38): the merge took the paired test's p-values as the
    // report wrote them; raised together with pValue, the drop passed.
    const shard = JSON.parse(readFileSync(join(dir, 'shard-A.json'), 'utf8')) as {
      benchmarks: { comparisons: { pValue: number; paired: Record<string, number> }[] }[];
    };
    const c = shard.benchmarks[0]?.comparisons[0];
    if (c) {
      Object.assign(c.paired, { pDrop: 0.5, pBeyondMargin: 0.5 });
      c.pValue = 0.5;
    }
    writeFileSync(join(dir, 'raised-p.json'), JSON.stringify(shard));
    await expect(
      mergeReports({ reports: ['raised-p.json'], cwd: dir, settings: HOLM }),
    ).rejects.toThrow(
      "raised-p.json: benchmarks[0].comparisons[0]: the paired test's pDrop 0.5 (the scores give 0.015625) is not what its per-question scores give: the report was changed after it was written",
    );
    // Scores edited to match a smaller drop: the paired test then differs from the one shown.
    const scored = JSON.parse(readFileSync(join(dir, 'shard-A.json'), 'utf8')) as {
      benchmarks: { comparisons: { evidence: { scores: { candidate: number[] } } }[] }[];
    };
    const scores = scored.benchmarks[0]?.comparisons[0]?.evidence.scores;
    if (scores) scores.candidate = scores.candidate.map(() => 1);
    writeFileSync(join(dir, 'edited-scores.json'), JSON.stringify(scored));
    await expect(
      mergeReports({ reports: ['edited-scores.json'], cwd: dir, settings: HOLM }),
    ).rejects.toThrow(
      /^edited-scores\.json: benchmarks\[0\]\.comparisons\[0\]: the paired test's /,
    );
  });

  it('refuses names that look alike (case, width, invisible characters) as one benchmark, naming both files', async () => {
    const text = readFileSync(join(dir, 'none-A.json'), 'utf8');
    const named = (name: string) => text.replace('"name": "A"', `"name": ${JSON.stringify(name)}`);
    writeFileSync(join(dir, 'mmlu.json'), named('mmlu'));
    writeFileSync(join(dir, 'mmlu-zw.json'), named('mm\u200blu'));
    writeFileSync(join(dir, 'MMLU.json'), named('ＭＭＬＵ'));
    const settings = NONE;
    const zw = await mergeReports({ reports: ['mmlu.json', 'mmlu-zw.json'], cwd: dir, settings })
      .then(() => undefined)
      .catch((e: unknown) => e as DuplicateBenchmarkError);
    expect(zw).toBeInstanceOf(DuplicateBenchmarkError);
    expect(zw?.files).toEqual(['mmlu.json', 'mmlu-zw.json']);
    expect(zw?.message).toBe(
      'mmlu-zw.json: benchmark "mm\\u200blu" looks like "mmlu" in mmlu.json: every benchmark of a merge must come from one report, and names that differ only in case, width or characters that are not seen read as one (give the matrix jobs\' benchmarks distinct names)',
    );
    await expect(
      mergeReports({ reports: ['mmlu.json', 'MMLU.json'], cwd: dir, settings }),
    ).rejects.toThrow('MMLU.json: benchmark "ＭＭＬＵ" looks like "mmlu" in mmlu.json');
  });

  it('refuses a report of an unknown schema version, and a leaderboard', async () => {
    const text = readFileSync(join(dir, 'shard-B.json'), 'utf8');
    writeFileSync(
      join(dir, 'v2.json'),
      text.replace('scorio-eval-report/1', 'scorio-eval-report/2'),
    );
    writeFileSync(join(dir, 'board.json'), JSON.stringify({ schema: 'scorio-eval-leaderboard/1' }));
    await expect(
      mergeReports({ reports: ['shard-A.json', 'v2.json'], cwd: dir, settings: HOLM }),
    ).rejects.toThrow(
      'v2.json schema: is "scorio-eval-report/2": this version of scorio-eval reads scorio-eval-report/1 only (a newer version wrote it?)',
    );
    await expect(mergeReports({ reports: ['board.json'], cwd: dir })).rejects.toThrow(
      'board.json schema: is "scorio-eval-leaderboard/1": a leaderboard cannot be merged, only comparison reports',
    );
  });
});

describe('merge = one run, on the demo and under every rule', () => {
  const demo = (name: string, side: 'baseline' | 'candidate') =>
    join(ROOT, 'fixtures/demo', side, `${name}.csv`);
  const BENCHMARKS = [
    // A report-only pass@4 with a paired bootstrap (the bootstrap's Δ decides), Bayes@N on the
    // mean score, a rubric.
    `  - name: aime24\n    baseline: ${demo('aime24', 'baseline')}\n    candidate: ${demo('aime24', 'candidate')}\n    metrics: [bayes, { metric: pass@k, k: 4, uncertainty: bootstrap, iterations: 300, seed: 3 }]`,
    `  - name: gsm8k-sample\n    baseline: ${demo('gsm8k-sample', 'baseline')}\n    candidate: ${demo('gsm8k-sample', 'candidate')}\n    metrics: [bayes, { metric: pass@k, k: 2, gate: false }]`,
    `  - name: rubric-qa\n    baseline: ${demo('rubric-qa', 'baseline')}\n    candidate: ${demo('rubric-qa', 'candidate')}\n    weights: [0, 0.5, 1]\n    metrics: [bayes]`,
  ];
  const SETTINGS = {
    overlap: ['rule: overlap', { rule: 'overlap' }],
    'z holm': [
      'rule: z\nmin-confidence: 0.99\nmultiple-comparisons: holm\nmargin: 0.01',
      { rule: 'z', minConfidence: 0.99, multipleComparisons: 'holm' },
    ],
    'paired holm': [
      'rule: paired\nalpha: 0.01\nmultiple-comparisons: holm',
      { rule: 'paired', alpha: 0.01, multipleComparisons: 'holm' },
    ],
    'paired none': ['rule: paired\nalpha: 0.01', { rule: 'paired', alpha: 0.01 }],
  } as const;
  for (const [label, [settings, own]] of Object.entries(SETTINGS))
    it(`${label}: three shards merged give what one run of the three gives`, async () => {
      const write = (file: string, benchmarks: readonly string[]) =>
        writeFileSync(
          join(dir, file),
          `allow-outside-workspace: true\n${settings}\nbenchmarks:\n${benchmarks.join('\n')}\n`,
        );
      const tag = label.replace(' ', '-');
      BENCHMARKS.forEach((b, i) => write(`demo-${tag}-${i}.yml`, [b]));
      write(`demo-${tag}-all.yml`, BENCHMARKS);
      for (let i = 0; i < 3; i++) await run(`demo-${tag}-${i}.yml`);
      const one = await run(`demo-${tag}-all.yml`);
      const merged = await mergeReports({
        reports: [0, 1, 2].map((i) => `demo-${tag}-${i}.json`),
        cwd: dir,
        settings: own,
        now: NOW,
      });
      expect(decided(merged.report)).toEqual(decided(one));
      expect(merged.report.gatedComparisons).toBe(4);
    });
});
