import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN, ROOT, expectUsageError, run } from './helpers.js';
import { RANK_HELP } from '../../src/cli/help.js';

/**
 * The mean score of a binary wide CSV, computed independently: the mean over questions of c / N.
 * Bayes@N without a prior is ranked on it (Bayes@N's own mean, (c + 1) / (N + 2), is pulled
 * towards ½ by an amount that depends on N).
 */
function meanScoreOfCsv(file: string): number {
  const rows = readFileSync(join(ROOT, file), 'utf8').trim().split('\n').slice(1);
  let sum = 0;
  for (const row of rows) {
    const cells = row.split(',').slice(1).map(Number);
    sum += cells.reduce((a, b) => a + b, 0) / cells.length;
  }
  return sum / rows.length;
}

/** The leaderboard demo, as the shell expands `fixtures/leaderboard/ckpt-*.csv`. */
const CHECKPOINTS = ['ckpt-1000', 'ckpt-2000', 'ckpt-3000', 'ckpt-4000'].map(
  (n) => `fixtures/leaderboard/${n}.csv`,
);
const RELEASE = 'release-v1=fixtures/leaderboard/release-v1.csv';
/** The documented demo command (docs/leaderboard.md, README). */
const DEMO = ['rank', ...CHECKPOINTS, '--baseline', RELEASE, '--benchmark', 'math'];

interface LeaderboardJson {
  schema: string;
  verdict: string;
  leader: string | null;
  topGroup: string[];
  versusBaseline: { baseline: string; above: string[]; below: string[] } | null;
  models: { name: string; baseline: boolean; files: string[] }[];
  leaderboards: {
    benchmark: string | null;
    metric: string;
    models: { name: string; rank: number; group: number; interval: { mu: number } }[];
    groups: { models: string[] }[];
  }[];
}

