/**
 * The one gate between the action and what GitHub stores and shows: every output, the job
 * summary, every comment body and every check run (its name, title, summary and annotations) pass
 * through {@link visibleText} on their way, whatever part of the action wrote them. A benchmark
 * name, a file name or a report a pull request wrote cannot carry a bidi override, an isolate or
 * a zero-width character into them (log lines have their own escaping, log.ts, over the same
 * characters).
 */
import type { GitHubClient } from '../../github/client.js';
import { visibleText } from '../../report/visible.js';
import type { ActionCore } from '../core.js';

/** The runner's core with its outputs and job summary through {@link visibleText}. */
export function visibleOutputs(core: ActionCore): ActionCore {
  return {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, visibleText(value)),
    setFailed: (message) => core.setFailed(message),
    setSecret: (secret) => core.setSecret(secret),
    debug: (message) => core.debug(message),
    info: (message) => core.info(message),
    warning: (message, options) => core.warning(message, options),
    error: (message, options) => core.error(message, options),
    writeSummary: (markdown) => core.writeSummary(visibleText(markdown)),
  };
}

/**
 * The GitHub client with every text it writes through {@link visibleText}; reads and the other
 * calls pass unchanged (a proxy, so a test's fake client keeps its own state and records).
 */
export function visibleWrites(client: GitHubClient): GitHubClient {
  const writes: Partial<GitHubClient> = {
    createIssueComment: (repo, issue, body) =>
      client.createIssueComment(repo, issue, visibleText(body)),
    updateIssueComment: (repo, id, body) => client.updateIssueComment(repo, id, visibleText(body)),
    createCheckRun: (repo, run) =>
      client.createCheckRun(repo, {
        ...run,
        name: visibleText(run.name),
        title: visibleText(run.title),
        summary: visibleText(run.summary),
        annotations: run.annotations.map((a) => ({
          ...a,
          path: visibleText(a.path),
          title: visibleText(a.title),
          message: visibleText(a.message),
        })),
      }),
  };
  return new Proxy(client, {
    get(target, property) {
      const own = writes[property as keyof GitHubClient];
      if (own !== undefined) return own;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
