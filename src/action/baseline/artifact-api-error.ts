/** GitHub's refusals of the artifact calls, as messages that say what to add to the workflow. */
import { ConfigError, ScorioError, showValue } from '../../errors.js';
import { isHttpError } from '../../github/client.js';

const INPUT = 'input "baseline-artifact"';

/** A 403, 404 or 410 from GitHub as a message that says what to add to the workflow. */
export function artifactApiError(
  error: unknown,
  what: string,
  query: { readonly workflow: string },
): Error {
  if (!isHttpError(error)) return error instanceof Error ? error : new Error(String(error));
  const answer = error.message.split(' - ')[0] ?? '';
  if (error.status === 403 || error.status === 401)
    return new ConfigError(
      `${INPUT}: GitHub refused to ${what} (HTTP ${error.status} "${answer}"): the token may not read workflow runs and artifacts. ` +
        "Add `actions: read` to the job's permissions (with `contents: read` and `pull-requests: write`)",
      INPUT,
    );
  if (error.status === 404)
    return new ConfigError(
      `${INPUT}: GitHub could not ${what} (HTTP 404): no workflow ${showValue(query.workflow)} in this repository, or the token may not see it. ` +
        'Set the input "baseline-workflow" to the file name of the workflow that uploads the artifact (e.g. `eval.yml`), and give the job `actions: read`',
      INPUT,
    );
  return new ScorioError(
    `${INPUT}: GitHub failed to ${what} (HTTP ${error.status}: ${answer}), after retries`,
  );
}
