// rank checks tasks as compare does (issue 37): logs that name different tasks are refused (exit
// 2 from the CLI), never ranked, and `rank --baseline` never calls a regression on them. Real
// lm-eval samples files: gsm8k (fixtures/readers/lm-eval, modeled) and winogrande and gsm8k
// (fixtures/discover/lm-eval-versions, real).
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rank } from '../../src/engine/index.js';
import { TaskMismatchError } from '../../src/errors.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = new Date('2026-01-15T12:00:00.000Z');
const WINOGRANDE = join(
  ROOT,
  'fixtures/discover/lm-eval-versions/winogrande/candidate/llama3.1-pro16-0827-Inst-nc-chat_241016/samples_winogrande_2024-12-23T13-34-22.211412.jsonl',
);
const WINOGRANDE_OLD = join(
  ROOT,
  'fixtures/discover/lm-eval-versions/winogrande/baseline/llama3.1-pro16-0827-Inst-nc-chat_241016/samples_winogrande_2024-12-23T13-17-27.691350.jsonl',
);
const GSM8K = join(
  ROOT,
  'fixtures/discover/lm-eval-versions/gsm8k/candidate/samples_gsm8k_2025-09-09T13-31-53.431753.jsonl',
);

describe('rank checks that every model ran the same task', () => {
  it('refuses a model whose log is another task, with or without a baseline', async () => {
    // Before: gsm8k ranked against a file of winogrande (whose doc ids could well coincide), and
    // with --baseline the verdict could be a regression (exit 1). The check comes before the ids
    // are aligned.
    for (const baseline of [undefined, { name: 'release', paths: [WINOGRANDE] }]) {
      const error = await rank({
        models: [
          ...(baseline === undefined ? [{ name: 'release', paths: [WINOGRANDE] }] : []),
          { name: 'ckpt', paths: [GSM8K] },
        ],
        ...(baseline !== undefined ? { baseline } : {}),
        cwd: ROOT,
        now: NOW,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TaskMismatchError);
      expect((error as Error).message).toMatch(
        /the candidate's lm-eval log is task "gsm8k" and the baseline's \(release=.*samples_winogrande_2024-12-23T13-34-22\.211412\.jsonl\) is task "winogrande"; different tasks are not compared \(pass --allow-task-mismatch to compare them anyway\)\./,
      );
    }
  });

  it('ranks them with a warning under allow-task-mismatch, and the same task of two versions without one', async () => {
    // A renamed copy of the real file: the same documents, named task arc_easy.
    const dir = mkdtempSync(join(tmpdir(), 'scorio-rank-'));
    const renamed = join(dir, 'samples_arc_easy_2024-12-23T13-34-22.211412.jsonl');
    copyFileSync(WINOGRANDE, renamed);
    const allowed = await rank({
      models: [
        { name: 'release', paths: [WINOGRANDE] },
        { name: 'ckpt', paths: [renamed] },
      ],
      allowTaskMismatch: true,
      cwd: ROOT,
      now: NOW,
    });
    expect(allowed.warnings.join('\n')).toMatch(
      /ckpt: compared although the candidate's lm-eval log is task "arc_easy" and the baseline's \(release=.*\) is task "winogrande" \(allow-task-mismatch\)\./,
    );
    // winogrande of two lm-eval versions (acc, then exact_match of get-answer): same documents.
    const same = await rank({
      models: [
        { name: 'old', paths: [WINOGRANDE_OLD] },
        { name: 'new', paths: [WINOGRANDE] },
      ],
      cwd: ROOT,
      now: NOW,
    });
    expect(same.boards[0]?.models.map((m) => m.name).sort()).toEqual(['new', 'old']);
    expect(same.warnings.join('\n')).not.toMatch(/compared although/);
  });
});
