/**
 * Configuration: the YAML file (default `.github/scorio.yml`) and the flag / input overrides,
 * validated into a typed `CompareConfig`.
 */
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { ConfigError, showPath } from '../errors.js';
import { confine, confinementOf } from '../readers/confine.js';
import { type CompareConfig, MAX_CONFIG_BYTES, parseConfig } from './schema.js';

export * from './schema.js';
export * from './overrides.js';
export * from './trust.js';
export * from './read-options.js';
export { parseUsageGate, parseUsageRunSpread } from './usage-gate.js';
export { parseMetricEntry, METRIC_ENTRY_KEYS } from './metrics.js';
export { formatPath, type Problem, type PathSegment } from './problems.js';

/** How a refused config file is explained. */
export const CONFIG_OUTSIDE =
  'The config file is read only from inside the workspace: a symbolic link in its path (which a pull request can commit) may not lead elsewhere on the runner.';

/**
 * Reads and validates a config file. `file` is resolved against `cwd`; messages name it as given.
 * With `confine` (the action: the config is part of the pull request) the file must lie inside
 * `cwd`, every symbolic link along its path followed (`confine` in readers/confine.ts), else an
 * `InputError` that names where it leads and quotes nothing of it.
 *
 * @example await loadConfig('.github/scorio.yml', process.cwd())
 */
export async function loadConfig(
  file: string,
  cwd: string,
  options: { readonly confine?: boolean } = {},
): Promise<CompareConfig> {
  const full = isAbsolute(file) ? file : resolve(cwd, file);
  if (options.confine === true) confine(confinementOf(cwd), file, cwd, { how: CONFIG_OUTSIDE });
  let text: string;
  try {
    const info = await stat(full);
    if (!info.isFile()) throw new ConfigError(`${file}: the config is not a file`, file);
    if (info.size > MAX_CONFIG_BYTES)
      throw new ConfigError(
        `${file}: the config is ${info.size} bytes; the limit is ${MAX_CONFIG_BYTES}`,
        file,
      );
    text = await readFile(full, 'utf8');
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new ConfigError(
      code === 'ENOENT'
        ? `config file ${showPath(file)} not found`
        : `cannot read config file ${showPath(file)}: ${(e as Error).message}`,
      file,
    );
  }
  return parseConfig(text, file);
}
