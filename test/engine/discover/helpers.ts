// Folder layouts for the discovery tests: the committed real folders (fixtures/discover, sources
// and licences in its README) and temp copies the tests change (a file removed, a duplicate).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverFolder } from '../../../src/engine/discover/registry.js';
import type { FolderDiscovery, TimestampsMode } from '../../../src/engine/discover/types.js';
import type { ReadOptions } from '../../../src/readers/types.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DISCOVER = join(ROOT, 'fixtures', 'discover');
export const READERS = join(ROOT, 'fixtures', 'readers');

export const LM_EVAL_MODEL =
  'RylanSchaeffer__mem_Qwen3-93M_minerva_math_rep_0_sbst_1.0000_epch_1_ot_1';
export const MODELED = 'modeled__mmlu-gsm8k';

/** A fresh temp folder. */
export function temp(): string {
  return mkdtempSync(join(tmpdir(), 'scorio-discover-'));
}

/** A temp copy of a fixture folder (`fixtures/discover/<rel>`), to change. */
export function copyOf(rel: string): string {
  const dir = join(temp(), rel.replaceAll('/', '_'));
  cpSync(join(DISCOVER, rel), dir, { recursive: true });
  return dir;
}

/** Writes `data` at `rel` under `dir`, creating folders. */
export function put(dir: string, rel: string, data: string | Uint8Array): string {
  const path = join(dir, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  return path;
}

export function remove(dir: string, rel: string): void {
  rmSync(join(dir, rel), { force: true, recursive: true });
}

/** `discoverFolder` with the defaults a run uses. */
export function discover(
  abs: string,
  options: { maxFiles?: number; timestamps?: TimestampsMode; read?: ReadOptions } = {},
): Promise<FolderDiscovery> {
  return discoverFolder(abs, 'folder', {
    maxFiles: options.maxFiles ?? 10_000,
    maxFilesSetting: '--max-folder-files',
    context: { timestamps: options.timestamps ?? 'newest', userRead: options.read ?? {} },
  });
}
