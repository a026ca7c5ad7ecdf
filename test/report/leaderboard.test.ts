import { describe, expect, it } from 'vitest';
import {
  rankModels,
  type Interval,
  type RankSettings,
  type SideSize,
} from '../../src/decision/index.js';
import {
  LEADERBOARD_SCHEMA,
  buildLeaderboardReport,
  renderIntervalChart,
  renderLeaderboardJson,
  renderLeaderboardMarkdown,
} from '../../src/report/index.js';
import { ValidationError } from '../../src/errors.js';
import { expectGolden } from './helpers.js';

/** Fences paired; table rows of one table have the same number of (unescaped) cells. */
function expectWellFormed(md: string): void {
  const lines = md.split('\n');
  expect(lines.filter((l) => l.startsWith('```')).length % 2).toBe(0);
  let inCode = false;
  let cells = -1;
  for (const line of lines) {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) continue;
    if (line.startsWith('|')) {
      const n = line.replace(/\\\|/g, '').split('|').length;
      if (cells === -1) cells = n;
      expect(n).toBe(cells);
    } else cells = -1;
  }
  expect(inCode).toBe(false);
}

const overlap: RankSettings = { rule: 'overlap', confidence: 0.95, minConfidence: 0.95 };
const n16: SideSize = { trials: 16, effectiveTrials: 18 };

function iv(mu: number, sigma: number): Interval {
  const q = 1.959963984540054;
  return { mu, sigma, lo: mu - q * sigma, hi: mu + q * sigma };
}

/** Five checkpoints: a credible leader, a tied pair, a chain, a hostile name. */
function checkpoints() {
  return rankModels(
    [
      { name: 'ckpt-1000', interval: iv(0.52, 0.012), size: n16 },
      { name: 'ckpt-4000', interval: iv(0.66, 0.011), size: n16 },
      { name: 'ckpt-2000', interval: iv(0.58, 0.012), size: n16 },
      { name: 'ckpt-3000 [best](http://x.y) @team <b>|', interval: iv(0.6, 0.012), size: n16 },
      { name: 'ckpt-2500', interval: iv(0.58, 0.012), size: n16 },
    ],
    overlap,
    { benchmark: 'gsm8k', metric: 'bayes' },
  );
}

