/**
 * Streaming line reader for JSON Lines files, and the NaN-tolerant JSON parser of one line.
 */
import { excerpt } from '../errors.js';
import {
  FIRST_READ_BYTES,
  INFINITY_SENTINEL,
  NAN_SENTINEL,
  NEG_INFINITY_SENTINEL,
  describeIoError,
  fail,
  nextLineFeed,
  openInput,
  type Where,
} from './common.js';

const CHUNK = 4 << 20;

/** Longest line accepted (a line beyond ~512 MiB cannot even become a JS string). */
export const MAX_LINE_BYTES = 256 << 20;

/**
 * Calls `onLine` with each non-blank line of `path` (UTF-8, BOM and CR stripped) and its 1-based
 * line number. Memory is one chunk plus the longest line. An empty file is an `InputError`.
 */
export async function readLines(
  path: string,
  onLine: (text: string, line: number) => void,
  options: { chunkSize?: number } = {},
): Promise<{ lines: number; bytes: number }> {
  const handle = await openInput(path);
  const chunk = options.chunkSize ?? CHUNK;
  try {
    // Reads start small and double up to the chunk size (a small file, a small buffer).
    let readSize = Math.min(chunk, FIRST_READ_BYTES);
    let buf = Buffer.allocUnsafe(readSize * 2);
    let len = 0;
    let line = 1;
    let lines = 0;
    let bytes = 0;
    let first = true;
    let eof = false;
    while (!eof) {
      // The carried bytes are one unfinished line: past this size it cannot become a string.
      if (len > MAX_LINE_BYTES)
        fail(
          { file: path, line },
          `a line longer than ${MAX_LINE_BYTES} bytes (no line end in sight): not a JSON Lines file?`,
        );
      if (buf.length - len < readSize) {
        const bigger = Buffer.allocUnsafe(Math.max(buf.length * 2, len + readSize));
        buf.copy(bigger, 0, 0, len);
        buf = bigger;
      }
      let n: number;
      try {
        n = (await handle.read(buf, len, Math.min(readSize, buf.length - len), null)).bytesRead;
        readSize = Math.min(chunk, readSize * 2);
      } catch (error) {
        return fail({ file: path }, `cannot be read (${describeIoError(error)}).`);
      }
      bytes += n;
      if (n === 0) eof = true;
      len += n;
      let pos = 0;
      if (first) {
        if (len < 3 && !eof) continue; // a BOM needs 3 bytes
        if (len === 0) fail({ file: path }, 'the file is empty.');
        if (len >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) pos = 3;
        first = false;
      }
      for (;;) {
        let nl = nextLineFeed(buf, pos, len);
        if (nl < 0) {
          if (!eof || pos >= len) break;
          nl = len; // last line without a newline
        }
        let end = nl;
        if (end > pos && buf[end - 1] === 13) end--;
        if (!isBlank(buf, pos, end)) {
          lines++;
          onLine(buf.toString('utf8', pos, end), line);
        }
        line++;
        pos = nl + 1;
        if (pos >= len) break;
      }
      if (pos < len) buf.copy(buf, 0, pos, len);
      len = Math.max(0, len - pos);
    }
    return { lines, bytes };
  } finally {
    await handle.close();
  }
}

function isBlank(buf: Buffer, s: number, e: number): boolean {
  for (let p = s; p < e; p++) {
    const c = buf[p];
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/**
 * For one small JSON document in hand (a JSON Lines record): whole files are streamed with
 * `json-stream.ts` instead, which applies the same NaN rewrite chunk by chunk.
 *
 * JSON.parse that tolerates the bare `NaN`, `Infinity` and `-Infinity` tokens Python's `json` module
 * writes (Inspect logs contain them for unscored samples). Why a pre-pass and not a JSON5 parser:
 * JSON5 parsers are written in JS and run 10-30x slower than the native `JSON.parse`; the pre-pass is
 * skipped entirely when the text contains no `NaN`/`Infinity` substring, and otherwise rewrites only
 * those tokens outside strings, into the sentinel strings `NAN_SENTINEL` etc., so a reader can still
 * tell "NaN" (missing / an error, depending on the format) from a real `null`.
 */
export function parseJsonTolerant(text: string, where: Where): unknown {
  const prepared =
    text.includes('NaN') || text.includes('Infinity') ? rewriteNonFinite(text) : text;
  try {
    return JSON.parse(prepared);
  } catch (error) {
    return fail(where, `is not valid JSON (${jsonErrorDetail(error, prepared)}).`);
  }
}

function jsonErrorDetail(error: unknown, text: string): string {
  const message = String((error as Error).message ?? error);
  // V8 messages differ by version: some give "at position N", some quote the text (with newlines).
  const m = /position (\d+)/.exec(message);
  const head = message.split(/[,(]|\n/)[0]?.trim() ?? 'syntax error';
  if (!m) return head;
  const pos = Number(m[1]);
  let line = 1;
  let col = 1;
  for (let i = 0; i < pos && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      col = 1;
    } else col++;
  }
  return `${head.replace(/ in JSON at position \d+.*$/, '')} at line ${line} column ${col}, near ${excerpt(text.slice(pos, pos + 20))}`;
}

/** Replaces NaN / Infinity / -Infinity tokens outside strings with sentinel strings. */
function rewriteNonFinite(text: string): string {
  const parts: string[] = [];
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped char
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) {
      inString = true;
      continue;
    }
    let token: string | undefined;
    let sentinel = '';
    if (c === 78 && text.startsWith('NaN', i)) {
      token = 'NaN';
      sentinel = NAN_SENTINEL;
    } else if (c === 73 && text.startsWith('Infinity', i)) {
      token = 'Infinity';
      sentinel = INFINITY_SENTINEL;
    } else if (c === 45 && text.startsWith('-Infinity', i)) {
      token = '-Infinity';
      sentinel = NEG_INFINITY_SENTINEL;
    }
    if (token !== undefined) {
      parts.push(text.slice(last, i), JSON.stringify(sentinel));
      i += token.length - 1;
      last = i + 1;
    }
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts.join('');
}

/** Whether a parsed value is one of the NaN / Infinity sentinels. */
export function isNonFiniteSentinel(value: unknown): boolean {
  return value === NAN_SENTINEL || value === INFINITY_SENTINEL || value === NEG_INFINITY_SENTINEL;
}
