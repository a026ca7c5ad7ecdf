// The library beside its peers, in CPU time (`npm run bench -- peers`): the Python reference
// (scorio.eval, NumPy and SciPy) and its TypeScript port (js/scorio), both from a copy of their
// public repository (github.com/mohsenhariri/scorio) that is fetched by hand, never a dependency
// and never committed:
//
//   git clone https://github.com/mohsenhariri/scorio .peers/scorio   # or SCORIO_PEERS=/path
//
// Without that copy (or without python3 with numpy and scipy) the peers' columns say so and only
// ours are measured. Each figure is the CPU time (user + system, all threads) of one call of the
// 10-metric set (Bayes@N, avg@N, and Pass@k, Pass^k, Maj@k, mG-Pass@k intervals at k = 1 and 8) on
// the same seeded M x N binary matrix (calls repeated for about a second, or one call when it
// takes longer than two): ours on number[][] (what both peers take) and on a count
// table, NumPy on an int64 array, js/scorio on number[][]. Then the general posteriors at k = 512
// and 4,096 on 2,000 x 4,096. Prints figures; nothing is asserted.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrng } from '../src/decision/prng.js';
import * as ours from '../src/metrics/index.js';

const peerDir = resolve(process.env['SCORIO_PEERS'] ?? '.peers/scorio');
const portEntry = join(peerDir, 'js/scorio/src/eval/index.ts');
const hasPython = existsSync(join(peerDir, 'scorio/eval/__init__.py')) && pythonWorks();

/* eslint-disable @typescript-eslint/no-explicit-any -- the port's module, loaded at run time */
const port: any = existsSync(portEntry) ? await import(pathToFileURL(portEntry).href) : undefined;

