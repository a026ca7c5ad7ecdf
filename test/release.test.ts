import { describe, expect, it } from 'vitest';
import { parseTag, releaseNotes, releaseProblems } from '../scripts/release.js';

const CHANGELOG = `# Changelog

## [Unreleased]

- not yet

## [1.2.0] - 2026-12-01

### Added
- rule: paired

## 1.1.3

- fix

[1.2.0]: https://github.com/scorio/eval-action/compare/v1.1.3...v1.2.0
`;

describe('release script', () => {
  it('parses release tags and names the tags that move', () => {
    expect(parseTag('v1.2.0')).toEqual({ version: '1.2.0', major: 'v1', minor: 'v1.2' });
    expect(() => parseTag('v1.2')).toThrow('not a release tag vX.Y.Z');
    expect(() => parseTag('v1.2.0-rc.1')).toThrow('not a release tag');
  });

  it("extracts a version's section of the changelog, without the link definitions", () => {
    expect(releaseNotes(CHANGELOG, '1.2.0')).toBe('### Added\n- rule: paired');
    expect(releaseNotes(CHANGELOG, '1.1.3')).toBe('- fix');
    expect(releaseNotes(CHANGELOG, '1.1.0')).toBeUndefined();
    // 1.2.0 must not match 1.2.00 or 11.2.0.
    expect(releaseNotes('## [11.2.0]\n- x\n', '1.2.0')).toBeUndefined();
  });

  it('lists every problem: versions that differ from the tag, a missing section', () => {
    expect(
      releaseProblems({
        tag: 'v1.2.0',
        packageVersion: '1.2.0',
        toolVersion: '1.2.0',
        changelog: CHANGELOG,
      }),
    ).toEqual([]);
    expect(
      releaseProblems({
        tag: 'v1.3.0',
        packageVersion: '1.2.0',
        toolVersion: '1.1.3',
        changelog: CHANGELOG,
      }),
    ).toEqual([
      "package.json's version is 1.2.0, the tag says 1.3.0",
      'TOOL_VERSION (src/engine/version.ts) is 1.1.3, the tag says 1.3.0',
      'CHANGELOG.md has no non-empty section "## [1.3.0]"',
    ]);
  });
});
