/**
 * Renders reports as GitHub renders a comment and screenshots them into docs/images/: the
 * README's picture (the demo) and the red, mixed, all-green and no-baseline comments that
 * docs/action.md shows. The golden Markdown files stay the tests; the pictures are for people.
 *
 *   npm run preview                      every picture below
 *   npm run preview -- --in FILE.md --out FILE.png
 *
 * The Markdown goes through micromark with GitHub Flavored Markdown (tables, strikethrough,
 * autolinks) and raw HTML (`<details>`, `<sub>`, as GitHub allows), styled with
 * github-markdown-css (GitHub's own stylesheet for rendered Markdown) in a 780 px column, the
 * width of a pull request's conversation. Headless Chromium takes the picture: it is not an npm
 * dependency; install it from your system's packages (Debian: `apt-get install chromium
 * fonts-noto-color-emoji`) or point CHROMIUM at it. Two passes: the first measures the page's
 * height, the second shoots exactly that.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const require = createRequire(import.meta.url);
const COLUMN_PX = 780;
const PADDING_PX = 16;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined
    ? (process.argv[at + 1] as string)
    : fallback;
}

/** The pictures `npm run preview` makes: golden Markdown -> PNG. */
const PICTURES: readonly { readonly input: string; readonly output: string }[] = [
  { input: 'test/cli/golden/demo.md', output: 'docs/images/comment.png' },
  { input: 'test/report/golden/regression.md', output: 'docs/images/comment-red.png' },
  { input: 'test/report/golden/mixed.md', output: 'docs/images/comment-mixed.png' },
  { input: 'test/report/golden/green.md', output: 'docs/images/comment-green.png' },
  { input: 'test/report/golden/no-baseline.md', output: 'docs/images/comment-no-baseline.png' },
];
const chromium = process.env['CHROMIUM'] ?? 'chromium';
const css = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');

const single = process.argv.includes('--in');
const jobs = single
  ? [{ input: option('in', ''), output: option('out', 'preview.png') }]
  : PICTURES;
for (const { input, output } of jobs) shoot(input, resolve(output));

function shoot(input: string, output: string): void {
  const markdown = readFileSync(input, 'utf8');
  const body = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  const html = `<!doctype html>
  <html><head><meta charset="utf-8"><title>0</title>
  <style>${css}
  body { margin: 0; background: #ffffff; }
  .markdown-body { box-sizing: border-box; width: ${COLUMN_PX}px; padding: ${PADDING_PX}px;
    font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; }
  </style></head>
  <body><article class="markdown-body">${body}</article>
  <script>
    // The widest table's natural width (no cell wrapped), then the page's height as rendered.
    let widest = 0;
    for (const table of document.querySelectorAll('article > table')) {
      const cells = [...table.querySelectorAll('td, th')];
      for (const cell of cells) cell.style.whiteSpace = 'nowrap';
      widest = Math.max(widest, table.scrollWidth);
      for (const cell of cells) cell.style.whiteSpace = '';
    }
    document.title = Math.ceil(document.querySelector('article').getBoundingClientRect().height) + ' ' + widest;
  </script>
  </body></html>`;

  const dir = mkdtempSync(join(tmpdir(), 'scorio-preview-'));
  try {
    const page = join(dir, 'comment.html');
    writeFileSync(page, html);
    const flags = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
    ];
    const dom = execFileSync(
      chromium,
      [...flags, `--window-size=${COLUMN_PX},2000`, '--dump-dom', `file://${page}`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const measured = /<title>(\d+) (\d+)<\/title>/.exec(dom);
    const height = Number(measured?.[1]);
    const tableWidth = Number(measured?.[2]);
    if (!Number.isFinite(height) || height <= 0)
      throw new Error('preview: could not measure the page');
    execFileSync(
      chromium,
      [
        ...flags,
        `--window-size=${COLUMN_PX},${height}`,
        `--screenshot=${output}`,
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`preview: ${input} -> ${output} (${COLUMN_PX} × ${height} px)`);
    // The comment's tables must fit GitHub's column unwrapped.
    if (tableWidth > COLUMN_PX - 2 * PADDING_PX) {
      console.error(
        `preview: ${input}: a table needs ${tableWidth} px, more than the ${COLUMN_PX - 2 * PADDING_PX} px GitHub gives it: its cells wrap.`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
