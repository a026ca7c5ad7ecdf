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

// @actions/core imports its OIDC client (and with it @actions/http-client, undici and tunnel:
// 450 KB evaluated at start) and @actions/exec at the top of the module, for getIDToken() and
// `platform`, which the action never calls. These packages have no side effects a caller relies
// on; marking them so lets esbuild drop them when nothing uses them (and keep them, in their own
// chunk, where the proxy support in src/github/octokit.ts imports undici).
const SIDE_EFFECT_FREE =
  /^(?:@actions\/(?:http-client|exec|io)|undici|tunnel)(?:\/|$)|^\.\/(?:oidc-utils|platform)\.js$/;
const sideEffectFree = {
  name: 'side-effect-free',
  setup(builder) {
    builder.onResolve({ filter: SIDE_EFFECT_FREE }, async (args) => {
      if (args.pluginData === 'resolved') return undefined;
      if (args.path.startsWith('./') && !/[\\/]@actions[\\/]core[\\/]/.test(args.importer))
        return undefined;
      const resolved = await builder.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: 'resolved',
      });
      return { ...resolved, sideEffects: false };
    });
  },
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
  plugins: [sideEffectFree],
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
