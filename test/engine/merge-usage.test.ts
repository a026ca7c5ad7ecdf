/**
 * Tokens, time and cost through a merge and the accept label: a job's gated usage measure that
 * fails must fail the merged run (it is judged again with the family's Holm adjustment), and the
 * accept label accepts it like a drop. Why this is here: the merge (issue 30) and usage (issue 31)
 * were built apart, and the report reader dropped `benchmarks[].usage`: a usage regression in a
 * matrix job vanished from the merged verdict.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compare, mergeReports } from '../../src/engine/index.js';
import type { CompareOutcome } from '../../src/engine/types.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = new Date('2026-01-15T12:00:00.000Z');
const ACCEPT = { label: 'eval-regression-accepted', by: 'octocat', at: '2026-01-15T11:00:00Z' };
/** The jobs' rule (fixtures/usage/scorio.yml): the merge is given it, as its own. */
const SETTINGS = { rule: 'paired' } as const;

let dir: string;
let alone: CompareOutcome;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scorio-merge-usage-'));
  alone = await compare({ configFile: 'fixtures/usage/scorio.yml', cwd: ROOT, now: NOW });
  writeFileSync(join(dir, 'usage.json'), alone.json);
});

describe('usage through merge and accept', () => {
  it('the job alone: the promptfoo latency gate fails the run', () => {
    expect(alone.verdict).toBe('regression');
    const router = alone.report.benchmarks.find((b) => b.name === 'router (promptfoo)');
    expect(router?.usage.filter((u) => u.fails).map((u) => u.measure)).toEqual(['seconds']);
    expect(alone.report.summary.usageRegressions).toBe(1);
  });

  it('merged, the usage measures are read back and judged again: the same verdict and numbers', async () => {
    const merged = await mergeReports({
      reports: ['usage.json'],
      cwd: dir,
      settings: SETTINGS,
      now: NOW,
    });
    expect(merged.verdict).toBe('regression');
    expect(merged.report.summary.usageRegressions).toBe(1);
    expect(merged.report.summary.usageGated).toBe(alone.report.summary.usageGated);
    expect(merged.report.benchmarks.map((b) => b.usage)).toEqual(
      JSON.parse(JSON.stringify(alone.report.benchmarks.map((b) => b.usage))),
    );
    expect(merged.regressions.map((r) => r.metric)).toEqual(['seconds']);
  });

  it('a level written into the report is refused: the merge tests at its own rule’s level only', async () => {
    // Found by a hostile review (issue 38): a usage measure written with level 0.3 and its pValue
    // raised passed a +381% token increase against a 10% tolerance: the recorded level switched
    // off the check of the p-value against the interval.
    const forged = JSON.parse(alone.json) as {
      benchmarks: { usage: { level: number; fails: boolean; pValue: number | null }[] }[];
    };
    for (const b of forged.benchmarks)
      for (const u of b.usage) {
        u.level = 0.3;
        u.fails = false;
        if (u.pValue !== null) u.pValue = 0.4;
      }
    writeFileSync(join(dir, 'forged.json'), JSON.stringify(forged));
    await expect(
      mergeReports({ reports: ['forged.json'], cwd: dir, settings: SETTINGS, now: NOW }),
    ).rejects.toThrow(
      /^forged\.json: benchmarks\[0\]\.usage\[0\]: [a-z-]+'s level 0\.3 is not the one this run tests at \(0\.01, from its rule and level\): the report was changed after it was written$/,
    );
    // With the level left alone, a raised p-value is not what the values give.
    const raised = JSON.parse(alone.json) as typeof forged;
    for (const b of raised.benchmarks)
      for (const u of b.usage) if (u.pValue !== null) u.pValue = 0.4;
    writeFileSync(join(dir, 'raised.json'), JSON.stringify(raised));
    await expect(
      mergeReports({ reports: ['raised.json'], cwd: dir, settings: SETTINGS, now: NOW }),
    ).rejects.toThrow(
      /^raised\.json: benchmarks\[\d\]\.usage\[\d\]: [a-z-]+'s pValue 0\.4 is not what its per-question values give \([\d.e-]+\): the report was changed after it was written$/,
    );
  });

  it('a usage measure whose numbers do not follow from one another is refused; padding is refused or counted', async () => {
    // Found by an outside review: a gated measure with its pValue removed passed as report-only,
    // and benchmarks with no comparison but many gated usage tests inflated Holm's K unbounded.
    type Raw = {
      benchmarks: {
        comparisons: unknown[];
        usage: { measure: string; tolerance: number | null; pValue: number | null }[];
      }[];
    };
    const text = alone.json;
    const forged = JSON.parse(text) as Raw;
    const router = forged.benchmarks[1];
    const seconds = router?.usage.find((u) => u.measure === 'seconds' && u.tolerance !== null);
    if (seconds) seconds.pValue = null;
    writeFileSync(join(dir, 'no-p.json'), JSON.stringify(forged));
    await expect(
      mergeReports({ reports: ['no-p.json'], cwd: dir, settings: SETTINGS }),
    ).rejects.toThrow(
      /^no-p\.json: benchmarks\[1\]\.usage\[\d\]: seconds's pValue null is not what its per-question values give \([\d.e-]+\): the report was changed after it was written$/,
    );

    const padded = JSON.parse(text) as Raw;
    padded.benchmarks.push({
      ...(padded.benchmarks[0] as Raw['benchmarks'][number]),
      comparisons: [],
    });
    writeFileSync(join(dir, 'padded.json'), JSON.stringify(padded));
    await expect(
      mergeReports({ reports: ['padded.json'], cwd: dir, settings: SETTINGS }),
    ).rejects.toThrow(/^padded\.json benchmarks\[3\]\.comparisons: /);

    // 3 comparisons + 3 gated usage measures: 6 tests, more than a limit of 5.
    await expect(
      mergeReports({
        reports: ['usage.json'],
        cwd: dir,
        settings: SETTINGS,
        policy: { maxComparisons: 5 },
      }),
    ).rejects.toThrow(/more than 5 comparisons together \(6 so far\)/);
  });

  it('the accept label accepts a usage regression: verdict accepted, counted, said in the headline', async () => {
    const merged = await mergeReports({
      reports: ['usage.json'],
      cwd: dir,
      settings: SETTINGS,
      now: NOW,
      acceptance: ACCEPT,
    });
    expect(merged.verdict).toBe('accepted');
    expect(merged.report.summary.usageRegressions).toBe(0);
    expect(merged.report.summary.accepted).toBe(1);
    expect(merged.report.accepted?.regressions).toBe(1);
    const seconds = merged.report.benchmarks
      .flatMap((b) => b.usage)
      .find((u) => u.measure === 'seconds' && u.tolerance !== null);
    expect(seconds).toMatchObject({ fails: false, accepted: true, verdict: 'accepted' });
    expect(merged.comment.split('\n')[0]).toMatch(
      /^### ☑️ Regression accepted: router \(promptfoo\) seconds\/question \+\d+% \[\+\d+%, \+\d+%\] > 25%( · ⚠️ .*)?$/,
    );
    expect(merged.comment).toContain('☑️ accepted (>\u00a025%)');
  });

  it('a merged report of accepted usage, merged again without the label, fails again', async () => {
    const accepted = await compare({
      configFile: 'fixtures/usage/scorio.yml',
      cwd: ROOT,
      now: NOW,
      acceptance: ACCEPT,
    });
    expect(accepted.verdict).toBe('accepted');
    writeFileSync(join(dir, 'accepted.json'), accepted.json);
    const merged = await mergeReports({
      reports: ['accepted.json'],
      cwd: dir,
      settings: SETTINGS,
      now: NOW,
    });
    expect(merged.verdict).toBe('regression');
    expect(merged.report.summary.usageRegressions).toBe(1);
  });
});
