/**
 * DeepEval projects: `.deepeval/.latest_test_run.json` (written by `deepeval test run` and
 * `evaluate()`), or any JSON test run; the rest of a `.deepeval/` folder (caches, a run in
 * progress, telemetry) is DeepEval's and not read. One task per metric of a run, named after it (with the
 * folder the project is in, when it is not the top: `services/rag/Faithfulness`): each test case
 * is a question, the metric's success its outcome. The metric's threshold, strict mode and judge
 * model are the task's settings, named when they differ between the two sides.
 */
import { excerpt, showPath } from '../../errors.js';
import { type DeepEvalCase, deepEvalMetrics, scanDeepEval } from '../../readers/deepeval.js';
import { detectFormat } from '../../readers/detect.js';
import { dirOf } from './read-json.js';
import type { DiscoveredTask, Layout, LayoutResult } from './types.js';

/** The folder a run's tasks are named in: the one holding `.deepeval/` (or the file). */
function prefixOf(rel: string): string {
  const dir = dirOf(rel);
  const project = dir === '.deepeval' ? '' : dir.endsWith('/.deepeval') ? dir.slice(0, -10) : dir;
  return project === '' ? '' : `${project}/`;
}

/** A metric's settings as the run's first test case with it records them. */
function metricSettings(cases: readonly DeepEvalCase[], metric: string): Record<string, unknown> {
  const m = cases.flatMap((c) => c.metrics).find((x) => x.name === metric);
  return {
    ...(m?.threshold !== undefined ? { threshold: m.threshold } : {}),
    ...(m?.strictMode !== undefined ? { strictMode: m.strictMode } : {}),
    ...(m?.evaluationModel !== undefined ? { evaluationModel: m.evaluationModel } : {}),
  };
}

export const deepEvalLayout: Layout = {
  name: 'deepeval',
  async discover(files, claimed, context): Promise<LayoutResult> {
    const tasks: DiscoveredTask[] = [];
    for (const file of files) {
      // DeepEval's own folder also holds its caches, a run in progress and its telemetry: they
      // are DeepEval's, not result files (a cache is not a matrix to read).
      const own = file.rel === '.deepeval' || /(^|\/)\.deepeval\//.test(file.rel);
      if (!file.rel.toLowerCase().endsWith('.json')) {
        if (own) claimed.add(file.rel);
        continue;
      }
      if (detectFormat(file.rel, await context.head(file)) !== 'deepeval') {
        if (own) claimed.add(file.rel);
        continue;
      }
      claimed.add(file.rel);
      // The whole run is read to list its metrics (the reader reads it again, streaming).
      context.readBudget?.charge(file.size, `${context.shown}/${file.rel}`);
      const cases = await scanDeepEval(file.abs);
      const metrics = deepEvalMetrics(cases);
      for (const metric of metrics) {
        const settings = metricSettings(cases, metric);
        const threshold =
          typeof settings.threshold === 'number' ? `, threshold ${settings.threshold}` : '';
        tasks.push({
          name: `${prefixOf(file.rel)}${metric}`,
          layout: 'deepeval',
          files: [file.rel],
          read: { format: 'deepeval', metric },
          rule: `metric ${excerpt(metric, 80)} of the DeepEval test run ${showPath(file.rel)} (each test case's success${threshold})`,
          skipped: [],
          settings,
          settingsKind: 'metric',
          offers: { metrics },
        });
      }
    }
    return { tasks, groups: [], notes: [] };
  },
};
