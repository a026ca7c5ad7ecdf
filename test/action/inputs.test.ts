import { describe, expect, it } from 'vitest';
import {
  defaultCommentKey,
  normalizeCommentKey,
  policyOf,
  readInputs,
  type ActionInputs,
} from '../../src/action/inputs/index.js';
import { ConfigError } from '../../src/errors.js';

const ENV = { GITHUB_WORKFLOW: 'Evals (nightly)', GITHUB_JOB: 'gate' };

function read(inputs: Record<string, string>, env: Record<string, string> = ENV): ActionInputs {
  return readInputs((name) => inputs[name] ?? '', env);
}

function errorOf(inputs: Record<string, string>): ConfigError {
  try {
    read(inputs);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('readInputs', () => {
  it('applies the defaults when every input is empty', () => {
    expect(read({})).toEqual({
      config: '.github/scorio.yml',
      baseline: undefined,
      candidate: undefined,
      baselineRef: undefined,
      allowOutsideWorkspace: false,
      format: undefined,
      metrics: undefined,
      weights: undefined,
      confidence: undefined,
      rule: undefined,
      margin: undefined,
      failOnRegression: true,
      comment: 'always',
      commentKey: 'Evals -nightly-/gate',
      githubToken: '',
      summary: true,
      checkRun: false,
      ifNoBaseline: 'warn',
      history: 0,
      waitForBaselineSeconds: 0,
      resample: false,
    });
  });

  it('parses the artifact inputs', () => {
    expect(
      read({
        'baseline-artifact': 'evals main',
        'baseline-workflow': '.github/workflows/eval.yml',
        'baseline-branch': 'release/2.x',
        'candidate-artifact': 'pr-evals',
        'if-no-baseline': 'fail',
        'max-baseline-age': '2w',
        history: '12',
      }),
    ).toMatchObject({
      baselineArtifact: 'evals main',
      baselineWorkflow: 'eval.yml',
      baselineBranch: 'release/2.x',
      candidateArtifact: 'pr-evals',
      ifNoBaseline: 'fail',
      maxBaselineAgeDays: 14,
      history: 12,
    });
    expect(read({ 'max-baseline-age': '36h' }).maxBaselineAgeDays).toBe(1.5);
  });

  it('refuses baseline-artifact together with baseline-ref', () => {
    expect(() => read({ 'baseline-artifact': 'evals', 'baseline-ref': 'base' })).toThrow(
      'input "baseline-artifact" ("evals") and input "baseline-ref" ("base") cannot both be set: the baseline comes from one place',
    );
  });

  it('parses every input', () => {
    expect(
      read({
        config: 'ci/scorio.yml',
        baseline: ' evals/base/*.csv ',
        candidate: 'evals/pr/*.csv',
        'baseline-ref': 'base',
        'allow-outside-workspace': 'true',
        'max-unzipped-bytes': '4294967296',
        'max-bootstrap-iterations': '50000',
        'work-budget': '1e12',
        format: 'csv-wide',
        metrics: 'bayes,\npass@4 , ,avg',
        weights: '0, 0.5 1',
        confidence: '0.9',
        rule: 'z',
        'min-confidence': '0.99',
        margin: '0',
        'max-merge-bytes': '268435456',
        'fail-on-regression': 'false',
        comment: 'on-change',
        'comment-key': 'math/aime 2024',
        'github-token': 'tok',
        summary: 'false',
        'check-run': 'true',
        'pull-request-number': '17',
        'questions-url': 'https://hf.co/v?q={id}',
        alpha: '0.05',
        'multiple-comparisons': 'holm',
        errors: 'missing',
        'allow-task-mismatch': 'true',
        'missing-tasks': 'warn',
        'wait-for-baseline': '20m',
        'merge-reports': ' reports/*/report.json \n\n extra/report.json',
        'accept-label': 'eval-regression-accepted',
        resample: 'true',
        'previous-report': ' ${{ runner.temp }}/stage-1/report.json ',
      }),
    ).toEqual({
      config: 'ci/scorio.yml',
      baseline: 'evals/base/*.csv',
      candidate: 'evals/pr/*.csv',
      baselineRef: 'base',
      allowOutsideWorkspace: true,
      maxUnzippedBytes: 4294967296,
      maxBootstrapIterations: 50000,
      workBudget: 1e12,
      format: 'csv-wide',
      metrics: ['bayes', 'pass@4', 'avg'],
      weights: [0, 0.5, 1],
      confidence: 0.9,
      rule: 'z',
      minConfidence: 0.99,
      margin: 0,
      maxMergeBytes: 268435456,
      failOnRegression: false,
      comment: 'on-change',
      commentKey: 'math/aime 2024',
      githubToken: 'tok',
      summary: false,
      checkRun: true,
      pullRequestNumber: 17,
      questionsUrl: 'https://hf.co/v?q={id}',
      alpha: 0.05,
      multipleComparisons: 'holm',
      errors: 'missing',
      allowTaskMismatch: true,
      missingTasks: 'warn',
      ifNoBaseline: 'warn',
      history: 0,
      waitForBaselineSeconds: 1200,
      mergeReports: ['reports/*/report.json', 'extra/report.json'],
      acceptLabel: 'eval-regression-accepted',
      resample: true,
      previousReport: '${{ runner.temp }}/stage-1/report.json',
    });
  });

  it('reads a gate in stages: resample is a boolean, previous-report a path; neither ranks', () => {
    expect(read({ resample: 'false' }).resample).toBe(false);
    expect(read({ 'previous-report': 'stage1/report.json' })).toMatchObject({
      resample: false,
      previousReport: 'stage1/report.json',
    });
    expect(() => read({ 'previous-report': 'a\nb.json' })).toThrow(
      'input "previous-report": "a\\nb.json" is not a path: at most 1000 characters, no control characters (the previous stage\'s report-json output)',
    );
    const candidates = 'a=runs/a.csv\nb=runs/b.csv';
    expect(() => read({ candidates, resample: 'true' })).toThrow(
      'input "resample": "true" does not apply to a leaderboard (input "candidates"): a gate in stages re-runs the questions a comparison of two models cannot tell',
    );
    expect(() => read({ candidates, 'previous-report': 'r.json' })).toThrow(
      'input "previous-report": "r.json" does not apply to a leaderboard (input "candidates")',
    );
    expect(read({ candidates, resample: 'false' }).resample).toBe(false);
  });

  it('reads wait-for-baseline as a duration of at most 6 hours', () => {
    const seconds = (value: string) => read({ 'wait-for-baseline': value }).waitForBaselineSeconds;
    expect([seconds('0'), seconds('90s'), seconds('20m'), seconds('20min')]).toEqual([
      0, 90, 1200, 1200,
    ]);
    expect([seconds('1h'), seconds('1h30m'), seconds('2.5m'), seconds('6h')]).toEqual([
      3600, 5400, 150, 21600,
    ]);
    for (const bad of ['20', '7h', '-5m', 'soon', '1d', 'm'])
      expect(() => seconds(bad), bad).toThrow(
        `input "wait-for-baseline": ${JSON.stringify(bad)} is not a duration of at most 6h: \`0\` (no wait), or a number with s, m or h, e.g. \`20m\`, \`90s\`, \`1h30m\``,
      );
  });

  it('refuses an accept label GitHub could not have, and a report path with a line break inside', () => {
    expect(() => read({ 'accept-label': 'x'.repeat(51) })).toThrow(
      /^input "accept-label": "x{20,}.*" is not a label name: 1 to 50 characters, no line breaks/,
    );
    expect(read({ 'accept-label': '✅ ok to merge' }).acceptLabel).toBe('✅ ok to merge');
    expect(() => read({ 'merge-reports': 'a\u0000b.json' })).toThrow(
      'input "merge-reports": "a\\u0000b.json" is not a path or glob: at most 1000 characters, no control characters (one per line)',
    );
  });

  it.each([
    [
      'baseline-artifact',
      '../evals',
      'input "baseline-artifact": "../evals" is not an artifact name: 1 to 200 characters, without " : < > | * ? \\ / or line breaks',
    ],
    [
      'baseline-workflow',
      '../../etc/passwd',
      'input "baseline-workflow": "../../etc/passwd" is not a workflow file name (e.g. `eval.yml` or `.github/workflows/eval.yml`) or a workflow id',
    ],
    [
      'baseline-branch',
      'main branch',
      'input "baseline-branch": "main branch" is not a branch name',
    ],
    ['if-no-baseline', 'ignore', 'input "if-no-baseline": "ignore" is not one of warn, fail, skip'],
    [
      'max-baseline-age',
      '14',
      'input "max-baseline-age": "14" is not an age: a number > 0 and h, d or w, e.g. `14d`',
    ],
    ['history', '31', 'input "history": "31" is not a whole number from 0 to 30'],
    [
      'fail-on-regression',
      'True',
      'input "fail-on-regression": "True" is not a boolean: use `true` or `false`',
    ],
    ['summary', 'yes', 'input "summary": "yes" is not a boolean: use `true` or `false`'],
    ['resample', 'yes', 'input "resample": "yes" is not a boolean: use `true` or `false`'],
    [
      'allow-outside-workspace',
      'yes',
      'input "allow-outside-workspace": "yes" is not a boolean: use `true` or `false`',
    ],
    [
      'allow-outside-workspace',
      'TRUE',
      'input "allow-outside-workspace": "TRUE" is not a boolean: use `true` or `false`',
    ],
    [
      'confidence',
      '95',
      'input "confidence": "95" is not a number between 0 and 1 (exclusive), e.g. 0.95',
    ],
    [
      'confidence',
      '1',
      'input "confidence": "1" is not a number between 0 and 1 (exclusive), e.g. 0.95',
    ],
    [
      'confidence',
      '0.9x',
      'input "confidence": "0.9x" is not a number between 0 and 1 (exclusive), e.g. 0.95',
    ],
    [
      'margin',
      '-0.01',
      'input "margin": "-0.01" is not a fraction of the score in [0, 1): 0.02 for 2 points',
    ],
    [
      'margin',
      '2',
      'input "margin": "2" is not a fraction of the score in [0, 1): 0.02 for 2 points',
    ],
    [
      'max-unzipped-bytes',
      '1.5',
      'input "max-unzipped-bytes": "1.5" is not a whole number of bytes >= 1, e.g. 4294967296 (4 GiB)',
    ],
    [
      'max-bootstrap-iterations',
      '2000000',
      'input "max-bootstrap-iterations": "2000000" is not a whole number from 2 to 1000000',
    ],
    ['work-budget', '0', 'input "work-budget": "0" is not a number > 0 (work units, e.g. 1e12)'],
    [
      'margin',
      'Infinity',
      'input "margin": "Infinity" is not a fraction of the score in [0, 1): 0.02 for 2 points',
    ],
    ['rule', 'bayes', 'input "rule": "bayes" is not one of overlap, z, paired'],
    [
      'comment',
      'sometimes',
      'input "comment": "sometimes" is not one of always, on-change, on-regression, never',
    ],
    [
      'format',
      'xlsx',
      'input "format": "xlsx" is not one of auto, csv-wide, csv-long, jsonl-long, json, npy, npz, counts-csv, counts-jsonl, inspect-eval, inspect-json, opencompass, lm-eval, promptfoo, helm, lighteval, deepeval',
    ],
    [
      'format',
      'md',
      'input "format": "md" is not one of auto, csv-wide, csv-long, jsonl-long, json, npy, npz, counts-csv, counts-jsonl, inspect-eval, inspect-json, opencompass, lm-eval, promptfoo, helm, lighteval, deepeval: this input is the result files\' format (the CLI\'s --input-format); the action writes the report as both Markdown and JSON (outputs report-markdown and report-json)',
    ],
    ['errors', 'skip', 'input "errors": "skip" is not one of fail, missing'],
    ['missing-tasks', 'ignore', 'input "missing-tasks": "ignore" is not one of fail, warn'],
    [
      'allow-task-mismatch',
      'yes',
      'input "allow-task-mismatch": "yes" is not a boolean: use `true` or `false`',
    ],
    [
      'weights',
      '0, half, 1',
      'input "weights": "0, half, 1" has "half", which is not a finite number',
    ],
    [
      'baseline-ref',
      '--upload-pack=x',
      'input "baseline-ref": "--upload-pack=x" is not a git revision (use `base`, a commit SHA, a branch or a tag)',
    ],
    [
      'comment-key',
      'a --> b',
      'input "comment-key": "a --> b" may contain only letters, digits, spaces and . _ : / @ + - (no "--"), at most 100 characters',
    ],
  ])('rejects %s = %j, naming the input and the value', (name, value, message) => {
    const error = errorOf({ [name]: value });
    expect(error.message).toBe(message);
    expect(error.path).toBe(`input "${name}"`);
  });
});

describe('policyOf: the trust boundary in the action', () => {
  it('never trusts the config; the limits come from the inputs, named as inputs', () => {
    const none = policyOf(read({}));
    expect(none).toMatchObject({ trustConfig: false });
    expect(none.maxUnzippedBytes).toBeUndefined();
    expect(none.workBudget).toBeUndefined();
    const raised = policyOf(
      read({
        'max-unzipped-bytes': '2048',
        'max-bootstrap-iterations': '20',
        'work-budget': '5e9',
      }),
    );
    expect(raised).toMatchObject({
      trustConfig: false,
      maxUnzippedBytes: 2048,
      maxBootstrapIterations: 20,
      workBudget: 5e9,
    });
    expect(raised.settingName?.('work-budget')).toBe('input "work-budget"');
  });
});

describe('comment keys', () => {
  it('derives the default from the workflow and the job', () => {
    expect(defaultCommentKey({ GITHUB_WORKFLOW: 'CI', GITHUB_JOB: 'eval' })).toBe('CI/eval');
    expect(defaultCommentKey({ GITHUB_WORKFLOW: '.github/workflows/ci.yml' })).toBe(
      '.github/workflows/ci.yml',
    );
    expect(defaultCommentKey({})).toBe('default');
  });

  it('normalizes text into a safe HTML comment key', () => {
    expect(normalizeCommentKey(' a <b> -- c ')).toBe('a -b- - c');
    expect(normalizeCommentKey('x'.repeat(150))).toHaveLength(100);
  });
});
