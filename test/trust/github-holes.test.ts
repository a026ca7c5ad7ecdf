/**
 * The action against the GitHub it meets on a bad day or in a hostile pull request (the holes a
 * hostile review found, issue 38), through run() with the real client against the loopback fake
 * GitHub, or through the bundled action:
 *
 * - accept-label names who added the label last: the newest issue events are read first, and a
 *   removal counts (Alice added and removed it, 3,000 events followed, Bob added it: the comment
 *   said "added by alice");
 * - an artifact listed as unexpired whose download answers 410: the next ancestor's artifact is
 *   the baseline (the step failed);
 * - only the token's own comments are edited or deleted: another app's bot comment that ends with
 *   the marker lines is left alone (with GITHUB_TOKEN any bot counted as the action, and the fake
 *   let any token edit any comment, so no test saw it: the fake now refuses and records it);
 * - bidi and invisible characters in names never reach what GitHub stores or shows (the comment,
 *   the job summary, the check run's title, summary and annotations, the outputs);
 * - a proxy that closes every CONNECT, or never answers one: the bundled action ends with its
 *   verdict and job summary after a few bounded attempts (undici reconnected for ever, about 40
 *   times a second, and the step never ended);
 * - a spent rate limit (403 or 429, as GitHub answers it) is told apart from a refused token in
 *   every message, and the job summary is written (the baseline search said "Add `actions:
 *   read`" and left the summary empty; the accept label said to grant `pull-requests: read`);
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { run } from '../../src/action/main.js';
import { createGitHubClient } from '../../src/github/client.js';
import { stickyCommentBody } from '../../src/github/sticky-comment.js';
import { FakeCore } from '../action/fakes.js';
import { pullRequestEvent } from '../e2e/events.js';
import { requireBundle, runAction as runBundle } from '../e2e/harness.js';
import { FaultyGitHub } from './fault-proxy.js';
import { repoRoot } from './fuzz-helpers.js';
import { buildZip } from './zip-builder.js';
import { recordFigure } from './scale.js';

const TOKEN = 'ghs_trustHolesTokenThatMustStayMasked00000';
const HEAD = 'e'.repeat(40);
const BASE = 'b'.repeat(40);

let gh: FaultyGitHub;
let scratch: string;
let issue = 300;
const figures = {
  invisible: { cases: 0, strings: 0 },
  unreachable: { cases: 0, connects: 0 },
  rateLimits: 0,
  acceptLabel: 0,
  gone: 0,
  identity: 0,
};

beforeAll(async () => {
  gh = new FaultyGitHub();
  await gh.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-holes-'));
});

afterAll(async () => {
  await gh.stop();
  rmSync(scratch, { recursive: true, force: true });
  recordFigure({
    suite: 'boundary',
    name: 'accept-label names who added the label last: thousands of issue events after an addition and a removal (read from the newest), a removal newest of all',
    cases: figures.acceptLabel,
    failures: 0,
  });
  recordFigure({
    suite: 'api-faults',
    name: 'baseline artifacts listed as unexpired whose download answers 410: the next ancestor with a usable one is the baseline',
    cases: figures.gone,
    failures: 0,
  });
  recordFigure({
    suite: 'boundary',
    name: "another app's bot comment (and a human's) ending with the sticky marker lines, under GITHUB_TOKEN, another app's token and a user's token: never edited or deleted; the token's own comment updated in place",
    cases: figures.identity,
    failures: 0,
  });
  recordFigure({
    suite: 'injection',
    name: 'bidi and invisible characters (U+202E, U+2066–2069, U+0085, U+2028/2029, BOM, zero-width, tags, …) in benchmark names: none in the comment, the job summary, the check run (title, summary, annotations) or the outputs',
    cases: figures.invisible.cases,
    failures: 0,
    detail: { 'strings checked': figures.invisible.strings },
  });
  recordFigure({
    suite: 'api-faults',
    name: 'a proxy that closes every CONNECT or never answers one (the bundled action): the verdict, the exit status and the job summary, a few bounded attempts, no reconnect loop',
    cases: figures.unreachable.cases,
    failures: 0,
    detail: { 'CONNECTs, most in a run': figures.unreachable.connects },
  });
  recordFigure({
    suite: 'api-faults',
    name: 'a spent rate limit (403 and 429, primary and secondary, as GitHub answers them) on the baseline search, the accept label and the comment: every message says rate limit and when it lifts, none asks for a permission; the job summary is written',
    cases: figures.rateLimits,
    failures: 0,
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
  /** The client's rate-limit handling (on in the action; it spaces writes a second apart). */
  throttle?: boolean;
  /** The pull request's base commit (and branch `main`). */
  base?: string;
}): Promise<{ core: FakeCore; issue: number }> {
  const pr = options.pr ?? ++issue;
  const dir = mkdtempSync(join(scratch, 'run-'));
  const eventPath = join(dir, 'event.json');
  const event = pullRequestEvent({
    number: pr,
    base: { sha: options.base ?? BASE, ref: 'main' },
    head: { sha: HEAD },
  });
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
      createGitHubClient({
        ...clientOptions,
        throttle: options.throttle === true,
        timeoutMs: 5_000,
      }),
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

/**
 * A proxy that takes every CONNECT and then closes it, or never answers it; `onConnect` hears
 * the count after each.
 */
async function brokenProxy(
  behaviour: 'close' | 'silent',
  onConnect: (connects: number) => void = () => undefined,
): Promise<{ url: string; connects: () => number; stop: () => Promise<void> }> {
  let connects = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((_request, response) => response.writeHead(405).end());
  server.on('connect', (_request, socket: Socket) => {
    connects += 1;
    onConnect(connects);
    sockets.add(socket);
    socket.on('error', () => undefined);
    if (behaviour === 'close') socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    connects: () => connects,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** The CONNECTs a run may make: each API call tried at most four times, a handful of calls. */
const MAX_CONNECTS = 16;

describe('an API out of reach behind the proxy', () => {
  beforeAll(() => requireBundle());

  it.each(['close', 'silent'] as const)(
    'a proxy that %s every CONNECT: the bundled action ends with its verdict and summary',
    async (behaviour) => {
      // A hang is told without a clock of our own, so that a slow machine cannot fail this: a
      // reconnect loop (undici's, about 40 CONNECTs a second) is counted by the proxy, and a run
      // that never ends is ended by the suite's test timeout and killed when the test ends.
      const hang = new AbortController();
      onTestFinished(() => hang.abort());
      const proxy = await brokenProxy(behaviour, (connects) => {
        if (connects > 4 * MAX_CONNECTS) hang.abort();
      });
      try {
        const r = await runBundle({
          // A name only the proxy could resolve: every request goes to it.
          apiUrl: 'https://api.github.test',
          scratch,
          issue: 7,
          inputs: { config: 'fixtures/demo/scorio.yml', 'check-run': 'true' },
          env: {
            HTTP_PROXY: proxy.url,
            HTTPS_PROXY: proxy.url,
            GITHUB_SHA: HEAD,
            // One attempt may wait 1 s for an answer (30 s in the action).
            SCORIO_GITHUB_TIMEOUT_MS: '1000',
          },
          signal: hang.signal,
        });
        figures.unreachable.cases += 1;
        figures.unreachable.connects = Math.max(figures.unreachable.connects, proxy.connects());
        expect(r.killed ?? false).toBe(false);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe('');
        expect(r.outputs['verdict']).toBe('regression');
        expect(r.stdout).toMatch(/^::error::Credible regression in 1 gated metric/m);
        expect(r.summary).toMatch(/^### ❌ Credible regression: gsm8k-sample accuracy/);
        expect(r.summary).toMatch(/> \[!WARNING\]\n> Could not post the comment/);
        // Each API call is tried at most four times (the client's retries): the comment's and the
        // check run's calls, a handful of CONNECTs, not a loop.
        expect(proxy.connects()).toBeGreaterThanOrEqual(1);
        expect(proxy.connects()).toBeLessThanOrEqual(MAX_CONNECTS);
      } finally {
        await proxy.stop();
      }
    },
  );
});

const DEMO_CONFIG =
  'benchmarks:\n  - name: gsm8k\n    baseline: results/baseline.csv\n    candidate: results/candidate.csv\n    metrics: [bayes]\n';

describe('a spent rate limit is not a missing permission', () => {
  afterEach(() => {
    gh.api.rateLimitSpent = undefined;
    gh.api.secondaryLimits.length = 0;
  });

  it.each([403, 429] as const)(
    'the baseline search (HTTP %i): the failure says when the limit lifts, the summary says why',
    async (status) => {
      gh.api.rateLimitSpent = { until: new Date(Date.now() + 3600_000), status };
      const r = await actionRun({
        cwd: workspace(DEMO_CONFIG),
        inputs: { 'baseline-artifact': 'evals', 'baseline-workflow': 'eval.yml' },
        throttle: true,
      });
      figures.rateLimits += 1;
      expect(r.core.failures).toHaveLength(1);
      const failure = r.core.failures[0] ?? '';
      expect(failure).toMatch(
        new RegExp(
          `^input "baseline-artifact": could not list the runs of eval\\.yml: GitHub's API rate limit is spent \\(HTTP ${status} "API rate limit exceeded for installation ID 4242\\."; it resets at \\d\\d:\\d\\d UTC, in (59|60) min\\): this is not a missing permission`,
        ),
      );
      expect(failure).not.toMatch(/actions: read|permissions/);
      expect(r.core.summaries).toHaveLength(1);
      expect(r.core.summaries[0]).toMatch(
        /^### ❌ scorio eval-action stopped before a verdict\n\n```text\ninput "baseline-artifact": could not list the runs of eval\.yml: GitHub's API rate limit is spent/,
      );
    },
  );

  it('the accept label and the comment: warnings name the limit, never a permission; the verdict and the summary stand', async () => {
    gh.api.rateLimitSpent = { until: new Date(Date.now() + 3600_000), status: 403 };
    const r = await actionRun({
      cwd: workspace(DEMO_CONFIG),
      inputs: { 'accept-label': 'eval-regression-accepted' },
      throttle: true,
    });
    figures.rateLimits += 1;
    expect(r.core.outputs.get('verdict')).toBe('regression');
    const warnings = r.core.warnings.map((w) => w.message);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^accept-label: could not read the labels of pull request #\d+ \(GitHub's API rate limit is spent \(HTTP 403 .*\): this is not a missing permission; a run after the limit lifts succeeds\): nothing is accepted/,
    );
    expect(warnings[1]).toMatch(
      /^Could not post the comment on pull request #\d+: GitHub's API rate limit is spent \(HTTP 403 /,
    );
    expect(warnings.join('\n')).not.toMatch(/grant|Grant|permissions:|pull-requests: (read|write)/);
    expect(r.core.summaries).toHaveLength(1);
    expect(r.core.summaries[0]).toMatch(/^### ❌ Credible regression/);
    expect(r.core.summaries[0]).toMatch(
      /> \[!WARNING\]\n> Could not post the comment on pull request #\d+: GitHub's API rate limit is spent/,
    );
  });

  it('a secondary limit on the comment that does not lift: the warning says so', async () => {
    for (let i = 0; i < 4; i++)
      gh.api.secondaryLimits.push({
        method: 'GET',
        path: /\/issues\/\d+\/comments$/,
        status: 403,
        retryAfter: 1,
      });
    const r = await actionRun({ cwd: workspace(DEMO_CONFIG), throttle: true });
    figures.rateLimits += 1;
    expect(r.core.outputs.get('verdict')).toBe('regression');
    expect(r.core.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^Could not post the comment on pull request #\d+: GitHub's secondary rate limit \(too many requests at once\) stopped the call \(HTTP 403 "You have exceeded a secondary rate limit\. .*"; GitHub asks to wait 1 s\): this is not a missing permission/,
      ),
    ]);
  });
});

describe('accept-label: who added the label', () => {
  const LABEL = 'eval-regression-accepted';

  afterEach(() => {
    gh.api.labels.clear();
    gh.api.issueEvents.clear();
  });

  it.each([0, 1, 2_999, 3_000, 5_432])(
    'Alice adds and removes it, %i events follow, Bob adds it: the comment names Bob',
    async (between) => {
      const pr = ++issue;
      const at = (i: number): string => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      gh.api.labels.set(pr, ['triage/needs-eval', LABEL]);
      gh.api.issueEvents.set(pr, [
        { event: 'labeled', label: LABEL, actor: 'alice', created_at: at(0) },
        { event: 'unlabeled', label: LABEL, actor: 'alice', created_at: at(1) },
        // A triage bot relabels the pull request (or force-pushes make events) in between.
        ...Array.from({ length: between }, (_, i) => ({
          event: i % 2 === 0 ? ('labeled' as const) : ('unlabeled' as const),
          label: 'triage/needs-eval',
          actor: 'triage-bot[bot]',
          created_at: at(2 + i),
        })),
        { event: 'labeled', label: LABEL, actor: 'bob', created_at: at(2 + between) },
      ]);
      const r = await actionRun({
        cwd: workspace(DEMO_CONFIG),
        pr,
        inputs: { 'accept-label': LABEL },
      });
      figures.acceptLabel += 1;
      expect(r.core.outputs.get('verdict')).toBe('accepted');
      const body = gh.api.comments.get(pr)?.[0]?.body ?? '';
      expect(body).toMatch(
        new RegExp(
          `accepts 1 credible regression, so the check passes \\(added by bob on ${at(2 + between).slice(0, 10)} `,
        ),
      );
      expect(body).not.toMatch(/alice/);
      // The newest page first: one page, or two when the first names the last.
      const pages = gh.api.requestsTo('GET', new RegExp(`/issues/${pr}/events$`));
      expect(pages.length).toBeLessThanOrEqual(2);
    },
  );

  it('the newest event for the label is its removal (the events lag the labels): nobody is named', async () => {
    const pr = ++issue;
    gh.api.labels.set(pr, [LABEL]);
    gh.api.issueEvents.set(pr, [
      { event: 'labeled', label: LABEL, actor: 'alice', created_at: '2026-01-01T00:00:00Z' },
      { event: 'unlabeled', label: LABEL, actor: 'alice', created_at: '2026-01-01T00:01:00Z' },
    ]);
    const r = await actionRun({
      cwd: workspace(DEMO_CONFIG),
      pr,
      inputs: { 'accept-label': LABEL },
    });
    figures.acceptLabel += 1;
    expect(r.core.outputs.get('verdict')).toBe('accepted');
    expect(gh.api.comments.get(pr)?.[0]?.body ?? '').not.toMatch(/alice|added by/);
  });
});

describe('an artifact listed as unexpired that answers 410 on download', () => {
  const commit = (i: number): string => i.toString(16).padStart(2, '0').repeat(20);
  const line = Array.from({ length: 8 }, (_, i) => commit(i + 1));
  const zip = buildZip([
    {
      name: 'gsm8k.csv',
      data: readFileSync(join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv')),
    },
  ]);
  let nextRun = 9100;

  afterEach(() => {
    gh.api.runs.length = 0;
    gh.api.artifacts.clear();
    gh.api.commits = [];
  });

  /** A successful push run of eval.yml on main at `sha`, with the artifact `evals`. */
  function addRun(sha: string, minutesAgo: number, gone: boolean): number {
    const id = nextRun++;
    gh.api.runs.push({
      id,
      run_number: id - 9000,
      workflow: 'eval.yml',
      head_sha: sha,
      head_branch: 'main',
      event: 'push',
      conclusion: 'success',
      created_at: new Date(Date.UTC(2026, 10, 20) - minutesAgo * 60_000).toISOString(),
      html_url: `https://github.com/octo/evals/actions/runs/${id}`,
      head_repository: { full_name: 'octo/evals' },
    });
    gh.api.artifacts.set(id, [
      { id: id * 10, name: 'evals', expired: false, size_in_bytes: zip.length, zip, gone },
    ]);
    return id;
  }

  it.each([1, 2, 3])(
    '%i gone: the next ancestor with a usable artifact is the baseline',
    async (goneCount) => {
      gh.api.commits = line;
      const base = line[6] as string;
      // The base commit's run and the ancestors' runs, newest first; the first `goneCount` are gone.
      const ids = [6, 5, 4, 3].map((i, k) =>
        addRun(line[i] as string, 10 * (k + 1), k < goneCount),
      );
      const used = ids[goneCount] as number;
      const r = await actionRun({
        cwd: workspace(
          'benchmarks:\n  - name: gsm8k\n    baseline: gsm8k.csv\n    candidate: results/candidate.csv\n    metrics: [bayes]\n',
        ),
        base,
        inputs: { 'baseline-artifact': 'evals', 'baseline-workflow': 'eval.yml' },
      });
      figures.gone += 1;
      expect(r.core.failures).toEqual([
        expect.stringMatching(/^Credible regression in 1 gated metric: gsm8k accuracy/),
      ]);
      expect(r.core.outputs.get('verdict')).toBe('regression');
      expect(r.core.outputs.get('baseline-run-url')).toBe(
        `https://github.com/octo/evals/actions/runs/${used}`,
      );
      expect(r.core.infos.filter((m) => /download answered HTTP 410/.test(m))).toHaveLength(
        goneCount,
      );
    },
  );

  it('every listed artifact gone: no baseline, and the reason says why', async () => {
    gh.api.commits = line;
    addRun(line[6] as string, 10, true);
    const r = await actionRun({
      cwd: workspace(
        'benchmarks:\n  - name: gsm8k\n    baseline: gsm8k.csv\n    candidate: results/candidate.csv\n    metrics: [bayes]\n',
      ),
      base: line[6] as string,
      inputs: { 'baseline-artifact': 'evals', 'baseline-workflow': 'eval.yml' },
    });
    figures.gone += 1;
    expect(r.core.outputs.get('verdict')).toBe('no-baseline');
    expect(r.core.warnings.map((w) => w.message).join('\n')).toMatch(
      /no baseline to compare with: .*was listed as unexpired, but its download answered HTTP 410/,
    );
  });
});

describe("another account's comment that ends with the marker lines", () => {
  afterEach(() => {
    gh.api.token = { login: 'github-actions[bot]', type: 'Bot' };
    gh.api.foreignWrites.length = 0;
  });

  it.each([
    ['GITHUB_TOKEN (github-actions[bot])', { login: 'github-actions[bot]', type: 'Bot' as const }],
    ["another app's installation token", { login: 'scorio-app[bot]', type: 'Bot' as const }],
    ["a user's token", { login: 'octocat', type: 'User' as const }],
  ])('%s: never edited or deleted; its own comment is updated in place', async (_, token) => {
    gh.api.token = token;
    const pr = ++issue;
    // Look-alikes of the action's own comment: the digest and the marker as the last lines.
    const others = [
      { login: 'other-app[bot]', type: 'Bot' },
      { login: 'github-actions[bot]', type: 'Bot' },
      { login: 'mallory', type: 'User' },
    ]
      .filter((user) => user.login !== token.login)
      .map((user, i) => gh.api.seed(pr, stickyCommentBody(`forged ${i}`, 'holes', 'ab12'), user));
    const before = others.map((c) => ({ ...c }));
    const cwd = workspace(DEMO_CONFIG);
    const first = await actionRun({ cwd, pr });
    const second = await actionRun({ cwd, pr });
    figures.identity += 1;
    for (const r of [first, second]) {
      expect(r.core.outputs.get('verdict')).toBe('regression');
      expect(r.core.warnings).toEqual([]);
    }
    expect(gh.api.foreignWrites).toEqual([]);
    const now = gh.api.comments.get(pr) ?? [];
    expect(now.slice(0, others.length)).toEqual(before);
    const own = now.filter((c) => c.user.login === token.login);
    expect(own).toHaveLength(1);
    expect(own[0]?.body).toMatch(/^### ❌ Credible regression/);
    expect(second.core.outputs.get('comment-url')).toBe(own[0]?.html_url);
  });
});
