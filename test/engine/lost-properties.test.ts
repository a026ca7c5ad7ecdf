/**
 * Every trial of an Inspect log is accounted for (issue 32, item 3), on generated logs: for any
 * dataset, epochs, and mix of scored, errored, unscored and never-run samples, under `errors: fail`
 * each dataset question has exactly `epochs` trials less its unscored ones, the failures are the
 * wrong answers plus the lost trials, and `lost` counts what the generator lost; under `missing`
 * the lost trials are simply absent.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyErrorsPolicy } from '../../src/engine/lost.js';
import { readOutcomes } from '../../src/readers/index.js';

type Fate = 'C' | 'I' | 'error' | 'unscored' | 'never';

const logArb = fc.record({
  epochs: fc.integer({ min: 1, max: 4 }),
  questions: fc.integer({ min: 1, max: 8 }),
  fates: fc.array(fc.constantFrom<Fate>('C', 'I', 'error', 'unscored', 'never'), {
    minLength: 32,
    maxLength: 32,
  }),
  headerEpochs: fc.boolean(),
});

describe('lost trials, generated Inspect logs', () => {
  it('every trial of the dataset is scored, lost or unscored, never silently dropped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-lost-prop-'));
    let n = 0;
    await fc.assert(
      fc.asyncProperty(logArb, async ({ epochs, questions, fates, headerEpochs }) => {
        const ids = Array.from({ length: questions }, (_, q) => q + 1);
        const fate = (q: number, e: number): Fate => fates[(q * 4 + e) % 32] as Fate;
        const samples: {
          id: number;
          epoch: number;
          scores: { match?: { value: string | null } };
          error?: unknown;
        }[] = [];
        for (const id of ids)
          for (let e = 1; e <= epochs; e++) {
            const f = fate(id, e);
            if (f === 'never') continue;
            samples.push({
              id,
              epoch: e,
              scores:
                f === 'C' || f === 'I'
                  ? { match: { value: f } }
                  : f === 'unscored'
                    ? { match: { value: null } }
                    : {},
              ...(f === 'error' ? { error: { message: 'boom', traceback: '' } } : {}),
            });
          }
        // A log needs at least one score to name its scorer.
        fc.pre(samples.some((s) => typeof s.scores.match?.value === 'string'));
        const log = {
          version: 2,
          status: 'error',
          eval: {
            task: 't',
            dataset: { sample_ids: ids },
            config: headerEpochs ? { epochs } : {},
          },
          results: { scores: [{ name: 'match' }] },
          samples,
        };
        const file = join(dir, `log${n++}.json`);
        writeFileSync(file, JSON.stringify(log));
        const read = await readOutcomes(file);
        // Without the header's epochs, the highest epoch of any sample stands in for them.
        const seen = Math.max(...samples.map((s) => s.epoch));
        const expectedEpochs = headerEpochs ? epochs : seen;
        let errored = 0;
        let never = 0;
        const failed = applyErrorsPolicy(read, 'fail').read.table;
        const missing = applyErrorsPolicy(read, 'missing').read.table;
        for (const id of ids) {
          const fs = Array.from({ length: expectedEpochs }, (_, e) =>
            e < epochs ? fate(id, e + 1) : 'never',
          );
          const wrong = fs.filter((f) => f === 'I').length;
          const right = fs.filter((f) => f === 'C').length;
          const lost = fs.filter((f) => f === 'error' || f === 'never').length;
          const unscored = fs.filter((f) => f === 'unscored').length;
          errored += fs.filter((f) => f === 'error').length;
          never += fs.filter((f) => f === 'never').length;
          const q = failed.ids.indexOf(String(id));
          if (right + wrong + lost === 0) expect(q).toBe(-1);
          else {
            expect(failed.trials[q]).toBe(expectedEpochs - unscored);
            expect(failed.counts[q * failed.categories]).toBe(wrong + lost);
            expect(failed.counts[q * failed.categories + 1]).toBe(right);
          }
          const m = missing.ids.indexOf(String(id));
          if (right + wrong === 0) expect(m).toBe(-1);
          else expect(missing.trials[m]).toBe(right + wrong);
        }
        expect(read.lost?.errored ?? 0).toBe(errored);
        expect(read.lost?.neverRan ?? 0).toBe(never);
      }),
      { numRuns: 200, seed: 32 },
    );
  });
});
