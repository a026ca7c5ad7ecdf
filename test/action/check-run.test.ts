/**
 * The check run's content at GitHub's limits: the summary is cut to 65,535 UTF-8 bytes (GitHub
 * counts bytes there: a cut at 65,535 characters of Chinese text sent 196,605 bytes and GitHub
 * refused the check run), and the title is the headline as plain text.
 */
import { describe, expect, it } from 'vitest';
import {
  CHECK_SUMMARY_BYTES,
  plainTitle,
  postCheckRun,
} from '../../src/action/publish/check-run.js';
import type { LazyGitHub, RunDependencies } from '../../src/action/context.js';
import type { ActionInputs } from '../../src/action/inputs/index.js';
import type { RunEvent } from '../../src/action/event.js';
import { FakeCore, FakeGitHub } from './fakes.js';

async function summarySent(
  body: string,
): Promise<{ summary: string; url: string; core: FakeCore }> {
  const core = new FakeCore({});
  const github = new FakeGitHub();
  const lazy: LazyGitHub = {
    token: true,
    client: () => github,
    repo: () => ({ owner: 'o', repo: 'r' }),
    close: async () => undefined,
  };
  const url = await postCheckRun(
    { core, env: { GITHUB_SHA: 'b'.repeat(40) } } as unknown as RunDependencies,
    {
      checkRun: true,
      failOnRegression: true,
      config: '.github/scorio.yml',
      commentKey: 'k',
    } as ActionInputs,
    { name: 'push', payload: {} } as unknown as RunEvent,
    lazy,
    { verdict: 'regression', body, failures: [] },
    false,
  );
  return { summary: github.checkRuns[0]?.summary ?? '', url, core };
}

describe('the check run summary, in bytes', () => {
  it(`${CHECK_SUMMARY_BYTES} bytes of three-byte characters are sent whole`, async () => {
    const body = `# t\n${'中'.repeat((CHECK_SUMMARY_BYTES - 4) / 3)}`;
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(CHECK_SUMMARY_BYTES);
    const sent = await summarySent(body);
    expect(sent.summary).toBe(body);
    expect(sent.url).toBe('https://github.com/o/r/runs/1');
  });

  it('one character more is cut at a line break to at most 65,535 bytes, with a note', async () => {
    const line = `${'中'.repeat(99)}\n`; // 298 bytes
    const body = `# t\n${line.repeat(Math.ceil(CHECK_SUMMARY_BYTES / 298) + 1)}`;
    expect(body.length).toBeLessThan(CHECK_SUMMARY_BYTES); // in characters it would "fit"
    const sent = await summarySent(body);
    expect(sent.url).toBe('https://github.com/o/r/runs/1');
    expect(Buffer.byteLength(sent.summary)).toBeLessThanOrEqual(CHECK_SUMMARY_BYTES);
    expect(Buffer.byteLength(sent.summary)).toBeGreaterThan(CHECK_SUMMARY_BYTES - 400);
    expect(sent.summary).toMatch(/中\n\n_\(cut: see the job summary\)_$/);
    expect(body.startsWith(sent.summary.replace(/\n\n_\(cut: see the job summary\)_$/, ''))).toBe(
      true,
    );
  });
});

describe('the check run title, plain text', () => {
  it('drops the heading marks, the bold and the escapes of the headline', () => {
    expect(plainTitle('### 🏆 Leaderboard: **best** is credibly first of 4 models')).toBe(
      '🏆 Leaderboard: best is credibly first of 4 models',
    );
    expect(
      plainTitle(
        '### 🏆 Leaderboard: no credible winner: **ckpt\\_3000**, **a\\*b** share the top group of 3 models',
      ),
    ).toBe('🏆 Leaderboard: no credible winner: ckpt_3000, a*b share the top group of 3 models');
    expect(
      plainTitle('### ❌ Credible regression: q&amp;a @&#8203;team &lt;x&gt; -7.4\u00a0pp'),
    ).toBe('❌ Credible regression: q&a @team <x> -7.4\u00a0pp');
  });

  it('is at most 200 characters, never cut inside a character', () => {
    const title = plainTitle(`### ${'😀'.repeat(300)}`);
    expect(Array.from(title)).toHaveLength(200);
    expect(title).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});
