import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyOverrides, loadConfig, parseConfig } from '../../src/config/index.js';
import { parseMetricName } from '../../src/decision/index.js';
import { ConfigError, didYouMean } from '../../src/errors.js';

const ISSUE_EXAMPLE = `confidence: 0.95          # credibility level of every interval
rule: overlap             # overlap | z
min-confidence: 0.95      # rule z: call a winner when rho >= this
margin: 0.0               # drops smaller than this never fail (non-inferiority)
align: strict             # strict | intersect
benchmarks:
  - name: aime24
    baseline: evals/main/aime24.csv
    candidate: evals/pr/aime24.csv
    format: auto
    weights: [0, 0.5, 1]   # rubric, categories 0..C
    metrics: [bayes, pass@4, maj@8, { metric: g-pass@k, k: 8, tau: 0.75, gate: false }]
`;

function configError(text: string): string {
  try {
    parseConfig(text, 'scorio.yml');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('reads the example of the issue', () => {
    const c = parseConfig(ISSUE_EXAMPLE, 'scorio.yml');
    expect(c).toMatchObject({
      confidence: 0.95,
      rule: 'overlap',
      minConfidence: 0.95,
      margin: 0,
      align: 'strict',
    });
    const b = c.benchmarks[0];
    if (!b) throw new Error('no benchmark');
    expect(b.name).toBe('aime24');
    expect(b.baseline).toEqual(['evals/main/aime24.csv']);
    expect(b.read).toEqual({ format: 'auto' });
    expect(b.weights).toEqual([0, 0.5, 1]);
    expect(b.metrics.map((m) => m.label)).toEqual([
      'bayes',
      'pass@4',
      'maj@8',
      'g-pass@8 (tau 0.75)',
    ]);
    expect(b.metrics[3]).toMatchObject({
      family: 'g-pass',
      k: 8,
      tau: 0.75,
      gate: false,
      uncertainty: 'posterior',
    });
    expect(b.metrics[1]).toMatchObject({ family: 'pass', k: 4, gate: true });
  });

  it('defaults: rule overlap, confidence 0.95, metric bayes, top-level metrics for every benchmark', () => {
    const c = parseConfig(
      'benchmarks:\n  - {name: a, baseline: a.csv, candidate: b.csv}\n',
      'x.yml',
    );
    expect(c).toMatchObject({ confidence: 0.95, rule: 'overlap', margin: 0, align: 'strict' });
    expect(c.benchmarks[0]?.metrics.map((m) => m.label)).toEqual(['bayes']);
    const d = parseConfig(
      'metrics: [avg, pass^2]\nbenchmarks:\n  - {name: a, baseline: [a.csv, a2.csv], candidate: b.csv}\n  - {name: b, baseline: a.csv, candidate: b.csv, metrics: [bayes]}\n',
      'x.yml',
    );
    expect(d.benchmarks.map((b) => b.metrics.map((m) => m.label))).toEqual([
      ['avg', 'pass^2'],
      ['bayes'],
    ]);
    expect(d.benchmarks[0]?.baseline).toEqual(['a.csv', 'a2.csv']);
  });

  it('names the file, line, path and value of an unknown metric', () => {
    const text = `benchmarks:
  - name: a
    baseline: a.csv
    candidate: b.csv
  - name: b
    baseline: a.csv
    candidate: b.csv
    metrics: [pass@0]
`;
    expect(configError(text)).toBe(
      'scorio.yml:8: benchmarks[1].metrics[0]: unknown metric "pass@0" (k must be a positive integer)',
    );
    expect(configError(text.replace('pass@0', 'pass@x'))).toBe(
      'scorio.yml:8: benchmarks[1].metrics[0]: unknown metric "pass@x" (expected pass@<k> with k a positive integer)',
    );
    expect(configError(text.replace('pass@0', 'accuracy'))).toMatch(
      /^scorio.yml:8: benchmarks\[1\]\.metrics\[0\]: unknown metric "accuracy" \(known metrics: bayes, avg, pass@k, /,
    );
  });

  it('names unknown keys', () => {
    expect(
      configError(
        'benchmarks:\n  - {name: a, baseline: a.csv, candidate: b.csv, wieghts: [0, 1]}\n',
      ),
    ).toBe('scorio.yml:2: benchmarks[0].wieghts: unknown key "wieghts"; did you mean "weights"?');
    expect(configError('confidnce: 0.9\nbenchmarks: []\n')).toMatch(
      /^scorio.yml:1: confidnce: unknown key "confidnce"; did you mean "confidence"\?/,
    );
    expect(
      configError(
        'benchmarks:\n  - name: a\n    baseline: a.csv\n    candidate: b.csv\n    metrics:\n      - {metric: pass@4, tua: 1}\n',
      ),
    ).toBe('scorio.yml:6: benchmarks[0].metrics[0].tua: unknown key "tua"; did you mean "tau"?');
  });

  it('a long hostile key is quoted as an excerpt, in the path too (a hostile read found 5,241 characters)', () => {
    const key = `<img src=x>@admin${'A'.repeat(5000)}`;
    const line = configError(
      `usage-run-spread: { "${key}": 0.1 }\nbenchmarks: [{ name: a, baseline: a.csv, candidate: b.csv }]\n`,
    );
    expect(line.length).toBeLessThan(400);
    expect(line).toMatch(
      /^scorio\.yml:1: usage-run-spread\["<img src=x>@adminA{23}…"\]: unknown key /,
    );
  });

  it('names bad values', () => {
    expect(
      configError('confidence: 1.5\nbenchmarks: [{name: a, baseline: a, candidate: b}]\n'),
    ).toBe('scorio.yml:1: confidence: must be < 1; got 1.5');
    expect(configError('rule: bayes\nbenchmarks: [{name: a, baseline: a, candidate: b}]\n')).toBe(
      'scorio.yml:1: rule: must be one of "overlap", "z", "paired"; got "bayes"',
    );
    expect(configError('margin: "0.1"\nbenchmarks: [{name: a, baseline: a, candidate: b}]\n')).toBe(
      'scorio.yml:1: margin: expected number; got "0.1"',
    );
    expect(configError('benchmarks: [{name: a, candidate: b}]\n')).toBe(
      'scorio.yml:1: benchmarks[0].baseline: is required',
    );
    expect(configError('benchmarks: [{name: a, baseline: 3, candidate: b}]\n')).toBe(
      'scorio.yml:1: benchmarks[0].baseline: expected a file path or glob, or a list of them; got 3',
    );
    expect(configError('benchmarks: []\n')).toBe(
      'scorio.yml:1: benchmarks: must have >= 1 entries; got []',
    );
    expect(
      configError('rule: x\nmargin: -1\nbenchmarks: [{name: a, baseline: a, candidate: b}]\n'),
    ).toBe(
      'scorio.yml:1: rule: must be one of "overlap", "z", "paired"; got "x" (and 1 more problem)',
    );
  });

  it('reads baseline-artifact, an artifact name', () => {
    const b = 'benchmarks: [{name: a, baseline: a.csv, candidate: b}]\n';
    expect(parseConfig(`baseline-artifact: evals main\n${b}`, 'scorio.yml').baselineArtifact).toBe(
      'evals main',
    );
    expect(parseConfig(b, 'scorio.yml').baselineArtifact).toBeUndefined();
    expect(configError(`baseline-artifact: ../evals\n${b}`)).toBe(
      'scorio.yml:1: baseline-artifact: must be an artifact name: 1 to 200 characters, without " : < > | * ? \\ / or line breaks; got "../evals"',
    );
  });

  it('checks long-form metric options against the metric', () => {
    const m = (entry: string) =>
      configError(
        `benchmarks:\n  - name: a\n    baseline: a\n    candidate: b\n    metrics: [${entry}]\n`,
      );
    expect(m('{metric: pass@4, tau: 0.5}')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0].tau: option "tau" does not apply to pass@k; got 0.5',
    );
    expect(m('{metric: g-pass@k, tau: 2, k: 4}')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0].tau: must be a number in [0, 1]; got 2',
    );
    expect(m('{metric: g-pass@k}')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0].k: is required for "g-pass@k" (a positive integer)',
    );
    expect(m('{metric: pass@4, k: 8}')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0].k: 8 disagrees with the metric name "pass@4"',
    );
    expect(m('{metric: bayes, iterations: 50}')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0].iterations: applies only with "uncertainty: bootstrap"; got 50',
    );
    expect(m('threshold-spectrum@4')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0]: metric "threshold-spectrum@4" needs weights: use the long form { metric: threshold-spectrum@4, weights: [...] }',
    );
    expect(m('{metric: threshold-spectrum@k, k: 2, weights: [0.5, 0.6]}')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0].weights: must sum to at most 1; got [0.5,0.6] (sum 1.1)',
    );
    expect(m('pass@k')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[0]: metric "pass@k" needs a number for k: write e.g. "pass@4", or the long form { metric: pass@k, k: 4 }',
    );
    expect(m('pass@4, pass@4')).toBe(
      'scorio.yml:5: benchmarks[0].metrics[1]: duplicate metric "pass@4" (give one of them a "label")',
    );
  });

  it('accepts every long-form option', () => {
    const c = parseConfig(
      `benchmarks:
  - name: a
    baseline: a
    candidate: b
    metrics:
      - {metric: bayes, w: [0, 0.5, 1], R0: prior.csv, bounds: [0, 1]}
      - {metric: pass@k, k: 8, uncertainty: bootstrap, iterations: 500, seed: 7, alpha0: 2, beta0: 3}
      - {metric: geom@4, pass-power: 0.3, unanimous-power: 0.7}
      - {metric: geo-spectrum@2, lam: 0.25, weights: [0.5, 0.5], label: spectrum}
      - {metric: max@3, gate: false}
`,
      'x.yml',
    );
    const [bayes, pass, geom, geo, max] = c.benchmarks[0]?.metrics ?? [];
    expect(bayes).toMatchObject({
      family: 'bayes',
      w: [0, 0.5, 1],
      R0: 'prior.csv',
      bounds: [0, 1],
    });
    expect(pass).toMatchObject({
      k: 8,
      uncertainty: 'bootstrap',
      iterations: 500,
      seed: 7,
      alpha0: 2,
      beta0: 3,
    });
    expect(geom).toMatchObject({ family: 'geom', k: 4, passPower: 0.3, unanimousPower: 0.7 });
    expect(geo).toMatchObject({ label: 'spectrum', lam: 0.25, weights: [0.5, 0.5] });
    expect(max).toMatchObject({ label: 'max@3', gate: false });
  });

  it('refuses YAML alias bombs and reports YAML syntax errors with a line', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'benchmarks: [*f]',
    ].join('\n');
    expect(configError(bomb)).toMatch(/^scorio.yml: invalid YAML: .*[Aa]lias/);
    expect(configError('benchmarks:\n  - name: a\n   baseline: [\n')).toMatch(
      /^scorio.yml:\d+:\d+: invalid YAML: /,
    );
    expect(configError('rule: z\nrule: overlap\nbenchmarks: []\n')).toMatch(
      /^scorio.yml:2:1: invalid YAML: .*unique/i,
    );
    expect(configError('- a\n- b\n')).toBe(
      'scorio.yml: expected a mapping with a "benchmarks" list; got a list of 2 entries',
    );
  });

  it('passes reader options through', () => {
    const c = parseConfig(
      `benchmarks:
  - name: a
    baseline: a.eval
    candidate: b.eval
    format: inspect-eval
    scorer: match
    labels: {C: 2, P: 1, I: 0, N: null}
    threshold: 0.5
    id-column: qid
    sample-metric: exact_match
`,
      'x.yml',
    );
    expect(c.benchmarks[0]?.read).toEqual({
      format: 'inspect-eval',
      scorer: 'match',
      labels: { C: 2, P: 1, I: 0, N: null },
      threshold: 0.5,
      idColumn: 'qid',
      metric: 'exact_match',
    });
  });
});

