/**
 * Advice in the user's syntax. Its own module, free of the config's parsers (YAML, schemas), so
 * that `score` can name a flag without loading them.
 */
/** How overrides are named in messages: CLI flags (`--confidence`) or action inputs (`input "confidence"`). */
export type OverrideSource = 'flag' | 'input';

/**
 * How to change a setting where the user is, for an error's advice: the flag in the CLI (`pass
 * --align intersect`), the input in the action (`set the input errors: missing`), or the config
 * key for a setting the action has no input for (`set align: intersect in the config file`).
 */
export function howToSet(
  setting: 'align' | 'errors' | 'allow-task-mismatch' | 'id-column',
  value: string,
  source: OverrideSource,
): string {
  if (source === 'flag')
    return value === 'true' ? `pass --${setting}` : `pass --${setting} ${value}`;
  // align and the reader options are config keys only in the action.
  if (setting === 'align' || setting === 'id-column')
    return `set ${setting}: ${value} in the config file`;
  return `set the input ${setting}: ${value}`;
}
