/** GitHub's refusals of the artifact calls, as messages that say what to do about them. */
import { ConfigError, ScorioError, showValue } from '../../errors.js';
import { apiFailure, describeApiFailure, isHttpError } from '../../github/client.js';

const INPUT = 'input "baseline-artifact"';

/**
 * A failed call of the artifact search or download as the error the run ends with: a refusal of
 * the token (401, 403) says to add `actions: read`; a 404, to name the workflow; a spent rate
 * limit (403 or 429 too) says when it lifts, and that no permission is missing; an API that did not
 * answer says so.
 */
export function artifactApiError(
  error: unknown,
  what: string,
  query: { readonly workflow: string },
): Error {
  if (!isHttpError(error)) return error instanceof Error ? error : new Error(String(error));
  const failure = apiFailure(error);
  if (failure.kind === 'rate-limit' || failure.kind === 'unreachable')
    return new ScorioError(`${INPUT}: could not ${what}: ${describeApiFailure(error)}`);
  const answer = error.message.split(' - ')[0] ?? '';
  if (failure.kind === 'permission' || error.status === 401)
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
