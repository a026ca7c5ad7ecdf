/**
 * Release checks and notes, used by .github/workflows/release.yml (see RELEASING.md):
 *
 *   tsx scripts/release.ts check vX.Y.Z   the tag equals package.json's version and TOOL_VERSION,
 *                                         and CHANGELOG.md has a section for it
 *   tsx scripts/release.ts notes vX.Y.Z   prints that section (the GitHub Release's notes)
 *
 * The pure functions are exported for the tests (test/release.test.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

/** The version of a release tag `vX.Y.Z` and the tags that move with it (`vX`, `vX.Y`). */
export function parseTag(tag: string): { version: string; major: string; minor: string } {
  const m = TAG.exec(tag);
  if (m === null) throw new Error(`tag "${tag}" is not a release tag vX.Y.Z`);
  return { version: `${m[1]}.${m[2]}.${m[3]}`, major: `v${m[1]}`, minor: `v${m[1]}.${m[2]}` };
}

/**
 * The body of CHANGELOG.md's section for `version`: from its heading (`## [X.Y.Z]` or
 * `## X.Y.Z`, anything after) to the next `## ` heading, trimmed. Undefined when there is none.
 */
export function releaseNotes(changelog: string, version: string): string | undefined {
  const lines = changelog.split(/\r?\n/);
  const escaped = version.replace(/\./g, '\\.');
  const heading = new RegExp(`^## \\[?${escaped}\\]?(\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return undefined;
  let end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  if (end < 0) end = lines.length;
  // Link definitions at the end of the file ([1.0.0]: https://...) belong to no section.
  const body = lines
    .slice(start + 1, end)
    .filter((line) => !/^\[[^\]]+\]:\s/.test(line))
    .join('\n')
    .trim();
  return body === '' ? undefined : body;
}

/** Every reason the tag cannot be released as things stand; empty when it can. */
export function releaseProblems(input: {
  tag: string;
  packageVersion: string;
  toolVersion: string;
  changelog: string;
}): string[] {
  let version: string;
  try {
    ({ version } = parseTag(input.tag));
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  if (input.packageVersion !== version)
    problems.push(`package.json's version is ${input.packageVersion}, the tag says ${version}`);
  if (input.toolVersion !== version)
    problems.push(
      `TOOL_VERSION (src/engine/version.ts) is ${input.toolVersion}, the tag says ${version}`,
    );
  if (releaseNotes(input.changelog, version) === undefined)
    problems.push(`CHANGELOG.md has no non-empty section "## [${version}]"`);
  return problems;
}

function main(argv: readonly string[]): number {
  const [command, tag] = argv;
  if ((command !== 'check' && command !== 'notes') || tag === undefined) {
    process.stderr.write('usage: tsx scripts/release.ts check|notes vX.Y.Z\n');
    return 2;
  }
  const changelog = readFileSync('CHANGELOG.md', 'utf8');
  if (command === 'notes') {
    const notes = releaseNotes(changelog, parseTag(tag).version);
    if (notes === undefined) {
      process.stderr.write(`release: CHANGELOG.md has no section for ${tag}\n`);
      return 1;
    }
    process.stdout.write(`${notes}\n`);
    return 0;
  }
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const versionSource = readFileSync('src/engine/version.ts', 'utf8');
  const toolVersion = /TOOL_VERSION = '([^']*)'/.exec(versionSource)?.[1] ?? '(not found)';
  const problems = releaseProblems({ tag, packageVersion: pkg.version, toolVersion, changelog });
  for (const problem of problems) process.stderr.write(`release: ${problem}\n`);
  if (problems.length === 0) process.stdout.write(`release: ${tag} is ready\n`);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
