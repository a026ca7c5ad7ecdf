// The action's input usage-gate: parsed into the gate that replaces the config's, `none` for
// report-only; errors name the input and the value; refused with a leaderboard.
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/inputs/index.js';

const ENV = { GITHUB_WORKFLOW: 'Evals', GITHUB_JOB: 'gate' };
const read = (inputs: Record<string, string>) => readInputs((name) => inputs[name] ?? '', ENV);

describe('input usage-gate', () => {
  it('measure=tolerance pairs, with commas, colons or lines; empty: the config’s', () => {
    expect(read({}).usageGate).toBeUndefined();
    expect(read({ 'usage-gate': 'total-tokens=0.10, seconds: 0.25\ncost=0.1' }).usageGate).toEqual({
      'total-tokens': 0.1,
      seconds: 0.25,
      cost: 0.1,
    });
    expect(read({ 'usage-gate': 'none' }).usageGate).toEqual({});
  });

  it('errors name the input and the value', () => {
    expect(() => read({ 'usage-gate': 'tokens=0.1' })).toThrow(
      'input "usage-gate": "tokens" is not a measure; use input-tokens, output-tokens, total-tokens, reasoning-tokens, cached-tokens, seconds, cost',
    );
    expect(() => read({ 'usage-gate': 'cost=10%' })).toThrow(
      'input "usage-gate": the tolerance of cost must be a relative increase from 0 to 100 (0.10 = 10%); got "10%"',
    );
    expect(() => read({ 'usage-gate': 'cost=0.1,cost=0.2' })).toThrow(
      'input "usage-gate": cost is given twice',
    );
    expect(() => read({ 'usage-gate': 'cost' })).toThrow(
      'input "usage-gate": expected measure=tolerance pairs, e.g. total-tokens=0.10,cost=0.10; got "cost"',
    );
  });

  it('does not apply to a leaderboard', () => {
    expect(() => read({ candidates: 'a=a.csv\nb=b.csv', 'usage-gate': 'cost=0.1' })).toThrow(
      'input "usage-gate": "cost=0.1" does not apply to a leaderboard (input "candidates")',
    );
    expect(() =>
      read({ candidates: 'a=a.csv\nb=b.csv', 'usage-run-spread': 'seconds=0.05' }),
    ).toThrow(
      'input "usage-run-spread": "seconds=0.05" does not apply to a leaderboard (input "candidates")',
    );
  });
});

describe('input usage-run-spread (the only place the action takes a run spread from)', () => {
  it('measure=spread pairs; none; errors name the input and the value', () => {
    expect(read({}).usageRunSpread).toBeUndefined();
    expect(read({ 'usage-run-spread': 'seconds=0.056, cost: 0.02' }).usageRunSpread).toEqual({
      seconds: 0.056,
      cost: 0.02,
    });
    expect(read({ 'usage-run-spread': 'none' }).usageRunSpread).toEqual({});
    expect(() => read({ 'usage-run-spread': 'seconds=1.5' })).toThrow(
      'input "usage-run-spread": the run spread of seconds must be a coefficient of variation from 0 to 1 (0.05 = runs 5% longer or shorter by chance); got "1.5"',
    );
    expect(() => read({ 'usage-run-spread': 'latency=0.1' })).toThrow(
      'input "usage-run-spread": "latency" is not a measure',
    );
  });
});
