/**
 * The action against the GitHub it meets on a bad day or in a hostile pull request (the holes a
 * hostile review found, issue 38), through run() with the real client against the loopback fake
 * GitHub, or through the bundled action:
 *
 * - bidi and invisible characters in names never reach what GitHub stores or shows (the comment,
 *   the job summary, the check run's title, summary and annotations, the outputs);
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import { createGitHubClient } from '../../src/github/client.js';
import { FakeCore } from '../action/fakes.js';
import { pullRequestEvent } from '../e2e/events.js';
import { FaultyGitHub } from './fault-proxy.js';
import { repoRoot } from './fuzz-helpers.js';
import { recordFigure } from './scale.js';

const TOKEN = 'ghs_trustHolesTokenThatMustStayMasked00000';
const HEAD = 'e'.repeat(40);
const BASE = 'b'.repeat(40);

let gh: FaultyGitHub;
let scratch: string;
let issue = 300;
const figures = { invisible: { cases: 0, strings: 0 } };

beforeAll(async () => {
  gh = new FaultyGitHub();
  await gh.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-holes-'));
});

afterAll(async () => {
  await gh.stop();
  rmSync(scratch, { recursive: true, force: true });
  recordFigure({
    suite: 'injection',
    name: 'bidi and invisible characters (U+202E, U+2066–2069, U+0085, U+2028/2029, BOM, zero-width, tags, …) in benchmark names: none in the comment, the job summary, the check run (title, summary, annotations) or the outputs',
    cases: figures.invisible.cases,
    failures: 0,
    detail: { 'strings checked': figures.invisible.strings },
  });
});

/** A workspace holding the demo's gsm8k results and `config` as .github/scorio.yml. */
function workspace(config: string): string {
  const dir = mkdtempSync(join(scratch, 'ws-'));
  mkdirSync(join(dir, '.github'));
  mkdirSync(join(dir, 'results'));
  for (const side of ['baseline', 'candidate'])
    copyFileSync(
      join(repoRoot, `fixtures/demo/${side}/gsm8k-sample.csv`),
      join(dir, `results/${side}.csv`),
    );
  writeFileSync(join(dir, '.github/scorio.yml'), config);
  return dir;
}

/** One run() of the action for pull request `pr` in `cwd`, against the fake GitHub. */
async function actionRun(options: {
  cwd: string;
  inputs?: Record<string, string>;
  pr?: number;
  env?: Record<string, string>;
}): Promise<{ core: FakeCore; issue: number }> {
  const pr = options.pr ?? ++issue;
  const dir = mkdtempSync(join(scratch, 'run-'));
  const eventPath = join(dir, 'event.json');
  const event = pullRequestEvent({ number: pr, base: { sha: BASE }, head: { sha: HEAD } });
  writeFileSync(eventPath, JSON.stringify(event.payload));
  const core = new FakeCore({
    config: '.github/scorio.yml',
    'fail-on-regression': 'true',
    comment: 'always',
    'github-token': TOKEN,
    summary: 'true',
    'comment-key': 'holes',
    ...options.inputs,
  });
  await run({
    core,
    createClient: (clientOptions) =>
      createGitHubClient({ ...clientOptions, throttle: false, timeoutMs: 5_000 }),
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'octo/evals',
      GITHUB_WORKSPACE: options.cwd,
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: HEAD,
      RUNNER_TEMP: dir,
      SCORIO_GITHUB_RETRY_BASE_MS: '1',
      ...options.env,
    },
  });
  return { core, issue: pr };
}

/** Every invisible character the sanitizer drops, as one test string holds them. */
const INVISIBLE = [
  '\u202e', // right-to-left override
  '\u202a', // left-to-right embedding
  '\u2066', // left-to-right isolate
  '\u2067', // right-to-left isolate
  '\u2068', // first strong isolate
  '\u2069', // pop directional isolate
  '\u200e', // left-to-right mark
  '\u061c', // Arabic letter mark
  '\u0085', // next line
  '\u2028', // line separator
  '\u2029', // paragraph separator
  '\ufeff', // byte order mark
  '\u200b', // zero-width space
  '\u200c', // zero-width non-joiner
  '\u200d', // zero-width joiner
  '\u2060', // word joiner
  '\u00ad', // soft hyphen
  '\u{e0041}', // tag latin capital letter A
];
/** Whether `text` holds one of them. */
const hidden = (text: string): boolean => INVISIBLE.some((c) => text.includes(c));

describe('bidi and invisible characters in names', () => {
  it('reach none of the comment, the summary, the check run or the outputs', async () => {
    // Each character inside a benchmark name, as YAML escapes.
    const name = (i: number, c: string): string =>
      `"gsm${JSON.stringify(c)
        .slice(1, -1)
        .replace(/\\u\{?([0-9a-f]+)\}?/gi, (_, hex: string) =>
          hex.length > 4 ? `\\U${hex.padStart(8, '0')}` : `\\u${hex}`,
        )}8k-${i}"`;
    const benchmarks = INVISIBLE.map(
      (c, i) =>
        `  - name: ${name(i, c)}\n    baseline: results/baseline.csv\n    candidate: results/candidate.csv\n    metrics: [bayes]\n`,
    ).join('');
    const cwd = workspace(`align: strict\nbenchmarks:\n${benchmarks}`);
    const r = await actionRun({ cwd, inputs: { 'check-run': 'true' } });
    figures.invisible.cases += 1;

    expect(r.core.outputs.get('verdict')).toBe('regression');
    expect(r.core.failures).toHaveLength(1);
    const checkRun = gh.api.checkRuns.at(-1) as {
      name: string;
      output: {
        title: string;
        summary: string;
        annotations: { title: string; message: string; path: string }[];
      };
    };
    expect(checkRun.output.annotations).toHaveLength(INVISIBLE.length);
    const comment = (gh.api.comments.get(r.issue) ?? []).map((c) => c.body);
    expect(comment).toHaveLength(1);
    const strings: [string, string][] = [
      ['check run name', checkRun.name],
      ['check run title', checkRun.output.title],
      ['check run summary', checkRun.output.summary],
      ...checkRun.output.annotations.flatMap((a, i): [string, string][] => [
        [`annotation ${i} message`, a.message],
        [`annotation ${i} title`, a.title],
        [`annotation ${i} path`, a.path],
      ]),
      ['comment', comment[0] ?? ''],
      ['job summary', r.core.summaries.join('\n')],
      ...[...r.core.outputs].map(([k, v]): [string, string] => [`output ${k}`, v]),
    ];
    figures.invisible.strings += strings.length;
    // The names did get there, without their hidden characters.
    expect(checkRun.output.annotations.map((a) => a.message).join('\n')).toMatch(/gsm8k-17/);
    expect(strings.filter(([, text]) => hidden(text)).map(([what]) => what)).toEqual([]);
  });
});
