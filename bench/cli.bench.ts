// The whole CLI process: `node <bundle>/cli.js compare` on two seeded 20,000 x 256 binary .npy
// matrices with the 10-metric set of the metrics issue. Reports wall time (median of several runs)
// and peak RSS of the child process. Targets: < 300 ms wall, < 150 MB peak RSS.
//
// The bundle is built into a temporary directory (`node scripts/bundle.mjs --out <tmp>`), never dist/.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrng } from '../src/decision/prng.js';
import { TEN_METRICS, npyBytes } from './process-common.js';

const M = 20_000;
const N = 256;
const METRICS = TEN_METRICS;
const RUNS = 7;

/** Seeded binary outcomes: per-question success probability, candidate slightly worse on some. */
function matrices(seed: number): { baseline: Uint8Array; candidate: Uint8Array } {
  const rng = createPrng(seed);
  const baseline = new Uint8Array(M * N);
  const candidate = new Uint8Array(M * N);
  for (let q = 0; q < M; q++) {
    const p = rng.next();
    const pc = q % 5 === 0 ? Math.max(0, p - 0.05) : p;
    for (let t = 0; t < N; t++) {
      baseline[q * N + t] = rng.next() < p ? 1 : 0;
      candidate[q * N + t] = rng.next() < pc ? 1 : 0;
    }
  }
  return { baseline, candidate };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-bench-'));
try {
  const bundle = join(dir, 'bundle');
  execFileSync(process.execPath, ['scripts/bundle.mjs', '--out', bundle], { stdio: 'inherit' });
  const { baseline, candidate } = matrices(2026);
  const a = join(dir, 'baseline.npy');
  const b = join(dir, 'candidate.npy');
  writeFileSync(a, npyBytes(baseline, M, N));
  writeFileSync(b, npyBytes(candidate, M, N));
  // Peak RSS of the child: a preloaded hook prints process.resourceUsage().maxRSS (KiB) at exit.
  const rssHook = join(dir, 'rss.cjs');
  writeFileSync(
    rssHook,
    "process.on('exit', () => require('fs').writeSync(2, `\\nmaxrss-kib ${process.resourceUsage().maxRSS}\\n`));\n",
  );
  const args = [
    join(bundle, 'cli.js'),
    'compare',
    '--baseline',
    a,
    '--candidate',
    b,
    ...METRICS.flatMap((m) => ['--metric', m]),
    '--format',
    'json',
  ];

  const walls: number[] = [];
  let verdict = '';
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (r.status !== 0 && r.status !== 1) throw new Error(`cli exited ${r.status}: ${r.stderr}`);
    verdict = (JSON.parse(r.stdout) as { verdict: string }).verdict;
    walls.push(ms);
  }
  const rss: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(process.execPath, ['--require', rssHook, ...args], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const m = /maxrss-kib (\d+)/.exec(r.stderr);
    if (m) rss.push(Number(m[1]) / 1024);
  }
  const t0 = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', '0']);
  const nodeStart = Number(process.hrtime.bigint() - t0) / 1e6;

  console.log(
    `cli compare, 2 x ${M.toLocaleString('en')} x ${N} .npy (|u1), ${METRICS.length} metrics: ` +
      `wall median ${median(walls).toFixed(0)} ms (min ${Math.min(...walls).toFixed(0)}, max ${Math.max(...walls).toFixed(0)}; target < 300), ` +
      `peak RSS ${Math.max(...rss).toFixed(0)} MB (target < 150); verdict ${verdict}; ` +
      `bare node startup ${nodeStart.toFixed(0)} ms; ${process.version}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
