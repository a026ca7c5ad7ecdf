// Imports the documented library entry points from the installed package (`scorio-eval`), as a
// user's JavaScript would, and checks real values: a hand-computed Bayes@N interval and the demo
// comparison's verdict. Run by .ci/pack-check in a scratch project, never from the repository.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  CountTableBuilder,
  TOOL_VERSION,
  bayesCi,
  compare,
  passAtKCi,
  readOutcomes,
} from 'scorio-eval';

const pkg = JSON.parse(readFileSync('node_modules/scorio-eval/package.json', 'utf8'));
assert.equal(TOOL_VERSION, pkg.version);

// Two questions, two 0/1 trials each: q1 = [1, 1], q2 = [1, 0]. Bayes@N with a uniform prior
// over {0, 1}: each question's posterior mean is (1 + k) / (N + 2) -> 3/4 and 2/4, mu = 0.625.
const builder = new CountTableBuilder();
builder.add('q1', 1);
builder.add('q1', 1);
builder.add('q2', 1);
builder.add('q2', 0);
const ci = bayesCi(builder.build());
assert.ok(Math.abs(ci.mu - 0.625) < 1e-12, `bayesCi mu ${ci.mu}`);
assert.ok(ci.lo < ci.mu && ci.mu < ci.hi, 'the interval holds the mean');

const { table } = await readOutcomes('fixtures/demo/candidate/gsm8k-sample.csv');
const pass = passAtKCi(table, 4);
assert.ok(pass.mu > 0 && pass.mu <= 1, `passAtKCi mu ${pass.mu}`);

const outcome = await compare({ configFile: 'fixtures/demo/scorio.yml', cwd: process.cwd() });
assert.equal(outcome.verdict, 'regression');
assert.ok(outcome.regressions.some((r) => r.benchmark === 'gsm8k-sample'));
console.log(`library ok: scorio-eval ${TOOL_VERSION}, demo verdict ${outcome.verdict}`);
