/**
 * Paths and globs of whole files (the reports `merge` reads), confined as result files are.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchFiles } from '../../src/readers/match-files.js';

describe('matchFiles', () => {
  const ws = mkdtempSync(join(tmpdir(), 'scorio-match-'));
  mkdirSync(join(ws, 'reports/b'), { recursive: true });
  mkdirSync(join(ws, 'reports/a'), { recursive: true });
  writeFileSync(join(ws, 'reports/b/report.json'), '{}');
  writeFileSync(join(ws, 'reports/a/report.json'), '{}');
  writeFileSync(join(ws, 'run(1).json'), '{}');
  const outside = mkdtempSync(join(tmpdir(), 'scorio-match-out-'));
  writeFileSync(join(outside, 'secret.json'), '{}');

  it('expands globs sorted, keeps order across patterns, lists a file once, takes a literal name as it is', async () => {
    const warnings: string[] = [];
    const files = await matchFiles(
      ['reports/*/report.json', 'reports/a/report.json', 'run(1).json'],
      {
        cwd: ws,
        confine: true,
        warnings,
      },
    );
    expect(files).toEqual([
      join(ws, 'reports/a/report.json'),
      join(ws, 'reports/b/report.json'),
      join(ws, 'run(1).json'),
    ]);
  });

  it('confined: a path out of the workspace, or a link that leads out, is refused; unconfined it is read', async () => {
    symlinkSync(join(outside, 'secret.json'), join(ws, 'reports/link.json'));
    const confined = { cwd: ws, confine: true, warnings: [] };
    await expect(matchFiles(['../x/*.json'], confined)).rejects.toThrow(
      /^\.\.\/x\/\*\.json: is outside the workspace/,
    );
    await expect(matchFiles(['reports/*.json'], confined)).rejects.toThrow(
      /^reports\/link\.json: resolves to ".*secret\.json", outside the workspace/,
    );
    expect(await matchFiles(['reports/link.json'], { ...confined, confine: false })).toEqual([
      join(ws, 'reports/link.json'),
    ]);
  });
});
