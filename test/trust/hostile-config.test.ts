/**
 * Hostile configs, generated (docs/reliability.md): the bundled action (dist/index.js, under the
 * suite's Node) runs configs a pull request could commit, built by generators rather than listed:
 *
 * - symbolic links at every component of every path the pull request controls (the config file's
 *   own path, result files, R0 priors), leading to secrets outside the workspace (a token, a
 *   password, a private key, the runner's environment, /etc/passwd) or to a config of its own;
 * - names holding control characters and workflow commands (benchmark names, metric labels, file
 *   names, question ids), in more warnings than get annotations;
 * - many benchmarks and metrics, below and above the cap on comparisons;
 * - huge k and N in every metric family (count tables of up to 10⁹ trials a question).
 *
 * Every run must end in a verdict or a typed one-line error (never "failed unexpectedly", nothing
 * on stderr), read and quote no file outside the workspace, print no workflow command that came
 * from data, and stay under the documented peak RSS.
 *
 * Why generators: the earlier suites listed the paths they linked (`evals/link.csv`) and never the
 * config's own path, and their hostile names went to fewer than five warnings, the ones written as
 * annotations; each hole lived one step beside a listed case.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_FAMILIES, type MetricFamily } from '../../src/decision/catalog.js';
import { FakeGitHubServer } from '../e2e/fake-github.js';
import { type ActionRun, repoRoot, requireBundle, runAction } from '../e2e/harness.js';
import { logLines, parseCommand } from './runner-commands.js';
import { SEED, logInt, prng, randInt, recordFigure, scaled } from './scale.js';

/**
 * The documented bound on the action's peak RSS (docs/reliability.md): 256 MiB, whatever k and N,
 * plus what parsing the config's YAML takes, up to 768 bytes per byte of config (the yaml
 * library's tokens and nodes: 660 MB for an 800 KB list of spectrum weights; the config is at
 * most 1 MB). Tables add O(questions × labels); these configs name small ones.
 */
export const PEAK_RSS_BOUND = 256 * 2 ** 20;
export const RSS_PER_CONFIG_BYTE = 768;
/** The comparisons a run may make unless the workflow raises it (input max-comparisons). */
const DEFAULT_MAX_COMPARISONS = 1_000;

/** A value only the action's environment holds, read through /proc/self/environ if anything. */
const SECRET_ENV = 'plantedSecret-3Hk9Qz7Wm2Lx5Rv8';
/** Files a self-hosted runner keeps beside the workspace; their content must never appear. */
const SECRET_FILES: Readonly<Record<string, string>> = {
  '.git-credentials': 'https://octocat:ghp_PlantedCredentialToken000000000000000000@github.com\n',
  '.netrc': 'machine github.com login octocat password PlantedNetrcPassword0000\n',
  id_ed25519:
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAPlantedPrivateKeyMaterial0000\n-----END OPENSSH PRIVATE KEY-----\n',
};
/** What must never appear in anything the run publishes. */
const LEAKS = [/planted/i, /PATH=/, /root:x:0:0/, /BEGIN OPENSSH/, /SCORIO_E2E/];

const DEMO_BASE = readFileSync(join(repoRoot, 'fixtures/demo/baseline/gsm8k-sample.csv'), 'utf8');
const DEMO_CAND = readFileSync(join(repoRoot, 'fixtures/demo/candidate/gsm8k-sample.csv'), 'utf8');
const PROBE = pathToFileURL(join(repoRoot, 'test/e2e/rss-probe.mjs')).href;

