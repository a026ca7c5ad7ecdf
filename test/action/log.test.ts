import { describe, expect, it } from 'vitest';
import { logText, safeLog } from '../../src/action/log.js';
import { parseCommand } from '../trust/runner-commands.js';
import { FakeCore } from './fakes.js';

describe('logText', () => {
  it('leaves ordinary text as it is', () => {
    expect(logText('verdict: regression (1 credible regression); reports: /tmp/r.json')).toBe(
      'verdict: regression (1 credible regression); reports: /tmp/r.json',
    );
    expect(logText('gsm8k pass@4: a::b ##x [y]')).toBe('gsm8k pass@4: a::b ##x [y]');
  });

  it('makes one line: breaks and control characters escaped', () => {
    expect(logText('a\nb\r\nc\rd\u2028e\u0085f\u202eg\u0000h\ti')).toBe(
      'a\\nb\\nc\\rd\\u2028e\\u0085f\\u202eg\\u0000h\ti',
    );
  });

  it('escapes zero-width and format characters too, beyond the Basic Multilingual Plane whole', () => {
    expect(logText('mm\u200blu\u2060\u00ad\ufeff x\u{e0041}')).toBe(
      'mm\\u200blu\\u2060\\u00ad\\ufeff x\\u{e0041}',
    );
  });

  it('no workflow command survives, at the start or (legacy ##[) anywhere', () => {
    for (const text of [
      '::error file=a.ts,line=1::fake',
      '   ::stop-commands::token',
      'warning: ##[error]fake',
      'x\n::add-mask::y',
      'x\r##[set-output name=verdict;]no-change',
    ]) {
      const escaped = logText(text);
      expect(escaped).not.toMatch(/\n|\r/);
      expect(parseCommand(escaped), escaped).toBeUndefined();
    }
    expect(logText('::stop-commands::t')).toBe('\\::stop-commands::t');
    expect(logText('a ##[error]b')).toBe('a ##\\[error]b');
  });

  it('keeps line breaks in command data when asked, every line inert', () => {
    const text = logText('permissions:\n  contents: read\n::error::x\n##[error]y', {
      keepLineBreaks: true,
    });
    expect(text).toBe('permissions:\n  contents: read\n\\::error::x\n##\\[error]y');
    for (const line of text.split('\n')) expect(parseCommand(line)).toBeUndefined();
  });
});

describe('safeLog', () => {
  it('escapes every log line, at every level; outputs and the summary pass unchanged', async () => {
    const core = new FakeCore({});
    const safe = safeLog(core);
    safe.info('b\n::error::x');
    safe.warning('w\n##[error]y', { title: 't\n::x', file: 'f##[error]' });
    safe.error('::e');
    safe.debug('##[d]');
    safe.setFailed('::f');
    safe.setOutput('verdict', 'a\nb');
    await safe.writeSummary('# a\n::b');
    expect(core.infos).toEqual(['b\\n::error::x']);
    expect(core.warnings).toEqual([
      { message: 'w\n##\\[error]y', options: { title: 't\\n::x', file: 'f##\\[error]' } },
    ]);
    expect(core.errors.map((e) => e.message)).toEqual(['\\::e']);
    expect(core.debugs).toEqual(['##\\[d]']);
    expect(core.failures).toEqual(['\\::f']);
    expect(core.outputs.get('verdict')).toBe('a\nb');
    expect(core.summaries).toEqual(['# a\n::b']);
  });
});
