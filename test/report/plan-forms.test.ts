/**
 * A re-run plan in each harness's words, with hostile question ids and benchmark names (issue 39):
 * what a pull request's files name ends up in commands a reader pastes into a shell, and in the
 * comment. Each command is run through bash with the harness replaced by a function that prints
 * its arguments, so the test sees exactly what the harness would get (and that nothing ran).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import {
  type ReportBenchmark,
  type ReportData,
  planForms,
  renderMarkdown,
  renderPlan,
  shellQuote,
} from '../../src/report/index.js';
import { expectGolden, iv, makeReport } from './helpers.js';

/** Ids a pull request's result files may hold. */
const HOSTILE = {
  quote: "it's",
  substitution: '$(touch pwned)',
  backtick: '`touch pwned`',
  newline: 'a\ntouch pwned',
  space: 'two words',
  dash: '-rf',
  doubleDash: '--help',
  bidi: 'abc\u202eevil',
  semicolon: ';touch pwned;',
  closing: "x'; touch pwned; #",
  html: '<img src=x onerror=alert(1)>',
  link: '[x](https://evil.example)',
  mention: '@octocat',
  glob: 'q*',
  colon: 'a:b',
  comma: 'x,y',
  padded: ' padded ',
  long: 'L'.repeat(1000),
} as const;
const IDS: readonly string[] = Object.values(HOSTILE);
/** The ids a shell line can carry: no control, invisible or bidi character, no backtick. */
const SAFE = IDS.filter((id) => !/[\p{Cc}\p{Cf}`]/u.test(id));

/** A report of one benchmark read from `format` logs whose plan re-runs `ids`, 4 trials each. */
function planned(ids: readonly string[], format: string, name = 'task'): ReportData {
  const report = makeReport([
    { name, metrics: [{ metric: 'bayes', baseline: iv(0.6, 0.02), candidate: iv(0.59, 0.02) }] },
  ]);
  const b = report.benchmarks[0] as ReportBenchmark;
  const counts = { successes: ids.map(() => 2), trials: ids.map(() => 4) };
  const benchmark: ReportBenchmark = {
    ...b,
    baseline: { ...b.baseline, formats: [format] },
    candidate: { ...b.candidate, formats: [format] },
    plan: {
      questions: ids.map((id) => ({ id, trials: 4 })),
      sides: ['baseline', 'candidate'],
      trials: 8 * ids.length,
      uniformTrials: 8 * ids.length,
      sees: 0.02,
      target: 0.02,
      variance: { now: 1e-4, planned: 3e-5 },
      kind: 'planned',
      stage: 2,
      // Rule overlap (makeReport's): no level.
      level: null,
      metric: 'bayes',
      before: { ids: [...ids], baseline: counts, candidate: counts },
    },
  };
  return {
    ...report,
    benchmarks: [benchmark],
    stages: { stage: 1, level: null, spent: null, carried: [], resampled: [], rerunNeeded: true },
  };
}

/**
 * The words bash makes of `line`, with `command` a function that prints its arguments, run in a
 * fresh folder; `ran` is whether anything created `pwned` there.
 */
function shellWords(line: string, command: string): { words: string[]; ran: boolean } {
  const cwd = mkdtempSync(join(tmpdir(), 'scorio-shell-'));
  const r = spawnSync('bash', ['-c', `${command}() { printf '%s\\0' "$@"; }\n${line}`], {
    cwd,
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return { words: r.stdout.split('\0').slice(0, -1), ran: existsSync(join(cwd, 'pwned')) };
}

describe('shellQuote', () => {
  it("quotes in single quotes, a quote as '\\''", () => {
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('$(touch pwned)')).toBe("'$(touch pwned)'");
    expect(shellQuote('`touch pwned`')).toBe("'`touch pwned`'");
    expect(shellQuote("x'; touch pwned; #")).toBe("'x'\\''; touch pwned; #'");
    expect(shellQuote('')).toBe("''");
    expect(shellQuote("''")).toBe("''\\'''\\'''");
  });

  it('gives bash back every id byte for byte, and runs nothing', () => {
    for (const id of IDS) {
      const { words, ran } = shellWords(`show ${shellQuote(id)}`, 'show');
      expect(words).toEqual([id]);
      expect(ran).toBe(false);
    }
  });
});

describe('the harnesses’ commands carry hostile ids as data', () => {
  it('Inspect: one --sample-id value of every id it can match, escaped as Inspect matches them', () => {
    const forms = planForms(planned(IDS, 'inspect-eval').benchmarks[0] as ReportBenchmark);
    expect(forms.map((f) => f.harness)).toEqual(['inspect', 'ids']);
    const inspect = forms[0];
    expect(inspect?.lines).toHaveLength(2);
    // Ids with a comma or outer spaces cannot be given to --sample-id; a glob character is
    // matched literally in brackets; an id with a colon is prefixed with its task.
    const inspectIds: Record<string, string> = {
      [HOSTILE.glob]: 'q[*]',
      [HOSTILE.colon]: 'task:a:b',
      [HOSTILE.link]: 'task:[[]x](https://evil.example)',
    };
    const expected = SAFE.filter((id) => id !== HOSTILE.comma && id !== HOSTILE.padded)
      .map((id) => inspectIds[id] ?? id)
      .join(',');
    for (const [i, model] of ['<baseline model>', '<candidate model>'].entries()) {
      const line = inspect?.lines[i] as string;
      expect(line.startsWith(`inspect eval 'task' --model ${model} --sample-id '`)).toBe(true);
      const { words, ran } = shellWords(line.replace(model, 'M'), 'inspect');
      expect(words).toEqual([
        'eval',
        'task',
        '--model',
        'M',
        '--sample-id',
        expected,
        '--epochs',
        '4',
      ]);
      expect(ran).toBe(false);
    }
    expect(inspect?.note).toContain(
      '2 id(s) hold a comma or outer spaces, which --sample-id cannot carry',
    );
    expect(inspect?.note).toContain(
      '3 question id(s) hold characters a command line cannot carry: run them from the plan file.',
    );
  });

  it('lm-evaluation-harness: the ids in the --samples JSON, the command quoted', () => {
    const forms = planForms(planned(IDS, 'lm-eval').benchmarks[0] as ReportBenchmark);
    const lines = forms[0]?.lines ?? [];
    expect(forms[0]?.harness).toBe('lm-eval');
    expect(lines).toHaveLength(8);
    // Run 1's samples file: the safe ids, sorted.
    const json = (lines[0] as string).replace(/^# run 1: samples_r1\.json = /, '');
    const samples = JSON.parse(json) as Record<string, string[]>;
    expect(Object.keys(samples)).toEqual(['task']);
    expect([...(samples['task'] ?? [])].sort()).toEqual([...SAFE].sort());
    const line = (lines[1] as string)
      .replace('<model>', 'M')
      .replace('<as before>', 'A')
      .replace('<side>', 'S');
    const { words, ran } = shellWords(line, 'lm_eval');
    expect(words).toEqual([
      '--model',
      'M',
      '--model_args',
      'A',
      '--tasks',
      'task',
      '--samples',
      'samples_r1.json',
      '--seed',
      '1,1,1,1234',
      '--log_samples',
      '--output_path',
      'S/r1',
    ]);
    expect(ran).toBe(false);
  });

  it('promptfoo: the line is one command whatever the ids, and runs none of them', () => {
    const forms = planForms(planned(IDS, 'promptfoo').benchmarks[0] as ReportBenchmark);
    expect(forms[0]?.harness).toBe('promptfoo');
    const line = (forms[0]?.lines[0] as string).replace('<config>', 'C').replace('<provider>', 'P');
    const { words, ran } = shellWords(line, 'promptfoo');
    expect(words).toEqual([
      'eval',
      '-c',
      'C',
      '--filter-providers',
      'P',
      '--repeat',
      '4',
      '--no-cache',
    ]);
    expect(ran).toBe(false);
  });

  it('the plan file: one id<TAB>trials line per id a line can carry', () => {
    const forms = planForms(planned(IDS, 'json').benchmarks[0] as ReportBenchmark);
    expect(forms.map((f) => f.harness)).toEqual(['ids']);
    expect(forms[0]?.lines).toEqual(SAFE.map((id) => `${id}\t4`));
  });

  it('a benchmark name a command cannot carry is left out of the commands, not changed in them', () => {
    for (const name of ['x`touch pwned`', 'x\u202etxt.exe', 'x\ntouch pwned']) {
      const report = planned(['q1', 'q2'], 'inspect-eval', name);
      const forms = planForms(report.benchmarks[0] as ReportBenchmark);
      const line = forms[0]?.lines[0] as string;
      expect(line).toBe(
        "inspect eval <task> --model <baseline model> --sample-id 'q1,q2' --epochs 4",
      );
      expect(forms[0]?.note).toContain(
        "The benchmark's name holds characters a command line cannot carry: give the task's name where <task> stands.",
      );
      // What the comment shows is what the plan file holds.
      const md = renderMarkdown(report);
      expect(md).toContain(`\n${line}\n`);
      const file = JSON.parse(renderPlan(report)) as {
        benchmarks: { forms: { lines: string[] }[] }[];
      };
      expect(file.benchmarks[0]?.forms[0]?.lines[0]).toBe(line);
    }
  });
});