describe('renderLeaderboardMarkdown', () => {
  it('renders the ranked table, groups, chart and rho matrix (golden)', () => {
    const board = checkpoints();
    expect(board.models.map((m) => [m.rank, m.group])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [3, 2],
      [5, 3],
    ]);
    const md = renderLeaderboardMarkdown([board], {
      tool: { name: 'scorio-eval-action', version: '0.1.0' },
      generatedAt: '2026-01-01T00:00:00Z',
    });
    expectWellFormed(md);
    expect(md.split('\n')[0]).toBe(
      '### 🏆 Leaderboard: **ckpt-4000** is credibly first of 5 models',
    );
    // The hostile name is escaped in the table and made harmless in the chart.
    expect(md).toContain(
      '| 2 | 2 | ckpt-3000 \\[best\\](http:&#8203;//x.y) @&#8203;team &lt;b&gt;\\| |',
    );
    // Outside the chart's code block (where GitHub renders nothing) no HTML or link survives.
    const prose = md.replace(/^```[\s\S]*?^```$/gm, '');
    expect(prose).not.toContain('<b>');
    expect(prose).not.toContain('[best](');
    expect(md).toContain('  2  g2  ckpt-3000 [best](http:/…');
    expectGolden('leaderboard-checkpoints.md', md);
  });

  it('explains a non-transitive chain (rule z), names its ordered pair, gives the trial advice', () => {
    const board = rankModels(
      [
        { name: 'A', interval: iv(0.7, 0.02), size: n16 },
        { name: 'B', interval: iv(0.66, 0.02), size: n16 },
        { name: 'C', interval: iv(0.62, 0.02), size: n16 },
      ],
      { ...overlap, rule: 'z', multipleComparisons: 'none' },
    );
    const md = renderLeaderboardMarkdown([board]);
    expectWellFormed(md);
    // One group, but A is credibly above C: the headline says so (it used to say "no credible
    // order" above a matrix with a bold pair).
    expect(md.split('\n')[0]).toBe(
      '### 🏆 Leaderboard: no credible winner: all 3 models share one group; 1 pair in it is credibly ordered (named below)',
    );
    expect(md).toContain('rule: one-sided ranking confidence ρ ≥ 0.950');
    expect(md).toContain(
      'false orders: ≤ 10% per pair, 3 pairs, not adjusted (multiple-comparisons: none)',
    );
    expect(md).toContain('| 1 | 1 | A | 0.700 [0.661, 0.739] | 0.921 | ~56 trials/question |');
    expect(md).toContain('| #1 A | — | 0.921 | **0.998** |');
    expect(md).toContain(
      '- Group 1 is a chain: 1 of its pairs is credibly ordered (**A** above **C**)',
    );
    expect(md).toContain('the cheapest to resolve needs about 56 trials per question');
    expectGolden('leaderboard-chain.md', md);
  });

  it('rule paired: the header states the paired test, the table and matrix show its p-values', () => {
    // Per-question scores: hi beats lo on 6 of 8 questions by 1/4, ties on 2: the exact
    // sign-flip cap gives p = 2^-6 = 0.015625 < α = 0.05, while rho is only 0.941 (it used to
    // print "ρ ≥ 0.950" above a pair ordered with ρ 0.941).
    const scores = (values: number[]) => ({ values, singleTrialBinary: false, noise: 0.2 });
    const board = rankModels(
      [
        {
          name: 'hi',
          interval: iv(0.6875, 0.085),
          size: { trials: 4, effectiveTrials: 6 },
          ...{ scores: scores([1, 1, 0.75, 0.75, 0.5, 0.5, 0.5, 0.5]) },
        },
        {
          name: 'lo',
          interval: iv(0.5, 0.085),
          size: { trials: 4, effectiveTrials: 6 },
          ...{ scores: scores([0.75, 0.75, 0.5, 0.5, 0.25, 0.25, 0.5, 0.5]) },
        },
      ],
      { ...overlap, rule: 'paired', alpha: 0.05 },
    );
    const md = renderLeaderboardMarkdown([board]);
    expectWellFormed(md);
    expect(md).not.toContain('ρ ≥');
    expect(md).toContain(
      'rule: paired test on the per-question scores (t, or McNemar at one 0/1 trial): one-sided p below α = 0.050',
    );
    expect(md).toContain('| rank | group | model | μ [lo, hi] | p vs next | to resolve vs next |');
    expect(board.models[0]?.next).toMatchObject({ pValue: 0.015625, resolved: true });
    expect(board.models[0]?.next?.rho).toBeCloseTo(0.9406, 4);
    expect(md).toContain('| 1 | 1 | hi | 0.688 [0.521, 0.854] | 0.016 | resolved |');
    expect(md.split('\n')[0]).toBe('### 🏆 Leaderboard: **hi** is credibly first of 2 models');
    expect(md).toContain('a false order: ≤ 10%');
    expect(md).toContain('<summary>p-value between every pair: bold = credibly ordered');
  });

  it('names the ordered pairs inside groups at any K (no matrix above 12 models)', () => {
    // 14 checkpoints 0.02 apart, sigma 0.02 (rule z, Holm over 91 pairs): neighbours are never
    // ordered, so all 14 share one group, but pairs far enough apart are.
    const models = Array.from({ length: 14 }, (_, i) => ({
      name: `c${String(i).padStart(2, '0')}`,
      interval: iv(0.62 - 0.02 * i, 0.02),
      size: n16,
    }));
    const board = rankModels(models, { ...overlap, rule: 'z' });
    expect(board.groups).toHaveLength(1);
    expect(board.orderedWithinGroups.length).toBeGreaterThan(0);
    const md = renderLeaderboardMarkdown([board]);
    expectWellFormed(md);
    expect(md).not.toContain('<summary>');
    expect(md.split('\n')[0]).toBe(
      `### 🏆 Leaderboard: no credible winner: all 14 models share one group; ${board.orderedWithinGroups.length} pairs in it are credibly ordered (named below)`,
    );
    const [u, l] = board.orderedWithinGroups[0] ?? ['', ''];
    expect(md).toContain(`(**${u}** above **${l}**, `);
    expect(md).toContain('false orders: ≤ 10% for all 91 pairs together (Holm)');
  });

  it('renders several benchmark x metric leaderboards, each with its own heading', () => {
    const models = [
      { name: 'base', interval: iv(0.5, 0.01) },
      { name: 'pr-12', interval: iv(0.45, 0.01) },
    ];
    const md = renderLeaderboardMarkdown([
      rankModels(models, overlap, { benchmark: 'aime_24', metric: 'pass@4' }),
      rankModels(models.slice(0, 1), overlap, { benchmark: 'mmlu', metric: 'bayes' }),
    ]);
    expectWellFormed(md);
    expect(md.split('\n')[0]).toBe(
      '### 🏆 Leaderboards: 2 benchmark × metric tables, up to 2 models',
    );
    expect(md).toContain('#### aime\\_24 · pass@4: **base** is credibly first of 2 models');
    expect(md).toContain('#### mmlu · bayes: 1 model');
    expect(md).toContain('| 1 | 1 | base | 0.500 [0.480, 0.520] | >0.999 | resolved |');
    expectGolden('leaderboard-multi.md', md);
  });

  it('stays within maxLength: drops the matrices, then the charts, then cuts whole rows', () => {
    // 30 checkpoints in runs of three close ones (0.005 apart), 0.05 between runs.
    const models = Array.from({ length: 30 }, (_, i) => ({
      name: `checkpoint-${String(i).padStart(3, '0')}`,
      interval: iv(0.3 + Math.floor(i / 3) * 0.05 + (i % 3) * 0.005, 0.01),
      size: n16,
    }));
    const board = rankModels(models, overlap, { metric: 'bayes' });
    const full = renderLeaderboardMarkdown([board], { matrixLimit: 100 });
    expect(full).toContain('<summary>ρ between every pair');
    const md = renderLeaderboardMarkdown([board], { maxLength: 2500, matrixLimit: 100 });
    expect(md.length).toBeLessThanOrEqual(2500);
    expectWellFormed(md);
    expect(md).not.toContain('```');
    expect(md).toContain('> **⚠️ Shortened** to fit the 2,500-character limit');
    expect(md).toContain('| 1 | 1 | checkpoint-029 |');
    expectGolden('leaderboard-truncated.md', md);
    const medium = renderLeaderboardMarkdown([board], {
      maxLength: full.length - 1,
      matrixLimit: 100,
    });
    expect(medium).toContain('ρ matrices omitted');
    expect(medium).toContain('```text');
  });

  it('measures utf8 bytes when asked, and rejects bad options', () => {
    const board = checkpoints();
    const chars = renderLeaderboardMarkdown([board]);
    expect(() => renderLeaderboardMarkdown([board], { maxLength: 100 })).toThrow(ValidationError);
    expect(() => renderLeaderboardMarkdown([])).toThrow(ValidationError);
    const bytes = renderLeaderboardMarkdown([board], { measure: 'utf8', maxLength: chars.length });
    // Multi-byte characters (ρ, μ, ·, emoji) make the byte length larger: the matrix goes.
    expect(bytes).toContain('ρ matrices omitted');
  });
});