describe('loadConfig', () => {
  it('reads a file and names a missing one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scorio-config-'));
    writeFileSync(join(dir, 's.yml'), 'benchmarks: [{name: a, baseline: a, candidate: b}]\n');
    expect((await loadConfig('s.yml', dir)).benchmarks[0]?.name).toBe('a');
    await expect(loadConfig('nope.yml', dir)).rejects.toThrow('config file "nope.yml" not found');
  });
});

describe('applyOverrides', () => {
  it('builds a single benchmark from flags', () => {
    const c = applyOverrides(undefined, {
      baseline: 'evals/main/aime24.csv',
      candidate: 'evals/pr/aime24.csv',
      metrics: ['bayes', 'pass@4'],
      rule: 'z',
      confidence: 0.9,
      weights: [0, 1],
    });
    expect(c).toMatchObject({ rule: 'z', confidence: 0.9, margin: 0, align: 'strict' });
    expect(c.benchmarks[0]).toMatchObject({
      name: 'aime24',
      baseline: ['evals/main/aime24.csv'],
      weights: [0, 1],
    });
    expect(c.benchmarks[0]?.metrics.map((m) => m.label)).toEqual(['bayes', 'pass@4']);
  });

  it('wins over the file', () => {
    const file = parseConfig(ISSUE_EXAMPLE, 'x.yml');
    const c = applyOverrides(file, { margin: 0.02, metrics: ['avg'], candidate: 'new.csv' });
    expect(c.margin).toBe(0.02);
    expect(c.benchmarks[0]?.metrics.map((m) => m.label)).toEqual(['avg']);
    expect(c.benchmarks[0]?.candidate).toEqual(['new.csv']);
    expect(c.benchmarks[0]?.baseline).toEqual(['evals/main/aime24.csv']);
  });

  it('names the flag or the input and the value', () => {
    expect(() =>
      applyOverrides(undefined, { baseline: 'a', candidate: 'b', confidence: 95 }),
    ).toThrow('--confidence: must be a number in (0, 1); got 95');
    expect(() =>
      applyOverrides(
        undefined,
        { baseline: 'a', candidate: 'b', rule: 'vote' },
        { source: 'input' },
      ),
    ).toThrow('input "rule": must be "overlap", "z" or "paired"; got "vote"');
    expect(() =>
      applyOverrides(undefined, { baseline: 'a', candidate: 'b', metrics: ['pass@0'] }),
    ).toThrow('--metric: unknown metric "pass@0" (k must be a positive integer)');
    expect(() => applyOverrides(undefined, { candidate: 'b' })).toThrow(
      '--baseline: is required (or give a config file)',
    );
  });
});

