/**
 * Reading a JSON report back (`scorio-eval-report/1`), for merging the reports of a job matrix.
 * The reports come from artifacts a pull request's jobs wrote, so they are hostile input like any
 * result file: the text is size-capped by the caller, the schema version must be one this version
 * reads, and every field is validated (zod) with bounds on every string, list and number, before
 * anything is used. Unknown fields are dropped (a later version of schema 1 may add some); a
 * value of an unknown kind (an object where a name goes, a 10 MB string, nesting in a field of
 * plain values) is refused with one line naming the file, the field's path and an excerpt.
 * Pure: text in, data out.
 */
import * as z from 'zod/mini';
import { MAX_RUN_SPREAD, MAX_USAGE_TOLERANCE, USAGE_MEASURES } from '../decision/usage-types.js';
import { InputError, excerpt } from '../errors.js';
import { REPORT_SCHEMA, type ReportData, type ReportDiscovery } from './types.js';
import { visibleText } from './visible.js';

/** What a shard may hold, at most (a report is typically a few hundred KB). */
export const REPORT_LIMITS = {
  benchmarks: 10_000,
  comparisons: 1_000,
  /** Questions listed as broken per benchmark (every question whose score fell). */
  brokenQuestions: 1_000_000,
  /** Per-question values of one comparison or usage measure (its evidence). */
  questions: 10_000_000,
  warnings: 10_000,
  files: 10_000,
  /** Characters of a name, an id, a path. */
  text: 1_000,
  /** Characters of a warning. */
  warning: 4_000,
} as const;

/**
 * The report's schema, built on first use: a command that never merges (compare, the action's
 * compare mode) does not pay for building it at start-up.
 */
function reportSchema() {
  cachedSchema ??= buildSchema();
  return cachedSchema;
}
let cachedSchema: ReturnType<typeof buildSchema> | undefined;

