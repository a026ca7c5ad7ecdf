/**
 * Fuzz: every reader, fed random and mutated bytes (truncated, bit-flipped, spliced, with extreme
 * numbers, stray quotes and invalid UTF-8), must end in a typed `ScorioError` or a well-formed count
 * table, within a time bound, and the engine on a mutated candidate must give a typed error or a
 * report whose numbers are all finite. Seeded; counts scale with SCORIO_TRUST_SCALE.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compare } from '../../src/engine/index.js';
import { ScorioError } from '../../src/errors.js';
import {
  type FormatName,
  type ReadOptions,
  type ReadResult,
  readOutcomes,
  readers,
} from '../../src/readers/index.js';
import {
  FORMAT_EXT,
  type Seed,
  loadSeeds,
  mutate,
  mutateGently,
  outcomeOf,
} from './fuzz-helpers.js';
import { FULL, SEED, prng, randInt, recordFigure, scaled } from './scale.js';

const INPUTS = scaled(650, 50_000);
const ENGINE_INPUTS = scaled(60, 3_000);
/**
 * Per input: an async stall longer than this is a hang. Far above any read's time (milliseconds),
 * so that a busy machine never turns a slow read into a "hang".
 */
const TIME_BOUND_MS = 60_000;
/** Test timeout: the full run takes minutes. */
const TIMEOUT = FULL ? 900_000 : 120_000;

const scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-fuzz-'));
const crashDir = join(tmpdir(), 'scorio-trust-fuzz-failures');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const seeds = loadSeeds();
const byExt = (ext: string): Seed[] => seeds.filter((s) => s.ext === ext);

const OPTION_VARIANTS: readonly ReadOptions[] = [
  { threshold: 0.5 },
  { categories: 3 },
  { header: true },
  { header: false },
  { delimiter: ';' },
  { labels: { C: 2, P: 1, I: 0, N: null } },
  { scorer: 'match' },
  { member: 'R0' },
  { idColumn: 'id', outcomeColumn: 'correct' },
  { maxUnzippedBytes: 4096 },
  // Usage columns over mutated long files: every cell of them parsed as a number.
  { usageColumns: { 'total-tokens': 'trial', milliseconds: 'outcome' } },
];

interface Failure {
  readonly reader: string;
  readonly what: string;
  readonly input: string;
}

