/**
 * The step's log is also a command channel. The runner reads a line as a workflow command when it
 * starts with `::` (after leading white space: `::error file=…::`, `::add-mask::`,
 * `::stop-commands::`) and, in the legacy form it still processes, when `##[` appears anywhere in
 * it (`##[error]…`, `##[stop-commands]…`); it splits lines at CR and LF. Every line the action
 * writes may carry what a pull request controls (benchmark names, metric labels, file names,
 * question ids, excerpts of files), at any level and position, so every line goes through one
 * function, {@link logText}, on its way to the runner: {@link safeLog} wraps the runner's core.
 *
 * Hand-written: `@actions/core` escapes the data of the commands it writes (`%`, CR, LF), but
 * `info` writes the line as it is, and no escaping there knows the legacy `##[` form.
 */
import { INVISIBLE_CLASS } from '../report/visible.js';
import type { ActionCore, AnnotationOptions } from './core.js';

/**
 * Line breaks and other control characters, Unicode line and paragraph separators, bidi controls,
 * zero-width characters, the BOM (report/visible.ts lists them; the tab is kept): shown as escapes
 * (`\n`, `\u202e`), so one call is one line and reads as what it is.
 */
const INVISIBLE = new RegExp(`(?!\\t)[${INVISIBLE_CLASS}]`, 'gu');
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r' };

/**
 * Makes text inert in the log: control characters escaped (`\u0007`), a `::` that would start a
 * line and every `##[` broken with a backslash (`\::error::`, `##\[error]`), so that no part of
 * it is read as a workflow command. Line breaks are escaped too (`\n`: one call, one line), unless
 * `keepLineBreaks`: for a message that `@actions/core` writes as a command's data (warnings,
 * errors, debug lines, the failure), which percent-encodes them so that they cannot start a line
 * of the log, and GitHub shows them as line breaks in the annotation. Text without such characters
 * is returned unchanged.
 *
 * @example logText('gsm8k\n::error file=a.ts::fake') // 'gsm8k\\n::error file=a.ts::fake'
 * @example logText('::stop-commands::x') // '\\::stop-commands::x'
 * @example logText('warning: ##[error]x') // 'warning: ##\\[error]x'
 */
export function logText(text: string, options: { readonly keepLineBreaks?: boolean } = {}): string {
  const escaped = String(text)
    .replace(/\r\n/g, '\n')
    .replace(INVISIBLE, (c) =>
      c === '\n' && options.keepLineBreaks === true ? c : (NAMED[c] ?? codePointEscape(c)),
    )
    .replaceAll('##[', '##\\[');
  return escaped.replace(/^([^\S\n]*)::/gm, '$1\\::');
}

/** `\u202e`, or `\u{e0041}` beyond the Basic Multilingual Plane. */
function codePointEscape(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

function safeOptions(options: AnnotationOptions): AnnotationOptions {
  return {
    ...(options.title !== undefined ? { title: logText(options.title) } : {}),
    ...(options.file !== undefined ? { file: logText(options.file) } : {}),
  };
}

/**
 * The runner's core with every log line through {@link logText}: info, debug, warnings, errors,
 * the failure message and the annotations' titles and files. Outputs, the job summary and masked
 * secrets are not log lines (they go to files, or are the runner's own) and pass unchanged.
 */
export function safeLog(core: ActionCore): ActionCore {
  const data = (message: string): string => logText(message, { keepLineBreaks: true });
  return {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(data(message)),
    setSecret: (secret) => core.setSecret(secret),
    debug: (message) => core.debug(data(message)),
    // `info` writes the line as it is: one call, one line.
    info: (message) => core.info(logText(message)),
    warning: (message, options) =>
      options === undefined
        ? core.warning(data(message))
        : core.warning(data(message), safeOptions(options)),
    error: (message, options) =>
      options === undefined
        ? core.error(data(message))
        : core.error(data(message), safeOptions(options)),
    writeSummary: (markdown) => core.writeSummary(markdown),
  };
}
