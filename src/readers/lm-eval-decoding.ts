/**
 * What an lm-evaluation-harness sample's `arguments` say about how its answer was decoded.
 *
 * lm-eval logs each request's arguments: `{"gen_args_0": {"arg_0": <context>, "arg_1": <...>}}`
 * (lm-eval 0.4.3 and later), or a list of argument lists (`[[<context>, <...>]]`, earlier). A
 * generative request (`generate_until`) has its generation keywords as an object, `{"until": [...],
 * "do_sample": false, "temperature": 0.0, ...}`; a log-likelihood request (multiple choice,
 * perplexity) has only strings: the context and the continuation it scores.
 *
 * Greedy: `temperature` 0, or `do_sample: false` without a temperature (lm-eval's HF and vLLM
 * backends then decode greedily), or log-likelihood requests, which score a fixed prompt and
 * continuation without generating: run again, they repeat the same score (we count them as greedy,
 * and the evidence says which). Sampled: a temperature above 0 (with `do_sample` not false), or
 * `do_sample: true` without one. A temperature above 0 with `do_sample: false` is read one way by
 * HF (greedy) and the other by vLLM (sampled): the log does not say, and neither does the note.
 */
import { type DecodingNote, temperatureNote, temperatureText } from './decoding.js';

const IN_GEN_ARGS = 'in gen_args';

/** The requests' argument lists of a sample's `arguments`, in either layout; [] for another shape. */
function requests(args: unknown): unknown[][] {
  if (Array.isArray(args)) return args.filter((r): r is unknown[] => Array.isArray(r));
  if (args === null || typeof args !== 'object') return [];
  return Object.values(args).flatMap((r) =>
    r !== null && typeof r === 'object' && !Array.isArray(r)
      ? [Object.values(r as Record<string, unknown>)]
      : [],
  );
}

/** What one generative request's keywords say. */
function generationNote(kwargs: Readonly<Record<string, unknown>>): DecodingNote {
  const doSample = kwargs.do_sample;
  const temperature = kwargs.temperature ?? undefined;
  if (temperature !== undefined) {
    if (
      typeof temperature === 'number' &&
      temperature > 0 &&
      Number.isFinite(temperature) &&
      doSample === false
    )
      return {
        greedy: undefined,
        says: `do_sample false with ${temperatureText(temperature)} ${IN_GEN_ARGS}`,
      };
    return (
      temperatureNote(temperature, IN_GEN_ARGS) ?? {
        greedy: undefined,
        says: `a temperature that is not a number ${IN_GEN_ARGS}`,
      }
    );
  }
  if (doSample === false) return { greedy: true, says: `do_sample false ${IN_GEN_ARGS}` };
  if (doSample === true) return { greedy: false, says: `do_sample true ${IN_GEN_ARGS}` };
  return { greedy: undefined, says: `no temperature or do_sample ${IN_GEN_ARGS}` };
}

/**
 * What a sample's `arguments` say about its decoding: its first generative request's keywords,
 * else log-likelihood scoring when it has requests of strings only; `undefined` when it has no
 * arguments in a layout lm-eval writes.
 *
 * @example lmEvalDecodingNote({ gen_args_0: { arg_0: 'Q: 2+2?', arg_1: { do_sample: false, temperature: 0 } } })
 *   // { greedy: true, says: 'temperature 0 in gen_args' }
 */
export function lmEvalDecodingNote(args: unknown): DecodingNote | undefined {
  const all = requests(args);
  if (all.length === 0) return undefined;
  for (const request of all)
    for (const arg of request)
      if (arg !== null && typeof arg === 'object' && !Array.isArray(arg))
        return generationNote(arg as Record<string, unknown>);
  if (all.every((request) => request.every((arg) => typeof arg === 'string')))
    return { greedy: true, says: 'scored by log-likelihood, no sampling' };
  return undefined;
}
