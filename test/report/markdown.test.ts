import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_LIMIT,
  escapeCode,
  escapeMarkdown,
  markdownLink,
  renderJson,
  acceptRegressions,
  renderMarkdown,
  renderNoBaseline,
  utf8Length,
} from '../../src/report/index.js';
import { expectGolden, iv, makeReport } from './helpers.js';
import {
  PROVENANCE,
  greenReport,
  improvementReport,
  largeReport,
  mixedReport,
  noChangeReport,
  pairedReport,
  regressionReport,
  trendReport,
  unresolvedReport,
  lostReport,
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
  it('an accepted regression, with a baseline that could not wait for the base commit', () => {
    const judged = regressionReport();
    const report = acceptRegressions(
      {
        ...judged,
        provenance: {
          ...PROVENANCE,
          baseline: {
            ...PROVENANCE.baseline,
            baseRun: {
              outcome: 'timed-out',
              run: { number: 413, url: 'https://github.com/octo/evals/actions/runs/101' },
              waitedSeconds: 1200,
              limitSeconds: 1200,
            },
          },
        },
      },
      { label: 'eval-regression-accepted', by: 'octocat', at: '2026-01-15T14:03:27Z' },
    );
    const md = renderMarkdown(report);
    const lines = md.split('\n');
    expect(lines[0]).toBe('### ☑️ Regression accepted: aime24 accuracy -9.2\u00a0pp');
    expect(lines).toContain(
      '> ☑️ **Accepted:** the label `eval-regression-accepted` accepts 1 credible regression, so the check passes (added by octocat on 2026-01-15 14:03 UTC). Remove the label to gate again.',
    );
    expect(lines).toContain(
      "> ⚠️ The run at the base commit ([#413](https://github.com/octo/evals/actions/runs/101)) was still running after 20 min, so the baseline comes from an earlier run of the base branch; the baseline is 3 commits behind this pull request's base (`0123456`): changes merged into the base branch since then count as this pull request's.",
    );
    expect(md).toContain('| ☑️ accepted |');
    expect(md).toContain('- **aime24**: `aime24-07` 15/16 → 4/16');
    expect(report.summary).toMatchObject({ regressions: 0, accepted: 1 });
    expectWellFormed(md);
    expectGolden('accepted.md', md);
  });

  it('a regression: the headline names it, the table leads with it, the questions that broke', () => {
    const md = renderMarkdown(regressionReport());
    expect(md.split('\n')[0]).toBe('### ❌ Credible regression: aime24 accuracy -9.2\u00a0pp');
    expect(md).toContain('- **aime24**: `aime24-07` 15/16 → 4/16; `aime24-19` 12/16 → 5/16');
    expectWellFormed(md);
    expectGolden('regression.md', md);
  });

  it('a mixed run: severity order, four verdicts, one chart, provenance footer', () => {
    const md = renderMarkdown(mixedReport());
    expect(md.split('\n')[0]).toBe(
      '### ❌ Credible regression: gsm8k-sample pass@1 -6.0\u00a0pp, gsm8k-sample accuracy -5.9\u00a0pp',
    );
    // Rows: regressions, then the drop the gate cannot tell, the improvement, the rest.
    const rows = md
      .split('<details>')[0]
      ?.split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| benchmark'))
      .map((l) => l.split(' | ').slice(0, 2).join(' ').slice(2));
    expect(rows).toEqual([
      'gsm8k-sample pass@1',
      'gsm8k-sample accuracy',
      'aime24 accuracy',
      'humaneval pass@1',
      'zebra-qa accuracy',
    ]);
    for (const word of [
      '❌ regression',
      "❓ can't tell",
      '✅ improvement',
      '➖ no credible change',
    ])
      expect(md).toContain(word);
    // One chart, one legend.
    expect(md.match(/```text/g)).toHaveLength(1);
    expect(md).toContain(
      '<sub>baseline artifact evals, [run #412](https://github.com/octo/evals/actions/runs/99), main, [`a1b2c3d`](https://github.com/octo/evals/commit/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678), 2.5 days old, 3 commits behind the base · candidate [`fedcba9`]',
    );
    expect(md).toContain('[workflow run](https://github.com/octo/evals/actions/runs/100)');
    expectWellFormed(md);
    expectGolden('mixed.md', md);
  });

  it('a baseline behind the base and older than max-baseline-age, with a trend', () => {
    const md = renderMarkdown(trendReport());
    expect(md).toContain(
      "> ⚠️ The baseline is 3 commits behind this pull request's base (`0123456`): changes merged into the base branch since then count as this pull request's; the baseline is 20 days old, older than max-baseline-age (14 days).",
    );
    expect(md).toContain(
      '- **gsm8k-sample accuracy**: `▄▅▄▅▆` baseline over runs #&#8203;408–#&#8203;412 (67.2–70.1) → candidate 64.2; this baseline 70.1 [68.3, 71.9]',
    );
    expectWellFormed(md);
    expectGolden('trend.md', md);
  });

  it('no baseline yet: what was looked for, and how the baseline will appear', () => {
    const md = renderNoBaseline({
      artifact: 'evals <b>@team</b>',
      workflow: 'eval.yml',
      branch: 'main',
      reason:
        'no successful run of "eval.yml" on "main" at or before the pull request\'s base commit 0123456 uploaded the artifact "evals"',
      outcome: 'warn',
      candidate: PROVENANCE.candidate,
      workflowRun: PROVENANCE.workflowRun,
      tool: { name: 'scorio-eval', version: '0.1.0' },
    });
    expect(md).not.toMatch(/<b>|@team/);
    expectGolden('no-baseline.md', md);
  });

  it('an all-green run collapses to two lines plus the details (and the baseline caveat)', () => {
    const md = renderMarkdown(greenReport());
    const [first, , second, , third, , fourth] = md.split('\n');
    expect(first).toBe('### ✅ No credible regression: no credible change in 2 gated comparisons');
    expect(second).toMatch(/^\*\*scorio eval\*\* · 2 benchmarks · 2 gated comparisons: /);
    // The baseline is 3 commits behind the base: that caveat stays in sight.
    expect(third).toMatch(/^> ⚠️ The baseline is 3 commits behind/);
    expect(fourth).toBe('<details>');
    expectWellFormed(md);
    expectGolden('green.md', md);
  });

  it('an improvement', () => {
    const md = renderMarkdown(improvementReport());
    expect(md.split('\n')[0]).toBe(
      '### ✅ No credible regression · improvement: gsm8k-sample pass@1 +6.1\u00a0pp, gsm8k-sample accuracy +6.0\u00a0pp',
    );
    expectWellFormed(md);
    expectGolden('improvement.md', md);
  });

  it('no change: identical means get no trial advice', () => {
    const md = renderMarkdown(noChangeReport());
    expect(md.split('\n')[0]).toMatch(/^### ✅ No credible regression/);
    expect(md).not.toContain('**Trial budget**');
    expectWellFormed(md);
    expectGolden('no-change.md', md);
  });

  it("can't tell, with the trial budget as a power statement", () => {
    const md = renderMarkdown(unresolvedReport());
    expect(md.split('\n')[0]).toMatch(
      /^### ❓ No credible regression found, but the gate cannot see drops smaller than [\d.]+ points in 2 comparisons · ⚠️ candidate lost 2 of 32 questions \(2 missing from its files\)$/,
    );
    expect(md).toMatch(/trials per question would detect a drop of this size with 80% power\./);
    expect(md).toContain('more trials per question do not shrink (more questions would)');
    expectWellFormed(md);
    expectGolden('unresolved.md', md);
  });

  it('rule paired with Holm: p-values, K and the bound, and where paired does not apply', () => {
    const md = renderMarkdown(pairedReport());
    expect(md).toContain('rule paired (α = 0.01, one-sided) · false alarms ≤ 1% per run (Holm)');
    expect(md).toContain('| 0.0 | n/a (corpus-level) |');
    expect(md).toContain('**n/a (corpus-level)**: rule paired tests per-question scores');
    expect(md).not.toContain('NaN');
    expect(md).toContain('multiple comparisons holm (K = 3 gated)');
    expectWellFormed(md);
    expectGolden('paired.md', md);
  });

  it('questions lost to errors are in the headline, per benchmark under it, with the errors setting', () => {
    const md = renderMarkdown(lostReport());
    expect(md.split('\n')[0]).toMatch(/ · ⚠️ candidate lost 15 of 50 questions to errors$/);
    expect(md).toContain(
      '> ⚠️ **Lost questions** · **generalized-math**: candidate 15 of 50 questions (15 errored trials). Errored and unrun trials count as failures (`errors: fail`; `errors: missing` would leave them out).',
    );
    expectWellFormed(md);
    expectGolden('lost.md', md);
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
    expect(md).toContain('| bench-002');
  });

  it('keeps 200 benchmarks within 65,536 characters: the rises folded into one line', () => {
    // Of the 600 comparisons, the rises where the rule called no change are one line: bayes
    // rises on the 171 benchmarks with i % 7 != 3, maj@8 on all 200. The table keeps the 29 bayes
    // regressions and the 200 pass@4 drops the gate cannot tell.
    const md = renderMarkdown(largeReport(200, 60));
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expectWellFormed(md);
    expect(md).toContain('➖ **No change called** in 371 gated comparisons');
    expect(md.split('\n').filter((l) => l.startsWith('| bench-'))).toHaveLength(29 + 200);
  });

  it('keeps 600 benchmarks within 65,536 characters, cutting between table rows', () => {
    const data = largeReport(600, 60);
    const md = renderMarkdown(data);
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expectWellFormed(md);
    const note = /(\d[\d,]*) of 1,800 gated comparisons shown/.exec(md);
    expect(note).not.toBeNull();
    const shown = Number(note?.[1]?.replace(/,/g, ''));
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThan(600);
    // Every table row that is there is complete (5 cells), and the regressions come first.
    const rows = md.split('\n').filter((l) => l.startsWith('| bench-'));
    expect(rows).toHaveLength(shown);
    for (const line of rows) expect(line.split(' | ')).toHaveLength(5);
    expect(rows[0]).toContain('❌ regression');
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

describe('question links', () => {
  it('links ids through an http(s) template, URL-encoded; anything else stays plain text', () => {
    const data = mixedReport();
    const md = renderMarkdown(data, { questionsUrl: 'https://hf.co/viewer?q={id}' });
    expect(md).toContain('[`gsm8k-109`](https://hf.co/viewer?q=gsm8k-109) 8/8 → 2/8');
    const evil = makeReport([
      {
        name: 'b',
        metrics: [{ metric: 'bayes', baseline: iv(0.7, 0.01), candidate: iv(0.6, 0.01) }],
        broken: [{ id: 'a b)](javascript:x)', baseline: 16, candidate: 0 }],
      },
    ]);
    const linked = renderMarkdown(evil, { questionsUrl: 'https://v.example/{id}' });
    // In the questions that broke the id is a code span (inert inside, and binding tighter than the
    // link's brackets): the one link is the template's, with the id URL-encoded.
    expect(linked).toContain(
      '[`a b)](javascript:x)`](https://v.example/a%20b%29%5D%28javascript%3Ax%29) 16/16 → 0/16',
    );
    // Parentheses encoded too: an unbalanced `)` would end the link's destination early.
    expect(linkUrls(linked)).toEqual(['https://v.example/a%20b%29%5D%28javascript%3Ax%29']);
    for (const template of [
      'javascript:alert(1)//{id}',
      'https://x.example/no-placeholder',
      'ftp://x/{id}',
    ]) {
      const plainIds = renderMarkdown(evil, { questionsUrl: template });
      expect(plainIds).toContain('`a b)](javascript:x)` 16/16 → 0/16');
      expect(linkUrls(plainIds)).toEqual([]);
    }
  });

  it('numeric ids in the questions that broke are boxed: `0` 1/1 → 0/1, not 0 1/1 → 0/1', () => {
    const md = renderMarkdown(
      makeReport([
        {
          name: 'b',
          trials: 1,
          metrics: [{ metric: 'bayes', baseline: iv(0.7, 0.01), candidate: iv(0.6, 0.01) }],
          broken: [
            { id: '0', baseline: 1, candidate: 0 },
            { id: '1', baseline: 1, candidate: 0 },
          ],
        },
      ]),
    );
    expect(md).toContain('- **b**: `0` 1/1 → 0/1; `1` 1/1 → 0/1');
  });
});

describe('question text in the questions that broke', () => {
  it('shows what each question asked, where its log holds it: plain text in a code span, capped', () => {
    // Before: lm-eval's ids are bare document numbers (`17 1/1 → 0/1`), which say nothing.
    const md = renderMarkdown(
      makeReport([
        {
          name: 'gsm8k',
          trials: 1,
          metrics: [{ metric: 'bayes', baseline: iv(0.7, 0.01), candidate: iv(0.6, 0.01) }],
          broken: [
            {
              id: '17',
              baseline: 1,
              candidate: 0,
              text: 'Janet’s ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins',
            },
            { id: '18', baseline: 1, candidate: 0, text: 'Use `rm -rf` </details> @team\nnow' },
            { id: '19', baseline: 1, candidate: 0 },
          ],
        },
      ]),
    );
    expect(md).toContain(
      "- **gsm8k**: `17` 1/1 → 0/1 (`Janet’s ducks lay 16 eggs per day. She eats three for break…`); `18` 1/1 → 0/1 (`Use 'rm -rf' </details> @team now`); `19` 1/1 → 0/1",
    );
  });
});

/** Every link's URL in GitHub-flavoured Markdown, as GitHub's parser (micromark + GFM) reads it. */
function linkUrls(markdown: string): string[] {
  const urls: string[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'link') urls.push(node.url);
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return urls;
}

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

  it('builds links whose URL nothing can leave: every character Markdown reads there encoded', () => {
    expect(markdownLink('x', 'https://v.example/?q=x)(www.evil.test)')).toBe(
      '[x](https://v.example/?q=x%29%28www.evil.test%29)',
    );
    expect(markdownLink('a', 'https://v.example/a b|c<d>[e]\\f`g"h\'i!j*k')).toBe(
      '[a](https://v.example/a%20b%7Cc%3Cd%3E%5Be%5D%5Cf%60g%22h%27i%21j%2Ak)',
    );
    // Percent escapes already there stay; a lone % and non-ASCII are encoded (UTF-8).
    expect(markdownLink('p', 'https://v.example/%41%zz/é😀')).toBe(
      '[p](https://v.example/%41%25zz/%C3%A9%F0%9F%98%80)',
    );
    expect(markdownLink('run #4', 'https://github.com/o/r/actions/runs/4')).toBe(
      '[run #4](https://github.com/o/r/actions/runs/4)',
    );
    for (const url of [
      'javascript:alert(1)',
      'ftp://x.example/',
      'https:///x',
      '',
      null,
      undefined,
    ])
      expect(markdownLink('t', url)).toBe('t');
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
    expect(code).toContain('</details><img src=x>|@admi…');
    expect(code.slice(7)).not.toContain('`');
  });
});

