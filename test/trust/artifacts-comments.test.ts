/**
 * The bundled action (dist/index.js) against what a pull request's side of GitHub can hold:
 * artifacts that unpack to more than the run may read, and other bots' comments that quote the
 * sticky comment's marker. Runs against the local GitHub API of the e2e tests.
 *
 * - Every unpack path counts: the baseline artifact, the earlier runs of `history` and the
 *   candidate artifact share the run's read budget (input max-read-bytes) with the result files,
 *   and `history` shares one unzip limit (input max-unzipped-bytes, default 1 GiB) whether or not
 *   the input is set.
 * - The zip-limit error names the input that raises it, not the config key the action ignores.
 * - The sticky comment is the action's own: its marker at the end, after its digest, where the
 *   action put them; another bot's comment that quotes the marker is neither edited nor deleted.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stickyCommentBody } from '../../src/github/sticky-comment.js';
import { pullRequestEvent, workflowRunEvent } from '../e2e/events.js';
import { type ApiRun, FakeGitHubServer } from '../e2e/fake-github.js';
import {
  type ActionRun,
  repoRoot,
  requireBundle,
  runAction as runHarness,
} from '../e2e/harness.js';
import { SEED, prng, randInt, recordFigure, scaled } from './scale.js';
import { buildZip, deflateBomb } from './zip-builder.js';

const BASELINE = readFileSync(join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv'));
const CANDIDATE = readFileSync(join(repoRoot, 'fixtures/demo/candidate/gsm8k-sample.csv'));
const commit = (i: number): string => i.toString(16).padStart(2, '0').repeat(20);
const C = Array.from({ length: 10 }, (_, i) => commit(i + 1));
const BASE = C[5] as string;
const HEAD = 'e'.repeat(40);
const MIB = 2 ** 20;

let server: FakeGitHubServer;
let scratch: string;
let nextId = 7000;
const figures = { budgets: 0, comments: 0 };

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-artifacts-'));
});

afterAll(async () => {
  await server?.stop();
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  recordFigure({
    suite: 'boundary',
    name: 'artifacts (baseline, history, candidate) counted in the read budget and, for history, one unzip limit whether or not the input is set; the zip-limit error names the input',
    cases: figures.budgets,
    failures: 0,
  });
  recordFigure({
    suite: 'boundary',
    name: "other bots' comments quoting the sticky marker (generated: anywhere in the body, at its end, after a look-alike digest): never edited or deleted",
    cases: figures.comments,
    failures: 0,
  });
});

afterEach(() => {
  server.runs.length = 0;
  server.artifacts.clear();
  server.requests.length = 0;
  server.comments.clear();
  server.commits = [];
});

function makeWorkspace(config?: string): string {
  const dir = mkdtempSync(join(scratch, 'ws-'));
  mkdirSync(join(dir, '.github'));
  mkdirSync(join(dir, 'results'));
  writeFileSync(
    join(dir, '.github/scorio.yml'),
    config ??
      'baseline-artifact: evals\nbenchmarks:\n  - name: gsm8k\n    baseline: gsm8k.csv\n    candidate: results/gsm8k.csv\n',
  );
  writeFileSync(join(dir, 'results/gsm8k.csv'), CANDIDATE);
  return dir;
}

/** A successful push run of eval.yml on main at `sha` whose artifact `evals` is `zip`. */
function addRun(sha: string, minutesAgo: number, zip: Buffer): ApiRun {
  const id = nextId++;
  const run: ApiRun = {
    id,
    run_number: id - 6900,
    workflow: 'eval.yml',
    head_sha: sha,
    head_branch: 'main',
    event: 'push',
    conclusion: 'success',
    created_at: new Date(Date.UTC(2026, 10, 20) - minutesAgo * 60_000).toISOString(),
    html_url: `https://github.com/octo/evals/actions/runs/${id}`,
    head_repository: { full_name: 'octo/evals' },
  };
  server.runs.push(run);
  server.artifacts.set(id, [
    { id: id * 10, name: 'evals', expired: false, size_in_bytes: zip.length, zip },
  ]);
  return run;
}

/** The CRC-32 of `blocks` MiB of zeros (without holding them). */
function zerosCrc(blocks: number): number {
  const zeros = Buffer.alloc(MIB);
  let crc = 0;
  for (let i = 0; i < blocks; i++) crc = crc32(zeros, crc);
  return crc;
}

/**
 * An artifact holding the baseline, and `padding` bytes of zeros beside it (deflated; an entry
 * of more than 64 MiB is never expanded by the tests, so its CRC is left 0).
 */
function artifact(padding = 0): Buffer {
  const entries = [{ name: 'gsm8k.csv', data: BASELINE }];
  if (padding === 0) return buildZip(entries);
  const blocks = Math.ceil(padding / MIB);
  const crc = blocks <= 64 ? zerosCrc(blocks) : 0;
  return buildZip([
    ...entries,
    { name: 'padding.bin', raw: deflateBomb(blocks, MIB), size: blocks * MIB, crc },
  ]);
}

