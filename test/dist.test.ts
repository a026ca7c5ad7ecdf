/**
 * The committed bundles load per command (scripts/bundle.mjs: esbuild ESM code splitting): the
 * static import graph of each command's chunk, read from dist/, holds only what that command uses.
 * `--version` and `--help` load the CLI shell alone; `score` loads the metrics and, per file, one
 * reader, never the config's YAML and schema libraries; only the action loads the GitHub toolkit.
 * (How long each takes is measured by `npm run bench`, never here.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env['SCORIO_DIST_DIR'] ?? 'dist');
const read = (file: string): string => readFileSync(join(dist, file), 'utf8');

/** The relative imports of a bundle file: static (`from"./x.js"`) and dynamic (`import("./x.js")`). */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = read(file);
  const base = dirname(file);
  const rel = (p: string): string => join(base, p);
  return {
    static: [...text.matchAll(/from\s*"(\.\.?\/[^"]+)"/g)].map((m) => rel(m[1] ?? '')),
    dynamic: [...text.matchAll(/import\("(\.\.?\/[^"]+)"\)/g)].map((m) => rel(m[1] ?? '')),
  };
}

/** Every file a module evaluates before it runs: the closure of its static imports. */
function staticClosure(file: string): string[] {
  const seen = new Set<string>([file]);
  const queue = [file];
  while (queue.length > 0) {
    for (const next of importsOf(queue.pop() as string).static)
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  return [...seen];
}

const textOf = (files: readonly string[]): string => files.map(read).join('\n');
const bytesOf = (files: readonly string[]): number => files.reduce((n, f) => n + read(f).length, 0);

/** Strings only the named library's code contains. */
const MARKERS = {
  yaml: 'yaml.alias', // Symbol.for('yaml.alias')
  zod: '$ZodType',
  octokit: 'octokit',
  zstd: 'invalid zstd data',
  undici: 'UND_ERR_', // undici's error codes
};

function commandChunk(name: string): string {
  const main = importsOf('cli.js').dynamic;
  expect(main).toHaveLength(1);
  const chunk = importsOf(main[0] as string).dynamic.find((f) => f.includes(`/${name}-`));
  expect(chunk, name).toBeDefined();
  return chunk as string;
}

describe('dist/ loads per command', () => {
  it('cli.js and index.js are entries that load one chunk each, dynamically', () => {
    expect(importsOf('cli.js').static).toEqual([]);
    expect(importsOf('cli.js').dynamic).toHaveLength(1);
    expect(importsOf('index.js').static).toEqual([]);
    expect(importsOf('index.js').dynamic).toHaveLength(1);
    expect(read('package.json')).toBe('{ "type": "module" }\n');
    expect(read('licenses.txt')).toMatch(/^@actions\/core@/m);
  });

  it('--version and --help load the CLI shell only (under 16 KB of code, no library)', () => {
    const shell = staticClosure(importsOf('cli.js').dynamic[0] as string);
    expect(bytesOf(shell)).toBeLessThan(16_000);
    const text = textOf(shell);
    for (const marker of Object.values(MARKERS)) expect(text).not.toContain(marker);
  });

  it('score loads neither the config libraries (YAML, schemas) nor any reader up front', () => {
    const score = staticClosure(commandChunk('score'));
    const text = textOf(score);
    expect(text).not.toContain(MARKERS.yaml);
    expect(text).not.toContain(MARKERS.zod);
    expect(text).not.toContain(MARKERS.octokit);
    expect(text).not.toContain(MARKERS.zstd);
    // Each reader is its own dynamic import.
    const readers = score
      .flatMap((f) => importsOf(f).dynamic)
      .filter((f) => /\/(csv-wide|npy|inspect-eval)-/.test(f));
    expect(readers.map((f) => f.replace(/^.*\/|-[A-Z0-9]+\.js$/g, '')).sort()).toEqual([
      'csv-wide',
      'inspect-eval',
      'npy',
    ]);
  });

  it('compare loads the config libraries; only the action loads the GitHub toolkit, and undici only behind a proxy', () => {
    const compare = textOf(staticClosure(commandChunk('compare')));
    expect(compare).toContain(MARKERS.yaml);
    expect(compare).toContain(MARKERS.zod);
    expect(compare).not.toContain(MARKERS.octokit);
    const action = textOf(staticClosure(importsOf('index.js').dynamic[0] as string));
    expect(action).toContain(MARKERS.octokit);
    // undici (400 KB) is loaded only when the runner has a proxy for the API.
    expect(action).not.toContain(MARKERS.undici);
    expect(
      textOf([
        'cli.js',
        'index.js',
        ...readdirSync(join(dist, 'chunks')).map((f) => `chunks/${f}`),
      ]),
    ).toContain(MARKERS.undici);
  });

  it('every file in dist/ is reachable from an entry (no stale chunks)', () => {
    const reachable = new Set<string>();
    const queue = ['cli.js', 'index.js'];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (reachable.has(file)) continue;
      reachable.add(file);
      const { static: s, dynamic: d } = importsOf(file);
      queue.push(...s, ...d);
    }
    const js = [
      ...readdirSync(dist).filter((f) => f.endsWith('.js')),
      ...readdirSync(join(dist, 'chunks')).map((f) => `chunks/${f}`),
    ];
    expect(js.filter((f) => !reachable.has(f))).toEqual([]);
  });
});

describe("Node's compile cache", () => {
  const major = Number(process.versions.node.split('.')[0]);
  const minor = Number(process.versions.node.split('.')[1]);
  const supported = major > 22 || (major === 22 && minor >= 1);

  it(`is ${supported ? 'filled by a run of the CLI' : 'silently off on this Node'} (NODE_COMPILE_CACHE)`, () => {
    const cache = mkdtempSync(join(tmpdir(), 'scorio-compile-cache-'));
    try {
      const env: Record<string, string | undefined> = { ...process.env, NODE_COMPILE_CACHE: cache };
      delete env['NODE_DISABLE_COMPILE_CACHE'];
      const r = spawnSync(process.execPath, [join(dist, 'cli.js'), '--version'], {
        env,
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
      const files = existsSync(cache) ? readdirSync(cache, { recursive: true }) : [];
      if (supported) expect(files.length).toBeGreaterThan(0);
      else expect(files).toEqual([]);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