describe('rank', () => {
  it('the demo: exit 0, an improvement over the release, the golden leaderboard', async () => {
    const r = await run(DEMO);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      '✅ **Credible improvement over the baseline release-v1** on math bayes: credibly above it: ckpt-4000; credibly below it: ckpt-1000; not credibly different: ckpt-3000, ckpt-2000. <sub>false orders: ≤ 0.56% per pair, 10 pairs, not adjusted (rule overlap has no p-value).</sub>',
    );
    expect(r.stdout).toContain('### 🏆 Leaderboard: **ckpt-4000** is credibly first of 5 models');
    const golden = join(GOLDEN, 'leaderboard.md');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, r.stdout);
    expect(r.stdout).toBe(readFileSync(golden, 'utf8'));
  });

  it('a baseline given as a bare file is "the baseline", not "the baseline baseline"', async () => {
    const r = await run([
      'rank',
      ...CHECKPOINTS,
      '--baseline',
      'fixtures/leaderboard/release-v1.csv',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      '✅ **Credible improvement over the baseline** on bayes: credibly above it: ckpt-4000; credibly below it: ckpt-1000; not credibly different: ckpt-3000, ckpt-2000. <sub>false orders: ≤ 0.56% per pair, 10 pairs, not adjusted (rule overlap has no p-value).</sub>',
    );
    expect(r.stdout).not.toContain('baseline baseline');
  });

  it('--format json: scorio-eval-leaderboard/1 with the computed values', async () => {
    const r = await run([...DEMO, '--format', 'json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as LeaderboardJson;
    expect(json.schema).toBe('scorio-eval-leaderboard/1');
    expect(json.verdict).toBe('improvement');
    expect(json.leader).toBe('ckpt-4000');
    expect(json.topGroup).toEqual(['ckpt-4000']);
    expect(json.versusBaseline).toMatchObject({
      baseline: 'release-v1',
      above: ['ckpt-4000'],
      below: ['ckpt-1000'],
    });
    expect(json.models.map((m) => [m.name, m.baseline])).toEqual([
      ['release-v1', true],
      ['ckpt-1000', false],
      ['ckpt-2000', false],
      ['ckpt-3000', false],
      ['ckpt-4000', false],
    ]);
    const board = json.leaderboards[0];
    expect(board?.benchmark).toBe('math');
    expect(board?.models.map((m) => [m.name, m.rank, m.group])).toEqual([
      ['ckpt-4000', 1, 1],
      ['ckpt-3000', 2, 2],
      ['release-v1', 3, 2],
      ['ckpt-2000', 4, 2],
      ['ckpt-1000', 5, 3],
    ]);
    for (const m of board?.models ?? [])
      expect(m.interval.mu).toBeCloseTo(meanScoreOfCsv(`fixtures/leaderboard/${m.name}.csv`), 12);
  });

  it('exit 1 with a baseline every candidate is credibly below', async () => {
    const r = await run([
      'rank',
      ...CHECKPOINTS.slice(0, 3),
      '--baseline',
      'best=fixtures/leaderboard/ckpt-4000.csv',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe(
      '❌ **Credible regression: every candidate is credibly below the baseline best** on bayes: credibly below it: ckpt-3000, ckpt-2000, ckpt-1000. <sub>false orders: ≤ 0.56% per pair, 6 pairs, not adjusted (rule overlap has no p-value).</sub>',
    );
  });

  it('without a baseline: exit 0 and no verdict paragraph; a bare --baseline file is "baseline"', async () => {
    const r = await run(['rank', ...CHECKPOINTS]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      '### 🏆 Leaderboard: **ckpt-4000** is credibly first of 4 models',
    );
    const b = await run([
      'rank',
      ...CHECKPOINTS,
      '--baseline',
      'fixtures/leaderboard/release-v1.csv',
      '--format',
      'json',
    ]);
    expect((JSON.parse(b.stdout) as LeaderboardJson).versusBaseline?.baseline).toBe('baseline');
    // ... and the verdict says "the baseline", not "the baseline baseline".
    const md = await run([
      'rank',
      ...CHECKPOINTS,
      '--baseline',
      'fixtures/leaderboard/release-v1.csv',
    ]);
    expect(md.stdout.split('\n')[0]).toMatch(
      /^✅ \*\*Credible improvement over the baseline\*\* on bayes: credibly above it: ckpt-4000;/,
    );
  });

  it('a named glob merges its files into one model; several metrics make several tables', async () => {
    const r = await run([
      'rank',
      'early=fixtures/leaderboard/ckpt-[12]000.csv',
      'late=fixtures/leaderboard/ckpt-[34]000.csv',
      '--metric',
      'bayes',
      '--metric',
      'pass@4',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as LeaderboardJson;
    expect(json.models.map((m) => m.files)).toEqual([
      ['fixtures/leaderboard/ckpt-1000.csv', 'fixtures/leaderboard/ckpt-2000.csv'],
      ['fixtures/leaderboard/ckpt-3000.csv', 'fixtures/leaderboard/ckpt-4000.csv'],
    ]);
    expect(json.leaderboards.map((b) => b.metric)).toEqual(['bayes', 'pass@4']);
    expect(json.leaderboards[0]?.models.map((m) => m.name)).toEqual(['late', 'early']);
  });

  it('--align intersect: a warning on stderr names what was left out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-rank-'));
    const lines = readFileSync(join(ROOT, CHECKPOINTS[0] as string), 'utf8')
      .trim()
      .split('\n');
    writeFileSync(join(dir, 'short.csv'), `${lines.slice(0, 151).join('\n')}\n`);
    const r = await run([
      'rank',
      `short=${join(dir, 'short.csv')}`,
      ...CHECKPOINTS.slice(1),
      '--align',
      'intersect',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      'scorio-eval: warning: ranked the 150 questions common to all 4 models; left out 50 of ckpt-2000, 50 of ckpt-3000, 50 of ckpt-4000 (align: intersect).\n',
    );
  });

  it('--out-dir writes leaderboard.md and leaderboard.json only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-rank-'));
    const out = join(dir, 'out');
    const r = await run([...DEMO, '--out-dir', out]);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['leaderboard.json', 'leaderboard.md']);
    expect(readFileSync(join(out, 'leaderboard.md'), 'utf8')).toBe(r.stdout);
    expect(JSON.parse(readFileSync(join(out, 'leaderboard.json'), 'utf8')).schema).toBe(
      'scorio-eval-leaderboard/1',
    );
  });

  it('--out-dir that cannot be written: the leaderboard first, one stderr line, the verdict in the exit status', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-cli-rank-'));
    // A file where the directory should be.
    const file = join(dir, 'in-the-way');
    writeFileSync(file, '');
    const line = (verdict: string) =>
      new RegExp(
        `^scorio-eval: --out-dir: cannot write the leaderboard to "${file}": EEXIST: .*\\(verdict: ${verdict}\\)\\n$`,
      );

    // Every candidate credibly below the baseline: the regression still exits 1.
    const regression = [
      'rank',
      ...CHECKPOINTS.slice(0, 3),
      '--baseline',
      'best=fixtures/leaderboard/ckpt-4000.csv',
    ];
    const r1 = await run([...regression, '--out-dir', file]);
    expect(r1.code).toBe(1);
    expect(r1.stdout).toBe((await run(regression)).stdout);
    expect(r1.stdout).toMatch(/^❌ \*\*Credible regression/);
    expect(r1.stderr).toMatch(line('regression'));

    // An improvement (the demo) or no baseline: the missing files are an error (2), after the
    // leaderboard (JSON here) was printed in full.
    const r2 = await run([...DEMO, '--format', 'json', '--out-dir', file]);
    expect(r2.code).toBe(2);
    expect(JSON.parse(r2.stdout)).toMatchObject({ verdict: 'improvement', leader: 'ckpt-4000' });
    expect(r2.stderr).toMatch(line('improvement'));
    const r3 = await run(['rank', ...CHECKPOINTS, '--out-dir', file]);
    expect(r3.code).toBe(2);
    expect(r3.stdout).toMatch(/^### 🏆 Leaderboard: \*\*ckpt-4000\*\* is credibly first/);
    expect(r3.stderr).toMatch(line('no-change'));

    // The directory exists but leaderboard.json is a directory: leaderboard.md was written.
    const out = join(dir, 'out');
    mkdirSync(join(out, 'leaderboard.json'), { recursive: true });
    const r4 = await run([...regression, '--out-dir', out]);
    expect(r4.code).toBe(1);
    expect(readFileSync(join(out, 'leaderboard.md'), 'utf8')).toBe(r4.stdout);
    expect(r4.stderr).toMatch(
      new RegExp(
        `^scorio-eval: --out-dir: cannot write the leaderboard to "${out}": EISDIR: .*\\(verdict: regression\\)\\n$`,
      ),
    );
  });

  it('exit 2 with one line for usage and input errors', async () => {
    await expectUsageError(
      ['rank'],
      'scorio-eval: rank: give the models to rank, as name=file or files (see scorio-eval rank --help)',
    );
    await expectUsageError(
      ['rank', 'fixtures/leaderboard/ckpt-*.csv'],
      'scorio-eval: rank: model "fixtures/leaderboard/ckpt-*.csv" is a glob: give the model a name (name=fixtures/leaderboard/ckpt-*.csv) to merge its files, or leave it unquoted so that the shell makes each file a model',
    );
    await expectUsageError(
      ['rank', CHECKPOINTS[0] as string],
      'scorio-eval: rank: a leaderboard needs at least two models; got only "ckpt-1000=fixtures/leaderboard/ckpt-1000.csv"',
    );
    await expectUsageError(
      ['rank', CHECKPOINTS[0] as string, `ckpt-1000=${CHECKPOINTS[1]}`],
      'scorio-eval: rank: model name "ckpt-1000" is used twice: "ckpt-1000=fixtures/leaderboard/ckpt-1000.csv" and "ckpt-1000=fixtures/leaderboard/ckpt-2000.csv"; give each model its own name (name=file)',
    );
    await expectUsageError(
      ['rank', ...CHECKPOINTS, '--confidence', '95'],
      'scorio-eval: --confidence: must be a number in (0, 1); got 95',
    );
    await expectUsageError(
      ['rank', ...CHECKPOINTS, '--rule', 'ties'],
      'scorio-eval: --rule: must be "overlap", "z" or "paired"; got "ties"',
    );
    await expectUsageError(
      ['rank', ...CHECKPOINTS, '--format', 'csv'],
      'scorio-eval: --format: must be md or json (the report\'s format); got "csv"',
    );
    await expectUsageError(
      ['rank', ...CHECKPOINTS, '--margin', '0.1'],
      "scorio-eval: rank: Unknown option '--margin' (see scorio-eval rank --help)",
    );
    await expectUsageError(
      ['rank', CHECKPOINTS[0] as string, 'x=nope.csv'],
      /^scorio-eval: .*nope\.csv/,
    );
    await expectUsageError(
      ['rank', CHECKPOINTS[0] as string, 'aime=fixtures/demo/baseline/aime24.csv'],
      /^scorio-eval: aime \(fixtures\/demo\/baseline\/aime24\.csv\): question ids differ from ckpt-1000 \(fixtures\/leaderboard\/ckpt-1000\.csv\): .*; pass --align intersect to rank on the questions all models have\.$/,
    );
    // A path typed on the command line is the user's own: read wherever it is (here: missing).
    await expectUsageError(
      ['rank', CHECKPOINTS[0] as string, 'up=../no-such-scorio-file.csv'],
      /^scorio-eval: .*no-such-scorio-file\.csv/,
    );
  });

  it('--help', async () => {
    const r = await run(['rank', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(RANK_HELP);
    expect(r.stdout).toContain('Only these two files are written');
    const top = await run(['--help']);
    expect(top.stdout).toContain('scorio-eval rank [name=]<file|glob>...');
  });
});

describe('the docs show the real demo', () => {
  const golden = () => readFileSync(join(GOLDEN, 'leaderboard.md'), 'utf8');
  const command =
    'node dist/cli.js rank fixtures/leaderboard/ckpt-*.csv \\\n  --baseline release-v1=fixtures/leaderboard/release-v1.csv --benchmark math';

  it('docs/leaderboard.md: the command and its whole output', () => {
    const doc = readFileSync(join(ROOT, 'docs/leaderboard.md'), 'utf8');
    expect(doc).toContain(`\`\`\`sh\n${command}\n\`\`\``);
    const start = '<!-- leaderboard-demo:start -->\n````markdown\n';
    const shown = doc.slice(
      doc.indexOf(start) + start.length,
      doc.indexOf('````\n<!-- leaderboard-demo:end -->'),
    );
    expect(doc.indexOf(start)).toBeGreaterThan(0);
    expect(shown).toBe(golden());
  });

  it('README: the command, and an excerpt whose every line is in the output, in order', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`\`\`\`sh\n${command}\n\`\`\``);
    const start = '<!-- leaderboard-excerpt:start -->\n```markdown\n';
    expect(readme.indexOf(start)).toBeGreaterThan(0);
    const excerpt = readme.slice(
      readme.indexOf(start) + start.length,
      readme.indexOf('```\n<!-- leaderboard-excerpt:end -->'),
    );
    const lines = golden().split('\n');
    let at = 0;
    for (const line of excerpt
      .trimEnd()
      .split('\n')
      .filter((l) => l !== '')) {
      const found = lines.indexOf(line, at);
      expect(found, line).toBeGreaterThanOrEqual(at);
      at = found + 1;
    }
  });

  it('--baseline with a log of another task: exit 2 naming both tasks, never a verdict (exit 1)', async () => {
    const v = 'fixtures/discover/lm-eval-versions';
    await expectUsageError(
      [
        'rank',
        `ckpt=${v}/gsm8k/candidate/samples_gsm8k_2025-09-09T13-31-53.431753.jsonl`,
        '--baseline',
        `release=${v}/winogrande/candidate/llama3.1-pro16-0827-Inst-nc-chat_241016/samples_winogrande_2024-12-23T13-34-22.211412.jsonl`,
      ],
      /^scorio-eval: .*samples_gsm8k_2025-09-09T13-31-53\.431753\.jsonl: the candidate's lm-eval log is task "gsm8k" and the baseline's \(release=.*\) is task "winogrande"; different tasks are not compared \(pass --allow-task-mismatch to compare them anyway\)\.$/,
    );
  });
});