/** Keeps a copy of a failing input for replay, and describes it. */
function keep(path: string, reader: string, what: string, index: number): Failure {
  mkdirSync(crashDir, { recursive: true });
  const copy = join(crashDir, `${reader}-${index}${path.slice(path.lastIndexOf('.'))}`);
  copyFileSync(path, copy);
  return { reader, what, input: copy };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

describe('reader fuzz', () => {
  it(
    `random and mutated bytes through every reader: a typed error or a well-formed table`,
    async () => {
      const rand = prng(SEED ^ 0x0f0220);
      const names: (FormatName | 'auto')[] = [...readers.map((r) => r.name), 'auto'];
      const tally = new Map<string, { ok: number; typed: number }>();
      const failures: Failure[] = [];
      let slowest = 0;
      let peakRss = process.memoryUsage().rss;
      const started = performance.now();
      for (let i = 0; i < INPUTS; i++) {
        const name = names[i % names.length] as FormatName | 'auto';
        const ext = name === 'auto' ? undefined : FORMAT_EXT[name];
        const pool = ext !== undefined && rand() < 0.8 ? byExt(ext) : seeds;
        const seed = pool[randInt(rand, 0, pool.length - 1)] as Seed;
        const other = seeds[randInt(rand, 0, seeds.length - 1)] as Seed;
        const bytes = mutate(rand, seed.bytes, other.bytes);
        const path = join(scratch, `in-${i % 32}${ext ?? seed.ext}`);
        writeFileSync(path, bytes);
        const options: ReadOptions =
          rand() < 0.7 ? {} : (OPTION_VARIANTS[randInt(rand, 0, OPTION_VARIANTS.length - 1)] ?? {});
        const read = (): Promise<ReadResult> =>
          name === 'auto'
            ? readOutcomes(path, options)
            : (readers.find((r) => r.name === name) as (typeof readers)[number]).read(
                path,
                options,
              );
        const t0 = performance.now();
        const outcome = await outcomeOf(read, TIME_BOUND_MS);
        slowest = Math.max(slowest, performance.now() - t0);
        const counts = tally.get(name) ?? { ok: 0, typed: 0 };
        if (outcome.kind === 'ok') counts.ok++;
        else if (outcome.kind === 'typed') counts.typed++;
        else if (failures.length < 20)
          failures.push(
            keep(
              path,
              name,
              outcome.kind === 'crash'
                ? `crash: ${describeError(outcome.error)}`
                : outcome.kind === 'invalid'
                  ? `malformed table: ${outcome.problem}`
                  : `no answer within ${TIME_BOUND_MS} ms`,
              i,
            ),
          );
        tally.set(name, counts);
        if (i % 256 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }
      expect(failures).toEqual([]);
      const ok = [...tally.values()].reduce((s, t) => s + t.ok, 0);
      recordFigure({
        suite: 'fuzz',
        name: `random and mutated bytes through every reader (${readers.length} formats + auto-detection)`,
        cases: INPUTS,
        failures: failures.length,
        detail: {
          readers: readers.length,
          seeds: seeds.length,
          'well-formed tables': ok,
          'typed errors': INPUTS - ok,
          'slowest input (ms)': Math.round(slowest),
          'peak RSS (MB)': Math.round(peakRss / 2 ** 20),
          'wall (s)': Math.round((performance.now() - started) / 1000),
        },
      });
    },
    TIMEOUT,
  );

  it(
    'the engine on a mutated candidate: a typed error or a report with finite numbers',
    async () => {
      const rand = prng(SEED ^ 0xe6619e);
      // Seeds that read cleanly serve as baselines; their mutations are the candidates.
      const clean: Seed[] = [];
      for (const s of seeds) {
        if (s.name.includes('/bad/')) continue;
        const path = join(scratch, `clean${s.ext}`);
        writeFileSync(path, s.bytes);
        const o = await outcomeOf(() => readOutcomes(path), TIME_BOUND_MS);
        if (o.kind === 'ok') clean.push(s);
      }
      expect(clean.length).toBeGreaterThan(8);
      const failures: string[] = [];
      let reports = 0;
      for (let i = 0; i < ENGINE_INPUTS; i++) {
        const seed = clean[randInt(rand, 0, clean.length - 1)] as Seed;
        const baseline = join(scratch, `base-${i % 8}${seed.ext}`);
        const candidate = join(scratch, `cand-${i % 8}${seed.ext}`);
        writeFileSync(baseline, seed.bytes);
        writeFileSync(
          candidate,
          rand() < 0.7 ? mutateGently(rand, seed.bytes) : mutate(rand, seed.bytes, seed.bytes),
        );
        const metrics = [['bayes'], ['bayes', 'avg'], ['pass@2', 'maj@3'], ['max@2']][
          randInt(rand, 0, 3)
        ] as string[];
        try {
          const outcome = await compare({
            cwd: scratch,
            overrides: {
              baseline,
              candidate,
              metrics,
              align: rand() < 0.5 ? 'intersect' : 'strict',
              ...(seed.name.includes('matrix') || seed.name.includes('rubric')
                ? { weights: [0, 0.5, 1] }
                : {}),
            },
            now: new Date(0),
          });
          reports++;
          const problem = reportProblem(outcome.json, outcome.markdown);
          if (problem !== undefined) failures.push(`${seed.name} #${i}: ${problem}`);
        } catch (error) {
          if (!(error instanceof ScorioError))
            failures.push(`${seed.name} #${i}: crash: ${describeError(error)}`);
        }
      }
      expect(failures).toEqual([]);
      recordFigure({
        suite: 'fuzz',
        name: 'compare() with a mutated candidate: typed error or a finite report',
        cases: ENGINE_INPUTS,
        failures: failures.length,
        detail: { reports, 'typed errors': ENGINE_INPUTS - reports },
      });
    },
    TIMEOUT,
  );
});

/** Why a report is wrong: a number that is not finite, or NaN/undefined in the Markdown. */
function reportProblem(json: string, markdown: string): string | undefined {
  const report = JSON.parse(json) as { verdict?: unknown; benchmarks?: unknown[] };
  if (!['regression', 'improvement', 'no-change'].includes(String(report.verdict)))
    return `verdict ${String(report.verdict)}`;
  let problem: string | undefined;
  const visit = (value: unknown, path: string): void => {
    if (problem !== undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}[${i}]`));
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) {
        // A measure of usage that was not compared has no interval (null, documented); one that
        // was has a finite one, and its means and ratio are finite.
        const usage = /\.usage\[\d+\]$/.test(path);
        const notCompared = usage && (value as { verdict?: unknown }).verdict === 'not-compared';
        if (
          ['mu', 'sigma', 'lo', 'hi', 'delta', 'rho', 'z'].includes(k) &&
          !(notCompared && v === null) &&
          typeof v !== 'number'
        )
          problem = `${path}.${k} is ${JSON.stringify(v)}`;
        if (usage && ['baseline', 'candidate', 'ratio', 'lo', 'hi'].includes(k) && v !== null)
          if (typeof v !== 'number' || !Number.isFinite(v))
            problem = `${path}.${k} is ${JSON.stringify(v)}`;
        visit(v, `${path}.${k}`);
      }
  };
  visit(report.benchmarks, 'benchmarks');
  if (problem !== undefined) return problem;
  // Question ids and texts are the file's words (a mutated id `q-Infinity`, a question about
  // NaN): the report shows them as they are; only the report's own numbers must be finite.
  let own = markdown;
  for (const word of fileWords(report.benchmarks)) own = own.split(word).join(' ');
  if (/\bNaN\b|\bundefined\b|\bInfinity\b/.test(own)) return 'NaN/undefined in the Markdown';
  return undefined;
}

/** The question ids and texts a report names (the file's words, longest first). */
function fileWords(benchmarks: unknown): string[] {
  const words = new Set<string>();
  for (const b of (benchmarks ?? []) as {
    alignment?: { onlyInBaseline?: string[]; onlyInCandidate?: string[] };
    changedQuestions?: { id: string }[];
    brokenQuestions?: { id: string; text?: string }[];
  }[]) {
    for (const id of [
      ...(b.alignment?.onlyInBaseline ?? []),
      ...(b.alignment?.onlyInCandidate ?? []),
    ])
      words.add(id);
    for (const q of b.changedQuestions ?? []) words.add(q.id);
    for (const q of b.brokenQuestions ?? []) {
      words.add(q.id);
      if (q.text !== undefined) for (const w of q.text.split(/\s+/)) if (w !== '') words.add(w);
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}
