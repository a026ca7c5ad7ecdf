/** Where the CLI writes and what it reads from its environment (injected, so tests run it in-process). */
export interface CliIo {
  /** Writes to standard output (text includes its newlines). */
  readonly stdout: (text: string) => void;
  /** Writes to standard error. */
  readonly stderr: (text: string) => void;
  /** Directory relative paths resolve against. */
  readonly cwd: string;
  /** Clock for the report's timestamp (default: now). */
  readonly now?: () => Date;
}
