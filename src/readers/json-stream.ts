/**
 * Streaming, NaN-tolerant JSON: reads a document in chunks and materialises only the values a
 * reader selects by path, so a 500 MB Inspect log with whole transcripts costs O(selected values)
 * memory, never O(file size).
 *
 * Tokens come from `@streamparser/json`'s `Tokenizer` (a well-kept, spec-compliant streaming
 * tokenizer). The grammar check and the path tracking are done here rather than by its
 * `TokenParser`, because a selected path must be known at the start of each value (to skip the
 * unselected ones without building them) and readers need to see where array elements begin and
 * end. Before the tokenizer, a byte-level pass rewrites the bare `NaN`, `Infinity` and `-Infinity`
 * tokens Python's `json` writes (outside strings; string and escape state carry across chunks)
 * into the sentinel strings of `common.ts`, exactly as `parseJsonTolerant` does for whole texts.
 */
import { TokenType, Tokenizer } from '@streamparser/json';
import { InputError, excerpt } from '../errors.js';
import { fail, streamFile, type Where } from './common.js';

/** Path of a value: object keys and array indices from the root. */
export type JsonPath = readonly (string | number)[];

/** What a value is, as known when it starts. */
export type JsonKind = 'object' | 'array' | 'scalar';

/** What a streaming reader wants from a document. */
export interface JsonStreamHandler {
  /**
   * Whether to materialise the value starting at `path` (called for every value outside a selected
   * one); `kind` says whether it is an object, an array or a scalar.
   */
  select(path: JsonPath, kind: JsonKind): boolean;
  /** A selected value, complete. `path` is live: copy it to keep it. */
  onValue(path: JsonPath, value: unknown): void;
  /** A value starts (outside a selected one): its kind, and for a scalar its value. */
  onStart?(path: JsonPath, kind: JsonKind, value: unknown): void;
  /** An object or array (outside a selected one) ends. */
  onEnd?(path: JsonPath, kind: 'object' | 'array'): void;
}

/** Options of {@link JsonStream}. */
export interface JsonStreamOptions {
  /**
   * Lex runs of small non-negative integers inside arrays (`1,0,1,...`) here instead of in the
   * tokenizer, which spends most of its time on such numbers (a dense 0/1 matrix: ~43 MB/s through
   * the tokenizer). The tokens reach the handler exactly as the tokenizer would give them; anything
   * else (signs, fractions, exponents, leading zeros, literals) is left to the tokenizer. Costs a
   * little on documents without such arrays, so readers of matrices opt in.
   */
  readonly fastIntegers?: boolean;
}

/** Deepest nesting accepted: real logs stay far below; deeper is hostile (and would overflow printers). */
export const MAX_JSON_DEPTH = 1000;

const CHUNK = 1 << 20;

const enum S {
  Value,
  ValueOrEnd,
  Key,
  KeyOrEnd,
  Colon,
  Comma,
  End,
}

/**
 * Streams JSON bytes through the NaN rewrite, the tokenizer and the path tracker. Feed chunks with
 * `write`, then call `end`. Syntax errors are `InputError`s "is not valid JSON (...)" naming `where`.
 */
export class JsonStream {
  private readonly tokenizer = new Tokenizer();
  private state = S.Value;
  private readonly path: (string | number)[] = [];
  private readonly isObject: boolean[] = [];
  // Capture of a selected value: the containers being built and the depth it started at.
  private capture: unknown[] = [];
  private captureDepth = -1;
  // NaN rewrite state.
  private inString = false;
  private escaped = false;
  private carry: Uint8Array | undefined;
  private first = true;
  private inputOffset = 0;

  private readonly fastIntegers: boolean;

  constructor(
    private readonly where: Where,
    private readonly handler: JsonStreamHandler,
    options: JsonStreamOptions = {},
  ) {
    this.fastIntegers = options.fastIntegers ?? false;
    this.tokenizer.onToken = ({ token, value }) => this.token(token, value);
  }

  /** Feeds the next chunk of the document. */
  write(chunk: Uint8Array): void {
    let bytes = chunk;
    if (this.carry) {
      const joined = new Uint8Array(this.carry.length + chunk.length);
      joined.set(this.carry);
      joined.set(chunk, this.carry.length);
      bytes = joined;
      this.carry = undefined;
    }
    if (this.first) {
      if (bytes.length < 3) {
        this.carry = bytes;
        return;
      }
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
      this.first = false;
    }
    this.rewrite(bytes, false);
  }

