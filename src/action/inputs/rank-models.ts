/** Rank mode's models: the `candidates` input (one `name=path-or-glob` a line) and their names. */
import { parseModelArgument, type RankModelSource } from '../../engine/index.js';
import { showValue } from '../../errors.js';
import type { InputName } from './action-inputs.js';
import { inputError } from './values.js';

/**
 * The `candidates` input: one model per line, `name=path-or-glob` (or a path, named after its
 * file); empty lines are skipped. Undefined when the input is empty.
 */
export function rankModels(value: string): RankModelSource[] | undefined {
  if (value.trim() === '') return undefined;
  const models: RankModelSource[] = [];
  const lineOf = new Map<string, number>();
  value.split(/\r?\n/).forEach((text, index) => {
    const line = text.trim();
    if (line === '') return;
    const where = `line ${index + 1}`;
    const parsed = parseModelArgument(line);
    if ('glob' in parsed)
      throw inputError(
        'candidates',
        line,
        `(${where}) is a glob without a name: write name=${parsed.glob} (its files are merged into one model)`,
      );
    if (parsed.paths[0] === '')
      throw inputError('candidates', line, `(${where}) has a name but no path: write name=path`);
    const model = { name: parsed.name, paths: parsed.paths };
    checkModelName('candidates', line, model, where);
    const earlier = lineOf.get(model.name);
    if (earlier !== undefined)
      throw inputError(
        'candidates',
        line,
        `(${where}) uses the name ${showValue(model.name)} of line ${earlier}; every model needs its own name (name=path)`,
      );
    lineOf.set(model.name, index + 1);
    models.push(model);
  });
  return models.length > 0 ? models : undefined;
}

/** A model name the reports and the comma-separated `top-group` output can carry. */
export function checkModelName(
  name: InputName,
  value: string,
  model: RankModelSource,
  where?: string,
): void {
  const at = where !== undefined ? `(${where}) ` : '';
  if (model.name === '' || model.name.length > 100 || model.name.includes(','))
    throw inputError(
      name,
      value,
      `${at}has the model name ${showValue(model.name)}: names must be 1 to 100 characters, without commas`,
    );
}
