/**
 * Inspect AI legacy single-file `.json` logs (log format before `.eval`).
 */
import { excerpt } from '../errors.js';
import { fail, singleResult } from './common.js';
import { inspectTable } from './inspect.js';
import { addInputValue, isInputPath } from './inspect-input.js';
import {
  addTemperature,
  emptyTemperatures,
  inspectDecoding,
  isTemperaturePath,
} from './inspect-decoding.js';
import {
  type SampleUsage,
  addUsageValue,
  emptyUsage,
  isUsageField,
  isUsagePath,
} from './inspect-usage.js';
import {
  type HeaderEval,
  headerFields,
  inspectTask,
  isHeaderEvalField,
  setHeaderEvalField,
} from './inspect-eval.js';
import { streamJsonFile } from './json-stream.js';
import type { ReadOptions, ReadResult, Reader } from './types.js';

/**
 * Reads an Inspect AI legacy `.json` log: the top-level `samples` list (one entry per sample x
 * epoch), with the same scorer, label and dedupe rules as `readInspectEval`. The file is streamed
 * (bare `NaN` accepted): only each sample's `id`, `epoch`, `scores` and `error` and the header's
 * `eval.dataset.sample_ids` and `results.scores` are kept, never the transcripts, so memory does not
 * grow with the file. Logs written without samples are an error.
 *
 * @example
 * (await readInspectJson('logs/2025-05-12_popularity.json')).table.ids // ['1', '2', '3']
 */
export async function readInspectJson(
  path: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const warnings: string[] = [];
  // Only samples[].{id, epoch, scores, error} and the header fields are kept: transcripts
  // (messages, events, output) stream past without being built.
  const samples: Record<string, unknown>[] = [];
  // Each sample's usage (model_usage numbers, working and total time), at its index.
  const usages: (SampleUsage | undefined)[] = [];
  const top = new Set<string>();
  let rootIsObject = false;
  let samplesKind: string | undefined;
  let samplesShown: unknown;
  const header: { eval?: HeaderEval; results?: { scores?: unknown } } = {};
  const temperatures = emptyTemperatures();
  await streamJsonFile(path, {
    select: (p, kind) => {
      if (p.length === 3 && p[0] === 'samples' && SAMPLE_FIELDS.has(p[2] as string)) return true;
      if (p[0] === 'samples' && isUsageField(p[2]) && isUsagePath(p.slice(2), kind)) return true;
      if (p[0] === 'samples' && p[2] === 'input') return isInputPath(p.slice(2), kind);
      if (isHeaderEvalField(p) || isTemperaturePath(p)) return true;
      return p.length === 2 && p[0] === 'results' && p[1] === 'scores';
    },
    onValue: (p, value) => {
      if (p[0] === 'samples' && isUsageField(p[2])) {
        const index = p[1] as number;
        if (!samples[index]) return;
        const usage = (usages[index] ??= emptyUsage());
        addUsageValue(usage, p.slice(2), value, { file: path, record: `samples[${index}]` });
      } else if (p[0] === 'samples' && p[2] === 'input') {
        const s = samples[p[1] as number];
        if (s) addInputValue(s, p.slice(2), value);
      } else if (p[0] === 'samples') {
        const s = samples[p[1] as number];
        if (s) s[p[2] as string] = value;
      } else if (isTemperaturePath(p)) addTemperature(temperatures, p, value);
      else if (p[0] === 'eval') header.eval = setHeaderEvalField(header.eval, p, value);
      else header.results = { scores: value };
    },
    onStart: (p, kind, value) => {
      if (p.length === 0) {
        rootIsObject = kind === 'object';
        if (!rootIsObject) notInspect(path);
        return;
      }
      if (p.length === 1) {
        top.add(p[0] as string);
        if (p[0] === 'samples') {
          samplesKind = kind;
          samplesShown = kind === 'scalar' ? value : kind === 'object' ? {} : undefined;
        }
        return;
      }
      if (p.length === 2 && p[0] === 'samples' && samplesKind === 'array') {
        if (kind !== 'object')
          fail(
            { file: path, record: `samples[${p[1] as number}]` },
            `expected a sample object; got ${kind === 'array' ? 'an array' : excerpt(value)}.`,
          );
        samples[p[1] as number] = {};
      }
    },
  });
  if (!rootIsObject || !top.has('eval')) notInspect(path);
  if (samplesKind !== 'array')
    fail(
      { file: path, field: 'samples' },
      `${samplesKind === undefined ? 'missing' : `is ${excerpt(samplesShown)}`}: the log has no per-sample results (written with log_samples off?).`,
    );
  const log = { samples, usages, source: 'samples', ...headerFields(header) };
  const { table, lost, usage, questionText } = inspectTable(log, path, options, warnings);
  return singleResult(path, 'inspect-json', table, warnings, {
    lost,
    task: inspectTask(log),
    usage,
    questionText,
    decoding: inspectDecoding(temperatures),
  });
}

const SAMPLE_FIELDS = new Set(['id', 'epoch', 'scores', 'error']);

function notInspect(path: string): never {
  return fail(
    { file: path },
    'is not an Inspect log (expected an object with "eval" and "samples").',
  );
}

export const inspectJsonReader: Reader = {
  name: 'inspect-json',
  extensions: ['.json'],
  sniff: (head) => {
    const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString('utf8');
    return /^\s*\{\s*"version"\s*:\s*\d+/.test(text) && /"eval"\s*:\s*\{/.test(text);
  },
  read: readInspectJson,
};
