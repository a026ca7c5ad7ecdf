/**
 * `scorio-eval score`: each metric with its credible interval for one result file.
 */
import { score } from '../engine/score.js';
import { ConfigError, showValue } from '../errors.js';
import { fixed, grouped } from '../report/format.js';
import {
  READ_OPTIONS,
  UsageError,
  inputFormatHint,
  parse,
  parseInputFormat,
  parseNumber,
  parseWeights,
  readFlags,
} from './args.js';
import { NAME, SCORE_HELP } from './help.js';
import type { CliIo } from './io.js';
import { oneLine } from './one-line.js';
import { csvField } from './output.js';
import { usageCell } from './score-usage.js';

export async function runScore(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'score',
    args,
    {
      metric: { type: 'string', multiple: true },
      format: { type: 'string' },
      'input-format': { type: 'string' },
      weights: { type: 'string' },
      confidence: { type: 'string' },
      errors: { type: 'string' },
      ...READ_OPTIONS,
      help: { type: 'boolean', short: 'h' },
    },
    true,
  );
  if (values.help) {
    io.stdout(SCORE_HELP);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? `score: give one result file (see ${NAME} score --help)`
        : `score: give one result file (or a quoted glob); got ${positionals.length} arguments (see ${NAME} score --help)`,
    );
  const format = typeof values.format === 'string' ? values.format : 'md';
  if (format !== 'md' && format !== 'json' && format !== 'csv')
    throw new ConfigError(
      `--format: must be json, md or csv (the output's format); got ${showValue(format)}${inputFormatHint(format)}`,
      '--format',
    );
  const inputFormat = parseInputFormat(
    typeof values['input-format'] === 'string' ? values['input-format'] : undefined,
  );
  const weights = parseWeights(typeof values.weights === 'string' ? values.weights : undefined);
  const read = readFlags(values);
  const confidence = parseNumber(
    '--confidence',
    typeof values.confidence === 'string' ? values.confidence : undefined,
  );
  const result = await score({
    file: positionals[0] as string,
    metrics: (values.metric as string[] | undefined) ?? [],
    ...(inputFormat !== undefined ? { format: inputFormat } : {}),
    ...(read !== undefined ? { read } : {}),
    ...(weights !== undefined ? { weights } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
    ...(typeof values.errors === 'string'
      ? { errors: values.errors as NonNullable<Parameters<typeof score>[0]['errors']> }
      : {}),
    cwd: io.cwd,
  });
  const n =
    result.trials.min === result.trials.max
      ? grouped(result.trials.min)
      : `${grouped(result.trials.min)}-${grouped(result.trials.max)}`;
  if (format === 'json') io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  else if (format === 'csv') {
    const lines = ['metric,mu,sigma,lo,hi'];
    for (const m of result.metrics) {
      lines.push(`${csvField(m.metric)},${m.mu},${m.sigma},${m.lo},${m.hi}`);
      // Bayes@N's mean score (what compare decides on) in a row of its own, after Bayes@N's.
      const s = m.meanScore;
      if (s)
        lines.push(`${csvField(`${m.metric} (mean score)`)},${s.mu},${s.sigma},${s.lo},${s.hi}`);
    }
    // Usage per question: its mean and interval (no σ: the interval is skewness-corrected).
    for (const u of result.usage)
      lines.push(`${u.measure} per question,${u.mean},,${u.lo ?? ''},${u.hi ?? ''}`);
    io.stdout(`${lines.join('\n')}\n`);
  } else {
    const pct = `${Number((result.confidence * 100).toFixed(2))}%`;
    const lines = [
      `M = ${grouped(result.questions)} questions, N = ${n} trials per question, labels 0..${result.maxLabel}${result.weights ? `, weights ${result.weights.join(', ')}` : ''}`,
      ...lostLine(result),
      '',
      `| metric | μ | σ | ${pct} interval |`,
      '|:--|--:|--:|:--|',
      ...result.metrics.flatMap((m) => {
        const row = (label: string, iv: { mu: number; sigma: number; lo: number; hi: number }) =>
          `| ${label} | ${fixed(iv.mu, 4)} | ${fixed(iv.sigma, 4)} | [${fixed(iv.lo, 4)}, ${fixed(iv.hi, 4)}] |`;
        // Bayes@N: the mean score first (what compare decides on, the accuracy a harness
        // reports), then its own posterior mean, labelled as pulled towards ½.
        if (!m.meanScore) return [row(m.metric, m)];
        const binary =
          !result.weights ||
          (result.weights.length === 2 && result.weights[0] === 0 && result.weights[1] === 1);
        return [
          row(`${binary ? 'accuracy' : 'mean score'} (${m.metric})`, m.meanScore),
          row(`${m.metric} posterior, shrunk towards ½`, m),
        ];
      }),
      ...(result.usage.length > 0
        ? [
            '',
            `| usage per question | mean | ${pct} interval | questions |`,
            '|:--|--:|:--|--:|',
            ...result.usage.map(usageCell),
          ]
        : []),
    ];
    io.stdout(`${lines.join('\n')}\n`);
  }
  for (const w of result.warnings) io.stderr(`${NAME}: warning: ${oneLine(w)}\n`);
  return 0;
}

/** `Lost 2 of 10 questions to errors (2 errored trials), counted as failures (--errors fail).` */
function lostLine(result: Awaited<ReturnType<typeof score>>): string[] {
  const l = result.lost;
  if (l.questions === 0) return [];
  const what = [
    ...(l.errored > 0 ? [`${grouped(l.errored)} errored trial(s)`] : []),
    ...(l.neverRan > 0 ? [`${grouped(l.neverRan)} trial(s) never ran`] : []),
  ].join(', ');
  const effect =
    result.errors === 'fail'
      ? 'counted as failures (--errors fail; --errors missing leaves them out)'
      : 'left out (--errors missing; --errors fail counts them as failures)';
  return [
    `Lost ${grouped(l.questions)} of ${grouped(l.outOf)} question(s) to errors (${what}), ${effect}.`,
  ];
}