describe('renderIntervalChart', () => {
  it('draws one line per model on a shared axis, groups apart', () => {
    const board = rankModels(
      [
        { name: 'a', interval: { mu: 0.7, sigma: 0.01, lo: 0.68, hi: 0.72 } },
        { name: 'b', interval: { mu: 0.6, sigma: 0.01, lo: 0.58, hi: 0.62 } },
        { name: 'c`x', interval: { mu: 0.61, sigma: 0.01, lo: 0.59, hi: 0.63 } },
      ],
      overlap,
    );
    // Axis 0.55..0.75 over 21 columns (5 per 0.05); labels padded to the longest (12).
    expect(renderIntervalChart(board, { width: 21 })).toEqual([
      '             0.55 0.60 0.65 0.70 0.75',
      '             +----+----+----+----+',
      '  1  g1  a                [-o-]',
      '',
      "  2  g2  c'x     [-o-]",
      '  3  g2  b      [-o-]',
    ]);
  });
});

describe('renderLeaderboardJson', () => {
  it('serializes the leaderboards under schema scorio-eval-leaderboard/1', () => {
    const board = checkpoints();
    const json = JSON.parse(
      renderLeaderboardJson([board], {
        tool: { name: 'scorio-eval-action', version: '0.1.0' },
        generatedAt: '2026-01-01T00:00:00Z',
      }),
    );
    expect(json.schema).toBe(LEADERBOARD_SCHEMA);
    expect(json.schema).toBe('scorio-eval-leaderboard/1');
    expect(json.tool).toEqual({ name: 'scorio-eval-action', version: '0.1.0' });
    expect(json.generatedAt).toBe('2026-01-01T00:00:00Z');
    const lb = json.leaderboards[0];
    expect(lb.benchmark).toBe('gsm8k');
    expect(lb.metric).toBe('bayes');
    expect(lb.settings).toEqual({
      rule: 'overlap',
      confidence: 0.95,
      minConfidence: 0.95,
      multipleComparisons: 'none',
    });
    expect(lb.scale).toBe('metric');
    expect(lb.claims).toMatchObject({ adjustment: 'none', pairs: 10, level: null });
    expect(lb.orderedWithinGroups).toEqual([]);
    expect(lb.models.map((m: { name: string }) => m.name)).toEqual([
      'ckpt-4000',
      'ckpt-3000 [best](http://x.y) @team <b>|',
      'ckpt-2000',
      'ckpt-2500',
      'ckpt-1000',
    ]);
    expect(lb.groups.map((g: { models: string[] }) => g.models.length)).toEqual([1, 3, 1]);
    expect(lb.rho[0][0]).toBeNull();
    expect(lb.models[0].next.resolved).toBe(true);
    expect(lb.models[2].next).toMatchObject({ tied: true, resolved: false });
    expect(buildLeaderboardReport([board]).tool).toBeNull();
  });

  it('writes an infinite z as null', () => {
    const exact = (mu: number): Interval => ({ mu, sigma: 0, lo: mu, hi: mu });
    const board = rankModels(
      [
        { name: 'x', interval: exact(0.6) },
        { name: 'y', interval: exact(0.5) },
      ],
      overlap,
    );
    expect(board.models[0]?.next?.z).toBe(Infinity);
    const json = JSON.parse(renderLeaderboardJson([board]));
    expect(json.leaderboards[0].models[0].next.z).toBeNull();
    expect(json.leaderboards[0].models[0].next.rho).toBe(1);
  });
});
