/**
 * An Inspect AI log's header alone (task, task arguments, model, status, creation time), for folder
 * discovery: a `.eval`'s `header.json` (or `_journal/start.json` for an unfinished log), or the
 * fields of a legacy `.json` log before its `samples`, which are never read here.
 */
import { InputError, excerpt } from '../errors.js';
import { fail, openInput } from './common.js';
import { JsonStream, type JsonPath } from './json-stream.js';
import type { ReadBudget } from './read-budget.js';
import { readZipDirectory, streamZipEntry, unzipBudget } from './zip.js';

/** What discovery needs of a log. */
export interface InspectHeader {
  readonly task?: string;
  /** `eval.task_args`: the task's arguments (a task run over several is several tasks). */
  readonly taskArgs?: Readonly<Record<string, unknown>>;
  /**
   * `eval.task_args_passed` (Inspect 0.3.1xx and later): the arguments the run was given; the rest
   * of `task_args` are the task's defaults, which later versions write out.
   */
  readonly taskArgsPassed?: Readonly<Record<string, unknown>>;
  readonly model?: string;
  /** `success`, `error`, `cancelled`, `started` (an unfinished `.eval` has no header yet). */
  readonly status?: string;
  /** `eval.created`, ISO 8601. */
  readonly created?: string;
}

/** Header fields kept: the top level's `status` and these of `eval`. */
const EVAL_FIELDS = new Set(['task', 'task_args', 'task_args_passed', 'model', 'created']);

/**
 * Stops a legacy log's stream at its samples: the header is complete there. An `InputError`,
 * because the JSON stream passes those through unchanged (anything else thrown from a handler is
 * reported as invalid JSON).
 */
class HeaderDone extends InputError {}

function handler(header: { -readonly [K in keyof InspectHeader]: InspectHeader[K] }) {
  return {
    select: (p: JsonPath) =>
      (p.length === 1 && p[0] === 'status') ||
      (p.length === 2 && p[0] === 'eval' && EVAL_FIELDS.has(p[1] as string)),
    onValue: (p: JsonPath, value: unknown) => {
      if (p[0] === 'status') {
        if (typeof value === 'string') header.status = value;
        return;
      }
      if (p[1] === 'task_args' || p[1] === 'task_args_passed') {
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          if (p[1] === 'task_args') header.taskArgs = value as Record<string, unknown>;
          else header.taskArgsPassed = value as Record<string, unknown>;
        }
      } else if (typeof value === 'string') {
        if (p[1] === 'task') header.task = value;
        else if (p[1] === 'model') header.model = value;
        else header.created = value;
      }
    },
    onStart: (p: JsonPath) => {
      if (p.length === 1 && p[0] === 'samples') throw new HeaderDone({ file: 'header' }, 'done');
    },
  };
}

/**
 * Reads the header of an Inspect log (`inspect-eval` or `inspect-json`); bytes read count against
 * `readBudget`. A `.eval` with neither `header.json` nor `_journal/start.json` is an `InputError`.
 *
 * @example (await readInspectHeader('logs/2025-02-11_popularity.eval', 'inspect-eval', {})).task // 'popularity'
 */
export async function readInspectHeader(
  path: string,
  format: 'inspect-eval' | 'inspect-json',
  options: {
    readonly readBudget?: ReadBudget | undefined;
    readonly maxUnzippedBytes?: number | undefined;
    readonly unzipLimitSetting?: string | undefined;
  },
): Promise<InspectHeader> {
  const header: { -readonly [K in keyof InspectHeader]: InspectHeader[K] } = {};
  const handle = await openInput(path);
  try {
    if (format === 'inspect-eval') {
      const entries = await readZipDirectory(handle, path, 'an Inspect .eval log');
      const entry =
        entries.find((e) => e.name === 'header.json') ??
        entries.find((e) => e.name === '_journal/start.json');
      if (entry === undefined)
        fail(
          { file: path },
          'is not an Inspect log with a header (no header.json or _journal/start.json).',
        );
      const budget = unzipBudget({
        maxUnzippedBytes: options.maxUnzippedBytes,
        readBudget: options.readBudget,
        ...(options.unzipLimitSetting !== undefined ? { setting: options.unzipLimitSetting } : {}),
      });
      const stream = new JsonStream(
        { file: path, record: `zip entry ${excerpt(entry.name)}` },
        handler(header),
      );
      await streamZipEntry(handle, path, entry, (chunk) => stream.write(chunk), { budget });
      stream.end();
      if (entry.name !== 'header.json') header.status ??= 'started';
      return header;
    }
    const stream = new JsonStream({ file: path }, handler(header));
    let position = 0;
    try {
      for (;;) {
        // A new buffer per read: the tokenizer may still hold the previous chunk.
        const buffer = Buffer.allocUnsafe(64 << 10);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        if (bytesRead === 0) break;
        options.readBudget?.charge(bytesRead, path);
        position += bytesRead;
        stream.write(buffer.subarray(0, bytesRead));
      }
      stream.end();
    } catch (error) {
      if (!(error instanceof HeaderDone)) throw error;
    }
    return header;
  } finally {
    await handle.close();
  }
}
