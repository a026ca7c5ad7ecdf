import { describe, expect, it } from 'vitest';
import { INPUT_NAMES } from '../../src/action/inputs/index.js';
import {
  BENCHMARK_KEYS,
  CONFIG_KEYS,
  DEFAULT_MAX_BOOTSTRAP_ITERATIONS,
  DEFAULT_WORK_BUDGET,
  METRIC_ENTRY_KEYS,
  enforcePolicy,
  parseConfig,
} from '../../src/config/index.js';
import { TRUST_TABLE } from '../../src/config/trust-table.js';
import { DEFAULT_MAX_UNZIPPED_BYTES } from '../../src/readers/index.js';

describe('the trust table classes every setting', () => {
  const keyed = (where: string) =>
    new Set(TRUST_TABLE.filter((e) => e.configKey === where).map((e) => e.setting));

  it('every config key (top level, benchmark, metric)', () => {
    const anyLevel = new Set(TRUST_TABLE.filter((e) => e.configKey).map((e) => e.setting));
    expect(CONFIG_KEYS.filter((k) => !keyed('top-level').has(k))).toEqual([]);
    expect(BENCHMARK_KEYS.filter((k) => !anyLevel.has(k))).toEqual([]);
    expect(METRIC_ENTRY_KEYS.filter((k) => !keyed('metric').has(k) && k !== 'iterations')).toEqual(
      [],
    );
    expect(keyed('metric').has('iterations') || keyed('metric').has('R0')).toBe(true);
  });

  it('every action input', () => {
    const inputs = new Set(TRUST_TABLE.map((e) => e.input).filter((i) => i !== undefined));
    expect(INPUT_NAMES.filter((name) => !inputs.has(name))).toEqual([]);
  });

  it('names each setting once per place', () => {
    const seen = TRUST_TABLE.map((e) => `${e.configKey ?? 'input'}:${e.setting}`);
    expect(seen.length).toBe(new Set(seen).size);
  });
});

describe('enforcePolicy', () => {
  const text = [
    'allow-outside-workspace: true',
    'benchmarks:',
    '  - name: a',
    '    baseline: b.csv',
    '    candidate: c.csv',
    '    max-unzipped-bytes: 5000000000',
    '    metrics: [bayes, { metric: avg, uncertainty: bootstrap, iterations: 50000 }]',
    '  - name: small',
    '    baseline: b.csv',
    '    candidate: c.csv',
    '    max-unzipped-bytes: 1000',
    '    metrics: [bayes]',
  ].join('\n');
  const config = parseConfig(text, 'pr.yml');

  it('trusted (CLI, library): the config applies as written; missing limits are filled in', () => {
    const { config: out, warnings } = enforcePolicy(config);
    expect(warnings).toEqual([]);
    expect(out.allowOutsideWorkspace).toBe(true);
    expect(out.benchmarks.map((b) => b.read.maxUnzippedBytes)).toEqual([5e9, 1000]);
    expect(out.benchmarks[0]?.metrics[1]?.iterations).toBe(50_000);
    const bare = parseConfig('benchmarks: [{ name: x, baseline: b.csv, candidate: c.csv }]', 'x');
    expect(enforcePolicy(bare).config.benchmarks[0]?.read.maxUnzippedBytes).toBe(
      DEFAULT_MAX_UNZIPPED_BYTES,
    );
  });

  it('untrusted (the action): widening keys are dropped or capped, each with a warning', () => {
    const { config: out, warnings } = enforcePolicy(config, { trustConfig: false });
    expect(out.allowOutsideWorkspace).toBe(false);
    // Lowering is allowed; raising is not.
    expect(out.benchmarks.map((b) => b.read.maxUnzippedBytes)).toEqual([
      DEFAULT_MAX_UNZIPPED_BYTES,
      1000,
    ]);
    expect(out.benchmarks[0]?.metrics[1]?.iterations).toBe(DEFAULT_MAX_BOOTSTRAP_ITERATIONS);
    expect(warnings).toEqual([
      'pr.yml: allow-outside-workspace: true is ignored: the config is part of the pull request, and only the workflow may let the action read files outside the workspace; set input "allow-outside-workspace" to true in the workflow instead.',
      'pr.yml: benchmarks[0].max-unzipped-bytes: 5000000000 is ignored: the config is part of the pull request, and only the workflow may raise this limit; 1,073,741,824 bytes apply (raise it with input "max-unzipped-bytes").',
      'pr.yml: benchmarks[0].metrics[1] (avg): iterations 50000 is above the limit: the config is part of the pull request, and only the workflow may raise it; 10,000 apply (raise it with input "max-bootstrap-iterations").',
    ]);
  });

  it('untrusted, with limits the workflow raised: the config may use them', () => {
    const { config: out, warnings } = enforcePolicy(config, {
      trustConfig: false,
      maxUnzippedBytes: 8e9,
      maxBootstrapIterations: 100_000,
    });
    expect(out.benchmarks.map((b) => b.read.maxUnzippedBytes)).toEqual([5e9, 1000]);
    expect(out.benchmarks[0]?.metrics[1]?.iterations).toBe(50_000);
    expect(warnings).toHaveLength(1); // allow-outside-workspace only
  });

  it('a lower iteration limit leaves posterior metrics alone (their iterations are never used)', () => {
    const { config: out, warnings } = enforcePolicy(config, {
      trustConfig: false,
      maxBootstrapIterations: 500,
    });
    expect(out.benchmarks[1]?.metrics[0]).toMatchObject({ uncertainty: 'posterior' });
    expect(warnings.filter((w) => w.includes('iterations'))).toEqual([
      expect.stringContaining(
        'benchmarks[0].metrics[1] (avg): iterations 50000 is above the limit',
      ),
    ]);
  });

  it('a run spread widens the usage test: in the action only the workflow sets it (a hostile read found it)', () => {
    // 0.45 at α = 0.01 bounds no ratio however many questions: a pull request's config would
    // switch off a usage gate the workflow pinned with its input.
    const spread = parseConfig(
      'usage-run-spread: { seconds: 0.45 }\nbenchmarks: [{ name: x, baseline: b.csv, candidate: c.csv }]',
      'pr.yml',
    );
    expect(enforcePolicy(spread).config.usageRunSpread).toEqual({ seconds: 0.45 });
    const { config: out, warnings } = enforcePolicy(spread, { trustConfig: false });
    expect(out.usageRunSpread).toBeUndefined();
    expect(warnings).toEqual([
      'pr.yml: usage-run-spread is ignored: the config is part of the pull request, and only the workflow may widen the usage gate\'s test (a large spread gates nothing); set input "usage-run-spread" in the workflow instead.',
    ]);
  });

  it('the default work budget is the documented 2e11 units', () => {
    expect(DEFAULT_WORK_BUDGET).toBe(2e11);
  });
});
