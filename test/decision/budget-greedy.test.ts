// The trial budget where a log says decoding was greedy: no trial advice (more greedy trials repeat
// the same answers), but more questions (a figure where the metric has per-question scores) or
// sampling. Hand-computed figures; the quantiles are scipy's (t.ppf, norm.ppf).
import { describe, expect, it } from 'vitest';
import {
  type DecisionSettings,
  type PairedTest,
  type SidesDecoding,
  trialBudget,
} from '../../src/decision/index.js';

const overlap: DecisionSettings = {
  rule: 'overlap',
  confidence: 0.95,
  minConfidence: 0.95,
  margin: 0,
};
const greedy = { greedy: true, evidence: 'temperature 0 in gen_args' };
const sampled = { greedy: false, evidence: 'temperature 0.7 in gen_args' };
const both: SidesDecoding = { baseline: greedy, candidate: greedy };

/** A paired t test of M = 100 questions whose differences have SE 0.04. */
const test: PairedTest = {
  test: 't',
  questions: 100,
  delta: -0.05,
  standardError: 0.04,
  lo: -0.15,
  hi: 0.05,
  pDrop: 0.1,
  pRise: 0.9,
  pBeyondMargin: 0.1,
  df: 99,
  minP: 0,
  signFlip: false,
};
const args = {
  delta: -0.05,
  baselineSigma: 0.03,
  candidateSigma: 0.03,
  sizes: {
    baseline: { trials: 1, effectiveTrials: 3 },
    candidate: { trials: 1, effectiveTrials: 3 },
  },
  approximate: false,
  bootstrap: false,
  paired: { test, noise: { baseline: 0.2, candidate: 0.2 } },
};

describe('trialBudget where a log says greedy', () => {
  it('without the log, one trial per question gets trial advice (what the issue saw)', () => {
    expect(trialBudget({ ...args, settings: overlap }).kind).toBe('estimate');
  });

  it('rule overlap: no trials, about 916 questions', () => {
    // M' = M ((q (σ_b + σ_c) + z_0.8 SE) / |Δ|)² = 100 ((1.959964 · 0.06 + 0.841621 · 0.04) / 0.05)²
    // = 915.22.
    const b = trialBudget({ ...args, decoding: both, settings: overlap });
    expect(b).toEqual({
      kind: 'greedy',
      trials: null,
      questions: 916,
      greedy: { baseline: 'temperature 0 in gen_args', candidate: 'temperature 0 in gen_args' },
      currentTrials: 1,
      approximate: true,
    });
  });

  it('rule z: about 429 questions', () => {
    // 100 ((1.644854 · √(0.03² + 0.03²) + 0.841621 · 0.04) / 0.05)² = 428.08.
    const b = trialBudget({ ...args, decoding: both, settings: { ...overlap, rule: 'z' } });
    expect(b.questions).toBe(429);
  });

  it('rule paired: about 660 questions, and 1,031 beyond a margin of one point', () => {
    // (t_0.99,99 + t_0.8,99)² SE² M / |Δ|² = (2.364606 + 0.845267)² · 0.16 / 0.0025 = 659.41.
    const paired: DecisionSettings = { ...overlap, rule: 'paired', alpha: 0.01 };
    expect(trialBudget({ ...args, decoding: both, settings: paired }).questions).toBe(660);
    // A drop must exceed the margin: |Δ| − m = 0.04, (3.209873)² · 0.16 / 0.0016 = 1,030.33.
    const margin = { ...paired, margin: 0.01 };
    expect(trialBudget({ ...args, decoding: both, settings: margin }).questions).toBe(1031);
  });

  it('one side greedy is enough, and names only that side', () => {
    const b = trialBudget({
      ...args,
      decoding: { baseline: sampled, candidate: greedy },
      settings: overlap,
    });
    expect(b.kind).toBe('greedy');
    expect(b.greedy).toEqual({ baseline: null, candidate: 'temperature 0 in gen_args' });
  });

  it('logs that say sampled, or nothing, leave the advice as it was', () => {
    const before = trialBudget({ ...args, settings: overlap });
    const after = trialBudget({
      ...args,
      decoding: { baseline: sampled, candidate: null },
      settings: overlap,
    });
    expect(after).toEqual(before);
  });

  it('a change within the margin stays negligible; Δ = 0 stays a zero difference', () => {
    const within = { ...overlap, margin: 0.06 };
    expect(trialBudget({ ...args, decoding: both, settings: within }).kind).toBe('negligible');
    expect(trialBudget({ ...args, delta: 0, decoding: both, settings: overlap }).kind).toBe(
      'zero-difference',
    );
  });

  it('without per-question scores: no figure of questions', () => {
    const b = trialBudget({ ...args, paired: undefined, decoding: both, settings: overlap });
    expect(b.kind).toBe('greedy');
    expect(b.questions).toBeNull();
  });
});