  /** Ends the document: it must be one complete JSON value. */
  end(): void {
    if (this.first && this.carry) {
      this.first = false;
      const rest = this.carry;
      this.carry = undefined;
      this.rewrite(rest, true);
    } else if (this.carry) {
      const rest = this.carry;
      this.carry = undefined;
      this.rewrite(rest, true);
    }
    if (this.state !== S.End) this.invalid('Unexpected end of JSON input');
    try {
      this.tokenizer.end();
    } catch (error) {
      this.rethrow(error);
    }
  }

  private feed(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    try {
      this.tokenizer.write(bytes);
    } catch (error) {
      this.rethrow(error);
    }
    this.inputOffset += bytes.length;
  }

  private rethrow(error: unknown): never {
    if (error instanceof InputError) throw error;
    const message = String((error as Error).message ?? error).replace(/ in state .*$/, '');
    return this.invalid(`Unexpected token: ${message}`);
  }

  private invalid(detail: string): never {
    return fail(this.where, `is not valid JSON (${detail}, near byte ${this.inputOffset}).`);
  }

  /** Rewrites NaN / Infinity / -Infinity outside strings to sentinel strings, feeding the rest. */
  private rewrite(bytes: Uint8Array, last: boolean): void {
    let start = 0;
    const n = bytes.length;
    for (let i = 0; i < n; i++) {
      const c = bytes[i] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === 34) this.inString = false;
        continue;
      }
      if (c === 34) {
        this.inString = true;
        continue;
      }
      if ((c === 44 || c === 91) && this.fastIntegers) {
        // A comma or an opening bracket: the tokenizer is between tokens once it has it.
        this.feed(bytes.subarray(start, i + 1));
        start = i + 1;
        const end = this.integerRun(bytes, start, n);
        if (end > start) {
          this.inputOffset += end - start;
          start = end;
          i = end - 1;
        }
        continue;
      }
      if (c !== 78 && c !== 73 && c !== 45) continue;
      const token = c === 78 ? NAN : c === 73 ? INF : NEG_INF;
      let k = 0;
      while (k < token.length && i + k < n && bytes[i + k] === token[k]) k++;
      if (k === token.length) {
        this.feed(bytes.subarray(start, i));
        this.feedSentinel(token === NAN ? NAN_JSON : token === INF ? INF_JSON : NEG_INF_JSON);
        this.inputOffset +=
          token.length -
          (token === NAN ? NAN_JSON : token === INF ? INF_JSON : NEG_INF_JSON).length;
        i += token.length - 1;
        start = i + 1;
      } else if (i + k === n && !last && k > 0) {
        // A token cut by the chunk end: keep it for the next chunk.
        this.feed(bytes.subarray(start, i));
        this.carry = bytes.slice(i);
        return;
      }
    }
    this.feed(bytes.subarray(start, n));
  }

  /**
   * From `from` (just after a `[` or `,` the tokenizer has had), takes `int, int, ...` while the
   * parser is at an array value, and gives the tokens to the path tracker. Stops before anything
   * else, and before a number that might continue in the next chunk. Returns where it stopped.
   */
  private integerRun(bytes: Uint8Array, from: number, n: number): number {
    let done = from;
    for (;;) {
      if (
        (this.state !== S.Value && this.state !== S.ValueOrEnd) ||
        this.isObject[this.isObject.length - 1] !== false
      )
        return done;
      let p = done;
      while (p < n && isSpace(bytes[p] as number)) p++;
      const first = p;
      let value = 0;
      while (p < n) {
        const d = (bytes[p] as number) - 48;
        if (d < 0 || d > 9) break;
        value = value * 10 + d;
        p++;
      }
      const digits = p - first;
      // No digits; the chunk ends inside the number; a leading zero; too long to be exact.
      if (digits === 0 || p >= n || digits > 15 || (digits > 1 && bytes[first] === 48)) return done;
      const next = bytes[p] as number;
      // A fraction or an exponent: the tokenizer's job.
      if (next === 46 || next === 101 || next === 69) return done;
      this.token(TokenType.NUMBER, value);
      done = p;
      while (p < n && isSpace(bytes[p] as number)) p++;
      if (p >= n || bytes[p] !== 44) return done;
      this.token(TokenType.COMMA, ',');
      done = p + 1;
    }
  }

  private feedSentinel(json: Uint8Array): void {
    this.feed(json);
  }

  private token(token: TokenType, value: unknown): void {
    switch (this.state) {
      case S.Value:
      case S.ValueOrEnd:
        if (token === TokenType.RIGHT_BRACKET && this.state === S.ValueOrEnd) return this.close();
        return this.begin(token, value);
      case S.Key:
      case S.KeyOrEnd:
        if (token === TokenType.STRING) {
          this.path[this.path.length - 1] = value as string;
          this.state = S.Colon;
          return;
        }
        if (token === TokenType.RIGHT_BRACE && this.state === S.KeyOrEnd) return this.close();
        return this.unexpected(value);
      case S.Colon:
        if (token !== TokenType.COLON) return this.unexpected(value);
        this.state = S.Value;
        return;
      case S.Comma: {
        const top = this.isObject.length - 1;
        const obj = this.isObject[top] as boolean;
        if (token === TokenType.COMMA) {
          if (obj) this.state = S.Key;
          else {
            this.path[top] = (this.path[top] as number) + 1;
            this.state = S.Value;
          }
          return;
        }
        if (token === (obj ? TokenType.RIGHT_BRACE : TokenType.RIGHT_BRACKET)) return this.close();
        return this.unexpected(value);
      }
      default:
        return this.unexpected(value);
    }
  }

  private unexpected(value: unknown): never {
    return this.invalid(`Unexpected token ${excerpt(value)}`);
  }

  private begin(token: TokenType, value: unknown): void {
    const container = token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET;
    if (!container && !isScalar(token)) return this.unexpected(value);
    const path = this.path;
    const kind: JsonKind =
      token === TokenType.LEFT_BRACE
        ? 'object'
        : token === TokenType.LEFT_BRACKET
          ? 'array'
          : 'scalar';
    if (this.captureDepth >= 0) {
      const made =
        token === TokenType.LEFT_BRACE ? {} : token === TokenType.LEFT_BRACKET ? [] : value;
      const parent = this.capture[this.capture.length - 1];
      if (Array.isArray(parent)) parent.push(made);
      else setProperty(parent as Record<string, unknown>, path[path.length - 1] as string, made);
      if (container) this.capture.push(made);
    } else if (this.handler.select(path, kind)) {
      if (!container) this.handler.onValue(path, value);
      else {
        this.captureDepth = path.length;
        this.capture = [token === TokenType.LEFT_BRACE ? {} : []];
      }
    } else this.handler.onStart?.(path, kind, container ? undefined : value);
    if (!container) {
      this.state = path.length === 0 ? S.End : S.Comma;
      return;
    }
    if (path.length >= MAX_JSON_DEPTH)
      fail(this.where, `nests deeper than ${MAX_JSON_DEPTH} levels: not a results file.`);
    const obj = token === TokenType.LEFT_BRACE;
    this.isObject.push(obj);
    path.push(obj ? '' : 0);
    this.state = obj ? S.KeyOrEnd : S.ValueOrEnd;
  }

  private close(): void {
    const obj = this.isObject.pop() as boolean;
    this.path.pop();
    const path = this.path;
    if (this.captureDepth >= 0) {
      const done = this.capture.pop();
      if (path.length === this.captureDepth) {
        this.captureDepth = -1;
        this.capture = [];
        this.handler.onValue(path, done);
      }
    } else this.handler.onEnd?.(path, obj ? 'object' : 'array');
    this.state = path.length === 0 ? S.End : S.Comma;
  }
}