let server: FakeGitHubServer;
let scratch: string;
let outside: string;
let issue = 500;
let workspaces = 0;
const figures = {
  links: { cases: 0, refused: 0 },
  commands: { cases: 0, lines: 0 },
  many: { cases: 0, refused: 0 },
  huge: { cases: 0, refused: 0, verdicts: 0 },
};
type Section = 'links' | 'commands' | 'many' | 'huge';
/** The section whose cases run now (set by each describe's beforeAll), for its peak RSS. */
let section: Section = 'links';
/** Peak RSS per section, of the runs whose config is small and of those of 64 KB to 1 MB. */
const peaks: Record<Section, { small: number; big: number }> = {
  links: { small: 0, big: 0 },
  commands: { small: 0, big: 0 },
  many: { small: 0, big: 0 },
  huge: { small: 0, big: 0 },
};

beforeAll(async () => {
  requireBundle();
  server = new FakeGitHubServer();
  await server.start();
  scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-hostile-'));
  outside = join(scratch, 'outside');
  mkdirSync(outside);
  for (const [name, text] of Object.entries(SECRET_FILES)) writeFileSync(join(outside, name), text);
  // A config of the attacker's own, outside: loading it at all is the hole.
  writeFileSync(
    join(outside, 'scorio.yml'),
    'benchmarks:\n  - name: planted-outside-config\n    baseline: evals/base.csv\n    candidate: evals/cand.csv\n',
  );
});

