import { runBudgetCheck, FULL_OPTIONS, calibrateShift } from './validate-sim.js';
for (const check of FULL_OPTIONS.budgetChecks) {
  const r = runBudgetCheck({ ...FULL_OPTIONS, budgetRuns: 600 }, check, calibrateShift(check.drop / 100));
  console.log(check.rule, check.questions, check.trials, check.drop, 'advised', r.advised, r.power, 'x4', r.powerAtFourTimes, JSON.stringify(r.kinds));
}
