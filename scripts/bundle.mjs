// Builds the committed bundles with esbuild: dist/index.js (the action), dist/cli.js (the CLI)
// and the chunks they load on demand (dist/chunks/). ESM code splitting turns every dynamic
// import() into a chunk, so a command loads only its own code: `scorio-eval --version` evaluates
// the CLI shell and nothing else, and only the action loads the GitHub toolkit. The output is
// self-contained (no node_modules at run time) and deterministic (the dist check compares it
// byte for byte). dist/licenses.txt gathers the licences of every bundled package.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const banner = {
  // CommonJS dependencies call require() for Node's built-ins; an ES module has no require.
  js: "import { createRequire as __scorioRequire } from 'node:module'; const require = __scorioRequire(import.meta.url);",
};

// `--standalone-cli FILE`: the CLI as one file with nothing beside it (the release asset), the
// dynamic imports inlined. dist/ is not touched.
const standaloneFlag = process.argv.indexOf('--standalone-cli');
if (standaloneFlag >= 0) {
  const outfile = process.argv[standaloneFlag + 1];
  if (!outfile) throw new Error('--standalone-cli needs a file name');
  await build({
    entryPoints: ['src/cli/index.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    banner,
  });
  process.exit(0);
}

// `--out DIR` builds elsewhere (tests that need a fresh bundle without touching dist/).
const outFlag = process.argv.indexOf('--out');
const distDir = outFlag >= 0 ? process.argv[outFlag + 1] : 'dist';
if (!distDir) throw new Error('--out needs a directory');
rmSync(distDir, { recursive: true, force: true });
mkdirSync(distDir, { recursive: true });

const result = await build({
  entryPoints: { index: 'src/action/index.ts', cli: 'src/cli/index.ts' },
  outdir: distDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  minify: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  banner,
});
writeFileSync(join(distDir, 'package.json'), '{ "type": "module" }\n');

// The licences of the bundled packages, one section each, sorted by name.
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
  if (m && !packages.has(m[2])) packages.set(m[2], m[1]);
}
const sections = [];
for (const [name, dir] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
  const text = file
    ? readFileSync(join(dir, file), 'utf8').trim()
    : `License: ${pkg.license ?? 'see the package'}`;
  sections.push(`${name}@${pkg.version} (${pkg.license ?? 'unknown'})\n\n${text}\n`);
}
writeFileSync(join(distDir, 'licenses.txt'), sections.join('\n' + '-'.repeat(72) + '\n\n'));
if (!existsSync(join(distDir, 'cli.js'))) throw new Error('bundle: dist/cli.js was not written');