afterAll(async () => {
  await server?.stop();
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  const rss = (of: Section) => ({
    'peak RSS (MB)': Math.round(peaks[of].small / 2 ** 20),
    ...(peaks[of].big > 0
      ? { 'peak RSS, configs of 64 KB to 1 MB (MB)': Math.round(peaks[of].big / 2 ** 20) }
      : {}),
  });
  recordFigure({
    suite: 'hostile-config',
    name: 'symbolic links at every component of the config path, result files and R0 priors, to secrets outside the workspace (token, password, private key, environment, /etc/passwd, a config): refused, nothing read or quoted; links inside the workspace still read',
    cases: figures.links.cases,
    failures: 0,
    detail: { refused: figures.links.refused, ...rss('links') },
  });
  recordFigure({
    suite: 'hostile-config',
    name: 'names with line breaks, control characters and workflow commands (::error, ::stop-commands, ::add-mask, ##[error], …) as benchmark names, metric labels, file names and question ids, in more warnings than get annotations: no command from data in the log',
    cases: figures.commands.cases,
    failures: 0,
    detail: { 'log lines checked': figures.commands.lines, ...rss('commands') },
  });
  recordFigure({
    suite: 'hostile-config',
    name: `many benchmarks × metrics (up to 160,000 comparisons): a verdict within the cap, a one-line error naming input "max-comparisons" above it`,
    cases: figures.many.cases,
    failures: 0,
    detail: { refused: figures.many.refused, ...rss('many') },
  });
  recordFigure({
    suite: 'hostile-config',
    name: `huge k and N in every metric family (k up to 10⁹, count tables of up to 10⁹ trials a question): a verdict or a typed error, peak RSS under ${PEAK_RSS_BOUND / 2 ** 20} MiB plus 768 bytes per byte of config`,
    cases: figures.huge.cases,
    failures: 0,
    detail: {
      verdicts: figures.huge.verdicts,
      'typed errors': figures.huge.refused,
      ...rss('huge'),
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Running a case

/** A file's content, or a symbolic link to `link` (absolute, or relative to the link's folder). */
type Entry = string | { readonly link: string };

/** Builds a fresh workspace from `files` (paths relative to it). */
function makeWorkspace(files: Readonly<Record<string, Entry>>): string {
  const dir = join(scratch, `ws-${++workspaces}`);
  mkdirSync(dir);
  for (const [path, entry] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    if (typeof entry === 'string') writeFileSync(full, entry);
    else symlinkSync(entry.link, full);
  }
  return dir;
}

interface HostileRun extends ActionRun {
  readonly issue: number;
  /** Peak resident set size of the action's process, in bytes. */
  readonly rss: number;
  /** The size of the config file (0 when it is a link, or absent). */
  readonly configBytes: number;
  /** Everything the run left where people can read it. */
  readonly published: string;
}

async function run(workspace: string, inputs: Record<string, string> = {}): Promise<HostileRun> {
  const n = ++issue;
  const rssFile = join(scratch, `rss-${n}`);
  const result = await runAction({
    apiUrl: server.url,
    scratch,
    issue: n,
    workspace,
    inputs,
    env: {
      SCORIO_E2E_PLANTED: SECRET_ENV,
      NODE_OPTIONS: `--import=${PROBE}`,
      SCORIO_RSS_FILE: rssFile,
    },
  });
  // No file: the process died before exiting (the kernel killed it for memory).
  expect(existsSync(rssFile), 'the action exited on its own').toBe(true);
  const rss = Number(readFileSync(rssFile, 'utf8'));
  const reports = ['report-json', 'report-markdown']
    .map((name) => result.outputs[name])
    .filter((path): path is string => path !== undefined && path !== '')
    .map((path) => readFileSync(path, 'utf8'));
  const comments = (server.comments.get(n) ?? []).map((c) => c.body);
  const config = join(workspace, inputs['config'] ?? '.github/scorio.yml');
  const configBytes = existsSync(config) && lstatSync(config).isFile() ? statSync(config).size : 0;
  const published = [
    result.stdout,
    result.stderr,
    result.summary,
    JSON.stringify(result.outputs),
    ...reports,
    ...comments,
  ].join('\n');
  // The figure: the peak of the runs whose config is small (the YAML's own cost apart).
  const peak = peaks[section];
  if (configBytes < 64 * 1024) peak.small = Math.max(peak.small, rss);
  else peak.big = Math.max(peak.big, rss);
  return { ...result, issue: n, rss, configBytes, published };
}

/** The failure line (`::error::…`, the last one), or undefined. */
function failure(r: ActionRun): string | undefined {
  return r.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::'))
    .at(-1);
}

/**
 * A verdict, or a typed one-line error: never "failed unexpectedly" (an exception the action did
 * not expect: a crash), never anything on stderr (a stack trace, a Node warning), never silence.
 */
function expectTypedOutcome(r: HostileRun, what: string): 'verdict' | 'error' {
  expect(r.stderr, `${what}: stderr`).toBe('');
  const verdict = r.outputs['verdict'];
  if (verdict !== undefined) {
    expect(verdict, `${what}: verdict`).toMatch(/^(regression|improvement|no-change)$/);
    // A credible regression fails the step (fail-on-regression), with its own one line.
    if (r.code !== 0) expect(failure(r), what).toMatch(/^::error::Credible regression/);
    return 'verdict';
  }
  expect(r.code, `${what}: exit code`).toBe(1);
  const line = failure(r);
  expect(line, `${what}: one ::error:: line`).toBeDefined();
  expect(line, what).not.toMatch(/failed unexpectedly/);
  return 'error';
}

function expectNoLeak(r: HostileRun, what: string): void {
  for (const leak of LEAKS) expect(r.published, `${what}: ${leak}`).not.toMatch(leak);
}

function expectRssBound(r: HostileRun, what: string): void {
  const bound = PEAK_RSS_BOUND + RSS_PER_CONFIG_BYTE * r.configBytes;
  const shown = `peak RSS ${Math.round(r.rss / 2 ** 20)} MB, config ${r.configBytes} bytes`;
  expect(r.rss, `${what}: ${shown}`).toBeLessThan(bound);
}

// ---------------------------------------------------------------------------------------------
// The runner's reading of the log (actions/runner, src/Runner.Common/ActionCommand.cs)

/** The commands the action itself writes (their data is escaped by @actions/core). */
const OWN = new Set(['warning', 'error', 'debug', 'notice', 'add-mask']);

/**
 * Lines of `log` the runner would run as a command that data chose: a command the action never
 * writes, a legacy `##[…]` command, or the `marker` in a command's name or properties. (The
 * runner splits lines at CR and LF.)
 */
function commandsFromData(log: string, marker: RegExp): string[] {
  return logLines(log).filter((line) => {
    const command = parseCommand(line);
    if (command === undefined) return false;
    if (command.legacy || !OWN.has(command.name)) return true;
    if (command.name === 'add-mask') return marker.test(command.data);
    return marker.test(command.info);
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Symbolic links at every component of every path the pull request controls

/** A config naming `baseline` (and an optional R0 prior), otherwise benign. */
function configFor(baseline = 'evals/base.csv', r0?: string): string {
  const metrics =
    r0 === undefined ? '' : `    metrics: [{ metric: bayes, R0: ${JSON.stringify(r0)} }]\n`;
  const candidate = baseline === 'evals/base.csv' ? 'evals/cand.csv' : 'cand/cand.csv';
  return `benchmarks:\n  - name: gsm8k\n    baseline: ${JSON.stringify(baseline)}\n    candidate: ${candidate}\n${metrics}`;
}

/** What a path template holds and where it is used. */
interface PathTemplate {
  readonly name: string;
  /** The path whose components are linked, relative to the workspace. */
  readonly path: string;
  /** A benign file for it (the content an outside folder holds at the rest of the path, too). */
  readonly content: string;
  /** The rest of the workspace, and the inputs, when `path` is this template's. */
  readonly files: Readonly<Record<string, Entry>>;
  readonly inputs: Readonly<Record<string, string>>;
}

const TEMPLATES: readonly PathTemplate[] = [
  {
    name: 'the config (default path)',
    path: '.github/scorio.yml',
    content: configFor(),
    files: { 'evals/base.csv': DEMO_BASE, 'evals/cand.csv': DEMO_BASE },
    inputs: {},
  },
  {
    name: 'the config (input "config")',
    path: 'conf/eval/scorio.yml',
    content: configFor(),
    files: { 'evals/base.csv': DEMO_BASE, 'evals/cand.csv': DEMO_BASE },
    inputs: { config: 'conf/eval/scorio.yml' },
  },
  {
    name: 'a result file',
    path: 'evals/sub/base.csv',
    content: DEMO_BASE,
    files: { '.github/scorio.yml': configFor('evals/sub/base.csv'), 'cand/cand.csv': DEMO_BASE },
    inputs: {},
  },
  {
    name: 'an R0 prior',
    path: 'priors/r0.csv',
    content: DEMO_BASE,
    files: {
      '.github/scorio.yml': configFor('evals/base.csv', 'priors/r0.csv'),
      'evals/base.csv': DEMO_BASE,
      'evals/cand.csv': DEMO_BASE,
    },
    inputs: {},
  },
];

interface LinkCase {
  readonly what: string;
  readonly template: PathTemplate;
  /** The component of `template.path` that is a link (a prefix of it). */
  readonly component: string;
  /** Where it leads: an absolute path, or a function of the workspace for relative links. */
  readonly target: (workspace: string) => string;
  /** Links that stay inside the workspace are read as always. */
  readonly inside: boolean;
}

/** Every (component, target) pair of every template. */
function linkCases(): LinkCase[] {
  const cases: LinkCase[] = [];
  for (const template of TEMPLATES) {
    const parts = template.path.split('/');
    parts.forEach((_, i) => {
      const component = parts.slice(0, i + 1).join('/');
      const rest = parts.slice(i + 1).join('/');
      const isFile = rest === '';
      const at = (workspace: string) => dirname(join(workspace, component));
      const push = (what: string, target: (workspace: string) => string, inside = false) =>
        cases.push({
          what: `${template.name}: ${component} -> ${what}`,
          template,
          component,
          target,
          inside,
        });
      if (isFile) {
        for (const name of Object.keys(SECRET_FILES)) {
          push(name, () => join(outside, name));
          push(`../…/${name} (relative)`, (ws) => relative(at(ws), join(outside, name)));
        }
        push('/proc/self/environ', () => '/proc/self/environ');
        if (existsSync('/etc/passwd')) push('/etc/passwd', () => '/etc/passwd');
        push('an outside config', () => join(outside, 'scorio.yml'));
        // Inside the workspace, but its git directory: the checkout's persisted token.
        push('.git/config in the workspace', (ws) => {
          mkdirSync(join(ws, '.git'), { recursive: true });
          writeFileSync(
            join(ws, '.git/config'),
            '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic PlantedGitToken0000\n',
          );
          return relative(at(ws), join(ws, '.git/config'));
        });
        // A chain: a link to a link (inside) to a secret.
        push('a link inside, to a secret', (ws) => {
          const hop = join(ws, `${component}.hop`);
          symlinkSync(join(outside, '.netrc'), hop);
          return hop;
        });
        push(
          'a file inside the workspace',
          (ws) => {
            const real = join(ws, 'inside', component);
            mkdirSync(dirname(real), { recursive: true });
            writeFileSync(real, template.content);
            return real;
          },
          true,
        );
      } else {
        // A folder outside that holds a benign file at the rest of the path.
        const tree = (ws: string) => {
          const dir = join(outside, `tree-${relative(scratch, ws)}-${i}`);
          mkdirSync(join(dir, dirname(rest)), { recursive: true });
          writeFileSync(join(dir, rest), template.content);
          return dir;
        };
        push('a folder outside', tree);
        push('a folder outside (relative)', (ws) => relative(at(ws), tree(ws)));
        push(
          'a folder inside the workspace',
          (ws) => {
            const real = join(ws, 'inside', component);
            mkdirSync(join(real, dirname(rest)), { recursive: true });
            writeFileSync(join(real, rest), template.content);
            return real;
          },
          true,
        );
      }
    });
  }
  return cases;
}

describe('symbolic links at every component of every path a pull request controls', () => {
  beforeAll(() => {
    section = 'links';
  });
  const all = linkCases();
  const rand = prng(SEED ^ 0x11);
  // CI: a seeded sample that keeps every template and both kinds; full scale: all of them.
  const chosen = scaled(0, 1)
    ? all
    : all.filter(
        (c, i) => c.inside || i % 5 === Math.floor(rand() * 5) || c.component === '.github',
      );

  it.each(chosen.map((c) => [c.what, c] as const))('%s', async (_what, c) => {
    const ws = makeWorkspace({ ...c.template.files });
    mkdirSync(dirname(join(ws, c.component)), { recursive: true });
    symlinkSync(c.target(ws), join(ws, c.component));
    const r = await run(ws, { ...c.template.inputs });
    figures.links.cases++;
    expectTypedOutcome(r, c.what);
    expectNoLeak(r, c.what);
    expectRssBound(r, c.what);
    if (c.inside) {
      expect(r.code, `${c.what}: ${failure(r) ?? ''}`).toBe(0);
      expect(r.outputs['verdict']).toBe('no-change');
      return;
    }
    figures.links.refused++;
    expect(r.code).toBe(1);
    expect(failure(r), c.what).toMatch(
      /(is|resolves to .*,) outside the workspace|in the git directory of the workspace: refused/,
    );
    expect(r.outputs['verdict']).toBeUndefined();
    expect(server.comments.get(r.issue)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Names with control characters and workflow commands

const BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u0085', '\u000b', '\u000c', '\t', ' ', ''];
const COMMANDS: readonly ((marker: string) => string)[] = [
  (m) => `::error file=.github/workflows/ci.yml,line=1,title=${m}::${m} fake annotation`,
  (m) => `::stop-commands::${m}`,
  (m) => `::add-mask::${m}`,
  (m) => `::set-output name=verdict::${m}`,
  (m) => `  ::warning title=${m}::x`,
  (m) => `::notice::${m}`,
  (m) => `##[error]${m}`,
  (m) => `##[stop-commands]${m}`,
  (m) => `x ##[add-mask]${m}`,
  (m) => `##[set-output name=verdict;]${m}`,
  (m) => `%0A::error::${m}`,
];

/** A hostile string: a letter, then breaks and commands, each carrying the marker `PWN…`. */
function hostileText(rand: () => number, id: number, max: number): string {
  let text = `n${id}`;
  const parts = randInt(rand, 1, 3);
  for (let p = 0; p < parts; p++) {
    const br = BREAKS[randInt(rand, 0, BREAKS.length - 1)] as string;
    const command = COMMANDS[randInt(rand, 0, COMMANDS.length - 1)] as (m: string) => string;
    text += br + command(`PWN${id}x${p}`);
  }
  return Array.from(text).slice(0, max).join('').trimEnd();
}

/** A YAML double-quoted scalar holding `text` exactly (every non-ASCII and control escaped). */
function yamlString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e)
      out +=
        code > 0xffff
          ? `\\U${code.toString(16).padStart(8, '0')}`
          : `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

function csvCell(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A workspace whose every name is hostile: 8 benchmarks (so more warnings than annotations), each
 * with a hostile name, a metric with a hostile label, a question id only in its baseline (a
 * warning with align: intersect; an error listing it with strict), and one candidate file with a
 * hostile name matched twice (a warning naming it).
 */
function commandWorkspace(rand: () => number, align: 'intersect' | 'strict'): string {
  const files: Record<string, Entry> = {};
  const benchmarks: string[] = [];
  for (let b = 0; b < 8; b++) {
    const id = hostileText(rand, 100 + b, 60);
    files[`evals/base-${b}.csv`] = `${DEMO_BASE.trimEnd()}\n${csvCell(id)},1,1,1,1,1,1,1,1\n`;
    const file = hostileText(rand, 200 + b, 60).replace(/[/\0]/g, '_');
    files[`evals/c${b}/${file}.csv`] = DEMO_CAND;
    benchmarks.push(
      [
        `  - name: ${yamlString(hostileText(rand, b, 180))}`,
        `    baseline: evals/base-${b}.csv`,
        `    candidate: [${yamlString(`evals/c${b}/${file}.csv`)}, "evals/c${b}/*.csv"]`,
        `    metrics: [bayes, { metric: pass@k, k: 2, label: ${yamlString(hostileText(rand, 300 + b, 90))} }]`,
      ].join('\n'),
    );
  }
  files['.github/scorio.yml'] = `align: ${align}\nbenchmarks:\n${benchmarks.join('\n')}\n`;
  return makeWorkspace(files);
}

describe('names with control characters and workflow commands', () => {
  beforeAll(() => {
    section = 'commands';
  });
  const rounds = scaled(2, 12);
  it.each(Array.from({ length: rounds }, (_, i) => i))(
    'round %i: no workflow command from data in the log',
    async (round) => {
      const rand = prng(SEED ^ (0x2000 + round));
      for (const align of ['intersect', 'strict'] as const) {
        const r = await run(commandWorkspace(rand, align));
        figures.commands.cases++;
        const what = `round ${round}, align ${align}`;
        const outcome = expectTypedOutcome(r, what);
        // intersect: a verdict (the candidate regresses); strict: the ids differ.
        expect(outcome, `${what}: ${failure(r) ?? ''}`).toBe(
          align === 'intersect' ? 'verdict' : 'error',
        );
        const log = `${r.stdout}\n${r.stderr}`;
        figures.commands.lines += log.split('\n').length;
        // The hostile names did reach the log (escaped), past the annotated warnings.
        expect(log).toMatch(/PWN/);
        if (align === 'intersect') expect(r.stdout).toMatch(/^warning: .*PWN/m);
        expect(commandsFromData(log, /PWN/), what).toEqual([]);
        expectRssBound(r, what);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 3. Many benchmarks and metrics

const METRIC_POOL = ['bayes', 'avg', 'pass@2', 'pass^2', 'maj@3', 'mg-pass@4', 'max@2', 'auc@4'];

/** `benchmarks` benchmarks with `metrics` metrics each (every one a comparison). */
function manyConfig(benchmarks: number, metrics: number): string {
  const entries =
    metrics <= METRIC_POOL.length
      ? METRIC_POOL.slice(0, metrics).join(', ')
      : Array.from({ length: metrics }, (_, i) => `{ metric: bayes, label: m${i} }`).join(', ');
  const rows = Array.from(
    { length: benchmarks },
    (_, i) => `  - { name: b${i}, baseline: evals/base.csv, candidate: evals/cand.csv }`,
  );
  return `metrics: [${entries}]\nbenchmarks:\n${rows.join('\n')}\n`;
}

describe('many benchmarks and metrics', () => {
  beforeAll(() => {
    section = 'many';
  });
  const rand = prng(SEED ^ 0x3000);
  const cases: { benchmarks: number; metrics: number; inputs: Record<string, string> }[] = [
    // The issue's cases: 20,000 and 160,000 comparisons.
    { benchmarks: 2000, metrics: 10, inputs: {} },
    { benchmarks: 400, metrics: 400, inputs: {} },
    // Exactly at the cap, and one above it.
    { benchmarks: 125, metrics: 8, inputs: {} },
    { benchmarks: 1001, metrics: 1, inputs: {} },
    // The workflow raises it (in CI over fewer benchmarks: a benchmark costs more than a metric).
    scaled(0, 1)
      ? { benchmarks: 300, metrics: 5, inputs: { 'max-comparisons': '1500' } }
      : { benchmarks: 100, metrics: 11, inputs: { 'max-comparisons': '1100' } },
  ];
  for (let i = 0; i < scaled(1, 6); i++)
    cases.push({ benchmarks: logInt(rand, 600), metrics: randInt(rand, 1, 8), inputs: {} });

  // What is counted is comparisons, not questions: in CI each compares a table of 12 questions
  // (the demo's first rows), so that the 1,000 the cap allows take a second, not several.
  const data = scaled(0, 1) ? DEMO_BASE : DEMO_BASE.split('\n').slice(0, 13).join('\n');
  it.each(cases.map((c) => [`${c.benchmarks} × ${c.metrics}`, c] as const))(
    '%s comparisons',
    async (what, c) => {
      const ws = makeWorkspace({
        '.github/scorio.yml': manyConfig(c.benchmarks, c.metrics),
        'evals/base.csv': data,
        'evals/cand.csv': data,
      });
      const r = await run(ws, c.inputs);
      figures.many.cases++;
      const cap = Number(c.inputs['max-comparisons'] ?? DEFAULT_MAX_COMPARISONS);
      const outcome = expectTypedOutcome(r, what);
      expectRssBound(r, what);
      if (c.benchmarks * c.metrics <= cap) {
        expect(outcome, `${what}: ${failure(r) ?? ''}`).toBe('verdict');
        return;
      }
      figures.many.refused++;
      expect(failure(r)).toMatch(
        /^::error::\.github\/scorio\.yml: [\d,]+ comparisons \([\d,]+ benchmarks? × (their|its) metrics\), over the limit of [\d,]+; nothing was read\. .*input "max-comparisons"/,
      );
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 4. Huge k and N in every metric family

/** A metric entry of `family` at `k` (spectrum weights of length k where the family needs them). */
function metricEntry(family: MetricFamily, k: number): string {
  const info = METRIC_FAMILIES[family];
  const name = family === 'pass-hat' ? 'pass^k' : info.needsK ? `${info.stem}@k` : info.stem;
  const options: string[] = [`metric: ${name}`];
  if (info.needsK) options.push(`k: ${k}`);
  if (family === 'g-pass') options.push('tau: 0.5');
  if (family === 'threshold-spectrum')
    options.push(
      `weights: [${Array.from({ length: k }, (_, i) => (i === k - 1 ? 1 : 0)).join(',')}]`,
    );
  return `{ ${options.join(', ')} }`;
}

/** A count table: `questions` questions of `trials` trials each, a random share correct. */
function countsCsv(rand: () => number, questions: number, trials: number, labels: number): string {
  const rows = ['question_id,outcome,count'];
  for (let q = 0; q < questions; q++) {
    let left = trials;
    for (let label = labels - 1; label > 0; label--) {
      const n = Math.floor(rand() * left);
      rows.push(`q${q},${label},${n}`);
      left -= n;
    }
    rows.push(`q${q},0,${left}`);
  }
  return `${rows.join('\n')}\n`;
}

interface HugeCase {
  readonly family: MetricFamily;
  readonly k: number;
  readonly trials: number;
  readonly questions: number;
  readonly inputs: Record<string, string>;
}

function hugeCases(): HugeCase[] {
  const rand = prng(SEED ^ 0x4000);
  const families = Object.keys(METRIC_FAMILIES) as MetricFamily[];
  const cases: HugeCase[] = [
    // The issue's cases, at the default work budget.
    { family: 'auc', k: scaled(25_000_000, 250_000_000), trials: 1e9, questions: 1, inputs: {} },
    { family: 'pass', k: scaled(10_000_000, 100_000_000), trials: 1e9, questions: 2, inputs: {} },
    // The largest config there may be: 1 MB, most of it spectrum weights (YAML's own memory).
    { family: 'threshold-spectrum', k: 490_000, trials: 1e9, questions: 1, inputs: {} },
  ];
  for (let round = 0; round < scaled(1, 3); round++)
    for (const family of families) {
      // Spectrum weights are a list of k numbers in the config (at most 1 MB): k stays small.
      const kMin = family === 'threshold-spectrum' ? 1_000 : 100_000;
      const kMax = family === 'threshold-spectrum' ? 50_000 : 1_000_000_000;
      const k = Math.round(Math.exp(Math.log(kMin) + rand() * Math.log(kMax / kMin)));
      const trials = rand() < 0.7 ? Math.max(k, logInt(rand, 1_000_000_000)) : logInt(rand, 1e9);
      cases.push({
        family,
        k,
        trials,
        questions: randInt(rand, 1, 4),
        // A hundredth (CI) or a tenth of the default budget keeps each case to seconds; memory does
        // not depend on it (the two cases above take the default).
        inputs: { 'work-budget': scaled(0, 1) ? '2e10' : '2e9' },
      });
    }
  return cases;
}

describe('huge k and N in every metric family', () => {
  beforeAll(() => {
    section = 'huge';
  });
  it.each(hugeCases().map((c) => [`${c.family}@${c.k}, N = ${c.trials}`, c] as const))(
    '%s: a verdict or a typed error, memory bounded',
    async (what, c) => {
      const rand = prng(SEED ^ c.k);
      const labels = METRIC_FAMILIES[c.family].binaryOnly ? 2 : 3;
      const weights = labels === 2 ? '' : '    weights: [0, 0.5, 1]\n';
      const ws = makeWorkspace({
        '.github/scorio.yml': `benchmarks:\n  - name: huge\n    baseline: evals/base.csv\n    candidate: evals/cand.csv\n    format: counts-csv\n${weights}    metrics: [${metricEntry(c.family, c.k)}]\n`,
        'evals/base.csv': countsCsv(rand, c.questions, c.trials, labels),
        'evals/cand.csv': countsCsv(rand, c.questions, c.trials, labels),
      });
      const r = await run(ws, c.inputs);
      figures.huge.cases++;
      const outcome = expectTypedOutcome(r, what);
      if (outcome === 'verdict') figures.huge.verdicts++;
      else figures.huge.refused++;
      expectRssBound(r, what);
    },
  );
});
