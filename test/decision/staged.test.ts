/**
 * A gate in stages spends its level, never spends it again: stage k decides at α × ½, ¼, ⅛, …
 * (issue 39). The false alarms over the stages are measured by `npm run validate`.
 */
import { describe, expect, it } from 'vitest';
import {
  type DecisionSettings,
  spentShare,
  stageShare,
  stagedSettings,
} from '../../src/decision/index.js';

const base = { confidence: 0.95, minConfidence: 0.95, margin: 0 } as const;

describe('the level over the stages', () => {
  it('spends ½ at stage 1, then ¼, ⅛, …, which never sum past the level', () => {
    expect([1, 2, 3, 4].map(stageShare)).toEqual([0.5, 0.25, 0.125, 0.0625]);
    expect([1, 2, 3, 10].map(spentShare)).toEqual([0.5, 0.75, 0.875, 1 - 2 ** -10]);
  });

  it('scales α (rule paired) and 1 − min-confidence (rule z); rule overlap keeps its intervals', () => {
    const paired: DecisionSettings = { ...base, rule: 'paired', alpha: 0.01 };
    expect(stagedSettings(paired, 1).alpha).toBeCloseTo(0.005, 15);
    expect(stagedSettings(paired, 3).alpha).toBeCloseTo(0.00125, 15);
    const z: DecisionSettings = { ...base, rule: 'z' };
    expect(stagedSettings(z, 2).minConfidence).toBeCloseTo(0.9875, 15);
    const overlap: DecisionSettings = { ...base, rule: 'overlap' };
    expect(stagedSettings(overlap, 2)).toEqual(overlap);
    // Rule paired without α: the default 0.01.
    expect(stagedSettings({ ...base, rule: 'paired' }, 2).alpha).toBeCloseTo(0.0025, 15);
  });

  it('refuses a stage that is not a whole number from 1, naming the value', () => {
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(() => stageShare(bad)).toThrow(/a stage is a whole number from 1; got/);
  });
});
