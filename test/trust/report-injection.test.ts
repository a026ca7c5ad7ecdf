/**
 * Report injection: question ids, benchmark names, metric labels and file names written by a pull
 * request render as inert text. The reports are PARSED as GitHub-flavoured Markdown (micromark +
 * mdast, GFM tables and autolinks) and compared with the same report built from harmless names:
 * the same tree (headings, tables with the same rows and cells, code blocks, the same HTML), no link,
 * image, definition or HTML node coming from user strings, no @mention or #123 reference, and the
 * hostile text is visible (escaped, not dropped).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { compare, type CompareOutcome } from '../../src/engine/index.js';
import { stickyCommentBody } from '../../src/github/sticky-comment.js';
import { renderMarkdown } from '../../src/report/index.js';
import { SEED, prng, randInt, recordFigure, scaled } from './scale.js';

/** Strings a pull request controls, each a known Markdown / HTML / GitHub attack. */
export const HOSTILE = [
  '<script>alert(1)</script>',
  '</details><img src=x onerror=alert(1)>',
  'a|b|c',
  '```\ncode\n```',
  '`tick` ``double``',
  '![x](http://evil.example/x.png)',
  '[click](javascript:alert(1))',
  '@org/team please look',
  '#123 fixes',
  'line1\nline2\n\n# heading',
  '<!-- scorio-eval-action:trust -->',
  'https://evil.example/p www.evil.example',
  '**bold** _em_ ~~strike~~ $x^2$',
  '- list item',
  '1. item',
  '> quote',
  '---',
  '\u202eevil override\u202c',
  '&lt;entity&gt; &#64;team',
  '<https://autolink.example>',
  '[ref]: http://evil.example',
  'GH-123 user@example.com',
  '\\`escaped\\`|',
  'x'.repeat(10_000),
] as const;

const scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-injection-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let checked = 0;
let linked = 0;
afterAll(() =>
  recordFigure({
    suite: 'injection',
    name: 'questions-url: generated question ids that try to leave the link (")", "](", "<", "|", spaces, www., emphasis) in the comment and the job summary parsed as GFM: each link is the template with the encoded id, nothing else links',
    cases: linked,
    failures: 0,
  }),
);
afterAll(() =>
  recordFigure({
    suite: 'injection',
    name: `hostile strings (${HOSTILE.length}) as question ids, benchmark names, metric labels and file names; reports parsed as GFM`,
    cases: checked,
    failures: 0,
  }),
);

