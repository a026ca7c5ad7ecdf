/**
 * Crafted hostile inputs for every reader: truncated zips at every cut, deeply nested JSON, 10 MB
 * single lines, invalid UTF-8 in ids, numbers like 1e309, empty and BOM-only files, and (full run)
 * a 600 MB file without a newline. Each ends in a typed error or the correct table.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ScorioError } from '../../src/errors.js';
import { type FormatName, readers } from '../../src/readers/index.js';
import { FORMAT_EXT, loadSeeds, outcomeOf, tableProblem } from './fuzz-helpers.js';
import { FULL, recordFigure, scaled } from './scale.js';

const scratch = mkdtempSync(join(tmpdir(), 'scorio-trust-crafted-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An async stall longer than this is a hang: far above any read's time, however busy the machine. */
const TIME_BOUND_MS = 60_000;
const TIMEOUT = FULL ? 600_000 : 120_000;
let cases = 0;
afterAll(() =>
  recordFigure({
    suite: 'fuzz',
    name: 'crafted inputs (truncated zips, nested JSON, 10 MB lines, invalid UTF-8, 1e309, empty files)',
    cases,
    failures: 0,
  }),
);

function reader(name: FormatName) {
  return readers.find((r) => r.name === name) as (typeof readers)[number];
}

/** Reads `bytes` as `format`; returns 'typed' or the table, failing the test on anything else. */
async function expectTypedOrTable(
  format: FormatName,
  bytes: Buffer | string,
  label: string,
): Promise<'typed' | import('../../src/metrics/index.js').CountTable> {
  cases++;
  const path = join(scratch, `${label.replace(/\W+/g, '_')}${FORMAT_EXT[format]}`);
  writeFileSync(path, bytes);
  const outcome = await outcomeOf(() => reader(format).read(path, {}), TIME_BOUND_MS);
  if (outcome.kind === 'typed') return 'typed';
  if (outcome.kind === 'ok') return outcome.result.table;
  const detail =
    outcome.kind === 'crash'
      ? String((outcome.error as Error)?.stack ?? outcome.error)
      : outcome.kind === 'invalid'
        ? outcome.problem
        : 'hang';
  throw new Error(`${format} ${label}: ${outcome.kind}: ${detail}`);
}

const JSON_FORMATS: FormatName[] = ['json', 'inspect-json', 'opencompass'];
const JSONL_FORMATS: FormatName[] = ['jsonl-long', 'counts-jsonl', 'lm-eval'];
const TEXT_FORMATS: FormatName[] = [
  'csv-wide',
  'csv-long',
  'counts-csv',
  ...JSONL_FORMATS,
  ...JSON_FORMATS,
];

