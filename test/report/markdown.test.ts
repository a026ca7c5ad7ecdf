import { describe, expect, it } from 'vitest';
import {
  COMMENT_LIMIT,
  escapeCode,
  escapeMarkdown,
  renderJson,
  renderMarkdown,
  utf8Length,
} from '../../src/report/index.js';
import { expectGolden, iv, makeReport } from './helpers.js';
import {
  improvementReport,
  largeReport,
  noChangeReport,
  regressionReport,
  unresolvedReport,
} from './scenarios.js';

/** Structural checks every rendering must pass: fences paired, table rows whole, details closed. */
function expectWellFormed(md: string): void {
  const fences = md.split('\n').filter((l) => l.startsWith('```'));
  expect(fences.length % 2).toBe(0);
  // Outside code blocks (where HTML is text anyway).
  const prose = md.replace(/^```[\s\S]*?^```$/gm, '');
  for (const line of prose.split('\n'))
    if (line.startsWith('|')) expect(line.endsWith('|')).toBe(true);
  expect(prose.split('<details>').length).toBe(prose.split('</details>').length);
  expect(prose.split('<details>').length).toBeLessThanOrEqual(2);
}

describe('renderMarkdown golden files', () => {
  it('a regression', () => {
    const md = renderMarkdown(regressionReport());
    expect(md.split('\n')[0]).toBe(
      '### ❌ Credible regression: aime24 bayes 0.712 → 0.620 (-0.092, ρ >0.999)',
    );
    expectWellFormed(md);
    expectGolden('regression.md', md);
  });

  it('an improvement', () => {
    const md = renderMarkdown(improvementReport());
    expect(md.split('\n')[0]).toBe(
      '### ✅ No credible regression · improvement: gsm8k-sample pass@1 0.701 → 0.762 (+0.061, ρ >0.999)',
    );
    expectWellFormed(md);
    expectGolden('improvement.md', md);
  });

  it('no change', () => {
    const md = renderMarkdown(noChangeReport());
    expect(md.split('\n')[0]).toBe(
      '### ✅ No credible regression: no credible change in 2 metrics',
    );
    expect(md).toContain('no number of trials resolves a zero difference');
    expectWellFormed(md);
    expectGolden('no-change.md', md);
  });

  it('an unresolved comparison, with the trial budget', () => {
    const md = renderMarkdown(unresolvedReport());
    // sigma 0.0167 each, delta -0.03, T = 18: 0.03 > 1.96 * 2 * 0.0167 * sqrt(19 / (N' + 3))
    // needs 19 / (N' + 3) < (0.03 / 0.065463)^2 = 0.210015, N' + 3 > 90.47, so N' = 88.
    expect(md).toContain('about 88 trials per question would resolve this.');
    expect(md).toContain('| ➖ unresolved (~88 trials/question) |');
    expect(md).toContain('more trials per question do not shrink (more questions would)');
    expectWellFormed(md);
    expectGolden('unresolved.md', md);
  });

  it('a truncated report', () => {
    const md = renderMarkdown(largeReport(40), {
      maxLength: 4000,
      fullReportHint: 'the job summary',
    });
    expect(md.length).toBeLessThanOrEqual(4000);
    expect(md).toContain('> **⚠️ Report truncated** to fit the 4,000-character limit:');
    expect(md).not.toContain('<details>');
    expectWellFormed(md);
    expectGolden('truncated.md', md);
  });
});

describe('size limits', () => {
  it('drops the details first when that is enough', () => {
    const data = largeReport(3);
    const full = renderMarkdown(data);
    expect(full).toContain('<details>');
    const limit = full.indexOf('<details>') + 400;
    const md = renderMarkdown(data, { maxLength: limit });
    expect(md.length).toBeLessThanOrEqual(limit);
    expect(md).not.toContain('<details>');
    expect(md).toContain('*Details omitted to fit the');
    expect(md).not.toContain('Report truncated');
    expect(md).toContain('#### ➖ bench-002');
  });

  it('keeps a huge report within 65,536 characters, cutting between blocks or table rows', () => {
    const data = largeReport(600, 60);
    const md = renderMarkdown(data);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md.length).toBeGreaterThan(COMMENT_LIMIT - 3000);
    expectWellFormed(md);
    const note = /(\d[\d,]*) of 600 benchmarks shown in full/.exec(md);
    expect(note).not.toBeNull();
    const shown = Number(note?.[1]?.replace(/,/g, ''));
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(600);
    // Every table row that is there is complete (6 cells).
    for (const line of md
      .split('\n')
      .filter((l) => l.startsWith('| ') && l.includes('μ') === false && !l.startsWith('| metric')))
      expect(line.split(' | ').length).toBe(6);
  });

  it('measures UTF-8 bytes for the job summary', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    const data = largeReport(200);
    const md = renderMarkdown(data, { maxLength: 20_000, measure: 'utf8' });
    expect(utf8Length(md)).toBeLessThanOrEqual(20_000);
  });

  it('rejects a tiny limit', () => {
    expect(() => renderMarkdown(regressionReport(), { maxLength: 100 })).toThrow(
      'maxLength must be an integer >= 2000; got 100.',
    );
  });
});

