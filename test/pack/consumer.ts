// A TypeScript consumer of the installed package, type-checked by .ci/pack-check against the
// published declarations (strict, NodeNext). Wrong types here must fail the check.
import {
  CountTableBuilder,
  bayesCi,
  compare,
  questionCount,
  readOutcomes,
  type CompareOutcome,
  type CompareRequest,
} from 'scorio-eval';

const builder = new CountTableBuilder();
builder.add('q1', 1);
const interval: { mu: number; sigma: number; lo: number; hi: number } = bayesCi(builder.build());

const request: CompareRequest = { configFile: 'fixtures/demo/scorio.yml', cwd: '.' };
// The options are typed unions in the published declarations too.
// @ts-expect-error 'pairwise' is not a rule
export const misspelt: CompareRequest = { cwd: '.', overrides: { rule: 'pairwise' } };
export async function gate(): Promise<boolean> {
  const outcome: CompareOutcome = await compare(request);
  // Always set: no optional chaining needed.
  const verdict: string = outcome.report.verdict;
  const { table } = await readOutcomes(['fixtures/demo/baseline/gsm8k-sample.csv']);
  return verdict === 'regression' && questionCount(table) > 0 && interval.hi >= interval.lo;
}