/** The text of a Markdown tree outside code, and its node types. */
function proseOf(markdown: string): { text: string; types: Set<string> } {
  let text = '';
  const types = new Set<string>();
  const walk = (node: Nodes): void => {
    types.add(node.type);
    if (node.type === 'code' || node.type === 'inlineCode') return;
    if (node.type === 'text') text += `${node.value}\n`;
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return { text, types };
}

describe('the comment’s details show the plan inertly', () => {
  const report = planned(IDS, 'inspect-eval', '<b>@octocat</b> [x](https://evil.example)');
  const md = renderMarkdown(report);

  it('no HTML, link or mention outside code; the commands in code blocks as the plan file has them', () => {
    const { text, types } = proseOf(md.replace(/<\/?(details|summary|sub)>/g, ''));
    expect(types.has('html')).toBe(false);
    expect(types.has('link')).toBe(false);
    expect(types.has('image')).toBe(false);
    expect(text).not.toMatch(/@octocat/);
    expect(text).not.toMatch(/https:\/\/evil/);
    // Every command and plan-file line shown is the plan file's, whole.
    const file = JSON.parse(renderPlan(report)) as {
      benchmarks: { forms: { lines: string[] }[] }[];
    };
    const section = md.slice(md.indexOf('**Re-run plan**'), md.indexOf('**Verdicts**'));
    const blocks = [...section.matchAll(/^```(?:sh|text)\n([\s\S]*?)^```$/gm)].map(
      (m) => m[1] as string,
    );
    expect(blocks).toHaveLength(2);
    const shown = blocks.flatMap((b) => b.split('\n').slice(0, -1));
    const written = file.benchmarks[0]?.forms.flatMap((f) => f.lines) ?? [];
    for (const line of shown)
      if (!line.startsWith('# ')) expect(written.map((l) => l.replace(/\t/g, ' '))).toContain(line);
  });

  it('golden: the plan line and the details with every hostile id and name', () => {
    expectGolden('plan-hostile.md', md);
  });

  it('a command longer than a code block line shows is pointed to, not cut', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `question-${i}`);
    const report = planned(many, 'inspect-eval');
    const line = planForms(report.benchmarks[0] as ReportBenchmark)[0]?.lines[0] as string;
    expect(line.length).toBeGreaterThan(20_000);
    const big = renderMarkdown(report);
    expect(big).not.toContain("--sample-id 'question-0,question-1,");
    expect(big).toContain(
      `\n# this line is ${line.length.toLocaleString('en-US')} characters long, more than the comment shows: run it from the plan file\n`,
    );
  });

  it('a plan of 200,000 questions renders (no call with one argument per question)', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => String(i));
    const md = renderMarkdown(planned(many, 'lm-eval'));
    expect(md).toContain('200,000 questions × 4 trials');
  });
});