describe('escaping', () => {
  it('escapes Markdown text: no HTML, links, images, tables, code, mentions, refs', () => {
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(escapeMarkdown('[click](https://evil.example)')).toBe(
      '\\[click\\](https:&#8203;//evil.example)',
    );
    expect(escapeMarkdown('![x](y.png)')).toBe('!\\[x\\](y.png)');
    expect(escapeMarkdown('a | b')).toBe('a \\| b');
    expect(escapeMarkdown('`rm -rf`')).toBe('\\`rm -rf\\`');
    expect(escapeMarkdown('@octocat and @org/team')).toBe('@&#8203;octocat and @&#8203;org/team');
    expect(escapeMarkdown('fixes #12, GH-7')).toBe('fixes #&#8203;12, GH-&#8203;7');
    expect(escapeMarkdown('see www.evil.com')).toBe('see www&#8203;.evil.com');
    expect(escapeMarkdown('mail a@b.example')).toBe('mail a@&#8203;b.example');
    expect(escapeMarkdown('line1\nline2\u202Eevil')).toBe('line1 line2 evil');
    expect(escapeMarkdown('**bold** _it_ $x$ ~~s~~ {a}')).toBe(
      '\\*\\*bold\\*\\* \\_it\\_ \\$x\\$ \\~\\~s\\~\\~ \\{a\\}',
    );
    expect(escapeMarkdown('&lt;')).toBe('&amp;lt;');
    expect(escapeMarkdown('x'.repeat(200)).length).toBe(120);
  });

  it('escapes what would open a block at the start of a line', () => {
    expect(escapeMarkdown('- item')).toBe('\\- item');
    expect(escapeMarkdown('+ item')).toBe('\\+ item');
    expect(escapeMarkdown('===')).toBe('\\===');
    expect(escapeMarkdown('12. item')).toBe('12\\. item');
    expect(escapeMarkdown('3) item')).toBe('3\\) item');
    expect(escapeMarkdown('# title')).toBe('#&#8203; title');
    expect(escapeMarkdown('> quote')).toBe('&gt; quote');
    expect(escapeMarkdown('    code')).toBe('code');
    expect(escapeMarkdown('gsm8k-sample v1.2')).toBe('gsm8k-sample v1.2');
  });

  it('escapes code-block text: no backticks, no newlines', () => {
    expect(escapeCode('a`b\n```')).toBe("a'b '''");
  });

  it('escapes hostile benchmark names, metric labels, ids and paths in the whole report', () => {
    const evil = '</details><img src=x>|@admin #1 [a](http://x.y) ```';
    const data = makeReport(
      [
        {
          name: evil,
          metrics: [{ metric: `lbl ${evil}`, baseline: iv(0.7, 0.01), candidate: iv(0.6, 0.01) }],
          changed: [{ id: evil, baseline: 1, candidate: 0 }],
          onlyInBaseline: [evil],
        },
      ],
      {},
      [`warning ${evil}`],
    );
    const md = renderMarkdown(data);
    expectWellFormed(md);
    const prose = md.replace(/^```[\s\S]*?^```$/gm, '');
    expect(prose).not.toMatch(/<img/);
    expect(prose.split('</details>').length).toBe(2); // only our own closing tag
    expect(prose).not.toMatch(/@admin/);
    expect(prose).not.toMatch(/#1/);
    expect(prose).not.toMatch(/[^\\]\]\(http/);
    // Inside the code block the name has no backticks.
    const code = md.slice(md.indexOf('```text'), md.indexOf('```\n', md.indexOf('```text') + 3));
    expect(code).toContain('lbl </details><img src=…');
    expect(code.slice(7)).not.toContain('`');
  });
});

describe('renderJson', () => {
  it('writes the versioned schema with everything the decision computed', () => {
    const data = regressionReport();
    const json = JSON.parse(renderJson(data)) as Record<string, unknown> & {
      benchmarks: { comparisons: Record<string, unknown>[] }[];
    };
    expect(json.schema).toBe('scorio-eval-report/1');
    expect(json.verdict).toBe('regression');
    expect(json.settings).toEqual({
      rule: 'overlap',
      confidence: 0.95,
      minConfidence: 0.95,
      margin: 0,
      align: 'intersect',
    });
    expect(json.summary).toEqual({
      benchmarks: 2,
      comparisons: 4,
      regressions: 1,
      improvements: 0,
      withinMargin: 0,
      unresolved: 3,
      reportOnly: 1,
    });
    const bayes = json.benchmarks[0]?.comparisons[0];
    expect(bayes).toMatchObject({
      metric: 'bayes',
      change: 'regression',
      verdict: 'regression',
      fails: true,
      gate: true,
      budget: null,
      uncertainty: 'posterior',
    });
    expect(bayes?.delta).toBeCloseTo(-0.092, 12);
    const pass4 = json.benchmarks[0]?.comparisons[1];
    // 0.02 > 1.96 * 2 * 0.02 * sqrt(19 / (N' + 3)) needs N' + 3 > 291.9: N' = 289.
    expect(pass4?.budget).toEqual({
      kind: 'estimate',
      trials: 289,
      currentTrials: 16,
      approximate: true,
    });
  });

  it('writes an infinite z as null', () => {
    const point = (mu: number) => ({ mu, sigma: 0, lo: mu, hi: mu });
    const data = makeReport([
      { name: 'a', metrics: [{ metric: 'bayes', baseline: point(0.5), candidate: point(0.4) }] },
    ]);
    const json = JSON.parse(renderJson(data)) as {
      benchmarks: { comparisons: { z: unknown; rho: number }[] }[];
    };
    expect(json.benchmarks[0]?.comparisons[0]?.z).toBeNull();
    expect(json.benchmarks[0]?.comparisons[0]?.rho).toBe(1);
  });
});
