/**
 * A task's identity across harness versions and machines, and what really differs between the
 * two sides' settings: arguments equal to the harness's defaults (which newer Inspect versions
 * write out) and arguments holding paths (`problems_dir=/Users/…` on a laptop, `/home/runner/…` in
 * CI) are left out of a task's name; the settings both sides record and that differ otherwise
 * (a task argument, lm-eval's task config, DeepEval's threshold) are named in one note.
 */
import { excerpt } from '../../errors.js';

/**
 * Whether a value is a file-system path: absolute (`/…`, `~/…`, `C:\…`, `\\server\…`), explicitly
 * relative (`./…`, `../…`) or a `file:` URL. `org/dataset` (a Hugging Face name) is not.
 */
export function isPathValue(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^(?:\/|~[\\/]|[A-Za-z]:[\\/]|\\\\|\.{1,2}[\\/]|file:\/\/)/.test(value.trim())
  );
}

/**
 * An Inspect log's arguments that make its task what it is: those the run was given
 * (`task_args_passed`; older logs, which have none, wrote only those in `task_args`), less the
 * ones holding paths and the ones equal to the task's default as a log of the same folder records
 * it (`defaults`).
 */
export function identityArgs(
  args: Readonly<Record<string, unknown>> | undefined,
  passed: Readonly<Record<string, unknown>> | undefined,
  defaults: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const given = passed ?? args ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (isPathValue(value)) continue;
    if (defaults.get(key) === canonical(value)) continue;
    out[key] = value;
  }
  return out;
}

/**
 * The defaults a log records: the `task_args` entries it was not given (`task_args_passed`), as
 * canonical JSON; none for a log without `task_args_passed`.
 */
export function recordedDefaults(
  args: Readonly<Record<string, unknown>> | undefined,
  passed: Readonly<Record<string, unknown>> | undefined,
  into: Map<string, string>,
): void {
  if (args === undefined || passed === undefined) return;
  for (const [key, value] of Object.entries(args))
    if (!Object.hasOwn(passed, key) && !into.has(key)) into.set(key, canonical(value));
}

/** `k=v, ...` of arguments, sorted by key: part of a task's name when it has any. */
export function argsText(args: Readonly<Record<string, unknown>>): string {
  return Object.keys(args)
    .sort()
    .map((k) => {
      const v = args[k];
      return `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
    })
    .join(',');
}

/** JSON with sorted keys, paths as `<path>` and function addresses dropped: equal settings, equal text. */
export function canonical(value: unknown): string {
  return JSON.stringify(normalized(value));
}

function normalized(value: unknown): unknown {
  if (isPathValue(value)) return '<path>';
  if (typeof value === 'string') return value.replace(/ at 0x[0-9a-fA-F]+/g, '');
  if (Array.isArray(value)) return value.map(normalized);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort())
      out[key] = normalized((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** One setting both sides record with different values. */
export interface SettingChange {
  readonly key: string;
  readonly baseline: unknown;
  readonly candidate: unknown;
}

/**
 * The settings both sides record and that differ, in the baseline's key order: a key one side
 * lacks is left out (a newer version writes settings an older one did not, at their defaults),
 * and so are paths (equal as `<path>`) and function addresses.
 */
export function settingChanges(
  baseline: Readonly<Record<string, unknown>>,
  candidate: Readonly<Record<string, unknown>>,
): SettingChange[] {
  const changes: SettingChange[] = [];
  for (const key of Object.keys(baseline)) {
    if (!Object.hasOwn(candidate, key)) continue;
    if (canonical(baseline[key]) === canonical(candidate[key])) continue;
    changes.push({ key, baseline: baseline[key], candidate: candidate[key] });
  }
  return changes;
}

/** `cot (true → false)`, or the key alone when a value is long (a prompt template). */
export function changeText(change: SettingChange): string {
  const show = (v: unknown): string | undefined => {
    const text = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v ?? null);
    return text.length <= 24 ? excerpt(v, 24) : undefined;
  };
  const from = show(change.baseline);
  const to = show(change.candidate);
  return from !== undefined && to !== undefined
    ? `${excerpt(change.key, 40)} (${from} → ${to})`
    : excerpt(change.key, 40);
}