// Whole events as GitHub sends them (the harness refuses any other: events.ts).
const prEvent = (issue: number) =>
  pullRequestEvent({ number: issue, base: { sha: BASE, ref: 'main' }, head: { sha: HEAD } });

let issue = 900;

async function runAction(
  workspace: string,
  inputs: Record<string, string> = {},
  event?: { name: string; payload: Record<string, unknown> },
): Promise<ActionRun & { issue: number }> {
  const n = ++issue;
  const run = await runHarness({
    apiUrl: server.url,
    scratch,
    issue: n,
    inputs,
    workspace,
    env: {
      GITHUB_WORKFLOW_REF: `octo/evals/.github/workflows/eval.yml@refs/pull/${n}/merge`,
      GITHUB_RUN_ID: '777',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_SHA: HEAD,
    },
    event: event ?? prEvent(n),
  });
  return { ...run, issue: n };
}

function errorsOf(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::error'));
}

describe('every unpack path is budgeted', () => {
  it('the baseline artifact counts in max-read-bytes', async () => {
    addRun(BASE, 10, artifact(2 * MIB));
    const run = await runAction(makeWorkspace(), { 'max-read-bytes': '1000000' });
    figures.budgets++;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBeUndefined();
    expect(errorsOf(run)).toEqual([
      expect.stringMatching(
        /^::error::artifact "evals" of run #\d+ \(zip entry "padding\.bin"\): reading 2,097,152 more bytes would bring this run to [\d,]+, over the read budget of 1,000,000 bytes .* raise the budget with input "max-read-bytes"\.$/,
      ),
    ]);
    // Within the budget it is read as always.
    const enough = await runAction(makeWorkspace(), { 'max-read-bytes': '3000000' });
    expect(enough.outputs['verdict']).toBe('regression');
  });

  it('the candidate artifact counts in max-read-bytes', async () => {
    const id = nextId++;
    const zip = buildZip([
      { name: 'results/gsm8k.csv', data: CANDIDATE },
      { name: 'padding.bin', raw: deflateBomb(2, MIB), size: 2 * MIB, crc: 0 },
    ]);
    server.artifacts.set(id, [
      { id: id * 10, name: 'pr-evals', expired: false, size_in_bytes: zip.length, zip },
    ]);
    const ws = makeWorkspace(
      'benchmarks:\n  - name: gsm8k\n    baseline: base/gsm8k.csv\n    candidate: results/gsm8k.csv\n',
    );
    mkdirSync(join(ws, 'base'));
    writeFileSync(join(ws, 'base/gsm8k.csv'), BASELINE);
    const event = workflowRunEvent({
      id,
      run_number: 5,
      workflow: 'eval.yml',
      event: 'pull_request',
      head_sha: HEAD,
      head_branch: 'feature',
      head_repository: 'mallory/evals',
      created_at: '2026-11-20T00:00:00Z',
      pull_requests: [],
    });
    const run = await runAction(
      ws,
      { 'candidate-artifact': 'pr-evals', 'max-read-bytes': '1000000', comment: 'never' },
      event,
    );
    figures.budgets++;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(errorsOf(run)).toEqual([
      expect.stringMatching(
        /^::error::candidate artifact "pr-evals" of run #5 \(zip entry "padding\.bin"\): reading 2,097,152 more bytes .* over the read budget of 1,000,000 bytes .*input "max-read-bytes"\.$/,
      ),
    ]);
  });

  it('history: the earlier artifacts share the default unzip limit (1 GiB) and the read budget', async () => {
    server.commits = [...C];
    // An earlier run whose artifact expands to 1.5 GiB: over the 1 GiB the trend may unpack in
    // all when the input is empty. It is left out before anything is written.
    addRun(C[1] as string, 60 * 24 * 3, artifact(1536 * MIB));
    addRun(C[2] as string, 60 * 24 * 2, artifact());
    addRun(BASE, 60, artifact());
    const run = await runAction(makeWorkspace(), { history: '3' });
    figures.budgets++;
    expect(run.stderr).toBe('');
    expect(run.outputs['verdict']).toBe('regression');
    expect(run.stdout).toMatch(
      /^::warning::history: .*artifact "evals" of run #\d+.*(1,073,741,824|1073741824) bytes.*input "max-unzipped-bytes"/m,
    );
    const report = JSON.parse(readFileSync(run.outputs['report-json'] ?? '', 'utf8'));
    expect(report.benchmarks[0].comparisons[0].trend).toHaveLength(2);

    // The read budget counts the earlier artifacts too: 2 MiB of padding in one of them is over.
    server.runs.length = 0;
    server.artifacts.clear();
    addRun(C[2] as string, 60 * 24 * 2, artifact(2 * MIB));
    addRun(BASE, 60, artifact());
    const over = await runAction(makeWorkspace(), { history: '3', 'max-read-bytes': '1500000' });
    expect(over.code).toBe(1);
    expect(over.outputs['verdict']).toBeUndefined();
    expect(errorsOf(over).at(-1)).toMatch(
      /^::error::artifact "evals" of run #\d+ \(zip entry "padding\.bin"\): reading 2,097,152 more bytes .*input "max-read-bytes"\.$/,
    );
  });

  it('the zip-limit error of a result file names the input, not the config key', async () => {
    const ws = makeWorkspace(
      'benchmarks:\n  - name: n\n    baseline: r.npz\n    candidate: r.npz\n    format: npz\n',
    );
    writeFileSync(
      join(ws, 'r.npz'),
      buildZip([{ name: 'R.npy', raw: deflateBomb(2, MIB), size: 2 * MIB, crc: 0 }]),
    );
    const run = await runAction(ws, { 'max-unzipped-bytes': '1000000' });
    figures.budgets++;
    expect(run.code).toBe(1);
    const error = errorsOf(run).at(-1) ?? '';
    expect(error).toMatch(/over the limit of 1000000 bytes for one archive/);
    expect(error).toMatch(/Raise it with input "max-unzipped-bytes" if the file is genuine\.$/);
    expect(error).not.toMatch(/YAML|maxUnzippedBytes/);
  });
});