function csvCell(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A workspace with 4 benchmarks; every benchmark's questions change between baseline and
 * candidate, so their ids are listed; names, labels and one file name come from `names`.
 */
function scenario(dir: string, names: (i: number) => string): string {
  mkdirSync(join(dir, 'evals'), { recursive: true });
  const benchmarks: string[] = [];
  for (let b = 0; b < 4; b++) {
    const ids = HOSTILE.map((_, i) => i).filter((i) => i % 4 === b);
    const rows = (flip: boolean) =>
      [
        'id,t1,t2,t3,t4',
        ...ids.map((i, r) => `${csvCell(names(i))},${(r + Number(flip)) % 2},1,${Number(flip)},1`),
      ].join('\n');
    // One file name per benchmark is hostile too (file names may hold anything but / and NUL).
    const file =
      b === 0 ? `cand-${names(0).replace(/[/\0]/g, '_').slice(0, 100)}.csv` : `cand-${b}.csv`;
    writeFileSync(join(dir, 'evals', `base-${b}.csv`), `${rows(false)}\n`);
    writeFileSync(join(dir, 'evals', file), `${rows(true)}\n`);
    // Extra ids on one side only: listed as left out (align: intersect).
    benchmarks.push(
      [
        `  - name: ${JSON.stringify(names(100 + b).slice(0, 200))}`,
        `    baseline: ${JSON.stringify(`evals/base-${b}.csv`)}`,
        `    candidate: ${JSON.stringify(`evals/${file}`)}`,
        `    metrics: [bayes, {metric: pass@k, k: 2, label: ${JSON.stringify(names(200 + b).slice(0, 60))}}]`,
      ].join('\n'),
    );
  }
  writeFileSync(
    join(dir, 'scorio.yml'),
    `align: intersect\nbenchmarks:\n${benchmarks.join('\n')}\n`,
  );
  return dir;
}

const hostileName = (i: number): string => HOSTILE[i % HOSTILE.length] as string;
const benignName = (i: number): string => `name${i}`;

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The tree without text: node types and, for HTML and code, their kind. Tables keep their shape. */
function skeleton(node: Nodes): unknown {
  const kids =
    'children' in node
      ? (node.children as Nodes[]).filter((c) => c.type !== 'text').map(skeleton)
      : undefined;
  const tag =
    node.type === 'html'
      ? `html:${node.value}`
      : node.type === 'heading'
        ? `h${node.depth}`
        : node.type === 'code'
          ? `code:${node.lang ?? ''}`
          : node.type;
  return kids === undefined || kids.length === 0 ? tag : [tag, kids];
}

function walk(node: Nodes, visit: (n: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const c of node.children as Nodes[]) walk(c, visit);
}

/** Everything a reader sees as text (text, inline code and code blocks). */
function visibleText(root: Root): string {
  const parts: string[] = [];
  walk(root, (n) => {
    if (n.type === 'text' || n.type === 'inlineCode' || n.type === 'code') parts.push(n.value);
  });
  return parts.join('\n');
}

/** Text outside code (where GitHub links mentions and references; code is never linked). */
function proseText(root: Root): string {
  const parts: string[] = [];
  walk(root, (n) => {
    if (n.type === 'text') parts.push(n.value);
  });
  return parts.join('\n');
}

function assertInert(hostile: string, benign: string, what: string): void {
  checked++;
  const h = parse(hostile);
  const b = parse(benign);
  // 1. The intended structure: identical tree (tables with the same rows and cells, same headings,
  //    code blocks, and exactly the report's own HTML such as <details>).
  expect(skeleton(h), what).toEqual(skeleton(b));
  // 2. Nothing active anywhere (the harmless report has none of these either).
  walk(h, (n) => {
    expect(
      ['link', 'image', 'linkReference', 'imageReference', 'definition', 'footnoteReference'],
      what,
    ).not.toContain(n.type);
  });
  const text = visibleText(h);
  const prose = proseText(h);
  // 3. No @mention, #123 reference or GH-123 link: a zero-width space follows @ and #.
  expect(prose, what).not.toMatch(/(^|[^\w\u200b])@[A-Za-z0-9]/m);
  expect(prose, what).not.toMatch(/(^|[^\w&\u200b])#\d/m);
  expect(prose, what).not.toMatch(/GH-\d/);
  // 4. Bidi overrides are gone; the hostile text itself is shown.
  expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  for (const s of [
    '<script>alert(1)</script>',
    '</details><img src=x onerror=alert(1)>',
    '![x](http://',
    'a|b|c',
  ])
    expect(text.replace(/\u200b/g, ''), `${what}: ${s}`).toContain(s);
}

async function outcomeOf(dir: string): Promise<CompareOutcome> {
  return compare({ configFile: 'scorio.yml', cwd: dir, now: new Date(0) });
}

describe('report injection', () => {
  it('compare: the PR comment, the job summary and the sticky comment body are inert', async () => {
    const hostile = await outcomeOf(scenario(join(scratch, 'hostile'), hostileName));
    const benign = await outcomeOf(scenario(join(scratch, 'benign'), benignName));
    // The scenario exercises every place user strings go.
    const json = JSON.parse(hostile.json) as { benchmarks: { name: string }[] };
    expect(json.benchmarks.map((b) => b.name)).toEqual(
      [0, 1, 2, 3].map((b) => hostileName(100 + b).slice(0, 200)),
    );
    expect(hostile.comment).toContain('\\[click\\]');
    assertInert(hostile.comment, benign.comment, 'comment');
    assertInert(hostile.markdown, benign.markdown, 'summary');
    const key = 'trust';
    const body = stickyCommentBody(hostile.comment, key, 'ab12');
    assertInert(body, stickyCommentBody(benign.comment, key, 'ab12'), 'sticky body');
    // A question id holding the marker cannot create a second "scorio comment".
    expect(body.split('<!-- scorio-eval-action:trust -->')).toHaveLength(2);
  });

  it('compare: truncated to a small size, the report is still inert', async () => {
    const hostile = await outcomeOf(join(scratch, 'hostile'));
    const benign = await outcomeOf(join(scratch, 'benign'));
    // The report's own HTML (<details>, <summary>, <sub>, ...), from the harmless report.
    const own = new Set<string>();
    walk(parse(benign.markdown), (n) => {
      if (n.type === 'html') own.add(n.value);
    });
    const data = hostile.report;
    expect(data).toBeDefined();
    if (data === undefined) return;
    for (const maxLength of [2_000, 3_000, 5_000, 8_000]) {
      const md = renderMarkdown(data, { maxLength });
      expect(md.length).toBeLessThanOrEqual(maxLength);
      checked++;
      walk(parse(md), (n) => {
        expect(['link', 'image', 'linkReference', 'imageReference', 'definition']).not.toContain(
          n.type,
        );
        if (n.type === 'html') expect(own).toContain(n.value);
      });
    }
  });

  it('the question text a log holds (lm-eval doc, Inspect input) is inert in the questions that broke', async () => {
    // The text comes from the pull request's logs: shown as plain text in a code span, capped.
    const base = (await outcomeOf(join(scratch, 'benign'))).report;
    const withText = (text: (i: number) => string): string =>
      renderMarkdown(
        {
          ...base,
          benchmarks: base.benchmarks.map((b, bi) => ({
            ...b,
            brokenQuestions: HOSTILE.map((_, i) => ({
              id: `q${bi}-${i}`,
              baseline: { score: 1, trials: 1 },
              candidate: { score: 0, trials: 1 },
              delta: -1,
              text: text(i),
            })),
          })),
        },
        { brokenQuestions: HOSTILE.length },
      );
    const hostile = withText(hostileName);
    assertInert(
      hostile,
      withText((i) => `question text ${i}`),
      'question text',
    );
    // Each text is one code span of at most 60 characters, on the line of its question.
    const spans: string[] = [];
    walk(parse(hostile), (n) => {
      if (n.type === 'inlineCode' && !/^q\d+-\d+$/.test(n.value)) spans.push(n.value);
    });
    expect(spans.length).toBeGreaterThanOrEqual(HOSTILE.length);
    for (const span of spans) expect(Array.from(span).length).toBeLessThanOrEqual(60);
    expect(spans).toContain('x'.repeat(59) + '…');
  });

  it('score: the Markdown table parses into one table with a row per metric (two for bayes)', async () => {
    const dir = join(scratch, 'hostile');
    const out: string[] = [];
    const io = { stdout: (t: string) => out.push(t), stderr: () => undefined, cwd: dir };
    expect(
      await main(['score', 'evals/base-0.csv', '--metric', 'bayes', '--metric', 'pass@2'], io),
    ).toBe(0);
    const tree = parse(out.join(''));
    checked++;
    const tables: Nodes[] = [];
    walk(tree, (n) => {
      if (n.type === 'table') tables.push(n);
      expect(['link', 'image', 'html']).not.toContain(n.type);
    });
    expect(tables).toHaveLength(1);
    const rows = (tables[0] as { children: { children: unknown[] }[] }).children;
    // Header; bayes's accuracy and its posterior; pass@2.
    expect(rows.map((r) => r.children.length)).toEqual([4, 4, 4, 4]);
  });

  it('questions-url: a question id cannot leave its link (generated ids)', async () => {
    // Pieces that close a link destination or a link text, start another, or render as markup
    // once outside it; encodeURIComponent keeps ( ) ! * ' ~ as they are.
    const pieces = [
      ')',
      '(',
      '](',
      ')(',
      '[',
      ']',
      '<',
      '>',
      '|',
      ' ',
      '\\',
      '`',
      '*',
      '**',
      '_',
      '~~',
      'www.evil-questions.test',
      'https://evil.example/x',
      '"',
      "'",
      '!',
      '%',
      '%29',
      '&',
      '#',
      '@team',
      '\n',
      '\t',
      ')](javascript:alert(1))',
      'x)(www.evil-questions.test)',
    ];
    const template = 'https://viewer.example/questions?id={id}&v=1';
    const rounds = scaled(3, 30);
    for (let round = 0; round < rounds; round++) {
      const rand = prng(SEED ^ (0x6000 + round));
      const ids = Array.from({ length: 12 }, (_, i) => {
        let id = `q${round}-${i}`;
        for (let p = randInt(rand, 1, 4); p > 0; p--)
          id += pieces[randInt(rand, 0, pieces.length - 1)] as string;
        // The CSV reader trims a cell: the id the report shows is the trimmed one.
        return id.trim();
      });
      ids[0] = 'x)(www.evil-questions.test)'; // the issue's own
      const dir = join(scratch, `links-${round}`);
      mkdirSync(dir, { recursive: true });
      // Every question right on every baseline trial and wrong on every candidate one: each is
      // listed (with its link) among the broken questions.
      const rows = (v: number) =>
        ['id,t1,t2', ...ids.map((id) => `${csvCell(id)},${v},${v}`)].join('\n') + '\n';
      writeFileSync(join(dir, 'base.csv'), rows(1));
      writeFileSync(join(dir, 'cand.csv'), rows(0));
      writeFileSync(
        join(dir, 'scorio.yml'),
        'benchmarks:\n  - name: b\n    baseline: base.csv\n    candidate: cand.csv\n',
      );
      const outcome = await compare({
        configFile: 'scorio.yml',
        cwd: dir,
        now: new Date(0),
        questionsUrl: template,
      });
      for (const [what, markdown] of [
        ['comment', outcome.comment],
        ['summary', outcome.markdown],
      ] as const) {
        linked++;
        const links: { url: string; text: string }[] = [];
        walk(parse(markdown), (n) => {
          if (n.type === 'link')
            links.push({ url: n.url, text: visibleText({ type: 'root', children: n.children }) });
          expect(
            ['image', 'linkReference', 'imageReference', 'definition', 'html'],
            what,
          ).not.toContain(
            n.type === 'html' && /^<\/?(details|summary|sub|br)/.test(n.value) ? 'ok' : n.type,
          );
        });
        // Links: the broken questions and the changed ones (each list capped at 10). Every link
        // must be a listed question's: an id that broke out would add one to www.evil-….
        expect(links.length, `${what}, round ${round}`).toBeGreaterThanOrEqual(10);
        for (const link of links) {
          expect(link.url.startsWith('https://viewer.example/questions?id='), link.url).toBe(true);
          expect(link.url.endsWith('&v=1'), link.url).toBe(true);
          const id = decodeURIComponent(
            link.url.slice('https://viewer.example/questions?id='.length, -'&v=1'.length),
          );
          expect(ids, `${what}: ${link.url}`).toContain(id);
          // The text is the id (made one line, shortened), not a piece of it; in a code span
          // (the questions that broke) a backtick is shown as '.
          // eslint-disable-next-line no-control-regex
          const line = Array.from(id.replace(/[\u0000-\u001f]/g, ' ').trim());
          const shown = line.length > 40 ? `${line.slice(0, 39).join('')}…` : line.join('');
          const text = link.text.replace(/\u200b/g, '');
          expect([shown, shown.replace(/`/g, "'")], link.url).toContain(text);
        }
      }
    }
  });
});
