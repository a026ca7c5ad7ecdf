// Files users point at by mistake: the error says what the file is and where the data lives.
// Real files: lm-eval's results file (pyFade's, fixtures/discover/lm-eval-versions), Inspect's
// header.json from a real .eval log, a Git LFS pointer as git-lfs writes one.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutcomes } from '../../src/readers/index.js';
import { extractZip } from '../../src/readers/zip-extract.js';
import { ROOT, tempDir } from './helpers.js';

const GSM8K = join(ROOT, 'fixtures/discover/lm-eval-versions/gsm8k/candidate');
const RESULTS = 'results_2025-09-09T13-31-53.431753.json';

describe('a file pointed at by mistake', () => {
  it("names lm-eval's results file and the samples files beside it, auto-detected or not", async () => {
    // Before: `("results"): expected an array of outcomes for question "results"`, and with
    // --input-format lm-eval `is not valid JSON` about a valid file.
    const expected =
      /results_2025-09-09T13-31-53\.431753\.json: is lm-evaluation-harness's results file: one aggregate score per task, no per-question outcomes\. Those are in the samples_<task>_<timestamp>\.jsonl files lm-eval writes beside it with --log_samples \(beside it: "samples_gsm8k_2025-09-09T13-31-53\.431753\.jsonl"\); point at one, or at the folder to compare every task\./;
    await expect(readOutcomes(join(GSM8K, RESULTS))).rejects.toThrow(expected);
    await expect(readOutcomes(join(GSM8K, RESULTS), { format: 'lm-eval' })).rejects.toThrow(
      expected,
    );
    const { dir } = tempDir();
    copyFileSync(join(GSM8K, RESULTS), join(dir, RESULTS));
    await expect(readOutcomes(join(dir, RESULTS))).rejects.toThrow(
      /\(none is beside this one: run lm-eval with --log_samples\)/,
    );
  });

  it('names an Inspect log header without samples', async () => {
    const { dir, write } = tempDir();
    const log = join(
      ROOT,
      'fixtures/discover/inspect-versions/gpqa/baseline/2025-12-11T18-00-43+00-00_gpqa-diamond_NL3aygdanSgqAJfzoMFuH6.eval',
    );
    mkdirSync(join(dir, 'unzipped'));
    await extractZip(log, join(dir, 'unzipped'));
    const header = join(dir, 'unzipped', 'header.json');
    const message =
      /is an Inspect log header without samples \(task "inspect_evals\/gpqa_diamond": written with --header-only, or the header\.json of a \.eval log, or a log of a run with log_samples off\): the per-question results are in the full log, the \.eval file/;
    await expect(readOutcomes(header)).rejects.toThrow(message);
    // Without its version field it was read as a JSON matrix: `("status"): expected an array...`.
    const rest = JSON.parse((await import('node:fs')).readFileSync(header, 'utf8')) as Record<
      string,
      unknown
    >;
    delete rest.version;
    await expect(readOutcomes(write('header-only.json', JSON.stringify(rest)))).rejects.toThrow(
      message,
    );
  });

  it('names a Git LFS pointer and the command that downloads the file', async () => {
    const { write } = tempDir();
    const pointer =
      'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n';
    for (const name of ['samples_gsm8k_2025-01-01T00-00-00.000000.jsonl', 'run.eval', 'base.csv'])
      await expect(readOutcomes(write(name, pointer))).rejects.toThrow(
        new RegExp(
          `${name.replace(/[.]/g, '\\.')}: is a Git LFS pointer, not the file itself \\(its 12345 bytes are in LFS\\): the content was never downloaded\\. Run git lfs pull \\(in a workflow, actions/checkout with lfs: true\\), then read it again\\.`,
        ),
      );
  });

  it('leaves a file it does not recognise to the reader’s own error', async () => {
    const { write } = tempDir();
    await expect(readOutcomes(write('bad.json', '{"q1": [0, 1], "q2": "x"}'))).rejects.toThrow(
      /\("q2"\): expected an array of outcomes/,
    );
  });
});