describe('the sticky comment is found only where the action put it', () => {
  const MARKER = '<!-- scorio-eval-action:e2e -->';

  /** Bodies another workflow's bot may post that quote the marker (a PR title, a PR body). */
  function foreignBodies(rand: () => number, count: number): string[] {
    const words = ['New pull request:', 'Title', 'fix evals', '**bold**', '> quoted', '\n', ' '];
    const word = () => words[randInt(rand, 0, words.length - 1)] as string;
    const text = (n: number) => Array.from({ length: n }, word).join(' ');
    const forms: ((t: string) => string)[] = [
      (t) => `${t} ${MARKER} ${t}`, // in the middle
      (t) => `${MARKER}\n${t}`, // at the start
      (t) => `${t} ${MARKER}`, // at the end of a line of text (a quoted title)
      (t) => `${t}\n${MARKER}`, // alone on the last line, no digest
      (t) => `${t}\n\n<!-- scorio-eval-digest:not-hex -->\n${MARKER}`, // a look-alike digest
      (t) => `${t}\n<!-- scorio-eval-digest:ab12 --> ${MARKER}`, // the digest on the same line
      (t) => `${t}\n\n${MARKER}\n<!-- scorio-eval-digest:ab12 -->`, // the order swapped
      (t) => `${t}\n\n<!-- scorio-eval-digest:ab12 -->\n${MARKER}\n\nquoted by ${t}`, // not last
    ];
    return Array.from({ length: count }, (_, i) => {
      const form = forms[i % forms.length] as (t: string) => string;
      return form(text(randInt(rand, 1, 6)));
    });
  }

  const rounds = scaled(2, 10);
  it.each(Array.from({ length: rounds }, (_, i) => i))(
    'round %i: foreign bot comments are left alone; the action keeps one comment of its own',
    async (round) => {
      const rand = prng(SEED ^ (0x5000 + round));
      const ws = makeWorkspace(
        'benchmarks:\n  - name: gsm8k\n    baseline: base/gsm8k.csv\n    candidate: results/gsm8k.csv\n',
      );
      mkdirSync(join(ws, 'base'));
      writeFileSync(join(ws, 'base/gsm8k.csv'), BASELINE);
      const n = issue + 1;
      const bot = { login: 'github-actions[bot]', type: 'Bot' };
      const foreign = foreignBodies(rand, 8).map((body) => server.seed(n, body, bot));
      // The action's own comment from an earlier run, between them: it is the one updated.
      const own =
        round % 2 === 0
          ? server.seed(n, stickyCommentBody('old report', 'e2e', 'ab12'), bot)
          : undefined;
      const run = await runAction(ws);
      expect(run.issue).toBe(n);
      figures.comments += foreign.length;
      expect(run.outputs['verdict']).toBe('regression');
      const after = server.comments.get(n) ?? [];
      for (const f of foreign) {
        const now = after.find((c) => c.id === f.id);
        expect(now, `comment ${f.id} still there`).toBeDefined();
        expect(now?.body, `comment ${f.id} unchanged`).toBe(f.body);
      }
      const ours = after.filter((c) => !foreign.some((f) => f.id === c.id));
      expect(ours).toHaveLength(1);
      expect(ours[0]?.body.endsWith(`\n${MARKER}`)).toBe(true);
      expect(ours[0]?.body).toMatch(/Credible regression/);
      if (own !== undefined) expect(ours[0]?.id).toBe(own.id);
    },
  );
});