describe('renderJson', () => {
  it('writes the versioned schema with everything the decision computed', () => {
    const data = regressionReport();
    const json = JSON.parse(renderJson(data)) as Record<string, unknown> & {
      benchmarks: { comparisons: Record<string, unknown>[]; usage: unknown[] }[];
    };
    expect(json.schema).toBe('scorio-eval-report/1');
    expect(json.verdict).toBe('regression');
    expect(json.settings).toEqual({
      rule: 'overlap',
      confidence: 0.95,
      minConfidence: 0.95,
      margin: 0,
      align: 'intersect',
      errors: 'fail',
    });
    expect(json.gatedComparisons).toBe(3);
    expect(json.falseAlarmBound).toBeNull();
    expect(json.summary).toEqual({
      benchmarks: 2,
      comparisons: 4,
      regressions: 1,
      improvements: 0,
      withinMargin: 0,
      unresolved: 3,
      negligible: 0,
      cannotTell: 2,
      notApplicable: 0,
      gated: 3,
      reportOnly: 1,
      accepted: 0,
      usageGated: 0,
      usageRegressions: 0,
    });
    // No file of these benchmarks carries usage.
    expect(json.benchmarks.map((b) => b.usage)).toEqual([[], []]);
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
    // 80% power: 0.02 >= 0.02 sqrt(19 / (N' + 3)) (2 x 1.959964 + 0.841621 sqrt 2), i.e.
    // N' + 3 >= 19 x 5.110160^2 = 496.16: N' = 494.
    expect(pass4?.budget).toEqual({
      kind: 'estimate',
      trials: 494,
      currentTrials: 16,
      approximate: true,
    });
    expect(pass4).toMatchObject({ resolution: 'undetectable', pairedNotApplicable: false });
    // The questions that broke are listed whole in the JSON (the comment shows ten).
    expect(
      (json.benchmarks[0] as unknown as { brokenQuestions: unknown[] }).brokenQuestions,
    ).toEqual([
      {
        id: 'aime24-07',
        baseline: { score: 15, trials: 16 },
        candidate: { score: 4, trials: 16 },
        delta: -11 / 16,
      },
      {
        id: 'aime24-19',
        baseline: { score: 12, trials: 16 },
        candidate: { score: 5, trials: 16 },
        delta: -7 / 16,
      },
    ]);
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

describe('one scale per row (every golden report)', () => {
  /** The main table's rows of a report: values, Δ and its interval, in points. */
  function rows(
    markdown: string,
  ): { line: string; b: number; c: number; d: number; lo: number; hi: number }[] {
    const out = [];
    const num = '([+-]?\\d+(?:\\.\\d+)?)';
    const re = new RegExp(
      `^\\| [^|]+ \\| [^|]+ \\| ${num} \\[${num},\\s${num}\\]\\s→\\s${num} \\[${num},\\s${num}\\] \\| ${num}(?: \\[${num},\\s${num}\\])? \\|`,
    );
    for (const line of markdown.split('\n')) {
      const m = re.exec(line.replace(/\u00a0/g, ' '));
      if (!m) continue;
      const v = m.slice(1).map(Number);
      out.push({
        line,
        b: v[0] as number,
        c: v[3] as number,
        d: v[6] as number,
        lo: v[7] as number,
        hi: v[8] as number,
      });
    }
    return out;
  }

  const dirs = ['golden', '../cli/golden'].map((d) =>
    fileURLToPath(new URL(`./${d}/`, import.meta.url)),
  );
  const files = dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.md') && !f.startsWith('leaderboard'))
      .map((f) => join(d, f)),
  );

  it('has golden reports to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('%s: Δ is the difference of the row’s values, inside its interval', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const r of rows(text)) {
      // Each number is rounded to 0.1: the difference of two rounded values and the rounded
      // difference agree within 0.1.
      expect(Math.abs(r.d - (r.c - r.b)), r.line).toBeLessThanOrEqual(0.1 + 1e-9);
      if (Number.isFinite(r.lo)) {
        expect(r.lo, r.line).toBeLessThanOrEqual(r.d + 1e-9);
        expect(r.hi, r.line).toBeGreaterThanOrEqual(r.d - 1e-9);
      }
    }
  });
});
