/**
 * Hostile matrix reports (`merge-reports`) through the bundled action (dist/index.js): the reports
 * are artifacts a pull request's jobs wrote, so every one below is what an author could upload.
 * Each case failed before its fix (issue 38): the merge kept a report's stated verdicts when its
 * `evidence` was removed, took a usage measure's level and a paired test's p-values as written,
 * let names that look alike through as two benchmarks, and parsed reports of 58 MiB each until the
 * process ran out of string length. Now: the step fails with one line naming the file and the
 * field (or the limit and the input that raises it), and nothing is posted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { FakeGitHubServer } from '../e2e/fake-github.js';
import { type ActionRun, repoRoot, requireBundle, runAction } from '../e2e/harness.js';
import { recordFigure } from './scale.js';

const NOW = new Date('2026-01-15T12:00:00.000Z');

let server: FakeGitHubServer;
let scratch: string;
/** What compare wrote for the demo's gsm8k-sample (a credible 7.4-point drop) and the usage fixture. */
let drop: string;
let usage: string;
let cases = 0;

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-merge-'));
  drop = (
    await compare({
      baseline: join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv'),
      candidate: join(repoRoot, 'fixtures/demo/candidate/gsm8k-sample.csv'),
      cwd: repoRoot,
      now: NOW,
      overrides: { rule: 'paired' },
    })
  ).json;
  usage = (await compare({ configFile: 'fixtures/usage/scorio.yml', cwd: repoRoot, now: NOW }))
    .json;
});

afterEach(() => {
  expect(server.comments.size).toBe(0);
  server.comments.clear();
});

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
  recordFigure({
    suite: 'boundary',
    name: 'hostile matrix reports (merge-reports): evidence removed, a level or p-values rewritten, per-question scores edited, names that look alike, 6 reports of 58 MiB: refused in one line, nothing posted',
    cases,
    failures: 0,
  });
});

/** Runs the merge step on a workspace holding `reports` (file name -> text). */
async function merge(
  reports: Record<string, string>,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  const workspace = mkdtempSync(join(scratch, 'ws-'));
  mkdirSync(join(workspace, 'reports'));
  for (const [name, text] of Object.entries(reports))
    writeFileSync(join(workspace, 'reports', name), text);
  cases += 1;
  return runAction({
    apiUrl: server.url,
    scratch,
    issue: 7,
    workspace,
    inputs: { 'merge-reports': 'reports/*.json', rule: 'paired', ...inputs },
  });
}

/** The one error line the step printed (the annotation), without its prefix. */
function errorLine(run: ActionRun): string {
  const lines = run.stdout.split('\n').filter((l) => l.startsWith('::error::'));
  expect(lines).toHaveLength(1);
  return (lines[0] ?? '').slice('::error::'.length);
}

type Raw = {
  verdict: string;
  benchmarks: {
    name: string;
    verdict: string;
    comparisons: Record<string, unknown>[];
    usage: Record<string, unknown>[];
  }[];
};