describe('crafted hostile inputs', () => {
  it(
    'zip archives truncated at every cut (Inspect .eval, .npz)',
    async () => {
      const zips = loadSeeds().filter((s) => s.ext === '.eval' || s.ext === '.npz');
      expect(zips.length).toBeGreaterThan(3);
      const step = scaled(97, 1);
      for (const seed of zips) {
        const format: FormatName = seed.ext === '.npz' ? 'npz' : 'inspect-eval';
        for (let cut = 0; cut < seed.bytes.length; cut += step) {
          const result = await expectTypedOrTable(
            format,
            seed.bytes.subarray(0, cut),
            `cut-${cut}`,
          );
          // A zip cut anywhere before its end-of-central-directory record is not readable.
          expect(result).toBe('typed');
        }
      }
    },
    TIMEOUT,
  );

  it(
    'deeply nested JSON',
    async () => {
      const depth = scaled(20_000, 1_000_000);
      const nested = '['.repeat(depth) + ']'.repeat(depth);
      for (const format of JSON_FORMATS) {
        expect(await expectTypedOrTable(format, nested, 'nested')).toBe('typed');
        const inside = `{"R": ${nested}, "details": ${nested}, "samples": ${nested}}`;
        expect(await expectTypedOrTable(format, inside, 'nested-field')).toBe('typed');
      }
      for (const format of JSONL_FORMATS) {
        const line = `{"question_id": "q", "outcome": 1, "count": 1, "doc_id": 0, "x": ${nested}}\n`;
        await expectTypedOrTable(format, line, 'nested-line');
      }
    },
    TIMEOUT,
  );

  it(
    '10 MB single lines: read correctly',
    async () => {
      const n = 5 << 20; // 5 Mi trials of "1,0," -> 10 MiB
      const wide = `${'1,0,'.repeat(n / 2).slice(0, -1)}\n`;
      const t = await expectTypedOrTable('csv-wide', wide, 'wide-10mb');
      expect(t).not.toBe('typed');
      if (t !== 'typed') {
        expect(t.ids).toEqual(['1']);
        expect(t.trials[0]).toBe(n);
        expect(t.counts[1]).toBe(n / 2);
      }
      const pad = 'x'.repeat(10 << 20);
      const long = await expectTypedOrTable(
        'jsonl-long',
        `{"question_id": "q1", "trial": 0, "outcome": 1, "pad": "${pad}"}\n{"question_id": "q1", "trial": 1, "outcome": 0}\n`,
        'jsonl-10mb',
      );
      expect(long !== 'typed' && Array.from(long.counts)).toEqual([1, 1]);
      const id = await expectTypedOrTable(
        'csv-long',
        `question_id,trial,outcome\n${pad},0,1\n`,
        'id-10mb',
      );
      expect(id !== 'typed' && id.ids[0]?.length).toBe(10 << 20);
      const noNewline = await expectTypedOrTable(
        'csv-wide',
        '1,'.repeat(n - 1) + '1',
        'no-newline',
      );
      expect(noNewline !== 'typed' && noNewline.trials[0]).toBe(n);
    },
    TIMEOUT,
  );

  it('invalid UTF-8 in question ids: distinct ids or a typed error, never two rows with one id', async () => {
    const ids = [[0xff], [0xfe], [0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8]];
    const csv = (header: string, rest: string[]) =>
      Buffer.concat([
        Buffer.from(header),
        ...ids.flatMap((id, i) =>
          rest.map((r) =>
            Buffer.concat([Buffer.from(id), Buffer.from(r.replace('#', String(i % 2)))]),
          ),
        ),
      ]);
    const cases: [FormatName, Buffer][] = [
      ['csv-wide', csv('', [',1,0,#\n'])],
      ['csv-long', csv('question_id,trial,outcome\n', [',0,1\n', ',1,#\n'])],
      ['counts-csv', csv('question_id,outcome,count\n', [',1,2\n', ',0,1\n'])],
      [
        'jsonl-long',
        Buffer.concat(
          ids.map((id) =>
            Buffer.concat([
              Buffer.from('{"question_id": "'),
              Buffer.from(id),
              Buffer.from('", "trial": 0, "outcome": 1}\n'),
            ]),
          ),
        ),
      ],
    ];
    for (const [format, bytes] of cases) {
      const t = await expectTypedOrTable(format, bytes, `utf8-${format}`);
      if (t !== 'typed') expect(tableProblem(t)).toBeUndefined();
    }
  });

  it('numbers like 1e309, -1e309, 1e-320 and 2^53 + 1 are typed errors where an outcome or count is due', async () => {
    for (const big of [
      '1e309',
      '-1e309',
      '9007199254740993',
      '1e-320',
      '-0.0',
      '1.0000000000000002',
    ]) {
      const inputs: [FormatName, string][] = [
        ['csv-wide', `q1,1,${big}\n`],
        ['csv-long', `question_id,trial,outcome\nq1,0,${big}\n`],
        ['counts-csv', `question_id,outcome,count\nq1,1,${big}\n`],
        ['jsonl-long', `{"question_id": "q1", "trial": 0, "outcome": ${big}}\n`],
        ['counts-jsonl', `{"question_id": "q1", "outcome": 1, "count": ${big}}\n`],
        ['json', `{"R": [[1, ${big}]]}`],
        ['opencompass', `{"details": {"0": {"correct": [true, ${big}]}}}`],
      ];
      for (const [format, text] of inputs) {
        const t = await expectTypedOrTable(format, text, `num-${format}`);
        // -0 is 0 and 1e-320 / 1.0000000000000002 are not labels: each either reads as the
        // exact value it denotes or is refused; nothing non-finite or non-integer gets through.
        if (t !== 'typed') expect(tableProblem(t)).toBeUndefined();
        if (['1e309', '-1e309', '9007199254740993', '1e-320'].includes(big))
          expect(t).toBe('typed');
      }
    }
  });

  it('usage values in JSON Lines: a quoted number or a non-finite token is refused, quoted as written', async () => {
    // Found by a hostile review (issue 38): "123" was read as 123 tokens, and a bare Infinity
    // was quoted as "\u0000Infinity".
    const options = { usageColumns: { 'total-tokens': 'tokens', seconds: 'time' } };
    for (const [value, shown] of [
      ['"123"', '"123" is a string, not a number'],
      ['"1e3"', '"1e3" is a string, not a number'],
      ['Infinity', 'Infinity is not a usage value'],
      ['-Infinity', '-Infinity is not a usage value'],
    ] as const) {
      for (const field of ['tokens', 'time']) {
        cases++;
        const path = join(scratch, `usage-${cases}.jsonl`);
        writeFileSync(path, `{"question_id": "q1", "outcome": 1, "${field}": ${value}}\n`);
        const outcome = await outcomeOf(
          () => reader('jsonl-long').read(path, options),
          TIME_BOUND_MS,
        );
        expect(outcome.kind).toBe('typed');
        if (outcome.kind === 'typed') {
          const message = (outcome.error as Error).message;
          expect(message).toContain(`field "${field}": ${shown}`);
          expect(message).not.toContain('\\u0000');
        }
      }
    }
  });

  it('empty, blank, BOM-only and NUL-filled files are typed errors in every format', async () => {
    for (const r of readers)
      for (const [label, bytes] of [
        ['empty', Buffer.alloc(0)],
        ['blank', Buffer.from(' \n\n\t\r\n')],
        ['bom', Buffer.from([0xef, 0xbb, 0xbf])],
        ['nul', Buffer.alloc(4096)],
      ] as const)
        expect(await expectTypedOrTable(r.name, bytes, `${label}-${r.name}`)).toBe('typed');
  });

  it.runIf(FULL)(
    'a 600 MB file with no newline: a typed error in every text format, never a crash',
    async () => {
      const path = join(scratch, 'huge.txt');
      const fd = openSync(path, 'w');
      ftruncateSync(fd, 600 << 20); // sparse: NUL bytes, no newline
      closeSync(fd);
      for (const format of TEXT_FORMATS) {
        cases++;
        // The test's budget shared out, so that a hang names its format (not a measure of speed).
        const outcome = await outcomeOf(
          () => reader(format).read(path, {}),
          TIMEOUT / TEXT_FORMATS.length,
        );
        if (outcome.kind === 'crash') throw new Error(`${format}: ${String(outcome.error)}`);
        expect(outcome.kind, format).toBe('typed');
        if (outcome.kind === 'typed') expect(outcome.error).toBeInstanceOf(ScorioError);
      }
    },
    TIMEOUT,
  );
});
