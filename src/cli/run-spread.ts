/**
 * `scorio-eval run-spread`: how much a whole run's tokens, time and cost vary between repeated
 * runs of one commit, per measure, with the line for the config's `usage-run-spread`.
 */
import { ConfigError, showValue } from '../errors.js';
import {
  type MeasureRunSpread,
  type RunSpreadResult,
  measureRunSpread,
} from '../engine/run-spread.js';
import { spreadThatGatesNothing, upperBoundFactor } from '../decision/run-spread.js';
import { MAX_RUN_SPREAD } from '../decision/usage-types.js';
import { fixed, grouped, percent, spreadPercent, usageNumber } from '../report/format.js';
import {
  UsageError,
  inputFormatHint,
  parse,
  parseInputFormat,
  parseNumber,
  readFlags,
  READ_OPTIONS,
} from './args.js';
import { NAME, RUN_SPREAD_HELP } from './help.js';
import type { CliIo } from './io.js';
import { oneLine } from './one-line.js';

export async function runRunSpread(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(
    'run-spread',
    args,
    {
      format: { type: 'string' },
      'input-format': { type: 'string' },
      confidence: { type: 'string' },
      ...READ_OPTIONS,
      help: { type: 'boolean', short: 'h' },
    },
    true,
  );
  if (values.help) {
    io.stdout(RUN_SPREAD_HELP);
    return 0;
  }
  if (positionals.length < 2)
    throw new UsageError(
      `run-spread: give 2 or more runs of one commit, each a file or a quoted glob (5 or more for a usable bound); got ${positionals.length} (see ${NAME} run-spread --help)`,
    );
  const format = typeof values.format === 'string' ? values.format : 'md';
  if (format !== 'md' && format !== 'json')
    throw new ConfigError(
      `--format: must be json or md (the output's format); got ${showValue(format)}${inputFormatHint(format)}`,
      '--format',
    );
  const inputFormat = parseInputFormat(
    typeof values['input-format'] === 'string' ? values['input-format'] : undefined,
  );
  const read = readFlags(values);
  const confidence = parseNumber(
    '--confidence',
    typeof values.confidence === 'string' ? values.confidence : undefined,
  );
  const result = await measureRunSpread({
    runs: positionals,
    ...(inputFormat !== undefined ? { format: inputFormat } : {}),
    ...(read !== undefined ? { read } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
    cwd: io.cwd,
  });
  io.stdout(format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : markdown(result));
  for (const w of result.warnings) io.stderr(`${NAME}: warning: ${oneLine(w)}\n`);
  return 0;
}

/** The upper bound for the config, rounded up to 3 decimals (never below what was measured). */
function configValue(x: number): string {
  return String(Math.ceil(x * 1000) / 1000);
}

/** The default rules' one-sided levels: paired (α), overlap (each side of 95%), z (1 − 0.95). */
const DEFAULT_LEVELS = [
  { rule: "rule paired's α = 0.01", level: 0.01 },
  { rule: "the overlap rule's default", level: 0.025 },
  { rule: "rule z's", level: 0.05 },
] as const;

function markdown(r: RunSpreadResult): string {
  const level = percent(r.confidence);
  const rows = r.measures.map((m) => {
    const means = m.runMeans.map((x) => usageNumber(m.unit, x));
    return `| ${m.measure} | ${grouped(m.questions)} | ${usageNumber(m.unit, m.mean)} | ${means.join(', ')} | ${spreadPercent(m.spread)} | ${spreadPercent(m.upper)} |`;
  });
  const limits = DEFAULT_LEVELS.map((d) => ({ ...d, spread: spreadThatGatesNothing(d.level) }));
  const declared = (m: MeasureRunSpread) => Math.ceil(m.upper * 1000) / 1000;
  // A bound at which no default rule bounds a ratio, however many questions, is no config value.
  const widest = Math.max(...limits.map((l) => l.spread));
  const usable = r.measures.filter((m) => declared(m) < Math.min(widest, MAX_RUN_SPREAD));
  const useless = r.measures.filter((m) => !usable.includes(m));
  const strict = usable.filter((m) => declared(m) >= (limits[0]?.spread ?? 1));
  const thresholds = limits.map((l) => `${fixed(l.spread, 2)} at ${l.rule}`).join(', ');
  const factor = upperBoundFactor(r.runs.length, r.confidence);
  return [
    `${grouped(r.runs.length)} runs of one commit: how much a whole run's mean per question varies by chance (the spread the trials' noise within a run does not explain)`,
    '',
    `| measure | questions | mean per question | each run's mean | run spread | ${level} upper bound |`,
    '|:--|--:|--:|:--|--:|--:|',
    ...rows,
    ...(usable.length > 0
      ? [
          '',
          `For the config (the ${level} upper bounds: the usage gate then counts runs that vary this much as noise):`,
          '',
          '```yaml',
          `usage-run-spread: { ${usable.map((m) => `${m.measure}: ${configValue(m.upper)}`).join(', ')} }`,
          '```',
        ]
      : []),
    ...strict.flatMap((m) => {
      const under = limits.filter((l) => declared(m) >= l.spread);
      return [
        '',
        `${m.measure}: at ${configValue(m.upper)} one run a side bounds no ratio, however many questions, under ${under.map((l) => `${l.rule} (from ${fixed(l.spread, 2)})`).join(' and ')}: there ${m.measure} is never compared.`,
      ];
    }),
    ...(useless.length > 0
      ? [
          '',
          `${useless.map((m) => m.measure).join(', ')}: the bound is beyond what any default rule can gate from one run a side (${thresholds}): run more A/A runs, or gate on a measure that varies less.`,
        ]
      : []),
    ...(factor >= 1.5
      ? [
          '',
          `With ${grouped(r.runs.length)} runs the ${level} bound is at least ${fixed(factor, 1)} times the estimate; more runs narrow it (docs/statistics.md).`,
        ]
      : []),
    '',
  ].join('\n');
}