function buildSchema() {
  const text = (max: number = REPORT_LIMITS.text) => z.string().check(z.maxLength(max));
  const finite = () => z.number().check(z.refine(Number.isFinite, 'expected a finite number'));
  const nonNegative = () => finite().check(z.gte(0));
  const count = () => z.int().check(z.gte(0));
  const probability = () => finite().check(z.gte(0), z.lte(1));
  /** A number the report may write as null (JSON has no NaN or Infinity). */
  const maybe = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);
  const sha = () => z.string().check(z.regex(/^[0-9a-f]{40}$/));
  const verdict = () => z.enum(['regression', 'improvement', 'no-change']);
  const reportVerdict = () => z.enum(['regression', 'improvement', 'no-change', 'accepted']);

  const Interval = z.object({ mu: finite(), sigma: nonNegative(), lo: finite(), hi: finite() });
  // What a side's log says of its decoding (its evidence is escaped wherever it is shown).
  const Decoding = z.object({ greedy: z.boolean(), evidence: text(200) });
  const SidesDecoding = z.object({ baseline: maybe(Decoding), candidate: maybe(Decoding) });
  const SideSize = z.object({ trials: nonNegative(), effectiveTrials: nonNegative() });

  const PairedTestSchema = z.object({
    test: z.enum(['t', 'mcnemar', 'none']),
    questions: count(),
    delta: finite(),
    standardError: nonNegative(),
    lo: finite(),
    hi: finite(),
    pDrop: probability(),
    pRise: probability(),
    pBeyondMargin: probability(),
    df: maybe(nonNegative()),
    minP: probability(),
    signFlip: z.boolean(),
    discordant: z.optional(z.object({ down: count(), up: count() })),
  });

  const Evidence = z.object({
    pDrop: maybe(probability()),
    pRise: maybe(probability()),
    pBeyondMargin: maybe(probability()),
    sizes: maybe(z.object({ baseline: SideSize, candidate: SideSize })),
    approximateBudget: z.boolean(),
    bootstrap: z.boolean(),
    deterministic: z.boolean(),
    // Absent in a report of an earlier version: its budget is judged as before.
    decoding: z.optional(maybe(SidesDecoding)),
    pairedDelta: maybe(Interval),
    noise: maybe(z.object({ baseline: nonNegative(), candidate: nonNegative() })),
    dropVarianceSlope: maybe(finite()),
    // The per-question scores the paired test ran on (absent in a report of an earlier version:
    // the merge then refuses the comparison, which it cannot judge again).
    scores: z.optional(
      maybe(
        z.object({
          baseline: z.array(finite()).check(z.maxLength(REPORT_LIMITS.questions)),
          candidate: z.array(finite()).check(z.maxLength(REPORT_LIMITS.questions)),
          singleTrialBinary: z.boolean(),
          floorVariance: maybe(nonNegative()),
          range: nonNegative(),
          unequalTrials: z.boolean(),
          meanSkewness: z.optional(maybe(finite())),
        }),
      ),
    ),
  });

  const Budget = z.object({
    kind: z.enum([
      'estimate',
      'zero-difference',
      'bootstrap',
      'unreachable',
      'unknown',
      'negligible',
      'questions',
      'deterministic',
      'greedy',
    ]),
    trials: maybe(nonNegative()),
    questions: z.optional(maybe(count())),
    greedy: z.optional(z.object({ baseline: maybe(text(200)), candidate: maybe(text(200)) })),
    currentTrials: maybe(nonNegative()),
    approximate: z.boolean(),
  });

  /** A metric option as configured: plain values, or a short list of them (weights, bounds). */
  const OptionValue = z.union([
    text(),
    finite(),
    z.boolean(),
    z.null(),
    z.array(z.union([text(), finite(), z.boolean(), z.null()])).check(z.maxLength(1_000)),
  ]);

  const ComparisonSchema = z.object({
    metric: text(200),
    baseline: Interval,
    candidate: Interval,
    scale: z.enum(['mean-score', 'posterior', 'metric']),
    posterior: maybe(z.object({ baseline: Interval, candidate: Interval })),
    gate: z.boolean(),
    delta: finite(),
    deltaSigma: nonNegative(),
    // null: infinite (deltaSigma 0 and delta not 0).
    z: maybe(nonNegative()),
    rho: probability(),
    change: verdict(),
    withinMargin: z.boolean(),
    fails: z.boolean(),
    verdict: reportVerdict(),
    accepted: z.optional(z.boolean()),
    budget: maybe(Budget),
    rawDelta: finite(),
    // null: not a number (rule paired on a metric without per-question scores).
    rawInterval: z.object({ lo: maybe(finite()), hi: maybe(finite()) }),
    paired: maybe(PairedTestSchema),
    pairedNotApplicable: z.boolean(),
    limitation: maybe(z.enum(['one-question', 'too-few-questions', 'no-visible-drop'])),
    pValue: maybe(probability()),
    adjustedPValue: maybe(probability()),
    marginPValue: maybe(probability()),
    detectableDrop: maybe(finite()),
    pairedDetectableDrop: maybe(finite()),
    resolution: maybe(z.enum(['negligible', 'undetectable'])),
    dispersion: z.optional(
      maybe(
        z.object({
          ratio: maybe(nonNegative()),
          contradicted: z.boolean(),
          widened: nonNegative(),
          excessVariance: nonNegative(),
          trialCorrelation: maybe(probability()),
        }),
      ),
    ),
    evidence: z.optional(Evidence),
    uncertainty: z.enum(['posterior', 'bootstrap']),
    bootstrap: z.optional(z.object({ iterations: count(), seed: finite(), delta: Interval })),
    options: z.optional(
      z.record(text(100), OptionValue).check(z.refine((o) => Object.keys(o).length <= 100)),
    ),
    trend: z.optional(
      z
        .array(
          z.object({
            label: text(40),
            commit: z.optional(sha()),
            mu: finite(),
            lo: finite(),
            hi: finite(),
          }),
        )
        .check(z.maxLength(100)),
    ),
  });

  const Lost = z.object({
    questions: count(),
    outOf: count(),
    errored: count(),
    neverRan: count(),
    missing: z.optional(count()),
  });

  const Side = z.object({
    files: z.array(text()).check(z.maxLength(REPORT_LIMITS.files)),
    formats: z.array(text(50)).check(z.maxLength(REPORT_LIMITS.files)),
    questions: count(),
    trials: z.object({ min: nonNegative(), max: nonNegative() }),
    maxLabel: count(),
    priorTrials: nonNegative(),
    lost: z.optional(Lost),
    decoding: z.optional(Decoding),
  });

  const QuestionCounts = z.object({ score: nonNegative(), trials: nonNegative() });

  const Usage = z.object({
    measure: z.enum(USAGE_MEASURES),
    unit: z.enum(['tokens', 'seconds', 'USD']),
    baseline: maybe(nonNegative()),
    candidate: maybe(nonNegative()),
    ratio: maybe(nonNegative()),
    lo: maybe(nonNegative()),
    hi: maybe(nonNegative()),
    notCompared: maybe(
      z.enum(['no-questions', 'one-question', 'zero-baseline', 'unbounded', 'run-spread']),
    ),
    // Always null since the gate's test is about the questions run (usage.ts); a report of an
    // earlier version may hold an estimate and "skewed": a merge then refuses it (rejudge.ts).
    falseAlarms: z.null(),
    notGated: z.null(),
    questions: count(),
    missing: z.object({ baseline: count(), candidate: count() }),
    tolerance: maybe(finite().check(z.gte(0), z.lte(MAX_USAGE_TOLERANCE))),
    level: finite().check(z.gt(0), z.lt(0.5)),
    // Absent where none was set, and in reports of earlier versions.
    runSpread: z.optional(finite().check(z.gt(0), z.lte(MAX_RUN_SPREAD))),
    pValue: maybe(probability()),
    adjustedPValue: maybe(probability()),
    change: z.enum(['increase', 'decrease', 'no-change', 'not-compared']),
    fails: z.boolean(),
    verdict: z.enum([
      'regression',
      'accepted',
      'within-tolerance',
      'increase',
      'decrease',
      'no-change',
      'not-compared',
    ]),
    accepted: z.optional(z.boolean()),
    evidence: z.optional(
      z.object({
        baseline: z.array(nonNegative()).check(z.maxLength(REPORT_LIMITS.questions)),
        candidate: z.array(nonNegative()).check(z.maxLength(REPORT_LIMITS.questions)),
        // Absent at one trial a question, and in reports of earlier versions.
        trialVariance: z.optional(
          z.object({
            baseline: z.array(nonNegative()).check(z.maxLength(REPORT_LIMITS.questions)),
            candidate: z.array(nonNegative()).check(z.maxLength(REPORT_LIMITS.questions)),
          }),
        ),
      }),
    ),
  });

  const Counts = z.object({
    successes: z.array(nonNegative()).check(z.maxLength(REPORT_LIMITS.questions)),
    trials: z.array(nonNegative()).check(z.maxLength(REPORT_LIMITS.questions)),
  });
  const Plan = z.object({
    questions: z
      .array(z.object({ id: text(), trials: count().check(z.gte(1)) }))
      .check(z.maxLength(REPORT_LIMITS.questions)),
    sides: z.tuple([z.literal('baseline'), z.literal('candidate')]),
    trials: count(),
    uniformTrials: count(),
    sees: nonNegative(),
    target: nonNegative(),
    variance: z.object({ now: nonNegative(), planned: nonNegative() }),
    kind: z.enum(['planned', 'settled', 'questions']),
    stage: count().check(z.gte(2)),
    level: maybe(probability()),
    metric: text(200),
    before: z.object({
      ids: z.array(text()).check(z.maxLength(REPORT_LIMITS.questions)),
      baseline: Counts,
      candidate: Counts,
    }),
  });

  const Benchmark = z.object({
    name: text(200).check(z.minLength(1)),
    discovered: z.optional(
      z.object({
        layout: text(50),
        role: z.enum(['task', 'group', 'subtask']),
        group: z.optional(text(200)),
      }),
    ),
    verdict: reportVerdict(),
    margin: finite().check(z.gte(0), z.lt(1)),
    weights: maybe(z.array(finite()).check(z.maxLength(1_000))),
    baseline: Side,
    candidate: Side,
    alignment: z.object({
      mode: z.enum(['strict', 'intersect']),
      common: count(),
      onlyInBaselineCount: count(),
      onlyInCandidateCount: count(),
      onlyInBaseline: z.array(text()).check(z.maxLength(100)),
      onlyInCandidate: z.array(text()).check(z.maxLength(100)),
    }),
    // compare writes at least one per benchmark (a metric); none is a report made to pad a family.
    comparisons: z
      .array(ComparisonSchema)
      .check(z.minLength(1), z.maxLength(REPORT_LIMITS.comparisons)),
    changedQuestions: z
      .array(z.object({ id: text(), baseline: finite(), candidate: finite(), delta: finite() }))
      .check(z.maxLength(1_000)),
    brokenQuestions: z
      .array(
        z.object({
          id: text(),
          baseline: QuestionCounts,
          candidate: QuestionCounts,
          delta: finite(),
          // Absent where the log held no question text, and in reports of earlier versions.
          text: z.optional(text(400)),
        }),
      )
      .check(z.maxLength(REPORT_LIMITS.brokenQuestions)),
    // Absent in a report of a version before usage was read.
    usage: z.optional(z.array(Usage).check(z.maxLength(USAGE_MEASURES.length))),
    // A gate in stages (`resample`): the plan for the next stage, and the stage that decided it.
    plan: z.optional(Plan),
    stage: z.optional(z.object({ stage: count().check(z.gte(1)), digest: text(64) })),
  });

  const BaseRun = z.object({
    outcome: z.enum(['completed', 'failed', 'cancelled', 'timed-out', 'stopped']),
    run: z.object({ number: count(), url: maybe(text()) }),
    waitedSeconds: nonNegative(),
    limitSeconds: nonNegative(),
    conclusion: z.optional(maybe(text(40))),
    reason: z.optional(maybe(text(400))),
  });

  const Source = z.object({
    kind: z.enum(['workspace', 'git-ref', 'artifact']),
    commit: z.optional(maybe(sha())),
    commitUrl: z.optional(maybe(text())),
    ref: z.optional(maybe(text(200))),
    artifact: z.optional(maybe(text(200))),
    run: z.optional(
      maybe(z.object({ number: count(), url: maybe(text()), createdAt: maybe(text(40)) })),
    ),
    ageDays: z.optional(maybe(nonNegative())),
    behindBase: z.optional(maybe(count())),
    baseCommit: z.optional(maybe(sha())),
    maxAgeDays: z.optional(maybe(nonNegative())),
    baseRun: z.optional(maybe(BaseRun)),
  });

  const ReportSchema = z.object({
    schema: z.literal(REPORT_SCHEMA),
    tool: z.object({ name: text(100), version: text(50) }),
    generatedAt: maybe(text(40)),
    verdict: reportVerdict(),
    settings: z.object({
      rule: z.enum(['overlap', 'z', 'paired']),
      confidence: finite().check(z.gt(0), z.lt(1)),
      minConfidence: finite().check(z.gt(0.5), z.lt(1)),
      margin: finite().check(z.gte(0), z.lt(1)),
      alpha: z.optional(finite().check(z.gt(0), z.lt(0.5))),
      multipleComparisons: z.optional(z.enum(['none', 'holm'])),
      align: z.enum(['strict', 'intersect']),
      errors: z.optional(z.enum(['fail', 'missing'])),
    }),
    gatedComparisons: count(),
    falseAlarmBound: maybe(probability()),
    benchmarks: z.array(Benchmark).check(z.maxLength(REPORT_LIMITS.benchmarks)),
    warnings: z.array(text(REPORT_LIMITS.warning)).check(z.maxLength(REPORT_LIMITS.warnings)),
    provenance: z.optional(
      z.object({
        baseline: Source,
        candidate: Source,
        config: maybe(text()),
        workflowRun: maybe(z.object({ url: text() })),
      }),
    ),
    shards: z.optional(z.array(z.object({ file: text() }))),
    // Baseline tasks missing from the candidate (absent: no folder, or an earlier version).
    missingTasks: z.optional(
      z.object({
        policy: z.enum(['fail', 'warn']),
        tasks: z.array(text()).check(z.maxLength(REPORT_LIMITS.benchmarks)),
        fails: z.boolean(),
        accepted: z.boolean(),
      }),
    ),
    // A gate in stages: this stage, its level, what the stages spent, what was carried.
    stages: z.optional(
      z.object({
        stage: count().check(z.gte(1)),
        level: maybe(probability()),
        spent: maybe(probability()),
        carried: z
          .array(z.object({ name: text(200), stage: count().check(z.gte(1)) }))
          .check(z.maxLength(REPORT_LIMITS.benchmarks)),
        resampled: z
          .array(
            z.object({
              name: text(200),
              questions: count(),
              trials: count(),
              uniformTrials: count(),
              perQuestion: z.object({ min: count(), max: count() }),
            }),
          )
          .check(z.maxLength(REPORT_LIMITS.benchmarks)),
        rerunNeeded: z.boolean(),
      }),
    ),
    // Only how Holm was chosen is read back: a merge needs it to tell a rule a job set from one
    // discovery switched on; the folders walked stay in each job's own report.
    discovery: z.optional(
      z.object({
        gatedComparisons: count(),
        holm: z.enum(['automatic', 'set', 'off']),
      }),
    ),
  });
  return ReportSchema;
}

