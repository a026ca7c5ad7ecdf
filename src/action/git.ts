/** Running git without a shell: argument arrays, `execFile` / `spawn`. */
import { execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** A git failure: the arguments and git's own message. */
export class GitError extends Error {
  override name = 'GitError';
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
    readonly exitCode: number | null,
  ) {
    super(
      `git ${args.join(' ')} failed${exitCode === null ? '' : ` (exit ${exitCode})`}: ${stderr.trim()}`,
    );
  }
}

/** What the action asks of git. */
export interface GitRunner {
  /** Runs `git <args>` in `cwd`; resolves with stdout (UTF-8), rejects with {@link GitError}. */
  output(args: readonly string[], cwd: string): Promise<string>;
  /** Runs `git <args>` in `cwd`, streaming stdout into `file` (binary safe, any size). */
  toFile(args: readonly string[], cwd: string, file: string): Promise<void>;
}

/** Largest stdout {@link GitRunner.output} buffers (a tree listing of a very large repository). */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

/** The real git on PATH. */
export const systemGit: GitRunner = {
  output(args, cwd) {
    return new Promise((resolve, reject) => {
      execFile(
        'git',
        [...args],
        { cwd, encoding: 'utf8', maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true },
        (error, stdout, stderr) => {
          if (error === null) resolve(stdout);
          else {
            const code = typeof error.code === 'number' ? error.code : null;
            reject(new GitError(args, stderr || error.message, code));
          }
        },
      );
    });
  },
  async toFile(args, cwd, file) {
    const child = spawn('git', [...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 10_000) stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code));
    });
    const [, code] = await Promise.all([pipeline(child.stdout, createWriteStream(file)), exited]);
    if (code !== 0) throw new GitError(args, stderr, code);
  },
};
