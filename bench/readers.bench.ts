// Reader throughput (`npm run bench -- readers`). Generates seeded files of about 100 MB in
// os.tmpdir(): a wide CSV, a long JSON Lines file, and .npy matrices (int8 and int64, the np.save
// default); each is read in its own child process, which reports the time and its peak RSS.
// Figures are printed, never asserted. Targets (issue 3): >= 200 MB/s for wide CSV and .npy; each
// line also gives the bytes-read floor (the readers' read loop alone) and the reader's share of it.
// The 1 GB long-CSV memory check is opt-in: SCORIO_BENCH_LARGE=1 npm run bench -- readers-large.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  childMeasure,
  measure,
  measureFloor,
  prng,
  rates,
  report,
  writeGenerated,
} from './readers-common.js';

const SCRIPT = fileURLToPath(import.meta.url);
const MB = 1e6;

async function main(): Promise<void> {
  if (await childMeasure(process.argv)) return;
  const dir = mkdtempSync(join(tmpdir(), 'scorio-readers-bench-'));
  try {
    // Wide CSV: 50,000 questions x 1,000 trials of 0/1 (about 100 MB).
    const wideM = 50_000;
    const wideN = 1_000;
    const pWide = rates(wideM, 1);
    const rnd = prng(2);
    let q = 0;
    const wide = join(dir, 'wide.csv');
    writeGenerated(wide, 200 * MB, () => {
      if (q > wideM) return '';
      if (q === 0) {
        q++;
        return `question_id,${Array.from({ length: wideN }, (_, i) => `t${i}`).join(',')}\n`;
      }
      const parts: string[] = [];
      for (let r = 0; r < 200 && q <= wideM; r++, q++) {
        const p = pWide[q - 1] as number;
        let line = `q${q}`;
        for (let i = 0; i < wideN; i++) line += rnd() < p ? ',1' : ',0';
        parts.push(line);
      }
      return `${parts.join('\n')}\n`;
    });
    report(
      'csv-wide (50k x 1000, 0/1)',
      wide,
      measure(SCRIPT, wide, 'csv-wide'),
      measureFloor(SCRIPT, wide),
    );

    // Long JSON Lines: about 100 MB of {"question_id", "trial", "outcome"} in trial-major order.
    const longM = 20_000;
    const pLong = rates(longM, 3);
    const rnd2 = prng(4);
    let line = 0;
    const longPath = join(dir, 'long.jsonl');
    writeGenerated(longPath, 100 * MB, () => {
      const parts: string[] = [];
      for (let r = 0; r < 5_000; r++, line++) {
        const qq = line % longM;
        const trial = Math.floor(line / longM);
        const v = rnd2() < (pLong[qq] as number) ? 1 : 0;
        parts.push(`{"question_id": "q${qq}", "trial": ${trial}, "outcome": ${v}}`);
      }
      return `${parts.join('\n')}\n`;
    });
    report(
      'jsonl-long (20k questions)',
      longPath,
      measure(SCRIPT, longPath, 'jsonl-long'),
      measureFloor(SCRIPT, longPath),
    );

    // Long CSV: about 100 MB of question_id,trial,outcome rows (trial-major order).
    const longCsv = join(dir, 'long.csv');
    let row = 0;
    let started = false;
    const rnd4 = prng(9);
    writeGenerated(longCsv, 100 * MB, () => {
      if (!started) {
        started = true;
        return 'question_id,trial,outcome\n';
      }
      const parts: string[] = [];
      for (let r = 0; r < 20_000; r++, row++) {
        const qq = row % longM;
        parts.push(`q${qq},${Math.floor(row / longM)},${rnd4() < (pLong[qq] as number) ? 1 : 0}`);
      }
      return `${parts.join('\n')}\n`;
    });
    report(
      'csv-long (20k questions)',
      longCsv,
      measure(SCRIPT, longCsv, 'csv-long'),
      measureFloor(SCRIPT, longCsv),
    );

    // .npy: int8 (100,000 x 1,000) and int64 (12,500 x 1,000), C order.
    for (const [descr, size, m] of [
      ['|i1', 1, 100_000],
      ['<i8', 8, 12_500],
    ] as const) {
      const n = 1_000;
      const path = join(dir, `R${size}.npy`);
      const p = rates(m, 5);
      const rnd3 = prng(6);
      let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': (${m}, ${n}), }`;
      header += ' '.repeat((64 - ((10 + header.length + 1) % 64)) % 64) + '\n';
      const head = new Uint8Array(10 + header.length);
      head.set([
        0x93,
        0x4e,
        0x55,
        0x4d,
        0x50,
        0x59,
        1,
        0,
        header.length & 0xff,
        header.length >> 8,
      ]);
      head.set(Buffer.from(header, 'latin1'), 10);
      let row = -1;
      writeGenerated(path, Infinity, () => {
        if (row === -1) {
          row++;
          return head;
        }
        if (row >= m) return new Uint8Array(0);
        const rowsPerChunk = Math.min(1_000, m - row);
        const buf = new Uint8Array(rowsPerChunk * n * size);
        for (let r = 0; r < rowsPerChunk; r++, row++) {
          const pr = p[row] as number;
          for (let i = 0; i < n; i++) buf[(r * n + i) * size] = rnd3() < pr ? 1 : 0;
        }
        return buf;
      });
      report(
        `npy ${descr} (${m / 1000}k x 1000)`,
        path,
        measure(SCRIPT, path, 'npy'),
        measureFloor(SCRIPT, path),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