function pythonWorks(): boolean {
  try {
    execFileSync('python3', ['-c', 'import numpy, scipy'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Seeded M x N outcomes, each question its own rate p = u^2 (many hard questions). */
function outcomes(m: number, n: number, spread: boolean): Uint8Array {
  const rnd = createPrng(20261127).next;
  const data = new Uint8Array(m * n);
  for (let q = 0; q < m; q++) {
    const p = spread ? (q + 0.5) / m : rnd() ** 2;
    for (let i = 0; i < n; i++) data[q * n + i] = rnd() < p ? 1 : 0;
  }
  return data;
}

/** The matrix as JSON or a user's code would hold it: packed arrays of numbers. */
function rowsOf(data: Uint8Array, m: number, n: number): number[][] {
  const rows: number[][] = [];
  for (let q = 0; q < m; q++) {
    const row: number[] = [];
    for (let i = 0; i < n; i++) row.push(data[q * n + i] as number);
    rows.push(row);
  }
  return rows;
}

/** CPU milliseconds of one call of `fn`. */
function once(fn: () => unknown): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * CPU milliseconds per call of `fn`: a warm-up call, then as many calls as fill about a second
 * (at most 200), or the warm-up's own figure when one call takes longer than `single` ms.
 */
function cpuMs(fn: () => unknown, single = 2_000): number {
  const first = once(fn);
  if (first > single) return first;
  const reps = Math.min(200, Math.max(1, Math.round(1_000 / Math.max(first, 0.01))));
  let total = 0;
  for (let r = 0; r < reps; r++) total += once(fn);
  return total / reps;
}

const ten = (lib: any, R: unknown): void => {
  lib.bayesCi(R);
  lib.avgCi(R);
  for (const k of [1, 8]) {
    lib.passAtKCi(R, k);
    lib.passHatKCi(R, k);
    lib.majAtKCi(R, k);
    lib.mgPassAtKCi(R, k);
  }
};

/**
 * The Python reference's CPU ms per call of `calls` (Python statements over R); undefined without
 * the reference, Infinity when one call did not finish within `limit` seconds.
 */
function pythonMs(data: Uint8Array, m: number, n: number, calls: string, limit = 120) {
  if (!hasPython) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'scorio-peers-'));
  try {
    const file = join(dir, 'R.u8');
    writeFileSync(file, data);
    const script = [
      'import sys, time, numpy as np',
      'sys.path.insert(0, sys.argv[1])',
      'from scorio import eval as e',
      `R = np.fromfile(sys.argv[2], dtype=np.uint8).reshape(${m}, ${n}).astype(np.int64)`,
      `def run():\n    ${calls.split('\n').join('\n    ')}`,
      't = time.process_time(); run(); first = time.process_time() - t',
      'reps = 0 if first > 2 else min(200, max(1, round(1 / max(first, 1e-5))))',
      't = time.process_time()',
      'for _ in range(reps): run()',
      'print((time.process_time() - t) * 1000 / reps if reps else first * 1000)',
    ].join('\n');
    try {
      const out = execFileSync('python3', ['-c', script, peerDir, file], {
        encoding: 'utf8',
        timeout: limit * 1000,
      });
      return Number(out.trim());
    } catch (error) {
      if ((error as { signal?: string }).signal === 'SIGTERM') return Infinity;
      throw error;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PY_TEN = [
  'e.bayes_ci(R); e.avg_ci(R)',
  'for k in (1, 8):',
  '    e.pass_at_k_ci(R, k); e.pass_hat_k_ci(R, k); e.maj_at_k_ci(R, k); e.mg_pass_at_k_ci(R, k)',
].join('\n');

const fmt = (ms: number | undefined): string =>
  ms === undefined ? '—' : ms === Infinity ? '> 120 s' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(2);

console.log(
  `peers: ${peerDir} (Python reference: ${hasPython ? 'yes' : 'absent'}; js/scorio: ${port ? 'yes' : 'absent'})`,
);
console.log('\nThe 10-metric set, CPU ms per call');
console.log(
  '| M x N | ours, number[][] | ours, count table | Python (NumPy) | js/scorio | ours number[][] / faster peer |',
);
console.log('|:--|--:|--:|--:|--:|--:|');
for (const [m, n] of [
  [1_000, 8],
  [20_000, 256],
  [200_000, 16],
  [10_000, 4_096],
] as const) {
  const data = outcomes(m, n, false);
  const rows = rowsOf(data, m, n);
  const matrix = cpuMs(() => ten(ours, rows));
  const table = ours.countTableFromMatrix(rows);
  const counted = cpuMs(() => ten(ours, table));
  const py = pythonMs(data, m, n, PY_TEN);
  const js = port ? cpuMs(() => ten(port, rows)) : undefined;
  const peers = [py, js].filter((x): x is number => x !== undefined);
  const ratio = peers.length > 0 ? (matrix / Math.min(...peers)).toFixed(2) : '—';
  console.log(
    `| ${m} x ${n} | ${fmt(matrix)} | ${fmt(counted)} | ${fmt(py)} | ${fmt(js)} | ${ratio} |`,
  );
}

// The general posteriors as k grows 8x, every question at its own rate (2,000 distinct rows).
console.log('\nGeneral posteriors on 2,000 x 4,096 (every question its own rate), CPU ms per call');
console.log('| metric | ours, k = 512 | ours, k = 4,096 | Python, k = 512 | Python, k = 4,096 |');
console.log('|:--|--:|--:|--:|--:|');
const wide = outcomes(2_000, 4_096, true);
const wideTable = ours.countTableFromDense(wide, 2_000, 4_096);
for (const [name, call, py] of [
  ['maj@k', (k: number) => ours.majAtKCi(wideTable, k), 'e.maj_at_k_ci(R, K)'],
  ['mG-Pass@k', (k: number) => ours.mgPassAtKCi(wideTable, k), 'e.mg_pass_at_k_ci(R, K)'],
  [
    'G-Pass@k, tau 0.7',
    (k: number) => ours.gPassAtKTauCi(wideTable, k, 0.7),
    'e.g_pass_at_k_tau_ci(R, K, 0.7)',
  ],
  ['AUC@k', (k: number) => ours.aucAtKCi(wideTable, k), 'e.auc_at_k_ci(R, K)'],
] as const) {
  const cells = [512, 4_096].map((k) => fmt(cpuMs(() => call(k))));
  const pys = [512, 4_096].map((k) =>
    fmt(pythonMs(wide, 2_000, 4_096, py.replace('K', String(k)))),
  );
  console.log(`| ${name} | ${cells.join(' | ')} | ${pys.join(' | ')} |`);
}