describe('merge-reports against reports a pull request wrote', () => {
  it('a report with its evidence removed and its verdicts edited to "improvement" is refused', async () => {
    const raw = JSON.parse(drop) as Raw;
    raw.verdict = 'improvement';
    for (const b of raw.benchmarks) {
      b.verdict = 'improvement';
      for (const c of b.comparisons) {
        delete c['evidence'];
        Object.assign(c, { change: 'improvement', verdict: 'improvement', fails: false });
      }
    }
    const run = await merge({ 'a.json': JSON.stringify(raw) });
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBeUndefined();
    expect(errorLine(run)).toBe(
      'reports/a.json: benchmarks[0].comparisons[0]: the comparison has no "evidence" (what its verdict is computed from), so it cannot be judged again; write the report again with this version',
    );
  });

  it("a usage measure's level rewritten to 0.3 (its p-value raised) is refused", async () => {
    const raw = JSON.parse(usage) as Raw;
    for (const b of raw.benchmarks)
      for (const u of b.usage) {
        u['level'] = 0.3;
        if (u['pValue'] !== null) u['pValue'] = 0.4;
        Object.assign(u, { fails: false, verdict: 'within-tolerance' });
      }
    const run = await merge({ 'usage.json': JSON.stringify(raw) });
    expect(run.code).toBe(1);
    expect(errorLine(run)).toMatch(
      /^reports\/usage\.json: benchmarks\[0\]\.usage\[0\]: [a-z-]+'s level 0\.3 is not the one this run tests at \(0\.01, from its rule and level\): the report was changed after it was written$/,
    );
  });

  it("a paired test's p-values raised, or its per-question scores edited, is refused", async () => {
    const raised = JSON.parse(drop) as Raw;
    const c = raised.benchmarks[0]?.comparisons[0] as Record<string, Record<string, number>>;
    Object.assign(c['paired'] ?? {}, { pDrop: 0.5, pBeyondMargin: 0.5 });
    (c as Record<string, unknown>)['pValue'] = 0.5;
    const run = await merge({ 'raised.json': JSON.stringify(raised) });
    expect(errorLine(run)).toMatch(
      /^reports\/raised\.json: benchmarks\[0\]\.comparisons\[0\]: the paired test's pDrop 0\.5 \(the scores give [\d.e-]+\) is not what its per-question scores give: the report was changed after it was written$/,
    );
    const edited = JSON.parse(drop) as Raw;
    const evidence = edited.benchmarks[0]?.comparisons[0]?.['evidence'] as {
      scores: { candidate: number[]; baseline: number[] };
    };
    evidence.scores.candidate = evidence.scores.baseline;
    const scores = await merge({ 'edited.json': JSON.stringify(edited) });
    expect(scores.code).toBe(1);
    expect(errorLine(scores)).toMatch(
      /^reports\/edited\.json: benchmarks\[0\]\.comparisons\[0\]: the paired test's /,
    );
  });

  it("a report judged at another level than the merge step's is refused, naming the input", async () => {
    const run = await merge({ 'a.json': drop }, { alpha: '0.001' });
    expect(errorLine(run)).toBe(
      'reports/a.json settings.alpha: is 0.01, and this merge judges at alpha 0.001 (input "alpha"): a merge takes its rule and levels from its own settings, never from a report; give the merge the alpha its matrix\'s jobs ran with',
    );
  });

  it('names that look alike (mmlu, mm\\u200blu, MMLU) are one benchmark: refused, naming both files', async () => {
    const named = (name: string) => {
      const raw = JSON.parse(drop) as Raw;
      for (const b of raw.benchmarks) b.name = name;
      return JSON.stringify(raw);
    };
    for (const [other, shown] of [
      ['mm\u200blu', '"mm\\u200blu"'],
      ['MMLU', '"MMLU"'],
      ['mmlu\u202e', '"mmlu\\u202e"'],
    ] as const) {
      const run = await merge({ '1.json': named('mmlu'), '2.json': named(other) });
      expect(errorLine(run)).toBe(
        `reports/2.json: benchmark ${shown} looks like "mmlu" in reports/1.json: every benchmark of a merge must come from one report, and names that differ only in case, width or characters that are not seen read as one (give the matrix jobs' benchmarks distinct names)`,
      );
    }
  });

  it('six reports of 58 MiB, each under the 64 MiB a report may be: refused before any is parsed', async () => {
    const workspace = mkdtempSync(join(scratch, 'big-'));
    mkdirSync(join(workspace, 'reports'));
    for (let i = 0; i < 6; i++) {
      // Sparse: the sizes are real, no disk is written, and nothing in them is JSON.
      const handle = await open(join(workspace, 'reports', `shard-${i}.json`), 'w');
      await handle.truncate(58 * 2 ** 20);
      await handle.close();
    }
    cases += 1;
    const run = await runAction({
      apiUrl: server.url,
      scratch,
      issue: 7,
      workspace,
      inputs: { 'merge-reports': 'reports/*.json', rule: 'paired' },
    });
    expect(run.code).toBe(1);
    expect(errorLine(run)).toBe(
      'reports/shard-2.json: the reports come to 182,452,224 bytes with this one (3 of 6), over the 134,217,728 a merge may read together (held in memory at once and written back as one report); nothing was parsed. Merge fewer or smaller reports, or raise the limit with input "max-merge-bytes".',
    );
  });
});
