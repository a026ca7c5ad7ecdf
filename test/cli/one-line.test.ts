// A message on standard error is one line whatever it quotes: a file name a pull request chose
// can hold a line break, and on GitHub a line that starts with `::error::` is a workflow command
// (a hostile read of run-spread found warnings that split; compare's and score's did too).
import { describe, expect, it } from 'vitest';
import { oneLine } from '../../src/cli/one-line.js';

describe('oneLine', () => {
  it('line breaks and control characters become spaces; the rest is kept', () => {
    expect(oneLine('a.csv\n::error::x')).toBe('a.csv ::error::x');
    expect(oneLine('a\r\n  b\u2028c\td\u0007e')).toBe('a b c d e');
    expect(oneLine('tokens/question 1,240 → 1,610 · ±5%')).toBe(
      'tokens/question 1,240 → 1,610 · ±5%',
    );
  });
});
