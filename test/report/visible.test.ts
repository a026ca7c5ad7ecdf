/** visibleText: what the action drops from every string it hands to GitHub. */
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../src/report/visible.js';

describe('visibleText', () => {
  it('drops bidi controls, zero-width characters, separators, controls, the BOM and tags', () => {
    const hidden =
      '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c' +
      '\u200b\u200c\u200d\u2060\u00ad\ufeff\u0085\u2028\u2029\u0000\u0007\u001b\r\u007f\u009f' +
      '\u{e0001}\u{e0041}\u{e007f}\u3164';
    expect(visibleText(`gsm${hidden}8k`)).toBe('gsm8k');
  });

  it('keeps tabs, line feeds and every visible character, spaces and emoji included', () => {
    const text = 'a\tb\nc -7.4\u00a0pp ✅ ✔️ 中文 😀 `code` &#8203;';
    expect(visibleText(text)).toBe(text);
  });
});
