/**
 * The slice of `@actions/core` the action uses, as an interface so tests can pass a fake that
 * records every call.
 */
import * as core from '@actions/core';

/** Where an annotation points and what it is titled. */
export interface AnnotationOptions {
  readonly title?: string;
  readonly file?: string;
}

/** What `run()` needs from the runner. */
export interface ActionCore {
  /** The raw input value (`INPUT_<NAME>`), trimmed; `''` when unset. */
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  /** Ends the step as failed; the message is also an error annotation. */
  setFailed(message: string): void;
  /** Masks the value in the log. */
  setSecret(secret: string): void;
  debug(message: string): void;
  info(message: string): void;
  warning(message: string, options?: AnnotationOptions): void;
  error(message: string, options?: AnnotationOptions): void;
  /** Appends Markdown to the step's job summary (`GITHUB_STEP_SUMMARY`). */
  writeSummary(markdown: string): Promise<void>;
}

/** The real runner, through `@actions/core`. */
export const actionsCore: ActionCore = {
  getInput: (name) => core.getInput(name),
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (message) => core.setFailed(message),
  setSecret: (secret) => core.setSecret(secret),
  debug: (message) => core.debug(message),
  info: (message) => core.info(message),
  warning: (message, options) => core.warning(message, options ?? {}),
  error: (message, options) => core.error(message, options ?? {}),
  writeSummary: async (markdown) => {
    // Exactly the text given: a newline appended here made a summary cut at 1 MiB one byte over.
    await core.summary.addRaw(markdown).write();
  },
};
