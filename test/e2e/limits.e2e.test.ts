/**
 * End to end, GitHub's size limits as GitHub counts them, with text that is not ASCII: a report
 * on 600 benchmarks with Chinese names (3 bytes a character in UTF-8) is longer than every limit.
 *
 * - the comment: at most 65,536 characters (the fake answers 422 past that);
 * - the check run's summary: at most 65,535 bytes (422 past that; a cut by characters sent
 *   twice that many bytes and no check run was created);
 * - the job summary: at most 1 MiB, in bytes (the harness refuses more, as the runner does).
 *
 * The boundaries themselves, to the byte and the character, are in test/e2e/fake-github.test.ts
 * (the fake's 422s), test/action/summary.test.ts and test/github/comment-limits.test.ts.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_OUTPUT_MAX_BYTES, COMMENT_MAX_CHARACTERS, FakeGitHubServer } from './fake-github.js';
import {
  MAX_JOB_SUMMARY_BYTES,
  repoRoot,
  requireBundle,
  runAction as runHarness,
} from './harness.js';

let server: FakeGitHubServer;
let scratch: string;
let workspace: string;

/** 40 characters, all but three of them Chinese (the report shows names up to 40 characters). */
const benchmarkName = (i: number): string =>
  `数学推理基准测试题目集合${String(i).padStart(3, '0')}版本评估结果中文名称长度测试题目集合数学推理`;

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-limits-e2e-'));
  workspace = join(scratch, 'ws');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  for (const side of ['baseline', 'candidate']) {
    mkdirSync(join(workspace, side));
    copyFileSync(
      join(repoRoot, `fixtures/demo/${side}/gsm8k-sample.csv`),
      join(workspace, side, 'gsm8k.csv'),
    );
  }
  const lines = ['benchmarks:'];
  for (let i = 0; i < 300; i++)
    lines.push(
      `  - name: "${benchmarkName(i)}"`,
      '    baseline: baseline/gsm8k.csv',
      '    candidate: candidate/gsm8k.csv',
      '    metrics: [bayes]',
    );
  writeFileSync(join(workspace, '.github/scorio.yml'), `${lines.join('\n')}\n`);
});

afterEach(() => server.assertContract());

afterAll(async () => {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('limits counted as GitHub counts them, with multi-byte text', () => {
  it('the comment fits 65,536 characters, the check run 65,535 bytes, the job summary 1 MiB', async () => {
    const run = await runHarness({
      apiUrl: server.url,
      scratch,
      issue: 41,
      workspace,
      inputs: { 'check-run': 'true' },
      env: { GITHUB_SHA: 'f'.repeat(40) },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.stdout).not.toMatch(/^::warning/m);

    // The comment: cut by characters, not by bytes (so it is long in bytes).
    const body = server.comments.get(41)?.[0]?.body ?? '';
    expect(Array.from(body).length).toBeLessThanOrEqual(COMMENT_MAX_CHARACTERS);
    expect(body.length).toBeGreaterThan(50_000);
    expect(Buffer.byteLength(body)).toBeGreaterThan(CHECK_OUTPUT_MAX_BYTES + 25_000);
    expect(body).toContain('to fit the 65,536-character limit');

    // The check run: created, its summary within 65,535 bytes and cut with a note.
    expect(run.outputs['check-run-url']).toMatch(/^https:\/\/github\.com\/octo\/evals\/runs\/\d+$/);
    const check = server.checkRuns.at(-1) as { output: { summary: string } };
    const bytes = Buffer.byteLength(check.output.summary);
    expect(bytes).toBeLessThanOrEqual(CHECK_OUTPUT_MAX_BYTES);
    expect(bytes).toBeGreaterThan(CHECK_OUTPUT_MAX_BYTES - 1000);
    expect(check.output.summary).toMatch(/_\(cut: see the job summary\)_$/);
    expect(body.startsWith(check.output.summary.split('\n\n_(cut')[0] ?? '')).toBe(true);

    // The job summary: the engine's report, shortened to fit 1 MiB of UTF-8 (the harness
    // refuses more, as the runner does; the boundary byte is tested in test/action/summary.test.ts).
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(MAX_JOB_SUMMARY_BYTES);
    expect(Buffer.byteLength(run.summary)).toBeGreaterThan(200_000);
  });
});