describe('parseMetricName', () => {
  it('parses every short form', () => {
    expect(parseMetricName('bayes')).toEqual({ family: 'bayes' });
    expect(parseMetricName('pass^4')).toEqual({ family: 'pass-hat', k: 4 });
    expect(parseMetricName('unanimous@3')).toEqual({ family: 'pass-hat', k: 3 });
    expect(parseMetricName('geo-spectrum-star@2')).toEqual({ family: 'geo-spectrum', k: 2 });
    expect(parseMetricName('geom-ds@2')).toEqual({ family: 'geom-ds', k: 2 });
    expect(parseMetricName('mg-pass@k')).toEqual({ family: 'mg-pass', k: 'k' });
    expect(parseMetricName('pass@-1')).toBe('expected pass@<k> with k a positive integer');
  });
});

describe('didYouMean', () => {
  it('suggests the closest choice within a third of the length, or a prefix; else nothing', () => {
    expect(didYouMean('pas@4', ['pass@4', 'maj@4'])).toBe('; did you mean "pass@4"?');
    expect(didYouMean('OVERLP', ['overlap', 'z'])).toBe('; did you mean "overlap"?');
    expect(didYouMean('bayesian', ['bayes', 'avg'])).toBe('; did you mean "bayes"?');
    expect(didYouMean('accuracy', ['bayes', 'avg', 'pass@k'])).toBe('');
    expect(didYouMean('tua', ['tau', 'k'])).toBe('; did you mean "tau"?');
    expect(didYouMean('x', ['overlap', 'z'])).toBe('');
    expect(didYouMean('x', [])).toBe('');
  });
});