/** `benchmarks[0].comparisons[1].pValue`. */
function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (typeof seg === 'string' && /^[A-Za-z_]\w*$/.test(seg))
      out += out === '' ? seg : `.${seg}`;
    else out += `[${excerpt(String(seg), 30)}]`;
  }
  return out === '' ? '(the report)' : out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

/** What a value is, in words, for a message that must not quote much of it. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length} entries`;
  if (typeof value === 'object') return 'an object';
  return excerpt(value);
}

/** The first zod issue as one line: the field's path, what it must be, what it is. */
function issueLine(error: z.core.$ZodError, raw: unknown): { path: string; detail: string } {
  const issue = error.issues[0] as z.core.$ZodIssue;
  const path = pathText(issue.path);
  const value = valueAt(raw, issue.path);
  const more =
    error.issues.length > 1
      ? ` (and ${error.issues.length - 1} more problem${error.issues.length > 2 ? 's' : ''})`
      : '';
  let what: string;
  switch (issue.code) {
    case 'invalid_type':
      what = value === undefined ? 'is required' : `expected ${issue.expected}`;
      break;
    case 'invalid_value':
      what = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
      break;
    case 'too_big':
      what =
        issue.origin === 'array'
          ? `has more than ${String(issue.maximum)} entries`
          : issue.origin === 'string'
            ? `is longer than ${String(issue.maximum)} characters`
            : `must be ${issue.inclusive ? '<=' : '<'} ${String(issue.maximum)}`;
      break;
    case 'too_small':
      what =
        issue.origin === 'string'
          ? `must not be empty`
          : `must be ${issue.inclusive ? '>=' : '>'} ${String(issue.minimum)}`;
      break;
    default:
      what = issue.message.replace(/^Invalid input: /, '');
  }
  const got = value === undefined ? '' : `; got ${kindOf(value)}`;
  return { path, detail: `${what}${got}${more}` };
}

