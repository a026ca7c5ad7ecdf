/**
 * `check-run: true`: the verdict as a check run on the candidate's commit (title: the headline,
 * summary: the comment, annotations on the config lines of failing benchmarks). Unlike a failing
 * step, a check run marks the pull request on `workflow_run` too. A refusal is a warning.
 */
import type { ActionInputs } from '../inputs/index.js';
import type { LazyGitHub, RunDependencies } from '../context.js';
import type { RunEvent } from '../event.js';
import { capUtf8 } from './outputs.js';
import { candidateCommit } from '../baseline/provenance.js';
import { describeApiFailure, isPermissionError } from '../../github/client.js';
import type { CompareVerdict } from '../../engine/index.js';

/** GitHub refuses (422) a check run whose summary is longer than this many UTF-8 bytes. */
export const CHECK_SUMMARY_BYTES = 65_535;

const CUT_NOTE = '\n\n_(cut: see the job summary)_';

/**
 * The check run's title: the headline as plain text. GitHub shows the title as it is, so the
 * Markdown our reports write in a headline goes: the heading marks, `**` emphasis, backslash
 * escapes and the entities of escapeMarkdown (src/report/escape.ts). Written by hand: it undoes
 * only what our own headlines contain.
 */
export function plainTitle(headline: string): string {
  const text = headline
    .replace(/^#+\s*/, '')
    // A small-print note (the leaderboard's error rate) belongs to the summary, not the title.
    .replace(/\s*<sub>.*?<\/sub>/g, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\\([\\`*_{}[\]|~$<>#+\-.!()=&@])/g, '$1')
    // GitHub reads no mention in a check run's title: the zero-width space that breaks one in
    // Markdown goes with the entity (an invisible character never reaches GitHub).
    .replace(/&#8203;/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return Array.from(text).slice(0, 200).join('');
}

/** What the check says. */
export interface CheckContent {
  readonly verdict: CompareVerdict;
  /** The comment's first line (a Markdown heading: its text becomes the title). */
  readonly body: string;
  /** Failing benchmarks with the config line they start on. */
  readonly failures: readonly { readonly line: number; readonly message: string }[];
}

/** Creates the check run; returns its URL ('' when none was created). */
export async function postCheckRun(
  deps: RunDependencies,
  inputs: ActionInputs,
  event: RunEvent,
  github: LazyGitHub,
  content: CheckContent,
  configExists: boolean,
): Promise<string> {
  const { core } = deps;
  if (!inputs.checkRun) return '';
  const sha = candidateCommit(event, deps.env);
  if (sha === undefined) {
    core.warning('check-run: no commit to attach the check to (GITHUB_SHA is not set)');
    return '';
  }
  if (!github.token) {
    core.warning('check-run: input "github-token" is empty: no check run');
    return '';
  }
  const title = plainTitle(content.body.split('\n')[0] ?? '');
  const failing = content.verdict === 'regression';
  try {
    const run = await github.client().createCheckRun(github.repo(), {
      name: `scorio eval: ${configExists ? inputs.config : inputs.commentKey}`,
      headSha: sha,
      conclusion: failing ? (inputs.failOnRegression ? 'failure' : 'neutral') : 'success',
      title,
      summary: capUtf8(content.body, CHECK_SUMMARY_BYTES, CUT_NOTE),
      annotations: configExists
        ? content.failures.slice(0, 50).map((f) => ({
            path: inputs.config,
            line: f.line,
            level: 'failure' as const,
            title: 'scorio: credible regression',
            message: f.message,
          }))
        : [],
    });
    core.info(`check run created: ${run.url}`);
    return run.url;
  } catch (error) {
    core.warning(
      `check-run: GitHub did not create the check run: ${describeApiFailure(error)}${isPermissionError(error) ? '; give the job `checks: write`' : ''}. The verdict, the outputs and the exit status are not affected.`,
      { title: 'scorio: check run not created' },
    );
    return '';
  }
}
