/**
 * How the Actions runner reads a line of a step's log as a workflow command, after
 * actions/runner src/Runner.Common/ActionCommand.cs (TryParseV2, then the legacy TryParse) and
 * src/Runner.Worker/ActionCommandManager.cs (the registered commands). The tests use it to check
 * that no line the action writes is one, whatever a pull request put in it.
 */

/** Commands the runner knows (its command extensions, and stop-commands). */
export const REGISTERED = new Set([
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'stop-commands',
]);

/** A workflow command as the runner parses one line (no CR or LF in it), or undefined. */
export function parseCommand(
  line: string,
): { name: string; info: string; data: string; legacy: boolean } | undefined {
  // TryParseV2: `::name props::data` after leading white space.
  const text = line.trimStart();
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) {
      const info = text.slice(2, end);
      const name = info.split(' ')[0] ?? '';
      if (REGISTERED.has(name)) return { name, info, data: text.slice(end + 2), legacy: false };
    }
  }
  // TryParse (legacy): `##[name props]data` anywhere in the line.
  const at = line.indexOf('##[');
  if (at >= 0) {
    const close = line.indexOf(']', at);
    if (close >= 0) {
      const info = line.slice(at + 3, close);
      const name = info.split(' ')[0] ?? '';
      if (REGISTERED.has(name)) return { name, info, data: line.slice(close + 1), legacy: true };
    }
  }
  return undefined;
}

/** The lines of a log as the runner splits them (at CR, LF and CRLF). */
export function logLines(log: string): string[] {
  return log.split(/\r\n|\r|\n/);
}
