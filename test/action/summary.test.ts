/**
 * The job summary through the real `@actions/core` into a GITHUB_STEP_SUMMARY file, as the runner
 * reads it: it refuses a step's summary over 1 MiB (1,048,576 bytes), so every byte written counts,
 * the newline `addRaw(text, true)` appended included (a report cut to exactly 1 MiB was written as
 * 1,048,577 bytes). The fake core of the other tests records the text passed, not the file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionsCore } from '../../src/action/core.js';
import { MAX_SUMMARY_BYTES, writeSummary } from '../../src/action/publish/outputs.js';

let dir: string;
let file: string;
let saved: string | undefined;

// @actions/core keeps the summary file's path after its first write: one file, emptied per test.
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'scorio-summary-'));
  file = join(dir, 'summary.md');
  saved = process.env['GITHUB_STEP_SUMMARY'];
  process.env['GITHUB_STEP_SUMMARY'] = file;
});

beforeEach(() => writeFileSync(file, ''));

afterAll(() => {
  if (saved === undefined) delete process.env['GITHUB_STEP_SUMMARY'];
  else process.env['GITHUB_STEP_SUMMARY'] = saved;
  rmSync(dir, { recursive: true, force: true });
});

const written = (): Buffer => readFileSync(file);

describe('the job summary file holds at most 1 MiB', () => {
  it('a report of exactly 1 MiB is written whole, not one byte more', async () => {
    const report = `${'x'.repeat(MAX_SUMMARY_BYTES - 1)}\n`;
    await writeSummary(actionsCore, report, undefined);
    expect(written().length).toBe(MAX_SUMMARY_BYTES);
    expect(written().toString('utf8')).toBe(report);
  });

  it('a longer report with no line break is cut to exactly 1 MiB, note included', async () => {
    await writeSummary(actionsCore, 'x'.repeat(2 * MAX_SUMMARY_BYTES), undefined);
    expect(written().length).toBe(MAX_SUMMARY_BYTES);
    expect(written().toString('utf8')).toMatch(
      /it exceeds the 1 MiB job summary limit; see the report-markdown output\._\n$/,
    );
  });

  it('multi-byte text is counted in bytes and never cut inside a character', async () => {
    // 3-byte characters: 349,525 of them are 1,048,575 bytes; one more is over.
    const fits = `${'中'.repeat(349_525)}\n`;
    await writeSummary(actionsCore, fits, undefined);
    expect(written().length).toBe(MAX_SUMMARY_BYTES);
    writeFileSync(file, '');
    await writeSummary(actionsCore, `${'中'.repeat(349_526)}\n`, undefined);
    const text = written().toString('utf8');
    expect(written().length).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(written().length).toBeGreaterThan(MAX_SUMMARY_BYTES - 200);
    expect(text).not.toContain('\uFFFD');
    expect(text).toContain('it exceeds the 1 MiB job summary limit');
  });

  it('the note about a failed comment survives the cut, within 1 MiB', async () => {
    await writeSummary(actionsCore, '€'.repeat(MAX_SUMMARY_BYTES), 'Could not post the comment');
    expect(written().length).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(written().toString('utf8')).toMatch(/> \[!WARNING\]\n> Could not post the comment\n$/);
  });
});
