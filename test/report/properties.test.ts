import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCode, escapeMarkdown, renderMarkdown } from '../../src/report/index.js';
import { largeReport } from './scenarios.js';

/** Characters that matter to Markdown, HTML, mentions and autolinks, mixed with letters. */
const hostile = fc.string({
  unit: fc.constantFrom(...'<>&|[]()!`*_~$#@:/.w-+=\\\n\r\t\u202e 01aZGH'.split('')),
  maxLength: 60,
});

describe('escapeMarkdown (property)', () => {
  it('never lets through HTML, cells, links, code, mentions, refs or newlines', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const out = escapeMarkdown(text);
        expect(out).not.toMatch(/[<>\n\r\t\u202e]/);
        // Every | [ ] ` * _ ~ $ is backslash-escaped.
        expect(out).not.toMatch(/(^|[^\\])[|[\]`*_~$]/);
        // Every # and every @ is followed by a zero-width space, except the @ of a metric name
        // like `pass@4`: a letter or digit before it (no mention) and digits after it that no dot
        // continues (no e-mail autolink).
        const bare = out.replace(/[@#]&#8203;/g, '');
        expect(bare).not.toMatch(/#/);
        expect(bare.replace(/(?<=[A-Za-z0-9])@\d+(?![\w.@-])/g, '')).not.toMatch(/@/);
        // No URL scheme separator or www. survives intact.
        expect(out).not.toMatch(/:\/\//);
        expect(out).not.toMatch(/www\./i);
        // An & is ours (entity) or escaped.
        expect(out).not.toMatch(/&(?!amp;|lt;|gt;|#8203;)/);
      }),
      { numRuns: 2000, seed: 42 },
    );
  });

  it('escapeCode never lets a backtick or a newline through', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(escapeCode(text)).not.toMatch(/[`\n\r]/);
      }),
      { numRuns: 1000, seed: 42 },
    );
  });
});

describe('renderMarkdown size limit (property)', () => {
  it('any limit >= 2000 is respected, with paired fences and whole table rows', () => {
    const data = largeReport(120, 30);
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 60_000 }), (limit) => {
        const md = renderMarkdown(data, { maxLength: limit });
        expect(md.length).toBeLessThanOrEqual(limit);
        expect(md.split('\n').filter((l) => l.startsWith('```')).length % 2).toBe(0);
        for (const line of md.split('\n'))
          if (line.startsWith('| ')) expect(line.endsWith(' |')).toBe(true);
        expect(md.split('\n')[0]).toMatch(/^### /);
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});

describe('escapeMarkdown: metric names keep their @', () => {
  it('leaves pass@4 and maj@16 as typed, breaks mentions and e-mail-like text', () => {
    expect(escapeMarkdown('pass@4')).toBe('pass@4');
    expect(escapeMarkdown('maj@16 (report-only)')).toBe('maj@16 (report-only)');
    expect(escapeMarkdown('@team')).toBe('@&#8203;team');
    expect(escapeMarkdown('x @4')).toBe('x @&#8203;4');
    expect(escapeMarkdown('a@4.com')).toBe('a@&#8203;4.com');
    expect(escapeMarkdown('a@4b')).toBe('a@&#8203;4b');
  });
});
