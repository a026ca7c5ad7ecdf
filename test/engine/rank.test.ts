import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  parseModelArgument,
  rank,
  rankUnchecked,
  type RankRequest,
} from '../../src/engine/index.js';
import { ConfigError, InputError } from '../../src/errors.js';
import { avgCi, countTableFromMatrix } from '../../src/metrics/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = new Date('2026-01-15T12:00:00.000Z');

/** Rows of a wide CSV: `q01..qM`, each row `c` ones then `n - c` zeros. */
function rows(correct: readonly number[], n: number): number[][] {
  return correct.map((c) => Array.from({ length: n }, (_, t) => (t < c ? 1 : 0)));
}

function writeWide(dir: string, file: string, matrix: number[][], ids?: string[]): string {
  const n = matrix[0]?.length ?? 0;
  const header = ['question_id', ...Array.from({ length: n }, (_, i) => `t${i + 1}`)].join(',');
  const lines = matrix.map((r, q) => [ids?.[q] ?? `q${String(q + 1).padStart(2, '0')}`, ...r]);
  writeFileSync(join(dir, file), `${[header, ...lines.map((l) => l.join(','))].join('\n')}\n`);
  return file;
}

/**
 * Three models, 10 questions x 4 trials (T = 1 + C + D + N = 6), ranked on the mean score with
 * Bayes@N's posterior σ rescaled by T / N (as compare decides): per question the variance is
 * (c + 1)(N − c + 1) / (N² (N + 3)) = (c + 1)(5 − c) / 112.
 * - A: 4/4 everywhere: mu = 1, sigma = sqrt(10 · 5 / 112) / 10 = 0.06682;
 * - B: 2/4 everywhere: mu = 1/2, sigma = sqrt(10 · 9 / 112) / 10 = 0.08964;
 * - C: 2/4 on five questions, 3/4 on five: mu = 5/8, sigma = sqrt((5 · 9 + 5 · 8) / 112) / 10.
 * 95% intervals (clipped to [0, 1]): A [0.869, 1], C [0.454, 0.796], B [0.324, 0.676]: A lies
 * above both (its own group), C and B overlap (one group). Ranks 1, 2, 3.
 */
function threeModels(): { dir: string; A: number[][]; B: number[][]; C: number[][] } {
  const dir = mkdtempSync(join(tmpdir(), 'scorio-rank-'));
  const A = rows(Array(10).fill(4), 4);
  const B = rows(Array(10).fill(2), 4);
  const C = rows([2, 2, 2, 2, 2, 3, 3, 3, 3, 3], 4);
  writeWide(dir, 'a.csv', A);
  writeWide(dir, 'b.csv', B);
  writeWide(dir, 'c.csv', C);
  return { dir, A, B, C };
}

const model = (name: string, file: string) => ({ name, paths: [file] });

function request(dir: string, extra: Partial<RankRequest> = {}): RankRequest {
  return {
    models: [model('B', 'b.csv'), model('A', 'a.csv'), model('C', 'c.csv')],
    cwd: dir,
    now: NOW,
    ...extra,
  };
}

