/**
 * The one confinement function (src/readers/confine.ts) every path a pull request controls goes
 * through: lexically inside, every symbolic link along the path followed, not in `.git`.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { confine, confinementOf } from '../../src/readers/confine.js';

const root = mkdtempSync(join(tmpdir(), 'scorio-confine-'));
const ws = join(root, 'ws');
const out = join(root, 'out');
mkdirSync(join(ws, 'evals'), { recursive: true });
mkdirSync(join(ws, '.git'));
mkdirSync(out);
writeFileSync(join(ws, 'evals/a.csv'), 'x');
writeFileSync(join(ws, '.git/config'), '[http]\n\textraheader = AUTHORIZATION: basic x\n');
writeFileSync(join(out, 'secret'), 'x');
symlinkSync(out, join(ws, 'linked-dir'));
symlinkSync(join(out, 'secret'), join(ws, 'linked-file'));
symlinkSync(join(ws, 'linked-file'), join(ws, 'chain'));
symlinkSync(join(ws, 'evals'), join(ws, 'inside-dir'));
symlinkSync('../.git/config', join(ws, 'evals/git-config'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const c = confinementOf(ws);
const refusal = (path: string): string => {
  try {
    confine(c, path, ws);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error(`${path} was not refused`);
};

describe('confine', () => {
  it('returns the real path of what stays inside, links inside followed', () => {
    expect(confine(c, 'evals/a.csv', ws)).toMatch(/ws\/evals\/a\.csv$/);
    expect(confine(c, 'inside-dir/a.csv', ws)).toMatch(/ws\/evals\/a\.csv$/);
    // A file that does not exist yet is judged by its folder.
    expect(confine(c, 'evals/new.csv', ws)).toMatch(/ws\/evals\/new\.csv$/);
  });

  it('refuses what leaves lexically or through a link at any component', () => {
    expect(refusal('../out/secret')).toMatch(/^\.\.\/out\/secret: is outside the workspace/);
    expect(refusal(join(out, 'secret'))).toMatch(/is outside the workspace/);
    expect(refusal('linked-file')).toMatch(/^linked-file: resolves to ".*out\/secret", outside/);
    expect(refusal('chain')).toMatch(/resolves to ".*out\/secret", outside/);
    expect(refusal('linked-dir/secret')).toMatch(/resolves to ".*out\/secret", outside/);
    // Even where nothing exists: the folder leads out.
    expect(refusal('linked-dir/missing.yml')).toMatch(/resolves to ".*out\/missing\.yml", outside/);
  });

  it("refuses the workspace's git directory, directly or through a link", () => {
    expect(refusal('.git/config')).toMatch(/in the git directory of the workspace: refused/);
    expect(refusal('evals/git-config')).toMatch(/in the git directory of the workspace/);
  });
});
