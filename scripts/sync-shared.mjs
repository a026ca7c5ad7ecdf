#!/usr/bin/env node
/**
 * Refreshes the repository's copies of the project's shared test data, or checks them:
 *
 *   node scripts/sync-shared.mjs <shared-folder>          # copy conformance/*.json and fixtures/
 *   node scripts/sync-shared.mjs <shared-folder> --check  # exit 1 when a copy differs or is missing
 *
 * The suite never reads outside the repository: it reads test/conformance/ (the reference
 * vectors) and fixtures/logs/ (real eval logs + MANIFEST.json). This script is how those copies
 * follow the originals; it is not part of `npm test`.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [source, flag] = process.argv.slice(2);
if (source === undefined || (flag !== undefined && flag !== '--check')) {
  console.error('usage: node scripts/sync-shared.mjs <shared-folder> [--check]');
  process.exit(2);
}
const check = flag === '--check';

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// What is copied: the conformance vectors and their README; the fixtures' data files, manifest
// and README (not the derive/ scripts).
const pairs = [
  ...walk(join(source, 'conformance')).map((f) => [
    f,
    join(root, 'test/conformance', relative(join(source, 'conformance'), f)),
  ]),
  ...walk(join(source, 'fixtures'))
    .filter((f) => !relative(join(source, 'fixtures'), f).startsWith('derive'))
    .filter((f) => !f.endsWith('README.md'))
    .map((f) => [f, join(root, 'fixtures/logs', relative(join(source, 'fixtures'), f))]),
];

let differ = 0;
for (const [from, to] of pairs) {
  let same = false;
  try {
    same = readFileSync(from).equals(readFileSync(to));
  } catch {
    same = false;
  }
  if (same) continue;
  differ++;
  if (check) console.error(`differs or missing: ${relative(root, to)}`);
  else {
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    console.log(`copied ${relative(root, to)}`);
  }
}
if (check) {
  console.log(differ === 0 ? `all ${pairs.length} copies are up to date` : `${differ} differ`);
  process.exit(differ === 0 ? 0 : 1);
}