describe('rank (engine)', () => {
  it('three models: Bayes@N intervals, competition ranks and interval-aware groups', async () => {
    const { dir, A, B, C } = threeModels();
    const o = await rank(request(dir));
    const board = o.boards[0];
    expect(o.boards).toHaveLength(1);
    expect(board?.metric).toBe('bayes');
    expect(board?.benchmark).toBeNull();
    expect(board?.models.map((m) => [m.name, m.position, m.rank, m.group])).toEqual([
      ['A', 1, 1, 1],
      ['C', 2, 2, 2],
      ['B', 3, 3, 2],
    ]);
    const [a, c, b] = board?.models ?? [];
    // The intervals are avgCi's clipped to [0, 1], and those are the closed forms above.
    const mean = (m: number[][]) => avgCi(countTableFromMatrix(m), { bounds: [0, 1] });
    expect(a?.interval).toEqual(mean(A));
    expect(b?.interval).toEqual(mean(B));
    expect(c?.interval).toEqual(mean(C));
    expect(a?.interval.mu).toBeCloseTo(1, 12);
    expect(a?.interval.sigma).toBeCloseTo(Math.sqrt(50 / 112) / 10, 12);
    expect(b?.interval.mu).toBeCloseTo(0.5, 12);
    expect(b?.interval.sigma).toBeCloseTo(Math.sqrt(90 / 112) / 10, 12);
    expect(c?.interval.mu).toBeCloseTo(5 / 8, 12);
    expect(c?.interval.sigma).toBeCloseTo(Math.sqrt(85 / 112) / 10, 12);
    expect(a?.interval.lo).toBeCloseTo(0.869, 3);
    expect(a?.interval.hi).toBe(1);
    expect(c?.interval.hi).toBeCloseTo(0.7957, 3);
    // Sizes: N = 4 trials, T = 1 + 1 + 0 + 4.
    expect(a?.size).toEqual({ trials: 4, effectiveTrials: 6 });
    // A vs C resolved (intervals apart); C vs B unresolved: rho = Phi(1/8 / sqrt(sC^2 + sB^2)).
    expect(a?.next?.resolved).toBe(true);
    expect(c?.next?.resolved).toBe(false);
    expect(c?.next?.z).toBeCloseTo(
      (5 / 8 - 0.5) / Math.sqrt((c?.interval.sigma ?? 0) ** 2 + (b?.interval.sigma ?? 0) ** 2),
      12,
    );
    expect(c?.next?.budget?.kind).toBe('estimate');
    expect(board?.groups.map((g) => g.models)).toEqual([['A'], ['C', 'B']]);
    expect(o.leader).toBe('A');
    expect(o.topGroup).toEqual(['A']);
    expect(o.verdict).toBe('no-change');
    expect(o.versusBaseline).toBeNull();
    expect(o.questions).toBe(10);
    expect(o.warnings).toEqual([]);
  });

  it('renders Markdown (comment and summary) and JSON scorio-eval-leaderboard/1', async () => {
    const { dir } = threeModels();
    const o = await rank(request(dir, { benchmark: 'toy' }));
    expect(o.markdown.split('\n')[0]).toBe(
      '### 🏆 Leaderboard: **A** is credibly first of 3 models',
    );
    expect(o.markdown).toContain('#### toy · bayes: **A** is credibly first of 3 models');
    expect(o.markdown).toContain('| 1 | 1 | A | 1.000 [0.869, 1.000] | >0.999 | resolved |');
    expect(o.comment).toBe(o.markdown);
    expect(o.markdown).toContain(
      'scorio-eval 1.0.0 · leaderboard schema scorio-eval-leaderboard/1',
    );
    const json = JSON.parse(o.json);
    expect(json.schema).toBe('scorio-eval-leaderboard/1');
    expect(json.generatedAt).toBe('2026-01-15T12:00:00.000Z');
    expect(json.verdict).toBe('no-change');
    expect(json.versusBaseline).toBeNull();
    expect(json.leader).toBe('A');
    expect(json.settings).toEqual({
      rule: 'overlap',
      confidence: 0.95,
      minConfidence: 0.95,
      alpha: 0.01,
      multipleComparisons: 'none',
      align: 'strict',
      weights: null,
    });
    expect(json.models.map((m: { name: string; files: string[] }) => [m.name, m.files])).toEqual([
      ['B', ['b.csv']],
      ['A', ['a.csv']],
      ['C', ['c.csv']],
    ]);
    expect(json.leaderboards[0].benchmark).toBe('toy');
    expect(json.leaderboards[0].models.map((m: { rank: number }) => m.rank)).toEqual([1, 2, 3]);
  });

  it('several metrics: one leaderboard each, in order; rule z with its threshold', async () => {
    const { dir } = threeModels();
    const o = await rank(
      request(dir, { metrics: ['bayes', 'pass@2'], rule: 'z', minConfidence: 0.8 }),
    );
    expect(o.boards.map((b) => b.metric)).toEqual(['bayes', 'pass@2']);
    // rho(C, B) = Phi(1.00) = 0.84 >= 0.8: resolved under z, so three groups.
    expect(o.boards[0]?.groups.map((g) => g.models)).toEqual([['A'], ['C'], ['B']]);
    expect(o.boards[0]?.settings).toEqual({
      rule: 'z',
      confidence: 0.95,
      minConfidence: 0.8,
      alpha: 0.01,
      multipleComparisons: 'holm',
    });
    expect(o.markdown.split('\n')[0]).toBe(
      '### 🏆 Leaderboards: 2 benchmark × metric tables, up to 3 models',
    );
  });

  describe('with a baseline', () => {
    it('improvement: some candidate is credibly above the baseline', async () => {
      const { dir } = threeModels();
      const o = await rank({
        models: [model('A', 'a.csv'), model('C', 'c.csv')],
        baseline: model('B', 'b.csv'),
        cwd: dir,
        now: NOW,
      });
      expect(o.verdict).toBe('improvement');
      expect(o.versusBaseline).toEqual({
        baseline: 'B',
        benchmark: null,
        metric: 'bayes',
        verdict: 'improvement',
        above: ['A'],
        below: [],
        unresolved: ['C'],
      });
      expect(o.verdictLine).toBe(
        'Credible improvement over the baseline "B" on bayes: credibly above it: A; not credibly different: C',
      );
      // The verdict states how often its "credibly" can be wrong (rule overlap, per pair: the
      // σ's of A and B give 2 (1 − Φ(1.96 (σ_A + σ_B) / √(σ_A² + σ_B²))) = 0.61%).
      expect(o.markdown.split('\n')[0]).toBe(
        '✅ **Credible improvement over the baseline B** on bayes: credibly above it: A; not credibly different: C. <sub>false orders: ≤ 0.61% per pair, 3 pairs, not adjusted (rule overlap has no p-value).</sub>',
      );
      expect(o.markdown.split('\n')[2]).toBe(
        '### 🏆 Leaderboard: **A** is credibly first of 3 models',
      );
      expect(JSON.parse(o.json).models[0]).toMatchObject({ name: 'B', baseline: true });
    });

    it('regression: every candidate is credibly below the baseline', async () => {
      const { dir } = threeModels();
      const o = await rank({
        models: [model('C', 'c.csv'), model('B', 'b.csv')],
        baseline: model('A', 'a.csv'),
        benchmark: 'toy',
        cwd: dir,
        now: NOW,
      });
      expect(o.verdict).toBe('regression');
      expect(o.versusBaseline?.below).toEqual(['C', 'B']);
      expect(o.verdictLine).toBe(
        'Credible regression: every candidate is credibly below the baseline "A" on toy bayes: credibly below it: C, B',
      );
      expect(o.markdown.split('\n')[0]).toMatch(/^❌ \*\*Credible regression: every candidate/);
    });

    it('no-change: one candidate below, one tied with the baseline (equal means never resolve)', async () => {
      const { dir, A } = threeModels();
      writeWide(dir, 'a2.csv', A);
      const o = await rank({
        models: [model('C', 'c.csv'), model('A2', 'a2.csv')],
        baseline: model('A', 'a.csv'),
        cwd: dir,
        now: NOW,
      });
      expect(o.verdict).toBe('no-change');
      expect(o.versusBaseline).toMatchObject({ above: [], below: ['C'], unresolved: ['A2'] });
      expect(o.boards[0]?.models.map((m) => [m.name, m.rank])).toEqual([
        ['A', 1],
        ['A2', 1],
        ['C', 3],
      ]);
      expect(o.leader).toBeNull();
      expect(o.topGroup).toEqual(['A', 'A2']);
    });

    it('the first gating metric decides', async () => {
      const { dir } = threeModels();
      const o = await rank({
        models: [model('C', 'c.csv')],
        baseline: model('B', 'b.csv'),
        metrics: ['pass@2', 'bayes'],
        cwd: dir,
        now: NOW,
      });
      expect(o.versusBaseline?.metric).toBe('pass@2');
    });
  });

  it('a config file gives its top-level settings; the request wins over it', async () => {
    const { dir } = threeModels();
    writeFileSync(
      join(dir, 'scorio.yml'),
      'rule: z\nmin-confidence: 0.8\nbenchmarks:\n  - { name: x, baseline: a.csv, candidate: b.csv }\n',
    );
    const o = await rank(request(dir, { configFile: 'scorio.yml' }));
    expect(o.boards[0]?.settings).toEqual({
      rule: 'z',
      confidence: 0.95,
      minConfidence: 0.8,
      alpha: 0.01,
      multipleComparisons: 'holm',
    });
    expect(o.boards[0]?.groups).toHaveLength(3);
    const o2 = await rank(request(dir, { configFile: 'scorio.yml', rule: 'overlap' }));
    expect(o2.boards[0]?.groups).toHaveLength(2);
  });

  it('model and benchmark names from the user are escaped in the Markdown', async () => {
    const { dir } = threeModels();
    const evil = '[x](http://e.vil) <b>@team';
    const o = await rank({
      models: [model(evil, 'a.csv'), model('C', 'c.csv')],
      baseline: model('B', 'b.csv'),
      benchmark: '<img src=x>',
      cwd: dir,
      now: NOW,
    });
    expect(o.markdown.split('\n')[0]).toBe(
      '✅ **Credible improvement over the baseline B** on &lt;img src=x&gt; bayes: credibly above it: \\[x\\](http:&#8203;//e.vil) &lt;b&gt;@&#8203;team; not credibly different: C. <sub>false orders: ≤ 0.61% per pair, 3 pairs, not adjusted (rule overlap has no p-value).</sub>',
    );
    // Outside code blocks (inside, text is inert) no raw HTML survives.
    const prose = o.markdown.replace(/```text\n[\s\S]*?```/g, '');
    expect(prose).not.toContain('<b>');
    expect(prose).not.toContain('<img');
    // Plain text (logs, the failure line) keeps the name as given.
    expect(o.verdictLine).toContain(`credibly above it: ${evil}`);
  });

  describe('alignment across all models', () => {
    it('strict: a model with other question ids is an InputError naming both files', async () => {
      const { dir, B } = threeModels();
      writeWide(dir, 'odd.csv', B, [
        'x1',
        ...Array.from({ length: 9 }, (_, i) => `q${String(i + 2).padStart(2, '0')}`),
      ]);
      const p = rank(request(dir, { models: [...request(dir).models, model('odd', 'odd.csv')] }));
      await expect(p).rejects.toThrow(InputError);
      await expect(p).rejects.toThrow(
        /^odd \(odd\.csv\): question ids differ from B \(b\.csv\): 1 question id\(s\) of B \(b\.csv\) missing from odd \(odd\.csv\) \("q01"\); 1 question id\(s\) of odd \(odd\.csv\) missing from B \(b\.csv\) \("x1"\)/,
      );
    });

    it('strict: the same ids in another order are re-indexed, not an error', async () => {
      const { dir, A } = threeModels();
      const ids = Array.from({ length: 10 }, (_, q) => `q${String(q + 1).padStart(2, '0')}`);
      writeWide(dir, 'a-reversed.csv', [...A].reverse(), [...ids].reverse());
      const o = await rank(
        request(dir, { models: [model('A', 'a.csv'), model('Ar', 'a-reversed.csv')] }),
      );
      expect(o.boards[0]?.models.map((m) => m.rank)).toEqual([1, 1]);
      expect(o.boards[0]?.models[1]?.interval).toEqual(o.boards[0]?.models[0]?.interval);
    });

    it('intersect: keeps the questions common to ALL models and says how many each lost', async () => {
      const { dir, A, B } = threeModels();
      writeWide(dir, 'a-short.csv', A.slice(0, 8));
      writeWide(dir, 'b-extra.csv', [...B, [1, 1, 1, 1]]);
      const o = await rank({
        models: [model('A', 'a-short.csv'), model('B', 'b-extra.csv'), model('C', 'c.csv')],
        align: 'intersect',
        cwd: dir,
        now: NOW,
      });
      expect(o.questions).toBe(8);
      expect(o.warnings).toEqual([
        'ranked the 8 questions common to all 3 models; left out 3 of B, 2 of C (align: intersect).',
      ]);
      // C restricted to q01..q08: five 2/4 and three 3/4.
      const c = o.boards[0]?.models.find((m) => m.name === 'C');
      expect(c?.interval.mu).toBeCloseTo((5 * (2 / 4) + 3 * (3 / 4)) / 8, 12);
      expect(JSON.parse(o.json).models.map((m: { leftOut: number }) => m.leftOut)).toEqual([
        0, 3, 2,
      ]);
    });

    it('intersect with nothing in common is an InputError', async () => {
      const { dir, A } = threeModels();
      writeWide(
        dir,
        'other.csv',
        A,
        A.map((_, q) => `z${q}`),
      );
      await expect(
        rank({
          models: [model('A', 'a.csv'), model('Z', 'other.csv')],
          align: 'intersect',
          cwd: dir,
        }),
      ).rejects.toThrow(
        'a.csv: no question id is common to all 2 models (A: 10, Z: 10 questions).',
      );
    });
  });

  describe('errors name what is wrong', () => {
    it('duplicate names name both models', async () => {
      const { dir } = threeModels();
      await expect(
        rank(request(dir, { models: [model('A', 'a.csv'), model('A', 'b.csv')] })),
      ).rejects.toThrow(
        'rank: model name "A" is used twice: "A=a.csv" and "A=b.csv"; give each model its own name (name=file)',
      );
      await expect(
        rank(request(dir, { models: [model('A', 'a.csv')], baseline: model('A', 'b.csv') })),
      ).rejects.toThrow('is used twice: "A=b.csv" and "A=a.csv"');
    });

    it('a single model, a comma in a name, a bad setting', async () => {
      const { dir } = threeModels();
      await expect(rank(request(dir, { models: [model('A', 'a.csv')] }))).rejects.toThrow(
        'rank: a leaderboard needs at least two models; got only "A=a.csv"',
      );
      await expect(
        rank(request(dir, { models: [model('a,b', 'a.csv'), model('B', 'b.csv')] })),
      ).rejects.toThrow('without commas or control characters');
      await expect(rank(request(dir, { confidence: 95 }))).rejects.toThrow(
        '--confidence: must be a number in (0, 1); got 95',
      );
      await expect(
        rankUnchecked({ ...request(dir, { overrideSource: 'input' }), rule: 'bayes' }),
      ).rejects.toThrow('input "rule": must be "overlap", "z" or "paired"; got "bayes"');
      await expect(rank(request(dir, { metrics: ['pass@0'] }))).rejects.toThrow(ConfigError);
    });

    it('rubric labels without weights name --weights; with weights they rank', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'scorio-rank-'));
      writeWide(dir, 'r1.csv', [
        [2, 1, 0],
        [2, 2, 1],
      ]);
      writeWide(dir, 'r2.csv', [
        [0, 1, 0],
        [1, 0, 0],
      ]);
      const models = [model('r1', 'r1.csv'), model('r2', 'r2.csv')];
      await expect(rank({ models, cwd: dir })).rejects.toThrow(
        '--weights: the outcomes have labels 0..2, not 0/1: give one score per label, e.g. 0,0.5,1',
      );
      const o = await rank({ models, weights: [0, 0.5, 1], cwd: dir });
      expect(o.boards[0]?.models.map((m) => m.name)).toEqual(['r1', 'r2']);
      // T = 1 + C + D + N = 1 + 2 + 0 + 3.
      expect(o.boards[0]?.models[0]?.size).toEqual({ trials: 3, effectiveTrials: 6 });
      await expect(
        rank({ models, weights: [0, 0.5, 1], metrics: ['pass@2'], cwd: dir }),
      ).rejects.toThrow('--metric: pass@2 needs binary outcomes (0/1); the files have labels 0..2');
    });

    it('files outside the workspace are refused unless allowed', async () => {
      const { dir } = threeModels();
      const inside = join(dir, 'inside');
      const { mkdirSync } = await import('node:fs');
      mkdirSync(inside);
      const models = [model('A', '../a.csv'), model('B', '../b.csv')];
      // Paths from action inputs are confined; the input lifts it.
      const fromInputs = { models, cwd: inside, overrideSource: 'input', now: NOW } as const;
      await expect(rank(fromInputs)).rejects.toThrow(/outside the workspace/);
      const o = await rank({ ...fromInputs, allowOutsideWorkspace: true });
      expect(o.leader).toBe('A');
      // Paths typed on the command line (or given by a library caller) are the user's own.
      expect((await rank({ models, cwd: inside, now: NOW })).json).toBe(
        (await rank({ ...fromInputs, allowOutsideWorkspace: true, overrideSource: 'flag' })).json,
      );
    });

    it('workspace confinement as in compare: ../, absolute paths, globs, links and the baseline', async () => {
      // The models' files lie in `dir`; the workspace (cwd) is `dir/ws`, which holds only b.csv
      // and a symbolic link to ../c.csv.
      const { dir } = threeModels();
      const ws = join(dir, 'ws');
      mkdirSync(ws);
      writeWide(ws, 'b.csv', rows(Array(10).fill(2), 4));
      symlinkSync(join(dir, 'c.csv'), join(ws, 'link.csv'));
      const absolute = join(dir, 'a.csv');
      const refused = async (extra: Partial<RankRequest>, path: string, resolvesTo?: string) => {
        const error = await rank({
          models: [model('B', 'b.csv')],
          cwd: ws,
          now: NOW,
          overrideSource: 'input',
          ...extra,
        }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(InputError);
        expect((error as InputError).location.file).toBe(path);
        const how =
          resolvesTo === undefined ? 'is outside' : `resolves to "${resolvesTo}", outside`;
        expect((error as Error).message).toBe(
          `${path}: ${how} the workspace "${ws}": paths from a config file or an action input must stay inside it. To read it anyway, set the action input allow-outside-workspace: true (in the action a config cannot); in the CLI, pass --allow-outside-workspace, set allow-outside-workspace: true in the config, or give the path as a flag.`,
        );
      };
      await refused({ models: [model('B', 'b.csv'), model('A', '../a.csv')] }, '../a.csv');
      await refused({ models: [model('B', 'b.csv'), model('A', absolute)] }, absolute);
      await refused({ models: [model('B', 'b.csv'), model('all', '../*.csv')] }, '../*.csv');
      await refused({ baseline: model('A', '../a.csv') }, '../a.csv');
      await refused({ baseline: model('A', absolute) }, absolute);
      await refused(
        { models: [model('B', 'b.csv'), model('C', 'link.csv')] },
        join(ws, 'link.csv'),
        realpathSync(join(dir, 'c.csv')),
      );

      // Allowed by the request (the action input) or by the config file's key where the config is
      // trusted (the CLI); in the action (trustConfig: false) the key is ignored with a warning.
      const outside = {
        models: [model('B', 'b.csv'), model('C', 'link.csv')],
        baseline: model('A', absolute),
        cwd: ws,
        now: NOW,
        overrideSource: 'input',
      } as const;
      const allowed = await rank({ ...outside, allowOutsideWorkspace: true });
      expect(allowed.models.map((m) => [m.name, m.files])).toEqual([
        ['A', [absolute]],
        ['B', ['b.csv']],
        ['C', ['link.csv']],
      ]);
      expect(allowed.leader).toBe('A');
      writeFileSync(
        join(ws, 'scorio.yml'),
        'allow-outside-workspace: true\nbenchmarks:\n  - { name: x, baseline: b.csv, candidate: b.csv }\n',
      );
      const byConfig = await rank({ ...outside, configFile: 'scorio.yml' });
      expect(byConfig.json).toBe(allowed.json);
      const untrusted = { ...outside, configFile: 'scorio.yml', policy: { trustConfig: false } };
      await expect(rank(untrusted)).rejects.toThrow(`${absolute}: is outside the workspace`);
      const both = await rank({ ...untrusted, allowOutsideWorkspace: true });
      expect(both.warnings).toEqual([
        'scorio.yml: allow-outside-workspace: true is ignored: the config is part of the pull request, and only the workflow may let the action read files outside the workspace; set input "allow-outside-workspace" to true in the workflow instead.',
      ]);
      expect(both.leader).toBe('A');
      // A leaderboard gates no usage: a config's run spread draws no advice to set an input rank
      // does not read (a hostile read found it).
      writeFileSync(
        join(ws, 'spread.yml'),
        'usage-run-spread: { seconds: 0.3 }\nbenchmarks:\n  - { name: x, baseline: b.csv, candidate: b.csv }\n',
      );
      const spread = await rank({
        ...untrusted,
        configFile: 'spread.yml',
        allowOutsideWorkspace: true,
      });
      expect(spread.warnings).toEqual([]);
      writeFileSync(
        join(ws, 'strict.yml'),
        'allow-outside-workspace: false\nbenchmarks:\n  - { name: x, baseline: b.csv, candidate: b.csv }\n',
      );
      await expect(rank({ ...outside, configFile: 'strict.yml' })).rejects.toThrow(
        `${absolute}: is outside the workspace`,
      );
    });
  });

  it('the leaderboard demo: a clear leader, a tie group, a clearly worse model', async () => {
    const names = ['ckpt-1000', 'ckpt-2000', 'ckpt-3000', 'ckpt-4000'];
    const o = await rank({
      models: names.map((n) => model(n, `fixtures/leaderboard/${n}.csv`)),
      baseline: model('release-v1', 'fixtures/leaderboard/release-v1.csv'),
      cwd: ROOT,
      now: NOW,
    });
    expect(o.boards[0]?.groups.map((g) => g.models)).toEqual([
      ['ckpt-4000'],
      ['ckpt-3000', 'release-v1', 'ckpt-2000'],
      ['ckpt-1000'],
    ]);
    expect(o.verdict).toBe('improvement');
    expect(o.leader).toBe('ckpt-4000');
  });
});

describe('parseModelArgument', () => {
  it('name=path, a bare path named after its file, a bare glob without a name', () => {
    expect(parseModelArgument('ckpt-1=runs/a.csv')).toEqual({
      name: 'ckpt-1',
      paths: ['runs/a.csv'],
      named: true,
    });
    expect(parseModelArgument('runs/ckpt-1000.csv')).toEqual({
      name: 'ckpt-1000',
      paths: ['runs/ckpt-1000.csv'],
      named: false,
    });
    expect(parseModelArgument('seeds=runs/ckpt-1/*.jsonl')).toEqual({
      name: 'seeds',
      paths: ['runs/ckpt-1/*.jsonl'],
      named: true,
    });
    // The text before `=` looks like a path: the whole argument is the path.
    expect(parseModelArgument('runs/lr=3e-4/gsm8k.csv')).toEqual({
      name: 'gsm8k',
      paths: ['runs/lr=3e-4/gsm8k.csv'],
      named: false,
    });
    expect(parseModelArgument('runs/*.csv')).toEqual({ glob: 'runs/*.csv' });
  });
});
