/**
 * What the action leaves besides the comment: the report files, the job summary, the warning and
 * error annotations, and the one-line failure message.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CompareOutcome } from '../../engine/index.js';
import { escapeCode } from '../../report/index.js';
import type { ActionCore } from '../core.js';
import { errorMessage, oneLine, plural } from '../text.js';

/** GitHub shows at most this many error (and warning) annotations per step. */
export const MAX_ANNOTATIONS = 10;
/** Engine warnings shown as annotations; the rest go to the log. */
export const MAX_WARNING_ANNOTATIONS = 5;
/** A job summary may hold at most 1 MiB per step. */
export const MAX_SUMMARY_BYTES = 1024 * 1024;

/**
 * Writes the report files to a new directory under `tempBase` (RUNNER_TEMP), and the re-run plan
 * beside them when there is one (a gate in stages). A full disk or an unwritable RUNNER_TEMP is a
 * warning: the verdict, the other outputs, the job summary and the exit status never depend on
 * these files. Returns their paths, or '' when they could not be written (or there is no plan).
 */
export async function writeReports(
  core: ActionCore,
  tempBase: string,
  names: { readonly json: string; readonly markdown: string; readonly plan?: string },
  outcome: { readonly json: string; readonly markdown: string; readonly plan?: string },
): Promise<{ json: string; markdown: string; plan: string }> {
  try {
    const dir = await mkdtemp(join(tempBase, 'scorio-eval-report-'));
    const json = join(dir, names.json);
    const markdown = join(dir, names.markdown);
    await writeFile(json, outcome.json);
    await writeFile(markdown, outcome.markdown);
    let plan = '';
    if (outcome.plan !== undefined) {
      plan = join(dir, names.plan ?? 'plan.json');
      await writeFile(plan, outcome.plan);
    }
    return { json, markdown, plan };
  } catch (error) {
    core.warning(
      `could not write the report files under ${tempBase} (${errorMessage(error)}): the outputs ` +
        `report-json and report-markdown${outcome.plan !== undefined ? ' and rerun-plan' : ''} are empty. The verdict, the job summary and the exit status are not affected.`,
    );
    return { json: '', markdown: '', plan: '' };
  }
}

/**
 * The job summary: the report, cut at 1 MiB, and a note when the comment failed. The runner
 * rejects a step's summary over 1 MiB (1,048,576 bytes), so the whole text written counts.
 */
export async function writeSummary(
  core: ActionCore,
  markdown: string,
  commentProblem: string | undefined,
): Promise<void> {
  // The note about the comment goes after the report and survives the 1 MiB cut.
  const note =
    commentProblem === undefined
      ? ''
      : `\n\n> [!WARNING]\n> ${commentProblem.split('\n')[0] ?? ''}\n`;
  const room = MAX_SUMMARY_BYTES - Buffer.byteLength(note, 'utf8');
  try {
    await core.writeSummary(capUtf8(markdown, room) + note);
  } catch (error) {
    core.warning(`could not write the job summary: ${errorMessage(error)}`);
  }
}

/**
 * The job summary of a run that stopped before a verdict (an error in the inputs, the config, the
 * files, a GitHub call that failed): why, in a code block, where nothing a pull request wrote into
 * the message can become Markdown.
 */
export async function writeStoppedSummary(core: ActionCore, message: string): Promise<void> {
  const lines = message.split('\n').map((line) => escapeCode(line, { maxLength: 2000 }));
  await writeSummary(
    core,
    `### ❌ scorio eval-action stopped before a verdict\n\n\`\`\`text\n${lines.join('\n')}\n\`\`\`\n`,
    undefined,
  );
}

export function reportWarnings(core: ActionCore, warnings: readonly string[]): void {
  warnings.forEach((warning, index) => {
    if (index < MAX_WARNING_ANNOTATIONS - 1 || warnings.length <= MAX_WARNING_ANNOTATIONS)
      core.warning(warning);
    else core.info(`warning: ${warning}`);
  });
  if (warnings.length > MAX_WARNING_ANNOTATIONS)
    core.warning(
      `${plural(warnings.length - (MAX_WARNING_ANNOTATIONS - 1), 'more warning')} in the log and the report`,
    );
}

export function annotateRegressions(
  core: ActionCore,
  outcome: CompareOutcome,
  slots: number,
): void {
  const regressions = outcome.regressions;
  const title = 'scorio: credible regression';
  if (regressions.length <= slots) {
    for (const regression of regressions) core.error(oneLine(regression.message), { title });
    return;
  }
  for (const regression of regressions.slice(0, slots - 1))
    core.error(oneLine(regression.message), { title });
  const rest = regressions.slice(slots - 1);
  core.error(
    `${plural(rest.length, 'more credible regression')}: ` +
      rest.map((r) => `${r.benchmark} ${r.metric}`).join(', ') +
      ' (details in the job summary)',
    { title },
  );
}

/** The one-line reason the step fails. */
export function failureLine(outcome: CompareOutcome): string {
  const shown = outcome.regressions.slice(0, 3).map((r) => oneLine(r.message));
  const more = outcome.regressions.length - shown.length;
  const count = Math.max(outcome.regressions.length, 1);
  let line = `Credible regression in ${plural(count, 'gated metric')}`;
  if (shown.length > 0) line += `: ${shown.join('; ')}`;
  if (more > 0) line += `; and ${more} more`;
  return `${line} (see the job summary)`;
}

/**
 * Cuts `text` to at most `maxBytes` UTF-8 bytes (note included) at a line break, with a note
 * saying so.
 *
 * Example: a 2 MiB report becomes just under 1 MiB ending in the note.
 */
export function capUtf8(
  text: string,
  maxBytes: number,
  note = '\n\n_The report was cut here: it exceeds the 1 MiB job summary limit; see the report-markdown output._\n',
): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  const budget = maxBytes - Buffer.byteLength(note, 'utf8');
  // Decoding a cut buffer drops a partial trailing character (replaced, then trimmed below).
  let head = Buffer.from(text, 'utf8').subarray(0, budget).toString('utf8');
  head = head.replace(/\uFFFD+$/, '');
  while (Buffer.byteLength(head, 'utf8') > budget) head = head.slice(0, -1);
  const cut = head.lastIndexOf('\n');
  return (cut > 0 ? head.slice(0, cut) : head) + note;
}
