// Builds the committed bundles: dist/index.js (the action) and dist/cli.js (the CLI).
// ncc writes one folder per entry; we keep one file per entry so that `node dist/cli.js`
// and `runs.main: dist/index.js` work with no node_modules.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const entries = [
  { source: 'src/action/index.ts', target: 'index.js' },
  { source: 'src/cli/index.ts', target: 'cli.js' },
];

// `--out DIR` builds elsewhere (tests that need a fresh bundle without touching dist/).
const outFlag = process.argv.indexOf('--out');
const distDir = outFlag >= 0 ? process.argv[outFlag + 1] : 'dist';
if (!distDir) throw new Error('--out needs a directory');
rmSync(distDir, { recursive: true, force: true });
mkdirSync(distDir, { recursive: true });
for (const { source, target } of entries) {
  const out = mkdtempSync(join(tmpdir(), 'scorio-ncc-'));
  execFileSync(
    process.execPath,
    [
      'node_modules/@vercel/ncc/dist/ncc/cli.js',
      'build',
      source,
      '-o',
      out,
      '--minify',
      '--quiet',
      '--license',
      'licenses.txt',
    ],
    { stdio: 'inherit' },
  );
  const files = readdirSync(out).filter(
    (f) => f !== 'package.json' && f !== 'licenses.txt' && f !== 'index.js',
  );
  if (files.length > 0)
    throw new Error(`ncc emitted extra files for ${source}: ${files.join(', ')}`);
  copyFileSync(join(out, 'index.js'), join(distDir, target));
  // ncc writes licenses.txt only when third-party code was bundled.
  if (existsSync(join(out, 'licenses.txt')))
    copyFileSync(
      join(out, 'licenses.txt'),
      join(distDir, target.replace(/\.js$/, '.licenses.txt')),
    );
  rmSync(out, { recursive: true, force: true });
}
writeFileSync(join(distDir, 'package.json'), '{ "type": "module" }\n');
