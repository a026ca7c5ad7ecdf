/**
 * What an Inspect sample asked: its `input`, a string or a list of chat messages (the first user
 * message's text), kept as a short excerpt for the report's "questions that broke". The streaming
 * readers select only the scalars below `input` named here, never a whole transcript.
 */
import type { JsonKind, JsonPath } from './json-stream.js';
import { questionExcerpt } from './question-text.js';

/** A sample's input as the stream delivered it: the text, or the messages' roles and texts. */
interface InputParts {
  text?: string;
  messages: { role?: string; text?: string }[];
}

/** The field of a sample object the parts are kept in (not a field of Inspect's). */
const INPUT = Symbol('input');

/**
 * Whether `p` (relative to the sample: `['input', …]`) is a scalar of the input to keep: the input
 * string, a message's `role` or string `content`, or the `text` of a content part.
 */
export function isInputPath(p: JsonPath, kind: JsonKind): boolean {
  if (p[0] !== 'input' || kind !== 'scalar') return false;
  if (p.length === 1) return true;
  if (p.length === 3) return p[2] === 'content' || p[2] === 'role';
  return p.length === 5 && p[2] === 'content' && p[4] === 'text';
}

/** Keeps one selected input scalar (`p` relative to the sample) on the sample. */
export function addInputValue(sample: object, p: JsonPath, value: unknown): void {
  const holder = sample as { [INPUT]?: InputParts };
  const parts = (holder[INPUT] ??= { messages: [] });
  if (p.length === 1) {
    parts.text = questionExcerpt(value);
    return;
  }
  const at = p[1];
  if (typeof at !== 'number' || at > 64) return;
  const message = (parts.messages[at] ??= {});
  if (p[2] === 'role') {
    if (typeof value === 'string') message.role = value;
  } else if (message.text === undefined) message.text = questionExcerpt(value);
}

/** The sample's question: its input string, or its first user message's text (else the first text). */
export function inputText(sample: object): string | undefined {
  const parts = (sample as { [INPUT]?: InputParts })[INPUT];
  if (parts === undefined) return undefined;
  if (parts.text !== undefined) return parts.text;
  const messages = parts.messages.filter((m) => m !== undefined);
  return (
    messages.find((m) => m.role === 'user' && m.text !== undefined)?.text ??
    messages.find((m) => m.text !== undefined)?.text
  );
}
