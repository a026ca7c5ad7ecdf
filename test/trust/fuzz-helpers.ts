/**
 * Shared pieces of the reader fuzz: the seed corpus, the mutations and the outcome check.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScorioError } from '../../src/errors.js';
import type { CountTable } from '../../src/metrics/index.js';
import type { FormatName, ReadResult } from '../../src/readers/index.js';
import { randInt } from './scale.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The real Inspect logs the repository carries (fixtures/logs). */
export const sharedFixtures = resolve(repoRoot, 'fixtures/logs');

/** One seed file: its bytes and the format it is (or claims to be, for bad fixtures). */
export interface Seed {
  readonly name: string;
  readonly bytes: Buffer;
  readonly ext: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every committed reader fixture and shared fixture (not scripts or docs). */
export function loadSeeds(): Seed[] {
  const dirs = [
    join(repoRoot, 'fixtures/readers'),
    join(repoRoot, 'fixtures/demo'),
    join(sharedFixtures, 'inspect'),
  ];
  return dirs
    .flatMap(walk)
    .filter((p) => /\.(csv|tsv|jsonl|json|npy|npz|eval|parquet)$/.test(p))
    .map((p) => ({
      name: p.slice(p.indexOf('fixtures')),
      bytes: readFileSync(p),
      ext: p.slice(p.lastIndexOf('.')),
    }));
}

/** The extension a format's files have, and the seeds that suit it. */
export const FORMAT_EXT: Readonly<Record<FormatName, string>> = {
  'csv-wide': '.csv',
  'csv-long': '.csv',
  'jsonl-long': '.jsonl',
  json: '.json',
  npy: '.npy',
  npz: '.npz',
  'counts-csv': '.csv',
  'counts-jsonl': '.jsonl',
  'inspect-eval': '.eval',
  'inspect-json': '.json',
  opencompass: '.json',
  'lm-eval': '.jsonl',
  promptfoo: '.json',
  helm: '.json',
  lighteval: '.parquet',
  deepeval: '.json',
};

/** Tokens that probe number parsing, quoting and encodings when spliced into text. */
const NASTY = [
  '1e309',
  '-1e309',
  '1e-320',
  '-0',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1f',
  '1.5',
  '0.5',
  '-1',
  '1001',
  '4294967296',
  'true',
  'null',
  '""',
  '"',
  ',',
  '\t',
  ';',
  '\n',
  '\r\n',
  '\r',
  '\ufeff',
  '{',
  '}',
  '[',
  ']',
  '\\',
  '\u0000',
  '\u2028',
  '__proto__',
  '"__proto__"',
  'constructor',
];

const INVALID_UTF8 = [
  [0xff],
  [0xc3],
  [0xe2, 0x82],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

/** Applies 1-3 random mutations. `other` is a second seed for splicing. */
export function mutate(rand: () => number, input: Buffer, other: Buffer): Buffer {
  let b = Buffer.from(input);
  const rounds = randInt(rand, 1, 3);
  for (let r = 0; r < rounds; r++) {
    const at = b.length === 0 ? 0 : randInt(rand, 0, b.length - 1);
    switch (randInt(rand, 0, 9)) {
      case 0: // truncate
        b = b.subarray(0, randInt(rand, 0, b.length));
        break;
      case 1: {
        // flip bits
        const n = randInt(rand, 1, 8);
        for (let i = 0; i < n && b.length > 0; i++) {
          const j = randInt(rand, 0, b.length - 1);
          b[j] = (b[j] as number) ^ (1 << randInt(rand, 0, 7));
        }
        break;
      }
      case 2: {
        // overwrite with random bytes
        const n = Math.min(b.length - at, randInt(rand, 1, 16));
        for (let i = 0; i < n; i++) b[at + i] = randInt(rand, 0, 255);
        break;
      }
      case 3: // insert a nasty token
        b = Buffer.concat([
          b.subarray(0, at),
          Buffer.from(NASTY[randInt(rand, 0, NASTY.length - 1)] as string),
          b.subarray(at),
        ]);
        break;
      case 4: {
        // replace a run of digits with a nasty token
        const text = b.toString('latin1');
        const re = /\d+(\.\d+)?/g;
        const matches = [...text.matchAll(re)];
        const m = matches[randInt(rand, 0, Math.max(0, matches.length - 1))];
        if (m?.index !== undefined)
          b = Buffer.concat([
            b.subarray(0, m.index),
            Buffer.from(NASTY[randInt(rand, 0, 16)] as string),
            b.subarray(m.index + m[0].length),
          ]);
        break;
      }
      case 5: // invalid UTF-8
        b = Buffer.concat([
          b.subarray(0, at),
          Buffer.from(INVALID_UTF8[randInt(rand, 0, INVALID_UTF8.length - 1)] as number[]),
          b.subarray(at),
        ]);
        break;
      case 6: {
        // delete a range
        const n = randInt(rand, 1, 64);
        b = Buffer.concat([b.subarray(0, at), b.subarray(at + n)]);
        break;
      }
      case 7: {
        // duplicate a range (repeated lines, repeated zip records)
        const n = randInt(rand, 1, 256);
        b = Buffer.concat([b.subarray(0, at + n), b.subarray(at, at + n), b.subarray(at + n)]);
        break;
      }
      case 8: {
        // splice: head of this file, tail of another
        const cut = randInt(rand, 0, other.length);
        b = Buffer.concat([b.subarray(0, at), other.subarray(cut)]);
        break;
      }
      default: {
        // a random byte string (rarely: whole-file garbage)
        const n = randInt(rand, 0, 512);
        const junk = Buffer.alloc(n);
        for (let i = 0; i < n; i++) junk[i] = randInt(rand, 0, 255);
        b = rand() < 0.2 ? junk : Buffer.concat([b.subarray(0, at), junk, b.subarray(at)]);
      }
    }
  }
  return b;
}

/** What a reader did with one input. */
export type Outcome =
  | { readonly kind: 'ok'; readonly result: ReadResult }
  | { readonly kind: 'typed'; readonly error: ScorioError }
  | { readonly kind: 'crash'; readonly error: unknown }
  | { readonly kind: 'invalid'; readonly problem: string }
  | { readonly kind: 'hang' };

/** Runs `read`, bounded by `timeoutMs` (an async stall is a hang), and classifies the outcome. */
export async function outcomeOf(
  read: () => Promise<ReadResult>,
  timeoutMs: number,
): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((done) => {
    timer = setTimeout(() => done('hang'), timeoutMs);
  });
  try {
    const result = await Promise.race([read(), hang]);
    if (result === 'hang') return { kind: 'hang' };
    const problem = tableProblem(result.table) ?? priorProblem(result);
    return problem === undefined ? { kind: 'ok', result } : { kind: 'invalid', problem };
  } catch (error) {
    if (error instanceof ScorioError) {
      // A typed error is one line that names the file.
      if (error.message.length === 0) return { kind: 'invalid', problem: 'empty error message' };
      return { kind: 'typed', error };
    }
    return { kind: 'crash', error };
  } finally {
    clearTimeout(timer);
  }
}

/** Why a table is not a well-formed count table, or undefined when it is. */
export function tableProblem(t: CountTable): string | undefined {
  const m = t.ids.length;
  if (m === 0) return 'no questions';
  if (t.trials.length !== m) return `trials has ${t.trials.length} rows for ${m} ids`;
  if (!Number.isInteger(t.categories) || t.categories < 1 || t.categories > 1001)
    return `categories ${t.categories}`;
  if (t.counts.length !== m * t.categories) return 'counts length';
  const seen = new Set<string>();
  for (let q = 0; q < m; q++) {
    const id = t.ids[q];
    if (typeof id !== 'string') return `id ${String(id)} is not a string`;
    if (seen.has(id)) return `duplicate id ${JSON.stringify(id.slice(0, 40))}`;
    seen.add(id);
    let sum = 0;
    for (let c = 0; c < t.categories; c++) {
      const n = t.counts[q * t.categories + c] as number;
      if (!Number.isSafeInteger(n) || n < 0) return `count ${n} at row ${q}`;
      sum += n;
    }
    const n = t.trials[q] as number;
    if (!Number.isSafeInteger(n) || n < 1) return `trials ${n} at row ${q}`;
    if (sum !== n) return `row ${q}: counts add to ${sum}, trials say ${n}`;
  }
  return undefined;
}

function priorProblem(r: ReadResult): string | undefined {
  if (r.weights !== undefined && !r.weights.every(Number.isFinite)) return 'non-finite weight';
  if (r.prior === undefined) return undefined;
  const p = r.prior;
  if (p.ids.length !== p.trials.length || p.counts.length !== p.ids.length * p.categories)
    return 'prior shape';
  for (const n of p.counts) if (!Number.isSafeInteger(n) || n < 0) return `prior count ${n}`;
  return undefined;
}

/**
 * Mutations that keep a text file's structure (so the engine gets past the reader more often):
 * flip 0/1 outcomes, drop, duplicate or swap lines, blank a cell. Binary files get `mutate`.
 */
export function mutateGently(rand: () => number, input: Buffer): Buffer {
  if (input.includes(0)) return mutate(rand, input, input);
  const lines = input.toString('utf8').split('\n');
  const rounds = randInt(rand, 1, 4);
  for (let r = 0; r < rounds && lines.length > 1; r++) {
    const i = randInt(rand, 1, lines.length - 1); // keep a header line
    switch (randInt(rand, 0, 4)) {
      case 0: {
        // flip every 0/1 outcome on a line, except inside quotes
        lines[i] = (lines[i] as string).replace(
          /(^|[,:\s[])([01])(?=[,\s\]}]|$)/g,
          (_, p: string, d: string) => `${p}${d === '0' ? '1' : '0'}`,
        );
        break;
      }
      case 1:
        lines.splice(i, 1);
        break;
      case 2:
        lines.splice(i, 0, lines[i] as string);
        break;
      case 3: {
        const j = randInt(rand, 1, lines.length - 1);
        [lines[i], lines[j]] = [lines[j] as string, lines[i] as string];
        break;
      }
      default:
        lines[i] = (lines[i] as string).replace(/,[01](?=,|$)/, ',');
    }
  }
  return Buffer.from(lines.join('\n'));
}
