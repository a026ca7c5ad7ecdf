// JSON-document reader throughput and memory (`npm run bench -- readers-json`): a ~100 MB Inspect
// legacy `.json` log with long transcripts (each sample carries ~20 KB of messages, with bare NaN
// scores for some), a ~100 MB JSON matrix, and an Inspect `.eval` whose deflated summaries.json
// decompresses to ~100 MB (100,000 summaries with explanations and metadata). Each is read in its own child process, which reports
// the time and its peak RSS. SCORIO_BENCH_LARGE=1 adds a ~500 MB legacy log: memory must not grow
// with the file. Figures are printed, never asserted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { childMeasure, measure, prng, report, writeGenerated } from './readers-common.js';

const SCRIPT = fileURLToPath(import.meta.url);
const MB = 1e6;

/** An Inspect legacy log of about `bytes`: 2,000 sample ids x as many epochs as fit. */
function writeInspectLog(path: string, bytes: number): void {
  const ids = 2_000;
  const rnd = prng(11);
  const filler = 'The assistant considers the question carefully. '.repeat(40);
  let i = 0;
  let state = 0;
  writeGenerated(path, bytes * 2, () => {
    if (state === 0) {
      state = 1;
      return `{"version": 2, "status": "success", "eval": {"task": "bench", "dataset": {"sample_ids": [${Array.from({ length: ids }, (_, k) => k + 1).join(', ')}]}}, "results": {"scores": [{"name": "match"}]}, "samples": [`;
    }
    if (state === 2) return '';
    const parts: string[] = [];
    for (let r = 0; r < 50; r++, i++) {
      const id = (i % ids) + 1;
      const epoch = Math.floor(i / ids) + 1;
      const v = rnd();
      const score = v < 0.05 ? 'NaN' : v < 0.6 ? '"C"' : '"I"';
      const messages = Array.from(
        { length: 10 },
        (_, m) => `{"role": "${m % 2 ? 'assistant' : 'user'}", "content": "${filler}"}`,
      ).join(', ');
      parts.push(
        `{"id": ${id}, "epoch": ${epoch}, "input": "${filler}", "messages": [${messages}], "output": {"choices": [{"message": {"content": "${filler}"}}]}, "scores": {"match": {"value": ${score}, "answer": "x"}}}`,
      );
    }
    const done = (i + 1) * 22_000 > bytes;
    if (done) state = 2;
    return (i > 50 ? ', ' : '') + parts.join(', ') + (done ? ']}' : '');
  });
}

/** A JSON matrix `{"ids": [...], "R": [[...]]}` of about 100 MB (ids after R, the hard case). */
function writeMatrix(path: string): void {
  const m = 50_000;
  const n = 1_000;
  const rnd = prng(12);
  let q = 0;
  writeGenerated(path, 400 * MB, () => {
    if (q === 0 && rnd() >= 0) {
      q++;
      return '{"R": [';
    }
    if (q > m) return '';
    const rows: string[] = [];
    for (let r = 0; r < 100 && q <= m; r++, q++) {
      let row = '[';
      for (let j = 0; j < n; j++) row += (j ? ',' : '') + (rnd() < 0.5 ? '1' : '0');
      rows.push(`${row}]`);
    }
    const tail =
      q > m ? `], "ids": [${Array.from({ length: m }, (_, k) => `"q${k}"`).join(', ')}]}` : ',';
    return rows.join(',') + tail;
  });
}

/** An Inspect `.eval` whose summaries.json (deflate) holds `count` summaries of ~1 KB each. */
function writeEvalLog(path: string, count: number): number {
  const ids = 2_000;
  const rnd = prng(13);
  const filler = 'The answer follows from the passage. '.repeat(12);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const v = rnd();
    const score = v < 0.05 ? 'NaN' : v < 0.6 ? '"C"' : '"I"';
    parts.push(
      `{"id": ${(i % ids) + 1}, "epoch": ${Math.floor(i / ids) + 1}, "input": "${filler}", "target": "x", ` +
        `"scores": {"match": {"value": ${score}, "answer": "x", "explanation": "${filler}"}}, ` +
        `"metadata": {"k": [1, 2, 3]}, "model_usage": {"m": {"input_tokens": 100, "output_tokens": 20}}}`,
    );
  }
  const summaries = strToU8(`[${parts.join(',\n')}]`);
  const header = strToU8(
    `{"version": 2, "status": "success", "eval": {"task": "bench", "dataset": {"sample_ids": [${Array.from({ length: ids }, (_, k) => k + 1).join(', ')}]}}, "results": {"scores": [{"name": "match"}]}}`,
  );
  writeFileSync(
    path,
    zipSync({ 'header.json': header, 'summaries.json': summaries }, { level: 1 }),
  );
  return summaries.length;
}

async function main(): Promise<void> {
  if (await childMeasure(process.argv)) return;
  const dir = mkdtempSync(join(tmpdir(), 'scorio-readers-json-bench-'));
  try {
    const log = join(dir, 'log.json');
    writeInspectLog(log, 100 * MB);
    report('inspect-json (~20 KB/sample)', log, measure(SCRIPT, log, 'inspect-json'));
    rmSync(log);
    const matrix = join(dir, 'matrix.json');
    writeMatrix(matrix);
    report('json matrix (50k x 1000, ids last)', matrix, measure(SCRIPT, matrix, 'json'));
    rmSync(matrix);
    const evalLog = join(dir, 'log.eval');
    const inflated = writeEvalLog(evalLog, 100_000);
    const m = measure(SCRIPT, evalLog, 'inspect-eval');
    report('inspect-eval (summaries deflated)', evalLog, m);
    console.log(
      `${''.padEnd(34)} summaries.json ${(inflated / MB).toFixed(0)} MB decompressed: ${(inflated / MB / m.seconds).toFixed(0)} MB/s`,
    );
    rmSync(evalLog);
    if (process.env.SCORIO_BENCH_LARGE === '1') {
      const big = join(dir, 'log-500mb.json');
      writeInspectLog(big, 500 * MB);
      report('inspect-json 500 MB', big, measure(SCRIPT, big, 'inspect-json', { runs: 1 }));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