const NAN = Buffer.from('NaN');
const INF = Buffer.from('Infinity');
const NEG_INF = Buffer.from('-Infinity');
// The sentinels of common.ts ('\u0000NaN' etc.) as JSON string literals.
const NAN_JSON = Buffer.from('"\\u0000NaN"');
const INF_JSON = Buffer.from('"\\u0000Infinity"');
const NEG_INF_JSON = Buffer.from('"\\u0000-Infinity"');

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function isScalar(token: TokenType): boolean {
  return (
    token === TokenType.STRING ||
    token === TokenType.NUMBER ||
    token === TokenType.TRUE ||
    token === TokenType.FALSE ||
    token === TokenType.NULL
  );
}

function setProperty(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else obj[key] = value;
}

/**
 * Streams the JSON file at `path` (chunks of 1 MiB) through a `JsonStream`. An empty file, an
 * unreadable file and invalid JSON are `InputError`s naming the file.
 */
export async function streamJsonFile(
  path: string,
  handler: JsonStreamHandler,
  options: JsonStreamOptions = {},
): Promise<void> {
  const stream = new JsonStream({ file: path }, handler, options);
  const total = await streamFile(path, (chunk) => stream.write(chunk), CHUNK);
  if (total === 0) fail({ file: path }, 'the file is empty.');
  stream.end();
}