/**
 * Parses and validates one JSON report; `file` names it in messages. A report of another schema
 * (`scorio-eval-report/2`, a leaderboard) is refused by name, as is a report that is itself a
 * merge. Non-finite numbers come back as JSON wrote them: an infinite `z` (null), a `rawInterval`
 * that is not a number (null, NaN).
 *
 * @example parseReport(readFileSync('shard-a.json', 'utf8'), 'shard-a.json').benchmarks[0].name
 */
export function parseReport(textIn: string, file: string): ParsedReport {
  let raw: unknown;
  try {
    raw = JSON.parse(textIn);
  } catch (error) {
    throw new InputError(
      { file },
      // JSON.parse quotes a few characters of the file: without its invisible ones (bidi controls).
      `is not JSON (${visibleText((error as Error).message.split('\n')[0] ?? '')}): expected a JSON report written by scorio-eval compare --format json or the action's report-json output`,
    );
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new InputError({ file }, `expected a JSON report object; got ${kindOf(raw)}`);
  const schema = (raw as Record<string, unknown>)['schema'];
  if (schema !== REPORT_SCHEMA) {
    const known =
      typeof schema === 'string' && schema.startsWith('scorio-eval-leaderboard/')
        ? ': a leaderboard cannot be merged, only comparison reports'
        : typeof schema === 'string' && schema.startsWith('scorio-eval-report/')
          ? `: this version of scorio-eval reads ${REPORT_SCHEMA} only (a newer version wrote it?)`
          : `: expected ${JSON.stringify(REPORT_SCHEMA)}`;
    throw new InputError(
      { file, field: 'schema' },
      `${schema === undefined ? 'is missing' : `is ${excerpt(schema)}`}${known}`,
    );
  }
  const parsed = reportSchema().safeParse(raw);
  if (!parsed.success) {
    const { path, detail } = issueLine(parsed.error, raw);
    throw new InputError({ file, field: path }, detail);
  }
  const { shards, discovery, ...data } = parsed.data;
  if (shards !== undefined)
    throw new InputError(
      { file, field: 'shards' },
      `the report is itself a merge of ${shards.length} reports: merge the reports it was made of instead`,
    );
  return {
    ...data,
    // Fields the report layer owns are recomputed by whoever uses the data (buildReport).
    summary: {
      benchmarks: data.benchmarks.length,
      comparisons: 0,
      regressions: 0,
      improvements: 0,
      withinMargin: 0,
      unresolved: 0,
      negligible: 0,
      cannotTell: 0,
      notApplicable: 0,
      gated: 0,
      reportOnly: 0,
      usageGated: 0,
      usageRegressions: 0,
    },
    benchmarks: data.benchmarks.map((b) => ({
      ...b,
      usage: b.usage ?? [],
      baseline: { ...b.baseline, lost: b.baseline.lost ?? NO_LOSS },
      candidate: { ...b.candidate, lost: b.candidate.lost ?? NO_LOSS },
      comparisons: b.comparisons.map((c) => ({
        ...c,
        z: c.z ?? Infinity,
        rawInterval: { lo: c.rawInterval.lo ?? Number.NaN, hi: c.rawInterval.hi ?? Number.NaN },
      })),
    })),
    settings: { ...data.settings, errors: data.settings.errors ?? 'fail' },
    ...(discovery !== undefined
      ? { holmChosenBy: discovery.holm, discoveredGated: discovery.gatedComparisons }
      : {}),
  };
}

/**
 * A report read back for a merge. `holmChosenBy` is how its run came to Holm when it discovered
 * folders (`automatic`: discovery switched it on; `set`: the run was told; absent: no folder was
 * discovered), `discoveredGated` how many of its gated tests came from folders.
 */
export type ParsedReport = ReportData & {
  readonly holmChosenBy?: ReportDiscovery['holm'];
  /** Gated comparisons and usage tests its run made from discovered folders. */
  readonly discoveredGated?: number;
};

const NO_LOSS = { questions: 0, outOf: 0, errored: 0, neverRan: 0 };
