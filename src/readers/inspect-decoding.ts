/**
 * What an Inspect AI log's header says about decoding: the temperature of the eval's generate
 * config (`plan.config`: the task's config with the eval's generate arguments, `--temperature`),
 * of the model's own (`eval.model_generate_config`, which the eval's overrides, as Inspect merges
 * them), and of any solver step given one (`plan.steps[].params.temperature`, e.g.
 * `generate(temperature=0.7)`). Shared by the `.eval` and the legacy `.json` readers.
 */
import { DecodingTally, temperatureNote } from './decoding.js';
import type { JsonPath } from './json-stream.js';
import type { ReadDecoding } from './types.js';

/** The temperatures a header states, where it states them. */
export interface InspectTemperatures {
  eval?: unknown;
  model?: unknown;
  readonly steps: unknown[];
}

export function emptyTemperatures(): InspectTemperatures {
  return { steps: [] };
}

/** Whether a JSON path from the log's root is a temperature the header states. */
export function isTemperaturePath(p: JsonPath): boolean {
  if (p[p.length - 1] !== 'temperature') return false;
  if (p.length === 3)
    return (
      (p[0] === 'plan' && p[1] === 'config') ||
      (p[0] === 'eval' && p[1] === 'model_generate_config')
    );
  return p.length === 5 && p[0] === 'plan' && p[1] === 'steps' && p[3] === 'params';
}

/** Keeps a temperature `isTemperaturePath` selected. */
export function addTemperature(t: InspectTemperatures, p: JsonPath, value: unknown): void {
  if (value === null) return;
  if (p[0] === 'eval') t.model = value;
  else if (p[1] === 'config') t.eval = value;
  else t.steps.push(value);
}

/**
 * The log's decoding: greedy when the temperature in force (the eval's, else the model's) is 0 and
 * so is every solver step's own; not greedy, naming the mix, otherwise; absent when the header
 * states no temperature (the provider's default applies, which the log does not record).
 *
 * @example inspectDecoding({ eval: 0, steps: [] })
 *   // { greedy: true, evidence: 'temperature 0 in the generate config' }
 */
export function inspectDecoding(t: InspectTemperatures): ReadDecoding | undefined {
  const tally = new DecodingTally();
  const general =
    t.eval !== undefined
      ? temperatureNote(t.eval, 'in the generate config')
      : t.model !== undefined
        ? temperatureNote(t.model, "in the model's generate config")
        : undefined;
  if (t.eval === undefined && t.model === undefined && t.steps.length > 0)
    // A step's own temperature, and nothing said of the other generations.
    tally.add({ greedy: undefined, says: 'no temperature in the generate config' });
  if (general) tally.add(general);
  else if (t.eval !== undefined || t.model !== undefined)
    tally.add({ greedy: undefined, says: 'a temperature that is not a number' });
  for (const step of t.steps)
    tally.add(
      temperatureNote(step, "in a solver's arguments") ?? {
        greedy: undefined,
        says: "a temperature that is not a number in a solver's arguments",
      },
    );
  return tally.result();
}
