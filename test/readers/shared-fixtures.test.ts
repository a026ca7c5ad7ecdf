// The real Inspect AI logs of fixtures/logs read into exactly the matrices MANIFEST.json gives
// (fixtures/logs/README.md: sources, licence, how the matrices were derived).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { readOutcomes } from '../../src/readers/index.js';
import { ROOT, plain } from './helpers.js';

const FIXTURES_DIR = resolve(ROOT, 'fixtures', 'logs');

interface ManifestEntry {
  file: string;
  format: string;
  scorers: string[];
  expected: {
    ids: string[];
    by_scorer: Record<string, { raw: unknown[][] }>;
  };
}

/** The label our default mapping gives a raw score value (null = missing trial). */
function defaultLabel(raw: unknown): number | null {
  if (raw === 'C') return 1;
  if (raw === 'I' || raw === 'N') return 0;
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  return null;
}

const manifestPath = join(FIXTURES_DIR, 'MANIFEST.json');
const manifest: ManifestEntry[] = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[])
  : [];

describe('real eval logs (fixtures/logs)', () => {
  it('the manifest is there and lists the logs', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(6);
  });

  for (const entry of manifest) {
    const path = join(FIXTURES_DIR, entry.file);
    const format = entry.format.startsWith('inspect-eval') ? 'inspect-eval' : entry.format;

    if (entry.scorers.length === 0)
      it(`${entry.file}: no scorer, a clear error and no matrix`, async () => {
        const error = await readOutcomes(path).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(InputError);
        expect((error as Error).message).toContain(entry.file.split('/').pop());
        expect((error as Error).message).toMatch(/no scorer in this log/);
      });

    for (const scorer of entry.scorers)
      it(`${entry.file}: scorer ${scorer} gives the manifest matrix`, async () => {
        const raw = entry.expected.by_scorer[scorer]?.raw ?? [];
        const k = 2;
        const rows: number[][] = [];
        const trials: number[] = [];
        const ids: string[] = [];
        entry.expected.ids.forEach((id, q) => {
          const labels = (raw[q] ?? []).map(defaultLabel).filter((l): l is number => l !== null);
          if (labels.length === 0) return;
          const row = new Array<number>(k).fill(0);
          for (const l of labels) row[l] = (row[l] as number) + 1;
          ids.push(id);
          rows.push(row);
          trials.push(labels.length);
        });
        const result = await readOutcomes(path, { scorer });
        expect(result.formats).toEqual([format]);
        expect(plain(result.table)).toEqual({ ids, categories: k, rows, trials });
        // Without naming the scorer too (each of these logs has one).
        const auto = await readOutcomes(path);
        expect(plain(auto.table)).toEqual(plain(result.table));
      });
  }
});
