/**
 * Reading a JSON report back for a merge: the shards are what a pull request's jobs wrote, so
 * every field is checked. Hand-written cases for the messages, then a generator of hostile
 * reports (a valid one with any field replaced by anything, or removed): each is read into a
 * report that merges and renders, or refused with one line naming the file and the field; never
 * anything else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { InputError, ScorioError } from '../../src/errors.js';
import {
  COMMENT_LIMIT,
  mergeReportData,
  parseReport,
  renderMarkdown,
} from '../../src/report/index.js';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = new Date('2026-01-15T12:00:00.000Z');

async function demoJson(): Promise<string> {
  return (await compare({ configFile: 'fixtures/demo/scorio.yml', cwd: ROOT, now: NOW })).json;
}

/** `root`, copied, with the value at `path` replaced (undefined: removed), as JSON text. */
function mutated(root: unknown, path: readonly (string | number)[], value: unknown): string {
  const copy = JSON.parse(JSON.stringify(root)) as unknown;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return JSON.stringify(copy);
}

function refusal(text: string): string {
  try {
    parseReport(text, 'shard.json');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('not refused');
}

describe('parseReport', () => {
  it('reads back what compare wrote, infinite z and all', async () => {
    const text = await demoJson();
    const report = parseReport(text, 'shard.json');
    expect(report.benchmarks.map((b) => b.name)).toEqual(['aime24', 'gsm8k-sample', 'rubric-qa']);
    const edited = mutated(JSON.parse(text), ['benchmarks', 0, 'comparisons', 0, 'z'], null);
    expect(parseReport(edited, 'x').benchmarks[0]?.comparisons[0]?.z).toBe(Infinity);
  });

  it('refuses with one line naming the file, the field and what it is', async () => {
    const report = JSON.parse(await demoJson()) as unknown;
    const edit = (path: (string | number)[], value: unknown): string =>
      refusal(mutated(report, path, value));
    expect(refusal('[1, 2]')).toBe(
      'shard.json: expected a JSON report object; got a list of 2 entries',
    );
    expect(refusal('{"schema": 3}')).toBe(
      'shard.json schema: is 3: expected "scorio-eval-report/1"',
    );
    expect(edit(['benchmarks', 1, 'name'], { $gt: '' })).toBe(
      'shard.json benchmarks[1].name: expected string; got an object',
    );
    expect(edit(['benchmarks', 0, 'comparisons', 0, 'pValue'], 7)).toBe(
      'shard.json benchmarks[0].comparisons[0].pValue: must be <= 1; got 7',
    );
    expect(edit(['benchmarks', 0, 'name'], 'x'.repeat(5000))).toBe(
      `shard.json benchmarks[0].name: is longer than 200 characters; got "${'x'.repeat(39)}…`,
    );
    expect(
      edit(['benchmarks', 0, 'comparisons', 0, 'options'], { w: [[[[[[[[[[1]]]]]]]]]] }),
    ).toMatch(/^shard\.json benchmarks\[0\]\.comparisons\[0\]\.options\.w: /);
    expect(edit(['benchmarks', 2, 'comparisons', 0, 'rho'], undefined)).toBe(
      'shard.json benchmarks[2].comparisons[0].rho: is required',
    );
    expect(edit(['shards'], [{ file: 'a.json' }])).toBe(
      'shard.json shards: the report is itself a merge of 1 reports: merge the reports it was made of instead',
    );
  });

  it('hostile reports: read and rendered, or refused in one line; never another error', async () => {
    const base = JSON.parse(await demoJson()) as {
      provenance: { baseline: Record<string, unknown> };
    };
    // Every optional text field a report may carry is there to be mutated (a generator only
    // reaches the fields of the report it starts from: the waited-for run's reason was missed).
    base.provenance.baseline = {
      kind: 'artifact',
      artifact: 'evals',
      baseRun: {
        outcome: 'stopped',
        run: { number: 42, url: null },
        waitedSeconds: 10,
        limitSeconds: 600,
        conclusion: null,
        reason: 'the API rate limit ran low',
      },
    };
    const paths: (string | number)[][] = [];
    const walk = (node: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(node)) node.slice(0, 3).forEach((v, i) => walk(v, [...path, i]));
      else if (node !== null && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    };
    walk(base, []);
    let read = 0;
    let refused = 0;
    const hostile = (path: (string | number)[], value: unknown): void => {
      let text: string;
      try {
        text = mutated(base, path, value);
      } catch {
        return; // not JSON (a BigInt): no file holds it
      }
      try {
        const report = parseReport(text, 'shard.json');
        const merged = mergeReportData([{ file: 'shard.json', report }], {
          version: 'x',
          settings: { rule: 'overlap', confidence: 0.95, minConfidence: 0.95, alpha: 0.01 },
        });
        const markdown = renderMarkdown(merged, { maxLength: COMMENT_LIMIT });
        // Inside a fenced code block (the chart) text is shown as typed, never rendered: the
        // check is that nothing closes the fence early and nothing outside it is live.
        const outside = markdown.replace(/^```text\n(?:(?!```)[^\n]*\n)*```$/gm, '');
        expect(outside).not.toMatch(/```/);
        // Inline code spans (question ids) show their text as typed too.
        const prose = outside.replace(/(`+)(?:(?!\1).)+?\1/g, '');
        // No link to evil: neither Markdown's nor GitHub's autolinks (a bare URL, www.).
        expect(prose).not.toMatch(/<img|\]\(https?:\/\/evil|https?:\/\/evil|www\.evil/);
        read += 1;
      } catch (error) {
        if (!(error instanceof ScorioError)) throw error;
        expect(error.message.split('\n')).toHaveLength(1);
        expect(error.message.length).toBeLessThan(600);
        refused += 1;
      }
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...paths.slice(1)),
        fc.oneof(
          fc.constant(undefined),
          fc.anything({ maxDepth: 3, maxKeys: 4 }),
          fc.string({ maxLength: 2000 }),
          fc.double(),
          fc.constantFrom(
            '<img src=x onerror=alert(1)>',
            '@everyone',
            '](https://evil)',
            'log in at https://evil.example/login or www.evil.example',
            NaN,
            -1,
            1e308,
          ),
        ),
        hostile,
      ),
      { numRuns: 1000, seed: 20260115 },
    );
    expect(read).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
    // And every text field with every payload: a sweep, not a sample.
    const texts = paths.filter((p) => {
      let v: unknown = base;
      for (const k of p) v = (v as Record<string | number, unknown>)[k];
      return typeof v === 'string';
    });
    expect(texts.length).toBeGreaterThan(20);
    for (const path of texts)
      for (const payload of [
        '<img src=x onerror=alert(1)>',
        '@everyone #1 GH-1',
        '](https://evil)',
        'log in at https://evil.example/login or www.evil.example',
        '```\n<img src=x>',
      ])
        hostile(path, payload);
  });
});
